"""The limits the checker guarantees (docs/limits.md), each tested at its edge: any
number of lines and entries (the size limit aside), any line length (a long line's
snippet is a window around the span, a message quotes at most 200 characters of the
text), 64 nested INCLUDEs, 32 levels of nesting and 256 tests in a condition, 200 syntax
errors a file, three stray arguments an effect, and "did you mean" for every broken
reference without comparing it with every entry."""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_path, compile_source
from crawlbook.compiler.report import render_text
from crawlbook.compiler.suggest import LONGEST

from .helpers import CLEAN_TEXT

ENTRY = "{n}.{i}\nEntry {n}.{i}: the tunnel bends.\n→ {to}\n=====\n"


def events(count: int, size: int, broken: bool = False) -> str:
    """``count`` Events of ``size`` entries each, read in a chain (each last entry points
    one past its Event's end when ``broken``)."""
    out = []
    for n in range(10, 10 + count):
        out.append(f"EVENT {n}: E{n}\n")
        for i in range(1, size + 1):
            to = f"{n}.{i + 1}" if i < size else (f"{n}.{size + 1}" if broken
                                                   else "CONTINUE THE MISSION")
            out.append(ENTRY.format(n=n, i=i, to=to))
    return "".join(out)


def with_events(body: str, count: int) -> str:
    numbers = " ".join(str(n) for n in range(10, 10 + count))
    return CLEAN_TEXT.replace("EVENTS 1 2 SHUFFLED", f"EVENTS 1 2 {numbers} SHUFFLED").replace(
        "CARD TR18", body + "\nCARD TR18")


def test_many_lines_and_entries() -> None:
    """20,000 entries (80,000 lines) check clean: nothing but the size limit bounds them."""
    source = with_events(events(2000, 10), 2000)
    assert source.count("\n") > 80_000
    result = compile_source(source, "long.mission", build=False)
    assert result.diagnostics == []


def test_many_broken_references_each_get_their_hint() -> None:
    """2,000 entries with a broken reference each: every one reported with a did-you-mean
    (bounded: docs/limits.md, "Did you mean")."""
    result = compile_source(with_events(events(2000, 1, broken=True), 2000), "b.mission",
                            build=False)
    broken = [d for d in result.diagnostics if d.code == "E204"]
    assert len(broken) == 2000
    assert broken[0].hint == "did you mean `10.1`?"
    assert all(d.hint and d.hint.startswith("did you mean") for d in broken)


def test_a_very_long_line_is_shown_as_a_window(tmp_path: Path) -> None:
    long = "x" * 1_000_000
    source = CLEAN_TEXT.replace("→ 3.2", f"→ 3.9 {long}")
    result = compile_source(source, "wide.mission", build=False)
    (problem,) = [d for d in result.diagnostics if d.code == "E106"]
    text = render_text([problem], {"wide.mission": source})
    snippet = text.splitlines()[2]
    assert len(snippet) < 300 and snippet.endswith("…")
    caret = text.splitlines()[3]
    assert caret.index("^") == snippet.index("x")


def test_include_depth(tmp_path: Path) -> None:
    """64 nested INCLUDEs are read; a 65th is E113 (docs/language.md)."""
    for levels in (64, 65):
        folder = tmp_path / str(levels)
        folder.mkdir()
        for i in range(1, levels):
            (folder / f"f{i}.mission").write_text(f'INCLUDE "f{i + 1}.mission"\n')
        (folder / f"f{levels}.mission").write_text("// the last one\n")
        main = folder / "main.mission"
        main.write_text(CLEAN_TEXT.replace("BRIEFING", 'INCLUDE "f1.mission"\n\nBRIEFING'))
        codes = [d.code for d in compile_path(main, build=False).diagnostics]
        assert ("E113" in codes) == (levels == 65), levels


def condition(depth: int, tests: int = 1) -> str:
    inner = " or ".join(["noted WELL"] * tests)
    return "(" * depth + inner + ")" * depth


def test_condition_nesting_and_size() -> None:
    def codes(cond: str) -> list[str]:
        source = CLEAN_TEXT.replace("if noted WELL and not noted LOUD", f"if {cond}")
        return [d.code for d in compile_source(source, "c.mission", build=False).diagnostics]

    assert "E110" not in codes(condition(32))
    assert "E110" in codes(condition(33))
    assert "E110" not in codes(condition(1, 256))
    assert "E110" in codes(condition(1, 257))


