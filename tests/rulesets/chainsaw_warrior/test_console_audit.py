"""The console a player reads (issue 25; docs/chainsaw-warrior/playing.md): the END OF
MISSION text, a finished game loaded, the Aimed Shot's whole chance with its Reflex test,
menus from 1, the board never in the middle of a card, the odds of Lucky Shots, Locked
Doors and "Use an item?", halving shown, creatures that cannot be shot named with the
reason, Kitting Out's Enter, and simulate's outcome names from the scenario."""

from __future__ import annotations

import json
import os
from fractions import Fraction
from pathlib import Path

from click.testing import CliRunner
from crawlbook.compiler.api import load_program
from crawlbook.missions import find
from crawlbook.rulesets.chainsaw_warrior.console import CONSOLE, shot_odds_words
from crawlbook.rulesets.chainsaw_warrior.engine.effects import EFFECTS
from crawlbook.rulesets.chainsaw_warrior.engine.shots import shot_chances
from crawlbook.rulesets.chainsaw_warrior.narration import ChainsawNarrator
from crawlbook.runtime.console.ask import option_keys
from crawlbook.runtime.console.theme import UNICODE
from crawlbook.runtime.game import Game
from crawlbook.runtime.interpreter import run_card
from crawlbook.runtime.prompts import Choice, Prompt
from crawlbook.runtime.simulation import simulate

from crawlbook.cli import main

from .helpers import bench, events, fight, run, turn_up
from .test_console import render


def test_a_won_game_reads_the_end_of_mission_text():
    """The mission's END OF MISSION section is read when the game is won (as Tunnel
    Rats reads its own)."""
    from crawlbook.rulesets.chainsaw_warrior.engine.game import run_game
    from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver

    state = bench([])
    gen = run_game(state)
    next(gen)
    try:
        gen.throw(GameOver("win", "darkness_destroyed"))
    except StopIteration:
        pass
    (end,) = events(state, "end_text")
    assert end["text"] == ["Darkness is destroyed, and New York will see another morning."]
    out = render(ChainsawNarrator(state, UNICODE).tell(state.log, 0, None))
    assert "END OF MISSION" in out and "New York will see another morning" in out


def test_loading_a_finished_game_tells_its_end(tmp_path: Path):
    """`--load` of a finished game: its end as the console told it, not the Result's
    raw words "(loss, loss, wounds, score 0)"."""
    from crawlbook.runtime.autoplay import play_with_policy
    from crawlbook.runtime.saves import write_save

    game = play_with_policy(load_program(find("chainsaw-warrior") or ""), 7, "random")
    assert game.over
    write_save(tmp_path / "done.json", game)
    cwd = Path.cwd()
    try:
        os.chdir(tmp_path)
        loaded = CliRunner().invoke(main, ["play", "--load", "done.json"],
                                    env={"NO_COLOR": "1", "COLUMNS": "100"})
    finally:
        os.chdir(cwd)
    assert loaded.exit_code == 0, loaded.output
    assert "The game is over: LOSS" in loaded.output or "The game is over: WIN" in \
        loaded.output
    assert "(loss, loss" not in loaded.output and "The saved game is over" in loaded.output


def test_the_aimed_shot_odds_include_the_reflex_test():
    """"With Reflexes 6, Sub-Machine Gun (needs 5, +0: 83%) is really about 35%": the
    console shows both parts and the whole, from the figures the engine plays by."""
    state = bench([], "SUB_MACHINE_GUN", reflexes=6)
    smg = state.items[1]
    zombie = state.pack.creatures["ZOMBIE"]
    found = shot_chances(state, smg, zombie)
    assert found is not None
    first, hit, number, mod = found
    assert (first, hit, number, mod) == (Fraction(15, 36), Fraction(30, 36), 5, 0)
    assert shot_odds_words(found) == "Reflex test 42% × needs 5, +0: 83% = 35%"
    opponents = [{"index": 0, "creature": "ZOMBIE", "source": None, "wandering": False}]
    prompt = Prompt("shoot", "Make an Aimed Shot?",
                    (Choice("no", "Do not shoot"), Choice("sub_machine_gun@0", "SMG")),
                    "no", {"opponents": opponents, "aim": 0, "reflex": True})
    labels = CONSOLE.option_labels(prompt, state, UNICODE)
    assert "= 35%" in labels["sub_machine_gun@0"]


