"""Every House card of the Reference Section, as written in the crawlbook language
(content/house-cards.mission) and resolved by the engine ("Reference Section: House
Cards"). ``helpers.encounter`` turns the card up and resolves it with Rules Precedence."""

from __future__ import annotations

import pytest
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver

from .helpers import bench, darkness_next, encounter, events, give, kinds, pack, program


def test_every_encounter_of_the_house_deck_is_a_card_of_the_program():
    cards = program()["cards"]
    assert set(pack().encounters) == set(cards)
    assert len(cards) == 35


@pytest.mark.parametrize("agent", ["AGENT1", "AGENT2", "AGENT3", "AGENT8"])
def test_quick_agents_allow_no_aimed_shot(agent):
    """Agents 1, 2 and 3: "so fast that you may not attempt an Aimed Shot. You may try
    lucky shots later"; Agent 8: "go straight into Hand-to-Hand combat"."""
    state = bench([3, 3, 4, 3, 1, 1, 6, 6] if agent != "AGENT8" else [1, 3, 3, 4, 3, 1, 1, 6, 6])
    attack = state.pack.creatures[agent].attack
    state.rng.faces = [*([1] if agent == "AGENT8" else []), 3, 3, 1, attack - 5, 1, 1, 6, 6]
    _, prompts = encounter(state, agent, "no", "fight")
    assert kinds(prompts) == ["lucky", "escape"]


def test_agent_3_destroys_an_item_instead_of_a_wound():
    """Agent 3: "Every time he wounds you, lose an item of equipment instead (your
    choice). The item is destroyed - remove it from the game"."""
    state = bench([6, 6, 1, 1, 1, 1, 6, 6], "HELMET")
    encounter(state, "AGENT3", "helmet", "no", "fight")
    assert state.me.wounds == 12 and not events(state, "extra_wound")
    assert events(state, "item_broken")[0]["card"] == "HELMET"
    assert "HELMET" in state.equipment_removed


def test_agent_4_knocks_you_out_for_3d6_minutes():
    """Agent 4: "If you lose a round of combat you don't take a wound. Instead you must
    roll 3 dice and immediately lose that many minutes! When you awake discard the Agent
    card and continue as normal"."""
    state = bench([6, 6, 1, 1, 2, 3, 4])
    before = state.time
    _outcome, _ = encounter(state, "AGENT4", "no")
    assert state.me.wounds == 12 and state.time == before + 18
    assert events(state, "knocked_out")[0]["minutes"] == 9
    assert events(state, "fight_end")[0]["outcome"] == "knocked_out"


def test_agent_6_minus_3_to_shoot_and_to_fight_and_no_escape():
    """Agent 6: "When attempting to shoot him with an Aimed Shot, you must subtract 3 from
    your die roll, and when fighting HtH you must reduce your HtH rating by 3 as well.
    Lucky shots are unaffected, but you cannot escape"."""
    state = bench([2, 2, 6, 4, 3, 3, 4, 5, 1, 1, 6, 6], reflexes=8)
    _, prompts = encounter(state, "AGENT6", "laser_lance@0", "no")
    (shot,) = events(state, "aimed_shot")
    assert shot["modifier"] == -3 and shot["hit"] is False  # 10 - 3 < 8
    rounds = events(state, "hth_round")
    assert [r["rating"] for r in rounds] == [7, 7] and rounds[0]["result"] == "draw"
    assert "escape" not in kinds(prompts)


def test_agent_7_explodes_unless_shot_first():
    """Agent 7: "Unless you can shoot him with an Aimed Shot before he attacks (and he's so
    fast your die roll must be reduced by 1) he will dive at you and set off explosives
    ... take one die of wounds, and roll a die for every piece of equipment ... On a roll
    of 5 or 6 that piece is destroyed"."""
    state = bench([2, 2, 5, 4], "HELMET")
    encounter(state, "AGENT7", "laser_lance")
    assert events(state, "aimed_shot")[0]["modifier"] == -1
    assert events(state, "creature_killed") and state.me.wounds == 12
    state = bench([2, 2, 4, 3, 3, 5, 4], "HELMET")
    encounter(state, "AGENT7", "laser_lance")
    assert state.me.wounds == 9
    assert [i.card for i in state.items] == ["HELMET"]  # the Lance broke on a 5


