"""A simulation drawn on the branch map (``crawlbook simulate --map``, ``crawlbook graph
--heat REPORT.json``; docs/maps.md, docs/simulate.md).

A simulation report (docs/simulate.md) counts, over its completed runs, the runs that
reached each entry (``coverage.runs_per_entry``), the runs that took each way out of an
entry (``ways``) and, for each option of a decision, the runs that took it with their win
rate and mean score (``decisions``). ``Heat`` reads those; ``apply`` puts them on a
``maps.MapModel``: an entry's fill is the share of runs that reached it (a scale from pale
to deep orange), an entry no run reached is dashed grey and says so, an edge is as thick
as the share of runs that took it, and an option's edge says its win rate and mean score.
The same numbers ride on the model for the SVG and the HTML map.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

CONTINUE = "CONTINUE"
LOW = (254, 240, 217)  # the scale of reached entries: a few runs ...
HIGH = (227, 74, 51)  # ... to every run
NEVER_COLOUR = "#9a9a9a"
EDGE_MIN, EDGE_MAX = 0.6, 7.0  # edge widths (points) for 0% and 100% of runs
LEGEND_STOPS = (0.01, 0.25, 0.5, 0.75, 1.0)


class HeatError(ValueError):
    """The file is not a simulation report the map can read."""


# The most runs a report may count: far more than any simulation plays, and small enough
# that every share of them is a float (a 5,000-digit count cannot be divided).
MAX_RUNS = 10 ** 15


def _count(value: Any) -> int:
    """A count of runs in a report: a whole number from 0 to ``MAX_RUNS``."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_RUNS:
        raise ValueError(f"a count of runs must be a whole number from 0 to {MAX_RUNS}")
    return value


@dataclass(frozen=True)
class NodeHeat:
    runs: int
    share: float

    @property
    def never(self) -> bool:
        return self.runs == 0

    def text(self) -> str:
        return "never reached" if self.never else f"reached in {percent(self.share)} of runs"


@dataclass(frozen=True)
class EdgeHeat:
    runs: int
    share: float
    win_rate: float | None = None  # options only: of the runs that took it
    mean_score: float | None = None
    score_name: str = ""

    def text(self) -> str:
        parts = [percent(self.share)]
        if self.win_rate is not None:
            parts.append(f"win {percent(self.win_rate)}")
        if self.mean_score is not None:
            parts.append(f"{abbreviation(self.score_name)} {self.mean_score:.1f}")
        return " · ".join(parts)


@dataclass
class Heat:
    """What a simulation report says of each entry, way and option."""

    runs: int  # completed runs: the whole of every share
    entries: dict[str, int]
    ways: dict[str, dict[str, int]]
    options: dict[str, dict[str, dict[str, Any]]]
    score_name: str = "Score"
    policy: str = ""
    stale: bool = False  # the report was made from another version of the mission
    has_ways: bool = True  # reports before ways were counted have none
    notes: list[str] = field(default_factory=list)

    @classmethod
    def from_report(cls, report: Any, program: Mapping[str, Any] | None = None) -> Heat:
        if not isinstance(report, Mapping) or report.get("format") != "crawlbook-simulation":
            raise HeatError("not a crawlbook simulation report (write one with crawlbook "
                            "simulate MISSION --format json > report.json)")
        try:
            runs = _count(report["completed"])
            coverage = report["coverage"]["runs_per_entry"]
            entries = {str(k): _count(v) for k, v in coverage.items()}
            ways = {str(k): {str(t): _count(n) for t, n in v.items()}
                    for k, v in (report.get("ways") or {}).items()}
            options = {str(k): {str(o): dict(v) for o, v in (d.get("options") or {}).items()}
                       for k, d in (report.get("decisions") or {}).items()}
            for by_option in options.values():
                for option in by_option.values():
                    option["runs"] = _count(option.get("runs") or 0)
            score = str((report.get("score") or {}).get("name") or "Score")
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise HeatError(f"the simulation report is incomplete ({exc})") from None
        heat = cls(runs, entries, ways, options, score, str(report.get("policy") or ""),
                   has_ways="ways" in report)
        wanted = (program or {}).get("content_hash")
        found = (report.get("mission") or {}).get("content_hash")
        if wanted and found and wanted != found:
            heat.stale = True
            heat.notes.append("the report was made from another version of this mission")
        if not heat.has_ways:
            heat.notes.append("the report has no counts of ways (made before they were "
                              "counted): edges show options only")
        return heat

    def share(self, runs: int) -> float:
        return runs / self.runs if self.runs else 0.0

    def node(self, entry: str) -> NodeHeat:
        runs = self.entries.get(entry, 0)
        return NodeHeat(runs, self.share(runs))

    def edge(self, source: str, target: str, kind: str, index: int) -> EdgeHeat:
        if kind == "option":
            option = self.options.get(source, {}).get(str(index + 1)) or {}
            runs = int(option.get("runs") or 0)
            score = option.get("mean_score")
            return EdgeHeat(runs, self.share(runs), _float(option.get("win_rate")),
                            _float(score), self.score_name)
        runs = self.ways.get(source, {}).get(target, 0)
        return EdgeHeat(runs, self.share(runs))

    def caption(self) -> str:
        by = f", policy {self.policy}" if self.policy else ""
        return f"Simulation: {self.runs} runs{by}"


