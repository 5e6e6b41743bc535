"""The end of the book: its text and its scoring lines, read by the core (docs/language.md,
"The End of Mission"; rulebook "Mission Objectives": the End of Mission awards Success
Points).

Every ruleset's book ends the same way: when the game ends in success, the ending section's
text is read and each scoring line adds its points, once ``if`` its condition holds, or
``per`` every ``every`` of a quantity the ruleset counts (or a counted thing of the
program, ``[GAIN GOLD 5]``). A ruleset's engine calls ``read_the_end`` with its conditions'
hooks and its quantities, and reports the total in its ``Result``. A ruleset whose game
has a score of its own (Chainsaw Warrior's 30-second boxes left on the Time Track) hands
it in as ``score``: it is added to the scoring lines' total, its lines after theirs, so
that its engine writes no end of the book of its own.

A game that ends before the end of the book (``State.stop``: docs/rulesets.md, "Ending
the game") reads no ending: "If you fail the Mission you do not read the End text".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.conditions import ConditionHooks, holds

if TYPE_CHECKING:
    from crawlbook.runtime.state import State

# A ruleset's count of a quantity by its name; None for a name it does not count.
Quantity = Callable[[Any, str], "int | None"]
# A ruleset's own score of a game won: its points and the lines that explain them.
Score = Callable[[Any], tuple[int, list[dict[str, Any]]]]


def success_points(state: State, hooks: ConditionHooks | None,
                   quantity: Quantity | None = None) -> tuple[int, list[dict[str, Any]]]:
    """The total and one line per scoring rule of the program's ending: what it counted
    and gave. ``quantity(state, NAME)`` counts a ``per`` rule's quantity (the hooks' own
    ``quantity`` when none is given); a counted thing of the program is counted by the core."""
    if quantity is None and hooks is not None:
        quantity = hooks.quantity
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
    count = None if quantity is None else quantity(state, name)
    if count is None:
        raise ValueError(f"nothing counts `{name}` in a scoring line")
    return count


def read_the_end(state: State, hooks: ConditionHooks | None,
                 quantity: Quantity | None = None,
                 score: Score | None = None) -> tuple[int, list[dict[str, Any]]]:
    """The game ends in success: the ending's text is read (an ``end_text`` event) and its
    scoring lines are added up (``success_points``), then the ruleset's own ``score``, if
    it has one."""
    eom = state.program.get("end_of_mission") or {}
    state.emit("end_text", text=list(eom.get("text") or []))
    total, lines = success_points(state, hooks, quantity)
    if score is not None:
        points, more = score(state)
        total += points
        lines.extend(more)
    return total, lines
