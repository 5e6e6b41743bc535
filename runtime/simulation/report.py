"""The simulation report: a JSON-ready dict built from a ``Tally`` and the program
(docs/simulate.md lists every key), and its text form for the terminal (rich tables).

The core's part is the same for every ruleset: results (win, draw and loss counts with
their causes, the three rates with Wilson intervals), the score, entry coverage and
decisions. The ruleset's ``SimulationHooks.report`` adds sections of its own (keys of the
report) and ``SimulationHooks.view`` says how the text and HTML forms show them.

Everything but ``elapsed_s`` and ``runs_per_second`` depends only on the program, the
seed, the policy, the options and the number of runs: the same for any number of workers
or backend.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from crawlbook.ruleset import RESULT_KINDS, ReportView

if TYPE_CHECKING:
    from crawlbook.compiler.graph import MissionGraph
    from crawlbook.compiler.registry import Registry
    from crawlbook.runtime.simulation.tally import Tally

    from crawlbook.ruleset import SimulationHooks

REPORT_FORMAT = "crawlbook-simulation"
REPORT_VERSION = 2
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval
TIMING_KEYS = ("elapsed_s", "runs_per_second")
KIND_WORDS = {"win": "Win", "draw": "Draw", "loss": "Loss"}


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (good at 0, 1 and small n)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def entry_key(entry_id: str) -> tuple:
    """Natural order: 2.1 < 2.10 < 10.1; card entries (TR7.1) after Events."""
    parts = re.split(r"(\d+)", entry_id)
    return tuple((0, int(p)) if p.isdigit() else (1, p) for p in parts)


def ratio(part: int, whole: int) -> float | None:
    """``part / whole`` to 4 places, None when ``whole`` is 0."""
    return round(part / whole, 4) if whole else None


def spread(counter: dict[int, int]) -> dict[str, Any]:
    """Mean, min, max and the distribution ({"value": runs}) of a counter of values."""
    n = sum(counter.values())
    if not n:
        return {"mean": None, "min": None, "max": None, "distribution": {}}
    total = sum(k * v for k, v in counter.items())
    return {"mean": round(total / n, 4), "min": min(counter), "max": max(counter),
            "distribution": {str(k): counter[k] for k in sorted(counter)}}


def _rate(count: int, done: int) -> dict[str, Any]:
    low, high = wilson(count, done)
    return {"value": ratio(count, done), "low": round(low, 4), "high": round(high, 4),
            "confidence": 0.95, "method": "wilson"}


def build_report(tally: Tally, program: dict, *, seed: int, policy: str, runs: int,
                 elapsed: float, hooks: SimulationHooks | None = None,
                 ruleset: str | None = None,
                 language: Registry | None = None) -> dict[str, Any]:
    """The report (docs/simulate.md); ``language`` is the ruleset's
    (``Ruleset.language``), which reads the mission's ways for coverage."""
    from crawlbook.compiler.graph import MissionGraph

    entries = program.get("entries") or {}
    mission = program.get("mission") or {}
    done = tally.completed
    # Coverage is counted over the mission's graph, the one the checks and maps read.
    graph = MissionGraph.from_program(program, language)
    reached = {eid: tally.entries.get(eid, 0) for eid in sorted(graph.entries(), key=entry_key)}
    never = [eid for eid, n in reached.items() if not n]
    extra = sorted((e for e in tally.entries if e not in entries), key=entry_key)
    scores = spread(tally.scores)
    report: dict[str, Any] = {
        "format": REPORT_FORMAT,
        "version": REPORT_VERSION,
        "ruleset": ruleset,
        "mission": {"number": mission.get("number"), "title": mission.get("title"),
                    "content_hash": program.get("content_hash")},
        "runs": runs,
        "seed": seed,
        "policy": policy,
        "completed": done,
        "outcomes": _outcomes(tally, hooks, program),
        "win_rate": _rate(tally.kinds.get("win", 0), done),
        "draw_rate": _rate(tally.kinds.get("draw", 0), done),
        "loss_rate": _rate(tally.kinds.get("loss", 0), done),
        "score": {"name": hooks.score_name if hooks is not None else "Score",
                  "mean": round(tally.score_sum / done, 4) if done else None,
                  "mean_win": scores["mean"], "min": scores["min"], "max": scores["max"],
                  "distribution": scores["distribution"]},
        "coverage": {"entries_total": len(entries),
                     "entries_reached": len(entries) - len(never),
                     "ratio": ratio(len(entries) - len(never), len(entries)),
                     "never_reached": never, "runs_per_entry": reached,
                     "owners": _owners(graph, reached), "starts": _starts(graph, program, reached),
                     "starts_declared": bool(program.get("start")), "unknown_entries": extra},
        "decisions": _decisions(entries, tally),
        "ways": _ways(tally),
    }
    if hooks is not None:
        report.update(hooks.report(tally.ruleset, program, done))
    report["failed_runs"] = tally.failed_runs
    report["elapsed_s"] = round(elapsed, 3)
    report["runs_per_second"] = round(runs / elapsed, 1) if elapsed > 0 else None
    return report


