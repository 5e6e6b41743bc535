"""The browser player's figures for docs/performance.md ("web"): the size of a
`crawlbook export` folder by part, and how long a page takes to be ready to play in
headless Chromium, the exported page (Pyodide starts in the page, then crawlbook's
runtime is unpacked and imported) side by side with the served page (`crawlbook serve`:
the engine runs on the server), in alternating rounds on the same machine.

Run: ``.venv/bin/python benchmarks/web_bench.py [ROUNDS]`` (default 3) from a checkout
where ``./dev setup`` has installed Pyodide. The exported folder is served by a plain
static file server on 127.0.0.1 (as a static host would), the browser's cache off, so
every round loads every file. "ready" is the page's first view of the game (the briefing
and its prompt); the exported page also reports its own phases (``window.crawlbookLoad``).
"""

from __future__ import annotations

import functools
import http.server
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from crawlbook.compiler.api import load_program  # noqa: E402

from crawlbook.web.export import export, find_pyodide  # noqa: E402
from tests._cdp import Browser, find_chromium  # noqa: E402
from tests.web._web import served, wait_ready  # noqa: E402


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 (the base class's own attribute, replaced)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".mjs": "text/javascript"}

    def log_message(self, *args: object) -> None:
        pass


def sizes(folder: Path) -> dict[str, int]:
    parts: dict[str, int] = {}
    for path in folder.rglob("*"):
        if path.is_file():
            part = path.relative_to(folder).parts[0] if len(path.relative_to(folder).parts) > 1 \
                else "page"
            parts[part] = parts.get(part, 0) + path.stat().st_size
    return parts


def ready(browser: Browser, url: str) -> float:
    start = time.perf_counter()
    browser.navigate(url)
    wait_ready(browser, timeout=300)
    return time.perf_counter() - start


def main(rounds: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "site"
        export(load_program("0"), out, find_pyodide())
        parts = sizes(out)
        total = sum(parts.values())
        print("export of the training mission:")
        for part, size in sorted(parts.items(), key=lambda p: -p[1]):
            print(f"  {part:<10} {size / 1e6:6.2f} MB")
        print(f"  {'total':<10} {total / 1e6:6.2f} MB in "
              f"{sum(1 for p in out.rglob('*') if p.is_file())} files")
        handler = functools.partial(Quiet, directory=str(out))
        static = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=static.serve_forever, daemon=True).start()
        executable = find_chromium()
        assert executable is not None
        browser = Browser(executable, timeout=300)
        try:
            browser.open_page()
            browser.send("Network.enable")
            browser.send("Network.setCacheDisabled", {"cacheDisabled": True})
            with served("0", "--seed", "1", cwd=Path(folder)) as url:
                exported, server = [], []
                for k in range(rounds):
                    # each page starts a new game: its storage is cleared once it is read
                    exported.append(ready(browser,
                                          f"http://127.0.0.1:{static.server_address[1]}/"))
                    phases = browser.evaluate("window.crawlbookLoad")
                    browser.evaluate("sessionStorage.clear(); localStorage.clear()")
                    server.append(ready(browser, url))
                    browser.evaluate("sessionStorage.clear()")
                    print(f"round {k + 1}: exported {exported[-1]:.2f} s (Pyodide "
                          f"{phases['pyodide'] / 1000:.2f} s, runtime unpacked "
                          f"{phases['unpacked'] / 1000:.2f} s, first view "
                          f"{phases['ready'] / 1000:.2f} s), served {server[-1]:.2f} s")
            best_e, best_s = min(exported), min(server)
            print(f"best: exported {best_e:.2f} s, served {best_s:.2f} s, "
                  f"ratio {best_e / best_s:.0f}x; load average {os.getloadavg()[0]:.1f} "
                  f"on {os.cpu_count()} cores")
        finally:
            browser.close()
            static.shutdown()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
