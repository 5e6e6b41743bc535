"""What every check reads: the booklet's sections gathered from all its files, indexed.

``CheckContext.build`` walks the documents of one mission (the checked file and the files
it INCLUDEs, in order) once and indexes what the checks and the lowering need: the set-up
directives, Events and TB cards ("Using the Mission Booklets"), every entry by id, the
Log Entries noted and tested, the markers gained and tested, and each effect bound
against the ruleset's registry (bound once, used by the checks and by ``lower.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from crawlbook.compiler.registry import Problem, Registry
from crawlbook.dsl import nodes as n

if TYPE_CHECKING:
    from crawlbook.compiler.graph import Way
    from crawlbook.compiler.reach import Reachability


@dataclass(frozen=True)
class Owner:
    """An Event or a TB card: the unit the reader enters and leaves with CONTINUE."""

    key: str  # "7" for EVENT 7, "TR7" for CARD TR7
    kind: str  # "event" | "card"
    node: n.Event | n.Card

    @property
    def label(self) -> str:
        return f"Event {self.key}" if self.kind == "event" else f"card {self.key}"

    @property
    def entries(self) -> tuple[n.Entry, ...]:
        return self.node.entries


def entry_sort_key(entry_id: str) -> tuple[int, str]:
    """``7.10`` after ``7.9``: the number after the last dot, numerically."""
    head, _, tail = entry_id.rpartition(".")
    return (int(tail), head) if tail.isdigit() else (1 << 30, entry_id)


@dataclass
class CheckContext:
    documents: list[n.Document]
    registry: Registry | None
    ruleset: str = "tunnel-rats"
    ruleset_node: n.Ruleset | None = None
    title: n.MissionTitle | None = None
    settings: dict[str, n.Setting] = field(default_factory=dict)
    all_settings: list[n.Setting] = field(default_factory=list)
    decks: list[n.LevelDeck] = field(default_factory=list)
    random_combat: n.RandomCombat | None = None
    briefing: list[n.Briefing] = field(default_factory=list)
    objectives: list[n.Objective] = field(default_factory=list)
    rules: list[n.Rules] = field(default_factory=list)
    end: n.EndOfMission | None = None
    owners: list[Owner] = field(default_factory=list)  # every Event and card, duplicates too
    events: dict[int, Owner] = field(default_factory=dict)  # first definition of each
    cards: dict[str, Owner] = field(default_factory=dict)
    entries: dict[str, n.Entry] = field(default_factory=dict)  # first definition of each id
    owner_of: dict[str, Owner] = field(default_factory=dict)
    _bound: dict[int, tuple[dict[str, object], list[Problem]]] = field(default_factory=dict)
    _reach: Reachability | None = None
    _ways: dict[int, list[Way]] = field(default_factory=dict)

    @classmethod
    def build(cls, documents: list[n.Document], registry: Registry | None = None) -> CheckContext:
        ctx = cls(documents=list(documents), registry=None)
        for doc in documents:
            for section in doc.sections:
                ctx._add(section)
        if registry is None:
            from crawlbook import plugins

            found = plugins.get(ctx.ruleset)
            registry = found.language() if found is not None else None
        ctx.registry = registry
        return ctx

    def _add(self, s: n.Section) -> None:
        if isinstance(s, n.Ruleset):
            if self.ruleset_node is None:
                self.ruleset_node, self.ruleset = s, s.name.lower()
        elif isinstance(s, n.MissionTitle):
            self.title = self.title or s
        elif isinstance(s, n.Setting):
            self.all_settings.append(s)
            self.settings.setdefault(s.key, s)
        elif isinstance(s, n.LevelDeck):
            self.decks.append(s)
        elif isinstance(s, n.RandomCombat):
            self.random_combat = self.random_combat or s
        elif isinstance(s, n.Briefing):
            self.briefing.append(s)
        elif isinstance(s, n.Objectives):
            self.objectives.extend(s.items)
        elif isinstance(s, n.Rules):
            self.rules.append(s)
        elif isinstance(s, n.EndOfMission):
            self.end = self.end or s
        elif isinstance(s, n.Event | n.Card):
            owner = (Owner(str(s.number), "event", s) if isinstance(s, n.Event)
                     else Owner(s.code.upper(), "card", s))
            self.owners.append(owner)
            table: dict = self.events if isinstance(s, n.Event) else self.cards
            key = s.number if isinstance(s, n.Event) else owner.key
            if key in table:
                return
            table[key] = owner
            for entry in s.entries:
                if entry.id not in self.entries:
                    self.entries[entry.id] = entry
                    self.owner_of[entry.id] = owner

    # ------------------------------------------------------------------ queries

    def unique_owners(self) -> list[Owner]:
        """Each Event and card once (its first definition), in source order."""
        return [o for o in self.owners
                if (self.events.get(int(o.key)) if o.kind == "event" else self.cards.get(o.key))
                is o]

    def first_entry(self, owner: Owner) -> n.Entry | None:
        """Where reading starts: the lowest-numbered entry that belongs to the owner."""
        own = [e for e in owner.entries if self.owner_of.get(e.id) is owner]
        return min(own, key=lambda e: entry_sort_key(e.id)) if own else None

    def bind(self, effect: n.Effect, *, rule: bool = False) -> tuple[dict[str, object],
                                                                     list[Problem]]:
        """The effect's params and problems against the registry (cached per node)."""
        key = id(effect)
        if key not in self._bound:
            if self.registry is None:
                self._bound[key] = ({}, [])
            else:
                self._bound[key] = self.registry.bind(effect, rule=rule)
        return self._bound[key]

    def effects(self) -> Iterator[tuple[n.Effect, n.Entry | None, bool]]:
        """Every effect with the entry it is in (None outside entries) and whether a rule."""
        for owner in self.owners:
            for entry in owner.entries:
                for item in (*entry.body, *entry.trailing):
                    if isinstance(item, n.Effect):
                        yield item, entry, False
                if isinstance(entry.ending, n.Resolve):
                    yield entry.ending.effect, entry, False
        for rules in self.rules:
            for item in rules.items:
                if isinstance(item, n.Effect):
                    yield item, None, True
        if self.random_combat is not None:
            yield self.random_combat.effect, None, False

    def entry_effects(self, entry: n.Entry) -> Iterator[n.Effect]:
        """The effects carried out when the entry is read (body, then a resolve effect)."""
        for item in entry.body:
            if isinstance(item, n.Effect):
                yield item
        if isinstance(entry.ending, n.Resolve):
            yield entry.ending.effect

    def conditions(self) -> Iterator[n.Condition]:
        """Every condition written in the booklet (options, arms, Success Points)."""
        for owner in self.owners:
            for entry in owner.entries:
                ending = entry.ending
                if isinstance(ending, n.Decision):
                    yield from (o.condition for o in ending.options if o.condition)
                elif isinstance(ending, n.Branch):
                    yield from (a.condition for a in ending.arms if a.condition)
        if self.end is not None:
            yield from (p.condition for p in self.end.points if p.condition)

    def ways(self, entry: n.Entry) -> list[Way]:
        """The entry's ways out (``graph.entry_ways``), computed once per entry node."""
        key = id(entry)
        found = self._ways.get(key)
        if found is None:
            from crawlbook.compiler.graph import entry_ways

            found = self._ways[key] = entry_ways(entry)
        return found

    def reach(self) -> Reachability:
        """Reachability in play (``reach.py``), computed once."""
        if self._reach is None:
            from crawlbook.compiler.reach import analyse

            self._reach = analyse(self)
        return self._reach

    def main_path(self) -> str:
        return self.documents[0].path if self.documents else ""


