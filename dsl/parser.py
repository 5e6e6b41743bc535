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

Why the parse table is driven here rather than by ``Lark.parse``: recovering line by line
needs to put the parser back where it stood before a bad line, and a 60,000-line booklet
must parse in well under a second and a half; a flat loop over lark's LALR table, with the
transformer's methods as the reductions (no tree is built), does both. ``grammar()`` is
still an ordinary lark parser of the same grammar (``Lark.parse`` works on booklet text).

The language follows the rulebook's "Using the Mission Booklets" (docs/language.md).
"""

from __future__ import annotations

import functools
import gc
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from crawlbook.dsl.diagnostics import Diagnostic, syntax
from crawlbook.dsl.lexer import LineLexer, units
from crawlbook.dsl.nodes import Document, Span
from crawlbook.dsl.transformer import BookletTransformer
from lark import Lark
from lark.parsers.lalr_analysis import Shift

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
    """The LALR parser of ``grammar.lark``, built once per process.

    Building the LALR tables costs about a tenth of a second, most of `crawlbook check`'s
    start-up on a small booklet, so the analysis is cached (lark's own cache, which checks
    a hash of the grammar and options before trusting the file) in the user's cache
    folder rather than in a shared temporary folder. Any problem with the cache falls back
    to building the tables.
    """
    text = GRAMMAR.read_text(encoding="utf-8")
    options = {"parser": "lalr", "lexer": LineLexer, "propagate_positions": True,
               "maybe_placeholders": False}
    cache = _cache_file(text)
    if cache is not None:
        try:
            return Lark(text, cache=str(cache), **options)
        except Exception:  # a damaged or foreign cache file: build without it
            cache.unlink(missing_ok=True)
    return Lark(text, **options)


def _cache_file(text: str) -> Path | None:
    import hashlib
    import os

    import lark

    if os.environ.get("CRAWLBOOK_NO_CACHE"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    key = hashlib.sha256(f"{lark.__version__}\n{text}".encode()).hexdigest()[:16]
    folder = Path(base) / "crawlbook"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return folder / f"grammar-{key}.lark-cache"


class _Error(Exception):
    """A token the parse table has no action for (its state's expected terminals)."""

    def __init__(self, expected: set[str]) -> None:
        super().__init__()
        self.expected = expected
        self.at = 0
        self.base = 0


class _Flat(list):
    """The children of an inlined rule (named ``_x``, or lark's ``x*`` helpers), spliced
    into the parent's children."""

    __slots__ = ()


@dataclass(frozen=True)
class _Machine:
    """The LALR table of ``grammar.lark`` in the shape the feeding loop wants.

    An action is an int: ``n >= 0`` shifts to state n, ``-1 - r`` reduces by rule r.
    """

    actions: list[dict[str, int]]  # indexed by state
    start: int
    rules: tuple[tuple[int, str], ...]  # (length of the right side, left side's name)
    shapes: tuple[tuple[str, bool, tuple[int, ...], tuple[int, ...]], ...]


@functools.cache
def _machine() -> _Machine:
    lark = grammar()
    table = lark.parser.parser.parser.parse_table
    index = {rule: n for n, rule in enumerate(lark.rules)}
    actions: list[dict[str, int]] = [{} for _ in range(max(table.states) + 1)]
    for state, row in table.states.items():
        # str(): lark's symbol names are Token objects, whose __eq__ would run in Python
        # on every lookup.
        actions[state] = {str(sym): arg if kind is Shift else -1 - index[arg]
                          for sym, (kind, arg) in row.items()}
    rules = tuple((len(r.expansion), str(r.origin.name)) for r in lark.rules)
    shapes = []
    for r in lark.rules:
        # Which children a rule's method gets: terminals named _X are dropped, and the
        # values of rules named _x (or lark's x* helpers) are spliced in.
        keep = tuple(n for n, sym in enumerate(r.expansion)
                     if not (sym.is_term and sym.name.startswith("_")))
        splice = tuple(n for n in keep
                       if not r.expansion[n].is_term and r.expansion[n].name.startswith("_"))
        shapes.append((r.alias or r.origin.name, bool(r.options.expand1), keep, splice))
    return _Machine(actions, table.start_states["start"], rules, tuple(shapes))


def _callbacks(machine: _Machine, transformer: BookletTransformer) -> list[Callable]:
    """One function per grammar rule: children on the stack -> the rule's value."""
    out: list[Callable] = []
    for name, expand1, keep, splice in machine.shapes:
        method = None if name.startswith("_") else getattr(transformer, name, None)
        if method is None and not name.startswith("_") and not expand1:
            raise TypeError(f"the transformer has no method for the rule `{name}`")
        out.append(_shape(method, expand1, keep, splice, name.startswith("_")))
    return out


def _shape(method: Callable | None, expand1: bool, keep: tuple[int, ...],
           splice: tuple[int, ...], inlined: bool) -> Callable:
    """The reduction function of one rule, specialised for its shape (the common shapes,
    list helpers above all, run once per line of a booklet)."""
    if inlined and keep == (0, 1) and splice == (0,):
        def append(children: list) -> _Flat:
            # x* and x+ helpers: grow the list in place (left recursion, no copy).
            out = children[0]
            out.append(children[1])
            return out
        return append
    if inlined and keep == (0,) and not splice:
        def single(children: list) -> _Flat:
            return _Flat(children)
        return single
    prefix = keep == tuple(range(len(keep)))
    if not splice:
        def build(children: list) -> list:
            if prefix:
                return children if len(children) == len(keep) else children[:len(keep)]
            return [children[n] for n in keep]
    elif inlined and splice[0] == keep[0]:
        rest = keep[1:]

        def build(children: list) -> list:
            # Left recursion of a longer group: grow the first child's list in place.
            out = children[keep[0]]
            for n in rest:
                if n in splice:
                    out.extend(children[n])
                else:
                    out.append(children[n])
            return out
    else:
        def build(children: list) -> list:
            out: list = []
            for n in keep:
                if n in splice:
                    out.extend(children[n])
                else:
                    out.append(children[n])
            return out

    if inlined:
        def inline(children: list) -> _Flat:
            out = build(children)
            return out if type(out) is _Flat else _Flat(out)
        return inline
    if expand1:
        def maybe(children: list) -> object:
            out = build(children)
            return out[0] if len(out) == 1 or method is None else method(out)
        return maybe
    assert method is not None
    if not splice and prefix:
        # Most rules: the method gets the children, less the _NL that ends the line.
        size = len(keep)

        def head(children: list) -> object:
            return method(children if len(children) == size else children[:size])
        return head

    def call(children: list) -> object:
        return method(build(children))
    return call


_NL = ("_NL", "", 0, 0, 0, 0)


class _Stack:
    """The LALR parser's stacks, fed one token at a time (lark's algorithm, inlined).

    This loop is the whole cost of parsing a long booklet, so it is kept flat: the table's
    actions are ints, the rules' functions a list.
    """

    __slots__ = ("actions", "callbacks", "rules", "states", "values")

    def __init__(self, machine: _Machine, callbacks: list[Callable]) -> None:
        self.actions = machine.actions
        self.rules = machine.rules
        self.callbacks = callbacks
        self.states = [machine.start]
        self.values: list[object] = []

    def feed(self, tokens: list[tuple], stop: int) -> int:
        """Feed ``tokens[:stop]``; index ``len(tokens)`` stands for the line's ``_NL``.

        Returns the height of the stack just before the first token was shifted (after the
        reductions it caused): where to cut back to forget the line. Raises ``_Error``
        (with ``.at``, the index of the token refused, and ``.base``, that height) when a
        token has no action in the current state.
        """
        actions, rules, callbacks = self.actions, self.rules, self.callbacks
        states, values = self.states, self.values
        n = len(tokens)
        base = 0
        for i in range(stop):
            tok = tokens[i] if i < n else _NL
            type_ = tok[0]
            while True:
                row = actions[states[-1]]
                action = row.get(type_)
                if action is None:
                    error = _Error({t for t in row if t.isupper()})
                    error.at = i
                    error.base = base
                    raise error
                if action >= 0:
                    if not i:
                        base = len(states)
                    states.append(action)
                    values.append(tok)
                    break
                rule = -1 - action
                size, name = rules[rule]
                if size:
                    children = values[-size:]
                    del states[-size:]
                    del values[-size:]
                else:
                    children = []
                values.append(callbacks[rule](children))
                states.append(actions[states[-1]][name])
        return base

    def finish(self) -> object:
        """Reduce to the start symbol at the end of the file; its value."""
        actions, rules = self.actions, self.rules
        states, values = self.states, self.values
        while True:
            action = actions[states[-1]].get("$END")
            if action is None or action >= 0:
                raise _Error(set())
            rule = -1 - action
            size, name = rules[rule]
            children = values[-size:] if size else []
            if size:
                del states[-size:]
                del values[-size:]
            values.append(self.callbacks[rule](children))
            if name == "start":
                return values[-1]
            states.append(actions[states[-1]][name])

    def accepts(self, type_: str) -> bool:
        """Whether a token of ``type_`` would be shifted here (a dry run on a copy).

        The table alone can say "reduce" for a token that LALR's merged lookaheads then
        reject; messages that list what was expected use this instead.
        """
        actions, rules = self.actions, self.rules
        stack = list(self.states)
        while True:
            action = actions[stack[-1]].get(type_)
            if action is None:
                return False
            if action >= 0:
                return True
            size, name = rules[-1 - action]
            if size:
                del stack[-size:]
            stack.append(actions[stack[-1]][name])


def parse(source: str, path: str = "<string>") -> ParseResult:
    """Parse one booklet's text; ``path`` names it in spans and diagnostics."""
    diagnostics: list[Diagnostic] = []
    machine = _machine()
    collecting = gc.isenabled()
    if collecting:
        # Parsing makes many small objects and no cycles; the cyclic collector would
        # rescan them again and again (25% of the time of a long booklet). It is switched
        # back on below whatever happens.
        gc.disable()
    try:
        transformer = BookletTransformer(path, source, diagnostics)
        stack = _Stack(machine, _callbacks(machine, transformer))
        feeder = _Feeder(stack, path, diagnostics, transformer.dropped_effects,
                         transformer.dropped_endings)
        feeder.run(units(source, path, diagnostics))
        document = _finish(stack, transformer)
    finally:
        if collecting:
            gc.enable()
    diagnostics.sort(key=lambda d: (d.span.line, d.span.column) if d.span else (0, 0))
    if len(diagnostics) > MAX_ERRORS:
        rest = diagnostics[MAX_ERRORS]
        diagnostics = [*diagnostics[:MAX_ERRORS],
                       syntax("E199", rest.span, count=f"more than {MAX_ERRORS}")]
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
           "DIRECTIVE": "a header directive"}
