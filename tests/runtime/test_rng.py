"""The game's random source (docs/engine.md, "Saves": replay from the seed): xoshiro256**
seeded by SplitMix64, rejection sampling and Fisher-Yates, checked against the textbook
algorithms written out plainly here. ``Rng`` computes them with fewer big-integer
operations (guarded by benchmarks/simulate_compare.py instructions); every number must stay
the same, or saved games and seeded simulations would change. Every draw comes through
``Rng.below``, so a test that scripts it scripts every die, card and shuffle."""

from __future__ import annotations

import pytest
from crawlbook.runtime.rng import MASK, Rng
from hypothesis import given
from hypothesis import strategies as st

SEEDS = st.integers(min_value=0, max_value=(1 << 64) - 1)


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & MASK


class Textbook:
    """xoshiro256** as its authors write it, one masked operation at a time."""

    def __init__(self, seed: int) -> None:
        self.s = Rng(seed).to_json()  # the SplitMix64 seeding is not under test here

    def next64(self) -> int:
        s = self.s
        result = (_rotl((s[1] * 5) & MASK, 7) * 9) & MASK
        t = (s[1] << 17) & MASK
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 45)
        return result

    def below(self, n: int) -> int:
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next64()
            if r < limit:
                return r % n


@given(st.integers(min_value=0, max_value=MASK))
def test_the_output_function_is_rotl_times_9(s1: int) -> None:
    assert Rng.from_json([0, s1, 0, 0]).next64() == (_rotl((s1 * 5) & MASK, 7) * 9) & MASK


@given(SEEDS, st.lists(st.integers(min_value=1, max_value=1 << 64), min_size=1, max_size=40))
def test_below_is_the_textbook_stream_for_every_n(seed: int, ns: list[int]) -> None:
    rng, textbook = Rng(seed), Textbook(seed)
    for n in ns:
        assert rng.below(n) == textbook.below(n)
    assert rng.to_json() == textbook.s


@given(SEEDS)
def test_next64_and_below_share_one_stream(seed: int) -> None:
    rng, textbook = Rng(seed), Textbook(seed)
    for i in range(20):
        if i % 2:
            assert rng.next64() == textbook.next64()
        else:
            assert rng.below(6) == textbook.below(6)


def test_the_first_numbers_are_pinned() -> None:
    """Saved games and simulation reports replay these exact numbers (as main gave them
    before the fast path of ``below``)."""
    rng = Rng(0)
    assert [rng.below(6) for _ in range(12)] == [2, 2, 4, 4, 3, 2, 2, 1, 1, 1, 4, 3]
    rng = Rng(2024)
    assert [rng.next64() for _ in range(3)] == [
        0xE48715A13D7772E, 0xC837F3EE8A7A1065, 0x1272314B15EE5001]
    rng = Rng(7)  # a Combat deck's draws: 54 cards, then one fewer each time
    assert [rng.below(54 - i) for i in range(8)] == [12, 27, 50, 34, 14, 26, 4, 45]


@given(SEEDS, st.integers(min_value=0, max_value=60))
def test_shuffle_is_fisher_yates_from_the_end(seed: int, size: int) -> None:
    """``shuffle`` swaps item ``i`` with ``below(i + 1)``, from the end."""
    items, expected = list(range(size)), list(range(size))
    textbook = Textbook(seed)
    for i in range(size - 1, 0, -1):
        j = textbook.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    rng = Rng(seed)
    rng.shuffle(items)
    assert items == expected
    assert rng.to_json() == textbook.s


def _s1_giving(r: int) -> int:
    """The ``s1`` whose output ``rotl(s1 * 5, 7) * 9`` mod 2**64 is ``r``."""
    x = (r * pow(9, -1, 1 << 64)) & MASK
    return (_rotl(x, 57) * pow(5, -1, 1 << 64)) & MASK


@given(st.integers(min_value=0, max_value=(1 << 32) - 1), st.integers(min_value=2, max_value=8),
       st.lists(st.integers(min_value=0, max_value=MASK), min_size=3, max_size=3))
def test_shuffle_draws_at_the_top_of_the_range_as_below(down: int, size: int,
                                                        words: list[int]) -> None:
    """A first draw of ``shuffle`` within 2**32 of 2**64, where ``below``'s rejection
    limit is worked out (and, for 2**64 - 1 and three items, the draw is rejected and
    the next one taken): the same items and state as the textbook's."""
    state = [words[0], _s1_giving(MASK - down), words[1], words[2]]
    assert Rng.from_json(state).next64() == MASK - down
    textbook = Textbook(0)
    textbook.s = list(state)
    expected = list(range(size))
    for i in range(size - 1, 0, -1):
        j = textbook.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    rng = Rng.from_json(state)
    items = list(range(size))
    rng.shuffle(items)
    assert items == expected
    assert rng.to_json() == textbook.s


def test_a_rejected_draw_of_shuffle_is_drawn_again() -> None:
    """2**64 - 1 is above the rejection limit of 3 (2**64 - 1 itself): ``shuffle``'s
    first swap then takes the next number, as ``below(3)`` does."""
    state = [1, _s1_giving(MASK), 2, 3]
    textbook = Textbook(0)
    textbook.s = list(state)
    textbook.next64()  # the rejected number
    j = textbook.below(3)
    rng = Rng.from_json(state)
    items = [0, 1, 2]
    rng.shuffle(items)
    expected = [0, 1, 2]
    expected[2], expected[j] = expected[j], expected[2]
    assert items[2] == expected[2]
    assert Rng.from_json(state).below(3) == j


@pytest.mark.parametrize("n", [0, -1])
def test_below_needs_a_positive_n_and_draws_nothing_then(n: int) -> None:
    rng = Rng(3)
    with pytest.raises(ValueError):
        rng.below(n)
    assert rng.to_json() == Rng(3).to_json()


class _Scripted(Rng):
    """An ``Rng`` whose ``below`` answers from a script (the rulesets' tests rig it so)."""

    __slots__ = ("asked", "script")

    def __init__(self, script: list[int]) -> None:
        super().__init__(0)
        self.script = list(script)
        self.asked: list[int] = []

    def below(self, n: int) -> int:
        self.asked.append(n)
        return self.script.pop(0)


def test_rigging_below_rigs_every_draw() -> None:
    """The xoshiro256** step is written once, in ``below``: dice, ``choice``, ``next64``
    and ``shuffle`` all draw through it, so scripting ``below`` scripts each of them."""
    rng = _Scripted([5, 0, 2, 1, 0, 0, 7])
    assert rng.die(6) == 6
    assert rng.below(10) == 0
    assert rng.choice("abc") == "c"
    items = [1, 2, 3]
    rng.shuffle(items)  # i = 2 swaps with 1, then i = 1 with 0
    assert items == [3, 1, 2]
    assert rng.next64() == 0
    assert rng.below(8) == 7
    assert rng.asked == [6, 10, 3, 3, 2, 1 << 64, 8]
    assert rng.to_json() == Rng(0).to_json()  # nothing drew from the stream itself
