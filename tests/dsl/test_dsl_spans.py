"""Spans point at the author's text: 1-based lines and columns, ends inclusive."""

from __future__ import annotations

from crawlbook.dsl.nodes import And, Briefing, Decision, Event, Goto, Resolve, Span
from crawlbook.dsl.parser import parse

from tests.narrow import only, present

SOURCE = """\
MISSION 1: The Well
BRIEFING
  First line.
Second line.

EVENT 7 — Shaft
7.1
[TEST SUPPORT SURVIVAL DIFF 2]
pass → 7.2
  fail -> CONTINUE THE MISSION
- - - - -
7.2
  • if noted WELL and not has ROPE: climb → 7.1
=====
"""


def text_of(span: Span) -> str:
    lines = SOURCE.split("\n")
    if span.line == span.end_line:
        return lines[span.line - 1][span.column - 1:span.end_column]
    first = lines[span.line - 1][span.column - 1:]
    middle = lines[span.line:span.end_line - 1]
    last = lines[span.end_line - 1][:span.end_column]
    return "\n".join([first, *middle, last])


def test_spans_cover_exactly_their_text() -> None:
    result = parse(SOURCE, "w.mission")
    assert result.diagnostics == []
    title, briefing, event = result.document.sections
    assert isinstance(briefing, Briefing) and isinstance(event, Event)
    assert text_of(title.span) == "MISSION 1: The Well"
    assert text_of(briefing.paragraphs[0].span) == "First line.\nSecond line."
    assert text_of(briefing.span) == "BRIEFING\n  First line.\nSecond line."
    assert text_of(event.header_span) == "EVENT 7 — Shaft"
    e1, e2 = event.entries
    assert text_of(e1.id_span) == "7.1"
    resolve = only(e1.ending, Resolve)
    test = resolve.effect
    assert text_of(test.span) == "[TEST SUPPORT SURVIVAL DIFF 2]"
    assert text_of(test.verb_span) == "TEST"
    assert [text_of(a.span) for a in test.args] == ["SUPPORT", "SURVIVAL", "DIFF", "2"]
    passed, failed = resolve.outcomes
    assert text_of(passed.span) == "pass → 7.2" and text_of(passed.label_span) == "pass"
    assert text_of(failed.target.span) == "CONTINUE THE MISSION"
    assert text_of(resolve.span) == SOURCE.split("\n")[7] + "\n" + "\n".join(
        SOURCE.split("\n")[8:10])
    assert text_of(present(e1.line_span)) == "- - - - -"
    assert e1.span.line == 7 and e1.span.end_line == 11
    option = only(e2.ending, Decision).options[0]
    assert text_of(option.span) == "• if noted WELL and not has ROPE: climb → 7.1"
    condition = only(option.condition, And)
    assert text_of(condition.span) == "noted WELL and not has ROPE"
    assert text_of(condition.right.span) == "not has ROPE"
    assert text_of(option.target.span) == "7.1"
    assert all(s.file == "w.mission" for s in (title.span, option.span))


def test_document_span_is_the_whole_file() -> None:
    doc = parse("MISSION 1: T\nBRIEFING\nabc", "d").document
    assert (doc.span.line, doc.span.column, doc.span.end_line, doc.span.end_column) == (1, 1, 3, 3)


def test_diagnostic_at_end_of_line_points_just_past_it() -> None:
    (d,) = parse("EVENT 1: T\n1.1\n• go down\n", "x").diagnostics
    span = present(d.span)
    assert (span.line, span.column, span.end_column) == (3, 10, 10)


def test_columns_count_characters_not_bytes() -> None:
    (d,) = parse("EVENT 1: T\n1.1\n• café → ☕\n", "x").diagnostics
    span = present(d.span)
    assert (span.line, span.column) == (3, 10)


def test_tabs_count_as_one_column() -> None:
    result = parse("EVENT 1: T\n1.1\n\t→ 1.2\n", "x")
    goto = only(only(result.document.sections[0], Event).entries[0].ending, Goto)
    assert goto.span.column == 2 and goto.target.span.column == 4
