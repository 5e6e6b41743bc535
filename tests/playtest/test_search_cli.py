"""`--policy search`, `--think`, `--rollout` and `hint` on the command line
(docs/playtesting.md): the search plays, reports name it with its budget, bad values are
usage errors (exit 2)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from crawlbook.cli import main

from ..simulate.fixtures import coverage_program


@pytest.fixture
def fixture_mission(monkeypatch):
    """`MISSION` loads the simulator's coverage fixture program, whatever is named."""
    import crawlbook.compiler.api as api

    monkeypatch.setattr(api, "load_program", lambda name, *_, **__: coverage_program())
    return "fixture"


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def test_simulate_with_the_search():
    """The training mission, one run: `random` forks (short games) keep it quick."""
    result = run("simulate", "0", "-n", "1", "--workers", "1", "--policy", "search",
                 "--think", "4", "--rollout", "random", "--format", "json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["policy"] == "search --think 4 --rollout random"
    assert report["runs"] == 1 and report["outcomes"]["errors"] == 0
    # the skill ceiling beside random, on the same runs (the rollout policy is random)
    skill = report["skill"]
    assert [p["policy"] for p in skill["policies"]] == [report["policy"], "random"]
    assert skill["skill_gap"] == round(skill["policies"][0]["win_rate"]["value"]
                                       - skill["policies"][1]["win_rate"]["value"], 4)
    assert "gap_to_sensible" not in skill


def test_the_skill_section_and_its_text():
    from crawlbook.runtime.simulation.skill import render_skill, skill_section
    from rich.console import Console

    def report(policy: str, value: float, low: float, high: float) -> dict:
        return {"policy": policy, "completed": 100, "score": {"mean": 3.0},
                "win_rate": {"value": value, "low": low, "high": high}}

    section = skill_section(report("search", 0.8, 0.71, 0.87),
                            report("cautious", 0.6, 0.5, 0.69), report("random", 0.2, 0.13, 0.29))
    assert section["skill_gap"] == 0.6 and section["luck"] == 0.2
    assert section["gap_to_sensible"] == 0.2 and section["beats_sensible"] is True
    console = Console(record=True, width=100)
    render_skill({"skill": section}, console)
    text = console.export_text()
    assert "Skill and luck (the same runs)" in text and "above it outside both" in text


@pytest.mark.parametrize(("args", "message"), [
    (["--think", "300"], "--think is the budget of --policy search"),
    (["--policy", "cautious", "--think", "300"], "--think is the budget of --policy search"),
    (["--rollout", "cautious"], "--rollout is the policy of --policy search's forks"),
    (["--policy", "search", "--think", "soon"], "is not a budget"),
    (["--policy", "search", "--think", "0ms"], "give a time above 0"),
    (["--policy", "search", "--rollout", "genius"], "unknown policy `genius`"),
    (["--policy", "search", "--rollout", "search"], "cannot play its forks with itself"),
])
def test_simulate_refuses_bad_search_options(fixture_mission, args, message):
    result = run("simulate", fixture_mission, "-n", "1", "--workers", "1", *args)
    assert result.exit_code == 2
    assert message in result.output


def test_play_with_the_search_and_its_errors(tmp_path):
    save = str(tmp_path / "s.json")
    result = run("play", "0", "--seed", "3", "--policy", "search", "--think", "4",
                 "--rollout", "random", "--save", save)
    assert result.exit_code == 0, result.output
    bad = run("play", "0", "--policy", "random", "--think", "6", "--save", save)
    assert bad.exit_code == 2 and "--think is the budget of --policy search (and of `hint`" \
        in bad.output


def test_hint_shows_the_choice_and_the_chances(tmp_path):
    save = str(tmp_path / "s.json")
    result = run("play", "0", "--seed", "3", "--think", "12", "--save", save,
                 input="hint\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Hint: the search would choose" in result.output
    assert "wins" in result.output and "rollouts" in result.output
    # the game is untouched: the save holds no answer
    assert json.loads(open(save, encoding="utf-8").read())["answers"] == []
