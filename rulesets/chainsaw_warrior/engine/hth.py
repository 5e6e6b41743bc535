"""Hand-to-Hand combat, Lucky Shots and escaping (fight steps 6 to 9, "Escaping", the Extra Wound
table, the Meat Machine; docs/chainsaw-warrior/rules.md for our reading of the cut-off
steps 7 to 9).

Rounds are fought one opponent after another, in the player's order. Step 6: 2D6 + the
creature's attack against 2D6 + the Warrior's HtH; 7 a draw; 8 a win kills the creature;
9 a loss: its wounds, the Extra Wound table, venom infection. Then (our reading, from
"Then go to 7") the round ends with a Lucky Shot if wanted (``lucky_step``), and while a
creature stands 30 seconds pass, an escape may be tried, and back to 6. The special HtH
weapons (Needle, Nets, Time Grenades, C.N.E.S.) act in step 6; Flash Bombs at the start.
"""

from __future__ import annotations

import math
from collections.abc import Generator
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6, TWO_D6
from crawlbook.rulesets.chainsaw_warrior.engine.asks import choose, item_label, yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.content import Creature
from crawlbook.rulesets.chainsaw_warrior.engine.determination import own_roll
from crawlbook.rulesets.chainsaw_warrior.engine.encounter import (
    Fight,
    Opponent,
    kill,
    pick,
    presence,
    shot_options,
    waistcoat,
)
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import (
    carried,
    first_hooked,
    hooked,
    removable,
    remove,
    usable,
    use,
)
from crawlbook.rulesets.chainsaw_warrior.engine.harm import (
    infect,
    lose_endurance,
    radiate,
    take_wounds,
)
from crawlbook.rulesets.chainsaw_warrior.engine.house import (
    other_deck,
)
from crawlbook.rulesets.chainsaw_warrior.engine.shots import LUCKY_SHOT, needed, targeting, thrown
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Item
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance, minutes
from crawlbook.rulesets.chainsaw_warrior.engine.warrior import HTH_MIN, REFLEXES_MIN

from crawlbook.ruleset import Prompt, roll

Proc = Generator[Prompt, str, Any]
BERSERK_HTH = 3  # Frenzy: "A berserk warrior adds a +3 bonus to his HtH rating"
FRENZY_ON = 11  # Frenzy: "if you roll an 11 or 12 on the Extra Wound Chart"
NIGHT_PENALTY = -1  # "When the timer reaches 30 minutes night falls ... reduce your HtH by 1"

# The Extra Wound table (2D6 after a creature wounds you): what each roll does. ``hth``:
# next round only; ``lucky``: added to this round's Lucky Shot roll; ``no_lucky``: no
# Lucky Shot this round; ``no_escape``: no escape next round; ``wound``: wounds more;
# ``marksmanship``: a permanent change; ``narrow``: you are not wounded after all.
EXTRA_WOUND: dict[int, dict[str, Any]] = {
    2: {"text": "Narrow miss", "narrow": True},
    3: {"text": "Opponent unbalanced", "hth": 2},
    4: {"text": "Pushed apart", "lucky": 1},
    5: {"text": "No extra effects"},
    6: {"text": "No extra effects"},
    7: {"text": "No extra effects; no escape next round", "no_escape": True},
    8: {"text": "Lose balance", "hth": -1, "no_lucky": True, "no_escape": True},
    9: {"text": "Dazed", "hth": -2, "no_lucky": True, "no_escape": True},
    10: {"text": "Floored", "hth": -3, "no_lucky": True, "no_escape": True},
    11: {"text": "Savage cut", "wound": 1, "no_lucky": True},
    12: {"text": "Arm damaged", "marksmanship": -1, "no_lucky": True},
}




