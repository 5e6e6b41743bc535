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
   then the Events in rows of at least ``ROW_MIN``, the End of Mission, the cards).

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
LAYER_GAP = 46.0  # between layers (room for an edge's label)
PART_GAP = 30.0  # between the parts of a cluster
CLUSTER_PAD = 14.0
CLUSTER_TITLE = 24.0
CLUSTER_GAP = 36.0
ROW_MIN = 4
SWEEPS = 2


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


@dataclass
class Layout:
    boxes: dict[str, Box] = field(default_factory=dict)
    frames: dict[str, Frame] = field(default_factory=dict)  # cluster name -> frame
    width: float = 0.0
    height: float = 0.0


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


def _place_part(part: Sequence[str], links: Mapping[str, list[str]],
                sizes: Mapping[str, tuple[float, float]]) -> tuple[dict[str, Box], float, float]:
    """Lay out one connected part with its top-left corner at (0, 0)."""
    layer = _layers(part, links)
    rows: list[list[str]] = [[] for _ in range(max(layer.values(), default=0) + 1)]
    for name in part:
        rows[layer[name]].append(name)
    parents: dict[str, list[str]] = {name: [] for name in part}
    for name in part:
        for head in links.get(name, ()):
            if head in parents and layer[head] > layer[name]:
                parents[head].append(name)
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
    y = 0.0
    for depth, row in enumerate(rows):
        height = max((sizes[n][1] for n in row), default=0.0)
        # Each node wants to sit under its parents; neighbours push it right.
        wanted = []
        for name in row:
            found = [boxes[p].x for p in parents[name] if p in boxes]
            wanted.append(sum(found) / len(found) if found else None)
        x_left = -math.inf
        xs = []
        fallback = 0.0
        for name, want in zip(row, wanted, strict=True):
            w = sizes[name][0]
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
            w, h = sizes[name]
            boxes[name] = Box(x, y + height / 2, w, h, depth)
        y += height + LAYER_GAP
    left = min((b.x - b.w / 2 for b in boxes.values()), default=0.0)
    right = max((b.x + b.w / 2 for b in boxes.values()), default=0.0)
    for box in boxes.values():
        box.x -= left
    return boxes, right - left, max(0.0, y - LAYER_GAP)


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


def layout(model: Any) -> Layout:
    """The layout of a ``maps.MapModel``."""
    links: dict[str, list[str]] = {}
    for edge in model.edges:
        if edge.kind != "crawl":
            links.setdefault(edge.tail, []).append(edge.head)
    sizes = {name: node_size(node.lines or [name]) for name, node in model.nodes.items()}
    result = Layout()
    # Each cluster, laid out at (0, 0): its parts packed in rows under its title.
    blocks: list[tuple[str, dict[str, Box], float, float]] = []
    clustered: set[str] = set()
    for cluster in model.clusters:
        clustered.update(cluster.nodes)
        if not cluster.nodes:  # an Event outside ``--event`` or ``--entry``: not drawn
            continue
        boxes, w, h = _place_cluster(cluster.nodes, links, sizes, True)
        blocks.append((cluster.name, boxes, max(w, len(cluster.title) * 7.5 + 2 * CLUSTER_PAD), h))
    loose = [name for name in model.nodes if name not in clustered]
    if loose:
        blocks.append(("", *_place_cluster(loose, links, sizes, False)))
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
    for group in groups:
        sized = [(blocks[i][2], blocks[i][3]) for i in group]
        corners, w, h = _pack(sized, per_row(len(group)), CLUSTER_GAP)
        for i, (cx, cy) in zip(group, corners, strict=True):
            name, boxes, bw, bh = blocks[i]
            for node, box in boxes.items():
                box.x += cx
                box.y += y + cy
                result.boxes[node] = box
            if name:
                result.frames[name] = Frame(cx, y + cy, bw, bh)
        width = max(width, w)
        y += h + CLUSTER_GAP
    result.width, result.height = width, max(0.0, y - CLUSTER_GAP)
    return result


def _place_cluster(names: Sequence[str], links: Mapping[str, list[str]],
                   sizes: Mapping[str, tuple[float, float]],
                   framed: bool) -> tuple[dict[str, Box], float, float]:
    """A cluster laid out with its frame's top-left corner at (0, 0)."""
    parts = _parts(names, links)
    placed = [_place_part(part, links, sizes) for part in parts]
    corners, w, h = _pack([(pw, ph) for _b, pw, ph in placed],
                          per_row(len(placed)) if len(placed) > ROW_MIN else len(placed) or 1,
                          PART_GAP)
    pad = CLUSTER_PAD if framed else 0.0
    title = CLUSTER_TITLE if framed else 0.0
    boxes: dict[str, Box] = {}
    for (px, py), (found, _pw, _ph) in zip(corners, placed, strict=True):
        for node, box in found.items():
            box.x += px + pad
            box.y += py + pad + title
            boxes[node] = box
    return boxes, w + 2 * pad, h + 2 * pad + title
