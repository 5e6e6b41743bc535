"""The interactive branch map: one self-contained HTML file (``crawlbook graph -o map.html``,
``crawlbook simulate --map map.html``; docs/maps.md).

The drawing is the SVG of ``compiler/svgdraw.py`` (crawlbook's own layout, so a 10,000-entry
booklet draws in seconds), inline in the page with its stylesheet and script
(``compiler/templates/map.html.j2``): nothing is fetched from the network. The script pans
and zooms, searches, opens an entry's text, effects, ways and exact odds in a side panel,
collapses Events, shows or hides the ruleset's cards and lists the diagnostics, each a link
to its node. What it shows of each entry comes from one JSON document in the page
(``page_data``), written so that no author text can end the script element (``<``, ``>``
and ``&`` as ``\\u`` escapes); the script only ever sets text, never markup. The
template has jinja2's autoescaping on.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import jinja2
from crawlbook.compiler import maps, svgdraw
from crawlbook.compiler.layout import Layout, layout
from markupsafe import Markup

from crawlbook import plugins

if TYPE_CHECKING:
    from crawlbook.compiler.registry import Registry

    from crawlbook.ruleset import Ruleset

CARD_PREFIX = "cluster_cards_"


def _environment() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.PackageLoader("crawlbook.compiler", "templates"),
                              autoescape=True, keep_trailing_newline=True)


def script_json(data: Any) -> str:
    """JSON safe inside a ``<script type="application/json">``: no ``<``, ``>`` or ``&``
    (so no ``</script>`` or ``<!--``), no line separators."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=False, separators=(",", ":"))
    for char, escape in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"),
                         ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(char, escape)
    return text


def _odds_json(found: Sequence[tuple[str, Any]]) -> list[dict[str, Any]]:
    from crawlbook.compiler.odds import cell_text

    return [{"effect": maps.clean(effect), "title": maps.clean(odds.title),
             "summary": maps.clean(odds.summary), "basis": maps.clean(odds.basis),
             "columns": [maps.clean(c) for c in odds.columns],
             "rows": [{"label": maps.clean(row.label),
                       "cells": [maps.clean(cell_text(c)) for c in row.cells],
                       "note": maps.clean(row.note)} for row in odds.rows],
             "chances": {k: round(float(v), 6) for k, v in odds.chances.items()}}
            for effect, odds in found]


def page_data(model: maps.MapModel, program: Mapping[str, Any],
              odds: Mapping[str, Sequence[tuple[str, Any]]],
              placed: Layout | None = None,
              registry: Registry | None = None) -> dict[str, Any]:
    """What the page's script reads: each node's text, effects, ways, odds, heat and
    diagnostics; each cluster's nodes; the frames for fitting the view."""
    entries: Mapping[str, Any] = program.get("entries") or {}
    ways: dict[str, list[dict[str, Any]]] = {}
    for index, edge in enumerate(model.edges):
        way: dict[str, Any] = {"edge": f"edge-{index}", "label": maps.clean(edge.label),
                               "to": maps.clean(model.nodes[edge.head].lines[0]
                                                if model.nodes[edge.head].lines else edge.head),
                               "node": model.nodes[edge.head].attrs.get("id", edge.head)}
        ways.setdefault(edge.tail, []).append(way)
    nodes: dict[str, Any] = {}
    for name, node in model.nodes.items():
        ident = node.attrs.get("id", name)
        item: dict[str, Any] = {"name": maps.clean(name), "kind": node.kind,
                                "lines": node.lines, "tip": maps.clean(node.tooltip),
                                "ways": ways.get(name, []),
                                "marks": [maps.clean(m.tooltip()) for m in node.marks]}
        if node.entry is not None:
            data = entries.get(node.entry) or {}
            item["entry"] = node.entry
            item["text"] = [maps.clean(s.get("text", "")) for s in data.get("steps") or []
                            if s.get("op") == "text"]
            item["effects"] = maps._entry_features(data, registry)[1]
            item["odds"] = _odds_json(odds.get(node.entry, ()))
        box = placed.boxes.get(name) if placed is not None else None
        if box is not None:  # the script zooms to it without asking the browser's layout
            item["box"] = [round(box.x - box.w / 2, 1), round(box.top, 1), round(box.w, 1),
                           round(box.h, 1)]
        if node.heat is not None:
            item["heat"] = {"runs": node.heat.runs, "share": round(node.heat.share, 4),
                            "text": node.heat.text()}
        nodes[ident] = item
    clusters = []
    for index, cluster in enumerate(model.clusters):
        clusters.append({"id": f"cluster-{index}", "title": maps.clean(cluster.title),
                         "cards": cluster.name.startswith(CARD_PREFIX),
                         "nodes": [model.nodes[n].attrs.get("id", n) for n in cluster.nodes]})
    return {"title": maps.clean(model.title), "nodes": nodes, "clusters": clusters,
            "start": start_of_reading(model),
            "heat": None if model.heat is None else {"caption": model.heat.caption(),
                                                     "score": model.heat.score_name}}


