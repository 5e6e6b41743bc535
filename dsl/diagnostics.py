"""Diagnostics: the one ``Diagnostic`` type, the one ``Code`` descriptor, and the syntax
codes (E1xx).

Diagnostics are the product for authors (docs/diagnostics.md). A ``Diagnostic`` is plain
data (code, severity, message, span, hint) that every stage produces and the CLI prints as
``path:line:col: severity[CODE]: message`` or as JSON. Every code is data too, in the style
of Yarn Spinner's and ruff's catalogues: a ``Code`` has a stable id, a name, a default
severity, a message template, what it means, how to fix it, and examples that trigger it
(the test suite runs every one). This module holds the parser's own codes; the one
catalogue (``crawlbook.compiler.diagnostics.catalogue``) adds the compiler's and each
installed ruleset's.
"""

from __future__ import annotations

from dataclasses import field
from typing import Literal

from crawlbook.dsl.nodes import Span
from crawlbook.dsl.record import record

Severity = Literal["error", "warning", "info"]


@record
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


@record
class Code:
    """One entry of the catalogue.

    ``message`` is a ``str.format`` template filled by whoever reports the code. ``bad``
    holds booklets (or fragments) that trigger the code, ``good`` one that does not: unless
    ``whole`` is set they are fragments placed inside a minimal valid mission (the
    ``ruleset``'s example frame, docs/diagnostics.md). ``fatal`` codes describe a booklet
    that cannot be compiled into a playable program: their severity can be raised but not
    lowered or silenced. ``ruleset`` is set for the codes a ruleset brings. ``formerly``
    names the codes it had before (a ruleset's code renamed into its own namespace):
    suppression comments and the configuration still accept them, as this code.
    """

    code: str
    name: str
    severity: Severity
    message: str
    doc: str
    fix: str = ""
    bad: tuple[str, ...] | str = ()
    good: str = ""
    whole: bool = False
    fatal: bool = False
    ruleset: str | None = field(default=None, compare=False)
    formerly: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.bad, str):
            object.__setattr__(self, "bad", (self.bad,) if self.bad else ())

    @property
    def examples(self) -> tuple[str, ...]:
        """The booklets that trigger the code."""
        bad = self.bad
        return bad if isinstance(bad, tuple) else (bad,)

    def format(self, **fields: object) -> str:
        return self.message.format(**{k: _quoted(v) for k, v in fields.items()})

    def make(self, span: Span | None, hint: str | None = None, **fields: object) -> Diagnostic:
        return Diagnostic(self.code, self.severity, self.format(**fields), span, hint)


# A message quotes at most this many characters of one field (docs/limits.md): the
# snippet under it shows the place, and a 100,000-digit number need not be printed whole.
QUOTE_LIMIT = 200


def _quoted(value: object) -> object:
    if isinstance(value, str) and len(value) > QUOTE_LIMIT:
        return value[:QUOTE_LIMIT - 1] + "…"
    return value


_E = "\nEVENT 1: T\n1.1\n"  # most examples sit inside an entry


def _syntax(code: str, name: str, message: str, doc: str, fix: str,
            *bad: str) -> Code:
    """A syntax code: fatal (a booklet with it cannot be compiled), examples whole
    booklets (parsed after ``MISSION 1: T`` unless they start with a header line)."""
    return Code(code, name, "error", message, doc, fix, bad=bad, whole=True, fatal=True)


