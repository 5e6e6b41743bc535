"""Rolling dice: the one place every die of a Chainsaw Warrior game is rolled
(docs/chainsaw-warrior/event-log.md, ``dice``).

TEMPORARY, until the core's shared dice helper exists: it will emit the same event,
``{"type": "dice", "dice": "2D6", "faces": [..], "total": n, "purpose": "..."}``, and this
module's ``roll`` becomes a call to it. Every face is drawn with ``state.rng.die(6)``, so
a seed reproduces every roll, and every roll names its purpose ("reflex test", "aimed
shot", "hand-to-hand (you)", "extra wound", "wandering zombie", ...).

A dice expression is ``ND6``, ``ND6+K`` or ``ND6-K`` (``1D6+2``, ``4D6``), or a plain
number (a fixed amount, rolled by nobody). An effect's amount parameter holds either
(``"1D6+1"`` or ``2``: see ``language.AmountRegistry``); ``dice_param`` reads it, and
still reads the three arguments (1, ``D6``, +1) of programs compiled before the language
had a dice argument.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState

_DICE = re.compile(r"^\s*(\d+)\s*(?:[dD]\s*6\s*([+-]\s*\d+)?)?\s*$")


class DiceError(ValueError):
    """A dice expression that is not ``ND6[+K]`` or a number."""


@lru_cache(maxsize=256)
def parse(expr: str | int) -> tuple[int, bool, int]:
    """``(count, rolled, plus)``: ``"2D6+1"`` is (2, True, 1), ``"3"`` is (3, False, 0)."""
    if isinstance(expr, int) and not isinstance(expr, bool):
        if expr < 0:
            raise DiceError(f"a fixed amount cannot be negative: {expr}")
        return expr, False, 0
    m = _DICE.match(str(expr))
    if m is None:
        raise DiceError(f"`{expr}` is not a dice expression such as 1D6, 2D6 or 1D6+2")
    count = int(m.group(1))
    rolled = "D" in str(expr).upper()
    plus = int(m.group(2).replace(" ", "")) if m.group(2) else 0
    if rolled and not 1 <= count <= 9:
        raise DiceError(f"`{expr}`: roll 1 to 9 dice")
    return count, rolled, plus


def fmt(count: int, plus: int = 0) -> str:
    """``"2D6"``, ``"1D6+2"``: the canonical writing of a roll."""
    return f"{count}D6" + (f"{plus:+d}" if plus else "")


def roll(state: GameState, dice: str, purpose: str) -> int:
    """Roll ``dice`` (``"2D6"``, ``"1D6+2"``), log the ``dice`` event, return the total."""
    count, rolled, plus = parse(dice)
    if not rolled:
        return count + plus
    die = state.rng.die
    faces = [die(6) for _ in range(count)]
    total = sum(faces) + plus
    state.emit("dice", dice=fmt(count, plus), faces=faces, total=total, purpose=purpose)
    return total


def amount(state: GameState, expr: str | int, purpose: str) -> int:
    """A fixed number as it is, dice rolled (``roll``)."""
    count, rolled, plus = parse(expr)
    return roll(state, expr if isinstance(expr, str) else str(expr), purpose) if rolled \
        else count + plus


def dice_param(params: dict[str, Any], key: str = "count") -> str | int:
    """The dice expression of an effect's parameters (see the module docstring)."""
    value = params.get(key)
    if isinstance(value, str):  # a dice argument: "1D6+1"
        return value
    count = int(value) if isinstance(value, int) else 1
    if params.get("die") is None:
        plus = params.get("plus")
        return count + (int(plus) if isinstance(plus, int) else 0)
    plus = params.get("plus")
    return fmt(count, int(plus) if isinstance(plus, int) else 0)


def worst(state: GameState, expr: str | int, purpose: str) -> int:
    """The worst possible result of ``expr`` (every die a 6), rolled by nobody: Sprinting
    into a trap ("suffer the worst possible results"); logged as ``worst_result``."""
    count, rolled, plus = parse(expr)
    if not rolled:
        return count + plus
    total = count * 6 + plus
    state.emit("worst_result", dice=fmt(count, plus), total=total, purpose=purpose)
    return total
