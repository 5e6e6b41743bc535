"""Setting a game up ("Preparing for Play", "The Playing Cards", "Kitting Out": the piles).

``Setup`` is what a scenario may set, read from the program's ruleset-owned ``setup``
object (filled from the header directives: docs/chainsaw-warrior/language.md), with the
standard game's values for what it lacks.
``new_state`` builds the ``GameState`` of a new game from a program and a seed: the House
deck shuffled without Darkness and split in two, Darkness shuffled into Deck Two; the
Wandering Zombie deck shuffled; each Equipment pile shuffled without the Laser-lance. The
Warrior is created and kits out when the game runs (``engine.game``), so those rolls are
in the event log.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import d6
from crawlbook.rulesets.chainsaw_warrior.engine.content import (
    CATEGORIES,
    ContentError,
    HouseCard,
    Pack,
    build_pack,
    house_by_back,
    load_data,
)
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, House
from crawlbook.rulesets.chainsaw_warrior.options import (
    NAMES,
    ConflictingOptions,
    Options,
    check_creation,
)

from crawlbook.ruleset import DiceError, Rng

BOXES_PER_MINUTE = 2  # the Time Track is in 30-second boxes
OPTIONAL_RULES = NAMES  # the optional rules a scenario may put in play (RULE ...)
GOAL = re.compile(r"^[a-z][a-z0-9_]*$")  # the goal: an encounter's code, in lower case


class SetupError(ValueError):
    """A program the engine cannot set up (a clear message for the player)."""


@dataclass(frozen=True, slots=True)
class Setup:
    """What a scenario may set, with the standard game's values (docs/chainsaw-warrior/
    language.md, "Scenario set-up")."""

    time_limit: int = 60  # minutes: "When the timer reaches 60 minutes you are out of time"
    night_at: int = 30  # minutes: "When the timer reaches 30 minutes night falls"
    start_time: int = 0  # minutes: the Time marker starts in the 0 box
    allowance: str = "1D6+2"  # "rolling one die and adding 2"
    advanced_equipment: bool = False  # the White Dwarf 88 cards in the piles
    goal: str = "darkness"  # the goal card's encounter (destroy Darkness)
    house: dict[str, dict[str, int]] | None = None  # by back: encounter -> count
    encounters: dict[str, dict[str, Any]] | None = None  # the scenario's own encounters
    wandering: int | None = None  # size of the Wandering Zombie deck
    optional_rules: tuple[str, ...] = ()

    # Worked out once from the fields above (the rules ask for them about 70 times a game;
    # benchmarks/cw_bench.py compare instructions): the goal's encounter code
    # (``DARKNESS``) as the House deck names it, and the boxes of the time limit and of
    # nightfall on the Time Track.
    goal_code: str = field(init=False, repr=False, compare=False)
    limit_box: int = field(init=False, repr=False, compare=False)
    night_box: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "goal_code", self.goal.upper())
        object.__setattr__(self, "limit_box", self.time_limit * BOXES_PER_MINUTE)
        object.__setattr__(self, "night_box", self.night_at * BOXES_PER_MINUTE)

    def rule(self, name: str) -> bool:
        return name in self.optional_rules


def read_setup(program: dict[str, Any]) -> Setup:
    """The program's ``setup`` object as a ``Setup`` (missing: the standard game)."""
    data = program.get("setup")
    if data is None:
        return Setup()
    if not isinstance(data, dict):
        raise SetupError("the program's `setup` must be an object")
    values: dict[str, Any] = {}
    for key in ("time_limit", "night_at", "start_time"):
        if key in data:
            v = data[key]
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 600:
                raise SetupError(f"setup.{key} must be a number of minutes 0..600")
            values[key] = v
    if "allowance" in data:
        try:
            d6(str(data["allowance"]))
        except DiceError as exc:
            raise SetupError(f"setup.allowance: {exc}") from None
        values["allowance"] = str(data["allowance"])
    if "advanced_equipment" in data:
        if not isinstance(data["advanced_equipment"], bool):
            raise SetupError("setup.advanced_equipment must be true or false")
        values["advanced_equipment"] = data["advanced_equipment"]
    if "goal" in data:
        if not isinstance(data["goal"], str) or not GOAL.match(data["goal"]):
            raise SetupError("setup.goal must be an encounter's code in lower case")
        values["goal"] = data["goal"]
    if data.get("encounters") is not None:
        values["encounters"] = _encounters(data["encounters"])
    if data.get("house") is not None:
        if not isinstance(data["house"], dict):
            raise SetupError("setup.house must be an object of backs")
        values["house"] = data["house"]
    if data.get("wandering") is not None:
        v = data["wandering"]
        if not isinstance(v, int) or isinstance(v, bool) or not 6 <= v <= 99:
            raise SetupError("setup.wandering must be a number of cards 6..99")
        values["wandering"] = v
    rules = data.get("optional_rules", [])
    if not isinstance(rules, list) or any(r not in OPTIONAL_RULES for r in rules):
        raise SetupError(f"setup.optional_rules: known rules are {', '.join(OPTIONAL_RULES)}")
    values["optional_rules"] = tuple(rules)
    setup = Setup(**values)
    if not setup.start_time < setup.time_limit:
        raise SetupError("setup.start_time must be before setup.time_limit")
    return setup


