"""The ruleset's language half, its content pack and its set-up (docs/chainsaw-warrior/
language.md, content.md): the standard game checks clean, every verb has a handler, the
dice arguments, the content pack's checks, the ``setup`` object with its defaults."""

from __future__ import annotations

import copy

import pytest
from click.testing import CliRunner
from crawlbook.rulesets.chainsaw_warrior.engine.amounts import amount, d6, worst
from crawlbook.rulesets.chainsaw_warrior.engine.content import (
    ContentError,
    build_pack,
    load_data,
)
from crawlbook.rulesets.chainsaw_warrior.engine.effects import EFFECTS, HANDLERS, RESOLVERS
from crawlbook.rulesets.chainsaw_warrior.engine.setup import Setup, SetupError, read_setup
from crawlbook.rulesets.chainsaw_warrior.language import REGISTRY
from crawlbook.runtime.dice import DiceError
from crawlbook.runtime.game import BadProgram, Game
from crawlbook.runtime.interpreter import run_card

from crawlbook import plugins
from crawlbook.cli import main

from .helpers import MISSION, bench, events, program, run


def test_the_standard_game_checks_clean():
    result = CliRunner().invoke(main, ["check", str(MISSION)])
    assert result.exit_code == 0, result.output
    assert "no problems" in result.output


def test_the_ruleset_is_found_through_its_entry_point():
    ruleset = plugins.get("chainsaw-warrior")
    assert ruleset is not None and ruleset.title == "Chainsaw Warrior"
    assert ruleset.language() is REGISTRY
    assert ruleset.engine().name == "chainsaw-warrior"
    assert not ruleset.default  # Tunnel Rats stays the default


def test_every_verb_has_a_handler_or_a_resolver():
    effects = {v.name for v in REGISTRY.effects() if not v.outcomes}
    tests = {v.name for v in REGISTRY.effects() if v.outcomes}
    assert effects == set(HANDLERS)
    assert tests == set(RESOLVERS)
    assert [v.name for v in REGISTRY.rules()] == ["MARKER"]


def test_the_effects_command_lists_the_verbs():
    result = CliRunner().invoke(main, ["effects", "--ruleset", "chainsaw-warrior"])
    assert result.exit_code == 0, result.output
    for verb in ("FIGHT", "WOUNDS", "TEST", "SMASH_DOOR", "ESCAPE_BUILDING"):
        assert verb in result.output


def test_amounts_are_dice_or_numbers():
    """``[WOUNDS 1D6+1]`` is a dice argument ("1D6+1"); ``[WOUNDS 1]`` a plain number: the
    core's dice kind with ``fixed`` and ``sides=(6,)`` (docs/rulesets.md). A number is
    taken as it is, dice are rolled with the core's helper (one ``dice`` event)."""
    steps = [s for e in program()["entries"].values() for s in e["steps"]
             if s.get("verb") == "WOUNDS"]
    counts = {s["params"]["count"] for s in steps}
    assert {"1D6+1", "1D6", 1, 6} <= counts
    wounds = REGISTRY.verbs["WOUNDS"].params[0]
    assert (wounds.kind, wounds.fixed, wounds.sides) == ("dice", True, (6,))
    state = bench([4])
    assert amount(state, 3, "test") == 3 and not events(state, "dice")
    assert amount(state, "1D6+1", "test") == 5
    assert [(e["dice"], e["faces"], e["purpose"]) for e in events(state, "dice")] == [
        ("1D6+1", [4], "test")]
    assert worst(state, "2D6+1", "trap") == 13 and events(state, "worst_result")
    assert d6("2D6").count == 2
    with pytest.raises(DiceError):
        d6("2D8")


def test_a_bad_amount_is_still_reported():
    from crawlbook.compiler.api import compile_source

    text = MISSION.read_text(encoding="utf-8").replace(
        "END OF MISSION", "CARD X: bad\n\nX.1\n[WOUNDS 0]\n[WOUNDS 2D8]\n"
        "→ CONTINUE THE MISSION\n=====\n\nEND OF MISSION")
    result = compile_source(text, str(MISSION))
    codes = [d.code for d in result.diagnostics]
    assert codes.count("E304") == 2, [str(d) for d in result.diagnostics]


def test_every_die_roll_is_one_dice_event_with_a_purpose():
    """The dice event: {"type": "dice", "dice": "2D6", "faces": [..], "total": n,
    "purpose": "..."}; each face comes from ``state.rng.die(6)``."""
    game = Game.new(program(), 5)
    while not game.over:
        game.answer(game.prompt.default or game.prompt.ids()[0])
    dice = events(game.state, "dice")
    assert dice
    for e in dice:
        assert set(e) == {"seq", "type", "dice", "faces", "total", "purpose"}
        count = int(e["dice"].split("D")[0])
        assert len(e["faces"]) == count and all(1 <= f <= 6 for f in e["faces"])
        assert e["purpose"]


