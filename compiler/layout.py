"""A layered layout of a branch map computed in Python (docs/maps.md, "Large maps").

graphviz's ``dot`` lays a whole map out as one graph: crossing minimisation and network
simplex over every node, which grows far faster than the map (a 10,000-entry booklet took
about three minutes, docs/performance.md). A booklet's shape makes most of that work
unnecessary: ways run inside an Event (or a card), almost never between them. So each
Event is laid out on its own, in layers, and the Events are packed in a grid:

1. in each cluster, each connected part (a card of a card kind, say) is laid out alone:
   ways that go back up (a loop) are found by a depth-first walk in booklet order and
   left out of the layering; every entry's layer is the longest path to it from the
   part's first entries;
2. the entries of a layer are ordered by the mean place of their parents (two
   downward sweeps of the barycentre heuristic), and each is set under its parents as
   far as its neighbours allow;
3. the parts of a cluster, and the clusters of the map, are packed in rows (the set-up,
   then the Events in rows of at least ``ROW_MIN``, the End of Mission, the cards);
4. every edge is routed so that it passes no box but its own two, and its label lies on
   no box (``Route``): boxes stand in layers with empty gaps between them, so an edge
   only ever runs down a gap, down a lane kept free for it, or along a channel between
   parts and clusters. A way that skips layers gets a slot of its own in each layer it
   crosses (a "dummy" node, as Sugiyama's method has it), so that the boxes of those
   layers make room; a way back up (a loop) leaves its box downwards, runs up a lane to
   the right of its part and comes in from the gap above its target; a way to another
   Event (the set-up's dotted ways, a ``→ 5.1`` across) leaves its part and its cluster
   by the gaps and channels between them, the channels between rows of clusters, and a
   lane to the right of the whole map. A label is set in a gap below its edge's tail
   (or, for a way to another part, in a channel between clusters), and the part's
   extent takes in its labels, so that no label reaches a box of another part.

Everything is linear in the size of the map but for the sort in each layer. Node sizes
come from the label's lines (a fixed width per character; the renderer shrinks a line that
would not fit). Same model, same layout: nothing depends on dict order or the machine.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

CHAR_W = 6.4  # pixels per character of an 11px sans-serif label, generously
LINE_H = 14.0
PAD_X, PAD_Y = 10.0, 6.0
NODE_GAP = 22.0  # between nodes of a layer
LAYER_GAP = 46.0  # between layers (room for three rows of edge labels)
PART_GAP = 30.0  # between the parts of a cluster
CLUSTER_PAD = 14.0
CLUSTER_TITLE = 24.0
CLUSTER_GAP = 36.0
ROW_MIN = 4
SWEEPS = 2
DUMMY_W = 6.0  # the slot a way that skips a layer takes in it
LANE = 7.0  # between the lanes of ways back up, right of a part
LABEL_CHAR = 5.2  # pixels per character of a 9px edge label, generously
LABEL_ROWS = (12.0, 23.0, 34.0)  # label baselines below a layer (LAYER_GAP holds three)
LABEL_TEXT = 70  # an edge label's characters at most (``maps.shorten``)


@dataclass
class Box:
    """A node's place: centre ``x``, ``y`` and size."""

    x: float
    y: float
    w: float
    h: float
    layer: int = 0

    @property
    def top(self) -> float:
        return self.y - self.h / 2

    @property
    def bottom(self) -> float:
        return self.y + self.h / 2


@dataclass
class Frame:
    """A cluster's frame: top-left corner and size."""

    x: float
    y: float
    w: float
    h: float


Point = tuple[float, float]


