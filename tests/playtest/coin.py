"""A one-decision game for the search's tests: the next die decides everything
(docs/playtesting.md, "Forks").

``bet``: answer ``safe`` (won unless the die shows 1, 5 chances in 6) or ``long`` (won
only on a 1, 1 in 6, but for 10 points). A face-down card dealt at set-up, ``hidden``,
doubles the points when it is ``gold``; in the ``card`` game (``CARD_PROGRAM``) the only
prompt asks which it is (``lead`` 3 times in 4): a search that reads dealt cards would
see it.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from crawlbook.runtime.game import Prepared
from crawlbook.runtime.prompts import Choice, Prompt
from crawlbook.runtime.rng import Rng
from crawlbook.runtime.state import State

from crawlbook.ruleset import Engine, OptionSpec, Result

PROGRAM: dict[str, Any] = {"version": 2, "ruleset": "coin", "mission": {}, "entries": {}}
BET = (Choice("safe", "Play safe"), Choice("long", "Bet on a 1"))
GUESS = (Choice("gold", "Gold"), Choice("lead", "Lead"))
CARD_PROGRAM: dict[str, Any] = {**PROGRAM, "mission": {"card": True}}


@dataclass(slots=True, kw_only=True)
class CoinState(State):
    hidden: list[str] = field(default_factory=list)


READY = (Choice("go", "Go on"),)


class CoinEngine(Engine):
    """``checkpoints``: a ``ready`` prompt comes first, then a checkpoint (docs/rulesets.md,
    "Checkpoints"; the state copied by the contract's default ``copy_state``) before the
    ``bet``."""

    name = "coin"

    def __init__(self, unseen: bool = True, checkpoints: bool = False) -> None:
        if not unseen:
            self.unseen = None  # type: ignore[method-assign, assignment]
        self.checkpoints = checkpoints
        if not checkpoints:
            self.resume = None  # type: ignore[method-assign, assignment]

    def option_specs(self) -> Sequence[OptionSpec]:
        return ()

    def make_options(self, enabled: Iterable[str]) -> Any:
        return None

    def enabled_options(self, options: Any) -> list[str]:
        return []

    def options_to_json(self, options: Any) -> dict[str, Any]:
        return {}

    def options_from_json(self, data: object) -> Any:
        return None

    def content(self, program: dict) -> Any:
        return {}

    def new_state(self, program: dict, seed: int, options: Any, pack: Any) -> CoinState:
        rng = Rng(seed)
        hidden = ["gold", "lead", "lead", "lead"]
        rng.shuffle(hidden)
        return CoinState(program=program, rng=rng, hidden=hidden)

    def run(self, state: CoinState) -> Generator[Prompt, str, Result]:
        if state.program.get("mission", {}).get("card"):
            guess = yield Prompt("guess", "The face-down card is", GUESS, "lead")
            return Result("win" if guess == state.hidden[-1] else "loss", "", None, 0)
        if self.checkpoints:
            yield Prompt("ready", "Ready?", READY, "go")
            state.checkpoint()
        return (yield from self.resume_bet(state))

    def resume(self, state: CoinState) -> Generator[Prompt, str, Result]:
        return self.resume_bet(state)

    def resume_bet(self, state: CoinState) -> Generator[Prompt, str, Result]:
        answer = yield Prompt("bet", "Bet", BET, "safe")
        die = state.rng.die(6)
        state.emit("dice", dice="1d6", faces=[die], total=die, purpose="bet")
        if answer == "safe":
            return Result("win" if die > 1 else "loss", "", None, 1)
        gold = 2 if state.hidden[-1] == "gold" else 1
        return Result("win" if die == 1 else "loss", "", None, 10 * gold)

    def snapshot(self, state: Any) -> dict[str, Any]:
        return {"rng": state.rng.to_json(), "hidden": list(state.hidden)}

    def unseen(self, state: CoinState, rng: Rng) -> None:
        rng.shuffle(state.hidden)


def prepared(unseen: bool = True, card: bool = False, checkpoints: bool = False) -> Prepared:
    return Prepared(CARD_PROGRAM if card else PROGRAM, CoinEngine(unseen, checkpoints), {})
