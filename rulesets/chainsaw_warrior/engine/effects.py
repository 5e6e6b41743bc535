"""The effect handlers: what each verb of a House card does to the game (the verbs and
their params are declared in ``crawlbook.rulesets.chainsaw_warrior.language``; each one's
rule is docs/chainsaw-warrior/language.md).

``HANDLERS`` maps a verb to a generator procedure ``handler(state, params, cause)`` that
may stop at prompts and returns nothing; ``RESOLVERS`` maps a verb with outcomes to a
procedure that returns the outcome's name. Handlers that never stop are still generators
(``return`` before a bare ``yield``) so that all compose the same way. ``EFFECTS`` hands
them, with the hooks of the conditions, to the core's interpreter, which reads the House
cards (``run_card``)"""

from __future__ import annotations

import math
from collections.abc import Generator
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine import escape, harm, house, kit
from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6, TWO_D6, amount, worst
from crawlbook.rulesets.chainsaw_warrior.engine.asks import choose, item_label
from crawlbook.rulesets.chainsaw_warrior.engine.conditions import predicate, quantity
from crawlbook.rulesets.chainsaw_warrior.engine.encounter import FightMods
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import (
    breakage,
    gain,
    ready,
    removable,
    remove,
    usable,
    use,
)
from crawlbook.rulesets.chainsaw_warrior.engine.fight import hide_from, meet
from crawlbook.rulesets.chainsaw_warrior.engine.reflexes import reflex_test
from crawlbook.rulesets.chainsaw_warrior.engine.shots import (
    aimed_shot,
    marksmanship,
    shot_weapons,
    targeting,
)
from crawlbook.rulesets.chainsaw_warrior.engine.skipping import skip
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, ends_reading
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import BOXES_PER_MINUTE, advance
from crawlbook.rulesets.chainsaw_warrior.engine.wandering import arrives, stuck, zombie

from crawlbook.ruleset import (
    Effects,
    Handler,
    Prompt,
    Resolver,
    gain_marker,
    lose_marker,
    note_log_entry,
    roll,
    run_card,
)

Proc = Generator[Prompt, str, Any]
UNITS = {"MINUTES": BOXES_PER_MINUTE, "BOXES": 1}


def _amount(params: dict[str, Any], key: str = "count") -> str | int:
    """An amount parameter as compiled: a number, or dice (``"1D6+1"``); 1 when absent."""
    value = params.get(key)
    return value if isinstance(value, str | int) and not isinstance(value, bool) else 1


def _count(state: GameState, params: dict[str, Any], purpose: str) -> int:
    """The amount an effect names: fixed, or rolled (halved, rounding up, with HALVED UP);
    the worst possible in a trap sprinted into."""
    expr = _amount(params)
    n = worst(state, expr, purpose) if state.sprinting == "trap" else amount(state, expr, purpose)
    if params.get("halved"):
        halved = math.ceil(n / 2)
        state.emit("halved", before=n, after=halved, purpose=purpose)
        n = halved
    return n


# ---------------------------------------------------------------- bookkeeping


# ---------------------------------------------------------------- time and harm


def time(state: GameState, params: dict, cause: str) -> Proc:
    unit = str(params.get("unit", "MINUTES")).upper()
    advance(state, _count(state, params, "time") * UNITS[unit], cause)
    return
    yield


def wounds(state: GameState, params: dict, cause: str) -> Proc:
    harm.take_wounds(state, _count(state, params, "wounds"), cause)
    return
    yield


def radiation(state: GameState, params: dict, cause: str) -> Proc:
    expr = _amount(params)
    if state.sprinting == "trap":
        expr = worst(state, expr, "radiation")
    yield from harm.radiate(state, expr, cause)


def venom(state: GameState, params: dict, cause: str) -> Proc:
    harm.venom(state, _count(state, params, "venom"), cause)
    return
    yield


