"""Creating Your Warrior and Kitting Out ("Attributes", the Marksmanship and Skill
tables, "Kitting Out", "Limited Use Items & Reloading", "Reference Section: Equipment")."""

from __future__ import annotations

import pytest
from crawlbook.rulesets.chainsaw_warrior.engine.actions import actions
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import MAX_ITEMS, gain, use
from crawlbook.rulesets.chainsaw_warrior.engine.kit import kit_out

from .helpers import bench, events, give, new, run, stack_pile

BASE = [1, 2, 3, 4, 3, 4, 2, 3]  # Endurance 10 (4D6), Wounds 13, HtH 8, Reflexes 8


def created(marks: int, skill: int, extra: tuple[int, ...] = ()) -> dict:
    game = new([*BASE, marks, skill, *extra, 1])
    game.answer("continue")
    (w,) = events(game.state, "warrior_created")
    return w


def test_the_attributes():
    """"Endurance: Roll 4 dice and add results together ... Wounds: Roll 2 dice, and then
    add 6 ... Hand-to-Hand: Roll 1 die and add 6 ... Reflexes: Roll 1 die and add 5"."""
    w = created(3, 4)
    assert (w["endurance"], w["wounds"], w["wounds_max"], w["reflexes"]) == (10, 13, 13, 8)
    assert w["hth"] == 8 + 1  # the Strength skill (a 4)
    assert (w["radiation"], w["venom"], w["infected"]) == (0, 0, False)
    purposes = [e["purpose"] for e in events(new([*BASE, 3, 4, 1]).state, "dice")]
    assert purposes == []  # nothing is rolled before the game runs


@pytest.mark.parametrize(("die", "marksmanship"), [(1, -2), (2, -1), (3, 0), (4, 0), (5, 1),
                                                   (6, 2)])
def test_the_marksmanship_table(die, marksmanship):
    """The Marksmanship table: 1 -2, 2 -1, 3 or 4 0, 5 +1, 6 +2."""
    assert created(die, 4)["marksmanship"] == marksmanship


@pytest.mark.parametrize(("die", "skill", "check"), [
    (1, "marksmanship", ("marksmanship", 1)), (2, "endurance", ("endurance", 14)),
    (3, "agility", ("reflexes", 9)), (4, "strength", ("hth", 9)),
    (5, "climbing", ("hth", 8)), (6, "hiding", ("reflexes", 8))])
def test_the_skill_table(die, skill, check):
    """The Skill table and the skills that raise an attribute: Marksmanship +1,
    Endurance +1D6 (a 4 here), Agility +1 Reflexes, Strength +1 HtH."""
    w = created(3, die, (4,) if skill == "endurance" else ())
    assert w["skill"] == skill
    assert w[check[0]] == check[1]


def test_the_equipment_allowance_and_the_free_laser_lance():
    """"Roll one die and adding 2 ... The Laser-lance ... doesn't cost you any of your
    Equipment Allowance"; the piles cost Clothing 1, Devices 1, Gun 2, HtH Weapon 1 (our
    ruling, from the Allowance example), Hvy Weapon 3."""
    game = new([*BASE, 3, 4, 2])  # Allowance 4
    game.answer("continue")
    assert game.prompt.kind == "kit" and game.prompt.info["points"] == 4
    assert [i.card for i in game.state.items] == ["LASER_LANCE"]
    labels = dict((c.id, c.label) for c in game.prompt.choices)
    assert labels == {"done": "Done", "clothing": "Clothing (1)", "device": "Devices (1)",
                      "gun": "Gun (2)", "hth_weapon": "HtH Weapon (1)",
                      "heavy_weapon": "Hvy Weapon (3)"}
    game.answer("heavy_weapon")
    assert game.prompt.info["points"] == 1
    assert set(game.prompt.ids()) == {"done", "clothing", "device", "hth_weapon"}
    game.answer("device")
    assert game.prompt.kind != "kit"  # nothing more can be bought
    (chosen,) = events(game.state, "kit_chosen")
    assert chosen["points_left"] == 0 and len(chosen["items"]) == 3


