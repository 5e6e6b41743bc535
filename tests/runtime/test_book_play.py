"""The core's part of every book's play (issue 24): counted things (`[GAIN GOLD 5]`), an
effect that ends the game (the role `end`: the interpreter's ``Stop``, nothing raised
through its generators) and the end of the book read and scored by the core
(``crawlbook.runtime.ending``; docs/language.md)."""

from __future__ import annotations

import pytest


def test_the_core_counts_what_is_gained_and_lost() -> None:
    from crawlbook.runtime.conditions import holds
    from crawlbook.runtime.interpreter import gain_marker, lose_marker
    from crawlbook.runtime.rng import Rng
    from crawlbook.runtime.state import State

    state = State(program={"counts": ["GOLD"]}, rng=Rng(1))
    assert holds(state, {"cmp": ["GOLD", "=", 0]}) and not holds(state, {"has": "GOLD"})
    for step in (gain_marker(state, {"name": "gold", "amount": 5}, "14"),
                 lose_marker(state, {"name": "GOLD", "amount": 7}, "40"),
                 gain_marker(state, {"name": "GOLD", "amount": 3}, "40")):
        list(step)
    assert state.counts == {"GOLD": 3} and holds(state, {"cmp": ["GOLD", ">=", 3]})
    assert holds(state, {"has": "GOLD"})
    assert [(e["amount"], e["total"]) for e in state.log if e["type"] == "count"] == [
        (5, 5), (-7, 0), (3, 3)]


def test_an_effect_with_the_role_end_stops_the_reading() -> None:
    from crawlbook.runtime.interpreter import Effects, Stop, end_game, run_book
    from crawlbook.runtime.rng import Rng
    from crawlbook.runtime.state import State

    def entry(eid: str, steps: list[dict], to: str) -> dict:
        return {"id": eid, "owner": "book", "owner_kind": "book", "steps": steps,
                "ending": {"kind": "goto", "to": to}, "line": None}

    program = {"start": ["1"], "entries": {
        "1": entry("1", [{"op": "text", "text": "A pit."}], "2"),
        "2": entry("2", [{"op": "effect", "verb": "DIE", "params": {}}], "3"),
        "3": entry("3", [{"op": "text", "text": "Never read."}], "CONTINUE")}}
    state = State(program=program, rng=Rng(1))
    game = run_book(state, Effects({"DIE": end_game}))
    with pytest.raises(StopIteration) as done:
        next(game)
    assert done.value.value == Stop("loss", "2")
    assert [e.get("id") for e in state.log if e["type"] == "entry"] == ["1", "2"]
    assert state.entry is None


def test_the_core_scores_the_end_of_the_book() -> None:
    from crawlbook.runtime.ending import read_the_end
    from crawlbook.runtime.rng import Rng
    from crawlbook.runtime.state import State

    program = {"counts": ["GOLD"], "end_of_mission": {"text": ["Out."], "success_points": [
        {"points": 1, "per": "GOLD", "every": 2}, {"points": 3, "if": {"has": "LANTERN"}},
        {"points": 5, "if": {"noted": "NEVER"}}]}}
    state = State(program=program, rng=Rng(1), markers=["LANTERN"], counts={"GOLD": 5})
    total, lines = read_the_end(state, None)
    assert total == 2 + 3
    assert [line["points"] for line in lines] == [2, 3, 0]
    assert state.log[-1] == {"seq": 0, "type": "end_text", "text": ["Out."]}
