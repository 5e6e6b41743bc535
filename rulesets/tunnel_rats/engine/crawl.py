"""The Crawl: the player turn, its 11 steps in the rulebook's exact order ("Crawl").

1. Rest & Recover (optional)       ``rest_and_recover``
2. Change Team formation (optional) ``change_formation``
3. Choose Exit (or declare the end on a way out, or abandon)
4. Decide to Scurry (only into revealed cards)
5. Reveal new Tunnel card (if relevant) ``reveal``
6. Move to the selected Tunnel card
7. Discard TB cards: the flashlights of a new card, 1 on a revisited one
8. Roll the Threat die and update Threat
9. TB Encounter on yellow/red (new card) or red (revisited) ``tb_encounter``
10. Resolve the Event (if unresolved)
11. Random Combat if Threat is 9 (checked here, after the Event, never during it)
"""

from __future__ import annotations

from collections.abc import Generator
from functools import lru_cache
from itertools import permutations
from typing import TYPE_CHECKING

from crawlbook.rulesets.tunnel_rats.engine.asks import (
    ability_holder,
    ability_offer,
    rat_info,
    yes_no,
)
from crawlbook.rulesets.tunnel_rats.engine.effects import (
    DEFAULT_RANDOM_COMBAT,
    EFFECTS,
    run_combat,
)
from crawlbook.rulesets.tunnel_rats.engine.threat import roll_face, roll_threat
from crawlbook.rulesets.tunnel_rats.engine.tunnels import Exit
from crawlbook.runtime.interpreter import find_card, run_card, run_event
from crawlbook.runtime.prompts import Choice, Prompt

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

Proc = Generator[Prompt, str, None]
REST_MAX = 6
REST_CHOICES = tuple(Choice(str(n), "Do not rest" if n == 0 else f"Rest: Discard {n} TB")
                     for n in range(REST_MAX + 1))
THREAT_LIMIT = 9


def crawl(state: GameState) -> Generator[Prompt, str, str | None]:
    """One Crawl. Returns "end" when the player declares the Mission over on a way out."""
    state.crawls += 1
    cx = state.complex
    state.emit("crawl_start", number=state.crawls, position=list(cx.position),
               threat=state.threat)
    yield from rest_and_recover(state)                       # 1
    yield from change_formation(state)                       # 2
    exit_ = yield from choose_exit(state)                    # 3
    if exit_ is None:
        return "end"
    scurry = False
    if not exit_.new_card:                                   # 4
        scurry = yield from yes_no("scurry", "Scurry into the revealed card?",
                                   {"target": list(exit_.target)})
    if exit_.new_card:                                       # 5
        reveal(state, exit_)
    before = cx.position                                     # 6
    cx.enter(exit_.target, exit_.slot)
    placed = cx.here()
    card = cx.template(placed)
    state.emit("crawl", **{"from": list(before)}, to=list(cx.position),
               new_card=exit_.new_card, scurry=scurry, card=placed.card, slot=exit_.slot,
               dead_end=cx.dead_end is not None)
    count = card.flashlights if exit_.new_card else 1        # 7
    if exit_.new_card:
        mole = ability_holder(state, "tunnel_sense")
        if mole is not None and (yield from ability_offer(
                state, mole, f'Use "{mole.nickname}"\'s ability: Discard 1 TB card fewer?')):
            count -= 1
    if count:
        state.tb.discard(count, "crawl")
    face = roll_face(state)                                  # 8
    if face == "red":
        preacher = ability_holder(state, "steady_nerves")
        if preacher is not None and (yield from ability_offer(
                state, preacher, f'The Threat die shows red: use "{preacher.nickname}"\'s '
                                 "ability to treat it as yellow?")):
            face = "yellow"
    roll_threat(state, during_event=False, scurry=scurry, face=face)
    if face == "red" or (exit_.new_card and face == "yellow"):  # 9
        yield from tb_encounter(state)
    event = placed.event
    if event is not None and event not in state.resolved_events:  # 10
        # "Resolve Event": while it is read a Threat roll brings no TB Encounter.
        state.in_event += 1
        yield from run_event(state, event, EFFECTS)
        state.in_event -= 1
        if event not in state.resolved_events:
            state.resolved_events.append(event)
    if state.threat >= THREAT_LIMIT:                         # 11
        setup = (state.program.get("setup") or {}).get("random_combat")
        params = dict(setup["params"]) if setup else dict(DEFAULT_RANDOM_COMBAT)
        yield from run_combat(state, params, True)
    return None


def rest_and_recover(state: GameState) -> Proc:
    """Step 1: Discard up to 6 TB cards, remove that much Damage split evenly; the
    player places the odd points, each on a different Rat (our ruling)."""
    answer = yield Prompt("rest", "Rest & Recover? How many TB cards to Discard",
                          REST_CHOICES, "0",
                          {"draw": len(state.tb.draw), "marker": state.tb.marker,
                           "rats": rat_info(state)})
    n = int(answer)
    if not n:
        return
    state.emit("rest", discarded=n)
    state.tb.discard(n, "rest")
    rats = state.team.standing()
    each, odd = divmod(n, len(rats))
    if each:
        for rat in rats:
            state.heal(rat.id, each, "rest")
    given: list[str] = []
    for k in range(odd):
        left = [r for r in rats if r.id not in given]
        choices = tuple(Choice(r.id, f'"{r.nickname}" {r.name} ({r.damage} Damage)')
                        for r in left)
        pick = yield Prompt("heal_point", f"Place healing point {k + 1} of {odd}", choices,
                            None, {"remaining": odd - k, "rats": rat_info(state)})
        given.append(pick)
        state.heal(pick, 1, "rest")
    if ability_holder(state, "medic") is not None:
        hurt = max(state.team.standing(), key=lambda r: r.damage)
        state.heal(hurt.id, 1, "medic")


