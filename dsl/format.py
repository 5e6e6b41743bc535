"""The formatter: one canonical layout of a booklet (`crawlbook fmt`, docs/editors.md).

The layout, every rule of which leaves the compiled program unchanged (docs/language.md
says why each is the same booklet):

- every line without its indentation and trailing blanks, lines ending in ``\\n``;
- arrows written ``→``, bullets ``•``, the small words of conditions and outcomes in lower
  case (``if``, ``noted``, ``pass``), names, verbs, keywords, entry ids and card codes in
  capitals, ``CONTINUE THE MISSION`` spelt so, one space between the words of a line;
- horizontal lines of one length (``DOTTED_LINE``, ``DOUBLE_LINE``);
- ``EVENT 7: Title`` (``:`` for a dash), section headings without a colon;
- Success Points with their sign (``+1 per RAT STANDING``);
- blank lines: one before each section, EVENT and CARD (and one after an EVENT or CARD
  heading), one between two paragraphs of prose (a paragraph break is meaning), none
  elsewhere; entries follow each other with no blank line;
- the header in the author's order, as gofmt and Black keep declarations where they are
  written (the order of header lines means nothing to the compiler, so any order is the
  same booklet, and an author's grouping is theirs to keep); a blank line where the
  ``RULESET`` and ``INCLUDE`` lines give way to ``MISSION`` and the directives.

Comments stay where they are, attached to the line below them (they move with a header
line), and a blank line after a comment is kept: a ``// crawlbook: ignore`` comment
speaks to the next line, blank or not. Prose is kept as written, escapes included. The
lines are read with the line classifier (``lexer.units``), so the formatter and the parser
never disagree on what a line is; a booklet with syntax errors is not formatted
(``FormatError``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from crawlbook.dsl.lexer import BLANKS, Tok, escaped_option_text, units
from crawlbook.dsl.lines import split as split_lines
from crawlbook.dsl.parser import parse
from crawlbook.dsl.shape import shapes

if TYPE_CHECKING:
    from crawlbook.dsl.diagnostics import Diagnostic

DOTTED_LINE = " ".join("-" * 20)  # - - - ... (20 dashes)
DOUBLE_LINE = "=" * 40
ARROW = "→"
BULLET = "•"

_SECTION_WORDS = {"K_BRIEFING": "BRIEFING", "K_OBJECTIVES": "OBJECTIVES", "K_RULES": "RULES"}
# The ending's headings are the book's (``BookShape.ending``, ``scoring``): written as the
# booklet has them, single-spaced, without a colon.
_BOOK_HEADINGS = frozenset({"K_END", "K_SUCCESS"})
_HEADINGS = frozenset({*_SECTION_WORDS, *_BOOK_HEADINGS, "K_EVENT", "K_CARD"})
_HEADER = frozenset({"K_RULESET", "K_INCLUDE", "K_MISSION", "DIRECTIVE"})
_LOWER = frozenset({"NOTED", "HAS", "NOT", "AND", "OR"})


class FormatError(ValueError):
    """A booklet that cannot be formatted (it has syntax errors); ``diagnostic`` is the
    first of them."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        span = diagnostic.span
        where = f"{span.file}:{span.line}:{span.column}: " if span else ""
        super().__init__(f"{where}{diagnostic.message}")
        self.diagnostic = diagnostic


@dataclass
class _Line:
    """One source line: its kind (``blank``, ``comment``, ``prose`` or the first token's
    type) and its canonical text."""

    kind: str
    text: str
    tokens: tuple[Tok, ...] = ()


def format_text(source: str, path: str = "<string>") -> str:
    """The booklet ``source`` in the canonical layout."""
    parsed = parse(source, path)
    errors = [d for d in parsed.diagnostics if d.severity == "error"]
    if errors:
        raise FormatError(errors[0])
    lines = _classify(source, path)
    out = _layout(lines)
    return "\n".join(out) + "\n" if out else ""


# ---------------------------------------------------------------------- lines


def source_lines(source: str) -> list[str]:
    """The lines of ``source`` as the parser numbers them (``crawlbook.dsl.lines``)."""
    return split_lines(source)


def _classify(source: str, path: str) -> list[_Line]:
    raw = source_lines(source)
    lines = [_Line("blank", "") if not r.strip(BLANKS) else
             _Line("comment", r.strip(BLANKS)) if r.strip(BLANKS).startswith("//") else
             _Line("prose", r.strip(BLANKS)) for r in raw]
    for unit in units(source, path, [], shapes()):
        first = unit[0]
        if first[0] == "PROSE":
            continue  # its lines are prose already (comments inside it stay comments)
        index = first[2] - 1
        lines[index] = _Line(first[0], _render(unit), tuple(unit))
    return lines


