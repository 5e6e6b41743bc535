"""Prompts: where the engine stops for a decision, and the legal answers (docs/engine.md).

The engine never prints or reads. At every point where a person decides it yields a
``Prompt``; a driver (the console player, a script, a simulation policy) answers with the
``id`` of one of its ``choices``. ``kind`` says what is being decided (documented in
``docs/engine.md``), ``text`` is a short question, ``info`` carries what a driver needs
to show or weigh the decision (totals, card names, the entry being read).
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Prompts and choices are built at every step of a game. Their ``__init__`` is written out
# because the one ``dataclass`` generates for a frozen class looks ``object.__setattr__`` up
# for every field, which makes building a Prompt more than twice as slow; the classes stay
# frozen (assigning a field raises ``FrozenInstanceError``), with the same fields.
_set_field = object.__setattr__
_NO_INFO: dict[str, object] = {}  # a marker: "no info given" (never stored in a Prompt)


@dataclass(frozen=True, slots=True)
class Choice:
    id: str
    label: str

    def __init__(self, id: str, label: str) -> None:
        _set_field(self, "id", id)
        _set_field(self, "label", label)


@dataclass(frozen=True, slots=True)
class Prompt:
    kind: str
    text: str
    choices: tuple[Choice, ...]
    default: str | None = None
    info: dict[str, object] = field(default_factory=dict)

    def __init__(self, kind: str, text: str, choices: tuple[Choice, ...],
                 default: str | None = None, info: dict[str, object] = _NO_INFO) -> None:
        _set_field(self, "kind", kind)
        _set_field(self, "text", text)
        _set_field(self, "choices", choices)
        _set_field(self, "default", default)
        _set_field(self, "info", {} if info is _NO_INFO else info)

    def ids(self) -> list[str]:
        return [c.id for c in self.choices]

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "text": self.text,
            "choices": [{"id": c.id, "label": c.label} for c in self.choices],
            "default": self.default,
            "info": self.info,
        }


class IllegalAnswer(ValueError):
    """An answer that is not one of the prompt's choices."""
