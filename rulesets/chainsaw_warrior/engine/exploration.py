"""The Sequence of Play: a turn is the Time Phase, then the Exploration Phase ("Sequence
of Play"; the Climbing skill's Elevator decision; "Escaping the Building": counting the
cards to the way out).

Time Phase: the Time marker moves one box. Then the Warrior's actions (``engine.actions``).
Exploration Phase: he turns the first card of the current deck (Deck One first), places
it on its discard pile and responds to it (``engine.precedence``). "When the encounter is
resolved the turn ends."
"""

from __future__ import annotations

from collections.abc import Generator

from crawlbook.rulesets.chainsaw_warrior.engine import escape
from crawlbook.rulesets.chainsaw_warrior.engine.actions import actions, offer
from crawlbook.rulesets.chainsaw_warrior.engine.asks import yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.content import HouseCard
from crawlbook.rulesets.chainsaw_warrior.engine.determination import after_card
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import lance_ok
from crawlbook.rulesets.chainsaw_warrior.engine.house import peek, take_top
from crawlbook.rulesets.chainsaw_warrior.engine.precedence import resolve
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance

from crawlbook.ruleset import Prompt

SPRINT_BACKS = ("corridor", "stairs")
# Sprinting: what the Warrior runs into, by category of encounter. The Slime (a hazard)
# is met as the card says: its roll is its own test ("Do not Test Reflexes; roll 2
# dice"), not an Aimed Shot, so the rule against Aimed Shots does not touch it
# (docs/chainsaw-warrior/rules.md, "The Slime").
SPRINT_INTO = {"clear": "through", "empty": "through", "passage": "past",
               "creature": "creature", "darkness": "creature", "hazard": "normal",
               "trap": "trap"}


def turn(state: GameState) -> Generator[Prompt, str, None]:
    state.turns += 1
    # A procedure that may ask is entered only when it has something to ask (here and
    # through the fight's steps): most turns offer no sprint and no action, and a
    # generator made for nothing costs more than the test (benchmarks/cw_bench.py
    # compare instructions).
    if state.rule("sprinting") and (yield from sprint_decision(state)):
        yield from explore(state, sprint=True)
    else:
        advance(state, 1, "time phase")
        options = offer(state)
        if options is not None:
            yield from actions(state, options)
        yield from explore(state)
    if state.escaping is None and not lance_ok(state):
        yield from escape.start(state, escape.lance_cause(state))


def sprint_decision(state: GameState) -> Generator[Prompt, str, bool]:
    """Sprinting (optional): "Upon coming to either a Corridor or Stairs card, you may
    decide to sprint before turning the card face-up"."""
    if not state.rule("sprinting"):
        return False
    upcoming = peek(state)
    if upcoming is None or upcoming.back not in SPRINT_BACKS:
        return False
    return (yield from yes_no("sprint", f"Sprint through the next area ({upcoming.back})?",
                              {"back": upcoming.back}, "no"))


def explore(state: GameState, sprint: bool = False) -> Generator[Prompt, str, None]:
    """The Exploration Phase (``sprint``: the Sprinting rule's, whose Time Phase waits
    to see the card: a Clear or Empty area costs no time)."""
    climbing = False
    # The skill asked before the next card's back: only a Climber looks (every turn;
    # benchmarks/cw_bench.py compare instructions).
    warrior = state.warrior  # ``state.me``, read in place (every turn)
    upcoming = peek(state) if warrior is not None and warrior.skill == "climbing" else None
    if upcoming is not None and upcoming.back == "elevator":
        # "you must decide whether or not to do so before turning the card over"
        climbing = yield from yes_no("climb", "Climb the elevator shaft (treat the area as "
                                     "Clear)?", {"back": upcoming.back}, "yes")
    counting = state.escaping is not None
    taken = take_top(state)
    if taken is None:
        state.emit("house_empty")
        return
    card, deck = taken
    state.current_card, state.current_deck = card.id, deck
    log = state.log
    start = len(log)
    # Every turn's event, which a simulated game's log keeps: written as
    # ``GameState.emit`` would write it, without its keyword packing
    # (benchmarks/cw_bench.py compare instructions).
    kept = log.kept
    if kept is None or "card_turned" in kept:
        log.append({"seq": start + log.left_out, "type": "card_turned", "card": card.id,
                    "back": card.back, "encounter": card.encounter, "deck": deck,
                    "time": state.time, "climbing": climbing, "sprint": sprint})
    else:
        log.left_out += 1
    if sprint:
        yield from sprint_into(state, card)
    else:
        yield from resolve(state, card, climbing)
    if state.rule("determination"):  # the optional rule's own step (every turn)
        after_card(state, card, start)
    state.last_back = card.back
    state.current_card = None
    state.entry = None
    if counting and escape.called_off(state):
        return
    if counting and state.escaping is not None:
        state.escaping -= 1
        if state.log.wants("way_out"):  # frequent, left out of a lean log (``arrives``)
            state.emit("way_out", cards_left=state.escaping)
        if state.escaping <= 0:
            yield from escape.leave(state, "found the way out")


def sprint_into(state: GameState, card: HouseCard) -> Generator[Prompt, str, None]:
    """A Clear or Empty area: through, unhindered, no Wandering Zombie, no time. Anything
    else costs its 30 seconds; a Secret Passage is run past, discarded unused; an
    occupied area is fought without an Aimed Shot and at -1 HtH in the first round; a
    trap's Reflex test fails and its results are the worst possible."""
    what = SPRINT_INTO.get(state.pack.encounters[card.encounter]["category"], "normal")
    if what == "through":
        state.free(True, "sprinted through")
        state.emit("sprinted_through", card=card.id)
        return
    advance(state, 1, "time phase")
    if what == "past":
        state.free(True, "sprinted past")
        state.emit("sprinted_past", card=card.id)
        return
    state.sprinting = what if what in ("creature", "trap") else None
    try:
        yield from resolve(state, card, False)
    finally:
        state.sprinting = None
