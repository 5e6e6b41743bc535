"""``Engine.unseen`` of the bundled rulesets (docs/rulesets.md, "The engine"): a fork
deals again what the player has not seen and keeps what he has."""

from __future__ import annotations

from collections import Counter

from crawlbook.compiler.api import load_program
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.fork import fork
from crawlbook.runtime.game import Game, prepare


def _midgame(name: str, policy: str, seed: int, answers: int) -> Game:
    """The game of ``seed`` after the first ``answers`` answers ``policy`` gave."""
    ready = prepare(load_program(name))
    played = play_with_policy(ready.program, seed, policy, content=ready)
    game = Game.new(ready.program, seed, content=ready)
    for answer in played.answers[:answers]:
        if game.over:
            break
        game.answer(answer)
    return game


def test_tunnel_rats_deals_the_tb_deck_and_the_tunnel_cards_again():
    game = _midgame("1", "cautious", 4, 12)
    state = game.state
    copies = [fork(game, salt).state for salt in range(6)]
    for copy in copies:
        assert Counter(copy.tb.draw) == Counter(state.tb.draw)
        assert copy.tb.discarded == state.tb.discarded and copy.tb.removed == state.tb.removed
        for level, deck in state.complex.decks.items():
            kinds = [state.complex.templates[c].kind for c in deck]
            theirs = copy.complex.decks[level]
            assert [copy.complex.templates[c].kind for c in theirs] == kinds
            events = [c for c, k in zip(deck, kinds, strict=True) if k != "standard"]
            assert [c for c in theirs if copy.complex.templates[c].kind != "standard"] == events
            assert (Counter(deck) + Counter(state.complex.unused.get(level, []))
                    == Counter(theirs) + Counter(copy.complex.unused.get(level, [])))
        assert copy.complex.cards == state.complex.cards
    assert len({tuple(c.tb.draw) for c in copies}) > 1


def test_chainsaw_warrior_deals_the_house_again_and_keeps_the_visible_back():
    game = _midgame("chainsaw-warrior", "careful", 2, 20)
    state = game.state
    house = state.house
    cards = state.pack.cards
    copies = [fork(game, salt).state for salt in range(6)]
    for copy in copies:
        for number in (1, 2):
            assert Counter(copy.house.deck(number)) == Counter(house.deck(number))
        top = house.deck(house.current)
        if top:
            assert cards[copy.house.deck(house.current)[-1]].back == cards[top[-1]].back
        assert Counter(copy.wandering) == Counter(state.wandering)
    assert len({tuple(c.house.deck(1)) + tuple(c.house.deck(2)) for c in copies}) > 1
