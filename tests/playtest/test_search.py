"""The `search` policy (docs/playtesting.md, "A strong player"): it decides on forks of
the game whose future is drawn afresh, never on the game's own seeded future."""

from __future__ import annotations

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.runtime.fork import Forker, fork
from crawlbook.runtime.game import Game, prepare
from crawlbook.runtime.policies import load_policy, start_policy
from crawlbook.runtime.rng import Rng
from crawlbook.runtime.rollouts import RolloutWorkers
from crawlbook.runtime.search import (
    MIN_ROUNDS,
    Estimate,
    SearchPolicy,
    Think,
    ThinkError,
    _choose,
)

from . import coin


def _game(seed: int, unseen: bool = True, card: bool = False,
          checkpoints: bool = False) -> Game:
    """A coin game at its one decision (``checkpoints``: after a checkpoint, so that a
    fork copies the state there instead of replaying the game)."""
    ready = coin.prepared(unseen, card, checkpoints)
    game = Game.new(ready.program, seed, content=ready)
    if checkpoints:
        game.answer("go")
    return game


def _seeded_die(seed: int) -> int:
    """The die the game of ``seed`` will roll after its prompt."""
    game = _game(seed)
    game.answer("safe")
    return next(e["total"] for e in game.log if e["type"] == "dice")


@pytest.mark.parametrize("checkpoints", [False, True])
def test_the_search_never_reads_the_seeded_die(checkpoints):
    """A game whose next die decides everything: the same answer for every seed, also
    for the seeds whose die favours the other answer; forks replayed from the seed or
    copied at a checkpoint alike."""
    dice = {seed: _seeded_die(seed) for seed in range(40)}
    assert 1 in dice.values() and any(d > 1 for d in dice.values())
    for seed in dice:
        game = _game(seed, checkpoints=checkpoints)
        search = SearchPolicy(3, Think(rollouts=60))
        search.start(game)
        assert search.choose(game.prompt) == "safe", seed
        best = search.last.estimates[0]
        assert 0.6 < best.win_rate <= 1


@pytest.mark.parametrize("checkpoints", [False, True])
def test_a_search_that_kept_the_seeded_future_would_be_caught(monkeypatch, checkpoints):
    """The test above fails for a fork that keeps the game's random numbers (the
    reseed undone): the search then bets on the 1 it foresees."""
    monkeypatch.setattr(Rng, "reseed", lambda self, seed: None)
    chosen = set()
    for seed in range(40):
        game = _game(seed, checkpoints=checkpoints)
        search = SearchPolicy(3, Think(rollouts=12))
        search.start(game)
        chosen.add((search.choose(game.prompt), _seeded_die(seed) == 1))
    assert ("long", True) in chosen


@pytest.mark.parametrize("unseen", [True, False])
def test_cards_dealt_face_down_are_dealt_again(unseen):
    """``Engine.unseen``: a fork deals the face-down card again, so the search guesses
    the likelier ``lead`` even where the dealt card is gold; an engine without the hook
    lets the fork see it (which the docs say)."""
    answers = {}
    for seed in range(24):
        game = _game(seed, unseen, card=True)
        search = SearchPolicy(5, Think(rollouts=40))
        search.start(game)
        answers[seed] = (search.choose(game.prompt), game.state.hidden[-1])
    assert any(card == "gold" for _, card in answers.values())
    if unseen:
        assert {a for a, _ in answers.values()} == {"lead"}
    else:
        assert all(a == card for a, card in answers.values())


def test_a_fork_is_the_game_with_a_fresh_future():
    game = _game(11)
    copy = fork(game, salt=99)
    assert copy is not game and copy.answers == game.answers
    assert copy.prompt.kind == game.prompt.kind
    fresh = Rng(99)
    fresh.shuffle(list(game.state.hidden))  # the hook deals the hidden card again
    assert copy.state.rng.to_json() == fresh.to_json() != game.state.rng.to_json()
    again = fork(game, salt=99)
    assert again.engine.snapshot(again.state) == copy.engine.snapshot(copy.state)
    assert Forker(coin.prepared()).reshuffles and not Forker(coin.prepared(False)).reshuffles


def test_the_search_is_reproducible_with_a_budget_of_rollouts():
    game = _game(2)
    first, second = SearchPolicy(8, Think(rollouts=30)), SearchPolicy(8, Think(rollouts=30))
    first.start(game)
    second.start(game)
    a, b = first.decide(game.prompt, game.answers), second.decide(game.prompt, game.answers)
    assert [e.to_json() for e in a.estimates] == [e.to_json() for e in b.estimates]


@pytest.mark.parametrize("rollouts", [12, 41])
def test_rollouts_shared_with_worker_processes_give_the_same_decisions(rollouts):
    """``--think 'N x3'``: this process and two workers play a decision's rounds; with a
    budget of rollouts every decision of a Tunnel Rats game is the one played alone."""
    ready = prepare(load_program("1"))
    game = Game.new(ready.program, 5, content=ready)
    alone = SearchPolicy(4, Think(rollouts=rollouts))
    shared = SearchPolicy(4, Think(rollouts=rollouts, processes=3))
    alone.start(game)
    shared.start(game)
    assert shared._workers is not None and shared._workers.count == 2
    player = load_policy("cautious", game.ruleset)(1)  # plays the game on between them
    start_policy(player, game)
    decided = 0
    try:
        while game.prompt is not None and decided < 6:
            prompt = game.prompt
            if len(prompt.choices) == 1:
                game.answer(prompt.choices[0].id)
                continue
            a = alone.decide(prompt, game.answers)
            b = shared.decide(prompt, game.answers)
            assert [e.to_json() for e in a.estimates] == [e.to_json() for e in b.estimates]
            assert (a.chosen, a.rollouts) == (b.chosen, b.rollouts)
            decided += 1
            game.answer(player.choose(prompt))
    finally:
        shared.close()
    assert decided == 6


