"""The House deck and the Wandering Zombie deck ("The Playing Cards", "Exploration Phase",
"Missing Darkness", "Trap - Locked Door": retracing steps, "Escaping the Building": new
decks, "Wandering Zombies").

Deck One is always used first; when it runs out, Deck Two. A card turned is placed face
up on its deck's discard pile. Cards skipped (Secret Passage, Dynamite, Rope) go there
too, unencountered; if one is Darkness, Deck Two is reshuffled and started again. The
Wandering Zombies drawn for an encounter go back to their deck, which is reshuffled.
"""

from __future__ import annotations

from crawlbook.rulesets.chainsaw_warrior.engine.content import HouseCard
from crawlbook.rulesets.chainsaw_warrior.engine.setup import split_house
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState

RETRACE = 5  # "deal off the first five"


def order(pile: list[str]) -> list[str]:
    """A face-down pile as the log writes it: the top card first (a pile's list has its
    top last), so that a reader of the log can follow every card drawn after a shuffle
    (docs/chainsaw-warrior/event-log.md)."""
    return pile[::-1]


def peek(state: GameState) -> HouseCard | None:
    """The next card of the current deck (its back is visible), or None."""
    # ``house.deck(house.current)`` read in place, as in ``take_top``: asked every turn
    # (benchmarks/cw_bench.py compare instructions)
    one, two = state.house.decks
    deck = one or two
    return state.pack.cards[deck[-1]] if deck else None


def take_top(state: GameState) -> tuple[HouseCard, int] | None:
    """Take the top card of the current deck onto its discard pile: (card, deck)."""
    house = state.house
    # ``House.current`` and ``deck`` read in place: every turn (benchmarks/cw_bench.py
    # compare instructions)
    deck = house.decks[0]
    number = 1
    if not deck:
        deck = house.decks[1]
        number = 2
    if not deck:
        if not house.discards[1]:
            return None
        # Both decks explored and Darkness not met (it was skipped): our ruling, the
        # Deck Two discards form a new Deck Two.
        refill_deck_two(state, "both decks explored")
        deck = house.deck(2)
        number = 2
    card_id = deck.pop()
    house.discards[number - 1].append(card_id)
    if number == 2 and not house.reached_two:
        house.reached_two = True
        state.emit("deck_two")
    return state.pack.cards[card_id], number


def refill_deck_two(state: GameState, cause: str) -> None:
    house = state.house
    deck, pile = house.deck(2), house.discard(2)
    deck.extend(pile)
    pile.clear()
    state.rng.shuffle(deck)
    state.emit("deck_reshuffled", deck=2, cards=len(deck), cause=cause, order=order(deck))


def missing_darkness(state: GameState, card_id: str) -> None:
    """"If one such discard turns out to be Darkness, stop what you are doing, reshuffle
    the second deck and start it again": Darkness, Deck Two and its discards (our ruling:
    the whole of Deck Two) are shuffled together. A scenario's goal card is missed as
    Darkness is."""
    state.emit("missing_darkness", card=card_id)
    refill_deck_two(state, "missing darkness")


def skip_one(state: GameState, cause: str) -> HouseCard | None:
    """Discard the next card unencountered; returns it (None: nothing left). Skipping
    Darkness reshuffles Deck Two (the caller must stop)."""
    taken = take_top(state)
    if taken is None:
        return None
    card, deck = taken
    if state.log.wants("card_skipped"):  # left out of a lean log (``wandering.arrives``)
        state.emit("card_skipped", card=card.id, back=card.back, encounter=card.encounter,
                   deck=deck, cause=cause)
    return card


def retrace(state: GameState, n: int, cause: str) -> int:
    """Retrace your steps: shuffle the current pack's discard pile, deal off ``n`` (or as
    many as there are) and shuffle them into the pack. The card being resolved is not
    among them: it stays on the discard pile. Returns how many went back."""
    house = state.house
    number = state.current_deck
    pile = house.discard(number)
    current = state.current_card
    others = [c for c in pile if c != current]
    state.rng.shuffle(others)
    back = others[:n]
    keep = others[n:]
    pile[:] = keep + ([current] if current in pile else [])
    deck = house.deck(number)
    deck.extend(back)
    state.rng.shuffle(deck)
    state.emit("retrace", deck=number, cards=len(back), cause=cause, returned=back,
               order=order(deck), discards=list(pile))
    return len(back)


def other_deck(state: GameState, card_id: str) -> None:
    """Time Grenades: "if you are currently in deck 1 shuffle it into deck 2; if in deck
    2 shuffle it into the deck 1 discards"."""
    house = state.house
    number = state.current_deck
    for pile in (*house.discards, *house.decks):
        if card_id in pile:
            pile.remove(card_id)
            break
    target = house.deck(2) if number == 1 else house.discard(1)
    target.append(card_id)
    state.rng.shuffle(target)
    state.emit("card_moved", card=card_id, to="deck_two" if number == 1 else "discard_one",
               order=order(target))


def remove_current(state: GameState) -> None:
    """Remove the card being resolved from the game (the Chasm)."""
    card = state.current_card
    if card is None:
        return
    for pile in (*state.house.discards, *state.house.decks):
        if card in pile:
            pile.remove(card)
            break
    state.house.removed.append(card)
    state.emit("card_removed", card=card)


def look_ahead(state: GameState, n: int) -> list[str]:
    """The next ``n`` cards of the current deck (the Remote Camera); it sees no further
    than a Secret Passage, whose doors are closed."""
    deck = state.house.deck(state.house.current)
    seen: list[str] = []
    for card_id in reversed(deck):
        if len(seen) >= n:
            break
        seen.append(card_id)
        if state.pack.cards[card_id].encounter == "SECRET_PASSAGE":
            break
    return seen


def rebuild(state: GameState) -> None:
    """"Gather up all the House cards and form a new pair of decks just as you did at the
    start of the game. If you had reached the second deck you may start at the top of
    that": Deck One's cards then lie on its discard pile (our ruling)."""
    house = state.house
    cards = [c for pile in (*house.decks, *house.discards) for c in pile]
    for pile in (*house.decks, *house.discards):
        pile.clear()
    one, two = split_house(state.rng, cards, state.pack, state.setup.goal_code)
    house.decks[0].extend(one)
    house.decks[1].extend(two)
    if house.reached_two:
        house.discards[0].extend(house.decks[0])
        house.decks[0].clear()
    state.emit("decks_rebuilt", deck_one=len(house.decks[0]), deck_two=len(house.decks[1]),
               start=house.current, order_one=order(house.decks[0]),
               order_two=order(house.decks[1]), discard_one=list(house.discards[0]))


# ---------------------------------------------------------------- Wandering Zombies


def draw_wandering(state: GameState) -> str | None:
    """Flip over the first card of the Wandering Zombie pack (None: none left)."""
    if not state.wandering:
        return None
    return state.wandering.pop()


def return_wandering(state: GameState, cards: list[str]) -> None:
    """"Return it to the pile and shuffle thoroughly"."""
    if cards:
        state.wandering.extend(cards)
        state.rng.shuffle(state.wandering)
        if state.log.wants("wandering_returned"):  # a frequent event: its order built if kept
            state.emit("wandering_returned", cards=len(cards), deck=len(state.wandering),
                       returned=list(cards), order=order(state.wandering))


def is_goal(state: GameState, card: HouseCard) -> bool:
    """The goal card (Darkness in the standard game), missed when skipped."""
    return card.encounter == state.setup.goal_code
