"""What an editor shows on a Tunnel Rats effect beyond the registry (``Ruleset.hover``,
docs/editors.md): a Trait test's chance of passing for each Rat of the content pack.

The chance is exact: every one of the 216 throws of the three Trait dice is read with the
engine's own ``TraitTest`` (rulebook "Trait Tests": a die at or under the rating is a
success, the test passes when the successes reach the DIFF). The Unique Abilities that
touch a test are counted where they apply: ``sharp_eyes`` (a Perception test needs one
success fewer, at least 1) and ``second_chance`` (once per Mission, all three dice rolled
again after a failure: the chance while the reroll is unused).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from fractions import Fraction
from itertools import product
from typing import Any


@functools.cache
def pass_chance(rating: int, diff: int) -> Fraction:
    """The chance that a Rat with ``rating`` in the Trait passes a test of ``diff``."""
    from crawlbook.rulesets.tunnel_rats.engine.trait_test import TraitTest

    throws = list(product(range(1, 7), repeat=3))
    passed = sum(1 for dice in throws if TraitTest(rating, diff, dice).passed)
    return Fraction(passed, len(throws))


def percent(chance: Fraction) -> str:
    return f"{float(chance) * 100:.1f}%"


@functools.cache
def _profiles() -> tuple[dict[str, Any], ...]:
    from crawlbook.rulesets.tunnel_rats.engine.content import load_pack

    return tuple(load_pack()["rats"]["profiles"])


def test_hover(params: Mapping[str, Any]) -> str | None:
    """The table of chances for ``[TEST WHO TRAIT DIFF n]``."""
    trait, diff = params.get("trait"), params.get("diff")
    if not isinstance(trait, str) or not isinstance(diff, int):
        return None
    rows = [f"| Rat | {trait.title()} | chance to pass | |", "| --- | ---: | ---: | --- |"]
    for profile in _profiles():
        traits = {str(k).upper(): int(v) for k, v in profile["traits"].items()}
        rating = traits.get(trait.upper(), 0)
        needed, note = diff, ""
        if profile.get("ability") == "sharp_eyes" and trait.upper() == "PERCEPTION":
            needed = max(1, diff - 1)
            note = f"Unique Ability: DIFF {needed}"
        chance = pass_chance(rating, needed)
        if profile.get("ability") == "second_chance":
            again = chance + (1 - chance) * chance
            note = f"{percent(again)} with the reroll (once per Mission)"
        rows.append(f"| {profile['nickname']} ({profile['name']}) | {rating} | "
                    f"{percent(chance)} ({chance.numerator * 216 // chance.denominator}/216) "
                    f"| {note} |")
    who = params.get("who")
    return (f"Chance of passing for each Rat of the content pack (3D6, exact); {who} is "
            "whoever holds that place when the test is taken:\n\n" + "\n".join(rows))


_HOVERS = {"TEST": test_hover}


def hover(verb: str, params: Mapping[str, Any]) -> str | None:
    found = _HOVERS.get(verb.upper())
    return found(params) if found is not None else None