def flash_bomb(state: GameState, f: Fight) -> Proc:
    """Flash Bombs, at night, at the start of HtH: +3 for the combat, or an automatic
    escape at the start of the second round (not from the inescapable: our ruling)."""
    if not state.night():
        return
    found = first_hooked(state, "flash_bomb")
    if found is None:
        return
    options = [("no", "No"), ("hth", f"+{found[1].get('hth', 3)} HtH for this combat")]
    if escapable(f):
        options.append(("escape", "Escape at the start of the second round"))
    answer = yield from choose("flash_bomb", "Use a Flash Bomb?", options, {}, "no")
    if answer != "no":
        use(state, found[0], f"flash bomb ({answer})")
        f.flash = answer
        f.flash_hth = int(found[1].get("hth", 3)) if answer == "hth" else 0


def hth_weapons(state: GameState) -> list[Item]:
    """The HtH weapons he may fight with now."""
    return [i for i in state.items if state.pack.items[i.card].hth_weapon and usable(state, i)]


def choose_hth_weapon(state: GameState, f: Fight, weapons: list[Item] | None = None) -> Proc:
    """"You may only use one [HtH weapon] in combat": the player picks it (or none);
    ``weapons``: ``hth_weapons``, already worked out."""
    if weapons is None:
        weapons = hth_weapons(state)
    if not weapons:
        return
    answer = yield from choose(
        "hth_weapon", "Which HtH weapon do you fight with?",
        [("none", "None"), *((i.key, f"{state.pack.items[i.card].name} "
                              f"(+{state.pack.items[i.card].hth})") for i in weapons)],
        {}, weapons[0].key)
    if answer != "none":
        f.hth_weapon = next(i for i in weapons if i.key == answer)
        state.emit("hth_weapon", item=answer)


def hth_rating(state: GameState, f: Fight, o: Opponent) -> int:
    """The Warrior's current HtH rating against ``o`` this round."""
    return _rating(hth_parts(state, f, o))


def _rating(parts: list[list[Any]]) -> int:
    """The sum of ``hth_parts``' values: a loop, not ``sum`` of a generator, as it is
    worked out every round (benchmarks/cw_bench.py compare instructions)."""
    rating = 0
    for _, value in parts:
        rating += value
    return rating


def hth_parts(state: GameState, f: Fight, o: Opponent) -> list[list[Any]]:
    """The HtH rating against ``o`` this round, part by part as the log gives it
    (the ``hth_round`` event's ``rating_parts``): the Warrior's rating, then every modifier that
    is not 0, named (night, the HtH weapon, each Clothing card, Smash, ...)."""
    w = state.me
    parts: list[list[Any]] = [["rating", w.hth]]
    # The parts appended in place, each when not 0: worked out every round, where a
    # helper made for each call and called for each part cost more than the parts
    # (benchmarks/cw_bench.py compare instructions).
    time = state.time  # ``night``, ``magnetic`` and ``smashed`` read in place
    night = time >= state.setup.night_box
    if night and first_hooked(state, "no_night_penalty") is None:
        parts.append(["night", NIGHT_PENALTY])
    items = state.pack.items
    weapon = f.hth_weapon
    if weapon is not None and weapon in state.items and usable(state, weapon):
        d = items[weapon.card]
        if d.hth:
            parts.append([d.name, d.hth])
    until = state.magnetic_until
    magnetic = until is not None and time < until
    for item in state.items:
        d = items[item.card]
        if d.hth and not d.hth_weapon and usable(state, item):
            swap = d.hook("magnetic_hth")
            value = int(swap["amount"]) if swap is not None and magnetic else d.hth
            if value:
                parts.append([d.name, value])
    for item, hook in hooked(state, "hth_vs"):
        if o.creature.kind in hook.get("kinds", ()) and (night or not hook.get("night_only")):
            value = int(hook.get("amount", 1))
            if value:
                parts.append([items[item.card].name, value])
    smash = state.smash_until
    for name, value in (("Smash", state.smash_bonus if smash is not None and time < smash
                          else 0),
                        ("Flash Bomb", f.flash_hth),
                        ("Extra Wound table", f.pending_hth),
                        ("the card", f.mods.hth),
                        ("determination", state.determination),
                        ("sprinting", -1 if f.mods.sprint and f.round == 1 else 0),
                        ("berserk", BERSERK_HTH if f.berserk else 0)):
        if value:
            parts.append([name, value])
    return parts


