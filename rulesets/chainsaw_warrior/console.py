"""The console's plain words for a game of Chainsaw Warrior (docs/rulesets.md, "The
console"; the events told: docs/chainsaw-warrior/event-log.md).

A thin layer on the core's plain console: every event of the game is told as one line
(``TELL``: event type -> the line, or None to say nothing), cards, creatures and items by
their names; the core tells the briefing, the House cards' prose and every die. ``status``
shows the Warrior's tracks and ratings, the clock, the decks and his Equipment. A board,
rule help and simulation sections of the game's own are not here yet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.console.narrate import Narrator
from crawlbook.runtime.console.plain import PlainConsole, log_entries_line
from rich.markup import escape

if TYPE_CHECKING:
    from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState
    from crawlbook.runtime.console.theme import Symbols
    from crawlbook.runtime.prompts import Prompt


def clock(boxes: int) -> str:
    """30-second boxes as minutes and seconds: ``12:30``."""
    return f"{boxes // 2}:{'30' if boxes % 2 else '00'}"


class Names:
    """How the lines name the game's things: by the content pack and the program."""

    def __init__(self, state: GameState) -> None:
        self.state = state

    def item(self, card: object) -> str:
        found = self.state.pack.items.get(str(card))
        return escape(found.name if found is not None else str(card))

    def key(self, key: object) -> str:
        """An item the Warrior holds (or held), by its key (``laser_lance``)."""
        base = str(key).rsplit("-", 1)[0].upper()
        return self.item(base)

    def creature(self, cid: object) -> str:
        found = self.state.pack.creatures.get(str(cid))
        return escape(found.name if found is not None else str(cid))

    def encounter(self, code: object) -> str:
        card = (self.state.program.get("cards") or {}).get(str(code)) or {}
        return escape(str(card.get("title") or code))


Line = Callable[[Names, dict[str, Any]], str | None]


def _cause(e: dict[str, Any]) -> str:
    cause = e.get("cause")
    return f" [hint]({escape(str(cause))})[/]" if cause else ""


def _track(name: str) -> Line:
    return lambda n, e: (f"{name} {e['before']} → [bold]{e['after']}[/]"
                         f" ({e['amount']:+d}){_cause(e)}" if name != "Wounds" else
                         f"Wounds {e['before']} → [bold]{e['after']}[/] (-{e['amount']})"
                         f"{_cause(e)}")


def _warrior(n: Names, e: dict[str, Any]) -> str:
    return (f"[heading]The Warrior[/]: Endurance {e['endurance']}, Wounds {e['wounds']}, "
            f"HtH {e['hth']}, Reflexes {e['reflexes']}, Marksmanship "
            f"{e['marksmanship']:+d}, skill {escape(str(e['skill']).capitalize())}")


def _turned(n: Names, e: dict[str, Any]) -> str:
    how = " [hint](sprinting)[/]" if e.get("sprint") else ""
    how += " [hint](climbing)[/]" if e.get("climbing") else ""
    deck = "Deck One" if e.get("deck") == 1 else "Deck Two"
    return (f"[heading]{clock(int(e['time']))}[/] {escape(str(e['back']).capitalize())}, "
            f"{deck}: [bold]{n.encounter(e['encounter'])}[/]{how}")


def _reflex(n: Names, e: dict[str, Any]) -> str:
    if e.get("roll") is None:
        return f"Reflex test failed: sprinting into a trap{_cause(e)}"
    mod = f" {e['modifier']:+d}" if e.get("modifier") else ""
    verdict = "[good]passed[/]" if e["passed"] else "[bad]failed[/]"
    return f"Reflex test: {e['roll']}{mod} = {e['total']} against {e['rating']}: {verdict}"


def _shot(n: Names, e: dict[str, Any]) -> str:
    what = f"Aimed Shot with the {n.item(e['weapon'])} at the {n.creature(e['creature'])}"
    if e.get("jumped"):
        return f"{what}: the Reflex test failed, it is on you first"
    verdict = "[good]a hit[/]" if e["hit"] else "[bad]a miss[/]"
    return (f"{what}: {e['roll']} {e['modifier']:+d} = {e['total']}, needs "
            f"{e['needed']}: {verdict}")


