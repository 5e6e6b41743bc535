"""Conditions: what a booklet's ``if`` asks of the game (rulebook "Using the Mission
Booklets": "At certain points you will be asked if you have noted a particular Log
Entry"; docs/program-format.md, "Conditions").

A compiled condition is one of

- ``{"noted": NAME}`` a Log Entry is noted; ``{"has": NAME}`` the team holds a marker;
- ``{"not": c}``, ``{"and": [c, ...]}``, ``{"or": [c, ...]}``;
- ``{"cmp": [NAME, OP, N]}`` a quantity of the ruleset's state compared with a number
  (OP one of ``< <= > >= = !=``), answered by the ruleset's ``quantity`` hook, or, for a
  counted thing of the program (``counts``: ``[GAIN GOLD 5]``), by the core's count;
- ``{"pred": [WORD, NAME]}`` a predicate of the ruleset (``fired PISTOL``), answered by
  its ``predicate`` hook;

and ``None`` always holds. The hooks come with the ruleset's effects table
(``crawlbook.runtime.interpreter.Effects``); a form, name or predicate nobody answers
raises ``ConditionError``.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from crawlbook.runtime.state import State


class ConditionError(ValueError):
    """A condition of a form the engine does not know."""


class ConditionHooks(Protocol):
    """What a ruleset answers in conditions: ``quantity(state, NAME)`` a whole number, or
    None for a name it does not know; ``predicate(state, WORD, NAME)`` True or False, or
    None for a predicate it does not know. Either may be None (the ruleset has none)."""

    @property
    def quantity(self) -> Callable[[Any, str], int | None] | None: ...

    @property
    def predicate(self) -> Callable[[Any, str, str], bool | None] | None: ...


COMPARISONS: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
    "=": operator.eq, "!=": operator.ne,
}


def holds(state: State, cond: Any, hooks: ConditionHooks | None = None) -> bool:
    """Whether ``cond`` holds in ``state``; raises ``ConditionError`` for a bad one."""
    if cond is None:
        return True
    if not isinstance(cond, dict) or len(cond) != 1:
        raise ConditionError(f"bad condition {cond!r}")
    (key, value), = cond.items()
    form = _FORMS.get(key)
    if form is None:
        raise ConditionError(f"unknown condition `{key}`")
    return form(state, value, hooks)


def _noted(state: State, value: Any, hooks: ConditionHooks | None) -> bool:
    return str(value).upper() in state.log_entries


def _has(state: State, value: Any, hooks: ConditionHooks | None) -> bool:
    return str(value).upper() in state.markers


def _not(state: State, value: Any, hooks: ConditionHooks | None) -> bool:
    return not holds(state, value, hooks)


def _and(state: State, value: Any, hooks: ConditionHooks | None) -> bool:
    return all(holds(state, c, hooks) for c in value)


def _or(state: State, value: Any, hooks: ConditionHooks | None) -> bool:
    return any(holds(state, c, hooks) for c in value)


def _cmp(state: State, value: Any, hooks: ConditionHooks | None) -> bool:
    if not (isinstance(value, list | tuple) and len(value) == 3):
        raise ConditionError(f"bad comparison {value!r} (expected [NAME, OP, N])")
    name, op, number = value
    compare = COMPARISONS.get(op)
    if compare is None:
        raise ConditionError(f"unknown comparison `{op}` (known: {' '.join(COMPARISONS)})")
    if not isinstance(number, int) or isinstance(number, bool):
        raise ConditionError(f"a comparison needs a whole number, not {number!r}")
    quantity = hooks.quantity if hooks is not None else None
    found = quantity(state, str(name)) if quantity is not None else None
    if found is None:
        # A counted thing of the program (``[GAIN GOLD 5]``): the core counts it.
        key = str(name).upper()
        if key in state.counts or key in (state.program.get("counts") or ()):
            found = state.counts.get(key, 0)
        else:
            raise ConditionError(f"unknown quantity `{name}` in a condition")
    return compare(found, number)


def _pred(state: State, value: Any, hooks: ConditionHooks | None) -> bool:
    if not (isinstance(value, list | tuple) and len(value) == 2):
        raise ConditionError(f"bad predicate {value!r} (expected [WORD, NAME])")
    word, name = value
    predicate = hooks.predicate if hooks is not None else None
    found = predicate(state, str(word), str(name)) if predicate is not None else None
    if found is None:
        raise ConditionError(f"unknown predicate `{word} {name}` in a condition")
    return bool(found)


_FORMS: dict[str, Callable[[State, Any, ConditionHooks | None], bool]] = {
    "noted": _noted, "has": _has, "not": _not, "and": _and, "or": _or,
    "cmp": _cmp, "pred": _pred,
}
