"""Our rulings where the rulebook is silent, cut off or garbled, one test each (the list,
with every ruling pinned elsewhere too, is docs/chainsaw-warrior/rules.md, "Rulings")."""

from __future__ import annotations

import pytest
from crawlbook.rulesets.chainsaw_warrior.engine.encounter import Fight, FightMods, Opponent
from crawlbook.rulesets.chainsaw_warrior.engine.exploration import turn
from crawlbook.rulesets.chainsaw_warrior.engine.fight import fight
from crawlbook.rulesets.chainsaw_warrior.engine.harm import take_wounds
from crawlbook.rulesets.chainsaw_warrior.engine.house import take_top
from crawlbook.rulesets.chainsaw_warrior.engine.kit import draw
from crawlbook.rulesets.chainsaw_warrior.engine.skipping import skip
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance

from .helpers import bench, encounter, events, give, kinds, run
from .helpers import fight as meet_fight


def test_both_decks_explored_deck_two_discards_form_a_new_deck_two():
    state = bench(())
    house = state.house
    house.discards[0].extend(house.decks[0])
    house.discards[1].extend(house.decks[1])
    house.decks[0].clear()
    house.decks[1].clear()
    _card, deck = take_top(state)
    assert deck == 2 and events(state, "deck_reshuffled")
    assert house.cards() == 108


def test_skipping_runs_on_into_deck_two():
    state = bench(())
    house = state.house
    while len(house.decks[0]) > 2:
        house.discards[0].append(house.decks[0].pop())
    run(skip(state, 4, "test"))
    assert [e["deck"] for e in events(state, "card_skipped")][:2] == [1, 1]
    assert events(state, "card_skipped")[2]["deck"] == 2


def test_darkness_is_met_even_when_climbing_an_elevator():
    state = bench([2, 2, 6, 6], skill="climbing")
    with pytest.raises(GameOver):
        encounter(state, "DARKNESS", "laser_lance@0", climbing=True)
    assert not events(state, "treated_as_clear")


def test_no_flash_bomb_or_imagizer_escape_from_the_inescapable():
    state = bench([1, 1, 6, 6, 1, 1, 6, 6, 6], "FLASH_BOMBS", "HOLOGRAPHIC_IMAGIZER")
    advance(state, 60, "night")
    with pytest.raises(GameOver):
        meet_fight(state, "DARKNESS", "no", "hth", "no", "no", "laser_lance@0", "no")
    assert not events(state, "escaped")


def test_escaping_several_needs_the_highest_rating_and_leaves_them_all():
    state = bench([3, 3, 2, 1, 4, 1], "HELMET")
    opponents = [Opponent(state.pack.creatures["ZOMBIE"], 0, None),
                 Opponent(state.pack.creatures["RAT_PACK"], 1, None)]
    f = Fight(opponents, FightMods(), "test")
    # round 1 against the Rat Pack: 6 + 7 against 3 + 10, a draw; then escape needs 3
    outcome, _prompts = run(fight(state, f), "no", "creature-2", "no", "escape")
    assert outcome == "escaped" and events(state, "escape")[0]["needed"] == 3
    assert all(o.gone == "escaped" for o in opponents)


def test_a_failed_escape_extra_wound_modifies_the_same_round():
    # draw, failed escape (the Zombie's 1 wound, Extra Wound 3: +2 "next round"), then
    # the round's HtH at 12
    state = bench([3, 3, 2, 2, 1, 1, 2, 1, 1, 6, 6])
    meet_fight(state, "ZOMBIE", "no", "no", "escape")
    assert events(state, "extra_wound")[0]["roll"] == 3
    assert events(state, "hth_round")[1]["rating"] == 12


def test_dead_at_zero_wounds_before_the_extra_wound_roll():
    state = bench([6, 6, 1, 1], wounds=1)
    with pytest.raises(GameOver) as over:
        meet_fight(state, "ZOMBIE", "no")
    assert over.value.cause == "wounds" and not events(state, "extra_wound")


def test_armour_that_takes_every_wound_leaves_you_unharmed():
    state = bench([6, 6, 1, 1, 6, 1, 1, 6, 6], "BODY_ARMOUR")
    meet_fight(state, "ZOMBIE", "no", "no", "fight")
    assert not events(state, "extra_wound") and not state.me.infected


