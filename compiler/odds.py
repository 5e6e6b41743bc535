"""Exact odds on a mission's branches (``crawlbook odds``, maps, booklets; docs/odds.md).

The core knows no game's dice or cards: it asks the program's ruleset
(``Ruleset.odds(verb, params, program)``) for the odds of one effect, an ``Odds`` table
(who or what by row, exact ``Fraction``\\ s in the cells) with the chance of each outcome
when the verb has outcomes; and ``Ruleset.measures(verb, params)`` for what an effect adds
to an Event's result (Damage, TB cards ...). From those it walks an Event's
``MissionGraph`` (``event_odds``): every option of a decision taken with the same chance,
every test outcome with the ruleset's exact chance, every Log Entry check read against
what the walk has noted, to the exact distribution of how the Event ends. Nothing is
sampled; the arithmetic is rational. An Event that loops (a door that stays shut, an
engine that keeps humming) is an absorbing Markov chain: its states are solved, one
strongly connected part at a time, for the exact chance of each way out (``_absorb``),
not unrolled, so a loop's chances are small exact fractions.

What the walk assumes, and says in ``EventOdds.assumptions``: no Log Entry is noted when
the Event starts (only the markers the mission's rules give); a condition on the ruleset's
state (``WOUNDS < 5``, ``fired PISTOL``) cannot be known before play and is read as false;
a measure that grows round a loop (time boxes spent at a door that stays shut) is counted
exactly up to ``LOOP_TAIL`` rounds of the loop, the rest in one exact "or more" row
(``EventOdds.open_ended``), and its exact mean is kept too (``EventOdds.means``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from crawlbook.compiler.registry import Registry

    from crawlbook.ruleset import Ruleset

LOOP_TAIL = 4  # rounds of a loop counted one by one before a growing measure's "or more"
CONTINUE = "CONTINUE"
# Where the walk goes when an effect's chances of the written outcomes add up to less than
# one: the rest ends the game there (a fight lost to the death has no way out).
ENDS = "\0ends"
ENDS_WORDS = "the game ends"
NOTED = "Log Entries noted"


@dataclass(frozen=True)
class OddsRow:
    """One row of an ``Odds`` table: who or what (``label``), one cell per column (an
    exact chance, a text, or None for nothing to say) and a ``note``."""

    label: str
    cells: tuple[Fraction | str | None, ...]
    note: str = ""


@dataclass(frozen=True)
class Odds:
    """The exact odds of one effect, as the ruleset computes them.

    ``title`` says what is measured (``Chance to pass SURVIVAL DIFF 2``), ``columns`` name
    the cells of each row; ``chances`` give each outcome of a verb with outcomes
    (``{"pass": ..., "fail": ...}``, summing to 1) under the ``basis`` stated (who takes
    the test when the booklet does not say); ``summary`` is one short line for a map's
    label (``pass 26% to 74% by Rat``)."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[OddsRow, ...]
    chances: Mapping[str, Fraction] = field(default_factory=dict)
    basis: str = ""
    summary: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"title": self.title, "columns": list(self.columns),
                "rows": [{"label": r.label, "cells": [cell_json(c) for c in r.cells],
                          "note": r.note} for r in self.rows],
                "chances": {k: fraction_json(v) for k, v in self.chances.items()},
                "basis": self.basis, "summary": self.summary}


def percent(chance: Fraction | float | None, places: int = 1) -> str:
    """``42.1%`` (``-`` for None)."""
    if chance is None:
        return "-"
    return f"{float(chance) * 100:.{places}f}%"


def cell_text(cell: Fraction | str | None) -> str:
    if isinstance(cell, Fraction):
        return percent(cell)
    return "" if cell is None else str(cell)


def fraction_json(value: Fraction) -> dict[str, Any]:
    """An exact chance as JSON: the fraction as text and its value."""
    return {"exact": f"{value.numerator}/{value.denominator}", "value": round(float(value), 6)}


