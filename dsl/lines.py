"""The one definition of a line (docs/language.md, "Lexical rules").

A line ends at ``\\n``, at ``\\r\\n`` and at a lone ``\\r``: what editors, the language
server protocol and Python's universal newlines agree on. Nothing else ends a line:
U+2028, U+2029, U+0085 (NEL), vertical tab, form feed and the information separators are
characters of the line they stand in (the checker reports them, E102 and E116), so a
position never depends on which tool counted. A byte-order mark at the start of the
first line is no column. The lexer, the loader's E101 positions, the suppression
comments, the formatter, the report's snippets and the language server all count lines
here.
"""

from __future__ import annotations

import re
from bisect import bisect_right

BOM = "\ufeff"
_END = re.compile("\r\n|\r|\n")


def split(source: str) -> list[str]:
    """The lines of ``source``, without their line ends (like ``str.split``: text after
    the last line end, possibly empty, is a last line); a leading byte-order mark is
    dropped."""
    out = source.split("\n") if "\r" not in source else _END.split(source)
    if out[0].startswith(BOM):
        out[0] = out[0][1:]
    return out


def text_lines(text: str) -> list[str]:
    """The lines of a text file read one line at a time (answers, JSON lines): ``split``
    without the empty last line after a final line end, as ``str.splitlines`` gives
    them, but ending lines where ``split`` does."""
    out = split(text)
    if out[-1] == "":
        out.pop()
    return out


def with_ends(source: str) -> list[str]:
    """The lines of ``source`` with their line ends (the byte-order mark kept): joined,
    they give ``source`` back. No empty last line after a final line end (nor for an
    empty ``source``), as ``str.splitlines(keepends=True)``."""
    if not source:
        return []
    line_starts = [0, *(m.end() for m in _END.finditer(source))]
    if line_starts[-1] == len(source) and len(line_starts) > 1:
        line_starts.pop()
    return [source[a:b] for a, b in zip(line_starts, [*line_starts[1:], len(source)],
                                        strict=True)]


def starts(source: str) -> list[int]:
    """Where each line of ``source`` starts (indexes into ``source``; the first line's
    start is after a byte-order mark)."""
    first = 1 if source.startswith(BOM) else 0
    return [first, *(m.end() for m in _END.finditer(source))]


def position(line_starts: list[int], index: int) -> tuple[int, int]:
    """(line, column), both 1-based, of ``source[index]``, given ``starts(source)``."""
    line = max(1, bisect_right(line_starts, index))
    return line, index - line_starts[line - 1] + 1
