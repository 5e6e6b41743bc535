"""Kitting Out ("Kitting Out": the Equipment Allowance, piles by type and cost, the
Laser-lance; "Escaping the Building": the new allowance; "Dump"; the Overkill Options
"Kitting Out I", "II" and "III").

The Warrior spends his points one card at a time: he names a pile he can pay for and
takes its top card, face down ("you must pick them at random from the top of the
face-down piles"), until he stops or nothing more can be bought. A pile is offered only
while it can give him a card he may hold (one Gun, one Heavy Weapon, 13 items in all).
Dum-Dum Bullets drawn without a Gun may be discarded and another card chosen.

The options: Kitting Out I, 2 points for a Spare Clip at the start; Kitting Out II, 2
points to choose the cards instead of drawing them (Extra Training I lets him, Extra
Training II makes him); Kitting Out III, wait for more equipment and enter at 10 minutes
with 1 to 3 points more (``kit_at_start``).
"""

from __future__ import annotations

import math
from collections.abc import Generator
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6
from crawlbook.rulesets.chainsaw_warrior.engine.asks import choose, item_label, yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.content import LASER_LANCE
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import (
    MAX_ITEMS,
    attach,
    gain,
    has_type,
    may_take,
    remove,
)
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Item
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance, minutes

from crawlbook.ruleset import Prompt, roll

CLIP_COST = 2  # "you may spend 2 points on a refill or spare clip for any item"
CHOOSE_COST = 2  # Kitting Out II: "you may spend two points of your Equipment Allowance"
WAIT_MINUTES = 10  # Kitting Out III: "move the Time Marker onto the ten minute box"


def pile_open(state: GameState, pile: str, points: int) -> bool:
    cards = state.piles.get(pile) or []
    _, cost = state.pack.piles[pile]
    if cost > points or len(state.items) >= MAX_ITEMS:
        return False
    return any(may_take(state, state.pack.items[c]) for c in cards)


def draw(state: GameState, pile: str) -> str:
    """The top card of ``pile`` the Warrior may hold (a card he may not is put under the
    pile, unseen: our ruling)."""
    cards = state.piles[pile]
    while True:
        card = cards.pop()
        if may_take(state, state.pack.items[card]):
            return card
        cards.insert(0, card)
        state.emit("pile_under", pile=pile, card=card)


def refillable(state: GameState, item: Item) -> bool:
    d = state.pack.items[item.card]
    return d.uses is not None and not d.one_use


def refills(state: GameState, cost: str = "") -> list[tuple[str, str]]:
    """The refills (a partly used box filled again) and Spare Clips (one per card) the
    Warrior could take: not for One Use Only cards or cards without a uses box."""
    options = []
    for item in state.items:
        if refillable(state, item):
            label = item_label(state, item)
            if item.uses is not None and item.uses < (state.defn(item).uses or 0):
                options.append((f"refill:{item.key}", f"Refill {label}{cost}"))
            if not item.clip:
                options.append((f"clip:{item.key}", f"A Spare Clip for {label}{cost}"))
    return options


def kit_at_start(state: GameState, points: int) -> Generator[Prompt, str, None]:
    """Kitting Out before the Warrior enters the house, with the Kitting Out options."""
    wait = state.rule("kitting-out-3") and (yield from yes_no(
        "kit_wait", "Wait for more equipment (enter at 10 minutes with 1 to 3 more "
        "points)?", {"points": points}, "no"))
    choosing = yield from _choose_cards(state, points)
    if choosing:
        points -= CHOOSE_COST
    left = yield from kit_out(state, points, clips=state.rule("kitting-out-1"),
                              choosing=choosing)
    if wait:
        # "immediately move the Time Marker onto the ten minute box ... roll a die and
        # divide the number rolled by two (rounding fractions up)"; points left unspent
        # are kept for this second spending (our ruling)
        advance(state, minutes(WAIT_MINUTES), "waiting for equipment")
        more = math.ceil(roll(state, ONE_D6, "more equipment") / 2)
        yield from kit_out(state, left + more, "more equipment",
                           clips=state.rule("kitting-out-1"), choosing=choosing)


def _choose_cards(state: GameState, points: int) -> Generator[Prompt, str, bool]:
    """Kitting Out II: pay 2 points to choose the cards. Extra Training II: "Must use
    Kitting Out II" (paid without asking, when he has the points); Extra Training I: "May
    use" it."""
    if points < CHOOSE_COST or not (state.rule("kitting-out-2")
                                    or state.rule("extra-training-1")
                                    or state.rule("extra-training-2")):
        return False
    if state.rule("extra-training-2"):
        chosen = True
    else:
        chosen = yield from yes_no("kit_choose", f"Spend {CHOOSE_COST} of your {points} "
                                   "points to choose your Equipment cards instead of "
                                   "drawing them?", {"points": points}, "no")
    if chosen:
        state.emit("kit_choose", cost=CHOOSE_COST, points_left=points - CHOOSE_COST)
    return chosen


