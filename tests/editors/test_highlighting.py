"""Highlighting: the Pygments lexer (``crawlbook.dsl.highlight``, registered through the
``pygments.lexers`` entry point) and the VS Code extension's TextMate grammar read every
bundled mission and every ``mission`` block of the docs without an error token, and mark
what the language cannot read; the extension's JSON files are valid and consistent
(docs/editors.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from crawlbook.dsl.highlight import MissionLexer
from pygments.lexers import find_lexer_class_for_filename, get_lexer_by_name
from pygments.token import Error, Keyword, Name

from tests.editors.textmate import Grammar

ROOT = Path(__file__).resolve().parents[2]
VSCODE = ROOT / "editors" / "vscode"
BOOKLETS = sorted([*(ROOT / "missions").glob("*.mission"),
                   *(ROOT / "rulesets").glob("*/content/*.mission"),
                   ROOT / "tests" / "runtime" / "toy.mission"])
_BLOCK = re.compile(r"```(mission(?:-fragment)?)\n(.*?)```", re.DOTALL)
DOC_BLOCKS = [(path.name, i, m.group(2)) for path in sorted((ROOT / "docs").glob("*.md"))
              for i, m in enumerate(_BLOCK.finditer(path.read_text("utf-8")))]
BROKEN = ("MISSION 1: T\nEVENT 1: A\n1.1\n[DAMAGE LEAD 2\n[NOTE X] and more\n"
          "→ somewhere else\n")


@pytest.fixture(scope="module")
def grammar() -> Grammar:
    return Grammar(json.loads((VSCODE / "syntaxes" / "mission.tmLanguage.json")
                              .read_text("utf-8")))


def pygments_errors(text: str) -> list[str]:
    return [v for t, v in MissionLexer().get_tokens(text) if t in Error]


def textmate_errors(grammar: Grammar, text: str) -> list[str]:
    return [t.text for t in grammar.tokenize(text) if any("invalid" in s for s in t.scopes)]


def test_the_lexer_is_found_by_name_and_file_name() -> None:
    assert isinstance(get_lexer_by_name("mission"), MissionLexer)
    assert isinstance(get_lexer_by_name("mission-fragment"), MissionLexer)
    assert find_lexer_class_for_filename("well.mission") is MissionLexer


@pytest.mark.parametrize("path", BOOKLETS, ids=lambda p: p.name)
def test_every_bundled_mission_lexes_without_an_error_token(path: Path,
                                                            grammar: Grammar) -> None:
    text = path.read_text("utf-8")
    assert pygments_errors(text) == []
    assert textmate_errors(grammar, text) == []


@pytest.mark.parametrize("name,index,text", DOC_BLOCKS,
                         ids=[f"{n}-{i}" for n, i, _ in DOC_BLOCKS])
def test_every_mission_block_of_the_docs_lexes_without_an_error_token(
        name: str, index: int, text: str, grammar: Grammar) -> None:
    assert pygments_errors(text) == []
    assert textmate_errors(grammar, text) == []


def test_what_the_language_cannot_read_is_an_error_token(grammar: Grammar) -> None:
    assert [e.strip() for e in pygments_errors(BROKEN) if e.strip()] == ["and more",
                                                                         "somewhere else"]
    assert [e.strip() for e in textmate_errors(grammar, BROKEN)] == [
        "[DAMAGE LEAD 2", "and more", "somewhere else"]


def test_both_know_no_ruleset_only_the_shapes_of_lines(grammar: Grammar) -> None:
    text = ("RULESET toy-dungeon\nMISSION 1: T\nHERO HP 7\nGOLD 2D6+1\n\nROOM:\n"
            "EVENT 1: A\n1.1\nHERO walks in.\n[SNEAK HERO 3]\nok → CONTINUE THE MISSION\n"
            "- - -\n")
    tokens = list(MissionLexer().get_tokens(text))
    assert (Keyword, "HERO") in tokens and (Keyword, "GOLD") in tokens  # header directives
    assert (Name.Function, "SNEAK") in tokens  # any word after `[` is a verb
    assert (Keyword, "HERO") not in tokens[tokens.index((Name.Label, "1.1")):]  # prose there
    scopes: dict[str, str] = {}
    for t in grammar.tokenize(text):
        scopes.setdefault(t.text, t.scopes[-1])
    assert scopes["HERO"] == "keyword.other.directive.mission"
    assert scopes["SNEAK"] == "entity.name.function.verb.mission"
    assert scopes["1.1"] == "entity.name.section.entry.mission"
    assert scopes["CONTINUE THE MISSION"] == "entity.name.tag.entry.mission"


def test_the_vscode_extension_files_are_valid_and_consistent() -> None:
    package = json.loads((VSCODE / "package.json").read_text("utf-8"))
    grammar = json.loads((VSCODE / "syntaxes" / "mission.tmLanguage.json").read_text("utf-8"))
    config = json.loads((VSCODE / "language-configuration.json").read_text("utf-8"))
    [language] = package["contributes"]["languages"]
    [tm] = package["contributes"]["grammars"]
    assert language["id"] == tm["language"] == "mission"
    assert ".mission" in language["extensions"]
    assert tm["scopeName"] == grammar["scopeName"] == "source.mission"
    for path in (tm["path"], language["configuration"], package["main"]):
        assert (VSCODE / path).is_file(), path
    assert config["comments"]["lineComment"] == "//"
    assert re.fullmatch(config["wordPattern"], "7.12") and re.fullmatch(config["wordPattern"],
                                                                          "TR7.1")
    default = package["contributes"]["configuration"]["properties"][
        "crawlbook.server.command"]["default"]
    assert default == ["crawlbook", "lsp"]
    assert "vscode-languageclient" in package["dependencies"]
    script = (VSCODE / "extension.js").read_text("utf-8")
    assert "crawlbook.server" in script and "TransportKind.stdio" in script
    # Every rule of the grammar compiles as a Python regular expression too (the subset
    # both engines read alike), and every include names a rule of the repository.
    text = json.dumps(grammar)
    for ref in re.findall(r'"include": "#([^"]+)"', text):
        assert ref in grammar["repository"], ref
