"""The campaign (rulebook "Team Set Up", optional rule: the same Team of Rats through
Missions 1 to 3; docs/campaign.md): played end to end by a policy and by the command,
its save as robust as a game save, the Team carried over, the score."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.rulesets.tunnel_rats import campaign as c

from crawlbook.cli import main


def test_a_campaign_plays_missions_1_to_3_with_one_team() -> None:
    played = c.play_campaign(3, "cautious")
    assert [r["mission"] for r in played.results] == ["1", "2", "3"]
    assert played.score == sum(r["score"] for r in played.results)
    first, second = played.results[0], played.results[1]
    # The standing Rats carry over; each Rat Taken Out is replaced by a new one.
    kept = [r for r in first["team"] if r not in first["taken_out"]]
    assert second["team"][:len(kept)] == kept and len(second["team"]) == 3
    assert not set(first["taken_out"]) & set(second["team"]) or len(played.used) == 6


def test_the_same_seed_replays_the_campaign() -> None:
    assert c.play_campaign(5, "cautious").to_json() == c.play_campaign(5, "cautious").to_json()


def test_damage_heals_between_missions() -> None:
    """Our ruling: Damage is "in a Mission"; each Mission starts with none."""
    campaign = c.new_campaign(1)
    game = c.mission_game(campaign)
    assert list(game.state.team.formation) == campaign.team
    assert all(r.damage == 0 for r in game.state.team.rats)


def test_the_command_plays_and_saves_a_campaign(tmp_path: Path) -> None:
    save = tmp_path / "camp.json"
    result = CliRunner().invoke(main, ["campaign", "--seed", "3", "--policy", "cautious",
                                       "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert "Campaign score:" in result.output
    data = json.loads(save.read_text())
    assert data["format"] == "crawlbook-campaign" and len(data["results"]) == 3
    assert data["results"] == c.play_campaign(3, "cautious").to_json()["results"]


def test_quitting_mid_mission_saves_and_load_goes_on(tmp_path: Path) -> None:
    save = tmp_path / "camp.json"
    script = tmp_path / "answers.txt"
    script.write_text("\nquit\n")
    result = CliRunner().invoke(main, ["campaign", "--seed", "4", "--script", str(script),
                                       "--save", str(save)])
    assert result.exit_code == 0, result.output
    # the one command that goes on: the campaign's own save, loaded once
    assert f"Play on with: crawlbook campaign --load {save}\n" in result.output
    loaded = c.read_campaign(save)
    assert loaded.current is not None and loaded.results == []
    game = c.mission_game(loaded)
    assert game.answers == loaded.current["answers"]


@pytest.mark.parametrize(("text", "message"), [
    ("", "not valid JSON"), ("[]", "not a crawlbook campaign save"),
    ('{"format": "crawlbook-campaign", "version": 9}', "newer than this crawlbook"),
    ('{"format": "crawlbook-campaign", "version": 1, "seed": 1, "team": ["bob"], '
     '"used": [], "results": []}', "Rat ids"),
])
def test_a_damaged_campaign_save_is_a_clear_error(tmp_path: Path, text: str,
                                                  message: str) -> None:
    save = tmp_path / "camp.json"
    save.write_text(text)
    with pytest.raises(c.CampaignError, match=message):
        c.read_campaign(save)
    result = CliRunner().invoke(main, ["campaign", "--load", str(save)])
    assert result.exit_code == 1 and "cannot load the campaign" in result.output


def test_simulate_reports_campaigns() -> None:
    result = CliRunner().invoke(main, ["simulate", "1", "--campaign", "-n", "3", "--policy",
                                       "cautious", "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["campaigns"] == 3 and 0 <= report["win_rate"]["value"] <= 1
    assert set(report["mission_success"]) <= {"1", "2", "3"}
