"""The browser player in real headless Chromium (docs/playing.md, "In the browser"): a
real `crawlbook serve`, driven by mouse clicks and key presses through the DevTools
protocol. The training mission to its end by clicks alone; a Chainsaw Warrior game
through kitting out and its first fight by keys, readable at 360 px, resumed after a
reload; a console save goes on in the browser and back; a hostile mission's text shows
as text and runs nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests._cdp import Browser, browser_fixture, needs_chromium
from tests.web._web import (
    answers,
    choose_by_click,
    click,
    press,
    served,
    story_text,
    view_json,
    wait_ready,
)

pytestmark = needs_chromium
DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    yield from browser_fixture()


def over(browser: Browser) -> bool:
    return bool(browser.evaluate("!!document.getElementById('result')"))


def event_panel(browser: Browser) -> str:
    return str(browser.evaluate("document.getElementById('events').textContent"))


def console(*args: str, cwd: Path, script: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "crawlbook", "play", *args], cwd=cwd,
                          input=script, capture_output=True, text=True, timeout=120)


def test_the_training_mission_to_its_end_by_clicks_alone(browser: Browser,
                                                         tmp_path: Path) -> None:
    with served("0", "--seed", "5", cwd=tmp_path) as url:
        browser.navigate(url)
        wait_ready(browser)
        assert browser.evaluate("document.title") == "Mission 0: First Time Down (crawlbook)"
        assert "BRIEFING" in story_text(browser)
        for _ in range(300):
            if over(browser):
                break
            choose_by_click(browser)
        assert over(browser)
        result = browser.evaluate("document.getElementById('result').textContent")
        assert result.startswith(("SUCCESS", "FAILURE"))
        assert "mission_end" in event_panel(browser)
        # the board: the Tunnel cards as placed, the Threat track, the Team, the TB deck
        titles = browser.evaluate(
            "[...document.querySelectorAll('.group-title')].map(e => e.textContent)")
        assert titles[:3] == ["The Tunnel Complex", "Threat and the TB deck",
                              "The Team, in Formation"]
        assert browser.evaluate("document.querySelectorAll('.grid .card').length") >= 2
        assert browser.evaluate("document.querySelectorAll('.grid .edge-open').length") > 0
        # for a screen reader: the story is a live region, the pieces say what they show
        assert browser.evaluate("document.getElementById('story').getAttribute('aria-live')"
                                ) == "polite"
        assert "exits: " in browser.evaluate(
            "document.querySelector('.grid .card').getAttribute('aria-label')")
        assert browser.evaluate(
            "document.querySelector('.track').getAttribute('aria-label')").startswith("Threat: ")
        assert browser.errors() == []


def test_chainsaw_warrior_kitting_out_and_the_first_fight_by_keys(browser: Browser,
                                                                  tmp_path: Path) -> None:
    with served("chainsaw-warrior", "--seed", "3", cwd=tmp_path) as url:
        browser.send("Emulation.setDeviceMetricsOverride", {
            "width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True})
        try:
            browser.navigate(url)
            wait_ready(browser)
            # readable at 360 px: nothing wider than the screen
            assert browser.evaluate("document.documentElement.scrollWidth") <= 360
            for _ in range(200):
                if "fight_end" in event_panel(browser):
                    break
                before = answers(browser)
                browser.evaluate("document.activeElement.blur()")
                key = ("Enter" if browser.evaluate("!!document.querySelector('.is-default')")
                       else "1")
                press(browser, key)
                wait_ready(browser, before)
            log = event_panel(browser)
            assert "fight_start" in log and "fight_end" in log
            assert "kit" in log.lower()
            shown = story_text(browser)
            assert "Round 1" in shown  # each die with its reason
            titles = browser.evaluate(
                "[...document.querySelectorAll('.group-title')].map(e => e.textContent)")
            assert titles[0] == "Time" and "The Warrior" in titles and "The House" in titles
            assert browser.evaluate("document.documentElement.scrollWidth") <= 360
            # reload: the same game, at the same prompt
            done = answers(browser)
            seed = browser.evaluate("document.getElementById('subtitle').textContent")
            browser.navigate(url)
            wait_ready(browser)
            assert answers(browser) == done
            assert browser.evaluate("document.getElementById('subtitle').textContent") == seed
            assert "fight_end" in event_panel(browser)
            # help: the rule behind the prompt
            press(browser, "h")
            assert browser.evaluate("!document.getElementById('help').hidden")
            assert browser.errors() == []
        finally:
            browser.send("Emulation.clearDeviceMetricsOverride")


def test_a_console_save_goes_on_in_the_browser_and_back(browser: Browser,
                                                        tmp_path: Path) -> None:
    saved = tmp_path / "game.save.json"
    first = console("0", "--seed", "11", "--save", str(saved), cwd=tmp_path, script="\n\n1\n\n")
    assert first.returncode == 0, first.stderr
    at_console = len(json.loads(saved.read_text())["answers"])
    assert at_console >= 1
    with served("0", "--load", str(saved), cwd=tmp_path) as url:
        browser.navigate(url)
        wait_ready(browser)
        assert answers(browser) == at_console
        choose_by_click(browser)
        in_browser = answers(browser)
        click(browser, "#save-button")
        browser.evaluate("new Promise(r => setTimeout(r, 300))")
        status = browser.evaluate("document.getElementById('status').textContent")
        assert f"Game saved to {saved}" in status and "--load" in status
        assert browser.errors() == []
    assert len(json.loads(saved.read_text())["answers"]) == in_browser
    back = console("--load", str(saved), cwd=tmp_path, script="\n")
    assert back.returncode == 0, back.stderr
    assert len(json.loads(saved.read_text())["answers"]) > in_browser


def test_a_hostile_mission_shows_its_markup_as_text_and_runs_nothing(browser: Browser,
                                                                     tmp_path: Path) -> None:
    with served(str(DATA / "hostile.mission"), "--seed", "2", cwd=tmp_path) as url:
        browser.navigate(url)
        wait_ready(browser)
        for _ in range(3):
            choose_by_click(browser)
        shown = story_text(browser)
        for text in ("<script>window.pwned=2</script>", "</script>",
                     'href="javascript:window.pwned=4"', '<svg onload="window.pwned=5">',
                     "<svg/onload=window.pwned=6>", "[bold]not markup[/bold]",
                     "<script>window.pwned=7</script>"):
            assert text in shown
        title = browser.evaluate("document.getElementById('title').textContent")
        assert title == "Mission 0: </script><script>window.pwned=1</script>"
        assert browser.evaluate("typeof window.pwned") == "undefined"
        assert browser.evaluate("document.scripts.length") == 1  # player.js alone
        assert browser.evaluate(
            "document.querySelectorAll('#story svg, #story img, #story a, #story script,"
            " #board script, #board svg').length") == 0
        assert browser.errors() == []


KEPT = "sessionStorage.getItem('crawlbook:' + location.pathname)"


def test_a_duplicated_tab_plays_a_copy_not_the_same_game(browser: Browser,
                                                         tmp_path: Path) -> None:
    """Each tab its own game: a duplicated tab (its sessionStorage copied) goes on with a
    copy of the game, and the first tab's game does not move."""
    with served("0", "--seed", "8", cwd=tmp_path) as url:
        browser.navigate(url)
        wait_ready(browser)
        choose_by_click(browser)
        played = answers(browser)
        record = browser.evaluate(KEPT)
        original = json.loads(record)["game"]
        first = browser.session
        target = browser.send("Target.createTarget", {"url": "about:blank"}, session=False)
        attached = browser.send("Target.attachToTarget", {"targetId": target["targetId"],
                                                          "flatten": True}, session=False)
        browser.session = attached["sessionId"]
        try:
            for domain in ("Page", "Runtime"):
                browser.send(f"{domain}.enable")
            browser.navigate(url)
            wait_ready(browser)
            browser.evaluate(f"sessionStorage.setItem('crawlbook:' + location.pathname, "
                             f"{json.dumps(record)})")
            browser.navigate(url)  # as a duplicated tab opens: the first tab's record
            wait_ready(browser)
            assert answers(browser) == played
            assert json.loads(browser.evaluate(KEPT))["game"] != original
            choose_by_click(browser)
            assert answers(browser) > played
            assert browser.errors() == []
        finally:
            browser.send("Target.closeTarget", {"targetId": target["targetId"]}, session=False)
            browser.session = first
        assert answers(browser) == played
        assert view_json(url, f"api/games/{original}")["view"]["answers"] == played
