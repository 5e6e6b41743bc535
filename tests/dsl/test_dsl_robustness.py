"""Bad input never raises and never hangs: it gives diagnostics (issue "Bad input").

Hypothesis mutates valid booklets (line deletions, duplications, swaps, truncations,
random characters and bytes); huge and deeply nested inputs are built directly.
"""

from __future__ import annotations

import re
from pathlib import Path

from crawlbook.dsl.diagnostics import SYNTAX_CODES
from crawlbook.dsl.loader import decode
from crawlbook.dsl.nodes import Briefing, Document, Event
from crawlbook.dsl.parser import MAX_ERRORS, ParseResult, parse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.narrow import only, present

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "language.md").read_text(encoding="utf-8")
SEEDS = [
    present(re.search(r"```mission\n(.*?)```", DOC, re.S)).group(1),
    (Path(__file__).parent / "cases" / "ok-whole-mission.mission").read_text(encoding="utf-8"),
]


def check(result: ParseResult, source: str) -> None:
    assert isinstance(result, ParseResult)
    assert isinstance(result.document, Document)
    lines = source.count("\n") + 1
    for d in result.diagnostics:
        assert d.code in SYNTAX_CODES and d.message
        assert d.span is not None and 1 <= d.span.line <= d.span.end_line <= lines + 1
        assert d.span.column >= 1


@st.composite
def mutated(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(SEEDS)).split("\n")
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(["delete", "duplicate", "swap", "truncate", "insert",
                                   "replace"]))
        if not lines:
            lines = [""]
        i = draw(st.integers(0, len(lines) - 1))
        if op == "delete":
            del lines[i]
        elif op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "truncate":
            cut = draw(st.integers(0, len(lines[i])))
            lines = [*lines[:i], lines[i][:cut]]
        else:
            junk = draw(st.text(alphabet=st.characters(codec="utf-8"), max_size=12)
                        | st.sampled_from(["→", "->", "[", "]", "•", "- ", "if ", "noted ",
                                           "(", ")", ":", "EVENT ", "CARD ", "7.2", "\\",
                                           "otherwise", "pass →", "+1 if", "=====", "\x00"]))
            at = draw(st.integers(0, len(lines[i])))
            line = lines[i][:at] + junk + lines[i][at:] if op == "insert" else junk
            lines[i] = line
    return "\n".join(lines)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_booklets_give_diagnostics_not_exceptions(source: str) -> None:
    check(parse(source, "m.mission"), source)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(SEEDS), st.binary(max_size=40), st.data())
def test_random_bytes_give_diagnostics_not_exceptions(seed: str, junk: bytes,
                                                      data: st.DataObject) -> None:
    raw = seed.encode()
    at = data.draw(st.integers(0, len(raw)))
    text, problems = decode(raw[:at] + junk + raw[at:], "b.mission")
    assert all(p.code == "E101" for p in problems)
    check(parse(text, "b.mission"), text)


VOCABULARY = ["→", "->", "[", "]", "•", "- ", "* ", "if", "noted", "has", "not", "and", "or",
              "(", ")", ":", "EVENT", "CARD", "7.2", "TR7.1", "\\", "otherwise", "pass", "+1",
              "-2", "3", "per", "=====", "- - -", "...", "MISSION", "INCLUDE", '"x"', "LEVELS",
              "LEVEL", "DECK", "STANDARD", "EVENTS", "SHUFFLED", "ON", "TOP", "IN", ",",
              "THREAT", "RANDOM COMBAT", "BRIEFING", "OBJECTIVES", "RULES", "END OF MISSION",
              "SUCCESS POINTS", "CONTINUE THE MISSION", "A", "—", "//", "(X)", "1.1", "é"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(st.sampled_from(VOCABULARY), max_size=8).map(" ".join), max_size=20))
def test_lines_of_language_words_give_diagnostics_not_exceptions(lines: list[str]) -> None:
    source = "\n".join(lines)
    check(parse(source, "w.mission"), source)


