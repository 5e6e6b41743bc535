"""The content pack (docs/content.md): our default Rat profiles and
Tunnel cards load and are checked with clear messages."""

from __future__ import annotations

import copy

import pytest
from crawlbook.rulesets.tunnel_rats.engine.content import (
    ABILITIES,
    ContentError,
    load_pack,
    validate_pack,
)
from crawlbook.rulesets.tunnel_rats.engine.tunnels import card_from_data


@pytest.fixture(scope="module")
def pack():
    return load_pack("tunnel-rats")


def test_six_rat_profiles(pack):
    """Components: 6 Rat Profile cards; Profile Cards: Health 10, five Traits."""
    profiles = pack["rats"]["profiles"]
    assert len(profiles) == 6
    for p in profiles:
        assert p["health"] == 10 and p["ability"] in ABILITIES
        assert set(p["traits"]) == {"survival", "charisma", "perception", "intelligence",
                                    "willpower"}
        assert all(1 <= v <= 6 for v in p["traits"].values())
    ghost = next(p for p in profiles if p["nickname"] == "Ghost")
    assert ghost["name"] == "Z. Norman" and ghost["traits"]["perception"] == 3


def test_thirty_two_tunnel_cards(pack):
    """Components: 32 Tunnel cards: the Entrance, Event cards 1..10, Standard by Level."""
    cards = [card_from_data(c) for c in pack["tunnels"]["cards"]]
    assert len(cards) == 32
    assert [c.kind for c in cards].count("entrance") == 1
    assert sorted(c.event for c in cards if c.kind == "event") == list(range(1, 11))
    for level in (1, 2, 3):
        assert len([c for c in cards if c.kind == "standard" and c.level == level]) == 7
    for c in cards:
        assert c.flashlights in (1, 2)
        if c.kind == "standard" and c.level == 1:
            assert not any(s.startswith("top") for s in c.exits)
        if c.kind == "standard" and c.level == 3:
            assert not any(s.startswith("bottom") for s in c.exits)
    assert len([c for c in cards if c.surface_exit]) == 2


@pytest.mark.parametrize(("path", "value", "message"), [
    (("rats", "profiles", 0, "traits", "survival"), 9, "1..6"),
    (("rats", "profiles", 0, "ability"), "flying", "unknown ability hook"),
    (("rats", "profiles", 1, "id"), "ghost", "defined twice"),
    (("tunnels", "cards", 0, "kind"), "secret", "kind"),
    (("tunnels", "cards", 1, "exits", "right-top"), "maybe", "open"),
    (("tunnels", "cards", 1, "flashlights"), 3, "flashlights")])
def test_bad_content_is_a_clear_error(pack, path, value, message):
    broken = copy.deepcopy(pack)
    target = broken
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(ContentError, match=message):
        validate_pack(broken, "tunnel-rats")


def test_unknown_ruleset():
    with pytest.raises(ContentError, match="no content pack"):
        load_pack("chess")


def test_broken_combat_table_is_reported_when_the_pack_is_checked() -> None:
    """Player Aid 3/4 defaults are checked with the rest of the pack, before play starts."""
    import copy

    import pytest
    from crawlbook.rulesets.tunnel_rats.engine.content import ContentError, load_pack, validate_pack

    pack = copy.deepcopy(load_pack("tunnel-rats"))
    pack["damage"] = {"nonsense": True}
    with pytest.raises(ContentError, match=r"combat\.toml, damage\.toml"):
        validate_pack(pack, "tunnel-rats")
