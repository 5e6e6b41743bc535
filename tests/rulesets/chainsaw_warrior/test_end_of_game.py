"""The End of the Game: "Chainsaw Warrior ends when one of the following things happens:
Darkness is hit by a Shot (Aimed or Lucky) from the Laser-Lance. Both you and Darkness are
killed by the Implosion Waistcoat. You die, either from radiation sickness or from your
wounds. You become a Zombie. You fail to find Darkness in 60 minutes" (and what a card
says: the Slime). Played through ``Game``, the core's handle, to its ``Result``."""

from __future__ import annotations

import pytest
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver

from .helpers import bench, darkness_next, encounter, events, fight, new

CREATION = [3, 4, 4, 4, 4, 4, 4, 4, 5, 4, 1]  # Endurance 15, Wounds 14, ..., Allowance 3


def test_a_win_darkness_hit_by_an_aimed_shot_from_the_laser_lance():
    game = new([*CREATION, 2, 2, 6, 6], arrange=darkness_next)
    game.answer("continue").answer("done")
    assert game.prompt.kind == "shoot"
    game.answer("laser_lance@0")
    assert game.prompt is None
    assert (game.result.kind, game.result.outcome, game.result.cause) == (
        "win", "win", "darkness_destroyed")
    end = game.state.log[-1]
    assert end["type"] == "game_end" and end["score"] == 120 - 1 == game.result.score
    assert events(game.state, "card_turned")[0]["deck"] == 2


def test_only_the_laser_lance_can_hit_darkness():
    """"If you can hit it with a shot from your Laser-lance or the blast from the Implosion
    Waistcoat it will be destroyed but otherwise it is invulnerable"."""
    state = bench([1, 1, 6, 6, 1, 1, 6, 6], "MAN_TO_MAN_ROCKETS", "SUB_MACHINE_GUN")
    state.items.pop(0)  # no Laser-lance: nothing can shoot it, HtH holds it off
    state.time = 118
    with pytest.raises(GameOver):
        fight(state, "DARKNESS")
    assert not events(state, "aimed_shot") and len(events(state, "held_off")) == 2
    assert state.outcome == "loss" and state.cause == "time"


def test_a_draw_the_implosion_waistcoat():
    game = new([*CREATION], arrange=darkness_next)
    from .helpers import give

    give(game.state, "IMPLOSION_WAISTCOAT")
    game.answer("continue").answer("done")
    assert game.prompt.kind == "waistcoat"
    game.answer("yes")
    assert (game.result.kind, game.result.cause) == ("draw", "implosion_waistcoat")
    assert game.result.score == 0


@pytest.mark.parametrize(("code", "faces", "setup", "cause"), [
    ("RAD_CANISTER", [6], {"endurance": 9}, "radiation"),
    ("MINES", [6, 6, 6], {"wounds": 7}, "wounds"),
    ("ZOMBIE", [5], {"infected": True, "venom": 13, "endurance": 14}, "venom"),
])
def test_the_losses(code, faces, setup, cause):
    """"If the Radiation marker reaches your Endurance limit you die of radiation
    exposure. If your Wound marker reaches zero you will die of wound damage ... if your
    Venom marker reaches your Endurance limit you will ... become a Zombie"."""
    wounds = setup.pop("wounds", 12)
    state = bench(faces, wounds=wounds, **setup)
    with pytest.raises(GameOver) as over:
        encounter(state, code)
    assert (over.value.outcome, over.value.cause) == ("loss", cause)
    w = state.me
    assert 0 <= w.wounds and w.radiation <= w.endurance and w.venom <= w.endurance


def test_the_game_ends_at_once():
    """Nothing happens after the end: the log's last event is the end, with its cause."""
    game = new([*CREATION, 2, 2, 6, 6], arrange=darkness_next)
    game.answer("continue").answer("done").answer("laser_lance@0")
    types = [e["type"] for e in game.state.log]
    assert types[-5:] == ["aimed_shot", "item_used", "creature_killed", "end_text", "game_end"]


def test_a_game_ended_in_a_card_hands_the_interpreter_its_stop():
    """docs/rulesets.md, "Ending the game": a win reads the end the core's way and the
    game's ``Stop`` is the core's ``ended``."""
    game = new([*CREATION, 2, 2, 6, 6], arrange=darkness_next)
    game.answer("continue").answer("done").answer("laser_lance@0")
    assert game.state.ended is not None
    assert (game.state.ended.result, game.state.ended.reason) == ("win", "darkness_destroyed")
    assert [e["type"] for e in game.state.log][-2:] == ["end_text", "game_end"]
