"""The skill ceiling of every bundled mission (docs/missions.md, "Skill and luck"):
`--policy search` beside the ruleset's sensible player and `random`, on the same runs.

    .venv/bin/python benchmarks/skill_ceiling.py [-n 60] [--think 16] [--out FILE]
        [MISSION ...]

Each mission is simulated with the three policies and the same seed (one worker, so it
can run niced beside other work); a row per mission is appended to ``--out`` (a Markdown
table) as soon as it is done, with each win rate's Wilson interval, the skill gap
(search - random), the gap to the sensible player and whether it lies outside both
intervals, each policy's mean score, and the CPU seconds the search took.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from crawlbook.compiler.api import load_program
from crawlbook.runtime.game import prepare
from crawlbook.runtime.search import SearchFactory, Think, rollout_policy_name
from crawlbook.runtime.simulation import simulate
from crawlbook.runtime.simulation.skill import skill_section

MISSIONS = ("0", "1", "2", "3", "chainsaw-warrior", "chainsaw-warrior-blackout")


def _rate(line: dict) -> str:
    rate = line["win_rate"]
    return f"{rate['value']:.1%} ({rate['low']:.1%}–{rate['high']:.1%})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("missions", nargs="*", default=list(MISSIONS))
    parser.add_argument("-n", "--runs", type=int, default=60)
    parser.add_argument("--think", default="16")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("skill_ceiling.md"))
    args = parser.parse_args()
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
