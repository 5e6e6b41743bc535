"""Tunnel cards and the Tunnel Complex (rulebook "Tunnels", "Crawl", "Choose Exit", "Reveal
New Tunnel Card", "Board Set Up" 7 and 9).

The complex is a grid of 6 columns between the left and right ``Border`` and up to 3
levels. Every card has 2 exit slots per side; a slot is open, a ``DeadEnd``, or absent
(Standard Level 1 cards have no top slots, Level 3 none at the bottom). Slot ids are
``top-left``, ``top-right``, ``right-top``, ``right-bottom``, ``bottom-left``,
``bottom-right``, ``left-top``, ``left-bottom``; leaving by ``right-top`` arrives by the
new card's ``left-top`` (the slot "across"). Entering a card through a Dead End leaves
the team one way out: back through the same slot.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from crawlbook.ruleset import Choice, Prompt

COLUMNS = 6
SLOTS = ("top-left", "top-right", "right-top", "right-bottom",
         "bottom-left", "bottom-right", "left-top", "left-bottom")
OPEN = "open"
DeadEnd = "dead"
_STEP = {"top": (-1, 0), "bottom": (1, 0), "left": (0, -1), "right": (0, 1)}
_OPPOSITE = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}
ACROSS = {s: f"{_OPPOSITE[s.split('-')[0]]}-{s.split('-')[1]}" for s in SLOTS}
SIDE = {s: s.split("-")[0] for s in SLOTS}

Position = tuple[int, int]  # (level, column), both 1-based


@dataclass(frozen=True, slots=True)
class Border:
    """The fixed left and right edges of the complex: columns 0 and 7 are Border."""

    left: int = 0
    right: int = COLUMNS + 1

    def blocks(self, column: int) -> bool:
        return column <= self.left or column >= self.right


BORDER = Border()


@dataclass(frozen=True, slots=True)
class TunnelCard:
    """A printed Tunnel card: ``kind`` is "entrance", "standard" or "event"."""

    id: str
    kind: str
    level: int | None
    flashlights: int
    exits: dict[str, str]  # slot -> OPEN or DeadEnd; absent slots have no exit
    event: int | None = None
    surface_exit: bool = False  # a discovered exit from the complex (besides the Entrance)
    name: str = ""
    # The open slots in SLOTS order, derived once (every Crawl looks at them).
    open_slots: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "open_slots",
                           tuple(s for s in SLOTS if self.exits.get(s) == OPEN))


@dataclass(frozen=True, slots=True, eq=False)
class Exit:
    """A legal way out of the team's card: the slot, where it leads, whether the space is
    empty (a new card will be revealed). Exits are compared (and hashed) by identity: each
    is built once per card and position (``Ways``), and the sets of legal Exits are looked
    up by the Exits they hold (``Ways.legal``)."""

    slot: str
    target: Position
    new_card: bool
    # The choice of the opening prompt that takes this Exit: it depends on nothing else,
    # so it is built with the Exit (most Exits are shared by the games of a program,
    # ``TunnelComplex.ways_of``).
    choice: Choice = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        target = self.target
        object.__setattr__(self, "choice", Choice(
            self.slot, f"{self.slot} -> Level {target[0]}, column {target[1]}"
                       + (" (new card)" if self.new_card else "")))


@dataclass(frozen=True, slots=True, eq=False)
class LegalExits:
    """The Exits the team may take from its card (rulebook "Choose Exit"), in SLOTS order,
    with what the opening prompt and the policies read of them. One object per card,
    position and set of Exits, shared by the games of a program (``Ways.legal``): what is
    derived here is derived once, not at every Crawl."""

    exits: tuple[Exit, ...]
    slots: tuple[str, ...] = field(init=False)  # the Exits' slots
    fresh: tuple[str, ...] = field(init=False)  # the slots onto a new card
    by_slot: dict[str, Exit] = field(init=False, repr=False)
    # The opening prompt without ``info`` per (Rest & Recover, Formation change, end
    # offered), filled by ``crawl.choose_exit``: it depends on nothing else, so sharing
    # it between games can never change one (its empty ``info`` is never written).
    prompts: dict[tuple[bool, bool, bool], Prompt] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        # One loop rather than three generators: a simulation keeps meeting new sets of
        # Exits for hundreds of games (a few a game after the first hundred; guarded by
        # benchmarks/simulate_compare.py instructions).
        by_slot = {}
        fresh = []
        for e in self.exits:
            by_slot[e.slot] = e
            if e.new_card:
                fresh.append(e.slot)
        object.__setattr__(self, "slots", tuple(by_slot))
        object.__setattr__(self, "fresh", tuple(fresh))
        object.__setattr__(self, "by_slot", by_slot)
        object.__setattr__(self, "prompts", {})


@dataclass(frozen=True, slots=True, eq=False)
class Ways:
    """A Tunnel card at a position, as the Crawl looks at it: the card's open slots, its
    open exits into the complex, and the sets of legal Exits met so far. Derived from the
    card, the position, ``levels`` and ``forbidden`` alone (``TunnelComplex.ways``)."""

    open_slots: tuple[str, ...]
    # (target, the slot across on the target, Exit onto a placed card, Exit onto a new
    # card) for each open slot that leads to a space of the complex, in SLOTS order.
    into: tuple[tuple[Position, str, Exit, Exit], ...]
    # The legal Exits out of an open card, by the Exits they hold; and out of a Dead End,
    # by the slot the team came in by (the one way out). Keyed by all they are derived
    # from, so these tables shared by the games of a program can never change a game.
    legal: dict[tuple[Exit, ...], LegalExits] = field(default_factory=dict, repr=False)
    back: dict[str, LegalExits] = field(default_factory=dict, repr=False)


@dataclass(slots=True)
class PlacedCard:
    card: str
    position: Position
    # The card's ``Ways`` at this position (bound when it is placed: the Crawl and the
    # stuck rule read them at every step).
    ways: Ways = field(repr=False, compare=False)
    event: int | None = None  # the Event triggered here (an Initiative marker on a
    # replacement card keeps the Event of the card it replaced)
    # The legal Exits out of this card when it is entered by an open slot, and the number
    # of cards placed when they were worked out (``TunnelComplex.legal_exits``): they
    # depend on nothing else, so a team coming back (a Scurry, most often) before any
    # new card is placed finds them here. (A replacement card of the stuck rule keeps the
    # number of cards, and changes no Exit: an Exit onto a placed card is legal whatever
    # that card's slots, "Choose Exit".)
    exits: LegalExits | None = field(default=None, repr=False, compare=False)
    exits_at: int = field(default=0, repr=False, compare=False)

    def to_json(self) -> dict[str, object]:
        return {"card": self.card, "position": list(self.position), "event": self.event}


def card_from_data(data: dict) -> TunnelCard:
    return TunnelCard(id=data["id"], kind=data["kind"], level=data.get("level"),
                      flashlights=int(data.get("flashlights", 1)),
                      exits=dict(data.get("exits", {})), event=data.get("event"),
                      surface_exit=bool(data.get("surface_exit", False)),
                      name=data.get("name", ""))


@dataclass(slots=True)
class TunnelComplex:
    templates: dict[str, TunnelCard]
    levels: int
    entrance: Position
    decks: dict[int, list[str]]  # level -> card ids, top first
    unused: dict[int, list[str]]  # level -> Standard cards not in the deck nor placed
    cards: dict[Position, PlacedCard] = field(default_factory=dict)
    position: Position = (1, 1)
    previous: Position | None = None
    dead_end: str | None = None  # the slot the team came in by, when it is a Dead End
    forbidden: frozenset[tuple[str, int]] = frozenset()  # (side, level) from FORBID_EXIT
    set_aside: list[str] = field(default_factory=list)  # cards discarded by the stuck rule
    # (position, card id) -> the card's ``Ways`` there. Derived from the templates,
    # ``levels`` and ``forbidden`` alone, so games of one program may share it.
    ways: dict[tuple[Position, str], Ways] = field(default_factory=dict, repr=False,
                                                   compare=False)
    # The last ``legal_exits``, until what it derives from changes: the position, the Dead
    # End and the cards placed (a Level deck shrinks only when its top card is placed).
    # Only ``enter``, ``move`` and ``place`` change them once the game has begun, and each
    # forgets it: the opening prompt, its policy (which asks several times) and a second
    # opening prompt after Rest & Recover share one answer with no key to build and compare.
    last_exits: LegalExits | None = field(default=None, repr=False, compare=False)

    def here(self) -> PlacedCard:
        return self.cards[self.position]

    def on_way_out(self) -> bool:
        """True on the Entrance or on a discovered exit to the surface."""
        placed = self.cards[self.position]
        return self.position == self.entrance or self.templates[placed.card].surface_exit

    def target_of(self, position: Position, slot: str) -> Position | None:
        """The space a slot leads to, None when it is off the complex (Border, above Level
        1, below the last level) or forbidden by a mission rule."""
        level, column = position
        side = SIDE[slot]
        dl, dc = _STEP[side]
        tl, tc = level + dl, column + dc
        if BORDER.blocks(tc) or tl < 1 or tl > self.levels:
            return None
        if (side, level) in self.forbidden:
            return None
        return (tl, tc)

    def ways_of(self, position: Position, card_id: str) -> Ways:
        """The ``Ways`` of the card ``card_id`` at ``position`` (built once per program)."""
        key = (position, card_id)
        ways = self.ways.get(key)
        if ways is None:
            found = []
            open_slots = self.templates[card_id].open_slots
            for slot in open_slots:
                target = self.target_of(position, slot)
                if target is not None:
                    found.append((target, ACROSS[slot], Exit(slot, target, False),
                                  Exit(slot, target, True)))
            ways = self.ways[key] = Ways(open_slots, tuple(found))
        return ways

    def legal_exits(self) -> LegalExits:
        """The exits the team may take from its card (rulebook "Choose Exit"); shared by
        the callers of one Crawl and by the games of a program: read it, never change it."""
        legal = self.last_exits
        if legal is not None:
            return legal
        cards = self.cards
        dead_end = self.dead_end
        placed = cards[self.position]
        ways = placed.ways
        if dead_end is not None:
            back = self.target_of_back()
            if back is None:  # never met in play: a team comes in from a placed card
                legal = LegalExits(())
            else:
                legal = ways.back.get(dead_end)
                if legal is None:
                    legal = ways.back[dead_end] = LegalExits((Exit(dead_end, back, False),))
        elif placed.exits_at == len(cards) and placed.exits is not None:
            legal = placed.exits
        else:
            # The Exits onto placed cards and onto the spaces a card could be revealed
            # in: cards are only ever added, and a Level deck shrinks only when its top
            # card is placed, so with as many cards placed they are the same again.
            decks = self.decks
            found = []
            for target, _, onto_placed, onto_new in ways.into:
                if target in cards:
                    found.append(onto_placed)
                elif decks.get(target[0]):
                    found.append(onto_new)
            exits = tuple(found)
            legal = ways.legal.get(exits)
            if legal is None:
                legal = ways.legal[exits] = LegalExits(exits)
            placed.exits = legal
            placed.exits_at = len(cards)
        self.last_exits = legal
        return legal

    def target_of_back(self) -> Position | None:
        # Out of a Dead End the only way is back where the team came from; mission rules
        # never trap a team in a Dead End (our ruling).
        level, column = self.position
        assert self.dead_end is not None  # only asked in a Dead End
        dl, dc = _STEP[SIDE[self.dead_end]]
        target = (level + dl, column + dc)
        return target if target in self.cards else None

    def enter(self, target: Position, slot: str) -> PlacedCard:
        """Move the team through ``slot`` onto the card at ``target``; returns that card."""
        arriving = ACROSS[slot]
        placed = self.cards[target]
        self.previous = self.position
        self.position = target
        self.dead_end = None if arriving in placed.ways.open_slots else arriving
        self.last_exits = None
        return placed

    def move(self, target: Position) -> None:
        """Put the team on the placed card at ``target`` with all its exits (a mission's
        RETURN_TO: our ruling)."""
        self.previous = self.position
        self.position = target
        self.dead_end = None
        self.last_exits = None

    def place(self, target: Position, card_id: str) -> PlacedCard:
        placed = PlacedCard(card_id, target, self.ways_of(target, card_id),
                            self.templates[card_id].event)
        self.cards[target] = placed
        self.last_exits = None
        return placed

    def can_still_explore(self, starts: list[Position]) -> bool:
        """Whether any card reachable through open exits from ``starts`` has an exit into an
        empty space (rulebook "Reveal New Tunnel Card", the note on Dead Ends)."""
        # Asked at every new card revealed, a search of the placed cards: each card's
        # exits come from its ``Ways`` (the slot across included), a card is queued once.
        cards, decks = self.cards, self.decks
        todo = [p for p in starts if p in cards]
        seen = set(todo)
        while todo:
            for target, across, _, _ in cards[todo.pop()].ways.into:
                other = cards.get(target)
                if other is None:
                    if decks.get(target[0]):
                        return True
                elif target not in seen and across in other.ways.open_slots:
                    seen.add(target)
                    todo.append(target)
        return False

    def to_json(self) -> dict[str, object]:
        return {"levels": self.levels, "entrance": list(self.entrance),
                "position": list(self.position),
                "previous": list(self.previous) if self.previous else None,
                "dead_end": self.dead_end,
                "decks": {str(k): list(v) for k, v in sorted(self.decks.items())},
                "unused": {str(k): list(v) for k, v in sorted(self.unused.items())},
                "cards": [c.to_json() for _, c in sorted(self.cards.items())],
                "set_aside": list(self.set_aside)}


def build_level_deck(rng, standards: Sequence[str], count: int,
                     placements: list[dict], event_cards: dict[int, str]) -> list[str]:
    """A level's deck, top first: ``count`` random Standard cards of the level, then the
    Event cards placed as the mission's set-up says ("Board Set Up" 7)."""
    pool = list(standards)
    n = len(pool)
    count = min(count, n)
    for i in range(count):  # draw ``count`` cards (a partial Fisher-Yates shuffle)
        j = i + rng.below(n - i)
        pool[i], pool[j] = pool[j], pool[i]
    deck = pool[:count]
    for placement in placements:
        events = [event_cards[n] for n in placement.get("events", [])]
        where = str(placement.get("where", "shuffled")).lower()
        depth = placement.get("depth")
        if where == "shuffled":
            deck.extend(events)
            rng.shuffle(deck)
        elif where == "top":
            deck = events + deck
        elif where == "bottom":
            deck = deck + events
        elif where in ("in_top", "in_bottom"):
            n = max(len(events), int(depth or len(events)))
            keep = n - len(events)
            if where == "in_top":
                part = deck[:keep] + events
                rng.shuffle(part)
                deck = part + deck[keep:]
            else:
                split = len(deck) - keep
                part = deck[split:] + events
                rng.shuffle(part)
                deck = deck[:split] + part
        else:
            raise ValueError(f"unknown Event placement `{where}`")
    return deck
