"""Conditions (docs/program-format.md, "Conditions"): the core's ``noted``, ``has``,
``not``, ``and``, ``or``, and the two a ruleset answers: ``{"cmp": [NAME, OP, N]}`` by its
``quantity`` hook and ``{"pred": [WORD, NAME]}`` by its ``predicate`` hook. A form, a
quantity or a predicate nobody answers is a ``ConditionError``."""

from __future__ import annotations

import pytest
from crawlbook.runtime.conditions import ConditionError, holds
from crawlbook.runtime.interpreter import Effects
from crawlbook.runtime.rng import Rng
from crawlbook.runtime.state import State

HOOKS = Effects({}, quantity=lambda s, name: {"WOUNDS": 4}.get(name),
                predicate=lambda s, word, name: (name in ("PISTOL",)) if word == "fired"
                else None)


@pytest.fixture
def state() -> State:
    s = State(program={}, rng=Rng(1))
    s.note("WELL")
    s.markers.append("RADIO")
    return s


@pytest.mark.parametrize(("op", "number", "expected"), [
    ("<", 5, True), ("<", 4, False), ("<=", 4, True), (">", 3, True), (">", 4, False),
    (">=", 4, True), ("=", 4, True), ("=", 5, False), ("!=", 5, True), ("!=", 4, False)])
def test_cmp_compares_the_rulesets_quantity(state, op, number, expected):
    assert holds(state, {"cmp": ["WOUNDS", op, number]}, HOOKS) is expected


def test_pred_asks_the_rulesets_predicate(state):
    assert holds(state, {"pred": ["fired", "PISTOL"]}, HOOKS)
    assert not holds(state, {"pred": ["fired", "CHAINSAW"]}, HOOKS)


def test_the_core_forms_combine_with_the_rulesets(state):
    cond = {"and": [{"noted": "well"}, {"has": "RADIO"},
                    {"or": [{"cmp": ["WOUNDS", ">", 9]}, {"not": {"pred": ["fired", "BOW"]}}]}]}
    assert holds(state, cond, HOOKS)
    assert holds(state, None, HOOKS)


@pytest.mark.parametrize(("cond", "hooks", "message"), [
    ({"cmp": ["RADIATION", "<", 3]}, HOOKS, "unknown quantity `RADIATION`"),
    ({"cmp": ["WOUNDS", "<", 3]}, None, "unknown quantity `WOUNDS`"),
    ({"cmp": ["WOUNDS", "<>", 3]}, HOOKS, "unknown comparison `<>`"),
    ({"cmp": ["WOUNDS", "<", "3"]}, HOOKS, "whole number"),
    ({"cmp": ["WOUNDS", "<"]}, HOOKS, "bad comparison"),
    ({"pred": ["wields", "PISTOL"]}, HOOKS, "unknown predicate `wields PISTOL`"),
    ({"pred": ["fired", "PISTOL"]}, Effects({}), "unknown predicate"),
    ({"pred": "fired"}, HOOKS, "bad predicate"),
    ({"maybe": 1}, HOOKS, "unknown condition `maybe`"),
    ({"noted": "A", "has": "B"}, HOOKS, "bad condition"),
])
def test_what_nobody_answers_is_a_condition_error(state, cond, hooks, message):
    with pytest.raises(ConditionError, match=message):
        holds(state, cond, hooks)


def test_tunnel_rats_answers_its_quantities():
    """Tunnel Rats compares its Success Points quantities and THREAT."""
    from crawlbook.rulesets.tunnel_rats.engine.effects import EFFECTS

    from tests.rulesets.tunnel_rats.helpers import new

    from .programs import sample_program

    game = new(sample_program())
    state = game.state
    assert holds(state, {"cmp": ["THREAT", "=", state.threat]}, EFFECTS)
    assert holds(state, {"cmp": ["RAT STANDING", "=", 3]}, EFFECTS)
    assert holds(state, {"cmp": ["TB CARD LEFT", ">=", 9]}, EFFECTS)
    with pytest.raises(ConditionError, match="unknown quantity"):
        holds(state, {"cmp": ["WOUNDS", "<", 3]}, EFFECTS)
    assert not holds(state, {"pred": ["fired", "PISTOL"]}, EFFECTS)
    with pytest.raises(ConditionError, match="unknown predicate"):
        holds(state, {"pred": ["fired", "BOW"]}, EFFECTS)
    with pytest.raises(ConditionError, match="unknown predicate"):
        holds(state, {"pred": ["heard", "PISTOL"]}, EFFECTS)
