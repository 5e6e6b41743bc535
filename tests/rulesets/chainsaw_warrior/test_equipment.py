"""Every Equipment card of the Reference Section, the standard ones and the White Dwarf 88
additions, and the hooks by which they override House cards and rules ("Reference
Section: Equipment"; "Rules Precedence"). Cards already pinned elsewhere are named in
docs/chainsaw-warrior/content.md with their tests."""

from __future__ import annotations

import pytest
from crawlbook.rulesets.chainsaw_warrior.engine.actions import actions, available
from crawlbook.rulesets.chainsaw_warrior.engine.encounter import Fight, FightMods, Opponent
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import breakage, usable
from crawlbook.rulesets.chainsaw_warrior.engine.harm import radiate, take_wounds
from crawlbook.rulesets.chainsaw_warrior.engine.hth import hth_rating
from crawlbook.rulesets.chainsaw_warrior.engine.reflexes import rating
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance

from .helpers import bench, encounter, events, fight, kinds, pack, run, stack_deck_one

# The Reference Section's cards and their types (the White Dwarf 88 ones flagged).
REFERENCE = {
    "Acid": "device", "Anti-Rad Capsules": "device", "Automatic Rifle": "gun",
    "Blaster": "gun", "Body Armour": "clothing", "Combat Shotgun": "gun",
    "Chainsaw": "hth_weapon", "Chameleon Suit": "clothing", "C.A.T.S.": "device",
    "C.N.E.S.": "hth_weapon", "Dynamite": "heavy_weapon", "Flamethrower": "heavy_weapon",
    "Dum-Dum Bullets": "device", "Flare Gun": "device", "Heat Detector": "device",
    "Flash Bombs": "device", "Helmet": "clothing", "Geiger Counter": "device",
    "Holographic Imagizer": "device", "Implosion Waistcoat": "clothing",
    "Infra-Red Goggles": "clothing", "Medi-Kit": "special", "Knife": "hth_weapon",
    "Lock-Pick Set": "device", "Metal Detector": "device",
    "Man-to-Man Rockets": "heavy_weapon", "Poison-Coated Metal Needle": "hth_weapon",
    "Remote Camera": "device", "Rad Fibre Jumpsuit": "clothing",
    "R.E.A.P.E.R.": "heavy_weapon", "Rope and Launcher": "device",
    "Steel Gloves": "clothing", "Smash": "device", "Stun-Nux": "hth_weapon",
    "Sub-Machine Gun": "gun", "Sonic Amplifier": "device", "Teleport Implant": "device",
    "Throw Nets": "hth_weapon", "Torch": "device", "TDD": "device",
    "Ultra-Violet Emitter": "device", "Wire-cutters": "device", "X-oskeleton": "clothing",
    "Time Grenades": "hth_weapon", "Laser-lance": "special",
}
WD88 = {"Combat Shotgun", "R.E.A.P.E.R.", "Stun-Nux", "Smash", "X-oskeleton",
        "Chameleon Suit", "TDD", "Holographic Imagizer", "Dum-Dum Bullets"}


def test_every_equipment_card_of_the_reference_exists():
    items = {d.name: d for d in pack().items.values()}
    for name, type_ in REFERENCE.items():
        assert name in items, name
        assert items[name].type == type_, name
        assert items[name].wd88 is (name in WD88), name
    assert set(items) - set(REFERENCE) == {"First Aid Kit"}


