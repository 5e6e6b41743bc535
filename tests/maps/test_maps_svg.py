"""Branch maps (docs/maps.md) read back from the rendered SVG: every entry, every edge of the
program, the diagnostics drawn on the map, the legend, hostile text escaped."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from _maps_svg import SVG, SvgMap, expected_edges, load_diagnostics, load_program, needs_dot
from crawlbook.compiler import maps

from crawlbook import plugins

pytestmark = needs_dot


def outline(group: Any) -> Any:
    """The shape of a node: its first polygon or path."""
    return next(el for el in group.iter() if el.tag in (f"{SVG}polygon", f"{SVG}path"))


@pytest.mark.parametrize("name", ["well", "broken", "hostile"])
def test_every_entry_and_every_edge_appear(name: str) -> None:
    program = load_program(name)
    svg = SvgMap(maps.draw(program, load_diagnostics(name), fmt="svg", cards=True))
    for eid in program["entries"]:
        assert eid in svg.nodes, eid
        assert "entry" in svg.classes(svg.nodes[eid])
        assert svg.text(svg.nodes[eid]).startswith(eid)
    drawn = [(t, h) for t, h, g in svg.edges if "edge-crawl" not in svg.classes(g)
             and not t.startswith("legend")]
    assert sorted(drawn) == sorted(expected_edges(program))


def test_one_cluster_per_event_and_for_briefing_cards_end_legend() -> None:
    svg = SvgMap(maps.draw(load_program("well"), fmt="svg", cards=True))
    titles = [SvgMap.text(g) for g in svg.clusters()]
    assert [t.split(" ")[0] for t in titles] == ["Set-up", "EVENT", "EVENT", "EVENT", "TB",
                                                 "End"]
    assert titles[1].startswith("EVENT 1: The Well Shaft")
    ids = [g.get("id") for g in svg.clusters()]
    assert ids == ["cluster-0", "cluster-1", "cluster-2", "cluster-3", "cluster-4",
                   "cluster-5"]
    assert "BRIEFING" in svg.nodes and "END OF MISSION" in svg.nodes


def test_edge_labels_say_what_gates_them() -> None:
    svg = SvgMap(maps.draw(load_program("well"), fmt="svg", cards=True))
    assert svg.edge_labels("1.1", "1.2") == ["lower the Support Man on a rope"]
    assert svg.edge_labels("1.1", "CONTINUE 1") == ["move on"]
    assert svg.edge_labels("1.2", "1.3") == ["pass · SURVIVAL DIFF 2"]
    assert svg.edge_labels("1.2", "1.4") == ["fail · SURVIVAL DIFF 2"]
    assert svg.edge_labels("3.1", "3.2") == ["noted WELL"]
    assert svg.edge_labels("3.1", "3.3") == ["otherwise"]
    assert svg.edge_labels("2.1", "CONTINUE 2") == ["after the Combat (VC eliminated)"]
    assert svg.edge_labels("TR7.1", "TR7.2") == ["pass · PERCEPTION DIFF 2"]
    assert svg.edge_labels("BRIEFING", "3.1") == ["Level 2 deck"]


def test_nodes_show_what_happens_there() -> None:
    svg = SvgMap(maps.draw(load_program("well"), fmt="svg"))
    cls = {name: SvgMap.classes(g) for name, g in svg.nodes.items()}
    corners = {name: len(g.find(f".//{SVG}polygon").get("points").split()) - 1
               for name, g in svg.nodes.items() if g.find(f".//{SVG}polygon") is not None}
    assert "test" in cls["1.2"] and corners["1.2"] == 6  # a hexagon
    assert corners["2.1"] == 8  # an octagon
    assert "note" in cls["1.3"]
    assert "damage" in cls["1.4"]
    assert "combat" in cls["2.1"]
    assert "continue" in cls["CONTINUE 1"] and "end" in cls["END OF MISSION"]
    fills = {name: outline(g).get("fill") for name, g in svg.nodes.items()
             if not name.startswith("legend")}
    assert fills["1.3"] == maps.NOTE_FILL
    assert fills["1.2"] == maps.TEST_FILL and fills["2.1"] == maps.COMBAT_FILL
    assert "problem" not in set().union(*cls.values())


def test_diagnostics_are_drawn_in_one_colour_with_the_code_in_the_tooltip() -> None:
    svg = SvgMap(maps.draw(load_program("broken"), load_diagnostics("broken"), fmt="svg"))
    unreachable = svg.nodes["5.4"]
    assert "problem" in svg.classes(unreachable)
    assert "W401" in svg.tooltip(unreachable)
    assert outline(unreachable).get("stroke") == maps.PROBLEM
    loose = svg.nodes["5.2"]
    assert "problem" in svg.classes(loose) and "E204" in svg.tooltip(loose)
    missing = svg.nodes["missing 5.9"]
    assert {"missing", "problem"} <= svg.classes(missing)
    assert "E202" in svg.tooltip(missing)
    shape = outline(missing)
    assert shape.get("stroke") == maps.PROBLEM and shape.get("stroke-dasharray")
    assert "problem" not in svg.classes(svg.nodes["5.3"])
    # The diagnostic outside every entry (W402, on a header line) is counted in the legend.
    assert "1 diagnostic outside entries: W402 (see crawlbook check)" in legend_texts(svg)


def legend_texts(svg: SvgMap) -> list[str]:
    """The texts of the graph's own label (title and legend), outside every node and edge."""
    label = next(g for g in svg.root.iter(f"{SVG}g") if g.get("id") == "a_map")
    return [t.text or "" for t in label.iter(f"{SVG}text")]