def test_agent_8_throws_a_knife_first():
    """Agent 8: "Before doing anything roll a die. If you roll a 5 or a 6 take one wound"."""
    state = bench([5, 1, 1, 6, 6])
    encounter(state, "AGENT8")
    assert events(state, "wounds")[0]["amount"] == 1 and state.me.wounds == 11


def test_agent_9_brings_two_zombies_and_a_minute():
    """Agent 9: "draw two Wandering Zombie cards ... Add one minute, and start to fight by
    Testing Reflexes to get an Aimed Shot at one of the Zombies"."""
    state = bench([2, 2, 4, 3, 1, 1, 6, 6, 1, 1, 6, 6])
    before = state.time
    _, prompts = encounter(state, "AGENT9", "laser_lance@1", "creature-1", "no", "fight")
    shoot = next(p for p in prompts if p.kind == "shoot")
    assert shoot.ids() == ["no", "laser_lance@1", "laser_lance@2"]  # the Zombies only
    assert len(events(state, "wandering_zombie")) == 2
    assert state.time == before + 2 + 1


@pytest.mark.parametrize("code", ["CLEAR", "EMPTY"])
def test_clear_and_empty_areas_check_for_a_wandering_zombie(code):
    """Clear: "Don't forget, though, to roll a die to check for Wandering Zombies"; Empty:
    "a random Wandering Zombie, which will appear on a roll of 6 on one die"."""
    state = bench([5])
    encounter(state, code)
    (check,) = events(state, "wandering_check")
    assert (check["roll"], check["arrived"]) == (5, False) and state.area_free


def test_the_contaminated_rat_pack_wounds_and_radiates():
    """"If these creatures manage to score a hit on you, take one wound and 1 die of
    radiation damage"."""
    state = bench([6, 6, 1, 1, 3, 3, 4, 1, 1, 6, 6])
    encounter(state, "CONTAMINATED_RAT_PACK", "no", "no", "fight")
    assert state.me.wounds == 11 and state.me.radiation == 4


def test_the_rat_pack_and_the_steel_gloves():
    """Rat Pack: "Whenever they score a hit they cause the number of Wounds listed on their
    card"; Steel Gloves: "when fighting a Rat Pack you need only take one wound"."""
    state = bench([6, 6, 1, 1, 3, 3, 1, 1, 6, 6])
    encounter(state, "RAT_PACK", "no", "no", "fight")
    assert state.me.wounds == 10
    state = bench([6, 6, 1, 1, 3, 3, 1, 1, 6, 6], "STEEL_GLOVES")
    encounter(state, "RAT_PACK", "no", "no", "fight")  # Clothing: no HtH weapon to choose
    assert state.me.wounds == 11


@pytest.mark.parametrize(("code", "pile"), [("DUMP1", "clothing"), ("DUMP2", "gun"),
                                            ("DUMP3", "device")])
def test_the_dumps(code, pile):
    """Dump 1: a random Clothing card, or a refill or Spare Clip; Dump 2 a Gun; Dump 3 a
    Device."""
    state = bench(())
    encounter(state, code, "take")
    assert state.pack.items[state.items[-1].card].back == pile


def test_the_first_aid_kit_is_taken_and_heals_in_a_free_area():
    """First Aid Kit: "Take this item ... When you are in an empty or clear area you may
    use this to heal your Wounds. Add 30 seconds to the time and check for a Wandering
    Zombie as usual. If one does not appear, roll 1 die, recover that many wounds and
    discard the kit to the current discard pile"."""
    from crawlbook.rulesets.chainsaw_warrior.engine.actions import actions

    from .helpers import run

    state = bench([3, 4], wounds=12)
    state.me.wounds = 6
    encounter(state, "FIRST_AID_KIT")
    kit = state.items[-1]
    assert kit.card == "FIRST_AID_KIT" and kit.house is not None
    assert kit.house not in state.house.discards[state.current_deck - 1]
    run(actions(state), f"heal:{kit.key}")
    assert state.me.wounds == 10 and kit not in state.items
    assert state.house.discards[state.current_deck - 1][-1] == kit.house


