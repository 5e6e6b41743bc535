"""Benchmark of `crawlbook check` on synthetic booklets of many entries.

Figures: docs/performance.md, "check".

Run: ``.venv/bin/python benchmarks/check_bench.py [--write]`` (``--write`` puts the figures
in the "check" section of docs/performance.md). It times, best of a few runs:

- checking generated booklets of 1,000 and 10,000 entries in-process (parse with the
  includes loader + every check + reachability; what ``crawlbook check`` does after start-up),
  and the same with the program built (lowered, content pack embedded);
- ``crawlbook check`` on one shipped mission as a subprocess: wall time, start-up included.

Targets: 10,000 entries in under 2 s; linear growth (10x entries, at most 11x time); one
mission in under 0.5 s wall. The booklet has Events of ten entries, each with a decision,
a Trait test, a Log Entry check, a Combat, a NOTE, as real Events do.
"""

from __future__ import annotations

import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "performance.md"
MISSION = ROOT / "missions" / "01-the-hamlet-well.mission"


def booklet(entries: int) -> str:
    """A valid booklet of ``entries`` entries in Events of ten."""
    events = (entries + 9) // 10
    numbers = " ".join(str(i) for i in range(1, events + 1))
    out = [
        "MISSION 1: Benchmark", "LEVELS 1", "TB DECK 9",
        f"LEVEL 1 DECK: 4 STANDARD, EVENTS {numbers} SHUFFLED", "",
    ]
    made = 0
    for number in range(1, events + 1):
        size = min(10, entries - made)
        out += [f"EVENT {number}: Event {number}", ""]
        for i in range(1, size + 1):
            here = f"{number}.{i}"
            nxt = f"{number}.{i + 1}" if i < size else "CONTINUE THE MISSION"
            after = f"{number}.{i + 2}" if i + 1 < size else "CONTINUE THE MISSION"
            out += [here, f"Entry {here}: the tunnel bends left and the air grows thick."]
            kind = i % 5
            if kind == 1:
                out += ["Do you:", f"• crawl on → {nxt}", f"• turn back → {after}", "- - -"]
            elif kind == 2:
                out += ["[TEST LEAD PERCEPTION DIFF 2]", f"pass → {nxt}", f"fail → {after}",
                        "- - -"]
            elif kind == 3:
                # Log Entries of the Events before and after: each may or may not be noted.
                prev = (number - 2) % events + 1
                later = number % events + 1
                out += [f"if noted WELL{prev} and not noted LOUD{later} → {nxt}",
                        f"otherwise → {after}", "- - -"]
            elif kind == 4:
                out += ["[COMBAT STANDARD 2 ELITE 1 INITIATIVE VC]", f"→ {nxt}", "====="]
            else:
                out += ["[DAMAGE LEAD 1]", f"[NOTE LOUD{number}]", f"[NOTE WELL{number}]",
                        f"→ {nxt}", "====="]
        made += size
    out += ["", "CARD TR18: BOOBY TRAP", "TR18.1", "[DAMAGE RANDOM 1]",
            "→ CONTINUE THE MISSION", "=====", "", "END OF MISSION", "You made it.",
            "SUCCESS POINTS", "+1 per RAT STANDING"]
    return "\n".join(out) + "\n"


def best(fn: Callable[..., object], runs: int) -> tuple[float, float]:
    """Best wall and best CPU time of ``runs`` calls (the machine is shared: CPU time
    shows the work, wall time what a user waits)."""
    walls, cpus = [], []
    for _ in range(runs):
        start, cpu = time.perf_counter(), time.process_time()
        fn()
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    return min(walls), min(cpus)


