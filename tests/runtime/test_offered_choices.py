"""Every prompt's offered choices are in the event log (docs/event-log.md, "Prompts"),
in both rulesets: the core's ``Game`` writes a ``prompt`` event (the kind, every choice
id offered, the default) where the game stops and an ``answer`` event (the id chosen)
when it goes on, so that a reader of the log alone sees an offer that was declined. A
log recorded before these events still gives its answers back (``answers_from_log``)."""

from __future__ import annotations

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.missions import find
from crawlbook.runtime.game import Game, prepare
from crawlbook.runtime.policies import make_policy, policy_seed
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.transcript import answers_from_log

MISSIONS = ["chainsaw-warrior", "chainsaw-warrior:2", "1", "3"]


def program(name: str) -> dict:
    path = find(name)
    assert path is not None, name
    return load_program(path)


def played(name: str, seed: int, keep: frozenset[str] | None = None) -> tuple[Game, list[Prompt]]:
    """A game answered one prompt at a time (``Game.answer``), with the prompts met."""
    p = program(name)
    prepared = prepare(p)
    game = Game.new(p, seed, content=prepared, keep=keep)
    policy = make_policy("random", policy_seed(seed), prepared.engine.name)
    prompts: list[Prompt] = []
    while game.prompt is not None and len(prompts) < 3000:
        prompts.append(game.prompt)
        game.answer(policy.choose(game.prompt))
    return game, prompts


@pytest.mark.parametrize("name", MISSIONS)
def test_every_prompt_offered_is_in_the_log_with_its_answer(name):
    game, prompts = played(name, 11)
    offered = [e for e in game.log if e["type"] == "prompt"]
    answered = [e for e in game.log if e["type"] == "answer"]
    assert len(offered) == len(prompts) + (game.prompt is not None)
    for event, prompt in zip(offered, prompts, strict=False):
        assert event["kind"] == prompt.kind
        assert event["choices"] == prompt.ids()
        assert event["default"] == prompt.default
    assert [e["choice"] for e in answered] == game.answers
    # Each answer follows its prompt, with nothing between them.
    for i, event in enumerate(game.log):
        if event["type"] == "answer":
            assert game.log[i - 1]["type"] == "prompt"
            assert event["choice"] in game.log[i - 1]["choices"]


@pytest.mark.parametrize("name", MISSIONS)
def test_answer_all_writes_the_same_log_as_answer(name):
    game, _ = played(name, 12)
    p = program(name)
    prepared = prepare(p)
    again = Game.new(p, 12, content=prepared)
    policy = make_policy("random", policy_seed(12), prepared.engine.name)
    again.answer_all(policy.choose, 3000)
    assert again.log == game.log


@pytest.mark.parametrize("name", MISSIONS)
def test_a_lean_log_leaves_them_out_and_keeps_every_seq(name):
    """The simulator's log keeps only the types it reads: ``prompt`` and ``answer`` are
    counted, not written, so every kept event has the ``seq`` of the full log."""
    full, _ = played(name, 13)
    p = program(name)
    prepared = prepare(p)
    lean = Game.new(p, 13, content=prepared, keep=frozenset({"dice"}))
    policy = make_policy("random", policy_seed(13), prepared.engine.name)
    lean.answer_all(policy.choose, 3000)
    assert not [e for e in lean.log[-50:] if e["type"] in ("prompt", "answer")]
    dice = [e for e in full.log if e["type"] == "dice"]
    assert [e["seq"] for e in lean.log if e["type"] == "dice"][-20:] == \
        [e["seq"] for e in dice][-20:]


@pytest.mark.parametrize("name", ["chainsaw-warrior", "1"])
def test_the_answers_of_a_log_old_and_new(name):
    game, _ = played(name, 14)
    log = game.log
    assert answers_from_log(program(name), 14, log) == game.answers
    # A log of the version before: no `prompt` or `answer` events, `seq` as it was.
    old = [e for e in log if e["type"] not in ("prompt", "answer")]
    old = [{**e, "seq": i} for i, e in enumerate(old)]
    assert answers_from_log(program(name), 14, old)[:5] == game.answers[:5]
