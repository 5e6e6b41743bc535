"""Benchmark `crawlbook simulate`: runs per second on each bundled mission, with one worker
and with all workers (docs/performance.md, "simulate"; docs/simulate.md).

    .venv/bin/python benchmarks/simulate_bench.py -n 10000            # print the table
    .venv/bin/python benchmarks/simulate_bench.py -n 10000 --write    # and update the docs

Wall time is what `elapsed_s` reports (the whole simulation, pool start included); CPU
time adds this process's and the worker processes' CPU seconds, which shows the cost per
run on a machine shared with other work. Missions are compiled before the clock starts.
"""

from __future__ import annotations

import argparse
import platform
import re
import resource
import sys
import time
from pathlib import Path

from crawlbook.compiler.api import load_program
from crawlbook.missions import bundled
from crawlbook.runtime.simulation import default_workers, simulate

DOC = Path(__file__).resolve().parents[1] / "docs" / "performance.md"
BEGIN, END = "<!-- simulate-bench:begin -->", "<!-- simulate-bench:end -->"


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def measure(program: dict, runs: int, workers: int, policy: str) -> dict:
    cpu = cpu_seconds()
    wall = time.perf_counter()
    report = simulate(program, runs, seed=1, policy=policy, workers=workers)
    wall = time.perf_counter() - wall
    cpu = cpu_seconds() - cpu
    return {"wall": wall, "cpu": cpu, "rps": runs / wall, "cpu_rps": runs / cpu,
            "win": report["win_rate"]["value"], "errors": report["outcomes"]["errors"]}


def table(rows: list[dict], runs: int, workers: int, policy: str) -> str:
    load = Path("/proc/loadavg").read_text().split()[:3] if Path("/proc/loadavg").exists() else []
    lines = [f"`benchmarks/simulate_bench.py -n {runs}` (policy `{policy}`, seed 1): Python "
             f"{platform.python_version()}, {workers} cores, load average "
             f"{' '.join(load) or 'unknown'} at the end of the run.", "",
             "| mission | workers | wall s | runs / s | CPU s | runs / CPU s | win rate |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for r in rows:
        lines.append(f"| {r['mission']} | {r['workers']} | {r['wall']:.2f} | "
                     f"{r['rps']:,.0f} | {r['cpu']:.2f} | {r['cpu_rps']:,.0f} | "
                     f"{100 * r['win']:.1f}% |")
    return "\n".join(lines)


def write_doc(text: str) -> None:
    doc = DOC.read_text(encoding="utf-8") if DOC.exists() else "# Performance\n"
    block = f"{BEGIN}\n{text}\n{END}"
    if BEGIN in doc and END in doc:
        doc = re.sub(re.escape(BEGIN) + ".*?" + re.escape(END), lambda _: block, doc,
                     flags=re.S)
    else:
        doc = doc.rstrip("\n") + "\n\n## simulate\n\n" + block + "\n"
    DOC.write_text(doc, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=10_000)
    parser.add_argument("--policy", default="random")
    parser.add_argument("--missions", nargs="*", help="bundled mission names (default: all)")
    parser.add_argument("--write", action="store_true", help="update docs/performance.md")
    args = parser.parse_args(argv)
    cores = default_workers()
    rows = []
    for mission in bundled():
        if args.missions and mission.name not in args.missions:
            continue
        program = load_program(mission.path)
        for workers in sorted({1, cores}):
            row = measure(program, args.runs, workers, args.policy)
            row.update(mission=mission.name, workers=workers)
            rows.append(row)
            print(f"{mission.name:24} {workers} worker(s): {row['wall']:6.2f} s wall, "
                  f"{row['rps']:7,.0f} runs/s, {row['cpu_rps']:7,.0f} runs/CPU s, "
                  f"errors {row['errors']}", file=sys.stderr)
    text = table(rows, args.runs, cores, args.policy)
    print(text)
    if args.write:
        write_doc(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
