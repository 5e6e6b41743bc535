"""'Did you mean ...?': the closest known spelling by edit distance (Levenshtein, with
swapped neighbouring letters counting as one edit)."""

from __future__ import annotations

from collections.abc import Iterable


def distance(a: str, b: str) -> int:
    """Edit distance: insert, delete, substitute, or swap two neighbouring letters, each 1
    (optimal string alignment), so that `LEDA` is one step from `LEAD`."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cost = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cost = min(cost, prev2[j - 2] + 1)
            cur.append(cost)
        prev2, prev = prev, cur
    return prev[-1]


def closest(word: str, candidates: Iterable[str], *, limit: int | None = None) -> str | None:
    """The candidate nearest to ``word``, if it is near enough to be a likely typo.

    Near enough: at most a third of the word's length (at least 1, at most ``limit``).
    Ties go to the first candidate in sorted order, so hints are deterministic.
    """
    if limit is None:
        limit = max(1, min(3, len(word) // 3))
    best: tuple[int, str] | None = None
    for candidate in sorted(set(candidates)):
        d = distance(word.upper(), candidate.upper())
        if d <= limit and (best is None or d < best[0]):
            best = (d, candidate)
    return best[1] if best else None


def closest_entry(ref: str, ids: Iterable[str]) -> str | None:
    """The entry id nearest to ``ref``: by edit distance, then (for ties such as ``14.3``
    between ``14.1`` and ``14.2``) the same Event or card, then the nearest number."""
    ids = sorted(set(ids))
    limit = max(1, min(3, len(ref) // 3))
    head, _, tail = ref.upper().rpartition(".")

    def rank(candidate: str) -> tuple[int, int, int, str]:
        c_head, _, c_tail = candidate.upper().rpartition(".")
        gap = (abs(int(c_tail) - int(tail)) if c_tail.isdigit() and tail.isdigit()
               else 1 << 20)
        return (distance(ref.upper(), candidate.upper()), c_head != head, gap, candidate)

    ranked = sorted((rank(c) for c in ids), key=lambda r: r)
    if ranked and ranked[0][0] <= limit:
        return ranked[0][3]
    return None
