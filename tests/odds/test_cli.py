"""`crawlbook odds MISSION [ENTRY]` through click's CliRunner (docs/odds.md, "The
command"): the tables, JSON with exact fractions, and the exit codes of docs/index.md
(1 a mission with errors, 2 a missing file or an ENTRY the mission does not have)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner, Result

from crawlbook.cli import main

CASES = Path(__file__).resolve().parents[1] / "data" / "cases"
CLEAN = str(CASES / "clean.mission")
BROKEN = str(CASES / "stuck.mission")


def run(*args: str) -> Result:
    env = {"NO_COLOR": "1", "COLUMNS": "120"}
    return CliRunner().invoke(main, ["odds", *args], env=env, catch_exceptions=False)


def test_the_whole_mission_as_one_table() -> None:
    result = run(CLEAN)
    assert result.exit_code == 0, result.output
    assert "TEST SUPPORT SURVIVAL DIFF 2" in result.output
    assert "COMBAT STANDARD 2 INITIATIVE VC" in result.output
    assert "Event 1" in result.output and "WELL" in result.output
    assert "\x1b" not in result.output and "Traceback" not in result.output


def test_one_entry_in_full() -> None:
    result = run(CLEAN, "1.2")
    assert result.exit_code == 0, result.output
    assert '"Mole" R. A. Hood' in result.output and "Unique" in result.output
    assert "Outcomes: pass" in result.output


def test_a_combat_entry_shows_every_weapon_and_zone() -> None:
    result = run(CLEAN, "2.1", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    [effect] = data["effects"]
    odds = effect["odds"]
    assert odds["columns"] == ["Standard VC, Low", "Standard VC, Medium", "Standard VC, High"]
    labels = [row["label"] for row in odds["rows"]]
    assert "Knife, holding the Initiative" in labels and any("Pistol" in x for x in labels)
    cell = odds["rows"][0]["cells"][0]
    assert "/" in cell["exact"] and 0 < cell["value"] < 1


def test_an_event_as_an_exact_distribution_in_json() -> None:
    result = run(CLEAN, "1", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["kind"] == "event" and data["owner"] == "1"
    assert set(data["endings"]) == {"1.1", "1.3", "1.4"}
    total = sum(o["chance"]["value"] for o in data["outcomes"])
    assert abs(total - 1) < 1e-5
    assert "Damage taken" in data["marginals"]


def test_an_event_as_tables_and_a_card_by_its_code() -> None:
    result = run(CLEAN, "event 1")
    assert result.exit_code == 0, result.output
    assert "Where it ends" in result.output and "Assumes:" in result.output
    result = run(CLEAN, "tr18")
    assert result.exit_code == 0, result.output
    assert "Card TR18" in result.output


def test_the_whole_mission_in_json() -> None:
    result = run("1", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["ruleset"] == "tunnel-rats" and data["entries"] and data["events"]


def test_a_chainsaw_warrior_scenario() -> None:
    """Reflex tests, Aimed Shots and Hand-to-Hand rounds (rulesets/chainsaw_warrior)."""
    result = run("chainsaw-warrior-blackout")
    assert result.exit_code == 0, result.output
    assert "TEST REFLEXES" in result.output and "FIGHT" in result.output
    result = run("chainsaw-warrior-blackout", "GENERATOR.1", "--format", "json")
    data = json.loads(result.output)
    assert data["effects"][0]["odds"]["chances"]["pass"]["value"] > 0.5


def test_an_unknown_entry_is_a_usage_error_with_a_suggestion() -> None:
    result = run(CLEAN, "1.9")
    assert result.exit_code == 2
    assert "no entry, Event or card" in result.output and "did you mean" in result.output


def test_a_missing_file_is_a_usage_error() -> None:
    result = run("no-such-mission.mission")
    assert result.exit_code == 2 and "no such file" in result.output


def test_a_mission_with_errors_is_exit_1() -> None:
    result = run(BROKEN)
    assert result.exit_code == 1 and "Traceback" not in result.output


def test_help_says_what_it_does() -> None:
    result = CliRunner().invoke(main, ["odds", "--help"])
    assert result.exit_code == 0 and "exact" in result.output and "ENTRY" in result.output
    result = CliRunner().invoke(main, ["--help"])
    assert "odds" in result.output


def test_the_booklet_prints_the_odds_in_the_margin_only_when_asked(tmp_path: Path) -> None:
    """`crawlbook booklet --odds` (docs/odds.md): each entry with odds gets an aside."""
    plain, with_odds = tmp_path / "plain.html", tmp_path / "odds.html"
    runner = CliRunner()
    result = runner.invoke(main, ["booklet", "--isolated", CLEAN, "-o", str(plain)])
    assert result.exit_code == 0, result.output
    result = runner.invoke(main, ["booklet", "--isolated", CLEAN, "-o", str(with_odds),
                                  "--odds"])
    assert result.exit_code == 0, result.output
    assert 'class="odds"' not in plain.read_text(encoding="utf-8")
    page = with_odds.read_text(encoding="utf-8")
    assert page.count('<aside class="odds"') == 2  # 1.2 and 2.1
    assert "TEST SUPPORT SURVIVAL DIFF 2: pass" in page
