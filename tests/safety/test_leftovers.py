"""Leftovers (docs/security.md, "Files crawlbook writes"; docs/missions.md; docs/engine.md,
"Saves"): a write killed half-way leaves its hidden temporary file, which the next save of
that file removes; a save whose mission has changed since says so when it loads; two
missions never share a default save file, and saves under the former default names still
load."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_path
from crawlbook.runtime.game import Game
from crawlbook.runtime.saves import write_save

from crawlbook.files import write_atomic
from tests.narrow import present

from .helpers import CLEAN, CLEAN_TEXT, output, run

fcntl = pytest.importorskip("fcntl")


def test_a_stale_temporary_file_is_removed_by_the_next_save(tmp_path: Path) -> None:
    target = tmp_path / "game.save.json"
    stale = tmp_path / ".game.save.json.k1ll3d.tmp"
    stale.write_text('{"half": ')
    other = tmp_path / ".other.save.json.k1ll3d.tmp"  # another file's: not ours
    other.write_text("{")
    write_atomic(target, "{}\n")
    assert not stale.exists() and other.exists() and target.read_text() == "{}\n"


def test_a_temporary_file_being_written_is_left_alone(tmp_path: Path) -> None:
    busy = tmp_path / ".game.save.json.wr1t1ng.tmp"
    busy.write_text("{")
    with open(busy, "rb") as handle:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)  # a live writer holds it
        write_atomic(tmp_path / "game.save.json", "{}\n")
        assert busy.exists()
    write_atomic(tmp_path / "game.save.json", "{}\n")
    assert not busy.exists()


def test_a_killed_save_leaves_nothing_behind_after_the_next(tmp_path: Path) -> None:
    """A process killed while it writes (here: stopped for good inside ``os.fsync``)."""
    target = tmp_path / "game.save.json"
    code = ("import os, sys\nfrom crawlbook.files import write_atomic\n"
            "os.fsync = lambda fd: os._exit(9)\n"
            f"write_atomic({str(target)!r}, 'x' * 100000)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60)
    assert done.returncode == 9
    (left,) = [p.name for p in tmp_path.iterdir()]  # the killed write's temporary file
    assert left.startswith(".game.save.json.") and left.endswith(".tmp")
    write_atomic(target, "{}\n")
    assert [p.name for p in tmp_path.iterdir()] == ["game.save.json"]


def test_a_save_of_a_changed_mission_says_so(tmp_path: Path) -> None:
    mission = tmp_path / "m.mission"
    mission.write_text(CLEAN_TEXT, encoding="utf-8")
    program = present(compile_path(mission).program)
    game = Game.new(program, 4)
    game.answer(present(game.prompt).choices[0].id)
    save = tmp_path / "s.json"
    write_save(save, game)
    mission.write_text(CLEAN_TEXT.replace("A tripwire.", "A tripwire, newly written."))
    result = run("play", str(mission), "--load", str(save), input="quit\n")
    assert result.exit_code == 0, output(result)
    assert "note: the mission has changed since this save" in result.stderr
    same = run("play", str(mission), "--load", str(save), input="quit\n")
    assert "has changed" not in same.stderr  # saved again by quit: the mission as it is


def test_two_missions_of_the_same_number_get_their_own_save(tmp_path: Path) -> None:
    mine = tmp_path / "my-mission.mission"
    mine.write_text(CLEAN_TEXT.replace("MISSION 1: The Well at Cu Chi", "MISSION 1: Mine"))
    first = run("play", "1", "--seed", "1", cwd=tmp_path, input="quit\n")
    second = run("play", str(mine), "--seed", "1", cwd=tmp_path, input="quit\n")
    assert first.exit_code == second.exit_code == 0
    saves = sorted(p.name for p in tmp_path.glob("*.save.json"))
    assert saves == ["crawlbook-01-the-hamlet-well.save.json", "crawlbook-my-mission.save.json"]
    assert "Play on with: crawlbook play 1 --load crawlbook-01-the-hamlet-well.save.json" in (
        first.output)


def test_a_save_under_the_former_default_name_still_loads(tmp_path: Path) -> None:
    first = run("play", "1", "--seed", "3", "--save", "crawlbook-mission-1.save.json",
                cwd=tmp_path, input="quit\n")
    assert first.exit_code == 0
    for args in (["play", "--load", "crawlbook-mission-1.save.json"],
                 ["play", "1", "--load", "crawlbook-mission-1.save.json"]):
        again = run(*args, cwd=tmp_path, input="quit\n")
        assert again.exit_code == 0 and "Loaded the game" in again.output
        assert "Game saved to crawlbook-mission-1.save.json." in again.output
    assert sorted(p.name for p in tmp_path.glob("*.json")) == ["crawlbook-mission-1.save.json"]


def test_the_default_save_name_of_a_program_file(tmp_path: Path) -> None:
    from crawlbook.commands.play import default_save_name

    program = present(compile_path(CLEAN).program)
    assert default_save_name(program) == "crawlbook-clean.save.json"
    program["source"]["path"] = "../\x1b[2J evil name.mission"
    assert default_save_name(program) == "crawlbook-2J-evil-name.save.json"
    del program["source"]
    assert default_save_name(program) == "crawlbook-mission-1.save.json"
    assert json.dumps(program)  # untouched otherwise
    assert os.sep not in default_save_name({"source": {"path": "a/b/c.mission"}})
