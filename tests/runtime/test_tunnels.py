"""Tunnel cards, decks and the complex (rulebook "Tunnels", "Choose Exit", "Reveal New
Tunnel Card", "Board Set Up" 7 and 9)."""

from __future__ import annotations

from crawlbook.rulesets.tunnel_rats.engine.tunnels import ACROSS, BORDER, build_level_deck
from crawlbook.runtime.rng import Rng

from .helpers import GRAY, answer_all, card, content_with, events, new, rig
from .programs import program

STANDARDS = [f"S{i}" for i in range(6)]
EVENTS = {1: "E1", 2: "E2", 3: "E3"}


def test_across_slots():
    assert ACROSS["right-top"] == "left-top" and ACROSS["bottom-left"] == "top-left"
    assert ACROSS["left-bottom"] == "right-bottom"


def test_borders_six_cards_apart():
    """Board Set Up 9: the Borders are 6 cards apart."""
    assert BORDER.blocks(0) and BORDER.blocks(7)
    assert not any(BORDER.blocks(c) for c in range(1, 7))


def test_deck_on_top_and_on_bottom_in_written_order():
    deck = build_level_deck(Rng(1), STANDARDS, 3,
                            [{"events": [1, 2], "where": "top"},
                             {"events": [3], "where": "bottom"}], EVENTS)
    assert deck[:2] == ["E1", "E2"] and deck[-1] == "E3" and len(deck) == 6


def test_deck_in_bottom_n_counts_the_events():
    for seed in range(40):
        deck = build_level_deck(Rng(seed), STANDARDS, 5,
                                [{"events": [1, 2], "where": "in_bottom", "depth": 3}], EVENTS)
        assert len(deck) == 7
        assert {"E1", "E2"} <= set(deck[-3:])


def test_deck_in_top_n():
    for seed in range(40):
        deck = build_level_deck(Rng(seed), STANDARDS, 4,
                                [{"events": [3], "where": "in_top", "depth": 2}], EVENTS)
        assert "E3" in deck[:2]


def test_deck_shuffled_uses_the_standard_count():
    deck = build_level_deck(Rng(3), STANDARDS, 4, [{"events": [1, 2], "where": "shuffled"}],
                            EVENTS)
    assert len(deck) == 6 and set(deck) >= {"E1", "E2"}


def test_entrance_at_the_entrance_column():
    """Board Set Up: the Entrance card on Level 1 at the mission's column."""
    game = new(program(mission={"entrance_column": 4}))
    cx = game.state.complex
    assert cx.position == (1, 4) == cx.entrance
    assert cx.here().card == "ENTRANCE"


def test_dead_end_leaves_only_the_way_back():
    """Glossary "Dead End": the only option is to Exit back to the previous card."""
    cards = [card("L1-D", level=1, dead=["left-top", "left-bottom"])]
    game = new(program(content=content_with(cards), mission={"levels": 1, "decks": [
        {"level": 1, "standard": 1, "placements": []}]}))
    game.answer("continue")
    rig(game, GRAY)
    answer_all(game, "right-top")
    assert game.prompt.ids() == ["left-top", "formation", "abandon"]


def test_forbidden_exit_rule():
    """Mission rules: FORBID_EXIT SIDE LEVEL n."""
    game = new(program(mission={"rules": [
        {"verb": "FORBID_EXIT", "params": {"side": "BOTTOM", "level": 1}}]}))
    answer_all(game, "continue")
    assert not {"bottom-left", "bottom-right"} & set(game.prompt.ids())


def test_stuck_complex_replaces_the_new_card_keeping_its_event():
    """Rulebook "Reveal New Tunnel Card" (note): when no newly revealed card can be
    entered any more, the new card is discarded for a random unused Standard card of the
    Level, which keeps the Event (the Initiative marker)."""
    # A one-level complex whose Entrance has only right exits; the Event card revealed at
    # column 2 has dead ends everywhere except where the team enters.
    closed = ["right-top", "right-bottom", "left-bottom", "bottom-left", "bottom-right"]
    cards = [card("ENTRANCE", "entrance", None, dead=["left-top", "left-bottom",
                                                       "bottom-left", "bottom-right",
                                                       "right-bottom"]),
             card("E1", "event", None, event=1, dead=closed),
             card("L1-A", level=1), card("L1-B", level=1)]
    prog = program(content=content_with(cards), mission={"levels": 1, "decks": [
        {"level": 1, "standard": 1, "placements": [
            {"events": [1], "where": "top", "depth": None}]}]})
    game = new(prog)
    game.answer("continue")
    rig(game)
    answer_all(game, "right-top")
    replaced = events(game, "reveal_replaced")
    assert replaced and replaced[0]["discarded"] == "E1" and replaced[0]["event"] == 1
    placed = game.state.complex.cards[(1, 2)]
    assert placed.card in ("L1-A", "L1-B") and placed.event == 1
    assert events(game, "event_start")[0]["event"] == 1
