"""The mission's branch graph, the one graph every stage reads (docs/architecture.md).

A booklet's reader goes from entry to entry by decisions, test outcomes and Log Entry
checks until ``→ CONTINUE THE MISSION`` ends the Event (docs/language.md). ``MissionGraph``
is that: entries as nodes, the ways between them as ordered, gated edges. It is built from
a checked booklet (``from_context``: ``crawlbook graph`` and the language server read it) or
from a compiled program (``from_program``: maps, booklet links and simulation coverage read
it), and this module is the only place that turns an entry's ending into ways out
(``entry_ways``). The checks and reachability read those ways (``CheckContext.ways``)
without building the graph: ``crawlbook check`` never makes its nodes, spans and edges.

Nodes:
  - every entry id (``"7.2"``, ``"TR7.1"``) with attributes ``kind="entry"``, ``owner``
    (``"7"`` / ``"TR7"``), ``owner_kind`` (``"event"`` / ``"card"``), ``first`` (True for
    the entry where the Event starts), ``span`` (JSON dict), ``reachable`` (bool);
  - one sink per Event or card, ``continue_node(owner)`` = ``"CONTINUE@7"``, with
    ``kind="continue"`` and ``owner``: where ``→ CONTINUE THE MISSION`` leads.

Edges ``(source, target, data)``, in the order written (an edge's ``index`` is the way's
index in its entry), ``data`` one of:
  - ``{"kind": "option", "text": "lower the rope", "if": <condition or None>}``
  - ``{"kind": "outcome", "label": "pass"}`` (from a program, with ``verb`` and ``params``)
  - ``{"kind": "branch", "if": <condition or None>}`` (``None`` is ``otherwise``)
  - ``{"kind": "goto"}``
plus ``"after_fight": True`` when the entry holds an effect with the role ``fight`` (the
edge is taken after the fight), and, once reachability has run, ``"feasible"`` (False when
its condition can never hold in play, ``reach.py``) and ``"blocked_by"`` (why, or None).
Conditions are the program format's JSON (``{"noted": "WELL"}``, ``{"and": [...]}``). A way
to a missing entry is kept (``ways``) but is not an edge (the checks report it as E204).

The graph keeps its own ordered adjacency, which the checks walk; ``nx`` gives the same
graph as a ``networkx.MultiDiGraph`` for analyses and drawing, built on first use, so
``crawlbook check`` never imports networkx (its start-up time, docs/performance.md).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any, NamedTuple

from crawlbook.dsl import nodes as n
from crawlbook.dsl.record import mutable_record

if TYPE_CHECKING:
    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.reach import Reachability
    from crawlbook.compiler.registry import Registry

CONTINUE = n.Target.CONTINUE


def continue_node(owner: str) -> str:
    """The sink node of ``→ CONTINUE THE MISSION`` inside Event or card ``owner``."""
    return f"CONTINUE@{owner}"


class Way(NamedTuple):
    """One way out of an entry, before it is a graph edge.

    ``index`` counts the entry's ways in source order; ``earlier`` (branch arms) holds
    the conditions of the arms before this one, which must all be false for it to be taken.
    A named tuple, not a record (``dsl/record.py``): every entry's ways are made on each
    check, and a tuple is made in one call where a record sets its eight fields one at a
    time (about 2,800 instructions a way against 6,500; benchmarks/check_compare.py).
    """

    index: int  # type: ignore[assignment]  # (tuple.index, never called on a Way)
    kind: str  # option | outcome | branch | goto
    target: n.Target
    span: n.Span
    condition: n.Condition | None = None
    earlier: tuple[n.Condition | None, ...] = ()
    text: str | None = None
    label: str | None = None


def entry_ways(entry: n.Entry) -> list[Way]:
    """The entry's ways out, in source order (empty when it has no ending; the outcome
    lines of an ending whose effect was lost to a syntax error, ``Entry.lost``)."""
    ending = entry.ending
    if ending is None and entry.lost:
        return [Way(i, "outcome", o.target, o.span, label=o.label.lower())
                for i, o in enumerate(entry.lost)]
    if isinstance(ending, n.Goto):
        return [Way(0, "goto", ending.target, ending.span)]
    # (the fields by position: every entry's ways are made on each check,
    # benchmarks/check_compare.py)
    if isinstance(ending, n.Decision):
        return [Way(i, "option", o.target, o.span, o.condition, (), o.text)
                for i, o in enumerate(ending.options)]
    if isinstance(ending, n.Resolve):
        return [Way(i, "outcome", o.target, o.span, None, (), None, o.label.lower())
                for i, o in enumerate(ending.outcomes)]
    if isinstance(ending, n.Branch):
        ways = []
        earlier: tuple[n.Condition | None, ...] = ()
        for i, arm in enumerate(ending.arms):
            ways.append(Way(i, "branch", arm.target, arm.span, arm.condition, earlier))
            earlier += (arm.condition,)
        return ways
    return []


def program_ways(ending: Any, registry: Registry | None = None) -> list[tuple[str, dict[str, Any]]]:
    """A compiled ending's ways out, in order: ``(target ref, edge data)``. A program keeps
    a test's outcomes in a JSON object, so their order is the verb's in ``registry``
    (``pass`` before ``fail``), then the others as stored."""
    if not isinstance(ending, Mapping):
        return []
    kind = ending.get("kind")
    if kind == "goto":
        return [(str(ending.get("to")), {"kind": "goto"})]
    if kind == "decision":
        return [(str(o.get("to")), {"kind": "option", "text": o.get("text", ""),
                                    "if": o.get("if")})
                for o in ending.get("options") or [] if isinstance(o, Mapping)]
    if kind == "resolve":
        verb, params = str(ending.get("verb", "")), ending.get("params") or {}
        outcomes = dict(ending.get("outcomes") or {})
        spec = registry.verbs.get(verb) if registry is not None else None
        order = [o for o in (spec.outcomes if spec else ()) if o in outcomes]
        order += [o for o in outcomes if o not in order]
        return [(str(outcomes[label]), {"kind": "outcome", "label": str(label), "verb": verb,
                                        "params": params})
                for label in order]
    if kind == "branch":
        return [(str(a.get("to")), {"kind": "branch", "if": a.get("if")})
                for a in ending.get("arms") or [] if isinstance(a, Mapping)]
    return []


def _way_data(way: Way) -> dict[str, Any]:
    from crawlbook.compiler.context import cond_json

    data: dict[str, Any] = {"kind": way.kind}
    if way.kind == "option":
        data["text"] = way.text
        data["if"] = cond_json(way.condition)
    elif way.kind == "outcome":
        data["label"] = way.label
    elif way.kind == "branch":
        data["if"] = cond_json(way.condition)
    return data


class GraphEdge:
    """One way out of an entry: ``ref`` as written, ``target`` the node it reaches (None
    when the entry does not exist), ``index`` its place in the entry, ``data`` as the
    module docstring says, ``way`` the booklet's way (graphs built from a booklet).

    ``data`` of a booklet's edge is made on first use: the checks walk ways, not data."""

    __slots__ = ("_data", "fight", "index", "ref", "source", "target", "way")

    def __init__(self, source: str, ref: str, target: str | None, index: int,
                 data: dict[str, Any] | None, way: Way | None = None,
                 fight: bool = False) -> None:
        self.source = source
        self.ref = ref
        self.target = target
        self.index = index
        self.way = way
        self.fight = fight
        self._data = data
        if data is not None and fight:
            data["after_fight"] = True

    @property
    def data(self) -> dict[str, Any]:
        if self._data is None:
            assert self.way is not None
            self._data = _way_data(self.way)
            if self.fight:
                self._data["after_fight"] = True
        return self._data

    def __repr__(self) -> str:
        return f"GraphEdge({self.source} -> {self.ref}, {self.index})"


