"""The screenshots of both boards in docs/playing.md, "In the browser": `python -m
tests.web.screens docs/img` plays the training mission and a Chainsaw Warrior game in
headless Chromium, with the seeds below, and saves a picture of each."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from tests._cdp import Browser, find_chromium
from tests.web._web import choose_by_click, served, wait_ready


def shoot(browser: Browser, mission: str, seed: str, clicks: int, out: Path) -> None:
    with tempfile.TemporaryDirectory() as folder, served(mission, "--seed", seed,
                                                         cwd=Path(folder)) as url:
        browser.navigate(url)
        wait_ready(browser)
        for _ in range(clicks):
            choose_by_click(browser)
        out.write_bytes(browser.screenshot())


def main(folder: str) -> None:
    executable = find_chromium()
    assert executable is not None, "no Chromium"
    browser = Browser(executable)
    try:
        browser.open_page()
        browser.send("Emulation.setDeviceMetricsOverride", {
            "width": 1280, "height": 1000, "deviceScaleFactor": 1, "mobile": False})
        shoot(browser, "0", "5", 24, Path(folder) / "web-tunnel-rats.png")
        shoot(browser, "chainsaw-warrior", "3", 12, Path(folder) / "web-chainsaw-warrior.png")
    finally:
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1])
