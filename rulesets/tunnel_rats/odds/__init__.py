"""Tunnel Rats' exact odds, as the core asks for them (``Ruleset.odds``,
``Ruleset.measures``; docs/odds.md).

- ``[TEST WHO TRAIT DIFF n]``: each Rat of the content pack, who may take any test, with
  his chance (``traits``: 3D6 against the rating, his Unique Ability where it applies),
  and the chance of ``pass`` and ``fail`` for a fresh Team (``traits.trait_test_chance``);
- ``[COMBAT ...]``: the chance that a Rat wins one interaction against each kind of VC the
  Combat has, in each Threat zone, for each weapon, with and without the Initiative
  (``combat``: counted exactly on the 54 cards).

What an effect adds to an Event's result (``measures``): Damage taken and removed, TB
cards Discarded and Recovered, Threat moved, Combats fought.

The functions here and in ``traits`` and ``combat`` are pure: an editor's hover calls
``odds("TEST", params, program)`` (or ``traits.rat_chances``) the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from crawlbook.ruleset import Odds

TEAM_SIZE = 3  # "ALL" is the three Rats of a Team
WEAPON_NAMES = {"knife": "Knife", "pistol": "Pistol", "silencer": "Pistol with Silencer"}
ZONE_NAMES = {"low": "Low", "medium": "Medium", "high": "High"}
KIND_NAMES = {"standard": "Standard", "elite": "Elite"}


def profiles(program: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The Rat profiles of the program's content pack (the bundled ones without)."""
    content = program.get("content") or {}
    found = (content.get("rats") or {}).get("profiles") if isinstance(content, Mapping) else None
    if not found:
        from crawlbook.rulesets.tunnel_rats.engine.content import load_pack

        found = load_pack()["rats"]["profiles"]
    return list(found)


def _percent(chance: Fraction) -> str:
    return f"{float(chance) * 100:.0f}%"


def trait_odds(params: Mapping[str, Any], program: Mapping[str, Any]) -> Odds | None:
    """``[TEST WHO TRAIT DIFF n]``: each Rat's chance, and pass/fail for a fresh Team."""
    from crawlbook.rulesets.tunnel_rats.odds.traits import BASIS, rat_chances, trait_test_chance

    from crawlbook.ruleset import Odds, OddsRow

    trait, diff, who = params.get("trait"), params.get("diff"), str(params.get("who", ""))
    if not isinstance(trait, str) or not isinstance(diff, int):
        return None
    pack = profiles(program)
    chances = rat_chances(pack, trait, diff)
    rows = tuple(OddsRow(c.label, (str(c.rating), str(c.diff), c.chance, c.reroll), c.note)
                 for c in chances)
    passed = trait_test_chance(pack, who, trait, diff)
    best = [c.best for c in chances]
    low, high = min(best), max(best)
    spread = _percent(low) if low == high else f"{_percent(low)} to {_percent(high)}"
    summary = f"pass {spread} by Rat"
    if who.upper() == "CHOSEN":
        summary += f"; {_percent(passed)} for the best of a Team"
    return Odds(f"Chance to pass {trait.upper()} DIFF {diff}",
                (trait.title(), "DIFF", "chance to pass", "with the reroll"), rows,
                {"pass": passed, "fail": 1 - passed}, BASIS, summary)


def combat_odds(params: Mapping[str, Any], program: Mapping[str, Any],
                count: bool = True) -> Odds | None:
    """``[COMBAT ...]``: one interaction's chance for every weapon and Threat zone (with
    ``count`` False, None when the content's table is not counted yet)."""
    from crawlbook.rulesets.tunnel_rats.engine.combat import combat_rules
    from crawlbook.rulesets.tunnel_rats.odds.combat import (
        WEAPONS,
        ZONES,
        counted_odds,
        interaction_odds,
    )

    from crawlbook.ruleset import Odds, OddsRow

    kinds = [k for k, key in (("standard", "standard"), ("elite", "elite"))
             if int(params.get(key) or 0) > 0] or ["standard"]
    rules = combat_rules(program.get("content"))
    table = interaction_odds(rules) if count else counted_odds(rules)
    if table is None:
        return None
    columns = tuple(f"{KIND_NAMES[k]} VC, {ZONE_NAMES[z]}" for k in kinds for z in ZONES)
    rows: list[OddsRow] = []
    sides = ((False, "without the Initiative"), (True, "holding the Initiative"))
    for weapon in WEAPONS:
        for initiative, said in sides:
            rows.append(OddsRow(f"{WEAPON_NAMES[weapon]}, {said}",
                                tuple(table.chance(weapon, k, z, initiative)
                                      for k in kinds for z in ZONES)))
    fighters = [p for p in profiles(program) if p.get("ability") == "knife_fighter"]
    for profile in fighters:
        rows.append(OddsRow(f'Knife, "{profile.get("nickname")}" without the Initiative',
                            tuple(table.knife_fighter.get((k, z, False))
                                  for k in kinds for z in ZONES),
                            "Unique Ability: wins ties"))
    side = str(params.get("initiative") or "RANDOM").upper()
    first: bool | None = {"RATS": True, "VC": False}.get(side)
    ranges = []
    for kind in kinds:
        found = [c for c in (table.chance("knife", kind, z, first) for z in ZONES)
                 if c is not None]
        if found:
            ranges.append(f"{KIND_NAMES[kind]} {_percent(min(found))} to "
                          f"{_percent(max(found))}")
    said = {True: "the Rats hold the Initiative", False: "the VC hold the Initiative",
            None: "the Initiative dealt at random"}[first]
    summary = (f"Knife wins an interaction: {', '.join(ranges)} (round 1: {said})" if ranges
               else "Combat odds not counted yet")
    basis = ("one interaction; the Rat draws as the cautious policy does (to 13, then under "
             "17, or until he beats the VC's total when it drew first; a Pistol or Silencer "
             "redraws only when bust); the VC by the rulebook's stops")
    return Odds("Chance that a Rat wins one Combat interaction", columns, tuple(rows),
                {}, basis, summary)


_ODDS: dict[str, Callable[[Mapping[str, Any], Mapping[str, Any]], Odds | None]] = {
    "TEST": trait_odds,
    "COMBAT": combat_odds,
}


def odds(verb: str, params: Mapping[str, Any], program: Mapping[str, Any]) -> Odds | None:
    """The odds of one effect of ``program`` (None for a verb without odds)."""
    found = _ODDS.get(verb.upper())
    return found(params, program) if found is not None else None


def _damage(params: Mapping[str, Any]) -> int:
    amount = int(params.get("amount") or 0)
    return amount * (TEAM_SIZE if str(params.get("who", "")).upper() == "ALL" else 1)


_MEASURES: dict[str, Callable[[Mapping[str, Any]], Sequence[tuple[str, int]]]] = {
    "DAMAGE": lambda p: [("Damage taken", _damage(p))],
    "HEAL": lambda p: [("Damage removed", _damage(p))],
    "DISCARD": lambda p: [("TB cards Discarded", int(p.get("count") or 0))],
    "RECOVER": lambda p: [("TB cards Recovered", int(p.get("count") or 0))],
    "THREAT": lambda p: [("Threat", int(p.get("delta") or 0))],
    "COMBAT": lambda p: [("Combats", 1)],
}


def measures(verb: str, params: Mapping[str, Any]) -> dict[str, int]:
    """What one effect adds to an Event's result (``ALL`` counts the three Rats)."""
    found = _MEASURES.get(verb.upper())
    return dict(found(params)) if found is not None else {}
