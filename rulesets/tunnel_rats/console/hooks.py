"""How a Tunnel Rats game shows in the console: the ``ConsoleHooks`` of the ruleset
(docs/playing.md; the protocol: ``crawlbook.ruleset.ConsoleHooks``).

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
from rich.markup import escape

from crawlbook.ruleset import PlainConsole, objectives_lines

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

    from crawlbook.ruleset import Prompt, Symbols

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

# The rule behind each prompt, for `help`: the rulebook section in quotes, then the rule in
# a sentence (docs/engine.md lists the prompts). A `rat` prompt is looked up by its
# purpose (`rat:test`), an `ability` prompt by the ability (`ability:second_chance`), the
# briefing as `read:briefing`; then by its kind.
RULES: dict[str, str] = {
    "read": "“Using the Mission Booklets”: read the entry up to its horizontal line and no "
            "further until you go on; the dotted line means a choice or a test follows, the "
            "double line that the entry ends.",
    "read:briefing": "“Using the Mission Booklets”: the briefing, the objectives (each is met "
                     "when you note its Log Entry) and the Mission rules; the team starts on "
                     "the Entrance card.",
    "decision": "“Using the Mission Booklets”: choose one of the options the entry offers; "
                "an option whose condition does not hold (a Log Entry not noted) is not "
                "offered.",
    "rest": "“Rest and Recover” (Crawl step 1): Discard up to 6 TB cards to remove as many "
            "Damage points, split evenly among the standing Rats, you placing the odd ones; "
            "0 takes the rest back.",
    "heal_point": "“Rest and Recover”: you place the odd healing points, each on a different "
                  "Rat.",
    "formation": "“Team Formation” (Crawl step 2): the first Rat is the Lead Man (he takes "
                 "more Trait tests and Elite VC may single him out), then the Backup Man and "
                 "the Support Man; rotate a hurt Lead Man out.",
    "positions": "“Applying Damage”: a Rat is Taken Out, so re-assign the Position markers "
                 "(always a Lead Man, and a Backup Man if possible); keep moves them up. "
                 "Chosen at once, so a LEAD test later in the same Event goes to your new "
                 "Lead Man.",
    "exit": "“Crawl”, steps 1 to 3: “Rest and Recover” first (offered while a Rat has "
            "Damage), then change the “Team Formation”, then “Choose Exit”: a new Tunnel "
            "card costs the TB cards of its red flashlights, a revealed one 1 TB card "
            "(“Discard TB Cards”), and the Threat die is rolled after every move. On the "
            "Entrance or a discovered way out you may end the Mission (“Mission "
            "Objectives”), at the beginning of the Crawl only; abandoning it fails it.",
    "scurry": "“Decide to Scurry” (Crawl step 4, only into a revealed card): after the move, "
              "a yellow or red Threat die adds +1 more Threat; a green or gray one puts the "
              "+1 TB card marker on the Draw deck, so the next Discard costs nothing.",
    "tb_exchange": "“Resolve TB Encounter”, play note: an Encounter already resolved this "
                   "Mission may be exchanged for a random card of the Discard or Removed "
                   "piles, which is resolved instead.",
    "rat": "“Using the Mission Booklets”: the booklet lets you choose the Rat (CHOSEN): any "
           "standing Rat.",
    "rat:test": "“Trait Tests”: the Rat rolls 3D6, the Trait dice; each die at or under his "
                "rating in the Trait is a success, and he passes with at least DIFF "
                "successes. The booklet lets you choose who tests (CHOSEN).",
    "rat:damage": "“Applying Damage”: the booklet lets you choose which standing Rat takes "
                  "the Damage; a Rat with 10 Damage is Taken Out, and with 2 Taken Out the "
                  "Mission fails.",
    "rat:heal": "“Profile Cards”: the booklet lets you choose which Rat recovers the Damage "
                "(Health is 10; Damage never goes below 0).",
    "ability": "“Profile Cards”: a Rat's Unique Ability; the once-per-Mission ones can be "
               "used one time only (docs/content.md lists them).",
    "ability:second_chance": "“Profile Cards”, Unique Ability, once per Mission: after "
                             "failing a Trait test the Rat may reroll all three Trait dice.",
    "ability:tunnel_sense": "“Profile Cards”, Unique Ability, once per Mission: moving onto "
                            "a newly revealed Tunnel card, Discard 1 TB card fewer.",
    "ability:steady_nerves": "“Profile Cards”, Unique Ability, once per Mission: when the "
                             "Threat die shows red in a Crawl, treat it as yellow (+1 Threat, "
                             "not +2; on a revealed card, no TB Encounter).",
    "combat.weapon": "“Combat”, 1. Rats Choose Weapon, for the whole Combat: the Knife costs "
                     "nothing; the Pistol costs 2 TB cards in each of the Rat's interactions "
                     "and once per interaction lets him discard a drawn card, draw 2 and keep "
                     "1; the Pistol with Silencer costs 1 TB card and once per interaction "
                     "redraws his last card.",
    "combat.reposition": "“Combat”, 2. Determine Initiative, Reposition: from round 2 one "
                         "Rat may take the highest Initiative marker this round (he acts "
                         "last and loses ties), and the '1' marker next round (he acts first "
                         "and wins ties).",
    "combat.target": "“Combat”, 3. Determine Combatants: the lowest green Initiative marker "
                     "attacks first, and you choose which VC your Rat attacks; against a VC "
                     "with a lower marker the VC has the Initiative (it draws second and wins "
                     "ties).",
    "combat.draw": "“Combat”, 4. Resolve Combat: draw until 13 at least, then draw or stick; "
                   "the hand closer to 21 without going bust wins (“Applying Damage”), ties "
                   "to the Initiative, whose holder draws second knowing the total to beat. "
                   "Enter never sticks on a certain loss.",
    "combat.pistol_discard": "“Combat”, 1. Rats Choose Weapon, the Pistol: once per "
                             "interaction discard any card you drew (even when bust), then "
                             "draw 2 new cards and keep 1.",
    "combat.pistol_keep": "“Combat”, 1. Rats Choose Weapon, the Pistol: keep one of the two "
                          "cards drawn, the other is discarded; you may draw on after.",
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
        kind = prompt.kind
        detail = {"rat": "purpose", "ability": "ability"}.get(kind)
        if detail is not None:
            key = f"{kind}:{prompt.info.get(detail)}"
        elif kind == "read" and prompt.info.get("stage") == "briefing":
            key = "read:briefing"
        else:
            key = kind
        return RULES.get(key) or RULES.get(kind) or super().help(prompt)

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
