"""Play a whole game with a policy and no person (``crawlbook play --policy``, the
simulator, benchmarks and property tests)."""

from __future__ import annotations

from crawlbook.rulesets.tunnel_rats.engine.setup import Pack
from crawlbook.rulesets.tunnel_rats.engine.state import GameOptions
from crawlbook.runtime.game import Game
from crawlbook.runtime.policies import Policy, make_policy, policy_seed, start_policy

MAX_STEPS = 100_000


class RunawayGame(RuntimeError):
    """A game that did not end within the step bound (a bug, or a looping program)."""


def play_with_policy(program: dict, seed: int, policy_name: str = "random",
                     options: GameOptions | None = None, *, policy: Policy | None = None,
                     content: Pack | None = None, max_steps: int = MAX_STEPS) -> Game:
    """Play ``program`` from ``seed`` to the end, answering every prompt with the named
    policy (seeded from the game seed, ``policy_seed``) or the given ``policy``."""
    game = Game.new(program, seed, options, content=content)
    chooser = policy if policy is not None else make_policy(policy_name, policy_seed(seed))
    start_policy(chooser, game)
    drive(game, chooser, max_steps)
    return game


def drive(game: Game, policy: Policy, max_steps: int = MAX_STEPS) -> None:
    """Answer every prompt of ``game`` with ``policy`` until the game ends.

    Raises ``RunawayGame`` after ``max_steps`` prompts (a bug, or a looping program).
    """
    choose = policy.choose
    answer = game.answer
    steps = 0
    while game.prompt is not None:
        steps += 1
        if steps > max_steps:
            raise RunawayGame(f"seed {game.seed}: no end after {max_steps} prompts")
        answer(choose(game.prompt))
