"""Dice: the one helper every ruleset rolls with (docs/event-log.md, "Dice").

Dice are written the way rulebooks write them: ``D6``, ``3D6``, ``2D6+1``, ``1D10-2``.
``parse`` reads that form once (``Dice``); ``throw(state, dice, purpose)`` rolls every
die with the game's ``Rng`` (``state.rng.die(sides)``, in order) and writes one event::

    {"type": "dice", "dice": "3D6", "faces": [3, 2, 4], "total": 9, "purpose": "..."}

so every roll of a game is in its log with the reason it was made. ``roll`` returns the
total only. Card draws and shuffles are not dice: they write no dice event.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import repeat
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from crawlbook.runtime.state import State

_FORM = re.compile(r"\s*(\d*)\s*[dD]\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*")
MAX_DICE = 100
MAX_SIDES = 1000


class DiceError(ValueError):
    """Dice written in a form ``parse`` does not read."""


@dataclass(frozen=True, slots=True)
class Dice:
    """``count`` dice of ``sides`` sides, plus ``modifier``; ``text`` as written
    canonically (``3D6``, ``2D6+1``)."""

    count: int
    sides: int
    modifier: int = 0
    text: str = field(init=False, compare=False)

    def __post_init__(self) -> None:
        mod = f"{self.modifier:+d}" if self.modifier else ""
        object.__setattr__(self, "text", f"{self.count}D{self.sides}{mod}")

    def __str__(self) -> str:
        return self.text


# Builds a Roll without the Python-level __new__ of a NamedTuple (about 45 throws a game;
# guarded by benchmarks/simulate_compare.py instructions).
_new_roll = tuple.__new__


class Roll(NamedTuple):
    """What a throw gave: each die's face, in the order rolled, and the total (a named
    tuple: a game rolls often, and a tuple is the cheapest record to build)."""

    faces: tuple[int, ...]
    total: int


@lru_cache(maxsize=256)
def parse(text: str) -> Dice:
    """``"2D6+1"`` -> ``Dice(2, 6, 1)``; a missing count is 1 (``D6``). Raises
    ``DiceError`` for anything else."""
    match = _FORM.fullmatch(text)
    if match is None:
        raise DiceError(f"`{text}` is not dice (write them as 1D6, 3D6, 2D6+1)")
    count = int(match.group(1) or 1)
    sides = int(match.group(2))
    modifier = int(match.group(4) or 0) * (-1 if match.group(3) == "-" else 1)
    if not 1 <= count <= MAX_DICE or not 2 <= sides <= MAX_SIDES:
        raise DiceError(f"`{text}`: 1 to {MAX_DICE} dice of 2 to {MAX_SIDES} sides")
    return Dice(count, sides, modifier)


def throw(state: State, dice: Dice | str, purpose: str) -> Roll:
    """Roll ``dice`` with the game's ``Rng`` and log the ``dice`` event."""
    if isinstance(dice, str):
        dice = parse(dice)
    # One die (the Threat die, most throws) and two dice (Chainsaw Warrior's 2D6 tests and
    # HtH rounds) are rolled without building the iterators of the general case
    # (guarded by benchmarks/simulate_compare.py and benchmarks/cw_bench.py instructions).
    die = state.rng.die
    count = dice.count
    if count == 1:
        face = die(dice.sides)
        faces: tuple[int, ...] = (face,)
        total = face + dice.modifier
    elif count == 2:
        sides = dice.sides
        first = die(sides)
        second = die(sides)
        faces = (first, second)
        total = first + second + dice.modifier
    else:
        faces = tuple(map(die, repeat(dice.sides, count)))
        total = sum(faces) + dice.modifier
    # The event ``EventLog.emit`` would write, written out (a game throws about 45 times;
    # guarded by benchmarks/simulate_compare.py instructions).
    log = state.log
    kept = log.kept  # ``log.keeps("dice")`` written out
    if kept is None or "dice" in kept:
        log.append({"seq": len(log) + log.left_out, "type": "dice", "dice": dice.text,
                    "faces": list(faces), "total": total, "purpose": purpose})
    else:
        log.left_out += 1
    return _new_roll(Roll, (faces, total))


def roll(state: State, dice: Dice | str, purpose: str) -> int:
    """Roll ``dice`` (logged, as ``throw``) and return the total."""
    log = state.log
    kept = log.kept  # ``log.keeps("dice")`` written out
    if kept is None or "dice" in kept:
        return throw(state, dice, purpose)[1]
    # A log that leaves the ``dice`` event out (a simulated game's): the same dice drawn
    # in the same order and the event counted, without the faces and the ``Roll`` that
    # ``throw`` would build to be thrown away (a game of benchmarks/cw_bench.py rolls
    # about 100 times; guarded by its ``compare instructions``).
    if isinstance(dice, str):
        dice = parse(dice)
    die = state.rng.die
    count = dice.count
    if count == 1:
        total = die(dice.sides)
    elif count == 2:
        sides = dice.sides
        total = die(sides) + die(sides)
    else:
        total = sum(map(die, repeat(dice.sides, count)))
    log.left_out += 1
    return total + dice.modifier
