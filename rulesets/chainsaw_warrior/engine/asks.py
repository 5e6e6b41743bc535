"""Small builders for the prompts the rules procedures share (every prompt kind and its
choice ids: docs/chainsaw-warrior/rules.md, "Prompts")."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from itertools import starmap
from typing import TYPE_CHECKING, Any

from crawlbook.ruleset import Choice, Prompt

if TYPE_CHECKING:
    from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Item

Ask = Generator[Prompt, str, Any]

YES_NO = (Choice("yes", "Yes"), Choice("no", "No"))


def yes_no(kind: str, text: str, info: dict[str, Any] | None = None,
           default: str = "no") -> Generator[Prompt, str, bool]:
    """Ask a yes/no question; returns True for "yes"."""
    answer = yield Prompt(kind, text, YES_NO, default, info or {})
    return answer == "yes"


def choose(kind: str, text: str, options: Sequence[tuple[str, str]],
           info: dict[str, Any] | None = None,
           default: str | None = None) -> Generator[Prompt, str, str]:
    """Ask for one of ``options`` (id, label); a single option is taken without asking."""
    if len(options) == 1:
        return options[0][0]
    # ``starmap``: the choices built without a generator's frame per option (about 80
    # prompts a game; benchmarks/cw_bench.py compare instructions)
    answer = yield Prompt(kind, text, tuple(starmap(Choice, options)), default, info or {})
    return answer


def item_label(state: GameState, item: Item) -> str:
    d = state.pack.items[item.card]  # ``state.defn``, read in place: every shot offered
    if item.uses is None:
        return d.name
    return f"{d.name} ({item.uses} left{', Spare Clip' if item.clip else ''})"


def status(state: GameState) -> dict[str, Any]:
    """The Warrior's tracks and the clock, as a UI shows them beside a decision."""
    w = state.warrior
    info: dict[str, Any] = {"time": state.time, "night": state.night()}
    if w is not None:
        info.update(wounds=w.wounds, radiation=w.radiation, venom=w.venom,
                    endurance=w.endurance, infected=w.infected)
    return info
