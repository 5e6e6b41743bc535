"""Benchmark of the booklet parser: lark's public API (the "public" route,
``crawlbook.dsl.parser``) against the loop over lark's private LALR internals that it
replaced (the "private" route, ``benchmarks/private_route.py``).

Run: ``.venv/bin/python benchmarks/parser_bench.py [--rounds N] [--mutations N] [--write]``
(``--write`` puts the figures in the "parser" section of docs/performance.md).

First the two routes are compared: they must give the same document and the same
diagnostics on every bundled mission, every test case and the generated booklet, and the
number of seeded random mutations of those booklets (lines deleted, doubled, swapped,
broken) on which they differ is counted (the routes forget a bad line differently, see
``benchmarks/private_route.py``).

Then, in one process, alternating the two routes round after round (each round runs both,
in turn first and second: the machine is shared), it times:

- parse only: ``parse`` of the generated 10,000-entry booklet (``check_bench.booklet``),
  and ``load`` of a bundled mission with its INCLUDEs;
- the whole of ``crawlbook check`` after start-up (``compile_path(..., build=False)``) on
  the same two, the loader using one route or the other;
- start-up: a fresh Python process that imports the route and loads the bundled mission
  (the LALR tables come from the cache in the user's cache folder, as for `check`).

Times are CPU seconds (``time.process_time``). Each figure is the best round; the ratio
public / private is given for the best rounds and as the median of the rounds' ratios.
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import private_route  # noqa: E402
from check_bench import booklet  # noqa: E402
from crawlbook.dsl import loader, parser  # noqa: E402
from crawlbook.dsl.shape import BookShape  # noqa: E402
from crawlbook.runtime.rng import Rng  # noqa: E402

DOC = ROOT / "docs" / "performance.md"
MISSION = ROOT / "missions" / "01-the-hamlet-well.mission"


class Route(Protocol):
    """A parse function of ``parser.parse``'s shape (what the loader calls)."""

    def __call__(self, source: str, path: str = ...,
                 shape: BookShape | None = ...) -> parser.ParseResult: ...


ROUTES: dict[str, Route] = {
    "private": private_route.parse, "public": parser.parse}
JUNK = ["→", "->", "[", "]", "•", "- ", "if ", "noted ", "(", ")", ":", "EVENT ", "CARD ",
        "7.2", "\\", "otherwise", "pass →", "+1 if", "=====", "[NOTE X", "• a → 1.1",
        "→ 1.1 x", "EVENT 3 x"]

STARTUP = """
import sys, time
start = time.process_time()
sys.path.insert(0, {here!r})
if {route!r} == "private":
    from private_route import parse
else:
    from crawlbook.dsl.parser import parse
import crawlbook.dsl.loader as loader
loader.parse = parse
loader.load({mission!r})
print(time.process_time() - start)
"""


def booklets() -> list[tuple[str, str]]:
    """The bundled missions, the test cases and the generated 10,000-entry booklet."""
    paths = sorted((ROOT / "missions").glob("*.mission"))
    for folder in ("tests/dsl/cases", "tests/data/cases"):
        paths += sorted((ROOT / folder).rglob("*.mission"))
    out = [(str(p), p.read_text(encoding="utf-8", errors="replace")) for p in paths]
    return [*out, ("bench-10000.mission", booklet(10_000))]


def same(path: str, text: str) -> bool:
    a, b = (route(text, path) for route in ROUTES.values())
    return a.document == b.document and a.diagnostics == b.diagnostics


def mutated(rng: Rng, sources: list[str]) -> str:
    lines = rng.choice(sources).split("\n")
    for _ in range(1 + rng.below(6)):
        op = rng.choice(["delete", "duplicate", "swap", "insert", "replace"])
        i = rng.below(len(lines))
        if op == "delete" and len(lines) > 1:
            del lines[i]
        elif op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = rng.below(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            junk = rng.choice(JUNK)
            at = rng.below(len(lines[i]) + 1)
            lines[i] = lines[i][:at] + junk + lines[i][at:] if op == "insert" else junk
    return "\n".join(lines)


def compare(mutations: int) -> tuple[int, int]:
    """How many booklets both routes agree on (all must), and on how many of
    ``mutations`` mutated ones they differ."""
    sources = booklets()
    for path, text in sources:
        if not same(path, text):
            raise SystemExit(f"the two routes differ on {path}")
    rng = Rng(2024)
    small = [text for _, text in sources[:-1]]
    differ = sum(not same("m.mission", mutated(rng, small)) for _ in range(mutations))
    return len(sources), differ


def cpu(fn: Callable[[], object], repeat: int = 1) -> float:
    gc.collect()  # the garbage of the run before is not this run's work
    start = time.process_time()
    for _ in range(repeat):
        fn()
    return (time.process_time() - start) / repeat


def startup(route: str) -> float:
    """CPU time of a fresh process that imports a route and loads the mission."""
    code = STARTUP.format(here=str(HERE), route=route, mission=str(MISSION))
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True)
    return float(out.stdout.strip())


