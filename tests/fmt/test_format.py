"""`crawlbook fmt` (``crawlbook.dsl.format``): the canonical layout is idempotent and
changes no meaning, on every bundled mission and under hypothesis (docs/editors.md)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.compiler.api import compile_source
from crawlbook.compiler.meaning import meaning
from crawlbook.dsl.format import DOTTED_LINE, FormatError, format_text
from hypothesis import given, settings
from hypothesis import strategies as st

from crawlbook.cli import main

ROOT = Path(__file__).resolve().parents[2]
BOOKLETS = sorted([*(ROOT / "missions").glob("*.mission"),
                   *(ROOT / "rulesets").glob("*/content/*.mission")])


def codes(text: str) -> Counter[str]:
    return Counter(d.code for d in compile_source(text, "m.mission", build=False).diagnostics)


def mess(text: str) -> str:
    """The same booklet written carelessly: what the formatter must undo."""
    out = []
    for i, line in enumerate(text.split("\n")):
        pad = ("  ", "\t", "")[i % 3]
        if line.startswith("• ") and " → " in line:
            head, _, target = line.rpartition(" → ")
            line = "* " + head[2:] + "  ->  " + target.lower()
        elif line.startswith(("if ", "otherwise ")) and " → " in line:
            line = line[0].upper() + line[1:].replace(" → ", " -> ")
        elif re.match(r"[a-z]+ → ", line):
            label, _, target = line.partition(" → ")
            line = f"{label.upper()} ->{target}"
        elif line.startswith("→ "):
            line = "->  " + line[2:].lower()
        elif line.startswith("["):
            line = "[ " + line[1:-1].lower() + "  ]"
        elif line == DOTTED_LINE:
            line = "- - -"
        elif line.startswith("====="):
            line = "═══════"
        elif m := re.match(r"EVENT (\d+): (.*)", line):
            line = f"EVENT {m.group(1)} — {m.group(2)}"
        elif m := re.match(r"\+(\d+) (if|per) (.*)", line):
            line = f"{m.group(1)}  {m.group(2).upper()} {m.group(3)}"
        elif line in ("BRIEFING", "OBJECTIVES", "RULES"):
            line += ":"
        out.append(pad + line + (" " if i % 5 == 0 else ""))
        if line.startswith(("- - -", "═")):
            out.append("")  # a blank line between entries
    return "\n".join(out)


@pytest.mark.parametrize("path", BOOKLETS, ids=lambda p: p.name)
def test_every_bundled_booklet_formats_to_the_same_meaning(path: Path) -> None:
    text = path.read_text("utf-8")
    out = format_text(text, str(path))
    assert format_text(out, str(path)) == out
    assert meaning(out, str(path)) == meaning(text, str(path))
    assert codes(out) == codes(text)


@pytest.mark.parametrize("path", BOOKLETS, ids=lambda p: p.name)
def test_the_bundled_booklets_are_in_the_canonical_layout(path: Path) -> None:
    text = path.read_text("utf-8")
    assert format_text(text, str(path)) == text


@pytest.mark.parametrize("path", BOOKLETS, ids=lambda p: p.name)
def test_a_careless_copy_formats_back_to_the_booklet(path: Path) -> None:
    text = format_text(path.read_text("utf-8"), str(path))
    messy = mess(text)
    assert messy != text
    assert meaning(messy, str(path)) == meaning(text, str(path))
    assert format_text(messy, str(path)) == text


def test_every_mission_block_of_the_docs_formats_to_the_same_meaning() -> None:
    from tests.editors.test_highlighting import DOC_BLOCKS

    for name, index, text in DOC_BLOCKS:
        source = text if text.startswith(("//", "RULESET", "MISSION")) else "MISSION 1: T\n" + text
        out = format_text(source)
        assert format_text(out) == out, (name, index)
        assert meaning(out) == meaning(source), (name, index)


def test_the_header_keeps_the_authors_order_and_comments_stay_attached() -> None:
    """As gofmt and Black never reorder declarations (issue 29), the header stays in the
    order written; a blank line parts RULESET and INCLUDE from the mission's lines."""
    text = ("// about this file\n\nTB DECK 10\n// the level\nLEVELS 1\n"
            "MISSION 1: T\nRULESET tunnel-rats\nBRIEFING\nGo.\n")
    assert format_text(text) == ("// about this file\n\nTB DECK 10\n// the level\nLEVELS 1\n"
                                 "MISSION 1: T\nRULESET tunnel-rats\n\nBRIEFING\nGo.\n")
    text = ("RULESET tunnel-rats\n// cards\nINCLUDE \"x.mission\"\nMISSION 1: T\n"
            "THREAT 2\nLEVELS 1\nTB DECK 10\n\nBRIEFING\nGo.\n")
    assert format_text(text) == text.replace("\nMISSION", "\n\nMISSION")


def test_a_blank_line_after_an_ignore_comment_is_kept() -> None:
    text = ("MISSION 1: T\n\nEVENT 1: A\n\n1.1\n// crawlbook: ignore W401\n\n[NOTE X]\n"
            "→ CONTINUE THE MISSION\n=====\n")
    out = format_text(text)
    assert "// crawlbook: ignore W401\n\n[NOTE X]" in out
    assert codes(out) == codes(text)


def test_paragraph_breaks_are_kept_and_other_blank_lines_go() -> None:
    text = ("MISSION 1: T\nEVENT 1: A\n1.1\nOne.\n\n\nTwo.\n\n[NOTE X]\n\n→ CONTINUE THE MISSION"
            "\n\n=====\n\n\n1.2\n→ CONTINUE THE MISSION\n=====\n")
    assert format_text(text).split("1.1\n")[1].startswith(
        "One.\n\nTwo.\n[NOTE X]\n→ CONTINUE THE MISSION\n====")


