"""``State``: the part of a game's state the neutral core relies on (docs/rulesets.md,
"The runtime half").

Every ruleset's state is a dataclass that extends ``State``: the interpreter reads the
program's entries, conditions read the Log Entries and markers, dice come from the one
``rng`` (docs/engine.md), and everything that happens is an event of the log
(docs/event-log.md) written with ``emit``. Fields of a ruleset's own are keyword-only
(``@dataclass(slots=True, kw_only=True)``), so they may follow these defaults.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from crawlbook.runtime.rng import Rng


@dataclass(slots=True, kw_only=True)
class State:
    """The program played, the game's ``Rng``, the event log, the Log Entries noted and
    the markers held ("Using the Mission Booklets"), and the entry being read."""

    program: dict = field(repr=False)
    rng: Rng
    log: list[dict] = field(default_factory=list, repr=False)
    log_entries: list[str] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)
    entry: str | None = None  # the entry being read, if any

    def emit(self, type: str, **fields: Any) -> None:
        """Append an event to the log (``seq`` numbers them in order)."""
        log = self.log
        log.append({"seq": len(log), "type": type, **fields})

    def note(self, name: str) -> None:
        """Note a Log Entry (once; the event is written every time)."""
        if name not in self.log_entries:
            self.log_entries.append(name)
        self.emit("log_entry", name=name)

    def hold(self, name: str, held: bool, cause: str) -> None:
        """Take (``held``) or give up a marker; the ``marker`` event is written either way."""
        if held and name not in self.markers:
            self.markers.append(name)
        elif not held and name in self.markers:
            self.markers.remove(name)
        self.emit("marker", name=name, held=held, cause=cause)
