"""The board a Chainsaw Warrior player keeps beside the cards, drawn in the console
(`status`, and when the Warrior enters the house; docs/chainsaw-warrior/playing.md).

- the Time Track: the boxes gone, the night box and the blank markers placed on it (the
  Magnetic Field's, Smash's);
- the Wounds track and the Endurance track with the Radiation and Venom markers;
- HtH, Reflexes and Marksmanship with their current modifiers (night, Smash,
  Determination, the Equipment; in a fight, the Extra Wound table's "next round" and a
  berserk round), and the skill;
- the Equipment display with the uses left, Spare Clips and fittings;
- the deck in play and the cards left in it (and the way out when leaving).

``map`` shows the House: both decks and their discard piles, and the last areas explored.
Everything is read from the state and the log (the fight's modifiers from the events of
the fight under way); author text and names are escaped.
"""

from __future__ import annotations

import math
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.equipment import first_hooked, usable
from crawlbook.rulesets.chainsaw_warrior.engine.hth import BERSERK_HTH, EXTRA_WOUND
from crawlbook.rulesets.chainsaw_warrior.engine.reflexes import rating as reflexes_rating
from crawlbook.rulesets.chainsaw_warrior.narration import Names, clock
from rich.markup import escape
from rich.text import Text

from crawlbook.ruleset import Symbols, log_entries_line

TIME_WIDTH = 60  # characters of the Time Track
RECENT = 6  # areas the map lists
MAP_WIDTH = 30  # characters of a deck's bar on the map


def bar(full: int, total: int, sym: Symbols, style: str) -> str:
    full = max(0, min(full, total))
    return (f"[{style}]{sym.bar_full * full}[/][track.empty]{sym.bar_empty * (total - full)}"
            "[/]")


