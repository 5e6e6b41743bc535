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
    # Counted things (``[GAIN GOLD 5]``): how many of each; held as a marker while more
    # than none (docs/language.md, "Counted things").
    counts: dict[str, int] = field(default_factory=dict)
    entry: str | None = None  # the entry being read, if any
    # The event types the log keeps; None (a played game) keeps every event. The
    # simulator keeps only the types its tallies read (``SimulationHooks.reads``): the
    # other events of thousands of games would be built only to be thrown away.
    keep: frozenset[str] | None = field(default=None, repr=False, compare=False)
    # Events left out of the log, so that ``seq`` still numbers every event written.
    skipped: int = field(default=0, repr=False, compare=False)
    # The prompt kinds whose ``info`` nobody reads in this game: the simulator sets the
    # kinds its policy answers from the game's state (the policy's ``unread_info``), and
    # the engine leaves their ``info`` out, bar the entry being read (a failed run's
    # report names it). Empty in a played game: every prompt is complete.
    unread: frozenset[str] = field(default=frozenset(), repr=False, compare=False)

    def emit(self, type: str, **fields: Any) -> None:
        """Append an event to the log (``seq`` numbers them in order)."""
        keep = self.keep
        if keep is not None and type not in keep:
            self.skipped += 1
            return
        log = self.log
        log.append({"seq": len(log) + self.skipped, "type": type, **fields})

    def next_seq(self, type: str) -> int | None:
        """The ``seq`` of the event of ``type`` about to be written, or None (counted as
        written) when the log leaves that type out: for the few frequent events that are
        appended as dict displays rather than through ``emit``'s keyword packing."""
        keep = self.keep
        if keep is not None and type not in keep:
            self.skipped += 1
            return None
        return len(self.log) + self.skipped

    def wants(self, type: str) -> bool:
        """Whether an event of ``type`` is to be written; False (and counted as written,
        for ``seq``) when the log leaves that type out, so that a caller skips building
        a costly event: ``if state.wants("crawl"): state.emit("crawl", ...)``."""
        keep = self.keep
        if keep is None or type in keep:
            return True
        self.skipped += 1
        return False

    def keeps(self, type: str) -> bool:
        """Whether the log keeps events of ``type``, counting nothing. For a procedure
        that writes many events of one type: it asks once (per game, or per part of one) rather
        than calling ``wants`` or ``next_seq`` for each event (about 420 calls a simulated
        game), then writes each event as ``emit`` would, ``seq`` being
        ``len(state.log) + state.skipped``, or, when the type is left out, counts it as
        written with ``state.skipped += 1`` (one for each event, at the moment it would
        have been written: the ``seq`` of every kept event depends on it). Asked once the
        game is set up (``Game.new`` sets ``keep`` after the set-up's events, before the
        first prompt), the answer holds for the rest of the game."""
        keep = self.keep
        return keep is None or type in keep

    def note(self, name: str) -> None:
        """Note a Log Entry (once; the event is written every time)."""
        if name not in self.log_entries:
            self.log_entries.append(name)
        self.emit("log_entry", name=name)

    def count(self, name: str, amount: int, cause: str) -> None:
        """Add ``amount`` (taken away when negative, never below none) to the counted thing
        ``name``; the ``count`` event is written every time."""
        total = max(0, self.counts.get(name, 0) + amount)
        self.counts[name] = total
        if total and name not in self.markers:
            self.markers.append(name)
        elif not total and name in self.markers:
            self.markers.remove(name)
        self.emit("count", name=name, amount=amount, total=total, cause=cause)

    def hold(self, name: str, held: bool, cause: str) -> None:
        """Take (``held``) or give up a marker; the ``marker`` event is written either way."""
        if held and name not in self.markers:
            self.markers.append(name)
        elif not held and name in self.markers:
            self.markers.remove(name)
        self.emit("marker", name=name, held=held, cause=cause)
