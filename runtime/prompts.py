"""Prompts: where the engine stops for a decision, and the legal answers (DESIGN principle 1).

The engine never prints or reads. At every point where a person decides it yields a
``Prompt``; a driver (the console player, a script, a simulation policy) answers with the
``id`` of one of its ``choices``. ``kind`` says what is being decided (documented in
``docs/engine.md``), ``text`` is a short question, ``info`` carries what a driver needs
to show or weigh the decision (totals, card names, the entry being read).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Choice:
    id: str
    label: str


@dataclass(frozen=True, slots=True)
class Prompt:
    kind: str
    text: str
    choices: tuple[Choice, ...]
    default: str | None = None
    info: dict[str, object] = field(default_factory=dict)

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
