"""Benchmark of the exact odds (docs/odds.md): what each computation costs, and what the
shipped Combat table saves.

Run: ``.venv/bin/python benchmarks/odds_bench.py [--parts knife:0,knife:1,...]``. Times are
CPU time of this process (``time.process_time``), best of 3 runs where a run is short, in
one run side by side: every Trait test's odds counted cold, the shipped Combat table read
cold, every entry's and every Event's odds of the bundled Mission 1, and the parts of the
exact Combat count named by ``--parts`` (weapon:initiative, counted once each: they take
seconds to minutes; the default is the Knife's two). The figures go in
docs/performance.md, section "odds".
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable


def best(work: Callable[[], object], runs: int = 3) -> float:
    found = []
    for _ in range(runs):
        start = time.process_time()
        work()
        found.append(time.process_time() - start)
    return min(found)


def main() -> None:
    from crawlbook.compiler.api import load_program
    from crawlbook.compiler.odds import event_odds, owners, program_odds
    from crawlbook.rulesets.tunnel_rats.engine.combat_cards import default_rules
    from crawlbook.rulesets.tunnel_rats.odds import combat, profiles, traits

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parts", default="knife:0,knife:1")
    args = parser.parse_args()
    rules = default_rules()
    pack = profiles({})

    def every_trait_test() -> None:
        traits.pass_chance.cache_clear()
        for trait in ("SURVIVAL", "CHARISMA", "PERCEPTION", "INTELLIGENCE", "WILLPOWER"):
            for diff in (1, 2, 3):
                traits.rat_chances(pack, trait, diff)

    def shipped_table() -> None:
        combat._MEMO.clear()
        assert combat.counted_odds(rules) is not None, "no shipped table: see docs/odds.md"

    program = load_program("1")

    def mission_odds() -> None:
        program_odds(program)
        for _kind, key, _title in owners(program):
            event_odds(program, key)

    rows = [("every Trait test (5 Traits x 3 DIFF x 6 Rats), cold", best(every_trait_test)),
            ("the shipped Combat table, read cold", best(shipped_table)),
            ("Mission 1: every entry's and every Event's odds", best(mission_odds))]
    start = time.process_time()
    parts = combat._Parts(rules)
    rows.append(("the deck and the VC's plays (once per count)",
                 time.process_time() - start))
    for item in args.parts.split(","):
        weapon, initiative = item.split(":")
        start = time.process_time()
        combat.part(parts, weapon, initiative == "1")
        said = "holding the Initiative" if initiative == "1" else "without the Initiative"
        rows.append((f"count: {weapon}, {said}", time.process_time() - start))
    width = max(len(name) for name, _ in rows)
    for name, seconds in rows:
        print(f"{name:<{width}}  {seconds * 1000:10.1f} ms")


if __name__ == "__main__":
    main()
