"""What maps, booklets, reports and messages say of a game is its ruleset's (issue 24;
docs/rulesets.md, "The book's shape"): the ending's name on a map, the booklet's cover,
the parts a simulation report counts by, the end words a syntax message and a quick fix
write. Tunnel Rats' registry keeps today's words; the classic gamebook gives its own,
and a ruleset that says nothing gets the core's plain ones."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_source, load_program
from crawlbook.compiler.booklet import booklet_view
from crawlbook.compiler.maps import build_map, to_dot
from crawlbook.dsl.parser import parse
from crawlbook.runtime.simulation import simulate
from crawlbook.runtime.simulation.report import render_text
from rich.console import Console

pytest.importorskip("crawlbook_gamebook")  # installed beside by ./dev setup

ROOT = Path(__file__).resolve().parents[2]
CRYPT = ROOT / "examples" / "gamebook" / "missions" / "sunken-crypt.mission"


def _crypt() -> dict:
    result = compile_source(CRYPT.read_text(encoding="utf-8"), str(CRYPT))
    assert result.program is not None
    return result.program


def test_the_booklets_cover() -> None:
    assert booklet_view(load_program("0"))["kicker"] == "Mission Booklet"
    assert booklet_view(_crypt())["kicker"] == "Adventure"


def test_the_maps_ending() -> None:
    assert 'label=<<B>End of Mission</B>>' in to_dot(build_map(load_program("0")))
    assert 'label=<<B>The ending</B>>' in to_dot(build_map(_crypt()))


@pytest.mark.parametrize("program,word", [(lambda: load_program("0"), "Event / card"),
                                          (_crypt, "book")])
def test_the_simulation_reports_parts(program, word: str) -> None:
    report = simulate(program(), 3, seed=1, workers=1)
    out = io.StringIO()
    render_text(report, Console(file=out, width=120, color_system=None))
    assert f"┃ {word} " in out.getvalue()


def test_a_bad_target_names_the_books_end_words() -> None:
    tr = parse("MISSION 1: T\nEVENT 1: T\n1.1\n→ CONTINUE\n=====\n").diagnostics
    assert [d.code for d in tr] == ["E106"]
    assert (tr[0].hint or "").startswith("write `→ CONTINUE THE MISSION`")
    assert "`CONTINUE THE MISSION`" in tr[0].message
    book = parse("RULESET gamebook\nTITLE T\n\n1\n→ THE\n=====\n").diagnostics
    assert [d.code for d in book] == ["E106"]
    assert (book[0].hint or "").startswith("write `→ THE END`")
    assert "`THE END`" in book[0].message and "MISSION" not in book[0].message


def test_a_book_named_by_its_own_title_directive_has_no_mission_number() -> None:
    """The gamebook names its books with `TITLE` (``Registry.title_directive``), not the
    core's `MISSION n: Title` line: its cover and report say the title alone."""
    from crawlbook.compiler.booklet import render_booklet

    assert "<title>Mission 0: First Time Down</title>" in render_booklet(load_program("0"))
    page = render_booklet(_crypt())
    assert "<title>The Sunken Crypt</title>" in page and "Mission 1" not in page
    out = io.StringIO()
    render_text(simulate(_crypt(), 2, seed=1, workers=1),
                Console(file=out, width=120, color_system=None))
    assert out.getvalue().startswith("The Sunken Crypt — 2 runs")
