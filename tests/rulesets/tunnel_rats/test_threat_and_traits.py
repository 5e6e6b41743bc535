"""Threat and Trait tests (rulebook "Roll Threat Die and Update Threat Level", "Trait
Tests")."""

from __future__ import annotations

import pytest
from crawlbook.rulesets.tunnel_rats.engine.threat import ThreatDie, roll_threat, zone
from crawlbook.rulesets.tunnel_rats.engine.trait_test import TraitTest, roll, trait_test
from crawlbook.runtime.rng import Rng
from crawlbook.runtime.state import State

from tests.runtime.programs import sample_program

from .helpers import GREEN, RED, YELLOW, events, new, rig


def test_threat_die_faces():
    """1 green (-1), 2 gray, 2 yellow (+1), 1 red (+2)."""
    assert sorted(ThreatDie) == sorted(["green", "gray", "gray", "yellow", "yellow", "red"])


@pytest.mark.parametrize(("face", "start", "after"), [
    (GREEN, 3, 2), (YELLOW, 3, 4), (RED, 3, 5), (GREEN, 1, 1), (RED, 8, 9)])
def test_threat_roll_updates_the_track(face, start, after):
    game = new(sample_program())
    game.state.threat = start
    rig(game, face)
    roll_threat(game.state, during_event=False)
    assert game.state.threat == after
    roll_ev = events(game, "threat_roll")[-1]
    assert roll_ev["before"] == start and roll_ev["after"] == after


def test_threat_zones_ruling():
    """Our ruling: 1-3 Low, 4-6 Medium, 7-9 High."""
    assert [zone(t) for t in range(1, 10)] == ["low"] * 3 + ["medium"] * 3 + ["high"] * 3


def test_set_threat_stays_on_the_track():
    game = new(sample_program())
    game.state.set_threat(12, "x")
    assert game.state.threat == 9
    game.state.set_threat(-3, "x")
    assert game.state.threat == 1


def test_rulebook_trait_test_example():
    """Rulebook "Trait Tests": Perception 3 rolling 3, 2 and 4 is 2 successes: DIFF 2
    passes."""
    t = TraitTest(rating=3, diff=2, dice=(3, 2, 4))
    assert t.successes == 2 and t.passed
    assert not TraitTest(3, 3, (3, 2, 4)).passed


def test_trait_test_with_rigged_dice_logs_everything():
    game = new(sample_program(), team=("ghost", "knuckles", "doc"))
    rig(game, 2, 1, 3)  # dice 3, 2, 4
    rat = game.state.team.rat("ghost")
    proc = trait_test(game.state, rat, "PERCEPTION", 2, "TR7.1")
    with pytest.raises(StopIteration) as done:
        next(proc)
    assert done.value.value is True
    ev = events(game, "trait_test")[-1]
    assert ev["dice"] == [3, 2, 4] and ev["successes"] == 2 and ev["rating"] == 3


def test_roll_uses_three_dice():
    """"To make a Trait test roll 3D6": one roll of the core's dice helper, logged."""
    state = State(program={}, rng=Rng(5))
    t = roll(state, 4, 2, "Survival test")
    assert len(t.dice) == 3 and all(1 <= d <= 6 for d in t.dice)
    (event,) = state.log
    assert event["type"] == "dice" and event["dice"] == "3D6"
    assert event["faces"] == list(t.dice) and event["total"] == sum(t.dice)
    assert event["purpose"] == "Survival test"


def test_sharp_eyes_lowers_perception_diff():
    game = new(sample_program(), team=("light", "knuckles", "doc"))
    rig(game, 5, 5, 0)  # 6, 6, 1: one success
    proc = trait_test(game.state, game.state.team.rat("light"), "PERCEPTION", 2, "x")
    with pytest.raises(StopIteration) as done:
        next(proc)
    assert done.value.value is True and events(game, "trait_test")[-1]["diff"] == 1


def test_second_chance_rerolls_once():
    game = new(sample_program(), team=("ghost", "knuckles", "doc"))
    rig(game, 5, 5, 5, 0, 0, 0)  # fail, then reroll 1, 1, 1
    rat = game.state.team.rat("ghost")
    proc = trait_test(game.state, rat, "SURVIVAL", 2, "x")
    prompt = next(proc)
    assert prompt.kind == "ability" and prompt.ids() == ["yes", "no"]
    with pytest.raises(StopIteration) as done:
        proc.send("yes")
    assert done.value.value is True and rat.ability_used
    rig(game, 5, 5, 5)
    proc = trait_test(game.state, rat, "SURVIVAL", 2, "x")
    with pytest.raises(StopIteration) as done:  # used: no second offer
        next(proc)
    assert done.value.value is False
