"""Forks: a copy of a game at its current prompt whose future is drawn afresh
(docs/playtesting.md, "Forks").

A search (``crawlbook.runtime.search``) asks "what may happen if I answer this?" many
times. It must not read the game's own future: the dice and cards its seed will give.
``fork(game, salt)`` is the game as a player knows it, with everything the player cannot
know drawn again:

- the state is rebuilt exactly. A rules procedure is a Python generator, which cannot be
  copied, so a fork is the same game played again: from the last *checkpoint* when the
  engine has them (``Engine.resume``, ``Engine.copy_state``; docs/rulesets.md,
  "Checkpoints"), a copy of the state taken where no procedure was suspended (Tunnel
  Rats: the start of a Crawl) with only the answers since given again; else a new game
  from the same seed and options with every answer replayed (the engine is
  deterministic, docs/engine.md, "Saves"). The checkpoints come from one game the
  ``Forker`` keeps (its *trunk*), replayed once and moved on with the answers of each
  later fork, which copies the state at every checkpoint it passes;
- the game's random source is then reseeded *in place* with ``salt`` (``Rng.reseed``:
  a procedure that holds the generator's bound methods follows it), so every die and
  card from here on is fresh;
- what was already dealt but not seen (a deck's order) is dealt again by the engine's
  optional ``Engine.unseen(state, rng)`` hook (docs/rulesets.md, "The engine"): without one only
  the dice are fresh, and the report says so (``Forker.reshuffles``).

What it costs: a copy of the state and the answers since the checkpoint, or the replay
of every answer so far (docs/performance.md, "search").
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
    (``State.unread``); ``checkpoints``: fork from the engine's checkpoints when it has
    them (False: replay every fork from the seed, as a test compares)."""

    __slots__ = ("_mark", "_trunk", "keep", "prepared", "resumes", "unread", "unseen")

    def __init__(self, prepared: Prepared, keep: frozenset[str] | None = frozenset(),
                 unread: frozenset[str] = frozenset(), checkpoints: bool = True) -> None:
        self.prepared = prepared
        self.keep = keep
        self.unread = unread
        self.unseen = prepared.engine.unseen  # optional: None deals nothing again
        self.resumes = checkpoints and prepared.engine.resume is not None
        self._trunk: Game | None = None  # the game whose checkpoints forks copy
        self._mark: tuple[int, Any] | None = None  # (answers given, state) at the last

    @property
    def reshuffles(self) -> bool:
        """Whether the engine deals again what the player has not seen (``unseen``)."""
        return self.unseen is not None

    def fork(self, seed: int, options: Any, answers: Sequence[str], salt: int) -> Game:
        """The game of ``seed`` after ``answers``, its future drawn from ``salt``."""
        if self.resumes:
            game = self._from_checkpoint(seed, options, answers)
        else:
            game = replay(self.prepared, seed, options, answers, self.keep, self.unread)
        rng = game.state.rng
        rng.reseed(salt)
        if self.unseen is not None and game.prompt is not None:
            self.unseen(game.state, rng)
        return game

    def _from_checkpoint(self, seed: int, options: Any, answers: Sequence[str]) -> Game:
        """The game of ``seed`` after ``answers``: the trunk's last checkpoint at or
        before them copied, the answers since given again."""
        mark = self._advance(seed, options, answers)
        if mark is None:  # no checkpoint yet (the game's first prompts): replayed
            return replay(self.prepared, seed, options, answers, self.keep, self.unread)
        given, state = mark
        engine = self.prepared.engine
        game = Game.resume(self.prepared.program, seed, options, engine.copy_state(state),
                           engine, list(answers[:given]), self.prepared.plugin)
        if given < len(answers):
            game.answer_all(_scripted(answers[given:]), len(answers) - given)
        return game

    def _advance(self, seed: int, options: Any,
                 answers: Sequence[str]) -> tuple[int, Any] | None:
        """Move the trunk on to ``answers`` (a new trunk for another game, or for answers
        that do not go on from its own); its last checkpoint then."""
        trunk = self._trunk
        if (trunk is None or trunk.seed != seed or trunk.options is not options
                or len(trunk.answers) > len(answers)
                or trunk.answers != list(answers[:len(trunk.answers)])):
            trunk = self._trunk = replay(self.prepared, seed, options, (), self.keep,
                                         self.unread)
            self._mark = None
            engine = self.prepared.engine
            given = trunk.answers

            def record(state: Any) -> None:
                copy = engine.copy_state(state)
                copy.on_checkpoint = None  # a fork records no checkpoints of its own
                self._mark = (len(given), copy)

            trunk.state.on_checkpoint = record
        if len(trunk.answers) < len(answers):
            rest = answers[len(trunk.answers):]
            trunk.answer_all(_scripted(rest), len(rest))
        return self._mark


def fork(game: Game, salt: int, prepared: Prepared | None = None) -> Game:
    """``game`` at its current prompt with a fresh future drawn from ``salt`` (see the
    module docstring). ``prepared``: ``prepare(game.program)``, when forking often."""
    ready = prepared or Prepared(game.program, game.engine, game.engine.content(game.program),
                                   game.plugin)
    forker = Forker(ready, keep=None)
    return forker.fork(game.seed, game.options, list(game.answers), salt)