def cell_json(cell: Fraction | str | None) -> Any:
    return fraction_json(cell) if isinstance(cell, Fraction) else cell


# --------------------------------------------------------------------------- asking


def _resolved(program: Mapping[str, Any], ruleset: Ruleset | None) -> Ruleset | None:
    """``ruleset``, or, for a library caller that passed none, the program's own
    (``plugins.for_program``; a command passes the one it resolved)."""
    if ruleset is not None:
        return ruleset
    from crawlbook import plugins

    return plugins.for_program(program)


def _registry(ruleset: Ruleset | None) -> Registry | None:
    return ruleset.language() if ruleset is not None else None


def effect_odds(program: Mapping[str, Any], verb: str, params: Mapping[str, Any],
                ruleset: Ruleset | None) -> Odds | None:
    """The odds ``ruleset`` (the program's) gives one effect of ``program`` (None: nothing
    to say)."""
    if ruleset is None:
        return None
    found: Odds | None = ruleset.odds(verb, params, program)
    return found


def entry_effects(entry: Mapping[str, Any]) -> list[tuple[str, Mapping[str, Any]]]:
    """(verb, params) of every effect of a compiled entry, its ending's test last."""
    found = [(str(s.get("verb")), s.get("params") or {}) for s in entry.get("steps") or []
             if isinstance(s, Mapping) and s.get("op") == "effect"]
    ending = entry.get("ending")
    if isinstance(ending, Mapping) and ending.get("kind") == "resolve":
        found.append((str(ending.get("verb")), ending.get("params") or {}))
    return found


def entry_odds(program: Mapping[str, Any], entry_id: str,
               ruleset: Ruleset | None = None) -> list[tuple[str, Odds]]:
    """The odds of every effect of one entry that has some: (the effect as written,
    its Odds)."""
    from crawlbook.compiler.maps import effect_text

    ruleset = _resolved(program, ruleset)
    registry = _registry(ruleset)
    entry = (program.get("entries") or {}).get(entry_id)
    if not isinstance(entry, Mapping):
        return []
    found = []
    for verb, params in entry_effects(entry):
        odds = effect_odds(program, verb, params, ruleset)
        if odds is not None:
            found.append((effect_text(verb, params, registry), odds))
    return found


def program_odds(program: Mapping[str, Any],
                 ruleset: Ruleset | None = None) -> dict[str, list[tuple[str, Odds]]]:
    """Every entry's odds, by entry id (entries without any are left out); the odds of
    the same effect are computed once. ``ruleset``: the program's (a command passes the
    one it resolved)."""
    memo: dict[str, Odds | None] = {}
    out: dict[str, list[tuple[str, Odds]]] = {}
    from crawlbook.compiler.maps import effect_text

    ruleset = _resolved(program, ruleset)
    registry = _registry(ruleset)

    for eid, entry in (program.get("entries") or {}).items():
        if not isinstance(entry, Mapping):
            continue
        found = []
        for verb, params in entry_effects(entry):
            key = repr((verb, sorted(params.items())))
            if key not in memo:
                memo[key] = effect_odds(program, verb, params, ruleset)
            odds = memo[key]
            if odds is not None:
                found.append((effect_text(verb, params, registry), odds))
        if found:
            out[str(eid)] = found
    return out


# --------------------------------------------------------------------------- Events


@dataclass(frozen=True)
class Outcome:
    """One way an Event ends: the entry read last, the Log Entries it noted, what the
    ruleset's measures add up to, and its exact chance."""

    ending: str
    noted: tuple[str, ...]
    measures: tuple[tuple[str, int], ...]
    chance: Fraction


