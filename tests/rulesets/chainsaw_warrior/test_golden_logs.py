"""Refactors keep behaviour: the event logs of seeded Chainsaw Warrior games are those
recorded in tests/data/golden/chainsaw-warrior-logs.json before the speed pass of issue 30
(docs/performance.md, "Chainsaw Warrior"): every scenario of ``benchmarks/cw_bench.py``
with ``random`` and ``careful``, the whole log digested (dice, prompts and answers too), as
``benchmarks/golden_logs.py --ruleset chainsaw-warrior`` digests it. The full comparison
of the 500 games of each set is ``benchmarks/golden_logs.py compare
tests/data/golden/chainsaw-warrior-logs.json --ruleset chainsaw-warrior -n 500``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.rulesets.tunnel_rats.helpers import golden_logs

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = ROOT / "tests" / "data" / "golden" / "chainsaw-warrior-logs.json"
GAMES = 25


@pytest.fixture(scope="module")
def recorded() -> dict[str, list[str]]:
    data: dict[str, list[str]] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def played() -> dict[str, list[str]]:
    found: dict[str, list[str]] = golden_logs().cw_digests(GAMES, ["random", "careful"])
    return found


def test_every_recorded_set_is_played(recorded, played):
    assert set(played) == set(recorded)
    assert all(len(v) >= 500 for v in recorded.values())


def test_the_first_games_of_each_set_are_unchanged(recorded, played):
    differ = {key: [i for i, (a, b) in enumerate(zip(found, recorded[key][:GAMES],
                                                     strict=True)) if a != b]
              for key, found in played.items()}
    assert not {k: v[:5] for k, v in differ.items() if v}
