"""The game state of Chainsaw Warrior: everything a game is, as plain dataclasses
(docs/chainsaw-warrior/rules.md; the events it writes: docs/chainsaw-warrior/event-log.md).

``GameState`` extends the core's ``State`` (docs/rulesets.md: the program, the one
``Rng``, the event log, Log Entries and markers) and holds the Warrior and his Equipment,
the House deck (two decks, two discard piles, the cards removed from the game), the
Wandering Zombie deck, the Equipment piles and the Time Track. The game ends when a rule calls
``end``: it records the outcome (win, draw or loss) and its cause, ends the game the core's
way (``State.stop``: ``ended``; docs/rulesets.md, "Ending the game") and raises
``GameOver``, which unwinds Chainsaw Warrior's own procedures (a wound taken in a fight
round ends the game many calls deep) back to the top one (``engine.game``), or to the
effect handler the core's interpreter is running (``ends_reading``), which returns the
``Stop`` instead: ``GameOver`` never crosses the core's generators. A procedure of this
ruleset that had the core read a card goes on unwinding with ``unwind``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from crawlbook.rulesets.chainsaw_warrior.options import Options

from crawlbook.ruleset import Prompt, State

if TYPE_CHECKING:
    from crawlbook.rulesets.chainsaw_warrior.engine.content import ItemDef, Pack
    from crawlbook.rulesets.chainsaw_warrior.engine.setup import Setup

OUTCOMES = ("win", "draw", "loss")


class GameOver(Exception):
    """Raised by ``GameState.end``: the game is over. Caught by the top procedure, or by
    ``ends_reading`` where the core's interpreter runs an effect: never raised through
    the core's generators."""

    def __init__(self, outcome: str, cause: str) -> None:
        super().__init__(f"{outcome}: {cause}")
        self.outcome = outcome
        self.cause = cause


Procedure = TypeVar("Procedure", bound=Callable[..., Generator[Prompt, str, Any]])


def ends_reading(procedure: Procedure) -> Procedure:
    """An effect's handler or resolver as the core's interpreter runs it: a game that ends
    inside it (``GameState.end``, however deep) returns the ``Stop`` the game ended with
    (``State.ended``), which ends the reading (docs/rulesets.md, "Ending the game")."""
    def run(state: GameState, params: dict, cause: str) -> Generator[Prompt, str, Any]:
        try:
            return (yield from procedure(state, params, cause))
        except GameOver:
            return state.ended
    run.__name__ = run.__qualname__ = getattr(procedure, "__name__", "effect")
    run.__doc__ = procedure.__doc__
    return run  # type: ignore[return-value]


@dataclass(slots=True)
class Warrior:
    """"Creating Your Warrior": the attributes, the skill and the three Endurance-track
    markers. ``wounds_max`` is the initial Wound allowance, which healing never exceeds."""

    endurance: int
    wounds_max: int
    wounds: int
    hth: int
    reflexes: int
    marksmanship: int
    skill: str
    radiation: int = 0
    venom: int = 0
    infected: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"endurance": self.endurance, "wounds_max": self.wounds_max,
                "wounds": self.wounds, "hth": self.hth, "reflexes": self.reflexes,
                "marksmanship": self.marksmanship, "skill": self.skill,
                "radiation": self.radiation, "venom": self.venom, "infected": self.infected}


@dataclass(slots=True, eq=False)
class Item:
    """One Equipment card the Warrior holds. ``uses``: the counter in its box (None: no
    box); ``clip``: a Spare Clip beside it; ``attached``: the weapon a C.A.T.S. or Dum-Dum
    Bullets serve; ``dropped``: a thrown Knife lying by its target; ``house``: the House
    card a First Aid Kit is.

    An item is itself, not its values (``eq=False``: compared by identity): each card
    held is one ``Item``, numbered by its ``key``, and the rules ask "is this item still
    in his hands?" (``item in state.items``, ``items.remove``) about 40 times a game,
    where the generated ``__eq__`` built two tuples of seven fields for every other item
    passed over (benchmarks/cw_bench.py compare instructions)."""

    key: str
    card: str
    uses: int | None
    clip: bool = False
    attached: str | None = None
    dropped: bool = False
    house: str | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key, "card": self.card, "uses": self.uses}
        if self.clip:
            data["clip"] = True
        if self.attached:
            data["attached"] = self.attached
        if self.house:
            data["house"] = self.house
        return data


@dataclass(slots=True)
class House:
    """The House deck split in two ("The Playing Cards"). The top of a deck is the *last*
    element of its list. ``discards`` and ``decks`` are indexed by deck number - 1."""

    decks: tuple[list[str], list[str]]
    discards: tuple[list[str], list[str]] = field(default_factory=lambda: ([], []))
    removed: list[str] = field(default_factory=list)
    reached_two: bool = False

    @property
    def current(self) -> int:
        """The deck in use: Deck One until it runs out ("Exploration Phase")."""
        return 1 if self.decks[0] else 2

    def deck(self, number: int) -> list[str]:
        return self.decks[number - 1]

    def discard(self, number: int) -> list[str]:
        return self.discards[number - 1]

    def cards(self) -> int:
        return sum(len(p) for p in (*self.decks, *self.discards, self.removed))

    def to_json(self) -> dict[str, Any]:
        return {"deck_one": list(self.decks[0]), "deck_two": list(self.decks[1]),
                "discard_one": list(self.discards[0]), "discard_two": list(self.discards[1]),
                "removed": list(self.removed), "reached_two": self.reached_two}


OFFERS = frozenset({"prompt", "answer"})


