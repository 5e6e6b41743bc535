"""dsl/collector.py: the cyclic collector paused while a booklet is parsed or checked, and
what was made meanwhile put in the oldest generation unscanned."""

from __future__ import annotations

import gc

import pytest
from crawlbook.dsl.collector import paused


@pytest.fixture
def collecting():
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_paused_inside_and_on_again_after(collecting) -> None:
    with paused():
        assert not gc.isenabled()
        made = [[i] for i in range(50_000)]
    assert gc.isenabled()
    # the lists made in the block are not left in the young generation for a scan
    assert gc.get_count()[0] < 1_000
    assert gc.is_tracked(made[0])
    assert gc.get_freeze_count() == 0


def test_on_again_after_an_error(collecting) -> None:
    with pytest.raises(ValueError), paused():
        raise ValueError("boom")
    assert gc.isenabled()


def test_already_off_stays_off(collecting) -> None:
    gc.disable()
    with paused():
        assert not gc.isenabled()
    assert not gc.isenabled()


def test_objects_frozen_by_others_stay_frozen(collecting) -> None:
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with paused():
            made = [[i] for i in range(1_000)]
        assert gc.get_freeze_count() == frozen
        assert made
    finally:
        gc.unfreeze()


def test_cycles_are_still_collected(collecting) -> None:
    with paused():
        a: list = []
        a.append(a)
    del a
    assert gc.collect() >= 1