@dataclass
class Route:
    """An edge's path: its first point, then segments, each a straight line (``("L",
    end)``) or a cubic Bézier (``("C", control, control, end)``); and its label's place
    (the middle of its baseline), if it has a label."""

    start: Point
    segments: list[tuple[Any, ...]] = field(default_factory=list)
    label: Point | None = None

    def line(self, point: Point) -> None:
        self.segments.append(("L", point))

    def down(self, point: Point) -> None:
        """A curve to ``point`` leaving and arriving vertically (within one gap)."""
        x0, y0 = self.end
        bend = (point[1] - y0) / 2
        self.segments.append(("C", (x0, y0 + bend), (point[0], point[1] - bend), point))

    @property
    def end(self) -> Point:
        return self.segments[-1][-1] if self.segments else self.start

    def points(self) -> list[Point]:
        return [self.start, *(seg[-1] for seg in self.segments)]

    def shift(self, dx: float, dy: float) -> None:
        def move(p: Point) -> Point:
            return (p[0] + dx, p[1] + dy)

        self.start = move(self.start)
        self.segments = [(seg[0], *map(move, seg[1:])) for seg in self.segments]
        if self.label is not None:
            self.label = move(self.label)


@dataclass
class Layout:
    boxes: dict[str, Box] = field(default_factory=dict)
    frames: dict[str, Frame] = field(default_factory=dict)  # cluster name -> frame
    width: float = 0.0
    height: float = 0.0
    routes: dict[int, Route] = field(default_factory=dict)  # edge index -> its route


def node_size(lines: Sequence[str]) -> tuple[float, float]:
    longest = max((len(line) for line in lines), default=1)
    return (max(44.0, longest * CHAR_W + 2 * PAD_X),
            max(28.0, len(lines) * LINE_H + 2 * PAD_Y))


def _parts(names: Sequence[str], links: Mapping[str, list[str]]) -> list[list[str]]:
    """The connected parts of a cluster (ways in either direction), in booklet order."""
    index = {name: i for i, name in enumerate(names)}
    parent = list(range(len(names)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for name in names:
        for head in links.get(name, ()):
            if head in index:
                a, b = find(index[name]), find(index[head])
                if a != b:
                    parent[max(a, b)] = min(a, b)
    groups: dict[int, list[str]] = {}
    for name in names:
        groups.setdefault(find(index[name]), []).append(name)
    return list(groups.values())


def _layers(part: Sequence[str], links: Mapping[str, list[str]]) -> dict[str, int]:
    """Each node's layer: the longest path to it over the ways that go forward."""
    inside = set(part)
    order = {name: i for i, name in enumerate(part)}
    forward: dict[str, list[str]] = {name: [] for name in part}
    state: dict[str, int] = {}  # 1 on the walk's stack, 2 done
    for root in part:
        if root in state:
            continue
        stack: list[tuple[str, Iterable[str]]] = [(root, iter(links.get(root, ())))]
        state[root] = 1
        while stack:
            name, heads = stack[-1]
            for head in heads:
                if head not in inside:
                    continue
                if head not in state:
                    forward[name].append(head)
                    state[head] = 1
                    stack.append((head, iter(links.get(head, ()))))
                    break
                if state[head] == 2:
                    forward[name].append(head)
                # state 1: a way back up the walk (a loop), left out of the layering
            else:
                state[name] = 2
                stack.pop()
    incoming = {name: 0 for name in part}
    for name in part:
        for head in forward[name]:
            incoming[head] += 1
    layer = {name: 0 for name in part}
    ready = sorted((n for n in part if not incoming[n]), key=order.__getitem__)
    while ready:
        name = ready.pop()
        for head in forward[name]:
            layer[head] = max(layer[head], layer[name] + 1)
            incoming[head] -= 1
            if not incoming[head]:
                ready.append(head)
    return layer


def _shift(boxes: dict[str, Box], routes: dict[int, Route], dx: float, dy: float) -> None:
    """Move a laid-out part's boxes and edge routes by (dx, dy), in place."""
    for box in boxes.values():
        box.x += dx
        box.y += dy
    for route in routes.values():
        route.shift(dx, dy)


@dataclass
class _Part:
    """A part laid out at (0, 0): its boxes, the routes of its own edges, each node's
    layer band (top, bottom), and its extent (labels and lanes included)."""

    boxes: dict[str, Box]
    routes: dict[int, Route]
    bands: dict[str, tuple[float, float]]
    width: float
    height: float

    def shift(self, dx: float, dy: float) -> None:
        _shift(self.boxes, self.routes, dx, dy)
        self.bands = {n: (t + dy, b + dy) for n, (t, b) in self.bands.items()}


PartEdge = tuple[int, str, str, str]  # edge index, tail, head, label


def label_width(text: str) -> float:
    return min(len(text), LABEL_TEXT) * LABEL_CHAR


def _x_at(route: Route, y: float) -> float | None:
    """Where ``route`` crosses the height ``y`` first (its curves are monotone)."""
    here = route.start
    for seg in route.segments:
        end = seg[-1]
        lo, hi = sorted((here[1], end[1]))
        if lo <= y <= hi and hi > lo:
            if seg[0] == "L":
                return here[0] + (end[0] - here[0]) * (y - here[1]) / (end[1] - here[1])
            # a curve with vertical tangents: y(t) monotone; find t by bisection
            p0, p1, p2, p3 = here, seg[1], seg[2], end
            a, b = 0.0, 1.0
            for _ in range(12):  # a gap of 46px to within 0.02px
                t = (a + b) / 2
                u = 1 - t
                yt = u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1]
                if (yt < y) == (p3[1] > p0[1]):
                    a = t
                else:
                    b = t
            u = 1 - t
            return u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0]
        here = end
    return None


