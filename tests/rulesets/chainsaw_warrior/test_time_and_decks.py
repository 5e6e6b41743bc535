"""The Time Track, the decks and the Sequence of Play ("The Playing Cards", "Sequence of
Play", "Rules Precedence", "Night Time", "Missing Darkness", "Trap - Locked Door":
retracing steps, "Escaping the Building", the Climbing skill)."""

from __future__ import annotations

import pytest
from crawlbook.rulesets.chainsaw_warrior.engine.encounter import Fight, FightMods, Opponent
from crawlbook.rulesets.chainsaw_warrior.engine.exploration import turn
from crawlbook.rulesets.chainsaw_warrior.engine.house import retrace
from crawlbook.rulesets.chainsaw_warrior.engine.hth import hth_rating
from crawlbook.rulesets.chainsaw_warrior.engine.precedence import ORDER
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance

from .helpers import (
    bench,
    darkness_next,
    encounter,
    events,
    give,
    new,
    run,
    stack_deck_one,
    turn_up,
)


def test_the_house_deck_split_in_two_darkness_in_deck_two():
    """"Remove the Darkness card. Then shuffle the whole deck and split it into two equal
    piles ... Add the Darkness card to the second pile, and shuffle it"; the backs:
    Balcony 7, Corridor 42, Elevator 6, Room 43, Stairs 10."""
    for seed in range(20):
        state = new(seed=seed).state
        one, two = state.house.decks
        assert (len(one), len(two)) == (53, 55)
        encounters = [state.pack.cards[c].encounter for c in two]
        assert encounters.count("DARKNESS") == 1
        assert "DARKNESS" not in [state.pack.cards[c].encounter for c in one]
    backs = {}
    for card in state.pack.house:
        backs[card.back] = backs.get(card.back, 0) + 1
    assert backs == {"balcony": 7, "corridor": 42, "elevator": 6, "room": 43, "stairs": 10}
    assert len(state.wandering) == 24


def test_a_turn_is_the_time_phase_then_the_exploration_phase():
    """"Time Phase: Move the Time marker one box ... Exploration Phase: Turn over the first
    face-down card of the current pile. Deck One is always used first ... Place this card
    face-up on the appropriate discard pile and respond to the encounter"."""
    state = bench([2])
    stack_deck_one(state, [("room", "EMPTY")])
    top = state.house.decks[0][-1]
    run(turn(state))
    types = [e["type"] for e in state.log if e["type"] in ("time", "card_turned")]
    assert types == ["time", "card_turned"]
    assert state.time == 1 and state.house.discards[0] == [top]
    assert events(state, "card_turned")[0]["deck"] == 1


def test_deck_two_once_deck_one_runs_out():
    state = bench([2])
    state.house.discards[0].extend(state.house.decks[0])
    state.house.decks[0].clear()
    two = state.house.decks[1]
    empty = next(c for c in two if state.pack.cards[c].encounter == "EMPTY")
    two.remove(empty)
    two.append(empty)
    run(turn(state))
    assert events(state, "deck_two") and events(state, "card_turned")[0]["deck"] == 2


def test_night_falls_at_30_minutes():
    """"When the timer reaches 30 minutes night falls, and you must reduce your HtH by 1
    point" (not with the Infra-Red Goggles or the Torch)."""
    state = bench(())
    zombie = Opponent(state.pack.creatures["ZOMBIE"], 0, None)
    f = Fight([zombie], FightMods(), "test")
    advance(state, 59, "test")
    assert not events(state, "night") and hth_rating(state, f, zombie) == 10
    advance(state, 1, "test")
    assert events(state, "night")[0]["time"] == 60 and hth_rating(state, f, zombie) == 9
    give(state, "INFRA_RED_GOGGLES")
    assert hth_rating(state, f, zombie) == 10
    state.items.pop()
    give(state, "TORCH")  # no penalty, and +1 against Zombies and Rats at night
    assert hth_rating(state, f, zombie) == 11


def test_out_of_time_at_60_minutes():
    """"When the timer reaches 60 minutes you are out of time and Darkness has won!\""""
    state = bench(())
    advance(state, 119, "test")
    with pytest.raises(GameOver) as over:
        advance(state, 1, "test")
    assert (over.value.outcome, over.value.cause) == ("loss", "time")


def test_retracing_steps_five_cards_back_not_the_door():
    """"Shuffle the discard pile of the current pack and deal off the first five ... Add
    these five to the current pack and shuffle it ... the Locked Door card itself is not
    shuffled back"; fewer: as many as there are; none: no effect."""
    state = bench(())
    deck, pile = state.house.decks[0], state.house.discards[0]
    for _ in range(8):
        pile.append(deck.pop())
    door = turn_up(state, "LOCKED_DOOR")
    assert retrace(state, 5, "test") == 5
    assert len(pile) == 4 and pile[-1] == door.id
    assert retrace(state, 5, "test") == 3 and pile == [door.id]
    assert retrace(state, 5, "test") == 0 and pile == [door.id]


