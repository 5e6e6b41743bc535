"""Where reading starts, in a numbered book (docs/language.md, "Where reading starts";
issue 24): ``odds`` walks a reading from each start entry (``START 1``) to how it ends,
a fight lost ending the adventure there; ``simulate`` reports coverage by start entry."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.compiler.api import compile_path, compile_source
from crawlbook.compiler.odds import Start, entry_odds, start_odds, starts
from crawlbook.runtime.simulation import simulate

from crawlbook.cli import main

BOOK = Path(__file__).resolve().parents[1] / "missions" / "sunken-crypt.mission"

SMALL = """RULESET gamebook
TITLE Two Ways
START 1

1
Do you:
• fight the ghoul → 2
• run → 3
- - - - -
2
[FIGHT GHOUL SKILL 7 STAMINA 7]
win → 3
- - - - -
3
Daylight.
→ THE END
"""


@pytest.fixture(scope="module")
def program() -> dict:
    result = compile_path(BOOK)
    assert result.program is not None, [d.message for d in result.diagnostics]
    return result.program


def test_the_book_starts_at_1(program: dict) -> None:
    assert starts(program) == [Start("1", "book", "book", "")]


def test_a_reading_from_the_start_ends_exactly() -> None:
    """Half the readings run; half fight, and the fight lost (no way written for it)
    ends the adventure at section 2."""
    result = compile_source(SMALL, "two-ways.mission")
    assert result.program is not None, [d.message for d in result.diagnostics]
    small = result.program
    (start,) = starts(small)
    win = entry_odds(small, "2")[0][1].chances["win"]
    found = start_odds(small, start)
    assert found.endings() == {"3": Fraction(1, 2) + Fraction(1, 2) * win,
                               "2 (the game ends)": Fraction(1, 2) * (1 - win)}
    assert any("ends the game" in a for a in found.assumptions)


def test_the_crypt_from_section_1(program: dict) -> None:
    found = start_odds(program, starts(program)[0])
    ends = found.endings()
    assert sum(ends.values()) == 1 and found.unresolved == 0
    assert "4" in ends  # the way out of the crypt (→ THE END)
    assert all(e in ("4", "24") or e.endswith("(the game ends)") for e in ends)


def test_odds_shows_a_table_per_start() -> None:
    text = CliRunner().invoke(main, ["odds", str(BOOK)]).output
    assert "From each start" in text and "ends at" in text
    data = json.loads(CliRunner().invoke(main, ["odds", str(BOOK), "--format", "json"]).output)
    assert [(e["kind"], e["start"]) for e in data["events"]] == [("book", "1")]
    one = json.loads(CliRunner().invoke(main, ["odds", str(BOOK), "1", "--format",
                                               "json"]).output)
    assert one["start"]["endings"] == data["events"][0]["endings"]


def test_simulate_reports_coverage_by_start(program: dict) -> None:
    report = simulate(program, 30, seed=2, policy="random", workers=1)
    coverage = report["coverage"]
    assert coverage["starts_declared"] is True
    (start,) = coverage["starts"]
    assert start["entry"] == "1" and start["runs"] == 30 and start["entries"] == 30
    reached = [e for e, runs in coverage["runs_per_entry"].items() if runs]
    assert start["reached"] == len(reached)
    assert start["never_reached"] == coverage["never_reached"]
    (book,) = coverage["owners"]
    assert book["ids"] == list(coverage["runs_per_entry"])


def test_simulate_text_shows_the_starts() -> None:
    result = CliRunner().invoke(main, ["simulate", str(BOOK), "-n", "20", "--workers", "1"])
    assert result.exit_code == 0, result.output
    assert "Runs from each start" in result.output
    assert "1:20" in result.output  # the book's entries, each with its runs
