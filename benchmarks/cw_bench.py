"""Chainsaw Warrior benchmark: whole games per second with the random policy.

    .venv/bin/python benchmarks/cw_bench.py [-n GAMES] [--repeat R] [--policy random]
    .venv/bin/python benchmarks/cw_bench.py compare {check,speed,instructions} \
        --baseline /work/base-cw [-n RUNS] [--rounds R] [--policy random --policy careful] \
        [--scenario standard]

Plays whole games of the standard game (missions/chainsaw-warrior.mission: the Warrior
created, kitted out, every turn until the win, draw or loss, every prompt answered by the
policy), also with the White Dwarf 88 equipment and with the Sprinting rule, and, side by
side in the same run, the Tunnel Rats training mission for a ratio that survives the
machine's load. Prints games per second of CPU time (``time.process_time``), best of
``--repeat`` runs, the prompts and events per game, and the ratio to Tunnel Rats.
docs/performance.md ("Chainsaw Warrior") records the results.

``compare`` sets this tree against an older one (``--baseline``, with its own ``.venv``)
as ``benchmarks/simulate_compare.py`` does for Tunnel Rats, on the Chainsaw Warrior
scenarios (``scenarios``, written once as JSON so both trees play the same programs):
``check`` the simulation reports byte for byte, ``speed`` runs per CPU second in
alternating rounds (the simulator's ``run_chunk``), ``instructions`` valgrind's count
per run.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
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
# Every Overkill Option that can be played with the others (one of the three that replace
# the attribute rolls): the rules the standard game leaves out, Determination's log
# reading among them.
OVERKILL = ["determination", "escaping", "extra-training-1", "frenzy", "kitting-out-1",
            "kitting-out-2", "kitting-out-3", "rapid-fire", "wandering-delays"]


def scenarios() -> dict[str, dict[str, Any]]:
    """The Chainsaw Warrior programs the golden logs and the side-by-side comparison play
    (by name): the standard game with the set-ups of ``SETUPS``, with every Overkill
    Option (``OVERKILL``), and the bundled Blackout scenario (its own House, goal and
    clock)."""
    cw = load_program(ROOT / "missions" / "chainsaw-warrior.mission")
    found = {name: dict(cw, setup=setup) if setup else cw for name, setup in SETUPS.items()}
    found["overkill"] = dict(cw, setup={"optional_rules": OVERKILL})
    found["blackout"] = load_program(ROOT / "missions" / "chainsaw-warrior-blackout.mission")
    return found


def programs() -> list[tuple[str, dict[str, Any], Any]]:
    from crawlbook.rulesets.chainsaw_warrior.engine.setup import program_content
    from crawlbook.rulesets.tunnel_rats.engine.setup import program_content as tr_content

    found: list[tuple[str, dict[str, Any], Any]] = []
    for name, program in scenarios().items():
        if name in SETUPS:
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


def compare(argv: list[str]) -> int:
    """``compare MODE --baseline TREE ...`` (see the module docstring)."""
    import simulate_compare

    parser = argparse.ArgumentParser(prog="cw_bench.py compare")
    parser.add_argument("mode", choices=("check", "speed", "instructions"))
    parser.add_argument("--baseline", type=Path, required=True)
    parser.add_argument("-n", "--runs", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--policy", action="append", choices=("random", "careful"))
    parser.add_argument("--scenario", action="append", help="default: every scenario")
    args = parser.parse_args(argv)
    baseline = args.baseline.resolve()
    if not (baseline / ".venv" / "bin" / "python").exists():
        parser.error(f"{baseline}: no .venv (run ./dev setup there)")
    policies = args.policy or ["random", "careful"]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, program in scenarios().items():
            if not args.scenario or name in args.scenario:
                (folder / f"cw-{name}.json").write_text(json.dumps(program), encoding="utf-8")
        if args.mode == "check":
            return simulate_compare.check(baseline, folder, args.runs, args.seed, policies)
        if args.mode == "instructions":
            print(simulate_compare.count(baseline, folder, args.runs, args.seed, policies))
            return 0
        rows = simulate_compare.speed(baseline, folder, args.runs, args.seed, policies,
                                      args.rounds)
        print(simulate_compare.table(rows, args.runs, args.rounds))
    return 0


def main() -> None:
    if sys.argv[1:2] == ["compare"]:
        sys.exit(compare(sys.argv[2:]))
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