def test_healing_is_postponed_by_a_wandering_zombie():
    """"If a Zombie turns up, though, you must postpone your healing and fight it off.
    Once it is defeated you should move the Time marker on another box and start again"."""
    from crawlbook.rulesets.chainsaw_warrior.engine.actions import actions

    from .helpers import run

    state = bench([6, 1, 1, 6, 6, 2, 5], "MEDI_KIT")
    state.me.wounds = 3
    state.area_free = True
    before = state.time
    run(actions(state), "heal:medi_kit", "no")
    assert state.time == before + 2 and state.me.wounds == 8
    assert [c["arrived"] for c in events(state, "wandering_check")] == [True, False]


def test_the_secret_passage_skips_up_to_2d6_cards_stopping_at_will():
    """Secret Passage: "Roll 2 dice. You may immediately discard up to that number of
    cards without any additional time loss ... you may stop at any time, deciding before
    the next card is revealed"."""
    state = bench([2, 3])
    before = state.time
    _, prompts = encounter(state, "SECRET_PASSAGE", "skip", "skip", "stop")
    assert events(state, "secret_passage")[0]["cards"] == 5
    assert len(events(state, "card_skipped")) == 2 and state.time == before
    assert [p.info["left"] for p in prompts if p.kind == "passage"] == [5, 4, 3]


def test_the_tdd_stops_to_fight_darkness_in_a_passage():
    """TDD: "will never miss Darkness when moving through secret passages. If the Darkness
    card is one of those discarded when moving through the passage you may stop and
    fight"."""
    state = bench([1, 2, 6, 6], "TDD")
    darkness_next(state)  # 2D6 = 3; the Lance's shot: no Reflex test, 12
    with pytest.raises(GameOver) as over:
        encounter(state, "SECRET_PASSAGE", "skip", "fight", "laser_lance@0")
    assert over.value.outcome == "win"
    assert events(state, "aimed_shot")[0]["reflex_spared_by"] == "TDD"


@pytest.mark.parametrize(("weapon", "roll", "survives"), [("ACID", (4, 4), True),
                                                          ("ACID", (3, 4), False)])
def test_the_slime(weapon, roll, survives):
    """Slime: "If you have Acid, a Flare Gun, a Flamethrower or the Laser-lance you must
    use it ... Do not Test Reflexes; roll 2 dice and adjust it for Marksmanship. If you
    score 7 or more ... it retires ... Roll less than 7, though, and you'll be engulfed";
    "Not having any useful weaponry brings the same result"."""
    state = bench(roll)  # Acid is thrown: Marksmanship -1
    state.items.clear()
    give(state, weapon)
    if survives:
        encounter(state, "SLIME")
        assert not events(state, "reflex_test")
    else:
        with pytest.raises(GameOver) as over:
            encounter(state, "SLIME")
        assert (over.value.outcome, over.value.cause) == ("loss", "slime")
    state = bench(())
    state.items.clear()
    with pytest.raises(GameOver):
        encounter(state, "SLIME")


def test_the_ambush_and_the_ultra_violet_emitter():
    """Ambush: "Roll 1 die and draw that many Wandering Zombies ... you may then make an
    Aimed Shot at one without Testing Reflexes"; the Ultra-Violet Emitter: "Ambush, can be
    treated as Clear"."""
    state = bench([2, 4, 3, 1, 1, 6, 6])
    encounter(state, "AMBUSH", "laser_lance@0")
    assert len(events(state, "wandering_zombie")) == 2 and not events(state, "reflex_test")
    state = bench((), "ULTRA_VIOLET_EMITTER")
    encounter(state, "AMBUSH")
    assert not events(state, "wandering_zombie") and events(state, "card_override")