def _hth(n: Names, e: dict[str, Any]) -> str:
    result = {"win": "[good]you win the round[/]", "lose": "[bad]you lose the round[/]",
              "draw": "a draw"}[str(e["result"])]
    return (f"Round {e['round']} against the {n.creature(e['creature'])}: it "
            f"{e['creature_roll']} + {e['attack']} = {e['creature_total']}, you "
            f"{e['you_roll']} + {e['rating']} = {e['you_total']}: {result}")


def _lucky(n: Names, e: dict[str, Any]) -> str:
    mod = f" {e['modifier']:+d}" if e.get("modifier") else ""
    return (f"Lucky Shot with the {n.item(e['weapon'])}: {e['roll']}{mod}: "
            f"{escape(str(e['result']).replace('_', ' '))}")


def _fight(n: Names, e: dict[str, Any]) -> str:
    names = ", ".join(n.creature(o["creature"]) for o in e.get("opponents") or [])
    return f"[heading]Fight[/]: {names}"


def _end(n: Names, e: dict[str, Any]) -> str:
    style = {"win": "good", "loss": "bad"}.get(str(e["outcome"]), "heading")
    cause = escape(str(e["cause"]).replace("_", " "))
    return (f"[{style}]The game is over: {escape(str(e['outcome']).upper())}[/] ({cause}) at "
            f"{clock(int(e['time']))} after {e['turns']} turns; score {e['score']}")


