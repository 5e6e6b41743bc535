"""A line that goes wrong in the middle is read as if it were absent (docs/language.md,
"Syntax errors"), however long the booklet.

The parser uses lark's public API, which cannot cut the parser's stacks back: it keeps a
copy of the parser every ``CHECKPOINT`` lines and, to forget a line, goes back to the copy
and feeds the lines since again (``crawlbook.dsl.parser._Parser``). These tests check
that nothing of the forgotten line, and nothing fed twice, shows in the result: a blank
line replaced by a broken one gives the same sections, with that one diagnostic.
"""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from crawlbook.dsl.nodes import Decision, Event
from crawlbook.dsl.parser import CHECKPOINT, parse

from tests.narrow import present

ROOT = Path(__file__).resolve().parents[2]

# Broken lines that a blank line in the middle of an entry's body can be replaced with:
# each starts like a line that may stand there, then goes wrong (E104 to E108).
BROKEN = {
    "E107": "[NOTE WELL % 2]",
    "E105": "• crawl on 9.9",
    "E106": "→ CONTINUE",
    "E108": "if WELL → 9.9",
}


def booklet(events: int) -> list[str]:
    """A valid booklet whose entries each hold a blank line (where a broken line can go)
    before their ending: decisions, outcomes and checks, so that the line after the blank
    closes lists of the parser's stack."""
    lines = ["MISSION 1: Recovery", "LEVELS 1", "TB DECK 9",
             "LEVEL 1 DECK: 4 STANDARD, EVENTS 1 SHUFFLED", ""]
    for n in range(1, events + 1):
        lines += [f"EVENT {n}: Event {n}", f"{n}.1", "The tunnel bends.", "",
                  "Do you:", f"• crawl on → {n}.2", f"• turn back → {n}.3", "",
                  "- - -", f"{n}.2", "[TEST LEAD PERCEPTION DIFF 2]", "",
                  f"pass → {n}.3", f"fail → {n}.3", "- - -", f"{n}.3",
                  f"if noted WELL{n} → CONTINUE THE MISSION", "otherwise → CONTINUE THE MISSION",
                  "", "=====", ""]
    lines += ["END OF MISSION", "You made it.", "SUCCESS POINTS", "+1 per RAT STANDING", ""]
    return lines


def blanks(after: tuple[str, ...]) -> list[int]:
    """Indexes of the blank lines of ``LONG`` right after a line starting with ``after``."""
    return [i for i, line in enumerate(LONG) if not line and LONG[i - 1].startswith(after)]


LONG = booklet(60)  # about 1,300 lines, 1,000 fed to the parser: several checkpoints
# Where each broken line can start (in an entry's body) and goes wrong in the middle.
BODY = blanks(("The tunnel", "[TEST"))
# After a decision or a check: the broken effect line closes its list of options or arms
# before going wrong; the list is read again once the line is forgotten.
CLOSING = blanks(("• turn back", "otherwise"))
SPOTS = [0, 1, 2, 13, 14, 15, 16, 30, 31, 60, -1]


def test_the_long_booklet_is_valid_and_spans_several_checkpoints() -> None:
    assert len(LONG) > 8 * CHECKPOINT
    assert parse("\n".join(LONG), "b.mission").diagnostics == []


def replaced(spots: list[int], line: str) -> tuple[tuple, list[tuple[str, int]]]:
    lines = list(LONG)
    for at in spots:
        lines[at] = line
    result = parse("\n".join(lines), "b.mission")
    return result.document.sections, [(d.code, present(d.span).line) for d in result.diagnostics]


ORIGINAL = parse("\n".join(LONG), "b.mission").document.sections


@pytest.mark.parametrize("code", sorted(BROKEN))
@pytest.mark.parametrize("where", SPOTS)
def test_a_broken_line_in_an_entry_is_read_as_if_absent(code: str, where: int) -> None:
    document, found = replaced([BODY[where]], BROKEN[code])
    assert found == [(code, BODY[where] + 1)]
    assert document == ORIGINAL


@pytest.mark.parametrize("where", SPOTS)
def test_a_broken_line_that_closes_a_list_is_read_as_if_absent(where: int) -> None:
    document, found = replaced([CLOSING[where]], BROKEN["E107"])
    assert found == [("E107", CLOSING[where] + 1)]
    assert document == ORIGINAL


def test_several_broken_lines_between_two_checkpoints() -> None:
    spots = sorted([*BODY[20:30:3], *CLOSING[20:30:3]])
    document, found = replaced(spots, BROKEN["E107"])
    assert found == [("E107", at + 1) for at in spots]
    assert document == ORIGINAL


def test_the_next_line_is_read_as_if_the_broken_one_were_absent() -> None:
    # The broken effect line closes nothing: the option after it is the decision's second.
    result = parse("MISSION 1: T\nEVENT 1: T\n1.1\nDo you:\n• a → 1.1\n[NOTE X\n"
                   "• b → 1.1\n- - -\n", "t.mission")
    assert [d.code for d in result.diagnostics] == ["E107"]
    (event,) = [s for s in result.document.sections if isinstance(s, Event)]
    ending = event.entries[0].ending
    assert isinstance(ending, Decision)
    assert [o.text for o in ending.options] == ["a", "b"]


def test_a_diagnostic_of_the_transformer_is_not_repeated_when_a_line_is_forgotten() -> None:
    # The broken effect line after the check closes it (`otherwise` not last: E112) before
    # going wrong; forgetting the line and reading on closes it once more.
    result = parse("MISSION 1: T\nEVENT 1: T\n1.1\notherwise → 1.2\nif noted A → 1.2\n"
                   "[NOTE X\n- - -\n1.2\n→ CONTINUE THE MISSION\n=====\n", "t.mission")
    assert [d.code for d in result.diagnostics] == ["E112", "E107"]


def test_parses_in_threads_do_not_mix() -> None:
    paths = sorted((ROOT / "tests" / "dsl" / "cases").glob("*.mission"))
    texts = [(str(p), p.read_text(encoding="utf-8")) for p in paths] * 4
    alone = [parse(text, path) for path, text in texts]
    start = threading.Barrier(4)

    def run(item: tuple[str, str]) -> object:
        return parse(item[1], item[0])

    with ThreadPoolExecutor(4, initializer=start.wait) as pool:
        together = list(pool.map(run, texts))
    assert together == alone


def test_the_parser_reads_none_of_lark_s_private_internals() -> None:
    # docs/performance.md, "parser": the public route was chosen; the former loop read
    # lark's parse table and analysis directly (kept in benchmarks/ for comparison only).
    source = (ROOT / "dsl" / "parser.py").read_text(encoding="utf-8")
    for private in ("lalr_analysis", "parse_table", ".parser.parser", "parser_state",
                    "state_stack", "value_stack", "._callbacks"):
        assert private not in source


@pytest.mark.parametrize("where", SPOTS)
def test_an_effect_missing_only_its_bracket_is_read_as_closed(where: int) -> None:
    """One error, and the effect is there: its outcomes and what it notes are not lost
    (no cascade of "never reached" or "never noted" warnings)."""
    at = BODY[where]
    unclosed, found = replaced([at], "[NOTE WELL")
    closed, none = replaced([at], "[NOTE WELL]")
    assert found == [("E107", at + 1)] and none == []
    assert unclosed == closed
