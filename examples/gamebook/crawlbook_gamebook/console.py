"""How a game of the classic gamebook shows in the console
(``crawlbook.ruleset.ConsoleHooks``; docs/gamebook/index.md): the core's plain
console, with the Adventure Sheet as the status, every round of a fight in a line and
the rule behind each prompt."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rich.markup import escape

from crawlbook.ruleset import Narrator, PlainConsole

if TYPE_CHECKING:
    from crawlbook.ruleset import Prompt, Symbols

RULES = {
    "luck": "Rules §4: after a round in which someone was wounded you may Test your Luck. "
            "Lucky: a wound you dealt costs the creature 2 STAMINA more, one you took 1 "
            "less. Unlucky: a wound you dealt costs it 1 less, one you took 1 more. LUCK "
            "drops by 1 either way (docs/gamebook/rules.md).",
    "eat": "Rules §5: where the book says so you may eat a Provision: +4 STAMINA, never "
           "above its Initial value (docs/gamebook/rules.md).",
}


class GamebookNarrator(Narrator):
    """Tells the Adventure Sheet's events; dice are told with what they decided."""

    def _on_adventurer(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"[heading]Adventure Sheet[/] SKILL {e['skill']}  STAMINA {e['stamina']}"
                   f"  LUCK {e['luck']}  Provisions {e['provisions']}  Gold {e['gold']}")

    def _on_fight_start(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"[bold]{escape(str(e['enemy']))}[/]  SKILL {e['skill']}  "
                   f"STAMINA {e['stamina']}")

    def _on_attack(self, e: dict, out: list, *_: Any) -> None:
        who = {"hero": "you wound it", "enemy": "it wounds you",
               "none": "no one is wounded"}[str(e["winner"])]
        out.append(f"Round {e['round']}: your Attack Strength {e['attack']}, "
                   f"{escape(str(e['enemy']))}'s {e['enemy_attack']}: {who}")

    def _on_wound(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"{escape(str(e['to']))} loses {e['lost']} STAMINA "
                   f"({e['stamina']} left)")

    def _on_fight_end(self, e: dict, out: list, *_: Any) -> None:
        won = e["winner"] == "hero"
        out.append(f"[good]You have killed {escape(str(e['enemy']))}.[/]" if won else
                   f"[bad]{escape(str(e['enemy']))} has killed you.[/]")

    def _on_luck_test(self, e: dict, out: list, *_: Any) -> None:
        word = "[good]Lucky[/]" if e["result"] == "lucky" else "[bad]Unlucky[/]"
        out.append(f"Test your Luck: {e['throw']} against LUCK {e['luck']}: {word}")

    def _on_score(self, e: dict, out: list, *_: Any) -> None:
        if e["change"]:
            out.append(f"{e['score']} {int(e['change']):+d}: now [bold]{e['value']}[/]")

    def _on_count(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"{escape(str(e['name']).capitalize())} {int(e['amount']):+d}: "
                   f"now {e['total']}")

    def _on_marker(self, e: dict, out: list, *_: Any) -> None:
        name = f"[marker]{escape(str(e.get('name')))}[/]"
        out.append(f"You take the {name}." if e.get("held") else f"You lose the {name}.")

    def _on_dice(self, e: dict, out: list, *_: Any) -> None:
        """The rolls of the Adventure Sheet only; a fight's and a Test's are told with
        what they decided."""
        purpose = str(e.get("purpose", ""))
        if purpose.startswith("Initial"):
            super()._on_dice(e, out)


class GamebookConsole(PlainConsole):
    styles: Mapping[str, str] = {}
    command_help: Mapping[str, str] = {
        "status": "the Adventure Sheet: SKILL, STAMINA, LUCK, gold, Provisions, items"}

    def narrator(self, state: Any, symbols: Symbols) -> Narrator:
        return GamebookNarrator(state, symbols)

    def status_lines(self, state: Any, symbols: Symbols) -> list[str]:
        initial = state.initial
        scores = "  ".join(f"[heading]{name}[/] {state.score(name)}/{initial[name]}"
                           for name in ("SKILL", "STAMINA", "LUCK"))
        counts = (f"[heading]Gold[/] {state.counts.get('GOLD', 0)}  "
                  f"[heading]Provisions[/] {state.counts.get('PROVISIONS', 0)}")
        items = ", ".join(escape(m) for m in state.markers
                          if m not in state.counts) or "[hint]none[/]"
        return [scores, counts + f"  [heading]Items[/] {items}"]

    def help(self, prompt: Prompt) -> str | None:
        return RULES.get(prompt.kind) or super().help(prompt)

    def recap(self, state: Any) -> str | None:
        return f"section {state.entry}" if state.entry else None


CONSOLE = GamebookConsole()