def hand_to_hand(state: GameState, f: Fight) -> Proc:
    """Rounds of HtH until every opponent is gone (or the Warrior escapes, or is knocked
    out); returns the outcome."""
    current: Opponent | None = None
    while True:
        if not f.standing():
            return "won"
        f.round += 1
        if f.round > 1:
            advance(state, 1, "combat round")  # "add 30 seconds ... and return to 6"
            presence(state, f)
            out = yield from escape_step(state, f)
            if out is not None:
                return out
            if not f.standing():
                return "won"
        # The steps that may ask entered only when they have something to ask (as in
        # ``engine.fight``; benchmarks/cw_bench.py compare instructions).
        held = carried(state)
        if "waistcoat" in held:
            yield from waistcoat(state, f)
        if current is None or not current.alive:
            alive = f.alive()  # one left: nothing to choose (``choose``'s rule)
            current = alive[0] if len(alive) == 1 else (yield from next_opponent(state, f))
        # The most frequent events a lean log leaves out (a round, the Wandering Zombie
        # checks, the items used: about 45 a game), asked in place rather than through
        # ``log.wants`` (benchmarks/cw_bench.py compare instructions).
        log = state.log
        kept = log.kept
        if kept is None or "round" in kept:
            state.emit("round", round=f.round, opponent=current.index)
        else:
            log.left_out += 1
        replaced = False
        if not SPECIALS.isdisjoint(held):
            replaced = yield from special_step(state, f, current)
        if not replaced:
            result = hth_roll(state, f, current)
            if result == "lose":
                out = yield from lost_round(state, f, current)
                if out is not None:
                    return out
        current.met = True
        if current.alive and current.poison is not None:
            current.poison -= 1
            if current.poison <= 0:
                kill(state, f, current, "poison")
        if f.standing():
            yield from lucky_step(state, f)
        f.lucky_block = False
        f.lucky_bonus = 0


def next_opponent(state: GameState, f: Fight) -> Generator[Prompt, str, Opponent]:
    """"Fight them using HtH combat, one after the other, in an order decided by
    yourself"."""
    alive = f.alive()
    # The ids name the creature's number as the labels do ("#1" the first): ids that
    # were bare counts from 0 made the console's menu count from 0 (saves that answered
    # them still load: ``legacy_opponent``).
    answer = yield from choose("opponent", "Fight which creature next?",
                               [(opponent_id(o.index), f"{o.name} #{o.index + 1}")
                                for o in alive],
                               {"opponents": [o.to_json() for o in alive]})
    return f.opponents[int(answer.rpartition("-")[2]) - 1]


def opponent_id(index: int) -> str:
    """The ``opponent`` prompt's choice id of the creature ``index`` (from 0)."""
    return f"creature-{index + 1}"


def legacy_opponent(answer: str) -> list[str] | None:
    """An ``opponent`` answer of a save made when the ids were the indexes (``"0"``)."""
    return [opponent_id(int(answer))] if answer.isdigit() else None


# The hooks of the cards ``special_step`` offers: in the first round with a creature,
# and at the start of any round.
FIRST_ROUND_SPECIALS = ("needle", "nets", "time_grenade")
SPECIALS = frozenset({*FIRST_ROUND_SPECIALS, "cnes"})


