"""What the Warrior may do at the start of a turn, before the next card is turned
("Pausing and Reloading"; the First Aid Kit, Medi-Kit, Smash, Remote Camera, Dynamite,
Flare Gun and Rope and Launcher cards).

Each turn, after the Time Phase, an ``action`` prompt may offer what is possible now, and
``explore`` (turn the next card). In a free area (one that was empty, or whose
inhabitants are dead): wait 30 seconds, heal with a kit (when wounded), reload an empty
weapon from its Spare Clip, each with its Wandering Zombie check. Anywhere but in a fight
or a trap: take Smash, set up the Remote Camera, blow a short cut with Dynamite (one
charge a turn), fire the Flare Gun (at night), and after a Balcony bypass areas with the
Rope and Launcher.

The player is not asked the same question every card (docs/chainsaw-warrior/rules.md,
"The action prompt"): the prompt comes when something is on offer that was not when he
last turned a card without acting (an item newly held, a weapon emptied, night, a
Balcony behind him), when he has been wounded since, or when a new deck begins. Waiting
alone never brings it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine import harm
from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6
from crawlbook.rulesets.chainsaw_warrior.engine.asks import choose, item_label, status
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import carried, hooked, use
from crawlbook.rulesets.chainsaw_warrior.engine.skipping import skip, use_camera
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Item
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance, minutes
from crawlbook.rulesets.chainsaw_warrior.engine.wandering import check

from crawlbook.ruleset import Prompt, roll

Proc = Generator[Prompt, str, Any]


def available(state: GameState) -> list[tuple[str, str]]:
    """The actions possible now, as (id, label); ids are ``kind`` or ``kind:ITEM``."""
    options: list[tuple[str, str]] = []
    # The hooks of the cards he holds, asked once: most turns he holds none of the six
    # (benchmarks/cw_bench.py compare instructions).
    held = carried(state)
    if state.area_free:
        options.append(("wait", "Wait 30 seconds"))
        if "heal" in held and state.me.wounds < state.me.wounds_max:
            for item, _ in hooked(state, "heal"):
                options.append((f"heal:{item.key}",
                                f"Heal with the {item_label(state, item)}"))
        for item in state.items:
            if item.uses == 0 and item.clip:
                options.append((f"reload:{item.key}",
                                f"Reload the {state.defn(item).name} (Spare Clip)"))
    if "smash" in held and not state.smashed():
        for item, _ in hooked(state, "smash"):
            options.append((f"smash:{item.key}", "Take Smash"))
    if "camera" in held:
        for item, _ in hooked(state, "camera"):
            options.append((f"camera:{item.key}", "Set up the Remote Camera"))
    # "At the start of any turn ... you may use one charge": one a turn.
    if "dynamite" in held and state.dynamite_turn != state.turns:
        for item, _ in hooked(state, "dynamite"):
            options.append((f"dynamite:{item.key}", "Blow a short cut with Dynamite"))
    if "flare" in held and state.night() and not state.flare:
        for item, _ in hooked(state, "flare"):
            options.append((f"flare:{item.key}", "Fire the Flare Gun"))
    if "rope" in held and state.last_back == "balcony":
        for item, _ in hooked(state, "rope"):
            options.append((f"rope:{item.key}", "Bypass areas with the Rope and Launcher"))
    return options


def worth_asking(state: GameState, options: list[tuple[str, str]]) -> bool:
    """Whether the offer is new since the player last turned a card without acting."""
    if not options or (len(options) == 1 and options[0][0] == "wait"):
        return False  # waiting alone never brings it: most turns (cw_bench.py instructions)
    ids = {i for i, _ in options if i != "wait"}
    if not ids:
        return False
    last = state.declined
    if last is None:
        return True
    declined, deck, wounds = last
    return bool(ids - declined) or deck != state.house.current or state.me.wounds < wounds


def offer(state: GameState) -> list[tuple[str, str]] | None:
    """The actions possible now, when the offer is worth asking (else None)."""
    options = available(state)
    return options if worth_asking(state, options) else None


def actions(state: GameState, options: list[tuple[str, str]] | None = None) -> Proc:
    """Offer the actions (when the offer is worth asking) until the player turns the next
    card; ``options``: the first offer, already worked out (``offer``)."""
    while True:
        if options is None:
            options = offer(state)
            if options is None:
                return
        answer = yield from choose("action", "Before you turn the next card",
                                   [("explore", "Turn the next card"), *options],
                                   # the tracks and the clock, unless nobody
                                   # reads them (``State.unread``)
                                   {} if "action" in state.unread else status(state),
                                   "explore")
        if answer == "explore":
            state.declined = (frozenset(i for i, _ in options), state.house.current,
                              state.me.wounds)
            return
        kind, _, key = answer.partition(":")
        item = next((i for i in state.items if i.key == key), None) if key else None
        state.emit("action", action=kind, item=key or None)
        yield from ACTIONS[kind](state, item)
        options = None


def wait(state: GameState, item: Item | None) -> Proc:
    advance(state, 1, "waiting")
    yield from check(state, "waiting")


def heal_with(state: GameState, item: Item | None) -> Proc:
    """"Add 30 seconds to the time and check for a Wandering Zombie as usual. If one does
    not appear, roll 1 die, recover that many wounds and discard the kit. If a Zombie
    turns up ... fight it off. Once it is defeated ... start again." Fleeing (or hiding
    from) it postpones the healing."""
    assert item is not None
    while True:
        advance(state, 1, "healing")
        outcome = yield from check(state, "healing")
        if outcome is None:
            harm.heal(state, roll(state, ONE_D6, "healing"), state.defn(item).name)
            use(state, item, "healing")
            return
        if outcome != "won":
            return


def reload(state: GameState, item: Item | None) -> Proc:
    """"Reloading takes 30 seconds ... If the roll indicates that one arrives you may
    assume that it turns up after you have reloaded"."""
    assert item is not None
    advance(state, 1, "reloading")
    item.uses = state.defn(item).uses
    item.clip = False
    state.emit("reload", item=item.key, uses=item.uses)
    yield from check(state, "reloading")


