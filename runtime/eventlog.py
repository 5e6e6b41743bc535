"""The event log of one game (docs/event-log.md): the events kept, in order, and the
numbering of every event written (``seq``), owned by one object.

Everything that happens in a game is an event written to ``State.log``. A played game
keeps every event (``EventLog``); a simulated game keeps only the types its tallies read
(``LeanLog``, from ``EventLog.keeping``: the other events of thousands of games would be
built only to be thrown away). Both number every event written, kept or not, from one
counter of their own (``number``), so an event's ``seq`` is the same in both and no
writer counts by hand.

Writers use these forms, the same for both logs:

- ``log.emit(type, **fields)``: write the event (the usual form; ``State.emit``);
- ``if log.wants(type): log.emit(type, ...)``: for an event costly to build; a log that
  leaves the type out numbers it as written and answers False;
- ``seq = log.next_seq(type)`` then ``if seq is not None: log.append({"seq": seq, ...})``:
  an event written as a dict display, without ``emit``'s keyword packing;
- for the most frequent events (``benchmarks/simulate_compare.py instructions`` guards
  it): ask ``kept = log.keeps(type)`` once (per game, or per part of one: the answer holds
  once the game is set up), then for each event either
  ``log.append({"seq": log.number(), "type": type, ...})`` or, when not kept,
  ``log.number()`` where it would have been written. ``number`` is the counter's own
  ``__next__``, a call into C: no Python frame per event.

The log is a ``list`` of the kept events, so every reader (narrators, tallies, saves,
tests) reads it as one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import count
from typing import Any


class EventLog(list[dict[str, Any]]):
    """A log that keeps every event: an event's ``seq`` is its place in the list."""

    __slots__ = ("_counter", "number")

    def __init__(self, events: Iterable[dict[str, Any]] = (),
                 written: int | None = None) -> None:
        super().__init__(events)
        self._counter = count(len(self) if written is None else written)
        #: The ``seq`` of the next event written, taken: every event written, kept or
        #: not, takes one. The counter is never replaced, so a procedure may hold
        #: ``number`` for as long as it holds the log.
        self.number: Callable[[], int] = self._counter.__next__

    @property
    def written(self) -> int:
        """How many events were written (kept or not): the next event's ``seq``."""
        return int(repr(self._counter)[len("count("):-1])  # read, not taken

    def emit(self, type: str, **fields: Any) -> None:
        """Write an event of ``type``."""
        self.append({"seq": self.number(), "type": type, **fields})

    def next_seq(self, type: str) -> int | None:
        """The ``seq`` of the event of ``type`` about to be written (the caller appends
        it), or None when the log leaves that type out (numbered as written)."""
        return self.number()

    def wants(self, type: str) -> bool:
        """Whether to build the event of ``type`` about to be written; False (numbered
        as written) when the log leaves that type out."""
        return True

    def keeps(self, type: str) -> bool:
        """Whether the log keeps events of ``type`` (numbering nothing)."""
        return True

    def skip(self, events: int) -> None:
        """Number ``events`` events of a type the log leaves out (``keeps``) as written."""
        number = self.number
        for _ in range(events):
            number()

    def __reduce__(self) -> tuple[Any, ...]:
        # ``number`` (a counter's ``__next__``) does not copy: the log is rebuilt from
        # its events and how many were written.
        return (EventLog, (list(self), self.written))

    def keeping(self, types: frozenset[str] | None) -> EventLog:
        """This log's events, and from now on only the events of ``types`` (None: every
        event): a ``LeanLog``, or this log when it keeps every event."""
        return self if types is None else LeanLog(self, types, self.written)


class LeanLog(EventLog):
    """A log that keeps only the events of some types; the others are only numbered."""

    __slots__ = ("kept",)

    def __init__(self, events: Iterable[dict[str, Any]], kept: frozenset[str],
                 written: int | None = None) -> None:
        super().__init__(events, written)
        self.kept = kept

    def emit(self, type: str, **fields: Any) -> None:
        if type in self.kept:
            self.append({"seq": self.number(), "type": type, **fields})
        else:
            self.number()

    def next_seq(self, type: str) -> int | None:
        seq = self.number()
        return seq if type in self.kept else None

    def wants(self, type: str) -> bool:
        if type in self.kept:
            return True
        self.number()
        return False

    def keeps(self, type: str) -> bool:
        return type in self.kept

    def __reduce__(self) -> tuple[Any, ...]:
        return (LeanLog, (list(self), self.kept, self.written))

    def keeping(self, types: frozenset[str] | None) -> EventLog:
        if types is None:
            raise ValueError("a lean log cannot keep every event again")
        return LeanLog(self, types, self.written)
