"""The Pistol's memory: which weapons the Rats have fought with this Mission, for the
booklet's ``if fired PISTOL`` (rulebook "1. Rats Choose Weapon": the Pistol "has the most
negative consequences, both during Combat and potentially later in the Mission when you
resolve certain Events"; docs/language.md, "Conditions").

A weapon counts as fired once a Rat has fought one Combat interaction with it (choosing
it for a Combat that ends before that Rat fights is not firing it; our ruling,
docs/rules.md). ``PISTOL`` is the Pistol without Silencer, ``SILENCER`` the Pistol with
it, ``GUN`` either. The record is ``GameState.fired``, rebuilt by replaying a save.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

# The weapon ids of the Combat (engine/combat.py) each name of `fired NAME` covers.
FIRED_WEAPONS: dict[str, frozenset[str]] = {
    "PISTOL": frozenset({"pistol"}),
    "SILENCER": frozenset({"silencer"}),
    "GUN": frozenset({"pistol", "silencer"}),
}


def record_fired(state: GameState, weapon: str) -> None:
    """A Rat fought a Combat interaction with ``weapon`` (knife, pistol, silencer)."""
    if weapon != "knife" and weapon not in state.fired:
        state.fired.append(weapon)


def fired(state: GameState, word: str, name: str) -> bool | None:
    """The ``predicate`` hook of the effects table: ``fired NAME``; None for a test word
    or name Tunnel Rats does not know."""
    if word.lower() != "fired":
        return None
    weapons = FIRED_WEAPONS.get(name.upper())
    if weapons is None:
        return None
    return any(w in weapons for w in state.fired)
