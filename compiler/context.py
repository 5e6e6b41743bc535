"""What every check reads: the booklet's sections gathered from all its files, indexed.

``CheckContext.build`` walks the documents of one mission (the checked file and the files
it INCLUDEs, in order) once and indexes what the checks and the lowering need: the header
directives (bound against the ruleset's registry), Events and cards, every entry by id,
and each effect bound against the registry (bound once, used by the checks and by
``lower.py``). Questions about what effects do are asked by role (``named``), never by a
verb's name (docs/rulesets.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import field
from typing import TYPE_CHECKING

from crawlbook.compiler.registry import Directive, Problem, Registry, bind_directive
from crawlbook.dsl import nodes as n
from crawlbook.dsl.record import mutable_record, record

if TYPE_CHECKING:
    from crawlbook.compiler.graph import MissionGraph, Way
    from crawlbook.compiler.reach import Reachability
    from crawlbook.dsl.diagnostics import Diagnostic

    from crawlbook.ruleset import Ruleset

# isinstance's tuple (an `A | B` union is built anew at each test, and the checks test
# every condition's atoms: benchmarks/check_compare.py)
_ATOMS = (n.Noted, n.Has, n.Compare, n.Pred)


@mutable_record
class BoundDirective:
    """A header line, the directive it names (None: unknown) and its bound value."""

    line: n.DirectiveLine
    spec: Directive | None
    value: object
    problems: list[Problem]


@record
class Book:
    """The numbered sections of a book whose ruleset numbers its entries (``12``, with no
    headings: ``BookShape.numbered``), gathered from every file as one unit the reader
    enters where reading starts and leaves with the book's end words."""

    entries: tuple[n.Entry, ...]
    span: n.Span
    header_span: n.Span  # no heading: the first section's id, where the book opens
    title: str = ""


BOOK = "book"  # the key and kind of a numbered book's one owner


@record
class Owner:
    """An Event or a card (or a numbered book's sections): the unit the reader enters and
    leaves with CONTINUE."""

    key: str  # "7" for EVENT 7, "TR7" for CARD TR7, "book" for a numbered book
    kind: str  # "event" | "card" | "book"
    node: n.Event | n.Card | Book

    @property
    def label(self) -> str:
        if self.kind == BOOK:
            return "the book"
        return f"Event {self.key}" if self.kind == "event" else f"card {self.key}"

    def title(self, registry: Registry | None) -> str:
        """How messages name it: ``Event 7``, ``TB card TR7`` (the ruleset's card kind)."""
        if self.kind == BOOK:
            return "the book"
        if self.kind == "event":
            return f"Event {self.key}"
        kind = registry.card_kind(self.key) if registry else None
        return f"{kind.name if kind else 'card'} {self.key}"

    @property
    def entries(self) -> tuple[n.Entry, ...]:
        return self.node.entries


def entry_sort_key(entry_id: str) -> tuple[int, str]:
    """``7.10`` after ``7.9``: the number after the last dot, numerically."""
    head, _, tail = entry_id.rpartition(".")
    return (int(tail), head) if tail.isdigit() else (1 << 30, entry_id)


