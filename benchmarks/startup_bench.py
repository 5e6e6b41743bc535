"""Benchmark of `crawlbook`'s start-up: `--version`, `check --help` and `check` of a bundled
mission, each in a fresh interpreter, this tree against another one side by side.

Figures: docs/performance.md, "start-up". Guards tests/test_startup.py's import rules, the
lazy imports of ``compiler/api.py``, lark's standalone parser shipped in
``dsl/grammar_standalone.py`` (``dsl/parser.py``), the classifier's fast expression
compiled only for long books (``dsl/lexer.py``, ``FAST_AFTER``), the ``--version``
answered before click loads (``crawlbook/start.py``) and the records built in place of
dataclasses (``dsl/record.py``).

Run: ``.venv/bin/python benchmarks/startup_bench.py [--old TREE] [--rounds 7] [--callgrind]``
where TREE is another checkout with its own ``./dev setup`` (for example
``git worktree add --detach ../old-tree REV``). Rounds alternate between the trees
(new, old, new, old ...), so both see the same load. For each command and tree it
reports the child's CPU time (user + system, ``RUSAGE_CHILDREN``: the shared machine's
load moves wall time far more than CPU time), the wall time, the number of modules
imported, and with ``--callgrind`` the instructions executed (valgrind's callgrind, one
run each: a count that the load does not move). Bytecode is written and reused, as an
installed package has it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMANDS: dict[str, list[str]] = {
    "--version": ["--version"],
    "check --help": ["check", "--help"],
    "check 1": ["check", "missions/01-the-hamlet-well.mission"],
}
_COUNT = ("import sys\nfrom crawlbook.cli import main\ntry:\n    main(sys.argv[1:], "
          "prog_name='crawlbook')\nexcept SystemExit:\n    pass\n"
          "sys.stderr.write('\\nMODULES %d\\n' % len(sys.modules))\n")


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return env


def run(tree: Path, args: list[str]) -> tuple[float, float]:
    """CPU and wall seconds of ``crawlbook ARGS`` run from ``tree``'s own environment."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([str(tree / ".venv/bin/python"), "-m", "crawlbook", *args], cwd=tree,
                   env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return cpu, wall


def modules(tree: Path, args: list[str]) -> int:
    done = subprocess.run([str(tree / ".venv/bin/python"), "-c", _COUNT, *args], cwd=tree,
                          env=_env(), capture_output=True, text=True)
    found = re.search(r"MODULES (\d+)", done.stderr)
    return int(found.group(1)) if found else -1


def instructions(tree: Path, args: list[str]) -> int:
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           str(tree / ".venv/bin/python"), "-m", "crawlbook", *args],
                          cwd=tree, env=_env(), capture_output=True, text=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    return int(found.group(1)) if found else -1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", type=Path, help="another checkout, with its own .venv")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--callgrind", action="store_true")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    options = parser.parse_args()
    trees = {"new": ROOT} | ({"old": options.old.resolve()} if options.old else {})
    for tree in trees.values():  # write the bytecode and the parser's cache first
        for args in COMMANDS.values():
            run(tree, args)
    cpu: dict[tuple[str, str], list[float]] = {}
    wall: dict[tuple[str, str], list[float]] = {}
    for _ in range(options.rounds):
        for label, tree in trees.items():
            for name, args in COMMANDS.items():
                c, w = run(tree, args)
                cpu.setdefault((label, name), []).append(c)
                wall.setdefault((label, name), []).append(w)
    figures = []
    for name, args in COMMANDS.items():
        for label, tree in trees.items():
            row = {"command": name, "tree": label,
                   "cpu_min": min(cpu[label, name]),
                   "cpu_median": statistics.median(cpu[label, name]),
                   "wall_min": min(wall[label, name]),
                   "wall_median": statistics.median(wall[label, name]),
                   "modules": modules(tree, args)}
            if options.callgrind:
                row["instructions"] = instructions(tree, args)
            figures.append(row)
    if options.json:
        print(json.dumps(figures, indent=1))
        return
    print(f"load average {os.getloadavg()[0]:.1f}; {options.rounds} alternating rounds")
    print("| command | tree | CPU min (ms) | CPU median (ms) | wall min (ms) | wall median (ms) "
          "| modules |" + (" instructions (M) |" if options.callgrind else ""))
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |"
          + (" ---: |" if options.callgrind else ""))
    for row in figures:
        line = (f"| `{row['command']}` | {row['tree']} | {row['cpu_min'] * 1000:.0f} | "
                f"{row['cpu_median'] * 1000:.0f} | {row['wall_min'] * 1000:.0f} | "
                f"{row['wall_median'] * 1000:.0f} | {row['modules']} |")
        if options.callgrind:
            line += f" {row['instructions'] / 1e6:.0f} |"
        print(line)


if __name__ == "__main__":
    main()
