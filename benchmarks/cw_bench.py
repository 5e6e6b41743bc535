"""Chainsaw Warrior benchmark: whole games per second with the random policy.

    .venv/bin/python benchmarks/cw_bench.py [-n GAMES] [--repeat R] [--policy random]

Plays whole games of the standard game (missions/chainsaw-warrior.mission: the Warrior
created, kitted out, every turn until the win, draw or loss, every prompt answered by the
policy), also with the White Dwarf 88 equipment and with the Sprinting rule, and, side by
side in the same run, the Tunnel Rats training mission for a ratio that survives the
machine's load. Prints games per second of CPU time (``time.process_time``), best of
``--repeat`` runs, the prompts and events per game, and the ratio to Tunnel Rats.
docs/performance.md ("Chainsaw Warrior") records the results.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from crawlbook.compiler.api import load_program  # noqa: E402
from crawlbook.runtime.autoplay import play_with_policy  # noqa: E402
from crawlbook.runtime.rng import seed_for_run  # noqa: E402

SETUPS: dict[str, dict[str, Any]] = {
    "standard": {}, "wd88": {"advanced_equipment": True},
    "sprinting": {"optional_rules": ["sprinting"]}}


def programs() -> list[tuple[str, dict[str, Any], Any]]:
    from crawlbook.rulesets.chainsaw_warrior.engine.setup import program_content
    from crawlbook.rulesets.tunnel_rats.engine.setup import program_content as tr_content

    cw = load_program(ROOT / "missions" / "chainsaw-warrior.mission")
    found: list[tuple[str, dict[str, Any], Any]] = []
    for name, setup in SETUPS.items():
        program = dict(cw, setup=setup) if setup else cw
        found.append((f"chainsaw-warrior ({name})", program, program_content(program)))
    tr = load_program(ROOT / "missions" / "00-training.mission")
    found.append(("tunnel-rats 00-training (for the ratio)", tr, tr_content(tr)))
    return found


def run_once(program: dict[str, Any], content: Any, games: int,
             policy: str) -> tuple[float, int, int]:
    """One run of ``games`` games: (CPU seconds, prompts, events)."""
    answers = events = 0
    start = time.process_time()
    for i in range(games):
        game = play_with_policy(program, seed_for_run(1, i), policy, content=content)
        answers += len(game.answers)
        events += len(game.log)
    return time.process_time() - start, answers, events


def bench(found: list[tuple[str, dict[str, Any], Any]], games: int, policy: str,
          repeat: int) -> list[tuple[str, float, float, float]]:
    """Best of ``repeat`` runs per program, the programs' runs interleaved (so that a
    change of load between them touches every program alike)."""
    best = [float("inf")] * len(found)
    counts = [(0, 0)] * len(found)
    for _ in range(repeat):
        for k, (_, program, content) in enumerate(found):
            seconds, answers, events = run_once(program, content, games, policy)
            best[k] = min(best[k], seconds)
            counts[k] = (answers, events)
    return [(name, games / best[k], counts[k][0] / games, counts[k][1] / games)
            for k, (name, _, _) in enumerate(found)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=1000)
    parser.add_argument("--policy", default="random")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rows = bench(programs(), args.games, args.policy, args.repeat)
    tr_rate = rows[-1][1]
    print(f"{'program':42} {'games/s':>9} {'prompts/game':>13} {'events/game':>12} "
          f"{'TR ratio':>9}")
    for name, rate, answers, events in rows:
        print(f"{name:42} {rate:9.0f} {answers:13.1f} {events:12.1f} {rate / tr_rate:9.2f}")


if __name__ == "__main__":
    main()
