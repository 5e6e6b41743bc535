"""Files that are not files, and files that are too large (docs/security.md, "What holds
in every mode" and "Limits"): a FIFO or a device such as /dev/zero named as a mission, an
INCLUDE, a program, a save or a script is refused with a clear message and its exit code
(2 when the command line names it, as for a folder; E100/E113, exit 1, when a booklet
does), never read until memory runs out, never waited on; and each kind of file has a
size limit, set in [tool.crawlbook.limits] or by an environment variable."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_path
from crawlbook.compiler.build import dumps
from crawlbook.runtime.game import Game
from crawlbook.runtime.saves import write_save

from tests.narrow import present

from .helpers import CLEAN, CLEAN_TEXT, no_hang, output, run

ZERO = "/dev/zero"
pytestmark = pytest.mark.skipif(not Path(ZERO).exists() or not hasattr(os, "mkfifo"),
                                reason="needs /dev/zero and FIFOs")


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.mission"
    os.mkfifo(path)
    return path


COMMANDS = {
    "check": ["check", "{path}"],
    "build": ["build", "{path}", "-o", "{tmp}/out.json"],
    "graph": ["graph", "{path}", "-o", "{tmp}/map.dot"],
    "booklet": ["booklet", "{path}", "-o", "{tmp}/b.html"],
    "play": ["play", "{path}", "--policy", "random", "--seed", "1"],
    "simulate": ["simulate", "{path}", "-n", "1", "--workers", "1"],
    "fmt": ["fmt", "--check", "{path}"],
    "test": ["test", "{path}"],
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("kind", ["device", "fifo"])
def test_a_mission_that_is_no_file_is_a_usage_error(tmp_path: Path, fifo: Path, command: str,
                                                   kind: str) -> None:
    path = ZERO if kind == "device" else str(fifo)
    args = [a.format(path=path, tmp=tmp_path) for a in COMMANDS[command]]
    with no_hang():
        result = run(*args)
    assert result.exit_code == 2, output(result)
    assert "not a regular file" in result.stderr


@pytest.mark.parametrize("kind", ["device", "fifo"])
def test_an_include_that_is_no_file_is_e113(tmp_path: Path, fifo: Path, kind: str) -> None:
    target = ZERO if kind == "device" else str(fifo)
    mission = tmp_path / "m.mission"
    mission.write_text(CLEAN_TEXT.replace("BRIEFING", f'INCLUDE "{target}"\n\nBRIEFING'),
                       encoding="utf-8")
    with no_hang():
        result = compile_path(mission)
    (problem,) = [d for d in result.diagnostics if d.code == "E113"]
    assert "not a regular file" in problem.message and present(problem.span).line == 12
    with no_hang():
        assert run("check", str(mission)).exit_code == 1


@pytest.mark.parametrize("option", ["--load", "--script"])
@pytest.mark.parametrize("kind", ["device", "fifo"])
def test_a_save_or_script_that_is_no_file_is_a_usage_error(fifo: Path, option: str,
                                                          kind: str) -> None:
    path = ZERO if kind == "device" else str(fifo)
    with no_hang():
        result = run("play", str(CLEAN), option, path)
    assert result.exit_code == 2 and "not a regular file" in result.stderr
    assert "--seed" not in result.stdout  # refused before the game starts


@pytest.mark.parametrize("option", ["--load", "--script"])
def test_campaign_refuses_a_save_or_script_that_is_no_file(fifo: Path, option: str) -> None:
    with no_hang():
        result = run("campaign", option, str(fifo))
    assert result.exit_code == 2 and "not a regular file" in result.stderr


def test_a_fifo_found_in_a_folder_is_reported_not_waited_on(tmp_path: Path) -> None:
    (tmp_path / "m.mission").write_text(CLEAN_TEXT, encoding="utf-8")
    os.mkfifo(tmp_path / "pipe.mission")
    with no_hang():
        result = run("check", "--isolated", str(tmp_path))
    assert result.exit_code == 1 and "E100" in result.output
    assert "not a regular file (it is a FIFO, a named pipe)" in result.output


def test_the_api_refuses_a_device() -> None:
    from crawlbook.compiler.api import NotAFile, ProgramError, load_program, read_program

    with no_hang(), pytest.raises(NotAFile, match="not a regular file"):
        load_program(ZERO)
    with no_hang(), pytest.raises(ProgramError, match="not a regular file"):
        read_program(Path(ZERO))


def test_a_pyproject_that_is_no_file_is_passed_by(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pyproject.toml")
    mission = tmp_path / "m.mission"
    mission.write_text(CLEAN_TEXT, encoding="utf-8")
    with no_hang():
        assert run("check", str(mission)).exit_code == 0


# -- limits ----------------------------------------------------------------------------


def test_a_mission_larger_than_its_limit_is_e100(tmp_path: Path) -> None:
    mission = tmp_path / "m.mission"
    mission.write_text(CLEAN_TEXT, encoding="utf-8")
    result = run("check", str(mission), env={"CRAWLBOOK_MAX_MISSION": "1K"})
    assert result.exit_code == 1
    assert "E100" in result.output and "larger than 1 KiB" in result.output
    assert "CRAWLBOOK_MAX_MISSION" in result.output
    assert run("check", str(mission), env={"CRAWLBOOK_MAX_MISSION": "4K"}).exit_code == 0


def test_the_mission_limit_counts_the_includes_too(tmp_path: Path) -> None:
    (tmp_path / "cards.mission").write_text("CARD TR1: A\nTR1.1\n" + "Prose.\n" * 300
                                            + "→ CONTINUE THE MISSION\n=====\n")
    mission = tmp_path / "m.mission"
    mission.write_text(CLEAN_TEXT.replace("BRIEFING", 'INCLUDE "cards.mission"\n\nBRIEFING'))
    result = run("check", str(mission), env={"CRAWLBOOK_MAX_MISSION": "4K"})
    assert result.exit_code == 1 and "E113" in result.output
    assert "the booklet and its includes would be larger than 4 KiB" in result.output


def test_limits_in_pyproject(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.crawlbook.limits]\nmission = "1K"\n')
    mission = tmp_path / "m.mission"
    mission.write_text(CLEAN_TEXT, encoding="utf-8")
    result = run("check", str(mission))
    assert result.exit_code == 1 and "larger than 1 KiB" in result.output
    assert run("check", "--isolated", str(mission)).exit_code == 0


@pytest.mark.parametrize("table,word", [('mision = "1K"', "did you mean `mission`"),
                                        ('mission = "lots"', "must be a size"),
                                        ("mission = 0", "at least 1 byte")])
def test_a_bad_limit_is_a_usage_error(tmp_path: Path, table: str, word: str) -> None:
    (tmp_path / "pyproject.toml").write_text(f"[tool.crawlbook.limits]\n{table}\n")
    mission = tmp_path / "m.mission"
    mission.write_text(CLEAN_TEXT, encoding="utf-8")
    result = run("check", str(mission))
    assert result.exit_code == 2 and word in result.stderr


def test_a_bad_limit_variable_is_a_usage_error(tmp_path: Path) -> None:
    result = run("check", str(CLEAN), env={"CRAWLBOOK_MAX_MISSION": "a lot"})
    assert result.exit_code == 2 and "CRAWLBOOK_MAX_MISSION" in result.stderr


def test_in_the_sandbox_a_file_may_lower_the_limits_not_raise_them() -> None:
    from crawlbook.compiler.config import Config, Limits

    settings = {"mission": 1 << 40, "save": 1000}
    assert Config(limit_settings=settings).limits({}).mission == 1 << 40
    sandboxed = Config(limit_settings=settings, sandbox=True).limits({})
    assert sandboxed.mission == Limits().mission and sandboxed.save == 1000
    raised = Config(sandbox=True).limits({"CRAWLBOOK_MAX_MISSION": "1G"})
    assert raised.mission == 1 << 30  # whoever runs crawlbook may


def test_a_program_larger_than_its_limit(tmp_path: Path) -> None:
    program = present(compile_path(CLEAN).program)
    path = tmp_path / "p.json"
    path.write_text(dumps(program), encoding="utf-8")
    result = run("play", str(path), "--policy", "random", "--seed", "1",
                 env={"CRAWLBOOK_MAX_PROGRAM": "10K"})
    assert result.exit_code == 1 and "larger than 10 KiB" in result.stderr


def test_a_save_larger_than_its_limit(tmp_path: Path) -> None:
    save = tmp_path / "s.json"
    write_save(save, Game.new(present(compile_path(CLEAN).program), 1))
    result = run("play", str(CLEAN), "--load", str(save), env={"CRAWLBOOK_MAX_SAVE": "100"})
    assert result.exit_code == 1 and "larger than 100 bytes" in result.stderr


def test_a_script_larger_than_its_limit(tmp_path: Path) -> None:
    script = tmp_path / "answers.txt"
    script.write_text("1\n" * 200)
    result = run("play", str(CLEAN), "--script", str(script), "--seed", "1",
                 env={"CRAWLBOOK_MAX_SCRIPT": "100"}, cwd=tmp_path)
    assert result.exit_code == 1 and "larger than 100 bytes" in result.stderr


def test_a_save_is_read_up_to_its_limit_only(tmp_path: Path) -> None:
    from crawlbook.files import TooLarge, read_bytes

    path = tmp_path / "big.json"
    path.write_bytes(json.dumps({"a": "x" * 5000}).encode())
    with pytest.raises(TooLarge):
        read_bytes(path, 1000)
    assert len(read_bytes(path, 10_000)) == path.stat().st_size


@pytest.mark.skipif(not Path("/proc/self/status").is_file(), reason="needs Linux's /proc")
def test_a_file_whose_size_the_system_does_not_know_is_cut_at_the_limit() -> None:
    """/proc files are regular files of size 0 that hold text: the limit holds on what is
    read, not on the size the system tells (a file that grows while it is read too)."""
    from crawlbook.files import TooLarge, read_bytes

    assert Path("/proc/self/status").stat().st_size == 0
    with pytest.raises(TooLarge, match="larger than 10 bytes"):
        read_bytes("/proc/self/status", 10)
    assert b"Name:" in read_bytes("/proc/self/status", 1 << 20)


@pytest.mark.parametrize("text,size", [("100", 100), ("1K", 1024), ("4k", 4096),
                                       ("8M", 8 << 20), ("1G", 1 << 30), (" 2 MiB ", 2 << 20),
                                       ("512KB", 512 << 10), ("7B", 7), (12, 12)])
def test_sizes(text: str | int, size: int) -> None:
    from crawlbook.files import format_size, parse_size

    assert parse_size(text) == size
    assert parse_size(format_size(size).replace(" bytes", "").replace(" ", "")) == size


@pytest.mark.parametrize("text", ["", "lots", "1.5M", "-1", "1T", "K"])
def test_sizes_that_are_not(text: str) -> None:
    from crawlbook.files import parse_size

    with pytest.raises(ValueError):
        parse_size(text)
