"""Trait tests (rulebook "Trait Tests").

Roll 3D6 (the Trait dice, with the core's dice helper: a ``dice`` event); each die equal
to or less than the testing Rat's rating in the Trait is a success; the test passes when
the successes reach the DIFF. Unique Abilities that touch tests: ``sharp_eyes``
(Perception DIFF one lower, at least 1) and ``second_chance`` (once per mission, reroll
all three dice after a failed test).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from crawlbook.rulesets.tunnel_rats.engine.asks import ability_offer

from crawlbook.ruleset import Dice, Prompt, throw

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState
    from crawlbook.rulesets.tunnel_rats.engine.team import Rat

    from crawlbook.ruleset import State

TRAIT_DICE = Dice(3, 6)
_PURPOSES: dict[str, str] = {}  # trait -> the purpose of its dice ("Perception test")


@dataclass(frozen=True, slots=True)
class TraitTest:
    """The outcome of one roll of the Trait dice."""

    rating: int
    diff: int
    dice: tuple[int, ...]

    @property
    def successes(self) -> int:
        """The dice equal to or less than the rating (a loop, not ``sum`` over a
        generator, which costs twice as much for three dice; guarded by
        benchmarks/simulate_compare.py instructions)."""
        rating, count = self.rating, 0
        for die in self.dice:
            if die <= rating:
                count += 1
        return count

    @property
    def passed(self) -> bool:
        return self.successes >= self.diff


def roll(state: State, rating: int, diff: int, purpose: str) -> TraitTest:
    """Roll the three Trait dice against ``rating`` and ``diff``."""
    return TraitTest(rating, diff, throw(state, TRAIT_DICE, purpose)[0])


def trait_test(state: GameState, rat: Rat, trait: str, diff: int,
               cause: str) -> Generator[Prompt, str, bool]:
    """Resolve a Trait test by ``rat``; logs ``trait_test``; returns whether it passed."""
    trait = trait.upper()
    rating = rat.traits.get(trait, 0)
    if rat.ability == "sharp_eyes" and trait == "PERCEPTION":
        diff = max(1, diff - 1)
    purpose = _PURPOSES.get(trait) or _PURPOSES.setdefault(trait, f"{trait.title()} test")
    passed = _log(state, rat, trait, roll(state, rating, diff, purpose), cause, reroll=False)
    if (not passed and rat.ability == "second_chance" and not rat.ability_used
            and not rat.taken_out):
        text = f'"{rat.nickname}" failed: use his ability to reroll the three Trait dice?'
        if (yield from ability_offer(state, rat, text)):
            passed = _log(state, rat, trait, roll(state, rating, diff, f"{purpose}, reroll"),
                          cause, reroll=True)
    return passed


def _log(state: State, rat: Rat, trait: str, result: TraitTest, cause: str,
         reroll: bool) -> bool:
    """Log the ``trait_test`` event; returns whether the test passed (the successes are
    counted once, for the event and the caller)."""
    successes = result.successes
    passed = successes >= result.diff
    state.log.emit("trait_test", rat=rat.id, trait=trait, rating=result.rating,
               dice=list(result.dice), successes=successes, diff=result.diff,
               passed=passed, cause=cause, reroll=reroll)
    return passed
