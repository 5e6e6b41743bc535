"""Reachability in play: which entries some playthrough reads, following the Log Entries.

Rulebook, "Using the Mission Booklets": the reader notes Log Entries and is later asked
whether one was noted; the answer decides what is read next. An entry that only a
condition no playthrough can satisfy leads to is unreachable *in play*, though an arrow
points at it. The analysis, documented for authors in ``ANALYSIS_DOC`` (rendered into
docs/diagnostics.md):

- Every Event and TB card is entered at its first entry, with an empty path.
- Events (and TB cards) can happen in any order, each once, and nothing else happens while
  one is read (no card is drawn inside an Event). So when Event E starts, any Log Entry
  noted by an entry of another Event or card *may* have been noted already; one noted only
  in E cannot have been, until the path through E notes it.
- Along a path the state is three sets (bit sets, ``_Facts.bit``): ``must`` (noted on every
  path here), ``may`` (noted on some path here) and ``must_not`` (known false: an earlier
  check on the path said so).
  A ``noted X`` can be true when X is in ``may`` or noted elsewhere and not in
  ``must_not``; it can be false when X is not in ``must``. Where paths meet, the states
  join (intersection of ``must`` and ``must_not``, union of ``may``); that can only make
  more conditions satisfiable, so an entry is never wrongly called unreachable.
- A condition is followed when some assignment of its free Log Entries makes it true
  (conditions are small; they are enumerated). A branch arm needs its condition true and
  every earlier arm false; ``otherwise`` needs every earlier arm false. Taking a way
  refines the state with what the condition forces (``if noted A`` → A is in ``must``).
- Markers (``has NAME``) may be either true or false when some reachable ``[GAIN
  NAME]`` or a ``[MARKER NAME]`` exists, and are always false otherwise.
- "Noted elsewhere" and "gained" count only entries some playthrough may read: a least
  fixpoint over the Events and cards (``_live``), starting from nothing noted and no
  marker but the mission's, adds the Log Entries and markers of every entry a way whose
  conditions may hold leads to, until nothing changes. So when Event 4 notes MAP only
  ``if noted KEY`` and Event 6 notes KEY only ``if noted MAP``, neither is ever noted.
  The fixpoint over-approximates the walk (a condition there may hold whenever each of
  its Log Entries is live), so a reachable entry is never reported unreachable.
- A card (a TB card) may be read again later in the Mission, so what it notes may
  already be noted when it starts; an Event is read once.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import field
from itertools import pairwise, product

from crawlbook.compiler.context import CheckContext, Owner, atoms, cond_text
from crawlbook.compiler.graph import Way
from crawlbook.dsl import nodes as n
from crawlbook.dsl.record import mutable_record

ANALYSIS_DOC = """
## Reachability in play

`W405` (unreachable entry), `W409` (an option or arm that can never be taken), `E214`
(loose end) and `E215` (a decision or check that may offer nothing) come from one analysis
that follows the Log Entries gating each way, not only the arrows:

- Every Event and card is entered at its first entry. Events and cards may happen in
  **any order**, each once, and nothing else happens while one is read. So when an Event
  starts, every Log Entry noted by **another** Event or card may or may not have been
  noted; a Log Entry noted only inside this Event is not noted until the path through it
  reaches the `[NOTE]`.
- Along a path crawlbook keeps what **must** be noted (noted on every way here), what
  **may** be noted (on some way here, or elsewhere) and what must **not** be (an earlier
  check on the path said so). `noted X` can be true when X may be noted and is not known
  false; it can be false when X is not noted on every way here.
- A condition is followed when some choice of its open Log Entries makes it true. A check's
  arm needs its own condition true and every earlier arm false; `otherwise` is taken only
  when the earlier arms can all be false. Taking a way teaches the path what its condition
  forces (after `if noted A`, A is noted).
- Markers (`has NAME`) may be either when some `[GAIN NAME]` that play can reach, or a
  `[MARKER NAME]`, exists, and are always false otherwise.
- Across Events: a Log Entry (or marker) counts as noted elsewhere only when an entry that
  some playthrough can read notes it. crawlbook finds those entries first, starting from
  nothing noted and adding what each reachable entry notes until nothing changes. So when
  Event 4 notes MAP only `if noted KEY` and Event 6 notes KEY only `if noted MAP`, neither
  is ever noted: W402 says so at each `noted` and objective, naming the cycle (`KEY`
  needs `MAP`, `MAP` needs `KEY`), and the entries behind them are unreachable (W405).
