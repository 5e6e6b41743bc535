"""The core names no game's words (issue 24; docs/architecture.md, "Nothing in the core
names a ruleset"): the strings of dsl/, compiler/, runtime/ and crawlbook/ (docstrings and
comments aside, which cite the rulebooks) hold no ruleset's words; what a map, a message
or a booklet says of a game comes from the ruleset's registry (``Registry.book``,
``Verb.wording``, ``CardKind``).

``KNOWN`` lists, per file, the occurrences still there: the default book's end words
(``dsl/shape.py``'s default, Tunnel Rats' book), the syntax codes' messages and examples
written in the default ruleset's language, and command help texts. The test fails on any
new one, and when one of these goes away (lower the count then).
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = ("dsl", "compiler", "runtime", "crawlbook")
WORDS = re.compile(r"TB Encounter|Trait test|\bCrawl\b|CONTINUE THE MISSION|Tough Bastard"
                   r"|TRAIT DIFF|Tunnel Rats|Chainsaw Warrior|after the Combat")

KNOWN = {
    "dsl/shape.py": 3,  # the default book: Tunnel Rats' end words
    "dsl/diagnostics.py": 8,  # E1xx messages and examples
    "dsl/parser.py": 2,  # E106's wording of the end words
    "compiler/diagnostics.py": 6,  # E2xx docs and examples
    "compiler/reach.py": 1,  # the analysis' docs page text
    "runtime/console/narrate.py": 1,
    "crawlbook/commands/graph.py": 3,  # help text
    "crawlbook/commands/simulate.py": 1,  # help text
    "crawlbook/lsp/actions.py": 2,
    "crawlbook/lsp/features.py": 1,
}


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
    assert dict(found) == KNOWN
