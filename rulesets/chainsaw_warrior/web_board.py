"""The Chainsaw Warrior board in the browser, from the core's generic pieces: the
ruleset's ``BoardHooks`` (``crawlbook.ruleset``; the pieces:
``crawlbook.runtime.pieces``; docs/playing.md, "In the browser").

What a player keeps beside the cards (docs/chainsaw-warrior/rules.md): the Time Track with
the night box and the blank markers of the timers on it (the Magnetic Field's, Smash's);
the Wounds and Endurance tracks with the Radiation and Venom markers; HtH, Reflexes and
Marksmanship with their modifiers, and the skill; the Equipment display with the uses
left, Spare Clips and fittings; both House decks, their discard piles and the last cards
met. The ratings and the Equipment's words are the console's (``board``), read as plain
text.
"""

from __future__ import annotations

import math
from typing import Any

from crawlbook.rulesets.chainsaw_warrior import board
from crawlbook.rulesets.chainsaw_warrior.engine.reflexes import rating as reflexes_rating
from crawlbook.rulesets.chainsaw_warrior.narration import Names, clock
from rich.text import Text

from crawlbook.ruleset import (
    PieceBoard as Board,
)
from crawlbook.ruleset import (
    PieceCard as Card,
)
from crawlbook.ruleset import (
    PieceCounter as Counter,
)
from crawlbook.ruleset import (
    PieceGroup as Group,
)
from crawlbook.ruleset import (
    PieceMark as Mark,
)
from crawlbook.ruleset import (
    PieceTrack as Track,
)
from crawlbook.ruleset import (
    memory_group,
)

RECENT = 6  # the cards met the board shows
TIME_BOXES = 60  # boxes drawn of the Time Track (a minute each for the standard hour)


def plain(markup: str) -> str:
    """The console's markup as the text it shows (the names in it are escaped there)."""
    return Text.from_markup(markup).plain


def time_group(state: Any) -> Group:
    setup = state.setup
    limit = setup.time_limit
    per = max(1, math.ceil(limit / TIME_BOXES))  # minutes a box, for a long game
    marks = [Mark(setup.night_at // per, "night", "night")]
    timers = []
    if state.magnetic_until is not None and state.magnetic():
        marks.append(Mark(state.magnetic_until // 2 // per, "Magnetic Field", "bad"))
        timers.append(f"Magnetic Field until {clock(state.magnetic_until)}")
    if state.smash_until is not None and state.smashed():
        marks.append(Mark(state.smash_until // 2 // per, "Smash", "warn"))
        timers.append(f"Smash until {clock(state.smash_until)}")
    night = "night" if state.night() else f"night at {setup.night_at}:00"
    track = Track(label="Time Track", value=state.time // 2 // per,
                  size=math.ceil(limit / per), first=0, marks=tuple(marks),
                  text=f"{clock(state.time)} of {limit}:00, {night}",
                  tone="night" if state.night() else "time")
    return Group("Time", (track,), notes=tuple(timers), wide=True)


def warrior_group(state: Any) -> Group | None:
    w = state.warrior
    if w is None:
        return None
    venom = f"{w.venom} of {w.endurance}" + ("" if w.infected else ", not infected")
    pieces: list[Track | Counter] = [
        Track("Wounds", w.wounds, w.wounds_max, first=1, text=f"{w.wounds} of {w.wounds_max}",
              tone="wounds"),
        Track("Radiation", w.radiation, w.endurance, first=1,
              text=f"{w.radiation} of Endurance {w.endurance}", tone="radiation"),
        Track("Venom", w.venom, w.endurance, first=1, text=venom, tone="venom"),
    ]
    parts = board.hth_parts(state)
    fight = board.fight_now(state.log)
    notes: list[str] = []
    if fight is not None:
        extra, words = board.next_round(fight)
        if extra:
            parts.append(("next round", extra))
        start = fight[0]
        names = Names(state)
        foes = ", ".join(plain(names.creature(o["creature"]))
                         for o in start.get("opponents") or [])
        rounds = sum(1 for e in fight if e.get("type") == "hth_round")
        fought = f"{rounds} round(s) fought" if rounds else "before the first round"
        notes.append(f"In a fight with {foes}, {fought}"
                     + (f"; next round: {plain(', '.join(words))}" if words else ""))
    hth = w.hth + sum(n for _, n in parts)
    why = ", ".join(f"{name} {n:+d}" for name, n in parts)
    pieces += [
        Counter("HtH", hth, text=f"{why} on {w.hth}" if parts else ""),
        Counter("Reflexes", reflexes_rating(state)),
        Counter("Marksmanship", f"{w.marksmanship + state.determination:+d}"),
        Counter("Skill", w.skill.capitalize()),
    ]
    if state.determination:
        pieces.append(Counter("Determination", state.determination))
    return Group("The Warrior", tuple(pieces), notes=tuple(notes))


def equipment_group(state: Any) -> Group:
    names = Names(state)
    cards = []
    for item in state.items:
        d = state.pack.items[item.card]
        lines = []
        if item.uses is not None:
            lines.append(f"{item.uses} of {d.uses} uses left")
        if item.clip:
            lines.append("Spare Clip")
        if item.attached:
            lines.append(f"on the {plain(names.key(item.attached))}")
        if d.hth:
            lines.append(f"HtH {d.hth:+d}")
        tags = ["thrown"] if item.dropped else (
            ["dead"] if d.electric and state.magnetic() else [])
        cards.append(Card(title=plain(names.item(item.card)), lines=tuple(lines),
                          kicker="Equipment", tags=tuple(tags),
                          tone="spent" if tags or item.uses == 0 else ""))
    return Group(f"Equipment, {len(cards)} of 13", tuple(cards))


def house_group(state: Any) -> Group:
    house = state.house
    names = Names(state)
    pieces: list[Counter | Card] = []
    for number, word in ((1, "One"), (2, "Two")):
        deck, pile = len(house.deck(number)), len(house.discard(number))
        here = " (in play)" if house.current == number else ""
        pieces.append(Counter(f"Deck {word}{here}", deck, most=deck + pile,
                              text=f"{pile} explored, {deck} left",
                              tone="current" if here else ""))
    if house.removed:
        pieces.append(Counter("Removed from the game", len(house.removed)))
    notes = []
    if house.current == 1:
        notes.append(f"{plain(names.encounter(state.setup.goal_code))} is in Deck Two.")
    if state.escaping is not None:
        notes.append(f"Leaving: {state.escaping} card(s) to the way out.")
    if state.flare:
        notes.append(f"The flare lights {state.flare} more area(s).")
    turned = [e for e in state.log if e.get("type") == "card_turned"][-RECENT:]
    for e in turned:
        pieces.append(Card(title=plain(names.encounter(e["encounter"])),
                           kicker=f"{clock(int(e['time']))} {str(e['back']).capitalize()}",
                           current=e is turned[-1]))
    return Group("The House", tuple(pieces), notes=tuple(notes))


class ChainsawBoard:
    """The ``BoardHooks`` of Chainsaw Warrior."""

    def board(self, state: Any) -> Board:
        found = [time_group(state), warrior_group(state), equipment_group(state),
                 house_group(state)]
        if state.log_entries or state.markers:
            found.append(memory_group(state))
        return Board(tuple(g for g in found if g is not None))


BOARD = ChainsawBoard()
