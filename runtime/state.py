"""``State``: the part of a game's state the neutral core relies on (docs/rulesets.md,
"The runtime half").

Every ruleset's state is a dataclass that extends ``State``: the interpreter reads the
program's entries, conditions read the Log Entries and markers, dice come from the one
``rng`` (docs/engine.md), and everything that happens is an event of the log
(docs/event-log.md), the game's ``EventLog``, which numbers them (``emit``). Fields of a
ruleset's own are keyword-only (``@dataclass(slots=True, kw_only=True)``), so they may
follow these defaults.

The game ends where a rule says so (docs/rulesets.md, "Ending the game"): the rule calls
``stop``, which records how in ``ended`` (a ``Stop``); the core's interpreter stops
reading as soon as it sees it, and the ruleset's procedures return up to its top one,
which ends the game. Nothing is raised through the core's generators.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from crawlbook.runtime.eventlog import EventLog
from crawlbook.runtime.rng import Rng


class EveryKind(frozenset):
    """The ``unread_info`` of a policy that reads no prompt's ``info`` at all (the core's
    ``random``): it holds every prompt kind, whichever ruleset builds it, so the core
    names none of them."""

    __slots__ = ()

    def __contains__(self, kind: object) -> bool:
        return True

    def __bool__(self) -> bool:
        return True

    def __reduce__(self) -> tuple[type, tuple]:
        return (EveryKind, ())


EVERY_KIND = EveryKind()


@dataclass(frozen=True, slots=True)
class Stop:
    """How a game ended where it stands (``State.stop``; a verb with the role ``end``,
    ``[DIE]``; a fight lost): ``result`` is the ruleset's result kind (``"loss"``),
    ``cause`` where it ended (the entry being read, or the ruleset's own words), and
    ``reason`` why (``"stamina"``, ``"rats_taken_out"``)."""

    result: str
    cause: str
    reason: str = ""


@dataclass(slots=True, kw_only=True)
class State:
    """The program played, the game's ``Rng``, the event log, the Log Entries noted and
    the markers held ("Using the Mission Booklets"), and the entry being read."""

    program: dict = field(repr=False)
    rng: Rng
    # The event log: it numbers every event written and keeps them all, or in a simulated
    # game only the types the tallies read (``EventLog.keeping``, set by ``Game.new``).
    log: EventLog = field(default_factory=EventLog, repr=False)
    log_entries: list[str] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)
    # Counted things (``[GAIN GOLD 5]``): how many of each; held as a marker while more
    # than none (docs/language.md, "Counted things").
    counts: dict[str, int] = field(default_factory=dict)
    entry: str | None = None  # the entry being read, if any
    # The game is over (``stop``): how it ended. The interpreter stops reading at once
    # and returns it; a ruleset's procedures check it where a rule may end the game.
    ended: Stop | None = None
    # The prompt kinds whose ``info`` nobody reads in this game: the simulator sets the
    # kinds its policy answers from the game's state (the policy's ``unread_info``), and
    # the engine leaves their ``info`` out, bar the entry being read (a failed run's
    # report names it). Empty in a played game: every prompt is complete.
    unread: frozenset[str] = field(default=frozenset(), repr=False, compare=False)
    # Who copies the state at the engine's checkpoints (``checkpoint``): a search's forks
    # (crawlbook.runtime.fork) set it on the one game they replay; None in every other.
    on_checkpoint: Callable[[State], None] | None = field(default=None, repr=False,
                                                          compare=False)

    def checkpoint(self) -> None:
        """The engine's top procedure is where ``Engine.resume`` goes on from, with no
        other procedure suspended (docs/rulesets.md, "Checkpoints"): whoever records
        checkpoints (``on_checkpoint``) copies the state now."""
        if self.on_checkpoint is not None:
            self.on_checkpoint(self)

    def stop(self, result: str, reason: str = "", cause: str | None = None) -> Stop:
        """End the game here: ``ended`` records how (the first ending stands), and the
        ``Stop`` is returned, for a handler or resolver to return as well. ``cause``
        defaults to the entry being read (or "" outside the book)."""
        if self.ended is None:
            self.ended = Stop(result, (self.entry or "") if cause is None else cause, reason)
        return self.ended

    def emit(self, type: str, **fields: Any) -> None:
        """Write an event to the log (``EventLog.emit``, which numbers it)."""
        self.log.emit(type, **fields)

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
