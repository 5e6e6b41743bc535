"""The event log of one game (docs/event-log.md): the events kept, in order, and the
numbering of every event written (``seq``), owned by one object.

Everything that happens in a game is an event written to ``State.log``. A played game
keeps every event (``EventLog``); a simulated game keeps only the types its tallies read
(``LeanLog``, from ``EventLog.keeping``: the other events of thousands of games would be
built only to be thrown away). Both number every event written, kept or not: an event's
``seq`` is how many events were written before it (``written``: the events kept and the
``left_out`` count), the same in both logs.

Writers use these forms, the same for both logs:

- ``log.emit(type, **fields)``: write the event (the usual form; ``State.emit``);
- ``if log.wants(type): log.emit(type, ...)``: for an event costly to build; a log that
  leaves the type out counts it as written and answers False;
- ``seq = log.next_seq(type)`` then ``if seq is not None: log.append({"seq": seq, ...})``:
  an event written as a dict display, without ``emit``'s keyword packing.

The most frequent events of a simulated game (a ruleset's decks' and moves', ``entry``,
``text``, ``dice``, fights', ``prompt`` and ``answer``: about 700 a game) are written out
where they happen, guarded by ``benchmarks/simulate_compare.py instructions`` and a
comment naming it: ``kept = log.keeps(type)`` asked once (per game, or per part of one:
the answer holds once the game is set up), then ``log.append({"seq": len(log) +
log.left_out, ...})`` when kept, else ``log.left_out += 1``, which is what ``emit``
does, without a call per event.

The log is a ``list`` of the kept events, so every reader (narrators, tallies, saves,
tests) reads it as one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


class EventLog(list[dict[str, Any]]):
    """A log that keeps every event: an event's ``seq`` is its place in the list."""

    __slots__ = ("left_out",)
    #: the event types kept; None: every type (read by ``keeps``, and written out at a
    #: guarded hot spot as ``kept is None or type in kept``)
    kept: frozenset[str] | None = None

    def __init__(self, events: Iterable[dict[str, Any]] = (), left_out: int = 0) -> None:
        super().__init__(events)
        #: how many events were written and left out (always 0 in a log that keeps
        #: every event)
        self.left_out = left_out

    @property
    def written(self) -> int:
        """How many events were written (kept or not): the next event's ``seq``."""
        return len(self) + self.left_out

    def emit(self, type: str, **fields: Any) -> None:
        """Write an event of ``type``."""
        self.append({"seq": len(self) + self.left_out, "type": type, **fields})

    def next_seq(self, type: str) -> int | None:
        """The ``seq`` of the event of ``type`` about to be written (the caller appends
        it), or None when the log leaves that type out (counted as written)."""
        return len(self) + self.left_out

    def wants(self, type: str) -> bool:
        """Whether to build the event of ``type`` about to be written; False (counted as
        written) when the log leaves that type out."""
        return True

    def keeps(self, type: str) -> bool:
        """Whether the log keeps events of ``type`` (counting nothing)."""
        return True

    def skip(self, events: int = 1) -> None:
        """Count ``events`` events of a type the log leaves out (``keeps``) as written."""
        self.left_out += events

    def keeping(self, types: frozenset[str] | None) -> EventLog:
        """This log's events, and from now on only the events of ``types`` (None: every
        event): a ``LeanLog``, or this log when it keeps every event."""
        return self if types is None else LeanLog(self, types, self.left_out)

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (list(self), self.left_out))


class LeanLog(EventLog):
    """A log that keeps only the events of some types; the others are only counted."""

    __slots__ = ("kept",)
    kept: frozenset[str]

    def __init__(self, events: Iterable[dict[str, Any]], kept: frozenset[str],
                 left_out: int = 0) -> None:
        super().__init__(events, left_out)
        self.kept = kept

    def emit(self, type: str, **fields: Any) -> None:
        if type in self.kept:
            self.append({"seq": len(self) + self.left_out, "type": type, **fields})
        else:
            self.left_out += 1

    def next_seq(self, type: str) -> int | None:
        if type in self.kept:
            return len(self) + self.left_out
        self.left_out += 1
        return None

    def wants(self, type: str) -> bool:
        if type in self.kept:
            return True
        self.left_out += 1
        return False

    def keeps(self, type: str) -> bool:
        return type in self.kept

    def keeping(self, types: frozenset[str] | None) -> EventLog:
        if types is None:
            raise ValueError("a lean log cannot keep every event again")
        return LeanLog(self, types, self.left_out)

    def __reduce__(self) -> tuple[Any, ...]:
        return (LeanLog, (list(self), self.kept, self.left_out))