def _render(tokens: Sequence[Tok]) -> str:
    """A line of tokens in the canonical spelling."""
    kind = tokens[0][0]
    texts = [t[1] for t in tokens]
    if kind in _SECTION_WORDS:
        return _SECTION_WORDS[kind]
    if kind in _BOOK_HEADINGS:
        return " ".join(texts[0].rstrip(":").split())
    if kind == "DOTTED":
        return DOTTED_LINE
    if kind == "DOUBLE":
        return DOUBLE_LINE
    if kind in ("ENTRY_ID", "SECTION_ID"):
        return texts[0].upper()
    if kind == "K_START":
        return "START " + ", ".join(t.upper() for t in texts[1:])
    if kind == "K_RULESET":
        return f"RULESET {texts[1].lower()}"
    if kind == "K_INCLUDE":
        return f'INCLUDE "{texts[1]}"'
    if kind in ("K_MISSION", "K_EVENT", "K_CARD"):
        word = {"K_MISSION": "MISSION", "K_EVENT": "EVENT", "K_CARD": "CARD"}[kind]
        head = f"{word} {texts[1].upper()}"
        if len(tokens) > 2:
            head += ":"
        if len(tokens) > 3:
            head += " " + texts[3].strip(BLANKS)
        return head
    if kind == "DIRECTIVE":
        return _words(tokens)
    if kind == "LSQB":
        return _effect(tokens)
    if kind == "GOTO":
        return f"{ARROW} {_target(tokens[1])}"
    if kind == "LABEL":
        return f"{texts[0].lower()} {ARROW} {_target(tokens[2])}"
    if kind == "IF":
        return f"if {_condition(tokens[1:-2])} {ARROW} {_target(tokens[-1])}"
    if kind == "OTHERWISE":
        return f"otherwise {ARROW} {_target(tokens[-1])}"
    if kind == "BULLET":
        return _bullet(tokens)
    if kind == "POINTS":
        return _points(tokens)
    return " ".join(texts)


def _target(tok: Tok) -> str:
    # The book's end words as written, single-spaced (`CONTINUE THE MISSION`, `THE END`).
    return " ".join(tok[1].upper().split()) if tok[0] == "CONTINUE" else tok[1].upper()


def _effect(tokens: Sequence[Tok]) -> str:
    words = [t[1] if t[0] in ("INT", "SIGNED_INT") else t[1].upper()
             for t in tokens if t[0] not in ("LSQB", "RSQB")]
    return "[" + " ".join(words) + "]"


def _words(tokens: Sequence[Tok]) -> str:
    """A header directive: its words as written, `:` and `,` after the word before them,
    then its effect."""
    out = ""
    for i, t in enumerate(tokens):
        if t[0] == "LSQB":
            return out + " " + _effect(tokens[i:])
        text = t[1].upper() if t[0] == "DICE" else t[1]
        out += text if not out or t[0] in ("COLON", "COMMA") else " " + text
    return out


def _condition(tokens: Sequence[Tok]) -> str:
    out: list[str] = []
    for i, t in enumerate(tokens):
        kind, text = t[0], t[1]
        before = tokens[i - 1][0] if i else ""
        after = tokens[i + 1][0] if i + 1 < len(tokens) else ""
        if kind in _LOWER:
            text = text.lower()
        elif kind == "NAME":
            # `fired PISTOL`: the test word as the parser keeps it (lower case), the name
            # in capitals; `noted WELL`, `THREAT < 5`: a name in capitals.
            text = text.lower() if after == "NAME" and before != "NAME" else text.upper()
        if out and before != "LPAR" and kind != "RPAR":
            out.append(" ")
        out.append(text)
    return "".join(out)


def _bullet(tokens: Sequence[Tok]) -> str:
    out = BULLET
    rest = list(tokens[1:])
    if rest and rest[0][0] == "C_IF":
        colon = next((i for i, t in enumerate(rest) if t[0] == "COLON"), None)
        if colon is not None:
            out += f" if {_condition(rest[1:colon])}:"
            rest = rest[colon + 1:]
    for t in rest:
        if t[0] == "TEXT":
            # Text right after the bullet that starts like a condition (or with the escape
            # itself) keeps its escape: `• \if you dare → 7.2` (docs/language.md).
            escape = out == BULLET and escaped_option_text(t[1])
            out += (" \\" if escape else " ") + t[1]
        elif t[0] == "LOGTAG":
            out += f" ({t[1].upper()})"
        elif t[0] == "ARROW":
            out += f" {ARROW}"
        elif t[0] in ("ENTRY_REF", "CONTINUE"):
            out += " " + _target(t)
    return out