- A card may come up again (a card already resolved may be resolved once more),
  so a Log Entry it notes may be noted when it starts; an Event is read once.

So `if noted A and not noted A → 7.4` never leads to 7.4, nor does `if noted B → 7.5`
when B is only noted later in the same Event; the unreachable entry's message names the
condition that blocks it and why. Where ways join, crawlbook keeps only what holds on all
of them, so it may miss an entry that is unreachable for subtler reasons, but it never
reports a reachable entry as unreachable.
"""

# must, may, must_not: bit sets of Log Entries (``_Facts.bit``). As frozensets of names
# every entry of a long Event held its own copy of what it knew, and memory grew with the
# square of the Log Entries (10,000 entries that each note one: 16.9 GB); a bit set of
# 10,000 names is 1.2 KB. Guarded by benchmarks/reach_memory.py (docs/performance.md,
# "check: memory of reachability").
State = tuple[int, int, int]
_EMPTY: State = (0, 0, 0)
# isinstance's tuples (an `A | B` union is built anew at each test: the walks test every
# guarded entry and atom, benchmarks/check_compare.py)
_ATOMS = (n.Noted, n.Has, n.Compare, n.Pred)
_NAMED = (n.Noted, n.Has)
_CHOOSING = (n.Decision, n.Branch)
_MAX_FREE = 10  # more open names than this in one condition: assume it can hold
_NO_REASON = "the condition contradicts itself"


@mutable_record
class Reachability:
    """The result: what is reached, which ways are dead, where the reader may get stuck."""

    reached: set[str] = field(default_factory=set)
    # (entry id, way index) -> why that way can never be taken (only ways never feasible)
    blocked: dict[tuple[str, int], str] = field(default_factory=dict)
    # entry id -> message, for decisions/checks that may offer no way at all
    stuck: dict[str, str] = field(default_factory=dict)
    # the Log Entries and markers some playthrough may note / gain (the fixpoint)
    noted: set[str] = field(default_factory=set)
    gained: set[str] = field(default_factory=set)
    facts: _Facts | None = field(default=None, repr=False)

    def never(self, name: str, kind: str = "noted") -> str | None:
        """Why a Log Entry (``kind`` "noted") or marker ("has") that the booklet writes
        can never be held in play, naming the cycle; None when it may be, or when
        nothing writes it (W402/W403 say that themselves)."""
        live = self.noted if kind == "noted" else self.gained
        if name in live or self.facts is None:
            return None
        written = (self.facts.written_noted_in if kind == "noted"
                   else {m for got in self.facts.gains.values() for m in got})
        if name not in written:
            return None
        return never_held(self.facts, name, kind)

    def ways_out(self) -> set[str]:
        """The entries from which ways that can be taken lead out of the Event: to
        CONTINUE THE MISSION, to no entry (E204 says so) or through an entry without an
        ending (E212 says so); E214 reports every other entry, whose ways all end in a
        loop. Read from the ways planned once for the walks (``_Facts``)."""
        facts = self.facts
        assert facts is not None
        blocked = self.blocked
        preds: dict[str, list[str]] = {}
        good: set[str] = set()
        for entry_id, targets in facts.open_targets.items():
            if not targets or len(targets) < len(facts.ways[entry_id]):
                good.add(entry_id)  # no ending, or a way to CONTINUE or to no entry
            for to in targets:
                if to in preds:
                    preds[to].append(entry_id)
                else:
                    preds[to] = [entry_id]
        for entry_id, plan in facts.plans.items():
            for way, _guard, target in plan:
                if blocked and (entry_id, way.index) in blocked:
                    continue
                if target is None:
                    good.add(entry_id)
                elif target in preds:
                    preds[target].append(entry_id)
                else:
                    preds[target] = [entry_id]
        stack = list(good)
        while stack:
            for p in preds.get(stack.pop(), ()):
                if p not in good:
                    good.add(p)
                    stack.append(p)
        return good

    def why_unreached(self, ctx: CheckContext, entry_id: str,
                      incoming: dict[str, list[tuple[str, Way]]]) -> str:
        """The reason an entry is never read, for W405."""
        sources = incoming.get(entry_id, [])
        live = [(src, way) for src, way in sources if src in self.reached]
        if live:
            src, way = live[0]
            reason = self.blocked.get((src, way.index), "it can never be taken")
            return f"{describe_way(way)} in {src} can never be taken: {reason}"
        if sources:
            names = sorted({src for src, _ in sources})
            if len(names) == 1:
                return f"only {names[0]} leads to it, and {names[0]} is never reached"
            return f"only {', '.join(names)} lead to it, and they are never reached"
        return "no option, outcome or arm leads to it"


def describe_way(way: Way) -> str:
    if way.kind == "option":
        return f"option `{way.text}`"
    if way.kind == "branch":
        return f"arm `if {cond_text(way.condition)}`" if way.condition else "`otherwise`"
    if way.kind == "outcome":
        return f"outcome `{way.label}`"
    return "the arrow"


@mutable_record
class _Facts:
    """What the analysis knows of the whole booklet."""

    notes: dict[str, tuple[str, ...]]  # entry id -> Log Entries its body notes
    noted_in: dict[str, set[str]]  # Log Entry -> owner keys whose live entries note it
    gained: set[str]  # markers a live GAIN or a MARKER gives
    ways: dict[str, list[Way]]
    gains: dict[str, tuple[str, ...]] = field(default_factory=dict)  # entry -> markers
    rule_markers: frozenset[str] = frozenset()  # MARKER rules: held from the start
    written_noted_in: dict[str, set[str]] = field(default_factory=dict)  # as written
    noted_at: dict[str, list[str]] = field(default_factory=dict)  # name -> entry ids
    repeats: frozenset[str] = frozenset()  # owner keys that may be read again (cards)
    # entry id -> each way out with its guard (``_way_guard``) and its target (None: no
    # such entry), made once: the fixpoint and every walk read them. Only for entries
    # with a way that has a condition or comes after one; ...
    plans: dict[str, tuple[_Step, ...]] = field(default_factory=dict)
    # ... every other entry (an arrow, plain options, outcomes: most entries) has the
    # entries its ways lead to here, which the walks follow without testing a guard
    # (benchmarks/check_compare.py)
    open_targets: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # entry id -> the guard "every condition is false" of a decision whose options all
    # have conditions, or a check without ``otherwise`` (only such entries)
    stuck_guards: dict[str, _Guard] = field(default_factory=dict)
    # Guards of the same shape (``_Guard.shape``: `noted A and not noted B` and `noted C
    # and not noted D` are one) are tested once per assignment of choices, whatever names
    # they read: a booklet repeats a few shapes in every Event
    # (benchmarks/check_compare.py).
    tests: dict[_Shape, Callable[[tuple[bool, ...]], bool]] = field(default_factory=dict)
    solved: dict[tuple[_Shape, _Options], tuple[bool, tuple[int, ...], tuple[int, ...]]] = (
        field(default_factory=dict))
    needs: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)

    def satisfy(self, guard: _Guard, options: _Options
                ) -> tuple[bool, frozenset[str], frozenset[str]]:
        """Can ``guard`` hold when each of its keys may take the values ``options``?
        (satisfiable, Log Entries true in every solution, false in every solution)."""
        found = guard.known.get(options)
        if found is None:
            if len([o for o in options if len(o) > 1]) > _MAX_FREE:
                found = (True, _NO_NAMES, _NO_NAMES)
            else:
                solved = self.solved.get((guard.shape, options))
                if solved is None:
                    test = self.tests.get(guard.shape)
                    if test is None:
                        test = self.tests[guard.shape] = _test(guard.shape)
                    solved = self.solved[guard.shape, options] = _enumerate(test, options)
                ok, always, never = solved
                keys = guard.keys
                found = (ok, _noted(keys, always), _noted(keys, never))
            guard.known[options] = found
        return found

    def cycle(self, key: tuple[str, str]) -> list[str]:
        """The dead names `key` waits on, followed until one comes back: [KEY, MAP, KEY]
        when KEY is written only behind `noted MAP` and MAP only behind `noted KEY`;
        empty when the chain ends without a cycle."""
        if not self.needs:
            self.needs = self._needs()
        chain = [key]
        while True:
            after = self.needs.get(chain[-1])
            if not after:
                return []
            if after in chain:
                loop = [*chain[chain.index(after):], after]
                return [name for _, name in loop]
            chain.append(after)

    def _needs(self) -> dict[tuple[str, str], tuple[str, str]]:
        """For each name that is written but not live, the first dead name a way into an
        entry writing it reads (its way cannot open without it)."""
        into: dict[str, list[tuple[str, Way]]] = {}
        for entry_id, ways in self.ways.items():
            for way in ways:
                into.setdefault(way.target.ref, []).append((entry_id, way))
        writers: dict[tuple[str, str], list[str]] = {}
        for name, entries in self.noted_at.items():
            if name not in self.noted_in:
                writers[("noted", name)] = entries
        for entry_id, got in self.gains.items():
            for name in got:
                if name not in self.gained:
                    writers.setdefault(("has", name), []).append(entry_id)
        needs: dict[tuple[str, str], tuple[str, str]] = {}
        for key, entries in writers.items():
            for entry_id in entries:
                for _src, way in into.get(entry_id, ()):
                    for atom in atoms(way.condition) if way.condition is not None else ():
                        dead = _key(atom)
                        if dead in writers and dead != key:
                            needs.setdefault(key, dead)
        return needs


_NO_NAMES: frozenset[str] = frozenset()


def _noted(keys: tuple[tuple[str, str], ...], places: tuple[int, ...]) -> frozenset[str]:
    """The Log Entries among the keys at ``places`` (most often none)."""
    if not places:
        return _NO_NAMES
    return frozenset([keys[i][1] for i in places if keys[i][0] == "noted"])


# One way out of an entry for the walks: the way, its guard (``_OPEN``: always open;
# None: after `otherwise`, never) and its target (None when there is no such entry).
_Step = tuple[Way, "_Guard | None", "str | None"]


def _way_guard(way: Way, shapes: dict[int, tuple[object, tuple[tuple[str, str], ...]]]
               ) -> _Guard | None:
    """The way's compiled guard: ``_OPEN`` for an arrow, a plain option or an outcome
    (most ways), None after `otherwise`. ``shapes``: each condition's shape and keys by
    its id, for guards of one condition (an arm's `if` and the `otherwise` after it)."""
    if way.condition is None and not way.earlier:
        return _OPEN
    conds = _guard(way)
    if conds is None:
        return None
    if len(conds) == 1:
        cond, wanted = conds[0]
        found = shapes.get(id(cond))
        if found is None:
            keys: dict[tuple[str, str], int] = {}
            found = shapes[id(cond)] = (_shape(cond, keys), tuple(keys))
        return _Guard(conds, ((found[0], wanted),), found[1])
    return _Guard(conds)


def _facts(ctx: CheckContext) -> _Facts:
    notes: dict[str, tuple[str, ...]] = {}
    gains: dict[str, tuple[str, ...]] = {}
    noted_in: dict[str, set[str]] = {}
    noted_at: dict[str, list[str]] = {}
    ways: dict[str, list[Way]] = {}
    plans: dict[str, tuple[_Step, ...]] = {}
    stuck: dict[str, _Guard] = {}
    open_targets: dict[str, tuple[str, ...]] = {}
    shapes: dict[int, tuple[object, tuple[tuple[str, str], ...]]] = {}
    entries = ctx.entries
    verbs = ctx.registry.verbs if ctx.registry is not None else {}
    noting = {name for name, verb in verbs.items() if "note" in verb.roles}
    gaining = {name for name, verb in verbs.items() if "gain" in verb.roles} - noting
    for entry_id, entry in entries.items():
        names: list[str] = []
        got: list[str] = []
        ending = entry.ending
        # the effects read with the entry (``CheckContext.entry_effects``), inline: this
        # loop runs for every entry (benchmarks/check_compare.py)
        body = (*entry.body, ending.effect) if isinstance(ending, n.Resolve) else entry.body
        for effect in body:
            if not isinstance(effect, n.Effect):
                continue
            args = effect.args
            if not args or not isinstance(args[0].value, str):
                continue
            verb = effect.verb.upper()
            if verb in noting:
                name = args[0].value.upper()
                names.append(name)
                noted_in.setdefault(name, set()).add(ctx.owner_of[entry_id].key)
                noted_at.setdefault(name, []).append(entry_id)
            elif verb in gaining:
                got.append(args[0].value.upper())
        notes[entry_id] = tuple(names)
        if got:
            gains[entry_id] = tuple(got)
        found = ways[entry_id] = ctx.ways(entry)
        targets: list[str] = []
        guarded = False
        for way in found:
            if way.condition is not None or way.earlier:
                guarded = True
                break
            if way.target.ref in entries:
                targets.append(way.target.ref)
        if not guarded:  # most entries: an arrow, plain options, outcomes
            open_targets[entry_id] = tuple(targets)
            continue
        plans[entry_id] = tuple([
            (way, _way_guard(way, shapes), way.target.ref if way.target.ref in entries else None)
            for way in found])
        if isinstance(ending, _CHOOSING) and all(
                way.condition is not None for way in found):
            stuck[entry_id] = _Guard([(way.condition, False) for way in found
                                      if way.condition is not None])
    rule_markers = set()
    for rules in ctx.rules:
        for item in rules.items:
            if (isinstance(item, n.Effect) and ctx.has_role(item, "marker") and item.args
                    and isinstance(item.args[0].value, str)):
                rule_markers.add(item.args[0].value.upper())
    repeats = frozenset(o.key for o in ctx.owners if o.kind == "card")
    return _Facts(notes, {}, set(rule_markers), ways, gains, frozenset(rule_markers),
                  noted_in, noted_at, repeats, plans, open_targets, stuck)


def _live(ctx: CheckContext, facts: _Facts, firsts: dict[str, list[n.Entry]]) -> None:
    """The least fixpoint over Events and cards: which entries some playthrough may read
    when a way is open as soon as each Log Entry and marker its conditions read is noted
    (or gained) by an entry found so far (or may be false). Starts from every Event's and
    card's first entry, nothing noted and only the MARKER rules; each newly live name
    wakes the ways that waited for it. Sets ``facts.noted_in`` (by owner) and
    ``facts.gained`` to what those entries note and gain: an over-approximation of the
    walk in ``analyse``, so using it there never hides a reachable entry."""
    noted: set[str] = set()
    gained = set(facts.rule_markers)
    seen: set[str] = set()
    waiting: dict[tuple[str, str], list[_Step]] = {}
    queue: deque[str] = deque()
    for starts in firsts.values():
        for first in starts:
            if first.id not in seen:
                seen.add(first.id)
                queue.append(first.id)

    def live(key: tuple[str, str]) -> tuple[bool, ...]:
        kind, name = key
        if kind == "free":
            return (True, False)
        return (True, False) if name in (noted if kind == "noted" else gained) else (False,)

    def open_way(step: _Step, guard: _Guard) -> bool:
        options = tuple([live(k) for k in guard.keys])
        if facts.satisfy(guard, options)[0]:
            return True
        for key in guard.keys:  # wait for a name that is not live yet
            if key[0] != "free" and len(live(key)) == 1:
                waiting.setdefault(key, []).append(step)
        return False

    def reach(step: _Step) -> None:
        _way, guard, target = step
        if target is None or target in seen or guard is None:
            return
        # an unconditional way (an arrow, a plain option, an outcome) is always open
        if guard is _OPEN or open_way(step, guard):
            seen.add(target)
            queue.append(target)

    def wake(key: tuple[str, str]) -> None:
        for step in waiting.pop(key, ()):
            reach(step)

    while queue:
        entry_id = queue.popleft()
        for name in facts.notes[entry_id]:
            if name not in noted:
                noted.add(name)
                wake(("noted", name))
        for name in facts.gains.get(entry_id, ()):
            if name not in gained:
                gained.add(name)
                wake(("has", name))
        targets = facts.open_targets.get(entry_id)
        if targets is not None:  # every way open
            for to in targets:
                if to not in seen:
                    seen.add(to)
                    queue.append(to)
            continue
        # reach(step) written out: every conditioned way comes here
        # (benchmarks/check_compare.py)
        for step in facts.plans[entry_id]:
            _way, guard, target = step
            if target is None or target in seen or guard is None:
                continue
            if guard is _OPEN or open_way(step, guard):
                seen.add(target)
                queue.append(target)
    noted_in: dict[str, set[str]] = {}
    for entry_id in seen:
        owner = ctx.owner_of[entry_id].key
        for name in facts.notes[entry_id]:
            noted_in.setdefault(name, set()).add(owner)
    facts.noted_in = noted_in
    facts.gained = gained


class _Guard:
    """The conditions of one way, compiled once: the Log Entries and markers they read
    (``keys``), and their ``shape``: the conditions with each key replaced by its place in
    ``keys``, which ``_Facts.satisfy`` tests (closures over the AST's shape; author text
    is never evaluated). ``known``: what ``satisfy`` found, by choices of the keys."""

    __slots__ = ("conds", "keys", "known", "shape")

    def __init__(self, conds: list[tuple[n.Condition, bool]], shape: _Shape | None = None,
                 keys: tuple[tuple[str, str], ...] = ()) -> None:
        """``shape`` and ``keys``, when given, are those of ``conds``, worked out before."""
        self.conds = conds
        if shape is None:
            places: dict[tuple[str, str], int] = {}
            shape = tuple([(_shape(cond, places), wanted) for cond, wanted in conds])
            keys = tuple(places)
        self.shape: _Shape = shape
        self.keys = keys
        self.known: dict[_Options, tuple[bool, frozenset[str], frozenset[str]]] = {}


# A condition's shape: a key's place (int), ("not", shape), ("and"|"or", left, right);
# a guard's shape: its conditions' shapes, each with the value it needs.
_Shape = tuple[tuple[object, bool], ...]
_Options = tuple[tuple[bool, ...], ...]  # the values each key of a guard may take


def _shape(cond: n.Condition, keys: dict[tuple[str, str], int]) -> object:
    """``cond`` with each key replaced by its place in ``keys`` (numbered left to right
    as first met, like ``atoms``)."""
    if isinstance(cond, _ATOMS):
        return keys.setdefault(_key(cond), len(keys))
    if isinstance(cond, n.Not):
        return ("not", _shape(cond.operand, keys))
    left = _shape(cond.left, keys)
    return ("and" if isinstance(cond, n.And) else "or", left, _shape(cond.right, keys))


def _test(shape: _Shape) -> Callable[[tuple[bool, ...]], bool]:
    """A test of one assignment of a guard's keys (a tuple in the order of its keys)."""
    parts = [(_compile(cond), wanted) for cond, wanted in shape]
    return lambda a: all(f(a) == wanted for f, wanted in parts)


def _enumerate(test: Callable[[tuple[bool, ...]], bool], options: _Options
               ) -> tuple[bool, tuple[int, ...], tuple[int, ...]]:
    """(satisfiable, the places of the keys true in every solution, false in every one)."""
    seen: list[set[bool]] = [set() for _ in options]
    ok = False
    for combo in product(*options):
        if test(combo):
            ok = True
            for i, v in enumerate(combo):
                seen[i].add(v)
    if not ok:
        return False, (), ()
    return (True, tuple(i for i, vs in enumerate(seen) if vs == {True}),
            tuple(i for i, vs in enumerate(seen) if vs == {False}))


# The guard of a way without conditions (always open: it reads no name), one for all.
_OPEN = _Guard([])


def _key(atom: n.Atom) -> tuple[str, str]:
    """The variable an atom stands for: a Log Entry, a marker, or a ruleset's test (a
    comparison or test word, which the analysis leaves free: it may be either)."""
    if isinstance(atom, n.Noted):
        return "noted", atom.name.upper()
    if isinstance(atom, n.Has):
        return "has", atom.name.upper()
    return "free", cond_text(atom)


def _compile(shape: object) -> Callable[[tuple[bool, ...]], bool]:
    if isinstance(shape, int):
        return lambda a: a[shape]
    assert isinstance(shape, tuple)
    if shape[0] == "not":
        inner = _compile(shape[1])
        return lambda a: not inner(a)
    left, right = _compile(shape[1]), _compile(shape[2])
    if shape[0] == "and":
        return lambda a: left(a) and right(a)
    return lambda a: left(a) or right(a)


class _Solver:
    """Satisfiability of a way's guard in a state, for one root Event or card."""

    def __init__(self, facts: _Facts, owner: Owner) -> None:
        self.facts = facts
        self.owner = owner
        # Each Log Entry's bit in this walk's States, numbered in the order they are first
        # met. Numbered per Event or card, not for the whole booklet: a State's integers
        # stay as small as the names one walk meets, so a walk's cost does not grow with
        # the booklet's other Events (linear growth, benchmarks/check_linear.py).
        self.bits: dict[str, int] = {}
        self.note_bits: dict[str, int] = {}  # entry id -> its notes' bits

    def bit(self, name: str) -> int:
        """The bit of Log Entry ``name`` in a State (a new one for a name not seen yet)."""
        found = self.bits.get(name)
        if found is None:
            found = self.bits[name] = 1 << len(self.bits)
        return found

    def mask(self, names: Iterable[str]) -> int:
        """The bit set of ``names``."""
        bits = 0
        for name in names:
            bits |= self.bit(name)
        return bits

    def elsewhere(self, name: str) -> bool:
        """Is ``name`` noted by some other Event or card (so it may be noted already)?"""
        owners = self.facts.noted_in.get(name)
        return owners is not None and (len(owners) > 1 or self.owner.key not in owners
                                       or self.owner.key in self.facts.repeats)

    def values(self, key: tuple[str, str], state: State) -> tuple[bool, ...]:
        kind, name = key
        if kind == "free":
            return (True, False)
        if kind == "has":
            return (True, False) if name in self.facts.gained else (False,)
        must, may, must_not = state
        bit = self.bit(name)
        can_true = not must_not & bit and (bool(may & bit) or self.elsewhere(name))
        if must & bit:
            return (True,) if can_true else ()
        return (True, False) if can_true else (False,)

    def solve(self, guard: _Guard | list[tuple[n.Condition, bool]], state: State
              ) -> tuple[bool, State]:
        """Can every condition of ``guard`` hold as wanted at once? (ok, refined state)"""
        if not isinstance(guard, _Guard):
            guard = _Guard(guard)
        if not guard.keys:
            return True, state
        options = tuple([self.values(k, state) for k in guard.keys])
        ok, forced_true, forced_false = self.facts.satisfy(guard, options)
        if not ok:
            return False, state
        if not forced_true and not forced_false:
            return True, state
        must, may, must_not = state
        true, false = self.mask(forced_true), self.mask(forced_false)
        if true & ~must or false & ~must_not:
            state = (must | true, may | true, must_not | false)
        return True, state

    def explain(self, guard: list[tuple[n.Condition, bool]], state: State) -> str:
        """Why nothing satisfies ``guard``: the Log Entries and markers that fix it."""
        must, may, must_not = state
        reasons: list[str] = []
        done: set[str] = set()
        for cond, _ in guard:
            for atom in atoms(cond):
                if not isinstance(atom, _NAMED):
                    continue
                name = atom.name.upper()
                if name in done:
                    continue
                done.add(name)
                if isinstance(atom, n.Has):
                    if name not in self.facts.gained:
                        reasons.append(never_held(self.facts, name, "has"))
                    continue
                bit = self.bit(name)
                if must & bit:
                    reasons.append(f"`{name}` is always noted by this point")
                elif must_not & bit:
                    reasons.append(f"`{name}` is known not to be noted here")
                elif may & bit or self.elsewhere(name):
                    continue
                elif self.owner.key in self.facts.noted_in.get(name, ()):
                    reasons.append(f"`{name}` is only noted later in {self.owner.label}")
                else:
                    reasons.append(never_held(self.facts, name, "noted"))
        return "; ".join(reasons) if reasons else _NO_REASON


def never_held(facts: _Facts, name: str, kind: str) -> str:
    """Why `noted NAME` (`has NAME`) can never hold in play: nothing writes it, or only
    entries no playthrough reads write it, naming the cycle of Log Entries that keeps
    them closed when there is one (`KEY` needs `MAP`, `MAP` needs `KEY`)."""
    written = (facts.noted_at.get(name) if kind == "noted"
               else [e for e, got in facts.gains.items() if name in got])
    if not written:
        return f"`{name}` is never noted" if kind == "noted" else (
            f"no GAIN or MARKER gives `{name}`")
    where = ", ".join(written[:3]) + (" ..." if len(written) > 3 else "")
    verb = "noted" if kind == "noted" else "gained"
    text = f"`{name}` is {verb} only in {where}, which no playthrough reaches"
    cycle = facts.cycle((kind, name))
    if cycle:
        text += " (" + ", ".join(f"`{a}` needs `{b}`"
                                 for a, b in pairwise(cycle)) + ")"
    return text


def _guard(way: Way) -> list[tuple[n.Condition, bool]] | None:
    """The conditions that must hold to take ``way``; None when it comes after otherwise."""
    if any(c is None for c in way.earlier):
        return None
    guard: list[tuple[n.Condition, bool]] = [(c, False) for c in way.earlier if c is not None]
    if way.condition is not None:
        guard.insert(0, (way.condition, True))
    return guard


def _why_blocked(solver: _Solver, way: Way, state: State) -> str:
    guard = _guard(way)
    if guard is None:
        return "it comes after `otherwise`"
    if way.condition is not None:
        alone, _ = solver.solve([(way.condition, True)], state)
        text = cond_text(way.condition)
        if alone:
            earlier = " or ".join(cond_text(c) for c in way.earlier if c is not None)
            return f"whenever `{text}` holds, an earlier arm (`{earlier}`) is taken"
        why = solver.explain([(way.condition, True)], state)
        return f"`{text}` can never hold here ({why})"
    earlier = " or ".join(cond_text(c) for c in way.earlier if c is not None)
    return f"an earlier arm always holds (`{earlier}`: {solver.explain(guard, state)})"


def _after_notes(state: State, names: int) -> State:
    """The state after an entry notes the Log Entries of the bit set ``names``."""
    if not names:
        return state
    must, may, must_not = state
    return (must | names, may | names, must_not & ~names)


def _join(a: State, b: State) -> State:
    return (a[0] & b[0], a[1] | b[1], a[2] & b[2])


def analyse(ctx: CheckContext) -> Reachability:
    """Walk every Event and card from its first entry (or from where the book says reading
    starts, ``CheckContext.start_entries``); see the module docstring."""
    facts = _facts(ctx)
    owners = ctx.unique_owners()
    firsts = {o.key: starts for o in owners if (starts := ctx.start_entries(o))}
    _live(ctx, facts, firsts)
    result = Reachability(noted=set(facts.noted_in), gained=set(facts.gained), facts=facts)
    feasible: set[tuple[str, int]] = set()  # ways some walk opened ...
    open_everywhere: set[str] = set()  # ... and entries some walk opened every way of
    open_targets = facts.open_targets
    reasons: dict[tuple[str, int], str] = {}
    for owner in owners:
        begin = firsts.get(owner.key)
        if not begin:
            continue
        solver = _Solver(facts, owner)
        states: dict[str, State] = {first.id: _EMPTY for first in begin}
        # An entry is read again whenever its state grows, so its last reading is at the
        # fixpoint, the most permissive state: what it records then is the answer.
        outs: dict[str, State] = {}
        last: dict[str, list[bool]] = {}  # entry id -> whether each way was open
        queue = deque(states)
        queued = set(states)
        while queue:
            entry_id = queue.popleft()
            queued.discard(entry_id)
            out = states[entry_id]
            if facts.notes[entry_id]:
                notes = solver.note_bits.get(entry_id)
                if notes is None:
                    notes = solver.note_bits[entry_id] = solver.mask(facts.notes[entry_id])
                out = _after_notes(out, notes)
            outs[entry_id] = out
            targets = open_targets.get(entry_id)
            if targets is not None:  # every way open: each leads on with this state
                for to in targets:
                    old = states.get(to)
                    if old == out:
                        continue
                    new = out if old is None else _join(old, out)
                    if new != old:
                        states[to] = new
                        if to not in queued:
                            queued.add(to)
                            queue.append(to)
                continue
            opened = last[entry_id] = []
            for _way, guard, target in facts.plans[entry_id]:
                if guard is _OPEN:
                    ok, refined = True, out
                elif guard is None:
                    ok = False
                else:
                    ok, refined = solver.solve(guard, out)
                opened.append(ok)
                if not ok or target is None:
                    continue
                old = states.get(target)
                if old is None:
                    new = refined
                elif old == refined:
                    continue  # read with this state already
                else:
                    new = _join(old, refined)
                if new != old:
                    states[target] = new
                    if target not in queued:
                        queued.add(target)
                        queue.append(target)
        result.reached.update(states)
        for entry_id, opened in last.items():
            if False not in opened:
                open_everywhere.add(entry_id)  # most entries: no way to record
                continue
            for index, ok in enumerate(opened):
                if ok:
                    feasible.add((entry_id, index))
                elif (entry_id, index) not in reasons:
                    way = facts.ways[entry_id][index]
                    reasons[entry_id, index] = _why_blocked(solver, way, outs[entry_id])
        for entry_id, out in outs.items() if facts.stuck_guards else ():
            guard = facts.stuck_guards.get(entry_id)
            if guard is not None and entry_id not in result.stuck and solver.solve(guard, out)[0]:
                ending = ctx.entries[entry_id].ending
                message = ("every option of this decision has a condition, and none may "
                           "hold" if isinstance(ending, n.Decision)
                           else "no arm of this check may hold, and it has no `otherwise`")
                why = solver.explain([(c, True) for c, _ in guard.conds], out)
                if why != _NO_REASON:
                    message += f" ({why})"
                result.stuck[entry_id] = message
    result.blocked = {k: v for k, v in reasons.items()
                      if k[0] not in open_everywhere and k not in feasible}
    return result