@mutable_record
class MissionGraph:
    """A mission's entries and the gated ways between them (see the module docstring)."""

    nodes: dict[str, dict[str, Any]] = field(default_factory=dict)
    out: dict[str, list[GraphEdge]] = field(default_factory=dict)
    _nx: Any = field(default=None, repr=False)

    # ------------------------------------------------------------------ building

    def _node(self, name: str, **attrs: Any) -> None:
        self.nodes[name] = attrs
        self.out.setdefault(name, [])

    def _edges_to(self, entry_id: str, owner: str,
                  ways: list[tuple[str, dict[str, Any] | None, Way | None]], fight: bool,
                  known: Mapping[str, Any]) -> None:
        edges = self.out.setdefault(entry_id, [])
        for index, (ref, data, way) in enumerate(ways):
            if ref == CONTINUE:
                target: str | None = continue_node(owner)
            else:
                target = ref if ref in known else None
            edges.append(GraphEdge(entry_id, ref, target, index, data, way, fight))

    @classmethod
    def from_context(cls, ctx: CheckContext) -> MissionGraph:
        """The graph of a checked booklet (its unique entries; reachability not yet)."""
        graph = cls()
        for owner in ctx.unique_owners():
            starts = {id(e) for e in ctx.start_entries(owner)}  # where reading starts
            for entry in owner.entries:
                if ctx.owner_of.get(entry.id) is not owner:
                    continue
                graph._node(entry.id, kind="entry", owner=owner.key, owner_kind=owner.kind,
                            first=id(entry) in starts, span=entry.span.to_json(),
                            reachable=True)
            graph._node(continue_node(owner.key), kind="continue", owner=owner.key,
                        owner_kind=owner.kind)
        for entry_id, entry in ctx.entries.items():
            fight = any(isinstance(item, n.Effect) and ctx.has_role(item, "fight")
                        for item in entry.body)
            ways: list[tuple[str, dict[str, Any] | None, Way | None]] = [
                (w.target.ref, None, w) for w in ctx.ways(entry)]
            graph._edges_to(entry_id, ctx.owner_of[entry_id].key, ways, fight, ctx.entries)
        return graph

    @classmethod
    def from_program(cls, program: Mapping[str, Any],
                     registry: Registry | None) -> MissionGraph:
        """The graph of a compiled program (docs/program-format.md), read with its
        ruleset's language (``Ruleset.language``: which verbs fight, what ways an ending
        has)."""
        fights = set(registry.with_role("fight")) if registry is not None else set()
        entries: Mapping[str, Any] = program.get("entries") or {}
        graph = cls()
        owners: dict[str, tuple[str, str | None]] = {}
        # Where reading starts, when the program says (``start``): those entries are the
        # map's entry points, not each owner's first entry.
        starts = {str(s) for s in program.get("start") or ()}
        for kind, key in (("event", "events"), ("card", "cards"), ("book", "books")):
            for name, owner in (program.get(key) or {}).items():
                for eid in owner.get("entries") or []:
                    owners.setdefault(str(eid), (str(name), owner.get("first")))
                graph._node(continue_node(str(name)), kind="continue", owner=str(name),
                            owner_kind=kind)
        for eid, entry in entries.items():
            owner, first = owners.get(eid, (str(entry.get("owner", "")), None))
            graph._node(eid, kind="entry", owner=owner,
                        owner_kind=entry.get("owner_kind"),
                        first=eid in starts if starts else eid == first,
                        span=entry.get("span"), reachable=True)
        for eid, entry in entries.items():
            fight = any(s.get("op") == "effect" and s.get("verb") in fights
                        for s in entry.get("steps") or [] if isinstance(s, Mapping))
            ways: list[tuple[str, dict[str, Any] | None, Way | None]] = [
                (ref, data, None) for ref, data in program_ways(entry.get("ending"), registry)]
            graph._edges_to(eid, graph.nodes[eid]["owner"], ways, fight, entries)
        return graph

    @classmethod
    def build(cls, ctx: CheckContext, reach: Reachability | None = None) -> MissionGraph:
        """The booklet's graph (``CheckContext.graph``), marked with ``reach``."""
        graph = ctx.graph()
        if reach is not None:
            graph.annotate(reach)
        return graph

    def annotate(self, reach: Reachability) -> None:
        """Mark entries reached or not, and ways feasible or blocked (``reach.py``)."""
        for name, attrs in self.nodes.items():
            if attrs.get("kind") == "entry":
                attrs["reachable"] = name in reach.reached
        for edges in self.out.values():
            for edge in edges:
                blocked = reach.blocked.get((edge.source, edge.index))
                edge.data["feasible"] = blocked is None
                edge.data["blocked_by"] = blocked
        self._nx = None

    # ------------------------------------------------------------------ reading

    def ways(self, entry_id: str) -> list[GraphEdge]:
        """Every way out of an entry, in the order written (missing targets included)."""
        return self.out.get(entry_id, [])

    def entries(self) -> list[str]:
        return [name for name, attrs in self.nodes.items() if attrs.get("kind") == "entry"]

    def edges(self) -> Iterator[tuple[str, str, dict[str, Any]]]:
        """Every edge as ``(source, target, data)``: entries in source order, each entry's
        ways in the order written (a way to a missing entry is not an edge)."""
        for source, edges in self.out.items():
            for edge in edges:
                if edge.target is not None:
                    yield source, edge.target, edge.data

    def successors(self, node: str) -> list[str]:
        return list(dict.fromkeys(e.target for e in self.ways(node) if e.target is not None))

    @property
    def nx(self) -> Any:
        """The graph as a ``networkx.MultiDiGraph`` (edge key: the way's index)."""
        if self._nx is None:
            import networkx as nx

            g = nx.MultiDiGraph()
            for name, attrs in self.nodes.items():
                g.add_node(name, **attrs)
            for source, edges in self.out.items():
                for edge in edges:
                    if edge.target is not None:
                        g.add_edge(source, edge.target, key=edge.index, **edge.data)
            self._nx = g
        return self._nx

    def event(self, owner: str) -> Any:
        """The subgraph of one Event (``"7"``) or card (``"TR7"``), its sink included."""
        nodes = [name for name, attrs in self.nodes.items()
                 if attrs.get("owner") == str(owner)]
        return self.nx.subgraph(nodes)

    def __contains__(self, node: str) -> bool:
        return node in self.nodes

    def __len__(self) -> int:
        return len(self.nodes)