def test_the_ceiling_cave_in():
    """"Test your Reflexes. If you succeed you manage to leap to safety. If you fail ...
    Roll one die and lose that many minutes, and take 1 wound. Also, roll 1 die for every
    item of equipment you have. A roll of 6 means that the item was ... damaged beyond
    repair"."""
    state = bench([6, 5, 4, 6, 1], "HELMET")
    before = state.time
    encounter(state, "CAVE_IN")
    assert state.time == before + 8 and state.me.wounds == 11
    assert [i.card for i in state.items] == ["HELMET"]
    state = bench([2, 2])
    encounter(state, "CAVE_IN")
    assert state.me.wounds == 12


def test_the_chasm_with_climbing_or_a_rope():
    """Chasm: "Unless you have a Rope Launcher or the Climbing skill you will have to
    retrace your steps"; Climbing: "ignore its effects ... treated as though it were a
    Clear card, though you don't need to roll for a Wandering Zombie"."""
    state = bench((), skill="climbing")
    encounter(state, "CHASM")
    assert state.escaping is None and not events(state, "wandering_check")
    state = bench((), "ROPE_AND_LAUNCHER")
    encounter(state, "CHASM", "rope_and_launcher")
    assert state.escaping is None and state.items[1].uses == 2


@pytest.mark.parametrize(("tool", "faces", "outcome"), [
    ("CHAINSAW", [4, 4, 2], "open"), ("CHAINSAW", [3, 4], "shut"),
    ("MAN_TO_MAN_ROCKETS", [1, 2, 2], "open"), ("ACID", [], "burnt")])
def test_the_locked_door(tool, faces, outcome):
    """Locked Door: "On each weapon's card there is a rating for smashing a door. You must
    roll this number or higher on 2 dice"; the Chainsaw "on a roll of 8 or more"; the
    Man-to-Man Rockets "if you can roll a 4 or above (taking Marksmanship modifiers into
    account)"; Acid burns through silently; "If you smash down a Locked Door, or attempt
    to do so, you then check for a Wandering Zombie"; "If you fail add 30 seconds, check
    for a Wandering Zombie, and either try again or retrace your steps"."""
    state = bench([*faces, 2, 2], tool, marksmanship=1)
    state.items.pop(0)  # no Laser-lance: one tool only
    answers = ["1"] + (["2"] if outcome == "shut" else [])
    before = state.time
    encounter(state, "LOCKED_DOOR", *answers)
    (door,) = events(state, "door")
    assert door["opened"] is (outcome != "shut")
    checks = events(state, "wandering_check")
    assert len(checks) == (0 if outcome == "burnt" else 1)
    if outcome == "shut":
        assert state.time == before + 1 and events(state, "retrace")
    if tool == "MAN_TO_MAN_ROCKETS":
        assert door["modifier"] == 1 and door["roll"] == 3


def test_the_lunatic_takes_anything_but_clothing_and_the_heat_detector():
    """Lunatic: "He may grab anything except an item of Clothing; select an item at random
    and remove it from the game"; the Heat Detector: "the Lunatic card is negated"."""
    state = bench((), "HELMET")
    encounter(state, "LUNATIC")
    assert [i.card for i in state.items] == ["HELMET"]
    assert "LASER_LANCE" in state.equipment_removed
    state = bench((), "HEAT_DETECTOR")
    encounter(state, "LUNATIC")
    assert len(state.items) == 2


def test_the_magnetic_field():
    """"Roll 2 dice and place a blank marker that many minutes ahead ... From now until
    then you may not use any item powered by electricity"; the room is not free."""
    from crawlbook.rulesets.chainsaw_warrior.engine.equipment import usable
    from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance

    state = bench([2, 3], "HELMET")
    encounter(state, "MAGNETIC_FIELD")
    lance, helmet = state.items
    assert state.magnetic_until == state.time + 10 and not state.area_free
    assert not usable(state, lance) and usable(state, helmet)
    advance(state, 10, "test")
    assert usable(state, lance) and events(state, "magnetic_field_end")


