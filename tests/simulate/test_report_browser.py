"""The simulation report's page in a real browser (docs/simulate.md, "Coverage"): a book
that says where reading starts (`START`) gets the table "Runs from each start" in its
HTML report, as the text and JSON reports have it (``coverage.starts``; issue 24), with
the same figures, its words escaped; a book without a `START` line has none. Headless
Debian Chromium, driven through its DevTools protocol (tests/_cdp.py)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from crawlbook.runtime.simulation import simulate
from crawlbook.runtime.simulation.html import render_html

from tests._cdp import Browser, browser_fixture, needs_chromium

from .fixtures import coverage_program

pytestmark = needs_chromium
browser = pytest.fixture(scope="module")(browser_fixture)

# The rows of the table as the page shows them, cell by cell (none when it is absent).
ROWS = ("[...document.querySelectorAll('table.starts tr')].slice(1)"
        ".map(tr => [...tr.cells].map(td => td.textContent))")


@pytest.fixture(scope="module")
def started() -> dict[str, Any]:
    """A simulation of a book that starts at 1.1 and at 1.9 (no way leads to 1.9)."""
    program = {**coverage_program(), "start": ["1.1", "1.9"]}
    return simulate(program, 20, seed=3, policy="random", workers=1)


def _open(browser: Browser, tmp_path: Path, report: dict[str, Any]) -> None:
    page = tmp_path / "report.html"
    page.write_text(render_html(report), encoding="utf-8")
    browser.navigate(page.as_uri())


def test_the_page_shows_the_runs_from_each_start(browser: Browser, tmp_path: Path,
                                                 started: dict[str, Any]) -> None:
    starts = started["coverage"]["starts"]
    assert started["coverage"]["starts_declared"] and [s["entry"] for s in starts] == [
        "1.1", "1.9"]
    _open(browser, tmp_path, started)
    assert browser.evaluate("document.getElementById('starts').textContent") == (
        "Runs from each start")
    assert browser.evaluate(ROWS) == [
        [s["entry"], str(s["runs"]), f"{s['reached']}/{s['entries']}",
         ", ".join(s["never_reached"]) or "-"] for s in starts]
    # no run reads 1.9, nothing turns to it: its row is marked as never read
    assert starts[1]["runs"] == 0
    assert browser.evaluate("[...document.querySelectorAll('table.starts tr.never')]"
                            ".map(tr => tr.cells[0].textContent)") == ["1.9"]
    assert browser.errors() == []


def test_what_the_table_shows_is_escaped(browser: Browser, tmp_path: Path,
                                         started: dict[str, Any]) -> None:
    report = copy.deepcopy(started)
    hostile = '<img src=x onerror="document.title=1"><script>document.title=2</script>'
    report["coverage"]["starts"][0]["entry"] = hostile
    report["coverage"]["starts"][0]["never_reached"] = ["<b>1.5</b>"]
    _open(browser, tmp_path, report)
    assert browser.evaluate("document.scripts.length") == 0
    assert browser.evaluate("document.images.length") == 0
    assert browser.evaluate("document.querySelectorAll('table.starts b').length") == 0
    first = browser.evaluate(ROWS)[0]
    assert first[0] == hostile and first[3] == "<b>1.5</b>"
    assert browser.errors() == []


def test_a_book_without_start_has_no_such_table(browser: Browser, tmp_path: Path) -> None:
    report = simulate(coverage_program(), 10, seed=3, policy="random", workers=1)
    assert not report["coverage"]["starts_declared"]
    _open(browser, tmp_path, report)
    assert browser.evaluate("document.getElementById('starts')") is None
    assert browser.evaluate(ROWS) == []
    assert browser.errors() == []
