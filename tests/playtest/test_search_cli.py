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


def test_simulate_with_the_search(fixture_mission):
    result = run("simulate", fixture_mission, "-n", "2", "--workers", "1", "--policy",
                 "search", "--think", "8", "--rollout", "explore", "--format", "json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["policy"] == "search --think 8 --rollout explore"
    assert report["runs"] == 2 and report["outcomes"]["errors"] == 0
    # the skill ceiling beside the rollout policy and random, on the same runs
    skill = report["skill"]
    assert [p["policy"] for p in skill["policies"]] == [report["policy"], "explore",
                                                         "random"]
    assert skill["skill_gap"] == round(skill["policies"][0]["win_rate"]["value"]
                                       - skill["policies"][2]["win_rate"]["value"], 4)
    assert {"luck", "gap_to_sensible", "beats_sensible"} <= set(skill)


def test_the_text_report_shows_skill_and_luck(fixture_mission):
    result = run("simulate", fixture_mission, "-n", "2", "--workers", "1", "--policy",
                 "search", "--think", "4")
    assert result.exit_code == 0, result.output
    assert "Skill and luck (the same runs)" in result.output
    assert "skill gap (search − random)" in result.output


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
    result = run("play", "0", "--seed", "3", "--policy", "search", "--think", "6",
                 "--save", save)
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
