"""Properties over many seeded playthroughs (docs/engine.md): every game ends; TB cards
are conserved across Draw, Discard and Removed (the face-up card is one of the Draw
deck's); Threat stays on the track 1..9; Damage never goes below 0; a Taken Out Rat never
acts again; save, load and continue gives the same log as playing straight through; the
same seed and answers give the same log, byte for byte."""

from __future__ import annotations

import json

from crawlbook.rulesets.tunnel_rats.engine.setup import program_content
from crawlbook.runtime.autoplay import MAX_STEPS, play_with_policy
from crawlbook.runtime.game import Game
from crawlbook.runtime.policies import make_policy, policy_seed
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.narrow import present
from tests.runtime.programs import sample_program

PROGRAM = sample_program()
PACK = program_content(PROGRAM)
SEEDS = st.integers(min_value=0, max_value=2**40)
POLICIES = st.sampled_from(["random", "explorer"])
ACTING = ("trait_test", "combat_interaction", "heal", "damage", "ability", "combat_weapon")


def check_invariants(game: Game, total: int) -> None:
    s = game.state
    tb = s.tb
    assert len(tb.draw) + len(tb.discarded) + len(tb.removed) == total
    assert 0 <= tb.marker <= 2
    assert 1 <= s.threat <= 9
    for rat in s.team.rats:
        assert rat.damage >= 0
        assert rat.taken_out == (rat.id not in s.team.formation)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, policy=POLICIES)
def test_playthrough_invariants(seed: int, policy: str) -> None:
    game = Game.new(PROGRAM, seed, content=PACK)
    total = game.state.tb.total
    chooser = make_policy(policy, policy_seed(seed))
    steps = 0
    while not game.over:
        check_invariants(game, total)
        game.answer(chooser.choose(present(game.prompt)))
        steps += 1
        assert steps < MAX_STEPS
    check_invariants(game, total)
    assert game.result is not None and game.log[-1]["type"] == "mission_end"
    # A Taken Out Rat never acts again.
    out: set[str] = set()
    for event in game.log:
        if event.get("rat") in out and event["type"] in ACTING:
            raise AssertionError(f"{event['rat']} acted after being Taken Out: {event}")
        if event["type"] == "taken_out":
            out.add(event["rat"])
        if event["type"] == "formation":
            assert not out & set(event["formation"])
    assert [e["seq"] for e in game.log] == list(range(len(game.log)))


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, policy=POLICIES, cut=st.integers(min_value=0, max_value=60))
def test_save_load_continue_gives_the_same_log(seed, policy, cut):
    straight = play_with_policy(PROGRAM, seed, policy, content=PACK)
    answers = straight.answers
    cut = min(cut, len(answers))
    game = Game.new(PROGRAM, seed, content=PACK)
    for a in answers[:cut]:
        game.answer(a)
    saved = json.dumps(game.to_json())
    loaded = Game.from_json(PROGRAM, json.loads(saved))
    for a in answers[cut:]:
        loaded.answer(a)
    assert json.dumps(loaded.log) == json.dumps(straight.log)
    assert loaded.result == straight.result


@settings(max_examples=20, deadline=None)
@given(seed=SEEDS)
def test_same_seed_and_answers_same_log(seed):
    a = play_with_policy(PROGRAM, seed, "explorer", content=PACK)
    b = Game.new(PROGRAM, seed)
    for answer in a.answers:
        b.answer(answer)
    assert json.dumps(a.log, sort_keys=True) == json.dumps(b.log, sort_keys=True)