def time_lines(state: Any, sym: Symbols) -> list[str]:
    """The Time Track: one character per minute (or per few, for a long game)."""
    setup = state.setup
    limit = setup.time_limit
    per = max(1, math.ceil(limit / TIME_WIDTH))
    now = state.time / 2
    marks = {setup.night_at: ("☾" if sym.unicode else "N", "night")}
    if state.magnetic_until is not None and state.magnetic():
        marks[state.magnetic_until // 2] = ("M", "bad")
    if state.smash_until is not None and state.smashed():
        marks[state.smash_until // 2] = ("S", "warn")
    cells: list[tuple[str, str]] = []  # (style, character), runs joined below
    for k in range(math.ceil(limit / per)):
        minute = k * per
        mark = next((m for at, m in marks.items() if minute <= at < minute + per
                     and at >= now), None)
        if minute < now:
            cells.append(("time", sym.bar_full))
        elif mark is not None:
            cells.append((mark[1], mark[0]))
        else:
            cells.append(("track.empty", sym.bar_empty))
    runs: list[tuple[str, str]] = []
    for style, char in cells:
        if runs and runs[-1][0] == style:
            runs[-1] = (style, runs[-1][1] + char)
        else:
            runs.append((style, char))
    night = "[night]night[/]" if state.night() else f"night at {setup.night_at}:00"
    timers = []
    if state.magnetic():
        timers.append(f"Magnetic Field until {clock(state.magnetic_until)}")
    if state.smashed():
        timers.append(f"Smash until {clock(state.smash_until)}")
    head = (f"[heading]Time[/] [bold]{clock(state.time)}[/] of {limit}:00, {night}"
            + ("; " + "; ".join(timers) if timers else ""))
    return [head, "  " + "".join(f"[{style}]{chars}[/]" for style, chars in runs)]


def track_lines(state: Any, sym: Symbols) -> list[str]:
    w = state.warrior
    width = max(w.endurance, w.wounds_max)
    pad = " " * (width - w.wounds_max)
    venom = (f"{w.venom} of {w.endurance}" if w.infected
             else f"{w.venom} of {w.endurance}, not infected")
    return [
        f"[heading]Wounds[/]     {bar(w.wounds, w.wounds_max, sym, 'wounds')}{pad} "
        f"{w.wounds} of {w.wounds_max}",
        f"[heading]Radiation[/]  {bar(w.radiation, w.endurance, sym, 'radiation')}"
        f"{' ' * (width - w.endurance)} {w.radiation} of Endurance {w.endurance}",
        f"[heading]Venom[/]      {bar(w.venom, w.endurance, sym, 'venom')}"
        f"{' ' * (width - w.endurance)} {venom}",
    ]


def fight_now(log: list[dict]) -> list[dict] | None:
    """The events of the fight under way (from its ``fight_start``), or None."""
    for j in range(len(log) - 1, -1, -1):
        kind = log[j].get("type")
        if kind == "fight_end" or kind == "game_end":
            return None
        if kind == "fight_start":
            return log[j:]
    return None


def next_round(events: list[dict]) -> tuple[int, list[str]]:
    """What the Extra Wound table and Frenzy hold over the next round of the fight:
    (the HtH modifier, the words)."""
    hth, words = 0, []
    for e in reversed(events):
        kind = e.get("type")
        if kind == "hth_round":
            break
        if kind == "extra_wound":
            row = EXTRA_WOUND.get(int(e["roll"]), {})
            if row.get("hth"):
                hth += int(row["hth"])
                words.append(f"{int(row['hth']):+d} ({escape(str(row['text']))})")
            if row.get("no_escape"):
                words.append("no escape")
        if kind == "berserk":
            hth += BERSERK_HTH
            words.append(f"+{BERSERK_HTH} (berserk)")
    return hth, words


def hth_parts(state: Any) -> list[tuple[str, int]]:
    """The modifiers of the HtH rating outside a fight's own (name, amount)."""
    parts: list[tuple[str, int]] = []
    if state.night() and first_hooked(state, "no_night_penalty") is None:
        parts.append(("night", -1))
    for item in state.items:
        d = state.pack.items[item.card]
        if d.hth and not d.hth_weapon and usable(state, item):
            swap = d.hook("magnetic_hth")
            parts.append((d.name, int(swap["amount"]) if swap and state.magnetic() else d.hth))
    if state.smashed():
        parts.append(("Smash", state.smash_bonus))
    if state.determination:
        parts.append(("Determination", state.determination))
    return parts


def rating_lines(state: Any, log: list[dict]) -> list[str]:
    w = state.warrior
    parts = hth_parts(state)
    fight = fight_now(log)
    notes = []
    if fight is not None:
        extra, words = next_round(fight)
        if extra:
            parts.append(("next round", extra))
        notes = words
    hth = w.hth + sum(n for _, n in parts)
    shown = f"HtH [bold]{hth}[/]"
    if parts:
        shown += " [hint](" + ", ".join(f"{escape(name)} {n:+d}" for name, n in parts) + \
                 f" on {w.hth})[/]"
    reflexes = reflexes_rating(state)
    marks = w.marksmanship + state.determination
    line = (f"{shown}   Reflexes [bold]{reflexes}[/]   Marksmanship [bold]{marks:+d}[/]"
            f"   skill {escape(w.skill.capitalize())}")
    lines = [line]
    if fight is not None:
        start = fight[0]
        names = Names(state)
        foes = ", ".join(names.creature(o["creature"]) for o in start.get("opponents") or [])
        rounds = sum(1 for e in fight if e.get("type") == "hth_round")
        fought = f"{rounds} round(s) fought" if rounds else "before the first round"
        lines.append(f"[heading]In a fight[/] with {foes}, {fought}"
                     + (f"; next round: {', '.join(notes)}" if notes else ""))
    return lines


def item_text(state: Any, item: Any, names: Names) -> str:
    d = state.pack.items[item.card]
    text = names.item(item.card)
    if item.uses is not None:
        text += f" {item.uses}/{d.uses}"
    if item.clip:
        text += " +clip"
    if item.attached:
        text += f" (on the {names.key(item.attached)})"
    if item.dropped:
        text += " (thrown)"
    elif d.electric and state.magnetic():
        text += " (dead)"
    if d.hth:
        text += f" HtH {d.hth:+d}"
    return text


def equipment_lines(state: Any) -> list[str]:
    names = Names(state)
    cells = [item_text(state, i, names) for i in state.items]
    lines = [f"[heading]Equipment[/] {len(cells)} of 13"]
    half = 38
    for k in range(0, len(cells), 2):
        left = cells[k]
        right = cells[k + 1] if k + 1 < len(cells) else ""
        plain = Text.from_markup(left).cell_len
        lines.append(f"  {left}{' ' * max(1, half - plain)}{right}".rstrip())
    return lines


def house_line(state: Any) -> str:
    house = state.house
    number = house.current
    left = len(house.deck(number))
    word = "One" if number == 1 else "Two"
    line = f"[heading]House[/] Deck {word} in play, {left} cards left"
    if number == 1:
        goal = Names(state).encounter(state.setup.goal_code)
        line += f"; Deck Two {len(house.decks[1])} cards ({goal} is in it)"
    if state.escaping is not None:
        line += f"; [bad]leaving: {state.escaping} card(s) to the way out[/]"
    if state.flare:
        line += f"; the flare lights {state.flare} more area(s)"
    return line


def status_lines(state: Any, sym: Symbols) -> list[str]:
    lines = time_lines(state, sym)
    if state.warrior is not None:
        lines += track_lines(state, sym)
        lines += rating_lines(state, state.log)
    lines += equipment_lines(state)
    lines.append(house_line(state))
    if state.log_entries or state.markers:
        lines.append(log_entries_line(state))
    return lines


def map_lines(state: Any, sym: Symbols) -> list[str]:
    """The House: both decks and their discard piles, and the last areas explored."""
    house = state.house
    names = Names(state)
    lines = ["[heading]The House[/]"]
    sizes = {n: (len(house.deck(n)), len(house.discard(n))) for n in (1, 2)}
    per = max(1, math.ceil(max(d + p for d, p in sizes.values()) / MAP_WIDTH))
    for number, word in ((1, "One"), (2, "Two")):
        deck, pile = sizes[number]
        here = ", [bold]in play[/]" if house.current == number else ""
        cells = bar(-(-pile // per), -(-(deck + pile) // per), sym, "time")
        lines.append(f"Deck {word}  {cells} {pile} explored, {deck} left{here}")
    if house.removed:
        lines.append(f"Removed from the game: {len(house.removed)} card(s)")
    turned = [e for e in state.log if e.get("type") == "card_turned"][-RECENT:]
    if turned:
        lines.append("[heading]The last areas[/]")
        for e in turned:
            lines.append(f"  {clock(int(e['time']))}  {escape(str(e['back']).capitalize())}: "
                         f"{names.encounter(e['encounter'])}")
    return lines
