"""What happened in a game of Chainsaw Warrior, told from the event log
(docs/chainsaw-warrior/event-log.md; docs/chainsaw-warrior/playing.md).

``ChainsawNarrator`` extends the core's narrator (the briefing, the House cards' entries
and prose, Log Entries, markers) with one line per event of the game (``TELL``: event
type -> its line, or None to say nothing). Every die is told with its reason: the rolls
whose meaning an event of the game carries (the Reflex test, the Aimed and Lucky Shots,
Hand-to-Hand, the escape, Hiding, the Wandering Zombie check, the Extra Wound table, a
Locked Door) are told in that event's line, faces and all (``COVERED``); every other roll
in a line of its own, with its purpose in words (``dice_line``). A card turned opens a
heading with the time, the area and the card; the board (``console.board``) is shown when
the Warrior enters the house, reaches Deck Two and comes out of the building. The
narrator reads the log (earlier events for context), never state of its own, so a game
loaded from a save prints what an unbroken game prints. Author text is always escaped.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from rich.markup import escape

from crawlbook.ruleset import Board, Heading, Narrator, Prompt, Symbols


def clock(boxes: int) -> str:
    """30-second boxes as minutes and seconds: ``12:30``."""
    return f"{boxes // 2}:{'30' if boxes % 2 else '00'}"


class Names:
    """How the lines name the game's things: by the content pack and the program."""

    def __init__(self, state: Any) -> None:
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


Line = Callable[[Names, dict[str, Any], list[dict], int], str | None]

# The dice whose roll an event of the game tells, with its meaning (the next event).
COVERED = frozenset({"hand-to-hand (creature)", "hand-to-hand (you)", "aimed shot",
                     "lucky shot", "lucky shot test", "escape", "hiding", "wandering zombie",
                     "extra wound", "locked door"})
COVERED_PREFIXES = ("reflex test (", "rapid fire, shot ")
# Purposes in words, where the engine's word is terse.
PURPOSES: dict[str, str] = {
    "hand-to-hand": "Hand-to-Hand", "endurance": "Endurance", "reflexes": "Reflexes",
    "marksmanship": "Marksmanship (the table)", "wounds": "your Wounds",
    "endurance skill": "the Endurance skill",
    "equipment allowance": "the Equipment Allowance", "skill": "the skill",
    "cards to the way out": "the cards to the way out",
    "time outside": "minutes outside the building",
    "wounds recovered": "wounds recovered outside", "time": "the time lost",
    "how many": "how many", "time stuck": "the time stuck",
    "secret passage": "the Secret Passage's cards", "escape time": "the boxes it takes",
    "healing": "wounds healed", "dynamite short cut": "the cards the Dynamite skips",
    "flare gun": "the areas the flare lights", "rope and launcher": "the cards bypassed",
    "remote camera": "the cards the camera sees", "poison needle": "the Needle's rounds",
    "c.n.e.s.": "the C.N.E.S.'s wounds", "smash wears off": "Smash wearing off",
    "knock-out": "the minutes knocked out", "body armour": "the Body Armour",
    "more equipment": "more Equipment points", "magnetic field": "the Magnetic Field",
    "lucky shot: shot yourself": "the wounds of your own shot",
}
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^breakage \((.+)\)$"), r"breakage: the \1"),
    (re.compile(r"^venom \((.+)\)$"), r"a venom check (the \1)"),
    (re.compile(r"^radiation \((.+)\)$"), r"radiation (\1)"),
    (re.compile(r"^chance \((.+)\)$"), r"a chance (\1)"),
    (re.compile(r"^(.+) \(pick highest\)$"), r"\1, the highest die counting"),
    (re.compile(r"^(.+) wounds$"), r"the wounds the \1 deals"),
)


def covered(purpose: str) -> bool:
    return purpose in COVERED or purpose.startswith(COVERED_PREFIXES)


def purpose_words(purpose: str) -> str:
    if purpose in PURPOSES:
        return PURPOSES[purpose]
    for pattern, words in _PATTERNS:
        if pattern.match(purpose):
            return pattern.sub(words, purpose)
    return purpose


def faces_text(e: dict[str, Any]) -> str:
    """``3+4`` (and ``+6``), as rolled."""
    faces = e.get("faces") or []
    text = "+".join(str(f) for f in faces)
    rest = int(e.get("total", 0)) - sum(int(f) for f in faces)
    return text + (f" {rest:+d}" if rest else "")


