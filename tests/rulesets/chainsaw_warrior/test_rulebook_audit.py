"""The rules the outside audit of Chainsaw Warrior found wrong (issue 25), each pinned to
its sentence of the rulebook, and the rulings written for them in
docs/chainsaw-warrior/rules.md: Dynamite's one charge a turn (with the audit's three
games), the Flare Gun and the Slime, the Slime while sprinting, leaving the building and
the Teleport Implant, the Net while sprinting, Clothing that stacks, the House cards'
backs, the electric items and the time outside the building."""

from __future__ import annotations

import re

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.missions import find
from crawlbook.rulesets.chainsaw_warrior.engine import escape
from crawlbook.rulesets.chainsaw_warrior.engine.actions import actions, available
from crawlbook.rulesets.chainsaw_warrior.engine.exploration import SPRINT_INTO, turn
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver
from crawlbook.runtime.autoplay import play_with_policy

from .helpers import ROOT, bench, encounter, events, fight, give, kinds, pack, run, stack_deck_one
from .test_sprinting import sprinter

CONTENT = ROOT / "rulesets" / "chainsaw_warrior" / "content"
RULINGS = ROOT / "docs" / "chainsaw-warrior" / "rules.md"


# ------------------------------------------------------------------ Dynamite


def one_charge_a_turn(log: list[dict]) -> list[tuple[int, int]]:
    """The (time, seq) of every second Dynamite charge in one turn: a charge with no card
    turned since the last one."""
    found, since = [], None
    for e in log:
        if e["type"] == "card_turned" or e["type"] == "outside":
            since = None
        elif e["type"] == "action" and e["action"] == "dynamite":
            if since is not None:
                found.append((e["seq"], since))
            since = e["seq"]
    return found


@pytest.mark.parametrize(("mission", "seed", "policy"), [
    ("chainsaw-warrior", 3, "careful"),
    ("chainsaw-warrior:2", 5008, "careful"),
    ("chainsaw-warrior", 5006, "random"),
])
def test_dynamite_one_charge_a_turn_the_audits_games(mission, seed, policy):
    """"At the start of any turn, after adding 30 seconds to the time as usual, you may
    use one charge to blow a hole in a wall" (Dynamite): the audit's three games used
    several charges with no card turned between them."""
    path = find(mission)
    assert path is not None
    game = play_with_policy(load_program(path), seed, policy)
    assert not one_charge_a_turn(game.log)


def test_dynamite_is_not_offered_again_in_the_same_turn():
    state = bench([3, 1], "DYNAMITE")
    state.turns = 1
    assert "dynamite:dynamite" in dict(available(state))
    run(actions(state), "dynamite:dynamite")
    assert len(events(state, "action")) == 1
    assert "dynamite:dynamite" not in dict(available(state))
    state.turns = 2  # the next turn: a charge again
    assert "dynamite:dynamite" in dict(available(state))


# ------------------------------------------------------------------ the Slime


def test_the_flare_gun_lights_the_slime_clear():
    """The Flare Gun: "If one of the cards turns out to be a Trap or Darkness you must stop
    and respond to it": the Slime is neither, so its area is Clear like any other."""
    state = bench(())
    state.flare = 3
    encounter(state, "SLIME")
    assert events(state, "treated_as_clear") and not events(state, "flare_out")
    assert state.flare == 2 and state.outcome is None


def test_the_slime_while_sprinting_is_its_own_roll():
    """The Slime: "Do not Test Reflexes; roll 2 dice and adjust it for Marksmanship":
    not an Aimed Shot, so Sprinting's "You may not fire an Aimed Shot" leaves it alone."""
    state = sprinter([6, 6], cards=[("corridor", "SLIME")])
    run(turn(state), "yes")  # the Laser-lance, his one weapon for it: no question
    assert events(state, "aimed_shot") and not events(state, "no_shot")
    assert state.outcome is None and state.time == 1  # its 30 seconds, as any occupant's
    state = bench((), "ACID")
    state.sprinting = "creature"
    with pytest.raises(GameOver):  # a roll of 2: engulfed, as when walking in
        state.rng.faces = [1, 1]
        encounter(state, "SLIME")
    assert not events(state, "no_shot")
    assert SPRINT_INTO["hazard"] == "normal"


# ------------------------------------------------------------------ leaving the building


def test_a_spent_laser_lance_recharged_on_the_way_out_ends_the_retreat():
    """"If you ... run out of ammunition and you are unable to find any more ... you will
    have to leave the building": a Dump met on the way out that reloads it ends the
    retreat where he stands."""
    state = bench([2, 3, 3, 2])
    state.items[0].uses = 0
    stack_deck_one(state, [("room", "EMPTY"), ("room", "EMPTY")])
    run(turn(state))
    assert state.escaping == 6 and state.escape_cause == escape.LANCE_SPENT
    state.items[0].uses = 1  # what a Dump's refill does
    run(turn(state))
    (off,) = events(state, "escape_called_off")
    assert off["cards_left"] == 6 and state.escaping is None
    assert not events(state, "way_out")


