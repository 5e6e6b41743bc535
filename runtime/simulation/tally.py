"""``Tally``: what a simulation remembers of its games, as sums (docs/simulate.md).

Each finished game is read once and folded into counters; the game itself is dropped.
The core counts what every ruleset has: the result (win, draw or loss, with its cause
and score), the entries reached and the decision options taken (the interpreter's
``entry`` and ``decision`` events, docs/event-log.md), and the runs that crashed. The
ruleset's ``SimulationHooks.count`` adds counters of its own (``ruleset``) and checks its
invariants. Two tallies merge by adding their counters, which is order-independent, so
the report is the same however the runs were split across workers: memory stays flat
whatever the number of runs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.interpreter import END

from crawlbook.ruleset import RESULT_KINDS, InvariantBroken

if TYPE_CHECKING:
    from crawlbook.ruleset import SimulationHooks

__all__ = ["MAX_FAILED_RUNS", "READS", "InvariantBroken", "Tally", "goto_targets", "kept_events",
           "read_log"]

MAX_FAILED_RUNS = 20  # failed runs kept with their answers (the lowest indices)


@dataclass(slots=True)
class Tally:
    """Sums over runs; ``merge`` adds another tally (any order gives the same sums)."""

    runs: int = 0
    completed: int = 0
    kinds: Counter = field(default_factory=Counter)  # "win" / "draw" / "loss" -> runs
    causes: Counter = field(default_factory=Counter)  # (kind, cause) -> runs
    words: dict[str, str] = field(default_factory=dict)  # kind -> the ruleset's word
    scores: Counter = field(default_factory=Counter)  # score of won runs -> runs
    score_sum: int = 0  # over completed runs
    entries: Counter = field(default_factory=Counter)  # entry id -> runs that reached it
    taken: Counter = field(default_factory=Counter)  # (entry, option) -> times taken
    taken_runs: Counter = field(default_factory=Counter)  # (entry, option) -> runs
    taken_wins: Counter = field(default_factory=Counter)  # ... of which won
    taken_score: Counter = field(default_factory=Counter)  # ... their scores summed
    ways: Counter = field(default_factory=Counter)  # (entry, target) -> runs that took it
    ruleset: Counter = field(default_factory=Counter)  # the ruleset's own counters
    failed: int = 0
    failed_runs: list[dict[str, Any]] = field(default_factory=list)

    def merge(self, other: Tally) -> Tally:
        self.runs += other.runs
        self.completed += other.completed
        self.score_sum += other.score_sum
        self.failed += other.failed
        for name in ("kinds", "causes", "scores", "entries", "taken", "taken_runs",
                     "taken_wins", "taken_score", "ways", "ruleset"):
            getattr(self, name).update(getattr(other, name))
        for kind, word in other.words.items():
            self.words.setdefault(kind, word)
        self.failed_runs = _lowest(self.failed_runs + other.failed_runs)
        return self

    def record_failure(self, index: int, seed: int, policy_seed: int, kind: str,
                       message: str, answers: list[str], where: str | None) -> None:
        """A run that crashed or broke an invariant: kept with what replays it."""
        self.runs += 1
        self.failed += 1
        self.failed_runs = _lowest([*self.failed_runs, {
            "index": index, "seed": seed, "policy_seed": policy_seed, "kind": kind,
            "error": message, "where": where, "answers": list(answers)}])

    def record_game(self, game: Any, hooks: SimulationHooks | None = None,
                    goto: Mapping[str, str] | None = None) -> None:
        """Fold one finished game in; raises ``InvariantBroken`` (nothing recorded).
        ``goto`` is ``goto_targets`` of the game's program (read from it when not given:
        a caller folding many games of one program passes it once)."""
        result = game.result
        if result is None or game.prompt is not None:
            raise InvariantBroken("the game stopped without a result")
        if result.kind not in RESULT_KINDS:
            raise InvariantBroken(f"the result's kind `{result.kind}` is not one of "
                                  f"{', '.join(RESULT_KINDS)}")
        if goto is None:
            goto = goto_targets(game.program.get("entries"))
        # One walk of the log: ``read_log`` hands on the events it does not read, which
        # are all a ruleset with ``count_events`` reads (SimulationHooks), rather than the
        # ruleset walking the whole log again (a simulated game logs about 150 events).
        others: list[dict] = []
        reached, taken, ways = read_log(game.log, goto, result.kind == "win", others)
        own = None
        if hooks is not None:
            own = hooks.count_events(game, others)
        kind = result.kind
        won = kind == "win"
        self.runs += 1
        self.completed += 1
        self.kinds[kind] += 1
        self.causes[(kind, result.cause)] += 1
        self.words.setdefault(kind, result.outcome)
        self.score_sum += result.score
        if won:
            self.scores[result.score] += 1
        self.entries.update(reached)
        self.taken.update(taken)
        runs = set(taken)
        self.taken_runs.update(runs)
        if won:
            self.taken_wins.update(runs)
        if result.score:
            for key in runs:
                self.taken_score[key] += result.score
        self.ways.update(ways)
        if own:
            self.ruleset.update(own)


def _lowest(failed: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(failed, key=lambda f: f["index"])[:MAX_FAILED_RUNS]


# The event types ``read_log`` reads: a simulated game's log keeps these and the ruleset's
# (``kept_events``). Whatever reads another type of the log must add it here.
READS = frozenset({"entry", "decision", "outcome", "branch", "event_end"})


def kept_events(hooks: SimulationHooks | None) -> frozenset[str] | None:
    """The event types a simulated game's log must keep (``EventLog.keeping``): the core's
    ``READS`` and the ruleset's ``SimulationHooks.reads``; None (every event) when the
    ruleset does not say which types it reads."""
    reads = hooks.reads if hooks is not None else None
    return None if reads is None else READS | frozenset(reads)


def goto_targets(entries: Mapping[str, Any] | None) -> dict[str, str]:
    """Where each entry with a plain way on (a ``goto`` ending, or none) leads: read from
    the program once for all its games, not at every entry of every game. An entry of a
    malformed program is left out: a game that reads it crashes (a failed run) before
    ``read_log`` could ask."""
    targets = {}
    for entry_id, entry in (entries.items() if isinstance(entries, Mapping) else ()):
        ending = (entry.get("ending") or _GOTO_END) if isinstance(entry, dict) else None
        if isinstance(ending, dict) and ending.get("kind") == "goto":
            targets[entry_id] = str(ending.get("to", END))
    return targets


_GOTO_END = {"kind": "goto", "to": END}  # an entry without an ending reads on to the end


def read_log(log: list[dict], goto: Mapping[str, str] | None = None, won: bool = False,
             others: list[dict] | None = None
             ) -> tuple[set[str], list[tuple[str, str]], set[tuple[str, str]]]:
    """The entries a game reached, the decision options it took (entry, option; once for
    every time it was taken) and the ways out of entries it took at least once (entry,
    target; ``CONTINUE`` included).

    A decision, a test's outcome or a Log Entry check says where it goes; a plain way on
    (``goto``, which logs nothing) is known by what comes next: the next entry, the end
    of the Event, or, for the entry read last, a won game. ``goto`` is where each entry's
    plain way leads (``goto_targets``); without it plain ways are not counted.
    ``others``, when given, receives the events of the types it does not read, in log
    order (what ``SimulationHooks.count_events`` reads)."""
    reached: set[str] = set()
    taken: list[tuple[str, str]] = []  # a list, which ``Counter.update`` counts in C
    ways: set[tuple[str, str]] = set()
    targets = goto or {}
    plain = None  # the target of the plain way out of the entry being read
    current = ""
    skipped = [] if others is None else others
    for event in log:
        kind = event["type"]
        # Most of a simulated game's log is the ruleset's events: one set lookup sets them
        # aside for the ruleset.
        if kind not in READS:
            skipped.append(event)
            continue
        if kind == "entry":
            if plain is not None and (plain == END or plain == event["id"]):
                ways.add((current, plain))
            current = event["id"]
            reached.add(current)
            plain = targets.get(current)
        elif kind == "decision":
            plain = None
            if event["option"] is not None:
                taken.append((event["entry"], event["option"]))
            ways.add((event["entry"], event["to"]))
        elif kind == "event_end":
            if plain == END:
                ways.add((current, END))
                plain = None
        else:  # "outcome" or "branch"
            plain = None
            ways.add((event["entry"], event["to"]))
    if plain == END and won:
        ways.add((current, END))
    return reached, taken, ways