def test_the_numbers_the_text_gives():
    """The Sub-Machine Gun 5 against Zombies and 11 against the Meat Machine with 10
    bursts; the Blaster 7 against Zombies, 16 shots; the Automatic Rifle 12 bursts; the
    Man-to-Man Rockets 4 against all but Darkness, 4 rockets, 4 for a door; the Chainsaw
    and the X-oskeleton 8 for a door; HtH +3 Chainsaw, +1 Knife, +2 Stun-Nux, +1 Steel
    Gloves, +1 X-oskeleton, -1 R.E.A.P.E.R."""
    i = pack().items
    assert (i["SUB_MACHINE_GUN"].targets["zombie"], i["SUB_MACHINE_GUN"].targets[
        "meat_machine"], i["SUB_MACHINE_GUN"].uses) == (5, 11, 10)
    assert (i["BLASTER"].targets["zombie"], i["BLASTER"].uses) == (7, 16)
    assert i["AUTOMATIC_RIFLE"].uses == 12
    rockets = i["MAN_TO_MAN_ROCKETS"]
    assert set(rockets.targets.values()) == {4} and "darkness" not in rockets.targets
    assert (rockets.uses, rockets.door) == (4, 4)
    assert i["CHAINSAW"].door == i["X_OSKELETON"].door == 8
    assert [i[k].hth for k in ("CHAINSAW", "KNIFE", "STUN_NUX", "STEEL_GLOVES", "X_OSKELETON",
                               "REAPER")] == [3, 1, 2, 1, 1, -1]
    assert set(i["KNIFE"].targets) == {"zombie", "chaos_agent"}
    assert "darkness" in i["LASER_LANCE"].targets
    assert [k for k, d in i.items() if "darkness" in d.targets] == ["LASER_LANCE"]


def test_acid_is_thrown_at_minus_1_and_used_once():
    """Acid: "It can be thrown at an opponent (though with a reduction of 1 from your
    Marksmanship ...). Acid can even be used for a Lucky Shot"; once only."""
    state = bench([2, 2, 3, 3, 1, 1, 6, 6], "ACID")
    fight(state, "ZOMBIE", "acid@0")
    assert events(state, "aimed_shot")[0]["modifier"] == -1
    assert not any(i.card == "ACID" for i in state.items)


def test_anti_rad_capsules_negate_one_exposure_but_not_a_fatal_one():
    """Anti-Rad Capsules: "you do so immediately after rolling for radiation damage ... If
    exposure to radiation kills you, you may not then take the capsules"."""
    state = bench([5], "ANTI_RAD_CAPSULES")
    n, prompts = run(radiate(state, "1D6", "test"), "yes")
    assert n == 0 and state.me.radiation == 0 and prompts[0].kind == "anti_rad"
    state = bench([5], "ANTI_RAD_CAPSULES", endurance=5)
    with pytest.raises(GameOver):
        run(radiate(state, "1D6", "test"))


def test_the_rad_fibre_jumpsuit_takes_one_off():
    state = bench([4], "RAD_FIBRE_JUMPSUIT")
    run(radiate(state, "1D6", "test"))
    assert state.me.radiation == 3


def test_body_armour_saves_on_5_or_6_and_loses_a_use():
    """Body Armour: "Every time you take a wound ... roll 1 die. On a roll of 1-4 you must
    take the wound as usual. On a 5 or 6 ... you are unharmed. The armour loses one use"."""
    state = bench([5, 4, 6], "BODY_ARMOUR")
    armour = state.items[1]
    assert take_wounds(state, 3, "test") == 1
    assert armour.uses == 4 and len(events(state, "armour_saved")) == 2


def test_cats_adds_2_to_aimed_shots_and_1_to_lucky_shots_and_goes_with_its_weapon():
    """C.A.T.S.: "+2 bonus to your Marksmanship when using the weapon it's attached to. It
    also adds 1 to any Lucky Shot roll"; "should the weapon break then the CATS is also
    discarded"."""
    state = bench([2, 2, 1, 3, 3, 3, 2, 2, 5], "CATS")
    state.items[1].attached = "laser_lance"
    fight(state, "ZOMBIE", "laser_lance@0", "laser_lance@0")
    assert events(state, "aimed_shot")[0]["modifier"] == 2
    assert events(state, "lucky_shot")[0]["modifier"] == 1
    state.rng.faces = [6]
    breakage(state, 6, "test")
    assert state.items == [] and events(state, "item_discarded")


