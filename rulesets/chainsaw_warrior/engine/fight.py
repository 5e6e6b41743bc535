"""Fighting Creatures, steps 1 to 9: the procedure of one encounter ("Fighting Creatures",
"Multiple Opponents", "Venom Infection", Hiding).

``meet`` brings the creatures (a House card's, or Wandering Zombies drawn from their deck)
and ``fight`` takes them through the rulebook's order:

1. radiation from every Mutant; 2. a venom check per Zombie once infected (and Darkness'
   presence); then Hiding (the skill, the Chameleon Suit);
3. shoot or not; 4. the Reflex test; 5. the Aimed Shot (one per encounter, ``shots``);
6. to 9. Hand-to-Hand, the Lucky Shots and escapes (``engine.hth``).

Equipment hooks act inside: no Reflex test (Sonic Amplifier, Metal Detector, Heat
Detector, TDD), HtH bonuses, Body Armour, the Helmet, Flash Bombs, the Imagizer, the
Needle, Nets, Time Grenades, the C.N.E.S., the Implosion Waistcoat.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6
from crawlbook.rulesets.chainsaw_warrior.engine.asks import choose, yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.content import Creature, creature_values
from crawlbook.rulesets.chainsaw_warrior.engine.determination import own_roll
from crawlbook.rulesets.chainsaw_warrior.engine.encounter import (
    DEFEATED,
    ZOMBIE_VENOM,
    Fight,
    FightMods,
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
    remove,
)
from crawlbook.rulesets.chainsaw_warrior.engine.harm import (
    radiate,
    venom_check,
)
from crawlbook.rulesets.chainsaw_warrior.engine.house import (
    draw_wandering,
    return_wandering,
)
from crawlbook.rulesets.chainsaw_warrior.engine.hth import (
    choose_hth_weapon,
    flash_bomb,
    hand_to_hand,
    hth_weapons,
)
from crawlbook.rulesets.chainsaw_warrior.engine.shots import aimed_shot, thrown
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance

from crawlbook.ruleset import Prompt, roll

Proc = Generator[Prompt, str, Any]




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
        if state.log.wants("wandering_zombie"):  # left out of a lean log (``arrives``)
            state.emit("wandering_zombie", card=card)
        opponents.append(Opponent(pack.creatures[pack.wandering_creature], len(opponents),
                                  card, wandering=True))
    if not opponents:
        state.emit("fight_none", cause=cause)
        return "none"
    if state.rule("wandering-delays") and any(o.wandering for o in opponents):
        # Wandering Zombie Delays: "add 30 seconds to the time for each Wandering Zombie
        # or group of Wandering Zombies encountered ... before considering any other
        # action" (a group: the Zombies one card or check brings, our ruling)
        advance(state, 1, "wandering zombie delay")
    return (yield from fight(state, Fight(opponents, mods, cause)))


def fight(state: GameState, f: Fight) -> Proc:
    """Steps 1 to 9 for one encounter; returns its outcome."""
    # A frequent event a simulated game's log keeps (``careful`` and the counters read
    # it), written as ``GameState.emit`` would write it, as ``timetrack.advance`` writes
    # ``time`` (benchmarks/cw_bench.py compare instructions).
    log = state.log
    kept = log.kept
    if kept is None or "fight_start" in kept:
        log.append({"seq": len(log) + log.left_out, "type": "fight_start",
                    "opponents": [o.to_json() for o in f.opponents], "cause": f.cause,
                    "round": 0, "creatures": {o.creature.id: creature_values(o.creature)
                                              for o in f.opponents}})
    else:
        log.left_out += 1
    for o in f.opponents:  # step 1: "If the creature is a Mutant ..."
        if o.creature.radiation:
            yield from radiate(state, o.creature.radiation, o.name)
    for o in f.opponents:  # step 2: one check per Zombie, if already infected
        if o.creature.kind == "zombie":
            venom_check(state, ZOMBIE_VENOM, o.creature.name)
    presence(state, f)
    # Each step that may ask is entered only when the Warrior holds what it offers (a
    # generator made for nothing costs more than the test; benchmarks/cw_bench.py compare
    # instructions).
    held = carried(state)
    if state.me.skill == "hiding" or "hiding" in held:
        yield from hide(state, f)
        if not f.standing():
            return finish(state, f, "hidden")
    if "waistcoat" in held:
        yield from waistcoat(state, f)
    if f.mods.aimed and not f.mods.sprint:  # steps 3 to 5
        yield from aimed_step(state, f)
        if not f.standing():
            return finish(state, f, "won")
    if "flash_bomb" in carried(state) and state.night():
        yield from flash_bomb(state, f)
    weapons = hth_weapons(state)
    if weapons:
        yield from choose_hth_weapon(state, f, weapons)
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
        state.free(False, f"fight {outcome}")
    # A frequent event, left out of a simulated game's log: its list built only when kept
    # (``log.wants`` asked in place, as for ``hth_round``).
    log = state.log
    kept = log.kept
    if kept is not None and "fight_end" not in kept:
        log.left_out += 1
    else:
        state.emit("fight_end", outcome=outcome, cause=f.cause,
                   opponents=[{"index": o.index, "gone": o.gone} for o in f.opponents])
    return outcome




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
    r = roll(state, ONE_D6, "hiding")
    hidden = own_roll(state, r) + bonus >= 6
    state.emit("hide", creature=c.id, index=index, roll=r, bonus=bonus, hidden=hidden)
    return hidden


def aimed_step(state: GameState, f: Fight) -> Proc:
    """Steps 3 to 5: "Do you want to shoot the creature?" (one Aimed Shot per encounter,
    at the target of your choice)."""
    options = shot_options(state, f, lucky=False)
    if not options:
        return
    # The prompt's ``info`` built only when someone reads it (``State.unread``: not the
    # core's ``random``), as for the escape and the Lucky Shot (benchmarks/cw_bench.py
    # compare instructions).
    answer = yield from choose("shoot", "Make an Aimed Shot?",
                               [("no", "Do not shoot"), *options],
                               {} if "shoot" in state.unread else
                               {"opponents": [o.to_json() for o in f.alive()],
                                "aim": f.mods.aim, "reflex": f.mods.reflex}, "no")
    if answer == "no":
        return
    f.shot_taken = True
    item, target = pick(state, f, answer)
    hit = yield from aimed_shot(state, item, target.creature, aim=f.mods.aim,
                                reflex=f.mods.reflex)
    if hit:
        kill(state, f, target, "aimed_shot", item)
    elif hit is False and thrown(state, item) and item in state.items:
        item.dropped = True
        f.thrown[item.key] = target
