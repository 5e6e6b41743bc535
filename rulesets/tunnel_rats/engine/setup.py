"""Mission set-up (rulebook "Set Up": Board Set Up 7-10, Team Set Up 13-14).

Builds the ``GameState`` of a new game from a compiled program (its ``setup``: LEVELS,
TB DECK, THREAT, ENTRANCE COLUMN, the Tunnel decks; docs/program-format.md) and a seed:
draws the Team (3 of the 6 profiles, or the chosen ones), forms the TB Draw deck (TR18
BOOBY TRAP plus random others, one fewer with the optional rule), builds each level's
Tunnel deck as the mission says, and places the Entrance card at the mission's ENTRANCE
COLUMN on Level 1. All randomness comes from the state's one ``Rng``, in a fixed order.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from crawlbook.rulesets.tunnel_rats.engine.content import load_pack, validate_pack
from crawlbook.rulesets.tunnel_rats.engine.state import GameOptions, GameState
from crawlbook.rulesets.tunnel_rats.engine.tb_deck import TBDeck, build_draw_deck
from crawlbook.rulesets.tunnel_rats.engine.team import Rat, Team, rat_from_profile
from crawlbook.rulesets.tunnel_rats.engine.tunnels import (
    COLUMNS,
    TunnelCard,
    TunnelComplex,
    build_level_deck,
    card_from_data,
)

from crawlbook.ruleset import Rng

DEFAULT_TB_CODES = tuple(f"TR{i}" for i in range(1, 19))


class SetupError(ValueError):
    """A program the engine cannot set up (a clear message for the player)."""


@dataclass(frozen=True, slots=True)
class Pack:
    """A checked content pack and what the engine derives from it once (so a program
    played many times is read once)."""

    data: dict
    profiles: dict[str, dict]
    templates: dict[str, TunnelCard]
    standards: dict[int, tuple[str, ...]]  # level -> Standard card ids, sorted
    event_cards: dict[int, str]  # Event number -> Event card id
    entrance: str
    # Values derived from the program and this pack alone, memoised by the rules
    # procedures and shared by every game played with this Pack (``GameState.cache``).
    memo: dict = field(default_factory=dict, repr=False, compare=False)


def program_content(program: dict) -> Pack:
    """The program's embedded content pack, else the bundled one (test fixtures), checked."""
    content = program.get("content")
    if not content or "rats" not in content or "tunnels" not in content:
        bundled = load_pack(program.get("ruleset", "tunnel-rats"))
        merged = dict(bundled)
        merged.update(content or {})
        content = merged
    else:
        validate_pack(content, "program content")
    templates = {c["id"]: card_from_data(c) for c in content["tunnels"]["cards"]}
    return Pack(data=content,
                profiles={p["id"]: p for p in content["rats"]["profiles"]},
                templates=templates,
                standards={level: tuple(sorted(c.id for c in templates.values()
                                               if c.kind == "standard" and c.level == level))
                           for level in (1, 2, 3)},
                event_cards={c.event: c.id for c in templates.values()
                             if c.kind == "event" and c.event is not None},
                entrance=next(c.id for c in templates.values() if c.kind == "entrance"))


def new_state(program: dict, seed: int, options: GameOptions, pack: Pack) -> GameState:
    mission = program.get("mission") or {}
    setup = program.get("setup") or {}  # the ruleset's part (docs/program-format.md)
    rng = Rng(seed)
    levels = int(setup.get("levels", 2))
    if not 1 <= levels <= 3:
        raise SetupError(f"the mission has {levels} levels; Tunnel Rats allows 1 to 3")

    # Team Set Up 13: shuffle the 6 profiles face down and draw 3 (or the chosen team).
    profiles = pack.profiles
    if options.team is not None:
        unknown = [t for t in options.team if t not in profiles]
        if unknown or len(options.team) != 3 or len(set(options.team)) != 3:
            raise SetupError(f"a team is 3 different Rats of: {', '.join(profiles)}")
        ids = list(options.team)
    else:
        ids = draw(rng, list(profiles), 3)
    team = Team([_new_rat(pack, i) for i in ids])

    # Board Set Up 10: the TB Draw deck.
    codes = _tb_codes(program, pack)
    size = int(setup.get("tb_deck", 10)) - (1 if options.one_fewer_tb else 0)
    tb = TBDeck(build_draw_deck(codes, size, rng))

    # Board Set Up 7 and 9: the Tunnel decks, the Entrance between the Borders.
    complex_ = _build_complex(program, pack, levels, rng)

    state = GameState(program=program, content=pack.data, rng=rng, options=options,
                      team=team, tb=tb, complex=complex_, cache=pack.memo)
    tb.attach(state)
    state.threat = min(9, max(1, int(setup.get("threat", 1))))
    for rule in mission.get("rules") or []:
        if rule.get("verb") == "MARKER":
            _add(state.markers, str(rule["params"]["name"]).upper())
    for name in mission.get("markers") or []:
        _add(state.markers, str(name).upper())
    state.emit("setup", mission=mission.get("number"), title=mission.get("title"),
               seed=seed, team=[r.id for r in team.rats], formation=list(team.formation),
               tb_draw=len(tb.draw), threat=state.threat,
               entrance=list(complex_.entrance), levels=levels,
               decks={str(k): len(v) for k, v in sorted(complex_.decks.items())},
               markers=list(state.markers))
    return state


