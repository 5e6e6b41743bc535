"""Leaving a game (docs/playing.md, "Answering" and "Saving"): Ctrl-C saves first, whatever
happened to the terminal, and a finished game's save never resumes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from crawlbook.runtime.console import ConsoleView, Session, make_console
from crawlbook.runtime.game import Game

from .helpers import FIXTURE, fixture_program, homeward_chooser, plan, play


class _DeadPipe:
    """A terminal whose reader has gone away (`crawlbook play | tee`, then Ctrl-C)."""

    encoding = "utf-8"

    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    def flush(self) -> None:
        raise BrokenPipeError(32, "Broken pipe")

    def isatty(self) -> bool:
        return False


class _Interrupted:
    echo = True

    def read(self, prompt: object) -> str:
        raise KeyboardInterrupt


def test_ctrl_c_with_a_dead_pipe_still_saves(tmp_path: Path) -> None:
    game = Game.new(fixture_program(), 4)
    console = make_console(_DeadPipe())  # type: ignore[arg-type]
    session = Session(game, ConsoleView(console, game), _Interrupted(),
                      save_path=tmp_path / "s.json", resume="crawlbook play x")
    code = session.run()
    assert code == 0
    saved = json.loads((tmp_path / "s.json").read_text())
    assert saved["answers"] == game.answers


def test_ctrl_c_under_a_pipe_saves_the_game(tmp_path: Path) -> None:
    """The real thing: `crawlbook play 0 --seed 7 | tee out.txt`, then Ctrl-C (the
    terminal sends SIGINT to both; tee is gone before crawlbook prints a word)."""
    env = {**os.environ, "NO_COLOR": "1", "CRAWLBOOK_COMMAND": "crawlbook"}
    proc = subprocess.Popen([sys.executable, "-m", "crawlbook", "play", "0", "--seed", "7"],
                            cwd=tmp_path, env=env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stdin is not None
    seen = b""
    deadline = time.monotonic() + 30
    while b"begin the Mission" not in seen and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        seen += line
    assert b"begin the Mission" in seen, seen.decode(errors="replace")
    time.sleep(0.3)  # crawlbook is waiting for the answer
    proc.stdout.close()  # tee has gone
    proc.send_signal(signal.SIGINT)
    try:
        code = proc.wait(timeout=30)
    finally:
        proc.stdin.close()
    errors = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    assert code == 0, errors
    assert "Traceback" not in errors
    saved = json.loads((tmp_path / "crawlbook-00-training.save.json").read_text())
    assert saved["seed"] == 7


def test_a_finished_games_save_does_not_resume(tmp_path: Path) -> None:
    program = fixture_program()
    typed, game = plan(program, 5, homeward_chooser)
    assert game.over
    # save half-way, then play to the end in the same session
    half = len(typed) // 2
    result = play([str(FIXTURE), "--seed", "5"], [*typed[:half], "save", *typed[half:]],
                  tmp_path)
    assert result.exit_code == 0, result.output
    save = tmp_path / "crawlbook-fixture.save.json"
    data = json.loads(save.read_text())
    assert data["answers"] == game.answers  # the save is the whole game
    assert data["over"] is True
    assert data["result"]["kind"] == game.result.kind  # type: ignore[union-attr]
    again = play([str(FIXTURE), "--load", str(save)], ["1", "1", "1"], tmp_path)
    assert again.exit_code == 0, again.output
    assert "The saved game is over" in again.output
    assert "> " not in again.output  # nothing was asked

