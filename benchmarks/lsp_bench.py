"""Benchmark of `crawlbook lsp`: how long after a keystroke the diagnostics arrive.

Figures: docs/performance.md, "lsp". Run: ``.venv/bin/python benchmarks/lsp_bench.py
[-n 15]``. For each bundled mission (a copy in a temporary folder), side by side in one run:

- the check itself, in process: ``Project`` re-analysing the mission after an edit, with
  the parse of the unchanged INCLUDEd files reused (what the server does) and without
  (every file parsed again);
- a keystroke over the pipe: the time from sending ``textDocument/didChange`` (one
  character, incremental) to receiving the ``publishDiagnostics`` it causes, through
  pygls' client and a `crawlbook lsp` process, with no debounce and with the default
  50 ms debounce;
- `crawlbook check FILE` as a process (what an author had before: start-up included).

Median of ``n`` edits (each edit toggles a letter of a prose line, so the diagnostics stay
the same and every check does the same work); the budget is 200 ms from the keystroke.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from crawlbook.dsl.parser import parse  # noqa: E402
from lsprotocol import types as lsp  # noqa: E402

from crawlbook.lsp.analysis import Project  # noqa: E402
from tests.lsp.client import Editor  # noqa: E402

MISSIONS = sorted((ROOT / "missions").glob("*.mission"))
BUDGET = 200.0


def prose_line(text: str) -> int:
    """A line of prose to edit: the first line after BRIEFING."""
    lines = text.split("\n")
    return lines.index("BRIEFING") + 1


def in_process(path: Path, n: int, reuse: bool) -> float:
    project = Project([path.parent])
    text = path.read_text("utf-8")
    project.open(path, text)
    project.refresh()
    if not reuse:
        # A fresh parse on every change, the cache bypassed: a method replaced on purpose.
        project._parse = lambda text, name: parse(text, name)  # type: ignore[method-assign]
    times = []
    for i in range(n):
        edited = text.replace("BRIEFING\n", "BRIEFING\n" + "x" * (i % 2), 1)
        start = time.perf_counter()
        project.change(path, edited)
        project.refresh()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def over_the_pipe(path: Path, n: int, debounce_ms: int) -> float:
    editor = Editor(path.parent, debounce_ms=debounce_ms)
    try:
        uri = editor.open(path)
        editor.diagnostics(uri)
        line = prose_line(path.read_text("utf-8"))
        times = []
        for i in range(n):
            seen = editor.count(uri)
            start = time.perf_counter()
            if i % 2 == 0:
                editor.edit(uri, line, 0, line, 0, "x")
            else:
                editor.edit(uri, line, 0, line, 1, "")
            editor.diagnostics(uri, seen)
            times.append(time.perf_counter() - start)
            time.sleep(0.05)
        editor.request(editor.client.text_document_hover_async, lsp.HoverParams(
            text_document=lsp.TextDocumentIdentifier(uri), position=lsp.Position(0, 0)))
    finally:
        editor.close_server()
    return statistics.median(times) * 1000


def check_process(path: Path, n: int) -> float:
    times = []
    for _ in range(max(3, n // 3)):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "crawlbook", "check", str(path)],
                       capture_output=True, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=15)
    args = parser.parse_args()
    print("| mission | lines | re-check, includes' parse reused | re-check, every file "
          "parsed | keystroke → diagnostics, no debounce | keystroke → diagnostics, 50 ms "
          "debounce | share of the 200 ms budget | `crawlbook check` process |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for mission in MISSIONS:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / mission.name
            shutil.copy(mission, path)
            project = Project([path.parent])
            project.open(path, path.read_text("utf-8"))
            project.refresh()
            docs = next(iter(project.analyses.values())).result.documents
            lines = docs[0].source.count("\n")
            included = sum(d.source.count("\n") for d in docs[1:])
            reused = in_process(path, args.n, True)
            fresh = in_process(path, args.n, False)
            piped = over_the_pipe(path, args.n, 0)
            debounced = over_the_pipe(path, args.n, 50)
            process = check_process(path, args.n)
        print(f"| {mission.stem} | {lines} (+{included} included) | {reused:.0f} ms | "
              f"{fresh:.0f} ms ({fresh / reused:.2f}x) | {piped:.0f} ms | {debounced:.0f} ms | "
              f"{debounced / BUDGET:.2f} | {process:.0f} ms ({process / debounced:.1f}x) |")


if __name__ == "__main__":
    main()