def test_the_slimes_roll_shows_no_reflex_test():
    state = bench([], "ACID")
    prompt = Prompt("shoot", "Shoot the Slime?",
                    (Choice("acid", "Acid"), Choice("laser_lance", "Laser-lance")), None,
                    {"creature": "SLIME", "aim": 0, "reflex": False})
    labels = CONSOLE.option_labels(prompt, state, UNICODE)
    assert "no Reflex test" in labels["laser_lance"] and "58%" in labels["laser_lance"]


def test_fight_which_creature_next_counts_from_1():
    """Menus are 1-based everywhere: "Fight which creature next?" too."""
    state = bench([1] * 40, hth=20)
    _, prompts = fight(state, "ZOMBIE", "no", count=2)
    (which,) = [p for p in prompts if p.kind == "opponent"][:1]
    assert [k for k, _ in option_keys(which)] == ["1", "2"]
    assert which.ids() == ["creature-1", "creature-2"]


def test_an_old_saves_opponent_answer_still_loads():
    from crawlbook.rulesets.chainsaw_warrior.engine.game import CHAINSAW_WARRIOR

    prompt = Prompt("opponent", "Fight which creature next?",
                    (Choice("creature-1", "Zombie #1"), Choice("creature-2", "Zombie #2")))
    assert CHAINSAW_WARRIOR.legacy_answers(prompt, "1") == ["creature-2"]
    assert CHAINSAW_WARRIOR.legacy_answers(prompt, "x") is None


def test_the_board_waits_for_the_next_card_not_the_middle_of_one():
    """"A locked steel door. Do you:" then the board, then the options: the board due
    (Deck Two reached) is shown before the next card's heading or between cards."""
    state = bench([])
    narrator = ChainsawNarrator(state, UNICODE)
    state.emit("deck_two")
    state.current_card = "corridor-01"  # in the middle of a card
    prompt = Prompt("decision", "Decide", (Choice("1", "a"), Choice("2", "b")))
    first = narrator.tell(state.log, 0, prompt)
    assert not any(type(x).__name__ == "Board" for x in first)
    start = len(state.log)
    state.current_card = None
    state.emit("card_turned", card="room-01", back="room", encounter="EMPTY", deck=2,
               time=0, climbing=False, sprint=False)
    later = narrator.tell(state.log, start, None)
    assert type(later[0]).__name__ == "Board"


def test_lucky_shots_locked_doors_and_items_show_their_odds():
    state = bench([], "SUB_MACHINE_GUN", "CHAINSAW", "ACID")
    opponents = [{"index": 0, "creature": "ZOMBIE", "source": None, "wandering": False}]
    lucky = Prompt("lucky", "Attempt a Lucky Shot?",
                   (Choice("no", "No"), Choice("sub_machine_gun@0", "SMG")), "no",
                   {"bonus": 0, "opponents": opponents})
    # 6 kills, 5 a test as normal (needs 5: 30/36), 1 to 3 harm him
    assert "kills 31%, harms you 50%" in CONSOLE.option_labels(lucky, state,
                                                             UNICODE)["sub_machine_gun@0"]
    door = Prompt("door", "Open the Locked Door with what?",
                  (Choice("chainsaw", "Chainsaw: 8"), Choice("acid", "Acid: auto")))
    labels = CONSOLE.option_labels(door, state, UNICODE)
    assert "(42%)" in labels["chainsaw"] and "sure, silent" in labels["acid"]
    use = Prompt("use", "Use an item?", (Choice("no", "No"), Choice("acid", "Acid")))
    assert "One Use Only" in CONSOLE.option_labels(use, state, UNICODE)["acid"]


