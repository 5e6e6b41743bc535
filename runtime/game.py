"""``Game``: a driver's handle on one game (DESIGN.md principle 1; docs/engine.md).

``Game.new(program, seed, options)`` sets the mission up and runs the rules until the
first prompt. A driver reads ``game.prompt`` and calls ``game.answer(choice_id)``; the
engine runs until the next prompt or the end (``game.over``, ``game.result``). Every
answer is recorded, which with the seed is the whole game: ``to_json`` / ``from_json``
(``crawlbook.runtime.saves``) save and restore by replaying them.

The rules are generator procedures (``answer = yield Prompt(...)``, composed with
``yield from``). Which procedures play a program is the ruleset's business
(``crawlbook.runtime.rulesets``): ``Game`` itself, like saves, the log, policies and the
simulator, knows no ruleset.
"""

from __future__ import annotations

from typing import Any

from crawlbook.rulesets.tunnel_rats.engine.content import ContentError
from crawlbook.rulesets.tunnel_rats.engine.setup import Pack, SetupError
from crawlbook.rulesets.tunnel_rats.engine.state import GameOptions, GameState
from crawlbook.runtime.prompts import IllegalAnswer, Prompt
from crawlbook.runtime.rulesets import Result, RulesetEngine, engine_for
from crawlbook.runtime.rulesets import names as ruleset_names

__all__ = ["BadProgram", "Game", "GameOptions", "IllegalAnswer", "Result"]


class BadProgram(ValueError):
    """A program the engine cannot play; the message says why."""


def check_program(program: object) -> dict:
    if not isinstance(program, dict):
        raise BadProgram("a program must be a JSON object")
    if program.get("format", "crawlbook-program") != "crawlbook-program":
        raise BadProgram(f"not a crawlbook program (format {program.get('format')!r})")
    ruleset = program.get("ruleset", "tunnel-rats")
    if engine_for(ruleset) is None:
        raise BadProgram(f"no rules engine for the ruleset `{ruleset}` "
                         f"(this crawlbook plays: {', '.join(ruleset_names())})")
    if not isinstance(program.get("mission", {}), dict):
        raise BadProgram("the program's `mission` must be an object")
    return program


class Game:
    """One game of a compiled mission, driven prompt by prompt."""

    __slots__ = ("_gen", "answers", "options", "program", "prompt", "result", "seed",
                 "state")

    def __init__(self, program: dict, seed: int, options: GameOptions,
                 state: GameState, engine: RulesetEngine) -> None:
        self.program = program
        self.seed = seed
        self.options = options
        self.state = state
        self.answers: list[str] = []
        self.prompt: Prompt | None = None
        self.result: Result | None = None
        self._gen = engine.run(state)

    @classmethod
    def new(cls, program: dict, seed: int, options: GameOptions | None = None,
            content: Pack | None = None) -> Game:
        """Set up a new game and run it to its first prompt.

        ``content`` is the checked content pack to use (a caller playing the same program
        many times passes ``program_content(program)`` once to skip re-checking it).
        """
        check_program(program)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadProgram("the seed must be a whole number")
        options = options or GameOptions()
        engine = engine_for(program.get("ruleset", "tunnel-rats"))
        assert engine is not None  # check_program said so
        try:
            pack = content if content is not None else engine.content(program)
            state = engine.new_state(program, seed, options, pack)
        except (ContentError, SetupError) as exc:
            raise BadProgram(str(exc)) from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise BadProgram(f"the program is incomplete or malformed: {exc!r}") from None
        game = cls(program, seed, options, state, engine)
        game._advance(None)
        return game

    @property
    def over(self) -> bool:
        return self.prompt is None

    @property
    def log(self) -> list[dict]:
        return self.state.log

    def answer(self, choice_id: str) -> None:
        """Answer the current prompt with one of its choice ids."""
        prompt = self.prompt
        if prompt is None:
            raise IllegalAnswer("the game is over: there is nothing to answer")
        for choice in prompt.choices:
            if choice.id == choice_id:
                break
        else:
            raise IllegalAnswer(f"`{choice_id}` is not an answer to this {prompt.kind} prompt "
                                f"(choose one of: {', '.join(prompt.ids())})")
        self.answers.append(choice_id)
        self._advance(choice_id)

    def _advance(self, value: str | None) -> None:
        try:
            self.prompt = self._gen.send(value)
        except StopIteration as stop:
            self.prompt = None
            self.result = stop.value

    def to_json(self) -> dict[str, Any]:
        from crawlbook.runtime.saves import game_to_json

        return game_to_json(self)

    @classmethod
    def from_json(cls, program: dict, data: object) -> Game:
        from crawlbook.runtime.saves import game_from_json

        return game_from_json(program, data)