def _encounters(data: object) -> dict[str, dict[str, Any]]:
    if not isinstance(data, dict):
        raise SetupError("setup.encounters must be an object of encounters")
    for code, enc in data.items():
        if not isinstance(enc, dict) or enc.get("category") not in CATEGORIES:
            raise SetupError(f"setup.encounters.{code}: `category` must be one of "
                             + ", ".join(CATEGORIES))
    return {str(k): dict(v) for k, v in data.items()}


def program_content(program: dict[str, Any]) -> Pack:
    """The program's embedded content pack, else the bundled one, checked."""
    data = program.get("content")
    if not isinstance(data, dict) or "creatures" not in data:
        data = load_data()
    try:
        return build_pack(data, "program content")
    except ContentError as exc:
        raise SetupError(str(exc)) from None


def house_cards(setup: Setup, pack: Pack) -> tuple[HouseCard, ...]:
    """The House deck: the content pack's, or the scenario's own counts by back (its
    encounters: the pack's and the scenario's own)."""
    if setup.house is None:
        if setup.goal_code not in {c.encounter for c in pack.house}:
            raise SetupError(f"the House deck has no {setup.goal_code} card (the goal): "
                             "give the scenario HOUSE lines with one")
        return pack.house
    try:
        cards, _ = house_by_back({"backs": setup.house,
                                  "encounters": {**pack.encounters,
                                                 **(setup.encounters or {})}},
                                 "setup.house", setup.goal_code)
    except ContentError as exc:
        raise SetupError(str(exc)) from None
    return cards


@dataclass(frozen=True, slots=True)
class Plan:
    """What setting a game up reads from the program and its content pack alone, the same
    for every game of the program (``plan``): the scenario's ``Setup``, the pack (with
    the scenario's own House, if it has one), the House cards but the goal's, sorted, and
    the goal's (``split_house``), the Wandering Zombie cards, and each Equipment pile's
    cards, sorted, without and with the White Dwarf 88 cards."""

    program: dict[str, Any] = field(repr=False)  # held: its id is never reused
    # The program's ``setup`` and ``cards`` as read (a program changed in place after
    # its plan was read is read again).
    setup_data: object = field(repr=False)
    cards_data: object = field(repr=False)
    setup: Setup
    pack: Pack
    rest: tuple[str, ...]
    goal_cards: tuple[str, ...]
    wandering: tuple[str, ...]
    piles: Mapping[bool, Mapping[str, tuple[str, ...]]]  # advanced -> pile -> cards

    def read_from(self, program: dict[str, Any]) -> bool:
        """Whether this plan was read from ``program`` as it is now (the very objects)."""
        return (self.program is program and self.setup_data is program.get("setup")
                and self.cards_data is program.get("cards"))


