"""What a Chainsaw Warrior player has not seen, dealt again (``Engine.unseen``;
docs/rulesets.md, "The engine"): a search's fork of a game must not know the cards its
seed dealt (docs/playtesting.md, "Forks").

- Each House deck is face down ("The Playing Cards"): its cards are shuffled again. The
  back of the current deck's top card is visible (``house.peek``): a card with that back
  is put back on top.
- The Wandering Zombie deck and the Equipment piles are face down: shuffled again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crawlbook.ruleset import Rng

if TYPE_CHECKING:
    from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState


def deal_unseen(state: GameState, rng: Rng) -> None:
    """Shuffle what the player has not seen (see the module docstring) with ``rng``."""
    house = state.house
    cards = state.pack.cards
    current = house.current
    for number in (1, 2):
        deck = house.deck(number)
        if not deck:
            continue
        back = cards[deck[-1]].back
        rng.shuffle(deck)
        if number == current:
            # The first card with the top card's back, after the shuffle, is a uniformly
            # random one of them: it goes back on top.
            for i in range(len(deck) - 1, -1, -1):
                if cards[deck[i]].back == back:
                    deck[i], deck[-1] = deck[-1], deck[i]
                    break
    rng.shuffle(state.wandering)
    for pile in state.piles.values():
        rng.shuffle(pile)
