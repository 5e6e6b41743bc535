"""'Did you mean' hints (compiler/suggest.py)."""

from __future__ import annotations

from crawlbook.compiler.suggest import Index, closest, closest_entry, default_limit, distance
from hypothesis import given, settings
from hypothesis import strategies as st


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


# ------------------------------------------------------------ the bounded search (Index)
WORDS = st.text(alphabet="AB.12", min_size=0, max_size=9)


def brute(word: str, candidates: list[str]) -> str | None:
    """The exhaustive search the index replaces: every candidate compared."""
    limit = default_limit(word)
    ranked = sorted((distance(word.upper(), c.upper()), c) for c in set(candidates))
    return ranked[0][1] if ranked and ranked[0][0] <= limit else None


def _osa(a: str, b: str) -> int:
    """Optimal string alignment, the textbook table (no band, no early exit)."""
    d = [[i + j if i * j == 0 else 0 for j in range(len(b) + 1)] for i in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1,
                          d[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]


@given(WORDS, WORDS, st.integers(0, 4))
def test_the_banded_distance_is_the_distance_up_to_its_limit(a: str, b: str,
                                                             limit: int) -> None:
    assert distance(a, b) == _osa(a, b)
    assert distance(a, b, limit) == min(_osa(a, b), limit + 1)


@settings(max_examples=300, deadline=None)
@given(WORDS, st.lists(WORDS, max_size=60))
def test_the_index_answers_as_the_exhaustive_search(word: str, candidates: list[str]) -> None:
    """Few candidates of a near length: the index searches them all."""
    assert closest(word, Index(candidates)) == brute(word, candidates)


@settings(max_examples=50, deadline=None)
@given(st.lists(st.text(alphabet="ABCDEFGH", min_size=3, max_size=8), min_size=1,
                max_size=30), st.data())
def test_every_one_letter_typo_is_found_among_many_candidates(names: list[str],
                                                             data: st.DataObject) -> None:
    """Thousands of candidates: a word one edit from one of them finds it (or another
    candidate one edit away), however many there are."""
    many = [f"{n}{i:04d}" for i, n in enumerate(names * 200)]
    target = data.draw(st.sampled_from(many))
    at = data.draw(st.integers(0, len(target) - 1))
    typo = target[:at] + "Z" + target[at + 1:]
    found = closest(typo, Index(many))
    assert found is not None and distance(typo, found) == 1


def test_closest_entry_among_many_events() -> None:
    ids = [f"{e}.{i}" for e in range(1, 3000) for i in range(1, 11)]
    assert closest_entry("2999.11", Index(ids)) == "2999.10"  # one edit, the nearer number
    assert closest_entry("TR2999.1", Index(ids)) == "2999.1"
    assert closest_entry("12345.1", Index(ids)) == "1234.1"