@dataclass
class EventOdds:
    """The exact distribution of an Event's results under a uniform choice of options."""

    owner: str
    title: str
    outcomes: list[Outcome]
    unresolved: Fraction
    assumptions: list[str]
    tests: list[tuple[str, str, Odds]]  # (entry id, effect as written, its odds)
    #: each measure's exact mean (a measure that grows in a loop too)
    means: dict[str, Fraction] = field(default_factory=dict)
    #: measure -> the value that stands for "that or more" (a measure grown round a loop;
    #: a negative one: "that or less")
    open_ended: dict[str, int] = field(default_factory=dict)

    def marginals(self) -> dict[str, dict[int, Fraction]]:
        """Each measure's distribution (Log Entries noted counted as a measure too)."""
        names: list[str] = []
        for outcome in self.outcomes:
            names += [name for name, _ in outcome.measures if name not in names]
        out: dict[str, dict[int, Fraction]] = {}
        for name in [*names, NOTED]:
            found: dict[int, Fraction] = defaultdict(Fraction)
            for outcome in self.outcomes:
                value = (len(outcome.noted) if name == NOTED
                         else dict(outcome.measures).get(name, 0))
                found[value] += outcome.chance
            out[name] = dict(sorted(found.items()))
        return out

    def endings(self) -> dict[str, Fraction]:
        found: dict[str, Fraction] = defaultdict(Fraction)
        for outcome in self.outcomes:
            found[outcome.ending] += outcome.chance
        return dict(sorted(found.items(), key=lambda kv: -kv[1]))

    def log_entries(self) -> dict[str, Fraction]:
        found: dict[str, Fraction] = defaultdict(Fraction)
        for outcome in self.outcomes:
            for name in outcome.noted:
                found[name] += outcome.chance
        return dict(sorted(found.items()))

    def to_json(self) -> dict[str, Any]:
        return {
            "owner": self.owner, "title": self.title,
            "outcomes": [{"ending": o.ending, "noted": list(o.noted),
                          "measures": dict(o.measures), "chance": fraction_json(o.chance)}
                         for o in self.outcomes],
            "marginals": {name: {str(k): fraction_json(v) for k, v in dist.items()}
                          for name, dist in self.marginals().items()},
            "endings": {k: fraction_json(v) for k, v in self.endings().items()},
            "log_entries": {k: fraction_json(v) for k, v in self.log_entries().items()},
            "means": {k: fraction_json(v) for k, v in self.means.items()},
            "open_ended": dict(self.open_ended),
            "unresolved": fraction_json(self.unresolved),
            "assumptions": self.assumptions,
            "tests": [{"entry": eid, "effect": text, "odds": odds.to_json()}
                      for eid, text, odds in self.tests],
        }


class _Unknown(Exception):
    """A condition on the ruleset's state, which the walk cannot know."""


def _holds(cond: Any, noted: frozenset[str], markers: frozenset[str]) -> bool:
    if cond is None:
        return True
    if not isinstance(cond, Mapping) or len(cond) != 1:
        raise _Unknown(repr(cond))
    (key, value), = cond.items()
    if key == "noted":
        return str(value).upper() in noted
    if key == "has":
        return str(value).upper() in markers
    if key == "not":
        return not _holds(value, noted, markers)
    if key == "and":
        return all(_holds(c, noted, markers) for c in value)
    if key == "or":
        return any(_holds(c, noted, markers) for c in value)
    raise _Unknown(key)


def _reads(cond: Any, noted: frozenset[str], markers: frozenset[str],
           unknown: set[str]) -> bool:
    """``_holds``, a condition on the ruleset's state read as false (and remembered)."""
    from crawlbook.compiler.maps import condition_text

    try:
        return _holds(cond, noted, markers)
    except _Unknown:
        unknown.add(condition_text(cond))
        return False


_State = tuple[str, str, frozenset[str], frozenset[str], tuple[tuple[str, int], ...]]


