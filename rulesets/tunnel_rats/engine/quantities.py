"""The quantities of a Tunnel Rats game that a booklet may count or compare (rulebook
"Mission Objectives", "End of Mission"; docs/language.md, "Success Points").

Success Points count ``per`` RAT STANDING (Rats not Taken Out), OBJECTIVE MET (objectives
whose Log Entry is noted), TB CARD LEFT (TB cards not Removed), LOG ENTRY (Log Entries
noted) or DAMAGE (Damage on all three Rats, Taken Out ones included). Conditions may
compare the same quantities, and THREAT (the Threat level), with a number
(``{"cmp": [NAME, OP, N]}``, ``condition_quantity``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState


def _objectives_met(state: GameState) -> int:
    objectives = (state.program.get("mission") or {}).get("objectives") or []
    return sum(1 for o in objectives
               if o.get("log_entry") and str(o["log_entry"]).upper() in state.log_entries)


QUANTITIES: dict[str, Callable[[GameState], int]] = {
    "RAT STANDING": lambda state: len(state.team.formation),
    "OBJECTIVE MET": _objectives_met,
    "TB CARD LEFT": lambda state: state.tb.left(),
    "LOG ENTRY": lambda state: len(state.log_entries),
    "DAMAGE": lambda state: sum(r.damage for r in state.team.rats),
}
# What conditions may compare beyond the Success Points quantities.
STATE_QUANTITIES: dict[str, Callable[[GameState], int]] = {
    **QUANTITIES,
    "THREAT": lambda state: state.threat,
}


def quantity(state: GameState, name: str) -> int:
    """A Success Points quantity; ``ValueError`` for a name Tunnel Rats does not count."""
    count = QUANTITIES.get(name.upper())
    if count is None:
        raise ValueError(f"unknown Success Points quantity `{name}`")
    return count(state)


def condition_quantity(state: GameState, name: str) -> int | None:
    """A quantity a condition compares, or None for a name Tunnel Rats does not know."""
    count = STATE_QUANTITIES.get(" ".join(name.upper().split()))
    return count(state) if count is not None else None
