"""Benchmark of branch maps (``crawlbook graph``) on synthetic booklets of many entries.

Run: ``.venv/bin/python benchmarks/map_bench.py [N ...]`` (default 100 1000 10000 entries);
``--booklet`` times the HTML booklet (``crawlbook booklet``) of the same programs instead.
It times the three stages separately: building the map model and the DOT text (pure
Python), and the layout by graphviz's ``dot`` (SVG). Results go in docs/performance.md.

``--compare [N ...]`` times, side by side in one run on the same program, the old path
(graphviz's ``dot`` lays out the whole map, SVG) and crawlbook's own layout
(``compiler/layout.py``: the SVG of a large map, and the interactive HTML map with a
simulation's heat on it), and prints their ratio. ``--no-dot`` skips graphviz (minutes on
10,000 entries). ``--write DIR`` keeps the 10,000-entry program and its HTML map.
The synthetic booklet has Events of ten entries each: a decision, a Trait test with pass
and fail, a Log Entry check, a Combat, Damage and a Log Entry noted, as real Events do.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from crawlbook.compiler import maps


def synthetic_program(entries: int) -> dict[str, Any]:
    """A program of ``entries`` entries in Events of ten (the last Event may be shorter)."""
    events: dict[str, Any] = {}
    table: dict[str, Any] = {}
    number = 0
    while len(table) < entries:
        number += 1
        size = min(10, entries - len(table))
        ids = [f"{number}.{i}" for i in range(1, size + 1)]
        events[str(number)] = {"number": number, "title": f"Event {number}", "first": ids[0],
                               "entries": ids, "span": None}
        for i, eid in enumerate(ids):
            nxt = ids[i + 1] if i + 1 < size else "CONTINUE"
            after = ids[i + 2] if i + 2 < size else "CONTINUE"
            steps: list[dict[str, Any]] = [{"op": "text", "text": f"Entry {eid}: the tunnel bends "
                                            "left and the air grows thick with smoke."}]
            kind = i % 5
            ending: dict[str, Any]
            if kind == 0:
                ending = {"kind": "decision", "options": [
                    {"text": "crawl on", "to": nxt, "if": None},
                    {"text": "turn back", "to": after, "if": None}]}
            elif kind == 1:
                ending = {"kind": "resolve", "verb": "TEST",
                          "params": {"who": "LEAD", "trait": "PERCEPTION", "diff": 2},
                          "outcomes": {"pass": nxt, "fail": after}}
            elif kind == 2:
                ending = {"kind": "branch", "arms": [
                    {"if": {"and": [{"noted": "WELL"}, {"not": {"noted": "LOUD"}}]}, "to": nxt},
                    {"if": None, "to": after}]}
            elif kind == 3:
                steps.append({"op": "effect", "verb": "COMBAT", "line": 1, "params": {
                    "standard": 2, "elite": 1, "initiative": "VC", "target": None,
                    "threat_after": 1}})
                ending = {"kind": "goto", "to": nxt}
            else:
                steps.append({"op": "effect", "verb": "DAMAGE", "line": 1,
                              "params": {"who": "LEAD", "amount": 1}})
                steps.append({"op": "effect", "verb": "NOTE", "line": 1,
                              "params": {"name": "WELL"}})
                ending = {"kind": "goto", "to": nxt}
            table[eid] = {"id": eid, "owner": str(number), "owner_kind": "event",
                          "span": {"file": "bench.mission", "line": len(table) * 5 + 1,
                                   "column": 1, "end_line": len(table) * 5 + 5,
                                   "end_column": 1},
                          "steps": steps, "ending": ending,
                          "line": "dotted" if kind < 3 else "double"}
    return {"format": "crawlbook-program", "version": 1, "ruleset": "tunnel-rats",
            "mission": {"number": 99, "title": f"Benchmark of {entries} entries",
                        "briefing": ["A very long mission."], "objectives": [],
                        "decks": [{"level": 1, "standard": 5, "placements": [
                            {"events": list(range(1, number + 1)), "where": "shuffled",
                             "depth": None}]}]},
            "events": events, "cards": {}, "entries": table,
            "end_of_mission": {"text": ["Out."], "success_points": []}, "content": {}}


def bench(entries: int) -> dict[str, float]:
    program = synthetic_program(entries)
    t0 = time.perf_counter()
    model = maps.build_map(program)
    t1 = time.perf_counter()
    source = maps.to_dot(model)
    t2 = time.perf_counter()
    svg = maps.render(source, "svg") if maps.dot_available() else b""
    t3 = time.perf_counter()
    return {"entries": entries, "model_s": t1 - t0, "dot_text_s": t2 - t1, "layout_svg_s": t3 - t2,
            "dot_kib": len(source) / 1024, "svg_kib": len(svg) / 1024}


def bench_booklet(entries: int) -> dict[str, float]:
    from crawlbook.compiler import booklet

    program = synthetic_program(entries)
    t0 = time.perf_counter()
    html = booklet.render_booklet(program)
    return {"entries": entries, "html_s": time.perf_counter() - t0, "html_kib": len(html) / 1024}


def synthetic_heat(program: dict[str, Any]) -> dict[str, Any]:
    """A simulation report of the program's shape (every entry reached by some of 1,000
    runs, every way taken), so the heat costs what a real one does."""
    runs = 1000
    entries = program["entries"]
    reach = {eid: (i * 37) % (runs + 1) for i, eid in enumerate(entries)}
    ways: dict[str, dict[str, int]] = {}
    decisions: dict[str, Any] = {}
    for eid, entry in entries.items():
        for to, *_ in maps.targets_of(entry["ending"], program["ruleset"]):
            ways.setdefault(eid, {})[to] = reach[eid] // 2
        if entry["ending"]["kind"] == "decision":
            decisions[eid] = {"taken": reach[eid], "options": {
                str(i): {"text": o["text"], "to": o["to"], "taken": reach[eid] // 2,
                         "runs": reach[eid] // 2, "wins": reach[eid] // 4,
                         "win_rate": 0.5, "mean_score": 3.25}
                for i, o in enumerate(entry["ending"]["options"], 1)}}
    return {"format": "crawlbook-simulation", "version": 2, "completed": runs, "runs": runs,
            "policy": "random", "mission": {"content_hash": None},
            "score": {"name": "Success Points"},
            "coverage": {"runs_per_entry": reach}, "ways": ways, "decisions": decisions}


def bench_compare(entries: int, with_dot: bool, keep: str | None) -> dict[str, float]:
    """Old path (graphviz layout of the whole map) and new path (own layout) side by side."""
    from crawlbook.compiler import htmlmap, svgdraw

    program = synthetic_program(entries)
    report = synthetic_heat(program)
    t0 = time.perf_counter()
    model = maps.build_map(program)
    svg = svgdraw.draw(model)
    t1 = time.perf_counter()
    page, _model = htmlmap.render_html(program, heat=report, odds={})
    html_s = time.perf_counter() - t1
    odds = maps.program_odds_within(program)  # what --odds adds (nan: past the budget)
    odds_s = time.perf_counter() - t1 - html_s if odds is not None else float("nan")
    t2 = time.perf_counter()
    old = 0.0
    if with_dot and maps.dot_available():
        maps.render(maps.to_dot(maps.build_map(program)), "svg")
        old = time.perf_counter() - t2
    if keep:
        import json
        from pathlib import Path

        folder = Path(keep)
        (folder / f"bench-{entries}.json").write_text(json.dumps(program), encoding="utf-8")
        (folder / f"bench-{entries}.html").write_text(page, encoding="utf-8")
    return {"entries": entries, "own_svg_s": t1 - t0, "html_s": html_s, "dot_s": old,
            "odds_s": odds_s,
            "svg_kib": len(svg) / 1024, "html_kib": len(page) / 1024}


def main(argv: list[str]) -> None:
    if "--compare" in argv:
        keep = argv[argv.index("--write") + 1] if "--write" in argv else None
        sizes = [int(a) for a in argv if a.isdigit()] or [100, 1000, 10000]
        print("| entries | graphviz SVG (s) | own layout SVG (s) | ratio | HTML map with heat (s) "
              "| exact odds (s) | SVG (KiB) | HTML (KiB) |")
        print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for size in sizes:
            r = bench_compare(size, "--no-dot" not in argv, keep)
            ratio = f"{r['dot_s'] / r['own_svg_s']:.0f}×" if r["dot_s"] else "-"
            old = f"{r['dot_s']:.1f}" if r["dot_s"] else "-"
            print(f"| {size} | {old} | {r['own_svg_s']:.2f} | {ratio} | {r['html_s']:.2f} "
                  f"| {r['odds_s']:.2f} | {r['svg_kib']:.0f} | {r['html_kib']:.0f} |", flush=True)
        return
    if "--booklet" in argv:
        print("| entries | booklet HTML (s) | HTML (KiB) |")
        print("| ---: | ---: | ---: |")
        for size in [int(a) for a in argv if a != "--booklet"] or [100, 1000, 10000]:
            r = bench_booklet(size)
            print(f"| {size} | {r['html_s']:.2f} | {r['html_kib']:.0f} |", flush=True)
        return
    sizes = [int(a) for a in argv] or [100, 1000, 10000]
    print("| entries | model (s) | DOT text (s) | dot layout to SVG (s) | DOT (KiB) | SVG (KiB) |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |")
    for size in sizes:
        r = bench(size)
        print(f"| {size} | {r['model_s']:.2f} | {r['dot_text_s']:.2f} | {r['layout_svg_s']:.1f} "
              f"| {r['dot_kib']:.0f} | {r['svg_kib']:.0f} |", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
