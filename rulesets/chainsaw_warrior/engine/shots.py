"""Shooting: the Aimed Shot (fight steps 4 and 5), the weapons that can shoot a creature,
the equipment that helps (C.A.T.S., Dum-Dum Bullets, the Reflex-sparing devices) and the
Lucky Shot table ("Fighting Creatures", "Reference Section: Equipment").

Used by the fight (``engine.fight``) and by the cards that shoot before a creature acts
(the SHOOT verb: Chaos Agent 7, the Slime).
"""

from __future__ import annotations

from collections.abc import Generator
from fractions import Fraction
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import TWO_D6
from crawlbook.rulesets.chainsaw_warrior.engine.asks import choose, yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.content import Creature, ItemDef
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import hooked, ready, use
from crawlbook.rulesets.chainsaw_warrior.engine.reflexes import rating as reflex_rating
from crawlbook.rulesets.chainsaw_warrior.engine.reflexes import reflex_test
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Item

from crawlbook.ruleset import Prompt, roll

RAPID_FIRE_MAX = 6  # "You may fire a maximum of six shots"

# The Lucky Shot table (one die, modifiers added; our reading of the garbled source,
# docs/chainsaw-warrior/rules.md): result, whether one use is ticked off.
LUCKY_SHOT: dict[int, tuple[str, bool]] = {
    1: ("shot_yourself", True),
    2: ("weapon_smashed", False),
    3: ("no_shot_wound", False),
    4: ("miss", True),
    5: ("test", True),
    6: ("killed", True),
}


def needed(d: ItemDef, creature: Creature) -> int | None:
    """The number ``d`` needs against ``creature``: its card's (or the creature's fixed
    number, the Slime's 7), None when the creature is not on the card."""
    number = d.targets.get(creature.kind)
    if number is None:
        return None
    return creature.target if creature.target is not None else number


def shot_weapons(state: GameState, creature: Creature, shoot: str = "ANY") -> list[Item]:
    """The items that can shoot ``creature`` now: listed on the card, uses left, usable."""
    found = []
    for item in state.items:
        d = state.pack.items[item.card]
        # ``needed``'s first test, read in place: asked of every item held at every step
        # of a fight (benchmarks/cw_bench.py compare instructions)
        if d.targets.get(creature.kind) is None or not ready(state, item):
            continue
        if shoot == "GUN" and d.type != "gun":
            continue
        found.append(item)
    return found


def reflex_exempt(state: GameState, item: Item, creature: Creature) -> str | None:
    """The equipment that spares the Reflex test of an Aimed Shot, if any."""
    for other, hook in hooked(state, "no_reflex_test"):
        if creature.kind in hook.get("kinds", ()):
            return other.card
    for other, hook in hooked(state, "no_reflex_test_weapon"):
        if hook.get("weapon") == item.card:
            return other.card
    return None


def targeting(state: GameState, item: Item) -> dict[str, Any] | None:
    """The C.A.T.S. fitted to ``item``, if it works."""
    for cats, hook in hooked(state, "targeting"):
        if cats.attached == item.key:
            return hook
    return None


def dum_dum(state: GameState, item: Item) -> Item | None:
    for bullets, _ in hooked(state, "dum_dum"):
        if bullets.attached == item.key:
            return bullets
    return None


def aimed_shot(state: GameState, item: Item, creature: Creature, *, aim: int = 0,
               reflex: bool = True, cause: str = "aimed shot") -> Generator[
                   Prompt, str, bool | None]:
    """Steps 4 and 5: the Reflex test (unless spared), then 2D6 + Marksmanship (and the
    card's, the weapon's, the C.A.T.S.'s, the Dum-Dums' modifiers) against the weapon's
    number. One use is ticked off. Returns True (killed), False (missed), None (the
    creature jumped you)."""
    d = state.pack.items[item.card]
    number = needed(d, creature)
    assert number is not None
    bullets = dum_dum(state, item)
    use_bullets = False
    if bullets is not None:
        use_bullets = yield from yes_no("dum_dum", "Fire Dum-Dum Bullets (+2)?",
                                        {"weapon": item.key, "left": bullets.uses})
    spared = None if reflex else "card"
    if reflex:
        spared = reflex_exempt(state, item, creature)
    if spared is None and not reflex_test(state, "aimed shot"):
        if state.log.wants("aimed_shot"):  # left out of a lean log (``arrives``)
            state.emit("aimed_shot", weapon=item.card, creature=creature.id, needed=number,
                       jumped=True, cause=cause)
        return None
    cats = targeting(state, item)
    parts = shot_parts(state, d.aim, aim, int(cats["marksmanship"]) if cats else 0,
                       int(bullets_bonus(state, bullets))
                       if use_bullets and bullets is not None else 0)
    modifier = 0
    for _, value in parts:
        modifier += value
    # Rapid Fire's prompt entered only when the rule is in play (a generator made for
    # nothing costs more than the test; benchmarks/cw_bench.py compare instructions).
    if not (use_bullets and bullets is not None) and state.rule("rapid-fire"):
        shots = yield from burst_size(state, item)
        if shots > 1:
            return rapid_fire(state, item, creature, number, parts, shots, spared, cause)
    dice = roll(state, TWO_D6, "aimed shot")
    hit = dice + modifier >= number
    if state.log.wants("aimed_shot"):  # left out of a lean log (``arrives``)
        state.emit("aimed_shot", weapon=item.card, creature=creature.id, needed=number,
                   roll=dice, modifier=modifier, total=dice + modifier, hit=hit,
                   reflex_spared_by=spared, dum_dum=use_bullets, cause=cause,
                   modifiers=parts)
    use(state, bullets if use_bullets and bullets is not None else item, cause)
    return hit


