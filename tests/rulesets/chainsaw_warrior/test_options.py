"""The Overkill Options ("Overkill Options (all OPTIONAL)"), one test per option, with our
rulings for the ambiguous text (docs/chainsaw-warrior/options.md). Sprinting has its own
module (test_sprinting.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.compiler.api import load_program
from crawlbook.missions import find
from crawlbook.rulesets.chainsaw_warrior.engine.determination import failed
from crawlbook.rulesets.chainsaw_warrior.engine.exploration import turn
from crawlbook.rulesets.chainsaw_warrior.engine.game import CHAINSAW_WARRIOR
from crawlbook.rulesets.chainsaw_warrior.engine.hth import hth_rating
from crawlbook.rulesets.chainsaw_warrior.engine.reflexes import rating
from crawlbook.rulesets.chainsaw_warrior.options import NAMES, OPTIONS, Options
from crawlbook.runtime.game import BadProgram, Game, make_options

from crawlbook.cli import main
from crawlbook.ruleset import UnknownOption

from .helpers import bench, events, fight, give, kinds, new, program, run, stack_deck_one


def rules(state, *names):
    state.in_play = frozenset(names)
    return state


def created(game) -> dict:
    (w,) = events(game.state, "warrior_created")
    return w


# ---------------------------------------------------------------- every option


def test_every_option_is_listed_saved_and_put_in_play_by_a_scenario(tmp_path: Path):
    """Each optional rule is `--option NAME` on `play` and `simulate`, listed by `play
    --help`, saved with the game, and `RULE NAME` in a scenario's header."""
    assert [s.name for s in OPTIONS] == list(NAMES) and len(NAMES) == 13
    shown = CliRunner().invoke(main, ["play", "--help"], env={"COLUMNS": "200"}).output
    for spec in OPTIONS:
        assert f"  {spec.name}  " in shown or f"  {spec.name} " in shown, spec.name
        assert spec.section.startswith("Overkill Options: ")
    for name in NAMES:
        options = make_options(CHAINSAW_WARRIOR, [name])
        assert CHAINSAW_WARRIOR.enabled_options(options) == [name]
        saved = json.loads(json.dumps(CHAINSAW_WARRIOR.options_to_json(options)))
        assert CHAINSAW_WARRIOR.options_from_json(saved) == options
        state = Game.new(program(optional_rules=[name]), 1).state
        assert state.rule(name) and state.log[0]["optional_rules"] == [name]
    assert Options.from_json({"sprinting": True}).on == {"sprinting"}  # the first format


def test_the_creation_options_are_alternatives(tmp_path: Path):
    """Advanced Training, Extra Training I and II each replace the attribute rolls: two of
    them together are refused (a usage error, exit code 2), also against the scenario."""
    with pytest.raises(UnknownOption, match="cannot be played together"):
        make_options(CHAINSAW_WARRIOR, ["extra-training-1", "extra-training-2"])
    result = CliRunner().invoke(main, ["play", "chainsaw-warrior", "--option",
                                       "advanced-training", "--option", "extra-training-1"])
    assert result.exit_code == 2 and "cannot be played together" in result.output
    with pytest.raises(BadProgram, match="cannot be played together"):
        Game.new(program(optional_rules=["extra-training-2"]), 1,
                 make_options(CHAINSAW_WARRIOR, ["advanced-training"]))


def test_a_scenario_names_a_rule_in_capitals(tmp_path: Path):
    """`RULE KITTING_OUT_2` puts the option `kitting-out-2` in play."""
    path = tmp_path / "s.mission"
    text = (find("chainsaw-warrior") or Path()).read_text(encoding="utf-8")
    path.write_text(text.replace("MISSION 1: Chainsaw Warrior",
                                 "MISSION 1: Chainsaw Warrior\nRULE KITTING_OUT_2\n"
                                 "RULE FRENZY"), encoding="utf-8")
    program_ = load_program(path)
    assert program_["setup"]["optional_rules"] == ["frenzy", "kitting-out-2"]


# ---------------------------------------------------------------- one test per option


