"""How a game of Chainsaw Warrior shows in the console: the ``ConsoleHooks`` of the ruleset
(docs/chainsaw-warrior/playing.md; the protocol: ``crawlbook.ruleset.ConsoleHooks``).

The narration is ``narration`` (every event in a line, every die with its reason), the
board and the House are ``board``, the rule behind each prompt is ``rulehelp``. Here are
the named styles of the Chainsaw Warrior screen, the labels that put the odds beside a
shot or an escape, and the line shown before a fight's prompts.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from crawlbook.rulesets.chainsaw_warrior import board
from crawlbook.rulesets.chainsaw_warrior.engine.shots import (
    door_chance,
    lucky_chances,
    needed,
    shot_chances,
)
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


def shot_odds_words(found: tuple[Fraction, Fraction, int, int]) -> str:
    """An Aimed Shot's chance as the console and the odds say it: the Reflex test's
    part, the hit's, and the whole (``Reflex test 42% × needs 5, +0: 83% = 35%``)."""
    first, hit, number, mod = found
    shot = f"needs {number}, {mod:+d}: {percent(hit)}%"
    if first == 1:
        return f"{shot}, no Reflex test"
    return f"Reflex test {percent(first)}% × {shot} = {percent(first * hit)}%"


def percent(chance: Fraction) -> int:
    return round(100 * chance)


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
        if prompt.kind == "lucky":
            return self._lucky_labels(prompt, state)
        if prompt.kind in ("door", "use"):
            return self._item_labels(prompt, state)
        if prompt.kind == "escape" and "escape" in prompt.ids():
            needed = int(prompt.info.get("rating", 6))  # type: ignore[call-overload]
            chance = round(100 * max(0, 7 - max(needed - state.determination, 2)) / 6)
            label = next(c.label for c in prompt.choices if c.id == "escape")
            return {"escape": f"{escape(label)} [hint]{chance}%[/]"}
        return {}

    @staticmethod
    def _shot_labels(prompt: Prompt, state: Any) -> dict[str, str]:
        """Each weapon's whole chance to kill, in its two parts (``shot_chances``): the
        Reflex test, then the hit; the same figures as ``crawlbook odds`` gives."""
        labels = {}
        info: Any = prompt.info
        opponents = {o["index"]: o["creature"] for o in info.get("opponents") or []}
        aim, reflex = int(info.get("aim") or 0), bool(info.get("reflex", True))
        for choice in prompt.choices:
            key, _, index = choice.id.partition("@")
            cid = opponents.get(int(index)) if index else info.get("creature")
            item = next((i for i in state.items if i.key == key), None)
            creature = state.pack.creatures.get(str(cid)) if cid is not None else None
            if item is None or creature is None:
                continue
            found = shot_chances(state, item, creature, aim, reflex)
            if found is None:
                continue
            labels[choice.id] = f"{escape(choice.label)} [hint]({shot_odds_words(found)})[/]"
        return labels

    @staticmethod
    def _lucky_labels(prompt: Prompt, state: Any) -> dict[str, str]:
        """Each Lucky Shot's chance to kill, and to harm the Warrior (the table)."""
        labels = {}
        info: Any = prompt.info
        opponents = {o["index"]: o["creature"] for o in info.get("opponents") or []}
        for choice in prompt.choices:
            key, _, index = choice.id.partition("@")
            item = next((i for i in state.items if i.key == key), None)
            creature = state.pack.creatures.get(str(opponents.get(int(index)))) \
                if index else None
            if item is None or creature is None:
                continue
            found = lucky_chances(state, item, creature, int(info.get("bonus") or 0))
            if found is not None:
                labels[choice.id] = (f"{escape(choice.label)} [hint](kills "
                                     f"{percent(found[0])}%, harms you "
                                     f"{percent(found[1])}%)[/]")
        return labels

    @staticmethod
    def _item_labels(prompt: Prompt, state: Any) -> dict[str, str]:
        """A Locked Door: each tool's chance to open it. "Use an item?": the item
        works for certain, at the cost of one use."""
        labels = {}
        for choice in prompt.choices:
            item = next((i for i in state.items if i.key == choice.id), None)
            if item is None:
                continue
            d = state.pack.items[item.card]
            if prompt.kind == "door":
                chance = door_chance(state, item)
                what = "sure" if d.door == "auto" else f"{percent(chance)}%"
                what += ", silent" if d.silent else ""
            else:
                what = "sure"
                if d.one_use:
                    what += "; One Use Only, discarded"
                elif item.uses is not None:
                    what += f"; one use of {item.uses}"
            labels[choice.id] = f"{escape(choice.label)} [hint]({what})[/]"
        return labels

    def before_options(self, prompt: Prompt, state: Any, narrator: Any,
                       log: list[dict]) -> list[str]:
        """In a fight: the creatures that cannot be shot, and why; the next round's HtH
        against the creature's attack."""
        if state.warrior is None:
            return []
        lines = self._untargetable(prompt, state) if prompt.kind in ("shoot", "lucky") \
            else []
        if prompt.kind not in _FIGHT_PROMPTS:
            return lines
        return lines + self._last_round(prompt, state, log)

    @staticmethod
    def _untargetable(prompt: Prompt, state: Any) -> list[str]:
        """The creatures of the fight that no choice shoots at, each with its reason."""
        info: Any = prompt.info
        targets = {c.id.partition("@")[2] for c in prompt.choices}
        names = Names(state)
        lines = []
        for o in info.get("opponents") or []:
            if str(o["index"]) in targets:
                continue
            creature = state.pack.creatures.get(str(o["creature"]))
            if creature is None:
                continue
            weapons = [i for i in state.items
                       if needed(state.pack.items[i.card], creature) is not None]
            if not weapons:
                why = "no weapon you hold can shoot it"
            elif all(i.uses == 0 and not i.clip for i in weapons):
                why = "your weapons that can shoot it are empty"
            else:
                why = "the card lets you shoot only at the others"
            lines.append(f"[hint]Not a target: {names.creature(creature.id)} "
                         f"#{int(o['index']) + 1} ({why})[/]")
        return lines

    @staticmethod
    def _last_round(prompt: Prompt, state: Any, log: list[dict]) -> list[str]:
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