def test_the_mines():
    """Mines: "Test your Reflexes, adding 2 to the die roll ... If not, roll one die, add
    1 and take that many wounds. Then roll one die for each item ... On a 6"."""
    state = bench([3, 4, 3, 1])
    encounter(state, "MINES")
    assert events(state, "reflex_test")[0]["total"] == 9 and state.me.wounds == 8


def test_the_net():
    """Net: "If you have a Wire-cutter, Chainsaw, Acid, Laser-lance, or Knife you may cut
    yourself out and lose only 30 seconds (and one use ...). If not, you must roll one
    die and lose that many minutes ... Check for a Wandering Zombie every minute. If one
    turns up you can only shoot it with a Gun ... the Zombie fights with an extra 3"."""
    state = bench(())
    before = state.time
    encounter(state, "NET", "laser_lance")
    assert state.time == before + 1 and state.items[0].uses == 5
    state = bench([2, 6, 2, 2, 6, 6, 1], "MAN_TO_MAN_ROCKETS")
    before = state.time
    _, prompts = encounter(state, "NET", "no")
    assert state.time == before + 4
    assert "shoot" not in kinds(prompts)  # a Heavy Weapon may not shoot it
    assert events(state, "hth_round")[0]["attack"] == 11
    state = bench((), "WIRE_CUTTERS")
    encounter(state, "NET")
    assert events(state, "card_override")[0]["item"] == "WIRE_CUTTERS"


def test_the_rad_canister_and_the_geiger_counter():
    """Rad Canister: "Roll one die and add 3 to the result, and lose that many points of
    radiation"; the Geiger Counter avoids a radioactive card: five discards back."""
    state = bench([2])
    encounter(state, "RAD_CANISTER")
    assert state.me.radiation == 5
    state = bench((), "GEIGER_COUNTER")
    encounter(state, "RAD_CANISTER", "yes")
    assert state.me.radiation == 0 and events(state, "retrace")


def test_the_spiked_pit():
    """Spiked Pit: "Test your Reflexes, adding one to your die roll ... Roll one die and
    halve the result, rounding fractions up; take that many wounds. Then roll one die and
    move the Time marker that many minutes"; the Climbing skill needs no time out."""
    state = bench([4, 4, 5, 2])
    before = state.time
    encounter(state, "SPIKED_PIT")
    assert state.me.wounds == 9 and state.time == before + 4
    state = bench([4, 4, 5], skill="climbing")
    before = state.time
    encounter(state, "SPIKED_PIT")
    assert state.me.wounds == 9 and state.time == before


def test_weak_floorboards():
    """"Roll one die and lose that many minutes. Roll for a Wandering Zombie every minute.
    If one turns up you may make an Aimed Shot without having to Test Reflexes, but in
    HtH combat you must temporarily reduce your rating by one"."""
    state = bench([5, 5, 1, 6, 3, 3, 1, 1, 6, 6])
    encounter(state, "WEAK_FLOORBOARDS", "laser_lance@0")
    assert not [t for t in events(state, "reflex_test") if t["purpose"] == "aimed shot"]
    assert events(state, "hth_round")[0]["rating"] == 9


def test_the_wire():
    """Wire: "Unless you have some Wire-cutters ... roll one die and move the marker that
    many boxes ... Test every 30 seconds for a Wandering Zombie. If one arrives you may add
    1 to your Marksmanship for any Aimed Shots, but you may not escape"; Acid burns
    through it."""
    state = bench([2, 6, 2, 2, 2, 2, 3, 3, 2, 2, 1, 1, 6, 6, 1])
    before = state.time
    _, prompts = encounter(state, "WIRE", "laser_lance@0", "no")
    assert events(state, "aimed_shot")[0]["modifier"] == 1
    assert "escape" not in kinds(prompts)
    assert state.time == before + 2 + 1
    state = bench((), "ACID")
    encounter(state, "WIRE", "acid")
    assert not events(state, "stuck") and "ACID" in state.equipment_discard


def test_the_zombie():
    state = bench([1, 1, 6, 6])
    encounter(state, "ZOMBIE", "no")
    assert events(state, "creature_killed")[0]["creature"] == "ZOMBIE"
