"""Forks: a copy of a game at its current prompt whose future is drawn afresh
(docs/playtesting.md, "Forks").

A search (``crawlbook.runtime.search``) asks "what may happen if I answer this?" many
times. It must not read the game's own future: the dice and cards its seed will give.
``fork(game, salt)`` is the game as a player knows it, with everything the player cannot
know drawn again:

- the state is rebuilt exactly: a new game from the same seed and options, the same
  answers replayed (the engine is deterministic, docs/engine.md, "Saves"). A rules
  procedure is a Python generator, which cannot be copied; replaying is the one way to
  a second, independent state at the same prompt;
- the game's random source is then reseeded *in place* with ``salt`` (``Rng.reseed``:
  a procedure that holds the generator's bound methods follows it), so every die and
  card from here on is fresh;
- what was already dealt but not seen (a deck's order) is dealt again by the engine's
  optional ``Engine.unseen(state, rng)`` hook (docs/rulesets.md, "The engine"): without one only
  the dice are fresh, and the report says so (``Forker.reshuffles``).

What it costs: the replay of the answers so far (docs/performance.md, "search").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from crawlbook.runtime.game import Game, Prepared
from crawlbook.runtime.prompts import Prompt

__all__ = ["Forker", "fork", "replay"]


def _scripted(answers: Sequence[str]) -> Any:
    """A ``choose`` that gives ``answers`` in order (the replay's driver)."""
    it = iter(answers)

    def choose(prompt: Prompt) -> str:
        return next(it)

    return choose


def replay(prepared: Prepared, seed: int, options: Any, answers: Sequence[str],
           keep: frozenset[str] | None = None,
           unread: frozenset[str] = frozenset()) -> Game:
    """A new game from ``seed`` with ``answers`` given: the same state as the game that
    gave them (raises ``IllegalAnswer`` when one no longer fits)."""
    game = Game.new(prepared.program, seed, options, content=prepared, keep=keep)
    if unread:
        game.state.unread = unread
    if answers:
        game.answer_all(_scripted(answers), len(answers))
    return game


class Forker:
    """Forks of one program's games (``prepare`` once, fork many times).

    ``keep``: the event types a fork's log keeps (a rollout reads only its result: by
    default none); ``unread``: the prompt kinds whose ``info`` nobody reads in a fork
    (``State.unread``)."""

    __slots__ = ("keep", "prepared", "unread", "unseen")

    def __init__(self, prepared: Prepared, keep: frozenset[str] | None = frozenset(),
                 unread: frozenset[str] = frozenset()) -> None:
        self.prepared = prepared
        self.keep = keep
        self.unread = unread
        self.unseen = prepared.engine.unseen  # optional: None deals nothing again

    @property
    def reshuffles(self) -> bool:
        """Whether the engine deals again what the player has not seen (``unseen``)."""
        return self.unseen is not None

    def fork(self, seed: int, options: Any, answers: Sequence[str], salt: int) -> Game:
        """The game of ``seed`` after ``answers``, its future drawn from ``salt``."""
        game = replay(self.prepared, seed, options, answers, self.keep, self.unread)
        rng = game.state.rng
        rng.reseed(salt)
        if self.unseen is not None and game.prompt is not None:
            self.unseen(game.state, rng)
        return game


def fork(game: Game, salt: int, prepared: Prepared | None = None) -> Game:
    """``game`` at its current prompt with a fresh future drawn from ``salt`` (see the
    module docstring). ``prepared``: ``prepare(game.program)``, when forking often."""
    ready = prepared or Prepared(game.program, game.engine, game.engine.content(game.program))
    forker = Forker(ready, keep=None)
    return forker.fork(game.seed, game.options, list(game.answers), salt)
