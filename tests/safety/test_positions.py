"""One definition of a line (docs/language.md, "Lexical rules"; ``crawlbook.dsl.lines``):
``\\n``, ``\\r\\n`` and a lone ``\\r`` end a line, nothing else does, for the lexer, the
loader's E101 positions, the suppression comments and the report's snippets alike."""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_path
from crawlbook.compiler.report import render_text

from .helpers import CLEAN_TEXT


def check(tmp_path: Path, data: bytes) -> tuple[list[tuple[str, int, int]], str]:
    path = tmp_path / "p.mission"
    path.write_bytes(data)
    result = compile_path(path, build=False)
    found = [(d.code, d.span.line, d.span.column) for d in result.diagnostics if d.span]
    return found, render_text(result.diagnostics, result.sources)


def bad_target(text: str) -> str:
    return text.replace("→ 3.2", "→ 3.9")  # E204 on the line of `if noted WELL ...`


TARGET = "if noted WELL and not noted LOUD → 3.2"
TARGET_LINE = CLEAN_TEXT.splitlines().index(TARGET) + 1
TARGET_COLUMN = TARGET.index("3.2") + 1  # columns count characters (docs/diagnostics.md)


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_e101_and_the_lexers_positions_agree_whatever_the_line_ends(tmp_path: Path,
                                                                    end: str) -> None:
    text = bad_target(CLEAN_TEXT).replace("\n", end)
    data = text.encode().replace(b"An empty chamber", b"An \xff empty chamber")
    found, report = check(tmp_path, data)
    chamber = CLEAN_TEXT.splitlines().index(
        "An empty chamber. Nothing here but the smell of smoke.") + 1
    assert ("E101", chamber, 4) in found
    assert ("E204", TARGET_LINE, TARGET_COLUMN) in found
    assert f"{TARGET_LINE} | if noted WELL and not noted LOUD → 3.9" in report
    assert f"{chamber} | An � empty chamber" in report


def test_a_lone_cr_in_a_file_of_newlines_ends_a_line(tmp_path: Path) -> None:
    text = bad_target(CLEAN_TEXT).replace("You climb out into the light.\n",
                                          "You climb out\rinto the light.\n")
    found, report = check(tmp_path, text.encode())
    assert ("E204", TARGET_LINE, TARGET_COLUMN) in found
    assert "E102" not in report


@pytest.mark.parametrize("char,code", [("\u2028", "E116"), ("\u2029", "E116"),
                                       ("\x85", "E102"), ("\x0b", "E102"), ("\x0c", "E102"),
                                       ("\x1c", "E102")])
def test_other_line_separators_are_characters_of_the_line(tmp_path: Path, char: str,
                                                          code: str) -> None:
    """They are reported where they are, and every later position and snippet is the
    same as without them."""
    text = bad_target(CLEAN_TEXT).replace("Intelligence reports a well",
                                          f"Intelligence{char}reports a well")
    found, report = check(tmp_path, text.encode())
    briefing = CLEAN_TEXT.splitlines().index("BRIEFING") + 2
    assert (code, briefing, 13) in found
    assert ("E204", TARGET_LINE, TARGET_COLUMN) in found
    assert f"{TARGET_LINE} | if noted WELL and not noted LOUD → 3.9" in report


def test_a_byte_order_mark_is_no_column(tmp_path: Path) -> None:
    text = "\ufeff" + bad_target(CLEAN_TEXT).replace("// A clean", "// A \x01clean")
    found, report = check(tmp_path, text.encode())
    assert ("E102", 1, 6) in found
    lines = report.splitlines()
    source = lines.index("1 | // A ␁clean booklet: no diagnostic at all.")
    assert lines[source + 1].index("^") == lines[source].index("␁")
    data = ("\ufeff" + CLEAN_TEXT).encode().replace(b"// A clean", b"// A \xffclean")
    found, _ = check(tmp_path, data)
    assert ("E101", 1, 6) in found


def test_wide_characters_keep_the_caret_under_the_span(tmp_path: Path) -> None:
    text = CLEAN_TEXT.replace("• lower the Support Man on a rope → 1.2",
                              "• 漢字 lower the Support Man on a rope → 1.9")
    _found, report = check(tmp_path, text.encode())
    lines = report.splitlines()
    source = next(i for i, line in enumerate(lines) if "漢字 lower" in line)
    prefix = lines[source][:lines[source].index("1.9")]
    caret = lines[source + 1]
    assert caret.index("^") == len(prefix) + 2  # two characters of two cells each
    assert caret.endswith("^^^")


def test_the_language_server_counts_lines_as_editors_do(tmp_path: Path) -> None:
    """An editor's change after a U+2028 (a character of its line, for the editor as for
    crawlbook) lands where the editor meant it, and diagnostics come back at the lines
    the editor shows."""
    from tests.lsp.client import Editor

    text = bad_target(CLEAN_TEXT).replace("Intelligence reports a well",
                                          "Intelligence\u2028reports a well")
    path = tmp_path / "p.mission"
    path.write_text(CLEAN_TEXT, encoding="utf-8")
    editor = Editor(tmp_path)
    try:
        uri = editor.open(path, text)
        found = {(d.code, d.range.start.line) for d in editor.diagnostics(uri)}
        assert ("E204", TARGET_LINE - 1) in found
        seen = editor.count(uri)
        line, char = TARGET_LINE - 1, TARGET_COLUMN - 1
        editor.edit(uri, line, char, line, char + 3, "3.2")  # 3.9 -> 3.2 again
        found = {(d.code, d.range.start.line) for d in editor.diagnostics(uri, seen)}
        briefing = CLEAN_TEXT.splitlines().index("BRIEFING") + 1
        assert found == {("E116", briefing)}
    finally:
        editor.close_server()