def test_the_legend_is_compact_under_the_title_with_every_item() -> None:
    """One table in the graph's label, not sample nodes: it takes no rank of the map, so
    its rows are not spread out by the height of the entries beside them."""
    svg = SvgMap(maps.draw(load_program("well"), fmt="svg", event=3))
    texts = legend_texts(svg)
    assert texts[0].startswith("MISSION 1") and texts[1] == "Legend"
    # In the ruleset's words (BookShape.words): Tunnel Rats' "a Trait test (hexagon)".
    nodes, edges = maps.legend(maps.book_of(plugins.language("tunnel-rats")))
    assert ("test", "a Trait test (hexagon)") in [(k, t) for k, t, _look in nodes]
    for _key, text, _look in nodes:
        assert text in texts
    for _kind, text, _colour in edges:
        assert text in texts
    assert not [name for name in svg.nodes if name.startswith("legend")]
    # The legend's rows are evenly spaced: no gap bigger than twice the smallest.
    label = next(g for g in svg.root.iter(f"{SVG}g") if g.get("id") == "a_map")
    ys = sorted({round(float(t.get("y"))) for t in label.iter(f"{SVG}text")
                 if (t.text or "").strip() and t.text not in (texts[0],)})
    gaps = [b - a for a, b in itertools.pairwise(ys)]
    assert max(gaps) <= 2 * min(gaps), gaps


def test_hostile_text_is_escaped_everywhere() -> None:
    program = load_program("hostile")
    evil = program["mission"]["title"]
    source = maps.to_dot(maps.build_map(program))
    data = maps.render(source, "svg")
    svg = SvgMap(data)  # parses: the SVG is well-formed XML
    assert not [el for el in svg.root.iter() if el.tag.endswith("script")]
    assert not [el for el in svg.root.iter() for key in el.attrib if key.startswith("on")]
    assert not [el for el in svg.root.iter() if el.tag.endswith("img")]
    # The author's words come back whole: in the title, a tooltip, an option's edge.
    title = next(svg.root.iter(f"{SVG}text")).text  # the map's title comes first
    assert title == f"MISSION 3: {evil}"
    # graphviz would expand `\N` in a tooltip: backslashes become a look-alike there.
    assert svg.tooltip(svg.nodes["BRIEFING"]) == evil.replace("\\", maps.TOOLTIP_BACKSLASH)
    label = svg.edge_labels("9.1", "CONTINUE 9")
    assert label == ["if noted WELL: <b>bold</b> {x}"]


@pytest.mark.parametrize(("selection", "entries"), [
    ({"event": 1}, {"1.1", "1.2", "1.3", "1.4"}),
    ({"event": "TR7"}, {"TR7.1", "TR7.2"}),
    ({"event": "TR9"}, None),
    ({"entry": "1.2", "depth": 1}, {"1.1", "1.2", "1.3", "1.4"}),
    ({"entry": "1.2", "depth": 0}, {"1.2"}),
    ({"entry": "3.1", "depth": 5}, {"3.1", "3.2", "3.3"}),
])
def test_event_and_entry_selections(selection: dict[str, Any], entries: set[str] | None) -> None:
    program = load_program("well")
    if entries is None:
        with pytest.raises(maps.MapError, match="no Event or TB card TR9"):
            maps.build_map(program, **selection)
        return
    svg = SvgMap(maps.draw(program, fmt="svg", **selection))
    drawn = {n for n, g in svg.nodes.items() if "entry" in svg.classes(g)}
    assert drawn == entries
    assert "BRIEFING" not in svg.nodes
    assert "Legend" in legend_texts(svg)  # a legend on every map
    if selection.get("depth") == 0:
        externals = {n for n, g in svg.nodes.items() if "external" in svg.classes(g)}
        assert externals == {"1.3", "1.4"}
