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

from crawlbook.ruleset import success_points as scored

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

__all__ = ["quantity", "success_points"]


def success_points(state: GameState) -> tuple[int, list[dict[str, Any]]]:
    """The total and one line per Success Points rule: what it counted and gave (the
    core's ``crawlbook.runtime.ending``, with Tunnel Rats' conditions and quantities)."""
    return scored(state, EFFECTS, quantity)
