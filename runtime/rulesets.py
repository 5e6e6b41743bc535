"""The rulesets the runtime can play, and the one interface between them and ``Game``.

DESIGN.md asks every engine interface to be ruleset-neutral from day one: ``Game``,
saves, the event log, the console, policies and the simulator know only prompts, answers,
events and a ``Result``. What a ruleset brings is a ``RulesetEngine``: how to read its
content pack out of a compiled program, how to set a game up, and the top rule procedure
that plays it. A second ruleset (Chainsaw Warrior) adds one entry to ``ENGINES``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

from crawlbook.runtime.prompts import Prompt


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: ``outcome`` "success" or "failure", the ``cause`` of a failure
    (Tunnel Rats: "tb_exhausted", "rats_taken_out", "abandoned") and the Success Points,
    with the lines that made them up."""

    outcome: str
    cause: str | None
    success_points: int
    breakdown: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"outcome": self.outcome, "cause": self.cause,
                "success_points": self.success_points}


@dataclass(frozen=True, slots=True)
class RulesetEngine:
    """What ``Game`` needs from a ruleset.

    ``content(program)`` returns the checked content pack (raising the ruleset's content
    error on a bad one); ``new_state(program, seed, options, content)`` sets a game up;
    ``run(state)`` is the top generator procedure, returning the ``Result``.
    """

    name: str
    content: Callable[[dict], Any]
    new_state: Callable[[dict, int, Any, Any], Any]
    run: Callable[[Any], Generator[Prompt, str, Result]]


def names() -> list[str]:
    from crawlbook import plugins

    return plugins.names()


def engine_for(name: str) -> RulesetEngine | None:
    """The engine that plays ``name``, or None when this crawlbook has none."""
    from crawlbook import plugins

    try:
        found = plugins.get(name)
    except plugins.PluginError:
        return None
    if found is None:
        return None
    engine: RulesetEngine = found.engine()
    return engine
