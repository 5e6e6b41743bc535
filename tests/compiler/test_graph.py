"""MissionGraph (compiler/graph.py): entries as nodes, gated edges, CONTINUE sinks."""

from __future__ import annotations

from pathlib import Path

from crawlbook.compiler.api import compile_path
from crawlbook.compiler.config import Config
from crawlbook.compiler.graph import MissionGraph, continue_node

CASES = Path(__file__).resolve().parents[1] / "data" / "cases"


def _edges(graph: MissionGraph, source: str) -> list[tuple[str, dict]]:
    return [(t, d) for s, t, d in graph.edges() if s == source]


def test_nodes_edges_and_gates() -> None:
    graph = compile_path(CASES / "clean.mission", Config()).graph
    assert "1.1" in graph and continue_node("1") in graph and continue_node("TR18") in graph
    assert graph.nx.nodes["1.1"]["first"] and graph.nx.nodes["1.1"]["owner"] == "1"
    options = _edges(graph, "1.1")
    assert [d["kind"] for _, d in options] == ["option"] * 3
    assert options[0] == ("1.2", {"kind": "option", "text": "lower the Support Man on a rope",
                                  "if": None, "feasible": True, "blocked_by": None})
    assert options[1][0] == continue_node("1")
    assert options[2][1]["if"] == {"has": "RADIO"}  # two options to 1.2: two edges
    outcomes = _edges(graph, "1.2")
    assert [(t, d["label"]) for t, d in outcomes] == [("1.3", "pass"), ("1.4", "fail")]
    arms = _edges(graph, "3.1")
    assert arms[1][1]["if"] is None and arms[1][1]["kind"] == "branch"
    [(_target, data)] = _edges(graph, "2.1")
    assert data["kind"] == "goto" and data["after_fight"] is True
    assert set(graph.event("1").nodes) == {"1.1", "1.2", "1.3", "1.4", continue_node("1")}


def test_blocked_edges_are_marked() -> None:
    graph = compile_path(CASES / "reach_contradiction.mission", Config()).graph
    [(_target, data)] = [e for e in _edges(graph, "1.1") if e[0] == "1.3"]
    assert data["feasible"] is False and "contradicts itself" in data["blocked_by"]
    assert graph.nx.nodes["1.3"]["reachable"] is False
