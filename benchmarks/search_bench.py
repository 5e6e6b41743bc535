"""What a search costs (docs/performance.md, "search"): a fork, a rollout, a decision,
with forks replayed from the seed (old) and copied at the engine's checkpoints (new),
side by side.

    .venv/bin/python benchmarks/search_bench.py [--mission 01] [--games 5] [--think 300]
        [--rollout NAME] [--callgrind]

For each of ``--games`` games of the mission played by its ruleset's rollout policy, the
decision prompts of ``--kind`` (Tunnel Rats: ``exit``) with more than one answer are
found; at each of them the bench times, for each way of forking in turn (the order
alternating from one decision to the next), the first fork there (with checkpoints:
moving the forker's own game on to the decision), a further fork (the state rebuilt,
reseeded, the unseen cards dealt again: what every rollout pays), a rollout (a fork
played to the end by the rollout policy) and one whole decision of the search with
``--think``. CPU time of the process (``time.process_time``), so the other engineers'
load on the shared machine counts less.

``--processes`` times instead whole decisions (the budget spent, as `hint` spends it) of
this process alone and shared with workers (``--think '200ms x2'``): wall time, and the
CPU time of all the processes (the workers' read from /proc: Linux).

``--callgrind`` counts instead the instructions of ``--forks`` forks at every decision
of the first game, each way (valgrind's callgrind: the same count on a loaded machine),
less those of a run with none.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from crawlbook.compiler.api import load_program
from crawlbook.runtime.fork import Forker
from crawlbook.runtime.game import Game, prepare
from crawlbook.runtime.policies import load_policy, policy_seed, start_policy
from crawlbook.runtime.rng import seed_for_run
from crawlbook.runtime.search import SearchPolicy, Think, rollout_policy_name

from crawlbook.ruleset import PolicyFactory

WAYS = {"old": False, "new": True}  # forks by replay / from checkpoints


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


def forkers(prepared, name: str) -> tuple[dict[str, Forker], PolicyFactory]:
    factory = load_policy(name, prepared.engine.name)
    unread = frozenset(factory(0).unread_info)
    return ({way: Forker(prepared, keep=frozenset(), unread=unread, checkpoints=on)
             for way, on in WAYS.items()}, factory)


def _decisions(prepared: Any, args: argparse.Namespace) -> Iterator[tuple[int, Any, int]]:
    """(seed, the game played, where the decision is) for each decision of ``args.kind``
    in ``args.games`` games played by the ruleset's rollout policy."""
    for g in range(args.games):
        seed = seed_for_run(args.seed, g)
        played, points = decision_points(prepared, seed, rollout_policy_name(
            prepared.engine.name), args.kind)
        for at in points:
            yield seed, played, at


def measure(args: argparse.Namespace) -> None:
    prepared = prepare(load_program(args.mission))
    name = args.rollout or rollout_policy_name(prepared.engine.name)
    ways, factory = forkers(prepared, name)
    think = Think.parse(args.think)
    times: dict[str, dict[str, list[float]]] = {w: {"first": [], "fork": [], "rollout": [],
                                                    "decision": [], "rollouts": []} for w in ways}
    prefix: list[int] = []
    for turn, (seed, played, at) in enumerate(_decisions(prepared, args), start=1):
        answers = played.answers[:at]
        prefix.append(len(answers))
        for way in (("old", "new") if turn % 2 else ("new", "old")):
            forker, got = ways[way], times[way]
            t0 = time.process_time()
            forker.fork(seed, played.options, answers, 4321 + at)
            got["first"].append(time.process_time() - t0)
            t0 = time.process_time()
            copy = forker.fork(seed, played.options, answers, 1234 + at)
            t1 = time.process_time()
            got["fork"].append(t1 - t0)
            policy = factory(99)
            start_policy(policy, copy)
            copy.answer_all(policy.choose, 100_000)
            got["rollout"].append(time.process_time() - t0)
            # The game decided: a replay with no fresh future stands for it.
            real = Forker(prepared, keep=frozenset(), checkpoints=False).fork(
                seed, played.options, answers, 0)
            real.state.rng.reseed(0)
            search = SearchPolicy(7, think, args.rollout)
            search.start(real)
            search._forker = Forker(prepared, keep=frozenset(),
                                    unread=forker.unread, checkpoints=WAYS[way])
            assert real.prompt is not None
            t3 = time.process_time()
            decision = search.decide(real.prompt, real.answers)
            got["decision"].append(time.process_time() - t3)
            got["rollouts"].append(decision.rollouts)
    if not prefix:
        print("no decision of that kind was met")
        return
    ms = 1000
    print(f"mission {args.mission} ({prepared.engine.name}), rollout policy {name}, "
          f"{len(prefix)} `{args.kind}` decisions in {args.games} games, think {think}; "
          f"answers before the decision: mean {statistics.mean(prefix):.1f}")
    print("| what | old: replayed | new: from checkpoints | old / new |")
    print("| --- | ---: | ---: | ---: |")
    old, new = times["old"], times["new"]

    def row(label: str, key: str, scale: float, form: str, kind=statistics.mean) -> None:
        a, b = kind(old[key]) * scale, kind(new[key]) * scale
        print(f"| {label} | {a:{form}} | {b:{form}} | {a / b:.2f} |")

    row("first fork at a decision, mean (ms)", "first", ms, ".3f")
    row("fork, mean (ms)", "fork", ms, ".3f")
    row("fork, median (ms)", "fork", ms, ".3f", statistics.median)
    row("rollout with its fork, mean (ms)", "rollout", ms, ".3f")
    row("rollout with its fork, median (ms)", "rollout", ms, ".3f", statistics.median)
    row("decision, mean (ms)", "decision", ms, ".1f")
    row("decision, max (ms)", "decision", ms, ".1f", max)
    row("rollouts a decision, mean", "rollouts", 1, ".0f")
    per_s = {w: sum(times[w]["rollouts"]) / sum(times[w]["decision"]) for w in times}
    print(f"| rollouts per CPU second | {per_s['old']:.0f} | {per_s['new']:.0f} | "
          f"{per_s['old'] / per_s['new']:.2f} |")
    per_d = {w: len(times[w]["decision"]) / sum(times[w]["decision"]) for w in times}
    print(f"| decisions per CPU second | {per_d['old']:.1f} | {per_d['new']:.1f} | "
          f"{per_d['old'] / per_d['new']:.2f} |")