def special_step(state: GameState, f: Fight, o: Opponent) -> Generator[Prompt, str, bool]:
    """The HtH weapons that act "in Step 6 of the first round of combat with the creature"
    (Needle, Throw Nets, Time Grenades) or at the start of any one round (C.N.E.S.), none
    against Darkness, which is invulnerable. Returns True when the round's HtH roll is
    replaced."""
    kind = o.creature.kind
    if kind == "darkness":
        return False
    found: dict[str, tuple[Item, dict[str, Any]]] = {}
    if not o.met:
        for name in FIRST_ROUND_SPECIALS:
            held = first_hooked(state, name)
            if held is not None and not (name == "nets" and kind == "meat_machine"):
                found[name] = held
    cnes = first_hooked(state, "cnes")
    if cnes is not None and not f.cnes_used:
        found["cnes"] = cnes
    if not found:
        return False
    labels = {"needle": "use the Poison Needle", "nets": "throw a Net",
              "time_grenade": "throw a Time Grenade", "cnes": "use the C.N.E.S."}
    answer = yield from choose("special", f"Use a special weapon on the {o.name}?",
                               [("none", "Fight Hand-to-Hand"),
                                *((k, labels[k]) for k in found)], {"opponent": o.index},
                               "none")
    if answer == "none":
        return False
    item, hook = found[answer]
    use(state, item, f"{answer} on {o.name}")
    if answer == "needle":
        rounds = math.ceil(roll(state, str(hook.get("dice", "1D6")), "poison needle") / 2)
        o.poison = rounds
        state.emit("poisoned", index=o.index, rounds=rounds)
        return False
    if answer == "nets":
        kill(state, f, o, "netted", item)
    elif answer == "time_grenade":
        o.alive = False
        o.gone = "time_grenade"
        state.emit("creature_killed", creature=o.creature.id, index=o.index,
                   how="time_grenade", weapon=item.card)
        if o.source is not None and not o.wandering:
            other_deck(state, o.source)
    else:
        f.cnes_used = True
        kill(state, f, o, "cnes", item)
        take_wounds(state, roll(state, str(hook.get("dice", "1D6")), "c.n.e.s."), "C.N.E.S.")
    return True


def hth_round(state: GameState, f: Fight, o: Opponent) -> Generator[Prompt, str, str | None]:
    """Step 6: "Roll 2 dice and add the score to the creature's HtH number ... Then roll
    2 dice and add the result to your current HtH score"; 7 a draw, 8 a win, 9 a loss.
    The round's rolls (``hth_roll``), then what a lost round does (``lost_round``);
    ``hand_to_hand`` calls the two itself, entering a generator only for a lost round."""
    if hth_roll(state, f, o) == "lose":
        return (yield from lost_round(state, f, o))
    return None


def hth_roll(state: GameState, f: Fight, o: Opponent) -> str:
    """A round's rolls and a won round's kill, which ask nothing: "win", "draw" or
    "lose" (a plain function: a round asks only when lost; benchmarks/cw_bench.py
    compare instructions)."""
    f.berserk, f.berserk_next = f.berserk_next, False
    if f.berserk:  # Frenzy: "For each round of berserk combat you must permanently
        lose_endurance(state, 1, "berserk")  # reduce your Endurance rating by one"
    attack = o.creature.attack + f.mods.attack
    them = roll(state, TWO_D6, "hand-to-hand (creature)")
    parts = hth_parts(state, f, o)
    rating = _rating(parts)
    f.pending_hth = 0  # "next round only": used now
    you = roll(state, TWO_D6, "hand-to-hand (you)")
    them_total, you_total = them + attack, you + rating
    result = "draw" if them_total == you_total else ("win" if you_total > them_total
                                                      else "lose")
    f.last_round = (rating, attack)
    log = state.log
    kept = log.kept  # ``log.wants`` asked in place: every round (cw_bench.py instructions)
    if kept is not None and "hth_round" not in kept:  # left out of a simulated game's log
        log.left_out += 1
    else:
        state.emit("hth_round", round=f.round, opponent=o.index, creature=o.creature.id,
                   creature_roll=them, attack=attack, creature_total=them_total,
                   you_roll=you, rating=rating, you_total=you_total, result=result,
                   berserk=f.berserk, rating_parts=parts,
                   attack_parts=[["attack", o.creature.attack], ["the card", f.mods.attack]]
                   if f.mods.attack else [["attack", o.creature.attack]])
    if result == "win":
        if "invulnerable" in o.creature.hooks:
            state.emit("held_off", creature=o.creature.id)
        else:
            kill(state, f, o, "hand_to_hand")
    return result


