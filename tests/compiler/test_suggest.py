"""'Did you mean' hints (compiler/suggest.py)."""

from __future__ import annotations

from crawlbook.compiler.suggest import closest, closest_entry, distance


def test_distance_counts_a_swap_as_one_edit() -> None:
    assert distance("LEDA", "LEAD") == 1
    assert distance("kitten", "sitting") == 3
    assert distance("", "abc") == distance("abc", "") == 3


def test_closest_only_suggests_likely_typos() -> None:
    assert closest("SURVIVL", ["SURVIVAL", "CHARISMA"]) == "SURVIVAL"
    assert closest("fial", ["pass", "fail"]) == "fail"
    assert closest("XYZ", ["SURVIVAL"]) is None


def test_closest_entry_prefers_the_same_event_and_nearest_number() -> None:
    assert closest_entry("14.3", ["14.1", "14.2", "4.3"]) == "14.2"
    assert closest_entry("TR81.1", ["TR18.1", "TR7.1"]) == "TR18.1"
    assert closest_entry("99.9", ["1.1"]) is None
