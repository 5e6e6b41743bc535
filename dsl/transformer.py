"""Grammar rules -> the frozen AST nodes of ``dsl/nodes.py``, each with its source span.

The parser runs this transformer inline: one method per grammar rule is called as the LALR
parser reduces it, with the rule's children (tokens and the nodes already built), so no
``lark.Tree`` is ever made and lists are built without recursion, whatever their length.
Rules starting with ``_`` in ``grammar.lark`` are inlined, so a method may receive a flat
list (an entry gets its id, body items, ending, trailing items and closing line side by
side). Tokens are the classifier's tuples ``(type, text, line, column, end_line,
end_column)``, already in ``Span``'s convention (1-based, ends inclusive).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import Any

from crawlbook.dsl.diagnostics import Diagnostic, syntax
from crawlbook.dsl.grammar_standalone import Transformer
from crawlbook.dsl.lines import split as split_lines
from crawlbook.dsl.nodes import (
    And,
    Arg,
    Arm,
    Branch,
    Briefing,
    Card,
    Compare,
    Condition,
    Decision,
    DirectiveLine,
    Document,
    Effect,
    EndOfMission,
    Entry,
    Event,
    Goto,
    Has,
    Include,
    LineKind,
    MissionTitle,
    Not,
    Noted,
    Objective,
    Objectives,
    Option,
    Or,
    Outcome,
    PointsRule,
    Pred,
    Prose,
    Resolve,
    Rules,
    Ruleset,
    Span,
    StartAt,
    Target,
)

_new = object.__new__
# The slots' descriptors, read from the class's namespace (type checkers see fields).
_set_file = vars(Span)["file"].__set__
_set_line = vars(Span)["line"].__set__
_set_column = vars(Span)["column"].__set__
_set_end_line = vars(Span)["end_line"].__set__
_set_end_column = vars(Span)["end_column"].__set__


def _span(file: str, line: int, column: int, end_line: int, end_column: int) -> Span:
    """``Span(...)``, twice as fast: a long booklet makes a hundred thousand spans, and a
    frozen dataclass's ``__init__`` goes through ``object.__setattr__`` for each field. The
    slots are filled directly; the object is an ordinary ``Span`` in every other way."""
    span = _new(Span)
    _set_file(span, file)
    _set_line(span, line)
    _set_column(span, column)
    _set_end_line(span, end_line)
    _set_end_column(span, end_column)
    return span


def _target(file: str, t: tuple) -> Target:
    """An ENTRY_REF or CONTINUE token as a Target."""
    ref = Target.CONTINUE if t[0] == "CONTINUE" else t[1].upper()
    return Target(ref, _span(file, t[2], t[3], t[4], t[5]))


class _HLine:
    """The horizontal line closing an entry (internal: becomes Entry.line/line_span)."""

    __slots__ = ("kind", "span")

    def __init__(self, kind: LineKind, span: Span) -> None:
        self.kind = kind
        self.span = span


class _Outcomes(list):
    """Outcome lines waiting for the effect before them (the entry builds the Resolve)."""

    __slots__ = ()


class _Points(list):
    """The SUCCESS POINTS lines of the End of Mission, and its heading token."""

    __slots__ = ("heading",)
    heading: tuple


class BookletTransformer(Transformer):
    """Builds one ``Document``; problems found while building go to ``diagnostics``."""

    def __init__(self, path: str, source: str, diagnostics: list[Diagnostic]) -> None:
        super().__init__(visit_tokens=False)
        self.path = path
        self.source = source
        self.diagnostics = diagnostics
        # Lines of effects the parser dropped for a syntax error (already reported).
        self.dropped_effects: list[int] = []
        # Lines of endings (`→ TARGET`, options, outcomes, check arms) the parser dropped
        # for a syntax error: an entry left without an ending by one is ``broken``.
        self.dropped_endings: list[int] = []

    # ------------------------------------------------------------------ helpers

    def span(self, first: Any, last: Any = None) -> Span:
        """From the start of ``first`` to the end of ``last`` (tokens or nodes)."""
        if last is None:
            last = first
        if isinstance(last, list):  # outcome lines waiting for their effect
            last = last[-1]
        a = (first[2], first[3]) if type(first) is tuple else (first.span.line,
                                                                first.span.column)
        if type(last) is tuple:
            return _span(self.path, a[0], a[1], last[4], last[5])
        return _span(self.path, a[0], a[1], last.span.end_line, last.span.end_column)

    def tspan(self, children: list[Any]) -> Span:
        first, last = children[0], children[-1]
        if type(first) is tuple and type(last) is tuple:  # most rules: tokens at both ends
            return _span(self.path, first[2], first[3], last[4], last[5])
        return self.span(first, last)

    def tok(self, t: tuple) -> Span:
        return _span(self.path, t[2], t[3], t[4], t[5])

    def prose(self, t: tuple) -> Prose:
        return Prose(t[1], _span(self.path, t[2], t[3], t[4], t[5]))

    # ------------------------------------------------------------------ document

    def start(self, children: list[Any]) -> Document:
        source = self.source
        lines = split_lines(source)
        end = _span(self.path, 1, 1, len(lines), max(1, len(lines[-1])))
        return Document(self.path, tuple(children), end, self.source)

    def ruleset(self, c: list[Any]) -> Ruleset:
        return Ruleset(c[1][1], self.tspan(c))

    def include(self, c: list[Any]) -> Include:
        return Include(c[1][1], self.tspan(c))

    def mission(self, c: list[Any]) -> MissionTitle:
        title = c[3][1].strip() if len(c) > 3 else ""
        return MissionTitle(int(c[1][1]), title, self.tspan(c))

    def directive(self, c: list[Any]) -> DirectiveLine:
        words = []
        effect = None
        path = self.path
        for t in c:
            if type(t) is Effect:
                effect = t
                continue
            span = _span(path, t[2], t[3], t[4], t[5])
            kind = t[0]
            if kind in ("INT", "SIGNED_INT"):
                words.append(Arg(int(t[1]), span, kind == "SIGNED_INT", "int"))
            elif kind == "DICE":
                words.append(Arg(t[1].upper(), span, False, "dice"))
            elif kind in ("COLON", "COMMA"):
                words.append(Arg(t[1], span, False, "punct"))
            else:
                words.append(Arg(t[1], span))
        return DirectiveLine(tuple(words), self.tspan(c), effect)

    # ------------------------------------------------------------------ sections

    def briefing(self, c: list[Any]) -> Briefing:
        return Briefing(tuple(self.prose(t) for t in c[1:]), self.tspan(c))

    def objectives(self, c: list[Any]) -> Objectives:
        return Objectives(tuple(c[1:]), self.tspan(c))

    def objective(self, c: list[Any]) -> Objective:
        log = c[2][1].upper() if len(c) > 2 else None
        return Objective(c[1][1], self.tspan(c), log)

    def rules(self, c: list[Any]) -> Rules:
        items = tuple(self.prose(x) if type(x) is tuple else x for x in c[1:])
        return Rules(items, self.tspan(c))

    def _heading(self, c: list[Any]) -> tuple[str, Span, list[Any]]:
        """Title, header span and entries of an EVENT or CARD."""
        n = 2
        title = ""
        if len(c) > 2 and type(c[2]) is tuple and c[2][0] == "SEP":
            n = 3
            if len(c) > 3 and type(c[3]) is tuple and c[3][0] == "TITLE":
                title = c[3][1].strip()
                n = 4
        return title, self.span(c[0], c[n - 1]), c[n:]

    def event(self, c: list[Any]) -> Event:
        title, header, entries = self._heading(c)
        return Event(int(c[1][1]), title, tuple(entries), self.tspan(c), header)

    def card(self, c: list[Any]) -> Card:
        title, header, entries = self._heading(c)
        return Card(c[1][1].upper(), title, tuple(entries), self.tspan(c), header)

    def end_of_mission(self, c: list[Any]) -> EndOfMission:
        points: tuple[PointsRule, ...] = ()
        paragraphs = []
        last = c[-1]
        for x in c[1:]:
            if isinstance(x, _Points):
                points = tuple(x)
                last = x[-1] if x else x.heading
            else:
                paragraphs.append(self.prose(x))
        return EndOfMission(tuple(paragraphs), points, self.span(c[0], last))

    def success_points(self, c: list[Any]) -> _Points:
        points = _Points(c[1:])
        points.heading = c[0]
        return points

    def points_line(self, c: list[Any]) -> PointsRule:
        points = int(c[0][1])
        span = self.tspan(c)
        if c[1][0] == "C_IF":
            return PointsRule(points, span, condition=c[2])
        every = 1
        words = c[2:]
        if words[0][0] == "INT":
            every = int(words[0][1])
            words = words[1:]
        per = " ".join(w[1].upper() for w in words)
        return PointsRule(points, span, per=per, every=every)

    # ------------------------------------------------------------------ entries

    def entry(self, c: list[Any]) -> Entry:
        id_tok = c[0]
        body: list[Any] = []
        trailing: list[Any] = []
        ending: Any = None
        line: LineKind | None = None
        line_span = None
        broken = False
        lost: tuple[Any, ...] = ()
        for x in c[1:]:
            kind = type(x)
            if kind is tuple:
                (trailing if ending is not None else body).append(self.prose(x))
            elif kind is Effect:
                (trailing if ending is not None else body).append(x)
            elif kind is _HLine:
                line, line_span = x.kind, x.span
            elif kind is _Outcomes:
                ending = self.resolve(body, x)
                broken = ending is None  # E111, or its effect was dropped (E107, E109)
                lost = tuple(x) if broken else ()
            else:
                ending = x
        if ending is None and not broken:
            # An ending line of this entry dropped for a syntax error: the entry is reduced
            # when the line after it is read, so any dropped ending after its id is its own.
            dropped = self.dropped_endings
            broken = bool(dropped) and dropped[-1] > id_tok[2]
        return Entry(id_tok[1].upper(), tuple(body), ending, self.tspan(c), self.tok(id_tok),
                     tuple(trailing), line, line_span, broken, lost)

    # A numbered book's section (`12`) is an entry written with no heading above it.
    section = entry

    def whole_entry(self, lines: list[tuple[str, list[tuple]]],
                    condition: Callable[[list[tuple]], Condition]) -> Entry:
        """The ``Entry`` of a whole entry (``parser._entries``: its id line, lines of the
        kinds fed whole in the order ``grammar.lark``'s ``entry`` allows, its horizontal
        line last), as ``entry`` builds it from what the methods of its lines' rules
        (``effect``, ``goto``, ``option`` and ``decision``, ``outcome`` and ``resolve``,
        ``arm`` and ``branch``, ``hline``) return, in the same order (their diagnostics
        too), but in one call, each span made from the lines' tokens at once.
        ``condition`` builds a check arm's condition (``parser._condition``).

        A call per entry instead of one per line and per span: the benchmark's booklet
        parses in about a tenth fewer instructions (docs/performance.md, "check
        throughput"; guarded by benchmarks/check_compare.py; the same document,
        tests/dsl/test_dsl_whole_entries.py)."""
        path = self.path
        id_tok = lines[0][1][0]
        body: list[Any] = []
        items = body  # the body, then the items after the ending
        trailing: list[Any] = []
        ending: Any = None
        broken = False
        lost: tuple[Any, ...] = ()
        last = len(lines) - 1  # the horizontal line
        i = 1
        while i < last:
            kind, unit = lines[i]
            i += 1
            if kind == "PROSE":
                t = unit[0]
                items.append(Prose(t[1], _span(path, t[2], t[3], t[4], t[5])))
                continue
            if kind == "EFFECT_LINE":
                items.append(self.effect(unit))
                continue
            if kind == "GOTO_LINE":
                t, end = unit[0], unit[1]
                ending = Goto(_target(path, end), _span(path, t[2], t[3], end[4], end[5]))
                items = trailing
                continue
            run = [unit]  # a run of options, outcomes or arms
            while i < last and lines[i][0] == kind:
                run.append(lines[i][1])
                i += 1
            first, end = run[0][0], run[-1][-1]
            if kind == "OPTION_LINE":  # `• text → TARGET`
                ending = Decision(tuple([
                    Option(u[1][1], _target(path, u[3]),
                           _span(path, u[0][2], u[0][3], u[3][4], u[3][5])) for u in run]),
                    _span(path, first[2], first[3], end[4], end[5]))
            elif kind == "OUTCOME_LINE":  # `LABEL → TARGET`
                outcomes = _Outcomes([
                    Outcome(u[0][1].lower(), _target(path, u[2]),
                            _span(path, u[0][2], u[0][3], u[2][4], u[2][5]),
                            _span(path, u[0][2], u[0][3], u[0][4], u[0][5])) for u in run])
                ending = self.resolve(body, outcomes)
                broken = ending is None  # E111, or its effect was dropped (E107, E109)
                lost = tuple(outcomes) if broken else ()
            else:  # ARM_LINE: `if COND → TARGET`, `otherwise → TARGET`
                arms = [Arm(_target(path, u[-1]), _span(path, u[0][2], u[0][3], u[-1][4],
                                                        u[-1][5]),
                            condition(u[1:-2]) if u[0][0] == "IF" else None) for u in run]
                ending = self.branch(arms)
            if ending is not None:  # outcomes without their effect end nothing (E111)
                items = trailing
        t = lines[last][1][0]
        line: LineKind = "dotted" if t[0] == "DOTTED" else "double"
        if ending is None and not broken:
            dropped = self.dropped_endings  # as ``entry`` says
            broken = bool(dropped) and dropped[-1] > id_tok[2]
        return Entry(id_tok[1].upper(), tuple(body), ending,
                     _span(path, id_tok[2], id_tok[3], t[4], t[5]),
                     _span(path, id_tok[2], id_tok[3], id_tok[4], id_tok[5]), tuple(trailing),
                     line, _span(path, t[2], t[3], t[4], t[5]), broken, lost)

    def start_at(self, c: list[Any]) -> StartAt:
        refs = tuple(Target(t[1].upper(), self.tok(t)) for t in c[1:])
        return StartAt(refs, self.tspan(c))

    def resolve(self, body: list[Any], outcomes: _Outcomes) -> Resolve | None:
        if body and type(body[-1]) is Effect:
            effect = body.pop()
            return Resolve(effect, tuple(outcomes), self.span(effect, outcomes[-1]))
        first = outcomes[0]
        after = body[-1].span.end_line if body else 0
        at = bisect.bisect_right(self.dropped_effects, after)
        if at < len(self.dropped_effects) and self.dropped_effects[at] < first.span.line:
            return None  # the effect was dropped for a syntax error, already reported
        self.diagnostics.append(syntax("E111", first.label_span, label=first.label,
                                       hint="put the effect, such as [TEST LEAD SURVIVAL "
                                            "DIFF 2], on the line right before its outcomes"))
        return None

    def effect(self, c: list[Any]) -> Effect:
        args = []
        path = self.path
        for t in c[2:-1]:
            span = _span(path, t[2], t[3], t[4], t[5])
            if t[0] == "WORD":
                args.append(Arg(t[1], span))
            elif t[0] == "DICE":
                args.append(Arg(t[1].upper(), span, False, "dice"))
            else:
                args.append(Arg(int(t[1]), span, t[0] == "SIGNED_INT", "int"))
        return Effect(c[1][1], tuple(args), self.tspan(c), self.tok(c[1]))

    effect_line = effect

    def goto(self, c: list[Any]) -> Goto:
        return Goto(self.target(c[1]), self.tspan(c))

    def decision(self, c: list[Any]) -> Decision:
        return Decision(tuple(c), self.tspan(c))

    def option(self, c: list[Any]) -> Option:
        condition = c[2] if c[1][0] == "C_IF" else None
        return Option(c[-3][1], self.target(c[-1]), self.tspan(c), condition)

    def outcomes(self, c: list[Any]) -> _Outcomes:
        return _Outcomes(c)

    def outcome(self, c: list[Any]) -> Outcome:
        return Outcome(c[0][1].lower(), self.target(c[2]), self.tspan(c), self.tok(c[0]))

    def branch(self, c: list[Any]) -> Branch:
        for arm in c[:-1]:
            if arm.condition is None:
                self.diagnostics.append(syntax("E112", arm.span))
        return Branch(tuple(c), self.tspan(c))

    def arm(self, c: list[Any]) -> Arm:
        condition = c[1] if c[0][0] == "IF" else None
        return Arm(self.target(c[-1]), self.tspan(c), condition)

    def target(self, t: tuple) -> Target:
        """An ENTRY_REF or CONTINUE token as a Target."""
        return _target(self.path, t)

    def hline(self, c: list[Any]) -> _HLine:
        return _HLine("dotted" if c[0][0] == "DOTTED" else "double", self.tok(c[0]))

    # ------------------------------------------------------------------ conditions

    def negation(self, c: list[Any]) -> Not:
        return Not(c[1], self.tspan(c))

    def either(self, c: list[Any]) -> Or:
        return Or(c[0], c[2], self.tspan(c))

    def both(self, c: list[Any]) -> And:
        return And(c[0], c[2], self.tspan(c))

    def noted(self, c: list[Any]) -> Noted:
        return Noted(c[1][1].upper(), self.tspan(c))

    def has(self, c: list[Any]) -> Has:
        return Has(c[1][1].upper(), self.tspan(c))

    def compare(self, c: list[Any]) -> Compare:
        return Compare(c[0][1].upper(), c[1][1], int(c[2][1]), self.tspan(c))

    def pred(self, c: list[Any]) -> Pred:
        return Pred(c[0][1].lower(), c[1][1].upper(), self.tspan(c))

    def group(self, c: list[Any]) -> Condition:
        return c[1]