def test_advanced_equipment_puts_the_white_dwarf_88_cards_in_the_piles():
    """Advanced Equipment: "simply add the cards to the appropriate Equipment decks when
    equipping your warrior"."""
    plain = Game.new(program(), 1).state
    wd88 = Game.new(program(), 1, make_options(CHAINSAW_WARRIOR, ["advanced-equipment"])).state
    assert "COMBAT_SHOTGUN" not in plain.piles["gun"]
    assert "COMBAT_SHOTGUN" in wd88.piles["gun"] and "REAPER" in wd88.piles["heavy_weapon"]
    assert wd88.log[0]["advanced_equipment"] is True


def test_advanced_training_distributes_24_points():
    """Advanced Training: "distribute 24 points amongst your Attributes", each from its
    Basic value up to its Maximum (Endurance 4-24, Wounds 8-18, HtH 7-12, Marksman 1-6,
    Reflexes 6-11, Equipment 3-8). No attribute is rolled; the skill still is (our
    ruling); the Marksman value is read on the Marksmanship table; every point is spent."""
    game = new([4, 1], optional_rules=["advanced-training"])  # skill 4: Strength
    game.answer("continue")
    asked = []
    for points in ("10", "5", "3", "2", "2"):
        assert game.prompt.kind == "training"
        asked.append((game.prompt.info["attribute"], game.prompt.info["left"]))
        game.answer(points)
    assert asked == [("endurance", 24), ("wounds", 14), ("hth", 9), ("marksmanship", 6),
                     ("reflexes", 4)]  # the Equipment takes the last 2 without asking
    w = created(game)
    assert (w["endurance"], w["wounds"], w["hth"], w["reflexes"]) == (14, 13, 10 + 1, 8)
    assert w["marksmanship"] == 0  # Marksman 3 on the table
    assert game.prompt.kind == "kit" and game.prompt.info["points"] == 5
    purposes = [e["purpose"] for e in events(game.state, "dice")]
    assert purposes == ["skill"]
    # an attribute must take what the others cannot
    game = new([4, 1], optional_rules=["advanced-training"])
    game.answer("continue")
    game.answer("0")
    assert game.prompt.info["low"] == 24 - 20 and game.prompt.ids()[0] == "4"


def test_extra_training_1_medium_difficulty():
    """Extra Training I: Endurance 3D6+6, Wounds 2D6+6, HtH 2D6 (pick highest) +6,
    Marksman 2D6 (pick highest), Reflexes 2D6 (pick highest) +5, Equipment 2D6 (pick
    highest) +2; "Kitting Out: May use Kitting Out II"."""
    # Endurance 1 2 3, Wounds 1 1, HtH 2 5, Reflexes 3 4, Marksman 6 1, skill 4 (Strength),
    # Allowance 1 6
    faces = [1, 2, 3, 1, 1, 2, 5, 3, 4, 6, 1, 4, 1, 6]
    game = new(faces, optional_rules=["extra-training-1"])
    game.answer("continue")
    w = created(game)
    assert (w["endurance"], w["wounds"], w["hth"], w["reflexes"]) == (12, 8, 11 + 1, 9)
    assert w["marksmanship"] == 2
    assert game.prompt.kind == "kit_choose" and game.prompt.info["points"] == 8


def test_extra_training_2_easy_difficulty_must_choose_its_cards():
    """Extra Training II: Endurance 1D6+18, Wounds 1D6+12, HtH, Marksman, Reflexes and
    Equipment on the best of 3D6 (+6, +0, +5, +4); "Must use Kitting Out II": the 2 points
    are paid without asking and every card is chosen."""
    # Endurance 2, Wounds 3, HtH 1 5 2, Reflexes 3 2 4, Marksman 6 1 1, skill 4,
    # Allowance 1 1 2
    faces = [2, 3, 1, 5, 2, 3, 2, 4, 6, 1, 1, 4, 1, 1, 2]
    game = new(faces, optional_rules=["extra-training-2"])
    game.answer("continue")
    w = created(game)
    assert (w["endurance"], w["wounds"], w["hth"], w["reflexes"]) == (20, 15, 11 + 1, 9)
    assert w["marksmanship"] == 2
    assert game.prompt.kind == "kit" and game.prompt.info["points"] == 2 + 4 - 2
    assert events(game.state, "kit_choose")
    game.answer("gun")
    assert game.prompt.kind == "kit_card" and "BLASTER" in game.prompt.ids()
    game.answer("BLASTER")
    assert [i.card for i in game.state.items] == ["LASER_LANCE", "BLASTER"]
    assert "BLASTER" not in game.state.piles["gun"]


