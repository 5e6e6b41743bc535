"""A Chainsaw Warrior booklet in print (`crawlbook booklet`; docs/maps.md and
docs/chainsaw-warrior/language.md): the set-up rows of its first page, and the Equipment
cards as a card sheet.

``setup_rows`` says what a scenario sets, as a player lays the game out ("Preparing for
Play", "Kitting Out"): the Time Track, the Allowance, the Equipment piles, the goal, the
House deck by back with each encounter by its card's title, the scenario's own cards,
the Wandering Zombie deck and the Overkill Options in play. ``equipment_sheet`` is the
Equipment reference as cards to cut out: each card's type and pile cost, its uses, what
it shoots and at what, what it adds to HtH or does to a Locked Door, and its engine hooks
in words (docs/chainsaw-warrior/content.md). Plain text; the booklet escapes it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from crawlbook.ruleset import BookletSheet, SheetCard

BACKS = ("balcony", "corridor", "elevator", "room", "stairs")
KINDS = {"zombie": "Zombie", "chaos_agent": "Chaos Agent", "rat_pack": "Rat Pack",
         "mutant": "Mutant", "meat_machine": "Meat Machine", "darkness": "Darkness",
         "slime": "Slime"}
TYPES = {"clothing": "Clothing", "device": "Device", "gun": "Gun", "hth_weapon": "HtH Weapon",
         "heavy_weapon": "Hvy Weapon", "special": "Special"}
# What each engine hook does, in a player's words (docs/chainsaw-warrior/content.md).
HOOKS: dict[str, str] = {
    "card_override": "Deals with the {card} card{how}.",
    "avoid_radioactive": "Avoid a radioactive card: retrace five cards.",
    "no_reflex_test": "No Reflex test to shoot {kinds}.",
    "no_reflex_test_weapon": "No Reflex test to shoot with it.",
    "no_wandering": "No Wandering Zombies; an Ambush is Clear.",
    "no_night_penalty": "No HtH penalty at night.",
    "hth_vs": "+{amount} HtH against {kinds} at night.",
    "magnetic_hth": "Its HtH bonus is {amount} in a Magnetic Field.",
    "reflexes": "{amount} to Reflexes.",
    "fixed": "May not be removed in the building.",
    "armour": "Each wound: on a {saves} or more the armour takes it.",
    "radiation_reduction": "Each radiation roll less {amount}.",
    "anti_rad": "Negate one radiation roll (not a fatal one).",
    "no_infection": "A Zombie's bite does not infect you.",
    "one_wound_from": "One wound only from {kinds}.",
    "hiding": "The Hiding skill (+1 if you have it).",
    "targeting": "Fitted to a weapon: +{marksmanship} to its Aimed Shots, +{lucky} to its "
                 "Lucky Shots.",
    "dum_dum": "+{bonus} to a Gun's Aimed Shot.",
    "thrown": "May be thrown as a shot; retrieve it by killing the creature.",
    "heal": "In a free area: 30 seconds, then {dice} wounds back.",
    "camera": "30 seconds: look at {dice} cards ahead.",
    "dynamite": "A short cut: skip {dice} cards; a Wandering Zombie on {wandering}+.",
    "flare": "At night: {dice} cards treated as Clear.",
    "rope": "After a Balcony: bypass {dice} cards.",
    "smash": "+{hth} HtH for {minutes} minutes, then {dice} wounds.",
    "flash_bomb": "At night: +{hth} HtH for a combat, or escape at the second round.",
    "imagizer": "One automatic escape, or +{lucky} to one Lucky Shot.",
    "waistcoat": "Kills Darkness and you with it: a draw.",
    "teleport": "Leave the building at once when you must.",
    "needle": "First round: the creature dies after half {dice} rounds.",
    "nets": "First round: one opponent defeated (not Darkness, not the Meat Machine).",
    "time_grenade": "First round: the creature is sent to the other deck.",
    "cnes": "One round: the creature is destroyed; {dice} wounds to you.",
    "tdd_passage": "Never miss Darkness in a Secret Passage.",
}


def _names(program: Mapping[str, Any]) -> dict[str, str]:
    return {str(code): str(card.get("title") or code)
            for code, card in (program.get("cards") or {}).items() if isinstance(card, dict)}


def setup_rows(program: Mapping[str, Any]) -> list[tuple[str, str]]:
    setup = program.get("setup") or {}
    content = program.get("content") or {}
    names = _names(program)
    night = setup.get("night_at", 30)
    rows = [("The Time Track", f"{setup.get('time_limit', 60)} minutes; "
             + (f"night falls at {night}:00" if night else "night from the start")
             + (f"; the Time marker starts at {setup['start_time']}:00"
                if setup.get("start_time") else ""))]
    rows.append(("Equipment Allowance", f"{setup.get('allowance') or '1D6+2'} points; the "
                 "Laser-lance is free"))
    if setup.get("advanced_equipment"):
        rows.append(("Equipment cards", "the White Dwarf 88 cards are in the piles"))
    goal = str(setup.get("goal") or "darkness").upper()
    if goal == "DARKNESS":
        rows.append(("The goal", "Darkness, shuffled into Deck Two: destroy it with the "
                     "Laser-lance"))
    else:
        rows.append(("The goal", f"{names.get(goal, goal)}, shuffled into Deck Two as "
                     "Darkness is: its card says when the game is won"))
    house = setup.get("house") or (content.get("house") or {}).get("backs") or {}
    total = sum(sum(c.values()) for c in house.values() if isinstance(c, dict))
    rows.append(("The House deck", f"{total} cards: " + ", ".join(
        f"{back.capitalize()} {sum(house[back].values())}" for back in BACKS
        if isinstance(house.get(back), dict))))
    for back in BACKS:
        counts = house.get(back)
        if isinstance(counts, dict):
            rows.append((f"{back.capitalize()} backs", ", ".join(
                f"{n} {names.get(code, code)}" for code, n in counts.items())))
    encounters = setup.get("encounters") or {}
    if encounters:
        rows.append(("Cards of this house", ", ".join(
            f"{names.get(code, code)} ({enc.get('category')}"
            + (", radioactive" if enc.get("radioactive") else "") + ")"
            for code, enc in encounters.items())))
    wandering = setup.get("wandering") or (content.get("wandering") or {}).get("cards")
    if wandering:
        rows.append(("Wandering Zombie deck", f"{wandering} cards"))
    rules = setup.get("optional_rules") or []
    if rules:
        rows.append(("Overkill Options", ", ".join(rules)))
    return rows


def _hook_text(hook: Mapping[str, Any]) -> str | None:
    words = HOOKS.get(str(hook.get("hook")))
    if words is None:
        return None
    values = {k: (", ".join(KINDS.get(str(x), str(x)) for x in v) if isinstance(v, list)
                  else v) for k, v in hook.items()}
    if hook.get("hook") == "card_override":
        effect = hook.get("effect")
        values["how"] = (f": only {hook.get('minutes', 1)} minute(s) lost"
                         if effect == "minutes" else "")
        values["card"] = str(hook.get("card", "")).replace("_", " ").title()
    try:
        return words.format(**values)
    except (KeyError, IndexError):
        return words


def item_card(code: str, item: Mapping[str, Any], piles: Mapping[str, Any]) -> SheetCard:
    """One Equipment card as printed on the sheet."""
    kind = TYPES.get(str(item.get("type")), str(item.get("type")))
    back = str(item.get("back"))
    pile = piles.get(back)
    cost = (f", {pile.get('cost')} point(s)" if isinstance(pile, Mapping)
            else ", free" if back == "board" else "")
    kicker = f"{kind}{cost}" + (" · White Dwarf 88" if item.get("wd88") else "")
    lines = []
    uses = item.get("uses")
    if uses is not None:
        lines.append("One Use Only" if item.get("one_use") else f"Uses: {uses}")
    targets = item.get("targets") or {}
    if targets:
        lines.append("To hit: " + ", ".join(f"{KINDS.get(k, k)} {n}" for k, n in
                                             targets.items()))
    if item.get("door") is not None:
        door = item["door"]
        lines.append("Locked Door: opens it" if door == "auto" else f"Locked Door: {door}")
    if item.get("hth"):
        lines.append(f"HtH {int(item['hth']):+d}" + (" (an HtH weapon: one per fight)"
                                                     if item.get("hth_weapon") else ""))
    if item.get("electric"):
        lines.append("Electric: dead in a Magnetic Field")
    for hook in item.get("hooks") or []:
        text = _hook_text(hook) if isinstance(hook, Mapping) else None
        if text:
            lines.append(text)
    return SheetCard(title=str(item.get("name") or code), kicker=kicker, lines=tuple(lines))


def equipment_sheet(program: Mapping[str, Any]) -> list[BookletSheet]:
    """The Equipment cards of the program's content pack, by pile, as a card sheet."""
    equipment = (program.get("content") or {}).get("equipment") or {}
    items = equipment.get("items") or {}
    piles = equipment.get("piles") or {}
    if not items:
        return []
    order = {back: k for k, back in enumerate(("board", *piles, "house"))}
    cards = [item_card(code, item, piles)
             for code, item in sorted(items.items(), key=lambda kv: (
                 order.get(str(kv[1].get("back")), 99), str(kv[1].get("name"))))
             if isinstance(item, Mapping)]
    return [BookletSheet(anchor="equipment", title="Equipment cards", cards=tuple(cards),
                         text="The Reference Section's Equipment, to cut out and lay beside "
                              "the board: the Laser-lance first, then the piles by back.")]


def mission_counts(program: Mapping[str, Any]) -> dict[str, int | None]:
    """What `crawlbook missions` shows of a Chainsaw Warrior scenario: the cards of its
    House deck ("Preparing for Play"), the cards its booklet writes for this house
    (ENCOUNTER lines) and the minutes on its Time Track; it has no Events."""
    setup = program.get("setup") or {}
    content = program.get("content") or {}
    house = setup.get("house") or (content.get("house") or {}).get("backs") or {}
    return {"House deck": sum(sum(c.values()) for c in house.values() if isinstance(c, dict)),
            "Own cards": len(setup.get("encounters") or {}),
            "Minutes": int(setup.get("time_limit", 60))}