def infect(state: GameState, params: dict, cause: str) -> Proc:
    harm.infect(state, cause, helmet=str(params.get("helmet") or "YES").upper() != "NO")
    return
    yield


def heal(state: GameState, params: dict, cause: str) -> Proc:
    harm.heal(state, _count(state, params, "heal"), cause)
    return
    yield


def game_over(state: GameState, params: dict, cause: str) -> Proc:
    state.end("loss", str(params["cause"]).lower())
    yield


def win(state: GameState, params: dict, cause: str) -> Proc:
    """WIN NAME: the scenario's goal is met (its own goal card says so)."""
    state.end("win", str(params["cause"]).lower())
    yield


# ---------------------------------------------------------------- fights


def fight(state: GameState, params: dict, cause: str) -> Proc:
    count = _count(state, params, "how many")
    mods = FightMods.from_params(params)
    mods.sprint = state.sprinting is not None  # Ambush: "bearing in mind effects on combat"
    zombies = params.get("zombies")
    yield from meet(state, str(params["creature"]).upper(), count,
                    int(zombies) if isinstance(zombies, int) else 0, mods, cause)


def wandering(state: GameState, params: dict, cause: str) -> Proc:
    on = params.get("on")
    if arrives(state, cause, int(on) if isinstance(on, int) else 6):
        yield from zombie(state)


def stuck_in(state: GameState, params: dict, cause: str) -> Proc:
    unit = str(params.get("unit", "MINUTES")).upper()
    n = _count(state, params, "time stuck")
    yield from stuck(state, n * UNITS[unit], UNITS[unit], FightMods.from_params(params), cause)


# ---------------------------------------------------------------- items


def take(state: GameState, params: dict, cause: str) -> Proc:
    card = str(params["item"]).upper()
    d = state.pack.items[card]
    current = state.current_card
    held = current if d.back == "house" and current is not None else None
    yield from gain(state, card, cause, house=held)
    if held is not None:
        # The House card itself went into his pack, off the discard pile where it was
        # turned (left behind at once, it went back there: it is there twice now).
        state.house.discard(state.current_deck).remove(held)


def dump(state: GameState, params: dict, cause: str) -> Proc:
    yield from kit.dump(state, str(params["pile"]).lower(), cause)


def breakage_of(state: GameState, params: dict, cause: str) -> Proc:
    breakage(state, int(params["on"]), cause)
    return
    yield


def lose_item(state: GameState, params: dict, cause: str) -> Proc:
    """LOSE_ITEM RANDOM|CHOSEN [EXCEPT type]: an item is taken and removed from the game."""
    except_ = str(params.get("except") or "").lower()
    items = [i for i in removable(state) if state.pack.items[i.card].type != except_]
    if not items:
        state.emit("nothing_to_lose", cause=cause)
        return
    if str(params.get("which", "RANDOM")).upper() == "RANDOM":
        item = items[state.rng.below(len(items))]
    else:
        answer = yield from choose("lose_item", "Which item do you lose?",
                                   [(i.key, item_label(state, i)) for i in items])
        item = next(i for i in items if i.key == answer)
    remove(state, item, "lost", cause)


# ---------------------------------------------------------------- the House


def retrace(state: GameState, params: dict, cause: str) -> Proc:
    house.retrace(state, int(params.get("count") or 5), cause)
    return
    yield


def passage(state: GameState, params: dict, cause: str) -> Proc:
    n = _count(state, params, "secret passage")
    state.emit("secret_passage", cards=n)
    found = yield from skip(state, n, "secret passage", ask=True, passage=True)
    if found is not None:  # the TDD: stop and fight Darkness
        state.current_card, state.current_deck = found.id, 2
        yield from run_card(state, found.encounter, EFFECTS)


def remove_card(state: GameState, params: dict, cause: str) -> Proc:
    house.remove_current(state)
    return
    yield


def escape_building(state: GameState, params: dict, cause: str) -> Proc:
    yield from escape.start(state, cause)