def main(argv: list[str]) -> int:
    from crawlbook.compiler.api import compile_path
    from crawlbook.compiler.config import Config
    from crawlbook.dsl.loader import load

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for entries in (1_000, 10_000):
            path = Path(tmp) / f"bench-{entries}.mission"
            path.write_text(booklet(entries), encoding="utf-8")
            lines = path.read_text().count("\n")
            result = compile_path(path, Config())
            assert not result.diagnostics, result.diagnostics[:3]
            runs = 5 if entries <= 1_000 else 3
            parse = best(lambda p=path: load(str(p)), runs)
            check = best(lambda p=path: compile_path(p, Config(), build=False), runs)
            build = best(lambda p=path: compile_path(p, Config()), runs)
            rows.append((entries, lines, parse, check, build))
            print(f"{entries:>6} entries ({lines} lines): parse {parse[0]:.3f} s "
                  f"(cpu {parse[1]:.3f}), check {check[0]:.3f} s (cpu {check[1]:.3f}), "
                  f"check + build {build[0]:.3f} s (cpu {build[1]:.3f})", flush=True)
    growth = rows[1][3][1] / rows[0][3][1]
    print(f"growth of check CPU time for 10x entries: {growth:.1f}x")
    cmd = [sys.executable, "-m", "crawlbook.cli", "check", str(MISSION)]
    cli: list[str | Path] = [ROOT / ".venv" / "bin" / "crawlbook", "check", str(MISSION)]
    runner = [str(c) for c in cli] if Path(cli[0]).exists() else cmd
    subprocess.run(runner, check=True, capture_output=True)  # warm the file cache
    walls, cpus = [], []
    for _ in range(7):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(runner, check=True, capture_output=True)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    wall, cpu = min(walls), min(cpus)
    print(f"`crawlbook check {MISSION.name}` start-up included: wall {wall:.3f} s, "
          f"CPU {cpu:.3f} s")
    if "--write" in argv:
        write_doc(rows, growth, (wall, cpu))
    return 0


Timing = tuple[float, float]


def write_doc(rows: list[tuple[int, int, Timing, Timing, Timing]], growth: float,
              startup: Timing) -> None:
    table = ["| entries | lines | parse only | check (parse + checks) | check + build |",
             "| ---: | ---: | ---: | ---: | ---: |"]
    table += [f"| {e:,} | {lines:,} | {p[0]:.2f} s (CPU {p[1]:.2f} s) | "
              f"{c[0]:.2f} s (CPU {c[1]:.2f} s) | {b[0]:.2f} s (CPU {b[1]:.2f} s) |"
              for e, lines, p, c, b in rows]
    section = "\n".join([
        "## check",
        "",
        "`benchmarks/check_bench.py` generates booklets of Events of ten entries (a decision,",
        "a Trait test, a Log Entry check, a Combat, Log Entries noted) and times, best of",
        "several runs, what `crawlbook check` does after start-up: read and parse the file,",
        "run every check including reachability in play; and the same plus building the",
        "program (lowering, content pack, content hash). Measured on the project's 2-core",
        f"machine (Python {sys.version.split()[0]}) while other work was running (load "
        f"average {os.getloadavg()[0]:.1f}): wall times are upper bounds, CPU times show the",
        "work itself. A little over half of it is parsing (`crawlbook.dsl`); the checks,",
        "reachability in play included, take the rest (docs/performance.md, \"check",
        "throughput\", says where the time goes).",
        "",
        *table,
        "",
        f"- Growth of check's CPU time from 1,000 to 10,000 entries: {growth:.1f}x (target "
        "at most 11x).",
        f"- `crawlbook check missions/{MISSION.name}`, one shipped mission, wall time with "
        f"Python start-up: {startup[0]:.2f} s wall, {startup[1]:.2f} s CPU (target under "
        "0.5 s). `check` imports neither "
        "networkx, jinja2, rich nor jsonschema, and does not build the program.",
        "",
        "Targets: 10,000 entries checked in under 2 s, linear growth, one mission "
        "under 0.5 s wall.",
        "",
    ])
    write_section(DOC, "check", section)


def write_section(doc: Path, heading: str, section: str) -> None:
    """Put ``section`` (which starts with ``## heading``) in ``doc`` in place of the
    section of that heading, or at its end (for the benchmarks' ``--write``)."""
    text = doc.read_text(encoding="utf-8") if doc.exists() else "# Performance\n\n"
    pattern = re.compile(f"^## {re.escape(heading)}\n.*?(?=^## |\\Z)", re.MULTILINE | re.DOTALL)
    if pattern.search(text):
        text = pattern.sub(lambda _m: section + "\n", text)
    else:
        text = text.rstrip("\n") + "\n\n" + section
    doc.write_text(text.rstrip("\n") + "\n", encoding="utf-8")
    print(f"wrote the section {heading!r} of {doc.relative_to(ROOT)}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
