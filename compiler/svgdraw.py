"""A branch map drawn as SVG from crawlbook's own layout (``compiler/layout.py``), without
graphviz: the HTML map always, and SVG maps above ``maps.LARGE`` entries (docs/maps.md).

The SVG has the structure graphviz gives its maps, so that the same readers (tests, the
HTML map's script) work on both: a ``<g class="node ...">`` per node with its name in
``<title>`` and its tooltip in an ``<a xlink:title>``, a ``<g class="edge ...">`` per edge
titled ``tail->head``, a ``<g class="cluster">`` per Event. The look (shape, fill, outline,
edge colours and widths) is read from the same model attributes the DOT is written from.
Each node and edge also carries what it stands for as ``data-`` attributes (entry id,
target, the simulation's runs and shares, the exact odds) for the HTML map. Every string
is escaped here (``xml_text``); an author's text never becomes markup.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from crawlbook.compiler import maps
from crawlbook.compiler.layout import LINE_H, Box, Layout, Route

FONT = "Helvetica, Arial, sans-serif"
MARGIN = 16.0
HEADER_LINE = 17.0
LEGEND_COLUMNS = 3
LEGEND_W = 300.0


def xml_text(text: object) -> str:
    """Author text for SVG/HTML text or attributes: one clean line, every markup
    character escaped."""
    return html.escape(maps.clean(text), quote=True)


def _esc(text: str) -> str:
    """Text already clean (``maps.clean``: the model's lines and labels, node names, our
    colours), escaped; author text that may not be clean goes through ``xml_text``."""
    return html.escape(text, quote=True)


def _attr(name: str, value: str) -> str:
    return f' {name}="{xml_text(value)}"'


def _fmt(value: float) -> str:
    return f"{value:.1f}"


def _points(points: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{_fmt(x)},{_fmt(y)}" for x, y in points)


def _shape(node: maps.Node, box: Box) -> str:
    """The outline of a node in the look its DOT attributes give it."""
    attrs = node.attrs
    style = attrs.get("style", "")
    fill = attrs.get("fillcolor", "white") if "filled" in style else "white"
    colour = attrs.get("color", "black")
    pen = attrs.get("penwidth", "1")
    dash = ' stroke-dasharray="5,3"' if "dashed" in style else ""
    paint = (f' fill="{_esc(fill)}" stroke="{_esc(colour)}" '
             f'stroke-width="{_esc(pen)}"{dash}')
    x0, y0, x1, y1 = box.x - box.w / 2, box.top, box.x + box.w / 2, box.bottom
    shape = attrs.get("shape", "box")
    if shape == "plaintext":
        return ""
    if shape == "hexagon":
        d = min(12.0, box.w / 6)
        corners = [(x0 + d, y0), (x1 - d, y0), (x1, box.y), (x1 - d, y1), (x0 + d, y1),
                   (x0, box.y)]
        return f'<polygon points="{_points(corners)}"{paint}/>'
    if shape == "octagon":
        d = min(9.0, box.h / 3)
        corners = [(x0 + d, y0), (x1 - d, y0), (x1, y0 + d), (x1, y1 - d), (x1 - d, y1),
                   (x0 + d, y1), (x0, y1 - d), (x0, y0 + d)]
        return f'<polygon points="{_points(corners)}"{paint}/>'
    if shape == "cds":
        d = min(14.0, box.w / 5)
        corners = [(x0, y0), (x1 - d, y0), (x1, box.y), (x1 - d, y1), (x0, y1)]
        return f'<polygon points="{_points(corners)}"{paint}/>'
    rounded = ' rx="8"' if "rounded" in style else ""
    rect = (f'<rect x="{_fmt(x0)}" y="{_fmt(y0)}" width="{_fmt(box.w)}" height="{_fmt(box.h)}"'
            f'{rounded}{paint}/>')
    if attrs.get("peripheries") == "2":
        rect += (f'<rect x="{_fmt(x0 + 3)}" y="{_fmt(y0 + 3)}" width="{_fmt(box.w - 6)}" '
                 f'height="{_fmt(box.h - 6)}" fill="none" stroke="{_esc(colour)}"/>')
    return rect


def _node(node: maps.Node, box: Box) -> str:
    classes = " ".join(["node", *node.classes])
    data = ""
    if node.entry is not None:
        data += _attr("data-entry", node.entry)
    if node.odds:
        data += _attr("data-odds", node.odds)
    if node.heat is not None:
        data += f' data-runs="{node.heat.runs}" data-share="{node.heat.share:.4f}"'
    if node.marks:
        data += _attr("data-codes", " ".join(dict.fromkeys(m.code for m in node.marks)))
    ident = node.attrs.get("id", node.name)
    colour = node.attrs.get("fontcolor", "black")
    lines = node.lines or [node.name]
    top = box.y - len(lines) * LINE_H / 2 + LINE_H * 0.75
    text = []
    for i, line in enumerate(lines):
        weight = ' font-weight="bold"' if i == 0 and node.kind != "external" else ""
        size = "11" if i == 0 else "10"
        text.append(f'<text x="{_fmt(box.x)}" y="{_fmt(top + i * LINE_H)}" font-size="{size}"'
                    f'{weight}>{_esc(line)}</text>')
    tip = node.tooltip or node.name
    return (f'<g id="{_esc(ident)}" class="{_esc(classes)}"{data}>'
            f"<title>{_esc(node.name)}</title>"
            f'<a xlink:title="{xml_text(tip[:500])}">{_shape(node, box)}'
            f'<g fill="{_esc(colour)}" text-anchor="middle">{"".join(text)}</g></a></g>')


def _curve(tail: Box, head: Box,
           index: int = 0) -> tuple[list[tuple[float, float]], tuple[float, float]]:
    """The cubic Bézier of an edge (4 points) and its label's place: the ways out of one
    entry put their labels at different heights along their curves (by ``index``), so
    that the options of a decision do not print over each other."""
    if head.top > tail.bottom:  # downwards: from the bottom to the top
        p0, p3 = (tail.x, tail.bottom), (head.x, head.top)
        bend = (p3[1] - p0[1]) / 2
        p1, p2 = (p0[0], p0[1] + bend), (p3[0], p3[1] - bend)
    else:  # back up (a loop) or sideways: out of the right side and round
        p0, p3 = (tail.x + tail.w / 2, tail.y), (head.x + head.w / 2, head.y)
        out = 40.0 + abs(p0[1] - p3[1]) / 6
        reach = max(p0[0], p3[0]) + out
        p1, p2 = (reach, p0[1]), (reach, p3[1])
    points = [p0, p1, p2, p3]
    t = (0.3, 0.55, 0.75, 0.45)[max(0, index) % 4]
    u = 1 - t
    weights = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    mid = (sum(w * p[0] for w, p in zip(weights, points, strict=True)),
           sum(w * p[1] for w, p in zip(weights, points, strict=True)))
    return points, mid


def _arrow(p2: tuple[float, float], p3: tuple[float, float], size: float) -> str:
    dx, dy = p3[0] - p2[0], p3[1] - p2[1]
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length
    base = (p3[0] - ux * size, p3[1] - uy * size)
    left = (base[0] - uy * size / 2, base[1] + ux * size / 2)
    right = (base[0] + uy * size / 2, base[1] - ux * size / 2)
    return _points([p3, left, right])


def _path(route: Route) -> str:
    """An SVG path's ``d`` of a ``layout.Route``."""
    out = [f"M{_points([route.start])}"]
    for seg in route.segments:
        out.append(f"{seg[0]}{_points(seg[1:])}")
    return " ".join(out)


