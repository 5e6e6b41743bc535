"""Fighting Creatures, steps 1 to 9 ("Fighting Creatures", "Multiple Opponents", "Venom
Infection", "Escaping", the Extra Wound and Lucky Shot tables; docs/chainsaw-warrior/
rules.md for our rulings where the text is cut off or garbled).

One encounter is a ``Fight``: one or more ``Opponent``s and the modifiers its card sets
(``FightMods``). The procedure, in the rulebook's order:

1. radiation from every Mutant; 2. a venom check per Zombie once infected (and Darkness'
   presence, every 30 seconds); then Hiding (the skill, the Chameleon Suit);
3. shoot or not; 4. the Reflex test; 5. the Aimed Shot (one per encounter);
6. Hand-to-Hand, one opponent after another in the order the player chooses (the
   special HtH weapons act here); 7. a draw, 8. a win: the creature is killed, 9. a loss:
   its wounds, the Extra Wound table, venom infection; then (our reading of the cut-off
   steps 7 to 9, from "Then go to 7") the end of the round: a Lucky Shot may be tried,
   and if a creature still stands 30 seconds pass, an escape may be tried, and back to 6.

Equipment hooks act inside: no Reflex test (Sonic Amplifier, Metal Detector, Heat
Detector, TDD), HtH bonuses, Body Armour, the Helmet, Flash Bombs, the Imagizer, the
Needle, Nets, Time Grenades, the C.N.E.S., the Implosion Waistcoat.
"""

from __future__ import annotations

import math
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.asks import choose, item_label, yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.content import Creature, ItemDef
from crawlbook.rulesets.chainsaw_warrior.engine.dice import roll
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import (
    first_hooked,
    hooked,
    ready,
    removable,
    remove,
    usable,
    use,
)
from crawlbook.rulesets.chainsaw_warrior.engine.harm import (
    infect,
    radiate,
    take_wounds,
    venom_check,
)
from crawlbook.rulesets.chainsaw_warrior.engine.house import (
    draw_wandering,
    other_deck,
    return_wandering,
)
from crawlbook.rulesets.chainsaw_warrior.engine.reflexes import reflex_test
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Item
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance, minutes
from crawlbook.rulesets.chainsaw_warrior.engine.warrior import HTH_MIN, REFLEXES_MIN
from crawlbook.runtime.prompts import Prompt

Proc = Generator[Prompt, str, Any]

ZOMBIE_VENOM = 5  # step 2: "If you score a 5 or 6 you must move the Venom marker"
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

# How an opponent can leave a fight that lets a thrown Knife be picked up again.
DEFEATED = ("aimed_shot", "lucky_shot", "hand_to_hand", "poison", "netted", "time_grenade",
            "cnes")


@dataclass(slots=True)
class FightMods:
    """What a card changes in the fight (the keywords of FIGHT and STUCK)."""

    aimed: bool = True  # an Aimed Shot may be tried (Agents 1 to 3, 8: no)
    reflex: bool = True  # the Aimed Shot needs a Reflex test (Ambush: no)
    aim: int = 0  # added to Aimed Shot rolls (Agent 6: -3, Wire: +1)
    hth: int = 0  # added to the Warrior's HtH (Agent 6: -3, Weak Floorboards: -1)
    attack: int = 0  # added to the creatures' HtH (Net: +3)
    escape: bool = True  # escape may be tried (Agent 6, Wire: no)
    shoot: str = "ANY"  # "GUN": only a Gun may shoot (Net)
    target: str = "ANY"  # "WANDERING": the Aimed Shot only at a Wandering Zombie (Agent 9)
    sprint: bool = False  # Sprinting: no Aimed Shot, -1 HtH in the first round

    @classmethod
    def from_params(cls, params: dict[str, Any]) -> FightMods:
        def flag(key: str) -> bool:
            return str(params.get(key) or "YES").upper() != "NO"

        def num(key: str) -> int:
            value = params.get(key)
            return int(value) if isinstance(value, int) else 0

        return cls(aimed=flag("aimed"), reflex=flag("reflex"), aim=num("aim"), hth=num("hth"),
                   attack=num("attack"), escape=flag("escape"),
                   shoot=str(params.get("shoot") or "ANY").upper(),
                   target=str(params.get("target") or "ANY").upper())


