"""The `careful` policy (docs/simulate.md, "Policies"; docs/chainsaw-warrior/balance.md):
its games keep every invariant the simulator checks (``simulation.check_state``: the
tracks, the Time Track's end, the Equipment limits, the House and Equipment cards
conserved, the cause of the end) over many seeds, with the rulebook's rules and with the
Overkill Options; and it plays as the rulebook's careful player would.

The suite plays ``GAMES`` runs (1,000 by default, over five sets of options; set
``CRAWLBOOK_CW_GAMES`` for more); docs/chainsaw-warrior/balance.md records a run of
10,000 games per set.
"""

from __future__ import annotations

import os
from types import SimpleNamespace

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.missions import find
from crawlbook.rulesets.chainsaw_warrior.engine.encounter import FightMods
from crawlbook.rulesets.chainsaw_warrior.engine.fight import meet
from crawlbook.rulesets.chainsaw_warrior.policies import POLICIES, CarefulPolicy, p_round
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.prompts import Choice, Prompt
from crawlbook.runtime.simulation import simulate

from .helpers import bench, events, program

GAMES = int(os.environ.get("CRAWLBOOK_CW_GAMES", "1000"))
OPTION_SETS = {
    "standard": [],
    "in play": ["advanced-equipment", "determination", "frenzy", "escaping",
                "kitting-out-1", "kitting-out-2", "kitting-out-3", "rapid-fire",
                "sprinting", "wandering-delays"],
    "extra training I": ["extra-training-1", "rapid-fire"],
    "extra training II": ["extra-training-2", "frenzy"],
    "advanced training": ["advanced-training", "determination", "escaping"],
}


@pytest.mark.parametrize("name", list(OPTION_SETS))
def test_careful_games_keep_every_invariant(name: str) -> None:
    runs = GAMES // len(OPTION_SETS)
    report = simulate(program(), runs, seed=12, policy="careful", workers=1,
                      options=OPTION_SETS[name])
    assert report["outcomes"]["errors"] == 0, report["failed_runs"][:3]
    assert report["completed"] == runs
    assert report["optional_rules"] == OPTION_SETS[name]
    assert report["deck_reached"]["two"] > 0


def test_careful_is_a_named_policy_and_wins_sometimes() -> None:
    """`--policy careful` names it; the rulebook's "incredibly difficult to win" game is
    won now and then by careful play, never by the random player in as many games."""
    assert "careful" in POLICIES
    program_ = load_program(find("chainsaw-warrior") or "")
    careful = simulate(program_, 200, seed=5, policy="careful", workers=1)
    random = simulate(program_, 200, seed=5, policy="random", workers=1)
    assert careful["outcomes"]["win"] > random["outcomes"]["win"]


def test_careful_keeps_the_laser_lance_for_darkness() -> None:
    """It shoots a Zombie with its Gun, and Darkness with the Laser-lance only."""
    state = bench([], "SUB_MACHINE_GUN")
    policy = CarefulPolicy()
    policy.start(SimpleNamespace(state=state))
    opponents = [{"index": 0, "creature": "ZOMBIE", "source": None, "wandering": False}]
    prompt = Prompt("shoot", "Make an Aimed Shot?",
                    (Choice("no", "no"), Choice("laser_lance@0", "lance"),
                     Choice("sub_machine_gun@0", "smg")), "no", {"opponents": opponents})
    assert policy.choose(prompt) == "sub_machine_gun@0"
    opponents[0]["creature"] = "DARKNESS"
    prompt = Prompt("shoot", "Make an Aimed Shot?",
                    (Choice("no", "no"), Choice("laser_lance@0", "lance")), "no",
                    {"opponents": opponents})
    assert policy.choose(prompt) == "laser_lance@0"


