"""What a Tunnel Rats player has not seen, dealt again (``Engine.unseen``; docs/rulesets.md,
"The engine"): a search's fork of a game must not know the cards its seed dealt
(docs/playtesting.md, "Forks").

- The TB Draw deck is face down ("Board Set Up" 10): its cards are shuffled again, all
  but a resolved encounter left face up on it.
- A level's Tunnel deck holds Standard cards drawn at random from the level's, and the
  Event cards the mission placed ("Board Set Up" 7): the Standard cards still in the deck
  and the level's unused ones are shuffled together and dealt back into the Standard
  cards' places. The Event cards keep their places, which the mission's placement rules
  constrain (a search knows where an Event card lies in its level's deck: docs/playtesting.md
  says so).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crawlbook.ruleset import Rng

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState


def deal_unseen(state: GameState, rng: Rng) -> None:
    """Shuffle what the player has not seen (see the module docstring) with ``rng``."""
    tb = state.tb
    draw = tb.draw
    if tb.face_up and draw:
        top = draw.pop()
        rng.shuffle(draw)
        draw.append(top)
    else:
        rng.shuffle(draw)
    cx = state.complex
    templates = cx.templates
    for level, deck in cx.decks.items():
        unused = cx.unused.setdefault(level, [])
        places = [i for i, card in enumerate(deck) if templates[card].kind == "standard"]
        pool = [deck[i] for i in places] + unused
        rng.shuffle(pool)
        for k, i in enumerate(places):
            deck[i] = pool[k]
        unused[:] = sorted(pool[len(places):])
