"""The end of the book: its text and its scoring lines, read by the core (docs/language.md,
"The End of Mission"; rulebook "Mission Objectives": the End of Mission awards Success
Points).

Every ruleset's book ends the same way: when the game ends in success, the ending section's
text is read and each scoring line adds its points, once ``if`` its condition holds, or
``per`` every ``every`` of a quantity the ruleset counts (or a counted thing of the
program, ``[GAIN GOLD 5]``). A ruleset's engine calls ``read_the_end`` with its conditions'
hooks and its quantities, and reports the total in its ``Result``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.conditions import ConditionHooks, holds

if TYPE_CHECKING:
    from crawlbook.runtime.state import State

Quantity = Callable[[Any, str], int]


def success_points(state: State, hooks: ConditionHooks | None,
                   quantity: Quantity | None = None) -> tuple[int, list[dict[str, Any]]]:
    """The total and one line per scoring rule of the program's ending: what it counted
    and gave. ``quantity(state, NAME)`` counts a ``per`` rule's quantity; a counted thing
    of the program is counted by the core."""
    eom = state.program.get("end_of_mission") or {}
    total = 0
    lines: list[dict[str, Any]] = []
    for rule in eom.get("success_points") or []:
        points = int(rule.get("points", 0))
        if not holds(state, rule.get("if"), hooks):
            lines.append({"points": 0, "rule": rule})
            continue
        per = rule.get("per")
        if per:
            every = max(1, int(rule.get("every") or 1))
            count = _count(state, str(per), quantity)
            gained = points * (count // every)
            lines.append({"points": gained, "per": per, "count": count, "every": every})
        else:
            gained = points
            lines.append({"points": gained, "if": rule.get("if")})
        total += gained
    return total, lines


def _count(state: State, name: str, quantity: Quantity | None) -> int:
    key = name.upper()
    if key in state.counts or key in (state.program.get("counts") or ()):
        return state.counts.get(key, 0)
    if quantity is None:
        raise ValueError(f"nothing counts `{name}` in a scoring line")
    return quantity(state, name)


def read_the_end(state: State, hooks: ConditionHooks | None,
                 quantity: Quantity | None = None) -> tuple[int, list[dict[str, Any]]]:
    """The game ends in success: the ending's text is read (an ``end_text`` event) and its
    scoring lines are added up (``success_points``)."""
    eom = state.program.get("end_of_mission") or {}
    state.emit("end_text", text=list(eom.get("text") or []))
    return success_points(state, hooks, quantity)