def test_two_hundred_syntax_errors_then_e199() -> None:
    source = CLEAN_TEXT.replace("[NOTE WELL]", "[NOTE WELL\n" * 400)
    codes = [d.code for d in compile_source(source, "e.mission", build=False).diagnostics]
    assert codes.count("E199") == 1 and len([c for c in codes if c.startswith("E1")]) == 201


def test_a_message_quotes_at_most_two_hundred_characters() -> None:
    ref = "1" * 100_000 + ".2"
    result = compile_source(CLEAN_TEXT.replace("→ 3.2", f"→ {ref}"), "n.mission", build=False)
    (problem,) = [d for d in result.diagnostics if d.code == "E204"]
    assert problem.message == f"there is no entry `{ref[:199]}…`"
    assert problem.span is not None and problem.span.end_column - problem.span.column > 100_000


def test_an_effect_reports_its_first_three_stray_arguments() -> None:
    source = CLEAN_TEXT.replace("[NOTE WELL]", "[NOTE WELL " + "LOUD " * 10_000 + "]")
    result = compile_source(source, "a.mission", build=False)
    stray = [d for d in result.diagnostics if d.code == "E303"]
    assert len(stray) == 3
    assert stray[2].message.endswith("(and 9997 more after it)")
    assert [d.span.column for d in stray if d.span] == [12, 17, 22]


def test_a_word_too_long_to_be_a_typo_gets_no_hint() -> None:
    """Did you mean compares words of at most 64 characters (docs/limits.md)."""
    for length, hinted in ((LONGEST - 2, True), (100_000, False)):
        ref = "3." + "2" * length  # one edit from nothing: a hint only when near
        source = CLEAN_TEXT.replace("→ 3.2", f"→ {ref}").replace(
            "3.2\n", f"3.2\n\n3.{'2' * (length - 1)}\nA long way.\n→ CONTINUE THE MISSION\n"
            "=====\n", 1) if hinted else CLEAN_TEXT.replace("→ 3.2", f"→ {ref}")
        found = [d for d in compile_source(source, "w.mission", build=False).diagnostics
                 if d.code == "E204"]
        assert found and all((d.hint is not None and "did you mean" in d.hint) == hinted
                             for d in found), found


def test_twenty_undecodable_bytes_a_file(tmp_path: Path) -> None:
    """Past 20 bad bytes (E101 each) the file is still checked, the rest not reported."""
    path = tmp_path / "bytes.mission"
    path.write_bytes(CLEAN_TEXT.replace("A clean", "A \udcff" * 50, 1).encode(
        "utf-8", errors="surrogateescape"))
    codes = [d.code for d in compile_path(path, build=False).diagnostics]
    assert codes.count("E101") == 20


def test_numbers_of_nine_digits() -> None:
    def codes(number: str) -> list[str]:
        source = CLEAN_TEXT.replace("MISSION 1:", f"MISSION {number}:")
        return [d.code for d in compile_source(source, "n.mission", build=False).diagnostics]

    assert "E109" not in codes("9" * 9)
    assert "E109" in codes("1" + "0" * 9)


def test_reachability_memory_is_near_linear_in_log_entries(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The third probe's chain (issue 26): entry 9.i notes L<i> and checks L<i-1>. Its
    reachability states once held every name as a set: 1,000 entries took about 50 MB
    more than the parse (16.9 GB at 10,000). As bit sets a state of 1,000 Log Entries
    is 125 bytes (docs/performance.md, "check: memory of reachability")."""
    import sys
    import tracemalloc

    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.reach import analyse

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from reach_memory import chain

    path = tmp_path / "chain.mission"
    path.write_text(chain(1_000), encoding="utf-8")
    ctx: list[CheckContext] = []
    original = analyse

    def measured(context: CheckContext) -> object:
        ctx.append(context)
        tracemalloc.start()
        try:
            return original(context)
        finally:
            peaks.append(tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()

    peaks: list[int] = []
    import crawlbook.compiler.reach as reach

    monkeypatch.setattr(reach, "analyse", measured)
    result = compile_path(path, build=False)
    assert result.ok and ctx and peaks
    assert peaks[0] < 8 * 2**20, f"reachability of 1,000 chained Log Entries: {peaks[0]:,} B"
