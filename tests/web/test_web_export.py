"""`crawlbook export` (docs/playing.md, "A page that plays with no server"): the folder
plays the training mission in headless Chromium with the network switched off (CDP:
``Network.emulateNetworkConditions`` offline, and every request answered from the
folder or refused), the rules engine running in the page through Pyodide; a reload
resumes the game from the browser's storage. The one slow test of the player (Pyodide
starts in the page): keep it one."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from crawlbook.web.export import ExportError, find_pyodide
from tests._cdp import find_chromium, needs_chromium
from tests.web._web import OfflineBrowser, answers, choose_by_click, wait_ready


def pyodide_installed() -> bool:
    try:
        find_pyodide()
    except ExportError:
        return False
    return True


def export(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "crawlbook", "export", *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)


@needs_chromium
@pytest.mark.skipif(not pyodide_installed(), reason="Pyodide is not installed (./dev setup "
                    "runs npm ci)")
def test_the_exported_folder_plays_offline_and_resumes_after_a_reload(tmp_path: Path) -> None:
    out = tmp_path / "site"
    done = export(tmp_path, "0", "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert (out / "index.html").is_file() and (out / "pyodide" / "pyodide.asm.wasm").is_file()
    executable = find_chromium()
    assert executable is not None
    browser = OfflineBrowser(executable, timeout=180)
    try:
        browser.open_page()
        browser.offline(out)
        browser.navigate(browser.origin)
        wait_ready(browser, timeout=180)
        assert browser.evaluate("navigator.onLine") is False
        assert browser.evaluate("document.title") == "Mission 0: First Time Down (crawlbook)"
        for _ in range(4):
            choose_by_click(browser)
        played = answers(browser)
        seed = browser.evaluate("document.getElementById('subtitle').textContent")
        browser.navigate(browser.origin)  # a new page: Pyodide starts again, the save stays
        wait_ready(browser, timeout=180)
        assert answers(browser) == played
        assert browser.evaluate("document.getElementById('subtitle').textContent") == seed
        choose_by_click(browser)
        saved = json.loads(browser.evaluate("localStorage.getItem('crawlbook:/')"))
        assert saved["format"] == "crawlbook-save"  # the console's
        assert len(saved["answers"]) == answers(browser) > played
        assert browser.refused == []  # nothing but the folder was asked for
        assert browser.errors() == []
    finally:
        browser.close()


def test_export_says_where_pyodide_is_missing(tmp_path: Path) -> None:
    done = export(tmp_path, "0", "-o", str(tmp_path / "site"), "--pyodide", str(tmp_path))
    assert done.returncode == 1
    assert "no Pyodide there" in done.stderr and "Traceback" not in done.stderr
