"""`crawlbook.missions.bundled()` and `find()`: the shipped missions, found by number,
file stem, stem prefix or title, through importlib.resources (so they work installed)."""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.missions import BundledMission, bundled, find


def test_bundled_is_training_then_three_missions_sorted_by_number() -> None:
    missions = [m for m in bundled() if m.ruleset == "tunnel-rats"]
    assert [m.number for m in missions] == [0, 1, 2, 3]
    assert all(isinstance(m, BundledMission) for m in missions)
    assert missions[0].name == "00-training"
    for m in missions:
        assert m.path.is_file() and m.path.suffix == ".mission"
        assert m.name == m.path.stem and m.title


def test_bundled_mission_is_frozen() -> None:
    mission = bundled()[0]
    with pytest.raises(AttributeError):
        mission.number = 9  # type: ignore[misc]


@pytest.mark.parametrize(
    ("wanted", "stem"),
    [
        ("0", "00-training"),
        ("1", "01-the-hamlet-well"),
        ("03", "03-the-last-man-down"),
        ("02-the-iron-triangle", "02-the-iron-triangle"),
        ("02-the-iron-triangle.mission", "02-the-iron-triangle"),
        ("00-tr", "00-training"),
        ("iron TRIANGLE", "02-the-iron-triangle"),
        ("last man", "03-the-last-man-down"),
        ("First Time", "00-training"),
    ],
)
def test_find_by_number_stem_prefix_or_title(wanted: str, stem: str) -> None:
    path = find(wanted)
    assert isinstance(path, Path) and path.stem == stem


@pytest.mark.parametrize("wanted", ["", "  ", "7", "no-such-mission", "the"])
def test_find_unknown_or_ambiguous_is_none(wanted: str) -> None:
    # "the" is in every full mission's title: ambiguous, so nothing is chosen.
    assert find(wanted) is None