def _place_part(part: Sequence[str], links: Mapping[str, list[str]],
                sizes: Mapping[str, tuple[float, float]],
                edges: Sequence[PartEdge] = ()) -> _Part:
    """Lay out one connected part and route its own edges, its extent's top-left corner at
    (0, 0)."""
    layer = _layers(part, links)
    inside = set(part)
    rows: list[list[str]] = [[] for _ in range(max(layer.values(), default=0) + 1)]
    for name in part:
        rows[layer[name]].append(name)
    size = dict(sizes)
    parents: dict[str, list[str]] = {name: [] for name in part}
    chains: dict[tuple[str, str], list[str]] = {}
    for name in part:
        for head in links.get(name, ()):
            if head not in inside or layer[head] <= layer[name]:
                continue
            if (name, head) not in chains:
                # A way that skips layers takes a slot in each (a dummy node), so that the
                # boxes of those layers stand aside for it.
                chain, prev = [], name
                for depth in range(layer[name] + 1, layer[head]):
                    dummy = f"\0{name}\0{head}\0{depth}"
                    rows[depth].append(dummy)
                    parents[dummy] = [prev]
                    size[dummy] = (DUMMY_W, 0.0)
                    chain.append(dummy)
                    prev = dummy
                chains[(name, head)] = chain
            parents[head].append(chains[(name, head)][-1] if chains[(name, head)] else name)
    place = {name: float(i) for row in rows for i, name in enumerate(row)}
    for _sweep in range(SWEEPS):
        for row in rows[1:]:
            def centre(name: str) -> float:
                found = parents[name]
                return sum(place[p] for p in found) / len(found) if found else place[name]
            row.sort(key=centre)
            for i, name in enumerate(row):
                place[name] = float(i)
    boxes: dict[str, Box] = {}
    band: list[tuple[float, float]] = []
    y = 0.0
    for depth, row in enumerate(rows):
        height = max((size[n][1] for n in row), default=0.0)
        # Each node wants to sit under its parents; neighbours push it right.
        wanted = []
        for name in row:
            found = [boxes[p].x for p in parents[name] if p in boxes]
            wanted.append(sum(found) / len(found) if found else None)
        x_left = -math.inf
        xs = []
        fallback = 0.0
        for name, want in zip(row, wanted, strict=True):
            w = size[name][0]
            target = want if want is not None else fallback
            x = max(target, x_left + w / 2)
            xs.append(x)
            x_left = x + w / 2 + NODE_GAP
            fallback = x_left + w / 2
        if xs:  # keep the row centred on where its parents wanted it
            shift = 0.0
            known = [(x, w) for x, w in zip(xs, wanted, strict=True) if w is not None]
            if known:
                shift = sum(w - x for x, w in known) / len(known)
            xs = [x + shift for x in xs]
        for name, x in zip(row, xs, strict=True):
            w, h = size[name]
            boxes[name] = Box(x, y + height / 2, w, h, depth)
        band.append((y, y + height))
        y += height + LAYER_GAP
    real = {n: b for n, b in boxes.items() if n in inside}
    right = max((b.x + b.w / 2 for b in real.values()), default=0.0)
    routes: dict[int, Route] = {}
    lanes: dict[tuple[str, str], float] = {}
    labelled: dict[str, int] = {}
    for index, tail, head, label in edges:
        t, hd = real[tail], real[head]
        _top_t, bottom_t = band[layer[tail]]
        top_h = band[layer[head]][0]
        route = Route((t.x, t.bottom))
        if t.bottom < bottom_t:
            route.line((t.x, bottom_t))
        if layer[head] > layer[tail]:
            for dummy in chains[(tail, head)]:
                d = boxes[dummy]
                lo, hi = band[d.layer]
                route.down((d.x, lo))
                if hi > lo:
                    route.line((d.x, hi))
            route.down((hd.x, top_h))
        else:  # back up (a loop), or to itself: down, up a lane right of the part, in
            if (tail, head) not in lanes:
                lanes[(tail, head)] = right + LANE * (len(lanes) + 1)
            lane = lanes[(tail, head)]
            turn = LAYER_GAP / 2 - 3
            route.down((lane, bottom_t + turn))
            route.line((lane, top_h - turn))
            route.down((hd.x, top_h))
        if hd.top > top_h:
            route.line((hd.x, hd.top))
        if label:
            slot = labelled.get(tail, 0)
            labelled[tail] = slot + 1
            ly = bottom_t + LABEL_ROWS[slot % len(LABEL_ROWS)]
            lx = _x_at(route, ly - 3)
            route.label = (lx if lx is not None else t.x, ly)
        routes[index] = route
    # The extent: the boxes, the routes (curves stay within their end points) and labels.
    xs_, ys_ = [], []
    for b in real.values():
        xs_ += [b.x - b.w / 2, b.x + b.w / 2]
        ys_ += [b.top, b.bottom]
    for (_index, _t, _h, label), route in zip(edges, routes.values(), strict=True):
        for px, py in route.points():
            xs_.append(px)
            ys_.append(py)
        if route.label is not None:
            half = label_width(label) / 2
            xs_ += [route.label[0] - half, route.label[0] + half]
            ys_ += [route.label[1] - 9, route.label[1] + 3]
    left, top = min(xs_, default=0.0), min(ys_, default=0.0)
    placed = _Part(real, routes, {n: band[layer[n]] for n in part},
                   max(xs_, default=0.0) - left, max(ys_, default=0.0) - top)
    placed.shift(-left, -top)
    return placed


