"""The map's own layout (``compiler/layout.py``, drawn by ``compiler/svgdraw.py``: every
HTML map and SVGs over ``maps.LARGE`` entries) routes each edge around the boxes it passes
and keeps every edge label clear of boxes (docs/maps.md, "Large maps"; issue 29).

The drawing is read back as a reader sees it: each node's outline, each edge's path
sampled along its curves, each label's box from its text. An edge may touch its own two
nodes only; a label touches none."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from crawlbook.compiler import maps, svgdraw
from crawlbook.compiler.api import compile_source, load_program
from hypothesis import given, settings
from hypothesis import strategies as st

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1

HEADER = "RULESET tunnel-rats\n\nMISSION 1: Routes\nLEVELS 1\nTB DECK 10\n\n"
SKIP = HEADER + """EVENT 1: A skip

1.1
Do you:
• go carefully → 1.2
• run straight to the end → 1.3
- - - - - - - - - - - - - - - - - - - -
1.2
You go on.
→ 1.3
========================================
1.3
The end.
→ CONTINUE THE MISSION
========================================
"""
# Longer skips, a loop back up, a way to itself, siblings beside the skipped boxes.
TANGLE = HEADER + """EVENT 1: A tangle

1.1
Do you:
• one → 1.2
• two → 1.3
• three → 1.4
• four → 1.5
• back → 1.1
- - - - - - - - - - - - - - - - - - - -
1.2
A long, long line of text that makes this box wide indeed.
Do you:
• on → 1.3
• far → 1.6
- - - - - - - - - - - - - - - - - - - -
1.3
Do you:
• on → 1.4
• back to the start → 1.1
- - - - - - - - - - - - - - - - - - - -
1.4
→ 1.5
========================================
1.5
Do you:
• up → 1.2
• out → 1.6
- - - - - - - - - - - - - - - - - - - -
1.6
→ CONTINUE THE MISSION
========================================

EVENT 2: Across

