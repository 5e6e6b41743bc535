"""The registry's ``dice`` argument kind (compiler/registry.py; docs/rulesets.md, "The
language half"): dice in the rulebooks' notation, compiled to their canonical text; with
``fixed`` a plain number too; with ``sides`` only dice of those sizes."""

from __future__ import annotations

import pytest
from crawlbook.compiler.registry import Param, Problem, Verb, bind_args
from crawlbook.dsl.nodes import Arg, Span
from hypothesis import given
from hypothesis import strategies as st

SPAN = Span("t.mission", 1, 1, 1, 10)


def _bind(param: Param, value: str | int, kind: str,
          signed: bool = False) -> tuple[dict[str, object], list[Problem]]:
    verb = Verb("HURT", (param,), "hurt")
    return bind_args(verb, verb.params, [Arg(value, SPAN, signed, kind)], SPAN)


def _codes(problems: list[Problem]) -> list[str]:
    return [p.code for p in problems]


PLAIN = Param("amount", "dice", low=1, high=3)
AMOUNT = Param("amount", "dice", low=1, high=9, fixed=True, sides=(6,))


def test_dice_compile_to_their_canonical_text() -> None:
    assert _bind(PLAIN, "d6", "dice") == ({"amount": "1D6"}, [])
    assert _bind(PLAIN, "2D8+1", "dice") == ({"amount": "2D8+1"}, [])


def test_a_plain_dice_kind_still_refuses_a_number() -> None:
    _, problems = _bind(PLAIN, 2, "int")
    assert _codes(problems) == ["E304"]
    assert "must be dice" in problems[0].message


def test_a_count_of_dice_out_of_range_is_refused() -> None:
    _, problems = _bind(PLAIN, "4D6", "dice")
    assert _codes(problems) == ["E304"] and "1..3 dice" in problems[0].message


def test_fixed_takes_a_plain_number_as_a_number() -> None:
    assert _bind(AMOUNT, 6, "int") == ({"amount": 6}, [])
    assert _bind(AMOUNT, "1D6+1", "dice") == ({"amount": "1D6+1"}, [])


@pytest.mark.parametrize("value", [0, 10])
def test_a_fixed_number_keeps_to_the_range(value: int) -> None:
    _, problems = _bind(AMOUNT, value, "int")
    assert _codes(problems) == ["E304"]
    assert "1..9 or dice" in problems[0].message


def test_a_fixed_number_takes_no_sign() -> None:
    _, problems = _bind(AMOUNT, 2, "int", signed=True)
    assert _codes(problems) == ["E304"]


def test_sides_restrict_the_dice() -> None:
    _, problems = _bind(AMOUNT, "2D8", "dice")
    assert _codes(problems) == ["E304"]
    assert "D6" in problems[0].message and problems[0].hint == "write it as `2D6`"


def test_usage_says_what_is_taken() -> None:
    assert PLAIN.describe() == "nDm[+k]"
    assert AMOUNT.describe() == "n|nD6[+k]"
    assert Param("a", "dice", sides=(6, 10)).describe() == "nDm[+k]"


@given(count=st.integers(1, 9), sides=st.sampled_from([4, 6, 8, 10, 12, 20]),
       plus=st.integers(-5, 5))
def test_any_written_dice_bind_or_are_refused_by_their_sides(count: int, sides: int,
                                                            plus: int) -> None:
    text = f"{count}D{sides}" + (f"{plus:+d}" if plus else "")
    params, problems = _bind(AMOUNT, text, "dice")
    if sides == 6:
        assert not problems and params["amount"] == text
    else:
        assert _codes(problems) == ["E304"]
