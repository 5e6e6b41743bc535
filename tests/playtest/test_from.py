"""`play --from ENTRY` (docs/playtesting.md, "Play from here"): a path found by playing,
started there, replayable from its save and its transcript; the checker's reason when
the booklet never reaches the entry."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.compiler.api import load_program
from crawlbook.runtime.fork import replay
from crawlbook.runtime.game import prepare
from crawlbook.runtime.playfrom import FromError, find_path, target
from crawlbook.runtime.simulation import simulate

from crawlbook.cli import main

UNREACHABLE = Path(__file__).parents[1] / "data" / "cases" / "unreachable.mission"


def test_from_reaches_every_entry_explore_reaches_in_the_training_mission():
    ready = prepare(load_program("0"))
    report = simulate(ready.program, 60, seed=1, policy="explore", workers=1)
    reached = [e for e, runs in report["coverage"]["runs_per_entry"].items() if runs]
    assert len(reached) >= 10
    for entry in reached:
        path = find_path(ready, target(ready.program, entry), tries=200)
        assert path is not None and path.entry == entry, entry
        # the path replays: the entry is the last one read, the game at the prompt after
        again = replay(ready, path.seed, None, path.answers)
        read = [e["id"] for e in again.log if e["type"] == "entry"]
        assert read[-1] == entry and not again.over


def test_targets_name_entries_cards_and_events():
    program = load_program("1")
    assert target(program, "4.2").entries == {"4.2"}
    assert target(program, "tr7").what == "card TR7 (RICE)"
    assert target(program, "Event 4").entries == target(program, "4").entries
    assert {e.split(".")[0] for e in target(program, "E4").entries} == {"4"}
    with pytest.raises(FromError, match=r"`9.9` is no entry, card or Event"):
        target(program, "9.9")


@pytest.fixture(autouse=True)
def _here(tmp_path, monkeypatch):
    """Every command runs in its own folder (saves and transcripts land there)."""
    monkeypatch.chdir(tmp_path)


def run(args: list[str], folder: Path, input: str = "quit\n"):
    result = CliRunner().invoke(main, args, input=input)
    files = {p.name: p.read_text(encoding="utf-8") for p in folder.iterdir() if p.is_file()}
    return result, files


def test_play_from_writes_a_save_and_a_transcript_that_replay(tmp_path):
    result, files = run(["play", "1", "--from", "TR7"], tmp_path)
    assert result.exit_code == 0, result.output
    assert "Reached entry TR7." in result.output
    save = json.loads(files["crawlbook-01-the-hamlet-well.save.json"])
    transcript = files["crawlbook-01-the-hamlet-well.from-TR7.transcript.toml"]
    assert f"seed = {save['seed']}" in transcript and 'mission = "1"' in transcript
    (tmp_path / "t.transcript.toml").write_text(transcript, encoding="utf-8")
    checked = CliRunner().invoke(main, ["test", str(tmp_path / "t.transcript.toml")])
    assert checked.exit_code == 0, checked.output
    again, _ = run(["play", "--load", str(tmp_path / "none.json")], tmp_path)
    assert again.exit_code == 2  # (a missing save: a usage error, as ever)


def test_play_from_an_entry_the_booklet_never_reaches_says_why(tmp_path):
    mission = tmp_path / "case.mission"
    shutil.copy(UNREACHABLE, mission)
    result, _ = run(["play", str(mission), "--from", "1.3", "--tries", "5"], tmp_path)
    assert result.exit_code == 1
    assert "cannot start from entry 1.3: no game of 5 reached it" in result.output
    assert "The checker says why: entry `1.3` is never reached: only 1.2 leads" \
        in result.output


def test_play_from_a_reachable_entry_out_of_budget_says_so(tmp_path):
    result, _ = run(["play", "1", "--from", "8.9", "--tries", "1"], tmp_path)
    assert result.exit_code == 1
    assert "no W405" in result.output and "give more --tries" in result.output


@pytest.mark.parametrize(("args", "message"), [
    (["--from", "nowhere"], "`nowhere` is no entry, card or Event"),
    (["--tries", "3"], "--tries is the budget of --from"),
    (["--from", "1.1", "--load", "x.json"], "--from starts a new game"),
    (["--from", "1.1", "--tries", "0"], "0 is not in the range"),
])
def test_play_from_usage_errors(tmp_path, args, message):
    (tmp_path / "x.json").write_text("{}", encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "1", *args], input="quit\n")
    assert result.exit_code == 2
    assert message in result.output


def test_simulate_from_starts_every_run_there(tmp_path):
    result = CliRunner().invoke(main, ["simulate", "1", "--from", "TR7", "-n", "12",
                                       "--workers", "1", "--policy", "cautious",
                                       "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["from"]["target"] == "TR7" and report["from"]["entry"] == "TR7.1"
    assert report["coverage"]["runs_per_entry"]["TR7.1"] == 12  # every run read it
    # each run's future is its own (fresh dice and cards): the runs do not all end alike
    assert report["outcomes"]["win"] and report["outcomes"]["loss"]
    assert len(report["score"]["distribution"]) > 1
    text = CliRunner().invoke(main, ["simulate", "1", "--from", "TR7", "-n", "3",
                                     "--workers", "1"])
    assert text.exit_code == 0 and "From entry TR7.1: every run starts" in text.output


def test_simulate_from_errors(tmp_path):
    bad = CliRunner().invoke(main, ["simulate", "1", "--tries", "4", "-n", "1"])
    assert bad.exit_code == 2 and "--tries is the budget of --from" in bad.output
    none = CliRunner().invoke(main, ["simulate", "1", "--from", "no.such", "-n", "1"])
    assert none.exit_code == 2 and "is no entry, card or Event" in none.output