def plan(program: dict[str, Any], pack: Pack) -> Plan:
    """The ``Plan`` of ``program``, read once and kept in the pack's memo (a simulation
    sets up thousands of games of one program: reading the set-up and sorting the
    108 House cards and the Equipment piles again for each cost a few percent of a
    game; docs/performance.md, "Chainsaw Warrior"). Raises ``SetupError``."""
    cached = pack.memo.get("plan")
    if cached is not None and cached.read_from(program):
        found: Plan = cached
        return found
    setup = read_setup(program)
    cards = house_cards(setup, pack)
    defined = program.get("cards") or {}
    missing = sorted({c.encounter for c in cards} - set(defined))
    if missing:
        raise SetupError("the program has no House card "
                         + ", ".join(f"`{m}`" for m in missing)
                         + ": INCLUDE \"crawlbook:content/chainsaw-warrior/house-cards.mission\"")
    own = pack
    if cards is not pack.house:
        own = replace(pack, house=cards, cards={c.id: c for c in cards},
                      encounters={**pack.encounters, **(setup.encounters or {})},
                      memo={})
    goal = setup.goal_code
    goal_cards = tuple(c.id for c in cards if own.cards[c.id].encounter == goal)
    piles = {advanced: {pile: tuple(sorted(i.id for i in pack.items.values()
                                           if i.back == pile and (advanced or not i.wd88)))
                        for pile in pack.piles}
             for advanced in (False, True)}
    found = Plan(program=program, setup_data=program.get("setup"),
                 cards_data=program.get("cards"), setup=setup, pack=own,
                 rest=tuple(sorted(c.id for c in cards if c.id not in goal_cards)),
                 goal_cards=goal_cards,
                 wandering=tuple(f"wz-{i:02d}"
                                 for i in range(1, (setup.wandering or pack.wandering) + 1)),
                 piles=piles)
    pack.memo["plan"] = found
    return found


def new_state(program: dict[str, Any], seed: int, options: Options | None,
              pack: Pack) -> GameState:
    """A new game of ``program`` from ``seed`` with the player's optional rules."""
    read = plan(program, pack)
    setup = read.setup
    options = options or Options()
    enabled = options.enabled()
    in_play = [r for r in OPTIONAL_RULES if r in enabled or setup.rule(r)]
    try:
        check_creation(in_play)
    except ConflictingOptions as exc:
        raise SetupError(f"{exc} (the scenario puts "
                         + ", ".join(r for r in OPTIONAL_RULES if setup.rule(r))
                         + " in play)") from None
    advanced = setup.advanced_equipment or "advanced-equipment" in in_play
    rng = Rng(seed)
    pack = read.pack
    house = House(decks=deal_house(rng, list(read.rest), list(read.goal_cards)))
    wz = list(read.wandering)
    rng.shuffle(wz)
    piles: dict[str, list[str]] = {}
    for pile, cards in read.piles[advanced].items():
        cards_ = list(cards)
        rng.shuffle(cards_)
        piles[pile] = cards_
    state = GameState(program=program, pack=pack, setup=setup, rng=rng, house=house,
                      options=options, in_play=frozenset(in_play), wandering=wz, piles=piles,
                      time=setup.start_time * BOXES_PER_MINUTE)
    mission = program.get("mission") or {}
    for name in mission.get("markers") or []:
        if str(name).upper() not in state.markers:
            state.markers.append(str(name).upper())
    state.emit("setup", mission=mission.get("number"), title=mission.get("title"),
               seed=seed, deck_one=len(house.decks[0]), deck_two=len(house.decks[1]),
               wandering=len(wz), piles={k: len(v) for k, v in piles.items()},
               time=state.time, time_limit=setup.time_limit, night_at=setup.night_at,
               advanced_equipment=advanced, optional_rules=in_play,
               markers=list(state.markers),
               # Every face-down pile in order, the top card first (the lists keep their
               # top last): a reader of the log follows each card drawn.
               order={"deck_one": house.decks[0][::-1], "deck_two": house.decks[1][::-1],
                      "wandering": wz[::-1],
                      "piles": {k: v[::-1] for k, v in piles.items()}})
    return state


def split_house(rng: Rng, ids: list[str], pack: Pack,
                goal: str) -> tuple[list[str], list[str]]:
    """"Remove the Darkness card. Shuffle the whole deck and split it into two equal
    piles" (Deck One gets the smaller half when the count is odd: our ruling), "add the
    Darkness card to the second pile, and shuffle it thoroughly". A scenario's goal card
    (``goal``: Darkness in the standard game) is placed as Darkness is."""
    darkness: list[str] = []
    rest: list[str] = []
    for i in ids:  # one pass (the decks are rebuilt about once in two games)
        (darkness if pack.cards[i].encounter == goal else rest).append(i)
    return deal_house(rng, sorted(rest), darkness)


def deal_house(rng: Rng, rest: list[str], goal: list[str]) -> tuple[list[str], list[str]]:
    """``split_house`` once the goal's cards (``goal``) are set apart from the ``rest``,
    sorted: ``rest`` shuffled and split, the goal shuffled into the second half."""
    rng.shuffle(rest)
    half = len(rest) // 2
    one, two = rest[:half], rest[half:] + goal
    rng.shuffle(two)
    return one, two
