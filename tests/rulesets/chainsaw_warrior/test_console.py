"""Chainsaw Warrior in the console (docs/chainsaw-warrior/playing.md): the board beside
the cards, every die told with its reason, the action prompt only when its offer is new,
`help` with the rule behind every prompt, author text escaped. Rendered into a buffer
through the core's view, and played through `crawlbook play --script`."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

from click.testing import CliRunner
from crawlbook.compiler.api import load_program
from crawlbook.missions import find
from crawlbook.rulesets.chainsaw_warrior import board
from crawlbook.rulesets.chainsaw_warrior.console import CONSOLE
from crawlbook.rulesets.chainsaw_warrior.engine.actions import actions
from crawlbook.rulesets.chainsaw_warrior.engine.exploration import turn
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance
from crawlbook.rulesets.chainsaw_warrior.narration import Names, covered
from crawlbook.rulesets.chainsaw_warrior.policies import CarefulPolicy
from crawlbook.rulesets.chainsaw_warrior.rulehelp import RULES
from crawlbook.runtime.console import ConsoleView, make_console
from crawlbook.runtime.console.ask import key_of, nothing_to_read
from crawlbook.runtime.console.theme import ASCII, UNICODE
from crawlbook.runtime.game import Game

from crawlbook.cli import main
from tests.narrow import present

from .helpers import bench, events, kinds, run, stack_deck_one

ROOT = Path(__file__).resolve().parents[3]


def render(lines: list[str]) -> str:
    """Markup lines as the player reads them (no colours: a buffer)."""
    out = io.StringIO()
    console = make_console(out, no_color=True, width=200)
    console.push_theme(__import__("rich.theme", fromlist=["Theme"]).Theme(
        dict(CONSOLE.styles)))
    for line in lines:
        console.print(line)
    return out.getvalue()


def careful_game(seed: int) -> tuple[Game, str]:
    """A whole game played by the careful policy, shown by the console into a buffer."""
    program = load_program(find("chainsaw-warrior") or "")
    game = Game.new(program, seed)
    policy = CarefulPolicy()
    policy.start(game)
    out = io.StringIO()
    view = ConsoleView(make_console(out, no_color=True, width=80), game)
    seen = 0
    while True:
        view.events(seen)
        seen = len(game.log)
        if game.over:
            view.end()
            break
        prompt = present(game.prompt)
        view.prompt(prompt)
        game.answer(policy.choose(prompt))
    return game, out.getvalue()


def test_the_board_beside_the_cards():
    """The board: the Time Track with the night box and the Magnetic Field's marker, the
    Wounds and Endurance tracks with Radiation and Venom, the ratings with their current
    modifiers (night), the skill, the Equipment with uses left, the deck in play and its
    cards."""
    state = bench([], "SUB_MACHINE_GUN", "INFRA_RED_GOGGLES", wounds=12)
    state.me.wounds, state.me.radiation = 9, 3
    state.items[1].uses = 7
    state.magnetic_until = state.time + 8
    text = render(board.status_lines(state, UNICODE))
    assert "Time 0:00 of 60:00, night at 30:00; Magnetic Field until 4:00" in text
    track = text.splitlines()[1]
    assert track.count("☾") == 1 and track.strip().startswith("□")
    assert "M" in track and track.index("M") < track.index("☾")
    assert "9 of 12" in text and "3 of Endurance 14" in text and "not infected" in text
    assert "HtH 10   Reflexes 8   Marksmanship +0   skill Strength" in text
    assert "Sub-Machine Gun 7/10" in text and "Laser-lance 6/6" in text
    assert "Deck One in play, 54 cards left" in text or "Deck One in play" in text
    advance(state, 60, "test")
    state.items.pop(2)  # no Goggles: the night's -1 shows
    text = render(board.status_lines(state, ASCII))
    assert "Time 30:00 of 60:00, night\n" in text
    assert "HtH 9 (night -1 on 10)" in text
    assert "☾" not in text and "#" in text.splitlines()[1]


def test_the_fight_under_way_and_its_next_round():
    """In a fight, the board names the creatures and what the Extra Wound table holds
    over the next round."""
    state = bench([6, 6, 1, 1, 4, 4], wounds=12)
    log = state.log
    from crawlbook.rulesets.chainsaw_warrior.engine.encounter import Fight, FightMods, Opponent
    from crawlbook.rulesets.chainsaw_warrior.engine.hth import hth_round

    f = Fight([Opponent(state.pack.creatures["ZOMBIE"], 0, None)], FightMods(), "test")
    state.emit("fight_start", opponents=[o.to_json() for o in f.opponents], cause="test",
               round=0)
    f.round = 1
    run(hth_round(state, f, f.opponents[0]))  # lost; Extra Wound 8: -1 next round
    text = render(board.status_lines(state, UNICODE))
    assert "In a fight with Zombie, 1 round(s) fought; next round: -1 (Lose balance), " \
           "no escape" in text
    assert "HtH 9 (next round -1 on 10)" in text and board.fight_now(log) is not None


def test_every_die_is_told_with_its_reason():
    """Each roll is told once: in a line of its own with its purpose in words, or in the
    line of the event that gives it its meaning (faces included)."""
    game, text = careful_game(1)  # a long game, won (seed 5 before issue 25's rules)
    dice = [e for e in game.log if e["type"] == "dice"]
    own = [e for e in dice if not covered(e["purpose"])]
    assert len(re.findall(r"^Roll \d+D6", text, re.M)) == len(own) > 20
    assert text.count("Round ") >= len(events(game.state, "hth_round"))
    for e in events(game.state, "reflex_test"):
        assert f"= {e['total']} against Reflexes {e['rating']}" in text
    checks = events(game.state, "wandering_check")
    assert text.count("Wandering Zombie? ") == len(checks) > 5
    assert "WIN (Darkness is destroyed)" in text


def test_the_action_prompt_comes_only_when_its_offer_is_new():
    """"At any time" items are offered where the rules allow them, and the player is not
    asked the same question every card: once he has turned a card without acting, he is
    asked again only when something new is on offer, he has been wounded, or a deck
    begins."""
    state = bench([], "REMOTE_CAMERA", "MEDI_KIT", wounds=12)
    stack_deck_one(state, [("room", "EMPTY")] * 4)
    state.rng.faces = [1, 1, 1, 1]
    _, prompts = run(turn(state), "explore")
    assert kinds(prompts)[:1] == ["action"]  # the camera: new
    _, prompts = run(turn(state))
    assert "action" not in kinds(prompts)  # the same offer: not asked
    state.me.wounds = 10
    _, prompts = run(turn(state), "explore")
    assert "action" in kinds(prompts)  # wounded: the Medi-Kit is on offer
    assert "heal:medi_kit" in prompts[0].ids()
    _, prompts = run(turn(state))
    assert "action" not in kinds(prompts)
    # waiting alone never brings the prompt
    state = bench([1], wounds=12)
    state.area_free = True
    _, prompts = run(actions(state))
    assert prompts == []


def test_help_explains_the_rule_behind_every_prompt():
    """`help` gives the rule behind every prompt kind of the engine, with the rulebook
    section it comes from."""
    page = (ROOT / "docs" / "chainsaw-warrior" / "rules.md").read_text(encoding="utf-8")
    kinds_ = re.findall(r"^\| `([a-z_]+)` \|", page[page.index("## Prompts"):], re.M)
    assert len(kinds_) > 30
    for kind in kinds_:
        assert kind in RULES, kind
        assert "(rulebook: " in RULES[kind], kind


def test_author_text_is_escaped():
    program = load_program(find("chainsaw-warrior") or "")
    program["cards"]["ZOMBIE"] = {**program["cards"]["ZOMBIE"], "title": "[bold]Zed[/]"}
    state = Game.new(program, 1).state
    assert Names(state).encounter("ZOMBIE") == r"\[bold]Zed\[/]"
    assert "[bold]Zed[/]" in render([f"x {Names(state).encounter('ZOMBIE')}"])


def _script(seed: int, extra: dict[int, list[str]], stop: int) -> list[str]:
    """The careful policy's answers as typed keys, commands inserted before answer i."""
    program = load_program(find("chainsaw-warrior") or "")
    game = Game.new(program, seed)
    policy = CarefulPolicy()
    policy.start(game)
    typed: list[str] = []
    while game.prompt is not None and len(typed) < stop:
        typed += extra.get(len(typed), [])
        choice = policy.choose(game.prompt)
        if not nothing_to_read(game.prompt):  # the console reads on by itself there
            typed.append(key_of(game.prompt, choice))
        game.answer(choice)
    return typed


def test_a_scripted_game_with_status_map_and_help(tmp_path: Path):
    """`crawlbook play chainsaw-warrior --script`: the board at the start, `status`,
    `map` and `help` at a prompt, then the end of input saves."""
    script = _script(3, {12: ["status", "map", "help"]}, 16)
    path = tmp_path / "script.txt"
    path.write_text("\n".join(script) + "\n", encoding="utf-8")
    cwd = Path.cwd()
    try:
        os.chdir(tmp_path)
        result = CliRunner().invoke(main, ["play", "chainsaw-warrior", "--seed", "3",
                                           "--script", str(path)],
                                    env={"NO_COLOR": "1", "COLUMNS": "80"},
                                    catch_exceptions=False)
    finally:
        os.chdir(cwd)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Into the house at 0:00" in out and "The House" in out
    assert re.search(r"\d+ explored, \d+ left, in play", out)  # map
    assert "This prompt: " in out and "(rulebook:" in out  # help
    assert "> status" in out and "Equipment 4 of 13" in out
    assert "Game saved to" in out