def smash(state: GameState, item: Item | None) -> Proc:
    assert item is not None
    hook = state.defn(item).hook("smash") or {}
    use(state, item, "smash")
    state.smash_until = state.time + minutes(int(hook.get("minutes", 5)))
    state.smash_bonus = int(hook.get("hth", 3))
    state.emit("smash", until=state.smash_until, hth=state.smash_bonus)
    return
    yield


def camera(state: GameState, item: Item | None) -> Proc:
    assert item is not None
    use_camera(state, item, str((state.defn(item).hook("camera") or {}).get("dice", "2D6")))
    return
    yield


def dynamite(state: GameState, item: Item | None) -> Proc:
    """"Use one charge to blow a hole in a wall ... discard that many cards from the deck.
    At the end roll for one Wandering Zombie; one appears on a 4, 5 or 6"."""
    assert item is not None
    hook = state.defn(item).hook("dynamite") or {}
    state.dynamite_turn = state.turns
    use(state, item, "short cut")
    n = roll(state, str(hook.get("dice", "1D6")), "dynamite short cut")
    found = yield from skip(state, n, "dynamite")
    assert found is None
    yield from check(state, "dynamite", on=int(hook.get("wandering", 4)))


def flare(state: GameState, item: Item | None) -> Proc:
    assert item is not None
    hook = state.defn(item).hook("flare") or {}
    use(state, item, "flare")
    state.flare = roll(state, str(hook.get("dice", "1D6")), "flare gun")
    state.emit("flare", cards=state.flare)
    return
    yield


def rope(state: GameState, item: Item | None) -> Proc:
    """"After an encounter on a balcony you can use the Rope to bypass certain areas. Add
    30 seconds to the time, roll one die" and pass that many cards (our ruling: they are
    discarded unencountered, so no Wandering Zombie is rolled for; Missing Darkness
    applies)."""
    assert item is not None
    hook = state.defn(item).hook("rope") or {}
    use(state, item, "bypass")
    advance(state, 1, "rope and launcher")
    n = roll(state, str(hook.get("dice", "1D6")), "rope and launcher")
    state.last_back = None
    yield from skip(state, n, "rope and launcher")


ACTIONS: dict[str, Callable[[GameState, Item | None], Proc]] = {
    "wait": wait, "heal": heal_with, "reload": reload, "smash": smash, "camera": camera,
    "dynamite": dynamite, "flare": flare, "rope": rope,
}
