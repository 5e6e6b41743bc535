"""Play a whole game with a policy and no person (``crawlbook play --policy``, the
simulator, benchmarks and property tests; docs/engine.md, "Playing with a policy")."""

from __future__ import annotations

from typing import Any

from crawlbook.runtime.game import Game, Prepared, prepare
from crawlbook.runtime.policies import Policy, make_policy, policy_seed, start_policy
from crawlbook.runtime.program import ruleset_name

MAX_STEPS = 100_000


class RunawayGame(RuntimeError):
    """A game that did not end within the step bound (a bug, or a looping program)."""


def play_with_policy(program: dict, seed: int, policy_name: str = "random",
                     options: Any = None, *, policy: Policy | None = None,
                     content: Prepared | Any = None, max_steps: int = MAX_STEPS) -> Game:
    """Play ``program`` from ``seed`` to the end, answering every prompt with the policy
    named ``policy_name`` (looked up in the program's ruleset first, seeded from the game
    seed, ``policy_seed``) or the given ``policy``. ``content`` is ``prepare(program)``
    (or the engine's checked content pack) when one program is played many times."""
    prepared = content if isinstance(content, Prepared) else prepare(program, content)
    game = Game.new(program, seed, options, content=prepared)
    if policy is None:
        policy = make_policy(policy_name, policy_seed(seed),
                             prepared.plugin or ruleset_name(prepared.program))
    start_policy(policy, game)
    drive(game, policy, max_steps)
    return game


def drive(game: Game, policy: Policy, max_steps: int = MAX_STEPS) -> None:
    """Answer every prompt of ``game`` with ``policy`` until the game ends.

    Raises ``RunawayGame`` after ``max_steps`` prompts (a bug, or a looping program).
    """
    if not game.answer_all(policy.choose, max_steps):
        raise RunawayGame(f"seed {game.seed}: no end after {max_steps} prompts")