def change_formation(state: GameState) -> Proc:
    """Step 2: keep the Formation or put the standing Rats in any order."""
    current = state.team.formation
    choices = _formation_choices(state, tuple(current))
    answer = yield Prompt("formation", "Change the Formation? (Lead first)", choices,
                          "keep", {"formation": list(current), "rats": rat_info(state)})
    if answer != "keep":
        state.team.formation[:] = answer.split(",")
        state.emit("formation", formation=list(state.team.formation))


def _formation_choices(state: GameState, current: tuple[str, ...]) -> tuple[Choice, ...]:
    # The choices depend only on the current order (and the Rats' nicknames, fixed by the
    # content pack), so they are built once per order for every game of the program.
    cache = state.cache.setdefault("formation", {})
    choices = cache.get(current)
    if choices is None:
        names = {r.id: r.nickname for r in state.team.rats}
        built = [Choice("keep", "Keep the Formation")]
        for order in permutations(current):
            if order != current:
                built.append(Choice(",".join(order), " / ".join(names[i] for i in order)))
        choices = cache[current] = tuple(built)
    return choices


def choose_exit(state: GameState) -> Generator[Prompt, str, Exit | None]:
    """Step 3: an Exit of the card; "end" on a way out; "abandon" fails the Mission."""
    cx = state.complex
    exits = cx.legal_exits()
    choices = [_exit_choice(e.slot, e.target, e.new_card) for e in exits]
    can_end = cx.on_way_out()
    if can_end:
        choices.append(Choice("end", "Leave the tunnels: end the Mission"))
    choices.append(Choice("abandon", "Abandon the Mission (failure)"))
    info = {"position": list(cx.position), "card": cx.here().card, "can_end": can_end,
            "dead_end": cx.dead_end, "crawl": state.crawls, "draw": len(state.tb.draw),
            "noted": list(state.log_entries),
            "exits": [{"slot": e.slot, "target": list(e.target), "new_card": e.new_card}
                      for e in exits]}
    answer = yield Prompt("exit", "Choose an Exit", tuple(choices), None, info)
    if answer == "end":
        return None
    if answer == "abandon":
        state.emit("abandon", position=list(cx.position))
        state.fail("abandoned")
    for e in exits:
        if e.slot == answer:
            return e
    raise AssertionError(answer)  # the Game validated the answer


@lru_cache(maxsize=1024)
def _exit_choice(slot: str, target: tuple[int, int], new_card: bool) -> Choice:
    # An Exit's choice depends on nothing else: built once, shared by every game.
    return Choice(slot, f"{slot} -> Level {target[0]}, column {target[1]}"
                        + (" (new card)" if new_card else ""))


def reveal(state: GameState, exit_: Exit) -> None:
    """Step 5: the top card of the level's deck is placed; when no newly revealed card
    could ever be entered any more, it is set aside for a random unused Standard card of
    that Level, which keeps the Event of the card it replaced (the Initiative marker)."""
    cx = state.complex
    level = exit_.target[0]
    card_id = cx.decks[level].pop(0)
    placed = cx.place(exit_.target, card_id)
    card = cx.templates[card_id]
    state.emit("reveal", card=card_id, position=list(exit_.target),
               flashlights=card.flashlights, event=placed.event)
    if (cx.unused.get(level) and any(cx.decks.values())
            and not cx.can_still_explore([cx.entrance, cx.position])):
        pool = cx.unused[level]
        replacement = pool.pop(state.rng.below(len(pool)))
        cx.set_aside.append(card_id)
        event = placed.event
        new = cx.place(exit_.target, replacement)
        new.event = event
        state.emit("reveal_replaced", discarded=card_id, card=replacement,
                   position=list(exit_.target), event=event,
                   flashlights=cx.templates[replacement].flashlights)


def tb_encounter(state: GameState) -> Proc:
    """Step 9: reveal the top TB card and resolve it; it stays face up on the Draw deck.
    The play note: an encounter already resolved this Mission may be exchanged for a
    random card of the Discard or Removed piles."""
    tb = state.tb
    card = tb.reveal_top()
    if card in tb.resolved and (tb.discarded or tb.removed):
        if (yield from yes_no("tb_exchange",
                              f"{card} was already resolved: exchange it for a random "
                              "Discarded or Removed card?", {"card": card})):
            new = tb.exchange_top()
            state.emit("tb_exchange", old=card, new=new)
            card = new if new is not None else card
    state.emit("tb_encounter", card=card,
               title=(find_card(state.program, card) or {}).get("title"))
    if card not in tb.resolved:
        tb.resolved.append(card)
    yield from run_card(state, card, EFFECTS)
    state.emit("tb_encounter_end", card=card)

