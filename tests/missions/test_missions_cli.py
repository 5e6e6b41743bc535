"""`crawlbook missions`: the bundled missions as a table or JSON, counted from the
compiled programs (docs/missions.md); and `crawlbook check --strict` on each of them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.missions import BundledMission, bundled, find
from mission_facts import event_entries, noted, program_of

from crawlbook.cli import main

KEYS = {"number", "title", "name", "ruleset", "levels", "events", "entries", "log_entries",
        "path"}


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
