"""Errors inside a line (E104 to E108) say which block is still open, as E103 does.

docs/language.md, "Syntax errors": the message says what was expected; the hint ends with
the block the line is in (``this line is in entry 1.2 (opened at line 4) of EVENT 1
(line 2)``), the same words as E103's. A header directive or a heading opens no block, so
an error in one gets no such context.
"""

from __future__ import annotations

import pytest
from crawlbook.dsl.diagnostics import Diagnostic
from crawlbook.dsl.parser import parse

IN_ENTRY = "this line is in entry 1.2 (opened at line 7) of EVENT 1 (line 3)"
OPEN = "MISSION 1: T\n\nEVENT 1: T\n1.1\n→ 1.2\n=====\n1.2\n"

CASES = [
    ("E105", OPEN + "Do you:\n• go down 1.2\n• back → 1.1\n- - -\n", None),
    ("E106", OPEN + "→ CONTINUE\n=====\n", "write `→ CONTINUE THE MISSION`"),
    ("E106", OPEN + "→ 1.1 and then 1.3\n=====\n", "an arrow leads to one place"),
    ("E107", OPEN + "[DAMAGE LEAD 2\n→ 1.1\n=====\n", "close the effect with `]`"),
    ("E107", OPEN + "[NOTE WELL] and more\n→ 1.1\n=====\n", "an effect is a line of its own"),
    ("E108", OPEN + "if WELL → 1.1\notherwise → 1.1\n- - -\n", "write `noted WELL`"),
    ("E108", OPEN + "if noted WELL and → 1.1\notherwise → 1.1\n- - -\n", None),
    ("E108", OPEN + "Do you:\n• if noted A go → 1.1\n• back → 1.1\n- - -\n",
     "end an option's condition with `:`"),
]


def only(source: str) -> Diagnostic:
    diagnostics = parse(source, "t.mission").diagnostics
    assert len(diagnostics) == 1, [(d.code, d.message, d.hint) for d in diagnostics]
    return diagnostics[0]


@pytest.mark.parametrize("code,source,fix", CASES,
                         ids=[f"{c}-{i}" for i, (c, _, _) in enumerate(CASES)])
def test_errors_inside_a_line_of_an_entry_name_the_entry(code: str, source: str,
                                                         fix: str | None) -> None:
    d = only(source)
    assert d.code == code
    assert d.hint is not None and d.hint.endswith(IN_ENTRY)
    if fix:  # the hint of the error itself comes first
        assert d.hint.startswith(fix)
    else:
        assert d.hint == IN_ENTRY
    assert "opened at" not in d.message  # the message line stays short


def test_the_context_is_e103s() -> None:
    # E103 says the same in its message: one helper for both.
    d = only(OPEN + "→ 1.1\n→ 1.1\n=====\n")
    assert d.code == "E103" and d.message.endswith(IN_ENTRY.removeprefix("this line is "))


def test_errors_in_other_sections_name_the_section() -> None:
    d = only("MISSION 1: T\nRULES\n[DAMAGE LEAD\n")
    assert d.code == "E107" and d.hint and d.hint.endswith("this line is in RULES (line 2)")
    d = only("MISSION 1: T\nEND OF MISSION\nSUCCESS POINTS\n+1 per\n")
    assert d.code == "E104" and d.hint == "this line is in END OF MISSION (line 2)"


@pytest.mark.parametrize("source,hint", [
    ("MISSION One: T\n", "write it as `MISSION 1: Title`"),
    ("MISSION 1: T\nEVENT 1: T\n1.1\n→ 1.1\n=====\nEVENT Two: T\n",
     "write it as `EVENT 1: Title`"),
])
def test_headers_and_headings_open_no_block(source: str, hint: str | None) -> None:
    # The block before a heading is not where the heading is: no context is given.
    d = only(source)
    assert d.code == "E104" and d.hint == hint
