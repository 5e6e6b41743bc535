"""Chainsaw Warrior balance: the figures of docs/chainsaw-warrior/balance.md and
docs/chainsaw-warrior/scenario.md, as Markdown table rows.

    .venv/bin/python benchmarks/cw_balance.py [-n RUNS] [--workers W] [--only NAME]

Plays each configuration (the standard game with the rulebook's rules, with Extra
Training I and with Extra Training II; the scenario Blackout at Mercy General) with the
`careful` and `random` policies, seed 1, exactly as

    crawlbook simulate MISSION -n RUNS --seed 1 --policy P [--option O] --format json

does (the report is the same for any number of workers), and prints one row per run:
the win, draw and loss rates with the causes, the minutes used, Deck Two reached and
the cards met. 10,000 runs per row take a few minutes on two cores.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from crawlbook.compiler.api import load_program  # noqa: E402
from crawlbook.runtime.simulation import simulate  # noqa: E402

# (name, mission, options, policies)
CONFIGS: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("the rulebook's rules", "chainsaw-warrior", (), ("careful", "random")),
    ("Extra Training I", "chainsaw-warrior", ("extra-training-1",), ("careful", "random")),
    ("Extra Training II", "chainsaw-warrior", ("extra-training-2",), ("careful", "random")),
    ("Blackout at Mercy General", "chainsaw-warrior-blackout", (), ("careful", "random")),
)
LOSSES = ("wounds", "radiation", "venom", "time", "slime")


def pct(rate: dict[str, Any]) -> str:
    return (f"**{100 * rate['value']:.1f}%** ({100 * rate['low']:.1f}–"
            f"{100 * rate['high']:.1f})")


def row(name: str, policy: str, report: dict[str, Any]) -> str:
    out = report["outcomes"]
    done = report["completed"]
    losses = " / ".join(f"{100 * out['causes']['loss'].get(c, 0) / done:.1f}"
                        for c in LOSSES)
    used = report["time_used"]["mean"]
    return (f"| {name} | {policy} | {done} | {pct(report['win_rate'])} | "
            f"{100 * out['draw'] / done:.1f}% | {losses} | {used:.1f} | "
            f"{100 * report['deck_reached']['two_rate']:.1f}% | "
            f"{report['cards_met']['mean']:.1f} | {out['errors']} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--only", default=None, help="one configuration's name")
    args = parser.parse_args()
    print("| rules | policy | runs | win rate (95% CI) | draw | loss % by wounds / "
          "radiation / venom / time / slime | minutes used | Deck Two reached | cards "
          "met | invariant errors |")
    print("| --- | --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: |")
    for name, mission, options, policies in CONFIGS:
        if args.only and args.only != name:
            continue
        program = load_program(mission)
        for policy in policies:
            report = simulate(program, args.runs, seed=1, policy=policy,
                              workers=args.workers, options=list(options))
            print(row(name, policy, report), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
