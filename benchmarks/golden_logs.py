"""Golden event logs: digests of many seeded games, to prove a refactor keeps behaviour.

    .venv/bin/python benchmarks/golden_logs.py write tests/data/golden/tunnel-rats.json
    .venv/bin/python benchmarks/golden_logs.py compare tests/data/golden/tunnel-rats.json
    .venv/bin/python benchmarks/golden_logs.py compare \
        tests/data/golden/chainsaw-warrior-logs.json --ruleset chainsaw-warrior -n 500

For every bundled mission, ``--games`` games (seeds ``seed_for_run(0, i)``) are played with
each policy of ``--policy``; each game's event log is reduced to a digest: the events as
canonical JSON, ``dice``, ``prompt`` and ``answer`` events left out and ``seq`` renumbered
(rolls, and later the prompts offered and answered, became events of their own after the
first recording; nothing else may change). ``compare`` prints the first
games that differ.

``--ruleset chainsaw-warrior`` plays the Chainsaw Warrior scenarios of
``benchmarks/cw_bench.py`` (``scenarios``: the standard game, the White Dwarf 88
Equipment, Sprinting, every Overkill Option, the Blackout scenario) with its policies
(``random`` and ``careful`` unless ``--policy`` says), and digests the whole log: every
event as canonical JSON, ``seq``, ``dice``, ``prompt`` and ``answer`` events included
(``full_log``), so the dice, the offers and the answers are the same too.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def canonical_log(log: list[dict]) -> bytes:
    out: list[str] = []
    for event in log:
        if event.get("type") in ("dice", "prompt", "answer"):
            continue
        event = dict(event)
        event["seq"] = len(out)
        out.append(json.dumps(event, sort_keys=True, separators=(",", ":"), ensure_ascii=False))
    return "\n".join(out).encode("utf-8")


def full_log(log: list[dict]) -> bytes:
    """Every event of the log as canonical JSON, one a line (nothing left out)."""
    return "\n".join(json.dumps(event, sort_keys=True, separators=(",", ":"),
                                ensure_ascii=False) for event in log).encode("utf-8")


def cw_digests(games: int, policies: list[str]) -> dict[str, list[str]]:
    """The Chainsaw Warrior games' digests (``full_log``), by ``scenario/policy``."""
    from crawlbook.runtime.autoplay import play_with_policy
    from crawlbook.runtime.game import prepare
    from crawlbook.runtime.rng import seed_for_run
    # cw_bench lies beside this file, also when the tests load it from its path.
    if str(ROOT / "benchmarks") not in sys.path:
        sys.path.insert(0, str(ROOT / "benchmarks"))
    from cw_bench import scenarios

    result: dict[str, list[str]] = {}
    for name, program in scenarios().items():
        prepared = prepare(program)
        for policy in policies:
            result[f"{name}/{policy}"] = [
                hashlib.sha256(full_log(play_with_policy(
                    program, seed_for_run(0, i), policy, content=prepared).log)
                ).hexdigest()[:16] for i in range(games)]
            print(f"{name}/{policy}: {games} games", file=sys.stderr)
    return result


def digests(games: int, policies: list[str]) -> dict[str, list[str]]:
    from crawlbook.compiler.api import load_program
    from crawlbook.runtime.rng import seed_for_run

    try:
        from crawlbook.runtime.autoplay import play_with_policy
    except ImportError:  # pragma: no cover
        raise
    result: dict[str, list[str]] = {}
    from crawlbook.missions import bundled

    # The golden logs are Tunnel Rats games (its policies, its missions).
    for path in [m.path for m in bundled() if m.ruleset == "tunnel-rats"]:
        program = load_program(path)
        for policy in policies:
            found = []
            for i in range(games):
                game = play_with_policy(program, seed_for_run(0, i), policy)
                found.append(hashlib.sha256(canonical_log(game.log)).hexdigest()[:16])
            result[f"{path.stem}/{policy}"] = found
            print(f"{path.stem}/{policy}: {games} games", file=sys.stderr)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("write", "compare"))
    parser.add_argument("file")
    parser.add_argument("-n", "--games", type=int, default=2000)
    parser.add_argument("--policy", action="append")
    parser.add_argument("--ruleset", choices=("tunnel-rats", "chainsaw-warrior"),
                        default="tunnel-rats")
    args = parser.parse_args()
    if args.ruleset == "chainsaw-warrior":
        found = cw_digests(args.games, args.policy or ["random", "careful"])
    else:
        found = digests(args.games, args.policy or ["random", "cautious"])
    path = Path(args.file)
    if args.action == "write":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(found, indent=0, sort_keys=True) + "\n")
        return 0
    expected = json.loads(path.read_text())
    bad = 0
    for key, values in found.items():
        want = expected.get(key)
        if want is None:
            print(f"{key}: not in {path}")
            bad += 1
            continue
        diff = [i for i, (a, b) in enumerate(zip(values, want, strict=False)) if a != b]
        if diff:
            bad += 1
            print(f"{key}: {len(diff)} games differ, first at index {diff[:5]}")
    print("identical" if not bad else f"{bad} differing sets")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
