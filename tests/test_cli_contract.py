"""What every command of the command line does the same way (docs/index.md, "Exit codes";
README): one rule for exit codes (0 success, 1 errors in the input, 2 usage errors: a
missing file is 2 everywhere), bundled missions by number or name in every command that
reads a mission, ``-o -`` for standard output where the format is text, and the README's
tour works from any folder."""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from crawlbook.cli import main

ROOT = Path(__file__).resolve().parents[1]
CASES = ROOT / "tests" / "data" / "cases"
BROKEN = CASES / "stuck.mission"  # a mission with errors and warnings
CLEAN = CASES / "clean.mission"
needs_dot = pytest.mark.skipif(shutil.which("dot") is None, reason="no graphviz `dot`")


@pytest.fixture
def here(tmp_path: Path) -> Iterator[Path]:
    """A folder outside the repository, as the current folder."""
    before = Path.cwd()
    os.chdir(tmp_path)
    try:
        yield tmp_path
    finally:
        os.chdir(before)


def run(*args: str, input: str | None = None) -> Result:
    env = {"NO_COLOR": "1", "CRAWLBOOK_COMMAND": "crawlbook", "COLUMNS": "80"}
    return CliRunner().invoke(main, list(args), input=input, env=env, catch_exceptions=False)


# -- exit codes: one rule for every command ------------------------------------------

MISSING = "no-such-mission.mission"

USAGE = {
    "check": ["check", MISSING],
    "build": ["build", MISSING],
    "graph": ["graph", MISSING, "-o", "map.dot"],
    "booklet": ["booklet", MISSING, "-o", "b.html"],
    "play": ["play", MISSING],
    "play --load": ["play", "0", "--load", "no-such.save.json"],
    "simulate": ["simulate", MISSING, "-n", "1", "--workers", "1"],
    "campaign --load": ["campaign", "--load", "no-such.save.json"],
    "odds": ["odds", MISSING],
    "diff": ["diff", MISSING, MISSING],
}
INPUT_ERRORS = {
    "check": ["check", "--isolated", str(BROKEN)],
    "build": ["build", "--isolated", str(BROKEN), "-o", "out.json"],
    "booklet": ["booklet", "--isolated", str(BROKEN), "-o", "b.html"],
    "play": ["play", str(BROKEN), "--policy", "random", "--seed", "1"],
    "simulate": ["simulate", str(BROKEN), "-n", "1", "--workers", "1"],
    "odds": ["odds", str(BROKEN)],
    "diff": ["diff", str(BROKEN), str(BROKEN), "-n", "0"],
}


@pytest.mark.parametrize("name", sorted(USAGE))
def test_a_missing_file_is_a_usage_error(name: str, here: Path) -> None:
    result = run(*USAGE[name])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("name", sorted(INPUT_ERRORS))
def test_a_mission_with_errors_is_exit_1(name: str, here: Path) -> None:
    result = run(*INPUT_ERRORS[name])
    assert result.exit_code == 1, result.output


def test_a_save_that_cannot_be_loaded_is_exit_1(here: Path) -> None:
    (here / "bad.save.json").write_text("{}", encoding="utf-8")
    result = run("play", "0", "--load", "bad.save.json")
    assert result.exit_code == 1, result.output


def test_graph_of_a_damaged_program_is_exit_1(here: Path) -> None:
    (here / "bad.json").write_text("{", encoding="utf-8")
    result = run("graph", "bad.json", "-o", "map.dot")
    assert result.exit_code == 1, result.output


# -- bundled missions by number or name ------------------------------------------------

@pytest.mark.parametrize("args", [
    ["check", "1"],
    ["check", "hamlet"],
    ["build", "1", "-o", "one.json"],
    ["graph", "hamlet", "-o", "map.dot"],
    ["booklet", "0", "-o", "b.html"],
    ["play", "0", "--policy", "random", "--seed", "2"],
    ["simulate", "training", "-n", "2", "--workers", "1"],
], ids=lambda a: " ".join(a))
def test_bundled_missions_by_number_or_name(args: list[str], here: Path) -> None:
    result = run(*args)
    assert result.exit_code == 0, result.output


def test_build_of_a_bundled_mission_writes_here(here: Path) -> None:
    result = run("build", "1")
    assert result.exit_code == 0, result.output
    assert (here / "01-the-hamlet-well.json").is_file()


# -- -o - is standard output for text formats ------------------------------------------

def test_build_to_stdout(here: Path) -> None:
    result = run("build", "1", "-o", "-")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["format"] == "crawlbook-program"
    assert not (here / "-").exists()


@pytest.mark.parametrize(("fmt", "start"), [("dot", "digraph"), pytest.param(
    "svg", "<?xml", marks=needs_dot)])
def test_graph_to_stdout(fmt: str, start: str, here: Path) -> None:
    result = run("graph", "1", "-o", "-", "--format", fmt)
    assert result.exit_code == 0, result.output
    assert result.stdout.lstrip().startswith(start)
    assert not (here / "-").exists()


def test_graph_to_stdout_is_dot_by_default(here: Path) -> None:
    result = run("graph", "1", "-o", "-")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("digraph")


def test_graph_png_to_stdout_is_refused(here: Path) -> None:
    result = run("graph", "1", "-o", "-", "--format", "png")
    assert result.exit_code == 2
    assert not (here / "-").exists()


@pytest.mark.parametrize("args", [
    ["booklet", "1", "-o", "b.html", "--pdf", "-"],
    ["simulate", "1", "-n", "1", "--report", "-"],
], ids=["booklet --pdf -", "simulate --report -"])
def test_binary_or_second_reports_to_stdout_are_refused(args: list[str], here: Path) -> None:
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert not (here / "-").exists()


def test_booklet_to_stdout(here: Path) -> None:
    result = run("booklet", "1", "-o", "-")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("<!DOCTYPE html>")
    assert not (here / "-").exists()


# -- the same counts everywhere ----------------------------------------------------------

def _summary(text: str) -> str:
    found = re.search(r"Found .*? in 1 file", text)
    assert found, text
    return found.group(0)


def test_booklet_counts_what_check_counts(here: Path) -> None:
    checked = run("check", "--isolated", str(BROKEN))
    refused = run("booklet", "--isolated", str(BROKEN), "-o", "b.html")
    assert refused.exit_code == 1
    assert _summary(refused.output) == _summary(checked.output)


# -- files crawlbook writes are not private ----------------------------------------------

def test_written_files_honour_the_umask(here: Path) -> None:
    previous = os.umask(0o022)
    try:
        assert run("new", "m.mission").exit_code == 0
        assert run("build", "m.mission").exit_code == 0
        assert run("graph", "m.mission", "-o", "m.dot").exit_code == 0
        assert run("booklet", "m.mission", "-o", "m.html").exit_code == 0
    finally:
        os.umask(previous)
    for name in ("m.mission", "m.json", "m.dot", "m.html"):
        assert stat.S_IMODE((here / name).stat().st_mode) == 0o644, name


# -- the README's tour, from a folder outside the repository ---------------------------

def tour() -> list[list[str]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("## A short tour", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    commands = []
    for line in block.splitlines():
        line = line.split("#", 1)[0].strip()
        if line.startswith("crawlbook "):
            commands.append(line.split()[1:])
    return commands


@needs_dot
def test_the_readme_tour_works_from_any_folder(here: Path) -> None:
    commands = tour()
    assert len(commands) >= 10
    for args in commands:
        if args[0] == "simulate":
            args = [a if a != "10000" else "20" for a in args] + ["--workers", "1"]
        result = run(*args, input="")
        assert result.exit_code == 0, (args, result.output)
