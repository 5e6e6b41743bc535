"""A Tunnel Rats game copied at a checkpoint, the start of a Crawl (``Engine.copy_state``;
docs/rulesets.md, "Checkpoints"): what a search's fork begins from instead of replaying
the whole game (docs/playtesting.md, "Forks").

Everything a game changes is copied: the random source, the event log, the Log Entries,
markers and counts, the Team and its Rats, the TB deck, the Tunnel Complex's decks and
placed cards, the resolved Events. What the program and its content pack determine is
shared, as ``setup`` shares it between the games of one program: the program, the
content, the Tunnel card templates, each card's ``Ways`` and the memo (``GameState.cache``).
Written by hand (a ``copy.deepcopy`` would walk into the shared tables): the copy is the
whole cost of a fork at an Exit prompt (benchmarks/search_bench.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crawlbook.rulesets.tunnel_rats.engine.tb_deck import TBDeck
from crawlbook.rulesets.tunnel_rats.engine.team import Rat, Team
from crawlbook.rulesets.tunnel_rats.engine.tunnels import PlacedCard, TunnelComplex

from crawlbook.ruleset import Rng

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState


def copy_state(state: GameState) -> GameState:
    """A copy of ``state``, taken at the start of a Crawl, that shares nothing a game
    changes (see the module docstring)."""
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

    team = state.team
    rats = [Rat(r.id, r.name, r.nickname, dict(r.traits), r.damage, r.taken_out, r.ability,
                r.ability_used, r.once_per_mission, r.health) for r in team.rats]
    tb = state.tb
    cx = state.complex
    rebuild, args = state.log.__reduce__()  # the same kind of log, its events copied
    copy = GameState(
        program=state.program, rng=Rng.from_json(state.rng.to_json()),
        log=rebuild(*args), log_entries=list(state.log_entries),
        markers=list(state.markers), counts=dict(state.counts), entry=state.entry,
        ended=state.ended,
        unread=state.unread, content=state.content, options=state.options,
        team=Team(rats, list(team.formation)),
        tb=TBDeck(list(tb.draw), list(tb.discarded), list(tb.removed), tb.marker,
                  tb.face_up, list(tb.resolved)),
        complex=TunnelComplex(
            cx.templates, cx.levels, cx.entrance,
            {level: list(deck) for level, deck in cx.decks.items()},
            {level: list(cards) for level, cards in cx.unused.items()},
            {at: PlacedCard(p.card, p.position, p.ways, p.event, p.exits, p.exits_at)
             for at, p in cx.cards.items()},
            cx.position, cx.previous, cx.dead_end, cx.forbidden, list(cx.set_aside),
            cx.ways, cx.last_exits),
        threat=state.threat, resolved_events=list(state.resolved_events),
        failure=state.failure, in_event=state.in_event, crawls=state.crawls,
        tester=state.tester, fired=list(state.fired), reassign=state.reassign,
        interaction=state.interaction, cache=state.cache)
    copy.tb.attach(copy)
    return copy