@dataclass(slots=True)
class Opponent:
    creature: Creature
    index: int
    source: str | None  # the House card, or the Wandering Zombie card
    wandering: bool = False
    alive: bool = True
    gone: str | None = None  # how it left the fight
    poison: int | None = None  # rounds until the Needle's poison kills it
    met: bool = False  # a round of HtH has been fought with it

    @property
    def name(self) -> str:
        return self.creature.name

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "creature": self.creature.id, "source": self.source,
                "wandering": self.wandering}


@dataclass(slots=True)
class Fight:
    opponents: list[Opponent]
    mods: FightMods
    cause: str
    round: int = 0
    hth_weapon: Item | None = None
    flash: str | None = None  # a Flash Bomb: "hth" (+3) or "escape" (at round 2)
    cnes_used: bool = False
    shot_taken: bool = False  # one Aimed Shot per encounter
    pending_hth: int = 0  # the Extra Wound table's "next round only"
    no_escape_next: bool = False
    lucky_block: bool = False  # "no lucky shot this round"
    lucky_bonus: int = 0  # "add 1 to the die roll" this round
    thrown: dict[str, Opponent] = field(default_factory=dict)  # Knife key -> its target

    def alive(self) -> list[Opponent]:
        return [o for o in self.opponents if o.alive]


# ---------------------------------------------------------------- building a fight


def meet(state: GameState, creature: str, count: int, zombies: int, mods: FightMods,
         cause: str) -> Proc:
    """Face ``count`` of ``creature`` (``WANDERING``: drawn from the Wandering Zombie
    deck) and ``zombies`` Wandering Zombies more (Chaos Agent 9's friends); fight them.
    Returns the outcome: won, escaped, hidden, knocked_out, none."""
    pack = state.pack
    opponents: list[Opponent] = []
    repelled = first_hooked(state, "no_wandering") is not None
    drawn = 0
    if creature == "WANDERING":
        drawn = 0 if repelled else count
    else:
        for i in range(count):
            opponents.append(Opponent(pack.creatures[creature], len(opponents),
                                      state.current_card if i == 0 else None))
    if not repelled:
        drawn += zombies
    for _ in range(drawn):
        card = draw_wandering(state)
        if card is None:
            break
        state.emit("wandering_zombie", card=card)
        opponents.append(Opponent(pack.creatures[pack.wandering_creature], len(opponents),
                                  card, wandering=True))
    if not opponents:
        state.emit("fight_none", cause=cause)
        return "none"
    return (yield from fight(state, Fight(opponents, mods, cause)))


def fight(state: GameState, f: Fight) -> Proc:
    """Steps 1 to 9 for one encounter; returns its outcome."""
    state.emit("fight_start", opponents=[o.to_json() for o in f.opponents], cause=f.cause,
               round=0)
    for o in f.opponents:  # step 1: "If the creature is a Mutant ..."
        if o.creature.radiation:
            yield from radiate(state, o.creature.radiation, o.name)
    for o in f.opponents:  # step 2: one check per Zombie, if already infected
        if o.creature.kind == "zombie":
            venom_check(state, ZOMBIE_VENOM, o.name)
    presence(state, f)
    yield from hide(state, f)
    if not f.alive():
        return finish(state, f, "hidden")
    yield from waistcoat(state, f)
    if f.mods.aimed and not f.mods.sprint:  # steps 3 to 5
        yield from aimed_step(state, f)
        if not f.alive():
            return finish(state, f, "won")
    yield from flash_bomb(state, f)
    yield from choose_hth_weapon(state, f)
    outcome = yield from hand_to_hand(state, f)
    return finish(state, f, outcome)


def finish(state: GameState, f: Fight, outcome: str) -> str:
    """The end of the encounter: thrown Knives picked up or lost, the Wandering Zombies
    returned to their deck (reshuffled), the area free only if every creature is gone."""
    for key, target in f.thrown.items():
        item = next((i for i in state.items if i.key == key), None)
        if item is None or not item.dropped:
            continue
        if target.gone in DEFEATED:
            item.dropped = False
            state.emit("item_retrieved", item=key)
        else:
            item.dropped = False
            remove(state, item, "lost", "thrown and not retrieved")
    return_wandering(state, [o.source for o in f.opponents if o.wandering and o.source])
    if outcome != "won":
        state.area_free = False
    state.emit("fight_end", outcome=outcome, cause=f.cause,
               opponents=[{"index": o.index, "gone": o.gone} for o in f.opponents])
    return outcome


