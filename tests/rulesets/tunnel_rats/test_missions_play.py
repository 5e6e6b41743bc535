"""The engine plays programs compiled from `.mission` sources (the compiler's contract,
docs/program-format.md), and every bundled mission plays to its end."""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_path, load_program
from crawlbook.missions import bundled
from crawlbook.rulesets.tunnel_rats.engine.setup import program_content
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.game import Game

FIXTURES = Path(__file__).resolve().parents[2] / "runtime" / "fixtures"
MISSIONS = [m.path for m in bundled() if m.ruleset == "tunnel-rats"]


@pytest.fixture(scope="module")
def well() -> dict:
    result = compile_path(FIXTURES / "well.mission")
    assert result.program is not None, [str(d) for d in result.diagnostics]
    return result.program


def test_compiled_fixture_plays_to_the_end(well):
    pack = program_content(well)
    outcomes = set()
    for seed in range(30):
        game = play_with_policy(well, seed, "explorer", content=pack)
        assert game.over and game.log[-1]["type"] == "mission_end"
        outcomes.add(game.result.outcome)
    assert "success" in outcomes


def test_compiled_fixture_reads_event_one_up_to_its_line(well):
    for seed in range(200):
        game = Game.new(well, seed)
        from crawlbook.runtime.policies import make_policy

        policy = make_policy("explorer", seed)
        while not game.over and not (game.prompt.kind == "decision"
                                     and game.prompt.info.get("entry") == "1.1"):
            game.answer(policy.choose(game.prompt))
        if not game.over:
            break
    else:
        pytest.fail("no game reached Event 1")
    assert game.prompt.ids() == ["1", "2"]
    texts = [e["text"] for e in game.log if e["type"] == "text" and e["entry"] == "1.1"]
    assert texts and "black water" in texts[-1]
    assert not [e for e in game.log if e["type"] == "entry" and e["id"] == "1.2"]


@pytest.mark.parametrize("path", MISSIONS, ids=lambda p: p.name)
def test_bundled_missions_play_to_the_end(path):
    program = load_program(path)
    pack = program_content(program)
    for seed in range(10):
        for policy in ("random", "explorer"):
            game = play_with_policy(program, seed, policy, content=pack)
            assert game.result.outcome in ("success", "failure")
