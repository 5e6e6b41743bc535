"""The mission's branch graph: entries as nodes, the ways between them as gated edges.

"Using the Mission Booklets": the reader goes from entry to entry by decisions, test
outcomes and Log Entry checks until ``→ CONTINUE THE MISSION`` ends the Event. This module
turns that into a graph for the checks (``reach.py`` walks it), the branch maps and anyone
analysing a mission.

``entry_edges(entry)`` gives an entry's ways out without networkx (the checks use it, so
``crawlbook check`` never imports networkx); ``MissionGraph`` wraps a
``networkx.MultiDiGraph`` (a DiGraph that keeps two options leading to the same entry as
two edges) built from a ``CheckContext``.

Nodes:
  - every entry id (``"7.2"``, ``"TR7.1"``) with attributes ``kind="entry"``, ``owner``
    (``"7"`` / ``"TR7"``), ``owner_kind`` (``"event"`` / ``"card"``), ``first`` (True for
    the entry where the Event starts), ``span`` (JSON dict), ``reachable`` (bool);
  - one sink per Event or card, ``continue_node(owner)`` = ``"CONTINUE@7"``, with
    ``kind="continue"`` and ``owner``: where ``→ CONTINUE THE MISSION`` leads.

Edges ``(source, target, data)`` (in the MultiDiGraph, the edge key is the way's index in
its entry: option 0, 1, ...), ``data`` one of:
  - ``{"kind": "option", "text": "lower the rope", "if": <condition or None>}``
  - ``{"kind": "outcome", "label": "pass"}``
  - ``{"kind": "branch", "if": <condition or None>}`` (``None`` is ``otherwise``)
  - ``{"kind": "goto"}``
plus, on every edge, ``"after_combat": True`` when the entry has a COMBAT effect (the
edge is taken after the Combat), ``"feasible"`` (False when its condition can never hold in
play, see ``reach.py``) and ``"blocked_by"`` (why, or None). Conditions are the program
format's JSON (``{"noted": "WELL"}``, ``{"and": [...]}``, docs/program-format.md).
An edge to a missing entry is left out (the checks report it as E204).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from crawlbook.dsl import nodes as n

if TYPE_CHECKING:
    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.reach import Reachability


def continue_node(owner: str) -> str:
    """The sink node of ``→ CONTINUE THE MISSION`` inside Event or card ``owner``."""
    return f"CONTINUE@{owner}"


@dataclass(frozen=True)
class Way:
    """One way out of an entry, before it is a graph edge.

    ``index`` counts the entry's ways in source order; ``earlier`` (branch arms) holds
    the conditions of the arms before this one, which must all be false for it to be taken.
    """

    index: int
    kind: str  # option | outcome | branch | goto
    target: n.Target
    span: n.Span
    condition: n.Condition | None = None
    earlier: tuple[n.Condition | None, ...] = ()
    text: str | None = None
    label: str | None = None


def entry_ways(entry: n.Entry) -> list[Way]:
    """The entry's ways out, in source order (empty when it has no ending)."""
    ending = entry.ending
    if isinstance(ending, n.Goto):
        return [Way(0, "goto", ending.target, ending.span)]
    if isinstance(ending, n.Decision):
        return [Way(i, "option", o.target, o.span, o.condition, text=o.text)
                for i, o in enumerate(ending.options)]
    if isinstance(ending, n.Resolve):
        return [Way(i, "outcome", o.target, o.span, label=o.label.lower())
                for i, o in enumerate(ending.outcomes)]
    if isinstance(ending, n.Branch):
        ways = []
        for i, arm in enumerate(ending.arms):
            ways.append(Way(i, "branch", arm.target, arm.span, arm.condition,
                            earlier=tuple(a.condition for a in ending.arms[:i])))
        return ways
    return []


def has_combat(entry: n.Entry) -> bool:
    return any(isinstance(item, n.Effect) and item.verb.upper() == "COMBAT"
               for item in entry.body)


def entry_edges(entry: n.Entry) -> Iterator[tuple[str, dict[str, Any], Way]]:
    """``(target ref, edge data, way)`` for each way out; CONTINUE is ``"CONTINUE"``."""
    from crawlbook.compiler.context import cond_json

    combat = has_combat(entry)
    for way in entry_ways(entry):
        data: dict[str, Any] = {"kind": way.kind}
        if way.kind == "option":
            data["text"] = way.text
            data["if"] = cond_json(way.condition)
        elif way.kind == "outcome":
            data["label"] = way.label
        elif way.kind == "branch":
            data["if"] = cond_json(way.condition)
        if combat:
            data["after_combat"] = True
        yield way.target.ref, data, way


class MissionGraph:
    """A mission's entries and the gated ways between them (see the module docstring).

    ``nx`` is the ``networkx.MultiDiGraph``; ``edges()`` yields ``(source, target, data)``
    in source order; ``entries()`` the entry node ids; ``successors(node)`` and
    ``event(owner)`` (the subgraph of one Event or card, its sink included) help drawing.
    """

    def __init__(self, nx_graph: Any) -> None:
        self.nx = nx_graph

    @classmethod
    def build(cls, ctx: CheckContext, reach: Reachability | None = None) -> MissionGraph:
        import networkx as nx

        g = nx.MultiDiGraph()
        for owner in ctx.unique_owners():
            first = ctx.first_entry(owner)
            for entry in owner.entries:
                if ctx.owner_of.get(entry.id) is not owner:
                    continue
                g.add_node(entry.id, kind="entry", owner=owner.key, owner_kind=owner.kind,
                           first=entry is first, span=entry.span.to_json(),
                           reachable=reach is None or entry.id in reach.reached)
            g.add_node(continue_node(owner.key), kind="continue", owner=owner.key,
                       owner_kind=owner.kind)
        for entry_id, entry in ctx.entries.items():
            owner = ctx.owner_of[entry_id]
            for ref, data, way in entry_edges(entry):
                if ref == n.Target.CONTINUE:
                    target = continue_node(owner.key)
                elif ref in ctx.entries:
                    target = ref
                else:
                    continue
                blocked = reach.blocked.get((entry_id, way.index)) if reach else None
                data["feasible"] = blocked is None
                data["blocked_by"] = blocked
                g.add_edge(entry_id, target, key=way.index, **data)
        return cls(g)

    def entries(self) -> list[str]:
        return [node for node, kind in self.nx.nodes(data="kind") if kind == "entry"]

    def edges(self) -> Iterator[tuple[str, str, dict[str, Any]]]:
        """Every edge as ``(source, target, data)``: entries in source order, each entry's
        ways in the order written (the edge key is the way's index in its entry)."""
        for node in self.nx.nodes:
            out = sorted(self.nx.out_edges(node, keys=True, data=True), key=lambda e: e[2])
            for source, target, _key, data in out:
                yield source, target, data

    def successors(self, node: str) -> list[str]:
        return list(self.nx.successors(node))

    def event(self, owner: str) -> Any:
        """The subgraph of one Event (``"7"``) or card (``"TR7"``), its sink included."""
        nodes = [node for node, o in self.nx.nodes(data="owner") if o == str(owner)]
        return self.nx.subgraph(nodes)

    def __contains__(self, node: str) -> bool:
        return node in self.nx

    def __len__(self) -> int:
        return len(self.nx)
