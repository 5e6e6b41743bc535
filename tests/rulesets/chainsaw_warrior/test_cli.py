"""Chainsaw Warrior from the command line, as a user plays it (docs/playing.md,
docs/missions.md "Naming a bundled mission", docs/simulate.md): `crawlbook play
chainsaw-warrior` with a person's typed lines (a script), a policy with an event log,
`status` and `help` at a prompt, end of input and Ctrl-C saving, `--load` going on,
the Sprinting option saved with the game, and `crawlbook simulate`."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from crawlbook.compiler.api import load_program
from crawlbook.missions import bundled, find
from crawlbook.rulesets.chainsaw_warrior.engine.game import CHAINSAW_WARRIOR
from crawlbook.runtime.console import ConsoleView, Session, make_console
from crawlbook.runtime.console.ask import key_of, nothing_to_read
from crawlbook.runtime.game import Game
from crawlbook.runtime.policies import RandomPolicy

from crawlbook.cli import main

SAVE = "crawlbook-chainsaw-warrior.save.json"


def _run(args: list[str], tmp_path: Path, script: list[str] | None = None) -> Result:
    """`crawlbook ARGS` in ``tmp_path`` (saves land there), a script as typed lines."""
    if script is not None:
        path = tmp_path / "script.txt"
        path.write_text("".join(line + "\n" for line in script), encoding="utf-8")
        args = [*args, "--script", str(path)]
    cwd = Path.cwd()
    try:
        os.chdir(tmp_path)
        return CliRunner().invoke(main, args, env={"NO_COLOR": "1", "COLUMNS": "100"},
                                  catch_exceptions=False)
    finally:
        os.chdir(cwd)


def _typed(seed: int, options: list[str] | None = None) -> tuple[list[str], Game]:
    """The typed lines of a whole game (a random policy's answers, as keys)."""
    program = load_program(find("chainsaw-warrior") or "")
    game = Game.new(program, seed, CHAINSAW_WARRIOR.make_options(options or []))
    policy = RandomPolicy(seed)
    typed = []
    while game.prompt is not None:
        answer = policy.choose(game.prompt)
        if not nothing_to_read(game.prompt):  # the console reads on by itself there
            typed.append(key_of(game.prompt, answer))
        game.answer(answer)
    return typed, game


def test_the_standard_game_is_named_as_a_user_types_it() -> None:
    """`crawlbook play chainsaw-warrior` finds the bundled game; `crawlbook play 1` stays
    the default ruleset's Mission 1; `chainsaw-warrior:1` names it by ruleset and number."""
    path = find("chainsaw-warrior")
    assert path is not None and path.name == "chainsaw-warrior.mission"
    assert find("chainsaw-warrior:1") == path
    assert find("1") == find("tunnel-rats:1") != path
    assert (find("1") or Path()).stem == "01-the-hamlet-well"
    assert [m.ruleset for m in bundled() if m.path == path] == ["chainsaw-warrior"]


def test_missions_lists_it_with_its_ruleset_and_name(tmp_path: Path) -> None:
    result = _run(["missions", "--format", "json"], tmp_path)
    assert result.exit_code == 0, result.output
    row = next(r for r in json.loads(result.output) if r["ruleset"] == "chainsaw-warrior")
    assert (row["name"], row["number"], row["levels"]) == ("chainsaw-warrior", 1, None)
    table = _run(["missions"], tmp_path).output
    assert "Chainsaw Warrior (chainsaw-warrior)" in table and "Levels" not in table


def test_a_policy_plays_a_whole_game_with_its_event_log(tmp_path: Path) -> None:
    result = _run(["play", "chainsaw-warrior", "--seed", "7", "--policy", "random",
                   "--log", "game.jsonl"], tmp_path)
    assert result.exit_code == 0, result.output
    log = [json.loads(line) for line in (tmp_path / "game.jsonl").read_text().splitlines()]
    end = log[-1]
    assert end["type"] == "game_end" and end["outcome"] in ("win", "draw", "loss")
    assert all(e["purpose"] for e in log if e["type"] == "dice")
    # every step told in words: the Warrior, the cards turned, the end
    assert "Your Warrior: Endurance" in result.output
    assert "Deck One in play" in result.output and "The game is over" in result.output
    assert "Traceback" not in result.output
    again = _run(["play", "chainsaw-warrior", "--seed", "7", "--policy", "random",
                  "--log", "again.jsonl"], tmp_path)
    assert (tmp_path / "again.jsonl").read_text() == (tmp_path / "game.jsonl").read_text()
    assert again.output == result.output


def test_a_person_typing_status_help_then_end_of_input_saves_and_load_goes_on(
        tmp_path: Path) -> None:
    typed, whole = _typed(11)
    at = min(12, len(typed) - 1)
    first = _run(["play", "chainsaw-warrior", "--seed", "11"], tmp_path,
                 [typed[0], "status", "help", *typed[1:at]])
    assert first.exit_code == 0, first.output
    assert "Wounds" in first.output and "Equipment" in first.output  # status
    assert f"Play on with: crawlbook play chainsaw-warrior --load {SAVE}" in first.output
    saved = json.loads((tmp_path / SAVE).read_text())
    assert saved["ruleset"] == "chainsaw-warrior" and not any(saved["options"].values())
    assert saved["answers"] == whole.answers[:at]
    # `--load` alone finds the mission again from the save's ruleset and number
    rest = _run(["play", "--load", SAVE], tmp_path, typed[at:])
    assert rest.exit_code == 0, rest.output
    assert "Loaded the game" in rest.output and "The game is over" in rest.output
    assert "crawlbook play chainsaw-warrior" in rest.output
    assert whole.result is not None
    assert f"{whole.result.outcome.upper()}" in rest.output


class _Interrupted:
    echo = True

    def read(self, prompt: object) -> str:
        raise KeyboardInterrupt


def test_ctrl_c_saves_and_the_save_loads(tmp_path: Path) -> None:
    program = load_program(find("chainsaw-warrior") or "")
    game = Game.new(program, 4)
    game.answer("continue")  # past the briefing, at the Kitting Out
    out = io.StringIO()
    code = Session(game, ConsoleView(make_console(out), game), _Interrupted(),
                   save_path=tmp_path / "s.json", resume="crawlbook play chainsaw-warrior").run()
    assert code == 0 and "Interrupted." in out.getvalue()
    loaded = Game.from_json(program, json.loads((tmp_path / "s.json").read_text()))
    assert loaded.answers == game.answers
    assert CHAINSAW_WARRIOR.snapshot(loaded.state) == CHAINSAW_WARRIOR.snapshot(game.state)


def test_the_sprinting_option_is_played_and_saved(tmp_path: Path) -> None:
    """"Optional Rules: Sprinting" as `--option sprinting`; the save carries it."""
    result = _run(["play", "chainsaw-warrior", "--seed", "3", "--option", "sprinting"],
                  tmp_path, [""])
    assert result.exit_code == 0, result.output
    assert "--option sprinting" in result.output  # the replay line names it
    saved = json.loads((tmp_path / SAVE).read_text())
    assert [k for k, on in saved["options"].items() if on] == ["sprinting"]
    program = load_program(find("chainsaw-warrior") or "")
    game = Game.from_json(program, saved)
    assert "sprinting" in game.options.on and game.state.rule("sprinting")
    assert game.state.log[0]["optional_rules"] == ["sprinting"]
    with pytest.raises(ValueError, match="sprinting"):
        CHAINSAW_WARRIOR.options_from_json({"sprinting": "yes"})
    bad = _run(["play", "chainsaw-warrior", "--option", "flying"], tmp_path)
    assert bad.exit_code == 2 and "sprinting" in bad.output


def test_simulate_reports_results_by_kind_and_cause(tmp_path: Path) -> None:
    result = _run(["simulate", "chainsaw-warrior", "-n", "40", "--workers", "1",
                   "--format", "json"], tmp_path)
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["ruleset"] == "chainsaw-warrior" and report["completed"] == 40
    outcomes = report["outcomes"]
    assert outcomes["errors"] == 0
    assert outcomes["win"] + outcomes["draw"] + outcomes["loss"] == 40
    assert set(outcomes["causes"]["loss"]) <= {"wounds", "radiation", "venom", "time",
                                               "slime"}
    text = _run(["simulate", "chainsaw-warrior", "-n", "20", "--workers", "1"], tmp_path)
    assert text.exit_code == 0 and "Loss: " in text.output
