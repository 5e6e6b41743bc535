"""The ruleset's content pack: Rat profiles, Tunnel cards, combat cards, damage table.

Content is data (docs/content.md): the ruleset's ``content/*.toml`` files are read
with ``tomllib`` through ``importlib.resources`` (so it works from an installed wheel)
into one dict keyed by file stem (``rats``, ``tunnels``, ``combat``, ``damage``). The
compiler embeds it in each program; the engine reads ``program["content"]``. Our own
files (rats, tunnels) are checked here with messages naming the file and the record; the
combat files are checked by ``crawlbook.rulesets.tunnel_rats.engine.combat`` when a Combat starts.
"""

from __future__ import annotations

import tomllib
from importlib import resources

from crawlbook.rulesets.tunnel_rats.engine.tunnels import OPEN, SLOTS, DeadEnd

TRAITS = ("SURVIVAL", "CHARISMA", "PERCEPTION", "INTELLIGENCE", "WILLPOWER")
# Unique Ability hooks the engine implements (docs/content.md). Combat hooks are read by
# crawlbook.rulesets.tunnel_rats.engine.combat.
ENGINE_ABILITIES = ("second_chance", "sharp_eyes", "tunnel_sense", "medic", "steady_nerves")
COMBAT_ABILITIES = ("knife_fighter",)
ABILITIES = ENGINE_ABILITIES + COMBAT_ABILITIES


class ContentError(ValueError):
    """A content pack that cannot be used; the message names the file and the record."""


def load_pack(ruleset: str = "tunnel-rats") -> dict:
    """Load and check the content pack of ``ruleset``: ``{file stem: parsed TOML}``."""
    folder = resources.files("crawlbook.rulesets.tunnel_rats").joinpath("content")
    if ruleset != "tunnel-rats" or not folder.is_dir():
        raise ContentError(f"no content pack for ruleset `{ruleset}`")
    pack: dict = {}
    for item in sorted(folder.iterdir(), key=lambda p: p.name):
        if not item.name.endswith(".toml"):
            continue
        try:
            pack[item.name[: -len(".toml")]] = tomllib.loads(item.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ContentError(f"{ruleset}/{item.name}: {exc}") from None
    validate_pack(pack, ruleset)
    return pack


def validate_pack(pack: dict, where: str = "content") -> None:
    """Check the whole pack, Combat tables included; raise ``ContentError``.

    Checking combat.toml and damage.toml here, not when the first Combat starts, means a
    broken table is reported before the game begins instead of in the middle of it.
    """
    for stem in ("rats", "tunnels"):
        if stem not in pack:
            raise ContentError(f"{where}: the pack has no `{stem}.toml`")
    _check_rats(pack["rats"], f"{where}/rats.toml")
    _check_tunnels(pack["tunnels"], f"{where}/tunnels.toml")
    if "combat" in pack or "damage" in pack:
        from crawlbook.rulesets.tunnel_rats.engine.combat_cards import (
            CombatContentError,
            rules_from_content,
        )

        try:
            rules_from_content(pack.get("combat") or {}, pack.get("damage") or {})
        except CombatContentError as exc:
            raise ContentError(f"{where}/combat.toml, damage.toml: {exc}") from None


def _fail(where: str, message: str) -> None:
    raise ContentError(f"{where}: {message}")


def _check_rats(data: dict, where: str) -> None:
    profiles = data.get("profiles") if isinstance(data, dict) else None
    if not isinstance(profiles, list) or len(profiles) < 3:
        _fail(where, "needs at least 3 [[profiles]] (the rulebook has 6)")
    seen = set()
    assert isinstance(profiles, list)  # _fail raised otherwise
    for i, p in enumerate(profiles, 1):
        at = f"profile {i}"
        if not isinstance(p, dict):
            _fail(where, f"{at} is not a table")
        for key in ("id", "name", "nickname"):
            if not isinstance(p.get(key), str) or not p[key]:
                _fail(where, f"{at}: `{key}` must be a non-empty string")
        at = f"profile `{p['id']}`"
        if p["id"] in seen:
            _fail(where, f"{at} is defined twice")
        seen.add(p["id"])
        traits = p.get("traits")
        if not isinstance(traits, dict):
            _fail(where, f"{at}: `traits` must be a table of the five Traits")
        names = {str(k).upper() for k in traits}
        if names != set(TRAITS):
            _fail(where, f"{at}: traits must be exactly {', '.join(t.lower() for t in TRAITS)}")
        for k, v in traits.items():
            if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= 6:
                _fail(where, f"{at}: trait `{k}` must be a whole number 1..6, not {v!r}")
        health = p.get("health", 10)
        if not isinstance(health, int) or health < 1:
            _fail(where, f"{at}: `health` must be a positive whole number")
        ability = p.get("ability")
        if ability is not None and ability not in ABILITIES:
            _fail(where, f"{at}: unknown ability hook `{ability}` "
                         f"(known: {', '.join(ABILITIES)})")
        if not isinstance(p.get("once_per_mission", False), bool):
            _fail(where, f"{at}: `once_per_mission` must be true or false")


def _check_tunnels(data: dict, where: str) -> None:
    cards = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(cards, list) or not cards:
        _fail(where, "needs [[cards]]")
    seen = set()
    kinds = {"entrance": 0, "event": 0, "standard": 0}
    assert isinstance(cards, list)  # _fail raised otherwise
    for i, c in enumerate(cards, 1):
        if not isinstance(c, dict) or not isinstance(c.get("id"), str):
            _fail(where, f"card {i}: needs a string `id`")
        at = f"card `{c['id']}`"
        if c["id"] in seen:
            _fail(where, f"{at} is defined twice")
        seen.add(c["id"])
        kind = c.get("kind")
        if kind not in kinds:
            _fail(where, f"{at}: `kind` must be entrance, event or standard, not {kind!r}")
        kinds[kind] += 1
        if c.get("flashlights", 1) not in (1, 2):
            _fail(where, f"{at}: `flashlights` must be 1 or 2")
        exits = c.get("exits")
        if not isinstance(exits, dict):
            _fail(where, f"{at}: `exits` must be a table of slots")
        for slot, value in exits.items():
            if slot not in SLOTS:
                _fail(where, f"{at}: unknown exit slot `{slot}` (slots: {', '.join(SLOTS)})")
            if value not in (OPEN, DeadEnd):
                _fail(where, f"{at}: exit `{slot}` must be \"open\" or \"dead\", not {value!r}")
        if kind == "standard":
            level = c.get("level")
            if level not in (1, 2, 3):
                _fail(where, f"{at}: a Standard card needs `level` 1, 2 or 3")
            if level == 1 and any(s.startswith("top") for s in exits):
                _fail(where, f"{at}: Standard Level 1 cards have no top exits")
            if level == 3 and any(s.startswith("bottom") for s in exits):
                _fail(where, f"{at}: Standard Level 3 cards have no bottom exits")
        if kind == "event" and (not isinstance(c.get("event"), int) or c["event"] < 1):
            _fail(where, f"{at}: an Event card needs `event`, the Event number")
    if kinds["entrance"] != 1:
        _fail(where, "needs exactly one Entrance card")
    if kinds["event"] < 1:
        _fail(where, "needs at least one Event card")
