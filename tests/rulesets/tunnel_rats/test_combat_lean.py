"""What a simulated game's Combat leaves out and reads elsewhere (docs/simulate.md, "Speed";
rulebook "Combat": "4. Resolve Combat"): the cards drawn in one go (``draw_to``) are the
cards drawn one at a time, the Combat's own events are counted rather than written
(``Combat.quiet``), and a policy answers a draw-or-stick or Pistol prompt from the game's
``interaction`` exactly as from the prompt's ``info``."""

from __future__ import annotations

from typing import Any

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.rulesets.tunnel_rats.engine.combat import QUIET
from crawlbook.rulesets.tunnel_rats.engine.combat_cards import (
    CombatDeck,
    default_rules,
    draw_to,
    hand_total,
)
from crawlbook.rulesets.tunnel_rats.policies import CautiousPolicy, ExplorePolicy, _card_value
from crawlbook.rulesets.tunnel_rats.simulation import SIMULATION
from crawlbook.runtime.game import Game, prepare
from crawlbook.runtime.policies import make_policy, policy_seed, start_policy
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rng import Rng, seed_for_run
from crawlbook.runtime.simulation.tally import kept_events
from hypothesis import given
from hypothesis import strategies as st

RULES = default_rules()
SEEDS = [seed_for_run(11, i) for i in range(10)]


@given(st.integers(min_value=0, max_value=2**32), st.integers(min_value=0, max_value=3),
       st.integers(min_value=1, max_value=21))
def test_draw_to_draws_the_cards_drawn_one_at_a_time(seed: int, first: int,
                                                     target: int) -> None:
    """"4. Resolve Combat": the VC draws to its stick value, the Rat to 13. Drawn in one
    go, the hand, its total and the deck are those of drawing a card at a time."""
    one, other = CombatDeck(RULES.cards), CombatDeck(RULES.cards)
    rng_one, rng_other = Rng(seed), Rng(seed)
    cards_one = [one.draw(rng_one) for _ in range(first)]
    cards_other = [other.draw(rng_other) for _ in range(first)]
    total = draw_to(one, rng_one, cards_one, target)
    while hand_total(cards_other) < target:
        cards_other.append(other.draw(rng_other))
    assert cards_one == cards_other
    assert total == hand_total(cards_other) and total >= target
    assert one.draw_pile == other.draw_pile and rng_one.to_json() == rng_other.to_json()


@pytest.fixture(scope="module")
def prepared() -> Any:
    return prepare(load_program("1"))


def test_a_played_game_writes_every_combat_event(prepared: Any) -> None:
    """A played game keeps the Combat's own events (the log is the rulebook's record)."""
    for seed in SEEDS[:4]:
        game = Game.new(prepared.program, seed, content=prepared)
        policy = make_policy("cautious", policy_seed(seed), "tunnel-rats")
        start_policy(policy, game)
        game.answer_all(policy.choose, 20000)
        types = {e["type"] for e in game.log}
        if "combat_start" in types:
            assert {"card_drawn", "combat_weapon", "combat_round", "combat_interaction",
                    "combat_reshuffle"} <= types
            return
    pytest.fail("no Combat in the seeded games")


def test_a_simulated_log_keeps_none_of_the_quiet_events() -> None:
    """The simulator's log keeps none of ``QUIET``: its Combats count them as written."""
    keep = kept_events(SIMULATION)
    assert keep is not None and keep.isdisjoint(QUIET)


def _draw_from_info(info: dict[str, Any], ids: list[str]) -> str:
    """Draw or stick as the policies decided from the prompt's ``info`` before they read
    the game (the same rule: stick at 17, beat a VC that has drawn, redraw when bust)."""
    total = int(info.get("rat_total") or 0)
    if info.get("rat_bust"):
        return next((w for w in ("pistol", "silencer") if w in ids), "stick")
    if "stick" not in ids:
        return "draw"
    vc_total = info.get("vc_total")
    if info.get("vc_done") and vc_total is not None:
        if vc_total > 21:
            return "stick"
        holder = info.get("initiative_holder") == info.get("rat")
        if total > vc_total or (total == vc_total and holder):
            return "stick"
        return "draw" if "draw" in ids else "stick"
    return "draw" if total < 17 and "draw" in ids else "stick"


def _discard_from_info(info: dict[str, Any], ids: list[str]) -> str:
    values = {c: _card_value(c) for c in ids}
    pick = max if info.get("rat_bust") else min
    return pick(ids, key=lambda c: values[c])


@pytest.mark.parametrize("policy_class", [CautiousPolicy, ExplorePolicy])
def test_the_game_s_interaction_answers_as_the_prompt_s_info(prepared: Any,
                                                             policy_class: Any) -> None:
    """A policy reads the draw-or-stick and Pistol prompts' facts from the game's
    ``interaction``: its answers are those the prompt's ``info`` gives, every prompt."""
    asked = 0
    for seed in SEEDS:
        game = Game.new(prepared.program, seed, content=prepared)
        bound = policy_class(policy_seed(seed))
        start_policy(bound, game)

        def choose(prompt: Prompt, bound: Any = bound) -> str:
            nonlocal asked
            ids = prompt.ids()
            if prompt.kind == "combat.draw":
                asked += 1
                assert (bound._combat_draw(prompt.info, ids)
                        == _draw_from_info(prompt.info, ids))
            elif prompt.kind == "combat.pistol_discard":
                assert (bound._pistol_discard(prompt.info, ids)
                        == _discard_from_info(prompt.info, ids))
            return str(bound.choose(prompt))

        game.answer_all(choose, 20000)
    assert asked > 50


def test_a_policy_never_started_answers_the_default(prepared: Any) -> None:
    """Without ``start`` there is no game to read: each prompt's default (docs/simulate.md,
    "Policies")."""
    game = Game.new(prepared.program, 5, content=prepared)
    for policy in (CautiousPolicy(1), ExplorePolicy(1)):
        prompt = game.prompt
        assert prompt is not None
        assert policy.choose(prompt) == (prompt.default or prompt.ids()[0])