def test_the_cnes_destroys_at_a_price_but_not_darkness():
    """C.N.E.S.: "Your opponent is instantly destroyed, but you must take one die of
    wounds yourself"; "any creature except Darkness"."""
    state = bench([4], "CNES")
    fight(state, "ZOMBIE", "no", "cnes")
    assert state.me.wounds == 8 and events(state, "creature_killed")[0]["how"] == "cnes"
    assert not events(state, "hth_round")
    state = bench([1, 1, 6, 6, 6], "CNES")
    with pytest.raises(GameOver):  # no "special" prompt: the Lucky Shot comes next
        fight(state, "DARKNESS", "no", "laser_lance@0")
    assert [e["card"] for e in events(state, "item_used")] == ["LASER_LANCE"]


def test_dynamite_blows_a_short_cut():
    """Dynamite: "you may use one charge to blow a hole in a wall ... Roll one die and
    discard that many cards from the deck. At the end roll for one Wandering Zombie; one
    appears on a 4, 5 or 6"."""
    state = bench([3, 3], "DYNAMITE")
    run(actions(state), "dynamite:dynamite")  # not offered again this turn
    assert len(events(state, "card_skipped")) == 3 and state.items[1].uses == 4
    (check,) = events(state, "wandering_check")
    assert (check["on"], check["arrived"]) == (4, False)


def test_dum_dum_bullets_add_2_and_use_their_own_counter():
    """Dum-Dum Bullets: "add +2 to the dice roll ... reduce the Uses Left marker on the
    Dum-dum card instead of the gun card"; with the gun lost, they go too."""
    state = bench([2, 2, 2, 2, 1, 1, 6, 6], "SUB_MACHINE_GUN", "DUM_DUM_BULLETS")
    state.items[2].attached = "sub_machine_gun"
    _, _prompts = fight(state, "ZOMBIE", "sub_machine_gun@0", "yes")
    assert events(state, "aimed_shot")[0]["modifier"] == 2
    assert (state.items[1].uses, state.items[2].uses) == (10, 5)
    from crawlbook.rulesets.chainsaw_warrior.engine.equipment import remove

    remove(state, state.items[1], "broken", "test")
    assert [i.card for i in state.items] == ["LASER_LANCE"]


def test_the_flare_gun_lights_cards_at_night():
    """Flare Gun: "can only be used at night ... treat that many cards as being Clear ...
    Each section still costs 30 seconds ... If one of the cards turns out to be a Trap or
    Darkness you must stop and respond to it, and the flare goes out"."""
    from crawlbook.rulesets.chainsaw_warrior.engine.exploration import turn

    state = bench([3], "FLARE_GUN")
    stack_deck_one(state, [("room", "ZOMBIE"), ("room", "EMPTY"), ("room", "RAD_CANISTER")])
    state.area_free = True
    assert "flare:flare_gun" not in dict(available(state))
    advance(state, 60, "test")
    run(turn(state), "flare:flare_gun")
    run(turn(state))
    state.rng.faces = [2]
    run(turn(state))
    assert len(events(state, "treated_as_clear")) == 2 and not events(state, "fight_start")
    assert events(state, "flare_out") and state.me.radiation == 5


def test_flash_bombs_at_night():
    """Flash Bombs: "can only be used at night ... +3 bonus to your rating for the
    duration of that combat, or allow you to escape automatically at the start of the
    second round"."""
    state = bench([3, 3, 2, 1, 4], "FLASH_BOMBS")
    advance(state, 60, "test")
    outcome, _prompts = fight(state, "ZOMBIE", "no", "escape", "no")
    assert outcome == "escaped" and events(state, "escaped")[0]["how"] == "flash bomb"
    state = bench([3, 3, 1, 1], "FLASH_BOMBS")
    advance(state, 60, "test")
    fight(state, "ZOMBIE", "no", "hth")
    assert events(state, "hth_round")[0]["rating"] == 10 - 1 + 3


