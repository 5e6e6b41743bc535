"""How a Tunnel Rats game shows in the console: the ``ConsoleHooks`` of the ruleset
(docs/playing.md; the protocol: ``crawlbook.runtime.plugin.ConsoleHooks``).

The board and status come from ``board``, the narration from ``narrate``; here are the
named styles of the Tunnel Rats screen (Threat zones, dice, cards, the map), the richer
questions and labels of its prompts (which Rat tests, where an Exit leads, the hands of
a Combat interaction) and the rule behind each prompt for ``help``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from crawlbook.rulesets.tunnel_rats.console import board
from crawlbook.rulesets.tunnel_rats.console.narrate import Narrator
from crawlbook.runtime.console.plain import PlainConsole, objectives_lines
from rich.markup import escape

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState
    from crawlbook.runtime.console.theme import Symbols
    from crawlbook.runtime.prompts import Prompt

STYLES: dict[str, str] = {
    "resolved": "green",
    "team": "bold white on blue",
    "border": "dim",
    "dead_end": "red",
    "exit": "green",
    "wall": "",
    "empty": "dim",
    "threat.low": "bold green",
    "threat.medium": "bold yellow",
    "threat.high": "bold red",
    "threat.current": "reverse bold",
    "die.green": "bold green",
    "die.gray": "bold white",
    "die.yellow": "bold yellow",
    "die.red": "bold red",
    "card.red": "bold red",
    "card.black": "bold",
    "card.joker": "bold magenta",
    "damage": "red",
    "heal": "green",
    "taken_out": "bold red",
    "position": "bold",
    "rat": "bold",
    "vc": "bold red",
    "tb": "cyan",
}

COMMAND_HELP = {
    "status": "the team, the TB deck, Threat and the Log Entries",
    "map": "the Tunnel Complex",
}

# The rule behind each prompt kind (rulebook sections; docs/engine.md lists the prompts).
RULES: dict[str, str] = {
    "rest": "Crawl step 1, Rest and Recover: Discard up to 6 TB cards; as many Damage "
            "points are removed, split evenly among the standing Rats, and you place the "
            "odd points; 0 takes the rest back (docs/rules.md).",
    "heal_point": "Rest and Recover: each odd healing point goes to a different Rat "
                  "(docs/rules.md).",
    "formation": "Crawl step 2, Team Formation: put the standing Rats in any order, the "
                 "Lead Man first.",
    "positions": "Applying Damage: a Rat is Taken Out, re-assign the Position markers "
                 "(always a Lead Man, and a Backup Man if possible); keep moves them up. "
                 "Chosen at once, so a LEAD test later in the same Event goes to your "
                 "new Lead Man (docs/rules.md).",
    "exit": "The Crawl's opening, steps 1 to 3: Rest & Recover first (offered while a "
            "Rat has Damage), then change the Formation, then Choose Exit: a new card "
            "costs the TB cards of its flashlights, a revealed one 1. On the Entrance or a "
            "discovered exit you may end the Mission, at the beginning of the Crawl only "
            "(not after resting or reordering); abandoning fails it (docs/rules.md).",
    "scurry": "Crawl step 4, Decide to Scurry (only into a revealed card): on a yellow or "
              "red Threat die +1 more Threat, else the +1 TB card marker.",
    "tb_exchange": "Resolve TB Encounter: an encounter already resolved this Mission may "
                   "be exchanged for a random Discarded or Removed card.",
    "rat": "The booklet lets you choose the Rat (CHOSEN): any standing Rat.",
    "ability": "A Unique Ability (docs/content.md): once per Mission where it says so.",
    "combat.weapon": "Combat, 1. Rats Choose Weapon: the Knife costs nothing, the Pistol "
                     "2 TB cards and the Silencer 1 for each of the Rat's interactions "
                     "(docs/combat.md).",
    "combat.reposition": "Combat, Reposition: from round 2 one Rat may take the highest "
                         "Initiative marker (docs/combat.md).",
    "combat.target": "Combat, 3. Determine Combatants: the attacking Rat chooses his VC "
                     "(docs/combat.md).",
    "combat.draw": "Combat, 4. Resolve Combat: draw until 13 at least, then draw or "
                   "stick; the hand closer to 21 without going bust wins, ties to the "
                   "Initiative (docs/combat.md).",
    "combat.pistol_discard": "Combat, the Pistol: draw two cards, keep one "
                             "(docs/combat.md).",
    "combat.pistol_keep": "Combat, the Pistol: draw two cards, keep one (docs/combat.md).",
}
_HAND_PROMPTS = frozenset({"combat.draw", "combat.pistol_discard", "combat.pistol_keep"})


class TunnelRatsConsole(PlainConsole):
    """The Tunnel Rats ``ConsoleHooks``."""

    styles: Mapping[str, str] = STYLES
    command_help: Mapping[str, str] = COMMAND_HELP

    def narrator(self, state: GameState, symbols: Symbols) -> Narrator:
        return Narrator(state, symbols)

    def status_lines(self, state: GameState, symbols: Symbols) -> list[str]:
        return board.status_lines(state, board.board_symbols(symbols))

    def map_lines(self, state: GameState, symbols: Symbols) -> list[str]:
        return board.map_lines(state, symbols)

    def log_lines(self, state: GameState, symbols: Symbols) -> list[str]:
        """The core's Log Entries view, with the guns fired this Mission (the booklet's
        ``if fired PISTOL`` asks of them)."""
        lines = [board.memory_line(state)]
        objectives = objectives_lines(state, symbols)
        if objectives:
            lines += ["[heading]Objectives[/]", *objectives]
        return lines

    def question(self, prompt: Prompt, state: GameState) -> str | None:
        info = prompt.info
        if prompt.kind == "rat":
            purpose = info.get("purpose")
            if purpose == "test":
                return (f"Which Rat takes the {str(info.get('trait', '')).title()} test "
                        f"(DIFF {info.get('diff')})?")
            if purpose in ("damage", "heal"):
                verb = "takes" if purpose == "damage" else "recovers"
                return f"Which Rat {verb} {info.get('amount')} Damage?"
        return None

    def option_labels(self, prompt: Prompt, state: GameState,
                      symbols: Symbols) -> dict[str, str]:
        """The Trait rating of each Rat who may test; where each Exit leads."""
        if prompt.kind == "rat" and prompt.info.get("trait"):
            trait = str(prompt.info["trait"]).upper()
            team = state.team
            return {c.id: f"{escape(c.label)}, {trait.title()} "
                          f"{team.rat(c.id).traits.get(trait, 0)}" for c in prompt.choices}
        if prompt.kind != "exit":
            return {}
        labels = {}
        exits: Any = prompt.info.get("exits") or []
        for e in exits:
            level, column = e["target"]
            labels[e["slot"]] = (f"{escape(e['slot'])} {symbols.arrow} Level {level}, "
                                 f"column {column}: {escape(_where(state, e))}")
        return labels

    def before_options(self, prompt: Prompt, state: GameState, narrator: Any,
                       log: list[dict]) -> list[str]:
        """The hands of the Combat interaction under way, at a draw or Pistol prompt."""
        if prompt.kind not in _HAND_PROMPTS:
            return []
        info: Any = prompt.info
        rat = narrator.rat(str(info.get("rat")))
        vc = narrator.who(str(info.get("vc")))
        mine = " ".join(narrator.card(c) for c in info.get("rat_cards") or []) or "-"
        theirs = " ".join(narrator.card(c) for c in info.get("vc_cards") or [])
        total = info.get("rat_total")
        bust = " [bad]bust[/]" if info.get("rat_bust") else ""
        vc_total = info.get("vc_total")
        raw = narrator.hands(log, len(log)).get(str(info.get("vc")))
        shown = (f"{raw} {narrator.sym.arrow} {vc_total}" if raw is not None
                 and raw != vc_total else str(vc_total))
        them = (f"{theirs} = {shown}" if vc_total is not None
                else "[hint]draws after you[/]")
        holder = info.get("initiative_holder")
        initiative = (f" [hint](Initiative: {narrator.who(str(holder))})[/]"
                      if holder else "")
        return [f"{rat}: {mine} = {total}{bust}   vs {vc}: {them}{initiative}"]

    def help(self, prompt: Prompt) -> str | None:
        return RULES.get(prompt.kind) or super().help(prompt)

    def recap(self, state: GameState) -> str:
        return f"Crawl {state.crawls}"


def _where(state: GameState, exit_: dict) -> str:
    """What an Exit leads to: a new card, the Entrance, an Event, or a known card."""
    if exit_.get("new_card"):
        return "a new card"
    level, column = exit_["target"]
    placed = state.complex.cards.get((level, column))
    if placed is None:
        return "a known card"
    card = state.complex.templates[placed.card]
    if card.kind == "entrance":
        return "the ENTRANCE"
    if placed.event is not None:
        done = " (resolved)" if placed.event in state.resolved_events else ""
        return f"EVENT {placed.event}{done}"
    return str(placed.card)


CONSOLE = TunnelRatsConsole()