def processes(args: argparse.Namespace) -> None:
    """``--processes``: decisions with ``--think`` played by this process alone and by it
    and ``N - 1`` workers (``--think 'B xN'``), alternating, forks from checkpoints. Wall
    time (the workers' CPU is not this process's), so read it with the load average."""
    prepared = prepare(load_program(args.mission))
    think = Think.parse(args.think)
    ways = {"1": Think(think.rollouts, think.ms, 1), str(think.processes): think}
    load = os.getloadavg()[0]
    got: dict[str, dict[str, list[float]]] = {w: {"seconds": [], "cpu": [], "rollouts": []}
                                         for w in ways}
    # One search a way for the whole run, as a game of `--policy search` has one: its
    # worker processes are forked once, not at every decision.
    searches = {way: SearchPolicy(7, ways[way], args.rollout) for way in ways}
    for turn, (seed, played, at) in enumerate(_decisions(prepared, args), start=1):
        real = Forker(prepared, keep=frozenset(), checkpoints=False).fork(
            seed, played.options, played.answers[:at], 0)
        real.state.rng.reseed(0)
        assert real.prompt is not None
        for way in (list(ways) if turn % 2 else list(ways)[::-1]):
            search = searches[way]
            search.start(real)
            search.decide(real.prompt, real.answers, settle=False)  # forkers moved on
            pids: list[int] = search._workers.pids if search._workers is not None else []
            c0 = time.process_time() + sum(_cpu(pid) for pid in pids)
            t0 = time.perf_counter()
            decision = search.decide(real.prompt, real.answers, settle=False)
            got[way]["seconds"].append(time.perf_counter() - t0)
            got[way]["cpu"].append(time.process_time() + sum(_cpu(p) for p in pids) - c0)
            got[way]["rollouts"].append(decision.rollouts)
    for search in searches.values():
        search.close()
    print(f"mission {args.mission}: {turn} `{args.kind}` decisions, the whole budget spent "
          f"(as `hint`), {think}; load average {load:.1f} at the start, "
          f"{os.getloadavg()[0]:.1f} at the end")
    print("| processes | decision, mean (wall ms) | rollouts a decision, mean | CPU of all "
          "processes a decision (ms) | rollouts per CPU second |")
    print("| ---: | ---: | ---: | ---: | ---: |")
    for way, rows in got.items():
        print(f"| {way} | {statistics.mean(rows['seconds']) * 1000:.0f} | "
              f"{statistics.mean(rows['rollouts']):.0f} | "
              f"{statistics.mean(rows['cpu']) * 1000:.0f} | "
              f"{sum(rows['rollouts']) / sum(rows['cpu']):.0f} |")


def _cpu(pid: int) -> float:
    """The CPU seconds (user and system) of the process ``pid`` so far (Linux's /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# The child run under callgrind: ``FORKS`` forks at every decision of the first game.
CHILD = """
import sys
sys.path.insert(0, "benchmarks")
from search_bench import decision_points, forkers
from crawlbook.compiler.api import load_program
from crawlbook.runtime.game import prepare
from crawlbook.runtime.rng import seed_for_run
from crawlbook.runtime.search import rollout_policy_name
mission, kind, way, count, seed = sys.argv[1:6]
prepared = prepare(load_program(mission))
name = rollout_policy_name(prepared.engine.name)
ways, _ = forkers(prepared, name)
forker = ways[way]
game_seed = seed_for_run(int(seed), 0)
played, points = decision_points(prepared, game_seed, name, kind)
for at in points:
    for salt in range(int(count)):
        forker.fork(game_seed, played.options, played.answers[:at], salt)
print(len(points))
"""


def callgrind(args: argparse.Namespace) -> None:
    root = Path(__file__).resolve().parent.parent

    def count(way: str, forks: int) -> tuple[int, int]:
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                               sys.executable, "-c", CHILD, args.mission, args.kind, way,
                               str(forks), str(args.seed)], cwd=root, capture_output=True,
                              text=True, check=False)
        found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
        if done.returncode or found is None:
            raise SystemExit(f"valgrind failed:\n{done.stderr[-2000:]}")
        return int(found.group(1)), int(done.stdout.strip())

    base, points = count("new", 0)
    print(f"mission {args.mission}: {args.forks} forks at each of {points} `{args.kind}` "
          "decisions of one game")
    print("| way | instructions a fork |")
    print("| --- | ---: |")
    for way in WAYS:
        total, _ = count(way, args.forks)
        print(f"| {way} | {(total - base) / (args.forks * points):,.0f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mission", default="01")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--kind", default="exit")
    parser.add_argument("--think", default="300")
    parser.add_argument("--rollout", default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--callgrind", action="store_true")
    parser.add_argument("--forks", type=int, default=5)
    parser.add_argument("--processes", action="store_true")
    args = parser.parse_args()
    (callgrind if args.callgrind else processes if args.processes else measure)(args)


if __name__ == "__main__":
    main()