def test_the_teleport_implant_is_for_a_lost_laser_lance_not_a_spent_one():
    """The Teleport Implant: "If your mission is placed in jeopardy by the loss or breakage
    of your Laser-lance, or the Chasm house card, you can immediately leave"."""
    state = bench([2, 3, 3], "TELEPORT_IMPLANT")
    state.items[0].uses = 0
    stack_deck_one(state, [("room", "EMPTY")])
    _, prompts = run(turn(state))
    assert "teleport" not in kinds(prompts) and state.escaping == 6
    state = bench([2, 1, 1, 1, 1], "TELEPORT_IMPLANT")
    del state.items[0]  # stolen
    stack_deck_one(state, [("room", "EMPTY")])
    _, prompts = run(turn(state), "yes")
    assert "teleport" in kinds(prompts) and events(state, "teleport")
    assert events(state, "teleport")[0]["cause"] == escape.LANCE_LOST


def test_time_outside_the_building_is_minutes_of_two_boxes():
    """"First roll one die and add that many minutes (that many boxes) to the Time
    Track": our ruling reads the minutes (docs/chainsaw-warrior/rules.md, "Time outside
    the building"): a roll of 3 is 3 minutes, 6 boxes of 30 seconds."""
    state = bench([3, 1, 1])
    before = state.time
    run(escape.leave(state, "test"))
    assert state.time - before == 6
    assert "Time outside the building" in RULINGS.read_text()


# ------------------------------------------------------------------ the Net


def test_the_net_while_sprinting_with_a_knife_costs_no_more_time():
    """Sprinting, the Net: "If you have the Wire-cutters, Acid, Knife etc, this card does
    not affect you": only the card's 30 seconds, not the cutting's."""
    state = sprinter((), cards=[("corridor", "NET")])
    state.items.clear()
    give(state, "KNIFE")
    run(turn(state), "yes", "knife")
    assert state.time == 1


# ------------------------------------------------------------------ Clothing


def test_clothing_stacks_with_the_one_hth_weapon():
    """"You may wear any amount of clothing ... and each will have their full effect";
    the X-oskeleton's +1 is "in addition to the modifier for one HtH Weapon". Steel
    Gloves are Clothing: their +1 always counts, beside the Knife's."""
    assert not pack().items["STEEL_GLOVES"].hth_weapon
    state = bench([1, 1, 1, 1], "STEEL_GLOVES", "X_OSKELETON", "KNIFE")
    fight(state, "ZOMBIE", "no", "knife")
    rating = events(state, "hth_round")[0]["rating"]
    assert rating == 10 + 1 + 1 + 1  # HtH 10, the Gloves, the X-oskeleton, the Knife


# ------------------------------------------------------------------ content marks


def test_the_counts_by_back_are_marked_as_our_default():
    """The rulebook gives only "168 colour cards": the counts by back are our default."""
    text = (CONTENT / "house.toml").read_text()
    for line in text.splitlines():
        if line.startswith("[backs."):
            assert "# default" in line, line
    assert "are the rulebook's" not in text


def test_every_trap_sprinted_into_lies_on_a_corridor_or_stairs_back():
    """The Sprinting table lists the traps you can sprint into (Ambush, Cave-in, Lunatic,
    Mines, Net, Wire), and you sprint only "Upon coming to either a Corridor or Stairs
    card": each must lie on one of those backs."""
    backs = {c.encounter for c in pack().house if c.back in ("corridor", "stairs")}
    for trap in ("AMBUSH", "CAVE_IN", "LUNATIC", "MINES", "NET", "WIRE"):
        assert trap in backs, trap


def test_the_electric_items_beyond_the_texts_two_are_a_written_ruling():
    """The text names only the Chameleon Suit and the Imagizer as powered by electricity
    (the rest "are marked with a symbol on their card", which the text does not show):
    every other electric item is marked `# default` and named in the rulings."""
    text = (CONTENT / "equipment.toml").read_text()
    ruling = next(p for p in RULINGS.read_text().split("\n| ")
                  if p.startswith("**Electric items"))
    name = None
    for line in text.splitlines():
        found = re.match(r'name = "(.*)"', line)
        if found:
            name = found.group(1)
        if line.startswith("electric = true"):
            assert name is not None
            if name in ("Chameleon Suit", "Holographic Imagizer"):
                assert "# rulebook" in line
            else:
                assert "# default" in line, name
                assert name in ruling, name