def _outcomes(tally: Tally, hooks: SimulationHooks | None,
              program: dict | None = None) -> dict[str, Any]:
    """Runs by result kind, each kind's causes (the ruleset's listed ones first, zeros
    included), the ruleset's word for each kind and for each cause, and the crashed
    runs. The causes and their words are the program's (``SimulationHooks.causes_for``:
    a scenario's own goal is won by its own causes)."""
    listed: Mapping[str, Sequence[str]] = {}
    words: Mapping[str, str] = {}
    if hooks is not None:
        listed, words = (hooks.causes_for(program) if program is not None
                         else (hooks.causes, hooks.cause_labels))
    causes: dict[str, dict[str, int]] = {}
    for kind in RESULT_KINDS:
        found = {c: tally.causes.get((kind, c), 0) for c in listed.get(kind, ())}
        for (k, cause), count in sorted(tally.causes.items(), key=lambda kv: str(kv[0])):
            if k == kind and cause is not None and cause not in found:
                found[cause] = count
        causes[kind] = found
    return {**{kind: tally.kinds.get(kind, 0) for kind in RESULT_KINDS},
            "errors": tally.failed, "causes": causes,
            "words": {kind: tally.words[kind] for kind in RESULT_KINDS
                      if kind in tally.words},
            "labels": {c: words[c] for found in causes.values() for c in found
                       if c in words}}


def _owners(graph: MissionGraph, reached: dict[str, int]) -> list[dict[str, Any]]:
    """Per Event or card: its entries and how many of them some run reached."""
    owners: dict[str, dict[str, Any]] = {}
    for eid in reached:
        node = graph.nodes[eid]
        owner = str(node.get("owner") or eid.split(".")[0])
        row = owners.setdefault(owner, {"owner": owner, "kind": node.get("owner_kind"),
                                        "entries": 0, "reached": 0, "ids": []})
        row["entries"] += 1
        row["ids"].append(eid)
        row["reached"] += 1 if reached[eid] else 0
    return sorted(owners.values(), key=lambda r: (r["kind"] != "event",
                                                  entry_key(r["owner"])))


def _starts(graph: MissionGraph, program: dict,
            reached: dict[str, int]) -> list[dict[str, Any]]:
    """Per place where reading may start (docs/language.md, "Where reading starts": the
    program's ``start`` entries, else every Event's and card's first entry): the runs that
    read it, the entries a reading from it can come to and how many of them some run
    reached, and which it never did."""
    listed = [str(s) for s in program.get("start") or ()]
    ids = listed or sorted((e for e in reached if graph.nodes[e].get("first")), key=entry_key)
    out = []
    for eid in ids:
        if eid not in graph.nodes:
            continue
        seen = {eid}
        todo = [eid]
        while todo:
            for nxt in graph.successors(todo.pop()):
                if nxt not in seen and graph.nodes.get(nxt, {}).get("kind") == "entry":
                    seen.add(nxt)
                    todo.append(nxt)
        ways = sorted(seen, key=entry_key)
        node = graph.nodes[eid]
        out.append({"entry": eid, "owner": node.get("owner"), "kind": node.get("owner_kind"),
                    "runs": reached.get(eid, 0), "entries": len(ways),
                    "reached": sum(1 for e in ways if reached.get(e)),
                    "never_reached": [e for e in ways if not reached.get(e)]})
    return out


def _decisions(entries: dict, tally: Tally) -> dict[str, Any]:
    out: dict[str, Any] = {}
    ids = {eid for eid, e in entries.items()
           if (e.get("ending") or {}).get("kind") == "decision"}
    ids |= {eid for eid, _ in tally.taken}
    for eid in sorted(ids, key=entry_key):
        written = ((entries.get(eid) or {}).get("ending") or {}).get("options") or []
        keys = [str(i) for i in range(1, len(written) + 1)]
        keys += sorted({o for e, o in tally.taken if e == eid and o not in keys})
        options = {}
        for key in keys:
            index = int(key) - 1 if key.isdigit() else -1
            text = written[index].get("text", "") if 0 <= index < len(written) else ""
            taken = tally.taken.get((eid, key), 0)
            in_runs = tally.taken_runs.get((eid, key), 0)
            won = tally.taken_wins.get((eid, key), 0)
            score = tally.taken_score.get((eid, key), 0)
            options[key] = {"text": text, "to": (written[index].get("to")
                                                 if 0 <= index < len(written) else None),
                            "taken": taken, "runs": in_runs, "wins": won,
                            "win_rate": ratio(won, in_runs),
                            "mean_score": ratio(score, in_runs)}
        out[eid] = {"taken": sum(o["taken"] for o in options.values()), "options": options}
    return out