def lost_round(state: GameState, f: Fight, o: Opponent) -> Generator[Prompt, str, str | None]:
    """Step 9 after a lost round: the creature's hit, then Frenzy's offer (optional)."""
    wounds_before = state.me.wounds
    out = yield from creature_hits(state, f, o, max_wounds=False, double=f.berserk)
    # Frenzy's offer entered only when the rule is in play (as ``hand_to_hand``'s steps)
    if out is None and state.me.wounds < wounds_before and state.rule("frenzy"):
        yield from frenzy(state, f)
    return out


def frenzy(state: GameState, f: Fight) -> Proc:
    """Frenzy (optional): "If you lose a round of combat and are wounded, you may choose
    to go berserk" (+3 HtH for the next round only); an Extra Wound roll of 11 or 12 has
    already sent him berserk."""
    if not state.rule("frenzy") or f.berserk_next or not f.standing():
        return
    if (yield from yes_no("frenzy", "Go berserk next round (+3 HtH; double damage if you "
                          "lose it; -1 Endurance for good)?", {"round": f.round})):
        f.berserk_next = True
        state.emit("berserk", auto=False)


def creature_hits(state: GameState, f: Fight, o: Opponent, max_wounds: bool,
                  double: bool = False) -> Generator[Prompt, str, str | None]:
    """Step 9 (and a failed escape, ``max_wounds``): what the creature's hit does; returns
    "knocked_out" when Chaos Agent 4's blow ends the fight. ``double``: a berserk
    Warrior's lost round, "double the normal amount of damage" (the wounds)."""
    c = o.creature
    if "steal_item" in c.hooks:  # Agent 3: "lose an item of equipment instead"
        items = removable(state)
        if items:
            answer = yield from choose("lose_item", f"{c.name} wounds you: which item is "
                                       "destroyed?", [(i.key, item_label(state, i))
                                                      for i in items])
            remove(state, next(i for i in items if i.key == answer), "broken", c.name)
            return None
    if "knockout" in c.hooks:  # Agent 4: "roll 3 dice and immediately lose that many minutes"
        m = roll(state, c.knockout, "knock-out")
        state.emit("knocked_out", creature=c.id, minutes=m)
        o.alive = False
        o.gone = "knocked_out"
        advance(state, minutes(m), "knocked out")
        return "knocked_out"
    if max_wounds:
        n = c.max_wounds
    elif c.wound_table:
        n = c.wound_table[roll(state, ONE_D6, f"{c.name} wounds") - 1]
    else:
        n = c.wounds
    for _, hook in hooked(state, "one_wound_from"):
        if c.kind in hook.get("kinds", ()):
            n = min(n, 1)
    if double:
        n *= 2
    lost = take_wounds(state, n, c.name)
    if lost == 0:
        return None  # the armour took every wound: "you are unharmed"
    if extra_wound(state, f, lost):
        return None  # a narrow miss: not wounded, so no venom, radiation or maiming
    if "contaminated" in c.hooks:
        yield from radiate(state, c.contaminated, c.name)
    if c.kind == "zombie":
        infect(state, c.name)
    if "venom_knives" in c.hooks:
        infect(state, c.name, helmet=False)
    if "maim" in c.hooks:
        yield from maim(state, c)
    return None


