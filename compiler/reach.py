"""Reachability in play: which entries some playthrough reads, following the Log Entries.

Rulebook, "Using the Mission Booklets": the reader notes Log Entries and is later asked
whether one was noted; the answer decides what is read next. An entry that only a
condition no playthrough can satisfy leads to is unreachable *in play*, though an arrow
points at it. The analysis, documented for authors in ``ANALYSIS_DOC`` (rendered into
docs/diagnostics.md):

- Every Event and TB card is entered at its first entry, with an empty path.
- Events (and TB cards) can happen in any order, each once, and nothing else happens while
  one is read ("no TB Encounter inside an Event"). So when Event E starts, any Log Entry
  noted by an entry of another Event or card *may* have been noted already; one noted only
  in E cannot have been, until the path through E notes it.
- Along a path the state is three sets: ``must`` (noted on every path here), ``may`` (noted
  on some path here) and ``must_not`` (known false: an earlier check on the path said so).
  A ``noted X`` can be true when X is in ``may`` or noted elsewhere and not in
  ``must_not``; it can be false when X is not in ``must``. Where paths meet, the states
  join (intersection of ``must`` and ``must_not``, union of ``may``); that can only make
  more conditions satisfiable, so an entry is never wrongly called unreachable.
- A condition is followed when some assignment of its free Log Entries makes it true
  (conditions are small; they are enumerated). A branch arm needs its condition true and
  every earlier arm false; ``otherwise`` needs every earlier arm false. Taking a way
  refines the state with what the condition forces (``if noted A`` → A is in ``must``).
- Markers (``has NAME``) may be either true or false when some ``[GAIN NAME]`` or
  ``[MARKER NAME]`` exists, and are always false otherwise.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import product

from crawlbook.compiler.context import CheckContext, Owner, atoms, cond_text
from crawlbook.compiler.graph import Way
from crawlbook.dsl import nodes as n

ANALYSIS_DOC = """
## Reachability in play

`W405` (unreachable entry), `W409` (an option or arm that can never be taken), `E214`
(loose end) and `E215` (a decision or check that may offer nothing) come from one analysis
that follows the Log Entries gating each way, not only the arrows:

- Every Event and TB card is entered at its first entry. Events and TB cards may happen in
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
- Markers (`has NAME`) may be either when some `[GAIN NAME]` or `[MARKER NAME]` exists,
  and are always false otherwise.

