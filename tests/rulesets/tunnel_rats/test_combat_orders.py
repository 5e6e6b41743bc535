"""How the Event text sets a Combat up (rulebook "Combat", "2. Determine Initiative"):
``CombatOrders`` read from the COMBAT params, with the defaults of a program that names
none of the later ones."""

from __future__ import annotations

from crawlbook.rulesets.tunnel_rats.engine.combat import CombatOrders


def test_a_combat_with_only_its_vc_plays_as_before() -> None:
    orders = CombatOrders.read({"standard": 2})
    assert orders == CombatOrders(standard=2, elite=0, side="RANDOM", every_round=False,
                                  target=None, threat_after=1, held_back="STANDARD")


def test_the_event_s_side_holds_the_initiative_in_the_first_round_only() -> None:
    """"In the first round, one side (VC or Rats) may automatically have the Initiative"."""
    orders = CombatOrders.read({"elite": "1", "initiative": "vc", "target": "lead"})
    assert (orders.elite, orders.side, orders.target) == (1, "VC", "LEAD")
    assert [orders.initiative_side(r) for r in (1, 2, 3)] == ["VC", None, None]


def test_initiative_rounds_all_gives_it_every_round() -> None:
    """"It is randomly determined at the start of each round (unless otherwise stated by
    the Event text)"."""
    orders = CombatOrders.read({"standard": 1, "initiative": "RATS",
                                "initiative_rounds": "all", "threat_after": 0})
    assert [orders.initiative_side(r) for r in (1, 2, 3)] == ["RATS"] * 3
    assert orders.threat_after == 0
