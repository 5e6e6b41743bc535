"""``Game``: a driver's handle on one game (docs/engine.md, "The Game API").

``Game.new(program, seed, options)`` sets the mission up and runs the rules until the
first prompt. A driver reads ``game.prompt`` and calls ``game.answer(choice_id)``; the
engine runs until the next prompt or the end (``game.over``, ``game.result``). Every
answer is recorded, which with the seed is the whole game: ``to_json`` / ``from_json``
(``crawlbook.runtime.saves``) save and restore by replaying them.

The rules are generator procedures (``answer = yield Prompt(...)``, composed with
``yield from``). Which procedures play a program is its ruleset's business: the program's
``ruleset`` names a plug-in (``crawlbook.plugins``) whose ``engine()`` is an ``Engine``
(``crawlbook.ruleset``). ``prepare`` resolves that plug-in once (or takes the one a command
resolved) and the prepared program and the game carry it (``Prepared.plugin``,
``Game.plugin``): what plays, prints or tallies a game asks them, never the name again.
``Game`` itself, like saves, the log, policies and the simulator, knows no ruleset.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.program import BadProgram, check_program, ruleset_name, upgrade
from crawlbook.runtime.prompts import IllegalAnswer, Prompt

from crawlbook import plugins
from crawlbook.ruleset import Engine, Result, check_option_names

if TYPE_CHECKING:
    from crawlbook.ruleset import Ruleset

__all__ = ["BadProgram", "Game", "IllegalAnswer", "Prepared", "Result", "engine_for",
           "engine_of", "make_options", "prepare"]


def engine_for(name: str) -> Engine | None:
    """The engine of the installed ruleset ``name``, or None when there is none (or it
    cannot be loaded)."""
    return engine_of(plugins.find(name))


def engine_of(ruleset: Ruleset | None) -> Engine | None:
    """The engine of ``ruleset``, or None when it has none (or there is no ruleset)."""
    if ruleset is None:
        return None
    try:
        return ruleset.engine()
    except NotImplementedError:
        return None


def program_engine(program: dict, ruleset: Ruleset | None) -> Engine:
    """The engine of ``ruleset`` (the program's) that plays ``program``; ``BadProgram``
    when there is none."""
    engine = engine_of(ruleset)
    if engine is None:
        name = ruleset_name(program)
        playable = [n for n in plugins.names() if engine_for(n) is not None]
        raise BadProgram(f"no rules engine for the ruleset `{name}` "
                         f"(this crawlbook plays: {', '.join(playable) or 'none'})")
    return engine


def make_options(engine: Engine, enabled: Iterable[str] = ()) -> Any:
    """The engine's options object with the named ``--option``\\ s on; raises
    ``UnknownOption`` (naming the known ones) for a name the ruleset does not have."""
    names = check_option_names(engine.name, engine.option_specs(), enabled)
    return engine.make_options(names)


@dataclass(frozen=True, slots=True)
class Prepared:
    """A program ready to be played many times: in the version 2 shape, with its
    ruleset (``plugin``), its engine and its checked content pack (``prepare``; pass it as
    ``Game.new``'s ``content``)."""

    program: dict
    engine: Engine
    pack: Any
    plugin: Ruleset | None = None


def prepare(program: object, pack: Any = None, ruleset: Ruleset | None = None) -> Prepared:
    """Check ``program``, give it the version 2 shape (``runtime.program.upgrade``, on a
    copy), find its engine and check its content pack (unless ``pack`` is given).
    ``ruleset`` is the program's, as the command that plays it resolved it; without one
    the program's own is found here (``plugins.for_program``: the runtime's load, for a
    library caller). Raises ``BadProgram`` with the reason."""
    checked = upgrade(check_program(program))
    if ruleset is None:
        ruleset = plugins.for_program(checked)
    engine = program_engine(checked, ruleset)
    if pack is None:
        try:
            pack = engine.content(checked)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise BadProgram(_why(exc)) from None
    return Prepared(checked, engine, pack, ruleset)


def _why(exc: Exception) -> str:
    """The reason a program cannot be played: an engine's ``ValueError`` carries a message
    for the player (a content or set-up error); anything else means a malformed program."""
    if isinstance(exc, ValueError):
        return str(exc)
    return f"the program is incomplete or malformed: {exc!r}"


class Game:
    """One game of a compiled mission, driven prompt by prompt."""

    __slots__ = ("_gen", "answers", "engine", "options", "plugin", "program", "prompt",
                 "result", "seed", "state")

    def __init__(self, program: dict, seed: int, options: Any, state: Any,
                 engine: Engine,
                 run: Generator[Prompt, str, Result] | None = None,
                 plugin: Ruleset | None = None) -> None:
        self.program = program
        self.seed = seed
        self.options = options
        self.state = state
        self.engine = engine
        self.plugin = plugin  # the ruleset that plays it (``prepare``)
        self.answers: list[str] = []
        self.prompt: Prompt | None = None
        self.result: Result | None = None
        # The top procedure; ``run`` is given when it goes on from a checkpoint (``resume``).
        self._gen = engine.run(state) if run is None else run

    @classmethod
    def new(cls, program: dict, seed: int, options: Any = None,
            content: Prepared | Any = None, keep: frozenset[str] | None = None) -> Game:
        """Set up a new game and run it to its first prompt.

        ``options`` is the engine's options object (``make_options``; None: no optional
        rule). ``content`` is ``prepare(program)`` (or the engine's checked content pack):
        a caller playing the same program many times passes it once to skip re-checking.
        ``keep``: the event types the log keeps from the end of set-up on (``EventLog.keeping``;
        the simulator's, which reads only those); None keeps every event.
        """
        prepared = content if isinstance(content, Prepared) else prepare(program, content)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadProgram("the seed must be a whole number")
        engine = prepared.engine
        if options is None:
            options = engine.make_options(())
        try:
            state = engine.new_state(prepared.program, seed, options, prepared.pack)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise BadProgram(_why(exc)) from None
        if keep is not None:
            state.log = state.log.keeping(keep)
        game = cls(prepared.program, seed, options, state, engine, plugin=prepared.plugin)
        game._advance(None)
        return game

    @classmethod
    def resume(cls, program: dict, seed: int, options: Any, state: Any, engine: Engine,
               answers: list[str], plugin: Ruleset | None = None) -> Game:
        """The game that gave ``answers`` going on from ``state``, a copy of its state
        taken at a checkpoint after those answers (``Engine.resume``; a search's forks,
        crawlbook.runtime.fork), run to its next prompt."""
        assert engine.resume is not None
        game = cls(program, seed, options, state, engine, engine.resume(state), plugin)
        game.answers = answers
        game._advance(None)
        return game

    @property
    def over(self) -> bool:
        return self.prompt is None

    @property
    def log(self) -> list[dict]:
        log: list[dict] = self.state.log
        return log

    @property
    def ruleset(self) -> str:
        """The ruleset's name (``plugin`` is the ruleset)."""
        return self.engine.name

    def answer(self, choice_id: str) -> None:
        """Answer the current prompt with one of its choice ids."""
        prompt = self.prompt
        if prompt is None:
            raise IllegalAnswer("the game is over: there is nothing to answer")
        for choice in prompt.choices:
            if choice.id == choice_id:
                break
        else:
            raise _illegal(prompt, choice_id)
        self.answers.append(choice_id)
        self.state.emit("answer", kind=prompt.kind, choice=choice_id)
        self._advance(choice_id)

    def answer_all(self, choose: Callable[[Prompt], str], max_steps: int) -> bool:
        """Answer every prompt with ``choose(prompt)`` until the game ends (True), or
        stop before the prompt after ``max_steps`` answers (False; the game goes on).

        Exactly ``answer`` in a loop (the same checks, the same ``answers`` list), for
        drivers with no person in the loop: a simulated game answers about 150 prompts,
        and going through ``answer`` and ``_advance`` for each was two calls a prompt of
        pure overhead (docs/performance.md, "simulate: the policies"; guarded by
        benchmarks/simulate_compare.py instructions)."""
        send = self._gen.send
        record = self.answers.append
        prompt = self.prompt
        state = self.state
        # The ``prompt`` and ``answer`` events of every prompt (docs/event-log.md): a
        # simulated game's log leaves them out and only counts them, as ``EventLog.emit``
        # would, asked once here (about 300 a game; benchmarks/simulate_compare.py
        # instructions).
        log = state.log
        offers = log.keeps("prompt")
        # ``self.prompt`` is set once on the way out, not after every answer: whatever
        # stops the loop (the end, ``max_steps``, an illegal answer, a policy or engine
        # that raises) leaves it where ``answer`` would, the prompt being answered.
        try:
            for _ in range(max_steps):
                if prompt is None:
                    return True
                choice_id = choose(prompt)
                # The ids the policy worked out (``Prompt.choice_ids``), when it did: one
                # look-up in C rather than a loop over the choices.
                ids = prompt.known_ids
                if ids is not None:
                    if choice_id not in ids:
                        raise _illegal(prompt, choice_id)
                else:
                    for choice in prompt.choices:
                        if choice.id == choice_id:
                            break
                    else:
                        raise _illegal(prompt, choice_id)
                record(choice_id)
                if offers:
                    state.emit("answer", kind=prompt.kind, choice=choice_id)
                else:
                    log.left_out += 1
                try:
                    prompt = send(choice_id)
                except StopIteration as stop:
                    prompt = None
                    self.result = stop.value
                    return True
                if offers:
                    _offer(state, prompt)
                else:
                    log.left_out += 1
            return prompt is None
        finally:
            self.prompt = prompt

    def _advance(self, value: str | None) -> None:
        """Run the rules to the next prompt: from the start (``value`` None) or with the
        answer ``value``."""
        try:
            self.prompt = next(self._gen) if value is None else self._gen.send(value)
        except StopIteration as stop:
            self.prompt = None
            self.result = stop.value
            return
        _offer(self.state, self.prompt)

    def to_json(self) -> dict[str, Any]:
        from crawlbook.runtime.saves import game_to_json

        return game_to_json(self)

    @classmethod
    def from_json(cls, program: dict, data: object) -> Game:
        from crawlbook.runtime.saves import game_from_json

        return game_from_json(program, data)


def _offer(state: Any, prompt: Prompt) -> None:
    """Write the ``prompt`` event: where the game stops, and every answer it offers, so
    that a reader of the log alone sees an offer that was declined (docs/event-log.md)."""
    state.emit("prompt", kind=prompt.kind, choices=prompt.ids(), default=prompt.default)


def _illegal(prompt: Prompt, choice_id: str) -> IllegalAnswer:
    return IllegalAnswer(f"`{choice_id}` is not an answer to this {prompt.kind} prompt "
                         f"(choose one of: {', '.join(prompt.ids())})")