So `if noted A and not noted A → 7.4` never leads to 7.4, nor does `if noted B → 7.5`
when B is only noted later in the same Event; the unreachable entry's message names the
condition that blocks it and why. Where ways join, crawlbook keeps only what holds on all
of them, so it may miss an entry that is unreachable for subtler reasons, but it never
reports a reachable entry as unreachable.
"""

State = tuple[frozenset[str], frozenset[str], frozenset[str]]  # must, may, must_not
_EMPTY: State = (frozenset(), frozenset(), frozenset())
_MAX_FREE = 10  # more open names than this in one condition: assume it can hold


@dataclass
class Reachability:
    """The result: what is reached, which ways are dead, where the reader may get stuck."""

    reached: set[str] = field(default_factory=set)
    # (entry id, way index) -> why that way can never be taken (only ways never feasible)
    blocked: dict[tuple[str, int], str] = field(default_factory=dict)
    # entry id -> message, for decisions/checks that may offer no way at all
    stuck: dict[str, str] = field(default_factory=dict)

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


@dataclass
class _Facts:
    """What the analysis knows of the whole booklet."""

    notes: dict[str, tuple[str, ...]]  # entry id -> Log Entries its body notes
    noted_in: dict[str, set[str]]  # Log Entry -> owner keys that note it
    gained: set[str]  # markers some GAIN or MARKER gives
    ways: dict[str, list[Way]]
    # (entry id, way index) -> its compiled guard, None when it comes after `otherwise`
    guards: dict[tuple[str, int], _Guard | None] = field(default_factory=dict)
    stuck_guards: dict[str, _Guard | None] = field(default_factory=dict)
    solved: dict[tuple[int, tuple[tuple[bool, ...], ...]],
                 tuple[bool, frozenset[str], frozenset[str]]] = field(default_factory=dict)

    def stuck_guard(self, entry: n.Entry, entry_id: str) -> _Guard | None:
        """For a decision whose options all have conditions, or a check without
        ``otherwise``: the guard "every condition is false" (None for other endings)."""
        if entry_id not in self.stuck_guards:
            ways = self.ways[entry_id]
            conds = [w.condition for w in ways]
            usable = (isinstance(entry.ending, n.Decision | n.Branch) and bool(ways)
                      and all(c is not None for c in conds))
            self.stuck_guards[entry_id] = (
                _Guard([(c, False) for c in conds if c is not None]) if usable else None)
        return self.stuck_guards[entry_id]

    def guard(self, entry_id: str, way: Way) -> _Guard | None:
        key = (entry_id, way.index)
        if key not in self.guards:
            conds = _guard(way)
            self.guards[key] = None if conds is None else _Guard(conds)
        return self.guards[key]


def _facts(ctx: CheckContext) -> _Facts:
    notes: dict[str, tuple[str, ...]] = {}
    noted_in: dict[str, set[str]] = {}
    gained: set[str] = set()
    ways: dict[str, list[Way]] = {}
    for entry_id, entry in ctx.entries.items():
        owner = ctx.owner_of[entry_id]
        names = []
        for effect in ctx.entry_effects(entry):
            if not effect.args or not isinstance(effect.args[0].value, str):
                continue
            name = effect.args[0].value.upper()
            if ctx.has_role(effect, "note"):
                names.append(name)
                noted_in.setdefault(name, set()).add(owner.key)
            elif ctx.has_role(effect, "gain"):
                gained.add(name)
        notes[entry_id] = tuple(names)
        ways[entry_id] = ctx.ways(entry)
    for rules in ctx.rules:
        for item in rules.items:
            if (isinstance(item, n.Effect) and ctx.has_role(item, "marker") and item.args
                    and isinstance(item.args[0].value, str)):
                gained.add(item.args[0].value.upper())
    return _Facts(notes, noted_in, gained, ways)


class _Guard:
    """The conditions of one way, compiled once: the Log Entries and markers they read, and
    a test of an assignment (closures over the AST; author text is never evaluated)."""

    __slots__ = ("conds", "keys", "test")

    def __init__(self, conds: list[tuple[n.Condition, bool]]) -> None:
        self.conds = conds
        keys: dict[tuple[str, str], None] = {}
        for cond, _ in conds:
            for atom in atoms(cond):
                keys[_key(atom)] = None
        self.keys = tuple(keys)
        parts = [(_compile(cond), wanted) for cond, wanted in conds]
        self.test = lambda a: all(f(a) == wanted for f, wanted in parts)

    def enumerate(self, options: tuple[tuple[bool, ...], ...]
                  ) -> tuple[bool, frozenset[str], frozenset[str]]:
        """(satisfiable, Log Entries true in every solution, false in every solution)."""
        if sum(1 for o in options if len(o) > 1) > _MAX_FREE:
            return True, frozenset(), frozenset()
        seen: list[set[bool]] = [set() for _ in self.keys]
        ok = False
        for combo in product(*options):
            if self.test(dict(zip(self.keys, combo, strict=True))):
                ok = True
                for i, v in enumerate(combo):
                    seen[i].add(v)
        if not ok:
            return False, frozenset(), frozenset()
        noted = [(k[1], vs) for k, vs in zip(self.keys, seen, strict=True) if k[0] == "noted"]
        return (True, frozenset(name for name, vs in noted if vs == {True}),
                frozenset(name for name, vs in noted if vs == {False}))


def _key(atom: n.Atom) -> tuple[str, str]:
    """The variable an atom stands for: a Log Entry, a marker, or a ruleset's test (a
    comparison or test word, which the analysis leaves free: it may be either)."""
    if isinstance(atom, n.Noted):
        return "noted", atom.name.upper()
    if isinstance(atom, n.Has):
        return "has", atom.name.upper()
    return "free", cond_text(atom)


def _compile(cond: n.Condition) -> Callable[[dict[tuple[str, str], bool]], bool]:
    if isinstance(cond, n.Noted | n.Has | n.Compare | n.Pred):
        key = _key(cond)
        return lambda a: a[key]
    if isinstance(cond, n.Not):
        inner = _compile(cond.operand)
        return lambda a: not inner(a)
    left, right = _compile(cond.left), _compile(cond.right)
    if isinstance(cond, n.And):
        return lambda a: left(a) and right(a)
    return lambda a: left(a) or right(a)


class _Solver:
    """Satisfiability of a way's guard in a state, for one root Event or card."""

    def __init__(self, facts: _Facts, owner: Owner) -> None:
        self.facts = facts
        self.owner = owner

    def elsewhere(self, name: str) -> bool:
        """Is ``name`` noted by some other Event or card (so it may be noted already)?"""
        owners = self.facts.noted_in.get(name)
        return owners is not None and (len(owners) > 1 or self.owner.key not in owners)

    def values(self, key: tuple[str, str], state: State) -> tuple[bool, ...]:
        kind, name = key
        if kind == "free":
            return (True, False)
        if kind == "has":
            return (True, False) if name in self.facts.gained else (False,)
        must, may, must_not = state
        can_true = name not in must_not and (name in may or self.elsewhere(name))
        if name in must:
            return (True,) if can_true else ()
        return (True, False) if can_true else (False,)

    def solve(self, guard: _Guard | list[tuple[n.Condition, bool]], state: State
              ) -> tuple[bool, State]:
        """Can every condition of ``guard`` hold as wanted at once? (ok, refined state)"""
        lasting = isinstance(guard, _Guard)  # kept in facts.guards: its id is stable
        if not isinstance(guard, _Guard):
            guard = _Guard(guard)
        if not guard.keys:
            return True, state
        options = tuple(self.values(k, state) for k in guard.keys)
        cache_key = (id(guard), options)
        known = self.facts.solved.get(cache_key) if lasting else None
        if known is None:
            known = guard.enumerate(options)
            if lasting:
                self.facts.solved[cache_key] = known
        ok, forced_true, forced_false = known
        if not ok:
            return False, state
        must, may, must_not = state
        if forced_true - must or forced_false - must_not:
            state = (must | forced_true, may | forced_true, must_not | forced_false)
        return True, state

    def explain(self, guard: list[tuple[n.Condition, bool]], state: State) -> str:
        """Why nothing satisfies ``guard``: the Log Entries and markers that fix it."""
        must, may, must_not = state
        reasons: list[str] = []
        done: set[str] = set()
        for cond, _ in guard:
            for atom in atoms(cond):
                if not isinstance(atom, n.Noted | n.Has):
                    continue
                name = atom.name.upper()
                if name in done:
                    continue
                done.add(name)
                if isinstance(atom, n.Has):
                    if name not in self.facts.gained:
                        reasons.append(f"no GAIN or MARKER gives `{name}`")
                    continue
                if name in must:
                    reasons.append(f"`{name}` is always noted by this point")
                elif name in must_not:
                    reasons.append(f"`{name}` is known not to be noted here")
                elif name in may or self.elsewhere(name):
                    continue
                elif name in self.facts.noted_in:
                    reasons.append(f"`{name}` is only noted later in {self.owner.label}")
                else:
                    reasons.append(f"`{name}` is never noted")
        return "; ".join(reasons) if reasons else "the condition contradicts itself"


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