def test_careful_escapes_when_losing() -> None:
    """Against Chaos Agent 6 (attack 10) at HtH 7, once a round is lost, it tries to
    escape (4 or more) rather than fight on."""
    assert p_round(7, 10) < 0.35 < p_round(10, 8)
    # round 1: the Agent 6+6+10, you 1+1+7: a wound, Extra Wound 2+3; round 2: escape 5
    state = bench([6, 6, 1, 1, 2, 3, 5, 1], hth=7, wounds=12)
    state.items[0].uses = 3  # no charge to spare for him
    policy = CarefulPolicy()
    policy.start(SimpleNamespace(state=state))
    gen = meet(state, "AGENT6", 1, 0, FightMods(), "test")
    kinds = []
    try:
        prompt = next(gen)
        while True:
            kinds.append(prompt.kind)
            prompt = gen.send(policy.choose(prompt))
    except StopIteration as stop:
        outcome = stop.value
    assert outcome == "escaped" and kinds[-1] == "escape"
    assert "shoot" in kinds and not events(state, "aimed_shot")  # the Laser-lance kept


def test_a_whole_careful_game_replays() -> None:
    first = play_with_policy(program(), 21, "careful")
    assert first.over and first.result is not None


# ------------------------------------------------------------ issue 25: a strong human's play


def _careful(state: object) -> CarefulPolicy:
    policy = CarefulPolicy()
    policy.start(SimpleNamespace(state=state))
    return policy


def test_careful_shoots_chaos_agent_7_with_the_laser_lance_when_nothing_else_can():
    """Chaos Agent 7: "Unless you can shoot him before he reaches you", a die of wounds
    and breakage: with only the Laser-lance to stop him and a charge to spare, it fires."""
    state = bench([])
    prompt = Prompt("shoot", "Shoot the Chaos Agent 7?",
                    (Choice("no", "Do not shoot"), Choice("laser_lance", "Laser-lance")),
                    "no", {"creature": "AGENT7"})
    assert _careful(state).choose(prompt) == "laser_lance"
    state.items[0].uses = 1  # the last charge: kept for Darkness
    assert _careful(state).choose(prompt) == "no"


def test_careful_takes_the_likeliest_weapon_against_the_slime():
    """The Slime: "roll 2 dice and adjust it for Marksmanship. If you score 7 or more":
    not an Aimed Shot whose Laser-lance charges are worth saving, but the end on a miss.
    Acid's -1 makes the Laser-lance the better chance."""
    state = bench([], "ACID")
    prompt = Prompt("shoot", "Shoot the Slime?",
                    (Choice("acid", "Acid"), Choice("laser_lance", "Laser-lance")),
                    None, {"creature": "SLIME"})
    assert _careful(state).choose(prompt) == "laser_lance"


def test_careful_cuts_the_net_with_the_knife_not_the_acid():
    """The Net: "If you have a Wire-cutter, Chainsaw, Acid, Laser-lance, or Knife you may
    cut yourself out": the Knife costs nothing, One Use Only Acid is kept."""
    state = bench([], "ACID", "KNIFE")
    prompt = Prompt("use", "Use an item?",
                    (Choice("acid", "Acid"), Choice("knife", "Knife"),
                     Choice("laser_lance", "Laser-lance"), Choice("no", "No")),
                    None, {"cause": "NET.1"})
    assert _careful(state).choose(prompt) == "knife"


def test_careful_opens_a_locked_door_with_the_best_tool():
    """"On each weapon's card there is a rating for smashing a door. You must roll this
    number or higher on 2 dice": the likeliest tool, not the first offered."""
    state = bench([], "SUB_MACHINE_GUN", "CHAINSAW")
    smg, chainsaw = (state.pack.items[c].door for c in ("SUB_MACHINE_GUN", "CHAINSAW"))
    assert int(chainsaw) < int(smg)  # 8 against 10, Marksmanship +0
    prompt = Prompt("door", "Open the Locked Door with what?",
                    (Choice("sub_machine_gun", "Sub-Machine Gun"),
                     Choice("chainsaw", "Chainsaw")), None, {"cause": "LOCKED_DOOR.2"})
    assert _careful(state).choose(prompt) == "chainsaw"