def _pack(blocks: Sequence[tuple[float, float]], per_row: int,
          gap: float) -> tuple[list[tuple[float, float]], float, float]:
    """Top-left corners of blocks (w, h) in rows of ``per_row``; the total size."""
    corners = []
    x = y = width = 0.0
    row_h = 0.0
    for i, (w, h) in enumerate(blocks):
        if i and i % per_row == 0:
            y += row_h + gap
            x, row_h = 0.0, 0.0
        corners.append((x, y))
        x += w + gap
        width = max(width, x - gap)
        row_h = max(row_h, h)
    return corners, width, y + row_h


def per_row(count: int) -> int:
    return max(ROW_MIN, math.ceil(math.sqrt(count)))


@dataclass
class _Place:
    """Where a node stands, for the ways that leave its part: its layer's band, its
    part's box, its part's row (top, bottom) in its cluster, its cluster's box and its
    cluster's row (top, bottom) on the map (all absolute)."""

    band: tuple[float, float]
    part: Frame
    part_row: tuple[float, float]
    frame: Frame
    row: tuple[float, float]


def layout(model: Any) -> Layout:
    """The layout of a ``maps.MapModel``, every edge routed (``Layout.routes``)."""
    links: dict[str, list[str]] = {}
    leaving: dict[str, list[tuple[int, Any]]] = {}  # a node's edges, by their index
    for index, edge in enumerate(model.edges):
        if edge.kind != "crawl":
            links.setdefault(edge.tail, []).append(edge.head)
            leaving.setdefault(edge.tail, []).append((index, edge))
    sizes = {name: node_size(node.lines or [name]) for name, node in model.nodes.items()}
    result = Layout()
    # Each cluster, laid out at (0, 0): its parts packed in rows under its title.
    blocks: list[tuple[str, _Cluster, float]] = []
    clustered: set[str] = set()
    for cluster in model.clusters:
        clustered.update(cluster.nodes)
        if not cluster.nodes:  # an Event outside ``--event`` or ``--entry``: not drawn
            continue
        placed = _place_cluster(cluster.nodes, links, sizes, True, leaving)
        blocks.append((cluster.name, placed,
                       max(placed.width, len(cluster.title) * 7.5 + 2 * CLUSTER_PAD)))
    loose = [name for name in model.nodes if name not in clustered]
    if loose:
        placed = _place_cluster(loose, links, sizes, False, leaving)
        blocks.append(("", placed, placed.width))
    # The cards last, so that hiding them (the HTML map) leaves no hole in the mission.
    blocks.sort(key=lambda block: block[0].startswith("cluster_cards_"))
    # The map: set-up first, Events and cards in grids, the rest a row each.
    groups: list[list[int]] = []
    def kind_of(name: str) -> str:
        return name.split("_")[1] if name.startswith("cluster_") else ""

    for i, (name, *_rest) in enumerate(blocks):
        kind = kind_of(name)
        grid = kind in ("event", "cards")
        if grid and groups and kind_of(blocks[groups[-1][0]][0]) == kind:
            groups[-1].append(i)
        else:
            groups.append([i])
    y = 0.0
    width = 0.0
    places: dict[str, _Place] = {}
    for group in groups:
        sized = [(blocks[i][2], blocks[i][1].height) for i in group]
        count = per_row(len(group))
        corners, w, h = _pack(sized, count, CLUSTER_GAP)
        row_bottom: dict[float, float] = {}
        for (_cx, cy), (_bw, bh) in zip(corners, sized, strict=True):
            row_bottom[cy] = max(row_bottom.get(cy, cy), cy + bh)
        for i, (cx, cy) in zip(group, corners, strict=True):
            name, placed, bw = blocks[i]
            placed.shift(cx, y + cy)
            result.boxes.update(placed.boxes)
            result.routes.update(placed.routes)
            frame = Frame(cx, y + cy, bw, placed.height)
            if name:
                result.frames[name] = frame
            row = (y + cy, y + row_bottom[cy])
            for node, (part, part_row, band) in placed.places.items():
                places[node] = _Place(band, part, part_row, frame, row)
        width = max(width, w)
        y += h + CLUSTER_GAP
    result.width, result.height = width, max(0.0, y - CLUSTER_GAP)
    lane = 0
    for index, edge in enumerate(model.edges):
        if index in result.routes or edge.tail not in places or edge.head not in places:
            continue
        route = _across(result.boxes[edge.tail], places[edge.tail], result.boxes[edge.head],
                        places[edge.head], result.width + CLUSTER_GAP / 2 + LANE * lane)
        if any(seg[-1][0] > result.width for seg in route.segments):
            lane += 1  # it took the lane right of the map: the next takes the one beside
        result.routes[index] = route
    if lane:  # the lane right of the map, for ways between rows of clusters far apart
        result.width += CLUSTER_GAP / 2 + LANE * lane + 1
    return result