def test_the_holographic_imagizer_escapes_once():
    state = bench([3, 3, 2, 2, 5], "HOLOGRAPHIC_IMAGIZER")
    outcome, _ = fight(state, "ZOMBIE", "no", "no", "imagizer")
    assert outcome == "escaped" and not events(state, "escape")
    assert not any(i.card == "HOLOGRAPHIC_IMAGIZER" for i in state.items)


def test_the_implosion_waistcoat_is_a_draw():
    """"Killing both Darkness and yourself in a desperate suicide by using the Implosion
    Waistcoat is a draw"."""
    state = bench((), "IMPLOSION_WAISTCOAT")
    with pytest.raises(GameOver) as over:
        fight(state, "DARKNESS", "yes")
    assert (over.value.outcome, over.value.cause) == ("draw", "implosion_waistcoat")


def test_the_heat_and_metal_detectors_spare_the_reflex_test():
    """Heat Detector: "you don't need to test reflexes to shoot Rats or Chaos Agents";
    Metal Detector: "you needn't Test Reflexes to take a shot at the Meat Machine"."""
    for item, creature in (("HEAT_DETECTOR", "RAT_PACK"), ("HEAT_DETECTOR", "AGENT4"),
                           ("METAL_DETECTOR", "MEAT_MACHINE")):
        state = bench([6, 6], item)
        fight(state, creature, "laser_lance@0")
        assert events(state, "aimed_shot")[0]["reflex_spared_by"] == item


def test_the_metal_detector_on_wire_and_mines():
    """Metal Detector: "you won't get caught in Wire or Mine traps; simply add 1 minute to
    the time and keep moving"."""
    for code in ("WIRE", "MINES"):
        state = bench((), "METAL_DETECTOR")
        before = state.time
        encounter(state, code)
        assert state.time == before + 2 and not events(state, "entry")


def test_the_poison_needle():
    """Needle: "Roll one die and halve the result (round fractions up). This is the number
    of rounds it takes your opponent to die"; "in Step 6 of the first round"."""
    state = bench([3, 3, 3, 2, 2, 3, 3, 2, 2], "POISON_NEEDLE")
    _outcome, prompts = fight(state, "ZOMBIE", "no", "needle", "no", "fight")
    assert events(state, "poisoned")[0]["rounds"] == 2
    assert events(state, "creature_killed")[0]["how"] == "poison"
    assert kinds(prompts).count("special") == 1


def test_the_remote_camera():
    """Remote Camera: "It takes 30 seconds to set up ... Roll 2 dice and look at that many
    cards from the current deck. Once you've done this you must discard this card";
    "do not check for a Wandering Zombie"."""
    state = bench([1, 2], "REMOTE_CAMERA")
    stack_deck_one(state, [("room", "EMPTY"), ("room", "SECRET_PASSAGE"), ("room", "EMPTY")])
    before = state.time
    run(actions(state), "camera:remote_camera")
    (camera,) = events(state, "camera")
    assert camera["asked"] == 3 and len(camera["cards"]) == 2  # not past the Passage
    assert state.time == before + 1 and not events(state, "wandering_check")
    assert len(state.items) == 1


def test_the_reaper_and_stun_nux_and_the_chainsaw_in_hth():
    state = bench((), "REAPER", "STUN_NUX", "CHAINSAW")
    zombie = Opponent(state.pack.creatures["ZOMBIE"], 0, None)
    f = Fight([zombie], FightMods(), "test")
    assert hth_rating(state, f, zombie) == 9  # the REAPER's bulk
    f.hth_weapon = state.items[2]
    assert hth_rating(state, f, zombie) == 11
    f.hth_weapon = state.items[3]
    assert hth_rating(state, f, zombie) == 12