@mutable_record
class CheckContext:
    documents: list[n.Document]
    registry: Registry | None
    ruleset: str = ""
    #: the ruleset itself, looked up once by ``build`` and carried: its checks, its
    #: ``setup`` and its editor hovers are asked here (None: none installed)
    plugin: Ruleset | None = None
    ruleset_node: n.Ruleset | None = None
    title: n.MissionTitle | None = None
    header: list[n.DirectiveLine] = field(default_factory=list)  # every header line
    briefing: list[n.Briefing] = field(default_factory=list)
    objectives: list[n.Objective] = field(default_factory=list)
    rules: list[n.Rules] = field(default_factory=list)
    end: n.EndOfMission | None = None
    owners: list[Owner] = field(default_factory=list)  # every Event and card, duplicates too
    events: dict[int, Owner] = field(default_factory=dict)  # first definition of each
    cards: dict[str, Owner] = field(default_factory=dict)
    entries: dict[str, n.Entry] = field(default_factory=dict)  # first definition of each id
    owner_of: dict[str, Owner] = field(default_factory=dict)
    starts: list[n.StartAt] = field(default_factory=list)  # START lines
    sections: list[n.Entry] = field(default_factory=list)  # a numbered book's sections
    _bound: dict[int, tuple[dict[str, object], list[Problem]]] = field(default_factory=dict)
    _bound_written: dict[tuple[object, ...], dict[str, object]] = field(default_factory=dict)
    _reach: Reachability | None = None
    _ways: dict[int, list[Way]] = field(default_factory=dict)
    _directives: list[BoundDirective] | None = None
    _graph: MissionGraph | None = None
    _start_ids: tuple[list[str], ...] | None = None  # start_ids, found once
    _effects: list[tuple[n.Effect, n.Entry | None, bool]] | None = None
    _conditions: list[n.Condition] | None = None
    _by_verb: dict[str, list[int]] | None = None  # verb -> its places in effects()
    _atoms: list[n.Atom] | None = None

    @classmethod
    def build(cls, documents: list[n.Document], registry: Registry | None = None) -> CheckContext:
        ctx = cls(documents=list(documents), registry=None, ruleset="")
        for doc in documents:
            for section in doc.sections:
                ctx._add(section)
        if ctx.sections:
            first, last = ctx.sections[0].span, ctx.sections[-1].span
            span = n.Span(first.file, first.line, first.column, last.end_line, last.end_column)
            book = Owner(BOOK, BOOK, Book(tuple(ctx.sections), span,
                                          ctx.sections[0].id_span))
            ctx.owners.append(book)
            for entry in ctx.sections:
                if entry.id not in ctx.entries:
                    ctx.entries[entry.id] = entry
                    ctx.owner_of[entry.id] = book
        from crawlbook import plugins

        if ctx.ruleset_node is None:
            # A booklet without a RULESET line is read with the default ruleset.
            ctx.ruleset = plugins.default_name() or ""
        if registry is None:
            ctx.plugin = plugins.get(ctx.ruleset)  # a broken one: PluginError, reported
            registry = ctx.plugin.language() if ctx.plugin is not None else None
        else:
            ctx.plugin = plugins.find(ctx.ruleset)
        ctx.registry = registry
        return ctx

    def _add(self, s: n.Section) -> None:
        if isinstance(s, n.Ruleset):
            if self.ruleset_node is None:
                self.ruleset_node, self.ruleset = s, s.name.lower()
        elif isinstance(s, n.MissionTitle):
            self.title = self.title or s
        elif isinstance(s, n.DirectiveLine):
            self.header.append(s)
        elif isinstance(s, n.Briefing):
            self.briefing.append(s)
        elif isinstance(s, n.Objectives):
            self.objectives.extend(s.items)
        elif isinstance(s, n.Rules):
            self.rules.append(s)
        elif isinstance(s, n.EndOfMission):
            self.end = self.end or s
        elif isinstance(s, n.Entry):
            self.sections.append(s)
        elif isinstance(s, n.StartAt):
            self.starts.append(s)
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
                if o.kind == BOOK
                or (self.events.get(int(o.key)) if o.kind == "event" else self.cards.get(o.key))
                is o]

    def first_entry(self, owner: Owner) -> n.Entry | None:
        """Where reading starts: the lowest-numbered entry that belongs to the owner (of
        a numbered book: its first start)."""
        starts = self.start_entries(owner)
        return starts[0] if starts else None

    def start_ids(self) -> list[str] | None:
        """The entries a reader may begin at, as the booklet's START lines say, else as its
        ruleset's registry says (``BookShape.start``); None: each Event's and card's first
        entry, as Tunnel Rats reads them."""
        if self._start_ids is None:
            refs = [t.ref for line in self.starts for t in line.refs]
            if not refs and self.registry is not None:
                refs = [r.upper() for r in self.registry.book.start]
            self._start_ids = (list(dict.fromkeys(refs)),) if refs else ()
        return list(self._start_ids[0]) if self._start_ids else None

    def start_entries(self, owner: Owner) -> list[n.Entry]:
        """The entries of ``owner`` where reading may begin (``start_ids``; without them
        its lowest-numbered entry)."""
        own = [e for e in owner.entries if self.owner_of.get(e.id) is owner]
        ids = self.start_ids()
        if ids is not None:
            return [self.entries[i] for i in ids if self.owner_of.get(i) is owner]
        return [min(own, key=lambda e: entry_sort_key(e.id))] if own else []

    def bind(self, effect: n.Effect, *, rule: bool = False) -> tuple[dict[str, object],
                                                                     list[Problem]]:
        """The effect's params and problems against the registry (cached per node)."""
        key = id(effect)
        found = self._bound.get(key)
        if found is None:
            if self.registry is None:
                found = ({}, [])
            else:
                # A booklet writes the same effect many times (`[DAMAGE LEAD 1]`): one
                # written as an earlier one that bound without problems binds to the same
                # params, each effect with its own copy (problems carry spans: those are
                # bound each time). Guarded by benchmarks/check_compare.py.
                written = (effect.verb, rule,
                           *[(a.value, a.signed, a.kind) for a in effect.args])
                same = self._bound_written.get(written)
                if same is not None:
                    found = (dict(same), [])
                else:
                    found = self.registry.bind(effect, rule=rule)
                    if not found[1]:
                        self._bound_written[written] = dict(found[0])
            self._bound[key] = found
        return found

    # ------------------------------------------------------------------ header

    def directives(self) -> list[BoundDirective]:
        """Every header line, matched with the ruleset's directive and bound (once)."""
        if self._directives is None:
            found = []
            for line in self.header:
                spec, size = (self.registry.directive([str(a.value) for a in line.words
                                                        if a.kind == "word"])
                              if self.registry else (None, 0))
                if spec is None:
                    found.append(BoundDirective(line, None, None, []))
                    continue
                value, problems = bind_directive(spec, line.words[size:], line.span)
                if spec.effect is not None:
                    value = self._directive_effect(spec, line, problems)
                found.append(BoundDirective(line, spec, value, problems))
            self._directives = found
        return self._directives

    def _directive_effect(self, spec: Directive, line: n.DirectiveLine,
                          problems: list[Problem]) -> object:
        effect = line.effect
        if effect is None or effect.verb.upper() != spec.effect:
            found = f"`{effect.verb}`" if effect is not None else "none"
            problems.append(Problem(
                "E310", f"`{spec.name}` needs a `[{spec.effect} ...]` effect, not {found}",
                effect.verb_span if effect is not None else line.span,
                hint=f"write it as `{spec.usage()}`"))
            return None
        params, _ = self.bind(effect)
        return {"verb": effect.verb.upper(), "params": params}

    def directive_values(self) -> dict[str, object]:
        """Each declared directive's value by its key: the first line of it (every line of
        a repeatable one, as a list), or its default when the booklet has none."""
        values: dict[str, object] = {}
        for bound in self.directives():
            spec = bound.spec
            if spec is None or bound.value is None:
                continue
            if spec.repeatable:
                values.setdefault(spec.key, [])
                values[spec.key].append(bound.value)  # type: ignore[attr-defined]
            else:
                values.setdefault(spec.key, bound.value)
        if self.registry is not None:
            for spec in self.registry.directives.values():
                if spec.key not in values:
                    default = spec.default
                    values[spec.key] = list(default) if isinstance(default, list) else default
        return values

    def named(self, *roles: str) -> dict[str, n.Effect]:
        """The first effect (or rule) naming each name, among the verbs with one of
        ``roles`` (``note``: the Log Entries noted; ``gain``/``marker``: the markers)."""
        verbs: set[str] = set()
        if self.registry is not None:
            for role in roles:
                verbs.update(self.registry.with_role(role))
        found: dict[str, n.Effect] = {}
        for effect in self.effects_of(verbs):
            if effect.args and isinstance(effect.args[0].value, str):
                found.setdefault(effect.args[0].value.upper(), effect)
        return found

    def effects_of(self, verbs: Iterable[str]) -> list[n.Effect]:
        """The effects (and rules) of the verbs ``verbs`` (upper case), in the order of
        ``effects``: read from an index of them by verb, made once (``named`` is asked
        of every effect twice in each check, benchmarks/check_compare.py)."""
        if self._by_verb is None:
            self._by_verb = {}
            for place, (effect, _entry, _rule) in enumerate(self.effects()):
                self._by_verb.setdefault(effect.verb.upper(), []).append(place)
        places = sorted(place for verb in set(verbs) for place in self._by_verb.get(verb, ()))
        effects = self.effects()
        return [effects[place][0] for place in places]

    def counted(self) -> dict[str, n.Effect]:
        """Counted things: the names a verb with the role ``gain`` or ``lose`` is given an
        amount of (``[GAIN GOLD 5]``, its ``amount`` parameter), each with its first such
        effect. Conditions compare them as numbers (``if GOLD >= 5``; docs/language.md)."""
        verbs: set[str] = set()
        if self.registry is not None:
            verbs.update(self.registry.with_role("gain"))
            verbs.update(self.registry.with_role("lose"))
        found: dict[str, n.Effect] = {}
        for effect in self.effects_of(verbs):
            params, _ = self.bind(effect)
            name = params.get("name")
            if params.get("amount") is not None and isinstance(name, str):
                found.setdefault(name.upper(), effect)
        return found

    def has_role(self, effect: n.Effect, role: str) -> bool:
        verb = self.registry.verbs.get(effect.verb.upper()) if self.registry else None
        return verb is not None and role in verb.roles

    def effects(self) -> list[tuple[n.Effect, n.Entry | None, bool]]:
        """Every effect with the entry it is in (None outside entries) and whether a rule;
        gathered once: several checks read them all (benchmarks/check_compare.py)."""
        if self._effects is None:
            found: list[tuple[n.Effect, n.Entry | None, bool]] = []
            for owner in self.owners:
                for entry in owner.entries:
                    for item in entry.body:
                        if isinstance(item, n.Effect):
                            found.append((item, entry, False))
                    for item in entry.trailing:
                        if isinstance(item, n.Effect):
                            found.append((item, entry, False))
                    if isinstance(entry.ending, n.Resolve):
                        found.append((entry.ending.effect, entry, False))
            for rules in self.rules:
                for item in rules.items:
                    if isinstance(item, n.Effect):
                        found.append((item, None, True))
            for line in self.header:
                if line.effect is not None:
                    found.append((line.effect, None, False))
            self._effects = found
        return self._effects

    def entry_effects(self, entry: n.Entry) -> Iterator[n.Effect]:
        """The effects carried out when the entry is read (body, then a resolve effect)."""
        for item in entry.body:
            if isinstance(item, n.Effect):
                yield item
        if isinstance(entry.ending, n.Resolve):
            yield entry.ending.effect

    def prose(self) -> Iterator[n.Prose]:
        """Every paragraph of prose after the header (briefing, rules, entries, end)."""
        for briefing in self.briefing:
            yield from briefing.paragraphs
        for rules in self.rules:
            yield from (item for item in rules.items if isinstance(item, n.Prose))
        for owner in self.owners:
            for entry in owner.entries:
                for item in entry.body:
                    if isinstance(item, n.Prose):
                        yield item
                for item in entry.trailing:
                    if isinstance(item, n.Prose):
                        yield item
        if self.end is not None:
            yield from self.end.paragraphs

    def ruleset_checks(self) -> tuple[Callable[[CheckContext], Iterable[Diagnostic]], ...]:
        """The ruleset's own checks (``Ruleset.checks``), run after the core's."""
        found = self.plugin if self.registry is not None else None
        return tuple(found.checks()) if found is not None else ()

    def conditions(self) -> list[n.Condition]:
        """Every condition written in the booklet (options, arms, Success Points), gathered
        once (benchmarks/check_compare.py)."""
        if self._conditions is None:
            found: list[n.Condition] = []
            for owner in self.owners:
                for entry in owner.entries:
                    ending = entry.ending
                    if isinstance(ending, n.Decision):
                        found += [o.condition for o in ending.options if o.condition]
                    elif isinstance(ending, n.Branch):
                        found += [a.condition for a in ending.arms if a.condition]
            if self.end is not None:
                found += [p.condition for p in self.end.points if p.condition]
            self._conditions = found
        return self._conditions

    def condition_atoms(self) -> list[n.Atom]:
        """The atoms of every condition (``conditions``, then ``atoms``), in order,
        gathered once: two checks read them all (benchmarks/check_compare.py)."""
        if self._atoms is None:
            self._atoms = [atom for cond in self.conditions() for atom in atoms(cond)]
        return self._atoms

    def graph(self) -> MissionGraph:
        """The booklet's ``MissionGraph``, built once, on first use: ``crawlbook graph``,
        maps and the language server read it; the checks and reachability read ``ways``
        and never build it (benchmarks/check_compare.py)."""
        if self._graph is None:
            from crawlbook.compiler.graph import MissionGraph

            self._graph = MissionGraph.from_context(self)
        return self._graph

    def ways(self, entry: n.Entry) -> list[Way]:
        """The entry's ways out (``graph.entry_ways``), made once per entry: the checks,
        reachability and the graph share them."""
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


def atoms(cond: n.Condition) -> Iterator[n.Atom]:
    """The leaves of a condition (``noted``, ``has``, comparisons, test words), left to
    right (no recursion limit)."""
    stack: list[n.Condition] = [cond]
    while stack:
        c = stack.pop()
        if isinstance(c, _ATOMS):
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
        if isinstance(c, n.Compare):
            return f"{c.name.upper()} {c.op} {c.value}"
        if isinstance(c, n.Pred):
            return f"{c.word} {c.name.upper()}"
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
    if isinstance(cond, n.Compare):
        return {"cmp": [cond.name.upper(), cond.op, cond.value]}
    if isinstance(cond, n.Pred):
        return {"pred": [cond.word, cond.name.upper()]}
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
