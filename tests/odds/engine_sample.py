"""A seeded sample of Tunnel Rats Combat interactions and Trait tests played by the real
engine (``engine/combat.py``'s draws and ``decide_winner``, ``engine/trait_test.py``),
the Rat answering as the ``cautious`` policy does: what the exact odds
(``rulesets/tunnel_rats/odds``) are checked against (docs/odds.md)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from crawlbook.rulesets.tunnel_rats.engine import combat as engine
from crawlbook.rulesets.tunnel_rats.engine.combat_cards import CombatDeck, CombatRules, hand_total
from crawlbook.rulesets.tunnel_rats.engine.initiative import VC, Reserve
from crawlbook.rulesets.tunnel_rats.engine.team import Rat
from crawlbook.rulesets.tunnel_rats.engine.trait_test import trait_test
from crawlbook.rulesets.tunnel_rats.policies import CautiousPolicy
from crawlbook.runtime.eventlog import LeanLog
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rng import Rng
from crawlbook.runtime.state import State


@dataclass(slots=True, kw_only=True)
class _State(State):
    """Just what the engine's Combat draws and Trait tests read of a game: the core's
    ``State`` (its log keeping no event: nobody reads them here), the Threat and a team
    of one Rat."""

    threat: int = 1
    team: Any = None
    interaction: Any = None  # the Combat interaction the policy reads (``combat._Hands``)


def _state(seed: int, rat: Rat) -> _State:
    return _State(program={}, rng=Rng(seed), log=LeanLog([], frozenset()),
                  team=SimpleNamespace(rat=lambda _id: rat))


def _policy(seed: int, state: _State) -> CautiousPolicy:
    """``cautious``, bound to ``state`` as ``start`` binds it to a game's."""
    policy = CautiousPolicy(seed)
    policy.start(SimpleNamespace(state=state, program=state.program))
    return policy


def _drive(procedure: Generator[Prompt, str, Any], policy: CautiousPolicy) -> Any:
    try:
        prompt = next(procedure)
        while True:
            answer = policy.choose(prompt)
            if answer not in prompt.ids():
                answer = prompt.default or prompt.ids()[0]
            prompt = procedure.send(answer)
    except StopIteration as done:
        return done.value


def rat(ability: str | None = None, traits: dict[str, int] | None = None) -> Rat:
    return Rat("R", "Test", "Test", dict(traits or {}), ability=ability,
               once_per_mission=True)


ZONES = ("low", "medium", "high")


def interactions(rules: CombatRules, weapon: str, kind: str, initiative: bool, zone: str,
                 runs: int, seed: int) -> dict[tuple[str, bool], int]:
    """How many of ``runs`` interactions the Rat wins (a fresh deck each time, as after
    every interaction's reshuffle), by (zone, whether he wins ties: the knife_fighter
    ability with a Knife). Without the Initiative the Rat draws first, knowing nothing,
    so one sample serves every zone (the VC's raw total read with ``vc_final_total``);
    with it, only ``zone`` is played."""
    state = _state(seed, rat())
    policy = _policy(seed, state)
    vc = VC("V1", kind)
    combat = engine.Combat(rules, CombatDeck(rules.cards), [vc], Reserve([]), None, zone)
    holder = "R" if initiative else "V1"
    zones = (zone,) if initiative else ZONES
    wins = {(z, ties): 0 for z in zones for ties in (False, True)}
    for _ in range(runs):
        combat.deck.reshuffle(state.rng)
        hands = engine._Hands("R", vc, weapon, holder, pistol=weapon == "pistol",
                              silencer=weapon == "silencer")
        state.interaction = hands
        if initiative:
            engine._vc_draws(state, combat, hands)
            _drive(engine._rat_draws(state, combat, hands), policy)
        else:
            _drive(engine._rat_draws(state, combat, hands), policy)
            engine._vc_draws(state, combat, hands)
        rat_total, raw = hand_total(hands.rat_cards), hand_total(hands.vc_cards)
        for z in zones:
            for ties in (False, True):
                winner, _charlie = engine.decide_winner(
                    rat_total, len(hands.rat_cards), engine.vc_final_total(raw, kind, z),
                    len(hands.vc_cards), initiative, rules.charlie_cards, rat_wins_ties=ties)
                wins[(z, ties)] += winner == "rat"
    return wins


def trait_tests(traits: dict[str, int], ability: str | None, trait: str, diff: int,
                runs: int, seed: int) -> int:
    """How many of ``runs`` Trait tests a fresh Rat passes (his reroll unused each time,
    taken whenever offered)."""
    passed = 0
    state: Any = _state(seed, rat(ability, traits))  # a bare state, as trait_test reads it
    policy = _policy(seed, state)
    for _ in range(runs):
        fighter = rat(ability, traits)
        passed += bool(_drive(trait_test(state, fighter, trait, diff, "test"), policy))
    return passed
