"""The interactive map in a narrow window (a phone, a split screen; docs/maps.md; issue 29),
in real headless Chromium (tests/_cdp.py) 360 CSS pixels wide: the map opens on the start
of reading (the set-up and briefing) at a zoom where its words can be read, takes the
width of the window (the side panel goes below it), and the whole map is one key away
(F, as the Fit button)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from crawlbook.compiler import htmlmap
from crawlbook.compiler.api import load_program

from tests._cdp import Browser, browser_fixture, needs_chromium

pytestmark = needs_chromium
browser = pytest.fixture(scope="module")(browser_fixture)

READABLE = 9.0  # CSS pixels: the smallest an entry's first line may be drawn at opening


def open_map(browser: Browser, path: Path, width: int, height: int) -> None:
    text, _model = htmlmap.render_html(load_program("1"), odds=False)
    path.write_text(text, encoding="utf-8")
    browser.send("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    browser.navigate(path.as_uri())


def js(browser: Browser, expression: str) -> object:
    return browser.evaluate(expression)


def text_height(browser: Browser, node: str) -> float:
    ident = json.dumps(node)
    found = js(browser, f"document.getElementById({ident}).querySelector('text')"
                        ".getBoundingClientRect().height")
    assert isinstance(found, int | float)
    return float(found)


def in_stage(browser: Browser, element: str) -> bool:
    ident = json.dumps(element)
    return bool(js(browser, f"""(function () {{
        var b = document.getElementById({ident}).getBoundingClientRect();
        var s = document.getElementById('stage').getBoundingClientRect();
        return b.width > 0 && b.left >= s.left - 1 && b.right <= s.right + 1
            && b.top >= s.top - 1 && b.bottom <= s.bottom + 1; }})()"""))


def parts_outside(browser: Browser) -> list[str]:
    found = js(browser, """(function () {
        var s = document.getElementById('stage').getBoundingClientRect(), out = [];
        document.querySelectorAll('g.part').forEach(function (g) {
          if (g.classList.contains('hidden')) return;
          var b = g.getBoundingClientRect();
          if (b.left < s.left - 1 || b.right > s.right + 1 || b.top < s.top - 1
              || b.bottom > s.bottom + 1) out.push(g.id);
        });
        return out; })()""")
    assert isinstance(found, list)
    return found


def test_a_narrow_window_opens_on_the_start_at_a_readable_zoom(browser: Browser,
                                                              tmp_path: Path) -> None:
    open_map(browser, tmp_path / "map.html", 360, 740)
    assert browser.errors() == []
    start = js(browser, "window.crawlbookMap.start")
    assert start == "briefing"  # the set-up and briefing: where a reader starts
    # The map takes the window's width; the panel is below it, not beside it.
    width = js(browser, "document.getElementById('stage').clientWidth")
    height = js(browser, "document.getElementById('stage').clientHeight")
    assert isinstance(width, int) and isinstance(height, int)
    assert width >= 340 and height >= 300
    # Open on the start of reading, its words readable.
    assert in_stage(browser, str(start))
    assert text_height(browser, str(start)) >= READABLE
    assert parts_outside(browser) != []  # not the whole map: it would be unreadable
    # The whole map is one key away.
    js(browser, "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'f'})); 1")
    assert parts_outside(browser) == []
    assert "(F)" in str(js(browser, "document.getElementById('fit').title"))
    # ... and the start one key away too (S), as the window first opened.
    js(browser, "document.dispatchEvent(new KeyboardEvent('keydown', {key: 's'})); 1")
    assert text_height(browser, str(start)) >= READABLE and in_stage(browser, str(start))
    # Keys typed into the search box search, they do not move the map.
    js(browser, "var s = document.getElementById('search'); s.focus();"
                " s.dispatchEvent(new KeyboardEvent('keydown', {key: 'f', bubbles: true})); 1")
    assert parts_outside(browser) != []
    assert browser.errors() == []


def test_a_wide_window_still_opens_on_the_whole_map(browser: Browser, tmp_path: Path) -> None:
    """An overview first where there is room for one (the words may then be small)."""
    open_map(browser, tmp_path / "map.html", 1400, 900)
    assert parts_outside(browser) == []
