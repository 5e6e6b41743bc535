"""Shared fixtures of the map tests: hand-written programs (docs/program-format.md) and
helpers that read a rendered SVG map with xml.etree (never by string search)."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from crawlbook.compiler.maps import targets_of
from crawlbook.compiler.odds import Odds, OddsRow

from crawlbook import plugins

FIXTURES = Path(__file__).parent / "fixtures"
SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}"

needs_dot = pytest.mark.skipif(shutil.which("dot") is None,
                               reason="graphviz's `dot` is not installed (./dev setup installs it)")


def expected_edges(program: dict[str, Any]) -> list[tuple[str, str]]:
    """(tail, head) node names of every way out of every entry of the program."""
    owner = {}
    for ev in program["events"].values():
        owner.update({e: str(ev["number"]) for e in ev["entries"]})
    for card in program["cards"].values():
        owner.update({e: card["code"] for e in card["entries"]})
    edges = []
    for eid, entry in program["entries"].items():
        for to, *_ in targets_of(entry["ending"], plugins.language(program["ruleset"])):
            if to == "CONTINUE":
                edges.append((eid, f"CONTINUE {owner[eid]}"))
            elif to in program["entries"]:
                edges.append((eid, to))
            else:
                edges.append((eid, f"missing {to}"))
    return edges


def fake_report(program: dict[str, Any], runs: int = 200) -> dict[str, Any]:
    """A simulation report of the program with a different count on every entry, way and
    option (one entry never reached), as ``crawlbook simulate --format json`` writes it."""
    entries = list(program["entries"])
    reach = {eid: (0 if i == 1 else 10 + 7 * i) for i, eid in enumerate(entries)}
    ways: dict[str, dict[str, int]] = {}
    decisions: dict[str, Any] = {}
    for i, eid in enumerate(entries):
        ending = program["entries"][eid]["ending"]
        for j, (to, *_rest) in enumerate(targets_of(ending,
                                                    plugins.language(program["ruleset"]))):
            ways.setdefault(eid, {})[to] = reach[eid] // (j + 2)
        if ending["kind"] == "decision":
            decisions[eid] = {"taken": reach[eid], "options": {
                str(k): {"text": o["text"], "to": o["to"], "taken": 3 + k + i, "runs": 2 + k + i,
                         "wins": 1 + k, "win_rate": round((1 + k) / (2 + k + i), 4),
                         "mean_score": 1.5 * k}
                for k, o in enumerate(ending["options"], 1)}}
    return {"format": "crawlbook-simulation", "version": 2, "runs": runs, "completed": runs,
            "policy": "random", "mission": {"content_hash": program.get("content_hash")},
            "score": {"name": "Success Points"},
            "coverage": {"runs_per_entry": reach}, "ways": ways, "decisions": decisions}


def fake_odds(program: dict[str, Any]) -> dict[str, list[tuple[str, Odds]]]:
    """An Odds table for every entry with an effect (the real ones are tested with
    compiler/odds.py; here only how a map shows them matters)."""
    found = {}
    for eid, entry in program["entries"].items():
        steps = [s for s in entry["steps"] if s["op"] == "effect"]
        if steps or entry["ending"]["kind"] == "resolve":
            odds = Odds(title=f"Chance at {eid} <b>", columns=("Trait", "chance"),
                        rows=(OddsRow("Rat <i>", ("3", Fraction(1, 3)), "note & more"),),
                        chances={"pass": Fraction(1, 3), "fail": Fraction(2, 3)},
                        basis="a fresh Team", summary=f"pass 33% at {eid}")
            found[eid] = [(f"EFFECT {eid}", odds)]
    return found


def load_program(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / f"{name}.program.json").read_text(encoding="utf-8"))


def load_diagnostics(name: str) -> list[dict[str, Any]]:
    path = FIXTURES / f"{name}.diagnostics.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else []


class SvgMap:
    """The nodes and edges of a rendered map, read from the SVG tree."""

    def __init__(self, data: bytes) -> None:
        self.root = ET.fromstring(data)
        self.nodes: dict[str, ET.Element] = {}
        self.edges: list[tuple[str, str, ET.Element]] = []
        for group in self.root.iter(f"{SVG}g"):
            classes = group.get("class", "").split()
            title = group.find(f"{SVG}title")
            if title is None or title.text is None:
                continue
            if "node" in classes:
                self.nodes[title.text] = group
            elif "edge" in classes:
                tail, _, head = title.text.partition("->")
                self.edges.append((tail, head, group))

    @staticmethod
    def classes(group: ET.Element) -> set[str]:
        return set(group.get("class", "").split())

    @staticmethod
    def text(group: ET.Element) -> str:
        return " ".join(t.text or "" for t in group.iter(f"{SVG}text"))

    @staticmethod
    def tooltip(group: ET.Element) -> str:
        link = group.find(f".//{SVG}a")
        return "" if link is None else link.get(f"{XLINK}title", "")

    def edge_labels(self, tail: str, head: str) -> list[str]:
        return [self.text(g) for t, h, g in self.edges if (t, h) == (tail, head)]

    def clusters(self) -> list[ET.Element]:
        return [g for g in self.root.iter(f"{SVG}g") if "cluster" in self.classes(g)]