# Event type -> its line (None: nothing to say). Dice, prose, entries, Log Entries and
# markers are told by the core's narrator.
TELL: dict[str, Line] = {
    "setup": lambda n, e: (f"The House: {e['deck_one']} cards in Deck One, {e['deck_two']} "
                           f"in Deck Two; night at {e['night_at']}:00, out of time at "
                           f"{e['time_limit']}:00"),
    "warrior_created": _warrior,
    "kit_allowance": lambda n, e: f"Equipment Allowance: {e['points']} point(s){_cause(e)}",
    "kit_drawn": lambda n, e: f"Drawn: the {n.item(e['card'])} ({e['cost']} point(s))",
    "kit_chosen": lambda n, e: ("Equipment: " + ", ".join(n.item(c) for c in e["items"])),
    "item_gained": lambda n, e: f"You take the {n.item(e['card'])}{_cause(e)}",
    "item_refused": lambda n, e: (f"You cannot take the {n.item(e['card'])}: "
                                  f"{escape(str(e['reason']))}"),
    "item_attached": lambda n, e: f"The {n.key(e['item'])} is fitted to the {n.key(e['to'])}",
    "item_used": lambda n, e: (f"The {n.item(e['card'])} is used" + (
        f" ({e['uses_left']} left)" if e.get("uses_left") is not None else "")),
    "item_discarded": lambda n, e: f"The {n.item(e['card'])} is discarded{_cause(e)}",
    "item_lost": lambda n, e: f"[bad]The {n.item(e['card'])} is lost[/]{_cause(e)}",
    "item_broken": lambda n, e: f"[bad]The {n.item(e['card'])} is destroyed[/]{_cause(e)}",
    "item_retrieved": lambda n, e: f"You pick up the {n.key(e['item'])}",
    "reload": lambda n, e: f"The {n.key(e['item'])} is reloaded ({e['uses']})",
    "refill": lambda n, e: f"The {n.key(e['item'])} is refilled ({e['uses']})",
    "spare_clip": lambda n, e: f"A Spare Clip for the {n.key(e['item'])}",
    "dump_card": lambda n, e: f"In the Dump: the {n.item(e['card'])}",
    "dump_empty": lambda n, e: "Nothing in the Dump you can take",
    "armour_saved": lambda n, e: "The Body Armour takes the wound",
    "smash": lambda n, e: f"Smash: +{e['hth']} HtH until {clock(int(e['until']))}",
    "smash_end": lambda n, e: "Smash wears off",
    "camera": lambda n, e: ("The Remote Camera sees: " + ", ".join(
        n.encounter(c["encounter"]) for c in e["cards"])),
    "flare": lambda n, e: f"The flare lights the next {e['cards']} area(s)",
    "flare_out": lambda n, e: "The flare goes out",
    "teleport": lambda n, e: "The Teleport Implant takes you out of the building",
    "enter_house": lambda n, e: f"[heading]You enter the house at {clock(int(e['time']))}[/]",
    "time": lambda n, e: None if e.get("cause") == "time phase" else (
        f"Time {clock(int(e['before']))} → {clock(int(e['after']))}{_cause(e)}"),
    "night": lambda n, e: "[heading]Night falls[/]: -1 HtH",
    "magnetic_field": lambda n, e: (f"A Magnetic Field: no electric item works until "
                                    f"{clock(int(e['until']))}"),
    "magnetic_field_end": lambda n, e: "The Magnetic Field is behind you",
    "card_turned": _turned,
    "deck_two": lambda n, e: "[heading]Deck Two[/]: Darkness is in here somewhere",
    "card_skipped": lambda n, e: f"Passed by: {n.encounter(e['encounter'])}",
    "skip_end": lambda n, e: f"{e['skipped']} card(s) passed by",
    "missing_darkness": lambda n, e: "[bad]You passed Darkness by[/]: Deck Two is reshuffled",
    "deck_reshuffled": lambda n, e: f"Deck {e['deck']} reshuffled ({e['cards']} cards)",
    "retrace": lambda n, e: f"You retrace your steps: {e['cards']} card(s) back into the deck",
    "card_moved": lambda n, e: "The card goes to another deck",
    "card_removed": lambda n, e: "The card is removed from the game",
    "house_empty": lambda n, e: "No card left to turn",
    "card_override": lambda n, e: (f"The {n.item(e['item'])} deals with the "
                                   f"{n.encounter(e['encounter'])}"),
    "treated_as_clear": lambda n, e: f"Treated as Clear ({escape(str(e['by']))})",
    "sprinted_through": lambda n, e: "You sprint through",
    "sprinted_past": lambda n, e: "You sprint past",
    "escape_building": lambda n, e: (f"[heading]You must leave the building[/]: {e['cards']} "
                                     f"card(s) to the way out"),
    "way_out": lambda n, e: f"{e['cards_left']} card(s) to the way out",
    "outside": lambda n, e: "[heading]Outside the building[/]",
    "decks_rebuilt": lambda n, e: f"New decks: {e['deck_one']} and {e['deck_two']} cards",
    "wounds": _track("Wounds"),
    "heal": lambda n, e: (f"Wounds {e['before']} → [bold]{e['after']}[/] "
                          f"(+{e['amount']}){_cause(e)}"),
    "radiation": _track("Radiation"),
    "radiation_negated": lambda n, e: f"The Anti-Rad Capsules negate {e['amount']} radiation",
    "venom": _track("Venom"),
    "infected": lambda n, e: f"[bad]You are infected with Zombie venom[/]{_cause(e)}",
    "infection_stopped": lambda n, e: "The Helmet stops the infection",
    "reflex_test": _reflex,
    "marksmanship": lambda n, e: f"Marksmanship {e['before']:+d} → {e['after']:+d}",
    "maimed": lambda n, e: ("The Meat Machine maims you" if not e.get("attribute") else
                            f"Maimed: {escape(str(e['attribute']))} {e['before']} → "
                            f"{e['after']}"),
    "skill_check": lambda n, e: None,
    "wandering_check": lambda n, e: ("[bad]A Wandering Zombie![/]" if e["arrived"] else None),
    "wandering_zombie": lambda n, e: None,
    "wandering_returned": lambda n, e: None,
    "fight_start": _fight,
    "fight_none": lambda n, e: "Nothing comes",
    "hide": lambda n, e: (f"You hide from the {n.creature(e['creature'])}" if e["hidden"]
                          else f"The {n.creature(e['creature'])} sees you"),
    "aimed_shot": _shot,
    "no_shot": lambda n, e: "No Aimed Shot while sprinting",
    "no_weapon": lambda n, e: f"Nothing to shoot the {n.creature(e['creature'])} with",
    "hth_weapon": lambda n, e: f"You fight with the {n.key(e['item'])}",
    "round": lambda n, e: None,
    "hth_round": _hth,
    "held_off": lambda n, e: f"The {n.creature(e['creature'])} is held off, not destroyed",
    "extra_wound": lambda n, e: f"Extra Wound {e['roll']}: {escape(str(e['effect']))}",
    "lucky_shot": _lucky,
    "lucky_shot_test": lambda n, e: (f"The shot: {e['roll']}, needs {e['needed']}: "
                                     + ("[good]a hit[/]" if e["hit"] else "[bad]a miss[/]")),
    "poisoned": lambda n, e: f"Poisoned: it dies in {e['rounds']} round(s)",
    "knocked_out": lambda n, e: f"[bad]Knocked out[/] for {e['minutes']} minute(s)",
    "escape": lambda n, e: (f"Escape: {e['roll']}, needs {e['needed']}: "
                            + ("[good]away[/]" if e["success"] else "[bad]caught[/]")),
    "escaped": lambda n, e: f"You get away ({escape(str(e['how']))})",
    "creature_killed": lambda n, e: (f"[good]The {n.creature(e['creature'])} is dead[/] "
                                     f"[hint]({escape(str(e['how']).replace('_', ' '))})[/]"),
    "implosion": lambda n, e: "[heading]The Implosion Waistcoat goes off[/]",
    "fight_end": lambda n, e: None,
    "stuck": lambda n, e: f"Stuck for {clock(int(e['boxes']))}",
    "secret_passage": lambda n, e: f"The Secret Passage: up to {e['cards']} card(s)",
    "door": lambda n, e: "The door " + ("opens" if e["opened"] else "holds"),
    "nothing_to_lose": lambda n, e: "Nothing to lose",
    "worst_result": lambda n, e: f"The worst of {escape(str(e['dice']))}: {e['total']}",
    "action": lambda n, e: None,
    "game_end": _end,
}


