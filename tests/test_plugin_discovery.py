"""crawlbook.plugins reads the rulesets' entry points from each distribution's
entry_points.txt instead of importing importlib.metadata (docs/performance.md, start-up):
it must find what importlib.metadata finds, in the environment the tests run in (the two
bundled rulesets, the example gamebook, and whatever else is installed)."""

from __future__ import annotations

from importlib.metadata import entry_points

from crawlbook import plugins


def test_the_hand_reading_finds_what_importlib_metadata_finds() -> None:
    expected = {ep.name.lower(): ep.value for ep in entry_points(group=plugins.GROUP)}
    found = {name: ep.value for name, ep in plugins._entry_points().items()}
    assert found == expected
    assert {"tunnel-rats", "chainsaw-warrior"} <= set(plugins.names())


def test_a_found_entry_point_loads_the_ruleset_importlib_would() -> None:
    for ep in entry_points(group=plugins.GROUP):
        if ep.name in ("tunnel-rats", "chainsaw-warrior"):
            assert plugins._entry_points()[ep.name].load() is ep.load()
