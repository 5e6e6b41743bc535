"""Set-up and the End of Mission (rulebook "Set Up", "Team Set Up", "Mission Objectives",
"End of Mission" Success Points)."""

from __future__ import annotations

import pytest
from crawlbook.rulesets.tunnel_rats.engine.end_of_mission import quantity, success_points
from crawlbook.rulesets.tunnel_rats.engine.state import GameOptions
from crawlbook.runtime.game import BadProgram, Game

from tests.runtime.programs import program, sample_program

from .helpers import new


def test_team_is_three_of_six_profiles():
    """Team Set Up 13: shuffle the 6 Rat Profile cards, draw 3."""
    seen = set()
    for seed in range(40):
        game = Game.new(sample_program(), seed)
        team = game.state.team
        assert len(team.rats) == 3 and len({r.id for r in team.rats}) == 3
        assert team.formation == [r.id for r in team.rats]
        assert all(r.health == 10 and r.damage == 0 for r in team.rats)
        seen |= {r.id for r in team.rats}
    assert len(seen) == 6


def test_chosen_team_and_formation():
    game = new(sample_program(), team=("mole", "doc", "ghost"))
    assert game.state.team.at("LEAD").id == "mole"
    assert game.state.team.at("BACKUP").id == "doc"
    assert game.state.team.at("SUPPORT").id == "ghost"


def test_bad_team_is_a_clear_error():
    with pytest.raises(BadProgram, match="3 different Rats"):
        Game.new(sample_program(), 1, GameOptions(team=("mole", "mole", "doc")))


def test_starting_threat_and_markers():
    game = new(program(mission={"threat": 5, "markers": ["radio"],
                                "rules": [{"verb": "MARKER", "params": {"name": "MAP"}}]}))
    assert game.state.threat == 5 and game.state.markers == ["MAP", "RADIO"]


def test_bad_programs_are_clear_errors():
    with pytest.raises(BadProgram, match="not a crawlbook program"):
        Game.new({"format": "something"}, 1)
    with pytest.raises(BadProgram, match="no rules engine for the ruleset `no-such-game`"):
        Game.new({**program(), "ruleset": "no-such-game"}, 1)
    with pytest.raises(BadProgram, match="levels"):
        Game.new(program(mission={"levels": 5}), 1)
    with pytest.raises(BadProgram, match="ENTRANCE COLUMN"):
        Game.new(program(mission={"entrance_column": 9}), 1)


def test_success_points_quantities():
    """END OF MISSION: RAT STANDING, OBJECTIVE MET, TB CARD LEFT, LOG ENTRY, DAMAGE."""
    prog = program(eom={"text": ["Out."], "success_points": [
        {"points": 3, "if": {"noted": "WELL"}},
        {"points": -2, "if": {"and": [{"noted": "LOUD"}, {"not": {"noted": "WELL"}}]}},
        {"points": 1, "per": "RAT STANDING", "every": 1},
        {"points": 1, "per": "OBJECTIVE MET", "every": 1},
        {"points": 1, "per": "TB CARD LEFT", "every": 2},
        {"points": 1, "per": "LOG ENTRY", "every": 1},
        {"points": -1, "per": "DAMAGE", "every": 3}]})
    game = new(prog)
    s = game.state
    s.log_entries[:] = ["WELL", "LOUD"]
    s.team.rats[0].damage = 7
    s.tb.removed.append(s.tb.draw.pop())
    assert quantity(s, "RAT STANDING") == 3
    assert quantity(s, "OBJECTIVE MET") == 1
    assert quantity(s, "TB CARD LEFT") == 9
    assert quantity(s, "LOG ENTRY") == 2
    assert quantity(s, "DAMAGE") == 7
    total, _lines = success_points(s)
    assert total == 3 + 0 + 3 + 1 + 4 + 2 - 2


def test_success_ends_with_points_and_end_text():
    game = new(sample_program())
    for a in ("continue", "end"):
        game.answer(a)
    assert game.over and game.result.outcome == "success" and game.result.cause is None
    # 3 Rats standing + 0 objectives + 10 TB cards left / 2
    assert game.result.score == 3 + 5
    types = [e["type"] for e in game.log[-2:]]
    assert types == ["end_text", "mission_end"]


def test_failure_scores_zero_and_reads_no_end_text():
    """"If you fail the Mission you do not read the End text"."""
    game = new(sample_program())
    for a in ("continue", "abandon"):
        game.answer(a)
    assert game.result.score == 0
    assert not [e for e in game.log if e["type"] == "end_text"]


def test_game_reaches_its_ruleset_only_through_its_plugin():
    """The core is ruleset-neutral (docs/rulesets.md): a program's ruleset names a plug-in
    found by entry point, whose engine plays it."""
    from crawlbook.rulesets.tunnel_rats.engine.mission import TUNNEL_RATS
    from crawlbook.runtime.game import engine_for

    from crawlbook import plugins

    assert "tunnel-rats" in plugins.names()
    assert engine_for("tunnel-rats") is TUNNEL_RATS
    assert engine_for("no-such-ruleset") is None