def test_determination_counters():
    """Determination: a House card failed gives a counter, +1 to all characteristics
    (HtH, Reflexes, Marksmanship: our ruling) and to the Warrior's own rolls; a card
    overcome discards them all; not for a Lucky Shot."""
    state = rules(bench([6, 6, 3, 1], wounds=12), "determination")
    stack_deck_one(state, [("corridor", "CAVE_IN"), ("room", "EMPTY"), ("room", "ZOMBIE")])
    run(turn(state))  # the Cave-In: the Reflex test fails (12), a wound
    assert state.determination == 1 and events(state, "determination")[-1]["after"] == 1
    assert rating(state) == 8 + 1
    from crawlbook.rulesets.chainsaw_warrior.engine.encounter import Fight, FightMods, Opponent

    f = Fight([Opponent(state.pack.creatures["ZOMBIE"], 0, None)], FightMods(), "test")
    assert hth_rating(state, f, f.opponents[0]) == 10 + 1
    state.rng.faces = [3]
    run(turn(state))  # an Empty area: no challenge, the counter stays
    assert state.determination == 1
    state.rng.faces = [1, 1, 6, 6]  # the Zombie: HtH 2 + 8 against 12 + 11: killed
    run(turn(state), "no")
    assert state.determination == 0
    assert failed([{"type": "wounds"}]) and not failed([{"type": "reflex_test",
                                                         "passed": True}])


def test_determination_adds_to_the_escape_roll_but_a_1_fails():
    from crawlbook.rulesets.chainsaw_warrior.engine.determination import own_roll

    state = rules(bench(), "determination")
    state.determination = 2
    assert (own_roll(state, 1), own_roll(state, 3)) == (1, 5)


def test_frenzy_berserk_rounds():
    """Frenzy: after a round lost and wounded, "you may choose to go berserk": +3 HtH for
    the next round only, double damage if it is lost, -1 Endurance for good."""
    # round 1 lost (8+9=17 against 10+2=12): 1 wound, Extra Wound 5; berserk
    # round 2 (30 s, no escape): creature 6+6=12+8=20, you 1+1=2+13=15: lost, 2 wounds
    state = rules(bench([4, 5, 1, 1, 2, 3, 6, 6, 1, 1, 2, 3, 6, 6, 6, 6],
                        wounds=12, endurance=14), "frenzy")
    _, prompts = fight(state, "ZOMBIE", "no", "yes", "no", "fight")
    assert "frenzy" in kinds(prompts)
    rounds = events(state, "hth_round")
    assert rounds[0]["rating"] == 10 and rounds[1]["rating"] == 13 and rounds[1]["berserk"]
    wounds = [e["amount"] for e in events(state, "wounds")]
    assert wounds[:2] == [1, 2]
    assert state.me.endurance == 13 and events(state, "endurance")


def test_frenzy_is_automatic_on_an_extra_wound_11_or_12():
    state = rules(bench([6, 6, 1, 1, 5, 6, 6, 6, 1, 1], wounds=12), "frenzy")
    fight(state, "ZOMBIE", "no", "fight")
    (berserk,) = events(state, "berserk")
    assert berserk["auto"] and events(state, "hth_round")[1]["berserk"]


def test_escaping_alternative_tries_again_instead_of_fighting():
    """Escaping (optional alternative): after a failed escape, "merely add 30 seconds and
    begin another round of combat either by going to Step 6 or by attempting to Escape
    once more" (the failure's wounds are still taken: our ruling)."""
    # round 1: a draw (3+3+8 against 2+2+10); round 2: escape 1 (2 needed): 1 wound,
    # Extra Wound 5; 30 seconds; escape again: 6, away, one box
    state = rules(bench([3, 3, 2, 2, 1, 2, 3, 6, 1], wounds=12), "escaping")
    before = state.time
    outcome, prompts = fight(state, "ZOMBIE", "no", "no", "escape", "escape")
    assert outcome == "escaped"
    assert [p.kind for p in prompts].count("escape") == 2
    assert len(events(state, "hth_round")) == 1  # no round fought after the failure
    assert state.time == before + 1 + 1 + 1  # round 2, the new round, 1 box away