def test_the_allowance_example_five_points():
    """"If you roll a 3 to get an allowance of 5, you could choose 1 heavy weapon (3
    points) and 2 devices; or 1 HtH weapon, 1 article of clothing and 3 devices"."""
    game = new([*BASE, 3, 4, 3])
    game.answer("continue")
    for pile in ("hth_weapon", "clothing", "device", "device", "device"):
        game.answer(pile)
    assert game.prompt.kind != "kit"
    assert len(game.state.items) == 6


def test_cards_come_from_the_top_of_the_face_down_piles():
    """"You must pick them at random from the top of the face-down piles"."""
    def arrange(state):
        stack_pile(state, "gun", ["BLASTER"])

    game = new([*BASE, 3, 4, 1], arrange=arrange)
    game.answer("continue").answer("gun")
    assert game.state.items[-1].card == "BLASTER"


def test_one_gun_and_one_heavy_weapon_at_most():
    """"You may only ever have a maximum of one gun and one heavy weapon at any one time":
    their piles close once one is held, and a Dump cannot give a second."""
    game = new([*BASE, 3, 4, 6])  # Allowance 8
    game.answer("continue").answer("gun")
    assert "gun" not in game.prompt.ids()
    game.answer("heavy_weapon")
    assert "heavy_weapon" not in game.prompt.ids()
    state = bench(())
    give(state, "BLASTER")
    item, _ = run(gain(state, "SUB_MACHINE_GUN", "test"))
    assert item is None and events(state, "item_refused")


def test_thirteen_items_at_most():
    """"You may never have more than 13 pieces of equipment in total": with a 14th the
    Warrior leaves one behind, his choice."""
    state = bench((), *["HELMET"] * 12)
    assert len(state.items) == MAX_ITEMS
    run(gain(state, "TORCH", "test"), "torch")
    assert len(state.items) == MAX_ITEMS and not any(i.card == "TORCH" for i in state.items)
    (lost,) = events(state, "item_lost")
    assert lost["card"] == "TORCH"


def test_the_white_dwarf_88_cards_only_when_the_scenario_adds_them():
    """"Advanced Equipment (optional; White Dwarf 88)": "add the cards to the appropriate
    Equipment decks"."""
    standard = new().state.piles
    advanced = new(advanced_equipment=True).state.piles
    wd88 = {"COMBAT_SHOTGUN", "REAPER", "STUN_NUX", "SMASH", "X_OSKELETON", "CHAMELEON_SUIT",
            "TDD", "HOLOGRAPHIC_IMAGIZER", "DUM_DUM_BULLETS"}
    assert not wd88 & {c for pile in standard.values() for c in pile}
    assert wd88 <= {c for pile in advanced.values() for c in pile}
    assert "LASER_LANCE" not in {c for pile in advanced.values() for c in pile}


def test_dum_dum_bullets_without_a_gun_may_be_swapped():
    """Dum-Dum Bullets: "If the warrior does not have a gun they may discard this card and
    choose another"."""
    def arrange(state):
        stack_pile(state, "device", ["DUM_DUM_BULLETS", "TORCH"])

    game = new([*BASE, 3, 4, 1], arrange=arrange, advanced_equipment=True)
    game.answer("continue").answer("device")
    assert game.prompt.kind == "dum_dum_redraw"
    game.answer("yes")
    assert game.prompt.info["points"] == 3
    game.answer("device")
    assert [i.card for i in game.state.items] == ["LASER_LANCE", "TORCH"]