def event_odds(program: Mapping[str, Any], owner: str, first: str | None = None, *,
               ruleset: Ruleset | None = None) -> EventOdds:
    """Walk Event or card ``owner`` (its number or code, as the program keys it) from its
    first entry, or from entry ``first`` of it (a start entry, ``start_odds``), with
    ``ruleset``, the program's (a command passes the one it resolved)."""
    from crawlbook.compiler.build import upgrade
    from crawlbook.compiler.graph import MissionGraph
    from crawlbook.compiler.maps import effect_text

    program = upgrade(dict(program))
    ruleset = _resolved(program, ruleset)
    registry = _registry(ruleset)
    graph = MissionGraph.from_program(program, registry)
    entries: Mapping[str, Any] = program.get("entries") or {}
    part = ((program.get("events") or {}).get(owner) or (program.get("cards") or {}).get(owner)
            or (program.get("books") or {}).get(owner) or {})
    mission = program.get("mission") or {}
    markers = frozenset(str(m).upper() for m in mission.get("markers") or [])
    markers |= frozenset(str((r.get("params") or {}).get("name", "")).upper()
                         for r in mission.get("rules") or []
                         if registry is not None and isinstance(r, Mapping)
                         and "marker" in getattr(registry.verbs.get(str(r.get("verb"))),
                                                 "roles", ()))
    unknown: set[str] = set()
    guessed: set[str] = set()
    tests: list[tuple[str, str, Odds]] = []
    memo: dict[str, Odds | None] = {}

    def odds_of(verb: str, params: Mapping[str, Any]) -> Odds | None:
        key = repr((verb, sorted(params.items())))
        if key not in memo:
            memo[key] = effect_odds(program, verb, params, ruleset)
        return memo[key]

    for eid in part.get("entries") or []:
        for verb, params in entry_effects(entries.get(eid) or {}):
            odds = odds_of(verb, params)
            if odds is not None:
                tests.append((str(eid), effect_text(verb, params, registry), odds))

    def roles(verb: str) -> frozenset[str]:
        spec = registry.verbs.get(verb) if registry is not None else None
        return spec.roles if spec is not None else frozenset()

    def measure(verb: str, params: Mapping[str, Any]) -> Mapping[str, int]:
        return ruleset.measures(verb, params) if ruleset is not None else {}

    def read(eid: str, noted: frozenset[str], held: frozenset[str]
             ) -> tuple[frozenset[str], frozenset[str], dict[str, int]]:
        """What reading entry ``eid`` notes, holds and adds to the measures."""
        added: dict[str, int] = {}
        for verb, params in entry_effects(entries.get(eid) or {}):
            found = roles(verb)
            name = str(params.get("name", "")).upper()
            if "note" in found:
                noted = noted | {name}
            elif "gain" in found:
                held = held | {name}
            elif "lose" in found:
                held = held - {name}
            for key, value in measure(verb, params).items():
                added[key] = added.get(key, 0) + value
        return noted, held, added

    caps = _loop_caps(graph, part, entries, lambda eid: read(eid, frozenset(), frozenset())[2])

    def step(state: _State) -> _Step:
        eid, last, noted, held, totals = state
        if eid == CONTINUE:
            return (last, noted, totals)
        if eid == ENDS:
            return (f"{last} ({ENDS_WORDS})", noted, totals)
        if not isinstance(entries.get(eid), Mapping):  # a missing target: the walk ends there
            return (f"{eid} (missing)", noted, totals)
        noted, held, added = read(eid, noted, held)
        summed = dict(totals)
        for key, value in added.items():
            total = summed.get(key, 0) + value
            cap = caps.get(key)
            summed[key] = total if cap is None else max(-cap, min(cap, total))
        totals = tuple(sorted(summed.items()))
        ways = _ways(graph, eid, entries[eid], noted, held, unknown, guessed, odds_of)
        return [((target, eid, noted, held, totals), share) for target, share in ways]

    start = part.get("first") if first is None else first
    outcomes: dict[tuple[str, frozenset[str], tuple[tuple[str, int], ...]], Fraction] = {}
    means: dict[str, Fraction] = defaultdict(Fraction)
    if start is not None:
        origin: _State = (str(start), str(start), frozenset(), markers, ())
        absorbed, visits = _absorb(origin, step)
        outcomes = {key: chance for key, chance in absorbed.items() if chance}
        for (eid, _last, noted, held, _totals), times in visits.items():
            if eid != CONTINUE and isinstance(entries.get(eid), Mapping):
                for key, value in read(eid, noted, held)[2].items():
                    means[key] += times * value
    unresolved = Fraction(0)
    assumptions = ["no Log Entry is noted when it starts"
                   + (f"; the team holds {', '.join(sorted(markers))}" if markers else ""),
                   "every option of a decision is taken with the same chance"]
    assumptions += [odds.basis for _e, _t, odds in tests if odds.basis and odds.chances]
    assumptions = list(dict.fromkeys(assumptions))
    if unknown:
        assumptions.append("read as false (the game's state is not known before play): "
                           + "; ".join(sorted(unknown)))
    if guessed:
        assumptions.append("outcomes taken with the same chance (no odds known): "
                           + ", ".join(sorted(guessed)))
    if any(ending.endswith(f"({ENDS_WORDS})") for ending, _n, _t in outcomes):
        assumptions.append("an outcome its entry writes no way for ends the game there "
                           "(a fight lost)")
    results = [Outcome(ending, tuple(sorted(noted)), totals, chance)
               for (ending, noted, totals), chance in outcomes.items()]
    results.sort(key=lambda o: (-o.chance, o.ending, o.noted, o.measures))
    title = str(part.get("title") or "")
    grown = {k: v for k, v in caps.items() if any(dict(o.measures).get(k) in (v, -v)
                                                  for o in results)}
    if grown:
        assumptions.append("counted one by one up to the loop's " + ", ".join(
            f"{k} {v}" for k, v in sorted(grown.items())) + "; that row is that many or more")
    return EventOdds(str(owner), title, results, unresolved, assumptions, tests,
                     means={k: v for k, v in sorted(means.items()) if v}, open_ended=grown)