def dice_line(e: dict[str, Any]) -> str:
    """``Roll 2D6+6 for wounds: 1+2 +6 = 9``."""
    words = escape(purpose_words(str(e.get("purpose") or "")))
    faces = e.get("faces") or []
    head = f"Roll {escape(str(e.get('dice')))} for {words}: "
    if "highest die" in words:
        return f"{head}[dice]{'+'.join(str(f) for f in faces)}[/] → {max(faces, default=0)}"
    total = e.get("total")
    equals = f" = {total}" if len(faces) > 1 or faces_text(e) != str(total) else ""
    return f"{head}[dice]{faces_text(e)}[/]{equals}"


def rolled(log: list[dict], i: int, purpose: str) -> str:
    """The faces of the roll for ``purpose`` just before event ``i`` (``3+4``)."""
    for j in range(i - 1, max(-1, i - 8), -1):
        e = log[j]
        if e.get("type") == "dice" and e.get("purpose") == purpose:
            return "+".join(str(f) for f in e.get("faces") or [])
    return "?"


def _cause(e: dict[str, Any]) -> str:
    cause = e.get("cause")
    return f" [hint]({escape(str(cause))})[/]" if cause else ""


def _track(name: str, style: str) -> Line:
    def line(n: Names, e: dict[str, Any], log: list[dict], i: int) -> str:
        sign = "-" if name == "Wounds" else "+"
        return (f"[{style}]{name}[/] {e['before']} → [bold]{e['after']}[/] "
                f"({sign}{abs(int(e['amount']))}){_cause(e)}")
    return line


def _warrior(n: Names, e: dict[str, Any], log: list[dict], i: int) -> str:
    return (f"[heading]Your Warrior[/]: Endurance {e['endurance']}, Wounds {e['wounds']}, "
            f"HtH {e['hth']}, Reflexes {e['reflexes']}, Marksmanship "
            f"{e['marksmanship']:+d}, skill {escape(str(e['skill']).capitalize())}")


def _reflex(n: Names, e: dict[str, Any], log: list[dict], i: int) -> str:
    what = escape(str(e.get("purpose") or ""))
    if e.get("roll") is None:
        return f"Reflex test ({what}): [bad]failed[/], sprinting into a trap"
    mod = f" {e['modifier']:+d}" if e.get("modifier") else ""
    faces = rolled(log, i, f"reflex test ({e.get('purpose')})")
    verdict = "[good]passed[/]" if e["passed"] else "[bad]failed[/]"
    return (f"Reflex test ({what}): [dice]{faces}[/]{mod} = {e['total']} against Reflexes "
            f"{e['rating']}: {verdict}")


def _shot(n: Names, e: dict[str, Any], log: list[dict], i: int) -> str:
    what = f"Aimed Shot, the {n.item(e['weapon'])} at the {n.creature(e['creature'])}"
    if e.get("jumped"):
        return f"{what}: it is on you before you can fire"
    verdict = "[good]a hit[/]" if e["hit"] else "[bad]a miss[/]"
    if e.get("burst"):
        rolls = ", ".join(str(r) for r in e.get("rolls") or [])
        return (f"{what}, a burst of {e['burst']}: [dice]{rolls}[/] "
                f"{e['modifier']:+d}, needs {e['needed']}: {verdict}")
    return (f"{what}: [dice]{rolled(log, i, 'aimed shot')}[/] {e['modifier']:+d} = "
            f"{e['total']}, needs {e['needed']}: {verdict}")


def _hth(n: Names, e: dict[str, Any], log: list[dict], i: int) -> str:
    result = {"win": "[good]you win the round[/]", "lose": "[bad]you lose the round[/]",
              "draw": "a draw"}[str(e["result"])]
    berserk = " [bad](berserk)[/]" if e.get("berserk") else ""
    return (f"Round {e['round']}, {n.creature(e['creature'])}: it "
            f"[dice]{rolled(log, i, 'hand-to-hand (creature)')}[/] +{e['attack']} = "
            f"{e['creature_total']}; you [dice]{rolled(log, i, 'hand-to-hand (you)')}[/] "
            f"+{e['rating']} = {e['you_total']}{berserk}: {result}")


