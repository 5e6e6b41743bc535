"""How a game of Chainsaw Warrior shows in the console: the ``ConsoleHooks`` of the ruleset
(docs/chainsaw-warrior/playing.md; the protocol: ``crawlbook.ruleset.ConsoleHooks``).

The narration is ``narration`` (every event in a line, every die with its reason), the
board and the House are ``board``, the rule behind each prompt is ``rulehelp``. Here are
the named styles of the Chainsaw Warrior screen, the labels that put the odds beside a
shot or an escape, and the line shown before a fight's prompts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from crawlbook.rulesets.chainsaw_warrior import board
from crawlbook.rulesets.chainsaw_warrior.narration import ChainsawNarrator, Names, clock
from crawlbook.rulesets.chainsaw_warrior.rulehelp import RULES
from rich.markup import escape

from crawlbook.ruleset import PlainConsole

if TYPE_CHECKING:
    from crawlbook.ruleset import Narrator, Prompt, Symbols

STYLES: dict[str, str] = {
    "time": "cyan",
    "night": "bold blue",
    "wounds": "red",
    "radiation": "yellow",
    "venom": "green",
    "track.empty": "dim",
}

COMMAND_HELP = {
    "status": "the board: time, tracks, ratings, Equipment, the decks",
    "map": "the House: both decks and the last areas explored",
}

_FIGHT_PROMPTS = frozenset({"escape", "lucky", "special", "frenzy", "opponent"})


def two_dice(at_least: int) -> int:
    """The chance in percent that 2D6 is ``at_least`` or more."""
    ways = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= at_least)
    return round(100 * ways / 36)


class ChainsawConsole(PlainConsole):
    """The Chainsaw Warrior ``ConsoleHooks``."""

    styles: Mapping[str, str] = STYLES
    command_help: Mapping[str, str] = COMMAND_HELP

    def narrator(self, state: Any, symbols: Symbols) -> Narrator:
        return ChainsawNarrator(state, symbols)

    def status_lines(self, state: Any, symbols: Symbols) -> list[str]:
        return board.status_lines(state, symbols)

    def map_lines(self, state: Any, symbols: Symbols) -> list[str]:
        return board.map_lines(state, symbols)

    def option_labels(self, prompt: Prompt, state: Any, symbols: Symbols) -> dict[str, str]:
        """The chance of an Aimed Shot (before the Reflex test) and of an escape."""
        if prompt.kind == "shoot":
            return self._shot_labels(prompt, state)
        if prompt.kind == "escape" and "escape" in prompt.ids():
            needed = int(prompt.info.get("rating", 6))  # type: ignore[call-overload]
            chance = round(100 * max(0, 7 - max(needed - state.determination, 2)) / 6)
            label = next(c.label for c in prompt.choices if c.id == "escape")
            return {"escape": f"{escape(label)} [hint]{chance}%[/]"}
        return {}

    @staticmethod
    def _shot_labels(prompt: Prompt, state: Any) -> dict[str, str]:
        labels = {}
        info: Any = prompt.info
        opponents = {o["index"]: o["creature"] for o in info.get("opponents") or []}
        for choice in prompt.choices:
            key, _, index = choice.id.partition("@")
            cid = opponents.get(int(index)) if index else info.get("creature")
            item = next((i for i in state.items if i.key == key), None)
            creature = state.pack.creatures.get(str(cid)) if cid is not None else None
            if item is None or creature is None:
                continue
            d = state.pack.items[item.card]
            number = creature.target if creature.target is not None else d.targets.get(
                creature.kind)
            if number is None:
                continue
            mod = state.me.marksmanship + state.determination + d.aim
            labels[choice.id] = (f"{escape(choice.label)} [hint](needs {number}, "
                                 f"{mod:+d}: {two_dice(number - mod)}%)[/]")
        return labels

    def before_options(self, prompt: Prompt, state: Any, narrator: Any,
                       log: list[dict]) -> list[str]:
        """In a fight: the next round's HtH against the creature's attack."""
        if prompt.kind not in _FIGHT_PROMPTS or state.warrior is None:
            return []
        fight = board.fight_now(log)
        if fight is None:
            return []
        last = next((e for e in reversed(fight) if e.get("type") == "hth_round"), None)
        if last is None:
            return []
        _, words = board.next_round(fight)
        names = Names(state)
        note = f"; next round {', '.join(words)}" if words else ""
        return [f"[hint]Last round: your HtH {last['rating']} against the "
                f"{names.creature(last['creature'])}'s attack {last['attack']}{note}[/]"]

    def help(self, prompt: Prompt) -> str | None:
        return RULES.get(prompt.kind) or super().help(prompt)

    def recap(self, state: Any) -> str:
        house = state.house
        deck = "Deck One" if house.current == 1 else "Deck Two"
        return (f"{clock(state.time)} on the Time Track, {deck}, "
                f"{len(house.deck(house.current))} cards left")


CONSOLE = ChainsawConsole()
