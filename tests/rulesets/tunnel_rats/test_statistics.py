"""Statistics of the dice (docs/rules.md): Trait-test successes follow
Binomial(3, rating/6) and the Threat die's faces 1:2:2:1 (rulebook "Trait Tests", "Roll
Threat Die and Update Threat Level"). Chi-square goodness of fit over a large sample with
a fixed seed; the critical values are at p = 0.001, so a correct die fails 1 run in 1000
and this fixed seed either always passes or always fails."""

from __future__ import annotations

from math import comb

import pytest
from crawlbook.rulesets.tunnel_rats.engine.threat import ThreatDie
from crawlbook.rulesets.tunnel_rats.engine.trait_test import roll
from crawlbook.runtime.rng import Rng
from crawlbook.runtime.state import State

N = 30_000
# Chi-square critical values at p = 0.001 by degrees of freedom.
CRITICAL = {2: 13.816, 3: 16.266}


def chi_square(observed: list[int], expected: list[float]) -> float:
    return sum((o - e) ** 2 / e for o, e in zip(observed, expected, strict=True))


@pytest.mark.parametrize("rating", [1, 2, 3, 4, 5])
def test_trait_successes_are_binomial(rating):
    state = State(program={}, rng=Rng(20261129 + rating))
    counts = [0, 0, 0, 0]
    for _ in range(N):
        counts[roll(state, rating, 1, "Trait test").successes] += 1
    p = rating / 6
    expected = [N * comb(3, k) * p**k * (1 - p) ** (3 - k) for k in range(4)]
    assert chi_square(counts, expected) < CRITICAL[3]


def test_threat_die_faces_are_1_2_2_1():
    rng = Rng(7)
    faces = {"green": 0, "gray": 0, "yellow": 0, "red": 0}
    for _ in range(N):
        faces[ThreatDie[rng.below(6)]] += 1
    observed = [faces["green"], faces["gray"], faces["yellow"], faces["red"]]
    expected = [N / 6, N / 3, N / 3, N / 6]
    assert chi_square(observed, expected) < CRITICAL[3]