def extra_wound(state: GameState, f: Fight, lost: int) -> bool:
    """The Extra Wound table; returns True on a narrow miss (the wounds are undone)."""
    r = roll(state, TWO_D6, "extra wound")
    row = EXTRA_WOUND[r]
    if state.log.wants("extra_wound"):  # left out of a lean log (``wandering.arrives``)
        state.emit("extra_wound", roll=r, effect=row["text"])
    if row.get("narrow"):
        w = state.me
        before = w.wounds
        w.wounds = min(w.wounds_max, w.wounds + lost)
        state.emit("heal", before=before, after=w.wounds, amount=w.wounds - before,
                   cause="narrow miss")
        return True
    f.pending_hth = int(row.get("hth", 0))
    f.lucky_bonus += int(row.get("lucky", 0))
    f.lucky_block = f.lucky_block or bool(row.get("no_lucky"))
    f.no_escape_next = f.no_escape_next or bool(row.get("no_escape"))
    if row.get("marksmanship"):
        w = state.me
        before = w.marksmanship
        w.marksmanship += int(row["marksmanship"])
        state.emit("marksmanship", before=before, after=w.marksmanship, cause="arm damaged")
    if row.get("wound"):
        take_wounds(state, int(row["wound"]), "savage cut")
    if r >= FRENZY_ON and state.rule("frenzy") and not f.berserk_next:
        f.berserk_next = True  # Frenzy: "if you roll an 11 or 12 on the Extra Wound
        state.emit("berserk", auto=True)  # Chart, you go berserk automatically"
    return False


def maim(state: GameState, c: Creature) -> Proc:
    """The Meat Machine: -1 Reflexes or HtH, the player's choice, never below the track's
    lowest box (Reflexes 6, HtH 7); when both are there, nothing more."""
    w = state.me
    options = []
    if w.reflexes > REFLEXES_MIN:
        options.append(("reflexes", f"Reflexes {w.reflexes} to {w.reflexes - 1}"))
    if w.hth > HTH_MIN:
        options.append(("hth", f"HtH {w.hth} to {w.hth - 1}"))
    if not options:
        state.emit("maimed", attribute=None, cause=c.name)
        return
    answer = yield from choose("maim", f"{c.name}: reduce which rating?", options)
    before = getattr(w, answer)
    setattr(w, answer, before - 1)
    state.emit("maimed", attribute=answer, before=before, after=before - 1, cause=c.name)




def escapable(f: Fight) -> bool:
    if not f.mods.escape:
        return False
    for o in f.opponents:  # a loop: asked every round (cw_bench.py compare instructions)
        if o.alive and o.creature.no_escape:
            return False
    return True


def escape_step(state: GameState, f: Fight) -> Generator[Prompt, str, str | None]:
    """Escaping, after the first full round: one die against the Escape rating (the
    highest of the creatures still standing: our ruling for several). Success: one die of
    boxes pass and the turn ends; failure: the creature's maximum wounds, the Extra Wound
    table, and on to step 6."""
    blocked = f.no_escape_next
    f.no_escape_next = False
    alive = f.alive()
    if not escapable(f) or blocked:  # the Extra Wound table's "no escape" stops a Flash
        return None                  # Bomb's escape too (our ruling)
    if f.flash == "escape" and f.round == 2:
        return escaped(state, f, "flash bomb")
    rating = max(o.creature.escape for o in alive)
    options = [("fight", "Fight on"), ("escape", f"Try to escape ({rating} or more)")]
    imagizer = first_hooked(state, "imagizer")
    if imagizer is not None:
        options.append(("imagizer", "Escape with the Holographic Imagizer"))
    while True:
        last = f.last_round
        answer = yield from choose("escape", "Try to escape?", options,
                                   {} if "escape" in state.unread else  # as ``aimed_step``
                                   {"rating": rating, "round": f.round, "last_round":
                                    {"rating": last[0], "attack": last[1]} if last else None},
                                   "fight")
        if answer == "fight":
            return None
        if answer == "imagizer" and imagizer is not None:
            use(state, imagizer[0], "escape")
            return escaped(state, f, "holographic imagizer")
        r = roll(state, ONE_D6, "escape")
        total = own_roll(state, r)
        success = total >= rating
        # `bonus`: the Determination counters held; `total`: the roll as counted, in
        # which a 1 stays a 1 whatever the bonus.
        if state.log.wants("escape"):  # left out of a lean log (``wandering.arrives``)
            state.emit("escape", roll=r, needed=rating, success=success,
                       bonus=state.determination, total=total)
        if success:
            return escaped(state, f, "escape roll")
        target = max(alive, key=lambda o: o.creature.escape)
        out = yield from creature_hits(state, f, target, max_wounds=True)
        if out is not None or not state.rule("escaping"):
            return out
        # Escaping (optional alternative): "instead of going to Step 6, merely add 30
        # seconds and begin another round of combat either by going to Step 6 or by
        # attempting to Escape once more" (the failure's wounds are still taken)
        f.round += 1
        advance(state, 1, "combat round")
        presence(state, f)
        if f.no_escape_next:  # the Extra Wound table: no escape this round
            f.no_escape_next = False
            return None
        imagizer = first_hooked(state, "imagizer")
        if imagizer is None:
            options = [o for o in options if o[0] != "imagizer"]


