"""The one seeded random source of a game (docs/engine.md, "Saves": replay from the seed).

Python's ``random`` module may change its algorithms between versions (``randrange`` and
``shuffle`` have), so crawlbook uses its own documented generator: SplitMix64 for seeding
and xoshiro256** for the stream, unbiased integers by rejection sampling, and the
Fisher-Yates shuffle. The state is four 64-bit integers, saved as JSON with the game, so
the same seed and answers give the same dice and cards on every Python version, also
after a save and load.

The stream is worked out 64 numbers at a time (``BLOCK``), not one step at a time: one
step of xoshiro256** on Python integers is 18 big-integer operations, about 7,000 machine
instructions, and a game of benchmarks/cw_bench.py draws about 650 numbers (a third of
a game's work: its ``compare instructions`` guards this). xoshiro256**'s state update
only xors, shifts and rotates, so it is linear over GF(2): the ``s1`` words of the next 64
steps and the state after them are the xor of what each byte of the state alone would
give. ``_tables`` works those out once per process, for each of the state's 32 bytes and
each of its 256 values (built in about 10 ms at the first draw; 6 MB); a block is then
32 look-ups and xors of one wide integer holding the 64 ``s1`` words and the next state,
and the output function ``rotl(s1 * 5, 7) * 9`` is applied to the 64 words at once
(``_numbers``). The numbers are exactly xoshiro256**'s, one step at a time
(tests/runtime/test_rng.py checks them against the textbook algorithm); only where the
work is done changed.
"""

from __future__ import annotations

import struct
from collections.abc import MutableSequence, Sequence
from functools import cache, reduce
from operator import getitem, xor
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

# A block: the numbers of BLOCK steps. In a block's wide integer each step's ``s1`` has a
# lane of _LANE bits (64, and room for the carries of ``s1 * 5760``: 77 bits), lane j
# for step j, and the state after the block follows the lanes (``_STATE_AT``), its four
# words little-endian as in ``_STATE``.
BLOCK = 64
_LANE = 80
_STATE_AT = BLOCK * _LANE
_LOW_64 = sum(MASK << (_LANE * j) for j in range(BLOCK))  # each lane's low 64 bits
_LOW_7 = sum(127 << (_LANE * j) for j in range(BLOCK))  # each lane's low 7 bits
_NUMBERS = struct.Struct("<" + "Q2x" * BLOCK)  # a block's lanes as its 64 numbers
_STATE = struct.Struct("<4Q")  # the state's four words, as 32 bytes


def _splitmix64(x: int) -> tuple[int, int]:
    x = (x + 0x9E3779B97F4A7C15) & MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return x, z ^ (z >> 31)


def _seeded(seed: int) -> list[int]:
    """The state SplitMix64 gives ``seed``: four 64-bit words."""
    x = seed & MASK
    state = []
    for _ in range(4):
        x, z = _splitmix64(x)
        state.append(z)
    return state


def _step(s: list[int]) -> None:
    """One step of xoshiro256**'s state, in place, as its authors write it (without the
    output): only to find where a block stands after some of its numbers (``to_json``)."""
    t = (s[1] << 17) & MASK
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = ((s[3] << 45) | (s[3] >> 19)) & MASK


