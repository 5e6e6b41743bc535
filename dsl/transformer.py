"""Grammar rules -> the frozen AST nodes of ``dsl/nodes.py``, each with its source span.

The parser runs this transformer inline: lark calls one method per rule as it reduces,
with the rule's children (tokens and the nodes already built), so no ``lark.Tree`` is ever
made and lists are built without recursion, whatever their length. Rules starting with
``_`` in ``grammar.lark`` are inlined, so a method may receive a flat list (an entry gets
its id, body items, ending, trailing items and closing line side by side).

Spans come from the tokens the line classifier made: 1-based lines and columns, ends
inclusive (``Span``'s convention; lark's ``end_column`` is one past the end).
"""

from __future__ import annotations

from typing import Any

from crawlbook.dsl.diagnostics import Diagnostic, syntax
from crawlbook.dsl.nodes import (
    And,
    Arg,
    Arm,
    Branch,
    Briefing,
    Card,
    Condition,
    Decision,
    Document,
    Effect,
    EndOfMission,
    Entry,
    Event,
    EventPlacement,
    Goto,
    Has,
    Include,
    LevelDeck,
    MissionTitle,
    Not,
    Noted,
    Objective,
    Objectives,
    Option,
    Or,
    Outcome,
    Placement,
    PointsRule,
    Prose,
    RandomCombat,
    Resolve,
    Rules,
    Ruleset,
    Setting,
    Span,
    Target,
)
from lark import Token, Transformer

_SETTINGS = {"K_LEVELS": "levels", "K_TB_DECK": "tb_deck", "K_THREAT": "threat",
             "K_ENTRANCE": "entrance_column"}


class _HLine:
    """The horizontal line closing an entry (internal: becomes Entry.line/line_span)."""

    __slots__ = ("kind", "span")

    def __init__(self, kind: str, span: Span) -> None:
        self.kind = kind
        self.span = span


class _Outcomes(tuple):
    """Outcome lines waiting for the effect before them (the entry builds the Resolve)."""

    __slots__ = ()


class _Points(tuple):
    """The SUCCESS POINTS lines of the End of Mission."""

    __slots__ = ()


def _bounds(x: Any) -> tuple[int, int, int, int] | None:
    if isinstance(x, Token):
        end = x.end_column - 1 if x.end_column > x.column or x.end_line != x.line else x.column
        return x.line, x.column, x.end_line, end
    span = getattr(x, "span", None)
    if span is None:
        return None
    return span.line, span.column, span.end_line, span.end_column


