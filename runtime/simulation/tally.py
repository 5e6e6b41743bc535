"""``Tally``: what a simulation remembers of its games, as sums (docs/simulate.md).

Each finished game is read once (its result, its state and its event log,
docs/event-log.md) and folded into counters; the game itself is dropped. Two tallies merge
by adding their counters, which is order-independent, so the report is the same however
the runs were split across workers: memory stays flat whatever the number of runs.

While reading the log the few engine invariants a simulation can check cheaply are
verified (rulebook "Tough Bastardness": the TB cards are conserved across the Draw,
Discard and Removed piles; "Roll Threat Die": Threat stays on the track 1..9; "Applying
Damage": Damage is never negative, a Rat is Taken Out exactly at his Health).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

THREAT_RANGE = range(1, 10)
MAX_FAILED_RUNS = 20  # failed runs kept with their answers (the lowest indices)

# The log events a tally reads; every other type is skipped with one set lookup.
_READ = frozenset({"setup", "entry", "decision", "trait_test", "combat_start", "combat_end",
                   "taken_out", "threat_change", "damage", "tb_deck"})


class InvariantBroken(AssertionError):
    """A finished game whose state breaks a rule the engine must keep."""


@dataclass(slots=True)
class Tally:
    """Sums over runs; ``merge`` adds another tally (any order gives the same sums)."""

    runs: int = 0
    completed: int = 0
    outcomes: Counter = field(default_factory=Counter)  # "success" or the failure cause
    points: Counter = field(default_factory=Counter)  # Success Points of successful runs
    points_sum: int = 0  # over completed runs (a failed Mission scores 0)
    turns: Counter = field(default_factory=Counter)  # Crawls per run
    taken_out: Counter = field(default_factory=Counter)  # Rats Taken Out per run
    combats: int = 0
    combats_won: int = 0
    runs_with_combat: int = 0
    entries: Counter = field(default_factory=Counter)  # entry id -> runs that reached it
    taken: Counter = field(default_factory=Counter)  # (entry, option) -> times taken
    taken_runs: Counter = field(default_factory=Counter)  # (entry, option) -> runs
    taken_wins: Counter = field(default_factory=Counter)  # ... of which successful
    tests: Counter = field(default_factory=Counter)  # entry -> Trait tests made
    tests_passed: Counter = field(default_factory=Counter)
    failed: int = 0
    failed_runs: list[dict[str, Any]] = field(default_factory=list)

    def merge(self, other: Tally) -> Tally:
        self.runs += other.runs
        self.completed += other.completed
        self.points_sum += other.points_sum
        self.combats += other.combats
        self.combats_won += other.combats_won
        self.runs_with_combat += other.runs_with_combat
        self.failed += other.failed
        for name in ("outcomes", "points", "turns", "taken_out", "entries", "taken",
                     "taken_runs", "taken_wins", "tests", "tests_passed"):
            getattr(self, name).update(getattr(other, name))
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

    def record_game(self, game: Any) -> None:
        """Fold one finished game in; raises ``InvariantBroken`` (nothing recorded)."""
        stats = read_game(game)
        result = game.result
        won = result.outcome == "success"
        self.runs += 1
        self.completed += 1
        self.outcomes["success" if won else str(result.cause)] += 1
        if won:
            self.points[result.success_points] += 1
            self.points_sum += result.success_points
        self.turns[game.state.crawls] += 1
        self.taken_out[stats.taken_out] += 1
        self.combats += stats.combats
        self.combats_won += stats.combats_won
        self.runs_with_combat += 1 if stats.combats else 0
        self.entries.update(stats.reached)
        self.taken.update(stats.taken)
        runs = set(stats.taken)
        self.taken_runs.update(runs)
        if won:
            self.taken_wins.update(runs)
        self.tests.update(stats.tests)
        self.tests_passed.update(stats.passed)


def _lowest(failed: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(failed, key=lambda f: f["index"])[:MAX_FAILED_RUNS]


@dataclass(slots=True)
class GameStats:
    reached: set[str] = field(default_factory=set)
    taken: Counter = field(default_factory=Counter)
    tests: Counter = field(default_factory=Counter)
    passed: Counter = field(default_factory=Counter)
    combats: int = 0
    combats_won: int = 0
    taken_out: int = 0


def read_game(game: Any) -> GameStats:
    """One pass over a finished game's log: what the tally needs, and the invariants."""
    stats = GameStats()
    reached = stats.reached
    tb_total = None
    last_test = None  # the cause of the last Trait test (a reroll replaces its outcome)
    for event in game.state.log:
        kind = event["type"]
        if kind not in _READ:
            continue
        if kind == "entry":
            reached.add(event["id"])
        elif kind == "tb_deck":
            held = event["draw"] + event["discard"] + event["removed"]
            if held != tb_total:
                raise InvariantBroken(f"TB cards not conserved: {held} in the piles, "
                                      f"{tb_total} at set-up (event {event['seq']})")
        elif kind == "decision":
            if event["option"] is not None:
                stats.taken[(event["entry"], event["option"])] += 1
        elif kind == "trait_test":
            cause = event["cause"]
            if event.get("reroll"):
                if event["passed"] and last_test is not None:
                    stats.passed[last_test] += 1
            else:
                last_test = cause
                stats.tests[cause] += 1
                if event["passed"]:
                    stats.passed[cause] += 1
        elif kind == "threat_change":
            if event["after"] not in THREAT_RANGE:
                raise InvariantBroken(f"Threat {event['after']} is off the track 1..9 "
                                      f"(event {event['seq']})")
        elif kind == "damage":
            if event["amount"] <= 0 or event["total"] < 0:
                raise InvariantBroken(f"bad Damage {event['amount']} (total {event['total']})"
                                      f" on {event['rat']} (event {event['seq']})")
        elif kind == "combat_start":
            stats.combats += 1
        elif kind == "combat_end":
            if event.get("outcome") == "vc_eliminated":
                stats.combats_won += 1
        elif kind == "taken_out":
            stats.taken_out += 1
        elif kind == "setup":
            tb_total = event["tb_draw"]
    check_state(game, tb_total)
    return stats


def check_state(game: Any, tb_total: int | None) -> None:
    """The end state keeps the rules: TB piles, Threat, Damage, the Formation."""
    state = game.state
    if game.result is None or game.prompt is not None:
        raise InvariantBroken("the game stopped without a result")
    if tb_total is not None and state.tb.total != tb_total:
        raise InvariantBroken(f"TB cards not conserved: {state.tb.total} at the end, "
                              f"{tb_total} at set-up")
    if state.threat not in THREAT_RANGE:
        raise InvariantBroken(f"Threat {state.threat} is off the track 1..9")
    team = state.team
    for rat in team.rats:
        if rat.damage < 0:
            raise InvariantBroken(f"{rat.id} has negative Damage ({rat.damage})")
        if rat.taken_out != (rat.damage >= rat.health):
            raise InvariantBroken(f"{rat.id}: {rat.damage} Damage but taken_out="
                                  f"{rat.taken_out}")
    standing = [r.id for r in team.rats if not r.taken_out]
    if sorted(team.formation) != sorted(standing):
        raise InvariantBroken(f"the Formation {team.formation} is not the standing Rats "
                              f"{standing}")
    result = game.result
    if result.outcome == "failure" and result.cause != state.failure:
        raise InvariantBroken(f"failed with cause {result.cause} but the state says "
                              f"{state.failure}")
    if result.cause == "rats_taken_out" and len(standing) > 1:
        raise InvariantBroken("failed for Rats Taken Out with 2 Rats standing")
