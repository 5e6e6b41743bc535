"""`crawlbook missions`: the bundled missions as a table or JSON, counted from the
compiled programs (docs/missions.md); and `crawlbook check --strict` on each of them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.missions import BundledMission, bundled, find
from mission_facts import event_entries, noted, program_of

from crawlbook.cli import main

KEYS = {"number", "title", "name", "ruleset", "levels", "events", "entries", "log_entries",
        "counts", "path"}


def test_missions_json_lists_every_bundled_mission_with_its_counts() -> None:
    result = CliRunner().invoke(main, ["missions", "--format", "json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)
    assert [r["number"] for r in rows] == [m.number for m in bundled()]
    for row, mission in zip(rows, bundled(), strict=True):
        assert set(row) == KEYS
        program = program_of(mission.path)
        entries = event_entries(program)
        assert row["title"] == mission.title == program["mission"]["title"]
        assert row["path"] == str(mission.path)
        assert row["ruleset"] == program["ruleset"]
        assert find(row["name"]) == mission.path  # what `crawlbook play` takes
        assert row["levels"] == program["setup"].get("levels")  # None: not Tunnel Rats
        assert row["events"] == len(program["events"])
        assert row["entries"] == len(entries)
        assert row["log_entries"] == len(noted(entries))


def test_missions_table_names_every_mission() -> None:
    result = CliRunner().invoke(main, ["missions"])
    assert result.exit_code == 0, result.output
    for mission in bundled():
        assert mission.title in result.output
    assert "Levels" not in result.output  # a Tunnel Rats column, meaningless for others
    assert "chainsaw-warrior" in result.output and "tunnel-rats" in result.output


@pytest.mark.parametrize("mission", bundled(), ids=lambda m: m.name)
def test_bundled_mission_checks_clean_with_strict(mission: BundledMission) -> None:
    result = CliRunner().invoke(main, ["check", "--strict", str(mission.path)])
    assert result.exit_code == 0, result.output


def test_missions_reports_a_mission_that_does_not_compile(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    import crawlbook.missions as bundled_missions

    broken = tmp_path / "09-broken.mission"
    broken.write_text("MISSION 9: Broken\nEVENT 1: A\n1.1\nNo way out.\n=====\n",
                      encoding="utf-8")
    fake = bundled_missions.BundledMission(9, "09-broken", "Broken", broken)
    monkeypatch.setattr(bundled_missions, "bundled", lambda: [fake])
    result = CliRunner().invoke(main, ["missions", "--format", "json"])
    assert result.exit_code == 1
    assert "09-broken.mission" in result.stderr
    row = json.loads(result.stdout)[0]
    assert row["number"] == 9 and row["events"] is None and row["entries"] is None


# -- each ruleset's own columns, in an 80-column terminal (issue 29) ---------------------


def test_each_ruleset_shows_the_counts_that_mean_something_for_it() -> None:
    """Chainsaw Warrior has no Events: its rows count its House deck, the cards its
    booklet writes itself and its time limit (``Ruleset.mission_counts``), never Events 0."""
    result = CliRunner().invoke(main, ["missions", "--format", "json"])
    rows = {r["name"]: r for r in json.loads(result.output)}
    assert list(rows["1"]["counts"]) == ["Events", "Entries", "Log Entries"]
    standard, blackout = rows["chainsaw-warrior"], rows["chainsaw-warrior-blackout"]
    assert "Events" not in standard["counts"]
    assert standard["counts"]["House deck"] > 20 and blackout["counts"]["House deck"] > 20
    assert standard["counts"]["Own cards"] == 0 and blackout["counts"]["Own cards"] == 5
    assert (standard["counts"]["Minutes"], blackout["counts"]["Minutes"]) == (60, 40)


def test_the_table_fits_80_columns_with_whole_headers() -> None:
    result = CliRunner().invoke(main, ["missions"], env={"COLUMNS": "80"}, terminal_width=80)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert max(len(line) for line in lines) <= 80, result.output
    assert "…" not in result.output, result.output
    for header in ("Events", "Entries", "Log Entries", "House deck", "Own cards", "Minutes"):
        # a header's words may stand on lines of their own, whole
        for word in header.split():
            assert any(re.search(rf"\b{word}\b", line) for line in lines), (header, result.output)
    assert "Blackout at Mercy General" in result.output