def _across(t: Box, tail: _Place, h: Box, head: _Place, right: float) -> Route:
    """The route of a way from one part to another: down out of its box into the gap
    below its layer, right to the gap beside its part, down to the gap below its part's
    row, right out of its cluster, to the channel between rows of clusters (by the lane
    right of the map when the rows are far apart), then the same way in, mirrored: the
    channel above the target's part row, the gap beside its part, the gap above its
    layer. Every stretch runs where no box is; the label goes in the channel between
    rows of clusters, where nothing is."""
    half = CLUSTER_GAP / 2
    route = Route((t.x, t.bottom))
    if t.bottom < tail.band[1]:
        route.line((t.x, tail.band[1]))
    out_y = tail.band[1] + 9
    side = tail.part.x + tail.part.w + PART_GAP / 2
    route.down((side, out_y))
    below_parts = tail.part_row[1] + 7
    route.line((side, below_parts))
    beside = tail.frame.x + tail.frame.w + half
    route.line((beside, below_parts))
    if head.row[0] > tail.row[0]:  # the head's row is lower
        out_channel, in_channel = tail.row[1] + half, head.row[0] - half
    elif head.row[0] < tail.row[0]:
        out_channel, in_channel = tail.row[0] - half, head.row[1] + half
    else:
        out_channel = in_channel = tail.row[1] + half
    route.line((beside, out_channel))
    into = head.frame.x + head.frame.w + half
    if abs(out_channel - in_channel) > 1:
        route.line((right, out_channel))
        route.line((right, in_channel))
        route.label = ((beside + right) / 2, out_channel + 3)
    else:
        route.label = ((beside + into) / 2, out_channel + 3)
    route.line((into, in_channel))
    above_parts = head.part_row[0] - 7
    route.line((into, above_parts))
    side = head.part.x + head.part.w + PART_GAP / 2
    route.line((side, above_parts))
    in_y = head.band[0] - 9
    route.line((side, in_y))
    route.down((h.x, head.band[0]))
    if h.top > head.band[0]:
        route.line((h.x, h.top))
    return route


