"""The Warrior's Equipment ("Kitting Out": limited uses, Spare Clips, at most one Gun, one
Heavy Weapon and 13 items; "Reference Section: Equipment").

What the rules ask of the items he holds (``usable``: not a thrown Knife, not an electric
item inside a Magnetic Field; ``hooked``: the usable items carrying an engine hook) and how
items come and go: ``use`` ticks the uses box (a One Use Only card is then discarded),
``remove`` discards, loses or destroys a card (a C.A.T.S. or Dum-Dum Bullets go with the
weapon they serve), ``gain`` adds one, keeping the limits.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6
from crawlbook.rulesets.chainsaw_warrior.engine.asks import choose, item_label
from crawlbook.rulesets.chainsaw_warrior.engine.content import LASER_LANCE, item_values
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Item

from crawlbook.ruleset import Prompt, roll

if TYPE_CHECKING:
    from crawlbook.rulesets.chainsaw_warrior.engine.content import ItemDef

MAX_ITEMS = 13  # "you may never have more than 13 pieces of equipment in total"
ONE_OF = ("gun", "heavy_weapon")  # "a maximum of one gun and one heavy weapon"


def usable(state: GameState, item: Item) -> bool:
    """In his hands and working: not a Knife lying where it was thrown, not an electric
    item while a Magnetic Field lasts ("Trap - Magnetic Field")."""
    if item.dropped:
        return False
    return not (state.pack.items[item.card].electric and state.magnetic())


def charged(item: Item) -> bool:
    """Uses left in its box (an item without a box never runs out)."""
    return item.uses is None or item.uses > 0


def ready(state: GameState, item: Item) -> bool:
    """``charged`` and ``usable``, in one call: ``hooked`` and ``first_hooked`` ask it
    about 250 times a game (benchmarks/cw_bench.py compare instructions)."""
    uses = item.uses
    if (uses is not None and uses <= 0) or item.dropped:
        return False
    until = state.magnetic_until  # ``state.magnetic()``, read in place
    return until is None or state.time >= until or not state.pack.items[item.card].electric


def holding(state: GameState, card: str) -> Item | None:
    for item in state.items:
        if item.card == card:
            return item
    return None


def hooked(state: GameState, hook: str) -> list[tuple[Item, dict[str, Any]]]:
    """The usable items with uses left that carry ``hook``, with the hook's parameters
    (in the order he holds them)."""
    if state.held != state.items:  # ``carried``'s test, asked here: most are answered so
        carried(state)
    if hook not in state.held_hooks:
        return []
    holders = state.pack.holders[hook]
    found = []
    for item in state.items:
        params = holders.get(item.card)
        if params is not None and ready(state, item):
            for h in params:
                found.append((item, h))
    return found


def first_hooked(state: GameState, hook: str) -> tuple[Item, dict[str, Any]] | None:
    """The first of ``hooked``, or None."""
    if state.held != state.items:  # ``carried``'s test, asked here: most are answered so
        carried(state)
    if hook not in state.held_hooks:
        return None
    holders = state.pack.holders[hook]
    for item in state.items:
        params = holders.get(item.card)
        if params is not None and ready(state, item):
            return item, params[0]
    return None


def carried(state: GameState) -> frozenset[str]:
    """The hooks the cards he holds carry, usable or not (``hooked`` and ``first_hooked``
    look no further for any other: about 480 questions a game, most about a hook no held
    card carries; benchmarks/cw_bench.py compare instructions). Worked out again only
    when ``state.items`` is no longer equal to the copy ``state.held`` it was worked out
    from: an item equal to another is the same card, with the same hooks; no rule
    changes an item's card; whoever changes the list (``gain``, ``remove``, a test)
    changes what it equals."""
    items = state.items
    if state.held != items:
        defs = state.pack.items
        state.held = list(items)
        state.held_hooks = frozenset(h for i in items for h in defs[i.card].by_hook)
    return state.held_hooks


# ``has_type``, ``lance_ok`` and ``_key`` are loops rather than ``any``/``all`` of a
# generator: asked every turn and at every card gained, over a handful of items, where
# the generator's frame costs more than the test (benchmarks/cw_bench.py compare
# instructions).
def has_type(state: GameState, type_: str) -> bool:
    items = state.pack.items
    for i in state.items:
        if items[i.card].type == type_:
            return True
    return False


def lance_ok(state: GameState) -> bool:
    """A Laser-lance with a charge left or a Spare Clip for it ("Escaping the Building")."""
    for i in state.items:
        if i.card == LASER_LANCE and (i.uses is None or i.uses > 0 or i.clip):
            return True
    return False


def use(state: GameState, item: Item, cause: str) -> None:
    """Tick one use off ``item`` (a One Use Only card is discarded)."""
    d = state.pack.items[item.card]
    if item.uses is not None:
        if item.uses <= 0:
            raise AssertionError(f"{item.key} has no use left")  # the rules never ask it
        item.uses -= 1
    log = state.log
    kept = log.kept
    if kept is None or "item_used" in kept:  # ``log.wants``, asked in place (``arrives``)
        state.emit("item_used", item=item.key, card=item.card, uses_left=item.uses,
                   cause=cause)
    else:
        log.left_out += 1
    if d.one_use and item in state.items:
        remove(state, item, "discarded", cause)


# How a card leaves the Warrior: the event, and where the card goes.
_HOW = {"discarded": ("item_discarded", "discard"), "left": ("item_lost", "discard"),
        "lost": ("item_lost", "removed"), "broken": ("item_broken", "removed")}


def remove(state: GameState, item: Item, how: str, cause: str) -> None:
    """``item`` leaves the Warrior: discarded (used up, or with its weapon), left behind,
    lost (stolen, a Knife not retrieved) or broken (removed from the game)."""
    event, where = _HOW[how]
    state.items.remove(item)
    if item.house is not None:  # a First Aid Kit is a House card
        pile = (state.house.discard(state.current_deck) if where == "discard"
                else state.house.removed)
        pile.append(item.house)
    else:
        (state.equipment_discard if where == "discard" else state.equipment_removed).append(
            item.card)
    state.emit(event, item=item.key, card=item.card, cause=cause)
    for other in [i for i in state.items if i.attached == item.key]:
        remove(state, other, "discarded", f"with {state.pack.items[item.card].name}")


def removable(state: GameState, exclude: str | None = None) -> list[Item]:
    """Items the Warrior may give up (an X-oskeleton "may not be removed")."""
    items = state.pack.items
    return [i for i in state.items if i.key != exclude and "fixed" not in items[i.card].by_hook]


def _key(state: GameState, card: str) -> str:
    base = card.lower()
    for i in state.items:
        if i.key == base:
            break
    else:
        return base
    state.serial += 1
    return f"{base}-{state.serial}"


def may_take(state: GameState, d: ItemDef) -> bool:
    """At most one Gun and one Heavy Weapon at any one time."""
    return not (d.type in ONE_OF and has_type(state, d.type))


def gain(state: GameState, card: str, cause: str, house: str | None = None,
         attach_now: bool = True) -> Generator[Prompt, str, Item | None]:
    """The Warrior takes the card ``card``; returns the Item, or None when the limits
    forbid it. With more than 13 items he leaves one behind (his choice, the new one too).
    A C.A.T.S. is fitted to a weapon (his choice) and Dum-Dum Bullets go beside the Gun
    (``attach_now``: at once; Kitting Out attaches them when the kit is complete)."""
    d = state.pack.items[card]
    if not may_take(state, d):
        state.emit("item_refused", card=card, cause=cause,
                   reason=f"only one {d.type.replace('_', ' ')}")
        return None
    item = Item(key=_key(state, card), card=card, uses=d.uses, house=house)
    state.items.append(item)
    if state.log.wants("item_gained"):  # the card's values built only when kept
        state.emit("item_gained", item=item.key, card=card, uses=item.uses, cause=cause,
                   house=house, values=item_values(d))
    if len(state.items) > MAX_ITEMS:
        yield from leave_one(state, cause)
    if attach_now and item in state.items:
        yield from attach(state)
    return item if item in state.items else None


def leave_one(state: GameState, cause: str) -> Generator[Prompt, str, None]:
    options = [(i.key, item_label(state, i)) for i in removable(state)]
    answer = yield from choose("leave_item", "Thirteen items at most: which do you leave "
                               "behind?", options, {"items": len(state.items)})
    remove(state, next(i for i in state.items if i.key == answer), "left", cause)


def fits(state: GameState, item: Item, hook: dict[str, Any]) -> bool:
    """Can a C.A.T.S. be fitted to ``item`` (a type in lower case, a card in capitals)?"""
    d = state.pack.items[item.card]
    return any(f == d.type or f == item.card for f in hook.get("fits", ()))


def attach(state: GameState) -> Generator[Prompt, str, None]:
    """Fit every loose C.A.T.S. (his choice of weapon) and Dum-Dum Bullets (the Gun)."""
    items = state.pack.items
    for item in list(state.items):
        if item.attached is not None or item not in state.items:
            continue
        d = items[item.card]
        cats = d.hook("targeting")
        if cats is not None:
            taken = {i.attached for i in state.items if i.attached}
            weapons = [w for w in state.items if fits(state, w, cats) and w.key not in taken]
            if weapons:
                answer = yield from choose(
                    "cats_weapon", "Fit the C.A.T.S. to which weapon?",
                    [(w.key, item_label(state, w)) for w in weapons], {"item": item.key})
                item.attached = answer
                state.emit("item_attached", item=item.key, to=answer)
        elif d.hook("dum_dum") is not None:
            gun = next((g for g in state.items if items[g.card].type == "gun"), None)
            if gun is not None:
                item.attached = gun.key
                state.emit("item_attached", item=item.key, to=gun.key)


def breakage(state: GameState, on: int, cause: str) -> None:
    """Roll a die for every item he holds; on ``on`` or more it is destroyed (a C.A.T.S.
    is tested on its own, and goes with its weapon)."""
    for item in list(state.items):
        if item not in state.items or item.dropped:
            continue
        name = state.pack.items[item.card].name
        if roll(state, ONE_D6, f"breakage ({name})") >= on:
            remove(state, item, "broken", cause)
