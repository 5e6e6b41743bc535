"""Benchmark of `crawlbook lsp` on a big booklet: how long a request waits while checks run.

Figures: docs/performance.md, "lsp: a big booklet". Run:
``.venv/bin/python benchmarks/lsp_load.py [-n 5] [--entries 10000] [--write]``.

The third probe's load (issue 26): a booklet of 10,000 entries (``check_bench.booklet``,
1.3 MB) open in a `crawlbook lsp` process driven over a pipe by pygls' client, 100 edits
sent without a pause (each toggles a letter of a prose line), then a hover on an entry
far from the edits. Measured side by side in each round: the hover's wait (from sending
it to its answer), and the time from the last edit to the diagnostics of the newest text
(the check the hover no longer waits for); then the same hover with no edit before it.
The probe saw the request after the edits wait 28.7 s; the budget is 200 ms.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from check_bench import booklet, write_section  # noqa: E402
from lsprotocol import types as lsp  # noqa: E402

from tests.lsp.client import Editor  # noqa: E402
from tests.lsp.conftest import where  # noqa: E402

DOC = ROOT / "docs" / "performance.md"
BUDGET = 0.200


def hover(editor: Editor, uri: str, line: int, char: int) -> float:
    asked = time.monotonic()
    found = editor.request(editor.client.text_document_hover_async, lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line, char)))
    assert found is not None
    return time.monotonic() - asked


def newest(editor: Editor, uri: str, version: int) -> float:
    with editor._changed:
        editor._changed.wait_for(lambda: any((p.version or 0) >= version
                                             for p in editor.published.get(uri, [])), 600)
    return time.monotonic()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", "--rounds", type=int, default=5)
    parser.add_argument("--entries", type=int, default=10_000)
    parser.add_argument("--old", type=Path, default=None, metavar="DIR",
                        help="also run the server of another tree, side by side: a folder "
                             "holding its `crawlbook` package (put on PYTHONPATH)")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="crawlbook-lsp-load-"))
    text = booklet(args.entries)
    path = folder / "big.mission"
    path.write_text(text, encoding="utf-8")
    trees: dict[str, dict[str, str] | None] = {"new": None}
    if args.old is not None:
        trees["old"] = {**os.environ, "PYTHONPATH": str(args.old.resolve())}
    editors: dict[str, tuple[Editor, str]] = {}
    found: dict[str, dict[str, list[float]]] = {
        name: {"waits": [], "checks": [], "idle": []} for name in trees}
    line, char = where(text, "Entry 500.1: the tunnel bends left", offset=29)
    target = where(text, f"• turn back → {args.entries // 10 - 100}.3", offset=15)
    try:
        for name, env in trees.items():
            # Started in the booklet's folder: `python -m` puts its folder first on the
            # path, and this tree's `crawlbook` must not shadow the other's.
            editor = Editor(folder, debounce_ms=50, env=env, cwd=folder)
            uri = editor.open(path, text)
            editors[name] = (editor, uri)
            newest(editor, uri, 1)
        for r in range(args.rounds):
            # Alternating rounds: each tree goes first in every other round.
            for name in (list(trees) if r % 2 == 0 else list(reversed(trees))):
                editor, uri = editors[name]
                figures = found[name]
                for i in range(100):
                    editor.edit(uri, line, char, line, char + 1, "E" if i % 2 == 0 else "e")
                last = time.monotonic()
                figures["waits"].append(hover(editor, uri, *target))
                figures["checks"].append(newest(editor, uri, editor.versions[uri]) - last)
                figures["idle"].append(hover(editor, uri, *target))
                print(f"round {r + 1} {name}: hover after 100 edits "
                      f"{figures['waits'][-1] * 1000:6.0f} ms, the newest text checked after "
                      f"{figures['checks'][-1]:5.2f} s, hover with no edit "
                      f"{figures['idle'][-1] * 1000:5.0f} ms", flush=True)
    finally:
        for editor, _uri in editors.values():
            try:
                editor.close_server()
            except TimeoutError:
                pass
        shutil.rmtree(folder, ignore_errors=True)
    median = statistics.median
    for name, figures in found.items():
        waits = figures["waits"]
        print(f"{name}: median hover after 100 edits {median(waits) * 1000:.0f} ms "
              f"({median(waits) / BUDGET:.2f} of the budget), check "
              f"{median(figures['checks']):.2f} s, idle hover "
              f"{median(figures['idle']) * 1000:.0f} ms")
    if args.write:
        write_doc(args, found)
    return 0


def write_doc(args: argparse.Namespace, found: dict[str, dict[str, list[float]]]) -> None:
    median = statistics.median
    names = list(found)
    rows = []
    for i in range(args.rounds):
        cells = []
        for name in names:
            figures = found[name]
            cells += [f"{figures['waits'][i] * 1000:.0f} ms", f"{figures['checks'][i]:.2f} s",
                      f"{figures['idle'][i] * 1000:.0f} ms"]
        rows.append(f"| {i + 1} | " + " | ".join(cells) + " |")
    heads = " | ".join(f"{name}: hover after 100 edits | {name}: newest text checked after "
                       f"| {name}: hover, no edit" for name in names)
    medians = "; ".join(
        f"{name} {median(found[name]['waits']) * 1000:.0f} ms "
        f"({median(found[name]['waits']) / BUDGET:.2f} of the 200 ms budget; the newest "
        f"text checked after {median(found[name]['checks']):.2f} s)" for name in names)
    section = "\n".join([
        "## lsp: a big booklet",
        "",
        f"`.venv/bin/python benchmarks/lsp_load.py -n {args.rounds}"
        + (" --old DIR" if "old" in found else "") + "`: a booklet of "
        f"{args.entries:,} entries (1.3 MB) open in `crawlbook lsp`, 100 edits sent "
        "without a pause, then a hover on an entry far from them (the third probe's load,",
        "issue 26), through pygls' client over a pipe. Side by side in each round: the",
        "hover's wait, the time from the last edit to the diagnostics of the newest text,",
        "and the same hover with no edit before it"
        + ("; `new` is this tree, `old` the tree before the checks moved to a process of"
           " their own, each its own server, in alternating rounds" if "old" in found
           else "")
        + f" (Python {sys.version.split()[0]}, the shared 2-core machine, load average "
        f"{os.getloadavg()[0]:.1f} at the end).",
        "",
        f"| round | {heads} |",
        "| ---: |" + " ---: |" * (3 * len(names)),
        *rows,
        "",
        f"Medians of the hover after the edits: {medians}; the probe's request waited "
        "28.7 s.",
        "",
    ])
    write_section(DOC, "lsp: a big booklet", section)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