class BookletTransformer(Transformer):
    """Builds one ``Document``; problems found while building go to ``diagnostics``."""

    def __init__(self, path: str, source: str, diagnostics: list[Diagnostic]) -> None:
        super().__init__(visit_tokens=False)
        self.path = path
        self.source = source
        self.diagnostics = diagnostics

    # ------------------------------------------------------------------ helpers

    def span(self, first: Any, last: Any = None) -> Span:
        a = _bounds(first)
        b = _bounds(last if last is not None else first)
        if a is None or b is None:
            a = b = a or b or (1, 1, 1, 1)
        return Span(self.path, a[0], a[1], b[2], b[3])

    def tspan(self, children: list[Any]) -> Span:
        return self.span(children[0], children[-1])

    def prose(self, tok: Token) -> Prose:
        return Prose(str(tok), self.span(tok))

    def target_of(self, tok: Token) -> Target:
        return self.target([tok])

    # ------------------------------------------------------------------ document

    def start(self, children: list[Any]) -> Document:
        lines = self.source.split("\n")
        end = Span(self.path, 1, 1, len(lines), max(1, len(lines[-1])))
        return Document(self.path, tuple(children), end, self.source)

    def ruleset(self, c: list[Any]) -> Ruleset:
        return Ruleset(str(c[1]), self.tspan(c))

    def include(self, c: list[Any]) -> Include:
        return Include(str(c[1]), self.tspan(c))

    def mission(self, c: list[Any]) -> MissionTitle:
        title = str(c[3]).strip() if len(c) > 3 else ""
        return MissionTitle(int(c[1]), title, self.tspan(c))

    def setting(self, c: list[Any]) -> Setting:
        return Setting(_SETTINGS[c[0].type], int(c[1]), self.tspan(c))

    def level_deck(self, c: list[Any]) -> LevelDeck:
        return LevelDeck(int(c[1]), int(c[4]), tuple(c[6:]), self.tspan(c))

    def placement(self, c: list[Any]) -> EventPlacement:
        events = tuple(int(t) for t in c[2:] if t.type == "INT")
        words = [t for t in c[2:] if t.type != "INT"]
        where: Placement = "shuffled"
        depth = None
        if words[0].type == "ON":
            where = "top" if words[1].type == "TOP" else "bottom"
        elif words[0].type == "IN":
            where = "in_top" if words[1].type == "TOP" else "in_bottom"
            events, depth = events[:-1], events[-1]
        return EventPlacement(events, where, self.span(c[1], c[-1]), depth)

    def random_combat(self, c: list[Any]) -> RandomCombat:
        return RandomCombat(c[1], self.tspan(c))

    # ------------------------------------------------------------------ sections

    def briefing(self, c: list[Any]) -> Briefing:
        return Briefing(tuple(self.prose(t) for t in c[1:]), self.tspan(c))

    def objectives(self, c: list[Any]) -> Objectives:
        return Objectives(tuple(c[1:]), self.tspan(c))

    def objective(self, c: list[Any]) -> Objective:
        log = str(c[2]).upper() if len(c) > 2 else None
        return Objective(str(c[1]), self.tspan(c), log)

    def rules(self, c: list[Any]) -> Rules:
        items = tuple(self.prose(x) if isinstance(x, Token) else x for x in c[1:])
        return Rules(items, self.tspan(c))

    def _heading(self, c: list[Any]) -> tuple[str, Span, list[Any]]:
        """Title, header span and entries of an EVENT or CARD."""
        n = 2
        title = ""
        if len(c) > 2 and isinstance(c[2], Token) and c[2].type == "SEP":
            n = 3
            if len(c) > 3 and isinstance(c[3], Token) and c[3].type == "TITLE":
                title = str(c[3]).strip()
                n = 4
        return title, self.span(c[0], c[n - 1]), c[n:]

    def event(self, c: list[Any]) -> Event:
        title, header, entries = self._heading(c)
        return Event(int(c[1]), title, tuple(entries), self.tspan(c), header)

    def card(self, c: list[Any]) -> Card:
        title, header, entries = self._heading(c)
        return Card(str(c[1]).upper(), title, tuple(entries), self.tspan(c), header)

    def end_of_mission(self, c: list[Any]) -> EndOfMission:
        points: tuple[PointsRule, ...] = ()
        paragraphs = []
        for x in c[1:]:
            if isinstance(x, _Points):
                points = tuple(x)
            else:
                paragraphs.append(self.prose(x))
        last = c[-1]
        if isinstance(last, _Points):
            last = last[-1] if last else c[0]
        return EndOfMission(tuple(paragraphs), points, self.span(c[0], last))

    def success_points(self, c: list[Any]) -> _Points:
        return _Points(c[1:])

    def points_line(self, c: list[Any]) -> PointsRule:
        points = int(c[0])
        span = self.tspan(c)
        if c[1].type == "C_IF":
            return PointsRule(points, span, condition=c[2])
        every = 1
        words = c[2:]
        if words[0].type == "INT":
            every = int(words[0])
            words = words[1:]
        per = " ".join(str(w).upper() for w in words)
        return PointsRule(points, span, per=per, every=every)

    # ------------------------------------------------------------------ entries

    def entry(self, c: list[Any]) -> Entry:
        id_tok = c[0]
        body: list[Any] = []
        trailing: list[Any] = []
        ending = None
        line = line_span = None
        for x in c[1:]:
            if isinstance(x, Token):
                (trailing if ending is not None else body).append(self.prose(x))
            elif isinstance(x, _HLine):
                line, line_span = x.kind, x.span
            elif isinstance(x, _Outcomes):
                ending = self.resolve(body, x)
            elif isinstance(x, Goto | Decision | Branch):
                ending = x
            else:
                (trailing if ending is not None else body).append(x)
        return Entry(str(id_tok).upper(), tuple(body), ending, self.tspan(c),
                     self.span(id_tok), tuple(trailing), line, line_span)  # type: ignore[arg-type]

    def resolve(self, body: list[Any], outcomes: _Outcomes) -> Resolve | None:
        if body and isinstance(body[-1], Effect):
            effect = body.pop()
            return Resolve(effect, tuple(outcomes), self.span(effect, outcomes[-1]))
        first = outcomes[0]
        self.diagnostics.append(syntax("E111", first.label_span, label=first.label,
                                       hint="put the effect, such as [TEST LEAD SURVIVAL "
                                            "DIFF 2], on the line right before its outcomes"))
        return None

    def effect_line(self, c: list[Any]) -> Effect:
        return c[0]

    def effect(self, c: list[Any]) -> Effect:
        args = []
        for t in c[2:-1]:
            if t.type == "WORD":
                args.append(Arg(str(t), self.span(t)))
            else:
                args.append(Arg(int(t), self.span(t), t.type == "SIGNED_INT"))
        return Effect(str(c[1]), tuple(args), self.tspan(c), self.span(c[1]))

    def goto(self, c: list[Any]) -> Goto:
        return Goto(c[1], self.tspan(c))

    def decision(self, c: list[Any]) -> Decision:
        return Decision(tuple(c), self.tspan(c))

    def option(self, c: list[Any]) -> Option:
        condition = c[2] if c[1].type == "C_IF" else None
        return Option(str(c[-3]), c[-1], self.tspan(c), condition)

    def outcomes(self, c: list[Any]) -> _Outcomes:
        return _Outcomes(c)

    def outcome(self, c: list[Any]) -> Outcome:
        return Outcome(str(c[0]).lower(), c[2], self.tspan(c), self.span(c[0]))

    def branch(self, c: list[Any]) -> Branch:
        for arm in c[:-1]:
            if arm.condition is None:
                self.diagnostics.append(syntax("E112", arm.span))
        return Branch(tuple(c), self.tspan(c))

    def arm(self, c: list[Any]) -> Arm:
        condition = c[1] if c[0].type == "IF" else None
        return Arm(c[-1], self.tspan(c), condition)

    def target(self, c: list[Any]) -> Target:
        tok = c[0]
        ref = Target.CONTINUE if tok.type == "CONTINUE" else str(tok).upper()
        return Target(ref, self.span(tok))

    def hline(self, c: list[Any]) -> _HLine:
        return _HLine("dotted" if c[0].type == "DOTTED" else "double", self.span(c[0]))

    # ------------------------------------------------------------------ conditions

    def negation(self, c: list[Any]) -> Not:
        return Not(c[1], self.tspan(c))

    def either(self, c: list[Any]) -> Or:
        return Or(c[0], c[2], self.tspan(c))

    def both(self, c: list[Any]) -> And:
        return And(c[0], c[2], self.tspan(c))

    def noted(self, c: list[Any]) -> Noted:
        return Noted(str(c[1]).upper(), self.tspan(c))

    def has(self, c: list[Any]) -> Has:
        return Has(str(c[1]).upper(), self.tspan(c))

    def group(self, c: list[Any]) -> Condition:
        return c[1]
