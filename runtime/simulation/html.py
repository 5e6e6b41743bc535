"""The simulation report as one self-contained HTML page with inline SVG charts
(``crawlbook simulate --report OUT.html``, docs/simulate.md). The ruleset's sections come
as a ``ReportView`` (cards, histograms, tables) and are drawn like the core's.

The charts' geometry (bars, axes, labels) is computed here as plain numbers and strings;
the jinja2 template ``runtime/templates/report.html.j2`` draws them with autoescape on,
so a mission title or an option text can never inject markup. No scripts, no external
files: the page opens anywhere and prints.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from crawlbook.runtime.simulation.report import result_rows
from jinja2 import Environment, PackageLoader, StrictUndefined

from crawlbook.files import write_atomic
from crawlbook.ruleset import ReportView

CHART_WIDTH = 640
BAR_HEIGHT = 26
LABEL_WIDTH = 190
COLOURS = {"win": "#2e7d32", "draw": "#1565c0", "errors": "#6a1b9a"}
# The bars of losses and their causes, in the order they are listed.
LOSS_COLOURS = ("#ef6c00", "#c62828", "#757575", "#5d4037", "#ad1457", "#455a64")


def _outcome_bars(report: dict[str, Any]) -> dict[str, Any]:
    outcomes = report["outcomes"]
    rows = result_rows(report)
    if outcomes["errors"]:
        rows.append(("errors", "Crashed runs", outcomes["errors"]))
    runs = max(1, report["runs"])
    span = CHART_WIDTH - LABEL_WIDTH - 90
    bars = []
    losses = 0
    for i, (key, label, count) in enumerate(rows):
        width = span * count / runs
        colour = COLOURS.get(key)
        if colour is None:
            colour = LOSS_COLOURS[losses % len(LOSS_COLOURS)]
            losses += 1
        bars.append({"y": i * BAR_HEIGHT + 4, "width": round(width, 1), "label": label,
                     "colour": colour,
                     "value": f"{count} ({100 * count / runs:.1f}%)",
                     "value_x": round(LABEL_WIDTH + width + 6, 1)})
    return {"width": CHART_WIDTH, "height": len(rows) * BAR_HEIGHT + 8,
            "label_width": LABEL_WIDTH, "bars": bars}


def _histogram(distribution: dict[str, int], caption: str) -> dict[str, Any]:
    """Vertical bars, one per value (gaps between values shown as empty slots)."""
    height, bottom, top = 220, 30, 20
    if not distribution:
        return {"width": CHART_WIDTH, "height": 40, "bars": [], "caption": caption,
                "empty": True, "baseline": 0, "ticks": []}
    values = [int(k) for k in distribution]
    lo, hi = min(values), max(values)
    slots = hi - lo + 1
    most = max(distribution.values())
    slot = min(48.0, (CHART_WIDTH - 40) / slots)
    bars = []
    for value in range(lo, hi + 1):
        count = distribution.get(str(value), 0)
        h = (height - bottom - top) * count / most
        x = 30 + (value - lo) * slot
        bars.append({"x": round(x + slot * 0.1, 1), "width": round(slot * 0.8, 1),
                     "y": round(height - bottom - h, 1), "height": round(h, 1),
                     "label": str(value), "label_x": round(x + slot / 2, 1),
                     "count": count, "count_y": round(height - bottom - h - 4, 1)})
    return {"width": CHART_WIDTH, "height": height, "bars": bars, "caption": caption,
            "empty": False, "baseline": height - bottom, "label_y": height - bottom + 16}


def _coverage(report: dict[str, Any]) -> dict[str, Any]:
    """One row per Event / card: its entries as cells shaded by how often runs
    reached them (white: never)."""
    coverage = report["coverage"]
    runs = max(1, report["completed"])
    per_entry = coverage["runs_per_entry"]
    by_owner: dict[str, list[str]] = {}
    for eid in per_entry:
        by_owner.setdefault(eid.split(".")[0], []).append(eid)
    cell, gap = 22, 3
    rows: list[dict[str, Any]] = []
    for i, owner in enumerate(coverage["owners"]):
        ids = owner.get("ids") or by_owner.get(owner["owner"], [])
        cells = []
        for j, eid in enumerate(ids):
            share = per_entry[eid] / runs
            cells.append({"x": LABEL_WIDTH + j * (cell + gap), "id": eid,
                          "runs": per_entry[eid], "share": f"{100 * share:.1f}%",
                          # sqrt: an entry one run in fifty reaches is still visible
                          "opacity": round(0.2 + 0.8 * math.sqrt(share), 3) if share else 0,
                          "never": per_entry[eid] == 0})
        title = (f"Event {owner['owner']}" if owner["kind"] == "event" else owner["owner"])
        rows.append({"y": i * (cell + gap) + 4, "label": title,
                     "summary": f"{owner['reached']}/{owner['entries']}", "cells": cells})
    widest = max((len(r["cells"]) for r in rows), default=0)
    return {"width": max(CHART_WIDTH, LABEL_WIDTH + widest * (cell + gap) + 60),
            "height": len(rows) * (cell + gap) + 8, "cell": cell, "rows": rows,
            "label_width": LABEL_WIDTH}


def render_html(report: dict[str, Any], view: ReportView | None = None) -> str:
    """The page; ``view`` shows the ruleset's sections (``report.ruleset_view``)."""
    view = view or ReportView()
    env = Environment(loader=PackageLoader("crawlbook.runtime", "templates"),
                      autoescape=True, undefined=StrictUndefined, trim_blocks=True,
                      lstrip_blocks=True)
    template = env.get_template("report.html.j2")
    score = report["score"]
    charts = [_histogram(score["distribution"], f"{score['name']} of won runs")]
    charts += [_histogram(dist, caption) for caption, dist in view.histograms]
    return template.render(report=report, outcomes=_outcome_bars(report), charts=charts,
                           cards=view.cards, tables=view.tables, coverage=_coverage(report))


def write_html(path: Path, report: dict[str, Any], view: ReportView | None = None) -> None:
    """Write the page atomically (a failed write leaves any previous report intact)."""
    write_atomic(path, render_html(report, view))
