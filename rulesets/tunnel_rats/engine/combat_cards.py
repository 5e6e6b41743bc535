"""Combat cards: the 54-card CombatDeck, card values and effects, FiveCardCharlie, and the
damage results table (rulebook "Combat", "4. Resolve Combat", "Applying Damage";
Player Aids 3 and 4).

The rulebook text lacks Player Aids 3 and 4, so the values, the Jokers, the card-effect
symbol, Five-Card Charlie and the damage amounts are content, read from the content pack
(``missions/content/tunnel-rats/combat.toml`` and ``damage.toml``, crawlbook's own
replaceable defaults, see docs/combat.md). This module turns that data into checked
``CombatRules`` and holds the pure card arithmetic the Combat procedure uses.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from crawlbook.ruleset import Rng

DECK_SIZE = 54  # "a deck of 52 standard playing cards and 2 Jokers"
BLACKJACK = 21
WINNERS = ("rat", "vc")
VC_KINDS = ("standard", "elite")
_PACK = "content"
_SUIT_SIGNS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


class CombatContentError(ValueError):
    """combat.toml or damage.toml does not describe a playable deck or results table."""


@dataclass(frozen=True, slots=True)
class CombatCard:
    """One card of the CombatDeck. ``values`` lists every value it may count as (an Ace
    is (1, 11), a wild Joker 1..11); ``effects`` names the card-effect symbols it bears."""

    id: str
    rank: str
    suit: str | None
    values: tuple[int, ...]
    effects: tuple[str, ...] = ()
    label: str = field(default="", compare=False)
    # ``values`` as ``hand_total`` reads them, worked out once per card: the lowest value,
    # and what each value adds to it when the card may count as several ((0, 10) for an
    # Ace; () for a card with one value).
    low: int = field(init=False, compare=False, repr=False)
    raises: tuple[int, ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.label:
            text = self.rank if self.suit is None else self.rank + _SUIT_SIGNS.get(
                self.suit, self.suit)
            object.__setattr__(self, "label", text + (" *" if self.effects else ""))
        low = min(self.values)
        raises = tuple(sorted({v - low for v in self.values}))
        object.__setattr__(self, "low", low)
        object.__setattr__(self, "raises", raises if len(raises) > 1 else ())


@dataclass(frozen=True, slots=True)
class CardEffect:
    """A card-effect symbol of Player Aid 3: whose draw triggers it and what it costs."""

    id: str
    name: str
    symbol: str
    cards: frozenset[str]
    drawn_by: frozenset[str]
    tb_discard: int
    text: str


@dataclass(frozen=True, slots=True)
class DamageResult:
    """One row of the Applying results table (Player Aid 4). ``None`` conditions match
    anything; ``damage`` is what the Rat takes, by the kind of VC."""

    id: str
    winner: str
    rat_bust: bool | None
    vc_bust: bool | None
    charlie: bool | None
    damage: Mapping[str, int]
    text: str

    def matches(self, winner: str, rat_bust: bool, vc_bust: bool, charlie: bool) -> bool:
        return (self.winner == winner
                and self.rat_bust in (None, rat_bust)
                and self.vc_bust in (None, vc_bust)
                and self.charlie in (None, charlie))


@dataclass(frozen=True, slots=True)
class FiveCardCharlie:
    """Player Aid 3's Five-Card Charlie (crawlbook default): ``cards`` or more cards
    without going bust beat any hand that is not also one (0 switches it off)."""

    cards: int = 5
    text: str = ""

    def holds(self, card_count: int, total: int) -> bool:
        return is_five_card_charlie(card_count, total, self.cards)


@dataclass(frozen=True, slots=True)
class CombatRules:
    """Player Aids 3 and 4 as checked data."""

    cards: tuple[CombatCard, ...]
    effects: Mapping[str, CardEffect]
    charlie: FiveCardCharlie
    results: tuple[DamageResult, ...]
    texts: Mapping[str, str] = field(default_factory=dict)
    # (winner, rat_bust, vc_bust, charlie) -> the first matching row, found once per case
    found: dict[tuple[str, bool, bool, bool], DamageResult] = field(
        default_factory=dict, repr=False, compare=False)

    @property
    def charlie_cards(self) -> int:
        return self.charlie.cards

    def result(self, winner: str, rat_bust: bool, vc_bust: bool,
               charlie: bool) -> DamageResult:
        case = (winner, rat_bust, vc_bust, charlie)
        row = self.found.get(case)
        if row is not None:
            return row
        for row in self.results:
            if row.matches(winner, rat_bust, vc_bust, charlie):
                self.found[case] = row
                return row
        # rules_from_content proved every case is covered
        raise CombatContentError(f"damage.toml: no result for winner={winner}")

    def tb_discards(self, cards: Sequence[CombatCard], drawer: str) -> int:
        """TB cards to discard for the card-effect symbols ``drawer`` ("rat"/"vc") drew."""
        total = 0
        for card in cards:
            if card.effects:  # most cards bear no symbol
                for effect_id in card.effects:
                    effect = self.effects[effect_id]
                    if drawer in effect.drawn_by:
                        total += effect.tb_discard
        return total


# -- card arithmetic --------------------------------------------------------------------

def hand_total(cards: Sequence[CombatCard]) -> int:
    """The best total for the drawer: the highest total of 21 or less that the cards'
    values allow (Aces 1 or 11, wild Jokers), else the lowest (bust) total."""
    # Every card at its lowest value gives the lowest total; only the cards with several
    # values (most hands have none) can raise it toward 21. Called at every card drawn.
    total = 0
    flexible = None
    for card in cards:
        total += card.low
        if card.raises:
            if flexible is None:
                flexible = [card.raises]
            else:
                flexible.append(card.raises)
    if flexible is None or total >= BLACKJACK:
        return total
    return total + _best_raise(BLACKJACK - total, flexible)


def draw_to(deck: CombatDeck, rng: Rng, cards: list[CombatCard], target: int) -> int:
    """Draw into ``cards`` until their total (``hand_total``) is at least ``target``;
    returns that total. The VC draws so to its stick value, the Rat to 13 ("4. Resolve
    Combat"). The total is kept up to date card by card, not counted again from the first
    card as ``hand_total`` would at each: that is most of what a card costs.
    ``CombatDeck.draw`` is written out (the same random number, the same card; about 140
    cards a game are drawn here, and the call was a fifth of each; guarded by
    benchmarks/simulate_compare.py instructions)."""
    low, flexible = 0, []
    for card in cards:
        low += card.low
        if card.raises:
            flexible.append(card.raises)
    pile, out, below = deck.draw_pile, deck.out, rng.below
    while True:
        # ``hand_total``'s last lines, on the running sums
        total = (low if not flexible or low >= BLACKJACK
                 else low + _best_raise(BLACKJACK - low, flexible))
        if total >= target:
            return total
        if pile:  # ``deck.draw(rng)``, written out (see above)
            j = below(len(pile))
            card = pile[j]
            pile[j] = pile[-1]
            pile.pop()
            out.append(card)
        else:  # an empty pile (never with 54 cards): ``draw`` refills it
            card = deck.draw(rng)
            pile = deck.draw_pile
        cards.append(card)
        low += card.low
        if card.raises:
            flexible.append(card.raises)


def _best_raise(room: int, flexible: list[tuple[int, ...]]) -> int:
    """The most that one raise per card of ``flexible`` adds without passing ``room``
    (every card's raises start at 0, so there is always an answer)."""
    if len(flexible) == 1:  # one Ace or Joker: the highest raise that fits
        for extra in reversed(flexible[0]):
            if extra <= room:
                return extra
    reach = {0}
    for raises in flexible:
        reach = {s + r for s in reach for r in raises if s + r <= room}
    return max(reach)


def is_bust(total: int) -> bool:
    return total > BLACKJACK


def is_five_card_charlie(card_count: int, total: int, charlie_cards: int) -> bool:
    """FiveCardCharlie: ``charlie_cards`` or more cards without going bust (Player Aid 3,
    crawlbook default)."""
    return charlie_cards > 0 and card_count >= charlie_cards and not is_bust(total)


# -- the deck ---------------------------------------------------------------------------

class CombatDeck:
    """The 54 Combat cards: a draw pile, the cards out in hands, and the discards. After
    every Combat interaction all of them are gathered and reshuffled
    ("Reshuffle Cards and Start Next Combat").

    The shuffle is lazy: ``reshuffle`` gathers the cards in a fixed order and every
    ``draw`` takes a uniformly random card of the draw pile (a Fisher-Yates shuffle done
    one step per card drawn). The cards come out exactly as from a fully shuffled deck, for
    the handful of random numbers an interaction draws instead of 53 per reshuffle.
    """

    __slots__ = ("_all", "discards", "draw_pile", "out")

    def __init__(self, cards: Sequence[CombatCard]) -> None:
        self._all = tuple(cards)
        self.draw_pile: list[CombatCard] = list(cards)
        self.out: list[CombatCard] = []
        self.discards: list[CombatCard] = []

    def __len__(self) -> int:
        return len(self.draw_pile) + len(self.out) + len(self.discards)

    def reshuffle(self, rng: Rng) -> int:
        """Gather every card (draw pile, hands, discards) into a fresh draw pile; returns the
        count. ``rng`` is taken for symmetry with other decks: the randomness happens at
        each draw."""
        count = len(self._all)
        if len(self.draw_pile) + len(self.out) + len(self.discards) != count:  # ``len(self)``
            raise AssertionError("combat cards were lost or duplicated")  # a bug, not input
        self.draw_pile, self.out, self.discards = list(self._all), [], []
        return count

    def draw(self, rng: Rng) -> CombatCard:
        pile = self.draw_pile
        if not pile:
            # cannot happen with 54 cards and legal hands; keep going rather than fail
            pile.extend(self.discards)
            self.discards = []
        j = rng.below(len(pile))
        card = pile[j]  # the last card takes the drawn one's place (a swap, then a pop)
        pile[j] = pile[-1]
        pile.pop()
        self.out.append(card)
        return card

    def discard(self, card: CombatCard) -> None:
        self.out.remove(card)
        self.discards.append(card)


# -- content ----------------------------------------------------------------------------

def _pack_toml(name: str) -> dict[str, Any]:
    path = resources.files("crawlbook.rulesets.tunnel_rats").joinpath(f"{_PACK}/{name}")
    return tomllib.loads(path.read_text(encoding="utf-8"))


def default_tables() -> tuple[dict[str, Any], dict[str, Any]]:
    """The bundled content pack's combat.toml and damage.toml, as loaded TOML tables."""
    return _pack_toml("combat.toml"), _pack_toml("damage.toml")


def default_rules() -> CombatRules:
    """The rules of the bundled content pack's combat.toml and damage.toml."""
    return rules_from_content(*default_tables())


def rules_from_content(combat: Mapping[str, Any], damage: Mapping[str, Any]) -> CombatRules:
    """Check and build CombatRules from the two content tables (as loaded from TOML or
    embedded in a compiled program). Raises CombatContentError with a clear message."""
    cards, texts = _cards(combat)
    effects = _effects(combat, {c.id for c in cards})
    cards = tuple(
        CombatCard(c.id, c.rank, c.suit, c.values,
                   tuple(e.id for e in effects.values() if c.id in e.cards))
        for c in cards)
    table = _table(combat, "five_card_charlie", "combat.toml")
    charlie = FiveCardCharlie(
        _int(table.get("cards", 5), "combat.toml: [five_card_charlie] cards", 0, DECK_SIZE),
        str(table.get("text", "")))
    results = _results(damage)
    return CombatRules(cards, effects, charlie, results, texts)


def _table(data: Mapping[str, Any], key: str, where: str) -> Mapping[str, Any]:
    value = data.get(key, {})
    if not isinstance(value, Mapping):
        raise CombatContentError(f"{where}: [{key}] must be a table")
    return value


def _int(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise CombatContentError(f"{where} must be a whole number from {low} to {high}, "
                                 f"got {value!r}")
    return value


def _values(value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not value:
        raise CombatContentError(f"{where} must be a non-empty list of card values")
    return tuple(sorted({_int(v, where, 0, BLACKJACK) for v in value}))


def _cards(combat: Mapping[str, Any]) -> tuple[tuple[CombatCard, ...], dict[str, str]]:
    deck = _table(combat, "deck", "combat.toml")
    suits, ranks = deck.get("suits"), deck.get("ranks")
    for key, value in (("suits", suits), ("ranks", ranks)):
        if not (isinstance(value, list) and value and all(isinstance(v, str) for v in value)):
            raise CombatContentError(f"combat.toml: [deck] {key} must be a list of names")
    jokers = _int(deck.get("jokers", 2), "combat.toml: [deck] jokers", 0, DECK_SIZE)
    assert isinstance(suits, list) and isinstance(ranks, list)  # checked just above
    values = _table(combat, "values", "combat.toml")
    cards: list[CombatCard] = []
    for rank in ranks:
        if rank not in values:
            raise CombatContentError(f"combat.toml: [values] has no value for rank {rank!r}")
        rank_values = _values(values[rank], f"combat.toml: [values] {rank}")
        cards.extend(CombatCard(rank + suit, rank, suit, rank_values) for suit in suits)
    joker = _table(combat, "jokers", "combat.toml")
    texts = {"jokers": str(joker.get("text", ""))}
    if jokers:
        joker_values = _values(joker.get("values"), "combat.toml: [jokers] values")
        cards.extend(CombatCard(f"JOKER{i}", "JOKER", None, joker_values)
                     for i in range(1, jokers + 1))
    if len(cards) != DECK_SIZE:
        raise CombatContentError(
            f"combat.toml: the deck has {len(cards)} cards; the rulebook's Combat deck has "
            f"{DECK_SIZE} (52 playing cards and 2 Jokers)")
    ids = [c.id for c in cards]
    if len(set(ids)) != len(ids):
        raise CombatContentError("combat.toml: two cards have the same rank and suit")
    return tuple(cards), texts


def _effects(combat: Mapping[str, Any], card_ids: set[str]) -> dict[str, CardEffect]:
    rows = combat.get("effects", [])
    if not isinstance(rows, list):
        raise CombatContentError("combat.toml: [[effects]] must be an array of tables")
    effects: dict[str, CardEffect] = {}
    for n, row in enumerate(rows, 1):
        where = f"combat.toml: effect {n}"
        if not isinstance(row, Mapping) or not isinstance(row.get("id"), str):
            raise CombatContentError(f"{where} needs an id")
        cards = row.get("cards", [])
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise CombatContentError(f"{where}: cards must be a list of card ids like '10H'")
        unknown = sorted(set(cards) - card_ids)
        if unknown:
            raise CombatContentError(f"{where}: no such card {unknown[0]!r} in the deck")
        drawn_by = row.get("drawn_by", ["vc"])
        if not isinstance(drawn_by, list) or not set(drawn_by) <= set(WINNERS):
            raise CombatContentError(f"{where}: drawn_by must list 'vc' and/or 'rat'")
        effects[row["id"]] = CardEffect(
            id=row["id"], name=str(row.get("name", row["id"])), symbol=str(row.get("symbol", "")),
            cards=frozenset(cards), drawn_by=frozenset(drawn_by),
            tb_discard=_int(row.get("tb_discard", 0), f"{where}: tb_discard", 0, 6),
            text=str(row.get("text", "")))
    return effects


def _results(damage: Mapping[str, Any]) -> tuple[DamageResult, ...]:
    rows = damage.get("results")
    if not isinstance(rows, list) or not rows:
        raise CombatContentError("damage.toml: needs a [[results]] table")
    results = []
    for n, row in enumerate(rows, 1):
        where = f"damage.toml: result {n}"
        if not isinstance(row, Mapping) or row.get("winner") not in WINNERS:
            raise CombatContentError(f"{where}: winner must be 'rat' or 'vc'")
        conditions = {}
        for key in ("rat_bust", "vc_bust", "charlie"):
            value = row.get(key)
            if value is not None and not isinstance(value, bool):
                raise CombatContentError(f"{where}: {key} must be true or false")
            conditions[key] = value
        amounts = row.get("damage")
        if not isinstance(amounts, Mapping) or set(amounts) != set(VC_KINDS):
            raise CombatContentError(f"{where}: damage must give 'standard' and 'elite'")
        results.append(DamageResult(
            id=str(row.get("id", f"result{n}")), winner=row["winner"],
            damage={k: _int(amounts[k], f"{where}: damage.{k}", 0, 10) for k in VC_KINDS},
            text=str(row.get("text", "")), **conditions))
    for winner in WINNERS:
        for rat_bust in (False, True):
            for vc_bust in (False, True):
                for charlie in (False, True):
                    if not any(r.matches(winner, rat_bust, vc_bust, charlie) for r in results):
                        raise CombatContentError(
                            f"damage.toml: no result for winner={winner}, rat_bust="
                            f"{str(rat_bust).lower()}, vc_bust={str(vc_bust).lower()}, "
                            f"charlie={str(charlie).lower()}")
    return tuple(results)
