"""The exact chance of passing a Trait test (rulebook "Trait Tests"; docs/odds.md).

Roll 3D6; each die at or under the Rat's rating in the Trait is a success; the test passes
when the successes reach the DIFF. Every one of the 216 throws is read with the engine's
own ``TraitTest``, so the chance is exact (a ``Fraction`` of 216). The Unique Abilities
that touch a test count where they apply, as the engine plays them
(``engine/trait_test.py``): ``sharp_eyes`` (a Perception test needs one success fewer,
at least 1) and ``second_chance`` (once per Mission, all three dice again after a failed
test: while the reroll is unused the Rat passes with ``p + (1 - p) p``).

These are pure functions of the content pack's profiles: the map, the booklet's margin,
``crawlbook odds`` and an editor's hover all read them.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

THROWS = tuple(itertools.product(range(1, 7), repeat=3))  # the 216 throws of 3D6
POSITIONS = ("LEAD", "BACKUP", "SUPPORT")
TEAM = 3  # "draw 3" of the profiles (rulebook "Team Set Up")


@functools.cache
def pass_chance(rating: int, diff: int) -> Fraction:
    """The chance that a Rat rated ``rating`` in the Trait passes a test of ``diff``."""
    from crawlbook.rulesets.tunnel_rats.engine.trait_test import TraitTest

    passed = sum(1 for dice in THROWS if TraitTest(rating, diff, dice).passed)
    return Fraction(passed, len(THROWS))


@dataclass(frozen=True)
class RatChance:
    """One Rat's chance at one test: the rating and DIFF he tests at (after his ability),
    the chance on one throw, with his reroll (``second_chance``, None for the others), and
    what his ability changes."""

    id: str
    name: str
    nickname: str
    rating: int
    diff: int
    chance: Fraction
    reroll: Fraction | None
    note: str

    @property
    def label(self) -> str:
        return f'"{self.nickname}" {self.name}'

    @property
    def best(self) -> Fraction:
        """The chance the engine gives him while his reroll is unused."""
        return self.reroll if self.reroll is not None else self.chance


def rat_chance(profile: Mapping[str, Any], trait: str, diff: int) -> RatChance:
    """The chance of one Rat (a profile of the content pack) at ``trait`` DIFF ``diff``."""
    trait = trait.upper()
    traits = {str(k).upper(): int(v) for k, v in (profile.get("traits") or {}).items()}
    rating = traits.get(trait, 0)
    ability = profile.get("ability")
    needed, note = diff, ""
    if ability == "sharp_eyes" and trait == "PERCEPTION":
        needed = max(1, diff - 1)
        note = f"Unique Ability: tests at DIFF {needed}"
    chance = pass_chance(rating, needed)
    reroll = None
    if ability == "second_chance":
        reroll = chance + (1 - chance) * chance
        note = "Unique Ability: with his reroll (once per Mission)"
    return RatChance(str(profile.get("id")), str(profile.get("name")),
                     str(profile.get("nickname")), rating, needed, chance, reroll, note)


def rat_chances(profiles: Sequence[Mapping[str, Any]], trait: str,
                diff: int) -> tuple[RatChance, ...]:
    """Every Rat of the pack at one test, in the pack's order."""
    return tuple(rat_chance(p, trait, diff) for p in profiles)


def trait_test_chance(profiles: Sequence[Mapping[str, Any]], who: str, trait: str,
                diff: int) -> Fraction:
    """The chance that ``[TEST WHO TRAIT DIFF n]`` passes when nothing is known of the
    Team: a fresh Team is 3 Rats of the pack drawn at random in a random Formation, so the
    Rat in any place (or drawn at RANDOM) is each Rat of the pack alike; a CHOSEN Rat is
    the best of the Team (every Team alike). A Rat's reroll counts as unused."""
    chances = [c.best for c in rat_chances(profiles, trait, diff)]
    if not chances:
        return Fraction(0)
    if str(who).upper() == "CHOSEN" and len(chances) >= TEAM:
        teams = list(itertools.combinations(chances, TEAM))
        return sum((max(team) for team in teams), Fraction(0)) / len(teams)
    return sum(chances, Fraction(0)) / len(chances)


BASIS = ("a fresh Team of 3 Rats drawn from the pack in a random Formation (the Rat in any "
         "place is each Rat alike; a CHOSEN Rat is the best of the Team); a reroll unused")
