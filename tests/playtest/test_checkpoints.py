"""Forks from checkpoints (docs/rulesets.md, "Checkpoints"; docs/playtesting.md, "Forks"):
a fork that copies the state at the last checkpoint and gives the answers since is the
same game as one replayed from the seed, event for event, and leaves the checkpoint it
copied as it was."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.rulesets.tunnel_rats.engine.state import GameState
from crawlbook.runtime.fork import Forker
from crawlbook.runtime.game import Game, prepare
from crawlbook.runtime.policies import load_policy, policy_seed, start_policy
from crawlbook.runtime.rng import Rng, seed_for_run

SENSIBLE = {"tunnel-rats": "cautious", "chainsaw-warrior": "careful"}


def _played(ready, seed: int, policy: str) -> Game:
    game = Game.new(ready.program, seed, content=ready)
    chooser = load_policy(policy, game.ruleset)(policy_seed(seed))
    start_policy(chooser, game)
    game.answer_all(chooser.choose, 100_000)
    return game


def _ending(forker: Forker, seed: int, game: Game, at: int, salt: int, policy: str):
    """A fork after the first ``at`` answers, played to its end by ``policy``: its state
    as forked, then its whole log, result and answers."""
    copy = forker.fork(seed, game.options, game.answers[:at], salt)
    engine = copy.engine
    forked = engine.snapshot(copy.state)
    chooser = load_policy(policy, copy.ruleset)(salt)
    start_policy(chooser, copy)
    copy.answer_all(chooser.choose, 100_000)
    return forked, engine.snapshot(copy.state), list(copy.log), copy.result, copy.answers


@pytest.mark.parametrize(("mission", "games"), [
    ("0", 2), ("1", 2), ("3", 1), ("chainsaw-warrior", 2), ("chainsaw-warrior-blackout", 1)])
def test_a_fork_from_a_checkpoint_is_the_replayed_fork(mission, games):
    """At every few prompts of whole games (Tunnel Rats: Exits, Combat, Events; Chainsaw
    Warrior: kitting out, cards, fights), the sensible policy and ``random`` playing on."""
    ready = prepare(load_program(mission))
    resumed = Forker(ready, keep=None)
    replayed = Forker(ready, keep=None, checkpoints=False)
    assert resumed.resumes and not replayed.resumes
    sensible = SENSIBLE[ready.engine.name]
    compared = 0
    for g in range(games):
        seed = seed_for_run(28, g)
        game = _played(ready, seed, sensible)
        for at in range(0, len(game.answers), 7):
            for policy in (sensible, "random"):
                salt = 1000 * g + at
                assert (_ending(resumed, seed, game, at, salt, policy)
                        == _ending(replayed, seed, game, at, salt, policy)), (seed, at)
                compared += 1
    assert compared > 10


def test_forks_leave_the_checkpoint_and_the_trunk_as_they_were():
    ready = prepare(load_program("1"))
    forker = Forker(ready, keep=None)
    seed = seed_for_run(28, 5)
    game = _played(ready, seed, "cautious")
    at = len(game.answers) // 2
    forker.fork(seed, game.options, game.answers[:at], 1)
    _, state = forker._mark
    before = ready.engine.snapshot(state), list(state.log), list(state.fired)
    for salt in range(20):
        _ending(forker, seed, game, at, salt, "random")
    assert forker._mark[1] is state
    assert (ready.engine.snapshot(state), list(state.log), list(state.fired)) == before


# What a Tunnel Rats copy at a checkpoint shares with the state it copies: what the
# program and content pack determine (engine/checkpoint.py), the options, and the last
# Combat's hands (``interaction``: read for a prompt's info, never changed).
SHARED = {"program", "content", "options", "cache", "interaction", "unread",
          "on_checkpoint", "templates", "ways", "last_exits", "forbidden", "entrance",
          "abilities", "state"}


def _mutable(value: object) -> bool:
    if isinstance(value, (list, dict, set, Rng)):
        return True
    params = getattr(type(value), "__dataclass_params__", None)
    return params is not None and not params.frozen


@pytest.mark.parametrize("mission", ["0", "2"])
def test_a_copy_shares_nothing_a_game_changes(mission):
    """Every field of the state, its Team, TB deck and Tunnel Complex (and their Rats and
    placed cards) that a game may change is a new object in the copy: a field added to
    the state and not to engine/checkpoint.py fails here."""
    ready = prepare(load_program(mission))
    game = _played(ready, seed_for_run(28, 1), "cautious")
    forker = Forker(ready, keep=None)
    forker.fork(game.seed, game.options, game.answers[:len(game.answers) // 2], 3)
    original = forker._trunk.state
    copy = ready.engine.copy_state(original)
    assert ready.engine.snapshot(copy) == ready.engine.snapshot(original)

    def check(a: Any, b: Any, where: str) -> None:
        for f in dataclasses.fields(a):
            x, y = getattr(a, f.name), getattr(b, f.name)
            if f.name in SHARED or not _mutable(x):
                assert x == y or f.name in ("state", "on_checkpoint"), f"{where}.{f.name}"
                continue
            assert x is not y, f"{where}.{f.name} is shared"
            if isinstance(x, Rng):
                assert x.to_json() == y.to_json()
                continue
            assert x == y, f"{where}.{f.name}"
            if dataclasses.is_dataclass(x):
                check(x, y, f"{where}.{f.name}")
            elif isinstance(x, dict):
                for key, item in x.items():
                    if _mutable(item):
                        assert item is not y[key], f"{where}.{f.name}[{key}] is shared"
            elif isinstance(x, list):
                for i, item in enumerate(x):
                    if dataclasses.is_dataclass(item) and _mutable(item):
                        assert item is not y[i], f"{where}.{f.name}[{i}] is shared"
                        check(item, y[i], f"{where}.{f.name}[{i}]")

    check(original, copy, "state")
    assert copy.tb.state is copy and copy.on_checkpoint is None
    assert {f.name for f in dataclasses.fields(GameState)} >= {"team", "tb", "complex"}
