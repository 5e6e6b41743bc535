"""Prompts: where the engine stops for a decision, and the legal answers (docs/engine.md).

The engine never prints or reads. At every point where a person decides it yields a
``Prompt``; a driver (the console player, a script, a simulation policy) answers with the
``id`` of one of its ``choices``. ``kind`` says what is being decided (documented in
``docs/engine.md``), ``text`` is a short question, ``info`` carries what a driver needs
to show or weigh the decision (totals, card names, the entry being read).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

# Prompts and choices are built at every step of a game (a simulated game builds about 150
# prompts and 90 choices).
#
# A ``Choice`` is frozen: prebuilt ones are shared by every game of a program (an Exit
# carries its own, memoised per content pack), so none may change. Its ``__init__`` is
# written out because the one ``dataclass`` generates for a frozen class calls
# ``object.__setattr__`` for each field; this one sets them through their slots' own
# descriptors (``_slot_setters``, below the classes), about a third cheaper, and the class
# stays frozen (guarded by benchmarks/simulate_compare.py instructions).
#
# A ``Prompt`` is built fresh for one stop of one game and dropped once answered, and its
# ``info`` is a plain dict in any case: it is not frozen, so that ``dataclass``'s own
# ``__init__`` sets its fields by plain assignments. Setting them through the slots'
# descriptors made building a prompt twice as costly, about 3% of a simulated game
# (docs/performance.md, "simulate: the policies"). Drivers and policies only read a prompt,
# except for ``known_ids`` (``choice_ids``): the choices' ids, worked out once for the
# policy and ``Game.answer_all`` alike. Many prompts are prebuilt and asked again and
# again (reading on, and a ruleset's own prompts built without ``info``), so
# their ids are worked out once per program rather than twice at every prompt; they
# depend on the choices alone, which never change, so sharing them can never change a game.


@dataclass(frozen=True, slots=True)
class Choice:
    id: str
    label: str

    def __init__(self, id: str, label: str) -> None:
        _choice_id(self, id)
        _choice_label(self, label)


@dataclass(slots=True)
class Prompt:
    kind: str
    text: str
    choices: tuple[Choice, ...]
    default: str | None = None
    info: dict[str, object] = field(default_factory=dict)
    # The choices' ids once ``choice_ids`` was asked (None before): read it, never change it.
    known_ids: list[str] | None = field(default=None, init=False, repr=False, compare=False)

    def ids(self) -> list[str]:
        return [c.id for c in self.choices]

    def choice_ids(self) -> list[str]:
        """The choices' ids, worked out once per prompt (see the note at the top): a
        list to read, never to change (``ids`` gives one of your own)."""
        ids = self.known_ids
        if ids is None:
            ids = self.known_ids = [c.id for c in self.choices]
        return ids

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "text": self.text,
            "choices": [{"id": c.id, "label": c.label} for c in self.choices],
            "default": self.default,
            "info": self.info,
        }


def _slot_setters(cls: type, *names: str) -> tuple[Callable[[Any, Any], None], ...]:
    """The ``__set__`` of each named slot of ``cls`` (see the note at the top)."""
    return tuple(cls.__dict__[name].__set__ for name in names)


_choice_id, _choice_label = _slot_setters(Choice, "id", "label")


class IllegalAnswer(ValueError):
    """An answer that is not one of the prompt's choices."""
