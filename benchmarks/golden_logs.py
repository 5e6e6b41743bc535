"""Golden event logs: digests of many seeded games, to prove a refactor keeps behaviour.

    .venv/bin/python benchmarks/golden_logs.py write tests/data/golden/tunnel-rats.json
    .venv/bin/python benchmarks/golden_logs.py compare tests/data/golden/tunnel-rats.json

For every bundled mission, ``--games`` games (seeds ``seed_for_run(0, i)``) are played with
each policy of ``--policy``; each game's event log is reduced to a digest: the events as
canonical JSON, ``dice``, ``prompt`` and ``answer`` events left out and ``seq`` renumbered
(rolls, and later the prompts offered and answered, became events of their own after the
first recording; nothing else may change). ``compare`` prints the first
games that differ.
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
    args = parser.parse_args()
    policies = args.policy or ["random", "cautious"]
    found = digests(args.games, policies)
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