def _edge(index: int, edge: maps.Edge, tail: Box, head: Box, route: Route | None = None) -> str:
    look = {**maps._EDGE_STYLE[edge.kind], **edge.attrs}
    colour = look.get("color", "black")
    pen = look.get("penwidth", "1")
    style = look.get("style", "")
    dash = (' stroke-dasharray="6,4"' if style == "dashed"
            else ' stroke-dasharray="1.5,3"' if style == "dotted" else "")
    if route is not None:  # routed round the boxes it passes (compiler/layout.py)
        d = _path(route)
        # The arrow points along the last stretch: from its last control point or start.
        p2 = route.points()[-2] if len(route.segments) else route.start
        if route.segments and route.segments[-1][0] == "C":
            p2 = route.segments[-1][2]
        p3 = route.end
        mid = route.label or route.start
    else:
        points, mid = _curve(tail, head, edge.index)
        p0, p1, p2, p3 = points
        d = f"M{_points([p0])} C{_points([p1, p2, p3])}"
    data = _attr("data-kind", edge.kind)
    if edge.source is not None:
        data += _attr("data-source", edge.source) + _attr("data-target", edge.target or "")
        data += f' data-index="{edge.index}"'
    heat = edge.heat
    if heat is not None:
        data += f' data-runs="{heat.runs}" data-share="{heat.share:.4f}"'
        if heat.win_rate is not None:
            data += f' data-win="{heat.win_rate:.4f}"'
        if heat.mean_score is not None:
            data += f' data-score="{heat.mean_score:.4f}"'
    label = ""
    if edge.label:
        label = (f'<text x="{_fmt(mid[0])}" y="{_fmt(mid[1])}" font-size="9" '
                 f'text-anchor="middle" fill="{_esc(look.get("fontcolor", colour))}" '
                 f'class="elabel">{_esc(maps.shorten(edge.label, 70))}</text>')
    arrow = max(6.0, float(pen) * 1.6 + 4)
    tip = edge.label or f"{edge.tail} → {edge.head}"
    return (f'<g id="edge-{index}" class="edge edge-{edge.kind}"{data}>'
            f"<title>{_esc(edge.tail)}-&gt;{_esc(edge.head)}</title>"
            f'<a xlink:title="{xml_text(tip)}"><path fill="none" stroke="{xml_text(colour)}" '
            f'stroke-width="{_esc(pen)}"{dash} d="{d}"/>'
            f'<polygon fill="{_esc(colour)}" stroke="none" points="{_arrow(p2, p3, arrow)}"/>'
            f"{label}</a></g>")


