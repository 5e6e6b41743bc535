"""The core's dice (docs/event-log.md, "Dice"): rulebook dice notation (``3D6``,
``2D6+1``) read once, every die drawn from the game's ``Rng`` in order, every roll a
``dice`` event with its faces, total and purpose."""

from __future__ import annotations

import pytest
from crawlbook.runtime.dice import Dice, DiceError, parse, roll, throw
from crawlbook.runtime.rng import Rng
from crawlbook.runtime.state import State
from hypothesis import given
from hypothesis import strategies as st


@pytest.mark.parametrize(("text", "dice"), [
    ("D6", Dice(1, 6)), ("1D6", Dice(1, 6)), ("3D6", Dice(3, 6)), ("2D6+1", Dice(2, 6, 1)),
    ("1d10-2", Dice(1, 10, -2)), (" 4D6 ", Dice(4, 6)), ("2 D 6 + 1", Dice(2, 6, 1))])
def test_rulebook_notation(text, dice):
    assert parse(text) == dice


def test_canonical_text():
    assert [Dice(3, 6).text, Dice(2, 6, 1).text, Dice(1, 10, -2).text] == [
        "3D6", "2D6+1", "1D10-2"]


@pytest.mark.parametrize("text", ["", "D", "6", "0D6", "2D1", "3X6", "2D6+", "101D6",
                                  "2D6+1+1", "-1D6", "D6D6"])
def test_not_dice_is_a_clear_error(text):
    with pytest.raises(DiceError, match=r"dice|sides"):
        parse(text)


@given(count=st.integers(1, 100), sides=st.integers(2, 1000), modifier=st.integers(-99, 99))
def test_parse_reads_what_text_writes(count, sides, modifier):
    dice = Dice(count, sides, modifier)
    assert parse(dice.text) == dice


@given(text=st.text(max_size=12))
def test_parse_never_fails_otherwise(text):
    try:
        dice = parse(text)
    except DiceError:
        return
    assert 1 <= dice.count <= 100 and 2 <= dice.sides <= 1000


@given(seed=st.integers(0, 2**64 - 1), count=st.integers(1, 8), sides=st.integers(2, 20),
       modifier=st.integers(-5, 5))
def test_throw_draws_each_die_from_the_game_rng_in_order(seed, count, sides, modifier):
    state = State(program={}, rng=Rng(seed))
    twin = Rng(seed)
    dice = Dice(count, sides, modifier)
    faces, total = throw(state, dice, "test")
    assert list(faces) == [twin.die(sides) for _ in range(count)]
    assert total == sum(faces) + modifier
    assert state.rng.to_json() == twin.to_json()
    (event,) = state.log
    assert event == {"seq": 0, "type": "dice", "dice": dice.text, "faces": list(faces),
                     "total": total, "purpose": "test"}


def test_roll_returns_the_total_and_logs_each_roll():
    state = State(program={}, rng=Rng(3))
    totals = [roll(state, "2D6+1", "a trap"), roll(state, "1D6", "the Threat die")]
    assert [e["total"] for e in state.log] == totals
    assert [e["seq"] for e in state.log] == [0, 1]
    assert [e["purpose"] for e in state.log] == ["a trap", "the Threat die"]
    assert 3 <= totals[0] <= 13 and 1 <= totals[1] <= 6


@given(seed=st.integers(0, 2**64 - 1), count=st.integers(1, 5), sides=st.integers(2, 20),
       modifier=st.integers(-5, 5))
def test_roll_in_a_log_without_dice_draws_and_counts_as_throw(seed, count, sides, modifier):
    """A simulated game's log leaves the ``dice`` event out: ``roll`` draws the same dice
    and counts the event as written, without building it."""
    full = State(program={}, rng=Rng(seed))
    lean = State(program={}, rng=Rng(seed))
    lean.log = lean.log.keeping(frozenset({"entry"}))
    dice = Dice(count, sides, modifier)
    assert roll(lean, dice.text, "test") == roll(full, dice, "test")
    assert lean.rng.to_json() == full.rng.to_json()
    assert list(lean.log) == [] and lean.log.written == full.log.written == 1