# ---------------------------------------------------------------------- conditions


def atoms(cond: n.Condition) -> Iterator[n.Noted | n.Has]:
    """The ``noted``/``has`` leaves of a condition, left to right (no recursion limit)."""
    stack: list[n.Condition] = [cond]
    while stack:
        c = stack.pop()
        if isinstance(c, n.Noted | n.Has):
            yield c
        elif isinstance(c, n.Not):
            stack.append(c.operand)
        else:
            stack += [c.right, c.left]


def cond_text(cond: n.Condition) -> str:
    """The condition as an author writes it, with only the parentheses it needs."""
    def go(c: n.Condition, parent: int) -> str:
        if isinstance(c, n.Noted):
            return f"noted {c.name.upper()}"
        if isinstance(c, n.Has):
            return f"has {c.name.upper()}"
        if isinstance(c, n.Not):
            return "not " + go(c.operand, 3)
        prec, word = (2, "and") if isinstance(c, n.And) else (1, "or")
        text = f"{go(c.left, prec)} {word} {go(c.right, prec)}"
        return f"({text})" if prec < parent else text

    return go(cond, 0)


def cond_json(cond: n.Condition | None) -> dict[str, object] | None:
    """The program-format form: ``{"noted": N}``, ``{"and": [...]}`` (chains flattened)."""
    if cond is None:
        return None
    if isinstance(cond, n.Noted):
        return {"noted": cond.name.upper()}
    if isinstance(cond, n.Has):
        return {"has": cond.name.upper()}
    if isinstance(cond, n.Not):
        return {"not": cond_json(cond.operand)}
    kind = n.And if isinstance(cond, n.And) else n.Or
    key = "and" if kind is n.And else "or"
    parts: list[dict[str, object] | None] = []
    stack: list[n.Condition] = [cond]
    while stack:
        c = stack.pop()
        if isinstance(c, kind):
            stack += [c.right, c.left]
        else:
            parts.append(cond_json(c))
    return {key: parts}