def _lucky(n: Names, e: dict[str, Any], log: list[dict], i: int) -> str:
    mod = f" {e['modifier']:+d}" if e.get("modifier") else ""
    return (f"Lucky Shot, the {n.item(e['weapon'])}: [dice]{e['roll']}[/]{mod}: "
            f"{escape(LUCKY.get(str(e['result']), str(e['result'])))}")


LUCKY = {"shot_yourself": "in the confusion you shoot yourself",
         "weapon_smashed": "no shot, the weapon is smashed",
         "no_shot_wound": "no shot, and another wound", "miss": "a miss",
         "test": "a test as normal", "killed": "the creature is killed"}


def _wandering(n: Names, e: dict[str, Any], log: list[dict], i: int) -> str:
    if e["arrived"]:
        return f"Wandering Zombie? [dice]{e['roll']}[/]: [bad]a Wandering Zombie![/]"
    on = e["on"]
    return (f"Wandering Zombie? [dice]{e['roll']}[/] [hint](one comes on {on}"
            f"{'' if on == 6 else ' or more'})[/]: nothing")


def _fight(n: Names, e: dict[str, Any], log: list[dict], i: int) -> str:
    names = ", ".join(n.creature(o["creature"]) + (" (wandering)" if o.get("wandering")
                                                    else "")
                      for o in e.get("opponents") or [])
    return f"[heading]Fight[/]: {names}"


def _door(n: Names, e: dict[str, Any], log: list[dict], i: int) -> str:
    what = f"The {n.item(e['item'])} at the door"
    if e.get("roll") is None:
        return f"{what}: it " + ("burns through, silently" if e.get("silent") else "opens")
    mod = f" {e['modifier']:+d}" if e.get("modifier") else ""
    return (f"{what}: [dice]{rolled(log, i, 'locked door')}[/]{mod}, needs {e['needed']}: "
            + ("[good]it opens[/]" if e["opened"] else "[bad]it holds[/]"))


def _end(n: Names, e: dict[str, Any], log: list[dict], i: int) -> str:
    style = {"win": "success", "loss": "failure"}.get(str(e["outcome"]), "heading")
    cause = escape(CAUSES.get(str(e["cause"]), str(e["cause"]).replace("_", " ")))
    return (f"[{style}]The game is over: {escape(str(e['outcome']).upper())}[/] ({cause}) "
            f"at {clock(int(e['time']))} after {e['turns']} turns; score {e['score']}")


CAUSES = {"darkness_destroyed": "Darkness is destroyed",
          "implosion_waistcoat": "the Implosion Waistcoat kills you both",
          "wounds": "dead of your wounds", "radiation": "dead of radiation",
          "venom": "you have turned into a Zombie", "time": "out of time",
          "slime": "the Slime engulfs you"}


def _simple(text: Callable[[Names, dict[str, Any]], str | None]) -> Line:
    return lambda n, e, log, i: text(n, e)


def _kit_drawn(n: Names, e: dict[str, Any]) -> str:
    how = "Chosen" if e.get("chosen") else "Drawn"
    return f"{how}: the {n.item(e['card'])} ({e['cost']} point(s), {e['points_left']} left)"


