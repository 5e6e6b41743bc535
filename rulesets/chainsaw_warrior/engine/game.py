"""The top procedure of a game of Chainsaw Warrior, and the ``Engine`` the core plays it
with ("Creating Your Warrior", "Kitting Out", "Playing the Game", "The End of the Game";
the protocol: docs/rulesets.md, "The engine").

``run_game`` reads the briefing, creates the Warrior, kits him out (the Laser-lance free),
then plays turns until the game ends: a win (Darkness hit by the Laser-lance, Aimed or
Lucky), a draw (the Implosion Waistcoat) or a loss (wounds, radiation, venom, time, and
whatever else a card says, such as the Slime). The ``Result`` carries the kind, the
outcome word the log writes (the same: ``win``, ``draw``, ``loss``), its cause and a score
(the 30-second boxes left on the Time Track at a win; 0 otherwise). A win reads the end
of the book the core's way (``read_the_end``), the Time Track being this ruleset's score.
"""

from __future__ import annotations

import copy
from collections.abc import Generator, Iterable, Sequence
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.conditions import quantity
from crawlbook.rulesets.chainsaw_warrior.engine.content import LASER_LANCE, Pack
from crawlbook.rulesets.chainsaw_warrior.engine.effects import EFFECTS
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import gain
from crawlbook.rulesets.chainsaw_warrior.engine.exploration import turn
from crawlbook.rulesets.chainsaw_warrior.engine.hth import legacy_opponent
from crawlbook.rulesets.chainsaw_warrior.engine.kit import kit_at_start
from crawlbook.rulesets.chainsaw_warrior.engine.setup import new_state, program_content
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver, GameState
from crawlbook.rulesets.chainsaw_warrior.engine.warrior import creation
from crawlbook.rulesets.chainsaw_warrior.options import OPTIONS, Options

from crawlbook.ruleset import (
    READ_ON,
    Engine,
    OptionSpec,
    Prompt,
    Result,
    ResultKind,
    Rng,
    read_the_end,
)

# The log's outcome word -> the kind every report counts (the same words).
KINDS: dict[str, ResultKind] = {"win": "win", "draw": "draw", "loss": "loss"}


def run_game(state: GameState, start: bool = True) -> Generator[Prompt, str, Result]:
    """The whole game; without ``start``, the game going on from the start of a turn
    (``Engine.resume``: the start of every turn is a checkpoint, docs/rulesets.md,
    "Checkpoints")."""
    mission = state.program.get("mission") or {}
    try:
        if start:
            state.emit("briefing", number=mission.get("number"), title=mission.get("title"),
                       text=list(mission.get("briefing") or []),
                       rules_text=list(mission.get("rules_text") or []))
            yield Prompt("read", "Read the briefing", READ_ON, "continue",
                         {"entry": None, "stage": "briefing", "title": mission.get("title"),
                          "text": list(mission.get("briefing") or [])})
            points = yield from creation(state)
            yield from gain(state, LASER_LANCE, "kitting out (free)", attach_now=False)
            yield from kit_at_start(state, points)
            state.emit("enter_house", time=state.time)
        while True:  # the clock ends every game that Darkness does not
            if state.on_checkpoint is not None:  # ``checkpoint``, asked in place
                state.checkpoint()
            yield from turn(state)
    except GameOver as over:
        state.entry = None
        score: int = 0
        lines: list[dict[str, Any]] = []
        if over.outcome == "win":  # the mission's END OF MISSION text is read
            score, lines = read_the_end(state, EFFECTS, quantity, time_left)
        state.emit("game_end", outcome=over.outcome, cause=over.cause, time=state.time,
                   turns=state.turns, score=score)
        return Result(KINDS[over.outcome], over.outcome, over.cause, score, lines)


def time_left(state: GameState) -> tuple[int, list[dict[str, Any]]]:
    """The score of a win ("The End of the Game"): the 30-second boxes left on the Time
    Track, with its line (none when there are none)."""
    score = max(0, state.setup.limit_box - state.time)
    return score, ([{"text": "30-second boxes left on the Time Track", "points": score}]
                   if score else [])


class ChainsawWarriorEngine(Engine):
    """The Chainsaw Warrior rules engine (``crawlbook.ruleset.Engine``)."""

    name = "chainsaw-warrior"

    def option_specs(self) -> Sequence[OptionSpec]:
        return OPTIONS

    def make_options(self, enabled: Iterable[str]) -> Options:
        return Options.of(enabled)

    def enabled_options(self, options: Options) -> list[str]:
        return options.enabled()

    def options_to_json(self, options: Options) -> dict[str, Any]:
        return options.to_json()

    def options_from_json(self, data: object) -> Options:
        return Options.from_json(data)

    def content(self, program: dict) -> Pack:
        return program_content(program)

    def new_state(self, program: dict, seed: int, options: Options, pack: Pack) -> GameState:
        return new_state(program, seed, options, pack)

    def run(self, state: GameState) -> Generator[Prompt, str, Result]:
        return run_game(state)

    def resume(self, state: GameState) -> Generator[Prompt, str, Result]:
        """The game going on from the start of a turn (a checkpoint)."""
        return run_game(state, start=False)

    def copy_state(self, state: GameState) -> GameState:
        """A copy of a state at the start of a turn: ``copy.deepcopy``, sharing the program
        and the content pack (which no game changes)."""
        return copy.deepcopy(state, {id(state.program): state.program,
                                     id(state.pack): state.pack})

    def snapshot(self, state: GameState) -> dict[str, Any]:
        return state.snapshot()

    def legacy_answers(self, prompt: Prompt, answer: str) -> list[str] | None:
        """What an answer of an older save means now (``runtime.saves``): the
        ``opponent`` prompt's ids were the creatures' indexes from 0."""
        return legacy_opponent(answer) if prompt.kind == "opponent" else None

    def unseen(self, state: GameState, rng: Rng) -> None:
        """Deal again what the player has not seen (a search's fork, engine/unseen.py)."""
        from crawlbook.rulesets.chainsaw_warrior.engine.unseen import deal_unseen

        deal_unseen(state, rng)


CHAINSAW_WARRIOR = ChainsawWarriorEngine()
