"""`crawlbook simulate` for Chainsaw Warrior (docs/simulate.md; the hooks:
``crawlbook.rulesets.chainsaw_warrior.simulation``): its tallies in JSON, text and HTML,
its invariants, and the core's text report when nothing is won."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.rulesets.chainsaw_warrior.simulation import SIMULATION, check_state
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.simulation import simulate
from crawlbook.runtime.simulation.report import render_text, ruleset_view
from rich.console import Console

from crawlbook.cli import main
from crawlbook.ruleset import InvariantBroken

from .helpers import program


@pytest.fixture(scope="module")
def report() -> dict:
    return simulate(program(), 60, seed=4, policy="careful", workers=1)


def test_the_report_counts_what_the_issue_asks(report):
    """Results by kind and cause (every loss cause listed), time used, the deck reached,
    the cards met (which, and how often), fights, wounds, leaving the building."""
    assert set(report["outcomes"]["causes"]["loss"]) >= {"wounds", "radiation", "venom",
                                                         "time", "slime"}
    assert report["time_used"]["mean"] is not None
    assert report["deck_reached"]["one"] + report["deck_reached"]["two"] == 60
    assert sum(report["cards_met"]["distribution"].values()) == 60
    assert report["encounters"]["ZOMBIE"]["met"] >= report["encounters"]["ZOMBIE"]["runs"]
    assert report["fights"]["fought"] > 0 and report["wounds_taken"]["total"] > 0


def test_text_and_html_show_the_sections(report, tmp_path: Path):
    out = io.StringIO()
    render_text(report, Console(file=out, width=100), view=ruleset_view(report, SIMULATION))
    text = out.getvalue()
    assert "Time used" in text and "Deck reached" in text and "House cards met" in text
    result = CliRunner().invoke(main, ["simulate", "chainsaw-warrior", "-n", "10",
                                       "--workers", "1", "--policy", "careful", "--report",
                                       str(tmp_path / "r.html"), "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["policy"] == "careful"
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "Minutes on the Time Track at the end" in page and "House cards met" in page


def test_no_wins_reads_as_no_wins():
    """The core's text report: the score line says "no wins", not "None over wins"."""
    report = simulate(program(), 5, seed=1, policy="random", workers=1)
    assert report["outcomes"]["win"] == 0
    out = io.StringIO()
    render_text(report, Console(file=out, width=120))
    assert "None" not in out.getvalue() and "no wins" in out.getvalue()


def test_an_invariant_broken_is_caught():
    game = play_with_policy(program(), 8, "careful")
    SIMULATION.count(game)  # a sound game
    game.state.warrior.wounds = -1
    with pytest.raises(InvariantBroken, match="wounds"):
        check_state(game, game.state.setup.limit_box, False)
    game.state.warrior.wounds = 0
    game.state.house.removed.append("room-99")
    with pytest.raises(InvariantBroken, match="House cards not conserved"):
        check_state(game, game.state.setup.limit_box, False)
