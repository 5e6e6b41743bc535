"""The exact chance that a Rat wins one Combat interaction (rulebook "Combat", "4. Resolve
Combat", "Applying Damage"; docs/combat.md; docs/odds.md, "Combat"), counted on the 54
cards by ``rulesets/tunnel_rats/odds/combat.py``: the shipped table is the bundled
content's, a fresh count agrees with it, and the engine played many times agrees with
every figure within its confidence interval."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from crawlbook.compiler.odds import Odds
from crawlbook.rulesets.tunnel_rats.engine.combat_cards import default_rules
from crawlbook.rulesets.tunnel_rats.odds import combat_odds
from crawlbook.rulesets.tunnel_rats.odds.combat import (
    VC_KINDS,
    WEAPONS,
    ZONES,
    InteractionOdds,
    _Parts,
    counted_odds,
    fingerprint,
    from_json,
    part,
    shipped,
)

from tests.odds.engine_sample import interactions

RULES = default_rules()


@pytest.fixture(scope="module")
def table() -> InteractionOdds:
    found = counted_odds(RULES)
    assert found is not None, "the shipped table is missing or stale: see docs/odds.md"
    return found


def test_the_shipped_table_is_the_bundled_contents() -> None:
    """The table shipped next to the module was counted for today's deck, VC stops and
    drawing rule (its fingerprint); `python -m crawlbook.rulesets.tunnel_rats.odds.combat
    write` counts it again after a change (docs/odds.md)."""
    data = shipped()
    assert data is not None and data["fingerprint"] == fingerprint(RULES)
    found = from_json(data)
    assert len(found.wins) == len(WEAPONS) * len(VC_KINDS) * len(ZONES) * 2


def test_a_fresh_count_agrees_with_the_shipped_table(table: InteractionOdds) -> None:
    """The Knife without the Initiative, counted again here (about a second)."""
    found = part(_Parts(RULES), "knife", False)
    for kind in VC_KINDS:
        for zone in ZONES:
            assert found[(kind, zone, False)] == table.wins[("knife", kind, zone, False)]
            assert found[(kind, zone, True)] == table.knife_fighter[(kind, zone, False)]


def test_what_the_rulebook_says_of_threat_elites_and_the_initiative(table: InteractionOdds) -> None:
    """"Higher Threat improves the VC's chances of winning the Combat"; an Elite sticks
    lower and adds 1 ("4. Resolve Combat"); the Initiative wins ties and sees the VC's
    total ("Design note"); knife_fighter wins ties (docs/combat.md)."""
    for weapon in WEAPONS:
        for kind in VC_KINDS:
            for first in (False, True):
                low, medium, high = (table.wins[(weapon, kind, z, first)] for z in ZONES)
                assert low > medium > high
            for zone in ZONES:
                assert (table.wins[(weapon, kind, zone, True)]
                        > table.wins[(weapon, kind, zone, False)])
        for zone in ZONES:
            for first in (False, True):
                assert (table.wins[(weapon, "elite", zone, first)]
                        < table.wins[(weapon, "standard", zone, first)])
    for key, chance in table.knife_fighter.items():
        kind, zone, first = key
        assert chance >= table.wins[("knife", kind, zone, first)]
        assert 0 < chance < 1


def test_the_weapons_help() -> None:
    """The Pistol and the Silencer redraw ("1. Rats Choose Weapon"): they never win less
    often than the Knife."""
    found = counted_odds(RULES)
    assert found is not None
    for key, chance in found.wins.items():
        weapon, kind, zone, first = key
        if weapon != "knife":
            assert chance >= found.wins[("knife", kind, zone, first)], key


def _z(seen: int, runs: int, exact: Fraction) -> float:
    p = float(exact)
    return (seen / runs - p) / math.sqrt(p * (1 - p) / runs)


def test_the_exact_figures_agree_with_the_engine_played_many_times(table: InteractionOdds) -> None:
    """Every figure of the table (3 weapons, 2 kinds of VC, 3 Threat zones, either side
    holding the Initiative, and the Knife for a Rat who wins ties) against interactions
    played by the engine's own draws and ``decide_winner`` with the cautious policy's
    answers: each within 4.5 standard errors, and together (the sum of the squared
    errors, a chi-square on as many degrees of freedom as figures) within its 99.9%
    bound."""
    runs = 2000
    zs = []
    for weapon in WEAPONS:
        for kind in VC_KINDS:
            seen = interactions(RULES, weapon, kind, False, "low", runs, seed=101)
            for zone in ZONES:
                zs.append(_z(seen[(zone, False)], runs, table.wins[(weapon, kind, zone, False)]))
                if weapon == "knife":
                    zs.append(_z(seen[(zone, True)], runs,
                                 table.knife_fighter[(kind, zone, False)]))
            for zone in ZONES:
                seen = interactions(RULES, weapon, kind, True, zone, runs, seed=202)
                zs.append(_z(seen[(zone, False)], runs, table.wins[(weapon, kind, zone, True)]))
    assert max(abs(z) for z in zs) < 4.5, zs
    chi2 = sum(z * z for z in zs)
    bound = len(zs) + 3.09 * math.sqrt(2 * len(zs))  # 99.9% (normal approximation)
    assert chi2 < bound, (chi2, bound)


def test_the_odds_of_a_combat_effect(table: InteractionOdds) -> None:
    found = combat_odds({"standard": 1, "elite": 1, "initiative": "RATS"}, {})
    assert isinstance(found, Odds)
    assert len(found.columns) == 6 and "Elite VC, High" in found.columns
    assert "the Rats hold the Initiative" in found.summary
    assert len(found.rows) == 2 * len(WEAPONS) + 1  # and Knuckles, the knife_fighter
    assert found.chances == {}
