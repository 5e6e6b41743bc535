"""The End of Mission and its Success Points (rulebook "Mission Objectives": the Mission
ends when the team declares it over on the Entrance or a discovered exit; the booklet's
End of Mission outcome awards Success Points; a failed Mission reads no End text).

Each Success Points line of the program adds its points once ``if`` its condition holds,
or ``per`` every ``every`` of a quantity (``quantities.QUANTITIES``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from crawlbook.rulesets.tunnel_rats.engine.effects import EFFECTS
from crawlbook.rulesets.tunnel_rats.engine.quantities import quantity

from crawlbook.ruleset import holds

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

__all__ = ["quantity", "success_points"]


def success_points(state: GameState) -> tuple[int, list[dict[str, Any]]]:
    """The total and one line per Success Points rule: what it counted and gave."""
    eom = state.program.get("end_of_mission") or {}
    total = 0
    lines = []
    for rule in eom.get("success_points") or []:
        points = int(rule.get("points", 0))
        if not holds(state, rule.get("if"), EFFECTS):
            lines.append({"points": 0, "rule": rule})
            continue
        per = rule.get("per")
        if per:
            every = max(1, int(rule.get("every") or 1))
            count = quantity(state, per)
            gained = points * (count // every)
            lines.append({"points": gained, "per": per, "count": count, "every": every})
        else:
            gained = points
            lines.append({"points": gained, "if": rule.get("if")})
        total += gained
    return total, lines
