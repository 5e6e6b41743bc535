"""Engine benchmark: complete Tunnel Rats missions per second with the random policy.

    .venv/bin/python benchmarks/engine_bench.py [-n GAMES] [--policy random]

Plays whole games (set-up to End of Mission, every prompt answered by the policy) on the
hand-written fixture program of the engine tests and on the bundled missions, and
prints games per second of CPU time (``time.process_time``, best of ``--repeat`` runs, so
other processes on the machine disturb the figure less). docs/performance.md ("engine")
records the results; ``benchmarks/engine_compare.py`` runs it side by side with an older
tree.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from crawlbook.runtime.autoplay import play_with_policy  # noqa: E402
from crawlbook.runtime.game import prepare  # noqa: E402


def programs() -> list[tuple[str, dict]]:
    from tests.runtime.programs import sample_program

    found = [("fixture (tests/runtime/programs.py)", sample_program())]
    try:
        from crawlbook.compiler.api import load_program
    except ImportError:
        return found
    from crawlbook.missions import bundled

    for path in [m.path for m in bundled() if m.ruleset == "tunnel-rats"]:
        try:
            found.append((path.name, load_program(path)))
        except Exception as exc:  # a broken bundled mission must not stop the benchmark
            print(f"skipping {path.name}: {exc}", file=sys.stderr)
    return found


def bench(program: dict, games: int, policy: str, repeat: int) -> tuple[float, float, float]:
    """Best of ``repeat`` runs of ``games`` games (seeds 0..games-1)."""
    pack = prepare(program)  # checked once, as the simulator does
    best = float("inf")
    for _ in range(repeat):
        answers = events = 0
        start = time.process_time()
        for seed in range(games):
            game = play_with_policy(program, seed, policy, content=pack)
            answers += len(game.answers)
            events += len(game.log)
        best = min(best, time.process_time() - start)
    return games / best, answers / games, events / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=2000)
    parser.add_argument("--policy", default="random")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'program':40} {'games/s':>9} {'prompts/game':>13} {'events/game':>12}")
    for name, program in programs():
        rate, answers, events = bench(program, args.games, args.policy, args.repeat)
        print(f"{name:40} {rate:9.0f} {answers:13.1f} {events:12.1f}")


if __name__ == "__main__":
    main()
