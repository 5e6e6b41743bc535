"""An entry whose ending is lost to a syntax error is ``broken``, and is not reported again.

Outcome lines with no effect before them (E111), outcomes whose effect was dropped (E107)
and an ending line dropped for E105/E106/E108 leave the entry without an ending. The
syntax error already says what is wrong there, so the parser marks the entry
``Entry.broken`` and the compiler's E212 ("an entry with no ending") skips it; an entry
where the author really wrote no ending still gets E212.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_path
from crawlbook.compiler.config import Config
from crawlbook.dsl.nodes import Entry, Event
from crawlbook.dsl.parser import parse


def entries(body: str) -> tuple[list[str], dict[str, Entry]]:
    result = parse("MISSION 1: T\nEVENT 1: T\n" + body, "t.mission")
    (event,) = [s for s in result.document.sections if isinstance(s, Event)]
    return [d.code for d in result.diagnostics], {e.id: e for e in event.entries}


LOST = [
    ("E111", "1.1\nThe water is black.\npass → 1.2\nfail → 1.2\n- - -\n"),
    ("E111", "1.1\npass → 1.2\nfail → 1.2\n- - -\n"),
    ("E107", "1.1\n[TEST LEAD SURVIVAL DIFF % 2]\npass → 1.2\nfail → 1.2\n- - -\n"),
    ("E109", "1.1\n[TEST LEAD SURVIVAL DIFF 99999999999999999999]\npass → 1.2\nfail → 1.2\n"
             "- - -\n"),
    ("E106", "1.1\n→ CONTINUE\n=====\n"),
    ("E105", "1.1\nDo you:\n• go down 1.2\n• go back\n- - -\n"),
    ("E108", "1.1\nif WELL → 1.2\n- - -\n"),
]


@pytest.mark.parametrize("code,body", LOST, ids=[f"{c}-{i}" for i, (c, _) in enumerate(LOST)])
def test_an_entry_whose_ending_is_lost_to_a_syntax_error_is_broken(code: str,
                                                                    body: str) -> None:
    codes, found = entries(body + "1.2\n→ CONTINUE THE MISSION\n=====\n")
    assert code in codes
    assert found["1.1"].ending is None and found["1.1"].broken
    assert not found["1.2"].broken
    if code in ("E107", "E109", "E111"):  # outcome lines that lost their effect
        assert [o.target.ref for o in found["1.1"].lost] == ["1.2", "1.2"]


def test_an_entry_without_an_ending_is_not_broken() -> None:
    codes, found = entries("1.1\nThe water is black.\n=====\n")
    assert codes == [] and found["1.1"].ending is None and not found["1.1"].broken


def test_a_dropped_ending_belongs_to_its_own_entry_only() -> None:
    # 1.1 lost its arrow; 1.2 never had one: only 1.1 is broken.
    codes, found = entries("1.1\n→ CONTINUE\n=====\n1.2\nThe water is black.\n=====\n")
    assert codes == ["E106"]
    assert found["1.1"].broken and not found["1.2"].broken


def test_a_dropped_line_does_not_break_an_entry_that_still_has_an_ending() -> None:
    codes, found = entries("1.1\n[DAMAGE LEAD 2\n→ CONTINUE\n→ CONTINUE THE MISSION\n=====\n")
    assert codes == ["E107", "E106"]
    assert found["1.1"].ending is not None and not found["1.1"].broken


def test_a_dropped_option_leaves_the_decision_of_the_others() -> None:
    codes, found = entries("1.1\nDo you:\n• go down 1.2\n• go back → CONTINUE THE MISSION\n"
                           "- - -\n")
    assert codes == ["E105"]
    assert found["1.1"].ending is not None and not found["1.1"].broken


MISSION = """\
MISSION 1: Lost endings
LEVELS 1
TB DECK 10
LEVEL 1 DECK: 4 STANDARD, EVENTS 1 SHUFFLED

EVENT 1: The Well Shaft
1.1
Do you:
• climb down → 1.2
• move on → CONTINUE THE MISSION
- - -
1.2
{effect}pass → 1.3
fail → 1.3
- - -
1.3
{ending}=====

CARD TR18: BOOBY TRAP
TR18.1
[DAMAGE RANDOM 1]
→ CONTINUE THE MISSION
=====

END OF MISSION
SUCCESS POINTS
+1 per RAT STANDING
"""


def check(tmp_path: Path, effect: str, ending: str) -> list[tuple[str, int]]:
    path = tmp_path / "lost.mission"
    path.write_text(MISSION.format(effect=effect, ending=ending), encoding="utf-8")
    result = compile_path(path, Config())
    return [(d.code, d.span.line if d.span else 0) for d in result.diagnostics]


def test_the_mission_of_these_tests_is_clean(tmp_path: Path) -> None:
    assert check(tmp_path, "[TEST LEAD SURVIVAL DIFF 2]\n", "→ CONTINUE THE MISSION\n") == []


@pytest.mark.parametrize("effect,ending,code,line", [
    ("", "→ CONTINUE THE MISSION\n", "E111", 13),
    ("[TEST LEAD SURVIVAL DIFF 2\n", "→ CONTINUE THE MISSION\n", "E107", 13),
    ("[TEST LEAD SURVIVAL DIFF 2]\n", "→ CONTINUE\n", "E106", 18),
], ids=["E111", "E107", "E106"])
def test_the_compiler_does_not_report_a_lost_ending_again(tmp_path: Path, effect: str,
                                                           ending: str, code: str,
                                                           line: int) -> None:
    got = check(tmp_path, effect, ending)
    assert (code, line) in got
    assert not [c for c, _ in got if c in ("E212", "E214")], got


def test_the_compiler_still_reports_an_entry_with_no_ending(tmp_path: Path) -> None:
    got = check(tmp_path, "[TEST LEAD SURVIVAL DIFF 2]\n", "The water is black.\n")
    assert ("E212", 17) in got
