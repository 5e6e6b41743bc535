"""The interactive HTML map in a real browser (docs/maps.md): headless Debian Chromium,
driven through its DevTools protocol (tests/_cdp.py, shared with the booklet's tests),
opens the map fitted to the window with no console error; search finds an entry by id
and by a word; a click on an entry shows its text, effects, ways and odds; Events
collapse and expand; the cards are hidden until asked for; a diagnostic's link selects
its node; panning and zooming move the view; hostile text runs nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from _maps_svg import fake_odds, fake_report, load_diagnostics, load_program
from crawlbook.compiler import htmlmap

from tests._cdp import Browser, browser_fixture, needs_chromium
from tests.narrow import only

pytestmark = needs_chromium
browser = pytest.fixture(scope="module")(browser_fixture)


def open_map(browser: Browser, path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")
    browser.send("Emulation.setDeviceMetricsOverride",
                 {"width": 1200, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    browser.navigate(path.as_uri())


def js(browser: Browser, expression: str) -> object:
    return browser.evaluate(expression)


def visible(browser: Browser, element_id: str) -> bool:
    ident = json.dumps(element_id)
    found = js(browser, f"(function () {{ var e = document.getElementById({ident});"
                        " return !!e && e.getClientRects().length > 0; })()")
    return bool(found)


def test_the_map_opens_fitted_and_answers_search_click_and_collapse(
        browser: Browser, tmp_path: Path) -> None:
    program = load_program("well")
    text, _model = htmlmap.render_html(program, heat=fake_report(program),
                                       odds=fake_odds(program))
    open_map(browser, tmp_path / "map.html", text)
    assert browser.errors() == []
    # Fitted: every Event's frame is inside the view, the view is not much larger.
    fitted = js(browser, """(function () {
        var v = window.crawlbookMap.view(), out = [];
        document.querySelectorAll('g.part').forEach(function (g) {
          if (g.classList.contains('hidden')) return;
          var b = g.getBoundingClientRect();
          var s = document.getElementById('stage').getBoundingClientRect();
          if (b.left < s.left - 1 || b.right > s.right + 1 || b.top < s.top - 1
              || b.bottom > s.bottom + 1) out.push(g.id);
        });
        return out; })()""")
    assert fitted == []
    # The cards are hidden until the box is ticked.
    assert not visible(browser, "entry-TR7.1")
    js(browser, "document.getElementById('show-cards').click(); 1")
    assert visible(browser, "entry-TR7.1")
    # Search by id, then by a word of an entry's text.
    js(browser, "var s = document.getElementById('search'); s.value = '1.2';"
                " s.dispatchEvent(new Event('input')); 1")
    assert js(browser, "document.querySelectorAll('.hit').length") == 1
    assert js(browser, "document.querySelector('.hit').id") == "entry-1.2"
    word = program["entries"]["3.2"]["steps"][0]["text"].split()[-1].strip(".,!?").lower()
    js(browser, f"var s = document.getElementById('search'); s.value = {json.dumps(word)};"
                " s.dispatchEvent(new Event('input')); 1")
    hits = js(browser, "Array.from(document.querySelectorAll('.hit'), e => e.id)")
    assert "entry-3.2" in only(hits, list)
    # A click on an entry shows its text, effects, ways out and the table of its odds.
    js(browser, "document.querySelector('#entry-1\\\\.2 text').dispatchEvent("
                "new MouseEvent('click', {bubbles: true})); 1")
    details = str(js(browser, "document.getElementById('details').textContent"))
    assert "Entry 1.2" in details
    assert "Effects" in details and "TEST" in details
    assert "Ways out" in details and "Chance at 1.2 <b>" in details and "33.3%" in details
    assert "never reached (0 runs)" in details  # the entry fake_report never reaches
    # An Event collapses to its title and expands again.
    cluster = js(browser, "document.getElementById('entry-1.2').closest('g.part')"
                          ".querySelector('g.cluster').id")
    js(browser, f"window.crawlbookMap.collapse({json.dumps(cluster)}, true); 1")
    assert not visible(browser, "entry-1.2")
    js(browser, "document.getElementById('expand-all').click(); 1")
    assert visible(browser, "entry-1.2")
    # Zooming in with the wheel makes the view smaller; dragging moves it.
    before = js(browser, "window.crawlbookMap.view()")
    browser.send("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": 400, "y": 400,
                                              "deltaX": 0, "deltaY": -300})
    after = js(browser, "window.crawlbookMap.view()")
    assert isinstance(before, dict) and isinstance(after, dict)
    assert after["w"] < before["w"]
    for kind, x in (("mousePressed", 400), ("mouseMoved", 300), ("mouseReleased", 300)):
        browser.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": 400,
                                                  "button": "left", "buttons": 1,
                                                  "clickCount": 1})
    moved = js(browser, "window.crawlbookMap.view()")
    assert isinstance(moved, dict) and moved["x"] > after["x"]
    (tmp_path / "map.png").write_bytes(browser.screenshot())
    assert browser.errors() == []


def test_a_diagnostic_links_to_its_node(browser: Browser, tmp_path: Path) -> None:
    program = load_program("broken")
    text, _model = htmlmap.render_html(program, load_diagnostics("broken"), odds={})
    open_map(browser, tmp_path / "broken.html", text)
    target = js(browser, "document.querySelector('#diagnostics a[data-node]')"
                         ".getAttribute('data-node')")
    js(browser, "document.querySelector('#diagnostics a[data-node]').click(); 1")
    assert js(browser, "document.querySelector('.selected').id") == target
    assert visible(browser, str(target))
    assert browser.errors() == []


def test_a_hostile_map_runs_no_script(browser: Browser, tmp_path: Path) -> None:
    program = load_program("hostile")
    text, _model = htmlmap.render_html(program, heat=fake_report(program),
                                       odds=fake_odds(program))
    open_map(browser, tmp_path / "hostile.html", text)
    js(browser, "document.querySelectorAll('g.node').forEach(function (g) {"
                " g.dispatchEvent(new MouseEvent('click', {bubbles: true})); }); 1")
    assert js(browser, "document.querySelectorAll('script').length") == 2
    assert js(browser, "document.querySelectorAll('img').length") == 0
    details = str(js(browser, "document.getElementById('details').textContent"))
    assert details  # the last entry clicked, its hostile text shown as text
    assert browser.errors() == []