_Outcome = tuple[str, frozenset[str], tuple[tuple[str, int], ...]]
_Step = _Outcome | list[tuple[_State, Fraction]]


def _absorb(start: _State, step: Callable[[_State], _Step]
            ) -> tuple[dict[_Outcome, Fraction], dict[_State, Fraction]]:
    """Solve the absorbing Markov chain that ``step`` describes from ``start``: the exact
    chance of each outcome (absorbing state) and the expected number of visits to each
    state that reads an entry.

    ``step(state)`` is either an outcome (the state absorbs) or the states it goes to
    with their chances. The reachable states are found first; then each strongly
    connected part, in order, solves ``x = b + Q x`` (``b`` what flows in, ``Q`` its own
    transitions) by Gaussian elimination over fractions; a part without a cycle (most
    of an Event) is just passed through."""
    import networkx as nx

    moves: dict[_State, list[tuple[_State, Fraction]]] = {}
    ends: dict[_State, _Outcome] = {}
    todo = [start]
    while todo:
        state = todo.pop()
        if state in moves or state in ends:
            continue
        found = step(state)
        if isinstance(found, tuple):
            ends[state] = found
            continue
        moves[state] = found
        todo += [nxt for nxt, _share in found if nxt not in moves and nxt not in ends]
    flow = nx.DiGraph()
    flow.add_nodes_from(moves)
    flow.add_edges_from((a, b) for a, found in moves.items() for b, _ in found if b in moves)
    inflow: dict[_State, Fraction] = defaultdict(Fraction)
    absorbed: dict[_Outcome, Fraction] = defaultdict(Fraction)
    visits: dict[_State, Fraction] = {}
    if start in ends:
        absorbed[ends[start]] += 1
        return dict(absorbed), visits
    inflow[start] = Fraction(1)
    condensed = nx.condensation(flow)
    for part in nx.topological_sort(condensed):
        members = list(condensed.nodes[part]["members"])
        if len(members) == 1 and not flow.has_edge(members[0], members[0]):
            solved = {members[0]: inflow[members[0]]}
        else:
            solved = _solve(members, moves, inflow)
        for state, times in solved.items():
            visits[state] = times
            for nxt, share in moves[state]:
                if nxt in ends:
                    absorbed[ends[nxt]] += times * share
                elif nxt not in solved:
                    inflow[nxt] += times * share
    return dict(absorbed), visits


