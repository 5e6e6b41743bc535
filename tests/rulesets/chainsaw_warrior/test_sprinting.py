"""The Sprinting optional rule ("Overkill Options: Sprinting"), with our ruling for the
garbled Net and Wire rows (docs/chainsaw-warrior/rules.md): the sentences are assigned in
the source's reading order."""

from __future__ import annotations

from crawlbook.rulesets.chainsaw_warrior.engine.exploration import turn

from .helpers import bench, events, give, kinds, program, run, stack_deck_one


def sprinter(faces, *items, cards=()):
    from crawlbook.rulesets.chainsaw_warrior.engine.setup import read_setup

    state = bench(faces, *items)
    state.setup = read_setup(program(optional_rules=["sprinting"]))
    stack_deck_one(state, list(cards))
    return state


def test_only_before_a_corridor_or_stairs_and_only_with_the_rule():
    """"Upon coming to either a Corridor or Stairs card, you may decide to sprint before
    turning the card face-up"."""
    state = sprinter([2], cards=[("room", "EMPTY")])
    _, prompts = run(turn(state))
    assert "sprint" not in kinds(prompts)
    state = bench([2])
    stack_deck_one(state, [("corridor", "EMPTY")])
    _, prompts = run(turn(state))
    assert "sprint" not in kinds(prompts)


def test_a_clear_or_empty_area_costs_no_time_and_no_wandering_zombie():
    """"You do not check for Wandering Zombies ... and you do not move the Timer on 30
    seconds for that card"."""
    state = sprinter((), cards=[("corridor", "EMPTY")])
    run(turn(state), "yes")
    assert state.time == 0 and not events(state, "wandering_check")
    assert events(state, "sprinted_through")


def test_an_occupied_area_no_aimed_shot_and_minus_1_in_the_first_round():
    """"You may not fire an Aimed Shot at such a creature ... You go straight into HtH
    combat and must fight the first round with a -1 modifier to your HtH rating"."""
    state = sprinter([3, 3, 3, 2, 1, 1, 6, 6], cards=[("corridor", "ZOMBIE")])
    _, prompts = run(turn(state), "yes", "no", "fight")
    assert "shoot" not in kinds(prompts)
    assert [r["rating"] for r in events(state, "hth_round")] == [9, 10]
    assert state.time == 2


def test_a_secret_passage_is_run_past():
    state = sprinter((), cards=[("corridor", "SECRET_PASSAGE")])
    run(turn(state), "yes")
    assert events(state, "sprinted_past") and not events(state, "secret_passage")
    assert state.time == 1  # not Clear or Empty: its 30 seconds


def test_a_trap_fails_its_reflex_test_with_the_worst_results():
    """"You automatically fail your Reflex test ... and suffer the worst possible results":
    Cave-in "Lose 6 minutes, take 1 wound and check for breakage. The Sonic Amplifier will
    not protect you"; Mines "Take 6 wounds and check for breakage"."""
    state = sprinter([1, 1], "SONIC_AMPLIFIER", cards=[("corridor", "CAVE_IN")])
    run(turn(state), "yes")
    assert events(state, "reflex_test")[0]["sprinting"] is True
    assert state.time == 1 + 12 and state.me.wounds == 11
    assert not events(state, "card_override")
    state = sprinter([1], cards=[("corridor", "MINES")])
    run(turn(state), "yes")
    assert state.me.wounds == 6


def test_the_net_and_the_wire_when_sprinting():
    """Net: "If you have the Wire-cutters, Acid, Knife etc, this card does not affect you.
    If, however, you are caught in the Net, lose 6 minutes"; Wire: "If you have
    Wire-cutters this card has no effect, but if you are caught in the wire, lose 3
    minutes" (our assignment of the garbled rows)."""
    state = sprinter([1] * 6, cards=[("corridor", "NET")])
    state.items.clear()
    run(turn(state), "yes")
    assert state.time == 1 + 12
    state = sprinter((), cards=[("corridor", "NET")])
    state.items.clear()
    give(state, "KNIFE")
    run(turn(state), "yes", "knife")
    assert state.time == 1  # "this card does not affect you": no time to cut free
    state = sprinter([1] * 6, cards=[("corridor", "WIRE")])
    run(turn(state), "yes")
    assert state.time == 1 + 6
    state = sprinter((), "WIRE_CUTTERS", cards=[("corridor", "WIRE")])
    run(turn(state), "yes")
    assert state.time == 1 and events(state, "card_override")
