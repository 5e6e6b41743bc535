"""The Tough Bastard deck (rulebook "Tough Bastardness", "Removing and Recovering TB
Cards", "Resolve TB Encounter", "Board Set Up" 10)."""

from __future__ import annotations

from crawlbook.rulesets.tunnel_rats.engine.tb_deck import BOOBY_TRAP, TBDeck, build_draw_deck
from crawlbook.runtime.rng import Rng

from tests.runtime.programs import sample_program

from .helpers import events, new


def deck(draw, discarded=()):
    game = new(sample_program())
    tb = TBDeck(list(draw), list(discarded))
    tb.state = game.state
    game.state.tb = tb
    return game, tb


def test_discard_moves_top_card_to_discard_pile():
    game, tb = deck(["A", "B", "C"])
    tb.discard(2, "test")
    assert tb.draw == ["A"] and tb.discarded == ["C", "B"]
    assert events(game, "tb_deck")[-1] == {**events(game, "tb_deck")[-1], "draw": 1,
                                            "discard": 2, "removed": 0, "marker": 0}


def test_last_card_is_removed_and_new_draw_deck_formed():
    """Discarding the last Draw card Removes it and forms a new Draw deck from the
    Discard pile; outstanding discards continue from it."""
    game, tb = deck(["A", "B"], ["X", "Y", "Z"])
    tb.discard(3, "test")
    # B is discarded; A, the last card, is Removed; X Y Z B form the new Draw deck, from
    # which the third discard is made.
    assert tb.removed == ["A"]
    assert len(tb.draw) == 3 and len(tb.discarded) == 1
    assert sorted(tb.draw + tb.discarded) == ["B", "X", "Y", "Z"]
    kinds = [e["type"] for e in game.log if e["type"].startswith("tb_")]
    assert kinds == ["tb_discard", "tb_remove", "tb_new_draw", "tb_discard", "tb_deck"]


def test_mission_fails_when_no_card_remains_to_remove():
    """Rulebook "Mission Objectives": no remaining TB cards to Remove."""
    game, tb = deck(["A"])
    tb.discard(1, "test")  # nothing raised: the game ends the core's way (``State.stop``)
    assert game.state.failure == "tb_exhausted"
    assert game.state.ended is not None and game.state.ended.reason == "tb_exhausted"
    assert tb.removed == ["A"]
    assert [e["type"] for e in game.log][-2:] == ["tb_remove", "tb_deck"]  # nothing after


def test_marker_absorbs_discards_first():
    """A Recovered card is the +1/+2 marker: it is discarded or flipped first."""
    game, tb = deck(["A", "B", "C"])
    tb.recover(2, "test")
    assert tb.marker == 2
    tb.discard(3, "test")
    assert tb.marker == 0 and tb.draw == ["A", "B"]
    assert [e["value"] for e in events(game, "tb_marker")] == [2, 1, 0]


def test_marker_is_at_most_two():
    _game, tb = deck(["A"])
    tb.recover(2, "x")
    tb.recover(1, "x")
    assert tb.marker == 2


def test_face_up_card_flipped_when_discarded():
    """Rulebook "Resolve TB Encounter": leave it face up; when you Discard it, flip it."""
    _game, tb = deck(["A", "B"])
    assert tb.reveal_top() == "B" and tb.face_up
    tb.discard(1, "crawl")
    assert not tb.face_up and tb.discarded == ["B"]


def test_exchange_play_note_swaps_with_discard_or_removed():
    _game, tb = deck(["A", "B"], ["X"])
    tb.reveal_top()
    new_top = tb.exchange_top()
    assert new_top == "X" and tb.draw == ["A", "X"] and tb.discarded == ["B"]


def test_draw_deck_always_holds_booby_trap():
    """Board Set Up 10: TR18 is always one of the Draw deck's cards."""
    codes = [f"TR{i}" for i in range(1, 19)]
    for seed in range(30):
        d = build_draw_deck(codes, 10, Rng(seed))
        assert BOOBY_TRAP in d and len(d) == 10 and len(set(d)) == 10


def test_fewer_program_cards_make_a_smaller_deck():
    """Our ruling: a program with fewer TB cards than the deck size uses them all."""
    d = build_draw_deck(["TR1", "TR18"], 10, Rng(1))
    assert sorted(d) == ["TR1", "TR18"]


def test_one_fewer_tb_optional_rule():
    """Rulebook "Optional Rules": Mission: 1 less TB card."""
    assert len(new(sample_program()).state.tb.draw) == 10
    assert len(new(sample_program(), one_fewer_tb=True).state.tb.draw) == 9