# Event type -> its line (None: nothing to say). Prose, entries, Log Entries and markers
# are told by the core's narrator; dice by ``dice_line`` or the event that means them.
TELL: dict[str, Line] = {
    "warrior_created": _warrior,
    "training": _simple(lambda n, e: (
        f"Advanced Training: Endurance {e['endurance']}, Wounds {e['wounds']}, HtH "
        f"{e['hth']}, Marksman {e['marksmanship']}, Reflexes {e['reflexes']}, "
        f"Equipment {e['equipment']}")),
    "kit_allowance": _simple(lambda n, e: None if e.get("cause") == "kitting out" else
                             f"Equipment Allowance: {e['points']} point(s){_cause(e)}"),
    "kit_choose": _simple(lambda n, e: f"Kitting Out II: {e['cost']} points to choose your "
                          f"cards ({e['points_left']} left)"),
    "kit_drawn": _simple(_kit_drawn),
    "kit_chosen": _simple(lambda n, e: "Equipment: " + ", ".join(
        n.item(c) for c in e["items"])),
    "item_gained": _simple(lambda n, e: (
        None if e.get("cause") == "kitting out" else
        f"The {n.item(e['card'])} is yours, free" if e.get("cause") == "kitting out (free)"
        else f"You take the {n.item(e['card'])}{_cause(e)}")),
    "item_refused": _simple(lambda n, e: f"You cannot take the {n.item(e['card'])}: "
                            f"{escape(str(e['reason']))}"),
    "item_attached": _simple(lambda n, e: f"The {n.key(e['item'])} is fitted to the "
                             f"{n.key(e['to'])}"),
    "item_used": _simple(lambda n, e: f"[hint]The {n.item(e['card'])} is used" + (
        f" ({e['uses_left']} left)" if e.get("uses_left") is not None else "") + "[/]"),
    "item_discarded": _simple(lambda n, e: f"The {n.item(e['card'])} is discarded"
                              f"{_cause(e)}"),
    "item_lost": _simple(lambda n, e: f"[bad]The {n.item(e['card'])} is lost[/]{_cause(e)}"),
    "item_broken": _simple(lambda n, e: f"[bad]The {n.item(e['card'])} is destroyed[/]"
                           f"{_cause(e)}"),
    "item_retrieved": _simple(lambda n, e: f"You pick up the {n.key(e['item'])}"),
    "reload": _simple(lambda n, e: f"The {n.key(e['item'])} is reloaded ({e['uses']})"),
    "refill": _simple(lambda n, e: f"The {n.key(e['item'])} is refilled ({e['uses']})"),
    "spare_clip": _simple(lambda n, e: f"A Spare Clip for the {n.key(e['item'])}"),
    "dump_card": _simple(lambda n, e: f"In the Dump: the {n.item(e['card'])}"),
    "dump_empty": _simple(lambda n, e: "Nothing in the Dump you can take"),
    "armour_saved": _simple(lambda n, e: "[good]The Body Armour takes the wound[/]"),
    "smash": _simple(lambda n, e: f"Smash: +{e['hth']} HtH until {clock(int(e['until']))}"),
    "smash_end": _simple(lambda n, e: "Smash wears off"),
    "camera": _simple(lambda n, e: "The Remote Camera sees: " + (", ".join(
        n.encounter(c["encounter"]) for c in e["cards"]) or "nothing")),
    "flare": _simple(lambda n, e: f"The flare lights the next {e['cards']} area(s)"),
    "flare_out": _simple(lambda n, e: "The flare goes out"),
    "teleport": _simple(lambda n, e: "The Teleport Implant takes you out of the building"),
    "time": _simple(lambda n, e: None if e.get("cause") == "time phase" else (
        f"[time]Time {clock(int(e['before']))} → {clock(int(e['after']))}[/]{_cause(e)}")),
    "night": _simple(lambda n, e: "[night]Night falls[/]: -1 HtH from now on"),
    "magnetic_field": _simple(lambda n, e: (f"A Magnetic Field: no electric item works "
                                            f"until {clock(int(e['until']))}")),
    "magnetic_field_end": _simple(lambda n, e: "The Magnetic Field is behind you"),
    "card_skipped": _simple(lambda n, e: f"Passed by: {n.encounter(e['encounter'])}"),
    "skip_end": _simple(lambda n, e: f"{e['skipped']} card(s) passed by"),
    "missing_darkness": _simple(lambda n, e: "[bad]You passed Darkness by[/]: Deck Two is "
                                "reshuffled"),
    "deck_reshuffled": _simple(lambda n, e: f"Deck {e['deck']} reshuffled ({e['cards']} "
                               "cards)"),
    "retrace": _simple(lambda n, e: f"You retrace your steps: {e['cards']} card(s) back "
                       "into the deck"),
    "card_moved": _simple(lambda n, e: "The card goes to another deck"),
    "card_removed": _simple(lambda n, e: "The card is removed from the game"),
    "house_empty": _simple(lambda n, e: "No card left to turn"),
    "card_override": _simple(lambda n, e: (f"The {n.item(e['item'])} deals with the "
                                           f"{n.encounter(e['encounter'])}")),
    "treated_as_clear": _simple(lambda n, e: f"Treated as Clear ({escape(str(e['by']))})"),
    "sprinted_through": _simple(lambda n, e: "You sprint through"),
    "sprinted_past": _simple(lambda n, e: "You sprint past"),
    "escape_building": _simple(lambda n, e: (f"[heading]You must leave the building[/]: "
                                             f"{e['cards']} card(s) to the way out")),
    "way_out": _simple(lambda n, e: f"{e['cards_left']} card(s) to the way out"),
    "decks_rebuilt": _simple(lambda n, e: f"New decks: {e['deck_one']} and "
                             f"{e['deck_two']} cards"),
    "wounds": _track("Wounds", "wounds"),
    "heal": _simple(lambda n, e: (f"[wounds]Wounds[/] {e['before']} → [bold]{e['after']}[/] "
                                  f"(+{e['amount']}){_cause(e)}")),
    "radiation": _track("Radiation", "radiation"),
    "radiation_negated": _simple(lambda n, e: f"The Anti-Rad Capsules negate {e['amount']} "
                                 "radiation"),
    "venom": _track("Venom", "venom"),
    "endurance": _simple(lambda n, e: f"[bad]Endurance {e['before']} → {e['after']}[/]"
                         f"{_cause(e)}"),
    "infected": _simple(lambda n, e: f"[venom]You are infected with Zombie venom[/]"
                        f"{_cause(e)}"),
    "infection_stopped": _simple(lambda n, e: "The Helmet stops the infection"),
    "reflex_test": _reflex,
    "marksmanship": _simple(lambda n, e: f"[bad]Marksmanship {e['before']:+d} → "
                            f"{e['after']:+d}[/] for good"),
    "maimed": _simple(lambda n, e: ("The Meat Machine maims you" if not e.get("attribute")
                                    else f"[bad]Maimed[/]: {escape(str(e['attribute']))} "
                                    f"{e['before']} → {e['after']}")),
    "determination": _simple(lambda n, e: (f"Determination: {e['after']} counter(s)"
                                           if e["after"] else
                                           "You overcome it: the Determination counters "
                                           "go")),
    "skill_check": _simple(lambda n, e: None),
    "wandering_check": _wandering,
    "wandering_zombie": _simple(lambda n, e: None),
    "wandering_returned": _simple(lambda n, e: None),
    "fight_start": _fight,
    "fight_none": _simple(lambda n, e: "Nothing comes"),
    "hide": lambda n, e, log, i: (
        f"Hiding from the {n.creature(e['creature'])}: [dice]{rolled(log, i, 'hiding')}[/]"
        + (f" +{e['bonus']}" if e.get("bonus") else "") + ", needs 6: "
        + ("[good]hidden[/]" if e["hidden"] else "[bad]seen[/]")),
    "aimed_shot": _shot,
    "no_shot": _simple(lambda n, e: "No Aimed Shot while sprinting"),
    "no_weapon": _simple(lambda n, e: f"Nothing to shoot the {n.creature(e['creature'])} "
                         "with"),
    "hth_weapon": _simple(lambda n, e: f"You fight with the {n.key(e['item'])}"),
    "round": _simple(lambda n, e: None),
    "hth_round": _hth,
    "held_off": _simple(lambda n, e: f"The {n.creature(e['creature'])} is held off, not "
                        "destroyed: only the Laser-lance can"),
    "extra_wound": lambda n, e, log, i: (
        f"Extra Wound table: [dice]{rolled(log, i, 'extra wound')}[/] = {e['roll']}: "
        f"{escape(str(e['effect']))}"),
    "berserk": _simple(lambda n, e: "[bad]You go berserk[/]" + (
        " (Extra Wound)" if e.get("auto") else "") + ": +3 HtH next round"),
    "lucky_shot": _lucky,
    "lucky_shot_test": lambda n, e, log, i: (
        f"The shot: [dice]{rolled(log, i, 'lucky shot test')}[/] = {e['roll']}, needs "
        f"{e['needed']}: " + ("[good]a hit[/]" if e["hit"] else "[bad]a miss[/]")),
    "poisoned": _simple(lambda n, e: f"Poisoned: it dies in {e['rounds']} round(s)"),
    "knocked_out": _simple(lambda n, e: f"[bad]Knocked out[/] for {e['minutes']} "
                           "minute(s)"),
    "escape": _simple(lambda n, e: (
        f"Escape: [dice]{e['roll']}[/]"
        + ((" (a 1 stays a 1)" if e["roll"] == 1 else f" +{e['bonus']}")
           if e.get("bonus") else "")
        + f", needs {e['needed']}: "
        + ("[good]away[/]" if e["success"] else "[bad]caught[/]"))),
    "escaped": _simple(lambda n, e: f"You get away ({escape(str(e['how']))}), "
                       f"{e['boxes']} box(es) of 30 seconds"),
    "creature_killed": _simple(lambda n, e: (
        f"[good]The {n.creature(e['creature'])} is dead[/] "
        f"[hint]({escape(str(e['how']).replace('_', ' '))})[/]")),
    "implosion": _simple(lambda n, e: "[heading]The Implosion Waistcoat goes off[/]"),
    "fight_end": _simple(lambda n, e: None),
    "stuck": _simple(lambda n, e: f"Stuck for {clock(int(e['boxes']))}"),
    "secret_passage": _simple(lambda n, e: f"The Secret Passage: up to {e['cards']} "
                              "card(s)"),
    "door": _door,
    "nothing_to_lose": _simple(lambda n, e: "Nothing to lose"),
    "worst_result": _simple(lambda n, e: f"The worst of {escape(str(e['dice']))}: "
                            f"{e['total']} (sprinting)"),
    "action": _simple(lambda n, e: None),
    "halved": _simple(lambda n, e: f"Halved, rounding up: {e['before']} → {e['after']} "
                      f"[hint]({escape(str(e['purpose']))})[/]"),
    "game_end": _end,
}


