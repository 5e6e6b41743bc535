"""Exact Trait test odds (rulebook "Trait Tests", "Unique Ability"; docs/odds.md,
"Trait tests"): 3D6 against the rating, each die at or under it a success, the DIFF
the successes needed; the Unique Abilities where they apply. Checked by hand, by
hypothesis and against the engine's own Trait tests played many times."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

from crawlbook.compiler.odds import Odds
from crawlbook.rulesets.tunnel_rats.odds import odds, profiles
from crawlbook.rulesets.tunnel_rats.odds.traits import (
    pass_chance,
    rat_chance,
    rat_chances,
    trait_test_chance,
)
from hypothesis import given
from hypothesis import strategies as st

from tests.odds.engine_sample import trait_tests

PACK = profiles({})
BY_ID = {p["id"]: p for p in PACK}


def test_the_rulebook_example_ghost_perception_3_diff_2() -> None:
    """"Trait Tests", example: Perception 3 at DIFF 2 passes on two dice at or under 3 of
    three: 3 (1/2)^2 (1/2) + (1/2)^3 = 1/2."""
    assert pass_chance(3, 2) == Fraction(1, 2)


def test_counted_by_hand() -> None:
    """"Trait Tests": each die at or under the rating is a success."""
    assert pass_chance(4, 2) == Fraction(20, 27)
    assert pass_chance(5, 2) == Fraction(25, 27)
    assert pass_chance(6, 3) == 1
    assert pass_chance(1, 3) == Fraction(1, 216)
    assert pass_chance(0, 1) == 0


@given(st.integers(0, 6), st.integers(1, 3))
def test_a_chance_is_a_whole_number_of_throws_and_grows_with_the_rating(
        rating: int, diff: int) -> None:
    """"Trait Tests": a higher rating never passes less often; a harder DIFF never more."""
    chance = pass_chance(rating, diff)
    assert 0 <= chance <= 1 and (chance * 216).denominator == 1
    if rating < 6:
        assert pass_chance(rating + 1, diff) >= chance
    if diff < 3:
        assert pass_chance(rating, diff + 1) <= chance


def test_sharp_eyes_needs_one_success_fewer_in_perception() -> None:
    """Unique Ability sharp_eyes (content pack): a Perception test at DIFF one lower
    (at least 1); other Traits as written."""
    light = BY_ID["light"]
    assert rat_chance(light, "PERCEPTION", 3).diff == 2
    assert rat_chance(light, "PERCEPTION", 1).diff == 1
    assert rat_chance(light, "SURVIVAL", 3).diff == 3
    assert rat_chance(light, "perception", 2).chance == pass_chance(5, 1)


def test_second_chance_rerolls_a_failed_test_once() -> None:
    """Unique Ability second_chance: after a failure, all three dice again (once per
    Mission): p + (1 - p) p while unused."""
    ghost = rat_chance(BY_ID["ghost"], "SURVIVAL", 2)
    p = pass_chance(4, 2)
    assert ghost.chance == p and ghost.reroll == p + (1 - p) * p
    assert ghost.best == ghost.reroll


def test_who_takes_it_for_a_fresh_team() -> None:
    """A place (LEAD, BACKUP, SUPPORT) or RANDOM: each Rat of the pack alike; CHOSEN: the
    best Rat of the Team, every Team of three alike (docs/odds.md)."""
    chances = [c.best for c in rat_chances(PACK, "CHARISMA", 2)]
    mean = sum(chances, Fraction(0)) / len(chances)
    assert trait_test_chance(PACK, "LEAD", "CHARISMA", 2) == mean
    assert trait_test_chance(PACK, "RANDOM", "CHARISMA", 2) == mean
    chosen = trait_test_chance(PACK, "CHOSEN", "CHARISMA", 2)
    assert mean < chosen <= max(chances)
    teams = list(itertools.combinations(chances, 3))
    assert chosen == sum((max(t) for t in teams), Fraction(0)) / math.comb(len(PACK), 3)


@given(st.sampled_from(("LEAD", "BACKUP", "SUPPORT", "RANDOM", "CHOSEN")),
       st.sampled_from(("SURVIVAL", "CHARISMA", "PERCEPTION", "INTELLIGENCE", "WILLPOWER")),
       st.integers(1, 3))
def test_pass_and_fail_sum_to_one(who: str, trait: str, diff: int) -> None:
    found = odds("TEST", {"who": who, "trait": trait, "diff": diff}, {})
    assert isinstance(found, Odds)
    assert sum(found.chances.values()) == 1 and set(found.chances) == {"pass", "fail"}
    assert len(found.rows) == len(PACK)


def _interval(p: Fraction, runs: int, z: float = 4.0) -> float:
    return z * math.sqrt(float(p * (1 - p)) / runs)


def test_the_exact_chances_agree_with_the_engine_played_many_times() -> None:
    """The engine's own Trait tests (``engine/trait_test.py``, the reroll taken when
    offered), 4000 throws each, land within 4 standard errors of the exact chance."""
    runs = 4000
    for rat_id, trait, diff in (("ghost", "SURVIVAL", 2), ("light", "PERCEPTION", 3),
                                ("mole", "SURVIVAL", 3), ("doc", "CHARISMA", 1)):
        profile = BY_ID[rat_id]
        exact = rat_chance(profile, trait, diff).best
        traits = {str(k).upper(): int(v) for k, v in profile["traits"].items()}
        seen = Fraction(trait_tests(traits, profile.get("ability"), trait, diff, runs,
                                    seed=11), runs)
        assert abs(float(seen - exact)) <= _interval(exact, runs), (rat_id, seen, exact)