def _ways(tally: Tally) -> dict[str, dict[str, int]]:
    """Per entry, the runs that took each of its ways out (target -> runs)."""
    out: dict[str, dict[str, int]] = {}
    for (eid, to), runs in sorted(tally.ways.items(),
                                  key=lambda kv: (entry_key(kv[0][0]), entry_key(kv[0][1]))):
        out.setdefault(eid, {})[to] = runs
    return out


def without_timing(report: dict[str, Any]) -> dict[str, Any]:
    """The report minus the fields that vary between identical simulations."""
    return {k: v for k, v in report.items() if k not in TIMING_KEYS}


def result_rows(report: dict[str, Any]) -> list[tuple[str, str, int]]:
    """(kind or cause, label, runs) for every result a report shows: each kind that
    has no causes as one row, else one row per cause (``Failure: TB cards exhausted``)."""
    outcomes = report["outcomes"]
    labels = outcomes.get("labels") or {}
    rows = []
    for kind in RESULT_KINDS:
        word = str(outcomes["words"].get(kind) or KIND_WORDS[kind]).capitalize()
        causes = outcomes["causes"].get(kind) or {}
        if causes:
            rows += [(cause, f"{word}: {labels.get(cause, cause)}", count)
                     for cause, count in causes.items()]
            rest = outcomes[kind] - sum(causes.values())  # results with no cause
            if rest:
                rows.append((kind, word, rest))
        elif outcomes[kind] or kind == "win":
            rows.append((kind, word, outcomes[kind]))
    return rows


def ruleset_view(report: dict[str, Any], hooks: SimulationHooks | None) -> ReportView:
    """How the ruleset's sections of ``report`` are shown (nothing without hooks)."""
    return hooks.view(report) if hooks is not None else ReportView()


# -- text ------------------------------------------------------------------------------


def _word(report: dict[str, Any], key: str, default: str) -> str:
    """The report's ruleset's word for ``key`` (``BookShape.words``), else ``default``."""
    from crawlbook import plugins

    try:
        registry = plugins.language(str(report.get("ruleset") or ""))
    except Exception:  # a report of a ruleset no longer installed reads in plain words
        return default
    return registry.book.word(key, default) if registry is not None else default


def _titled(report: dict[str, Any]) -> bool:
    """Whether the report's ruleset names its books by a title directive of its own
    (``Registry.title_directive``), with no mission number."""
    from crawlbook import plugins

    try:
        registry = plugins.language(str(report.get("ruleset") or ""))
    except Exception:  # a report of a ruleset no longer installed reads as a mission
        return False
    return registry is not None and registry.title_directive() is not None


def percent(value: float | None) -> str:
    """A ratio as ``41.2%`` (``-`` for None)."""
    return "-" if value is None else f"{100 * value:.1f}%"


def _bar(count: int, most: int, width: int = 30) -> str:
    return "█" * (round(width * count / most) if most else 0)


def render_text(report: dict[str, Any], console: Console, *, footer: str = "",
                view: ReportView | None = None) -> None:
    """The report as rich tables and a histogram (plain text in a pipe); ``view`` shows
    the ruleset's sections (``ruleset_view``)."""
    from crawlbook.terminal import guarded

    with guarded(console):  # the mission's title, the policy's name: printed inert
        _render_text(report, console, footer, view or ReportView())


