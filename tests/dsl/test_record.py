"""``dsl/record.py``: a record class behaves as the frozen, slotted dataclass it stands
for (docs/performance.md, "start-up": the AST's node classes are records)."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from crawlbook.dsl.nodes import Arg, Document, Has, Noted, Span
from crawlbook.dsl.record import record
from hypothesis import given
from hypothesis import strategies as st


@dataclasses.dataclass(frozen=True, slots=True)
class _Twin:
    value: str | int
    span: Span
    signed: bool = False
    kind: str = "word"


spans = st.builds(Span, st.text(max_size=5), st.integers(1, 9), st.integers(1, 9),
                  st.integers(1, 9), st.integers(1, 9))
args = st.tuples(st.one_of(st.text(max_size=5), st.integers()), spans, st.booleans(),
                 st.sampled_from(["word", "int", "dice"]))


@given(args, args)
def test_a_record_compares_hashes_and_prints_as_the_frozen_dataclass(
        a: tuple, b: tuple) -> None:
    ours, theirs = (Arg(*a), Arg(*b)), (_Twin(*a), _Twin(*b))
    assert (ours[0] == ours[1]) == (theirs[0] == theirs[1])
    assert hash(ours[0]) == hash(theirs[0])
    assert repr(ours[0]) == repr(theirs[0]).replace("_Twin(", "Arg(")


def test_defaults_keywords_and_frozen() -> None:
    span = Span("f", 1, 2, 1, 3)
    assert Arg(value=2, span=span, kind="int") == Arg(2, span, False, "int")
    with pytest.raises(dataclasses.FrozenInstanceError):
        span.line = 4  # type: ignore[misc]
    with pytest.raises(AttributeError):
        span.other = 1  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        Span("f", 1)  # type: ignore[call-arg]
    assert Noted("A", span) != Has("A", span)  # another class: never equal


def test_hidden_fields_copies_and_pickles() -> None:
    span = Span("f", 1, 1, 1, 1)
    document = Document("p", (), span, "source text")
    assert "source" not in repr(document)
    assert pickle.loads(pickle.dumps(document)) == document
    assert copy.deepcopy(document) == document == copy.copy(document)
    assert Document("p", (), span, "other") != document


def test_only_plain_classes() -> None:
    class Base:
        pass

    with pytest.raises(TypeError):
        @record
        class Bad(Base):
            x: int