def presence(state: GameState, f: Fight) -> None:
    """Darkness: "for every 30 seconds spent in its company roll one die; on a roll of 4,
    5 or 6 advance the Venom marker" (only if infected)."""
    for o in f.alive():
        if "venom_presence" in o.creature.hooks:
            venom_check(state, o.creature.presence, o.name)


def kill(state: GameState, f: Fight | None, o: Opponent, how: str,
         item: Item | None = None) -> None:
    o.alive = False
    o.gone = how
    state.emit("creature_killed", creature=o.creature.id, index=o.index, how=how,
               weapon=item.card if item else None)
    if o.creature.kind == "darkness":
        state.end("win", "darkness_destroyed")
    if f is not None:  # a Knife thrown at it is picked up now
        for key, target in f.thrown.items():
            if target is o:
                knife = next((i for i in state.items if i.key == key), None)
                if knife is not None and knife.dropped:
                    knife.dropped = False
                    state.emit("item_retrieved", item=key)


# ---------------------------------------------------------------- before the fight


def hide(state: GameState, f: Fight) -> Proc:
    """Hiding, "before Testing Reflexes, etc": one try per creature."""
    for o in f.alive():
        if (yield from hide_from(state, o.creature, o.index)):
            o.alive = False
            o.gone = "hidden"


def hide_from(state: GameState, c: Creature, index: int) -> Generator[Prompt, str, bool]:
    """The Hiding skill (or the Chameleon Suit): one die, 6 to hide (5 with both); never
    from Darkness, which is inescapable (our ruling). Returns True when hidden."""
    skill = state.me.skill == "hiding"
    suit = first_hooked(state, "hiding") is not None
    if not (skill or suit) or c.kind == "darkness":
        return False
    bonus = 1 if skill and suit else 0
    if not (yield from yes_no("hide", f"Try to hide from the {c.name}?",
                              {"opponent": index, "creature": c.id, "needs": 6 - bonus})):
        return False
    r = roll(state, "1D6", "hiding")
    hidden = r + bonus >= 6
    state.emit("hide", creature=c.id, index=index, roll=r, bonus=bonus, hidden=hidden)
    return hidden


def waistcoat(state: GameState, f: Fight) -> Proc:
    """The Implosion Waistcoat, offered while Darkness is in the area (its only use)."""
    if not any(o.creature.kind == "darkness" for o in f.alive()):
        return
    found = first_hooked(state, "waistcoat")
    if found is None:
        return
    if (yield from yes_no("waistcoat", "Trigger the Implosion Waistcoat, killing Darkness "
                          "and yourself?", {"round": f.round})):
        use(state, found[0], "triggered")
        state.emit("implosion", round=f.round)
        state.end("draw", "implosion_waistcoat")


# ---------------------------------------------------------------- shooting


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
        if needed(d, creature) is None or not ready(state, item):
            continue
        if shoot == "GUN" and d.type != "gun":
            continue
        found.append(item)
    return found


def shot_options(state: GameState, f: Fight, lucky: bool) -> list[tuple[str, str]]:
    options = []
    for o in f.alive():
        if not lucky and f.mods.target == "WANDERING" and not o.wandering:
            continue
        for item in shot_weapons(state, o.creature, f.mods.shoot):
            options.append((f"{item.key}@{o.index}",
                            f"{item_label(state, item)} at {o.name} #{o.index + 1}"))
    return options


def _pick(state: GameState, f: Fight, answer: str) -> tuple[Item, Opponent]:
    key, _, index = answer.rpartition("@")
    item = next(i for i in state.items if i.key == key)
    return item, f.opponents[int(index)]


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
        state.emit("aimed_shot", weapon=item.card, creature=creature.id, needed=number,
                   jumped=True, cause=cause)
        return None
    w = state.me
    cats = targeting(state, item)
    modifier = w.marksmanship + d.aim + aim + (int(cats["marksmanship"]) if cats else 0)
    if use_bullets and bullets is not None:
        modifier += int(bullets_bonus(state, bullets))
    dice = roll(state, "2D6", "aimed shot")
    hit = dice + modifier >= number
    state.emit("aimed_shot", weapon=item.card, creature=creature.id, needed=number,
               roll=dice, modifier=modifier, total=dice + modifier, hit=hit,
               reflex_spared_by=spared, dum_dum=use_bullets, cause=cause)
    use(state, bullets if use_bullets and bullets is not None else item, cause)
    return hit


