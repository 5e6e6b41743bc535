"""A condition means the same wherever the language takes one (docs/language.md,
"Endings"): on a check arm (`if COND → X`) and after a bullet (`• if COND: text → X`), for
every installed ruleset's numbers and test words; and a line that starts like a construct
but is not one is a diagnostic, never prose (issue 24)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from crawlbook.compiler.api import compile_source
from crawlbook.compiler.config import Config
from crawlbook.dsl.nodes import Compare, Decision, Event, Pred
from crawlbook.dsl.parser import parse
from crawlbook.dsl.shape import installed_shape
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crawlbook import plugins


def _entry_of(result: Any) -> Any:
    (event,) = result.document.sections
    assert isinstance(event, Event)
    return event.entries[0]


def _entry(body: str) -> Any:
    result = parse("EVENT 1: T\n1.1\n" + body, "t.mission")
    assert result.diagnostics == [], [(d.code, d.message) for d in result.diagnostics]
    return _entry_of(result)


def test_the_toy_mission_compiles_to_its_hand_written_program(tmp_path: Path) -> None:
    # tests/runtime/toy.mission held `• if fired BOW: loot ...`, silently prose before.
    from tests.runtime.plugin_fixtures import installed_toy
    from tests.runtime.toy_dungeon import program

    source = Path(__file__).parents[1].joinpath("runtime", "toy.mission").read_text("utf-8")
    with installed_toy(tmp_path):  # its book's end words are its registry's
        built = compile_source(source, "toy.mission", Config(), force=True).program
    assert built is not None
    assert (built["entries"]["R1.3"]["ending"]
            == program()["entries"]["R1.3"]["ending"])


def _codes(body: str) -> list[str]:
    return [d.code for d in parse("EVENT 1: T\n1.1\n" + body, "t.mission").diagnostics]


def test_issue_24_a_number_comparison_after_a_bullet_is_a_condition() -> None:
    # The reproducer of issue 24: the second option compiled as unconditional prose.
    entry = _entry("• carry on along the main tunnel → CONTINUE THE MISSION\n"
                   "• if THREAT > 3: run for it → 1.4\n- - - - -\n")
    assert isinstance(entry.ending, Decision)
    run = entry.ending.options[1]
    assert run.text == "run for it"
    assert isinstance(run.condition, Compare)
    assert (run.condition.name, run.condition.op, run.condition.value) == ("THREAT", ">", 3)


def test_a_test_word_after_a_bullet_is_a_condition() -> None:
    entry = _entry("• if fired PISTOL: reload → 1.2\n• move on → 1.2\n- - -\n")
    option = entry.ending.options[0]
    assert isinstance(option.condition, Pred)
    assert (option.condition.word, option.condition.name, option.text) == (
        "fired", "PISTOL", "reload")


def test_the_issue_24_option_is_conditional_in_the_program() -> None:
    source = (plugins.get("tunnel-rats") or pytest.fail("no Tunnel Rats")).example_frame()
    body = ("EVENT 1: T\n1.1\n• carry on → CONTINUE THE MISSION\n"
            "• if THREAT > 3: run for it → 1.2\n- - -\n1.2\n→ CONTINUE THE MISSION\n=====\n")
    result = compile_source(source.replace("{body}", body), "t.mission", Config())
    assert result.errors == [] and result.program is not None
    options = result.program["entries"]["1.1"]["ending"]["options"]
    assert options[1]["text"] == "run for it"
    assert options[1]["if"] == {"cmp": ["THREAT", ">", 3]}


# ------------------------------------------------------------------ the same program

_NAMES = st.sampled_from(["WELL", "RADIO", "sgt-hill", "A_1"])
_CMP = st.sampled_from(["<", "<=", ">", ">=", "=", "==", "!=", "≤", "≥", "≠"])


def _atoms(name: str) -> st.SearchStrategy[str]:
    """The tests a condition of ruleset ``name`` may hold, as written."""
    registry = plugins.language(name)
    assert registry is not None
    atoms = [st.builds("noted {}".format, _NAMES), st.builds("has {}".format, _NAMES),
             st.builds("NOTED {}".format, _NAMES)]
    if registry.numbers:
        atoms.append(st.builds("{} {} {}".format, st.sampled_from(sorted(registry.numbers)),
                               _CMP, st.integers(-99, 99)))
        atoms.append(st.builds("{}{}{}".format, st.sampled_from(sorted(registry.numbers)),
                               _CMP, st.integers(0, 9)))
    for predicate in registry.predicates.values():
        names = st.sampled_from(sorted(predicate.choices)) if predicate.choices else _NAMES
        atoms.append(st.builds(f"{predicate.word} {{}}".format, names))
    return st.one_of(atoms)


def _conditions(name: str) -> st.SearchStrategy[str]:
    return st.recursive(
        _atoms(name),
        lambda inner: st.one_of(
            st.builds("not {}".format, inner),
            st.builds("({})".format, inner),
            st.builds("{} and {}".format, inner, inner),
            st.builds("{} or {}".format, inner, inner),
            st.builds("{} AND {}".format, inner, inner)),
        max_leaves=6)


def _program(ruleset: str, ending: str) -> dict[str, Any]:
    found = plugins.get(ruleset)
    assert found is not None
    end = installed_shape(ruleset).end_word  # a gamebook's book ends with THE END
    body = f"EVENT 1: T\n1.1\n{ending}\n- - -\n1.2\n→ {end}\n=====\n"
    result = compile_source(found.example_frame().replace("{body}", body), "t.mission",
                            Config(), force=True)
    assert not [d for d in result.diagnostics if d.code.startswith("E1")], [
        (d.code, d.message) for d in result.diagnostics]
    assert result.program is not None
    return result.program["entries"]["1.1"]["ending"]


@pytest.mark.parametrize("ruleset", plugins.names())
def test_a_condition_gives_the_same_program_on_an_arm_and_on_an_option(ruleset: str) -> None:
    @settings(max_examples=25, deadline=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(_conditions(ruleset))
    def same(condition: str) -> None:
        arm = _program(ruleset, f"if {condition} → 1.2\notherwise → 1.2")["arms"][0]["if"]
        option = _program(ruleset, f"• if {condition}: go → 1.2\n• stay → 1.2")
        assert option["options"][0]["if"] == arm
        assert option["options"][0]["text"] == "go"

    same()


# ------------------------------------------------------------------ never prose

# Lines that start like a construct and are not one: each is reported (issue 24).
CONSTRUCT_STARTS = [
    ("• if THREAT > 3 run for it → 1.2", "E108"),
    ("• if THREAT > 3 → 1.2", "E108"),
    ("• if you dare, jump → 1.2", "E108"),
    ("• If you have a lantern: look → 1.2", "E108"),
    ("• if: go → 1.2", "E108"),
    ("if THREAT > 3", "E105"),
    ("if WOUNDS<5", "E105"),
    ("if fired PISTOL", "E105"),
    ("if noted WELL", "E105"),
    ("if (has RADIO)", "E105"),
    ("if THREAT > 3: → 1.2", "E105"),
    ("otherwise 1.2", "E105"),
    ("otherwise CONTINUE THE MISSION", "E105"),
    ("[DAMAGE LEAD 2", "E107"),
    ("→ 1.2 and on", "E106"),
]


@pytest.mark.parametrize("line,code", CONSTRUCT_STARTS)
def test_a_line_that_starts_like_a_construct_is_reported(line: str, code: str) -> None:
    body = f"Do you:\n{line}\n• stay → 1.2\n- - -\n" if line.startswith("•") else (
        f"{line}\notherwise → 1.2\n- - -\n" if line.startswith("if") else f"{line}\n")
    assert code in _codes(body), (line, _codes(body))


@pytest.mark.parametrize("line", [
    "If you go down there, you will not come back.",
    "Otherwise, nothing.",
    "if you must, go on",
    "It is quiet.",
])
def test_prose_that_only_looks_a_little_like_a_check_stays_prose(line: str) -> None:
    entry = _entry(f"{line}\n→ 1.2\n=====\n")
    assert [p.text for p in entry.body] == [line]


def test_an_escaped_if_is_the_text_of_an_option() -> None:
    entry = _entry("• \\if you dare: jump → 1.2\n• stay → 1.2\n- - -\n")
    option = entry.ending.options[0]
    assert (option.text, option.condition) == ("if you dare: jump", None)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abcAB <>=!():,-_0123456789 →.")), max_size=30))
def test_if_after_a_bullet_is_never_the_option_text(rest: str) -> None:
    """Whatever follows `• if`, the option has a condition or the line is reported."""
    result = parse(f"EVENT 1: T\n1.1\n• if {rest} → 1.2\n• stay → 1.2\n- - -\n", "t.mission")
    if result.diagnostics:
        return
    option = _entry_of(result).ending.options[0]
    assert option.condition is not None
    assert not option.text.lower().startswith("if")
