"""The Chainsaw Warrior content pack: creatures, Equipment cards, the House deck by back,
the Wandering Zombie deck (docs/chainsaw-warrior/content.md).

``content/*.toml`` is read with ``tomllib`` through ``importlib.resources`` into one dict
keyed by file stem, checked here (messages name the file and the record), and turned into
the frozen records the rules read: ``Creature``, ``ItemDef``, ``HouseCard``. The compiler
embeds the dict in every program; the engine reads ``program["content"]``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, NoReturn

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import d6

from crawlbook.ruleset import DiceError

KINDS = ("zombie", "chaos_agent", "rat_pack", "mutant", "meat_machine", "darkness", "slime")
TYPES = ("clothing", "device", "gun", "hth_weapon", "heavy_weapon", "special")
BACKS = ("balcony", "corridor", "elevator", "room", "stairs")
CATEGORIES = ("creature", "trap", "clear", "empty", "item", "dump", "passage", "darkness",
              "hazard")
CREATURE_HOOKS = ("steal_item", "knockout", "venom_knives", "contaminated", "maim",
                  "invulnerable", "venom_presence")
# The equipment hooks the engine implements (docs/chainsaw-warrior/content.md).
ITEM_HOOKS = ("anti_rad", "armour", "avoid_radioactive", "camera", "card_override", "cnes",
              "dum_dum", "dynamite", "fixed", "flare", "flash_bomb", "heal", "hiding",
              "hth_vs", "imagizer", "magnetic_hth", "needle", "nets", "no_infection",
              "no_night_penalty", "no_reflex_test", "no_reflex_test_weapon", "no_wandering",
              "one_wound_from", "radiation_reduction", "reflexes", "rope", "smash",
              "targeting", "tdd_passage", "teleport", "thrown", "time_grenade", "waistcoat")
OVERRIDE_EFFECTS = ("nothing", "minutes")
DARKNESS = "DARKNESS"
LASER_LANCE = "LASER_LANCE"


class ContentError(ValueError):
    """A content pack that cannot be used; the message names the file and the record."""


@dataclass(frozen=True, slots=True)
class Creature:
    id: str
    name: str
    kind: str
    attack: int
    wounds: int
    escape: int
    wound_table: tuple[int, ...] | None = None
    no_escape: bool = False
    radiation: str | None = None
    target: int | None = None
    hooks: frozenset[str] = frozenset()
    knockout: str = "3D6"
    contaminated: str = "1D6"
    presence: int = 4

    @property
    def max_wounds(self) -> int:
        return max(self.wound_table) if self.wound_table else self.wounds


@dataclass(frozen=True, slots=True)
class ItemDef:
    id: str
    name: str
    type: str
    back: str
    uses: int | None = None
    one_use: bool = False
    electric: bool = False
    wd88: bool = False
    targets: dict[str, int] = field(default_factory=dict)
    door: int | str | None = None
    aim: int = 0
    silent: bool = False
    hth: int = 0
    hth_weapon: bool = False
    hooks: tuple[dict[str, Any], ...] = ()
    # ``hooks`` by hook name, in their order (built from them): the rules ask an item
    # "which of your hooks are X?" several hundred times a game (``equipment.hooked``),
    # and one look-up answers it.
    by_hook: Mapping[str, tuple[dict[str, Any], ...]] = field(
        init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_hook: dict[str, tuple[dict[str, Any], ...]] = {}
        for h in self.hooks:
            by_hook[h["hook"]] = (*by_hook.get(h["hook"], ()), h)
        object.__setattr__(self, "by_hook", by_hook)

    def hook(self, name: str) -> dict[str, Any] | None:
        found = self.by_hook.get(name)
        return found[0] if found else None


def item_values(d: ItemDef) -> dict[str, Any]:
    """An Equipment card's values as the log gives them (``item_gained``): its type,
    uses, the numbers it needs to hit each kind of creature, its door rating, its HtH
    bonus, whether it is electric, and its hooks (docs/chainsaw-warrior/content.md)."""
    return {"name": d.name, "type": d.type, "uses": d.uses, "one_use": d.one_use,
            "electric": d.electric, "targets": dict(d.targets), "door": d.door,
            "aim": d.aim, "silent": d.silent, "hth": d.hth, "hth_weapon": d.hth_weapon,
            "hooks": [dict(h) for h in d.hooks]}


def creature_values(c: Creature) -> dict[str, Any]:
    """A creature's values as the log gives them (``fight_start``): attack, wounds (or
    its wound table), escape rating, radiation and its special rules."""
    return {"name": c.name, "kind": c.kind, "attack": c.attack, "wounds": c.wounds,
            "wound_table": list(c.wound_table) if c.wound_table else None,
            "escape": c.escape, "no_escape": c.no_escape, "radiation": c.radiation,
            "hooks": sorted(c.hooks)}


@dataclass(frozen=True, slots=True)
class HouseCard:
    id: str
    back: str
    encounter: str


@dataclass(frozen=True, slots=True)
class Pack:
    """A checked content pack and the records the rules read."""

    data: dict[str, Any]
    creatures: dict[str, Creature]
    items: dict[str, ItemDef]
    piles: dict[str, tuple[str, int]]  # pile id -> (name, cost)
    house: tuple[HouseCard, ...]
    cards: dict[str, HouseCard]
    encounters: dict[str, dict[str, Any]]
    wandering: int
    wandering_creature: str
    # What the rules read once from the pack and a program, for every game of it (the
    # set-up's ``engine.setup.plan``); never part of a game's state.
    memo: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    # The Equipment cards that carry each hook, with its parameters: hook -> card id ->
    # the card's hooks of that name, in order (built from ``items``; ``equipment.hooked``
    # asks it about 400 times a game, one look-up per item held).
    holders: dict[str, dict[str, tuple[dict[str, Any], ...]]] = field(
        init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        holders: dict[str, dict[str, tuple[dict[str, Any], ...]]] = {}
        for card, d in self.items.items():
            for name, params in d.by_hook.items():
                holders.setdefault(name, {})[card] = params
        object.__setattr__(self, "holders", holders)


def load_data() -> dict[str, Any]:
    """The bundled content pack, ``{file stem: parsed TOML}`` (not yet checked)."""
    folder = resources.files("crawlbook.rulesets.chainsaw_warrior").joinpath("content")
    data: dict[str, Any] = {}
    for item in sorted(folder.iterdir(), key=lambda p: p.name):
        if not item.name.endswith(".toml"):
            continue
        try:
            data[item.name[: -len(".toml")]] = tomllib.loads(item.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ContentError(f"chainsaw-warrior/{item.name}: {exc}") from None
    return data


def load_pack() -> dict[str, Any]:
    """The bundled content pack, checked (what the compiler embeds in a program)."""
    data = load_data()
    build_pack(data, "chainsaw-warrior")
    return data


def _fail(where: str, message: str) -> NoReturn:
    raise ContentError(f"{where}: {message}")


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _dice(where: str, value: Any) -> str:
    if not isinstance(value, str):
        _fail(where, f"must be dice such as \"1D6\", not {value!r}")
    try:
        d6(value)
    except DiceError as exc:
        _fail(where, str(exc))
    return str(value)


def build_pack(data: dict[str, Any], where: str = "content") -> Pack:
    """Check ``data`` and build its records; raise ``ContentError`` naming file and record."""
    for stem in ("creatures", "equipment", "house", "wandering"):
        if not isinstance(data.get(stem), dict):
            _fail(where, f"the pack has no `{stem}.toml`")
    creatures = _creatures(data["creatures"], f"{where}/creatures.toml")
    piles, items = _equipment(data["equipment"], f"{where}/equipment.toml")
    house, encounters = house_by_back(data["house"], f"{where}/house.toml")
    at = f"{where}/wandering.toml"
    wandering = data["wandering"].get("cards")
    if not _int(wandering) or not 6 <= wandering <= 99:
        _fail(at, "`cards` must be a whole number 6..99 (an Ambush draws up to 6)")
    wz = data["wandering"].get("creature")
    if wz not in creatures or creatures[wz].kind != "zombie":
        _fail(at, f"`creature` must name a Zombie of creatures.toml, not {wz!r}")
    for code, enc in encounters.items():
        if enc["category"] == "creature" and code not in creatures:
            _fail(f"{where}/house.toml", f"encounter `{code}` is a creature but "
                  "creatures.toml has no such creature")
    return Pack(data=data, creatures=creatures, items=items, piles=piles, house=house,
                cards={c.id: c for c in house}, encounters=encounters, wandering=wandering,
                wandering_creature=wz)


def _creatures(data: dict[str, Any], where: str) -> dict[str, Creature]:
    table = data.get("creatures")
    if not isinstance(table, dict) or not table:
        _fail(where, "needs [creatures.ID] tables")
    found: dict[str, Creature] = {}
    for cid, c in table.items():
        at = f"creature `{cid}`"
        if not isinstance(c, dict):
            _fail(where, f"{at} is not a table")
        if c.get("kind") not in KINDS:
            _fail(where, f"{at}: `kind` must be one of {', '.join(KINDS)}")
        for key in ("attack", "escape"):
            if not _int(c.get(key)) or not 0 <= c[key] <= 20:
                _fail(where, f"{at}: `{key}` must be a whole number 0..20")
        table_ = c.get("wound_table")
        if table_ is not None:
            if not (isinstance(table_, list) and len(table_) == 6
                    and all(_int(v) and v >= 1 for v in table_)):
                _fail(where, f"{at}: `wound_table` must list six wounds, one per die face")
        elif not _int(c.get("wounds")) or not 0 <= c["wounds"] <= 10:
            _fail(where, f"{at}: `wounds` must be a whole number 0..10")
        hooks = c.get("hooks", [])
        if not isinstance(hooks, list) or any(h not in CREATURE_HOOKS for h in hooks):
            _fail(where, f"{at}: unknown hook in {hooks!r} (known: {', '.join(CREATURE_HOOKS)})")
        radiation = c.get("radiation")
        found[cid] = Creature(
            id=cid, name=str(c.get("name", cid)), kind=c["kind"], attack=c["attack"],
            wounds=int(c.get("wounds", 0)), escape=c["escape"],
            wound_table=tuple(table_) if table_ else None,
            no_escape=bool(c.get("no_escape", False)),
            radiation=_dice(f"{where}: {at}: radiation", radiation) if radiation else None,
            target=c.get("target") if _int(c.get("target")) else None,
            hooks=frozenset(hooks),
            knockout=_dice(f"{where}: {at}: knockout", c.get("knockout", "3D6")),
            contaminated=_dice(f"{where}: {at}: contaminated", c.get("contaminated", "1D6")),
            presence=int(c.get("presence", 4)))
    return found


def _equipment(data: dict[str, Any], where: str) -> tuple[dict[str, tuple[str, int]],
                                                         dict[str, ItemDef]]:
    piles_data = data.get("piles")
    if not isinstance(piles_data, dict) or not piles_data:
        _fail(where, "needs [piles.ID] tables")
    piles: dict[str, tuple[str, int]] = {}
    for pid, p in piles_data.items():
        if not isinstance(p, dict) or not _int(p.get("cost")) or p["cost"] < 1:
            _fail(where, f"pile `{pid}`: needs a `cost` of at least 1")
        piles[pid] = (str(p.get("name", pid)), p["cost"])
    table = data.get("items")
    if not isinstance(table, dict) or not table:
        _fail(where, "needs [items.ID] tables")
    items: dict[str, ItemDef] = {}
    for iid, it in table.items():
        at = f"item `{iid}`"
        if not isinstance(it, dict):
            _fail(where, f"{at} is not a table")
        if it.get("type") not in TYPES:
            _fail(where, f"{at}: `type` must be one of {', '.join(TYPES)}")
        back = it.get("back")
        if back not in piles and back not in ("board", "house"):
            _fail(where, f"{at}: `back` must be a pile ({', '.join(piles)}), board or house")
        uses = it.get("uses")
        if uses is not None and (not _int(uses) or uses < 1):
            _fail(where, f"{at}: `uses` must be a whole number of at least 1")
        targets = it.get("targets", {})
        if not isinstance(targets, dict) or any(
                k not in KINDS or not _int(v) or not 2 <= v <= 13 for k, v in targets.items()):
            _fail(where, f"{at}: `targets` must give a number 2..13 per creature kind")
        door = it.get("door")
        if door is not None and door != "auto" and (not _int(door) or not 2 <= door <= 13):
            _fail(where, f"{at}: `door` must be a number 2..13 or \"auto\"")
        hooks = it.get("hooks", [])
        if not isinstance(hooks, list) or not all(
                isinstance(h, dict) and h.get("hook") in ITEM_HOOKS for h in hooks):
            _fail(where, f"{at}: every hook needs a known `hook` name "
                  f"(known: {', '.join(ITEM_HOOKS)})")
        for h in hooks:
            if h["hook"] == "card_override" and (not isinstance(h.get("card"), str)
                                                 or h.get("effect") not in OVERRIDE_EFFECTS):
                _fail(where, f"{at}: a card_override needs `card` and `effect` "
                      f"({', '.join(OVERRIDE_EFFECTS)})")
            if "dice" in h:
                _dice(f"{where}: {at}: {h['hook']}", h["dice"])
        items[iid] = ItemDef(
            id=iid, name=str(it.get("name", iid)), type=it["type"], back=back, uses=uses,
            one_use=bool(it.get("one_use", False)), electric=bool(it.get("electric", False)),
            wd88=bool(it.get("wd88", False)), targets=dict(targets), door=door,
            aim=int(it.get("aim", 0)), silent=bool(it.get("silent", False)),
            hth=int(it.get("hth", 0)), hth_weapon=bool(it.get("hth_weapon", False)),
            hooks=tuple(dict(h) for h in hooks))
    if LASER_LANCE not in items or DARKNESS.lower() not in items[LASER_LANCE].targets:
        _fail(where, "needs the LASER_LANCE, able to shoot Darkness")
    return piles, items



# Our bound, not the rulebook's (the bundled pack's largest count is 15): a count is dealt
# card by card, so a program's count of 10**21 would never finish building the deck. The
# booklet's HOUSE line says the same at check time (language.py, ``read_house``).
MOST_OF_ONE_CARD = 99

def house_by_back(data: dict[str, Any], where: str, goal: str = DARKNESS) -> tuple[
        tuple[HouseCard, ...], dict[str, dict[str, Any]]]:
    """The House deck from ``[backs.BACK]`` counts and the ``[encounters]`` table; it
    holds exactly one card of the ``goal`` encounter (Darkness in the standard game)."""
    encounters = data.get("encounters")
    if not isinstance(encounters, dict) or not encounters:
        _fail(where, "needs an [encounters] table")
    for code, enc in encounters.items():
        if not isinstance(enc, dict) or enc.get("category") not in CATEGORIES:
            _fail(where, f"encounter `{code}`: `category` must be one of {', '.join(CATEGORIES)}")
    backs = data.get("backs")
    if not isinstance(backs, dict) or set(backs) - set(BACKS):
        _fail(where, f"needs [backs.BACK] tables, BACK one of {', '.join(BACKS)}")
    cards: list[HouseCard] = []
    for back, counts in backs.items():
        if not isinstance(counts, dict):
            _fail(where, f"back `{back}` is not a table")
        n = 0
        for code, count in counts.items():
            if code not in encounters:
                _fail(where, f"back `{back}`: unknown encounter `{code}`")
            if not _int(count) or not 1 <= count <= MOST_OF_ONE_CARD:
                _fail(where, f"back `{back}`: `{code}` needs a count of 1..{MOST_OF_ONE_CARD}")
            for _ in range(count):
                n += 1
                cards.append(HouseCard(f"{back}-{n:02d}", back, code))
    found = [c for c in cards if c.encounter == goal]
    if len(found) != 1:
        _fail(where, f"the House deck needs exactly one {goal} card (the goal), not "
                     f"{len(found)}")
    if len(cards) < 12:
        _fail(where, "the House deck needs at least 12 cards")
    return tuple(cards), {k: dict(v) for k, v in encounters.items()}