Row = tuple[str, float, float, float, float]


def measure(rounds: int) -> list[Row]:
    from crawlbook.compiler.api import compile_path
    from crawlbook.compiler.config import Config

    with tempfile.TemporaryDirectory() as tmp:
        big = Path(tmp) / "bench-10000.mission"
        big.write_text(booklet(10_000), encoding="utf-8")
        text = big.read_text(encoding="utf-8")
        tasks: dict[str, Callable[[str], float]] = {
            "parse, 10,000 entries": lambda r: cpu(lambda: ROUTES[r](text, str(big))),
            f"parse, {MISSION.stem}": lambda r: cpu(lambda: loader.load(str(MISSION)), 20),
            "check, 10,000 entries": lambda r: cpu(
                lambda: compile_path(big, Config(), build=False)),
            f"check, {MISSION.stem}": lambda r: cpu(
                lambda: compile_path(MISSION, Config(), build=False), 20),
            f"start-up + parse, {MISSION.stem}": startup,
        }
        for route in ROUTES:  # warm both (tables, caches) before timing
            startup(route)
            ROUTES[route](text, str(big))
        times: dict[tuple[str, str], list[float]] = {}
        for n in range(rounds):
            order = list(ROUTES) if n % 2 == 0 else list(reversed(ROUTES))
            for task, run in tasks.items():
                for route in order:
                    loader.parse = ROUTES[route]
                    times.setdefault((task, route), []).append(run(route))
            loader.parse = parser.parse
            print(f"round {n + 1}: " + ", ".join(
                f"{task} {times[task, 'public'][-1] / times[task, 'private'][-1]:.2f}x"
                for task in tasks), flush=True)
    rows = []
    for task in tasks:
        a, b = times[task, "private"], times[task, "public"]
        median = statistics.median(y / x for x, y in zip(a, b, strict=True))
        rows.append((task, min(a), min(b), min(b) / min(a), median))
    return rows


def main(argv: list[str]) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--rounds", type=int, default=7)
    args.add_argument("--mutations", type=int, default=2000)
    args.add_argument("--write", action="store_true")
    opts = args.parse_args(argv)
    compared, differ = compare(opts.mutations)
    print(f"the two routes agree on all {compared} booklets; they differ on {differ} of "
          f"{opts.mutations} mutated ones")
    rows = measure(opts.rounds)
    for task, a, b, best, median in rows:
        print(f"{task:<36} private {a:.4f} s  public {b:.4f} s  ratio (best) {best:.2f}x"
              f"  ratio (median of rounds) {median:.2f}x")
    if opts.write:
        write_doc(rows, opts.rounds, compared, differ, opts.mutations)
    return 0


def write_doc(rows: list[Row], rounds: int, compared: int, differ: int,
              mutations: int) -> None:
    import lark

    table = ["| measured | private route | public route | ratio (best rounds) | "
             "ratio (median of rounds) |",
             "| --- | ---: | ---: | ---: | ---: |"]
    table += [f"| {task} | {a:.3f} s | {b:.3f} s | {best:.2f}x | {median:.2f}x |"
              for task, a, b, best, median in rows]
    figures = "\n".join([
        "<!-- parser-bench:begin -->",
        f"`benchmarks/parser_bench.py --rounds {rounds} --mutations {mutations}`: Python "
        f"{sys.version.split()[0]}, lark {lark.__version__}, 2 cores, load average "
        f"{' '.join(f'{x:.2f}' for x in os.getloadavg())} at the end of the run. The two "
        f"routes gave the same documents and diagnostics on all {compared} booklets and "
        f"differed on {differ} of {mutations} mutated ones. CPU seconds, best of "
        f"{rounds} rounds.",
        "",
        *table,
        "<!-- parser-bench:end -->",
    ])
    text = DOC.read_text(encoding="utf-8")
    pattern = re.compile(r"<!-- parser-bench:begin -->.*?<!-- parser-bench:end -->", re.S)
    if not pattern.search(text):
        raise SystemExit("docs/performance.md has no parser-bench markers")
    DOC.write_text(pattern.sub(lambda _m: figures, text), encoding="utf-8")
    print(f"wrote the parser figures in {DOC.relative_to(ROOT)}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