def test_the_content_pack_names_the_file_and_record_of_a_fault():
    data = load_data()
    build_pack(data)
    bad = copy.deepcopy(data)
    bad["creatures"]["creatures"]["ZOMBIE"]["kind"] = "ghost"
    with pytest.raises(ContentError, match=r"creatures\.toml: creature `ZOMBIE`: `kind`"):
        build_pack(bad)
    bad = copy.deepcopy(data)
    bad["equipment"]["items"]["TORCH"]["hooks"] = [{"hook": "fly"}]
    with pytest.raises(ContentError, match=r"equipment\.toml: item `TORCH`"):
        build_pack(bad)
    bad = copy.deepcopy(data)
    bad["house"]["backs"]["room"]["DARKNESS"] = 2
    with pytest.raises(ContentError, match="exactly one DARKNESS"):
        build_pack(bad)
    # A count past 99 is refused, not dealt: a program's House of 10**21 cards kept
    # building its deck (fuzz seed 8, case 79552).
    for count in (100, 1180591620717411303424):
        bad = copy.deepcopy(data)
        bad["house"]["backs"]["corridor"]["NET"] = count
        with pytest.raises(ContentError, match=r"back `corridor`: `NET` needs a count of 1\.\.99"):
            build_pack(bad)
    bad = copy.deepcopy(data)
    del bad["equipment"]["items"]["LASER_LANCE"]
    with pytest.raises(ContentError, match="LASER_LANCE"):
        build_pack(bad)


def test_the_setup_object_and_its_defaults():
    """Today's programs carry no ``setup``: the standard game's values are used."""
    assert read_setup(program()) == Setup()
    setup = read_setup(program(time_limit=45, night_at=20, advanced_equipment=True,
                               allowance="1D6+4", optional_rules=["sprinting"]))
    assert (setup.limit_box, setup.night_box, setup.allowance) == (90, 40, "1D6+4")
    assert setup.rule("sprinting")
    for bad in ({"time_limit": -1}, {"allowance": "two"}, {"optional_rules": ["flying"]},
                {"start_time": 60}, {"goal": "Survive!"},
                {"encounters": {"WARD": {"category": "ghost"}}}):
        with pytest.raises(SetupError):
            read_setup(program(**bad))
    with pytest.raises(BadProgram, match=r"setup\.time_limit"):
        Game.new(program(time_limit="soon"), 1)


def test_a_scenario_house_by_back():
    game = Game.new(program(house={"room": {"DARKNESS": 1, "EMPTY": 15},
                                   "stairs": {"CLEAR": 4}}), 1)
    house = game.state.house
    assert len(house.decks[0]) + len(house.decks[1]) == 20
    with pytest.raises(BadProgram, match="exactly one DARKNESS"):
        Game.new(program(house={"room": {"EMPTY": 15}}), 1)


def test_a_program_without_the_house_cards_is_a_clear_error():
    p = program()
    p["cards"] = {}
    with pytest.raises(BadProgram, match="INCLUDE"):
        Game.new(p, 1)


def test_house_cards_are_read_by_the_core_interpreter():
    """The core's interpreter with this ruleset's ``EFFECTS``: prose as ``text`` events,
    effects, a ``read`` prompt at the line, outcomes as ``outcome`` events; a card the
    program lacks is not read."""
    state = bench([2, 2])
    read, prompts = run(run_card(state, "CAVE_IN", EFFECTS))
    assert read is True
    assert [p.kind for p in prompts] == ["read", "read"]
    assert [e["type"] for e in state.log if e["type"] in ("entry", "outcome")] == [
        "entry", "outcome", "entry"]
    assert events(state, "outcome")[0]["outcome"] == "pass"
    assert run(run_card(state, "NO_SUCH_CARD", EFFECTS)) == (False, [])


SCENARIO = """RULESET chainsaw-warrior
INCLUDE "crawlbook:content/chainsaw-warrior/house-cards.mission"
MISSION 2: Short Night
TIME LIMIT 40
NIGHT AT 0
ALLOWANCE 1D6+4
EQUIPMENT ADVANCED
HOUSE ROOM: 30 EMPTY, 10 ZOMBIE, 1 DARKNESS
HOUSE STAIRS: 4 CLEAR
WANDERING DECK 12
RULE SPRINTING

END OF MISSION
Done.
"""


def test_the_scenario_header_directives_become_the_setup(tmp_path):
    from crawlbook.compiler.api import compile_path

    path = tmp_path / "short-night.mission"
    path.write_text(SCENARIO, encoding="utf-8")
    result = compile_path(path)
    assert result.program is not None, [str(d) for d in result.diagnostics]
    assert [d for d in result.diagnostics if d.severity != "info"] == []
    setup = result.program["setup"]
    assert setup == {"time_limit": 40, "night_at": 0, "start_time": 0, "allowance": "1D6+4",
                     "advanced_equipment": True,
                     "house": {"room": {"EMPTY": 30, "ZOMBIE": 10, "DARKNESS": 1},
                               "stairs": {"CLEAR": 4}},
                     "encounters": None, "wandering": 12, "goal": "darkness",
                     "optional_rules": ["sprinting"]}
    game = Game.new(result.program, 3)
    state = game.state
    assert state.setup.limit_box == 80 and state.night()
    assert state.house.cards() == 45 and len(state.wandering) == 12


