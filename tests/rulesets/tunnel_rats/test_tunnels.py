"""Tunnel cards, decks and the complex (rulebook "Tunnels", "Choose Exit", "Reveal New
Tunnel Card", "Board Set Up" 7 and 9)."""

from __future__ import annotations

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.rulesets.tunnel_rats.engine.tunnels import (
    ACROSS,
    BORDER,
    OPEN,
    SLOTS,
    DeadEnd,
    TunnelCard,
    TunnelComplex,
    build_level_deck,
)
from crawlbook.runtime.game import Game, prepare
from crawlbook.runtime.policies import make_policy, start_policy
from crawlbook.runtime.rng import Rng, seed_for_run
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.runtime.programs import program

from .helpers import GRAY, answer_all, card, content_with, events, new, rig

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


def test_legal_exits_derive_the_opening_prompt():
    """Rulebook "Choose Exit": the opening prompt offers the legal Exits, in slot order,
    then Rest & Recover, the Formation change, the end and abandon where they apply; the
    derived slots, fresh slots and Exits by slot say the same as the Exits."""
    game = new(program())
    answer_all(game, "continue")
    cx = game.state.complex
    legal = cx.legal_exits()
    assert legal is cx.legal_exits()  # one object while the team stays on its card
    exits = [e["slot"] for e in game.prompt.info["exits"]]
    assert list(legal.slots) == exits == game.prompt.ids()[:len(exits)]
    assert list(legal.fresh) == [e["slot"] for e in game.prompt.info["exits"]
                                 if e["new_card"]]
    assert all(legal.by_slot[s].slot == s for s in exits)
    assert game.prompt.ids()[len(exits):] == ["formation", "end", "abandon"]


def test_opening_prompt_without_info_has_the_same_choices():
    """A driver that reads no ``info`` of the opening prompt (``State.unread``) is asked
    the same question with the same choices, built once per set of Exits."""
    full = new(program())
    bare = new(program())
    bare.state.unread = frozenset({"exit"})
    for game in (full, bare):
        answer_all(game, "continue")
    assert bare.prompt.info == {} and full.prompt.info
    assert (bare.prompt.kind, bare.prompt.text, bare.prompt.choices, bare.prompt.default) == (
        full.prompt.kind, full.prompt.text, full.prompt.choices, full.prompt.default)


def _explorable(cx: TunnelComplex, starts: list[tuple[int, int]]) -> bool:
    """``can_still_explore`` as the rulebook words it, card by card (the reference)."""
    seen: set[tuple[int, int]] = set()
    todo = [p for p in starts if p in cx.cards]
    while todo:
        pos = todo.pop()
        if pos in seen:
            continue
        seen.add(pos)
        for slot in cx.templates[cx.cards[pos].card].open_slots:
            target = cx.target_of(pos, slot)
            if target is None:
                continue
            other = cx.cards.get(target)
            if other is None:
                if cx.decks.get(target[0]):
                    return True
            elif cx.templates[other.card].exits.get(ACROSS[slot]) == OPEN:
                todo.append(target)
    return False


def _random_complex(data) -> tuple[TunnelComplex, list[tuple[int, int]]]:
    """A complex of random cards placed on random spaces, and the spaces."""
    open_sets = st.frozensets(st.sampled_from(SLOTS))
    shapes = data.draw(st.lists(open_sets, min_size=1, max_size=6))
    templates = {f"T{i}": TunnelCard(f"T{i}", "standard", 1, 1,
                                     {s: OPEN if s in opened else DeadEnd for s in SLOTS})
                 for i, opened in enumerate(shapes)}
    levels = data.draw(st.integers(1, 3))
    decks = {level: data.draw(st.lists(st.just("X"), max_size=1))
             for level in range(1, levels + 1)}
    cx = TunnelComplex(templates=templates, levels=levels, entrance=(1, 1), decks=decks,
                       unused={})
    spaces = [(level, column) for level in range(1, levels + 1) for column in range(1, 7)]
    for position in data.draw(st.lists(st.sampled_from(spaces), min_size=1, unique=True)):
        cx.place(position, data.draw(st.sampled_from(sorted(templates))))
    return cx, spaces


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_can_still_explore_matches_the_rule(data):
    """Rulebook "Reveal New Tunnel Card", the note on Dead Ends: a newly revealed card is
    set aside only when no card reachable through open exits has an exit into an empty
    space whose Level still has cards."""
    cx, spaces = _random_complex(data)
    starts = data.draw(st.lists(st.sampled_from(spaces), min_size=1, max_size=2))
    assert cx.can_still_explore(starts) == _explorable(cx, starts)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_searching_a_reachable_card_first_gives_the_same_answer(data):
    """The Crawl starts the stuck rule's search at the new card when the team can walk
    into it from its own card (``crawl._search_from``): a card reachable from the starts
    added as the last start (searched first) never changes the answer."""
    cx, _ = _random_complex(data)
    start = data.draw(st.sampled_from(sorted(cx.cards)))
    starts = [cx.entrance, start]
    for slot in cx.templates[cx.cards[start].card].open_slots:
        target = cx.target_of(start, slot)
        other = cx.cards.get(target) if target is not None else None
        if other is not None and ACROSS[slot] in other.ways.open_slots:
            assert target is not None
            assert cx.can_still_explore([*starts, target]) == _explorable(cx, starts)


def _reference_exits(cx: TunnelComplex) -> list[tuple[str, tuple[int, int], bool]]:
    """The legal Exits worked out afresh from the cards, as "Choose Exit" words them."""
    if cx.dead_end is not None:
        target = cx.target_of_back()
        return [] if target is None else [(cx.dead_end, target, False)]
    found = []
    for slot in cx.templates[cx.here().card].open_slots:
        target = cx.target_of(cx.position, slot)
        if target is None:
            continue
        if target in cx.cards:
            found.append((slot, target, False))
        elif cx.decks.get(target[0]):
            found.append((slot, target, True))
    return found


@pytest.mark.parametrize("seed", range(6))
def test_legal_exits_kept_between_prompts_are_the_rule_s(seed):
    """The legal Exits are kept while the team stays on its card, and on each card until
    another card is placed (a team coming back finds them): at every opening prompt of
    whole games they are the Exits worked out afresh."""
    prepared = prepare(load_program("1"))
    policy = make_policy("random", seed, "tunnel-rats")
    game = Game.new(prepared.program, seed_for_run(7, seed), content=prepared)
    start_policy(policy, game)
    asked = 0
    while game.prompt is not None:
        if game.prompt.kind == "exit":
            cx = game.state.complex
            legal = cx.legal_exits()
            assert [(e.slot, e.target, e.new_card) for e in legal.exits] == \
                _reference_exits(cx)
            asked += 1
        game.answer(policy.choose(game.prompt))
    assert asked
