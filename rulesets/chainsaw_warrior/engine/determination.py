"""Determination, an Overkill Option ("Each time you encounter a house card and fail to
overcome it, you gain one Determination Counter. Once you overcome a House Card you must
discard all Determination Counters. The counter gives you +1 to all characteristics";
docs/chainsaw-warrior/options.md for our rulings).

A House card is a challenge when it holds a creature, a trap, a hazard (the Slime) or
Darkness; Clear and Empty areas, items, Dumps and Secret Passages neither add nor clear
counters. A challenge is *failed* when, while it was resolved, the Warrior was hurt or
held back (``SETBACKS``: wounds, radiation, venom or infection, an item lost or broken,
knocked out, fled from a creature, a failed Reflex test, stuck in a trap, forced back or
out of the building, a Magnetic Field), and *overcome* otherwise.

Each counter adds 1 to the ratings the dice are rolled against (HtH, Reflexes,
Marksmanship: ``engine.hth``, ``engine.reflexes``, ``engine.shots``) and to the
Warrior's own rolls that no rating governs (the escape roll, the Hiding roll, a Locked
Door smashed without shooting), where a 1 on the die still fails; never to a Lucky Shot.
"""

from __future__ import annotations

from crawlbook.rulesets.chainsaw_warrior.engine.content import HouseCard
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState

CHALLENGES = frozenset({"creature", "trap", "hazard", "darkness"})
SETBACKS = frozenset({"wounds", "radiation", "venom", "infected", "item_lost",
                      "item_broken", "knocked_out", "escaped", "stuck", "retrace",
                      "escape_building", "magnetic_field"})


def failed(events: list[dict]) -> bool:
    """Whether these events (a House card's) hold a setback."""
    for e in events:
        kind = e["type"]
        if kind in SETBACKS or (kind == "reflex_test" and not e["passed"]):
            return True
    return False


def after_card(state: GameState, card: HouseCard, start: int) -> None:
    """Gain a counter for a failed challenge, discard them all for one overcome (the
    events of the card are ``state.log[start:]``)."""
    if not state.rule("determination"):
        return
    if state.pack.encounters[card.encounter]["category"] not in CHALLENGES:
        return
    before = state.determination
    state.determination = before + 1 if failed(state.log[start:]) else 0
    if state.determination != before:
        state.emit("determination", before=before, after=state.determination,
                   card=card.id)


def own_roll(state: GameState, die: int) -> int:
    """A roll of the Warrior's own that no rating governs, with the counters added; a 1
    stays a 1 ("Guns will still miss on a '1'")."""
    return die if die == 1 else die + state.determination