def legend_items(model: maps.MapModel) -> list[tuple[str, str, str, str]]:
    """(id, kind, look, text) of the legend: node styles, edge colours, the simulation's
    scale, the notes; ``look`` is a fill (node) or a stroke colour (edge)."""
    node_items, edge_items = maps.legend(model.book)
    items = [(f"legend-{key}", "node", look.get("fill", "#ffffff") + "|"
              + look.get("color", "#000000") + ("|dashed" if look.get("dashed") else ""), text)
             for key, text, look in node_items]
    items += [(f"legend-edge-{kind}", "edge", colour, text)
              for kind, text, colour in edge_items]
    if model.heat is not None:
        for key, fill, text in maps.heat_legend_items(model.heat):
            dashed = "|dashed" if key == "heat-never" else ""
            items.append((f"legend-{key}", "node", f"{fill}|#000000{dashed}", text))
    return items


def _notes(model: maps.MapModel) -> list[tuple[str, str]]:
    notes = []
    if model.loose_marks:
        codes = ", ".join(dict.fromkeys(m.code for m in model.loose_marks))
        count = len(model.loose_marks)
        notes.append(("legend-loose", f"{count} diagnostic{'s' * (count != 1)} outside "
                                      f"entries: {maps.shorten(codes, 60)} (see crawlbook check)"))
    notes += [(f"legend-omitted-{i}", note) for i, note in enumerate(model.omitted)]
    if model.heat is not None:
        notes.insert(0, ("legend-heat", model.heat.caption()))
        notes += [(f"legend-heat-note-{i}", note) for i, note in enumerate(model.heat.notes)]
    return notes


def _header(model: maps.MapModel) -> tuple[str, float]:
    """The title and the legend above the map, and their height."""
    out = [f'<g id="legend" font-size="11"><text x="{MARGIN}" y="{MARGIN + 12}" font-size="18" '
           f'font-weight="bold">{xml_text(model.title)}</text>']
    y = MARGIN + 24.0
    items = legend_items(model)
    for i, (ident, kind, look, text) in enumerate(items):
        col, row = i % LEGEND_COLUMNS, i // LEGEND_COLUMNS
        x, yy = MARGIN + col * LEGEND_W, y + row * HEADER_LINE
        if kind == "node":
            fill, stroke, *rest = look.split("|")
            dash = ' stroke-dasharray="4,2"' if rest else ""
            sample = (f'<rect x="{_fmt(x)}" y="{_fmt(yy)}" width="26" height="12" rx="3" '
                      f'fill="{xml_text(fill)}" stroke="{xml_text(stroke)}"{dash}/>')
        else:
            sample = (f'<path d="M{_fmt(x)},{_fmt(yy + 6)} h26" stroke="{xml_text(look)}" '
                      'stroke-width="2"/>')
        out.append(f'<g id="{xml_text(ident)}">{sample}<text x="{_fmt(x + 32)}" '
                   f'y="{_fmt(yy + 10)}">{xml_text(text)}</text></g>')
    y += (len(items) + LEGEND_COLUMNS - 1) // LEGEND_COLUMNS * HEADER_LINE
    for ident, note in _notes(model):
        colour = maps.PROBLEM if ident.startswith(("legend-loose", "legend-heat-note")) else "black"
        out.append(f'<text id="{xml_text(ident)}" x="{MARGIN}" y="{_fmt(y + 10)}" '
                   f'fill="{colour}">{xml_text(note)}</text>')
        y += HEADER_LINE
    out.append("</g>")
    return "".join(out), y + 10


