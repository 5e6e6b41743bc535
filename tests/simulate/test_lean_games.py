"""What a simulated game may leave out (docs/simulate.md, "Speed"): the events no tally
reads (``State.keep``, ``SimulationHooks.reads``) and the ``info`` of the prompts its
policy never reads (``State.unread``, ``unread_info``). The games themselves, their
answers and the events that are kept must be exactly those of a complete game."""

from __future__ import annotations

from typing import Any

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.rulesets.tunnel_rats.simulation import SIMULATION
from crawlbook.runtime.autoplay import drive
from crawlbook.runtime.eventlog import EventLog, LeanLog
from crawlbook.runtime.game import Game, prepare
from crawlbook.runtime.policies import make_policy, policy_seed, start_policy
from crawlbook.runtime.rng import seed_for_run
from crawlbook.runtime.simulation.tally import READS, kept_events

SEEDS = [seed_for_run(3, i) for i in range(12)]


@pytest.fixture(scope="module")
def prepared():
    return prepare(load_program("1"))


def _play(prepared, seed: int, policy_name: str, lean: bool) -> Game:
    policy = make_policy(policy_name, policy_seed(seed), "tunnel-rats")
    game = Game.new(prepared.program, seed, content=prepared,
                    keep=kept_events(SIMULATION) if lean else None)
    start_policy(policy, game)
    if lean:
        game.state.unread = policy.unread_info
    drive(game, policy)
    return game


def test_the_kept_types_are_the_core_s_and_the_ruleset_s():
    assert kept_events(SIMULATION) == READS | SIMULATION.reads
    assert kept_events(None) is None


@pytest.mark.parametrize("policy_name", ["cautious", "explore", "random"])
def test_a_lean_game_is_the_same_game(prepared, policy_name):
    keep = kept_events(SIMULATION)
    for seed in SEEDS:
        full = _play(prepared, seed, policy_name, lean=False)
        lean = _play(prepared, seed, policy_name, lean=True)
        assert lean.answers == full.answers
        assert lean.result == full.result
        assert lean.state.snapshot()["rng"] == full.state.snapshot()["rng"]
        # Every kept event is there, with its place in the whole log (``seq``).
        assert lean.log == [e for e in full.log if e["type"] in keep]
        assert lean.state.log.written == full.state.log.written == len(full.log)


def test_a_played_game_keeps_every_event_and_full_prompts(prepared):
    game = Game.new(prepared.program, SEEDS[0], content=prepared)
    assert type(game.state.log) is EventLog and game.state.unread == frozenset()
    assert [e["seq"] for e in game.log] == list(range(len(game.log)))
    assert game.prompt is not None and game.prompt.info.get("stage") == "briefing"


def test_a_bare_prompt_still_names_its_entry(prepared):
    policy = make_policy("cautious", 1, "tunnel-rats")
    game = Game.new(prepared.program, SEEDS[1], content=prepared)
    start_policy(policy, game)
    game.state.unread = frozenset(policy.unread_info)
    while game.prompt is not None:
        prompt = game.prompt
        if prompt.kind in ("read", "decision") and prompt.info.get("entry") is not None:
            assert set(prompt.info) == {"entry"}
        elif prompt.kind in policy.unread_info and prompt.info.get("stage") is None:
            assert prompt.info == {}
        game.answer(policy.choose(prompt))


def test_keeps_answers_without_counting():
    """``EventLog.keeps`` says whether a type is kept and counts nothing: a procedure asks
    once and counts each event it leaves out itself (``skip``, for ``seq``); ``wants`` and
    ``next_seq`` count an event left out as written."""
    game = Game.new(load_program("1"), SEEDS[0], keep=frozenset({"entry"}))
    log = game.state.log
    assert isinstance(log, LeanLog)
    written = log.written
    assert log.keeps("entry") and not log.keeps("tb_discard")
    assert log.written == written
    assert not log.wants("tb_discard") and log.next_seq("tb_deck") is None
    log.skip(2)
    assert log.written == written + 4
    assert log.next_seq("entry") == written + 4 and log.written == written + 4
    log.emit("entry", id="X")
    assert log[-1] == {"seq": written + 4, "type": "entry", "id": "X"}
    assert log.written == written + 5 == len(log) + log.left_out
    full = EventLog()
    assert full.keeps("tb_discard") and full.wants("x") and full.next_seq("x") == 0
    full.emit("x")
    assert full == [{"seq": 0, "type": "x"}] and full.written == 1 and full.kept is None


@pytest.mark.parametrize("kept", [frozenset({"tb_deck"}), frozenset({"tb_discard"}),
                                  frozenset({"crawl", "reveal"}),
                                  frozenset({"crawl_start", "tb_encounter_end"})])
def test_events_asked_once_a_game_keep_their_place(prepared, kept):
    """The TB deck's and the Crawl's frequent events ask once a game whether the log keeps
    them (``EventLog.wants`` and ``next_seq``): whichever of them are kept, they are the
    complete game's, each with its place in the whole log (``seq``)."""
    for seed in SEEDS[:4]:
        full = _play(prepared, seed, "cautious", lean=False)
        policy = make_policy("cautious", policy_seed(seed), "tunnel-rats")
        lean = Game.new(prepared.program, seed, content=prepared, keep=kept)
        start_policy(policy, lean)
        drive(lean, policy)
        # The set-up's events are written before ``keep`` applies.
        played = [e for e in lean.log if e["seq"] > full.log[0]["seq"]]
        assert played and played == [e for e in full.log[1:] if e["type"] in kept]
        assert lean.log[0] == full.log[0] and full.log[0]["type"] == "setup"


@pytest.mark.parametrize("lean", [False, True])
def test_the_ruleset_counts_the_same_from_the_events_set_aside(prepared: Any,
                                                                lean: bool) -> None:
    """``SimulationHooks.count_events`` (given what ``read_log`` sets aside: one walk of
    the log) counts what ``count`` reads from the whole log, in a lean or full game; a
    ruleset with only ``count`` is still asked through it."""
    from collections import Counter

    from crawlbook.runtime.simulation.tally import Tally, read_log

    from crawlbook.ruleset import SimulationHooks

    class OnlyCount(SimulationHooks):  # a ruleset's hooks without ``count_events``
        def count(self, game: Game) -> Counter:
            return Counter({"games": 1})

    for seed in SEEDS[:6]:
        game = _play(prepared, seed, "cautious", lean=lean)
        others: list[dict] = []
        read_log(game.log, None, False, others)
        assert all(e["type"] not in READS for e in others)
        assert len(others) == sum(e["type"] not in READS for e in game.log)
        assert SIMULATION.count_events(game, others) == SIMULATION.count(game)
        tally = Tally()
        tally.record_game(game, OnlyCount())
        assert tally.ruleset == Counter({"games": 1})


def test_the_core_random_policy_reads_the_info_of_no_kind_and_names_none(prepared):
    """``random`` reads no prompt's ``info``: its ``unread_info`` holds every kind, of
    any ruleset, without the core naming them (``EveryKind``), survives the trip to a
    worker process, and a lean game of it leaves every kind's ``info`` out."""
    import pickle

    from crawlbook.runtime.state import EveryKind

    unread = make_policy("random", 1, "tunnel-rats").unread_info
    assert isinstance(unread, EveryKind) and unread
    assert all(kind in unread for kind in ("exit", "combat.draw", "action", "no such kind"))
    again = pickle.loads(pickle.dumps(unread))
    assert isinstance(again, EveryKind) and "exit" in again
    game = _play(prepared, SEEDS[0], "random", lean=True)
    assert isinstance(game.state.unread, EveryKind)