def _new_rat(pack: Pack, rat_id: str) -> Rat:
    """A fresh Rat of the profile ``rat_id``; the profile is read once per Pack."""
    read = pack.memo.setdefault("rat_profiles", {})
    model = read.get(rat_id)
    if model is None:
        model = read[rat_id] = rat_from_profile(pack.profiles[rat_id])  # never played
    return Rat(model.id, model.name, model.nickname, dict(model.traits),
               ability=model.ability, once_per_mission=model.once_per_mission,
               health=model.health)


def _tb_codes(program: dict, pack: Pack) -> list[str]:
    """The program's TB card codes, sorted (read once per program and Pack)."""
    cached = pack.memo.get("tb_codes")
    if cached is None or cached[0] is not program:
        cached = pack.memo["tb_codes"] = (program,
                                          sorted(program.get("cards") or DEFAULT_TB_CODES))
    return list(cached[1])


def draw(rng: Rng, items: list, k: int) -> list:
    """``k`` items drawn at random, in draw order (the first k steps of a Fisher-Yates
    shuffle: one random number per card drawn)."""
    pool = list(items)
    n = len(pool)
    k = min(k, n)
    for i in range(k):
        j = i + rng.below(n - i)
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:k]


def _add(items: list[str], name: str) -> None:
    if name not in items:
        items.append(name)


@dataclass(frozen=True, slots=True)
class _ComplexPlan:
    """What the Tunnel decks of a program are made of, read from the program once: the
    Entrance column, the cards (with any synthetic Event cards), each level's Standard
    cards, count and Event placements, and the forbidden exits."""

    column: int
    templates: dict[str, TunnelCard]
    event_cards: dict[int, str]
    levels: tuple[tuple[int, tuple[str, ...], int, list[dict]], ...]
    forbidden: frozenset[tuple[str, int]]


def _build_complex(program: dict, pack: Pack, levels: int, rng: Rng) -> TunnelComplex:
    decks: dict[int, list[str]] = {}
    unused: dict[int, list[str]] = {}
    # The plan depends on the program alone: the first game reads it (checking it in the
    # rulebook's order, between the draws), the next games of the same Pack reuse it.
    key = ("complex_plan", levels)
    cached = pack.memo.get(key)
    if cached is not None and cached[0] is program:
        plan = cached[1]
        for level, standards, count, placements in plan.levels:
            decks[level] = deck = build_level_deck(rng, standards, count, placements,
                                                   plan.event_cards)
            unused[level] = _unused(standards, deck)
    else:
        plan = _read_complex(program, pack, levels, rng, decks, unused)
        pack.memo[key] = (program, plan)  # holding ``program``: its id is never reused
    forbidden = plan.forbidden
    complex_ = TunnelComplex(templates=plan.templates, levels=levels,
                             entrance=(1, plan.column), decks=decks, unused=unused,
                             forbidden=forbidden,
                             ways=pack.memo.setdefault(("tunnel_ways", levels, forbidden), {}))
    complex_.place((1, plan.column), pack.entrance)
    complex_.position = (1, plan.column)
    return complex_


def _read_complex(program: dict, pack: Pack, levels: int, rng: Rng,
                  decks: dict[int, list[str]], unused: dict[int, list[str]]) -> _ComplexPlan:
    """Read and check the mission's Tunnel decks while dealing them into ``decks`` and
    ``unused``; returns the plan for the next games."""
    setup = program.get("setup") or {}
    column = int(setup.get("entrance_column", 1))
    if not 1 <= column <= COLUMNS:
        raise SetupError(f"ENTRANCE COLUMN {column} is outside the complex (1 to {COLUMNS})")
    templates = pack.templates  # shared by every game of the pack (cards are frozen) ...
    event_cards = pack.event_cards
    specs = {int(d["level"]): d for d in setup.get("decks") or []}
    plans = []
    for level in range(1, levels + 1):
        standards = pack.standards.get(level, ())
        spec = specs.get(level, {"standard": len(standards), "placements": []})
        placements = spec.get("placements") or []
        for placement in placements:
            for number in placement.get("events", []):
                if number not in event_cards:
                    if templates is pack.templates:  # ... until a program adds a card
                        templates = dict(templates)
                        event_cards = dict(event_cards)
                    event_cards[number] = _synthetic_event(templates, number)
        count = int(spec.get("standard", 0))
        if count > len(standards):
            raise SetupError(f"Level {level} asks for {count} Standard cards; "
                             f"the content pack has {len(standards)}")
        decks[level] = deck = build_level_deck(rng, standards, count, placements, event_cards)
        unused[level] = _unused(standards, deck)
        plans.append((level, standards, count, placements))
    forbidden = frozenset(
        (str(r["params"]["side"]).lower(), int(r["params"]["level"]))
        for r in (program.get("mission") or {}).get("rules") or []
        if r.get("verb") == "FORBID_EXIT")
    return _ComplexPlan(column, templates, event_cards, tuple(plans), forbidden)


def _unused(standards: tuple[str, ...], deck: list[str]) -> list[str]:
    in_deck = set(deck)
    return [s for s in standards if s not in in_deck]


def _synthetic_event(templates: dict[str, TunnelCard], number: int) -> str:
    """An Event card for an Event number the pack has no card for (our ruling): a copy of
    the pack's Event cards' pattern, cycled."""
    events = sorted((c for c in templates.values() if c.kind == "event"),
                    key=lambda c: c.event or 0)
    model = events[(number - 1) % len(events)]
    card = TunnelCard(id=f"E{number}", kind="event", level=None,
                      flashlights=model.flashlights, exits=dict(model.exits), event=number,
                      name=f"Event {number}")
    templates[card.id] = card
    return card.id