def test_a_decision_cut_short_by_its_deadline_leaves_nothing_for_the_next():
    """Workers given rounds past a deadline skip them, and their late results are
    dropped: the decisions after one of a few milliseconds (rounds still queued at the
    worker) are still those played alone."""
    ready = prepare(load_program("1"))
    game = Game.new(ready.program, 9, content=ready)
    alone = SearchPolicy(6, Think(rollouts=24))
    shared = SearchPolicy(6, Think(rollouts=24, processes=2))
    alone.start(game)
    shared.start(game)
    decided = 0
    try:
        while game.prompt is not None and decided < 3:
            prompt = game.prompt
            if len(prompt.choices) == 1:
                game.answer(prompt.choices[0].id)
                continue
            quick = shared.decide(prompt, game.answers, Think(ms=2, processes=2),
                                  settle=False)
            assert all(e.rollouts >= MIN_ROUNDS for e in quick.estimates)
            shared._rng = Rng(decided)  # the quick decision's draw undone on both sides
            alone._rng = Rng(decided)
            a = alone.decide(prompt, game.answers)
            b = shared.decide(prompt, game.answers)
            assert [e.to_json() for e in a.estimates] == [e.to_json() for e in b.estimates]
            decided += 1
            game.answer(a.chosen)
    finally:
        shared.close()
    assert decided == 3


def test_workers_drop_the_results_of_an_earlier_decision():
    """Rounds of a decision that come back after the next one began are not read as the
    next one's (``RolloutWorkers.begin``): nor are those a worker skipped (``finish``)."""
    ready = prepare(load_program("1"))
    game = Game.new(ready.program, 9, content=ready)
    answer = game.prompt.choices[0].id
    workers = RolloutWorkers(ready, "cautious", frozenset(), 1)
    try:
        workers.begin(game.seed, game.options, game.answers)
        workers.give(0, [(0, [(answer, 1, 2)])])
        workers.give(0, [(1, [(answer, 3, 4)])])
        workers.begin(game.seed, game.options, game.answers)  # both still owed
        assert workers.results(None) + workers.results(None) == []
        workers.finish()
        workers.give(0, [(0, [(answer, 1, 2)])])
        assert workers.results(None) == []  # skipped: the decision was made
        workers.begin(game.seed, game.options, game.answers)
        workers.give(0, [(7, [(answer, 1, 2)])])
        assert [index for index, _ in workers.results(None)] == [7]
    finally:
        workers.close()


def test_a_search_started_on_another_game_of_the_program_keeps_its_workers():
    """The next game of a simulation keeps the worker processes (forked once), and its
    decisions are still those played alone."""
    ready = prepare(load_program("1"))
    shared = SearchPolicy(4, Think(rollouts=12, processes=2))
    try:
        for seed in (5, 6):
            game = Game.new(ready.program, seed, content=ready)
            alone = SearchPolicy(seed, Think(rollouts=12))
            shared._rng = Rng(seed)
            alone.start(game)
            shared.start(game)
            if seed == 5:
                pids = shared._workers.pids
            assert shared._workers.pids == pids
            while len(game.prompt.choices) == 1:
                game.answer(game.prompt.choices[0].id)
            a = alone.decide(game.prompt, game.answers)
            b = shared.decide(game.prompt, game.answers)
            assert [e.to_json() for e in a.estimates] == [e.to_json() for e in b.estimates]
        other = coin.prepared()
        shared.start(Game.new(other.program, 1, content=other))
        assert shared._workers.pids != pids
    finally:
        shared.close()


@pytest.mark.parametrize(("text", "rollouts", "ms"), [
    ("300", 300, None), ("300 rollouts", 300, None), ("200ms", None, 200.0),
    ("1.5s", None, 1500.0), (" 50 ms ", None, 50.0)])
def test_think_budgets(text, rollouts, ms):
    assert Think.parse(text) == Think(rollouts=rollouts, ms=ms)


def test_think_budgets_with_processes():
    assert Think.parse("200ms x2") == Think(ms=200.0, processes=2)
    assert Think.parse("300 x 4") == Think(rollouts=300, processes=4)
    assert Think.parse("200ms x2").spec() == "'200ms x2'" and Think(rollouts=9).spec() == "9"


@pytest.mark.parametrize("text", ["", "fast", "0", "-3", "2.5", "0ms", "11min", "20m",
                                  "200ms x0", "200ms x65", "x2"])
def test_bad_think_budgets(text):
    with pytest.raises(ThinkError):
        Think.parse(text)


def _estimate(answer: str, values: list[float]) -> Estimate:
    estimate = Estimate(answer, answer)
    for value in values:
        estimate.add(value, value, 0)
    return estimate


def test_the_search_keeps_its_rollout_policys_answer_unless_another_leads_clearly():
    noisy = [_estimate("a", [1, 0, 1, 1]), _estimate("b", [1, 0, 0, 1])]
    assert _choose(noisy, anchor="b") == "b"  # a's lead is one round: noise
    clear = [_estimate("a", [1] * 12), _estimate("b", [0] * 12)]
    assert _choose(clear, anchor="b") == "a"
    assert _choose(noisy, anchor=None) == "a"
