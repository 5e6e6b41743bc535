"""The engine's speed against an older tree, side by side in one run, as a ratio
(docs/performance.md, "engine: before and after the rulesets refactor").

    .venv/bin/python benchmarks/engine_compare.py --baseline /work/baseline \\
        [-n 600] [--rounds 6] [--policy random] [--policy explorer]

The programs (the engine tests' fixture and the bundled missions, compiled by this tree)
are written once to JSON files, so both engines play exactly the same programs. Each
round then plays ``-n`` games of every program (seeds 0..n-1) with each engine, in a
fresh process of its own tree's ``.venv`` (the baseline needs one: ``./dev setup``
there), the two taking turns and swapping which goes first every round, so a change in
the machine's load falls on both alike. The time is CPU time (``time.process_time``) of
the games alone (compiling, imports and content checks are outside it). Printed per
program: the best time of each engine and the speed ratio new / old (above 1: the new
engine is faster) from the best times and as the median of the rounds' ratios.

On a machine shared with other work the times move with the load. ``--instructions``
counts instead the instructions each engine executes per game (valgrind's callgrind,
``valgrind`` on the PATH): a run of ``-n`` games and one of ``3 * -n`` games per program
and engine, the difference divided by ``2 * -n`` (start-up and imports cancel out). The
count does not depend on the load, and was within a few per cent of the time ratio on a
quiet machine (docs/performance.md).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Runs in the tree under test, with its own interpreter: plays the programs, prints the
# CPU seconds per program as JSON. Written for both APIs (``prepare`` since the rulesets
# refactor, the Tunnel Rats ``program_content`` before, which reads programs of format
# version 1 only: each engine gets the program in the shape it reads, the same game).
WORKER = r"""
import json, pathlib, sys, time
folder, games, policy = pathlib.Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
only = sys.argv[4] if len(sys.argv) > 4 else None
from crawlbook.runtime.autoplay import play_with_policy
try:
    from crawlbook.runtime.game import prepare as ready
    old = False
except ImportError:
    from crawlbook.runtime.setup import program_content as ready
    old = True
out = {}
for path in sorted(folder.glob("*.json")):
    if only is not None and path.stem != only:
        continue
    program = json.loads(path.read_text(encoding="utf-8"))
    if old and "setup" in program:  # the version 1 shape an older engine reads
        program["mission"] = {**program["mission"], **program.pop("setup")}
    content = ready(program)
    play_with_policy(program, 10**6, policy, content=content)  # warm the caches
    start = time.process_time()
    for seed in range(games):
        play_with_policy(program, seed, policy, content=content)
    out[path.stem] = time.process_time() - start
