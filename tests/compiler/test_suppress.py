"""Suppression comments (compiler/suppress.py): `// crawlbook: ignore CODE` for the next
line that is not a comment, `// crawlbook: ignore-file CODE` for the file; fatal codes stay."""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_path, compile_source
from crawlbook.compiler.config import Config
from crawlbook.compiler.suppress import lines, scan
from crawlbook.rulesets.tunnel_rats.diagnostics import EXAMPLE_FRAME

from tests.narrow import present

CASES = Path(__file__).resolve().parents[1] / "data" / "cases"

NOTE = "EVENT 1: A\n1.1\n{comment}[NOTE WELL]\n→ CONTINUE THE MISSION\n=====\n"


def _found(source: str, config: Config | None = None) -> list[tuple[int, str]]:
    result = compile_source(source, "m.mission", config, build=False)
    return [(d.span.line if d.span else 0, d.code) for d in result.diagnostics]


def _booklet(comment: str = "") -> str:
    return EXAMPLE_FRAME.replace("{body}", NOTE.format(comment=comment))


def test_the_case_file_suppresses_what_it_says(tmp_path: Path) -> None:
    """Turned into plain comments, the case's suppressions let their diagnostics through."""
    source = (CASES / "suppress.mission").read_text(encoding="utf-8")
    plain = tmp_path / "plain.mission"
    plain.write_text(source.replace("crawlbook:", "crawlbook said"), encoding="utf-8")
    unsuppressed = set(_lines(plain))
    suppressed = set(_lines(CASES / "suppress.mission"))
    gone = {(12, "W401"), (15, "W401"), (23, "W401"), (32, "W401"), (21, "W404"),
            (35, "E213"), (16, "I502")}
    assert gone <= unsuppressed
    assert not gone & suppressed
    assert any(code == "W406" for _, code in unsuppressed)
    assert not any(code == "W406" for _, code in suppressed)
    assert not any(code in {"W411", "W412", "I503", "I504"} for _, code in unsuppressed)


def _lines(path: Path) -> list[tuple[int, str]]:
    result = compile_path(path, Config(), build=False)
    return [(d.span.line if d.span else 0, d.code) for d in result.diagnostics]


def test_a_line_suppression_and_nothing_else() -> None:
    assert (8, "W401") in _found(_booklet())
    assert _found(_booklet("// crawlbook: ignore W401\n")) == []


@pytest.mark.parametrize("comment", [
    "//crawlbook:ignore W401\n",
    "\t // Crawlbook : IGNORE w401 ,\n",
    "// crawlbook: ignore I502, W401\n// why: WELL is read by the next mission\n",
    "// crawlbook: ignore I502 W401\n\t//\n",
])
def test_spellings_and_comments_between(comment: str) -> None:
    found = _found(_booklet(comment))
    assert not any(code == "W401" for _, code in found), found


def test_a_blank_line_breaks_the_link() -> None:
    found = _found(_booklet("// crawlbook: ignore W401\n\n"))
    assert (10, "W401") in found and (8, "I504") in found


def test_line_ends_and_byte_order_mark_match_the_lexer() -> None:
    source = _booklet("// crawlbook: ignore W401\n")
    for variant in (source.replace("\n", "\r\n"), "\ufeff" + source, source.replace("\n", "\r")):
        assert _found(variant) == [], repr(variant[:20])
    assert lines("a\r\nb\n") == ["a", "b"] and lines("a\rb") == ["a", "b"]


def test_ignore_file_reaches_the_first_line() -> None:
    """A whole-booklet problem (W410 on the LEVELS line) can only be suppressed per file."""
    source = _booklet().replace("LEVELS 1", "LEVELS 2")
    assert (2, "W410") in _found(source)
    found = _found(source + "// crawlbook: ignore-file W410 W401\n")
    assert found == []


def test_fatal_codes_cannot_be_suppressed() -> None:
    source = _booklet("// crawlbook: ignore E301\n").replace("[NOTE WELL]", "[NOTTE WELL]")
    found = _found(source)
    assert (9, "E301") in found and (8, "I503") in found
    assert not any(code == "I504" for _, code in found)


def test_unknown_code_has_a_hint() -> None:
    result = compile_source(_booklet("// crawlbook: ignore W4O1\n"), "m.mission", build=False)
    [w411] = [d for d in result.diagnostics if d.code == "W411"]
    assert w411.hint == "did you mean `W401`?"
    span = present(w411.span)
    assert (span.line, span.column, span.end_column) == (8, 22, 25)
    assert any(d.code == "W401" for d in result.diagnostics)


def test_comments_act_before_the_configuration() -> None:
    """`--ignore W401` does not make a W401 suppression unused; I504 obeys the config."""
    stale = _booklet("// crawlbook: ignore W401\n").replace("[NOTE WELL]", "[DAMAGE LEAD 1]")
    assert _found(_booklet("// crawlbook: ignore W401\n"), Config(ignore=("W401",))) == []
    assert (8, "I504") in _found(stale)
    assert _found(stale, Config(ignore=("I504",))) == []
    raised = _found(stale, Config(severity={"I504": "error"}))
    assert raised == [(8, "I504")]


def test_scan_reports_only_crawlbook_comments() -> None:
    assert scan("// just a comment\n// crawlbook is a word\nMISSION 1: A\n", "m") == ([], [])
    found, problems = scan("// crawlbook: ignore W401\n", "m")
    assert [s.target for s in found] == [None] and problems == []