def test_missing_darkness_reshuffles_deck_two():
    """Missing Darkness: "If one such discard turns out to be Darkness, stop what you are
    doing, reshuffle the second deck and start it again" (the Secret Passage here)."""
    from crawlbook.rulesets.chainsaw_warrior.engine.skipping import skip

    state = bench(())
    house = state.house
    darkness_next(state)
    house.decks[1][-1], house.decks[1][-2] = house.decks[1][-2], house.decks[1][-1]
    run(skip(state, 5, "test", ask=True), "skip", "skip")
    assert events(state, "missing_darkness")
    assert len(house.decks[1]) == 55 and not house.discards[1]
    assert len(events(state, "card_skipped")) == 2  # it stopped at Darkness


def test_climbing_an_elevator_is_decided_before_the_card_is_turned():
    """Climbing: "you may treat any Elevator card as though it were a Clear card (no need
    to roll for a Wandering Zombie) ... you must decide whether or not to do so before
    turning the card over. If the card turns out to be the First Aid Kit, you may not
    take it"."""
    state = bench((), skill="climbing")
    stack_deck_one(state, [("elevator", "FIRST_AID_KIT")])
    _, prompts = run(turn(state), "yes")
    assert prompts[0].kind == "climb"
    climb_at = next(i for i, e in enumerate(state.log) if e["type"] == "card_turned")
    assert state.log[climb_at]["climbing"] is True
    assert events(state, "treated_as_clear") and not events(state, "item_gained")
    assert not events(state, "wandering_check")


def test_rules_precedence_order_and_equipment_over_house_cards():
    """"House cards which vary with the rules take precedence over the rules, and
    Equipment cards take precedence over House cards": the Lock-Pick Set makes the Locked
    Door "no effect"; the card's own text runs only when no Equipment overrides it."""
    assert ORDER == ("decision before the card", "equipment", "house card", "rules")
    state = bench((), "LOCK_PICK_SET")
    _, prompts = encounter(state, "LOCKED_DOOR")
    assert prompts == []
    (override,) = events(state, "card_override")
    assert (override["item"], override["effect"]) == ("LOCK_PICK_SET", "nothing")
    assert not events(state, "entry")


def test_house_card_over_rules_no_aimed_shot_at_agent_1():
    """A House card over the rules: Chaos Agent 1 "will not allow you to fire a shot",
    though the rules offer an Aimed Shot at every creature."""
    state = bench([1, 1, 6, 6])
    _, prompts = encounter(state, "AGENT1")
    assert "shoot" not in [p.kind for p in prompts]


def test_escaping_the_building_after_the_chasm():
    """The Chasm without Climbing or a Rope: "Remove this card from the game and see
    Escaping the Building"; "Roll 2 dice. That number of cards must be revealed and
    encountered"; then one die of minutes, one die of wounds back, one die of allowance
    (no new Laser-lance while he has one), and new decks."""
    state = bench([1, 1, 2, 2, 3, 4, 2], wounds=12)
    state.me.wounds = 5
    stack_deck_one(state, [("corridor", "CHASM"), ("room", "EMPTY"), ("room", "EMPTY")])
    run(turn(state))
    assert state.escaping == 2 and events(state, "card_removed")
    chasm = events(state, "card_removed")[0]["card"]
    assert chasm in state.house.removed
    run(turn(state))  # waiting alone brings no action prompt
    assert state.escaping == 1
    before = state.time
    run(turn(state), "done")
    assert state.escaping is None and events(state, "outside")
    assert state.time == before + 1 + 2 * 3  # the turn, then 3 minutes
    assert state.me.wounds == 5 + 4
    (allowance,) = [e for e in events(state, "kit_allowance")]
    assert allowance["points"] == 2
    assert [i.card for i in state.items] == ["LASER_LANCE"]
    (rebuilt,) = events(state, "decks_rebuilt")
    assert rebuilt["deck_one"] + rebuilt["deck_two"] == 107  # the Chasm is out


def test_losing_the_laser_lance_means_leaving_and_a_new_one():
    """"If you have your Laser-lance stolen or smashed ... you will have to leave the
    building"; outside, "One of these points must be spent on a new Laser-lance"; with
    the Teleport Implant he leaves at once."""
    state = bench([2, 6, 3, 3], "TELEPORT_IMPLANT")
    stack_deck_one(state, [("corridor", "LUNATIC")])
    state.rng.faces = [1, 4, 3]  # time outside, wounds, allowance
    # the Lunatic takes an item at random: make it the Laser-lance
    state.items.reverse()
    state.rng.below = lambda n: n - 1
    run(turn(state), "yes", "done")
    assert events(state, "item_lost")[0]["card"] == "LASER_LANCE"
    assert events(state, "teleport") and events(state, "outside")
    assert any(i.card == "LASER_LANCE" for i in state.items)
    drawn = [e for e in events(state, "kit_drawn") if e["card"] == "LASER_LANCE"]
    assert drawn and drawn[0]["cost"] == 1


def test_starting_deck_two_again_after_leaving():
    """"If you had reached the second deck you may start at the top of that; otherwise
    you must start from the beginning again"."""
    from crawlbook.rulesets.chainsaw_warrior.engine.escape import leave

    state = bench([1, 1, 1])
    state.house.reached_two = True
    run(leave(state, "test"), "done")
    assert state.house.current == 2 and len(state.house.discards[0]) == 53