def _points(tokens: Sequence[Tok]) -> str:
    points = f"{int(tokens[0][1]):+d}"
    if tokens[1][0] == "C_IF":
        return f"{points} if {_condition(tokens[2:])}"
    words = [t[1] if t[0] == "INT" else t[1].upper() for t in tokens[2:]]
    return f"{points} per " + " ".join(words)


# ---------------------------------------------------------------------- layout


def _layout(lines: list[_Line]) -> list[str]:
    first_section = next((i for i, line in enumerate(lines)
                          if line.kind in _HEADINGS or line.kind == "SECTION_ID"),
                         len(lines))
    out = _header(lines[:first_section])
    body = lines[first_section:]
    for i, line in enumerate(body):
        if line.kind == "blank":
            if _keep_blank(body, i):
                _blank(out)
            continue
        if line.kind in _HEADINGS and out:
            _blank_before(out)
        if out and out[-1] == "" and not _blank_allowed_before(body, i):
            out.pop()
        out.append(line.text)
        if line.kind in ("K_EVENT", "K_CARD"):
            out.append("")
    while out and out[-1] == "":
        out.pop()
    return out


def _blank(out: list[str]) -> None:
    if out and out[-1] != "":
        out.append("")


def _blank_before(out: list[str]) -> None:
    """A blank line before a heading, above the comments attached to it."""
    at = len(out)
    while at > 0 and out[at - 1].startswith("//"):
        at -= 1
    if at > 0 and out[at - 1] != "":
        out.insert(at, "")


def _keep_blank(lines: Sequence[_Line], i: int) -> bool:
    """A blank line that means something: after a comment (an ignore comment speaks to
    the next line), or between two paragraphs of prose."""
    before = next((line for line in reversed(lines[:i]) if line.kind != "blank"), None)
    after = next((line for line in lines[i + 1:] if line.kind not in ("blank", "comment")),
                 None)
    if before is None:
        return False
    if before.kind == "comment":
        return True
    return before.kind == "prose" and after is not None and after.kind == "prose"


def _blank_allowed_before(lines: Sequence[_Line], i: int) -> bool:
    """Whether a blank line just emitted may stay before line ``i``: not before an entry
    id, a horizontal line or an ending (its place is fixed by the entry)."""
    line = lines[i]
    if line.kind in _HEADINGS:
        return True
    prev = next((x for x in reversed(lines[:i]) if x.kind != "blank"), None)
    if prev is not None and prev.kind in ("comment", "K_EVENT", "K_CARD"):
        return True
    return line.kind in ("prose", "comment")


def _header(lines: list[_Line]) -> list[str]:
    """The header: the file's opening comments, then its lines in the author's order (as
    gofmt and Black keep declarations where they are written), each with the comments
    written just above it, and a blank line where the RULESET and INCLUDE lines give way
    to the mission's own."""
    first = next((i for i, line in enumerate(lines) if line.kind not in ("blank", "comment")),
                 len(lines))
    # Comments separated from the first header line by a blank line open the file and stay
    # at the top; comments right above a line go with it.
    split = max((i + 1 for i in range(first) if lines[i].kind == "blank"), default=0)
    out: list[str] = []
    for line in lines[:split]:
        if line.kind == "blank":
            _blank(out)
        else:
            out.append(line.text)
    while out and out[-1] == "":
        out.pop()
    groups: list[tuple[int, list[str]]] = []
    pending: list[str] = []
    for line in lines[split:]:
        if line.kind == "comment":
            pending.append(line.text)
        elif line.kind == "blank":
            if pending and pending[-1] != "":
                pending.append("")  # a blank line after a comment is meaning
        else:
            groups.append((_group(line), [*pending, line.text]))
            pending = []
    if out and groups:
        out.append("")
    previous = None
    for group, written in groups:
        if previous == 0 and group == 1:
            _blank_before(out)
        out += written
        previous = group
    if not groups:
        while pending and pending[-1] == "":
            pending.pop()
    # else a blank line after the header's last comments stays, as after any comment
    if out and not groups and (pending or lines[split - 1].kind == "blank"):
        out.append("")  # the opening comments stay apart from what follows
    out += pending
    return out


def _group(line: _Line) -> int:
    """0 for the lines that say where the booklet's words come from (RULESET, INCLUDE), 1
    for the mission's own (MISSION and the ruleset's directives)."""
    return 0 if line.kind in ("K_RULESET", "K_INCLUDE") else 1
