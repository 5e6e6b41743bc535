"""Programs enter the runtime in the version 2 shape (docs/engine.md, "Programs"): a
version 1 program (its set-up inside ``mission``) is upgraded on a copy, every key of
``mission`` that is not neutral moving into ``setup``; a program that has ``setup`` is
played as it is; Tunnel Rats reads its set-up from ``setup`` only."""

from __future__ import annotations

import copy

import pytest
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.game import BadProgram, Game, prepare
from crawlbook.runtime.program import NEUTRAL_MISSION_KEYS, check_program, upgrade

from .programs import sample_program


def test_version_1_moves_set_up_keys_into_setup():
    v1 = sample_program()
    before = copy.deepcopy(v1)
    v2 = upgrade(v1)
    assert v1 == before  # never changed
    assert v2["version"] == 2
    assert set(v2["mission"]) == set(v1["mission"]) & NEUTRAL_MISSION_KEYS
    assert set(v2["setup"]) == {"levels", "tb_deck", "threat", "entrance_column", "decks",
                                "random_combat"}
    assert {**v2["mission"], **v2["setup"]} == v1["mission"]
    assert v2["entries"] is v1["entries"] and v2["content_hash"] == v1["content_hash"]


def test_upgrade_is_idempotent():
    v2 = upgrade(sample_program())
    assert upgrade(v2) is v2


def test_the_engine_reads_setup_only():
    program = upgrade(sample_program())
    program["mission"]["levels"] = 3  # ignored: set-up lives in `setup`
    program["setup"]["levels"] = 1
    game = Game.new(program, 1)
    assert game.state.complex.levels == 1


def test_version_1_and_its_upgrade_play_the_same_game():
    v1 = sample_program()
    v2 = upgrade(v1)
    for seed in range(10):
        assert play_with_policy(v1, seed, "explorer").log == play_with_policy(
            v2, seed, "explorer").log


def test_prepare_upgrades_a_copy_and_plays_it_many_times():
    v1 = sample_program()
    prepared = prepare(v1)
    assert "setup" in prepared.program and "setup" not in v1
    a = Game.new(v1, 4, content=prepared)
    b = Game.new(v1, 4)
    assert a.log == b.log and a.program is prepared.program


@pytest.mark.parametrize(("change", "message"), [
    ({"version": 3}, "newer than this crawlbook"),
    ({"version": "2"}, "no valid version"),
    ({"setup": []}, "`setup` must be an object"),
    ({"mission": 5}, "`mission` must be an object"),
])
def test_bad_programs_are_refused(change, message):
    with pytest.raises(BadProgram, match=message):
        check_program({**sample_program(), **change})
    with pytest.raises(BadProgram, match=message):
        Game.new({**sample_program(), **change}, 1)