def test_cats_is_fitted_to_one_weapon_when_the_kit_is_complete():
    """C.A.T.S.: "can be fitted to any Gun, Flamethrower, Man-to-Man Rockets or the
    Laser-lance, but once assigned to a weapon it cannot be switched"."""
    def arrange(state):
        stack_pile(state, "device", ["CATS"])
        stack_pile(state, "gun", ["BLASTER"])

    game = new([*BASE, 3, 4, 1], arrange=arrange)
    game.answer("continue").answer("device").answer("gun")
    assert game.prompt.kind == "cats_weapon"
    assert game.prompt.ids() == ["laser_lance", "blaster"]
    game.answer("blaster")
    cats = next(i for i in game.state.items if i.card == "CATS")
    assert cats.attached == "blaster"


def test_limited_uses_and_one_use_only():
    """"Every time the item is used, replace this counter with the next number down ...
    When the uses number reaches 0, the equipment can no longer be used"; "Equipment
    marked as being for One Use Only ... should be discarded after use"."""
    state = bench((), "ACID")
    lance, acid = state.items
    for left in range(5, -1, -1):
        use(state, lance, "test")
        assert lance.uses == left
    with pytest.raises(AssertionError):
        use(state, lance, "test")
    use(state, acid, "test")
    assert acid not in state.items and state.equipment_discard == ["ACID"]


def test_a_spare_clip_reloads_a_spent_weapon_in_a_free_area():
    """"When the uses number reaches '0' simply trade in the Spare Clip for a fresh set
    ... (doing this takes you 30 seconds)"; "you must again be in a free area ...
    during which time you should roll for a Wandering Zombie"."""
    state = bench([3], "SUB_MACHINE_GUN")
    smg = state.items[1]
    smg.uses = 0
    smg.clip = True
    state.area_free = False
    assert run(actions(state))[1] == []  # nothing to do outside a free area
    state.area_free = True
    before = state.time
    run(actions(state), "reload:sub_machine_gun")
    assert (smg.uses, smg.clip, state.time) == (10, False, before + 1)
    assert events(state, "reload") and events(state, "wandering_check")


def test_a_dump_refills_or_gives_a_spare_clip_or_a_card():
    """"If you find a Dump before you have used all of your ammunition you may refill the
    weapon, or instead you may take along a completely fresh set of uses"; Dump 1 a random
    Clothing card; "If you can't take either of the items offered discard the card"."""
    from crawlbook.rulesets.chainsaw_warrior.engine.kit import dump

    state = bench((), "SUB_MACHINE_GUN")
    state.items[1].uses = 4
    _, prompts = run(dump(state, "clothing", "test"), "refill:sub_machine_gun")
    assert state.items[1].uses == 10
    # a full Laser-lance needs no refill
    assert set(prompts[0].ids()) == {"nothing", "take", "refill:sub_machine_gun",
                                     "clip:laser_lance", "clip:sub_machine_gun"}
    run(dump(state, "clothing", "test"), "clip:sub_machine_gun")
    assert state.items[1].clip
    run(dump(state, "clothing", "test"), "take")
    assert state.pack.items[state.items[-1].card].back == "clothing"
    state = bench(())
    state.items.clear()
    give(state, "BLASTER")
    state.items[0].uses = 16
    state.items[0].clip = True
    _, prompts = run(dump(state, "gun", "test"))
    assert prompts == [] and events(state, "dump_empty")


def test_kitting_out_again_outside_the_building():
    """"You may recover one die roll of wounds, and gain a further Equipment Allowance
    equal to the roll of one die. One of these points must be spent on a new
    Laser-lance ... you may spend 2 points on a refill or spare clip for any item"."""
    state = bench((), "SUB_MACHINE_GUN")
    state.items[1].uses = 3
    state.items.pop(0)  # the Laser-lance is gone
    run(kit_out(state, 4, "test", outside=True), "refill:sub_machine_gun", "done")
    assert [i.card for i in state.items] == ["SUB_MACHINE_GUN", "LASER_LANCE"]
    assert state.items[0].uses == 10
    (chosen,) = events(state, "kit_chosen")
    assert chosen["points_left"] == 1
