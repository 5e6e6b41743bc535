"""Refactors keep behaviour: the event logs of seeded Tunnel Rats games are those recorded
in tests/data/golden/tunnel-rats-logs.json before rulesets became plug-ins
(docs/event-log.md, "Dice"). The digests are made as ``benchmarks/golden_logs.py`` makes them (dice
events left out, ``seq`` renumbered); the full comparison of all 32,000 games is
``benchmarks/golden_logs.py compare tests/data/golden/tunnel-rats-logs.json``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .helpers import golden_logs

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = ROOT / "tests" / "data" / "golden" / "tunnel-rats-logs.json"
GAMES = 100


@pytest.fixture(scope="module")
def recorded() -> dict[str, list[str]]:
    data: dict[str, list[str]] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def played(recorded: dict[str, list[str]]) -> dict[str, list[str]]:
    policies = sorted({key.split("/")[1] for key in recorded})
    found: dict[str, list[str]] = golden_logs().digests(GAMES, policies)
    return found


def test_every_recorded_set_is_played(recorded, played):
    assert set(played) == set(recorded)


def test_the_first_games_of_each_set_are_unchanged(recorded, played):
    differ = {key: [i for i, (a, b) in enumerate(zip(found, recorded[key][:GAMES],
                                                     strict=True)) if a != b]
              for key, found in played.items()}
    assert not {k: v[:5] for k, v in differ.items() if v}


def test_dice_events_are_what_the_digests_leave_out():
    """Every die is an event of its own (docs/event-log.md, "Dice"); the digest of a log
    is the same with or without them."""
    from crawlbook.compiler.api import load_program
    from crawlbook.runtime.autoplay import play_with_policy

    module = golden_logs()
    program = load_program(ROOT / "missions" / "01-the-hamlet-well.mission")
    game = play_with_policy(program, 3, "cautious")
    dice = [e for e in game.log if e["type"] == "dice"]
    assert dice and all(set(e) == {"seq", "type", "dice", "faces", "total", "purpose"}
                        for e in dice)
    without = [e for e in game.log if e["type"] != "dice"]
    assert module.canonical_log(game.log) == module.canonical_log(without)