def test_a_booklet_with_syntax_errors_is_not_formatted() -> None:
    with pytest.raises(FormatError, match=r"m\.mission:2:"):
        format_text("MISSION 1: T\nEVENT x\n", "m.mission")


# ---------------------------------------------------------------------- hypothesis

_names = st.sampled_from(["WELL", "RADIO", "MAP", "LOUD"])
_blank = st.sampled_from(["", " ", "\t", "  "])


@st.composite
def booklets(draw: st.DrawFn) -> str:
    """A booklet of a few Events, its lines written in random but valid ways."""
    events = draw(st.integers(1, 3))
    header = [f"LEVEL 1 DECK: 4 STANDARD, EVENTS {' '.join(map(str, range(1, events + 1)))}"
              " SHUFFLED", "TB DECK 10", "LEVELS 1", "MISSION 1: T",
              "RULESET tunnel-rats", draw(st.sampled_from(["THREAT 2", "// set-up"]))]
    lines = draw(st.permutations(header))
    arrow = draw(st.sampled_from(["→", "->"]))
    for number in range(1, events + 1):
        lines += ["", draw(st.sampled_from([f"EVENT {number}: E", f"EVENT {number} - E"])),
                  draw(st.sampled_from(["", "\n"]))]
        size = draw(st.integers(1, 4))
        for i in range(1, size + 1):
            nxt = f"{number}.{i + 1}" if i < size else "CONTINUE THE MISSION"
            lines.append(f"{number}.{i}")
            lines += draw(st.lists(st.sampled_from(["Text.", "", "More  text -> here.",
                                                    "// note", "[NOTE WELL]",
                                                    "[gain radio]"]), max_size=3))
            kind = draw(st.integers(0, 3))
            if kind == 0:
                lines += [f"{arrow} {nxt}", draw(st.sampled_from(["=====", "═══", ""]))]
            elif kind == 1:
                bullet = draw(st.sampled_from(["•", "*", "-"]))
                cond = draw(st.sampled_from(["", f"if noted {draw(_names)}: ",
                                             f"If Has {draw(_names)} : "]))
                lines += [f"{bullet} {cond}go on {arrow} {nxt}", f"{bullet} stop {arrow} "
                          "continue the mission", "- - -"]
            elif kind == 2:
                lines += ["[TEST LEAD SURVIVAL DIFF 2]", f"pass {arrow} {nxt}",
                          f"FAIL{arrow}CONTINUE THE MISSION", ". . ."]
            else:
                lines += [f"if not (noted {draw(_names)} or has {draw(_names)}) {arrow} {nxt}",
                          f"otherwise {arrow} {nxt}", "- - -"]
    lines += ["END OF MISSION", "Out.", "SUCCESS POINTS", "1 if noted WELL",
              "+1 per rat standing"]
    return "\n".join(draw(_blank) + line + draw(_blank) for line in lines)


@settings(max_examples=60, deadline=None)
@given(booklets())
def test_formatting_is_idempotent_and_keeps_the_meaning(text: str) -> None:
    out = format_text(text)
    assert format_text(out) == out
    assert meaning(out) == meaning(text)
    assert codes(out) == codes(text)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("EVNT1.2 →-•*[]:ifnoted\n=ABCX")), max_size=80))
def test_any_text_is_formatted_or_refused(text: str) -> None:
    try:
        out = format_text("MISSION 1: T\n" + text)
    except FormatError:
        return
    assert format_text(out) == out
    assert meaning(out) == meaning("MISSION 1: T\n" + text)


# ---------------------------------------------------------------------- the command


def test_fmt_check_diff_and_write(tmp_path: Path) -> None:
    good = tmp_path / "good.mission"
    good.write_text(BOOKLETS[0].read_text("utf-8"), "utf-8")
    bad = tmp_path / "bad.mission"
    bad.write_text(mess(good.read_text("utf-8")), "utf-8")
    runner = CliRunner()
    result = runner.invoke(main, ["fmt", "--check", str(tmp_path)])
    assert result.exit_code == 1
    assert f"would reformat {bad}" in result.output
    assert "1 file would be reformatted, 1 file already formatted" in result.output
    result = runner.invoke(main, ["fmt", "--diff", str(bad)])
    assert result.exit_code == 1 and result.output.startswith(f"--- {bad}\t(original)")
    result = runner.invoke(main, ["fmt", str(tmp_path)])
    assert result.exit_code == 0 and f"reformatted {bad}" in result.output
    assert bad.read_text("utf-8") == good.read_text("utf-8")
    assert runner.invoke(main, ["fmt", "--check", str(tmp_path)]).exit_code == 0


def test_fmt_errors_and_stdin(tmp_path: Path) -> None:
    broken = tmp_path / "broken.mission"
    broken.write_text("MISSION 1: T\nEVENT x\n", "utf-8")
    runner = CliRunner()
    result = runner.invoke(main, ["fmt", str(broken)])
    assert result.exit_code == 1
    assert f"cannot format {broken}: {broken}:2:7: expected" in result.output
    assert broken.read_text("utf-8") == "MISSION 1: T\nEVENT x\n"
    assert runner.invoke(main, ["fmt", str(tmp_path / "nope")]).exit_code == 2
    result = runner.invoke(main, ["fmt", "-"], input="MISSION 1 - T\n  BRIEFING:\nGo.\n")
    assert result.exit_code == 0 and result.output == "MISSION 1: T\n\nBRIEFING\nGo.\n"
