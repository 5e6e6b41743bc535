"""What a House card's conditions may ask of the game (docs/chainsaw-warrior/language.md,
"Conditions"): the numbers and test words the language declares (``language.NUMBERS``,
``language.PREDICATES``), answered from the state.

``quantity(state, NAME)`` answers ``if WOUNDS < 4``; ``predicate(state, WORD, NAME)``
answers ``if carries GEIGER_COUNTER`` and ``if skill HIDING``. Both return None for a name
they do not know, which the core's conditions report (``ConditionError``).
"""

from __future__ import annotations

from collections.abc import Callable

from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import BOXES_PER_MINUTE


def _venom(state: GameState) -> int:
    return state.me.venom if state.me.infected else 0


QUANTITIES: dict[str, Callable[[GameState], int]] = {
    "WOUNDS": lambda s: s.me.wounds,
    "RADIATION": lambda s: s.me.radiation,
    "VENOM": _venom,
    "ENDURANCE": lambda s: s.me.endurance,
    "HTH": lambda s: s.me.hth,
    "REFLEXES": lambda s: s.me.reflexes,
    "MARKSMANSHIP": lambda s: s.me.marksmanship,
    "MINUTES": lambda s: s.time // BOXES_PER_MINUTE,
    "ITEMS": lambda s: len(s.items),
}

PREDICATES: dict[str, Callable[[GameState, str], bool]] = {
    "carries": lambda s, card: any(i.card == card for i in s.items),
    "skill": lambda s, skill: s.me.skill == skill.lower(),
}


def quantity(state: GameState, name: str) -> int | None:
    found = QUANTITIES.get(name.upper())
    return found(state) if found is not None else None


def predicate(state: GameState, word: str, name: str) -> bool | None:
    found = PREDICATES.get(word.lower())
    return found(state, name.upper()) if found is not None else None
