"""Helpers of the browser player's tests (docs/playing.md, "In the browser"): a real
`crawlbook serve` in a child process, and clicks and keys sent to headless Chromium
through the DevTools protocol (tests/_cdp.py)."""

from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests._cdp import Browser

URL = re.compile(r"(http://\S+/)")


@contextmanager
def served(*args: str, cwd: Path, timeout: float = 30.0,
           command: tuple[str, ...] = ("serve", "--no-browser"),
           stderr: list[str] | None = None) -> Iterator[str]:
    """`crawlbook serve --no-browser ARGS` (or ``command``) running in ``cwd``; yields its
    address; ``stderr`` is given what it printed there, once it has stopped."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "crawlbook", *command, *args], cwd=cwd,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert process.stdout is not None
        deadline = time.monotonic() + timeout
        url = None
        while url is None:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([process.stdout], [], [], max(0.0, left))
            if not ready or left <= 0:
                raise TimeoutError("crawlbook serve printed no address")
            line = process.stdout.readline()
            if not line:
                raise RuntimeError(f"crawlbook serve ended: {process.stderr.read()}")  # type: ignore[union-attr]
            found = URL.search(line)
            if found:
                url = found.group(1)
        yield url
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if stderr is not None and process.stderr is not None:
            stderr.append(process.stderr.read())


def wait_ready(browser: Browser, after: int | None = None, timeout: float = 20.0) -> None:
    """Wait until the page shows a view (with more than ``after`` answers, when given; a
    stop with nothing to read is answered by itself) and is not waiting for one."""
    deadline = time.monotonic() + timeout
    test = "document.body.dataset.ready === '1' && !document.body.dataset.busy"
    if after is not None:
        test += f" && Number(document.body.dataset.answers) > {after}"
    while not browser.evaluate(test):
        if time.monotonic() > deadline:
            status = browser.evaluate("document.getElementById('status').textContent")
            raise TimeoutError(f"the page did not get ready: {status!r}")
        time.sleep(0.02)


def answers(browser: Browser) -> int:
    return int(browser.evaluate("document.body.dataset.answers"))


def click(browser: Browser, selector: str) -> None:
    """A real mouse click (pressed and released) in the middle of the element."""
    box = browser.evaluate(
        f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
        " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
        " return [r.left + r.width / 2, r.top + r.height / 2]; })()")
    x, y = box
    for kind in ("mousePressed", "mouseReleased"):
        browser.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y,
                                                  "button": "left", "clickCount": 1})


def press(browser: Browser, key: str) -> None:
    """A key pressed and released (a digit, or "Enter")."""
    code = {"Enter": 13}.get(key, ord(key.upper()) if len(key) == 1 else 0)
    text = "\r" if key == "Enter" else key
    browser.send("Input.dispatchKeyEvent", {"type": "keyDown", "key": key, "text": text,
                                            "windowsVirtualKeyCode": code})
    browser.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": key,
                                            "windowsVirtualKeyCode": code})


def choose_by_click(browser: Browser) -> None:
    """Click the default choice, else the first; wait for the next view."""
    before = answers(browser)
    click(browser, "#prompt button.is-default, #prompt button.choice")
    wait_ready(browser, before)


def story_text(browser: Browser) -> str:
    return str(browser.evaluate("document.getElementById('story').textContent"))


def view_json(url: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    """The server's JSON interface, from the test (urllib, no browser)."""
    import urllib.request

    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url + path, data=data, method="POST" if data else "GET",
                                     headers={"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())


TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
         ".css": "text/css", ".json": "application/json", ".wasm": "application/wasm",
         ".zip": "application/zip"}


class OfflineBrowser(Browser):
    """Chromium with the network switched off (``Network.emulateNetworkConditions``) and
    every request answered by the test (``Fetch``): from ``folder`` for the address
    ``origin``, refused for any other (and counted in ``refused``)."""

    folder: Path
    origin: str = "http://export.test/"
    refused: list[str]
    _fetch_id = 10_000_000

    def offline(self, folder: Path) -> None:
        self.folder = folder
        self.refused = []
        self.send("Network.enable")
        self.send("Network.emulateNetworkConditions", {
            "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        self.send("Fetch.enable", {"patterns": [{"urlPattern": "*"}]})

    def _read_message(self, deadline: float) -> dict[str, Any]:
        while True:
            message = super()._read_message(deadline)
            if message.get("method") != "Fetch.requestPaused":
                return message
            self._answer(message["params"])

    def _answer(self, params: dict[str, Any]) -> None:
        import base64

        url = params["request"]["url"].split("#")[0].split("?")[0]
        path = self.folder / url[len(self.origin):] if url.startswith(self.origin) else None
        if path is not None and path.is_dir():
            path = path / "index.html"
        OfflineBrowser._fetch_id += 1
        message: dict[str, Any] = {"id": OfflineBrowser._fetch_id, "sessionId": self.session}
        if path is not None and path.is_file():
            message["method"] = "Fetch.fulfillRequest"
            message["params"] = {
                "requestId": params["requestId"], "responseCode": 200,
                "responseHeaders": [{"name": "Content-Type",
                                     "value": TYPES.get(path.suffix, "application/octet-stream")}],
                "body": base64.b64encode(path.read_bytes()).decode()}
        else:
            self.refused.append(url)
            message["method"] = "Fetch.failRequest"
            message["params"] = {"requestId": params["requestId"],
                                 "errorReason": "InternetDisconnected"}
        os.write(self._to_child, json.dumps(message).encode() + b"\0")
