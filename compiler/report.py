"""Diagnostics as an author reads them (text) and as tools read them (JSON).

Diagnostics are the product (docs/architecture.md, principle 7). The text form of one diagnostic::

    missions/well.mission:12:8: error[E204]: there is no entry `1.3`
       |
    12 | pass → 1.3
       |        ^^^
       = hint: did you mean `1.2`?

The JSON form is ``{"diagnostics": [...], "summary": {"errors", "warnings", "infos"}}``
with the keys of ``Diagnostic.to_json``. Columns count characters, 1-based; the caret
under a source line counts terminal columns.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from crawlbook.dsl.diagnostics import Diagnostic
from crawlbook.dsl.lines import split as split_lines

from crawlbook.inert import cells, dumps, inert

_ORDER = {"error": 0, "warning": 1, "info": 2}


def summary(diagnostics: Iterable[Diagnostic]) -> dict[str, int]:
    counts = {"errors": 0, "warnings": 0, "infos": 0}
    for d in diagnostics:
        counts[d.severity + "s"] = counts.get(d.severity + "s", 0) + 1
    return counts


def sort_key(d: Diagnostic) -> tuple[Any, ...]:
    span = d.span
    if span is None:
        return ("", 0, 0, d.code, d.message)
    return (span.file, span.line, span.column, d.code, d.message)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def summary_line(counts: Mapping[str, int], files: int) -> str:
    what = _plural(files, "file")
    if not any(counts.values()):
        return f"All clean: {what} checked, no problems."
    parts = [_plural(counts["errors"], "error"), _plural(counts["warnings"], "warning"),
             _plural(counts["infos"], "info")]
    return f"Found {', '.join(parts)} in {what}."


class SourceLines:
    """Source lines by file, from the parsed documents or read from disk on demand."""

    def __init__(self, sources: Mapping[str, str] | None = None) -> None:
        self._text: dict[str, list[str] | None] = {
            path: split_lines(text) for path, text in (sources or {}).items()}

    def line(self, path: str, number: int) -> str | None:
        if path not in self._text:
            from crawlbook.compiler.config import Limits

            from crawlbook.files import read_text

            try:  # a regular file within the mission limit, never a FIFO or a device
                text = read_text(path, Limits().mission, errors="replace")
                self._text[path] = split_lines(text)
            except OSError:
                self._text[path] = None
        lines = self._text[path]
        if lines is None or not 1 <= number <= len(lines):
            return None
        return lines[number - 1]


def render_one(d: Diagnostic, lines: SourceLines,
               style: Callable[[str, str], str] | None = None) -> str:
    """One diagnostic in the text form; ``style(kind, text)`` may colour its parts.

    Every piece of it that comes from a booklet (the path, the message, the source line,
    the hint) is made inert (``crawlbook.inert``) before it is coloured, so the result is
    safe to print; the caret counts terminal columns, so it stays under the span however
    wide the characters before it are."""
    paint = style or (lambda _kind, text: text)
    span = d.span
    where = inert(f"{span.file}:{span.line}:{span.column}: ") if span else ""
    head = (f"{paint('path', where) if where else ''}"
            f"{paint(d.severity, f'{d.severity}[{d.code}]')}: {inert(d.message)}")
    out = [head]
    hint = inert(d.hint) if d.hint else None
    source = lines.line(span.file, span.line) if span else None
    if span is not None and source is not None:
        number = str(span.line)
        pad = " " * len(number)
        start = max(span.column - 1, 0)
        if span.end_line == span.line:
            end = max(span.end_column, span.column)
        else:
            end = len(source)
        start = min(start, len(source))
        end = min(end, len(source))
        # The window first: a line of a million characters costs its window, not its length.
        text, start, end = window(source, start, end)
        text = _printable(text)  # one character shown for each character of the line
        width = max(1, cells(text[start:max(start, end)]))
        out += [f"{pad} |", f"{number} | {text}",
                f"{pad} | {' ' * cells(text[:start])}{paint(d.severity, '^' * width)}"]
        if hint:
            out.append(f"{pad} = {paint('hint', 'hint')}: {hint}")
    elif hint:
        out.append(f"  = {paint('hint', 'hint')}: {hint}")
    return "\n".join(out)


# A snippet shows at most this many characters of its line (docs/limits.md): a window
# around the span, cut with an ellipsis, so a 1 MB line prints as one short line.
SNIPPET_WIDTH = 160
_BEFORE = 40  # characters of context kept before the span when the line is cut


def window(text: str, start: int, end: int, width: int = SNIPPET_WIDTH) -> tuple[str, int, int]:
    """``text`` cut to at most ``width`` characters around ``[start, end)`` (an ellipsis
    where it is cut), and the span's place in the cut text."""
    if len(text) <= width:
        return text, start, end
    left = max(0, min(start - _BEFORE, len(text) - width))
    right = min(len(text), left + width)
    shown = text[left:right]
    if left > 0:
        shown = "…" + shown[1:]  # the ellipsis takes the first place shown
    if right < len(text):
        shown = shown[:-1] + "…"
    return shown, start - left, min(end, right - 1) - left


def _printable(line: str) -> str:
    """The line as shown: a tab as one space and every character a terminal obeys as one
    visible character (``crawlbook.inert``), so carets stay under the span."""
    return inert(line.replace("\t", " "))


def render_text(diagnostics: Sequence[Diagnostic], sources: Mapping[str, str] | None = None,
                *, files: int | None = None,
                style: Callable[[str, str], str] | None = None) -> str:
    """Every diagnostic, then the summary line when ``files`` is given."""
    lines = SourceLines(sources)
    blocks = [render_one(d, lines, style) for d in diagnostics]
    text = "\n\n".join(blocks)
    if files is not None:
        tail = summary_line(summary(diagnostics), files)
        text = f"{text}\n\n{tail}" if text else tail
    return text + "\n" if text else ""


def to_json(diagnostics: Sequence[Diagnostic]) -> dict[str, Any]:
    return {"diagnostics": [d.to_json() for d in diagnostics], "summary": summary(diagnostics)}


def render_json(diagnostics: Sequence[Diagnostic]) -> str:
    """The JSON form; characters a terminal obeys are ``\\uXXXX`` escapes in it."""
    return dumps(to_json(diagnostics), indent=2) + "\n"