@dataclass
class _Cluster:
    """A cluster laid out with its frame's top-left corner at (0, 0)."""

    boxes: dict[str, Box]
    routes: dict[int, Route]
    places: dict[str, tuple[Frame, tuple[float, float], tuple[float, float]]]
    width: float
    height: float

    def shift(self, dx: float, dy: float) -> None:
        _shift(self.boxes, self.routes, dx, dy)
        self.places = {n: (Frame(f.x + dx, f.y + dy, f.w, f.h), (r0 + dy, r1 + dy),
                           (b0 + dy, b1 + dy))
                       for n, (f, (r0, r1), (b0, b1)) in self.places.items()}


def _place_cluster(names: Sequence[str], links: Mapping[str, list[str]],
                   sizes: Mapping[str, tuple[float, float]], framed: bool,
                   leaving: Mapping[str, list[tuple[int, Any]]]) -> _Cluster:
    """A cluster laid out with its frame's top-left corner at (0, 0), each part's own
    edges (``leaving``: each node's edges but the Crawl's, by index) routed."""
    parts = _parts(names, links)
    part_of = {name: i for i, part in enumerate(parts) for name in part}
    own: list[list[PartEdge]] = [[] for _ in parts]
    for name in names:
        for index, edge in leaving.get(name, ()):
            i = part_of[name]
            if part_of.get(edge.head) == i:
                own[i].append((index, edge.tail, edge.head, str(edge.label or "")))
    placed = [_place_part(part, links, sizes, own[i]) for i, part in enumerate(parts)]
    per = per_row(len(placed)) if len(placed) > ROW_MIN else len(placed) or 1
    corners, w, h = _pack([(p.width, p.height) for p in placed], per, PART_GAP)
    pad = CLUSTER_PAD if framed else 0.0
    title = CLUSTER_TITLE if framed else 0.0
    row_bottom: dict[float, float] = {}
    for (_px, py), part in zip(corners, placed, strict=True):
        row_bottom[py] = max(row_bottom.get(py, py), py + part.height)
    out = _Cluster({}, {}, {}, w + 2 * pad, h + 2 * pad + title)
    for (px, py), part in zip(corners, placed, strict=True):
        part.shift(px + pad, py + pad + title)
        out.boxes.update(part.boxes)
        out.routes.update(part.routes)
        frame = Frame(px + pad, py + pad + title, part.width, part.height)
        row = (py + pad + title, row_bottom[py] + pad + title)
        for node, band in part.bands.items():
            out.places[node] = (frame, row, band)
    return out