def long_booklet(events: int) -> str:
    out = ["MISSION 1: Long", ""]
    for ev in range(1, events + 1):
        out.append(f"EVENT {ev}: Event {ev}")
        for k in range(1, 11):
            nxt = f"{ev}.{k + 1}" if k < 10 else "CONTINUE THE MISSION"
            out += [f"{ev}.{k}", "The tunnel narrows.", "[THREAT +1]",
                    f"• crawl on → {nxt}", f"• if noted A and not has B: wait → {nxt}",
                    "- - - - -"]
    return "\n".join(out) + "\n"


def test_a_50000_line_booklet_parses_without_recursion_error() -> None:
    source = long_booklet(840)
    assert source.count("\n") > 50_000
    result = parse(source, "long.mission")
    assert result.diagnostics == []
    events = [s for s in result.document.sections if isinstance(s, Event)]
    assert len(events) == 840 and sum(len(e.entries) for e in events) == 8400


def test_enormous_lines() -> None:
    big = "word " * 200_000
    source = (f"MISSION 1: {big}\nBRIEFING\n{big}\nEVENT 1: T\n1.1\n• {big}→ 1.2\n"
              f"[NOTE {'A ' * 50_000}]\n1.2\n→ {big}\n")
    result = parse(source, "big.mission")
    check(result, source)
    assert [(d.code, present(d.span).line) for d in result.diagnostics] == [("E106", 9)]
    assert len(only(result.document.sections[1], Briefing).paragraphs[0].text) == len(
        big.strip())


def test_deep_nesting_is_refused_not_recursed() -> None:
    deep = "(" * 5000 + "noted A" + ")" * 5000
    nots = "not " * 5000 + "noted A"
    wide = " and ".join(["noted A"] * 5000)
    source = f"EVENT 1: T\n1.1\nif {deep} → 1.2\nif {nots} → 1.2\nif {wide} → 1.2\n"
    result = parse(source, "deep.mission")
    assert [(d.code, present(d.span).line) for d in result.diagnostics] == [
        ("E110", 3), ("E110", 4), ("E110", 5)]


def test_nesting_within_the_limit_parses() -> None:
    cond = "(" * 30 + "noted A" + ")" * 30
    result = parse(f"EVENT 1: T\n1.1\nif {cond} → 1.2\n", "ok.mission")
    assert result.diagnostics == []


def test_too_many_errors_stop_with_e199() -> None:
    source = "EVENT 1: T\n1.1\n" + "• no arrow\n" * (MAX_ERRORS + 50)
    result = parse(source, "many.mission")
    codes = [d.code for d in result.diagnostics]
    assert codes.count("E105") == MAX_ERRORS and codes[-1] == "E199"


def test_huge_numbers() -> None:
    digits = "9" * 5000
    source = (f"MISSION {digits}: T\nTHREAT {digits}\nEVENT 1: T\n1.1\n[DAMAGE LEAD {digits}]\n"
              f"→ CONTINUE THE MISSION\nEND OF MISSION\nSUCCESS POINTS\n+{digits} per DAMAGE\n")
    result = parse(source, "n.mission")
    assert [d.code for d in result.diagnostics] == ["E109"] * 4


def test_a_large_random_binary_file() -> None:
    # 300 KB of noise: about half the bytes are not UTF-8. Decoding and parsing stay
    # linear (an earlier decoder re-decoded the tail after every bad byte).
    seed = 0x5EED
    data = bytearray()
    while len(data) < 300_000:
        seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
        data += seed.to_bytes(8, "little")
    text, problems = decode(bytes(data), "noise.bin")
    assert problems and all(p.code == "E101" for p in problems)
    result = parse(text, "noise.bin")
    check(result, text)
    assert result.diagnostics


def test_classifier_errors_count_towards_the_limit() -> None:
    source = "BRIEFING\n" + "a \x00 b\n" * (MAX_ERRORS + 10)
    result = parse(source, "nul.mission")
    assert len(result.diagnostics) == MAX_ERRORS + 1 and result.diagnostics[-1].code == "E199"