@cache
def _tables() -> tuple[list[int], ...]:
    """For each byte of the state (32, ``_STATE``'s order) and each value of it (256), the
    block's wide integer that a state of that byte alone gives (the other 255 bits 0).

    The state update is linear over GF(2), so a block is the xor of its state's bytes'
    entries. Each entry is the xor of the blocks of its set bits, and a bit's block is
    xoshiro256**'s steps from a state of that one bit: the 256 such states are stepped
    together, one 64-bit lane each in four 16,384-bit integers (the per-lane shifts
    masked), and their ``s1`` words regrouped by state with ``struct``."""
    lanes = 256
    wide = struct.Struct(f"<{lanes}Q")

    def each(word: int) -> int:  # ``word`` in every lane
        return int.from_bytes(wide.pack(*[word] * lanes), "little")

    s = [0, 0, 0, 0]
    for bit in range(256):  # state ``bit``: bit ``bit % 64`` of word ``bit // 64``
        s[bit // 64] |= 1 << (64 * bit + bit % 64)
    s0, s1, s2, s3 = s
    keep_17, keep_45, low_45 = each(MASK ^ 0x1FFFF), each(MASK ^ ((1 << 45) - 1)), each(
        (1 << 45) - 1)
    s1_by_step = []
    for _ in range(BLOCK):
        s1_by_step.append(wide.unpack(s1.to_bytes(8 * lanes, "little")))
        t = (s1 << 17) & keep_17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = ((s3 << 45) & keep_45) | ((s3 >> 19) & low_45)
    after = [wide.unpack(w.to_bytes(8 * lanes, "little")) for w in (s0, s1, s2, s3)]
    block = struct.Struct("<" + "Q2x" * BLOCK + "4Q")
    words_by_bit = zip(*s1_by_step, strict=True)
    state_by_bit = zip(*after, strict=True)
    by_bit = [int.from_bytes(block.pack(*words, *state), "little")
              for words, state in zip(words_by_bit, state_by_bit, strict=True)]
    tables = []
    for byte in range(32):
        table = [0] * 256
        for value in range(1, 256):
            low = value & -value
            table[value] = table[value ^ low] ^ by_bit[8 * byte + low.bit_length() - 1]
        tables.append(table)
    return tuple(tables)


def _numbers(wide: int) -> tuple[int, ...]:
    """A block's 64 numbers: ``rotl(s1 * 5, 7) * 9`` mod 2**64 of each lane's ``s1``, as
    ``s1 * 5760 + top * 9`` with ``top`` the top 7 bits of ``s1 * 5`` (mod 2**64): ``x <<
    7`` mod 2**64 is ``s1 * 640`` with its low 7 bits zero, where the rotation puts the
    top ones. Every lane at once; the lanes' carries stay in their 16 spare bits."""
    return _NUMBERS.unpack(((wide * 5760 + ((wide * 5 >> 57) & _LOW_7) * 9) & _LOW_64)
                           .to_bytes(_STATE_AT // 8, "little"))


class Rng:
    """xoshiro256** seeded by SplitMix64. ``Rng(seed)``; ``to_json()`` / ``from_json()``."""

    # The block being drawn (``_out``, its numbers; ``_at``, how many were drawn; ``_at ==
    # BLOCK`` before the first), the state it started from (``_base``) and the state
    # after it (``_after``), as 32 bytes.
    __slots__ = ("_after", "_at", "_base", "_out")

    def __init__(self, seed: int = 0) -> None:
        self._start(_seeded(seed))

    def _start(self, words: list[int]) -> None:
        """Draw from the state ``words`` on (its first block worked out at the first draw)."""
        self._base = self._after = _STATE.pack(*words)
        self._out: tuple[int, ...] = ()
        self._at = BLOCK

    def _next_block(self) -> tuple[int, ...]:
        """Work out the next block (``_out``, from its start) and return its numbers."""
        state = self._after
        wide = reduce(xor, map(getitem, _tables(), state))
        self._base = state
        self._after = (wide >> _STATE_AT).to_bytes(32, "little")
        self._out = out = _numbers(wide)
        self._at = 0
        return out

    def _words(self) -> list[int]:
        """The state now: the block's start, stepped once per number drawn from it."""
        if self._at == BLOCK:
            return list(_STATE.unpack(self._after))
        words = list(_STATE.unpack(self._base))
        for _ in range(self._at):
            _step(words)
        return words

    def next64(self) -> int:
        """The next 64-bit number of the stream: ``below(2**64)`` (every number is under
        the rejection limit 2**64, and ``r % 2**64`` is ``r``)."""
        return self.below(_LIMIT)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (rejection sampling).

        Every draw of the game comes through here (``next64``, ``die``, ``choice``, and
        the rulesets' own card draws) or through ``shuffle``'s copy of it, which a
        subclass's ``below`` replaces: a test that scripts ``below`` scripts them all."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        at = self._at
        out = self._out
        while True:
            if at == BLOCK:
                out = self._next_block()
                at = 0
            r = out[at]
            at += 1
            # For n <= 2**32 any r below _ALWAYS_FAIR is under the rejection limit
            # 2**64 - (2**64 % n): the limit is only computed for the rare r above it.
            if (r < _ALWAYS_FAIR and n <= _SMALL_N) or r < _LIMIT - (_LIMIT % n):
                self._at = at
                return r % n

    def die(self, sides: int = 6) -> int:
        """One die roll, 1..sides."""
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place: item ``i`` (from the end) swaps with ``below(i + 1)``.

        Exactly those draws, read from the blocks a run at a time: a game of
        ``benchmarks/cw_bench.py`` shuffles about 450 cards (guarded by its ``compare
        instructions``; the numbers are ``below``'s, tests/runtime/test_rng.py). A
        subclass (a test's scripted ``below``) shuffles through its own ``below``."""
        i = len(items) - 1
        if type(self) is not Rng or i >= _SMALL_N:
            below = self.below
            for k in range(i, 0, -1):
                j = below(k + 1)
                items[k], items[j] = items[j], items[k]
            return
        out, at = self._out, self._at
        while i > 0:
            if at == BLOCK:
                out = self._next_block()
                at = 0
            run = out[at:at + i]
            if max(run) < _ALWAYS_FAIR:
                # No number of the run is near the top of the range (each a chance under
                # 2**-32): none is rejected, and item k swaps with the run's next % (k + 1).
                for r, k, n in zip(run, range(i, 0, -1), range(i + 1, 1, -1), strict=False):
                    j = r % n
                    items[k], items[j] = items[j], items[k]
                at += len(run)
                i -= len(run)
                continue
            for r in run:  # as ``below``: a rejected number is passed over
                at += 1
                if r >= _ALWAYS_FAIR and r >= _LIMIT - (_LIMIT % (i + 1)):
                    break
                j = r % (i + 1)
                items[i], items[j] = items[j], items[i]
                i -= 1
        self._at = at

    def reseed(self, seed: int) -> None:
        """Set this generator's state to ``Rng(seed)``'s, in place: whoever holds its
        bound methods (``below``, ``die``) draws the new stream too (a search's fork,
        ``crawlbook.runtime.fork``)."""
        self._start(_seeded(seed))

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one's state and ``salt``
        (does not advance this one)."""
        seed = self._words()[0] ^ ((salt * 0x9E3779B97F4A7C15) & MASK)
        return Rng(seed)

    def to_json(self) -> list[int]:
        return self._words()

    @classmethod
    def from_json(cls, data: object) -> Rng:
        if not (isinstance(data, list) and len(data) == 4
                and all(isinstance(v, int) and 0 <= v <= MASK for v in data)):
            raise ValueError("random state must be a list of four 64-bit integers")
        rng = cls.__new__(cls)
        rng._start(data)
        return rng


def seed_for_run(seed: int, index: int) -> int:
    """The seed of run ``index`` of a simulation seeded with ``seed`` (stable, documented)."""
    _, z = _splitmix64((seed & MASK) ^ ((index * 0xD1B54A32D192ED03) & MASK))
    return z & ((1 << 63) - 1)
