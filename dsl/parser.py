"""Parse booklet text into a ``Document`` and every syntax diagnostic of the file.

``parse(source, path)`` runs the line classifier (``lexer.py``), then feeds the LALR parser
of ``grammar.lark`` one line at a time, building nodes as it goes (``transformer.py``).
A parse never stops at the first error and never raises on bad input:

- a line that goes wrong in the middle (a missing arrow, a bad target, an unclosed
  effect) is reported with what was expected there, then dropped: the parser is put back
  where it stood before the line, and the next line is read as if the bad one were absent;
- a line that is well formed but cannot stand where it is (prose between entries, a
  second ending) is reported with the block that is still open and skipped; lines that
  then cannot stand either are skipped silently (they follow from the first error) until a
  line fits again;
- after a bad EVENT or CARD heading, its entries are skipped up to the next section, so
  that they are not read as entries of the Event before.

The result is always a best-effort ``Document`` with the sections that parsed.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from crawlbook.dsl.diagnostics import Diagnostic, syntax
from crawlbook.dsl.lexer import LineLexer, tokenize
from crawlbook.dsl.nodes import Document, Span
from crawlbook.dsl.transformer import BookletTransformer
from lark import Lark, Token
from lark.parse_tree_builder import ParseTreeBuilder
from lark.parsers.lalr_analysis import Shift
from lark.tree import Tree

if TYPE_CHECKING:
    from crawlbook.dsl.loader import LoadResult

MAX_ERRORS = 200
GRAMMAR = Path(__file__).with_name("grammar.lark")


@dataclass(frozen=True)
class ParseResult:
    """A best-effort document (even with errors) and the syntax diagnostics of the file."""

    document: Document
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for d in self.diagnostics)


@functools.cache
def grammar() -> Lark:
    """The LALR parser of ``grammar.lark``, built once per process."""
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer=LineLexer,
                propagate_positions=True, maybe_placeholders=False)


class _Error(Exception):
    """A token the parse table has no action for (its state's expected terminals)."""

    def __init__(self, expected: set[str]) -> None:
        super().__init__()
        self.expected = expected


@dataclass(frozen=True)
class _Machine:
    """The LALR table of ``grammar.lark`` in the shape the feeding loop wants."""

    states: dict[int, dict[str, tuple[object, object]]]
    start: int
    end: int
    rules: dict[object, tuple[int, str]]  # rule -> (length, name of its left side)
    builder: ParseTreeBuilder


@functools.cache
def _machine() -> _Machine:
    lark = grammar()
    table = lark.parser.parser.parser.parse_table
    rules = {rule: (len(rule.expansion), rule.origin.name) for rule in lark.rules}
    builder = ParseTreeBuilder(lark.rules, Tree, False, False, False)
    return _Machine(table.states, table.start_states["start"], table.end_states["start"],
                    rules, builder)


class _Stack:
    """The LALR parser's stacks, fed one token at a time (lark's algorithm, inlined).

    ``lark``'s own interactive parser does the same per token through more layers; this
    loop is the whole cost of parsing a long booklet, so it is kept flat.
    """

    __slots__ = ("callbacks", "machine", "states", "values")

    def __init__(self, machine: _Machine, callbacks: dict[object, object]) -> None:
        self.machine = machine
        self.callbacks = callbacks
        self.states = [machine.start]
        self.values: list[object] = []

    def feed(self, tok: Token) -> None:
        table = self.machine.states
        rules = self.machine.rules
        callbacks = self.callbacks
        states, values = self.states, self.values
        type_ = tok.type
        while True:
            action = table[states[-1]].get(type_)
            if action is None:
                raise _Error({t for t in table[states[-1]] if t.isupper()})
            kind, arg = action
            if kind is Shift:
                states.append(arg)
                values.append(tok)
                return
            size, name = rules[arg]
            if size:
                children = values[-size:]
                del states[-size:]
                del values[-size:]
            else:
                children = []
            values.append(callbacks[arg](children))
            states.append(table[states[-1]][name][1])

    def finish(self) -> object:
        """Reduce to the start symbol at the end of the file; its value."""
        table = self.machine.states
        rules = self.machine.rules
        states, values = self.states, self.values
        while True:
            action = table[states[-1]].get("$END")
            if action is None:
                raise _Error(set())
            kind, arg = action
            if kind is Shift:  # pragma: no cover - $END is never shifted
                raise _Error(set())
            size, name = rules[arg]
            children = values[-size:] if size else []
            if size:
                del states[-size:]
                del values[-size:]
            values.append(self.callbacks[arg](children))
            if name == "start":
                return values[-1]
            states.append(table[states[-1]][name][1])

    def accepts(self, type_: str) -> bool:
        """Whether a token of ``type_`` would be shifted here (a dry run, no callbacks)."""
        table = self.machine.states
        action = table[self.states[-1]].get(type_)
        if action is None:
            return False
        if action[0] is Shift:
            return True
        stack = list(self.states)
        while True:
            action = table[stack[-1]].get(type_)
            if action is None:
                return False
            kind, arg = action
            if kind is Shift:
                return True
            size, name = self.machine.rules[arg]
            if size:
                del stack[-size:]
            stack.append(table[stack[-1]][name][1])


def parse(source: str, path: str = "<string>") -> ParseResult:
    """Parse one booklet's text; ``path`` names it in spans and diagnostics."""
    diagnostics: list[Diagnostic] = []
    units = tokenize(source, path, diagnostics)
    machine = _machine()
    transformer = BookletTransformer(path, source, diagnostics)
    stack = _Stack(machine, machine.builder.create_callback(transformer))
    _Feeder(stack, path, diagnostics).run(units)
    document = _finish(stack, transformer)
    diagnostics.sort(key=lambda d: (d.span.line, d.span.column) if d.span else (0, 0))
    return ParseResult(document, diagnostics)


def _finish(stack: _Stack, transformer: BookletTransformer) -> Document:
    while True:
        try:
            document = stack.finish()
        except _Error:
            # Every place between two lines can end the file, so this is a safety net:
            # drop the innermost open construct and try again.
            if len(stack.states) <= 1:
                return transformer.start([])
            stack.states.pop()
            stack.values.pop()
            continue
        if isinstance(document, Document):
            return document
        return transformer.start([])


# ---------------------------------------------------------------------------- recovery

_HEADER = {"K_RULESET": "RULESET", "K_INCLUDE": "INCLUDE", "K_MISSION": "MISSION",
           "K_LEVELS": "LEVELS", "K_TB_DECK": "TB DECK", "K_THREAT": "THREAT",
           "K_ENTRANCE": "ENTRANCE COLUMN", "K_LEVEL": "LEVEL",
           "K_RANDOM_COMBAT": "RANDOM COMBAT"}
_HEADINGS = {"K_BRIEFING": "BRIEFING", "K_OBJECTIVES": "OBJECTIVES", "K_RULES": "RULES",
             "K_EVENT": "EVENT", "K_CARD": "CARD", "K_END": "END OF MISSION"}
_ENDINGS = {"GOTO": "`→ TARGET`", "BULLET": "a decision", "LABEL": "outcomes",
            "IF": "a check", "OTHERWISE": "a check"}
_CONDITION = {"NOTED", "HAS", "NOT", "AND", "OR", "LPAR", "RPAR", "NAME"}

# What a terminal is, in the words of docs/language.md, for "expected ..." messages.
_WORDS = {
    "_NL": "the end of the line", "INT": "a number", "SIGNED_INT": "a number",
    "WORD": "a word", "RSQB": "`]`", "LSQB": "`[`", "SEP": "`:` or `—`",
    "TITLE": "a title", "CODE": "a card code such as `TR7`",
    "STRING": "a path in double quotes", "TEXT": "the option text",
    "LOGTAG": "a Log Entry in parentheses", "ARROW": "`→ TARGET`",
    "ENTRY_REF": "an entry id such as `7.2`", "CONTINUE": "`CONTINUE THE MISSION`",
    "COLON": "`:`", "NOTED": "`noted NAME`", "HAS": "`has NAME`", "NOT": "`not`",
    "LPAR": "`(`", "RPAR": "`)`", "AND": "`and`", "OR": "`or`",
    "NAME": "a name (a letter, then letters, digits, `_` or `-`)", "PER": "`per`",
    "C_IF": "`if`", "DECK": "`DECK`", "STANDARD": "`STANDARD`",
    "DECK_EVENT": "`EVENT` or `EVENTS`", "COMMA": "`,`", "SHUFFLED": "`SHUFFLED`",
    "ON": "`ON TOP`", "IN": "`IN TOP n`", "TOP": "`TOP`", "BOTTOM": "`BOTTOM`",
}
_LINE_WORDS = [
    ({"ENTRY_ID"}, "an entry id such as `7.2` on a line of its own"),
    ({"PROSE"}, "prose"),
    ({"LSQB"}, "an effect `[VERB ...]`"),
    ({"GOTO", "BULLET", "LABEL", "IF", "OTHERWISE"}, "an ending (`→ TARGET`, options, "
                                                     "outcomes or a check)"),
    ({"DOTTED", "DOUBLE"}, "a horizontal line"),
    ({"POINTS"}, "a Success Points line (`+1 if noted NAME`, `+1 per RAT STANDING`)"),
    ({"K_SUCCESS"}, "`SUCCESS POINTS`"),
    (set(_HEADER), "a header directive"),
    (set(_HEADINGS), "a section (`EVENT n: Title`, `CARD CODE: Title`, `BRIEFING`, ...)"),
]


def _plain(types: list[str]) -> str:
    words: list[str] = []
    for t in types:
        w = _WORDS.get(t, f"`{t}`")
        if w not in words:
            words.append(w)
    if len(words) > 6:
        words = [*words[:5], "..."]
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


def _found(tok: Token) -> str:
    if tok.type == "_NL":
        return "the end of the line"
    text = str(tok)
    if len(text) > 40:
        text = text[:37] + "..."
    return f"`{text}`"


def _tspan(path: str, tok: Token) -> Span:
    end = tok.end_column - 1 if tok.end_column > tok.column else tok.column
    return Span(path, tok.line, tok.column, tok.end_line, end)


class _Feeder:
    """Feeds units to the parser, reporting and recovering as the module docstring says."""

    def __init__(self, stack: _Stack, path: str, diagnostics: list[Diagnostic]) -> None:
        self.stack = stack
        self.states = stack.machine.states
        self.path = path
        self.diagnostics = diagnostics
        self.errors = 0
        # The open blocks, for "in entry 7.2 of EVENT 7 opened at line 12".
        self.section: tuple[str, int] | None = None
        self.entry: tuple[str, int] | None = None
        self.ending: tuple[str, int] | None = None
        self.closed: tuple[str, int] | None = None

    def report(self, diagnostic: Diagnostic) -> None:
        self.diagnostics.append(diagnostic)
        self.errors += 1

    def run(self, units: list[list[Token]]) -> None:
        recovering = False
        skip_section = False
        stack = self.stack
        states, values = stack.states, stack.values
        feed = stack.feed
        for unit in units:
            if self.errors >= MAX_ERRORS:
                self.diagnostics.append(syntax("E199", _tspan(self.path, unit[0]),
                                               count=self.errors))
                return
            first = unit[0]
            kind = first.type
            if kind == "BAD":
                recovering = True
                continue
            if skip_section:
                if kind not in _HEADINGS and kind not in _HEADER:
                    continue
                skip_section = False
            if not stack.accepts(kind):
                if not recovering:
                    self.report(self.misplaced(unit))
                recovering = True
                continue
            feed(first)
            base = len(states) - 1
            for i in range(1, len(unit)):
                try:
                    feed(unit[i])
                except _Error as error:
                    self.report(self.broken(unit, i, error.expected))
                    del states[base:]
                    del values[base - 1:]
                    if kind in ("K_EVENT", "K_CARD"):
                        skip_section = True
                    break
            else:
                recovering = False
                self.track(unit)

    # ------------------------------------------------------------------ context

    def track(self, unit: list[Token]) -> None:
        first = unit[0]
        kind = first.type
        if kind in _HEADINGS:
            name = _HEADINGS[kind]
            if kind in ("K_EVENT", "K_CARD"):
                name = f"{name} {unit[1]}"
            self.section = (name, first.line)
            self.entry = self.ending = self.closed = None
        elif kind == "ENTRY_ID":
            self.entry = (str(first).upper(), first.line)
            self.ending = self.closed = None
        elif kind in _ENDINGS and self.entry and self.ending is None:
            self.ending = (_ENDINGS[kind], first.line)
        elif kind in ("DOTTED", "DOUBLE") and self.entry:
            self.closed = (self.entry[0], first.line)
            self.entry = self.ending = None

    def where(self) -> str:
        if self.section is None:
            return "in the header"
        section = f"{self.section[0]} (line {self.section[1]})"
        if self.entry:
            return f"in entry {self.entry[0]} (opened at line {self.entry[1]}) of {section}"
        if self.closed:
            return (f"between entries, after the line that closed entry {self.closed[0]} "
                    f"(line {self.closed[1]}) of {section}")
        return f"in {section}"

    # ------------------------------------------------------------------ messages

    def expected_lines(self) -> str:
        accepted = set(self.states[self.stack.states[-1]])
        words = [w for types, w in _LINE_WORDS if types & accepted]
        if not words:
            return "nothing more"
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]

    def misplaced(self, unit: list[Token]) -> Diagnostic:
        """A well-formed line that cannot stand where it is (E103)."""
        first = unit[0]
        kind = first.type
        span = Span(self.path, first.line, first.column, first.line,
                    max(first.column, unit[-1].column - 1))
        if kind == "PROSE":
            span = _tspan(self.path, first)
        hint = "here the booklet expects " + self.expected_lines()
        if kind == "PROSE":
            what = "prose"
        elif kind == "ENTRY_ID":
            what = f"the entry id `{first}`"
            if self.section is None or not self.section[0].startswith(("EVENT", "CARD")):
                hint = "entries belong to an Event or a TB card: write `EVENT n: Title` first"
        elif kind in ("DOTTED", "DOUBLE"):
            what = "a horizontal line"
        elif kind == "LSQB":
            what = "an effect"
        elif kind == "BULLET":
            what = "a bullet line"
        elif kind == "POINTS":
            what = "a Success Points line"
            hint = "Success Points lines go under SUCCESS POINTS, in the END OF MISSION"
        elif kind in _HEADER:
            word = _HEADER[kind]
            what = f"the header directive `{word}`"
            hint = (f"header directives come before the first section; to start a prose "
                    f"line with this word, write `\\{word}`")
            if kind == "K_THREAT":
                hint += "; to move the Threat level in an entry, write `[THREAT +1]`"
        elif kind == "K_SUCCESS":
            what = "`SUCCESS POINTS`"
            hint = "SUCCESS POINTS goes at the end of the END OF MISSION section"
        elif kind in _HEADINGS:
            what = f"the heading `{first}`"
        else:
            what = {"GOTO": "`→ TARGET`", "LABEL": f"the outcome `{first}`",
                    "IF": "a check arm (`if ... → TARGET`)",
                    "OTHERWISE": "`otherwise → TARGET`"}.get(kind, f"`{first}`")
        if kind in _ENDINGS and self.ending:
            hint = (f"entry {self.entry[0] if self.entry else ''} already ends with "
                    f"{self.ending[0]} at line {self.ending[1]}; an entry has one ending: "
                    "close it with a horizontal line and start another entry")
        elif kind in ("PROSE", "LSQB", "BULLET", *_ENDINGS) and self.closed:
            hint = f"start a new entry with its id on a line of its own first; {hint}"
        if kind in ("PROSE", "BULLET", "LSQB") and "expects" in hint:
            hint += "; to write this as prose, start the line with `\\`"
        return syntax("E103", span, hint=hint, what=what, where=self.where())

    def broken(self, unit: list[Token], i: int, expected: set[str]) -> Diagnostic:
        """A line that goes wrong at its i-th token (E104 to E108)."""
        tok, prev = unit[i], unit[i - 1]
        span = _tspan(self.path, tok)
        found = _found(tok)
        order = [t for t in _WORDS if t in expected]
        if prev.type in ("TEXT",):
            after = "after the option text" if unit[0].type == "BULLET" else "after the text"
        elif prev.type == "LABEL":
            after = f"after the outcome `{prev}`"
        elif prev.type in _CONDITION or prev.type in ("IF", "C_IF"):
            after = f"after `{prev}` in the condition" if prev.type in _CONDITION else \
                f"after `{prev}`"
        elif prev.type in _HEADER or prev.type in _HEADINGS:
            after = f"after {_HEADER.get(prev.type) or _HEADINGS.get(prev.type)}"
        elif prev.type == "INT" and unit[0].type in ("K_EVENT", "K_MISSION"):
            after = "after the number"
        else:
            after = f"after `{prev}`"
        hint = None
        if "ARROW" in expected:
            return syntax("E105", span, after=after, found=found)
        if prev.type in ("ARROW", "GOTO"):
            if str(tok).upper().startswith("CONTINUE"):
                hint = "write `→ CONTINUE THE MISSION`"
            elif tok.type in ("ENTRY_REF", "CONTINUE"):
                found = f"`{tok}`, then more"
            if tok.type == "JUNK" and i + 1 < len(unit) - 1:
                found = _found(tok)
            return syntax("E106", span, hint=hint, found=found)
        if prev.type in ("ENTRY_REF", "CONTINUE"):
            return syntax("E106", span, found=f"more after the target: {found}",
                          hint="an arrow leads to one place; put the rest in prose")
        in_effect = any(t.type == "LSQB" for t in unit[:i])
        if in_effect:
            if "RSQB" in expected and tok.type == "_NL":
                hint = "close the effect with `]`; to write prose starting with `[`, " \
                       "start the line with `\\[`"
            elif prev.type == "RSQB":
                hint = "an effect is a line of its own; put the text on the next line"
            return syntax("E107", span, hint=hint, expected=_plain(order), after=after,
                          found=found)
        if expected & _CONDITION or prev.type in _CONDITION:
            if prev.type in ("IF", "C_IF") and tok.type in ("NAME", "JUNK"):
                hint = f"write `noted {tok}` (a Log Entry) or `has {tok}` (a marker)"
            return syntax("E108", span, hint=hint, expected=_plain(order), after=after,
                          found=found)
        if unit[0].type == "K_INCLUDE":
            return syntax("E115", span, after=after)
        if unit[0].type == "K_LEVEL":
            hint = "write it as `LEVEL 1 DECK: 4 STANDARD, EVENTS 1 2 SHUFFLED`"
        elif unit[0].type in ("K_EVENT", "K_MISSION", "K_CARD"):
            word = _HEADINGS.get(unit[0].type, "MISSION")
            hint = f"write it as `{word} {'TR7' if word == 'CARD' else '1'}: Title`"
        return syntax("E104", span, hint=hint, expected=_plain(order), after=after,
                      found=found)


def load(path: str | Path) -> LoadResult:
    """``crawlbook.dsl.loader.load``: parse a file and, depth first, its INCLUDEs."""
    from crawlbook.dsl.loader import load as _load

    return _load(path)
