"""The generic pieces a board is drawn with in the browser (docs/playing.md, "In the
browser"; the hook: ``crawlbook.ruleset.BoardHooks``).

The core knows four pieces and nothing of any game: a **track** (a row of numbered boxes
with a marker on one of them, named boxes and zones), a **counter** (a value, perhaps out
of a most), a **card** (a title, a few lines, small tags and marks at its edges) and a
**grid** (cards laid out in rows and columns). A ruleset's ``BoardHooks.board(state)``
describes its board with them, grouped under headings (``Group``); the browser player
draws them (``crawlbook.web``). Every string here is plain text, never markup: the page
shows it as text. ``tone`` is a word for the look (``"danger"``, ``"low"``) the
page's style sheet may colour; an unknown tone is drawn plainly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

# The eight places at a card's edges where a mark may sit (a card's ways out), in the
# order of a clock from the top left.
EDGES = ("top-left", "top-right", "right-top", "right-bottom", "bottom-right",
         "bottom-left", "left-bottom", "left-top")


@dataclass(frozen=True, slots=True)
class Mark:
    """A named box of a track (``at``): the night box of a Time Track, a timer's end."""

    at: int
    label: str
    tone: str = ""


@dataclass(frozen=True, slots=True)
class Zone:
    """A run of boxes of a track with a name (a track's Low, Medium and High)."""

    first: int
    last: int
    label: str
    tone: str = ""


@dataclass(frozen=True, slots=True)
class Track:
    """Boxes ``first`` .. ``first + size - 1``; the marker on ``value`` (None: off the
    track); ``filled``: the boxes up to the marker are drawn full (Wounds, time gone)."""

    label: str
    value: int | None
    size: int
    first: int = 0
    filled: bool = True
    marks: tuple[Mark, ...] = ()
    zones: tuple[Zone, ...] = ()
    text: str = ""
    tone: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"piece": "track", "label": self.label, "value": self.value,
                "size": self.size, "first": self.first, "filled": self.filled,
                "marks": [{"at": m.at, "label": m.label, "tone": m.tone} for m in self.marks],
                "zones": [{"first": z.first, "last": z.last, "label": z.label,
                           "tone": z.tone} for z in self.zones],
                "text": self.text, "tone": self.tone}


@dataclass(frozen=True, slots=True)
class Counter:
    """A value with a label ("Cards left: 7", "Gold: 9 of 13")."""

    label: str
    value: int | str
    most: int | None = None
    text: str = ""
    tone: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"piece": "counter", "label": self.label, "value": self.value,
                "most": self.most, "text": self.text, "tone": self.tone}


@dataclass(frozen=True, slots=True)
class Card:
    """A card on the table: a title, a line above it (``kicker``: what it is), lines,
    tags (short words: "here", "resolved") and marks at its edges (``EDGES`` -> a word
    such as ``"open"`` or ``"closed"``)."""

    title: str
    lines: tuple[str, ...] = ()
    kicker: str = ""
    tags: tuple[str, ...] = ()
    edges: tuple[tuple[str, str], ...] = ()
    tone: str = ""
    current: bool = False  # where the player is: the page points it out

    def to_json(self) -> dict[str, Any]:
        return {"piece": "card", "title": self.title, "lines": list(self.lines),
                "kicker": self.kicker, "tags": list(self.tags),
                "edges": {edge: kind for edge, kind in self.edges if edge in EDGES},
                "tone": self.tone, "current": self.current}


@dataclass(frozen=True, slots=True)
class Grid:
    """Cards in ``rows`` x ``columns`` places (1-based), some places empty; labels for the
    rows and columns; a legend line under it."""

    label: str
    rows: int
    columns: int
    cells: tuple[tuple[int, int, Card], ...]
    row_labels: tuple[str, ...] = ()
    column_labels: tuple[str, ...] = ()
    legend: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"piece": "grid", "label": self.label, "rows": self.rows,
                "columns": self.columns,
                "cells": [{"row": r, "column": c, "card": card.to_json()}
                          for r, c, card in self.cells],
                "row_labels": list(self.row_labels),
                "column_labels": list(self.column_labels), "legend": self.legend}


Piece = Track | Counter | Card | Grid


@dataclass(frozen=True, slots=True)
class Group:
    """Pieces under a heading ("The Team", "Equipment"); ``wide``: give it the whole width
    (a grid)."""

    title: str
    pieces: tuple[Piece, ...] = ()
    notes: tuple[str, ...] = ()
    wide: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"title": self.title, "pieces": [p.to_json() for p in self.pieces],
                "notes": list(self.notes), "wide": self.wide}


@dataclass(frozen=True, slots=True)
class Board:
    """A whole board: its groups, in the order the page shows them."""

    groups: tuple[Group, ...] = field(default_factory=tuple)

    def to_json(self) -> list[dict[str, Any]]:
        return [g.to_json() for g in self.groups]


def memory_group(state: Any) -> Group:
    """The Log Entries noted, the markers held and the objectives, from the neutral state
    (every ruleset's ``State``): the part of a board the core can draw by itself."""
    objectives = (state.program.get("mission") or {}).get("objectives") or []
    cards = []
    for o in objectives:
        entry = str(o.get("log_entry") or "").upper()
        met = bool(entry) and entry in state.log_entries
        cards.append(Card(title=str(o.get("text", "")), kicker="Objective",
                          lines=(f"Log Entry {entry}",) if entry else (),
                          tags=("met",) if met else (), tone="met" if met else ""))
    pieces: list[Piece] = [Counter("Log Entries", ", ".join(state.log_entries) or "none")]
    if state.markers:
        pieces.append(Counter("Markers", ", ".join(state.markers)))
    return Group("Log Entries", (*pieces, *cards))


def plain_board(state: Any) -> Board:
    """The board of a ruleset that describes none: its memory."""
    return Board((memory_group(state),))


def groups(*found: Group | Sequence[Group] | None) -> tuple[Group, ...]:
    """Groups and lists of groups as one tuple, skipping None."""
    out: list[Group] = []
    for item in found:
        if item is None:
            continue
        if isinstance(item, Group):
            out.append(item)
        else:
            out.extend(item)
    return tuple(out)
