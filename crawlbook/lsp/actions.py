"""Fixes for diagnostics, offered by the editor as code actions (docs/editors.md).

A fix is read from the diagnostic itself, never from a ruleset's names: its hint's
``did you mean `X`?`` (any code: an entry id, a verb, a Log Entry, a directive...), the
outcome a test lacks (E306: ``add `fail → TARGET` under it``), a ``---`` written where a
horizontal line was meant (E213), a line of the wrong kind (I501), an entry left open
(W404), a line that reads like a header directive in prose (W414), and, for every code
that may be suppressed, a ``// crawlbook: ignore CODE`` comment above the line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from crawlbook.dsl import nodes as n
from crawlbook.dsl.format import DOTTED_LINE, DOUBLE_LINE
from crawlbook.lsp.places import Place

if TYPE_CHECKING:
    from crawlbook.compiler.context import CheckContext
    from crawlbook.dsl.diagnostics import Diagnostic
    from crawlbook.lsp.analysis import Analysis

_DID_YOU_MEAN = re.compile(r"did you mean `([^`]+)`\?")
_ADD_OUTCOME = re.compile(r"add `([A-Za-z][A-Za-z0-9_-]*) → TARGET`")
_DASHES = re.compile(r"[ \t]*(?:-{3,}|_{3,}|\*{3,})[ \t]*")
_WORD = re.compile(r"[ \t]*[^ \t]+")
# Codes about the suppression comments themselves cannot be suppressed (I503).
_NOT_SUPPRESSIBLE = frozenset({"W411", "W412", "I503", "I504"})


@dataclass
class Fix:
    """A code action: ``edits`` by document name, each (place, new text)."""

    title: str
    diagnostic: Diagnostic
    edits: dict[str, list[tuple[Place, str]]] = field(default_factory=dict)
    preferred: bool = False

    def edit(self, place: Place, text: str) -> Fix:
        self.edits.setdefault(place.file, []).append((place, text))
        return self


def fixes(analysis: Analysis, diagnostic: Diagnostic) -> list[Fix]:
    """Every fix for one diagnostic of ``analysis``."""
    span = diagnostic.span
    if span is None or analysis.ctx is None:
        return []
    lines = analysis.lines(span.file)
    if not 0 < span.line <= len(lines):
        return []
    found: list[Fix] = []
    for make in (_did_you_mean, _missing_outcome, _dashes, _line_kind, _unclosed,
                 _escape):
        fix = make(analysis.ctx, diagnostic, span, lines)
        if fix is not None:
            found.append(fix)
    ignore = _ignore(diagnostic, span, lines)
    if ignore is not None:
        found.append(ignore)
    return found


def _did_you_mean(ctx: CheckContext, d: Diagnostic, span: n.Span,
                  lines: list[str]) -> Fix | None:
    m = _DID_YOU_MEAN.search(d.hint or "")
    if m is None or span.end_line != span.line:
        return None
    wanted = m.group(1)
    text = lines[span.line - 1]
    start, end = span.column - 1, span.end_column
    written = text[start:end]
    have, need = len(written.split()), len(wanted.split())
    if need < have:  # `noted WELLL`: only the name is replaced
        words = list(re.finditer(r"[^ \t]+", written))
        start += words[have - need].start()
    elif need > have:  # `TB DEK 10` reported on `TB`: take the words that follow too
        for _ in range(need - have):
            w = _WORD.match(text, end)
            if w is None:
                break
            end = w.end()
    place = Place(span.file, span.line - 1, start, span.line - 1, end)
    return Fix(f"Change to `{wanted}`", d, preferred=True).edit(place, wanted)


def _missing_outcome(ctx: CheckContext, d: Diagnostic, span: n.Span,
                     lines: list[str]) -> Fix | None:
    m = _ADD_OUTCOME.search(d.hint or "")
    if d.code != "E306" or m is None:
        return None
    label = m.group(1)
    last = span.end_line
    for owner in ctx.owners:
        for entry in owner.entries:
            ending = entry.ending
            if isinstance(ending, n.Resolve) and ending.effect.span == span:
                last = max([last, *(o.span.end_line for o in ending.outcomes)])
    indent = _indent(lines[span.line - 1])
    place = Place.point(span.file, last, 0)
    end = ctx.registry.book.end_word if ctx.registry is not None else "CONTINUE"
    return Fix(f"Add `{label} → {end}`", d, preferred=True).edit(
        place, f"{indent}{label} → {end}\n")


def _closing_line(ctx: CheckContext, line: int, file: str) -> str:
    """The line that closes the entry around ``line`` (1-based): dotted after a choice."""
    for owner in ctx.owners:
        for entry in owner.entries:
            if entry.span.file == file and entry.span.line <= line <= entry.span.end_line + 1:
                if isinstance(entry.ending, n.Decision | n.Resolve | n.Branch):
                    return DOTTED_LINE
    return DOUBLE_LINE


def _dashes(ctx: CheckContext, d: Diagnostic, span: n.Span, lines: list[str]) -> Fix | None:
    text = lines[span.line - 1]
    if d.code not in ("E213", "E103") or not _DASHES.fullmatch(text):
        return None
    kind = _closing_line(ctx, span.line - 1, span.file)
    place = Place(span.file, span.line - 1, 0, span.line - 1, len(text))
    what = "a dotted line" if kind == DOTTED_LINE else "a double line"
    return Fix(f"Make it {what} (`{kind[:5]}...`)", d, preferred=True).edit(
        place, _indent(text) + kind)


def _line_kind(ctx: CheckContext, d: Diagnostic, span: n.Span,
               lines: list[str]) -> Fix | None:
    if d.code != "I501":
        return None
    text = lines[span.line - 1]
    other = DOTTED_LINE if "dotted" in d.message else DOUBLE_LINE
    place = Place(span.file, span.line - 1, 0, span.line - 1, len(text))
    return Fix("Swap for " + ("a dotted line" if other == DOTTED_LINE else "a double line"),
               d, preferred=True).edit(place, _indent(text) + other)


def _unclosed(ctx: CheckContext, d: Diagnostic, span: n.Span,
              lines: list[str]) -> Fix | None:
    if d.code != "W404":
        return None
    entry = next((e for o in ctx.owners for e in o.entries if e.id_span == span), None)
    if entry is None:
        return None
    kind = _closing_line(ctx, span.line, span.file)
    last = entry.span.end_line
    return Fix("Close the entry with " + ("a dotted line" if kind == DOTTED_LINE
                                          else "a double line"), d).edit(
        Place.point(span.file, last, 0), kind + "\n")


def _escape(ctx: CheckContext, d: Diagnostic, span: n.Span, lines: list[str]) -> Fix | None:
    if d.code != "W414":
        return None
    return Fix("Keep it as prose (start it with `\\`)", d).edit(
        Place.point(span.file, span.line - 1, span.column - 1), "\\")


def _ignore(d: Diagnostic, span: n.Span, lines: list[str]) -> Fix | None:
    from crawlbook.compiler.diagnostics import lookup

    code = lookup(d.code)
    if code is None or code.fatal or d.code in _NOT_SUPPRESSIBLE:
        return None
    indent = _indent(lines[span.line - 1])
    return Fix(f"Ignore {d.code} on this line", d).edit(
        Place.point(span.file, span.line - 1, 0), f"{indent}// crawlbook: ignore {d.code}\n")


def _indent(text: str) -> str:
    return text[:len(text) - len(text.lstrip(" \t"))]
