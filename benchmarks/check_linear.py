"""Benchmark: `crawlbook check` grows linearly with the booklet, clean or full of faults.

Figures: docs/performance.md, "check: linear growth". Run:
``.venv/bin/python benchmarks/check_linear.py [--write]``.

Booklets of 12,500, 25,000, 50,000 and 100,000 lines are generated (the Events of
``check_bench.booklet``: decisions, Trait tests, Log Entry checks, Combats, notes) in two
kinds: *clean*, and *faulty*, where one entry in twenty has a broken reference (a
"did you mean" each), one in forty a duplicate id, one in forty a condition on a Log Entry
never noted (another "did you mean"), and every fiftieth Event is unreachable. Each is
checked in-process as `crawlbook check` does after start-up (parse, every check,
reachability, the report rendered), best CPU time of a few runs side by side, and the
ratio of each size's time to the one before it: 2.0 is linear.

``--entries [--old TREE]`` measures by entries instead (issue 30: "linear to 100,000
entries"): clean booklets of 1,000, 10,000 and 100,000 entries (``check_bench.booklet``),
each checked in a fresh process of this tree and, with ``--old``, of TREE (another
checkout with its own ``./dev setup``), alternating; 10.0 is linear there. Figures:
docs/performance.md, "check throughput".
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from check_bench import booklet, write_section

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "performance.md"
SIZES = (12_500, 25_000, 50_000, 100_000)
ARROW = re.compile(r"→ (\d+)\.(\d+)$")


def sized(lines: int) -> str:
    """A clean booklet of about ``lines`` lines (six lines an entry, near enough)."""
    entries = lines // 60 * 10  # whole Events of ten
    text = booklet(entries)
    return text


def faulty(text: str) -> str:
    """``text`` with faults everywhere (see the module docstring)."""
    out = []
    entry = 0
    for line in text.split("\n"):
        if re.fullmatch(r"\d+\.\d+", line):
            entry += 1
            if entry % 40 == 0:
                line = f"{line.split('.')[0]}.1"  # a duplicate id
        elif entry % 20 == 7 and (m := ARROW.search(line)):
            line = line[:m.start()] + f"→ {m.group(1)}.{int(m.group(2)) + 30}"
        elif entry % 40 == 13 and line.startswith("if noted WELL"):
            line = line.replace("if noted WELL", "if noted WELLL", 1)
        elif line.startswith("EVENT ") and int(line.split()[1].rstrip(":")) % 50 == 0:
            line = line.replace("EVENT ", "EVENT 9", 1)  # in no deck: never drawn
        out.append(line)
    return "\n".join(out)


def measure(text: str, runs: int) -> tuple[float, int]:
    from crawlbook.compiler.api import compile_source
    from crawlbook.compiler.config import Config
    from crawlbook.compiler.report import render_text

    best = float("inf")
    found = 0
    for _ in range(runs):
        start = time.process_time()
        result = compile_source(text, "bench.mission", Config(), build=False)
        render_text(result.diagnostics, result.sources, files=1)
        best = min(best, time.process_time() - start)
        found = len(result.diagnostics)
    return best, found


ENTRIES = (1_000, 10_000, 100_000)


def child(entries: int) -> None:
    """In a fresh process of a tree: check a clean booklet of ``entries`` entries (one run
    at 100,000, two below) and print its size and best CPU time as JSON."""
    text = booklet(entries)
    cpu, found = measure(text, 1 if entries >= 100_000 else 2)
    print(json.dumps({"bytes": len(text.encode("utf-8")), "lines": text.count("\n") + 1,
                      "found": found, "cpu": cpu}))


def by_entries(trees: dict[str, Path]) -> None:
    here = Path(__file__).resolve()
    before: dict[str, float] = {}
    for entries in ENTRIES:
        for label, tree in trees.items():
            done = subprocess.run([str(tree / ".venv/bin/python"), str(here), "--child",
                                   str(entries)], cwd=tree, capture_output=True, text=True,
                                  check=True)
            row = json.loads(done.stdout)
            ratio = row["cpu"] / before[label] if label in before else None
            before[label] = row["cpu"]
            print(f"{label:4} {entries:>7,} entries ({row['bytes'] / 1e6:5.2f} MB, "
                  f"{row['lines']:,} lines, {row['found']} diagnostics): CPU {row['cpu']:6.2f} s"
                  f", {row['bytes'] / 1e6 / row['cpu']:.2f} MB/s"
                  + (f", x{ratio:.1f} for 10x entries" if ratio else ""), flush=True)


def main(argv: list[str]) -> int:
    if "--child" in argv:
        child(int(argv[argv.index("--child") + 1]))
        return 0
    if "--entries" in argv:
        trees = {"new": ROOT}
        if "--old" in argv:
            trees["old"] = Path(argv[argv.index("--old") + 1]).resolve()
        by_entries(trees)
        return 0
    rows: list[tuple[str, int, int, float, float | None]] = []
    for kind in ("clean", "faulty"):
        previous: float | None = None
        for size in SIZES:
            text = sized(size)
            if kind == "faulty":
                text = faulty(text)
            cpu, found = measure(text, 3)
            ratio = cpu / previous if previous else None
            previous = cpu
            lines = text.count("\n") + 1
            rows.append((kind, lines, found, cpu, ratio))
            print(f"{kind:6} {lines:>7,} lines {found:>6,} diagnostics  CPU {cpu:6.2f} s"
                  + (f"  x{ratio:.2f}" if ratio else ""), flush=True)
    if "--write" in argv:
        write_doc(rows)
    return 0


def write_doc(rows: list[tuple[str, int, int, float, float | None]]) -> None:
    table = ["| booklet | lines | diagnostics | check CPU time | ratio to the size before |",
             "| --- | ---: | ---: | ---: | ---: |"]
    table += [f"| {kind} | {lines:,} | {found:,} | {cpu:.2f} s | "
              f"{f'{ratio:.2f}' if ratio else '-'} |" for kind, lines, found, cpu, ratio in rows]
    section = "\n".join([
        "## check: linear growth",
        "",
        "`benchmarks/check_linear.py` checks generated booklets of 12,500 to 100,000 lines,",
        "clean and *faulty* (one entry in twenty with a broken reference, one in forty with a",
        "duplicate id, one in forty testing a Log Entry never noted, every fiftieth Event",
        "never drawn), as `crawlbook check` does after start-up: parse, every check,",
        "reachability, the report rendered. Best CPU time of 3 runs, side by side in one",
        f"run (Python {sys.version.split()[0]}, the shared 2-core machine, load average "
        f"{os.getloadavg()[0]:.1f}). Each size doubles the one before: a ratio of 2.0 is",
        "linear.",
        "",
        *table,
        "",
        "What keeps it linear: \"did you mean\" asks an index of the candidates built once",
        "per check (`compiler/suggest.py`: a one-deletion table finds every one-edit typo",
        "without comparing the word with every candidate; longer typos compare at most a",
        "few hundred candidates of a near length), where it compared each broken reference",
        "with every entry (2,000 broken references took 46 s; the test of 2,000 in",
        "`tests/safety/test_checker_limits.py` ran 135 s before the index on this loaded",
        "machine, 0.5 s after); a long line's snippet is cut to a window around its span.",
        "",
    ])
    write_section(DOC, "check: linear growth", section)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