BOARD_AFTER = frozenset({"enter_house", "deck_two", "outside"})


class ChainsawNarrator(Narrator):
    """The core's narrator, one line per event of the game (``TELL``), every die with
    its reason, a heading per card turned and the board at the great moments."""

    def __init__(self, state: Any, sym: Symbols) -> None:
        super().__init__(state, sym)
        self.names = Names(state)
        # The board is due (the house entered, Deck Two reached, out of the building)
        # but not yet shown: it waits for the next card's heading, or a prompt between
        # cards, never the middle of a card's text or a fight.
        self.board_due = False

    def told(self, log: list[dict], i: int, out: list[Any], prompt: Prompt | None) -> int:
        e = log[i]
        kind = str(e.get("type"))
        if kind in BOARD_AFTER:
            self.board_due = True
        elif kind == "card_turned" and self.board_due:
            out.append(Board())
            self.board_due = False
        if kind == "dice":
            if not covered(str(e.get("purpose") or "")):
                out.append(dice_line(e))
            return i + 1
        line = TELL.get(kind)
        if line is None:
            return super().told(log, i, out, prompt)
        text = line(self.names, e, log, i)
        if text:
            out.append(text)
        return i + 1

    # the moments that get a heading or the board ---------------------------------------
    def tell(self, log: list[dict], start: int, prompt: Prompt | None) -> list[Any]:
        """The events since the player last acted; the board when the Warrior entered
        the house, reached Deck Two or came out of the building: before the next card's
        heading, or after the events when he stands between cards, never in the middle
        of a card's text or of a fight (the board shows the game as it is now, at the
        prompt)."""
        out = super().tell(log, start, prompt)
        if self.board_due and (prompt is None or self.state.current_card is None):
            out.append(Board())
            self.board_due = False
        return out

    def _on_setup(self, e: dict, out: list, *_: Any) -> None:
        out.append(Heading(f"[title]MISSION {escape(str(e.get('mission')))}: "
                           f"{escape(str(e.get('title') or ''))}[/]"))
        rules = e.get("optional_rules") or []
        night = (f"night falls at {e['night_at']}:00" if e["night_at"]
                 else "night from the start")
        out.append(f"The House: {e['deck_one']} cards in Deck One, {e['deck_two']} in Deck "
                   f"Two; {night}, the time is out at {e['time_limit']}:00."
                   + (f" Optional rules: {escape(', '.join(rules))}." if rules else ""))

    def _on_enter_house(self, e: dict, out: list, *_: Any) -> None:
        out.append(Heading(f"[heading]Into the house at {clock(int(e['time']))}[/]"))

    def _on_deck_two(self, e: dict, out: list, *_: Any) -> None:
        goal = self.names.encounter(self.state.setup.goal_code)
        out.append(Heading(f"[heading]Deck Two: {goal} is in here somewhere[/]"))

    def _on_outside(self, e: dict, out: list, *_: Any) -> None:
        out.append(Heading("[heading]Outside the building[/]"))

    def _on_card_turned(self, e: dict, out: list, *_: Any) -> None:
        how = " (sprinting)" if e.get("sprint") else ""
        how += " (climbing)" if e.get("climbing") else ""
        back = escape(str(e["back"]).capitalize())
        out.append(Heading(f"[heading]{clock(int(e['time']))} {back}: "
                           f"{self.names.encounter(e['encounter'])}{how}[/]"))