print(json.dumps(out))
"""


def write_programs(folder: Path) -> list[str]:
    """The fixture and the bundled missions as JSON files in ``folder``; their names."""
    sys.path.insert(0, str(ROOT))
    from crawlbook.compiler.api import load_program

    from tests.runtime.programs import sample_program

    programs = {"fixture": sample_program()}
    for path in sorted((ROOT / "missions").glob("*.mission")):
        programs[path.stem] = load_program(path)
    for name, program in programs.items():
        (folder / f"{name}.json").write_text(json.dumps(program), encoding="utf-8")
    return sorted(programs)


def run(python: Path, cwd: Path, folder: Path, games: int, policy: str) -> dict[str, float]:
    done = subprocess.run([str(python), "-c", WORKER, str(folder), str(games), policy],
                          cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"{python}: the worker failed:\n{done.stderr}")
    times: dict[str, float] = json.loads(done.stdout)
    return times


def compare(baseline: Path, games: int, rounds: int, policy: str,
            folder: Path) -> list[dict]:
    names = sorted(p.stem for p in folder.glob("*.json"))
    sides = {"old": (baseline / ".venv" / "bin" / "python", baseline),
             "new": (ROOT / ".venv" / "bin" / "python", ROOT)}
    times: dict[str, dict[str, list[float]]] = {s: {n: [] for n in names} for s in sides}
    for r in range(rounds):
        order = ("old", "new") if r % 2 == 0 else ("new", "old")
        for side in order:
            python, cwd = sides[side]
            for name, seconds in run(python, cwd, folder, games, policy).items():
                times[side][name].append(seconds)
        print(f"round {r + 1}/{rounds} done", file=sys.stderr)
    rows = []
    for name in names:
        old, new = times["old"][name], times["new"][name]
        rows.append({"program": name, "old_best": min(old), "new_best": min(new),
                     "ratio_best": min(old) / min(new),
                     "ratio_median": statistics.median(o / n for o, n in zip(old, new,
                                                                              strict=True)),
                     "old_games_s": games / min(old), "new_games_s": games / min(new)})
    return rows


def instructions(python: Path, cwd: Path, folder: Path, games: int, policy: str,
                 program: str) -> int:
    """The instructions ``python`` executes playing ``games`` games of ``program``."""
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           str(python), "-c", WORKER, str(folder), str(games), policy,
                           program], cwd=cwd, capture_output=True, text=True, check=False)
    found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    if done.returncode or found is None:
        raise SystemExit(f"{python}: valgrind failed:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def count(baseline: Path, games: int, policy: str, folder: Path) -> list[dict]:
    """Instructions per game of each engine, per program (see the module docstring)."""
    sides = {"old": (baseline / ".venv" / "bin" / "python", baseline),
             "new": (ROOT / ".venv" / "bin" / "python", ROOT)}
    rows = []
    for name in sorted(p.stem for p in folder.glob("*.json")):
        per_game = {}
        for side, (python, cwd) in sides.items():
            small = instructions(python, cwd, folder, games, policy, name)
            large = instructions(python, cwd, folder, 3 * games, policy, name)
            per_game[side] = (large - small) / (2 * games)
        rows.append({"program": name, "old": per_game["old"], "new": per_game["new"],
                     "ratio": per_game["new"] / per_game["old"]})
        print(f"{name} counted", file=sys.stderr)
    return rows


def count_table(rows: list[dict], games: int, policy: str) -> str:
    lines = [f"`{policy}` policy, instructions per game (games {games} to {3 * games}):", "",
             "| program | old: instructions / game | new: instructions / game | new / old |",
             "| --- | ---: | ---: | ---: |"]
    for r in rows:
        lines.append(f"| {r['program']} | {r['old']:,.0f} | {r['new']:,.0f} | "
                     f"{r['ratio']:.3f} |")
    return "\n".join(lines)


def table(rows: list[dict], games: int, rounds: int, policy: str) -> str:
    lines = [f"`{policy}` policy, {games} games per program and round, {rounds} rounds:", "",
             "| program | old: games / s (best) | new: games / s (best) | "
             "speed new / old (best) | speed new / old (median of rounds) |",
             "| --- | ---: | ---: | ---: | ---: |"]
    for r in rows:
        lines.append(f"| {r['program']} | {r['old_games_s']:,.0f} | {r['new_games_s']:,.0f} | "
                     f"{r['ratio_best']:.3f} | {r['ratio_median']:.3f} |")
    total_old = sum(r["old_best"] for r in rows)
    total_new = sum(r["new_best"] for r in rows)
    lines.append(f"| all programs | | | {total_old / total_new:.3f} | |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, required=True,
                        help="the older tree, with its own .venv")
    parser.add_argument("-n", "--games", type=int, default=600)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--policy", action="append")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions with valgrind instead of timing")
    args = parser.parse_args(argv)
    if not (args.baseline / ".venv" / "bin" / "python").exists():
        parser.error(f"{args.baseline}: no .venv (run ./dev setup there)")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        write_programs(folder)
        for policy in args.policy or ["random"]:
            if args.instructions:
                counted = count(args.baseline.resolve(), args.games, policy, folder)
                print(count_table(counted, args.games, policy))
            else:
                rows = compare(args.baseline.resolve(), args.games, args.rounds, policy,
                               folder)
                print(table(rows, args.games, args.rounds, policy))
            print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
