"""A whole entry (and a whole Event or card) fed to the parser as one token means what its
lines fed one at a time mean: the same document, the same diagnostics (dsl/parser.py,
``_entries``; issue 30, "Check throughput").

Hypothesis writes Events and cards (headings well formed or not, another section or the
end of the file after them or not) of entries from the lines a whole entry may hold (prose,
effects, `→ TARGET`, options, outcomes, check arms with conditions of every kind, the
two horizontal lines) in orders that are right and wrong, and mutates the language
guide's booklet; each is parsed as it ships, with every line fed on its own, and with
every line read by the classifier's tests in turn (without ``lexer._fast_pattern``).
"""

from __future__ import annotations

import re
from pathlib import Path
from unittest.mock import patch

from crawlbook.dsl import lexer, parser
from crawlbook.dsl.parser import parse
from crawlbook.dsl.shape import BookShape
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.dsl.test_dsl_robustness import mutated
from tests.narrow import present

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "language.md").read_text(encoding="utf-8")

NAMES = st.sampled_from(["A", "WELL1", "loud-2", "KEY"])
ATOMS = st.one_of(
    st.builds(lambda n: f"noted {n}", NAMES),
    st.builds(lambda n: f"has {n}", NAMES),
    st.builds(lambda n, op, v: f"{n} {op} {v}", NAMES, st.sampled_from(["<", ">=", "=", "≠"]),
              st.sampled_from(["3", "-1", "+2"])),
    st.builds(lambda n: f"fired {n}", NAMES),
)


@st.composite
def conditions(draw: st.DrawFn) -> str:
    parts = []
    for i in range(draw(st.integers(1, 4))):
        if i:
            parts.append(draw(st.sampled_from(["and", "or", "AND", "Or"])))
        parts.append("not " * draw(st.integers(0, 2)) + draw(ATOMS))
    text = " ".join(parts)
    if draw(st.integers(0, 5)) == 0:
        text = f"({text})"  # parentheses: fed line by line
    return text


TARGETS = st.sampled_from(["1.1", "1.2", "2.1", "CONTINUE THE MISSION", "9.9"])


@st.composite
def lines(draw: st.DrawFn) -> str:
    kind = draw(st.integers(0, 10))
    target = draw(TARGETS)
    if kind == 0:
        return draw(st.sampled_from(["The air is thick.", "Do you:", "\\[not an effect]"]))
    if kind == 1:
        return draw(st.sampled_from(["[NOTE WELL1]", "[DAMAGE LEAD 1]",
                                     "[TEST LEAD PERCEPTION DIFF 2]",
                                     "[COMBAT STANDARD 2D6+1 ELITE -1]", "[NOTE"]))
    if kind == 2:
        return f"→ {target}"
    if kind == 3:
        return f"• {draw(st.sampled_from(['crawl on', 'turn back', 'wait']))} → {target}"
    if kind == 4:
        return f"{draw(st.sampled_from(['pass', 'fail', 'win', 'odd']))} → {target}"
    if kind in (5, 6):
        return f"if {draw(conditions())} → {target}"
    if kind == 7:
        return f"otherwise → {target}"
    if kind == 8:
        return draw(st.sampled_from(["- - -", "=====", "═══"]))
    if kind == 9:
        return draw(st.sampled_from(["1.3", "if noted → 1.2", "otherwise 1.2", ""]))
    return f"• if {draw(conditions())}: go → {target}"


@st.composite
def booklets(draw: st.DrawFn) -> str:
    out = ["MISSION 1: Whole", ""]
    # Events and cards whole (every entry whole, then another section or the end) or not.
    for event in range(1, draw(st.integers(1, 3)) + 1):
        out += [draw(st.sampled_from([f"EVENT {event}: One", f"EVENT {event}", f"CARD TR{event}:",
                                      f"EVENT {event} One"])), ""]
        for number in range(1, draw(st.integers(0, 4)) + 1):
            out.append(f"{event}.{number}")
            out += draw(st.lists(lines(), max_size=8))
            if draw(st.booleans()):
                out.append(draw(st.sampled_from(["- - -", "====="])))
    if draw(st.booleans()):
        out += ["END OF MISSION", "You made it."]
    return "\n".join(out) + "\n"


def _slow_book(shape: BookShape) -> lexer._Book:
    """The classifier's tables without the one regular expression for the commonest
    lines (``lexer._fast_pattern``): every line read by ``_classify``."""
    book = lexer._Book(shape)
    book.fast = None
    return book


def same_both_ways(source: str) -> None:
    # The fast reading from the first line, however short the booklet (``lexer.FAST_AFTER``).
    with patch.object(lexer, "FAST_AFTER", 0):
        whole = parse(source, "w.mission")
        one_at_a_time = lambda units, _lexed: (unit for _shape, unit in units)  # noqa: E731
        with patch.object(parser, "_entries", one_at_a_time):
            lines = parse(source, "w.mission")
    assert whole.document == lines.document
    assert whole.diagnostics == lines.diagnostics
    with patch.object(lexer, "_book", _slow_book):
        classified = parse(source, "w.mission")
    assert whole.document == classified.document
    assert whole.diagnostics == classified.diagnostics


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(booklets())
def test_generated_entries_mean_the_same_whole_or_line_by_line(source: str) -> None:
    same_both_ways(source)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_booklets_mean_the_same_whole_or_line_by_line(source: str) -> None:
    same_both_ways(source)


def test_the_language_guide_s_booklet_has_whole_entries() -> None:
    source = present(re.search(r"```mission\n(.*?)```", DOC, re.S)).group(1)
    seen = []
    feed = parser._Parser.feed_whole

    def counted(self: parser._Parser, entry: parser._WholeEntry, room: int) -> bool:
        seen.append(entry.type)
        return feed(self, entry, room)

    with patch.object(parser._Parser, "feed_whole", counted):
        same_both_ways(source)
    assert "EVENT_WHOLE" in seen  # its Events whole, and in them their entries


def test_a_full_report_stops_where_it_stops_without_whole_events() -> None:
    # Finding where an Event ends reads its lines ahead of the feeder: the lexer's
    # diagnostics of those lines (the E102 after entry 2.1) are not counted against the
    # report's 200 before the feeder would have read them without whole Events, so EVENT
    # 2's heading is still read.
    bad = ["bad \x0b line"]
    source = "\n".join(["MISSION 1: Full", "", "EVENT 1: One", "", *bad * 200, "EVENT 2: Two",
                        "2.1", "→ 2.2", "- - -", *bad, "EVENT 3: Three", "3.1",
                        "→ CONTINUE THE MISSION", "- - -", ""])
    with patch.object(lexer, "FAST_AFTER", 0):
        whole = parse(source, "w.mission")
        with patch.object(parser, "_sections", lambda items, _lexed: items):
            entries_only = parse(source, "w.mission")
    assert whole == entries_only
    sections = whole.document.sections
    assert [getattr(s, "number", None) for s in sections] == [1, 1, 2]
