"""The top procedure of a game of Chainsaw Warrior, and the ``RulesetEngine`` that lets
the core's ``Game`` play it ("Creating Your Warrior", "Kitting Out", "Playing the Game",
"The End of the Game").

``run_game`` reads the briefing, creates the Warrior, kits him out (the Laser-lance free),
then plays turns until the game ends: a win (Darkness hit by the Laser-lance, Aimed or
Lucky), a draw (the Implosion Waistcoat) or a loss (wounds, radiation, venom, time, and
whatever else a card says, such as the Slime). The ``Result`` carries the outcome, its
cause and a score (the 30-second boxes left on the Time Track at a win; 0 otherwise).
"""

from __future__ import annotations

from collections.abc import Generator

from crawlbook.rulesets.chainsaw_warrior.engine.asks import CONTINUE
from crawlbook.rulesets.chainsaw_warrior.engine.content import LASER_LANCE
from crawlbook.rulesets.chainsaw_warrior.engine.dice import roll
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import gain
from crawlbook.rulesets.chainsaw_warrior.engine.exploration import turn
from crawlbook.rulesets.chainsaw_warrior.engine.kit import kit_out
from crawlbook.rulesets.chainsaw_warrior.engine.setup import new_state, program_content
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver, GameState
from crawlbook.rulesets.chainsaw_warrior.engine.warrior import create_warrior
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rulesets import Result, RulesetEngine


def run_game(state: GameState) -> Generator[Prompt, str, Result]:
    mission = state.program.get("mission") or {}
    try:
        state.emit("briefing", number=mission.get("number"), title=mission.get("title"),
                   text=list(mission.get("briefing") or []))
        yield Prompt("read", "Read the briefing", CONTINUE, "continue",
                     {"entry": None, "stage": "briefing", "title": mission.get("title"),
                      "text": list(mission.get("briefing") or [])})
        create_warrior(state)
        points = roll(state, state.setup.allowance, "equipment allowance")
        yield from gain(state, LASER_LANCE, "kitting out (free)", attach_now=False)
        yield from kit_out(state, points)
        state.emit("enter_house", time=state.time)
        while True:  # the clock ends every game that Darkness does not
            yield from turn(state)
    except GameOver as over:
        state.entry = None
        score = max(0, state.setup.limit_box - state.time) if over.outcome == "win" else 0
        state.emit("game_end", outcome=over.outcome, cause=over.cause, time=state.time,
                   turns=state.turns, score=score)
        return Result(over.outcome, over.cause, score)


CHAINSAW_WARRIOR = RulesetEngine("chainsaw-warrior", program_content, new_state, run_game)