def test_a_bad_house_line_is_reported(tmp_path):
    from crawlbook.compiler.api import compile_path

    path = tmp_path / "bad.mission"
    path.write_text(SCENARIO.replace("HOUSE STAIRS: 4 CLEAR", "HOUSE CELLAR: 4 CLEAR"),
                    encoding="utf-8")
    result = compile_path(path)
    assert [d.code for d in result.diagnostics if d.severity == "error"] == ["E222"]


def _scenario_codes(tmp_path, text: str) -> list[str]:
    from crawlbook.compiler.api import compile_path

    path = tmp_path / "scenario.mission"
    path.write_text(text, encoding="utf-8")
    return [d.code for d in compile_path(path).diagnostics if d.severity == "error"]


@pytest.mark.parametrize(("line", "code"), [
    ("TIME LIMIT 700", "E305"), ("NIGHT AT 601", "E305"), ("START TIME 600", "E305"),
    ("ALLOWANCE 1D8+2", "E304"), ("ALLOWANCE 4D6", "E304"), ("EQUIPMENT SPECIAL", "E304"),
    ("HOUSE ROOM 30 EMPTY", "E222"), ("HOUSE ROOM: 30 GHOSTS, 1 DARKNESS", "E222"),
    ("HOUSE ROOM: 100 EMPTY, 1 DARKNESS", "E222"),
    ("HOUSE ROOM: 1180591620717411303424 EMPTY, 1 DARKNESS", "E109"),
    ("WANDERING DECK 3", "E305"), ("GOAL SURVIVE", "CW231"), ("RULE FLYING", "E304"),
    ("ENCOUNTER WARD GHOST", "E304"),
    ("TIME LIMT 45", "E221"),
])
def test_a_bad_scenario_directive_is_reported(tmp_path, line, code):
    """docs/chainsaw-warrior/language.md, "Scenario set-up": each directive's argument is
    checked (a range E305, a value E304, the HOUSE line's form or an unknown encounter
    E222, a misspelt name E221, a goal the deck does not hold once CW231)."""
    base = SCENARIO.split("TIME LIMIT")[0] + "{line}\n\nEND OF MISSION\nDone.\n"
    assert _scenario_codes(tmp_path, base.format(line="TIME LIMIT 45")) == []
    assert _scenario_codes(tmp_path, base.format(line=line)) == [code]


def test_start_time_and_the_defaults_of_the_standard_game(tmp_path):
    from crawlbook.compiler.api import compile_path

    path = tmp_path / "late.mission"
    path.write_text(SCENARIO.replace("TIME LIMIT 40", "TIME LIMIT 40\nSTART TIME 10"),
                    encoding="utf-8")
    program_ = compile_path(path).program
    assert program_ is not None and program_["setup"]["start_time"] == 10
    assert Game.new(program_, 1).state.time == 20  # boxes: the marker starts at 10:00
    standard = program()["setup"]
    assert standard == {"time_limit": 60, "night_at": 30, "start_time": 0,
                        "allowance": "1D6+2", "advanced_equipment": False, "house": None,
                        "encounters": None, "wandering": None, "goal": "darkness",
                        "optional_rules": []}


def test_a_booklet_without_the_house_cards_is_a_check_time_error(tmp_path):
    """CW230: every encounter of the House deck needs its CARD ("The Playing Cards")."""
    text = MISSION.read_text(encoding="utf-8")
    path = tmp_path / "forgot.mission"
    path.write_text("\n".join(line for line in text.splitlines()
                              if not line.startswith("INCLUDE")), encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    assert "error[CW230]" in result.output and "INCLUDE" in result.output
    assert _scenario_codes(tmp_path, SCENARIO.replace(
        'INCLUDE "crawlbook:content/chainsaw-warrior/house-cards.mission"\n', "")) == ["CW230"]


def test_conditions_read_the_warrior_and_the_clock():
    """docs/chainsaw-warrior/language.md, "Conditions": the numbers and test words."""
    from crawlbook.runtime.conditions import ConditionError, holds

    state = bench([], "GEIGER_COUNTER", wounds=5, skill="hiding")
    state.time = 61
    for cond, expected in [({"cmp": ["WOUNDS", "<", 6]}, True),
                           ({"cmp": ["MINUTES", "=", 30]}, True),
                           ({"cmp": ["VENOM", "=", 0]}, True),
                           ({"cmp": ["ITEMS", "=", 2]}, True),
                           ({"pred": ["carries", "GEIGER_COUNTER"]}, True),
                           ({"pred": ["carries", "TORCH"]}, False),
                           ({"pred": ["skill", "HIDING"]}, True)]:
        assert holds(state, cond, EFFECTS) is expected, cond
    assert set(REGISTRY.numbers) == {"WOUNDS", "RADIATION", "VENOM", "ENDURANCE", "HTH",
                                     "REFLEXES", "MARKSMANSHIP", "MINUTES", "ITEMS"}
    with pytest.raises(ConditionError):
        holds(state, {"cmp": ["LUCK", "<", 3]}, EFFECTS)