def test_the_rope_bypasses_areas_after_a_balcony():
    """Rope and Launcher: "After an encounter on a balcony you can use the Rope to bypass
    certain areas. Add 30 seconds to the time, roll one die"."""
    state = bench([4], "ROPE_AND_LAUNCHER")
    assert run(actions(state))[1] == []  # not after a Corridor
    state.last_back = "balcony"
    before = state.time
    run(actions(state), "rope:rope_and_launcher")
    assert len(events(state, "card_skipped")) == 4 and state.time == before + 1


def test_smash_for_five_minutes_then_a_die_of_wounds():
    """Smash: "For the next 5 minutes ... the character adds +3 to their HtH value. On the
    turn the drug wears off the character suffers one die of wounds"."""
    state = bench([3], "SMASH")
    run(actions(state), "smash:smash")
    zombie = Opponent(state.pack.creatures["ZOMBIE"], 0, None)
    assert hth_rating(state, Fight([zombie], FightMods(), "t"), zombie) == 13
    advance(state, 10, "test")
    assert state.me.wounds == 9 and events(state, "smash_end")
    assert hth_rating(state, Fight([zombie], FightMods(), "t"), zombie) == 10


def test_the_sonic_amplifier_may_avoid_the_cave_in():
    """Sonic Amplifier: "You may also avoid the Cave-in Trap; simply add 1 minute to the
    time and discard the trap card"."""
    state = bench((), "SONIC_AMPLIFIER")
    before = state.time
    encounter(state, "CAVE_IN", "yes")
    assert state.time == before + 2 and not events(state, "reflex_test")


def test_throw_nets_defeat_one_opponent_not_darkness_or_the_meat_machine():
    state = bench((), "THROW_NETS")
    fight(state, "ZOMBIE", "no", "nets")
    assert events(state, "creature_killed")[0]["how"] == "netted"
    assert state.items[1].uses == 1
    state = bench([1, 1, 6, 6], "THROW_NETS")
    _, prompts = fight(state, "MEAT_MACHINE", "no")
    assert "special" not in kinds(prompts)


def test_time_grenades_send_the_creature_to_the_other_deck():
    """Time Grenades: "if you are currently in deck 1 shuffle it into deck 2; if in deck 2
    shuffle it into the deck 1 discards"."""
    state = bench((), "TIME_GRENADES")
    encounter(state, "ZOMBIE", "no", "time_grenade")
    moved = events(state, "card_moved")[0]
    assert moved["to"] == "deck_two" and moved["card"] in state.house.decks[1]


def test_the_ultra_violet_emitter_means_no_wandering_zombies():
    from crawlbook.rulesets.chainsaw_warrior.engine.wandering import check

    state = bench((), "ULTRA_VIOLET_EMITTER")
    assert run(check(state, "test"))[0] is None and not events(state, "dice")


def test_the_x_oskeleton():
    """X-oskeleton: "+1 bonus to their HtH value in addition to the modifier for one HtH
    Weapon ... -1 modifier to their reflex value ... caught in the Electromagnetic Field
    trap suffers a -2 modifier to their HtH value instead of the +1 ... may not be
    removed"."""
    from crawlbook.rulesets.chainsaw_warrior.engine.equipment import removable

    state = bench((), "X_OSKELETON", "KNIFE", reflexes=8)
    zombie = Opponent(state.pack.creatures["ZOMBIE"], 0, None)
    f = Fight([zombie], FightMods(), "test", hth_weapon=state.items[2])
    assert hth_rating(state, f, zombie) == 12 and rating(state) == 7
    state.magnetic_until = state.time + 4
    assert hth_rating(state, f, zombie) == 9
    assert state.items[1] not in removable(state)
    low = bench((), "X_OSKELETON", reflexes=6)
    assert rating(low) == 6  # never beneath 6


def test_electric_items_fail_in_the_magnetic_field():
    state = bench((), "SONIC_AMPLIFIER", "HELMET")
    state.magnetic_until = state.time + 4
    assert [usable(state, i) for i in state.items] == [False, False, True]