def test_a_halved_roll_shows_the_halving():
    """[WOUNDS 1D6 HALVED UP]: the die and then its halving, rounding up."""
    state = bench([5, 5, 5])  # the Spiked Pit: the Reflex test fails, 5 halved to 3
    card = turn_up(state, "SPIKED_PIT")
    run(run_card(state, card.encounter, EFFECTS))
    (halved,) = events(state, "halved")
    assert (halved["before"], halved["after"]) == (5, 3)
    out = render(ChainsawNarrator(state, UNICODE).tell(state.log, 0, None))
    assert "Halved, rounding up: 5 → 3" in out


def test_a_creature_that_cannot_be_shot_is_named_with_the_reason():
    state = bench([], "SUB_MACHINE_GUN")
    opponents = [{"index": 0, "creature": "AGENT9", "source": None, "wandering": False},
                 {"index": 1, "creature": "ZOMBIE", "source": None, "wandering": True}]
    prompt = Prompt("shoot", "Make an Aimed Shot?",
                    (Choice("no", "Do not shoot"), Choice("sub_machine_gun@1", "SMG")),
                    "no", {"opponents": opponents, "aim": 0, "reflex": True})
    lines = CONSOLE.before_options(prompt, state, None, state.log)
    out = render(lines)
    assert "Not a target: Chaos Agent 9 #1" in out and "only at the others" in out


def test_kitting_outs_enter_spends_a_point():
    """Kitting Out's default (Enter) draws from a pile, a Gun first; never "Done"."""
    game = Game.new(load_program(find("chainsaw-warrior") or ""), 1)
    while game.prompt is not None and game.prompt.kind != "kit":
        game.answer(game.prompt.default or game.prompt.ids()[0])
    assert game.prompt is not None and game.prompt.default == "gun"
    game.answer("gun")
    assert game.prompt.kind != "kit" or game.prompt.default not in (None, "done")


def test_simulate_names_a_scenarios_own_goal():
    """`simulate` on Blackout at Mercy General: its WIN's name, not "Darkness
    destroyed 0 (0.0%)" and a raw `rift_engine_destroyed`."""
    report = simulate(load_program(find("chainsaw-warrior:2") or ""), 4, seed=1,
                      policy="careful", workers=1)
    wins = report["outcomes"]["causes"]["win"]
    assert "darkness_destroyed" not in wins and "rift_engine_destroyed" in wins
    assert report["outcomes"]["labels"]["rift_engine_destroyed"] == \
        "The Rift Engine destroyed"
    assert json.dumps(report)  # still JSON


def test_a_scenarios_map_leaves_the_bundled_house_cards_apart():
    """The map of Blackout at Mercy General draws the author's own cards and leaves the
    bundled House cards out (the legend counts them), as Tunnel Rats' TB cards are;
    `--cards` draws them all; the standard game, all bundled, is drawn whole."""
    from crawlbook.compiler.maps import build_map

    program = load_program(find("chainsaw-warrior:2") or "")
    whole = build_map(program)
    assert "RIFT_ENGINE.1" in {n.entry for n in whole.nodes.values()}
    assert "ZOMBIE.1" not in {n.entry for n in whole.nodes.values()}
    assert whole.cards_left_out > 30
    assert any("bundled" in line for line in whole.omitted)
    assert "ZOMBIE.1" in {n.entry for n in build_map(program, cards=True).nodes.values()}
    standard = build_map(load_program(find("chainsaw-warrior") or ""))
    assert standard.cards_left_out == 0 and len(standard.nodes) > 50


def test_odds_say_the_reflex_test_is_in_the_aimed_shots_chance():
    """`crawlbook odds` and the hover give the same whole chance as the console: the
    Reflex test times the hit, and say so."""
    from crawlbook.rulesets.chainsaw_warrior.odds import fight_odds, shoot_odds

    program = load_program(find("chainsaw-warrior") or "")
    fight_ = fight_odds({"creature": "ZOMBIE"}, program)
    assert fight_ is not None and "Reflex test × hit" in fight_.summary
    shot = shoot_odds({"creature": "AGENT7", "aim": -1}, program)
    assert shot is not None and "Reflex test × hit" in shot.summary
    slime = shoot_odds({"creature": "SLIME", "reflex": "NO"}, program)
    assert slime is not None and "no Reflex test" in slime.summary
