"""Wandering Zombies ("Wandering Zombies"; "Pausing and Reloading"; the traps that keep
you in place).

"Whenever you encounter a Clear or Empty area you should roll 1 die ... If you roll a 6,
however, a Wandering Zombie turns up to do battle." The Ultra-Violet Emitter means you
never check. Some rules check on other numbers (Dynamite's noise: 4, 5 or 6).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6
from crawlbook.rulesets.chainsaw_warrior.engine.encounter import FightMods
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import first_hooked
from crawlbook.rulesets.chainsaw_warrior.engine.fight import meet
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance

from crawlbook.ruleset import Prompt, roll

WANDERING_ON = 6


def check(state: GameState, cause: str, on: int = WANDERING_ON,
          mods: FightMods | None = None) -> Generator[Prompt, str, str | None]:
    """Roll for a Wandering Zombie; fight it if one turns up. Returns the fight's outcome
    (None: none came)."""
    if not arrives(state, cause, on):
        return None
    return (yield from zombie(state, mods))


def arrives(state: GameState, cause: str, on: int = WANDERING_ON) -> bool:
    """The roll for a Wandering Zombie, which asks nothing: whether one turns up. Apart
    from the fight (``zombie``) so that the fight's generator is made only when one does
    (five checks in six find none; benchmarks/cw_bench.py compare instructions)."""
    if first_hooked(state, "no_wandering") is not None:
        return False
    r = roll(state, ONE_D6, "wandering zombie")
    arrived = r >= on
    # Frequent events a simulated game's log leaves out (``log.wants`` elsewhere, asked
    # in place here and for the rounds and the items used, the most frequent): the
    # keywords not even packed, about 70 calls a game of ``GameState.emit`` saved
    # (benchmarks/cw_bench.py compare instructions).
    log = state.log
    kept = log.kept
    if kept is None or "wandering_check" in kept:  # ``log.wants``, asked in place
        state.emit("wandering_check", roll=r, on=on, arrived=arrived, cause=cause)
    else:
        log.left_out += 1
    return arrived


def zombie(state: GameState, mods: FightMods | None = None) -> Generator[Prompt, str, str]:
    """The fight with the Wandering Zombie that turned up; returns its outcome."""
    outcome: str = yield from meet(state, "WANDERING", 1, 0, mods or FightMods(),
                                   "wandering zombie")
    return outcome


def stuck(state: GameState, boxes: int, every: int, mods: FightMods,
          cause: str) -> Generator[Prompt, str, Any]:
    """Stuck in a trap for ``boxes`` boxes, checking for a Wandering Zombie every
    ``every`` boxes (the Net and Weak Floorboards every minute, the Wire every 30 seconds)
    with the trap's fight modifiers."""
    state.emit("stuck", boxes=boxes, every=every, cause=cause)
    done = 0
    while done < boxes:
        step = min(every, boxes - done)
        advance(state, step, cause)
        done += step
        if arrives(state, cause):
            yield from zombie(state, mods)