def _after_notes(state: State, names: Iterable[str]) -> State:
    must, may, must_not = state
    names = frozenset(names)
    if not names:
        return state
    return (must | names, may | names, must_not - names)


def _join(a: State, b: State) -> State:
    return (a[0] & b[0], a[1] | b[1], a[2] & b[2])


def analyse(ctx: CheckContext) -> Reachability:
    """Walk every Event and card from its first entry; see the module docstring."""
    facts = _facts(ctx)
    result = Reachability()
    feasible: set[tuple[str, int]] = set()
    reasons: dict[tuple[str, int], str] = {}
    for owner in ctx.unique_owners():
        first = ctx.first_entry(owner)
        if first is None:
            continue
        solver = _Solver(facts, owner)
        states: dict[str, State] = {first.id: _EMPTY}
        # An entry is read again whenever its state grows, so its last reading is at the
        # fixpoint, the most permissive state: what it records then is the answer.
        outs: dict[str, State] = {}
        last: dict[tuple[str, int], bool] = {}
        queue = deque([first.id])
        queued = {first.id}
        while queue:
            entry_id = queue.popleft()
            queued.discard(entry_id)
            out = outs[entry_id] = _after_notes(states[entry_id], facts.notes[entry_id])
            for way in facts.ways[entry_id]:
                guard = facts.guard(entry_id, way)
                ok, refined = (False, out) if guard is None else solver.solve(guard, out)
                last[entry_id, way.index] = ok
                target = way.target.ref
                if not ok or target not in ctx.entries:
                    continue
                old = states.get(target)
                new = refined if old is None else _join(old, refined)
                if new != old:
                    states[target] = new
                    if target not in queued:
                        queued.add(target)
                        queue.append(target)
        result.reached.update(states)
        for (entry_id, index), ok in last.items():
            if ok:
                feasible.add((entry_id, index))
            elif (entry_id, index) not in reasons:
                way = facts.ways[entry_id][index]
                reasons[entry_id, index] = _why_blocked(solver, way, outs[entry_id])
        for entry_id, out in outs.items():
            guard = facts.stuck_guard(ctx.entries[entry_id], entry_id)
            if guard is not None and entry_id not in result.stuck and solver.solve(guard, out)[0]:
                ending = ctx.entries[entry_id].ending
                result.stuck[entry_id] = (
                    "every option of this decision has a condition, and none may hold"
                    if isinstance(ending, n.Decision)
                    else "no arm of this check may hold, and it has no `otherwise`")
    result.blocked = {k: v for k, v in reasons.items() if k not in feasible}
    return result
