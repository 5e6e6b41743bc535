"""The simulator against an older tree, side by side in one run: the same reports, and
the speed as a ratio (docs/performance.md, "simulate: the policies").

    .venv/bin/python benchmarks/simulate_compare.py check --baseline /work/main \\
        [-n 500] [--policy cautious] [--policy explore] [--mission 01-the-hamlet-well]
    .venv/bin/python benchmarks/simulate_compare.py speed --baseline /work/main \\
        [-n 400] [--rounds 5] [--policy cautious] [--mission 01-the-hamlet-well]
    .venv/bin/python benchmarks/simulate_compare.py instructions --baseline /work/main \\
        [-n 100] [--policy cautious] [--mission 01-the-hamlet-well]

The programs (the bundled Tunnel Rats missions, or those ``--mission`` names, compiled by
this tree) are written once to JSON files, so both trees play exactly the same programs.
Each tree runs in a fresh process of its own ``.venv`` (the baseline needs one:
``./dev setup`` there).

``check`` runs ``simulate(program, n, seed=..., policy=..., workers=1)`` in both trees and
compares the reports without their timing fields, as canonical JSON: byte for byte. It
prints one line per mission and policy and exits 1 when any report differs.

``speed`` plays ``-n`` runs of every mission with every policy (the simulator's own
``run_chunk``: the games, the policy and the tally), measuring CPU time
(``time.process_time``; compiling and imports are outside it). The two trees take turns
and swap which goes first every round, so a change in the machine's load falls on both
alike. Printed per mission and policy: runs per CPU second of each tree's best round, and
the speed ratio new / old (above 1: this tree is faster) of the best rounds and as the
median of the rounds' ratios.

``instructions`` counts, instead of timing, the instructions each tree executes per run
(valgrind's callgrind, ``valgrind`` on the PATH): ``-n`` runs and ``3 * -n`` runs of
each mission and policy, the difference divided by ``2 * -n`` (start-up, compiling and
imports cancel out). The count does not move with the machine's load.
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
POLICIES = ("cautious", "explore", "explorer", "random")

# Runs in the tree under test, with its own interpreter; prints JSON on stdout.
CHECK = r"""
import json, pathlib, sys
from crawlbook.runtime.simulation import simulate, without_timing
folder, runs, seed = pathlib.Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
policies = sys.argv[4].split(",")
out = {}
for path in sorted(folder.glob("*.json")):
    program = json.loads(path.read_text(encoding="utf-8"))
    for policy in policies:
        report = simulate(program, runs, seed=seed, policy=policy, workers=1)
        out[f"{path.stem} {policy}"] = json.dumps(without_timing(report), sort_keys=True)
print(json.dumps(out))
"""

SPEED = r"""
import json, pathlib, sys, time
from crawlbook.runtime.simulation.runner import Job, run_chunk
folder, runs, seed = pathlib.Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
policies = sys.argv[4].split(",")
only = sys.argv[5] if len(sys.argv) > 5 else None
out = {}
for path in sorted(folder.glob("*.json")):
    if only is not None and path.stem != only:
        continue
    program = json.loads(path.read_text(encoding="utf-8"))
    for policy in policies:
        run_chunk(Job(program, seed + 1, policy, 0, 10))  # warm the memos
        start = time.process_time()
        run_chunk(Job(program, seed, policy, 0, runs))
        out[f"{path.stem} {policy}"] = time.process_time() - start
