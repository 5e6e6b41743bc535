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
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.plugin import RESULT_KINDS, InvariantBroken

if TYPE_CHECKING:
    from crawlbook.runtime.plugin import SimulationHooks

__all__ = ["MAX_FAILED_RUNS", "READS", "InvariantBroken", "Tally", "kept_events", "read_log"]

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
    ruleset: Counter = field(default_factory=Counter)  # the ruleset's own counters
    failed: int = 0
    failed_runs: list[dict[str, Any]] = field(default_factory=list)

    def merge(self, other: Tally) -> Tally:
        self.runs += other.runs
        self.completed += other.completed
        self.score_sum += other.score_sum
        self.failed += other.failed
        for name in ("kinds", "causes", "scores", "entries", "taken", "taken_runs",
                     "taken_wins", "ruleset"):
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

    def record_game(self, game: Any, hooks: SimulationHooks | None = None) -> None:
        """Fold one finished game in; raises ``InvariantBroken`` (nothing recorded)."""
        result = game.result
        if result is None or game.prompt is not None:
            raise InvariantBroken("the game stopped without a result")
        if result.kind not in RESULT_KINDS:
            raise InvariantBroken(f"the result's kind `{result.kind}` is not one of "
                                  f"{', '.join(RESULT_KINDS)}")
        reached, taken = read_log(game.log)
        own = hooks.count(game) if hooks is not None else None
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
        if own:
            self.ruleset.update(own)


def _lowest(failed: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(failed, key=lambda f: f["index"])[:MAX_FAILED_RUNS]


# The event types ``read_log`` reads: a simulated game's log keeps these and the ruleset's
# (``kept_events``). Whatever reads another type of the log must add it here.
READS = frozenset({"entry", "decision"})


def kept_events(hooks: SimulationHooks | None) -> frozenset[str] | None:
    """The event types a simulated game's log must keep (``State.keep``): the core's
    ``READS`` and the ruleset's ``SimulationHooks.reads``; None (every event) when the
    ruleset does not say which types it reads."""
    reads = getattr(hooks, "reads", None) if hooks is not None else None
    return None if reads is None else READS | frozenset(reads)


def read_log(log: list[dict]) -> tuple[set[str], Counter]:
    """The entries a game reached and the decision options it took (entry, option)."""
    reached: set[str] = set()
    taken: Counter = Counter()
    for event in log:
        kind = event["type"]
        if kind == "entry":
            reached.add(event["id"])
        elif kind == "decision" and event["option"] is not None:
            taken[(event["entry"], event["option"])] += 1
    return reached, taken