def kit_out(state: GameState, points: int, cause: str = "kitting out",
            outside: bool = False, clips: bool = False,
            choosing: bool = False) -> Generator[Prompt, str, int]:
    """Spend ``points``; returns the points left. ``outside``: after Escaping the
    Building, a new Laser-lance first if his is gone or spent, and refills or Spare Clips
    for 2 points each; ``clips``: Spare Clips for 2 points (Kitting Out I); ``choosing``:
    he chooses each card from the pile (Kitting Out II)."""
    state.emit("kit_allowance", points=points, cause=cause)
    if outside:
        points = yield from _new_lance(state, points)
    while True:
        options: list[tuple[str, str]] = []
        for pile, (name, cost) in state.pack.piles.items():
            if pile_open(state, pile, points):
                options.append((pile, f"{name} ({cost})"))
        if (outside or clips) and points >= CLIP_COST:
            options.extend(refills(state, f" ({CLIP_COST})"))
        if not options:
            break
        # Enter spends: the first pile open (a Gun first while he has none), never
        # "Done", which would leave the points unspent.
        ids = [i for i, _ in options]
        held = {state.pack.items[i.card].type for i in state.items}
        default = "gun" if "gun" in ids and "gun" not in held else ids[0]
        answer = yield from choose("kit", f"Equipment Allowance: {points} point(s) left",
                                   [("done", "Done"), *options],
                                   {"points": points, "items": len(state.items)}, default)
        if answer == "done":
            break
        if ":" in answer:
            what, _, key = answer.partition(":")
            item = next(i for i in state.items if i.key == key)
            refill(state, item, what, cause)
            points -= CLIP_COST
            continue
        points -= yield from take_from(state, answer, points, cause, choosing)
    yield from attach(state)
    if state.log.wants("kit_chosen"):  # left out of a lean log (``wandering.arrives``)
        state.emit("kit_chosen", items=[i.card for i in state.items], points_left=points,
                   cause=cause)
    return points


def take_from(state: GameState, pile: str, points: int, cause: str,
              choosing: bool = False) -> Generator[Prompt, str, int]:
    """Draw one card from ``pile`` (``choosing``: the player picks it); returns the
    points spent."""
    _, cost = state.pack.piles[pile]
    card = (yield from pick_card(state, pile)) if choosing else draw(state, pile)
    if state.log.wants("kit_drawn"):  # left out of a lean log (``wandering.arrives``)
        state.emit("kit_drawn", pile=pile, card=card, cost=cost, points_left=points - cost,
                   chosen=choosing)
    d = state.pack.items[card]
    if d.hook("dum_dum") is not None and not has_type(state, "gun"):
        if (yield from _redraw(state, card)):
            state.equipment_discard.append(card)
            state.emit("item_discarded", item=None, card=card, cause="no gun for it")
            return 0
    yield from gain(state, card, cause, attach_now=False)
    return cost


def pick_card(state: GameState, pile: str) -> Generator[Prompt, str, str]:
    """Kitting Out II: "choose which equipment cards to take": any card of the pile he
    may hold, by name."""
    cards = state.piles[pile]
    items = state.pack.items
    allowed = sorted({c for c in cards if may_take(state, items[c])},
                     key=lambda c: items[c].name)
    answer = yield from choose("kit_card", f"Which {state.pack.piles[pile][0]} card?",
                               [(c, items[c].name) for c in allowed], {"pile": pile})
    cards.remove(answer)
    return answer


def _redraw(state: GameState, card: str) -> Generator[Prompt, str, bool]:
    answer = yield from choose("dum_dum_redraw", "Dum-Dum Bullets and no Gun: discard them "
                               "and choose another card?",
                               [("yes", "Discard and choose again"), ("no", "Keep them")],
                               {"card": card}, "yes")
    return answer == "yes"


def refill(state: GameState, item: Item, what: str, cause: str) -> None:
    """A refill (the uses box full again) or a Spare Clip beside the card."""
    if what == "refill":
        item.uses = state.defn(item).uses
        state.emit("refill", item=item.key, uses=item.uses, cause=cause)
    else:
        item.clip = True
        state.emit("spare_clip", item=item.key, cause=cause)


def _new_lance(state: GameState, points: int) -> Generator[Prompt, str, int]:
    """"One of these points must be spent on a new Laser-lance" (none when he still has a
    working one: the Chasm). A spent one without a Spare Clip is replaced."""
    lance = next((i for i in state.items if i.card == LASER_LANCE), None)
    if lance is not None and (lance.uses is None or lance.uses > 0 or lance.clip):
        return points
    if lance is not None:
        remove(state, lance, "discarded", "replaced")
    item = yield from gain(state, LASER_LANCE, "a new Laser-lance")
    state.emit("kit_drawn", pile="board", card=LASER_LANCE, cost=1, points_left=points - 1)
    return points - 1 if item is not None else points


def dump(state: GameState, pile: str, cause: str) -> Generator[Prompt, str, Any]:
    """A Dump: a random card of ``pile``, or a refill, or a Spare Clip for an item he
    has; "If you can't take either of the items offered discard the card"."""
    options: list[tuple[str, str]] = []
    name = state.pack.piles[pile][0]
    if pile_open(state, pile, state.pack.piles[pile][1]):
        options.append(("take", f"Take a random {name} card"))
    options.extend(refills(state))
    if not options:
        state.emit("dump_empty", pile=pile)
        return
    answer = yield from choose("dump", "The Dump: what do you take?",
                               [("nothing", "Nothing"), *options], {"pile": pile}, "nothing")
    if answer == "nothing":
        return
    if answer == "take":
        card = draw(state, pile)
        state.emit("dump_card", pile=pile, card=card)
        yield from gain(state, card, cause)
        return
    what, _, key = answer.partition(":")
    refill(state, next(i for i in state.items if i.key == key), what, cause)