print(json.dumps(out))
"""


def write_programs(folder: Path, missions: list[str] | None) -> None:
    """The bundled Tunnel Rats missions (or the ones named) as JSON files in ``folder``."""
    sys.path.insert(0, str(ROOT))
    from crawlbook.compiler.api import load_program

    for path in sorted((ROOT / "missions").glob("[0-9]*.mission")):
        if missions and path.stem not in missions:
            continue
        program = load_program(path)
        (folder / f"{path.stem}.json").write_text(json.dumps(program), encoding="utf-8")


def run(tree: Path, script: str, *args: object) -> dict:
    python = tree / ".venv" / "bin" / "python"
    done = subprocess.run([str(python), "-c", script, *map(str, args)], cwd=tree,
                          capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"{python}: the worker failed:\n{done.stderr}")
    found: dict = json.loads(done.stdout)
    return found


def check(baseline: Path, folder: Path, runs: int, seed: int, policies: list[str]) -> int:
    old = run(baseline, CHECK, folder, runs, seed, ",".join(policies))
    new = run(ROOT, CHECK, folder, runs, seed, ",".join(policies))
    differ = 0
    for key in old:
        same = old[key] == new.get(key)
        differ += not same
        print(f"{key}: {runs} runs, seed {seed}: "
              f"{'identical' if same else 'DIFFERENT'} ({len(old[key]):,} bytes)")
    return 1 if differ else 0


def speed(baseline: Path, folder: Path, runs: int, seed: int, policies: list[str],
          rounds: int) -> list[dict]:
    sides = {"old": baseline, "new": ROOT}
    times: dict[str, dict[str, list[float]]] = {"old": {}, "new": {}}
    for r in range(rounds):
        for side in (("old", "new") if r % 2 == 0 else ("new", "old")):
            for key, seconds in run(sides[side], SPEED, folder, runs, seed,
                                    ",".join(policies)).items():
                times[side].setdefault(key, []).append(seconds)
        print(f"round {r + 1}/{rounds} done", file=sys.stderr)
    rows = []
    for key in times["old"]:
        old, new = times["old"][key], times["new"][key]
        mission, policy = key.split(" ")
        rows.append({"mission": mission, "policy": policy,
                     "old_runs_s": runs / min(old), "new_runs_s": runs / min(new),
                     "ratio_best": min(old) / min(new),
                     "ratio_median": statistics.median(
                         o / n for o, n in zip(old, new, strict=True))})
    return rows


def instructions(tree: Path, folder: Path, runs: int, seed: int, policy: str,
                 mission: str) -> int:
    """The instructions ``tree``'s interpreter executes for the SPEED worker."""
    python = tree / ".venv" / "bin" / "python"
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           str(python), "-c", SPEED, str(folder), str(runs), str(seed),
                           policy, mission], cwd=tree, capture_output=True, text=True,
                          check=False)
    found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    if done.returncode or found is None:
        raise SystemExit(f"{python}: valgrind failed:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def count(baseline: Path, folder: Path, runs: int, seed: int,
          policies: list[str]) -> str:
    """Instructions per run of each tree, per mission and policy, as a table."""
    lines = [f"instructions per run (runs {runs} to {3 * runs}, seed {seed}):", "",
             "| mission | policy | old: instructions / run | new: instructions / run | "
             "old / new |", "| --- | --- | ---: | ---: | ---: |"]
    for mission in sorted(p.stem for p in folder.glob("*.json")):
        for policy in policies:
            per_run = {}
            for side, tree in (("old", baseline), ("new", ROOT)):
                small = instructions(tree, folder, runs, seed, policy, mission)
                large = instructions(tree, folder, 3 * runs, seed, policy, mission)
                per_run[side] = (large - small) / (2 * runs)
            lines.append(f"| {mission} | `{policy}` | {per_run['old']:,.0f} | "
                         f"{per_run['new']:,.0f} | {per_run['old'] / per_run['new']:.2f} |")
            print(f"{mission} {policy} counted", file=sys.stderr)
    return "\n".join(lines)


def table(rows: list[dict], runs: int, rounds: int) -> str:
    lines = [f"{runs} runs per mission, policy and round, {rounds} rounds:", "",
             "| mission | policy | old: runs / CPU s (best) | new: runs / CPU s (best) | "
             "speed new / old (best) | speed new / old (median of rounds) |",
             "| --- | --- | ---: | ---: | ---: | ---: |"]
    for r in sorted(rows, key=lambda r: (POLICIES.index(r["policy"])
                                         if r["policy"] in POLICIES else 99, r["mission"])):
        lines.append(f"| {r['mission']} | `{r['policy']}` | {r['old_runs_s']:,.0f} | "
                     f"{r['new_runs_s']:,.0f} | {r['ratio_best']:.2f} | "
                     f"{r['ratio_median']:.2f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("check", "speed", "instructions"))
    parser.add_argument("--baseline", type=Path, required=True,
                        help="the older tree, with its own .venv")
    parser.add_argument("-n", "--runs", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--policy", action="append", choices=POLICIES)
    parser.add_argument("--mission", action="append",
                        help="a bundled mission's file stem (default: all of Tunnel Rats)")
    args = parser.parse_args(argv)
    baseline = args.baseline.resolve()
    if not (baseline / ".venv" / "bin" / "python").exists():
        parser.error(f"{baseline}: no .venv (run ./dev setup there)")
    policies = args.policy or ["cautious", "explore"]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        write_programs(folder, args.mission)
        if args.mode == "check":
            return check(baseline, folder, args.runs, args.seed, policies)
        if args.mode == "instructions":
            print(count(baseline, folder, args.runs, args.seed, policies))
            return 0
        print(table(speed(baseline, folder, args.runs, args.seed, policies, args.rounds),
                      args.runs, args.rounds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
