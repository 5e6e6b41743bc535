"""Two versions of a mission played side by side (`crawlbook diff`; docs/playtesting.md,
"diff"): the same seeds and the same policy for both, and for each measure its value in
each version with a 95% confidence interval, the difference and a test of whether it is
real (a two-sided p-value: a two-proportion z-test for rates, Welch's test for means).

Run ``i`` of each version is the game seeded ``seed_for_run(seed, i)`` with the policy
seeded ``policy_seed`` of it, as in `crawlbook simulate`: any run replays in the console.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from crawlbook.runtime.game import Game, Prepared
from crawlbook.runtime.policies import load_policy, policy_seed, start_policy
from crawlbook.runtime.rng import seed_for_run
from crawlbook.runtime.simulation.report import wilson

__all__ = ["Played", "compare", "play_many"]

MAX_STEPS = 20_000
Z95 = 1.959963984540054


@dataclass
class Played:
    """What ``runs`` games of one version gave."""

    runs: int = 0
    kinds: Counter = field(default_factory=Counter)
    causes: Counter = field(default_factory=Counter)  # of losses
    scores: list[float] = field(default_factory=list)
    distinct: list[float] = field(default_factory=list)  # entries read in each run
    reach: Counter = field(default_factory=Counter)  # runs reading each entry
    errors: int = 0


def play_many(prepared: Prepared, runs: int, seed: int, policy: str,
              options: Any = None) -> Played:
    factory = load_policy(policy, prepared.plugin or prepared.engine.name)
    found = Played()
    for i in range(runs):
        game_seed = seed_for_run(seed, i)
        try:
            game = Game.new(prepared.program, game_seed, options, content=prepared,
                            keep=frozenset({"entry"}))
            chooser = factory(policy_seed(game_seed))
            start_policy(chooser, game)
            if not game.answer_all(chooser.choose, MAX_STEPS) or game.result is None:
                found.errors += 1
                continue
        except Exception:  # an engine or policy fault in one version: counted, not raised
            found.errors += 1
            continue
        result = game.result
        found.runs += 1
        found.kinds[result.kind] += 1
        if result.kind == "loss":
            found.causes[str(result.cause)] += 1
        found.scores.append(float(result.score))
        read = {e["id"] for e in game.log if e.get("type") == "entry"}
        found.distinct.append(float(len(read)))
        found.reach.update(read)
    return found


def _rate(count: int, n: int) -> dict[str, float]:
    low, high = wilson(count, n)
    return {"value": count / n if n else 0.0, "low": low, "high": high}


def _proportions(a: int, n: int, b: int, m: int) -> dict[str, Any]:
    """Two rates, their difference and the two-proportion z-test's p-value."""
    p1, p2 = (a / n if n else 0.0), (b / m if m else 0.0)
    pooled = (a + b) / (n + m) if n + m else 0.0
    se = math.sqrt(pooled * (1 - pooled) * (1 / n + 1 / m)) if n and m else 0.0
    p = 1.0 if se == 0 else math.erfc(abs(p2 - p1) / se / math.sqrt(2))
    return {"old": _rate(a, n), "new": _rate(b, m), "change": round(p2 - p1, 6),
            "p_value": round(p, 6)}


def _mean(values: list[float]) -> tuple[float, float]:
    n = len(values)
    if not n:
        return 0.0, 0.0
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, var


def _means(a: list[float], b: list[float]) -> dict[str, Any]:
    """Two means with 95% intervals, the difference and Welch's test's p-value (normal
    approximation: a diff's runs are hundreds)."""
    (m1, v1), (m2, v2) = _mean(a), _mean(b)
    se = math.sqrt((v1 / len(a) if a else 0) + (v2 / len(b) if b else 0))
    p = 1.0 if se == 0 else math.erfc(abs(m2 - m1) / se / math.sqrt(2))

    def side(mean: float, var: float, n: int) -> dict[str, float]:
        half = Z95 * math.sqrt(var / n) if n else 0.0
        return {"value": round(mean, 6), "low": round(mean - half, 6),
                "high": round(mean + half, 6)}

    return {"old": side(m1, v1, len(a)), "new": side(m2, v2, len(b)),
            "change": round(m2 - m1, 6), "p_value": round(p, 6)}


def compare(old: Played, new: Played, entries_old: set[str], entries_new: set[str],
            top: int = 10) -> dict[str, Any]:
    """The outcomes of both versions side by side (see the module docstring)."""
    n, m = old.runs, new.runs
    causes = sorted(set(old.causes) | set(new.causes))
    reach = []
    for entry in sorted(entries_old & entries_new):
        a, b = old.reach.get(entry, 0), new.reach.get(entry, 0)
        if a != b:
            row = _proportions(a, n, b, m)
            reach.append({"entry": entry, **row})
    reach.sort(key=lambda r: (-abs(r["change"]), r["entry"]))
    covered_old = sum(1 for e in entries_old if old.reach.get(e))
    covered_new = sum(1 for e in entries_new if new.reach.get(e))
    return {
        "runs": {"old": n, "new": m, "errors_old": old.errors, "errors_new": new.errors},
        "win_rate": _proportions(old.kinds["win"], n, new.kinds["win"], m),
        "mean_score": _means(old.scores, new.scores),
        "causes_of_loss": {c: _proportions(old.causes[c], n, new.causes[c], m)
                           for c in causes},
        "coverage": {"entries_reached": {"old": covered_old, "new": covered_new,
                                         "change": covered_new - covered_old},
                     "entries_per_run": _means(old.distinct, new.distinct)},
        "reach_changed_most": reach[:top],
    }
