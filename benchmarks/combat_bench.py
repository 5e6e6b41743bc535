"""Benchmark of the Combat procedure: Combat interactions per second on one core.

Run: ``.venv/bin/python benchmarks/combat_bench.py [COMBATS]`` (default 2000). Each Combat
is 3 Standard and 1 Elite VC (one in Reserve) at Medium Threat against a fresh team of
three Rats, the answers given by a uniform random policy (its own ``Rng``) and by a steady
player (Knife, draw to 17). Prints combats, interactions, prompts and the rates; the
figures go in docs/performance.md, section "combat". Times are CPU time of this process
(``time.process_time``), best of 3 runs, so other work on the machine disturbs them less.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from crawlbook.rulesets.tunnel_rats.engine.combat import resolve_combat
from crawlbook.rulesets.tunnel_rats.engine.content import load_pack
from crawlbook.rulesets.tunnel_rats.engine.state import GameOptions, GameState
from crawlbook.rulesets.tunnel_rats.engine.tb_deck import TBDeck
from crawlbook.rulesets.tunnel_rats.engine.team import Team, rat_from_profile
from crawlbook.rulesets.tunnel_rats.engine.tunnels import TunnelComplex
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rng import Rng

SETUP = {"standard": 3, "elite": 1, "initiative": "RANDOM", "target": None, "threat_after": 1}


def new_state(pack: dict, seed: int) -> GameState:
    profiles = {p["id"]: p for p in pack["rats"]["profiles"]}
    rats = [rat_from_profile(profiles[i]) for i in ("ghost", "light", "mole")]
    deck = TBDeck(draw=[f"TR{i}" for i in range(1, 200)])
    state = GameState(program={}, content=pack, rng=Rng(seed), options=GameOptions(),
                      team=Team(rats), tb=deck,
                      complex=TunnelComplex(templates={}, levels=1, entrance=(1, 1), decks={},
                                            unused={}), threat=5)
    deck.state = state
    return state


def random_answers(seed: int) -> Callable[[Prompt], str]:
    below = Rng(seed).below
    return lambda p: p.choices[below(len(p.choices))].id


def steady(prompt: Prompt) -> str:
    ids = prompt.ids()
    if prompt.kind == "combat.draw":
        total = int(prompt.info["rat_total"])  # type: ignore[call-overload]
        return "draw" if "draw" in ids and total < 17 else "stick" if "stick" in ids else ids[0]
    return prompt.default or ids[0]


def run(pack: dict, combats: int, policy_name: str) -> tuple[int, int, float]:
    interactions = prompts = 0
    start = time.process_time()
    for seed in range(combats):
        state = new_state(pack, seed)
        policy = random_answers(seed) if policy_name == "random" else steady
        procedure = resolve_combat(state, SETUP, False)
        try:
            prompt = next(procedure)
            while True:
                prompts += 1
                prompt = procedure.send(policy(prompt))
        except StopIteration:  # the Combat ended, or the Mission failed in it (State.stop)
            pass
        interactions += sum(1 for e in state.log if e["type"] == "combat_interaction")
    return interactions, prompts, time.process_time() - start


def main(argv: list[str]) -> None:
    combats = int(argv[0]) if argv else 2000
    pack = load_pack()
    for name in ("random", "steady"):
        # best of 3: the machine is shared, the fastest run is the least disturbed
        interactions, prompts, seconds = min((run(pack, combats, name) for _ in range(3)),
                                             key=lambda r: r[2])
        print(f"{name:7s} {combats} combats, {interactions} interactions, {prompts} prompts "
              f"in {seconds:.2f} s: {interactions / seconds:,.0f} interactions/s, "
              f"{combats / seconds:,.0f} combats/s")


if __name__ == "__main__":
    main(sys.argv[1:])