def bullets_bonus(state: GameState, bullets: Item) -> int:
    hook = state.pack.items[bullets.card].hook("dum_dum") or {}
    return int(hook.get("bonus", 2))


def thrown(state: GameState, item: Item) -> bool:
    return state.pack.items[item.card].hook("thrown") is not None


def aimed_step(state: GameState, f: Fight) -> Proc:
    """Steps 3 to 5: "Do you want to shoot the creature?" (one Aimed Shot per encounter,
    at the target of your choice)."""
    options = shot_options(state, f, lucky=False)
    if not options:
        return
    answer = yield from choose("shoot", "Make an Aimed Shot?",
                               [("no", "Do not shoot"), *options],
                               {"opponents": [o.to_json() for o in f.alive()]}, "no")
    if answer == "no":
        return
    f.shot_taken = True
    item, target = _pick(state, f, answer)
    hit = yield from aimed_shot(state, item, target.creature, aim=f.mods.aim,
                                reflex=f.mods.reflex)
    if hit:
        kill(state, f, target, "aimed_shot", item)
    elif hit is False and thrown(state, item) and item in state.items:
        item.dropped = True
        f.thrown[item.key] = target


# ---------------------------------------------------------------- Hand-to-Hand


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


def choose_hth_weapon(state: GameState, f: Fight) -> Proc:
    """"You may only use one [HtH weapon] in combat": the player picks it (or none)."""
    weapons = [i for i in state.items
               if state.pack.items[i.card].hth_weapon and usable(state, i)]
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
    w = state.me
    value = w.hth
    night = state.night()
    if night and first_hooked(state, "no_night_penalty") is None:
        value += NIGHT_PENALTY
    weapon = f.hth_weapon
    if weapon is not None and weapon in state.items and usable(state, weapon):
        value += state.pack.items[weapon.card].hth
    magnetic = state.magnetic()
    for item in state.items:
        d = state.pack.items[item.card]
        if d.hth and not d.hth_weapon and usable(state, item):
            swap = d.hook("magnetic_hth")
            value += int(swap["amount"]) if swap is not None and magnetic else d.hth
    for _, hook in hooked(state, "hth_vs"):
        if o.creature.kind in hook.get("kinds", ()) and (night or not hook.get("night_only")):
            value += int(hook.get("amount", 1))
    if state.smashed():
        value += state.smash_bonus
    if f.flash == "hth":
        value += 3
    value += f.pending_hth + f.mods.hth
    if f.mods.sprint and f.round == 1:
        value -= 1
    return value


def hand_to_hand(state: GameState, f: Fight) -> Proc:
    """Rounds of HtH until every opponent is gone (or the Warrior escapes, or is knocked
    out); returns the outcome."""
    current: Opponent | None = None
    while True:
        if not f.alive():
            return "won"
        f.round += 1
        if f.round > 1:
            advance(state, 1, "combat round")  # "add 30 seconds ... and return to 6"
            presence(state, f)
            out = yield from escape_step(state, f)
            if out is not None:
                return out
            if not f.alive():
                return "won"
        yield from waistcoat(state, f)
        if current is None or not current.alive:
            current = yield from next_opponent(state, f)
        state.emit("round", round=f.round, opponent=current.index)
        replaced = yield from special_step(state, f, current)
        if not replaced:
            out = yield from hth_round(state, f, current)
            if out is not None:
                return out
        current.met = True
        if current.alive and current.poison is not None:
            current.poison -= 1
            if current.poison <= 0:
                kill(state, f, current, "poison")
        if f.alive():
            yield from lucky_step(state, f)
        f.lucky_block = False
        f.lucky_bonus = 0


