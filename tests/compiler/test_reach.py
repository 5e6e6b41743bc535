"""Reachability in play (compiler/reach.py), rulebook "Using the Mission Booklets": Log
Entries gate branches; other Events may come first, in any order."""

from __future__ import annotations

from crawlbook.compiler.api import compile_source
from crawlbook.rulesets.tunnel_rats.diagnostics import EXAMPLE_FRAME


def _diags(body: str, code: str) -> list[str]:
    result = compile_source(EXAMPLE_FRAME.replace("{body}", body), "m.mission")
    return [d.message for d in result.diagnostics if d.code == code]


OTHER = "\n\nEVENT 2: B\n2.1\n[NOTE A]\n→ CONTINUE THE MISSION\n====="


def test_contradiction_blocks_with_the_condition_in_the_message() -> None:
    body = ("EVENT 1: A\n1.1\nif noted A and not noted A → 1.2\notherwise → CONTINUE THE "
            "MISSION\n- - -\n1.2\n→ CONTINUE THE MISSION\n=====" + OTHER)
    [message] = _diags(body, "W405")
    assert "`noted A and not noted A` can never hold" in message
    assert "contradicts itself" in message


def test_noted_only_later_in_the_same_event() -> None:
    body = ("EVENT 1: A\n1.1\nif noted LATE → 1.2\notherwise → 1.3\n- - -\n1.2\n"
            "→ CONTINUE THE MISSION\n=====\n1.3\n[NOTE LATE]\n→ 1.4\n=====\n1.4\n"
            "if noted LATE → CONTINUE THE MISSION\notherwise → CONTINUE THE MISSION\n- - -")
    [message] = _diags(body, "W405")
    assert message.startswith("entry `1.2` is never reached")
    assert "`LATE` is only noted later in Event 1" in message


def test_noted_in_another_event_may_come_first() -> None:
    body = ("EVENT 1: A\n1.1\nif noted A → 1.2\notherwise → CONTINUE THE MISSION\n- - -\n"
            "1.2\n→ CONTINUE THE MISSION\n=====" + OTHER)
    assert _diags(body, "W405") == []


def test_otherwise_needs_an_earlier_arm_that_can_be_false() -> None:
    body = ("EVENT 1: A\n1.1\n[NOTE P]\n→ 1.2\n=====\n1.2\nif noted P → CONTINUE THE MISSION\n"
            "otherwise → 1.3\n- - -\n1.3\n→ CONTINUE THE MISSION\n=====")
    [message] = _diags(body, "W405")
    assert "`otherwise` in 1.2 can never be taken" in message


def test_a_note_on_one_way_only_keeps_both_arms_open() -> None:
    body = ("EVENT 1: A\n1.1\nDo you:\n• note → 1.2\n• skip → 1.3\n- - -\n1.2\n[NOTE P]\n"
            "→ 1.3\n=====\n1.3\nif noted P → 1.4\notherwise → 1.5\n- - -\n1.4\n"
            "→ CONTINUE THE MISSION\n=====\n1.5\n→ CONTINUE THE MISSION\n=====")
    assert _diags(body, "W405") == []


def test_markers_may_be_either_once_gained() -> None:
    body = ("EVENT 1: A\n1.1\n[GAIN KEY]\n→ 1.2\n=====\n1.2\nif has KEY → 1.3\n"
            "otherwise → 1.4\n- - -\n1.3\n→ CONTINUE THE MISSION\n=====\n1.4\n"
            "→ CONTINUE THE MISSION\n=====")
    assert _diags(body, "W405") == []


def test_loop_without_exit_is_a_loose_end_but_a_loop_with_one_is_not() -> None:
    loop = "EVENT 1: A\n1.1\n→ 1.2\n=====\n1.2\n→ 1.1\n====="
    assert len(_diags(loop, "E214")) == 2
    ok = ("EVENT 1: A\n1.1\n→ 1.2\n=====\n1.2\nDo you:\n• again → 1.1\n"
          "• stop → CONTINUE THE MISSION\n- - -")
    assert _diags(ok, "E214") == []


def test_an_exit_behind_an_impossible_condition_is_no_exit() -> None:
    body = ("EVENT 1: A\n1.1\nif noted A and not noted A → CONTINUE THE MISSION\n"
            "otherwise → 1.1\n- - -" + OTHER)
    assert _diags(body, "E214")