def test_kitting_out_1_a_spare_clip_at_the_start():
    """Kitting Out I: "spend two points of your Equipment Allowance on a Spare Clip for a
    piece of equipment which you have already drawn, including the Laser Lance"."""
    game = new([1, 2, 3, 4, 3, 4, 2, 3, 3, 4, 4], optional_rules=["kitting-out-1"])
    game.answer("continue")
    assert "clip:laser_lance" in game.prompt.ids() and game.prompt.info["points"] == 6
    game.answer("clip:laser_lance")
    assert game.state.items[0].clip and game.prompt.info["points"] == 4
    assert "clip:laser_lance" not in game.prompt.ids()
    plain = new([1, 2, 3, 4, 3, 4, 2, 3, 3, 4, 4])
    plain.answer("continue")
    assert "clip:laser_lance" not in plain.prompt.ids()


def test_kitting_out_2_choose_the_cards_for_two_points():
    """Kitting Out II: "spend two points ... so that you can choose which equipment cards
    to take with you into the building instead of drawing them at random"."""
    game = new([1, 2, 3, 4, 3, 4, 2, 3, 3, 4, 4], optional_rules=["kitting-out-2"])
    game.answer("continue")
    assert game.prompt.kind == "kit_choose"
    game.answer("yes")
    assert game.prompt.info["points"] == 4
    game.answer("device")
    assert game.prompt.kind == "kit_card"
    game.answer("LOCK_PICK_SET")
    assert game.state.items[-1].card == "LOCK_PICK_SET"
    assert events(game.state, "kit_drawn")[-1]["chosen"]


def test_kitting_out_3_wait_for_more_equipment():
    """Kitting Out III: kit out as usual, then "move the Time Marker onto the ten minute
    box ... roll a die and divide the number rolled by two (rounding fractions up)": 1 to
    3 more points (points left unspent are kept: our ruling)."""
    game = new([1, 2, 3, 4, 3, 4, 2, 3, 3, 4, 1, 5], optional_rules=["kitting-out-3"])
    game.answer("continue")
    assert game.prompt.kind == "kit_wait"
    game.answer("yes")
    assert game.prompt.info["points"] == 3
    game.answer("gun")
    game.answer("done")
    assert game.prompt.info["points"] == 1 + 3  # a 5 halved, rounded up
    assert game.state.time == 20
    assert events(game.state, "kit_allowance")[-1]["cause"] == "more equipment"


def test_rapid_fire_a_burst_of_shots():
    """Rapid Fire: "After passing your Reflex test you decide whether you want to fire the
    usual single shot or a burst ... deduct the amount from your weapon's supply of uses,
    then make a number of rolls equal to the number of shots used ... all the shots are
    used" (the rulebook's example: five shots at the Meat Machine, 11 needed, +1)."""
    state = rules(bench([2, 2, 3, 3, 6, 6, 5, 6, 4, 6, 6, 6, 6, 6], "SUB_MACHINE_GUN",
                        marksmanship=1), "rapid-fire")
    state.items[1].uses = 7
    outcome, prompts = fight(state, "MEAT_MACHINE", "sub_machine_gun@0", "5")
    assert outcome == "won" and "burst" in kinds(prompts)
    (shot,) = events(state, "aimed_shot")
    assert shot["burst"] == 5 and len(shot["rolls"]) == 5 and shot["hit"]
    assert state.items[1].uses == 2  # all five used, whichever hit
    state = bench([2, 2, 6, 6], "SUB_MACHINE_GUN")
    _, prompts = fight(state, "ZOMBIE", "sub_machine_gun@0")
    assert "burst" not in kinds(prompts)  # without the option


def test_wandering_zombie_delays():
    """Wandering Zombie Delays: "immediately add 30 seconds to the time for each
    Wandering Zombie or group of Wandering Zombies encountered", before the fight; also in
    a trap."""
    state = rules(bench([6, 1, 1, 6, 6]), "wandering-delays")
    stack_deck_one(state, [("stairs", "CLEAR")])
    run(turn(state), "no")
    delays = [e for e in events(state, "time") if e["cause"] == "wandering zombie delay"]
    assert len(delays) == 1
    first_fight = next(i for i, e in enumerate(state.log) if e["type"] == "fight_start")
    assert state.log.index(delays[0]) < first_fight
    state = rules(bench([4, 3, 3, 2, 2, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6]), "wandering-delays")
    give(state)
    fight(state, "WANDERING", count=3)  # one group of three: 30 seconds once
    assert sum(e["cause"] == "wandering zombie delay" for e in events(state, "time")) == 1
