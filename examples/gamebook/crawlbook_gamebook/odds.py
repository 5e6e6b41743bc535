"""The exact odds of the classic gamebook's tests and fights (``Ruleset.odds``; `crawlbook
odds`, maps, booklets and hovers show them; docs/gamebook/rules.md).

``[TEST LUCK]``: the chance of Lucky at each LUCK (2D6 at or under it, Rules §2), and the
outcomes' chances for the first Test of an adventurer fresh from §1 (LUCK 1D6+6 as
rolled). ``[FIGHT ...]``: the chance of winning the whole fight, the Markov chain over both
STAMINAs of ``rules.fight_chance``, by the adventurer's SKILL and STAMINA, and the outcome's
chance for an adventurer fresh from §1 (SKILL and STAMINA as rolled), no Luck tested. All
exact fractions; the basis is said with each.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from crawlbook.ruleset import Odds, OddsRow

from . import rules

FRESH = "an adventurer fresh from Rules §1 (scores as rolled), no Luck tested"
STAMINAS = (6, 10, 14, 19, 24)  # the fight table's columns: your STAMINA


def luck_odds() -> Odds:
    rows = tuple(OddsRow(f"LUCK {luck}", (rules.lucky_chance(luck),))
                 for luck in range(12, 1, -1))
    chance = rules.fresh_lucky_chance()
    return Odds("Chance to be Lucky", ("lucky",), rows,
                chances={"lucky": chance, "unlucky": 1 - chance},
                basis="the first Test of " + FRESH.split(",")[0] + " (LUCK 1D6+6)",
                summary=f"lucky {float(chance):.0%}")


def fight_odds(name: str, skill: int, stamina: int) -> Odds:
    rows = tuple(OddsRow(f"SKILL {mine}", tuple(rules.fight_chance(mine, st, skill, stamina)
                                                 for st in STAMINAS))
                 for mine in range(12, 6, -1))
    chance = rules.fresh_fight_chance(skill, stamina)
    return Odds(f"Chance to win the fight with {name} (SKILL {skill}, STAMINA {stamina})",
                tuple(f"STAMINA {st}" for st in STAMINAS), rows,
                chances={"win": chance}, basis=FRESH,
                summary=f"win {float(chance):.0%}")


def odds(verb: str, params: Mapping[str, Any], program: Mapping[str, Any]) -> Odds | None:
    verb = verb.upper()
    if verb == "TEST":
        return luck_odds()
    if verb == "FIGHT" and isinstance(params.get("skill"), int) \
            and isinstance(params.get("stamina"), int):
        return fight_odds(str(params.get("name", "")).upper(), int(params["skill"]),
                          int(params["stamina"]))
    return None


def measures(verb: str, params: Mapping[str, Any]) -> dict[str, int]:
    """What an effect adds to a reading's result (`crawlbook odds`)."""
    verb = verb.upper()
    change = params.get("change")
    amount = params.get("amount")
    if verb == "FIGHT":
        return {"Fights": 1}
    if verb == "STAMINA" and isinstance(change, int) and change < 0:
        return {"STAMINA lost": -change}
    if verb == "GAIN" and str(params.get("name", "")).upper() == "GOLD" \
            and isinstance(amount, int):
        return {"Gold gained": amount}
    return {}


def fresh_chance(verb: str, params: Mapping[str, Any]) -> Fraction | None:
    """The headline chance of an effect for a fresh adventurer (checks and hovers)."""
    found = odds(verb, params, {})
    if found is None:
        return None
    return found.chances.get("win", found.chances.get("lucky"))
