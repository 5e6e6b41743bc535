"""What every engine would repeat is the core's (issue 24; docs/rulesets.md, "The
engine"): option handling driven by the options an engine declares, the content pack as
compiled, and a snapshot of every field of the state. An engine writes only ``new_state``
and ``run``."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from crawlbook.ruleset import EnabledOptions, Engine, OptionSpec, Rng, State, state_snapshot


class Plain(Engine):
    name = "plain"
    options = (OptionSpec("fast", "play fast"), OptionSpec("kind", "be kind"))


def test_options_come_from_the_declared_ones() -> None:
    engine = Plain()
    assert [s.name for s in engine.option_specs()] == ["fast", "kind"]
    on = engine.make_options(["kind"])
    assert isinstance(on, EnabledOptions) and "kind" in on and "fast" not in on
    assert engine.enabled_options(on) == ["kind"]
    saved = engine.options_to_json(on)
    assert saved == {"fast": False, "kind": True}
    assert engine.options_from_json(saved) == on
    assert engine.options_from_json(None) == engine.make_options(())


@pytest.mark.parametrize("damaged", [[], {"fast": "yes"}, {1: True}, {"slow": True}])
def test_damaged_options_are_a_value_error(damaged: object) -> None:
    with pytest.raises(ValueError, match="options"):
        Plain().options_from_json(damaged)


def test_an_engine_with_no_options() -> None:
    engine = Engine()
    assert engine.option_specs() == () and engine.options_to_json(engine.make_options(())) == {}
    assert engine.content({"content": {"deck": [1, 2]}}) == {"deck": [1, 2]}
    assert engine.content({}) == {}


@dataclass(slots=True)
class Sheet:
    hits: int
    tags: frozenset[str]


@dataclass(slots=True, kw_only=True)
class Toy(State):
    health: int
    seen: set[str] = field(default_factory=set)
    sheet: Sheet = field(default_factory=lambda: Sheet(2, frozenset({"b", "a"})))
    path: tuple[str, ...] = ()


def test_the_snapshot_is_every_field_of_the_state() -> None:
    state = Toy(program={"entries": {}}, rng=Rng(7), health=3, seen={"y", "x"},
                path=("1", "2"))
    state.note("WELL")
    state.count("GOLD", 5, "test")
    snap = state_snapshot(state)
    assert snap == {"rng": Rng(7).to_json(), "log_entries": ["WELL"], "markers": ["GOLD"],
                    "counts": {"GOLD": 5}, "entry": None, "health": 3, "seen": ["x", "y"],
                    "sheet": {"hits": 2, "tags": ["a", "b"]}, "path": ["1", "2"],
                    "log_length": 2}
    assert Engine().snapshot(state) == snap


def test_a_state_the_snapshot_cannot_hold_says_so() -> None:
    @dataclass(slots=True, kw_only=True)
    class Odd(State):
        thing: object

    with pytest.raises(TypeError, match=r"override Engine\.snapshot"):
        state_snapshot(Odd(program={}, rng=Rng(1), thing=object()))
