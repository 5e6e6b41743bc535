"""Diagnostics of the crawlbook language and the table of its syntax codes (E1xx).

DESIGN.md principle 7: diagnostics are the product for authors. A ``Diagnostic`` is plain
data (code, severity, message, span, hint) that every stage produces and the CLI prints as
``path:line:col: severity[CODE]: message`` or as JSON. The syntax codes are data too, in
the style of Yarn Spinner's diagnostics: each ``Code`` has a stable id, a default severity,
a message template, a short doc and booklet snippets that trigger it (the test suite parses
every example and checks that it gives that code). The compiler's catalogue
(``crawlbook.compiler.diagnostics``) includes ``SYNTAX_CODES``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from crawlbook.dsl.nodes import Span

Severity = Literal["error", "warning", "info"]


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem found in a source file, with where it is and how to fix it."""

    code: str
    severity: Severity
    message: str
    span: Span | None = None
    hint: str | None = None

    def to_json(self) -> dict[str, object]:
        span = self.span
        return {
            "path": span.file if span else None,
            "line": span.line if span else None,
            "column": span.column if span else None,
            "end_line": span.end_line if span else None,
            "end_column": span.end_column if span else None,
            "severity": self.severity,
            "code": self.code,
            "message": self.message,
            "hint": self.hint,
        }


@dataclass(frozen=True, slots=True)
class Code:
    """A diagnostic code: its stable id, default severity, message template and examples.

    ``examples`` are booklet snippets that trigger the code; an example that does not
    start with a header directive is parsed after ``MISSION 1: T``.
    """

    code: str
    id: str
    severity: Severity
    template: str
    doc: str
    examples: tuple[str, ...]

    def make(self, span: Span | None, hint: str | None = None, **fields: object) -> Diagnostic:
        return Diagnostic(self.code, self.severity, self.template.format(**fields), span, hint)


_E = "\nEVENT 1: T\n1.1\n"  # most examples sit inside an entry

SYNTAX_CODES: dict[str, Code] = {
    c.code: c
    for c in (
        Code("E100", "unreadable-file", "error", "cannot read `{path}`: {reason}",
             "The file (or an included file) does not exist, is a folder or cannot be read.",
             ()),
        Code("E101", "invalid-utf8", "error",
             "invalid UTF-8: byte 0x{byte:02X} cannot be decoded",
             "A booklet is UTF-8 text. The byte shown is not valid UTF-8 at that place; it is "
             "read as U+FFFD so that the rest of the file is still checked. (In the example, "
             "`\\udcff` stands for the byte 0xFF.)",
             ("MISSION 1: T\n\udcff\n",)),
        Code("E102", "control-character", "error",
             "control character U+{codepoint:04X} in the text (is this a binary file?)",
             "A line holds a control character such as NUL. The line is skipped.",
             ("MISSION 1: T\nBRIEFING\nA \x00 B\n",)),
        Code("E103", "unexpected-line", "error", "{what} cannot stand here {where}",
             "A line that is well formed but not allowed where it is: prose between entries, "
             "a header directive after the first section, an option in the Briefing, a "
             "second ending in one entry, an entry before any EVENT or CARD.",
             ("MISSION 1: T\n7.1\n→ CONTINUE THE MISSION\n",
              _E + "→ CONTINUE THE MISSION\n=====\nStray text between entries.\n",
              _E + "THREAT 3\n→ CONTINUE THE MISSION\n",
              _E + "→ 1.2\n→ 1.3\n")),
        Code("E104", "unexpected-token", "error", "expected {expected} {after}, found {found}",
             "Something inside a line is not where the language expects it. The line is "
             "skipped.",
             ("MISSION One: T\n", "LEVELS two\n", "LEVEL 1 DECK: 4 STANDARD, EVENTS 1 2\n")),
        Code("E105", "missing-arrow", "error", "expected `→ TARGET` {after}, found {found}",
             "An option, an outcome or a check needs an arrow (`→` or `->`) and where it leads.",
             (_E + "Do you:\n• go down\n• go back → CONTINUE THE MISSION\n",
              _E + "if noted WELL\notherwise → 1.2\n")),
        Code("E106", "bad-target", "error",
             "expected an entry id such as `7.2` or `CONTINUE THE MISSION` after `→`, "
             "found {found}",
             "An arrow leads to an entry id (`7.2`, `TR7.1`) or to `CONTINUE THE MISSION`.",
             (_E + "→ CONTINUE\n", _E + "→ 1.2 and then 1.3\n", _E + "→\n")),
        Code("E107", "bad-effect", "error", "expected {expected} {after}, found {found}",
             "An effect is `[VERB arg arg ...]` on a line of its own: a word, then words and "
             "integers (`+2`, `-1`, `3`), then `]`. Escape a prose line that starts with `[` "
             "as `\\[`.",
             (_E + "[DAMAGE LEAD 2\n", _E + "[DAMAGE LEAD 2!]\n", _E + "[NOTE WELL] and more\n",
              _E + "[]\n")),
        Code("E108", "bad-condition", "error", "expected {expected} {after}, found {found}",
             "A condition is made of `noted NAME`, `has NAME`, `not`, `and`, `or` and "
             "parentheses.",
             (_E + "if WELL → 1.2\notherwise → 1.2\n",
              _E + "if noted WELL and → 1.2\notherwise → 1.2\n",
              _E + "if (noted WELL → 1.2\notherwise → 1.2\n")),
        Code("E109", "number-too-large", "error", "the number `{text}` is too large",
             "Numbers in a booklet are small; more than 9 digits is surely a mistake.",
             ("THREAT 12345678901234567890\n",)),
        Code("E110", "condition-too-complex", "error",
             "this condition is too complex ({why})",
             "A condition may nest at most 32 parentheses or `not`s and join at most 256 "
             "tests; split it into several checks.",
             (_E + "if " + "(" * 40 + "noted A" + ")" * 40 + " → 1.2\n",)),
        Code("E111", "outcome-without-effect", "error",
             "the outcome `{label}` has no effect with outcomes before it",
             "Outcome lines (`pass → 7.5`) follow the effect they belong to, such as "
             "`[TEST LEAD SURVIVAL DIFF 2]`, with nothing in between.",
             (_E + "pass → 1.2\nfail → 1.2\n",)),
        Code("E112", "misplaced-otherwise", "error",
             "`otherwise` must be the last arm of a check",
             "The arms of a check are read in order and `otherwise` takes the rest, so arms "
             "after it could never be taken.",
             (_E + "otherwise → 1.2\nif noted A → 1.2\n",)),
        Code("E113", "include-not-found", "error", "cannot include `{path}`: {reason}",
             "An INCLUDE names a file (relative to the including file) that does not exist or "
             "cannot be read.",
             ('INCLUDE "no-such-file.mission"\n',)),
        Code("E114", "include-cycle", "error", "`{path}` includes itself ({chain})",
             "Files that include each other in a circle would be read forever.", ()),
        Code("E115", "unclosed-string", "error", "expected a path in double quotes {after}",
             "INCLUDE takes one path written in double quotes.",
             ("INCLUDE content.mission\n", 'INCLUDE "content.mission\n')),
        Code("E199", "too-many-errors", "error",
             "too many syntax errors ({count}); the rest of the file was not checked",
             "Checking stops after 200 syntax errors in one file, to keep the report "
             "readable.",
             ()),
    )
}


def syntax(code: str, span: Span | None, hint: str | None = None, **fields: object) -> Diagnostic:
    """A diagnostic of the syntax table, its message filled from ``fields``."""
    return SYNTAX_CODES[code].make(span, hint, **fields)
