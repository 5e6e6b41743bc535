"""`crawlbook play` through CliRunner with scripted answers: what the player sees
(rulebook "Using the Mission Booklets": read up to the horizontal line and no further
until you act; docs/playing.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .helpers import (
    FIXTURE,
    fixture_program,
    homeward_chooser,
    plain_chooser,
    plan,
    play,
)

ESC = "\x1b["
Scripted = tuple[list[str], list[str]]  # (the arguments of `play`, the typed lines)


def _at_first_decision(game, prompt) -> bool:
    return prompt.kind == "decision"


@pytest.fixture(scope="module")
def to_decision() -> Scripted:
    """(the arguments, the typed lines) that reach the decision of entry 1.1. The seed is
    the first one where no TB Encounter comes before the Event (easy to read)."""
    program = fixture_program()
    for seed in range(60):
        typed, game = plan(program, seed, plain_chooser, _at_first_decision)
        if game.prompt is not None and game.prompt.info["entry"] == "1.1":
            return [str(FIXTURE), "--seed", str(seed)], typed
    pytest.fail("no seed reaches Event 1 without a TB Encounter first")


def test_text_stops_at_the_first_horizontal_line(tmp_path: Path, to_decision: Scripted) -> None:
    """"Stop reading when you reach a horizontal line in the entry": 1.1 is shown whole,
    nothing of 1.2 or 1.3 is."""
    result = play(*to_decision, tmp_path)
    out = result.output
    assert result.exit_code == 0, out
    assert "EVENT 1: The Sign" in out
    assert "A wooden sign hangs from a root." in out
    assert "The paint is still wet. Do you:" in out
    assert "- - - - -" in out
    assert "SECRET BEYOND THE LINE" not in out
    assert "You leave it hanging" not in out


def test_the_options_are_offered_numbered(tmp_path: Path, to_decision: Scripted) -> None:
    out = play(*to_decision, tmp_path).output
    decision = out[out.index("The paint is still wet"):]
    assert "  1) read the sign aloud" in decision
    assert "  2) leave it" in decision
    # the Crawl opens with one prompt: the Exits, the Formation, the end, abandoning
    assert "Change the Formation first" in out
    assert "Abandon the Mission (failure)" in out


def test_author_markup_prints_literally(tmp_path: Path, to_decision: Scripted) -> None:
    """Author text is escaped: `[bold]` and `:smile:` print as written."""
    for env in ({}, {"FORCE_COLOR": "1"}):
        out = play(*to_decision, tmp_path, env).output
        plain = re.sub(r"\x1b\[[0-9;]*m", "", out)
        assert "[bold]not bold[/bold]" in plain
        assert ":smile: in chalk" in plain


def test_the_map_after_a_reveal(tmp_path: Path, to_decision: Scripted) -> None:
    """`map` at the decision shows the revealed Event card with the team on it."""
    result = play(to_decision[0], [*to_decision[1], "map"], tmp_path)
    out = result.output
    board = out[out.rindex("> map"):]
    rows = board.splitlines()
    assert any("EVENT 1" in row and "ENTRANCE" in row for row in rows)
    team_row = next(row for row in rows if "TEAM" in row)
    # the team is on the second card (column 2), not on the Entrance
    assert team_row.index("TEAM") > 4 + 12
    assert "col 1" in board and "col 6" in board
    assert "Border" in board
    # the prompt is shown again after the command
    assert board.rstrip().endswith("> map") is False
    assert "1) read the sign aloud" in board


def test_end_of_mission_screen(tmp_path: Path) -> None:
    program = fixture_program()
    for seed in range(40):
        typed, game = plan(program, seed, homeward_chooser)
        if game.result is not None and game.result.outcome == "success":
            break
    else:
        pytest.fail("no seed plays the fixture to success")
    result = play([str(FIXTURE), "--seed", str(seed)], typed, tmp_path)
    out = result.output
    assert result.exit_code == 0, out
    assert "END OF MISSION" in out
    assert "You climb out with the sign's words in your head." in out
    assert "MISSION SUCCESS" in out
    assert f"Success Points: {game.result.score}" in out
    assert "+2 if noted SIGN: met" in out
    assert "SECRET BEYOND THE LINE" in out
    assert not (tmp_path / "crawlbook-fixture.save.json").exists()


def test_same_seed_and_script_give_the_same_screen(tmp_path: Path) -> None:
    typed, _ = plan(fixture_program(), 11, plain_chooser, limit=40)
    first = play([str(FIXTURE), "--seed", "11"], typed, tmp_path).output
    second = play([str(FIXTURE), "--seed", "11"], typed, tmp_path).output
    assert first == second


def test_no_argument_plays_the_training_mission_with_a_printed_seed(tmp_path: Path) -> None:
    result = play([], [], tmp_path)
    assert result.exit_code == 0, result.output
    assert "MISSION 0: First Time Down" in result.output
    seed = re.search(r"--seed (\d+)", result.output)
    assert seed is not None
    # end of input saves and says how to go on
    assert (tmp_path / "crawlbook-00-training.save.json").exists()
    assert "--load crawlbook-00-training.save.json" in result.output


def test_a_bundled_mission_by_number_or_name(tmp_path: Path) -> None:
    for name in ("1", "hamlet"):
        result = play([name, "--seed", "1"], [], tmp_path)
        assert result.exit_code == 0
        assert "MISSION 1: The Hamlet Well" in result.output


def test_no_color_is_honoured(tmp_path: Path, to_decision: Scripted) -> None:
    args, typed = to_decision
    coloured = play(args, typed, tmp_path, {"FORCE_COLOR": "1"}).output
    assert ESC in coloured
    assert ESC not in play(args, typed, tmp_path, {"FORCE_COLOR": "1", "NO_COLOR": "1"}).output
    assert ESC not in play([*args, "--no-color"], typed, tmp_path, {"FORCE_COLOR": "1"}).output
    assert ESC not in play(args, typed, tmp_path).output  # a pipe: no codes


def test_every_line_fits_80_columns(tmp_path: Path, to_decision: Scripted) -> None:
    out = play(to_decision[0], [*to_decision[1], "status", "help"], tmp_path).output
    # (the command line to go on with is printed whole, for copying)
    too_long = [line for line in out.splitlines()
                if len(line) > 80 and not line.startswith("Play on with:")]
    assert too_long == []


def test_help_lists_the_commands(tmp_path: Path) -> None:
    out = play([str(FIXTURE), "--seed", "1"], ["help", "log"], tmp_path).output
    for name in ("help", "status", "map", "log", "save [FILE]", "quit"):
        assert name in out
    assert "Read the sign. (SIGN)" in out  # `log` lists the objectives


def test_nonsense_is_answered_with_a_hint_not_a_traceback(tmp_path: Path) -> None:
    result = play([str(FIXTURE), "--seed", "1"], ["", "banana", "99", ""], tmp_path)
    assert result.exit_code == 0
    assert "`banana` is not one of the options" in result.output
    assert "Traceback" not in result.output


def test_event_log_is_written_as_json_lines(tmp_path: Path, to_decision: Scripted) -> None:
    log = tmp_path / "events.jsonl"
    play([*to_decision[0], "--log", str(log)], to_decision[1], tmp_path)
    events = [json.loads(line) for line in log.read_text().splitlines()]
    assert events[0]["type"] == "setup"
    assert [e["seq"] for e in events] == list(range(len(events)))
    assert any(e["type"] == "text" and e["entry"] == "1.1" for e in events)


def test_a_mission_that_does_not_compile(tmp_path: Path) -> None:
    broken = tmp_path / "broken.mission"
    broken.write_text("RULESET tunnel-rats\nMISSION 1: Broken\nTB DECK 10\n", encoding="utf-8")
    result = play([str(broken), "--seed", "1"], [], tmp_path)
    assert result.exit_code == 1
    assert "E211" in result.output or "error" in result.output
    assert "BRIEFING" not in result.output


def test_usage_errors(tmp_path: Path) -> None:
    assert play(["no-such-mission"], [], tmp_path).exit_code == 2
    result = play([str(FIXTURE), "--policy", "random"], [], tmp_path)
    assert result.exit_code == 2
    assert play([str(FIXTURE), "--policy", "nobody"], None, tmp_path).exit_code == 2


def test_optional_rules(tmp_path: Path) -> None:
    result = play([str(FIXTURE), "--seed", "1", "--fewer-tb", "--high-threat"], [], tmp_path)
    assert "--option high-threat --option fewer-tb" in result.output
    assert "the TB Draw deck holds 9 cards" in result.output
