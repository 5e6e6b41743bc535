"""The booklet and the map in a real browser (docs/maps.md): headless Debian Chromium, driven
through its DevTools protocol, opens both with no console error, follows a "turn to"
link to its entry, and takes screenshots; the printed PDF has the expected pages."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from _booklet_dom import load_program
from crawlbook.compiler import booklet, maps

from tests._cdp import Browser, browser_fixture, needs_chromium
from tests.narrow import present

pytestmark = needs_chromium
browser = pytest.fixture(scope="module")(browser_fixture)


def test_booklet_opens_and_a_turn_to_link_leads_to_its_entry(browser: Browser,
                                                              tmp_path: Path) -> None:
    page = tmp_path / "booklet.html"
    page.write_text(booklet.render_booklet(load_program("well")), encoding="utf-8")
    browser.navigate(page.as_uri())
    assert browser.evaluate("document.title") == "Mission 1: The Well at Cu Chi"
    link = browser.evaluate(
        "(() => { const a = document.querySelector('#e-1-2 a.turn-to[href=\"#e-1-4\"]');"
        " a.click(); return a.textContent; })()")
    assert link == "1.4"
    assert browser.evaluate("location.hash") == "#e-1-4"
    assert browser.evaluate("document.querySelector(':target').id") == "e-1-4"
    top = browser.evaluate("document.getElementById('e-1-4').getBoundingClientRect().top")
    assert abs(top) < 2  # scrolled to the entry
    shot = browser.screenshot()
    assert shot.startswith(b"\x89PNG")
    (tmp_path / "booklet.png").write_bytes(shot)
    assert browser.errors() == []


def test_hostile_booklet_runs_no_script(browser: Browser, tmp_path: Path) -> None:
    page = tmp_path / "hostile.html"
    page.write_text(booklet.render_booklet(load_program("hostile")), encoding="utf-8")
    browser.navigate(page.as_uri())
    assert browser.evaluate("document.scripts.length") == 0
    assert browser.evaluate("document.images.length") == 0
    assert "</script>" in browser.evaluate("document.querySelector('#e-9-1 p.prose').textContent")
    assert browser.errors() == []


@pytest.mark.skipif(shutil.which("dot") is None, reason="graphviz's `dot` is not installed")
def test_svg_map_opens_in_the_browser(browser: Browser, tmp_path: Path) -> None:
    program = load_program("broken")
    svg = tmp_path / "map.svg"
    svg.write_bytes(maps.draw(program, fmt="svg"))
    browser.navigate(svg.as_uri())
    count = browser.evaluate("document.querySelectorAll('g.node.entry').length")
    assert count == len(program["entries"])
    assert browser.evaluate("document.querySelectorAll('g.edge').length") > 0
    (tmp_path / "map.png").write_bytes(browser.screenshot())
    assert browser.errors() == []


def pdf_pages(path: Path) -> int:
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True,
                              check=True).stdout
        return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))  # type: ignore[union-attr]
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", path.read_bytes()))


def tiny_program(entry_words: int, entries: int) -> dict[str, Any]:
    """One Event of ``entries`` entries of ``entry_words`` words each, one TB card."""
    program = load_program("well")
    program["mission"].update(briefing=["Short."], objectives=[], rules_text=[], rules=[],
                              decks=[])
    text = " ".join(["tunnel"] * entry_words)
    ids = [f"1.{i}" for i in range(1, entries + 1)]
    program["events"] = {"1": {"number": 1, "title": "Long", "first": "1.1", "entries": ids}}
    cards = {k: v for k, v in program["entries"].items() if k.startswith("TR")}
    program["entries"] = {**cards, **{
        eid: {"id": eid, "owner": "1", "owner_kind": "event", "span": None,
              "steps": [{"op": "text", "text": text}], "ending": {"kind": "goto",
                                                                  "to": "CONTINUE"},
              "line": "double"} for eid in ids}}
    return program


@pytest.mark.parametrize(("entry_words", "entries", "pages"), [
    # The set-up page, the Event, the TB cards page, the End of Mission page. The Event's
    # three entries are a little over half an A5 page each: none is split, so each takes a
    # page (without `break-inside: avoid` they would fill 2 pages, and the PDF would have 5).
    (150, 3, 6),
])
def test_printed_pdf_has_the_expected_pages(tmp_path: Path, entry_words: int, entries: int,
                                            pages: int) -> None:
    page = tmp_path / "tiny.html"
    page.write_text(booklet.render_booklet(tiny_program(entry_words, entries)), encoding="utf-8")
    pdf = tmp_path / "tiny.pdf"
    booklet.print_pdf(page, pdf)
    assert pdf.read_bytes().startswith(b"%PDF")
    assert pdf_pages(pdf) == pages


@pytest.mark.skipif(shutil.which("dot") is None, reason="graphviz's `dot` is not installed")
def test_a_whole_mission_map_opens_fitted_to_the_window(browser: Browser,
                                                        tmp_path: Path) -> None:
    """A bundled mission's map is thousands of points wide: it opens scaled to the window,
    not at 1:1 with one corner showing (docs/maps.md)."""
    from crawlbook.compiler.api import load_program as compile_mission
    from crawlbook.missions import find

    svg = tmp_path / "mission.svg"
    svg.write_bytes(maps.draw(compile_mission(present(find("1"))), fmt="svg"))
    browser.navigate(svg.as_uri())
    box = browser.evaluate("(() => { const r = document.documentElement"
                           ".getBoundingClientRect(); return [r.width, r.height, "
                           "innerWidth, innerHeight]; })()")
    width, height, window_width, window_height = box
    assert width <= window_width + 1 and height <= window_height + 1, box
    assert width >= window_width - 1 or height >= window_height - 1, box  # it fills one side
    assert browser.errors() == []


def test_cards_print_as_a_card_sheet(tmp_path: Path) -> None:
    """A two-Event booklet with the 18 TB cards: the cards go several to a page (a card
    sheet), not one a page."""
    from crawlbook.compiler.api import load_program as compile_mission

    from crawlbook.commands.new import skeleton

    mission = tmp_path / "two.mission"
    mission.write_text(skeleton(mission), encoding="utf-8")
    program = compile_mission(mission)
    assert len(program["cards"]) == 18
    without = {**program, "cards": {}}
    pages = {}
    for name, shown in (("with", program), ("without", without)):
        page = tmp_path / f"{name}.html"
        page.write_text(booklet.render_booklet(shown), encoding="utf-8")
        booklet.print_pdf(page, tmp_path / f"{name}.pdf")
        pages[name] = pdf_pages(tmp_path / f"{name}.pdf")
    assert pages["with"] - pages["without"] <= 5, pages
