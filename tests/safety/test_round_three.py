"""The tracebacks of the third probe (issue 26, docs/security.md, "What holds in every
mode"): each input is now a message and its exit code, never a traceback.

- a Chainsaw Warrior `ENCOUNTER` line with nothing after it (`KeyError: 'code'`);
- a pyproject.toml nested 2,000 deep (`RecursionError` in tomllib);
- transcripts with a 5,000-digit seed or answers nested 1,000 deep;
- a heat report whose `runs` has 5,000 digits (`graph --heat`);
- campaign saves whose result lacks `mission`, or whose team names one Rat three times;
- `simulate --workers 99999999999999999999` (`OverflowError`), and a 5,000-digit
  `--seed`, which now says what a seed may be.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.narrow import present

from .helpers import CLEAN, ROOT, output, run

ENCOUNTER = "RULESET chainsaw-warrior\nMISSION 1: T\nENCOUNTER\n"


@pytest.mark.parametrize("command", ["check", "build", "graph", "booklet", "play", "odds"])
def test_a_bare_encounter_line_is_a_diagnostic(tmp_path: Path, command: str) -> None:
    mission = tmp_path / "k.mission"
    mission.write_text(ENCOUNTER)
    args = {"check": ["check", str(mission)],
            "build": ["build", str(mission), "-o", str(tmp_path / "k.json")],
            "graph": ["graph", str(mission), "-o", str(tmp_path / "k.dot")],
            "booklet": ["booklet", str(mission), "-o", str(tmp_path / "k.html")],
            "play": ["play", str(mission), "--policy", "random", "--seed", "1"],
            "odds": ["odds", str(mission)]}[command]
    result = run(*args)
    # `graph` draws a booklet with errors too, and marks them (exit code 0)
    assert result.exit_code in ((0, 1) if command == "graph" else (1, 2)), output(result)
    assert "internal error" not in output(result)
    assert "KeyError" not in output(result)


def test_simulate_a_bare_encounter_line(tmp_path: Path) -> None:
    mission = tmp_path / "k.mission"
    mission.write_text(ENCOUNTER)
    result = run("simulate", str(mission), "-n", "1", "--workers", "1")
    assert result.exit_code == 1, output(result)
    assert "internal error" not in output(result)


def _deep_pyproject(folder: Path) -> None:
    (folder / "pyproject.toml").write_text(
        "[tool.crawlbook]\nx = " + "[" * 2000 + "]" * 2000 + "\n")


@pytest.mark.parametrize("command", ["check", "build", "graph", "fmt"])
@pytest.mark.parametrize("sandbox", [False, True])
def test_a_pyproject_nested_2000_deep(tmp_path: Path, command: str, sandbox: bool) -> None:
    _deep_pyproject(tmp_path)
    mission = tmp_path / "m.mission"
    mission.write_text(CLEAN.read_text())
    args = [command, str(mission)]
    if command == "build":
        args += ["-o", str(tmp_path / "m.json")]
    if command == "graph":
        args += ["-o", str(tmp_path / "m.dot")]
    if command == "fmt":
        args += ["--check"]
    if sandbox and command != "fmt":
        args.append("--sandbox")
    result = run(*args)
    assert result.exit_code in (1, 2), output(result)
    assert "nested too deeply" in output(result)


def _transcript(tmp_path: Path, seed: str, answers: str) -> Path:
    mission = tmp_path / "m.mission"
    mission.write_text(CLEAN.read_text())
    path = tmp_path / "t.transcript.toml"
    path.write_text(f'mission = "m.mission"\nseed = {seed}\nanswers = {answers}\n'
                    '[expect]\nover = true\n')
    return path


@pytest.mark.parametrize(("seed", "answers", "says"), [
    ("7" * 5000, "[]", "too many digits"),
    ("1", "[" * 1000 + "]" * 1000, "nested too deeply"),
    ("18446744073709551616", "[]", "from 0 to 18446744073709551615"),
])
def test_a_transcript_with_a_huge_seed_or_deep_answers(tmp_path: Path, seed: str,
                                                      answers: str, says: str) -> None:
    path = _transcript(tmp_path, seed, answers)
    result = run("test", str(path))
    assert result.exit_code == 1, output(result)
    assert says in output(result)


def test_a_heat_report_with_5000_digit_runs(tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    result = run("simulate", str(CLEAN), "-n", "2", "--workers", "1", "--format", "json")
    assert result.exit_code == 0, output(result)
    data = json.loads(result.stdout)
    text = json.dumps(data).replace(f'"completed": {data["completed"]}',
                                    '"completed": ' + "9" * 5000)
    report.write_text(text)
    result = run("graph", str(CLEAN), "--heat", str(report), "-o", str(tmp_path / "m.dot"))
    assert result.exit_code == 1, output(result)
    assert str(report) in result.stderr


def test_a_heat_report_whose_runs_are_too_large_for_a_share(tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    result = run("simulate", str(CLEAN), "-n", "2", "--workers", "1", "--format", "json")
    data = json.loads(result.stdout)
    entry = next(iter(data["coverage"]["runs_per_entry"]))
    data["coverage"]["runs_per_entry"][entry] = 10 ** 400
    report.write_text(json.dumps(data))
    result = run("graph", str(CLEAN), "--heat", str(report), "-o", str(tmp_path / "m.dot"))
    assert result.exit_code == 1, output(result)
    assert str(report) in result.stderr


def _campaign_save(tmp_path: Path) -> tuple[Path, dict]:
    save = tmp_path / "camp.json"
    result = run("campaign", "--seed", "3", "--policy", "cautious", "--save", str(save))
    assert result.exit_code == 0, output(result)
    return save, json.loads(save.read_text())


def test_campaign_saves_missing_a_mission_or_with_one_rat_thrice(tmp_path: Path) -> None:
    save, data = _campaign_save(tmp_path)
    broken = json.loads(json.dumps(data))
    del broken["results"][0]["mission"]
    save.write_text(json.dumps(broken))
    result = run("campaign", "--load", str(save))
    assert result.exit_code == 1, output(result)
    assert "results are damaged" in output(result)

    broken = json.loads(json.dumps(data))
    broken["results"] = broken["results"][:1]
    broken["team"] = [data["team"][0]] * 3
    save.write_text(json.dumps(broken))
    result = run("campaign", "--load", str(save), "--policy", "cautious")
    assert result.exit_code == 1, output(result)
    assert "the same Rat more than once" in output(result)


@pytest.mark.parametrize("workers", ["99999999999999999999", "200"])
def test_simulate_caps_the_workers(workers: str) -> None:
    result = run("simulate", str(CLEAN), "-n", "2", "--workers", workers)
    assert result.exit_code == 0, output(result)
    assert "never more than the runs" in result.stderr


def test_the_cap_of_the_workers() -> None:
    from crawlbook.runtime.simulation.backends import (
        WORKERS_PER_CORE,
        capped_workers,
        default_workers,
    )

    cores = default_workers()
    assert capped_workers(200, 2) == min(2, WORKERS_PER_CORE * cores)
    assert capped_workers(10 ** 20, 10 ** 6) == WORKERS_PER_CORE * cores
    assert capped_workers(None, 1) == 1
    assert capped_workers(1, 1000) == 1


@pytest.mark.parametrize("command", [["play", str(CLEAN), "--policy", "random"],
                                     ["simulate", str(CLEAN), "-n", "1"],
                                     ["campaign", "--policy", "cautious"],
                                     ["test", str(CLEAN), "--record", "x.toml"]])
@pytest.mark.parametrize("seed", ["7" * 5000, "18446744073709551616", "-1"])
def test_a_seed_past_the_limit_says_the_limit(command: list[str], seed: str) -> None:
    result = run(*command, "--seed", seed)
    assert result.exit_code == 2, output(result)
    assert "from 0 to 18446744073709551615" in result.stderr
    assert "7" * 100 not in result.stderr


def test_the_largest_seed_is_played() -> None:
    result = run("play", str(CLEAN), "--policy", "random", "--seed", "18446744073709551615")
    assert result.exit_code == 0, output(result)


class FirstOption:
    """A policy that always takes the first choice but ending the game (the probe's)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, prompt: Any) -> str:
        ids = [c.id for c in prompt.choices if c.id != "end"]
        return str(ids[0] if ids else prompt.choices[0].id)


def _looping(tmp_path: Path) -> Path:
    """The training mission with entry 1.2 leading back to 1.1: clean under `check`, and
    a player who always describes what he sees never leaves the shaft."""
    text = (ROOT / "missions" / "00-training.mission").read_text(encoding="utf-8")
    looped = text.replace("[NOTE LISTENED]\n→ CONTINUE THE MISSION", "[NOTE LISTENED]\n→ 1.1", 1)
    assert looped != text
    path = tmp_path / "loop.mission"
    path.write_text(looped, encoding="utf-8")
    return path


def test_a_game_that_loops_through_its_prompts_is_play(tmp_path: Path) -> None:
    from crawlbook.compiler.api import compile_path
    from crawlbook.runtime.game import Game

    compiled = compile_path(_looping(tmp_path))
    assert compiled.ok and not [d for d in compiled.diagnostics if d.severity != "info"]
    game = Game.new(present(compiled.program), 1)
    # once ProgramFault after 10,000 entries (5,000 loops): the loop is the player's
    assert game.answer_all(FirstOption().choose, 10_500) is False
    assert len(game.answers) == 10_500 and not game.over


def test_a_looping_game_played_by_a_policy_is_saved_at_the_limit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crawlbook.runtime.console import session

    # A lower limit than the API test's 10,500 (which shows the loop outlives the entry
    # count): the point here is the save at the limit, and the command stays well inside
    # run()'s hang guard on a loaded host.
    monkeypatch.setattr(session.PolicyAnswers.__init__, "__defaults__", (2_500,))
    save = tmp_path / "loop.save.json"
    result = run("play", str(_looping(tmp_path)), "--seed", "1", "--save", str(save),
                 "--policy", f"{__name__}:FirstOption")
    assert result.exit_code == 0, output(result)
    assert "The policy has answered 2,500 prompts and the game has not ended" in output(result)
    assert "internal error" not in output(result)
    assert f"Game saved to {save}" in output(result)
    assert len(json.loads(save.read_text())["answers"]) == 2_500


@pytest.mark.parametrize("comments", [0, 1, 2])
def test_w414_is_at_its_line_after_comment_lines(comments: int) -> None:
    """Prose after BRIEFING, comment lines, then `TIME LIMIT 40`: W414 once pointed at the
    comment lines (the paragraph's text has no comment lines)."""
    from crawlbook.compiler.api import compile_source

    source = ("RULESET chainsaw-warrior\nMISSION 1: T\n\nBRIEFING\nSome prose here.\n"
              + "// a comment\n" * comments + "TIME LIMIT 40\nMore prose.\n\nEND OF MISSION\n")
    result = compile_source(source, "w.mission", build=False)
    (w414,) = [d for d in result.diagnostics if d.code == "W414"]
    span = present(w414.span)
    assert span.line == 6 + comments
    assert source.split("\n")[span.line - 1] == "TIME LIMIT 40"


def test_what_the_engine_refuses_the_checker_reports_at_the_line(tmp_path: Path) -> None:
    """`HOUSE CORRIDOR: 0 EMPTY` in the blackout scenario was clean under `check`, then
    `build` said "internal error: ... schema" and `play` "`EMPTY` needs a count of at
    least 1": now E222 at the count."""
    text = (ROOT / "missions" / "chainsaw-warrior-blackout.mission").read_text("utf-8")
    assert "HOUSE CORRIDOR: 9 EMPTY" in text
    path = tmp_path / "blackout.mission"
    path.write_text(text.replace("HOUSE CORRIDOR: 9 EMPTY", "HOUSE CORRIDOR: 0 EMPTY"))
    line = text[:text.index("HOUSE CORRIDOR")].count("\n") + 1
    result = run("check", str(path))
    assert result.exit_code == 1
    assert f"blackout.mission:{line}:17: error[E222]" in result.stdout
    for command in (["build", str(path), "-o", str(tmp_path / "b.json")],
                    ["play", str(path), "--policy", "random"]):
        result = run(*command)
        assert result.exit_code == 1 and "internal error" not in output(result)


def test_a_house_deck_under_12_cards_is_cw233(tmp_path: Path) -> None:
    text = (ROOT / "missions" / "chainsaw-warrior-blackout.mission").read_text("utf-8")
    lines = [line for line in text.split("\n") if not line.startswith("HOUSE ")]
    at = next(i for i, line in enumerate(lines) if line.startswith("GOAL "))
    lines.insert(at + 1, "HOUSE ROOM: 1 RIFT_ENGINE, 2 EMPTY")
    path = tmp_path / "small.mission"
    path.write_text("\n".join(lines))
    result = run("check", str(path))
    assert result.exit_code == 1 and f"small.mission:{at + 2}:1: error[CW233]" in result.stdout
