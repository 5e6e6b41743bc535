"""The optional rules of Chainsaw Warrior as ``--option`` names (rulebook "Optional Rules";
docs/chainsaw-warrior/rules.md, "Sprinting").

Kept apart from the engine so that `crawlbook play --help` lists them without importing
it. A player turns a rule on with ``--option sprinting``; a scenario may also put it in
play for everyone with its header (``RULE SPRINTING``). ``Options`` is the engine's
options object, saved with a game as ``{"sprinting": true}``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from crawlbook.runtime.plugin import OptionSpec

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("sprinting", "sprint through Corridor and Stairs areas before turning the "
               "card (no time for a Clear or Empty area; worse for anything else)",
               "Optional Rules: Sprinting"),
)
NAMES = tuple(spec.name for spec in OPTIONS)


@dataclass(frozen=True, slots=True)
class Options:
    """The optional rules a player turned on."""

    sprinting: bool = False

    @classmethod
    def of(cls, enabled: Iterable[str]) -> Options:
        return cls(sprinting="sprinting" in enabled)

    def enabled(self) -> list[str]:
        return [name for name in NAMES if getattr(self, name)]

    def to_json(self) -> dict[str, Any]:
        return {name: bool(getattr(self, name)) for name in NAMES}

    @classmethod
    def from_json(cls, data: object) -> Options:
        """The options of a save (None: none on); ``ValueError`` when damaged."""
        if data is None:
            return cls()
        if not isinstance(data, dict) or set(data) - set(NAMES) or not all(
                isinstance(v, bool) for v in data.values()):
            raise ValueError("the options must be {\"sprinting\": true or false}")
        return cls(**data)