def two_dice_at_least(n: int) -> Fraction:
    """The chance that 2D6 is ``n`` or more."""
    return Fraction(sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= n), 36)


def shot_chances(state: GameState, item: Item, creature: Creature, aim: int = 0,
                 reflex: bool = True) -> tuple[Fraction, Fraction, int, int] | None:
    """An Aimed Shot's chance in its two parts, as ``aimed_shot`` plays it: (passing the
    Reflex test, 1 when it is spared or not asked; hitting once it is passed; the number
    needed; the modifier). The whole chance is their product. None: the weapon cannot
    shoot the creature. The console and the policy read the same figures."""
    d = state.pack.items[item.card]
    number = needed(d, creature)
    if number is None:
        return None
    cats = targeting(state, item)
    modifier = sum(v for _, v in shot_parts(state, d.aim, aim,
                                            int(cats["marksmanship"]) if cats else 0, 0))
    first = Fraction(1)
    if reflex and reflex_exempt(state, item, creature) is None:
        first = Fraction(sum(1 for a in range(1, 7) for b in range(1, 7)
                             if a + b <= reflex_rating(state)), 36)
    return first, two_dice_at_least(number - modifier), number, modifier


def lucky_chances(state: GameState, item: Item, creature: Creature,
                  bonus: int) -> tuple[Fraction, Fraction] | None:
    """A Lucky Shot's chances (the table, ``LUCKY_SHOT``): (the creature killed, the
    Warrior harmed: shot himself, the weapon smashed or a wound). ``bonus``: the
    fight's (the Extra Wound table's 4); the C.A.T.S. adds its own."""
    number = needed(state.pack.items[item.card], creature)
    if number is None:
        return None
    cats = targeting(state, item)
    bonus += int(cats.get("lucky", 1)) if cats is not None else 0
    killed = harmed = Fraction(0)
    for face in range(1, 7):
        result = LUCKY_SHOT[min(6, max(1, face + bonus))][0]
        if result == "killed":
            killed += Fraction(1, 6)
        elif result == "test":
            killed += Fraction(1, 6) * two_dice_at_least(number)
        elif result in ("shot_yourself", "weapon_smashed", "no_shot_wound"):
            harmed += Fraction(1, 6)
    return killed, harmed


def door_chance(state: GameState, item: Item) -> Fraction:
    """A Locked Door opened with ``item`` ("roll this number or higher on 2 dice";
    Marksmanship counts when it is shot, Determination when smashed: ``smash_door``)."""
    d = state.pack.items[item.card]
    if d.door == "auto":
        return Fraction(1)
    cats = targeting(state, item)
    modifier = (marksmanship(state) + d.aim + (int(cats["marksmanship"]) if cats else 0)
                if d.targets else state.determination)
    return two_dice_at_least(int(d.door or 13) - modifier)


def marksmanship(state: GameState) -> int:
    """The Marksmanship rating with the Determination counters' +1 each."""
    return state.me.marksmanship + state.determination


def shot_parts(state: GameState, weapon: int, card: int, cats: int,
               bullets: int) -> list[list[Any]]:
    """The Aimed Shot's modifier, part by part as the log gives it (``modifiers``):
    Marksmanship always, then each other modifier that is not 0 (Determination, the
    weapon's own, the House card's, the C.A.T.S., the Dum-Dum Bullets)."""
    parts: list[list[Any]] = [["marksmanship", state.me.marksmanship]]
    for name, value in (("determination", state.determination), ("weapon", weapon),
                        ("card", card), ("C.A.T.S.", cats), ("dum-dum bullets", bullets)):
        if value:
            parts.append([name, value])
    return parts


def burst_size(state: GameState, item: Item) -> Generator[Prompt, str, int]:
    """Rapid Fire (optional): with a Gun, "after passing your Reflex test you decide
    whether you want to fire the usual single shot or a burst ... a maximum of six
    shots". Dum-Dum Bullets are loaded for a single shot (our ruling)."""
    if not state.rule("rapid-fire") or state.pack.items[item.card].type != "gun":
        return 1
    most = min(RAPID_FIRE_MAX, item.uses if item.uses is not None else RAPID_FIRE_MAX)
    if most < 2:
        return 1
    answer = yield from choose(
        "burst", "Fire a single shot or a burst (every shot of it is used)?",
        [("1", "A single shot"), *((str(n), f"A burst of {n} shots")
                                   for n in range(2, most + 1))],
        {"weapon": item.key, "uses": item.uses}, "1")
    return int(answer)


def rapid_fire(state: GameState, item: Item, creature: Creature, number: int,
               parts: list[list[Any]], shots: int, spared: str | None, cause: str) -> bool:
    """"You immediately deduct the amount from your weapon's supply of uses, then make a
    number of rolls equal to the number of shots used. No matter how many shots actually
    hit the creature ... all the shots are used"; one hit kills."""
    assert item.uses is not None
    item.uses -= shots
    state.emit("item_used", item=item.key, card=item.card, uses_left=item.uses,
               cause=f"a burst of {shots}")
    modifier = sum(v for _, v in parts)
    rolls = [roll(state, TWO_D6, f"rapid fire, shot {k}") for k in range(1, shots + 1)]
    hit = any(r + modifier >= number for r in rolls)
    state.emit("aimed_shot", weapon=item.card, creature=creature.id, needed=number,
               rolls=rolls, modifier=modifier, burst=shots, hit=hit,
               reflex_spared_by=spared, dum_dum=False, cause=cause, modifiers=parts)
    return hit


def bullets_bonus(state: GameState, bullets: Item) -> int:
    hook = state.pack.items[bullets.card].hook("dum_dum") or {}
    return int(hook.get("bonus", 2))


def thrown(state: GameState, item: Item) -> bool:
    return state.pack.items[item.card].hook("thrown") is not None
