"""Amounts: what an effect's number of wounds, minutes or cards is, fixed or rolled
(docs/chainsaw-warrior/language.md, "Amounts"; the ``dice`` events: docs/event-log.md).

An amount parameter of a verb holds a plain number (``[WOUNDS 1]``: 1) or six-sided dice
as the registry compiled them (``[WOUNDS 1D6+1]``: ``"1D6+1"``). ``amount`` takes the
number as it is and rolls the dice with the core's one helper (``crawlbook.runtime.dice``,
so every die is a ``dice`` event with its purpose). ``worst`` is the Sprinting rule's worst
possible result: every die a 6, rolled by nobody. ``d6`` checks dice written in the
content pack or the set-up: this game rolls six-sided dice only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crawlbook.ruleset import Dice, DiceError, roll
from crawlbook.ruleset import parse_dice as parse

if TYPE_CHECKING:
    from crawlbook.ruleset import State

SIDES = 6


def d6(text: str) -> Dice:
    """``text`` read as six-sided dice (``1D6``, ``2D6+1``); ``DiceError`` otherwise."""
    dice = parse(text)
    if dice.sides != SIDES:
        raise DiceError(f"`{text}`: this game rolls six-sided dice (1D6, 2D6+1)")
    return dice


def amount(state: State, value: str | int, purpose: str) -> int:
    """A fixed number as it is; dice rolled (one ``dice`` event)."""
    if isinstance(value, int):
        return value
    return roll(state, value, purpose)


def worst(state: State, value: str | int, purpose: str) -> int:
    """The worst possible result of ``value`` (every die a 6), rolled by nobody: Sprinting
    into a trap ("suffer the worst possible results"); logged as ``worst_result``."""
    if isinstance(value, int):
        return value
    dice = parse(value)
    total = dice.count * dice.sides + dice.modifier
    state.emit("worst_result", dice=dice.text, total=total, purpose=purpose)
    return total


# The dice rolled most (a game rolls about 130 times), read once rather than at each roll.
ONE_D6 = d6("1D6")
TWO_D6 = d6("2D6")
