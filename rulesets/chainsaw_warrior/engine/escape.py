"""Escaping the Building ("Escaping the Building"; "Trap - Chasm"; the Teleport Implant).

When the Laser-lance is stolen, smashed or spent with no more to be found, or the Chasm
cannot be crossed, the Warrior must leave: 2D6 cards revealed and encountered first
(none with the Teleport Implant). Outside: one die of minutes, one die of wounds
recovered, a new Equipment Allowance of one die (a point of it for a new Laser-lance;
2 points buy a refill or a Spare Clip), and the House cards form a new pair of decks
(Deck Two first if he had reached it).
"""

from __future__ import annotations

from collections.abc import Generator

from crawlbook.rulesets.chainsaw_warrior.engine.asks import yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import first_hooked
from crawlbook.rulesets.chainsaw_warrior.engine.harm import heal
from crawlbook.rulesets.chainsaw_warrior.engine.house import rebuild
from crawlbook.rulesets.chainsaw_warrior.engine.kit import kit_out
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance, minutes
from crawlbook.runtime.dice import roll
from crawlbook.runtime.prompts import Prompt


def start(state: GameState, cause: str) -> Generator[Prompt, str, None]:
    """The Warrior must leave the building (nothing more if he is already on his way)."""
    if state.escaping is not None:
        return
    implant = first_hooked(state, "teleport")
    if implant is not None and (yield from yes_no(
            "teleport", "Use the Teleport Implant to leave the building at once?",
            {"cause": cause}, "yes")):
        state.emit("teleport", cause=cause)
        yield from leave(state, cause)
        return
    n = roll(state, "2D6", "cards to the way out")
    state.escaping = n
    state.emit("escape_building", cards=n, cause=cause)


def leave(state: GameState, cause: str) -> Generator[Prompt, str, None]:
    """Free of the building: time, wounds, a new allowance, new decks."""
    state.escaping = None
    state.emit("outside", cause=cause)
    advance(state, minutes(roll(state, "1D6", "time outside")), "outside the building")
    heal(state, roll(state, "1D6", "wounds recovered"), "outside the building")
    points = roll(state, "1D6", "equipment allowance")
    yield from kit_out(state, points, "outside the building", outside=True)
    rebuild(state)
    state.area_free = False
    state.last_back = None
