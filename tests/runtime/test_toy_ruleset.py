"""The runtime is ruleset-neutral (docs/rulesets.md, "The runtime half"): a toy ruleset
installed by entry point, with no console, simulation or policy hooks, plays through
``Game``, policies, saves, the simulator and the console with the core alone; its dice
are events, its ``cmp`` and ``pred`` conditions are answered by its hooks, its options
are checked and saved."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.console import ConsoleView, ScriptAnswers, Session, make_console
from crawlbook.runtime.dice import parse
from crawlbook.runtime.game import Game, make_options, prepare
from crawlbook.runtime.saves import SaveError
from crawlbook.runtime.simulation import simulate, without_timing

from crawlbook.cli import main
from crawlbook.ruleset import UnknownOption

from .plugin_fixtures import installed_toy
from .toy_dungeon import program


@pytest.fixture
def toy(tmp_path: Path) -> Iterator[dict]:
    (tmp_path / "site").mkdir()
    with installed_toy(tmp_path / "site"):
        yield program()


def test_the_toy_plays_every_kind_of_result(toy):
    kinds, causes, rolled = set(), set(), 0
    for seed in range(120):
        game = play_with_policy(toy, seed, "random")
        assert game.over and game.ruleset == "toy-dungeon"
        kinds.add(game.result.kind)
        causes.add(game.result.cause)
        dice = [e for e in game.log if e["type"] == "dice"]
        assert all(e["total"] == sum(e["faces"]) + parse(e["dice"]).modifier for e in dice)
        rolled += len(dice)
    assert rolled and kinds == {"win", "draw", "loss"}
    assert {"hp", "ran"} <= causes


def test_cmp_and_pred_conditions_are_answered_by_the_ruleset(toy):
    """``HP < 4`` leads to R1.2; ``fired BOW`` offers the nest in R1.3."""
    limped = looted = 0
    for seed in range(80):
        game = Game.new(toy, seed)
        game.answer("enter")
        game.answer("continue")  # R1.1 read up to its line
        hp = game.state.hp
        reached = [e["id"] for e in game.log if e["type"] == "entry"]
        assert reached[1] == ("R1.2" if hp < 4 else "R1.3")
        if hp < 4:
            limped += 1
            assert "LIMP" in game.state.log_entries
        else:
            assert game.prompt.kind == "decision" and game.prompt.ids() == ["1", "2"]
            game.answer("1")
            looted += game.state.gold == 3
    assert limped and looted


def test_options_are_checked_made_and_saved(toy, tmp_path):
    engine = prepare(toy).engine
    assert engine.make_options(["hard"]).hard
    with pytest.raises(UnknownOption, match=r"no option `high-threat` \(its options: hard\)"):
        make_options(engine, ["high-threat"])
    game = Game.new(toy, 3, make_options(engine, ["hard"]))
    assert game.state.hp == 5
    game.answer("enter")
    data = json.loads(json.dumps(game.to_json()))
    assert data["version"] == 2 and data["ruleset"] == "toy-dungeon"
    assert data["options"] == {"hard": True}
    loaded = Game.from_json(toy, data)
    assert loaded.log == game.log and loaded.options == game.options
    with pytest.raises(SaveError, match="ruleset `tunnel-rats`"):
        Game.from_json(toy, {**data, "ruleset": "tunnel-rats"})


def test_the_console_shows_a_game_without_console_hooks(toy, tmp_path):
    """`status`, `map` and `log` never crash; dice are shown by the core."""
    for seed in range(6):
        game = Game.new(toy, seed)
        out = io.StringIO()
        lines = ["status", "map", "log", "help", *[""] * 4, "1", *[""] * 6]
        code = Session(game, ConsoleView(make_console(out), game), ScriptAnswers(lines),
                       save_path=tmp_path / "toy.save.json", resume="crawlbook play").run()
        text = out.getvalue()
        assert code == 0
        assert "Log Entries" in text and "This game has no map." in text
        assert "Roll 1D6 (trap in R1.1):" in text
        assert "Open the door" in text


def test_the_simulator_reports_any_ruleset(toy):
    report = simulate(toy, 60, seed=2, workers=2)
    outcomes = report["outcomes"]
    assert report["ruleset"] == "toy-dungeon" and outcomes["errors"] == 0
    assert outcomes["win"] + outcomes["draw"] + outcomes["loss"] == 60
    assert set(outcomes["causes"]["loss"]) == {"hp", "ran"}
    assert report["score"]["name"] == "Score"
    assert "turns" not in report and "trait_tests" not in report
    assert report["coverage"]["entries_total"] == 7
    assert without_timing(report) == without_timing(simulate(toy, 60, seed=2, workers=1))


def _cli(args: list[str], program: dict, monkeypatch, tmp_path: Path) -> object:
    import crawlbook.compiler.api as api

    def load(target: object, *_: object, **__: object) -> dict:
        return json.loads(json.dumps(program))

    monkeypatch.setattr(api, "load_program", load)
    monkeypatch.chdir(tmp_path)
    return CliRunner().invoke(main, args, env={"NO_COLOR": "1", "COLUMNS": "80"},
                              catch_exceptions=False)


def test_play_and_simulate_on_the_command_line(toy, monkeypatch, tmp_path):
    script = tmp_path / "answers.txt"
    script.write_text("status\nmap\nlog\nenter\n", encoding="utf-8")
    mission = str(script)  # any existing path: load_program is the toy's
    result = _cli(["play", mission, "--seed", "4", "--script", str(script),
                   "--option", "hard"], toy, monkeypatch, tmp_path)
    assert result.exit_code == 0, result.output
    assert "--seed 4 --option hard" in " ".join(result.output.split())
    saved = json.loads(next(tmp_path.glob("crawlbook-*.save.json")).read_text())
    assert saved["ruleset"] == "toy-dungeon" and saved["options"] == {"hard": True}
    result = _cli(["play", mission, "--seed", "4", "--policy", "random"], toy, monkeypatch,
                  tmp_path)
    assert result.exit_code == 0, result.output
    result = _cli(["simulate", mission, "-n", "30", "--workers", "2", "--format", "json"],
                  toy, monkeypatch, tmp_path)
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["ruleset"] == "toy-dungeon"
    result = _cli(["simulate", mission, "-n", "30", "--workers", "1"], toy, monkeypatch,
                  tmp_path)
    assert result.exit_code == 0 and "Win rate" in result.output


@pytest.mark.parametrize(("args", "message"), [
    (["--option", "high-threat"], "its options: hard"),
    (["--high-threat"], "--high-threat is an option of tunnel-rats"),
    (["--policy", "cautious"], "unknown policy `cautious`"),
])
def test_options_and_policies_of_another_ruleset_are_usage_errors(toy, monkeypatch,
                                                                  tmp_path, args, message):
    where = tmp_path / "toy.mission"  # an existing file: the toy's load_program reads nothing
    where.write_text("", encoding="utf-8")
    where = str(where)
    for command in (["play", where, "--seed", "1"], ["simulate", where, "-n", "2"]):
        result = _cli([*command, *args], toy, monkeypatch, tmp_path)
        assert result.exit_code == 2, result.output
        assert message in " ".join(result.output.split())


def test_help_lists_every_installed_rulesets_options(toy):
    result = CliRunner().invoke(main, ["play", "--help"], env={"COLUMNS": "100"})
    assert result.exit_code == 0
    text = result.output
    assert "tunnel-rats:" in text and "high-threat" in text and "fewer-tb" in text
    assert "toy-dungeon:" in text and "hard" in text


# The whole proof: the toy's own booklet (toy.mission) goes through every command of the
# core, which knows nothing of it but what its entry point gives.

TOY_MISSION = Path(__file__).with_name("toy.mission")


def test_the_toy_booklet_through_every_command(toy, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    mission = tmp_path / "toy.mission"
    mission.write_text(TOY_MISSION.read_text(encoding="utf-8"), encoding="utf-8")
    run = CliRunner().invoke

    checked = run(main, ["check", "--strict", "--format", "json", str(mission)])
    assert checked.exit_code == 0 and json.loads(checked.output)["diagnostics"] == []
    built = run(main, ["build", str(mission), "-o", "toy.json"])
    assert built.exit_code == 0, built.output
    program_ = json.loads((tmp_path / "toy.json").read_text())
    assert program_["ruleset"] == "toy-dungeon" and program_["setup"] == {"rooms": 2, "hp": 8}
    assert program_["entries"]["R1.1"]["steps"][1]["params"] == {"dice": "1D6"}
    assert program_["entries"]["R1.1"]["ending"]["arms"][0]["if"] == {"cmp": ["HP", "<", 4]}

    drawn = run(main, ["graph", str(mission), "-o", "map.dot"])
    assert drawn.exit_code == 0, drawn.output
    dot = (tmp_path / "map.dot").read_text()
    # a booklet of cards only (no Event) is drawn with its cards
    assert "R2.1" in dot and "Rooms" in dot and "pass · AT 4" in dot
    printed = run(main, ["booklet", str(mission), "-o", "booklet.html"])
    assert printed.exit_code == 0, printed.output
    page = (tmp_path / "booklet.html").read_text()
    assert "The hero loses <strong>1D6</strong> Hit Points." in page and 'id="rooms"' in page

    script = tmp_path / "answers.txt"
    script.write_text("1\n\n")  # open the first door, read on: then the input ends
    first = run(main, ["play", str(mission), "--seed", "3", "--script", str(script),
                       "--save", "game.json"])
    assert first.exit_code == 0, first.output
    assert (tmp_path / "game.json").is_file()  # the end of input saved the game
    saved = json.loads((tmp_path / "game.json").read_text())
    assert saved["ruleset"] == "toy-dungeon"
    resumed = run(main, ["play", str(mission), "--load", "game.json", "--policy", "random"])
    assert resumed.exit_code == 0, resumed.output

    auto = run(main, ["play", str(mission), "--seed", "4", "--policy", "random"])
    assert auto.exit_code == 0, auto.output
    report = run(main, ["simulate", str(mission), "-n", "40", "--workers", "2",
                        "--format", "json"])
    assert report.exit_code == 0, report.output
    data = json.loads(report.output)
    assert data["runs"] == 40 and data["ruleset"] == "toy-dungeon"

    fresh = tmp_path / "new.mission"
    assert run(main, ["new", "--ruleset", "toy-dungeon", str(fresh)]).exit_code == 0
    clean = run(main, ["check", "--strict", str(fresh)])
    assert clean.exit_code == 0, clean.output