SYNTAX_CODES: dict[str, Code] = {
    c.code: c
    for c in (
        _syntax("E100", "unreadable-file", "cannot read `{path}`: {reason}",
                "The file (or an included file) does not exist, is a folder or cannot be "
                "read.",
                "Check the path and the file's permissions."),
        _syntax("E101", "invalid-utf8", "invalid UTF-8: byte 0x{byte:02X} cannot be decoded",
                "A booklet is UTF-8 text. The byte shown is not valid UTF-8 at that place; it "
                "is read as U+FFFD so that the rest of the file is still checked. (In the "
                "example, `\\udcff` stands for the byte 0xFF.)",
                "Save the file as UTF-8 in your editor, or retype the character.",
                "MISSION 1: T\n\udcff\n"),
        _syntax("E102", "control-character",
                "control character U+{codepoint:04X} in the text (is this a binary file?)",
                "A line (a comment too) holds a control character: C0 such as NUL or ESC "
                "(tab aside), DEL, or C1 (U+0080 to U+009F, such as U+0085 NEL). A terminal "
                "obeys them (clears the screen, retitles the window, overwrites a line), so "
                "no booklet text may hold one. The line is skipped.",
                "Delete the character (editors often show it as `^@`, `ESC` or a box); if "
                "the whole file is binary, you named the wrong file.",
                "MISSION 1: T\nBRIEFING\nA \x00 B\n", "MISSION 1: T\nBRIEFING\nA \x9b B\n",
                "MISSION 1: T\n// \x1b]0;title\x07\nBRIEFING\nA\n"),
        _syntax("E103", "unexpected-line", "{what} cannot stand here {where}",
                "A line that is well formed but not allowed where it is: prose between "
                "entries, an option in the Briefing, a second ending in one entry, an entry "
                "before any EVENT or CARD.",
                "Follow the hint: it says what the booklet expects at that place. Start a "
                "prose line with `\\` to keep it as prose.",
                "MISSION 1: T\n7.1\n→ 7.2\n",
                _E + "→ 1.2\n=====\nStray text between entries.\n",
                _E + "→ 1.2\n→ 1.3\n"),
        _syntax("E104", "unexpected-token", "expected {expected} {after}, found {found}",
                "Something inside a line is not where the language expects it. The line is "
                "skipped.",
                "Rewrite the line as the hint shows (docs/language.md has every construct).",
                "MISSION One: T\n", "EVENT seven: T\n7.1\n→ 7.2\n"),
        _syntax("E105", "missing-arrow", "expected `→ TARGET` {after}, found {found}",
                "An option, an outcome or a check needs an arrow (`→` or `->`) and where it "
                "leads.",
                "Add `→` and the entry id (or the book's end words) at the end of the line.",
                _E + "Do you:\n• go down\n• go back → 1.2\n",
                _E + "if noted WELL\notherwise → 1.2\n",
                # A line that starts like a check arm is one, even without its arrow.
                _E + "if THREAT > 3\notherwise → 1.2\n",
                _E + "if fired PISTOL\notherwise → 1.2\n",
                _E + "if noted WELL → 1.2\notherwise 1.2\n"),
        _syntax("E106", "bad-target",
                "expected an entry id such as `7.2` or `{end}` after `→`, found {found}",
                "An arrow leads to an entry id (`7.2`, `TR7.1`, a numbered book's `12`) or "
                "to the words that end the reading, which the ruleset's book declares "
                "(docs/language.md, \"The book's shape\"; `{end}` in the message).",
                "Write one entry id or the book's end words after the arrow, and nothing "
                "else on the line.",
                _E + "→ CONTINUE\n", _E + "→ 1.2 and then 1.3\n", _E + "→\n"),
        _syntax("E107", "bad-effect", "expected {expected} {after}, found {found}",
                "An effect is `[VERB arg arg ...]` on a line of its own: a word, then words, "
                "integers (`+2`, `-1`, `3`) and dice (`2D6+1`), then `]`.",
                "Close the effect with `]` and put any text on the next line; escape a prose "
                "line that starts with `[` as `\\[`.",
                _E + "[DAMAGE LEAD 2\n", _E + "[DAMAGE LEAD 2!]\n",
                _E + "[NOTE WELL] and more\n", _E + "[]\n"),
        _syntax("E108", "bad-condition", "expected {expected} {after}, found {found}",
                "A condition is made of `noted NAME`, `has NAME`, a ruleset's own tests "
                "(`NAME < 5`, `fired NAME`), `not`, `and`, `or` and parentheses. After a "
                "bullet, `if` always starts a condition, which ends at the first `:`; it is "
                "never read as the option's text.",
                "Rewrite the condition as the hint shows, e.g. `if noted WELL and not has "
                "RADIO → 7.2` or `• if COUNT > 3: run for it → 7.2`; an option whose text "
                "starts with the word `if` is written `• \\if ...`.",
                _E + "if WELL → 1.2\notherwise → 1.2\n",
                _E + "if noted WELL and → 1.2\notherwise → 1.2\n",
                _E + "if (noted WELL → 1.2\notherwise → 1.2\n",
                _E + "Do you:\n• if THREAT > 3 run for it → 1.2\n• stay → 1.2\n",
                _E + "Do you:\n• if THREAT > 3 → 1.2\n• stay → 1.2\n",
                _E + "Do you:\n• if you dare, jump → 1.2\n• stay → 1.2\n"),
        _syntax("E109", "number-too-large", "the number `{text}` is too large",
                "Numbers in a booklet are small; more than 9 digits is surely a mistake.",
                "Write the number you meant (at most 9 digits).",
                "MISSION 12345678901234567890: T\n"),
        _syntax("E110", "condition-too-complex", "this condition is too complex ({why})",
                "A condition may nest at most 32 parentheses or `not`s and join at most 256 "
                "tests.",
                "Split it into several checks, one after the other.",
                _E + "if " + "(" * 40 + "noted A" + ")" * 40 + " → 1.2\n"),
        _syntax("E111", "outcome-without-effect",
                "the outcome `{label}` has no effect with outcomes before it",
                "Outcome lines (`pass → 7.5`) follow the effect they belong to, such as "
                "`[TEST LEAD SURVIVAL DIFF 2]`, with nothing in between.",
                "Put the effect on the line right before its outcomes.",
                _E + "pass → 1.2\nfail → 1.2\n"),
        _syntax("E112", "misplaced-otherwise", "`otherwise` must be the last arm of a check",
                "The arms of a check are read in order and `otherwise` takes the rest, so "
                "arms after it could never be taken.",
                "Move the `otherwise →` line to the end of the check.",
                _E + "otherwise → 1.2\nif noted A → 1.2\n"),
        _syntax("E113", "include-not-found", "cannot include `{path}`: {reason}",
                "An INCLUDE names a file (relative to the including file, or "
                "`crawlbook:...` for a file shipped with crawlbook or a ruleset) that does "
                "not exist or cannot be read, or that would be the 65th file included inside "
                "one another (docs/limits.md).",
                "Fix the path (the hint says where crawlbook looked); a ruleset's shipped "
                "cards are `crawlbook:content/RULESET/FILE`.",
                'INCLUDE "no-such-file.mission"\n'),
        _syntax("E114", "include-cycle", "`{path}` includes itself ({chain})",
                "Files that include each other in a circle would be read forever.",
                "Remove one INCLUDE of the circle."),
        _syntax("E115", "unclosed-string", "expected a path in double quotes {after}",
                "INCLUDE takes one path written in double quotes.",
                'Write it as `INCLUDE "cards.mission"`.',
                "INCLUDE content.mission\n", 'INCLUDE "content.mission\n'),
        _syntax("E116", "unsafe-character",
                "{character} in the text (it changes how the text around it is shown)",
                "A line (a comment too) holds a bidirectional embedding, override or "
                "isolate (U+202A to U+202E, U+2066 to U+2069), which reorders the text "
                "around it and so can hide it, a line or paragraph separator (U+2028, "
                "U+2029), which ends a line in some tools and not in others "
                "(docs/language.md, \"Lexical rules\"), or half a character (a lone "
                "surrogate). The line is skipped. The marks right-to-left text needs "
                "(U+200E, U+200F, U+061C) are allowed.",
                "Delete the character (most editors show it only with their 'render control "
                "characters' setting); start a new line with Enter instead of a separator.",
                "MISSION 1: T\nBRIEFING\nA \u202e B\n", "MISSION 1: T\nBRIEFING\nA \u2028 B\n"),
        _syntax("E199", "too-many-errors",
                "too many syntax errors ({count}); the rest of the file was not checked",
                "Checking stops after 200 syntax errors in one file, to keep the report "
                "readable.",
                "Fix the first errors and check again; is this the file you meant?"),
        _syntax("E117", "half-character",
                "half a character (U+{codepoint:04X}, a lone surrogate) in the text",
                "Text given to crawlbook as a string (`compile_source`, an editor) holds one "
                "half of a UTF-16 surrogate pair without the other. It is no character: it "
                "cannot be written as UTF-8, so it is read as U+FFFD and the rest is still "
                "checked. (A file cannot hold one: its bytes are E101.)",
                "Fix the program that made the text: it cut a character in two (often an "
                "emoji sliced by UTF-16 index)."),
    )
}


def syntax(code: str, span: Span | None, hint: str | None = None, **fields: object) -> Diagnostic:
    """A diagnostic of the syntax table, its message filled from ``fields``."""
    return SYNTAX_CODES[code].make(span, hint, **fields)
