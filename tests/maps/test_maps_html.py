"""The interactive HTML map, the simulation's heat and the exact odds on maps (docs/maps.md),
read back by parsing: the page's SVG with xml.etree, its JSON and its elements with
html.parser. Every entry and every edge appears with its heat and odds, in the HTML map,
in crawlbook's own SVG (large maps) and in graphviz's SVG; hostile text stays text."""

from __future__ import annotations

import importlib.util
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from _maps_svg import (
    SvgMap,
    expected_edges,
    fake_odds,
    fake_report,
    load_diagnostics,
    load_program,
    needs_dot,
)
from crawlbook.compiler import heat, htmlmap, layout, maps, svgdraw

# ----------------------------------------------------------------------------- helpers


class Page(HTMLParser):
    """The elements of a page: tags with attributes, scripts' text, the JSON data."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.scripts: list[str] = []
        self._in_script = False
        self.feed(text)
        self.close()
        match = re.search(r"<svg\b.*</svg>", text, re.S)
        assert match is not None
        self.svg = SvgMap(match.group(0).encode("utf-8"))
        self.data = json.loads(self.scripts[0])

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = True
            self.scripts.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.scripts[-1] += data


def expected_heat(program: dict[str, Any], report: dict[str, Any], tail: str,
                  target: str, index: int) -> tuple[int, float | None, float | None]:
    """(runs, win rate, mean score) the report gives one way."""
    kind = program["entries"][tail]["ending"]["kind"]
    if kind == "decision":
        option = report["decisions"][tail]["options"][str(index + 1)]
        return option["runs"], option["win_rate"], option["mean_score"]
    return report["ways"].get(tail, {}).get(target, 0), None, None


def check_heat(svg: SvgMap, program: dict[str, Any], report: dict[str, Any]) -> None:
    """Every entry and every way of the program on ``svg`` (crawlbook's own SVG), with
    its runs and share, and each option with its win rate and mean score."""
    runs = report["completed"]
    for eid, reached in report["coverage"]["runs_per_entry"].items():
        if eid not in svg.nodes:
            continue
        node = svg.nodes[eid]
        assert node.get("data-entry") == eid
        assert int(node.get("data-runs", "-1")) == reached
        assert float(node.get("data-share", "-1")) == pytest.approx(reached / runs, abs=1e-4)
        assert ("never" in SvgMap.classes(node)) == (reached == 0)
        if reached == 0:
            assert "never reached" in SvgMap.text(node)
    seen = 0
    for _tail, _head, group in svg.edges:
        source = group.get("data-source")
        if source is None:
            continue
        seen += 1
        target, index = group.get("data-target", ""), int(group.get("data-index", "-1"))
        want, win, score = expected_heat(program, report, source, target, index)
        assert int(group.get("data-runs", "-1")) == want, (source, target)
        assert float(group.get("data-share", "-1")) == pytest.approx(want / runs, abs=1e-4)
        assert heat.percent(want / runs) in SvgMap.text(group)
        if win is None:
            assert group.get("data-win") is None
        else:
            assert float(group.get("data-win", "-1")) == pytest.approx(win)
            assert float(group.get("data-score", "-1")) == pytest.approx(score)
            assert f"win {heat.percent(win)}" in SvgMap.text(group)
            assert f"SP {score:.1f}" in SvgMap.text(group)
    assert seen == len([e for e in expected_edges(program) if e[0] in svg.nodes])


# ----------------------------------------------------------------------------- the page


@pytest.mark.parametrize("name", ["well", "broken", "hostile"])
def test_the_html_map_has_every_entry_and_every_edge(name: str) -> None:
    program = load_program(name)
    text, _model = htmlmap.render_html(program, load_diagnostics(name), odds={})
    page = Page(text)
    for eid in program["entries"]:
        assert eid in page.svg.nodes, eid
        assert page.svg.nodes[eid].get("data-entry") == eid
        assert SvgMap.text(page.svg.nodes[eid]).startswith(eid)
    drawn = [(t, h) for t, h, g in page.svg.edges if "edge-crawl" not in SvgMap.classes(g)]
    assert sorted(drawn) == sorted(expected_edges(program))
    # The script's data names the same nodes, with the entries' text.
    entries = {n["entry"]: n for n in page.data["nodes"].values() if "entry" in n}
    assert set(entries) == set(program["entries"])
    for eid, item in entries.items():
        texts = [s["text"] for s in program["entries"][eid]["steps"] if s["op"] == "text"]
        assert item["text"] == [maps.clean(t) for t in texts]


def test_the_page_is_self_contained() -> None:
    page = Page(htmlmap.render_html(load_program("well"), odds={})[0])
    for tag, attrs in page.tags:
        for key in ("src", "href"):
            value = attrs.get(key)
            assert value is None or value == "#", (tag, key, value)
        assert tag != "link", attrs
    assert [t for t, a in page.tags if t == "script"] == ["script", "script"]
    assert ("style" in {t for t, _a in page.tags})


def test_cards_are_in_the_page_hidden_unless_asked_for() -> None:
    program = load_program("well")
    page = Page(htmlmap.render_html(program, odds={})[0])
    assert "TR7.1" in page.svg.nodes  # in the page ...
    box = next(a for t, a in page.tags if t == "input" and a.get("id") == "show-cards")
    assert "checked" not in box  # ... behind an unticked box
    cards = [c for c in page.data["clusters"] if c["cards"]]
    assert cards and "entry-TR7.1" in cards[0]["nodes"]
    shown = Page(htmlmap.render_html(program, odds={}, cards=True)[0])
    box = next(a for t, a in shown.tags if t == "input" and a.get("id") == "show-cards")
    assert "checked" in box


def test_diagnostics_are_listed_each_linked_to_its_node() -> None:
    page = Page(htmlmap.render_html(load_program("broken"), load_diagnostics("broken"),
                                    odds={})[0])
    links = [a["data-node"] for t, a in page.tags if t == "a" and a.get("data-node")]
    assert links
    ids = {g.get("id") for g in page.svg.nodes.values()}
    assert set(links) <= ids
    marked = [g for g in page.svg.nodes.values() if g.get("data-codes")]
    assert {g.get("id") for g in marked} == set(links)


def test_hostile_text_stays_text_in_the_html_map() -> None:
    program = load_program("hostile")
    evil = program["mission"]["title"]
    text, _model = htmlmap.render_html(program, odds=fake_odds(program),
                                       heat=fake_report(program))
    page = Page(text)
    # Two scripts, both ours: the JSON and the map's; no element or handler the author wrote.
    assert len(page.scripts) == 2
    assert "alert" not in page.scripts[1]
    assert not [t for t, _a in page.tags if t == "img"]
    assert not [(t, k) for t, a in page.tags for k in a if k.startswith("on")]
    assert not [el for el in page.svg.root.iter() if el.tag.endswith(("script", "img"))]
    assert page.data["title"] == maps.clean(f"MISSION 3: {evil}")
    assert "</script" not in page.scripts[0] and "<" not in page.scripts[0]
    option = next(w for n in page.data["nodes"].values() for w in n["ways"]
                  if w["label"].startswith("if noted WELL"))
    assert option["label"].startswith("if noted WELL: <b>bold</b> {x}")


# ----------------------------------------------------------------------------- heat, odds


@pytest.mark.parametrize("name", ["well", "hostile"])
def test_every_entry_and_edge_carries_its_heat_in_the_html_map(name: str) -> None:
    program = load_program(name)
    report = fake_report(program)
    page = Page(htmlmap.render_html(program, heat=report, odds={})[0])
    check_heat(page.svg, program, report)
    for item in page.data["nodes"].values():
        if "entry" in item:
            reached = report["coverage"]["runs_per_entry"][item["entry"]]
            assert item["heat"]["runs"] == reached
    ids = {a.get("id") for _t, a in page.tags}
    assert {"panel-legend-heat-never", "panel-legend-heat-100"} <= ids


def test_every_entry_and_edge_carries_its_heat_in_the_own_svg() -> None:
    program = load_program("well")
    report = fake_report(program)
    model = maps.build_map(program, cards=True, heat=report)
    svg = SvgMap(svgdraw.draw(model).encode("utf-8"))
    check_heat(svg, program, report)
    legend = {g.get("id") for g in svg.root.iter() if (g.get("id") or "").startswith("legend")}
    assert {"legend-heat", "legend-heat-never", "legend-heat-edge", "legend-heat-option"} <= legend


@needs_dot
def test_every_entry_and_edge_carries_its_heat_in_the_graphviz_svg() -> None:
    program = load_program("well")
    report = fake_report(program)
    model = maps.build_map(program, cards=True, heat=report)
    svg = SvgMap(maps.render(maps.to_dot(model), "svg"))
    runs = report["completed"]
    for eid, reached in report["coverage"]["runs_per_entry"].items():
        node = svg.nodes[eid]
        fill = next(el.get("fill") for el in node.iter() if el.get("fill") not in (None, "none"))
        assert fill == (heat.colour(reached / runs) if reached else "#ffffff")
        assert ("never reached" in SvgMap.text(node)) == (reached == 0)
        assert f"({reached} runs)" in SvgMap.tooltip(node)
    for tail, head, group in svg.edges:
        if tail not in program["entries"]:
            continue
        edge = next(e for e in model.edges if (e.tail, e.head) == (tail, head))
        want, win, score = expected_heat(program, report, tail, edge.target or "", edge.index)
        text = SvgMap.text(group)
        assert heat.percent(want / runs) in text
        if win is not None:
            assert f"win {heat.percent(win)} · SP {score:.1f}" in text
    texts = " ".join(SvgMap.text(g) for g in svg.root.iter() if g.get("id") == "a_map")
    for _key, _fill, text in maps.heat_legend_items(model.heat):
        assert text in texts
    assert model.heat.caption() in texts


def test_every_test_and_combat_shows_its_odds() -> None:
    program = load_program("well")
    odds = fake_odds(program)
    assert odds
    page = Page(htmlmap.render_html(program, odds=odds)[0])
    for eid, found in odds.items():
        node = page.svg.nodes[eid]
        summary = found[0][1].summary
        assert node.get("data-odds") == summary
        assert summary in SvgMap.text(node)
        item = next(n for n in page.data["nodes"].values() if n.get("entry") == eid)
        (table,) = item["odds"]
        assert table["title"] == f"Chance at {eid} <b>"
        assert table["columns"] == ["Trait", "chance"]
        assert table["rows"] == [{"label": "Rat <i>", "cells": ["3", "33.3%"],
                                  "note": "note & more"}]
        assert table["chances"] == {"pass": pytest.approx(1 / 3, abs=1e-6),
                                    "fail": pytest.approx(2 / 3, abs=1e-6)}
    plain = [eid for eid in program["entries"] if eid not in odds]
    assert all(page.svg.nodes[eid].get("data-odds") is None for eid in plain)


@needs_dot
def test_graphviz_svg_shows_the_odds_in_labels_and_tooltips() -> None:
    program = load_program("well")
    odds = fake_odds(program)
    svg = SvgMap(maps.render(maps.to_dot(maps.build_map(program, cards=True, odds=odds)), "svg"))
    for eid, found in odds.items():
        assert found[0][1].summary in SvgMap.text(svg.nodes[eid])
        assert f"odds: {found[0][1].summary}" in SvgMap.tooltip(svg.nodes[eid])


def test_odds_that_take_too_long_are_left_out_and_said(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(maps, "program_odds_within", lambda *_a, **_k: None)
    text, model = htmlmap.render_html(load_program("well"))
    assert any("exact odds left out" in note for note in model.omitted)
    assert "exact odds left out" in text


def test_odds_are_computed_in_a_child_process_within_the_budget() -> None:
    program = load_program("well")
    for entry in program["entries"].values():  # Trait tests only: quick
        entry["steps"] = [s for s in entry["steps"] if s["op"] != "effect"]
    found = maps.program_odds_within(program, budget=60)
    assert found is not None
    assert set(found) == {e for e, v in program["entries"].items()
                          if v["ending"]["kind"] == "resolve"}


def test_a_report_of_something_else_is_refused() -> None:
    with pytest.raises(heat.HeatError, match="not a crawlbook simulation report"):
        heat.Heat.from_report({"format": "other"})
    with pytest.raises(heat.HeatError, match="incomplete"):
        heat.Heat.from_report({"format": "crawlbook-simulation"})
    program = load_program("well")
    stale = fake_report(program)
    stale["mission"]["content_hash"] = "another"
    program["content_hash"] = "this"
    assert heat.Heat.from_report(stale, program).stale


# ----------------------------------------------------------------------------- scale


def test_a_large_map_is_laid_out_by_crawlbook_not_graphviz() -> None:
    path = Path(__file__).parents[2] / "benchmarks" / "map_bench.py"
    spec = importlib.util.spec_from_file_location("map_bench", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    program = bench.synthetic_program(maps.LARGE + 10)
    data, model = maps.draw_file(program, fmt="svg", odds={})
    svg = SvgMap(data)
    assert b'id="drawing"' in data  # crawlbook's drawing, not graphviz's
    assert len([n for n in model.nodes.values() if n.kind == "entry"]) == maps.LARGE + 10
    assert set(program["entries"]) <= set(svg.nodes)


def test_the_layout_keeps_nodes_apart_and_ways_downwards() -> None:
    program = load_program("well")
    model = maps.build_map(program, cards=True)
    placed = layout.layout(model)
    boxes = placed.boxes
    for cluster in model.clusters:
        frame = placed.frames[cluster.name]
        names = cluster.nodes
        for name in names:  # inside its frame
            box = boxes[name]
            assert frame.x <= box.x - box.w / 2 and box.x + box.w / 2 <= frame.x + frame.w + 0.01
            assert frame.y <= box.top and box.bottom <= frame.y + frame.h + 0.01
        for a in names:  # no two nodes overlap
            for b in names:
                if a < b:
                    p, q = boxes[a], boxes[b]
                    apart = (abs(p.x - q.x) >= (p.w + q.w) / 2 - 0.01
                             or abs(p.y - q.y) >= (p.h + q.h) / 2 - 0.01)
                    assert apart, (a, b)
    forward = [e for e in model.edges if e.tail in boxes and e.head in boxes
               and e.kind != "crawl" and e.head != e.tail]
    assert sum(boxes[e.head].layer > boxes[e.tail].layer for e in forward) >= len(forward) - 1


def test_the_same_map_gives_the_same_page() -> None:
    program = load_program("well")
    report = fake_report(program)
    one = htmlmap.render_html(program, heat=report, odds={})[0]
    two = htmlmap.render_html(json.loads(json.dumps(program)), heat=report, odds={})[0]
    assert one == two


@pytest.mark.parametrize(("selection", "entries"), [
    ({"event": 1}, {"1.1", "1.2", "1.3", "1.4"}),
    ({"event": "TR7"}, {"TR7.1", "TR7.2"}),
    ({"entry": "1.2", "depth": 1}, {"1.1", "1.2", "1.3", "1.4"}),
])
def test_one_event_card_or_neighbourhood_as_an_html_map(selection: dict[str, Any],
                                                        entries: set[str]) -> None:
    page = Page(htmlmap.render_html(load_program("well"), odds={}, **selection)[0])
    drawn = {g.get("data-entry") for g in page.svg.nodes.values() if g.get("data-entry")}
    assert drawn == entries
    frames = [g for g in page.svg.root.iter() if "cluster" in SvgMap.classes(g)]
    assert frames and all(SvgMap.text(g).strip() for g in frames)
    nodes = {n for c in page.data["clusters"] for n in c["nodes"]}
    assert all(c["nodes"] for c in page.data["clusters"] if c["id"] in
               {g.get("id") for g in frames})
    assert {f"entry-{e}" for e in entries} <= nodes
