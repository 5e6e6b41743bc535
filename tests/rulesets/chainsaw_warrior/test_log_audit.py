"""A log that proves the game (issue 25; docs/chainsaw-warrior/event-log.md): a reader of
the event log alone can audit a game of Chainsaw Warrior. Every face-down pile is logged
in order at the set-up and after every shuffle (deck rebuilds, retracing, Deck Two
reshuffled, the Wandering Zombie deck), so that every card turned, skipped or drawn can
be checked against the top of its pile; the HtH rating and the Aimed Shot's modifier are
logged part by part; items and creatures carry their values; the free area is logged;
the escape roll's Determination bonus is logged as held."""

from __future__ import annotations

from typing import Any

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.missions import find
from crawlbook.rulesets.chainsaw_warrior.engine.hth import escape_step
from crawlbook.runtime.autoplay import play_with_policy

from .helpers import bench, events, fight, run

GAMES = [("chainsaw-warrior", seed, policy) for seed in (1, 2, 3, 4, 7)
         for policy in ("random", "careful")] + [
    ("chainsaw-warrior:2", seed, "careful") for seed in (1, 5008)]


def log_of(mission: str, seed: int, policy: str, options: Any = None) -> list[dict]:
    path = find(mission)
    assert path is not None
    return play_with_policy(load_program(path), seed, policy, options).log


def audit_piles(log: list[dict]) -> int:
    """Follow the House decks, the Wandering Zombie deck and the Equipment piles from
    the log alone; assert every card taken is the top of its pile. Returns the cards
    checked."""
    setup = log[0]
    assert setup["type"] == "setup"
    order = setup["order"]
    decks = {1: list(order["deck_one"]), 2: list(order["deck_two"])}
    wandering = list(order["wandering"])
    piles = {k: list(v) for k, v in order["piles"].items()}
    checked = 0
    for e in log:
        kind = e["type"]
        if kind in ("card_turned", "card_skipped"):
            assert decks[e["deck"]], e
            assert decks[e["deck"]].pop(0) == e["card"], e
            checked += 1
        elif kind == "deck_reshuffled":
            decks[e["deck"]] = list(e["order"])
        elif kind == "retrace":
            decks[e["deck"]] = list(e["order"])
        elif kind == "card_moved" and e["to"] == "deck_two":
            decks[2] = list(e["order"])
        elif kind == "decks_rebuilt":
            decks = {1: list(e["order_one"]), 2: list(e["order_two"])}
        elif kind == "wandering_zombie":
            assert wandering.pop(0) == e["card"], e
            checked += 1
        elif kind == "wandering_returned":
            wandering = list(e["order"])
        elif kind == "pile_under":
            pile = piles[e["pile"]]
            assert pile.pop(0) == e["card"], e
            pile.append(e["card"])
        elif kind in ("kit_drawn", "dump_card") and e["pile"] in piles:
            pile = piles[e["pile"]]
            if e.get("chosen"):
                pile.remove(e["card"])
            else:
                assert pile.pop(0) == e["card"], e
            checked += 1
    return checked


@pytest.mark.parametrize(("mission", "seed", "policy"), GAMES)
def test_every_card_taken_is_the_top_of_its_logged_pile(mission, seed, policy):
    log = log_of(mission, seed, policy)
    assert audit_piles(log) >= 5


def test_the_set_up_logs_every_pile_in_order():
    log = log_of("chainsaw-warrior", 1, "random")
    setup = log[0]
    order = setup["order"]
    assert len(order["deck_one"]) == setup["deck_one"] == 53
    assert len(order["deck_two"]) == setup["deck_two"] == 55
    assert len(order["wandering"]) == setup["wandering"]
    assert {k: len(v) for k, v in order["piles"].items()} == setup["piles"]


def test_the_hth_rating_and_the_aimed_shot_modifier_part_by_part():
    found = {"hth": 0, "shot": 0}
    for seed in (1, 2, 3):
        for e in log_of("chainsaw-warrior", seed, "careful"):
            if e["type"] == "hth_round":
                assert sum(v for _, v in e["rating_parts"]) == e["rating"]
                assert e["rating_parts"][0][0] == "rating"
                assert sum(v for _, v in e["attack_parts"]) == e["attack"]
                found["hth"] += 1
            elif e["type"] == "aimed_shot" and not e.get("jumped"):
                assert sum(v for _, v in e["modifiers"]) == e["modifier"]
                assert e["modifiers"][0][0] == "marksmanship"
                found["shot"] += 1
    assert found["hth"] > 3 and found["shot"] > 3


def test_the_parts_name_the_clothing_and_the_weapon():
    state = bench([1, 1, 1, 1], "STEEL_GLOVES", "KNIFE")
    fight(state, "ZOMBIE", "no", "knife")
    parts = dict((n, v) for n, v in events(state, "hth_round")[0]["rating_parts"])
    assert parts == {"rating": 10, "Knife": 1, "Steel Gloves": 1}


def test_items_and_creatures_carry_their_values():
    log = log_of("chainsaw-warrior", 2, "careful")
    gained = [e for e in log if e["type"] == "item_gained"]
    lance = next(e for e in gained if e["card"] == "LASER_LANCE")
    assert lance["values"]["targets"] and lance["values"]["electric"] is True
    assert lance["values"]["uses"] == 6
    fights = [e for e in log if e["type"] == "fight_start"]
    assert fights
    for e in fights:
        for o in e["opponents"]:
            values = e["creatures"][o["creature"]]
            assert {"attack", "wounds", "escape"} <= set(values)


def test_the_free_area_is_logged_where_waiting_is_offered():
    """"You are allowed to wait in any clear or empty area": every prompt that offers
    waiting comes when the last `free_area` event said free."""
    seen = 0
    for seed in (1, 2, 3, 4):
        free = False
        for e in log_of("chainsaw-warrior", seed, "careful"):
            if e["type"] == "free_area":
                free = e["free"]
            elif e["type"] == "prompt" and e["kind"] == "action":
                if "wait" in e["choices"]:
                    assert free
                    seen += 1
                else:
                    assert not free
    assert seen > 3


def test_the_escape_bonus_is_the_counters_held_even_on_a_1():
    """Determination: the counters are added to the Warrior's own rolls, "Guns will still
    miss on a '1'": the log says the bonus held and the roll as counted."""
    from crawlbook.rulesets.chainsaw_warrior.engine.encounter import Fight, FightMods, Opponent

    state = bench([1])
    state.determination = 2
    f = Fight([Opponent(state.pack.creatures["ZOMBIE"], 0, None)], FightMods(), "test")
    run(escape_step(state, f), "escape")
    (e,) = events(state, "escape")
    assert (e["roll"], e["bonus"], e["total"], e["success"]) == (1, 2, 1, False)