2.1
Do you:
• over → 1.4
• stay → 2.2
- - - - - - - - - - - - - - - - - - - -
2.2
→ CONTINUE THE MISSION
========================================
"""


def drawn(program: dict, **options: object) -> str:
    return svgdraw.draw(maps.build_map(program, **options), standalone=False)  # type: ignore[arg-type]


def booklet(text: str) -> dict:
    program = compile_source(text, "routes.mission", force=True).program
    assert program is not None
    return program


def _numbers(text: str) -> list[float]:
    return [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", text)]


def nodes(svg: str) -> dict[str, Rect]:
    """Each node's outline (its rect or polygon's bounds), by name."""
    found: dict[str, Rect] = {}
    for m in re.finditer(r'<g id="[^"]*" class="node[^"]*"[^>]*><title>(.*?)</title>(.*?)'
                         r'<g fill=', svg):
        name, body = m.group(1), m.group(2)
        rect = re.search(r'<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" '
                         r'height="([\d.]+)"', body)
        if rect:
            x, y, w, h = map(float, rect.groups())
            found[name] = (x, y, x + w, y + h)
            continue
        poly = re.search(r'<polygon points="([^"]+)"', body)
        if poly:
            values = _numbers(poly.group(1))
            xs, ys = values[0::2], values[1::2]
            found[name] = (min(xs), min(ys), max(xs), max(ys))
    return found


def _bezier(points: list[tuple[float, float]], steps: int = 24) -> list[tuple[float, float]]:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = points
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                    u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3))
    return out


def path_points(d: str) -> list[tuple[float, float]]:
    """Points along an SVG path of M, L and C commands (absolute)."""
    out: list[tuple[float, float]] = []
    here = (0.0, 0.0)
    for command, args in re.findall(r"([MLC])([^MLC]*)", d):
        values = _numbers(args)
        pairs = list(zip(values[0::2], values[1::2], strict=True))
        if command == "M":
            here = pairs[0]
            out.append(here)
            pairs = pairs[1:]
            command = "L"
        if command == "L":
            for p in pairs:
                steps = 24
                out += [(here[0] + (p[0] - here[0]) * i / steps,
                         here[1] + (p[1] - here[1]) * i / steps) for i in range(1, steps + 1)]
                here = p
        else:
            for i in range(0, len(pairs), 3):
                out += _bezier([here, *pairs[i:i + 3]])[1:]
                here = pairs[i + 2]
    return out


def edges(svg: str) -> list[tuple[str, str, list[tuple[float, float]], Rect | None]]:
    """(tail, head, points along the path, the label's box or None) of every edge."""
    found = []
    for m in re.finditer(r'<g id="edge-\d+" class="edge[^"]*"[^>]*><title>(.*?)-&gt;(.*?)'
                         r'</title>(.*?)</a></g>', svg):
        tail, head, body = m.groups()
        d = re.search(r' d="([^"]+)"', body)
        assert d, body
        label = None
        text = re.search(r'<text x="([-\d.]+)" y="([-\d.]+)" font-size="9"[^>]*>(.*?)</text>',
                         body)
        if text:
            x, y = float(text.group(1)), float(text.group(2))
            width = len(re.sub(r"&\w+;|&#\d+;", "x", text.group(3))) * 5.2
            label = (x - width / 2, y - 8.0, x + width / 2, y + 2.0)
        found.append((tail, head, path_points(d.group(1)), label))
    return found


def inside(point: tuple[float, float], rect: Rect, margin: float = 1.0) -> bool:
    x, y = point
    return rect[0] + margin < x < rect[2] - margin and rect[1] + margin < y < rect[3] - margin


def overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


CELL = 200.0  # the grid that finds the boxes near an edge


def problems(svg: str) -> list[str]:
    boxes = nodes(svg)
    grid: dict[tuple[int, int], list[str]] = {}
    for name, rect in boxes.items():
        for i in range(int(rect[0] // CELL), int(rect[2] // CELL) + 1):
            for j in range(int(rect[1] // CELL), int(rect[3] // CELL) + 1):
                grid.setdefault((i, j), []).append(name)
    out = []
    for tail, head, points, label in edges(svg):
        xs, ys = [x for x, _y in points], [y for _x, y in points]
        reach = (min(xs), min(ys), max(xs), max(ys))
        if label is not None:
            reach = (min(reach[0], label[0]), min(reach[1], label[1]),
                     max(reach[2], label[2]), max(reach[3], label[3]))
        near = dict.fromkeys(name for i in range(int(reach[0] // CELL), int(reach[2] // CELL) + 1)
                             for j in range(int(reach[1] // CELL), int(reach[3] // CELL) + 1)
                             for name in grid.get((i, j), ()))
        for name in near:
            rect = boxes[name]
            if name in (tail, head) or not overlaps(reach, rect):
                continue
            if any(inside(p, rect) for p in points):
                out.append(f"edge {tail}->{head} crosses {name}")
            if label is not None and overlaps(label, rect):
                out.append(f"the label of {tail}->{head} lies on {name}")
    return out


def test_the_checker_sees_a_straight_line_through_a_box() -> None:
    svg = ('<g id="a" class="node"><title>A</title><a><rect x="0" y="0" width="10" '
           'height="10"/><g fill="black"></g></a></g>'
           '<g id="b" class="node"><title>B</title><a><rect x="0" y="40" width="10" '
           'height="10"/><g fill="black"></g></a></g>'
           '<g id="c" class="node"><title>C</title><a><rect x="0" y="80" width="10" '
           'height="10"/><g fill="black"></g></a></g>'
           '<g id="edge-0" class="edge"><title>A-&gt;C</title><a><path d="M5,10 C5,40 5,50 5,80"/>'
           '<text x="5" y="45" font-size="9">go</text></a></g>')
    assert problems(svg) == ["edge A->C crosses B", "the label of A->C lies on B"]


def test_an_option_that_skips_an_entry_goes_round_it() -> None:
    """1.1 → 1.2 → 1.3 and an option of 1.1 straight to 1.3 (issue 29): the option does
    not run through 1.2's box, and its label is not under 1.3's."""
    svg = drawn(booklet(SKIP))
    assert {"1.1", "1.2", "1.3"} <= set(nodes(svg))
    assert problems(svg) == []


def test_skips_loops_and_ways_across_events_go_round_every_box() -> None:
    svg = drawn(booklet(TANGLE))
    assert len(edges(svg)) >= 14
    assert problems(svg) == []


@pytest.mark.parametrize("mission,options", [
    ("0", {}), ("1", {}), ("2", {}), ("3", {}), ("1", {"cards": True}),
    ("chainsaw-warrior", {}), ("chainsaw-warrior-blackout", {}),
])
def test_every_bundled_map_routes_round_its_boxes(mission: str, options: dict) -> None:
    assert problems(drawn(load_program(mission), **options)) == []


def test_the_html_map_is_routed_too(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from crawlbook.cli import main

    path = tmp_path / "skip.mission"
    path.write_text(SKIP, encoding="utf-8")
    out = tmp_path / "map.html"
    result = CliRunner().invoke(main, ["graph", str(path), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert problems(out.read_text(encoding="utf-8")) == []


def test_an_svg_over_large_is_routed_too() -> None:
    """Above ``maps.LARGE`` entries the SVG is crawlbook's own drawing, routed alike."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from map_bench import synthetic_program

    program = synthetic_program(maps.LARGE + 10)
    data, _model = maps.draw_file(program, [], "svg", odds=False)
    svg = data.decode("utf-8")
    assert len(nodes(svg)) > maps.LARGE
    assert problems(svg) == []


@st.composite
def tangles(draw: st.DrawFn) -> str:
    """A booklet of one or two Events whose entries lead anywhere: down, across, back up,
    to themselves, to the other Event."""
    events = draw(st.integers(1, 2))
    sizes = [draw(st.integers(2, 7)) for _ in range(events)]
    ids = [f"{e + 1}.{i + 1}" for e, size in enumerate(sizes) for i in range(size)]
    text = HEADER
    for e, size in enumerate(sizes):
        text += f"EVENT {e + 1}: E{e + 1}\n\n"
        for i in range(size):
            eid = f"{e + 1}.{i + 1}"
            ways = draw(st.lists(st.sampled_from([*ids, "CONTINUE THE MISSION"]),
                                 min_size=1, max_size=3))
            text += f"{eid}\n"
            if len(ways) == 1:
                text += f"→ {ways[0]}\n" + "=" * 40 + "\n"
            else:
                text += "Do you:\n" + "".join(f"• way {n} → {w}\n" for n, w in enumerate(ways))
                text += " ".join("-" * 20) + "\n"
        text += "\n"
    return text


@settings(max_examples=25, deadline=None)
@given(tangles())
def test_any_tangle_is_routed_round_its_boxes(text: str) -> None:
    assert problems(drawn(booklet(text))) == []