def _solve(members: list[_State], moves: Mapping[_State, list[tuple[_State, Fraction]]],
           inflow: Mapping[_State, Fraction]) -> dict[_State, Fraction]:
    """Expected visits ``x`` to the states of one strongly connected part: ``x = b + Qᵀx``
    (``b`` the chance flowing in), by Gauss-Jordan elimination over fractions."""
    index = {state: i for i, state in enumerate(members)}
    n = len(members)
    rows = [[Fraction(int(i == j)) for j in range(n)] + [inflow.get(members[i], Fraction(0))]
            for i in range(n)]
    for j, state in enumerate(members):
        for nxt, share in moves[state]:
            i = index.get(nxt)
            if i is not None:
                rows[i][j] -= share
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col])
        rows[col], rows[pivot] = rows[pivot], rows[col]
        head = rows[col][col]
        rows[col] = [v / head for v in rows[col]]
        for r in range(n):
            if r != col and rows[r][col]:
                factor = rows[r][col]
                rows[r] = [v - factor * w for v, w in zip(rows[r], rows[col], strict=True)]
    return {state: rows[index[state]][n] for state in members}


def _loop_caps(graph: Any, part: Mapping[str, Any], entries: Mapping[str, Any],
               adds: Callable[[str], Mapping[str, int]]) -> dict[str, int]:
    """The measures that grow round a loop of the part's entries, each with the value that
    stands for "that or more": ``LOOP_TAIL`` rounds of the loop's largest step."""
    import networkx as nx

    ids = [str(e) for e in part.get("entries") or []]
    links = nx.DiGraph()
    links.add_nodes_from(ids)
    for eid in ids:
        for way in graph.ways(eid):
            if way.ref != CONTINUE and str(way.ref) in entries:
                links.add_edge(eid, str(way.ref))
    caps: dict[str, int] = {}
    for loop in nx.strongly_connected_components(links):
        eid = next(iter(loop))
        if len(loop) == 1 and not links.has_edge(eid, eid):
            continue
        round_: dict[str, int] = defaultdict(int)
        for member in loop:
            for key, value in adds(member).items():
                round_[key] += abs(value)
        for key, value in round_.items():
            if value:
                caps[key] = max(caps.get(key, 0), LOOP_TAIL * value)
    return caps



def _ways(graph: Any, eid: str, entry: Mapping[str, Any], noted: frozenset[str],
          held: frozenset[str], unknown: set[str], guessed: set[str],
          odds_of: Any) -> Iterable[tuple[str, Fraction]]:
    """Where the walk goes from entry ``eid``, with what chance."""
    ways = graph.ways(eid)
    if not ways:
        return [(CONTINUE, Fraction(1))]
    kind = ways[0].data.get("kind")
    if kind == "option":
        open_ = [w for w in ways if _reads(w.data.get("if"), noted, held, unknown)]
        if not open_:  # no option holds: the reading ends (the interpreter's ruling)
            return [(CONTINUE, Fraction(1))]
        return [(_target(w), Fraction(1, len(open_))) for w in open_]
    if kind == "branch":
        for way in ways:
            if _reads(way.data.get("if"), noted, held, unknown):
                return [(_target(way), Fraction(1))]
        return [(CONTINUE, Fraction(1))]
    if kind == "outcome":
        ending = entry.get("ending") or {}
        odds = odds_of(str(ending.get("verb")), ending.get("params") or {})
        chances: Mapping[str, Fraction] = odds.chances if odds is not None else {}
        labels = [str(w.data.get("label")) for w in ways]
        if not chances or not set(labels) <= set(chances):
            guessed.add(str(ending.get("verb")))
            chances = {label: Fraction(1, len(labels)) for label in labels}
        found = [(_target(w), chances[str(w.data.get("label"))]) for w in ways]
        rest = 1 - sum((share for _t, share in found), Fraction(0))
        return [*found, (ENDS, rest)] if rest > 0 else found
    return [(_target(ways[0]), Fraction(1))]