def _render_text(report: dict[str, Any], console: Console, footer: str,
                 view: ReportView) -> None:
    mission = report["mission"]
    title = (f"Mission {mission['number']}: {escape(str(mission['title']))}"
             if mission["title"] else "Mission")
    if mission["title"] and _titled(report):  # a book its ruleset names with no number
        title = escape(str(mission["title"]))
    # Not highlighted: the highlighter colours an author's title by what parts look like,
    # and its regular expressions took 5 s over a title of 20,000 characters.
    console.print(f"[bold]{title}[/bold] — {report['runs']} runs, policy "
                  f"{escape(str(report['policy']))}, seed {report['seed']}", highlight=False)
    outcomes = report["outcomes"]
    win = report["win_rate"]
    done = report["completed"]
    summary = Table(show_header=False, box=None, pad_edge=False)
    summary.add_column(style="bold")
    summary.add_column()
    summary.add_row("Win rate", f"{percent(win['value'])} (95% CI {percent(win['low'])} – "
                                f"{percent(win['high'])}, Wilson)")
    if outcomes["draw"]:
        draw = report["draw_rate"]
        summary.add_row("Draw rate", f"{percent(draw['value'])} (95% CI "
                                     f"{percent(draw['low'])} – {percent(draw['high'])})")
    for key, label, count in result_rows(report):
        share = percent(count / done if done else None)
        summary.add_row(label, str(count) if key == "win" else f"{count} ({share})")
    score = report["score"]
    wins = (f"{score['mean_win']} over wins (min {score['min']}, max {score['max']})"
            if score["mean_win"] is not None else "no wins")
    summary.add_row(score["name"], f"mean {score['mean']} over all runs, {wins}")
    for label, value in view.summary:
        summary.add_row(label, value)
    cov = report["coverage"]
    summary.add_row("Coverage", f"{cov['entries_reached']} of {cov['entries_total']} entries "
                                f"reached ({percent(cov['ratio'])})")
    if outcomes["errors"]:
        summary.add_row("[red]Errors[/red]", f"[red]{outcomes['errors']} runs crashed or "
                                             "broke an invariant[/red]")
    console.print(summary)

    dist = score["distribution"]
    if dist:
        console.print(f"\n[bold]{score['name']} of won runs[/bold]")
        most = max(dist.values())
        for points, count in dist.items():
            console.print(f"{points:>4} {_bar(count, most)} {count}", highlight=False)

    per_entry = cov["runs_per_entry"]
    if per_entry:
        table = Table(title="Runs reaching each entry", title_justify="left")
        table.add_column(_word(report, "owners", "part"))
        table.add_column("reached", justify="right")
        table.add_column("entry:runs")
        for owner in cov["owners"]:
            ids = owner.get("ids") or [e for e in per_entry
                                       if e.split(".")[0] == owner["owner"]]
            label = f"Event {owner['owner']}" if owner["kind"] == "event" else owner["owner"]
            table.add_row(label, f"{owner['reached']}/{owner['entries']}",
                          "  ".join(f"{e}:{per_entry[e]}" for e in ids))
        console.print(table)

    # A book that names where reading starts (``START 1``): what a reading from each start
    # came to (by default every Event's first entry is one, and the table above says it).
    starts = cov.get("starts") or []
    if cov.get("starts_declared") and starts:
        table = Table(title="Runs from each start", title_justify="left")
        for name in ("start", "runs", "reached", "never reached"):
            table.add_column(name, justify="left" if name != "runs" else "right")
        for start in starts:
            table.add_row(start["entry"], str(start["runs"]),
                          f"{start['reached']}/{start['entries']}",
                          ", ".join(start["never_reached"]) or "-")
        console.print(table)

    if cov["never_reached"]:
        console.print(f"\n[bold]Never reached[/bold] ({len(cov['never_reached'])}): "
                      + ", ".join(cov["never_reached"]), highlight=False)

    if report["decisions"]:
        table = Table(title="Decisions", title_justify="left")
        for name in ("entry", "option", "taken", "runs", "win rate after"):
            table.add_column(name, justify="right" if name != "option" else "left")
        for eid, decision in report["decisions"].items():
            for key, option in decision["options"].items():
                table.add_row(eid, f"{key}. {option['text']}", str(option["taken"]),
                              str(option["runs"]), percent(option["win_rate"]))
        console.print(table)

    for section in view.tables:
        table = Table(title=section.title, title_justify="left")
        for i, name in enumerate(section.columns):
            table.add_column(name, justify="left" if i in section.left else "right")
        for row in section.rows:
            table.add_row(*row)
        console.print(table)

    for failed in report["failed_runs"]:
        console.print(f"[red]run {failed['index']} (seed {failed['seed']}) {failed['kind']}: "
                      f"{failed['error']}[/red] at {failed['where']}; answers: "
                      f"{' '.join(failed['answers']) or '(none)'}", highlight=False)
    if outcomes["errors"] > len(report["failed_runs"]):
        console.print(f"[red]... and {outcomes['errors'] - len(report['failed_runs'])} more "
                      "failed runs[/red]")
    if footer:
        console.print(footer, highlight=False)