class ChainsawNarrator(Narrator):
    """The core's narrator, and one line per event of the game (``TELL``)."""

    def __init__(self, state: Any, sym: Symbols) -> None:
        super().__init__(state, sym)
        self.names = Names(state)

    def told(self, log: list[dict], i: int, out: list[Any], prompt: Prompt | None) -> int:
        line = TELL.get(str(log[i].get("type")))
        if line is None:
            return super().told(log, i, out, prompt)
        text = line(self.names, log[i])
        if text:
            out.append(text)
        return i + 1


class ChainsawConsole(PlainConsole):
    """The plain console, with the game's events told and its state in ``status``."""

    def narrator(self, state: Any, symbols: Symbols) -> Narrator:
        return ChainsawNarrator(state, symbols)

    def status_lines(self, state: Any, symbols: Symbols) -> list[str]:
        lines = []
        w = state.warrior
        limit = state.setup.limit_box
        night = "night" if state.night() else f"night at {clock(state.setup.night_box)}"
        lines.append(f"[heading]Time[/] {clock(state.time)} of {clock(limit)} ({night})")
        if w is not None:
            venom = f"{w.venom}/{w.endurance}" if w.infected else "not infected"
            lines.append(f"[heading]Wounds[/] {w.wounds}/{w.wounds_max}   "
                         f"[heading]Radiation[/] {w.radiation}/{w.endurance}   "
                         f"[heading]Venom[/] {venom}")
            lines.append(f"HtH {w.hth}   Reflexes {w.reflexes}   Marksmanship "
                         f"{w.marksmanship:+d}   skill {escape(w.skill.capitalize())}")
        names = Names(state)
        if state.items:
            lines.append("[heading]Equipment[/] " + ", ".join(
                names.item(i.card) + (f" ({i.uses})" if i.uses is not None else "")
                for i in state.items))
        house = state.house
        lines.append(f"[heading]House[/] Deck One {len(house.decks[0])}, Deck Two "
                     f"{len(house.decks[1])} cards")
        lines.append(log_entries_line(state))
        return lines


CONSOLE = ChainsawConsole()
