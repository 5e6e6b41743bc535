"""The Mission set up as the first page of a printed Tunnel Rats booklet (docs/maps.md).

"Board Set Up" 7 and 10 and the Random Combat: how many levels, the TB Draw deck (TR18
BOOBY TRAP always in it), the starting Threat, where the Entrance lies, how each level's
Tunnel deck is built, and which Combat Threat 9 brings. Plain text rows; the booklet
escapes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from crawlbook.rulesets.tunnel_rats.language import REGISTRY

_LABELS = (("levels", "Levels of the Tunnel Complex"), ("tb_deck", "TB Draw deck"),
           ("threat", "Starting Threat"), ("entrance_column", "Entrance card column"))


def setup_rows(program: Mapping[str, Any]) -> list[tuple[str, str]]:
    setup = program.get("setup") or {}
    rows: list[tuple[str, str]] = []
    for key, label in _LABELS:
        if setup.get(key) is not None:
            value = str(setup[key])
            if key == "tb_deck":
                value += " cards (TR18 BOOBY TRAP always in it)"
            rows.append((label, value))
    for deck in setup.get("decks") or []:
        parts = [f"{deck.get('standard', 0)} Standard cards"]
        parts += [placement_text(p) for p in deck.get("placements") or []]
        rows.append((f"Level {deck.get('level', '?')} deck", "; ".join(parts)))
    combat = setup.get("random_combat")
    if isinstance(combat, Mapping):
        rows.append(("Random Combat", combat_text(combat.get("params") or {})))
    return rows


def placement_text(placement: Mapping[str, Any]) -> str:
    events = list(placement.get("events") or [])
    if len(events) == 1:
        names = f"Event {events[0]}"
    else:
        names = "Events " + ", ".join(str(e) for e in events[:-1]) + f" and {events[-1]}"
    where = placement.get("where")
    depth = placement.get("depth")
    return {
        "shuffled": f"{names} shuffled into the deck",
        "top": f"{names} on top",
        "bottom": f"{names} at the bottom",
        "in_top": f"{names} shuffled into the top {depth} cards",
        "in_bottom": f"{names} shuffled into the bottom {depth} cards",
    }.get(str(where), f"{names} ({where})")


def combat_text(params: Mapping[str, Any]) -> str:
    parts = []
    if params.get("standard"):
        parts.append(f"{params['standard']} Standard VC")
    if params.get("elite"):
        parts.append(f"{params['elite']} Elite VC")
    text = " and ".join(parts) or "no VC"
    text += f"; Initiative: {params.get('initiative') or 'RANDOM'}"
    if params.get("target"):
        target = str(params["target"])
        text += f"; the VC attack {REGISTRY.phrases.get(target, target)}"
    return text
