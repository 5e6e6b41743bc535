"""Places in source files as an editor counts them: 0-based lines and characters.

The compiler's ``Span`` is 1-based with inclusive ends (docs/architecture.md); the
Language Server Protocol counts from 0 with exclusive ends. A ``Place`` is the latter, in
characters (code points); the server turns characters into the client's units (UTF-16 by
default) with the text of the file, so this module needs no protocol library.
"""

from __future__ import annotations

from dataclasses import dataclass

from crawlbook.dsl.lines import split as lines_of
from crawlbook.dsl.nodes import Span

__all__ = ["Place", "lines_of", "name_span"]


@dataclass(frozen=True, slots=True)
class Place:
    """``file`` (a document name, as spans name it), from (line, char) to (end_line,
    end_char), 0-based, the end exclusive."""

    file: str
    line: int
    char: int
    end_line: int
    end_char: int

    @classmethod
    def of(cls, span: Span) -> Place:
        return cls(span.file, span.line - 1, span.column - 1, span.end_line - 1,
                   span.end_column)

    @classmethod
    def point(cls, file: str, line: int, char: int) -> Place:
        """An empty place: where text is inserted."""
        return cls(file, line, char, line, char)

    def contains(self, line: int, char: int) -> bool:
        """Whether the cursor at (line, char) touches this place (its end included, so a
        cursor just after a word is on the word)."""
        return (self.line, self.char) <= (line, char) <= (self.end_line, self.end_char)


def name_span(span: Span, name: str) -> Span:
    """The span of ``name`` written at the end of ``span`` (``noted WELL`` -> ``WELL``)."""
    return Span(span.file, span.end_line, max(1, span.end_column - len(name) + 1),
                span.end_line, span.end_column)