def render_svg(model: maps.MapModel, layout: Layout, *, standalone: bool = True) -> str:
    """The map as SVG text: header and legend, clusters, edges under nodes. ``standalone``
    adds the XML declaration and opens fitted to the window (``maps.fit_svg``)."""
    header, top = _header(model)
    width = max(layout.width + 2 * MARGIN, LEGEND_COLUMNS * LEGEND_W + 2 * MARGIN)
    height = layout.height + top + MARGIN
    body: list[str] = []
    boxes = layout.boxes
    part_of: dict[str, int] = {}
    for index, cluster in enumerate(model.clusters):
        for name in cluster.nodes:
            part_of.setdefault(name, index)
    edges_of: dict[int, list[str]] = {}
    reach: dict[int, list[tuple[float, float]]] = {}  # where a part's edges go
    for index, edge in enumerate(model.edges):
        if edge.tail in boxes and edge.head in boxes:
            route = layout.routes.get(index)
            part = part_of.get(edge.tail, -1)
            edges_of.setdefault(part, []).append(
                _edge(index, edge, boxes[edge.tail], boxes[edge.head], route))
            if route is not None:
                reach.setdefault(part, []).extend(route.points())
    nodes_of: dict[int, list[str]] = {}
    for name, node in model.nodes.items():
        if name in boxes:
            nodes_of.setdefault(part_of.get(name, -1), []).append(_node(node, boxes[name]))
    # One group per cluster (its frame, the edges leaving its nodes, its nodes), so that
    # the HTML map can hide what is out of view, or a whole card kind, at once.
    for index, cluster in enumerate(model.clusters):
        frame = layout.frames.get(cluster.name)
        if frame is None:
            continue
        # The part's box takes in where its edges go (a way to another Event), so that
        # fitting the map to its parts shows them whole.
        xs = [frame.x, frame.x + frame.w, *(x for x, _y in reach.get(index, []))]
        ys = [frame.y, frame.y + frame.h, *(y for _x, y in reach.get(index, []))]
        body.append(
            f'<g id="part-{index}" class="part" data-box="{_fmt(min(xs))} {_fmt(min(ys))} '
            f'{_fmt(max(xs) - min(xs))} {_fmt(max(ys) - min(ys))}">'
            f'<g id="cluster-{index}" class="cluster" data-cluster="{xml_text(cluster.name)}">'
            f"<title>{xml_text(cluster.name)}</title>"
            f'<rect x="{_fmt(frame.x)}" y="{_fmt(frame.y)}" width="{_fmt(frame.w)}" '
            f'height="{_fmt(frame.h)}" rx="8" fill="none" stroke="#999999"/>'
            f'<text x="{_fmt(frame.x + frame.w / 2)}" y="{_fmt(frame.y + 17)}" font-size="13" '
            f'font-weight="bold" text-anchor="middle" class="ctitle">{xml_text(cluster.title)}'
            f'</text></g>{"".join(edges_of.get(index, []))}{"".join(nodes_of.get(index, []))}'
            "</g>")
    if -1 in edges_of or -1 in nodes_of:
        loose = [boxes[n] for n in model.nodes if n in boxes and n not in part_of]
        x0 = min((b.x - b.w / 2 for b in loose), default=0.0)
        y0 = min((b.top for b in loose), default=0.0)
        x1 = max((b.x + b.w / 2 for b in loose), default=0.0)
        y1 = max((b.bottom for b in loose), default=0.0)
        body.append(f'<g id="part-loose" class="part" data-box="{_fmt(x0)} {_fmt(y0)} '
                    f'{_fmt(x1 - x0)} {_fmt(y1 - y0)}">{"".join(edges_of.get(-1, []))}'
                    f'{"".join(nodes_of.get(-1, []))}</g>')
    size = (f'width="100%" height="100%" style="max-width: {_fmt(width)}px; '
            f'max-height: {_fmt(height)}px"' if standalone else
            f'width="{_fmt(width)}" height="{_fmt(height)}"')
    head = '<?xml version="1.0" encoding="UTF-8"?>\n' if standalone else ""
    return (f'{head}<svg xmlns="http://www.w3.org/2000/svg" '
            f'xmlns:xlink="http://www.w3.org/1999/xlink" id="map" '
            f'viewBox="0 0 {_fmt(width)} {_fmt(height)}" {size} font-family="{FONT}">'
            f'<g id="viewport">{header}'
            f'<g id="drawing" transform="translate({_fmt(MARGIN)},{_fmt(top)})">'
            f'{"".join(body)}</g></g></svg>')


def draw(model: maps.MapModel, *, standalone: bool = True) -> str:
    from crawlbook.compiler.layout import layout

    return render_svg(model, layout(model), standalone=standalone)

