"""The core names no game's words (issue 24; docs/architecture.md, "Nothing in the core
names a ruleset"): the strings of dsl/, compiler/, runtime/ and crawlbook/ (docstrings and
comments aside, which cite the rulebooks) hold no ruleset's words; what a map, a message
or a booklet says of a game comes from the ruleset's registry (``Registry.book``,
``Verb.wording``, ``CardKind``).

The book's words are the registry's too: the core's own book (``dsl/shape.py``'s
``DEFAULT``) ends with ``THE END`` and heads its ending ``ENDING``; Tunnel Rats' and
Chainsaw Warrior's registries declare ``CONTINUE THE MISSION``, ``END OF MISSION`` and
``SUCCESS POINTS``, and the line classifier's headings come from the book it reads. The
other files of the core (the templates booklets, maps and reports are drawn with, the
scaffold's files, the program's schema) are read whole, and must hold none. What is the
core language's own (``EVENT``, *Log Entry*, the title line ``MISSION n:``) is listed in
docs/language.md, "The book's shape".
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = ("dsl", "compiler", "runtime", "crawlbook")
WORDS = re.compile(r"TB Encounter|Trait test|\bCrawl\b|CONTINUE THE MISSION|Tough Bastard"
                   r"|TRAIT DIFF|Tunnel Rats|Chainsaw Warrior|after the Combat"
                   r"|End of Mission|Mission Booklet|Event / card"
                   r"|\bTB cards?\b|(?i:END OF MISSION|SUCCESS POINTS?)")


def _strings(path: Path) -> list[str]:
    """The string constants of a module that are not docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                docs.add(id(body[0].value))
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docs]


def test_the_core_names_no_games_words() -> None:
    found: Counter[str] = Counter()
    for folder in CORE:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "rulesets" in path.relative_to(ROOT).parts:
                continue
            for text in _strings(path):
                found[path.relative_to(ROOT).as_posix()] += len(WORDS.findall(text))
    found = +found  # files with none dropped
    assert dict(found) == {}


def test_the_templates_name_no_games_words() -> None:
    # Read whole, comments too: the booklet's and the maps' templates (booklet.css is
    # printed in every booklet's style sheet), the simulation report's, the scaffold's
    # files of a new ruleset, the program's schema and the browser player's pages.
    for folder in CORE:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix not in (".py", ".pyc", ".png", ".ico"):
                text = path.read_bytes().decode("utf-8", "replace")
                assert not WORDS.findall(text), path.relative_to(ROOT).as_posix()
