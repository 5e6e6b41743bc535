"""The report's first line prints the mission's title as text, never run through rich's
highlighter: its regular expressions took 5 s over a title of 20,000 characters (found by
benchmarks/fuzz.py, seed 7 case 12620, docs/limits.md), and a highlighter colours parts of
an author's text by what they look like."""

from __future__ import annotations

import io

from crawlbook.runtime.simulation import simulate
from crawlbook.runtime.simulation.report import render_text
from rich.console import Console

from .fixtures import coverage_program


def _first_line(title: str) -> str:
    program = coverage_program()
    program["mission"]["title"] = title
    report = simulate(program, runs=2, seed=1, policy="random", workers=1)
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, color_system="truecolor", width=200)
    render_text(report, console)
    return out.getvalue().splitlines()[0]


def test_the_title_line_is_not_highlighted() -> None:
    line = _first_line("Room 101 at 0x1F, True or None")
    # bold for the title, and nothing else: the highlighter would colour the numbers,
    # True and None, in the title and in "2 runs" / "seed 1"
    assert line.count("\x1b[") == 2, repr(line)
    assert "Room 101 at 0x1F, True or None" in line
