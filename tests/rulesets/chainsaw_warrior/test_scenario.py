"""The second scenario, Blackout at Mercy General (docs/chainsaw-warrior/scenario.md): a
house of its own (HOUSE lines), House cards written for it (ENCOUNTER and their CARDs),
its own goal (GOAL RIFT_ENGINE, won by WIN), and what the language checks of them (E222,
CW231, CW232)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.compiler.api import compile_path, load_program
from crawlbook.missions import find
from crawlbook.rulesets.chainsaw_warrior.engine.effects import win
from crawlbook.rulesets.chainsaw_warrior.engine.skipping import skip
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver
from crawlbook.runtime.game import Game
from crawlbook.runtime.simulation import simulate

from crawlbook.cli import main

from .helpers import events, run

PATH = find("chainsaw-warrior-blackout")


def program() -> dict:
    return load_program(PATH or "")


def test_it_is_bundled_and_checks_clean_under_strict():
    assert PATH is not None and find("chainsaw-warrior:2") == PATH
    result = CliRunner().invoke(main, ["check", "--strict", str(PATH)])
    assert result.exit_code == 0, result.output
    setup = program()["setup"]
    assert setup["goal"] == "rift_engine" and setup["time_limit"] == 40
    assert setup["encounters"]["GENERATOR"] == {"category": "trap", "radioactive": True}
    assert sum(sum(b.values()) for b in setup["house"].values()) == 60


def test_the_goal_card_is_placed_as_darkness_is():
    """"Add the Darkness card to the second pile": the scenario's goal card goes into
    Deck Two; the deck holds its own cards and no Darkness."""
    for seed in range(5):
        state = Game.new(program(), seed).state
        cards = state.pack.cards
        assert [c for c in state.house.decks[0] if cards[c].encounter == "RIFT_ENGINE"] == []
        assert [cards[c].encounter for c in state.house.decks[1]].count("RIFT_ENGINE") == 1
        assert all(cards[c].encounter != "DARKNESS" for d in state.house.decks for c in d)
        assert state.pack.encounters["WARD"]["category"] == "creature"


def test_skipping_the_goal_card_reshuffles_deck_two():
    """"Missing Darkness" holds for the goal card."""
    state = Game.new(program(), 1).state
    house = state.house
    house.discards[0].extend(house.decks[0])
    house.decks[0].clear()
    goal = next(c for c in house.decks[1] if state.pack.cards[c].encounter == "RIFT_ENGINE")
    house.decks[1].remove(goal)
    house.decks[1].append(goal)
    run(skip(state, 3, "test"))
    assert events(state, "missing_darkness") and goal in house.decks[1]


def test_win_ends_the_game_with_the_scenarios_cause():
    """RIFT_ENGINE.4: `[WIN RIFT_ENGINE_DESTROYED]`."""
    state = Game.new(program(), 2).state
    with pytest.raises(GameOver):
        run(win(state, {"cause": "RIFT_ENGINE_DESTROYED"}, "RIFT_ENGINE.4"))
    assert (state.outcome, state.cause) == ("win", "rift_engine_destroyed")


def test_careful_plays_it_without_breaking_a_rule():
    report = simulate(program(), 150, seed=3, policy="careful", workers=1)
    assert report["outcomes"]["errors"] == 0, report["failed_runs"][:2]
    assert report["outcomes"]["causes"]["win"].get("rift_engine_destroyed", 0) > 0


def test_the_checks_of_a_scenarios_goal_and_encounters(tmp_path: Path):
    """E222: an encounter neither the pack's nor declared; CW231: the goal not exactly
    once in the deck; CW232: a goal of its own without a WIN."""
    text = (PATH or Path()).read_text(encoding="utf-8")

    def codes(changed: str) -> list[str]:
        path = tmp_path / "s.mission"
        path.write_text(changed, encoding="utf-8")
        return [d.code for d in compile_path(path).diagnostics if d.severity == "error"]

    assert codes(text) == []
    assert codes(text.replace("ENCOUNTER WARD CREATURE\n", "")) == ["E222"]
    assert codes(text.replace(", 1 RIFT_ENGINE", "")) == ["CW231"]
    assert codes(text.replace("1 RIFT_ENGINE", "2 RIFT_ENGINE")) == ["CW231"]
    assert codes(text.replace("[WIN RIFT_ENGINE_DESTROYED]", "[TIME BOXES 1]")) == ["CW232"]
