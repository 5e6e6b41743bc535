"""Conditions on Log Entries and mission markers (rulebook "Using the Mission Booklets":
"At certain points you will be asked if you have noted a particular Log Entry").

A compiled condition is ``{"noted": NAME}``, ``{"has": NAME}``, ``{"not": c}``,
``{"and": [c, ...]}`` or ``{"or": [c, ...]}`` (docs/program-format.md); ``None`` holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState


class ConditionError(ValueError):
    """A condition of a form the engine does not know."""


def holds(state: GameState, cond: Any) -> bool:
    if cond is None:
        return True
    if not isinstance(cond, dict) or len(cond) != 1:
        raise ConditionError(f"bad condition {cond!r}")
    (key, value), = cond.items()
    if key == "noted":
        return str(value).upper() in state.log_entries
    if key == "has":
        return str(value).upper() in state.markers
    if key == "not":
        return not holds(state, value)
    if key == "and":
        return all(holds(state, c) for c in value)
    if key == "or":
        return any(holds(state, c) for c in value)
    raise ConditionError(f"unknown condition `{key}`")
