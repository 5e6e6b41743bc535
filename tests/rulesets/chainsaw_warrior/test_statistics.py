"""Statistics of the dice ("Testing Reflexes", "Wandering Zombies"): Reflex tests roll
2D6, whose totals follow 1:2:3:4:5:6:5:4:3:2:1 / 36, and pass with the probability of
2D6 at most the rating; Wandering Zombies turn up in 1 of 6 Clear or Empty areas.

Chi-square and binomial tests over large samples with fixed seeds; the critical values
are at p = 0.001, so a correct die fails one run in a thousand and these fixed seeds
either always pass or always fail.
"""

from __future__ import annotations

import math

import pytest
from crawlbook.rulesets.chainsaw_warrior.engine.reflexes import reflex_test
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.dice import roll
from crawlbook.runtime.rng import Rng, seed_for_run

from .helpers import bench, events, pack, program

N = 20_000
CHI2_10_P001 = 29.588  # chi-square critical value, 10 degrees of freedom, p = 0.001
Z_P001 = 3.29  # two-sided normal critical value at p = 0.001
TWO_D6 = {t: (6 - abs(t - 7)) / 36 for t in range(2, 13)}


@pytest.mark.parametrize("reflexes", [6, 8, 11])
def test_reflex_tests_follow_2d6(reflexes):
    state = bench((), reflexes=reflexes)
    state.rng = Rng(20261130 + reflexes)
    counts = dict.fromkeys(TWO_D6, 0)
    passed = 0
    for _ in range(N):
        passed += reflex_test(state, "statistics")
    for e in events(state, "reflex_test"):
        counts[e["roll"]] += 1
    chi2 = sum((counts[t] - N * p) ** 2 / (N * p) for t, p in TWO_D6.items())
    assert chi2 < CHI2_10_P001, counts
    p = sum(q for t, q in TWO_D6.items() if t <= reflexes)
    z = (passed - N * p) / math.sqrt(N * p * (1 - p))
    assert abs(z) < Z_P001, (passed, N * p)


def test_wandering_zombies_on_one_in_six_clear_or_empty_areas():
    checks = arrived = 0
    for i in range(600):
        game = play_with_policy(program(), seed_for_run(29, i), "random", content=pack())
        for e in game.log:
            if e["type"] == "wandering_check" and e["cause"] in ("CLEAR.1", "EMPTY.1"):
                checks += 1
                arrived += e["arrived"]
                assert e["arrived"] == (e["roll"] == 6)
    assert checks > 3000
    p = 1 / 6
    z = (arrived - checks * p) / math.sqrt(checks * p * (1 - p))
    assert abs(z) < Z_P001, (arrived, checks)


def test_the_equipment_allowance_is_1d6_plus_2():
    counts = dict.fromkeys(range(3, 9), 0)
    for seed in range(600):
        state = bench(())
        state.rng = Rng(seed)
        counts[roll(state, state.setup.allowance, "equipment allowance")] += 1
    expected = 600 / 6
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 20.515  # 5 degrees of freedom, p = 0.001