def next_opponent(state: GameState, f: Fight) -> Generator[Prompt, str, Opponent]:
    """"Fight them using HtH combat, one after the other, in an order decided by
    yourself"."""
    alive = f.alive()
    answer = yield from choose("opponent", "Fight which creature next?",
                               [(str(o.index), f"{o.name} #{o.index + 1}") for o in alive],
                               {"opponents": [o.to_json() for o in alive]})
    return f.opponents[int(answer)]


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
        for hook in ("needle", "nets", "time_grenade"):
            item = first_hooked(state, hook)
            if item is not None and not (hook == "nets" and kind == "meat_machine"):
                found[hook] = item
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
    2 dice and add the result to your current HtH score"; 7 a draw, 8 a win, 9 a loss."""
    attack = o.creature.attack + f.mods.attack
    them = roll(state, "2D6", "hand-to-hand (creature)")
    rating = hth_rating(state, f, o)
    f.pending_hth = 0  # "next round only": used now
    you = roll(state, "2D6", "hand-to-hand (you)")
    them_total, you_total = them + attack, you + rating
    result = "draw" if them_total == you_total else ("win" if you_total > them_total
                                                      else "lose")
    state.emit("hth_round", round=f.round, opponent=o.index, creature=o.creature.id,
               creature_roll=them, attack=attack, creature_total=them_total,
               you_roll=you, rating=rating, you_total=you_total, result=result)
    if result == "win":
        if "invulnerable" in o.creature.hooks:
            state.emit("held_off", creature=o.creature.id)
        else:
            kill(state, f, o, "hand_to_hand")
    elif result == "lose":
        return (yield from creature_hits(state, f, o, max_wounds=False))
    return None


def creature_hits(state: GameState, f: Fight, o: Opponent,
                  max_wounds: bool) -> Generator[Prompt, str, str | None]:
    """Step 9 (and a failed escape, ``max_wounds``): what the creature's hit does; returns
    "knocked_out" when Chaos Agent 4's blow ends the fight."""
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
        n = c.wound_table[roll(state, "1D6", f"{c.name} wounds") - 1]
    else:
        n = c.wounds
    for _, hook in hooked(state, "one_wound_from"):
        if c.kind in hook.get("kinds", ()):
            n = min(n, 1)
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
    r = roll(state, "2D6", "extra wound")
    row = EXTRA_WOUND[r]
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


# ---------------------------------------------------------------- escape and Lucky Shots


def escapable(f: Fight) -> bool:
    return f.mods.escape and not any(o.creature.no_escape for o in f.alive())


def escape_step(state: GameState, f: Fight) -> Generator[Prompt, str, str | None]:
    """Escaping, after the first full round: one die against the Escape rating (the
    highest of the creatures still standing: our ruling for several). Success: one die of
    boxes pass and the turn ends; failure: the creature's maximum wounds, the Extra Wound
    table, and on to step 6."""
    blocked = f.no_escape_next
    f.no_escape_next = False
    alive = f.alive()
    if not escapable(f):
        return None
    if f.flash == "escape" and f.round == 2:
        return escaped(state, f, "flash bomb")
    if blocked:
        return None
    rating = max(o.creature.escape for o in alive)
    options = [("fight", "Fight on"), ("escape", f"Try to escape ({rating} or more)")]
    imagizer = first_hooked(state, "imagizer")
    if imagizer is not None:
        options.append(("imagizer", "Escape with the Holographic Imagizer"))
    answer = yield from choose("escape", "Try to escape?", options,
                               {"rating": rating, "round": f.round}, "fight")
    if answer == "fight":
        return None
    if answer == "imagizer" and imagizer is not None:
        use(state, imagizer[0], "escape")
        return escaped(state, f, "holographic imagizer")
    r = roll(state, "1D6", "escape")
    success = r >= rating
    state.emit("escape", roll=r, needed=rating, success=success)
    if success:
        return escaped(state, f, "escape roll")
    target = max(alive, key=lambda o: o.creature.escape)
    return (yield from creature_hits(state, f, target, max_wounds=True))


def escaped(state: GameState, f: Fight, how: str) -> str:
    boxes = roll(state, "1D6", "escape time")
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
                               {"bonus": f.lucky_bonus}, "no")
    if answer == "no":
        return
    item, target = _pick(state, f, answer)
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
    r = roll(state, "1D6", "lucky shot")
    total = r + bonus
    result, ticks = LUCKY_SHOT[min(6, max(1, total))]
    state.emit("lucky_shot", weapon=item.card, creature=o.creature.id, index=o.index,
               roll=r, modifier=bonus, total=total, result=result)
    if ticks:
        use(state, item, "lucky shot")
    killed = result == "killed"
    if result == "test":
        number = needed(d, o.creature)
        assert number is not None
        test = roll(state, "2D6", "lucky shot test")
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
        take_wounds(state, roll(state, "1D6", "lucky shot: shot yourself"), "shot yourself")
