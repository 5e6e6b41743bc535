"""Policies and autoplay (``crawlbook play --policy``, the simulator)."""

from __future__ import annotations

import pytest
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.policies import make_policy, policy_names
from crawlbook.runtime.prompts import Choice, Prompt

from .programs import sample_program


def test_random_policy_is_uniform_over_legal_answers():
    policy = make_policy("random", 3)
    prompt = Prompt("x", "?", tuple(Choice(str(i), str(i)) for i in range(4)))
    counts = {str(i): 0 for i in range(4)}
    for _ in range(4000):
        counts[policy.choose(prompt)] += 1
    assert all(900 < c < 1100 for c in counts.values())


def test_policies_never_touch_the_game_rng():
    prog = sample_program()
    a = play_with_policy(prog, 5, "random")
    b = play_with_policy(prog, 5, "random")
    assert a.log == b.log and a.answers == b.answers


# ``search`` plays hundreds of forks at each decision: its own tests (tests/playtest/)
# finish its games with a small budget.
@pytest.mark.parametrize("name", [n for n in policy_names("tunnel-rats") if n != "search"])
def test_every_policy_finishes_games(name):
    prog = sample_program()
    for seed in range(20):
        game = play_with_policy(prog, seed, name)
        assert game.over and game.result.outcome in ("success", "failure")


def test_explorer_never_abandons():
    prog = sample_program()
    for seed in range(30):
        assert play_with_policy(prog, seed, "explorer").result.cause != "abandoned"


def test_unknown_policy():
    with pytest.raises(ValueError, match="unknown policy"):
        make_policy("genius", 1)


def test_a_rulesets_policies_come_before_the_cores():
    """`--policy NAME` looks in the program's ruleset first (docs/simulate.md)."""
    assert policy_names("tunnel-rats") == ["random", "search", "explorer", "explore",
                                           "cautious"]
    assert policy_names("no-such-ruleset") == ["random", "search"]
    assert make_policy("explorer", 1, "tunnel-rats").name == "explorer"
    with pytest.raises(ValueError, match=r"unknown policy `explorer` \(known: random, search;"):
        make_policy("explorer", 1, "no-such-ruleset")