def _float(value: Any) -> float | None:
    return None if value is None else float(value)


def percent(share: float) -> str:
    if 0 < share < 0.01:
        return "<1%"
    return f"{share * 100:.0f}%"


def abbreviation(name: str) -> str:
    """``Success Points`` -> ``SP``; a name that starts with its own short form
    (``3BL (30-second boxes left)``) -> that form; a one-word name stays whole."""
    words = name.split()
    if len(words) <= 1:
        return name
    if words[0].upper() == words[0]:
        return words[0]
    return "".join(w[0].upper() for w in words if w[0].isalpha())


def colour(share: float) -> str:
    """The fill of an entry reached in ``share`` of the runs (never: white)."""
    if share <= 0:
        return "#ffffff"
    t = min(1.0, share) ** 0.7  # a few runs still show
    r, g, b = (round(lo + (hi - lo) * t) for lo, hi in zip(LOW, HIGH, strict=True))
    return f"#{r:02x}{g:02x}{b:02x}"


def text_colour(share: float) -> str:
    """Black on pale fills, white on deep ones."""
    return "#ffffff" if share > 0.8 else "#000000"


def width(share: float) -> float:
    return round(EDGE_MIN + (EDGE_MAX - EDGE_MIN) * min(1.0, max(0.0, share)), 2)


def apply(model: Any, heat: Heat) -> None:
    """Put the simulation on a ``maps.MapModel``: node and edge heat, their look in DOT
    and the labels of the ways."""
    model.heat = heat
    for node in model.nodes.values():
        if node.kind != "entry" or node.entry is None:
            continue
        node.heat = heat.node(node.entry)
        node.classes.append("never" if node.heat.never else "reached")
        node.tooltip = f"{node.tooltip} · {node.heat.text()} ({node.heat.runs} runs)"
        if node.heat.never:
            style = "dashed,rounded" if "rounded" in node.attrs.get("style", "") else "dashed"
            node.attrs.update(style=f"{style},filled", fillcolor="#ffffff",
                              color=node.attrs.get("color", NEVER_COLOUR), fontcolor="#666666")
            node.label += '<BR/><FONT POINT-SIZE="9"><I>never reached</I></FONT>'
            node.lines.append("never reached")
        else:
            node.attrs.update(fillcolor=colour(node.heat.share),
                              fontcolor=node.attrs.get("fontcolor",
                                                       text_colour(node.heat.share)))
            if "filled" not in node.attrs.get("style", ""):
                node.attrs["style"] = f"{node.attrs.get('style', '')},filled".lstrip(",")
    for edge in model.edges:
        if edge.source is None or edge.target is None:
            continue
        if not heat.has_ways and edge.kind != "option":
            continue
        edge.heat = heat.edge(edge.source, edge.target, edge.kind, edge.index)
        edge.label = f"{edge.label} · {edge.heat.text()}" if edge.label else edge.heat.text()
        edge.attrs["penwidth"] = str(width(edge.heat.share))
        if edge.heat.runs == 0:
            edge.attrs["style"] = "dotted"