def magnetic_field(state: GameState, params: dict, cause: str) -> Proc:
    """"Place a blank marker that many minutes ahead of the Time marker": until then no
    electric item works; the room with the Field is not a free area."""
    m = _count(state, params, "magnetic field")
    until = state.time + m * BOXES_PER_MINUTE
    state.magnetic_until = max(until, state.magnetic_until or 0)
    state.free(False, "magnetic field")
    state.emit("magnetic_field", minutes=m, until=state.magnetic_until)
    return
    yield


# ---------------------------------------------------------------- resolvers


def test(state: GameState, params: dict, cause: str) -> Generator[Prompt, str, str]:
    modifier = params.get("modifier")
    passed = reflex_test(state, cause, int(modifier) if isinstance(modifier, int) else 0,
                         sprint_fails=state.sprinting == "trap")
    return "pass" if passed else "fail"
    yield


def chance(state: GameState, params: dict, cause: str) -> Generator[Prompt, str, str]:
    return "yes" if roll(state, ONE_D6, f"chance ({cause})") >= int(params["on"]) else "no"
    yield


def skill(state: GameState, params: dict, cause: str) -> Generator[Prompt, str, str]:
    has = state.me.skill == str(params["skill"]).lower()
    state.emit("skill_check", skill=str(params["skill"]).lower(), has=has, cause=cause)
    return "yes" if has else "no"
    yield


def hide(state: GameState, params: dict, cause: str) -> Generator[Prompt, str, str]:
    creature = state.pack.creatures[str(params["creature"]).upper()]
    hidden = yield from hide_from(state, creature, 0)
    return "hidden" if hidden else "seen"


def shoot(state: GameState, params: dict, cause: str) -> Generator[Prompt, str, str]:
    """SHOOT: one Aimed Shot at a creature before it acts (Chaos Agent 7, the Slime).
    MUST YES: with a weapon that can, he must shoot; with none, the shot misses."""
    creature = state.pack.creatures[str(params["creature"]).upper()]
    weapons = shot_weapons(state, creature)
    must = str(params.get("must") or "NO").upper() == "YES"
    reflex = str(params.get("reflex") or "YES").upper() != "NO"
    # "You may not fire an Aimed Shot at such a creature": a roll without a Reflex test
    # (the Slime's, "Do not Test Reflexes; roll 2 dice") is the card's own test instead.
    if state.sprinting and reflex:
        state.emit("no_shot", creature=creature.id, cause="sprinting")
        return "miss"
    if not weapons:
        state.emit("no_weapon", creature=creature.id, cause=cause)
        return "miss"
    options = [(i.key, item_label(state, i)) for i in weapons]
    if not must:
        options.insert(0, ("no", "Do not shoot"))
    aim = params.get("aim")
    answer = yield from choose("shoot", f"Shoot the {creature.name}?", options,
                               {"creature": creature.id, "reflex": reflex,
                                "aim": int(aim) if isinstance(aim, int) else 0},
                               None if must else "no")
    if answer == "no":
        return "miss"
    item = next(i for i in weapons if i.key == answer)
    hit = yield from aimed_shot(state, item, creature,
                                aim=int(aim) if isinstance(aim, int) else 0,
                                reflex=reflex, cause=cause)
    if hit:
        state.emit("creature_killed", creature=creature.id, index=0, how="aimed_shot",
                   weapon=item.card)
        return "hit"
    if state.pack.items[item.card].hook("thrown") is not None and item in state.items:
        remove(state, item, "lost", "thrown and not retrieved")
    return "miss"


def sprinting(state: GameState, params: dict, cause: str) -> Generator[Prompt, str, str]:
    """SPRINTING: is the Warrior sprinting into this card (the optional rule)?"""
    return "yes" if state.sprinting else "no"
    yield


