"""Escaping the Building ("Escaping the Building"; "Trap - Chasm"; the Teleport Implant).

When the Laser-lance is stolen, smashed or spent with no more to be found, or the Chasm
cannot be crossed, the Warrior must leave: 2D6 cards revealed and encountered first
(none with the Teleport Implant, for a lost Laser-lance or the Chasm; a spent one
recharged on the way ends the retreat). Outside: one die of minutes, one die of wounds
recovered, a new Equipment Allowance of one die (a point of it for a new Laser-lance;
2 points buy a refill or a Spare Clip), and the House cards form a new pair of decks
(Deck Two first if he had reached it).
"""

from __future__ import annotations

from collections.abc import Generator

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6, TWO_D6
from crawlbook.rulesets.chainsaw_warrior.engine.asks import yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.content import LASER_LANCE
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import first_hooked, lance_ok
from crawlbook.rulesets.chainsaw_warrior.engine.harm import heal
from crawlbook.rulesets.chainsaw_warrior.engine.house import rebuild
from crawlbook.rulesets.chainsaw_warrior.engine.kit import kit_out
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance, minutes

from crawlbook.ruleset import Prompt, roll

# Why the Warrior leaves because of his Laser-lance: lost (stolen, smashed, broken) or
# spent ("it runs out of ammunition and you are unable to find any more").
LANCE_LOST, LANCE_SPENT = "laser-lance lost", "laser-lance spent"


def lance_cause(state: GameState) -> str:
    """Why the Laser-lance sends him out: spent when he still holds one."""
    return LANCE_SPENT if any(i.card == LASER_LANCE for i in state.items) else LANCE_LOST


def start(state: GameState, cause: str) -> Generator[Prompt, str, None]:
    """The Warrior must leave the building (nothing more if he is already on his way).
    The Teleport Implant is for "the loss or breakage of your Laser-lance, or the Chasm
    house card": not for a Laser-lance merely spent."""
    if state.escaping is not None:
        return
    state.escape_cause = cause
    implant = first_hooked(state, "teleport") if cause != LANCE_SPENT else None
    if implant is not None and (yield from yes_no(
            "teleport", "Use the Teleport Implant to leave the building at once?",
            {"cause": cause}, "yes")):
        state.emit("teleport", cause=cause)
        yield from leave(state, cause)
        return
    n = roll(state, TWO_D6, "cards to the way out")
    state.escaping = n
    state.emit("escape_building", cards=n, cause=cause)


def called_off(state: GameState) -> bool:
    """A spent Laser-lance refilled or reloaded on the way out (a Dump): he is no longer
    "unable to find any more", so the retreat ends where he stands. True when it did."""
    if state.escaping is None or state.escape_cause != LANCE_SPENT or not lance_ok(state):
        return False
    state.emit("escape_called_off", cards_left=state.escaping, cause=state.escape_cause)
    state.escaping = state.escape_cause = None
    return True


def leave(state: GameState, cause: str) -> Generator[Prompt, str, None]:
    """Free of the building: time, wounds, a new allowance, new decks. "Roll one die and
    add that many minutes (that many boxes) to the Time Track": our ruling reads the
    minutes, two boxes of 30 seconds each (docs/chainsaw-warrior/rules.md, "Time
    outside the building")."""
    state.escaping = state.escape_cause = None
    state.emit("outside", cause=cause)
    advance(state, minutes(roll(state, ONE_D6, "time outside")), "outside the building")
    heal(state, roll(state, ONE_D6, "wounds recovered"), "outside the building")
    points = roll(state, ONE_D6, "equipment allowance")
    yield from kit_out(state, points, "outside the building", outside=True)
    rebuild(state)
    state.free(False, "outside the building")
    state.last_back = None
