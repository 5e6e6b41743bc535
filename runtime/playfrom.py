"""Play from here: a game that reaches an entry, a card or an Event, found by playing
(`crawlbook play MISSION --from ENTRY`, `crawlbook simulate --from ENTRY`;
docs/playtesting.md, "Play from here").

``target(program, text)`` reads what ``--from`` names: an entry id (``4.2``), a card
(``TR7``: any of its entries) or an Event (``Event 4``, or ``4`` when no entry has that
id: any of its entries). ``find_path`` plays games (seeds ``seed_for_run(seed, i)``,
policies in turn) until one reads an entry of the target, and stops it at the first
prompt after: its seed and answers are the path, which replays exactly (a save, a
transcript). Nothing here names a ruleset: the games are played through the Game API by
the ruleset's own policies and the core's ``random``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.game import Game, Prepared
from crawlbook.runtime.policies import load_policy, policy_seed, start_policy
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rng import seed_for_run

if TYPE_CHECKING:
    from crawlbook.ruleset import Ruleset

__all__ = ["DEFAULT_TRIES", "FromError", "Path", "Target", "find_path", "from_policies",
           "target"]

DEFAULT_TRIES = 500  # games played to find a path, at most
MAX_STEPS = 20_000  # prompts in one try before it is given up (a looping program)
_EVENT = re.compile(r"^\s*(?:event|ev|e)\s*(\d+)\s*$", re.IGNORECASE)


class FromError(ValueError):
    """A ``--from`` that names nothing of the mission; the message says what it may name."""


@dataclass(frozen=True, slots=True)
class Target:
    """What ``--from`` names: ``what`` in words ("entry 4.2", "card TR7 (RICE)",
    "Event 4"), ``entries`` the ids whose reading reaches it."""

    text: str
    what: str
    entries: frozenset[str]


@dataclass(frozen=True, slots=True)
class Path:
    """A game that reaches the target: its seed and answers (with the options, the whole
    game), the entry read, and how it was found (policy, try)."""

    seed: int
    answers: tuple[str, ...]
    entry: str
    policy: str
    tries: int


def target(program: dict[str, Any], text: str) -> Target:
    """The target ``text`` names in ``program`` (``FromError`` when none)."""
    entries: dict[str, Any] = program.get("entries") or {}
    cards: dict[str, Any] = program.get("cards") or {}
    events: dict[str, Any] = program.get("events") or {}
    name = text.strip()
    if name in entries:
        return Target(text, f"entry {name}", frozenset({name}))
    for code, card in cards.items():
        if code.upper() == name.upper():
            title = card.get("title")
            ids = frozenset(card.get("entries") or ())
            return Target(text, f"card {code}" + (f" ({title})" if title else ""), ids)
    found = _EVENT.match(name)
    number = found.group(1) if found else (name if name.isdigit() else None)
    if number is not None and number in events:
        ids = frozenset(e for e, entry in entries.items()
                        if str(entry.get("owner")) == number
                        and entry.get("owner_kind") == "event")
        return Target(text, f"Event {number}", ids)
    raise FromError(f"`{name}` is no entry, card or Event of this mission (an entry id such "
                    f"as {_example(entries)}, a card such as {_example(cards)}, or an Event "
                    f"such as `Event {next(iter(events), '1')}`)")


def _example(names: dict[str, Any]) -> str:
    return f"`{next(iter(names))}`" if names else "(none here)"


def from_policies(ruleset: Ruleset | str | None) -> list[str]:
    """The policies that look for a path, in turn: the ruleset's own (an explorer first,
    as it lists them), then the core's ``random``."""
    from crawlbook.runtime.policies import policy_names

    return [n for n in policy_names(ruleset) if n not in ("random", "search")] + ["random"]


class _Reached(Exception):
    """Raised from a try's ``choose`` when the target has been read."""

    def __init__(self, entry: str) -> None:
        super().__init__(entry)
        self.entry = entry


def find_path(prepared: Prepared, wanted: Target, options: Any = None, *, seed: int = 0,
              tries: int = DEFAULT_TRIES, policies: Sequence[str] | None = None) -> Path | None:
    """The first of ``tries`` games (try ``i`` seeded ``seed_for_run(seed, i)``, played
    by ``policies[i % len]``) that reads an entry of ``wanted``, stopped at the first
    prompt after it; None when none does."""
    ruleset = prepared.plugin or prepared.engine.name
    names = list(policies or from_policies(ruleset))
    factories = [load_policy(n, ruleset) for n in names]
    for i in range(tries):
        game_seed = seed_for_run(seed, i)
        k = i % len(factories)
        game = Game.new(prepared.program, game_seed, options, content=prepared,
                        keep=frozenset({"entry"}))
        entry = _read(game.log, 0, wanted.entries)
        if entry is None:
            entry = _play(game, factories[k](policy_seed(game_seed)), wanted.entries)
        if entry is not None and game.prompt is not None:
            return Path(game_seed, tuple(game.answers), entry, names[k], i + 1)
    return None


def _read(log: list[dict[str, Any]], start: int, wanted: frozenset[str]) -> str | None:
    for event in log[start:]:
        if event.get("type") == "entry" and event.get("id") in wanted:
            return str(event["id"])
    return None


def _play(game: Game, policy: Any, wanted: frozenset[str]) -> str | None:
    """Play ``game`` with ``policy`` until it reads an entry of ``wanted`` (that entry,
    the game stopped at the prompt after it) or ends (None)."""
    start_policy(policy, game)
    log = game.log
    seen = len(log)

    def choose(prompt: Prompt) -> str:
        nonlocal seen
        if len(log) > seen:
            found = _read(log, seen, wanted)
            if found is not None:
                raise _Reached(found)
            seen = len(log)
        answer: str = policy.choose(prompt)
        return answer

    try:
        game.answer_all(choose, MAX_STEPS)
    except _Reached as reached:
        return reached.entry
    return None
