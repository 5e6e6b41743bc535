"""'Did you mean ...?': the closest known spelling by edit distance (Levenshtein, with
swapped neighbouring letters counting as one edit), found in bounded time
(docs/limits.md, "Did you mean"; docs/performance.md, "check: linear growth").

A booklet may hold tens of thousands of entries and as many broken references; comparing
each reference with every entry made `check` quadratic (2,000 broken references took
46 s). An ``Index`` of the candidates, built once per check, answers each word in time
that does not grow with the number of candidates:

1. Every candidate at distance 0 or 1 is found exactly, through a table of the
   candidates and their one-letter deletions (the "symmetric delete" method of SymSpell:
   two words are at most one edit apart only if they share a one-deletion form). The
   word's own deletions are looked up; each table slot holds at most the words one letter
   longer than it, so it is small whatever the number of candidates.
2. Only when no candidate is that close and the word is long enough to allow two or three
   edits, a banded edit distance with early exit (it stops once a row exceeds the limit)
   is computed for the candidates of a near length: all of them when there are at most
   ``EXACT`` such candidates, else the ``NEAR`` nearest in sorted order by prefix and by
   suffix (a typo two letters from one end keeps the other end intact).
3. Words longer than ``LONGEST`` characters are neither asked about nor offered: nobody
   mistypes a 65-letter name, and their deletion forms would cost the square of their
   length.

Why not a library: ``difflib.get_close_matches`` ranks by ``SequenceMatcher`` ratio (not
the edit distance the hints promise) and compares the word with every candidate, each
comparison itself quadratic; rapidfuzz would be fast but is a compiled dependency for a
hint. The index is 100 lines with the same answers as the exhaustive search for every
distance-1 typo, and for longer ones whenever the candidates of a near length are few.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable
from typing import Any

LONGEST = 64  # longer words are no one's typo: they get no hint, nor are they hints
EXACT = 256  # up to this many candidates of a near length, distance 2-3 is exhaustive
NEAR = 48    # else this many neighbours each side, by prefix and by suffix

Rank = Callable[[int, int], tuple[Any, ...]]  # (distance, position) -> order


def distance(a: str, b: str, limit: int | None = None) -> int:
    """Edit distance: insert, delete, substitute, or swap two neighbouring letters, each 1
    (optimal string alignment), so that `LEDA` is one step from `LEAD`.

    With ``limit``, only the band of the table within ``limit`` of its diagonal is filled
    and the answer is ``limit + 1`` as soon as it must exceed ``limit``."""
    if a == b:
        return 0
    la, lb = len(a), len(b)
    if limit is None:
        limit = max(la, lb)
    big = limit + 1
    if abs(la - lb) > limit:
        return big
    prev2: list[int] = []
    prev = [j if j <= limit else big for j in range(lb + 1)]
    for i in range(1, la + 1):
        cur = [big] * (lb + 1)
        if i <= limit:
            cur[0] = i
        row_min = cur[0]
        ca = a[i - 1]
        for j in range(max(1, i - limit), min(lb, i + limit) + 1):
            cb = b[j - 1]
            cost = prev[j - 1] + (ca != cb)
            if prev[j] + 1 < cost:
                cost = prev[j] + 1
            if cur[j - 1] + 1 < cost:
                cost = cur[j - 1] + 1
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb and prev2[j - 2] + 1 < cost:
                cost = prev2[j - 2] + 1
            cur[j] = cost
            if cost < row_min:
                row_min = cost
        if row_min > limit:
            return big
        prev2, prev = prev, cur
    return min(prev[lb], big)


def default_limit(word: str) -> int:
    """How far a candidate may be and still be a likely typo: a third of the word's
    length, at least 1 and at most 3."""
    return max(1, min(3, len(word) // 3))


def _deletions(key: str) -> set[str]:
    return {key, *(key[:i] + key[i + 1:] for i in range(len(key)))}


class Index:
    """Candidates prepared for many ``closest`` questions (compared in upper case)."""

    def __init__(self, candidates: Iterable[str]) -> None:
        # Ties go to the first in this order.
        self.words = sorted(w for w in set(candidates) if len(w) <= LONGEST)
        self.keys = [w.upper() for w in self.words]
        self._deleted: dict[str, list[int]] | None = None
        self._by_prefix: list[tuple[str, int]] | None = None
        self._by_suffix: list[tuple[str, int]] | None = None
        self._lengths: dict[int, int] = {}
        for key in self.keys:
            self._lengths[len(key)] = self._lengths.get(len(key), 0) + 1

    def __len__(self) -> int:
        return len(self.words)

    def near(self, word: str, limit: int) -> list[tuple[int, int]]:
        """``(distance, position)`` of the candidates found within ``limit`` of ``word``:
        every one at distance 0 or 1 when there is one, else those of the bounded search."""
        key = word.upper()
        if len(key) > LONGEST:
            return []
        if self._deleted is None:
            self._deleted = {}
            for pos, k in enumerate(self.keys):
                for form in _deletions(k):
                    self._deleted.setdefault(form, []).append(pos)
        seen: set[int] = set()
        for form in _deletions(key):
            seen.update(self._deleted.get(form, ()))
        close = min(1, limit)
        found = [(d, pos) for pos in seen
                 if (d := distance(key, self.keys[pos], close)) <= close]
        if found or limit < 2:
            return found
        return [(d, pos) for pos in self._neighbours(key, limit)
                if (d := distance(key, self.keys[pos], limit)) <= limit]

    def _neighbours(self, key: str, limit: int) -> Iterable[int]:
        lengths = range(len(key) - limit, len(key) + limit + 1)
        if sum(self._lengths.get(n, 0) for n in lengths) <= EXACT:
            return [pos for pos, k in enumerate(self.keys) if len(k) in lengths]
        if self._by_prefix is None or self._by_suffix is None:
            self._by_prefix = sorted((k, pos) for pos, k in enumerate(self.keys))
            self._by_suffix = sorted((k[::-1], pos) for pos, k in enumerate(self.keys))
        out: set[int] = set()
        for order, probe in ((self._by_prefix, key), (self._by_suffix, key[::-1])):
            at = bisect_left(order, (probe, -1))
            out.update(pos for _, pos in order[max(0, at - NEAR):at + NEAR]
                       if len(self.keys[pos]) in lengths)
        return out

    def best(self, word: str, limit: int, rank: Rank) -> str | None:
        """The candidate of the smallest ``rank(distance, position)`` within ``limit``."""
        found = self.near(word, limit)
        if not found:
            return None
        _, pos = min(found, key=lambda f: rank(*f))
        return self.words[pos]


def _index(candidates: Iterable[str] | Index) -> Index:
    return candidates if isinstance(candidates, Index) else Index(candidates)


def closest(word: str, candidates: Iterable[str] | Index, *,
            limit: int | None = None) -> str | None:
    """The candidate nearest to ``word``, if it is near enough to be a likely typo.

    Near enough: at most a third of the word's length (at least 1, at most ``limit``).
    Ties go to the first candidate in sorted order, so hints are deterministic. Asking
    many words of the same candidates: pass an ``Index`` of them, built once.
    """
    if limit is None:
        limit = default_limit(word)
    return _index(candidates).best(word, limit, lambda d, pos: (d, pos))


def closest_entry(ref: str, ids: Iterable[str] | Index) -> str | None:
    """The entry id nearest to ``ref``: by edit distance, then (for ties such as ``14.3``
    between ``14.1`` and ``14.2``) the same Event or card, then the nearest number."""
    index = _index(ids)
    head, _, tail = ref.upper().rpartition(".")

    def rank(d: int, pos: int) -> tuple[int, bool, int, str]:
        c_head, _, c_tail = index.keys[pos].rpartition(".")
        gap = abs(int(c_tail) - int(tail)) if _number(c_tail) and _number(tail) else 1 << 20
        return (d, c_head != head, gap, index.words[pos])

    return index.best(ref, default_limit(ref), rank)


def _number(text: str) -> bool:
    """Whether ``text`` is a number ``int`` reads quickly (ASCII digits, not thousands)."""
    return text.isascii() and text.isdigit() and len(text) <= 18