def escaped(state: GameState, f: Fight, how: str) -> str:
    boxes = roll(state, ONE_D6, "escape time")
    state.emit("escaped", how=how, boxes=boxes)
    for o in f.alive():
        o.gone = "escaped"
    advance(state, boxes, "escape")
    return "escaped"


def lucky_step(state: GameState, f: Fight) -> Proc:
    """Step 7: a Lucky Shot at one creature, with a weapon that lists it."""
    if f.lucky_block:
        return
    options = shot_options(state, f, lucky=True)
    if not options:
        return
    answer = yield from choose("lucky", "Attempt a Lucky Shot?", [("no", "No"), *options],
                               {} if "lucky" in state.unread else  # as ``aimed_step``
                               {"bonus": f.lucky_bonus,
                                "opponents": [o.to_json() for o in f.alive()]}, "no")
    if answer == "no":
        return
    item, target = pick(state, f, answer)
    yield from lucky_shot(state, f, item, target)


def lucky_shot(state: GameState, f: Fight, item: Item, o: Opponent) -> Proc:
    d = state.pack.items[item.card]
    bonus = f.lucky_bonus
    cats = targeting(state, item)
    if cats is not None:
        bonus += int(cats.get("lucky", 1))
    imagizer = first_hooked(state, "imagizer")
    if imagizer is not None and (yield from yes_no("imagizer", "Use the Holographic "
                                                   "Imagizer for +1?", {})):
        use(state, imagizer[0], "lucky shot")
        bonus += int(imagizer[1].get("lucky", 1))
    r = roll(state, ONE_D6, "lucky shot")
    total = r + bonus
    result, ticks = LUCKY_SHOT[min(6, max(1, total))]
    if state.log.wants("lucky_shot"):  # left out of a lean log (``wandering.arrives``)
        state.emit("lucky_shot", weapon=item.card, creature=o.creature.id, index=o.index,
                   roll=r, modifier=bonus, total=total, result=result)
    if ticks:
        use(state, item, "lucky shot")
    killed = result == "killed"
    if result == "test":
        number = needed(d, o.creature)
        assert number is not None
        test = roll(state, TWO_D6, "lucky shot test")
        killed = test >= number
        state.emit("lucky_shot_test", roll=test, needed=number, hit=killed)
    if killed:
        kill(state, f, o, "lucky_shot", item)
    elif result in ("shot_yourself", "miss", "test") and thrown(state, item) \
            and item in state.items:
        item.dropped = True
        f.thrown[item.key] = o
    if result == "weapon_smashed" and item in state.items:
        remove(state, item, "broken", "lucky shot")
    elif result == "no_shot_wound":
        take_wounds(state, 1, "lucky shot")
    elif result == "shot_yourself":
        take_wounds(state, roll(state, ONE_D6, "lucky shot: shot yourself"), "shot yourself")