def _target(way: Any) -> str:
    if way.ref == CONTINUE:
        return CONTINUE
    return str(way.ref)


def owners(program: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """(kind, key, title) of every Event (in number order) and card (in code order)."""
    from crawlbook.compiler.maps import _natural

    found = []
    for kind, key in (("event", "events"), ("card", "cards")):
        part: Mapping[str, Any] = program.get(key) or {}
        for name in sorted(part, key=lambda k: _natural(str(k))):
            found.append((kind, str(name), str((part[name] or {}).get("title") or "")))
    return found


@dataclass(frozen=True)
class Start:
    """An entry where reading may start (docs/language.md, "Where reading starts"): its
    id ("" for an Event with no entry), its owner's kind (``event``, ``card``, ``book``),
    key and title."""

    entry: str
    kind: str
    owner: str
    title: str


def starts(program: Mapping[str, Any]) -> list[Start]:
    """Where reading may start: the program's ``start`` entries in the order written
    (``START 1``, or the ruleset's default), else the first entry of every Event (in
    number order) and card (in code order), as the book shape's default says."""
    listed = [str(s) for s in program.get("start") or ()]
    if not listed:
        found = []
        for kind, key, title in owners(program):
            part = (program.get(f"{kind}s") or {}).get(key) or {}
            found.append(Start(str(part.get("first") or ""), kind, key, title))
        return found
    entries: Mapping[str, Any] = program.get("entries") or {}
    out = []
    for eid in listed:
        entry = entries.get(eid) or {}
        kind = str(entry.get("owner_kind") or "")
        owner = str(entry.get("owner") or "")
        part = (program.get(f"{kind}s") or {}).get(owner) or {}
        out.append(Start(eid, kind, owner, str(part.get("title") or "")))
    return out


def start_odds(program: Mapping[str, Any], start: Start, *,
               ruleset: Ruleset | None = None) -> EventOdds:
    """The exact distribution of how a reading that begins at ``start`` ends: its
    owner's walk (``event_odds``, with ``ruleset``) from that entry."""
    return event_odds(program, start.owner, start.entry or None, ruleset=ruleset)


def summary_line(odds: Sequence[tuple[str, Odds]]) -> str:
    """The summaries of an entry's odds, joined for a label."""
    return " · ".join(o.summary for _t, o in odds if o.summary)


def markdown_table(odds: Odds) -> str:
    """One effect's Odds as a Markdown table (an editor's hover), then its outcomes and
    the basis they assume."""

    def cell(value: Fraction | str | None) -> str:
        return cell_text(value).replace("|", "\\|")

    notes = any(row.note for row in odds.rows)
    head = ["", *odds.columns, *(["note"] if notes else [])]
    lines = [f"**{odds.title}**", "", "| " + " | ".join(cell(h) for h in head) + " |",
             "| --- |" + " ---: |" * len(odds.columns) + (" --- |" if notes else "")]
    for row in odds.rows:
        cells = [row.label, *row.cells, *([row.note] if notes else [])]
        lines.append("| " + " | ".join(cell(c) for c in cells) + " |")
    if odds.chances:
        lines += ["", " · ".join(f"{name} {percent(chance)}"
                                 for name, chance in odds.chances.items())]
    if odds.basis:
        lines += ["", f"_Assumes {odds.basis}._"]
    return "\n".join(lines)