@dataclass(slots=True, kw_only=True)
class GameState(State):
    """A game of Chainsaw Warrior: the core's ``State`` (the program, the one ``Rng``, the
    event log, Log Entries, markers, the entry being read) and everything on the table."""

    pack: Pack = field(repr=False)
    setup: Setup
    options: Options = field(default_factory=Options)
    in_play: frozenset[str] = frozenset()  # the optional rules in play (player or scenario)
    house: House
    wandering: list[str]  # the Wandering Zombie deck, face down (top: last)
    piles: dict[str, list[str]]  # the Equipment piles by back, face down (top: last)
    warrior: Warrior | None = None
    items: list[Item] = field(default_factory=list)
    equipment_discard: list[str] = field(default_factory=list)
    equipment_removed: list[str] = field(default_factory=list)
    time: int = 0  # boxes of 30 seconds on the Time Track
    area_free: bool = False  # "Pausing and Reloading": in a free area
    last_back: str | None = None  # the back of the last card encountered
    current_card: str | None = None  # the House card being resolved
    current_deck: int = 1  # the deck it came from
    escaping: int | None = None  # cards still to reveal before leaving the building
    # Why he is leaving ("laser-lance spent", "laser-lance lost", "chasm"): a spent
    # Laser-lance recharged or reloaded on the way out ends the retreat.
    escape_cause: str | None = None
    dynamite_turn: int = -1  # the turn a Dynamite charge last blew a short cut
    flare: int = 0  # cards the Flare Gun still lights
    magnetic_until: int | None = None  # the Magnetic Field's blank marker (a box)
    smash_until: int | None = None  # when Smash wears off (a box)
    smash_bonus: int = 0  # what Smash adds to HtH meanwhile
    # The Sprinting optional rule, while the card sprinted into is resolved: "creature"
    # (an occupied area) or "trap" (the Reflex test fails, the worst results).
    sprinting: str | None = None
    determination: int = 0  # Determination counters (the optional rule)
    # The action prompt last answered by turning the next card: what it offered, the deck
    # and the wounds then (``engine.actions``: it is asked again only when something new)
    declined: tuple[frozenset[str], int, int] | None = None
    turns: int = 0
    serial: int = 0  # numbers the Items the Warrior is given
    outcome: str | None = None
    cause: str | None = None
    # What ``engine.equipment.carried`` worked out: the hooks of the cards held, from a
    # copy of ``items`` (None: not yet), asked again when ``items`` no longer equals it.
    held: list[Item] | None = field(default=None, repr=False, compare=False)
    held_hooks: frozenset[str] = field(default=frozenset(), repr=False, compare=False)

    def emit(self, type: str, **fields: Any) -> None:
        """Write an event: ``EventLog.emit`` (or a lean log's) written out, one call an
        event instead of ``State.emit``'s two (a game writes 450 to 850 events, most of
        them left out of a simulated game's log; benchmarks/cw_bench.py compare)."""
        log = self.log
        kept = log.kept
        if kept is None or type in kept:
            log.append({"seq": len(log) + log.left_out, "type": type, **fields})
        else:
            log.left_out += 1

    def end(self, outcome: str, cause: str) -> NoReturn:
        """The game is over: record how (``outcome``, ``cause`` and the core's ``ended``)
        and stop every procedure of this ruleset (``GameOver``; see the module
        docstring)."""
        assert outcome in OUTCOMES
        self.outcome, self.cause = outcome, cause
        self.stop(outcome, cause)
        raise GameOver(outcome, cause)

    def unwind(self) -> None:
        """After the core read a card: a game that ended in it (``ended``) stops every
        procedure of this ruleset too, as ``end`` does."""
        if self.ended is not None:
            raise GameOver(self.ended.result, self.ended.reason)

    def free(self, free: bool, cause: str) -> None:
        """Whether the Warrior stands in a free area ("Pausing and Reloading"), with the
        ``free_area`` event when that changes, so that a reader of the log knows where
        waiting, healing and reloading may be offered."""
        if free != self.area_free:
            self.area_free = free
            if self.log.wants("free_area"):  # frequent, left out of a lean log
                self.emit("free_area", free=free, cause=cause)

    def rule(self, name: str) -> bool:
        """Whether the optional rule ``name`` is in play: turned on by the player
        (``--option``) or by the scenario (``RULE``)."""
        # ``Setup.rule`` read in place: asked at every step of a turn
        # (benchmarks/cw_bench.py compare instructions).
        return name in self.in_play or name in self.setup.optional_rules

    # -------------------------------------------------------------- reading

    @property
    def me(self) -> Warrior:
        assert self.warrior is not None, "the Warrior is not created yet"
        return self.warrior

    def defn(self, item: Item) -> ItemDef:
        return self.pack.items[item.card]

    def night(self) -> bool:
        return self.time >= self.setup.night_box

    def magnetic(self) -> bool:
        return self.magnetic_until is not None and self.time < self.magnetic_until

    def smashed(self) -> bool:
        return self.smash_until is not None and self.time < self.smash_until

    def snapshot(self) -> dict[str, Any]:
        """Everything that makes this state, as JSON (compared after a replay)."""
        return {"rng": self.rng.to_json(),
                "warrior": self.warrior.to_json() if self.warrior else None,
                "items": [i.to_json() for i in self.items], "house": self.house.to_json(),
                "wandering": list(self.wandering),
                "piles": {k: list(v) for k, v in self.piles.items()},
                "time": self.time, "escaping": self.escaping,
                "log_entries": list(self.log_entries), "markers": list(self.markers),
                # Without the core's `prompt` and `answer` events: saves recorded before
                # them still load (docs/event-log.md, "The log's version").
                "log_length": sum(1 for e in self.log if e["type"] not in OFFERS),
                "outcome": self.outcome, "cause": self.cause}
