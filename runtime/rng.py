"""The one seeded random source of a game (docs/engine.md, "Saves": replay from the seed).

Python's ``random`` module may change its algorithms between versions (``randrange`` and
``shuffle`` have), so crawlbook uses its own documented generator: SplitMix64 for seeding
and xoshiro256** for the stream, unbiased integers by rejection sampling, and the
Fisher-Yates shuffle. The state is four 64-bit integers, saved as JSON with the game, so
the same seed and answers give the same dice and cards on every Python version, also
after a save and load.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1
# The seeds a person may give (``--seed``, transcripts): a seed keeps its low 64 bits, so
# a larger one would only repeat a smaller one's game.
SEED_MAX = MASK
_LIMIT = 1 << 64
# For any n <= 2**32 the rejection limit 2**64 - (2**64 % n) is above _ALWAYS_FAIR, so a
# draw below it is accepted without computing the limit (the same numbers, less work).
_SMALL_N = 1 << 32
_ALWAYS_FAIR = _LIMIT - _SMALL_N
# ``rotl(x, 7) * 9`` mod 2**64 adds the top 7 bits of ``x = s1 * 5`` (mod 2**64), times 9,
# to ``s1 * 5760``; ``s1 * 5 >> 57`` is below 640 for a 64-bit ``s1``, and this table gives
# its low 7 bits times 9 in one look-up instead of two big-integer operations (``Rng.below``).
_TOP_TIMES_9 = tuple((top & 127) * 9 for top in range(640))


def _splitmix64(x: int) -> tuple[int, int]:
    x = (x + 0x9E3779B97F4A7C15) & MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return x, z ^ (z >> 31)


class Rng:
    """xoshiro256** seeded by SplitMix64. ``Rng(seed)``; ``to_json()`` / ``from_json()``."""

    __slots__ = ("_s",)

    def __init__(self, seed: int = 0) -> None:
        x = seed & MASK
        state = []
        for _ in range(4):
            x, z = _splitmix64(x)
            state.append(z)
        self._s = state

    def next64(self) -> int:
        """The next 64-bit number of the stream: ``below(2**64)`` (every number is under
        the rejection limit 2**64, and ``r % 2**64`` is ``r``)."""
        return self.below(_LIMIT)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (rejection sampling).

        The one place the xoshiro256** step is written: every draw of the game comes
        through here (``next64``, ``die``, ``choice``, ``shuffle``, and the rulesets' own
        card draws), so a test that scripts ``below`` scripts them all. Its output,
        ``rotl(s1 * 5, 7) * 9`` mod 2**64, is computed with two of its seven big-integer
        operations made small-integer ones (the same numbers; guarded by
        ``benchmarks/simulate_compare.py instructions``, a game asks for about 260
        numbers): with ``x = s1 * 5`` mod 2**64, ``x << 7`` mod 2**64 is ``s1 * 640`` mod
        2**64, whose low 7 bits are zero, so or-ing in the rotated top 7 bits of ``x`` is
        adding them, and times 9 the sum is ``s1 * 5760 + top * 9`` (``top * 9`` read from
        ``_TOP_TIMES_9``). Bits above 2**64 never reach the low 64 bits of a sum or a
        product, so one mask is enough. ``shuffle`` writes the same step out once more,
        for its run of draws (see there)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        s = self._s
        while True:
            s0, s1, s2, s3 = s
            r = (s1 * 5760 + _TOP_TIMES_9[s1 * 5 >> 57]) & MASK  # rotl(s1 * 5, 7) * 9
            s2 ^= s0
            s3 ^= s1
            s[0] = s0 ^ s3
            s[1] = s1 ^ s2
            s[2] = s2 ^ ((s1 << 17) & MASK)
            s[3] = ((s3 << 45) | (s3 >> 19)) & MASK  # rotl(s3, 45)
            # For n <= 2**32 any r below _ALWAYS_FAIR is under the rejection limit
            # 2**64 - (2**64 % n): the limit is only computed for the rare r above it.
            if (r < _ALWAYS_FAIR and n <= _SMALL_N) or r < _LIMIT - (_LIMIT % n):
                return r % n

    def die(self, sides: int = 6) -> int:
        """One die roll, 1..sides."""
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place: item ``i`` (from the end) swaps with ``below(i + 1)``.

        Exactly those draws, but the xoshiro256** step of ``below`` is written out here
        with the state in local variables for the whole run of them: a Chainsaw Warrior
        game shuffles about 450 cards, and each draw then saves a method call and the
        state's reading and writing back, about a seventh of a draw (guarded by
        ``benchmarks/cw_bench.py compare instructions``; the numbers are ``below``'s,
        tests/runtime/test_rng.py). A subclass (a test's scripted ``below``) shuffles
        through its own ``below``."""
        last = len(items) - 1
        if type(self) is not Rng or last >= _SMALL_N:
            below = self.below
            for i in range(last, 0, -1):
                j = below(i + 1)
                items[i], items[j] = items[j], items[i]
            return
        s = self._s
        s0, s1, s2, s3 = s
        for i in range(last, 0, -1):
            r = (s1 * 5760 + _TOP_TIMES_9[s1 * 5 >> 57]) & MASK
            t = (s1 << 17) & MASK
            s2 ^= s0
            s3 ^= s1
            s1 ^= s2
            s0 ^= s3
            s2 ^= t
            s3 = ((s3 << 45) | (s3 >> 19)) & MASK
            # As in ``below``: any r under _ALWAYS_FAIR is under the rejection limit of
            # i + 1 <= 2**32; a rejected one (a chance under 2**-32) draws again there.
            if r < _ALWAYS_FAIR or r < _LIMIT - (_LIMIT % (i + 1)):
                j = r % (i + 1)
            else:
                s[:] = (s0, s1, s2, s3)
                j = self.below(i + 1)
                s0, s1, s2, s3 = s
            items[i], items[j] = items[j], items[i]
        s[:] = (s0, s1, s2, s3)

    def reseed(self, seed: int) -> None:
        """Set this generator's state to ``Rng(seed)``'s, in place: whoever holds its
        bound methods (``below``, ``die``) draws the new stream too (a search's fork,
        ``crawlbook.runtime.fork``)."""
        self._s[:] = Rng(seed)._s

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one's state and ``salt``
        (does not advance this one)."""
        seed = self._s[0] ^ ((salt * 0x9E3779B97F4A7C15) & MASK)
        return Rng(seed)

    def to_json(self) -> list[int]:
        return list(self._s)

    @classmethod
    def from_json(cls, data: object) -> Rng:
        if not (isinstance(data, list) and len(data) == 4
                and all(isinstance(v, int) and 0 <= v <= MASK for v in data)):
            raise ValueError("random state must be a list of four 64-bit integers")
        rng = cls.__new__(cls)
        rng._s = list(data)
        return rng


def seed_for_run(seed: int, index: int) -> int:
    """The seed of run ``index`` of a simulation seeded with ``seed`` (stable, documented)."""
    _, z = _splitmix64((seed & MASK) ^ ((index * 0xD1B54A32D192ED03) & MASK))
    return z & ((1 << 63) - 1)
