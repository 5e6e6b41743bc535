"""Every bundled mission played to the end through the console layer with no person
(`crawlbook play --policy`): each game ends with a Mission outcome, no error, exit 0,
and every screen line fits 80 columns."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.missions import bundled
from crawlbook.runtime.console import ConsoleView, PolicyAnswers, Session, make_console
from crawlbook.runtime.game import Game
from crawlbook.runtime.policies import make_policy, policy_seed

from .helpers import play

MISSIONS = [m for m in bundled() if m.ruleset == "tunnel-rats"]
SEEDS = (1, 2, 3, 4)


@pytest.fixture(scope="module")
def programs() -> dict[int, dict]:
    return {m.number: load_program(m.path) for m in MISSIONS}


def _play(program: dict, seed: int, policy: str, tmp_path: Path) -> tuple[int, str, Game]:
    game = Game.new(program, seed)
    out = io.StringIO()
    view = ConsoleView(make_console(out), game)
    answers = PolicyAnswers(make_policy(policy, policy_seed(seed)))
    code = Session(game, view, answers, save_path=tmp_path / "s.json",
                   resume="crawlbook play").run()
    return code, out.getvalue(), game


@pytest.mark.parametrize("mission", [m.number for m in MISSIONS])
def test_every_bundled_mission_ends_with_a_mission_outcome(
        mission: int, programs: dict[int, dict], tmp_path: Path) -> None:
    for policy, seeds in (("random", SEEDS), ("explorer", SEEDS[:2])):
        for seed in seeds:
            code, out, game = _play(programs[mission], seed, policy, tmp_path)
            assert code == 0, (policy, seed)
            assert game.over and game.result is not None
            assert ("MISSION SUCCESS" in out) == (game.result.outcome == "success")
            assert ("MISSION FAILED" in out) == (game.result.outcome == "failure")
            wide = [line for line in out.splitlines() if len(line) > 80]
            assert wide == [], (policy, seed, wide[:3])


def test_play_policy_on_the_command_line(tmp_path: Path) -> None:
    result = play(["0", "--seed", "2", "--policy", "explorer"], None, tmp_path)
    assert result.exit_code == 0, result.output
    assert "MISSION SUCCESS" in result.output or "MISSION FAILED" in result.output


def test_an_ascii_terminal_gets_ascii_and_no_encoding_error(programs: dict[int, dict],
                                                            tmp_path: Path) -> None:
    game = Game.new(programs[MISSIONS[0].number], 2)
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="ascii", newline="\n")
    view = ConsoleView(make_console(out), game)
    answers = PolicyAnswers(make_policy("explorer", policy_seed(2)))
    code = Session(game, view, answers, save_path=tmp_path / "s.json",
                   resume="crawlbook play").run()
    out.flush()
    text = raw.getvalue().decode("ascii")
    assert code == 0 and game.over
    assert "+--o" in text and "Border" in text


def test_tunnel_rats_tells_its_dice_once(programs: dict[int, dict], tmp_path: Path) -> None:
    """Every roll is a dice event (docs/event-log.md); Tunnel Rats tells the Threat die
    and the Trait dice with their meaning, so the core's plain dice line is not printed
    as well."""
    code, out, game = _play(programs[MISSIONS[1].number], 3, "explorer", tmp_path)
    assert code == 0
    assert any(e["type"] == "dice" for e in game.log)
    assert "Threat die" in out and "Roll 1D6" not in out and "Roll 3D6" not in out
