"""What a search costs (docs/performance.md, "search"): a fork, a rollout, a decision.

    .venv/bin/python benchmarks/search_bench.py [--mission 01] [--games 5] [--think 300]

For each of ``--games`` games of the mission played by its ruleset's rollout policy, the
decision prompts of ``--kind`` (Tunnel Rats: ``exit``) with more than one answer are
found; at each of them the bench times a fork (replay of the answers so far, reseed,
unseen cards dealt again), a rollout (a fork played to the end by the rollout policy)
and one whole decision of the search with ``--think``. CPU time of the process
(``time.process_time``), so the other engineers' load on the shared machine counts less.
"""

from __future__ import annotations

import argparse
import statistics
import time

from crawlbook.compiler.api import load_program
from crawlbook.runtime.fork import Forker
from crawlbook.runtime.game import Game, prepare
from crawlbook.runtime.policies import load_policy, policy_seed, start_policy
from crawlbook.runtime.rng import seed_for_run
from crawlbook.runtime.search import SearchPolicy, Think, rollout_policy_name


def decision_points(prepared, seed: int, policy_name: str, kind: str) -> tuple[Game, list[int]]:
    """A game played to its end by ``policy_name``, and the indices of its answers given
    at a ``kind`` prompt with more than one answer."""
    game = Game.new(prepared.program, seed, content=prepared)
    policy = load_policy(policy_name, game.ruleset)(policy_seed(seed))
    start_policy(policy, game)
    points: list[int] = []

    def choose(prompt):
        if (kind in ("*", prompt.kind)) and len(prompt.choices) > 1:
            points.append(len(game.answers))
        return policy.choose(prompt)

    game.answer_all(choose, 100_000)
    return game, points


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mission", default="01")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--kind", default="exit")
    parser.add_argument("--think", default="300")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    program = load_program(args.mission)
    prepared = prepare(program)
    name = rollout_policy_name(prepared.engine.name)
    factory = load_policy(name, prepared.engine.name)
    unread = frozenset(getattr(factory(0), "unread_info", None) or ())
    forker = Forker(prepared, keep=frozenset(), unread=unread)
    think = Think.parse(args.think)
    forks, rollouts, decisions, per_decision, prefix = [], [], [], [], []
    for g in range(args.games):
        seed = seed_for_run(args.seed, g)
        played, points = decision_points(prepared, seed, name, args.kind)
        for at in points:
            answers = played.answers[:at]
            prefix.append(len(answers))
            t0 = time.process_time()
            copy = forker.fork(seed, played.options, answers, 1234 + at)
            t1 = time.process_time()
            forks.append(t1 - t0)
            policy = factory(99)
            start_policy(policy, copy)
            copy.answer_all(policy.choose, 100_000)
            t2 = time.process_time()
            rollouts.append(t2 - t0)
            real = forker.fork(seed, played.options, answers, 0)  # stands for the game
            real.state.rng.reseed(0)
            search = SearchPolicy(7, think)
            search.start(real)
            assert real.prompt is not None
            t3 = time.process_time()
            decision = search.decide(real.prompt, real.answers)
            t4 = time.process_time()
            decisions.append(t4 - t3)
            per_decision.append(decision.rollouts)
    if not forks:
        print("no decision of that kind was met")
        return
    ms = 1000
    print(f"mission {args.mission} ({prepared.engine.name}), rollout policy {name}, "
          f"{len(forks)} `{args.kind}` decisions in {args.games} games, think {think}")
    print(f"answers before the decision: mean {statistics.mean(prefix):.1f}")
    print(f"fork:      mean {statistics.mean(forks) * ms:.3f} ms, "
          f"median {statistics.median(forks) * ms:.3f} ms")
    print(f"rollout:   mean {statistics.mean(rollouts) * ms:.3f} ms (fork included), "
          f"median {statistics.median(rollouts) * ms:.3f} ms")
    print(f"decision:  mean {statistics.mean(decisions) * ms:.1f} ms, "
          f"max {max(decisions) * ms:.1f} ms, rollouts mean "
          f"{statistics.mean(per_decision):.0f}")
    print(f"rollouts per CPU second: {sum(per_decision) / sum(decisions):.0f}")


if __name__ == "__main__":
    main()
