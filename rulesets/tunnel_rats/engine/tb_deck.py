"""The Tough Bastard deck (rulebook "Tough Bastardness", "Discard TB Cards", "Removing and
Recovering TB Cards", "Resolve TB Encounter").

Three piles: the face-down Draw deck (the top is the *last* element of ``draw``), the
Discard pile and the Removed pile, plus the +1/+2 marker that sits on the Draw deck and
absorbs the next discards. Discarding the last card of the Draw deck Removes it instead
and forms a new Draw deck from the (shuffled) Discard pile; outstanding discards continue
from it. When a card is Removed and no card is left to form a new Draw deck, the Mission
fails ("There are no remaining TB cards to Remove"). A resolved encounter stays face up
on the Draw deck (``face_up``) until it is discarded.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

BOOBY_TRAP = "TR18"
MARKER_MAX = 2


@dataclass(slots=True)
class TBDeck:
    draw: list[str]
    discarded: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    marker: int = 0  # 0 = no marker, 1 or 2 = the side showing on the Draw deck
    face_up: bool = False  # the top Draw card is a resolved encounter left face up
    resolved: list[str] = field(default_factory=list)  # encounters resolved this mission
    state: GameState | None = field(default=None, repr=False, compare=False)
    # Whether the state's log keeps ``tb_discard`` and ``tb_deck`` events (``attach``):
    # the deck's two most frequent events (about 40 and 45 a game) are then written, or
    # counted as written, without asking the state each time.
    log_discards: bool = field(default=True, repr=False, compare=False)
    log_deck: bool = field(default=True, repr=False, compare=False)

    def attach(self, state: GameState) -> None:
        """Write the deck's events to ``state``'s log, asking once which of its frequent
        events the log keeps (``EventLog.keeps``; benchmarks/simulate_compare.py
        instructions). Attached at set-up, and again as the Mission begins: the simulator
        settles what the log keeps in between."""
        self.state = state
        self.log_discards = state.log.keeps("tb_discard")
        self.log_deck = state.log.keeps("tb_deck")

    @property
    def total(self) -> int:
        return len(self.draw) + len(self.discarded) + len(self.removed)

    @property
    def top(self) -> str | None:
        return self.draw[-1] if self.draw else None

    def left(self) -> int:
        """TB cards not Removed (the END OF MISSION quantity TB CARD LEFT)."""
        return len(self.draw) + len(self.discarded)

    def discard(self, n: int, reason: str) -> None:
        """Discard ``n`` TB cards (the marker first), Removing the last Draw card."""
        state = self.state
        assert state is not None
        emit = state.log.emit
        log = state.log
        for _ in range(n):
            if self.marker:
                self.marker -= 1
                emit("tb_marker", value=self.marker, reason=reason)
                continue
            if len(self.draw) > 1:
                card = self.draw.pop()
                self.discarded.append(card)
                self.face_up = False
                # The game's most frequent event, written as ``emit`` would write it.
                if self.log_discards:
                    log.append({"seq": len(log) + log.left_out, "type": "tb_discard",
                                "card": card, "reason": reason})
                else:
                    log.left_out += 1
                continue
            # The last card of the Draw deck is Removed, not Discarded.
            card = self.draw.pop()
            self.removed.append(card)
            self.face_up = False
            emit("tb_remove", card=card, reason=reason)
            if not self.discarded:
                self._emit_deck()
                state.fail("tb_exhausted")  # the caller stops: ``ended`` is set
                return
            self.draw = self.discarded
            self.discarded = []
            state.rng.shuffle(self.draw)
            emit("tb_new_draw", cards=len(self.draw))
        self._emit_deck()

    def recover(self, n: int, reason: str) -> None:
        """Recover ``n`` TB cards: place or flip the +1/+2 marker (at most +2: our ruling)."""
        before = self.marker
        self.marker = min(MARKER_MAX, self.marker + n)
        assert self.state is not None
        self.state.log.emit("tb_marker", value=self.marker, reason=reason, before=before)
        self._emit_deck()

    def reveal_top(self) -> str:
        """Turn the top Draw card face up for a TB Encounter."""
        self.face_up = True
        return self.draw[-1]

    def exchange_top(self) -> str | None:
        """The play note: swap the top card with a random Discarded or Removed card.

        Returns the new top card (None when both piles are empty). The old top card takes
        the pile place of the card drawn out (our ruling, docs/rules.md).
        """
        pool = len(self.discarded) + len(self.removed)
        if not pool:
            return None
        assert self.state is not None
        i = self.state.rng.below(pool)
        old = self.draw[-1]
        if i < len(self.discarded):
            new = self.discarded[i]
            self.discarded[i] = old
        else:
            j = i - len(self.discarded)
            new = self.removed[j]
            self.removed[j] = old
        self.draw[-1] = new
        self.face_up = True
        return new

    def _emit_deck(self) -> None:
        state = self.state
        assert state is not None
        if self.log_deck:  # a frequent event, written as ``emit`` would write it
            log = state.log
            log.append({"seq": len(log) + log.left_out, "type": "tb_deck", "draw": len(self.draw),
                        "discard": len(self.discarded), "removed": len(self.removed),
                        "marker": self.marker})
        else:
            state.log.left_out += 1

    def to_json(self) -> dict[str, object]:
        return {"draw": list(self.draw), "discard": list(self.discarded),
                "removed": list(self.removed), "marker": self.marker,
                "face_up": self.face_up, "resolved": list(self.resolved)}


def build_draw_deck(codes: list[str], size: int, rng) -> list[str]:
    """TR18 BOOBY TRAP plus ``size - 1`` random other cards, in random order (Board Set
    Up 10). With fewer other cards than needed, all of them are used (our ruling)."""
    others = sorted(c for c in codes if c != BOOBY_TRAP)
    n = len(others)
    k = min(max(0, size - 1), n)
    for i in range(k):  # draw k cards: the first k steps of a Fisher-Yates shuffle
        j = i + rng.below(n - i)
        others[i], others[j] = others[j], others[i]
    deck = others[:k]
    deck.insert(rng.below(k + 1), BOOBY_TRAP)  # TR18 shuffled in at a random place
    return deck
