"""The parser's former route, kept for the parser benchmark: a loop over lark's private
LALR internals (``lark.parsers.lalr_analysis``, the parse table behind
``Lark.parser.parser.parser.parse_table``, the ``Rule`` objects' expansions).

``crawlbook.dsl.parser`` uses lark's public API only (docs/performance.md, "parser", has
the measurements that chose it). This module is the loop it replaced, driven by the same
``_Feeder`` (recovery and messages), so that ``benchmarks/parser_bench.py`` can time the
two routes side by side. It reads lark's internals: a lark release may break it (and only
it: the package does not import it).

One difference in recovery: to forget a line that went wrong in the middle, this route
cuts its stacks back to where they stood just before the line's first token was shifted,
so the reductions that token made stay (they may close a decision or an Event before the
bad line); the package's route puts the parser back where it stood before the line, as
if the line were absent.
"""

from __future__ import annotations

import functools
import gc
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from crawlbook.dsl import parser
from crawlbook.dsl.diagnostics import Diagnostic, syntax
from crawlbook.dsl.lexer import shaped_units
from crawlbook.dsl.nodes import Document
from crawlbook.dsl.shape import BookShape, shapes
from crawlbook.dsl.transformer import BookletTransformer
from lark.parsers.lalr_analysis import Shift


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
    lark = parser.grammar()
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


class _StackParser:
    """``_Stack`` with the interface ``crawlbook.dsl.parser._Feeder`` feeds."""

    def __init__(self, stack: _Stack, own: list[Diagnostic]) -> None:
        self.stack = stack
        self.own = own
        self.expected: set[str] = set()
        self.base = 0

    def feed(self, unit: list[tuple]) -> int:
        stack = self.stack
        if unit[0][0] not in stack.actions[stack.states[-1]]:
            return 0
        try:
            stack.feed(unit, len(unit) + (unit[0][0] != "PROSE"))
        except _Error as error:
            self.expected = error.expected
            self.base = error.base
            return error.at
        return -1

    def forget(self) -> None:
        # Back to the stack as it was just before the line's first token was shifted
        # (only this line's tokens are above that height).
        del self.stack.states[self.base:]
        del self.stack.values[self.base - 1:]

    def accepted(self) -> set[str]:
        stack = self.stack
        return {t for t in stack.actions[stack.states[-1]] if stack.accepts(t)}

    def finish(self) -> object:
        stack = self.stack
        while True:
            try:
                return stack.finish()
            except _Error:
                # Drop the innermost open construct and try again.
                if len(stack.states) <= 1:
                    return None
                stack.states.pop()
                stack.values.pop()


def parse(source: str, path: str = "<string>",
          shape: BookShape | None = None) -> parser.ParseResult:
    """``crawlbook.dsl.parser.parse`` through this route."""
    diagnostics: list[Diagnostic] = []
    machine = _machine()
    collecting = gc.isenabled()
    if collecting:
        gc.disable()
    try:
        transformer = BookletTransformer(path, source, diagnostics)
        # The transformer reports into ``diagnostics`` itself: nothing of its own to count.
        stack = _StackParser(_Stack(machine, _callbacks(machine, transformer)), [])
        route: Any = stack  # a stand-in for the parser's own stack, with its methods
        feeder = parser._Feeder(route, path, diagnostics,
                                transformer.dropped_effects, transformer.dropped_endings)
        feeder.run(shaped_units(source, path, diagnostics, shapes(shape)))
        document = stack.finish()
        if not isinstance(document, Document):
            document = transformer.start([])
    finally:
        if collecting:
            gc.enable()
    diagnostics.sort(key=lambda d: (d.span.line, d.span.column) if d.span else (0, 0))
    if len(diagnostics) > parser.MAX_ERRORS:
        rest = diagnostics[parser.MAX_ERRORS]
        diagnostics = [*diagnostics[:parser.MAX_ERRORS],
                       syntax("E199", rest.span, count=f"more than {parser.MAX_ERRORS}")]
    return parser.ParseResult(document, diagnostics)