def use_item(state: GameState, params: dict, cause: str) -> Generator[Prompt, str, str]:
    """USE ITEM ...: the player may use one of these items (one use is ticked off)."""
    wanted = [str(v).upper() for k, v in params.items() if k.startswith("item") and v]
    items = [i for i in state.items if i.card in wanted and ready(state, i)]
    if not items:
        return "none"
    answer = yield from choose("use", "Use an item?",
                               [("no", "No"), *((i.key, item_label(state, i)) for i in items)],
                               {"cause": cause}, items[0].key)
    if answer == "no":
        return "none"
    use(state, next(i for i in items if i.key == answer), cause)
    return "used"


def smash_door(state: GameState, params: dict, cause: str) -> Generator[Prompt, str, str]:
    """SMASH_DOOR: "On each weapon's card there is a rating for smashing a door. You must
    roll this number or higher on 2 dice" (Marksmanship counts when the door is shot, not
    when it is smashed by the Chainsaw or the X-oskeleton: our ruling). Acid burns
    through, silently. Outcomes: open, burnt, shut, unable."""
    tools = [i for i in state.items if state.pack.items[i.card].door is not None
             and ready(state, i) and usable(state, i)]
    if not tools:
        return "unable"
    answer = yield from choose("door", "Open the Locked Door with what?",
                               [(i.key, f"{item_label(state, i)}: "
                                 f"{state.pack.items[i.card].door}") for i in tools],
                               {"cause": cause})
    item = next(i for i in tools if i.key == answer)
    d = state.pack.items[item.card]
    if d.door == "auto":
        use(state, item, "locked door")
        state.emit("door", item=item.card, opened=True, silent=d.silent)
        return "burnt" if d.silent else "open"
    shot = bool(d.targets)
    modifier = state.determination  # smashed: a roll of his own (Determination, optional)
    if shot:
        cats = targeting(state, item)
        modifier = marksmanship(state) + d.aim + (int(cats["marksmanship"]) if cats else 0)
    dice = roll(state, TWO_D6, "locked door")
    opened = dice + modifier >= int(d.door or 13)
    state.emit("door", item=item.card, needed=d.door, roll=dice, modifier=modifier,
               opened=opened)
    if d.uses is not None:
        use(state, item, "locked door")
    return "open" if opened else "shut"


HANDLERS: dict[str, Handler] = {
    "NOTE": note_log_entry,
    "GAIN": gain_marker,
    "LOSE": lose_marker,
    "TIME": time,
    "WOUNDS": wounds,
    "RADIATION": radiation,
    "VENOM": venom,
    "INFECT": infect,
    "HEAL": heal,
    "GAME_OVER": game_over,
    "WIN": win,
    "FIGHT": fight,
    "WANDERING": wandering,
    "STUCK": stuck_in,
    "TAKE": take,
    "DUMP": dump,
    "BREAKAGE": breakage_of,
    "LOSE_ITEM": lose_item,
    "RETRACE": retrace,
    "PASSAGE": passage,
    "REMOVE_CARD": remove_card,
    "ESCAPE_BUILDING": escape_building,
    "MAGNETIC_FIELD": magnetic_field,
}

RESOLVERS: dict[str, Resolver] = {
    "TEST": test,
    "CHANCE": chance,
    "SKILL": skill,
    "HIDE": hide,
    "SHOOT": shoot,
    "USE": use_item,
    "SMASH_DOOR": smash_door,
    "SPRINTING": sprinting,
}

# The verbs as the core's interpreter runs them (``crawlbook.runtime.interpreter``), with
# what conditions may ask of the game (``engine.conditions``): each returns the ``Stop``
# of a game that ended inside it (``state.ends_reading``), nothing raised through the core.
EFFECTS = Effects({verb: ends_reading(h) for verb, h in HANDLERS.items()},
                  {verb: ends_reading(r) for verb, r in RESOLVERS.items()},
                  quantity=quantity, predicate=predicate)