def start_of_reading(model: maps.MapModel) -> str:
    """The node a reader starts from, where a narrow window opens the map: the set-up and
    briefing, else the first entry of the first Event drawn (or of the first card)."""
    ordered = [n for c in model.clusters if not c.name.startswith(CARD_PREFIX)
               for n in c.nodes]
    ordered += [n for c in model.clusters for n in c.nodes] + list(model.nodes)
    for kinds in (("briefing",), ("entry",), tuple({n.kind for n in model.nodes.values()})):
        for name in ordered:
            node = model.nodes.get(name)
            if node is not None and node.kind in kinds:
                return node.attrs.get("id", name)
    return ""


def diagnostics_list(model: maps.MapModel) -> list[dict[str, str]]:
    """Every drawn diagnostic with the node it belongs to (loose ones with none)."""
    found = []
    for node in model.nodes.values():
        for mark in node.marks:
            found.append({"code": mark.code, "severity": mark.severity,
                          "message": maps.clean(mark.message),
                          "node": node.attrs.get("id", node.name),
                          "where": node.lines[0] if node.lines else node.name})
    for mark in model.loose_marks:
        found.append({"code": mark.code, "severity": mark.severity,
                      "message": maps.clean(mark.message), "node": "", "where": ""})
    return found


def render_html(program: Mapping[str, Any], diagnostics: Sequence[Any] = (), *,
                cards: bool = False, heat: Any = None, odds: bool | Mapping[str, Any] = True,
                event: int | str | None = None, entry: str | None = None,
                depth: int = 2, ruleset: Ruleset | None = None) -> tuple[str, maps.MapModel]:
    """The page, and the model it draws. The ruleset's cards are always in the page,
    hidden unless ``cards`` (a checkbox shows them); ``odds`` may be ``program_odds``'s
    result, computed once elsewhere. A booklet of cards only (no Event) shows them: they
    are its mission. ``ruleset``: the program's (``maps.build_map``)."""
    if ruleset is None:
        ruleset = plugins.for_program(program)
    found_odds = (maps.program_odds_within(program, ruleset=ruleset) if odds is True
                  else (odds or {}))
    model = maps.build_map(program, diagnostics, cards=True, heat=heat, event=event,
                           entry=entry, depth=depth, odds=found_odds or {}, ruleset=ruleset)
    if found_odds is None:
        model.omitted.append(f"exact odds left out: not computed within "
                             f"{maps.ODDS_BUDGET:.0f} s")
    placed = layout(model)
    svg = svgdraw.render_svg(model, placed, standalone=False)
    card_names = sorted({c.title for c in model.clusters
                         if c.name.startswith(CARD_PREFIX) and c.nodes})
    card_count = len(program.get("cards") or {}) if card_names else 0
    page = _environment().get_template("map.html.j2").render(
        title=model.title, svg=Markup(svg),
        data=Markup(script_json(page_data(model, program, found_odds or {}, placed,
                                     ruleset.language() if ruleset else None))),
        diagnostics=diagnostics_list(model), notes=model.omitted, card_names=", ".join(card_names),
        card_count=card_count, show_cards=cards or not program.get("events"),
        entries=sum(1 for n in model.nodes.values() if n.kind == "entry"),
        heat=model.heat, legend=svgdraw.legend_items(model))
    return page, model


