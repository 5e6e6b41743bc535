"""`crawlbook play`'s pure steps (docs/playing.md): which options cannot go together, and
the lines that tell how to replay a game. The command itself is tested through the CLI
(test_play_cli.py, test_saves_cli.py, tests/playtest)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from crawlbook.commands.play import reached_line, resume_command, seed_line, usage_problem
from crawlbook.invocation import command_name


@pytest.mark.parametrize(("script", "policy", "from_", "tries", "load", "expected"), [
    (None, None, None, None, None, None),
    ("a.txt", None, None, None, "s.json", None),
    (None, "cautious", "3.1", 50, None, None),
    ("a.txt", "cautious", None, None, None, "--script and --policy both answer"),
    (None, None, None, 5, None, "--tries is the budget of --from"),
    (None, None, "3.1", None, "s.json", "--from starts a new game"),
    # Several at once: the first of these, in this order (the former command's).
    ("a.txt", "random", None, 5, "s.json", "--script and --policy both answer"),
    (None, None, None, 5, "s.json", "--tries is the budget of --from"),
])
def test_options_that_cannot_go_together(script, policy, from_, tries, load, expected):
    problem = usage_problem(script, policy, from_, tries, load)
    assert (problem is None) == (expected is None)
    if expected is not None:
        assert problem.startswith(expected)


def test_the_replay_lines_quote_the_mission_and_name_the_seed():
    resume = resume_command("my mission.mission")
    assert resume == f"{command_name()} play 'my mission.mission'"
    assert seed_line(resume, 42, " --option high-threat") == (
        f"{resume} --seed 42 --option high-threat"
        "   (the same seed and answers replay this game)")


def test_what_from_found_is_told_with_its_transcript():
    path = SimpleNamespace(entry="3.1", policy="explore", tries=7)
    line = reached_line(path, 12, "s.save.json", "s.transcript")
    assert line == ("Reached entry 3.1 after 12 answers (found by explore in game 7). "
                    f"Saved to s.save.json; the path replays with: {command_name()} test "
                    "s.transcript")
