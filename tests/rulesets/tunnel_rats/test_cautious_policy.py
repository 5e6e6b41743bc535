"""``cautious`` read from the bound game's state gives the answers its former forms gave
from the prompt's ``info`` (docs/simulate.md, "Policies"; rulebook "Rest and Recover",
"Crawl"): the simulator's reports depend on it."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.rulesets.tunnel_rats.engine.tunnels import Exit, LegalExits
from crawlbook.rulesets.tunnel_rats.policies import CautiousPolicy
from crawlbook.runtime.game import Game, prepare
from crawlbook.runtime.policies import policy_seed
from crawlbook.runtime.rng import seed_for_run
from hypothesis import given
from hypothesis import strategies as st

SLOTS = ("top-left", "top-right", "right-top", "right-bottom", "bottom-left",
         "bottom-right", "left-top", "left-bottom")


@pytest.fixture(scope="module")
def prepared():
    return prepare(load_program("1"))


def test_heal_point_from_the_state_is_the_most_hurt_rat_of_info(prepared):
    """Rest & Recover's odd healing points: the most hurt Rat offered, the first of
    them in ``info["rats"]`` on a tie, as the policy chose from ``info``."""
    asked = 0
    for index in range(60):
        seed = seed_for_run(7, index)
        game = Game.new(prepared.program, seed, content=prepared)
        policy = CautiousPolicy(policy_seed(seed))
        policy.start(game)
        while not game.over:
            prompt = game.prompt
            if prompt.kind == "heal_point":
                ids = prompt.ids()
                rats = [r for r in prompt.info["rats"] if r["id"] in ids]
                expected = max(rats, key=lambda r: r["damage"])["id"]
                assert policy._heal_point(prompt.info, ids) == expected
                asked += 1
            game.answer(policy.choose(prompt))
    assert asked > 20


def _former_homeward(slots: list[str], exits: dict[str, tuple[Any, bool]],
                     home: tuple[int, int]) -> list[str]:
    """The nearest slots as the policy found them before (a closure per slot)."""
    def distance(slot: str) -> tuple[int, int]:
        target, new_card = exits.get(slot, (None, False))
        target = target or (9, 9)
        far = abs(target[0] - home[0]) * 2 + abs(target[1] - home[1])
        return (far, 1 if new_card else 0)

    distances = {s: distance(s) for s in slots}
    best = min(distances.values())
    return [s for s in slots if distances[s] == best]


_target = st.tuples(st.integers(1, 4), st.integers(0, 6))


@given(exits=st.dictionaries(st.sampled_from(SLOTS), st.tuples(_target, st.booleans()),
                             min_size=1),
       home=st.tuples(st.integers(1, 4), st.integers(0, 6)))
def test_the_way_home_is_the_nearest_exit_as_before(exits, home):
    """Heading out ("Crawl"): the Exits nearest the Entrance, fewer new cards first."""
    legal = LegalExits(tuple(Exit(slot, target, new) for slot, (target, new) in exits.items()))
    policy = CautiousPolicy(1)
    policy._state = SimpleNamespace(complex=SimpleNamespace(entrance=list(home)))
    picked: list[list[str]] = []
    policy._pick = lambda ids: picked.append(list(ids)) or ids[0]
    policy._homeward(legal)
    assert picked == [_former_homeward(list(legal.slots), exits, home)]
