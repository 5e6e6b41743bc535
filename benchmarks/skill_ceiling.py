"""The skill ceiling of every bundled mission (docs/missions.md, "Skill and luck"):
`--policy search` beside the ruleset's sensible player and `random`, on the same runs.

    .venv/bin/python benchmarks/skill_ceiling.py [-n 60] [--think 16] [--out FILE]
        [MISSION ...]

Each mission is simulated with the three policies and the same seed (one worker, so it
can run niced beside other work); a row per mission is appended to ``--out`` (a Markdown
table) as soon as it is done, with each win rate's Wilson interval, the skill gap
(search - random), the gap to the sensible player and whether it lies outside both
intervals, each policy's mean score, and the CPU seconds the search took.

On a busy machine run it in chunks, each its own ``--seed`` (``-n 40 --seed 11``, then
12 ...), appending to one ``--out``; ``--pool FILE`` then prints one row per mission of
all its chunks: the wins summed, the intervals of the pooled counts, the scores weighted
by games, the search's CPU seconds a game (docs/missions.md, "Skill and luck").
"""

from __future__ import annotations

import argparse
import re
import time
from pathlib import Path

from crawlbook.compiler.api import load_program
from crawlbook.runtime.game import prepare
from crawlbook.runtime.search import SearchFactory, Think, rollout_policy_name
from crawlbook.runtime.simulation import simulate
from crawlbook.runtime.simulation.report import wilson
from crawlbook.runtime.simulation.skill import skill_section

MISSIONS = ("0", "1", "2", "3", "chainsaw-warrior", "chainsaw-warrior-blackout")


def _rate(line: dict) -> str:
    rate = line["win_rate"]
    return f"{rate['value']:.1%} ({rate['low']:.1%}–{rate['high']:.1%})"


def _wins(cell: str, runs: int) -> int:
    """The wins of a chunk's cell (``90.0% (77.0%–96.0%)``) of ``runs`` games."""
    found = re.search(r"([\d.]+)%", cell)
    return round(float(found.group(1)) / 100 * runs) if found else 0


def pool(path: Path) -> None:
    """One row per mission of the chunks in ``path`` (see the module docstring)."""
    rows: dict[str, list[list[str]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 10 and cells[1].isdigit():
            rows.setdefault(cells[0], []).append(cells)
    print("| mission | runs (chunks) | search | sensible | random | skill gap | "
          "search − sensible | outside both intervals | mean score (search, sensible, "
          "random) | CPU s a game (search) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |")
    for mission, chunks in rows.items():
        n = sum(int(c[1]) for c in chunks)
        rates = []
        for column in (2, 3, 4):
            wins = sum(_wins(c[column], int(c[1])) for c in chunks)
            rates.append((wins / n, *wilson(wins, n)))
        scores = [sum(float(c[8].split(",")[k]) * int(c[1]) for c in chunks) / n
                  for k in range(3)]
        cpu = sum(float(c[9]) for c in chunks) / n
        (top, top_low, _), (mid, _, mid_high), (low, _, _) = rates
        shown = [f"{r:.1%} ({a:.1%}–{b:.1%})" for r, a, b in rates]
        sensible = chunks[0][3].split()[0]
        print(f"| {mission} | {n} ({len(chunks)}) | {shown[0]} | {sensible} {shown[1]} | "
              f"{shown[2]} | {top - low:+.1%} | {top - mid:+.1%} | "
              f"{'yes' if top_low > mid_high else 'no'} | "
              f"{scores[0]:.2f}, {scores[1]:.2f}, {scores[2]:.2f} | {cpu:.1f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("missions", nargs="*", default=list(MISSIONS))
    parser.add_argument("-n", "--runs", type=int, default=60)
    parser.add_argument("--think", default="16")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("skill_ceiling.md"))
    parser.add_argument("--pool", type=Path, metavar="FILE",
                        help="print the chunks of FILE pooled, one row per mission")
    args = parser.parse_args()
    if args.pool is not None:
        pool(args.pool)
        return
    think = Think.parse(args.think)
    if not args.out.exists():
        args.out.write_text("| mission | runs | search | sensible | random | skill gap | "
                            "search − sensible | outside both CIs | mean score (search, "
                            "sensible, random) | CPU s (search) |\n"
                            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | "
                            "---: |\n", encoding="utf-8")
    for name in args.missions:
        program = load_program(name)
        sensible = rollout_policy_name(prepare(program).engine.name)
        began = time.process_time()
        search = simulate(program, args.runs, seed=args.seed, policy=SearchFactory(think),
                          workers=1)
        cpu = time.process_time() - began
        other = simulate(program, args.runs, seed=args.seed, policy=sensible, workers=1)
        rand = simulate(program, args.runs, seed=args.seed, policy="random", workers=1)
        section = skill_section(search, other, rand)
        top, mid, low = section["policies"]
        row = (f"| {name} | {args.runs} | {_rate(top)} | {mid['policy']} {_rate(mid)} | "
               f"{_rate(low)} | {section['skill_gap']:+.1%} | "
               f"{section['gap_to_sensible']:+.1%} | "
               f"{'yes' if section['beats_sensible'] else 'no'} | "
               f"{top['mean_score']:.2f}, {mid['mean_score']:.2f}, {low['mean_score']:.2f} | "
               f"{cpu:.0f} |\n")
        with args.out.open("a", encoding="utf-8") as out:
            out.write(row)
        print(row, end="", flush=True)


if __name__ == "__main__":
    main()
