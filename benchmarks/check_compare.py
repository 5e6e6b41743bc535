"""Check throughput, this tree against another side by side: parse and `check` of the
10,000-entry booklet of ``check_bench.booklet``, in MB/s of CPU time.

Figures: docs/performance.md, "check throughput". Guards the whole-line and whole-entry
tokens of ``dsl/parser.py`` (``_whole``, ``_entries``), ``grammar.lark``'s ``*_LINE`` and
``*_WHOLE`` alternatives, and the lexer's plain effects (``_PLAIN_EFFECT``).

Run: ``.venv/bin/python benchmarks/check_compare.py --old TREE [--rounds 3]
[--entries 10000] [--callgrind 2000]`` where TREE is another checkout with its own
``./dev setup``. Each round runs a fresh process of each tree in turn (new, old, new,
old ...); a process checks the booklet once to warm up, then times three parses and
three checks (``compile_source(..., build=False)``: what `crawlbook check` does after
start-up) and keeps the best of each. With ``--callgrind N`` it also counts the
instructions of parsing and of checking a booklet of N entries in each tree (valgrind's
callgrind, the warm-up subtracted): a figure the machine's load does not move.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Run in each tree's own interpreter, from that tree's folder.
_CHILD = """
import json, sys, time
sys.path.insert(0, "benchmarks")
from check_bench import booklet
from crawlbook.compiler.api import compile_source
from crawlbook.compiler.config import Config
from crawlbook.dsl.parser import parse
mode, entries = sys.argv[1], int(sys.argv[2])
text = booklet(entries)
size = len(text.encode("utf-8"))
def check():
    return compile_source(text, "bench.mission", Config(), build=False)
warm = booklet(20)
compile_source(warm, "warm.mission", Config(), build=False)
if mode == "parse":
    parse(text, "bench.mission")
elif mode == "check":
    check()
elif mode == "time":
    check()
    out = {"bytes": size}
    for name, fn in (("parse", lambda: parse(text, "bench.mission")), ("check", check)):
        best = float("inf")
        for _ in range(3):
            start = time.process_time()
            fn()
            best = min(best, time.process_time() - start)
        out[name] = best
    print(json.dumps(out))
"""


def timed(tree: Path, entries: int) -> dict[str, float]:
    done = subprocess.run([str(tree / ".venv/bin/python"), "-c", _CHILD, "time", str(entries)],
                          cwd=tree, capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(done.stdout)
    return figures


def instructions(tree: Path, mode: str, entries: int) -> int:
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           str(tree / ".venv/bin/python"), "-c", _CHILD, mode, str(entries)],
                          cwd=tree, capture_output=True, text=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    return int(found.group(1)) if found else -1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", type=Path, required=True)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--entries", type=int, default=10_000)
    parser.add_argument("--callgrind", type=int, default=0, metavar="ENTRIES")
    options = parser.parse_args()
    trees = {"new": ROOT, "old": options.old.resolve()}
    rounds: dict[str, list[dict[str, float]]] = {"new": [], "old": []}
    for n in range(options.rounds):
        for label, tree in trees.items():
            row = timed(tree, options.entries)
            rounds[label].append(row)
            print(f"round {n + 1} {label}: parse {row['parse']:.3f} s, "
                  f"check {row['check']:.3f} s CPU", flush=True)
    print("| measured | old: best CPU s | new: best CPU s | old MB/s | new MB/s | "
          "new / old (best) | new / old (median of rounds) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for what in ("parse", "check"):
        old = [r[what] for r in rounds["old"]]
        new = [r[what] for r in rounds["new"]]
        size = rounds["new"][0]["bytes"] / 1e6
        ratios = sorted(n / o for n, o in zip(new, old, strict=True))
        print(f"| {what}, {options.entries:,} entries | {min(old):.3f} | {min(new):.3f} | "
              f"{size / min(old):.2f} | {size / min(new):.2f} | {min(new) / min(old):.2f} | "
              f"{ratios[len(ratios) // 2]:.2f} |")
    if options.callgrind:
        print(f"instructions (millions), {options.callgrind:,} entries:")
        for label, tree in trees.items():
            base = instructions(tree, "none", options.callgrind)
            counts = {m: (instructions(tree, m, options.callgrind) - base) / 1e6
                      for m in ("parse", "check")}
            print(f"  {label}: parse {counts['parse']:.0f}, check {counts['check']:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