def test_agent_3_with_nothing_to_lose_wounds():
    state = bench([6, 6, 1, 1, 3, 3, 1, 1, 6, 6])
    state.items.clear()
    meet_fight(state, "AGENT3", "fight")
    assert state.me.wounds == 11 and events(state, "extra_wound")


def test_the_ultra_violet_emitter_keeps_agent_9s_zombies_away():
    state = bench([1, 1, 6, 6], "ULTRA_VIOLET_EMITTER")
    encounter(state, "AGENT9")  # no Zombie to aim at: no Aimed Shot either
    assert not events(state, "wandering_zombie")
    assert len(events(state, "fight_start")[0]["opponents"]) == 1


def test_the_helmet_does_not_stop_the_checks_once_infected():
    state = bench([5, 1, 1, 6, 6], "HELMET", infected=True)
    meet_fight(state, "ZOMBIE", "no")
    assert state.me.venom == 1


def test_a_spent_laser_lance_without_a_spare_clip_means_leaving():
    state = bench([2, 3, 3])
    state.items[0].uses = 0
    from .helpers import stack_deck_one

    stack_deck_one(state, [("room", "EMPTY")])
    run(turn(state))
    (esc,) = events(state, "escape_building")
    assert (esc["cause"], esc["cards"]) == ("laser-lance spent", 6)
    state = bench([2])
    state.items[0].uses = 0
    state.items[0].clip = True
    stack_deck_one(state, [("room", "EMPTY")])
    run(turn(state))
    assert state.escaping is None


def test_the_waistcoat_only_against_darkness():
    state = bench([1, 1, 6, 6], "IMPLOSION_WAISTCOAT")
    _, prompts = meet_fight(state, "ZOMBIE", "no")
    assert "waistcoat" not in kinds(prompts)


def test_the_cnes_once_per_encounter():
    state = bench([2, 1, 1, 6, 6], "CNES")
    _, prompts = meet_fight(state, "ZOMBIE", "no", "creature-1", "cnes", "no", "fight", count=2)
    assert kinds(prompts).count("special") == 1
    assert len([e for e in events(state, "item_used") if e["card"] == "CNES"]) == 1


def test_a_time_grenade_sends_a_wandering_zombie_back_to_its_deck():
    state = bench((), "TIME_GRENADES")
    meet_fight(state, "WANDERING", "no", "time_grenade")
    assert not events(state, "card_moved") and len(state.wandering) == 24


def test_a_card_he_may_not_hold_goes_under_its_pile():
    state = bench(())
    give(state, "BLASTER")
    state.piles["gun"][:] = ["TORCH", "SUB_MACHINE_GUN"]  # a replaced pack's Gun pile
    assert draw(state, "gun") == "TORCH"
    assert state.piles["gun"] == ["SUB_MACHINE_GUN"]


def test_wounds_never_go_below_zero():
    state = bench((), wounds=2)
    with pytest.raises(GameOver):
        take_wounds(state, 5, "test")
    assert state.me.wounds == 0


def test_no_escape_next_round_stops_a_flash_bomb_escape():
    # night; Flash Bomb for an escape; round 1 lost with Extra Wound 7; round 2 fought
    state = bench([6, 6, 1, 1, 3, 4, 1, 1, 6, 6], "FLASH_BOMBS")
    advance(state, 60, "night")
    outcome, _ = meet_fight(state, "ZOMBIE", "no", "escape", "no")
    assert outcome == "won" and not events(state, "escaped")


def test_a_first_aid_kit_left_behind_at_once_stays_one_card():
    state = bench((), *["HELMET"] * 12)
    encounter(state, "FIRST_AID_KIT", "first_aid_kit")
    assert not any(i.house for i in state.items) and state.house.cards() == 108


def test_the_time_marker_stops_at_the_limit():
    """"When the timer reaches 60 minutes you are out of time": a move of several boxes
    stops on the last box of the track, and the game is lost by time."""
    state = bench(())
    advance(state, 115, "test")
    with pytest.raises(GameOver):
        advance(state, 6, "escape")
    assert state.time == 120 and events(state, "time")[-1]["boxes"] == 5
    assert state.cause == "time"


def test_healing_is_offered_only_when_wounded():
    from crawlbook.rulesets.chainsaw_warrior.engine.actions import available

    state = bench((), "MEDI_KIT", wounds=12)
    state.area_free = True
    assert "heal:medi_kit" not in dict(available(state))
    state.me.wounds = 11
    assert "heal:medi_kit" in dict(available(state))