_HEADINGS = {"K_BRIEFING": "BRIEFING", "K_OBJECTIVES": "OBJECTIVES", "K_RULES": "RULES",
             "K_EVENT": "EVENT", "K_CARD": "CARD", "K_END": "END OF MISSION"}
_ENDINGS = {"GOTO": "`→ TARGET`", "BULLET": "a decision", "LABEL": "outcomes",
            "IF": "a check", "OTHERWISE": "a check"}
_CONDITION = {"NOTED", "HAS", "NOT", "AND", "OR", "LPAR", "RPAR", "NAME", "CMP"}
_ATOM_START = {"IF", "C_IF", "AND", "OR", "NOT", "LPAR"}  # tokens a condition's atom follows
_TRACKED = {*_HEADINGS, "ENTRY_ID", *_ENDINGS, "DOTTED", "DOUBLE"}

# What a terminal is, in the words of docs/language.md, for "expected ..." messages.
_WORDS = {
    "_NL": "the end of the line", "INT": "a number", "SIGNED_INT": "a number",
    "DICE": "dice such as `2D6+1`", "CMP": "a comparison such as `<` or `>=`",
    "WORD": "a word", "RSQB": "`]`", "LSQB": "`[`", "SEP": "`:` or `—`",
    "TITLE": "a title", "CODE": "a card code such as `TR7`",
    "STRING": "a path in double quotes", "TEXT": "the option text",
    "LOGTAG": "a Log Entry in parentheses", "ARROW": "`→ TARGET`",
    "ENTRY_REF": "an entry id such as `7.2`", "CONTINUE": "`CONTINUE THE MISSION`",
    "COLON": "`:`", "NOTED": "`noted NAME`", "HAS": "`has NAME`", "NOT": "`not`",
    "LPAR": "`(`", "RPAR": "`)`", "AND": "`and`", "OR": "`or`",
    "NAME": "a name (a letter, then letters, digits, `_` or `-`)", "PER": "`per`",
    "C_IF": "`if`", "COMMA": "`,`",
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


def _found(tok: tuple) -> str:
    if tok[0] == "_NL":
        return "the end of the line"
    text = tok[1]
    if len(text) > 40:
        text = text[:37] + "..."
    return f"`{text}`"


def _tspan(path: str, tok: tuple) -> Span:
    return Span(path, tok[2], tok[3], tok[4], tok[5])


class _Feeder:
    """Feeds units to the parser, reporting and recovering as the module docstring says."""

    def __init__(self, stack: _Stack, path: str, diagnostics: list[Diagnostic],
                 dropped_effects: list[int], dropped_endings: list[int]) -> None:
        self.stack = stack
        self.actions = stack.actions
        self.path = path
        self.diagnostics = diagnostics
        # The open blocks, for "in entry 7.2 of EVENT 7 opened at line 12".
        self.section: tuple[str, int] | None = None
        self.entry: tuple[str, int] | None = None
        self.ending: tuple[str, int] | None = None
        self.closed: tuple[str, int] | None = None
        # Lines of effects dropped for a syntax error: outcome lines right after one are
        # not reported again as outcomes without an effect (E111).
        self.dropped_effects = dropped_effects
        # Lines of endings dropped for a syntax error: an entry left without an ending by
        # one is marked ``broken``, so the checks do not also report it as having none.
        self.dropped_endings = dropped_endings

    def report(self, diagnostic: Diagnostic) -> None:
        self.diagnostics.append(diagnostic)

    def run(self, units: Iterable[list[tuple]]) -> None:
        recovering = False
        skip_section = False
        stack = self.stack
        states, values, actions = stack.states, stack.values, stack.actions
        feed = stack.feed
        track = self.track
        diagnostics = self.diagnostics
        for unit in units:
            if len(diagnostics) > MAX_ERRORS:
                return  # parse() cuts the report at MAX_ERRORS and says so (E199)
            first = unit[0]
            kind = first[0]
            if kind == "BAD":
                recovering = True
                continue
            if skip_section:
                if kind not in _HEADINGS and kind not in _HEADER:
                    continue
                skip_section = False
            if kind not in actions[states[-1]]:
                if not recovering:
                    self.report(self.misplaced(unit))
                recovering = True
                continue
            try:
                feed(unit, len(unit) + (kind != "PROSE"))
            except _Error as error:
                if error.at == 0:
                    # Reductions the table allowed, then no shift (LALR lookahead
                    # merging): the stack is still sound, the line cannot stand here.
                    if not recovering:
                        self.report(self.misplaced(unit))
                    recovering = True
                    continue
                self.report(self.broken(unit, error.at, error.expected))
                # Forget the line: back to the stack as it was just before its first
                # token was shifted (only this line's tokens are above that height).
                del states[error.base:]
                del values[error.base - 1:]
                if kind == "LSQB":
                    self.dropped_effects.append(first[2])
                elif kind in _ENDINGS:
                    self.dropped_endings.append(first[2])
                if kind in ("K_EVENT", "K_CARD"):
                    skip_section = True
                continue
            recovering = False
            if kind in _TRACKED:
                track(unit)

    # ------------------------------------------------------------------ context

    def track(self, unit: list[tuple]) -> None:
        first = unit[0]
        kind = first[0]
        if kind in _HEADINGS:
            name = _HEADINGS[kind]
            if kind in ("K_EVENT", "K_CARD"):
                name = f"{name} {unit[1][1].upper()}"
            self.section = (name, first[2])
            self.entry = self.ending = self.closed = None
        elif kind == "ENTRY_ID":
            self.entry = (first[1].upper(), first[2])
            self.ending = self.closed = None
        elif kind in _ENDINGS:
            if self.entry and self.ending is None:
                self.ending = (_ENDINGS[kind], first[2])
        elif self.entry:  # a horizontal line
            self.closed = (self.entry[0], first[2])
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
        accepted = {t for t in self.actions[self.stack.states[-1]] if self.stack.accepts(t)}
        words = [w for types, w in _LINE_WORDS if types & accepted]
        if not words:
            return "nothing more"
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]

    def misplaced(self, unit: list[tuple]) -> Diagnostic:
        """A well-formed line that cannot stand where it is (E103)."""
        first = unit[0]
        kind, text = first[0], first[1]
        span = Span(self.path, first[2], first[3], unit[-1][4], unit[-1][5])
        hint = "here the booklet expects " + self.expected_lines()
        if kind == "PROSE":
            what = "prose"
        elif kind == "ENTRY_ID":
            what = f"the entry id `{text}`"
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
        elif kind == "K_SUCCESS":
            what = "`SUCCESS POINTS`"
            hint = "SUCCESS POINTS goes at the end of the END OF MISSION section"
        elif kind in _HEADINGS:
            what = f"the heading `{text}`"
        else:
            what = {"GOTO": "`→ TARGET`", "LABEL": f"the outcome `{text}`",
                    "IF": "a check arm (`if ... → TARGET`)",
                    "OTHERWISE": "`otherwise → TARGET`"}.get(kind, f"`{text}`")
        if kind in _ENDINGS and self.ending:
            hint = (f"entry {self.entry[0] if self.entry else ''} already ends with "
                    f"{self.ending[0]} at line {self.ending[1]}; an entry has one ending: "
                    "close it with a horizontal line and start another entry")
        elif kind in ("PROSE", "LSQB", "BULLET", *_ENDINGS) and self.closed:
            hint = f"start a new entry with its id on a line of its own first; {hint}"
        if kind in ("PROSE", "BULLET", "LSQB") and "expects" in hint:
            hint += "; to write this as prose, start the line with `\\`"
        return syntax("E103", span, hint=hint, what=what, where=self.where())

    def broken(self, unit: list[tuple], i: int, expected: set[str]) -> Diagnostic:
        """A line that goes wrong at its i-th token (E104 to E108); i == len: at its end.

        Like E103, the diagnostic says which block is still open, in its hint (the message
        says what was expected, and a message line stays readable in 80 columns). A header
        directive or a heading opens no block: it gets no context (the block before it
        would mislead).
        """
        diagnostic = self.expected_here(unit, i, expected)
        head = unit[0][0]
        if head in _HEADER or head in _HEADINGS:
            return diagnostic
        where = "this line is " + self.where()
        hint = f"{diagnostic.hint}; {where}" if diagnostic.hint else where
        return replace(diagnostic, hint=hint)

    def expected_here(self, unit: list[tuple], i: int, expected: set[str]) -> Diagnostic:
        """What ``broken`` reports, without the open block."""
        prev = unit[i - 1]
        if i < len(unit):
            tok = unit[i]
        else:  # the end of the line, just after its last token
            tok = ("_NL", "", prev[4], prev[5] + 1, prev[4], prev[5] + 1)
        kind, pkind, head = tok[0], prev[0], unit[0][0]
        span = _tspan(self.path, tok)
        # The table's expected set merges lookaheads of similar places (a condition in
        # an option, a check, a Success Points line); keep what really fits here.
        expected = {t for t in expected if self.stack.accepts(t)} or expected
        found = _found(tok)
        order = [t for t in _WORDS if t in expected]
        if pkind == "TEXT":
            after = "after the option text" if head == "BULLET" else "after the text"
        elif pkind == "LABEL":
            after = f"after the outcome `{prev[1]}`"
        elif pkind in _CONDITION:
            after = f"after `{prev[1]}` in the condition"
        elif pkind in _HEADER or pkind in _HEADINGS:
            after = f"after {_HEADER.get(pkind) or _HEADINGS.get(pkind)}"
        elif pkind == "INT" and head in ("K_EVENT", "K_MISSION"):
            after = "after the number"
        else:
            after = f"after `{prev[1]}`"
        hint = None
        if "ARROW" in expected:
            return syntax("E105", span, after=after, found=found)
        if pkind in ("ARROW", "GOTO"):
            if tok[1].upper().startswith("CONTINUE"):
                hint = "write `→ CONTINUE THE MISSION`"
            return syntax("E106", span, hint=hint, found=found)
        if pkind in ("ENTRY_REF", "CONTINUE"):
            return syntax("E106", span, found=f"more after the target: {found}",
                          hint="an arrow leads to one place; put the rest in prose")
        if any(t[0] == "LSQB" for t in unit[:i]):
            if "RSQB" in expected and kind == "_NL":
                hint = ("close the effect with `]`; to write prose starting with `[`, "
                        "start the line with `\\[`")
            elif pkind == "RSQB":
                hint = "an effect is a line of its own; put the text on the next line"
            return syntax("E107", span, hint=hint, expected=_plain(order), after=after,
                          found=found)
        if (pkind == "NAME" and i >= 2 and unit[i - 2][0] in _ATOM_START
                and kind not in ("CMP", "NAME")):
            # A bare name where a test was meant (`if WELL → 7.2`): point at the name.
            name = prev[1]
            return syntax("E108", _tspan(self.path, prev),
                          hint=(f"write `noted {name}` (a Log Entry), `has {name}` (a marker) "
                                f"or compare a number of the game: `{name} < 3`"),
                          expected="`noted NAME`, `has NAME`, `not`, `(` or a comparison",
                          after=f"after `{unit[i - 2][1]}` in the condition",
                          found=f"`{name}`")
        if expected & _CONDITION or pkind in _CONDITION:
            if "COLON" in expected and head == "BULLET":
                hint = "end an option's condition with `:`, as in `• if noted A: text → 7.2`"
            elif pkind in ("IF", "C_IF") and kind in ("NAME", "JUNK"):
                hint = (f"write `noted {tok[1]}` (a Log Entry), `has {tok[1]}` (a marker) or "
                        f"compare a number of the game: `{tok[1]} < 3`")
            return syntax("E108", span, hint=hint, expected=_plain(order), after=after,
                          found=found)
        if head == "K_INCLUDE":
            return syntax("E115", span, after=after)
        if head in ("K_EVENT", "K_MISSION", "K_CARD"):
            word = _HEADINGS.get(head, "MISSION")
            hint = f"write it as `{word} {'CODE' if word == 'CARD' else '1'}: Title`"
        return syntax("E104", span, hint=hint, expected=_plain(order), after=after,
                      found=found)


def load(path: str | Path) -> LoadResult:
    """``crawlbook.dsl.loader.load``: parse a file and, depth first, its INCLUDEs."""
    from crawlbook.dsl.loader import load as _load

    return _load(path)
