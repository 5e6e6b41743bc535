"""The simulation report: a JSON-ready dict built from a ``Tally`` and the program
(docs/simulate.md lists every key), and its text form for the terminal (rich tables).

Everything but ``elapsed_s`` and ``runs_per_second`` depends only on the program, the
seed, the policy and the number of runs: the same for any number of workers or backend.
"""

from __future__ import annotations

import math
import re
from typing import Any

from crawlbook.runtime.simulation.tally import Tally
from rich.console import Console
from rich.table import Table

REPORT_FORMAT = "crawlbook-simulation"
REPORT_VERSION = 1
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval
CAUSES = ("tb_exhausted", "rats_taken_out", "abandoned")
CAUSE_LABELS = {"tb_exhausted": "TB cards exhausted", "rats_taken_out": "2 Rats Taken Out",
                "abandoned": "abandoned"}
TIMING_KEYS = ("elapsed_s", "runs_per_second")


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
    """Natural order: 2.1 < 2.10 < 10.1; TB cards (TR7.1) after Events."""
    parts = re.split(r"(\d+)", entry_id)
    return tuple((0, int(p)) if p.isdigit() else (1, p) for p in parts)


def _ratio(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _spread(counter: dict[int, int]) -> dict[str, Any]:
    n = sum(counter.values())
    if not n:
        return {"mean": None, "min": None, "max": None, "distribution": {}}
    total = sum(k * v for k, v in counter.items())
    return {"mean": round(total / n, 4), "min": min(counter), "max": max(counter),
            "distribution": {str(k): counter[k] for k in sorted(counter)}}


def _test_entries(program: dict) -> list[str]:
    """Entries that make a Trait test: a TEST ending or a TEST effect step."""
    found = []
    for eid, entry in (program.get("entries") or {}).items():
        ending = entry.get("ending") or {}
        steps = entry.get("steps") or ()
        if ending.get("verb") == "TEST" or any(s.get("verb") == "TEST" for s in steps):
            found.append(eid)
    return found


def build_report(tally: Tally, program: dict, *, seed: int, policy: str, runs: int,
                 elapsed: float) -> dict[str, Any]:
    entries = program.get("entries") or {}
    mission = program.get("mission") or {}
    done = tally.completed
    wins = tally.outcomes.get("success", 0)
    low, high = wilson(wins, done)
    failure = {cause: tally.outcomes.get(cause, 0) for cause in CAUSES}
    for cause, count in sorted(tally.outcomes.items()):
        if cause != "success" and cause not in failure:
            failure[cause] = count
    reached = {eid: tally.entries.get(eid, 0) for eid in sorted(entries, key=entry_key)}
    never = [eid for eid, n in reached.items() if not n]
    extra = sorted((e for e in tally.entries if e not in entries), key=entry_key)
    points = _spread(tally.points)
    turns = _spread(tally.turns)
    out = _spread(tally.taken_out)
    return {
        "format": REPORT_FORMAT,
        "version": REPORT_VERSION,
        "mission": {"number": mission.get("number"), "title": mission.get("title"),
                    "content_hash": program.get("content_hash")},
        "runs": runs,
        "seed": seed,
        "policy": policy,
        "completed": done,
        "outcomes": {"success": wins, "failure": failure,
                     "failures": done - wins, "errors": tally.failed},
        "win_rate": {"value": _ratio(wins, done), "low": round(low, 4),
                     "high": round(high, 4), "confidence": 0.95, "method": "wilson"},
        "success_points": {
            "mean": round(tally.points_sum / done, 4) if done else None,
            "mean_success": points["mean"], "min": points["min"], "max": points["max"],
            "distribution": points["distribution"]},
        "turns": turns,
        "rats_taken_out": {"total": sum(k * v for k, v in tally.taken_out.items()),
                           "mean": out["mean"], "distribution": out["distribution"]},
        "combats": {"fought": tally.combats, "won": tally.combats_won,
                    "win_rate": _ratio(tally.combats_won, tally.combats),
                    "runs_with_combat": tally.runs_with_combat,
                    "mean_per_run": _ratio(tally.combats, done)},
        "coverage": {"entries_total": len(entries),
                     "entries_reached": len(entries) - len(never),
                     "ratio": _ratio(len(entries) - len(never), len(entries)),
                     "never_reached": never, "runs_per_entry": reached,
                     "owners": _owners(entries, reached), "unknown_entries": extra},
        "decisions": _decisions(entries, tally),
        "trait_tests": _tests(program, tally),
        "failed_runs": tally.failed_runs,
        "elapsed_s": round(elapsed, 3),
        "runs_per_second": round(runs / elapsed, 1) if elapsed > 0 else None,
    }


def _owners(entries: dict, reached: dict[str, int]) -> list[dict[str, Any]]:
    """Per Event or TB card: its entries and how many of them some run reached."""
    owners: dict[str, dict[str, Any]] = {}
    for eid in reached:
        entry = entries[eid]
        owner = str(entry.get("owner") or eid.split(".")[0])
        row = owners.setdefault(owner, {"owner": owner, "kind": entry.get("owner_kind"),
                                        "entries": 0, "reached": 0})
        row["entries"] += 1
        row["reached"] += 1 if reached[eid] else 0
    return sorted(owners.values(), key=lambda r: (r["kind"] != "event",
                                                  entry_key(r["owner"])))


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
            options[key] = {"text": text, "to": (written[index].get("to")
                                                 if 0 <= index < len(written) else None),
                            "taken": taken, "runs": in_runs, "wins": won,
                            "win_rate": _ratio(won, in_runs)}
        out[eid] = {"taken": sum(o["taken"] for o in options.values()), "options": options}
    return out


def _tests(program: dict, tally: Tally) -> dict[str, Any]:
    ids = set(_test_entries(program)) | set(tally.tests)
    return {eid: {"tests": tally.tests.get(eid, 0), "passed": tally.tests_passed.get(eid, 0),
                  "pass_rate": _ratio(tally.tests_passed.get(eid, 0), tally.tests.get(eid, 0))}
            for eid in sorted(ids, key=entry_key)}


def without_timing(report: dict[str, Any]) -> dict[str, Any]:
    """The report minus the fields that vary between identical simulations."""
    return {k: v for k, v in report.items() if k not in TIMING_KEYS}


# -- text ------------------------------------------------------------------------------


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def _bar(count: int, most: int, width: int = 30) -> str:
    return "█" * (round(width * count / most) if most else 0)


def render_text(report: dict[str, Any], console: Console, *, footer: str = "") -> None:
    """The report as rich tables and a histogram (plain text in a pipe)."""
    mission = report["mission"]
    title = f"Mission {mission['number']}: {mission['title']}" if mission["title"] else "Mission"
    console.print(f"[bold]{title}[/bold] — {report['runs']} runs, policy "
                  f"{report['policy']}, seed {report['seed']}")
    outcomes = report["outcomes"]
    win = report["win_rate"]
    done = report["completed"]
    summary = Table(show_header=False, box=None, pad_edge=False)
    summary.add_column(style="bold")
    summary.add_column()
    summary.add_row("Win rate", f"{_pct(win['value'])} (95% CI {_pct(win['low'])} – "
                                f"{_pct(win['high'])}, Wilson)")
    summary.add_row("Success", f"{outcomes['success']}")
    for cause, count in outcomes["failure"].items():
        summary.add_row(f"Failure: {CAUSE_LABELS.get(cause, cause)}",
                        f"{count} ({_pct(count / done if done else None)})")
    sp = report["success_points"]
    summary.add_row("Success Points", f"mean {sp['mean']} over all runs, "
                                      f"{sp['mean_success']} over successes "
                                      f"(min {sp['min']}, max {sp['max']})")
    turns = report["turns"]
    summary.add_row("Crawls", f"mean {turns['mean']} (min {turns['min']}, max {turns['max']})")
    out = report["rats_taken_out"]
    summary.add_row("Rats Taken Out", f"{out['total']} (mean {out['mean']} per run)")
    combats = report["combats"]
    summary.add_row("Combats", f"{combats['fought']} fought, {combats['won']} won "
                               f"({_pct(combats['win_rate'])}), in "
                               f"{combats['runs_with_combat']} runs")
    cov = report["coverage"]
    summary.add_row("Coverage", f"{cov['entries_reached']} of {cov['entries_total']} entries "
                                f"reached ({_pct(cov['ratio'])})")
    if outcomes["errors"]:
        summary.add_row("[red]Errors[/red]", f"[red]{outcomes['errors']} runs crashed or "
                                             "broke an invariant[/red]")
    console.print(summary)

    dist = sp["distribution"]
    if dist:
        console.print("\n[bold]Success Points of successful runs[/bold]")
        most = max(dist.values())
        for points, count in dist.items():
            console.print(f"{points:>4} {_bar(count, most)} {count}", highlight=False)

    per_entry = cov["runs_per_entry"]
    if per_entry:
        table = Table(title="Runs reaching each entry", title_justify="left")
        table.add_column("Event / card")
        table.add_column("reached", justify="right")
        table.add_column("entry:runs")
        for owner in cov["owners"]:
            ids = [e for e in per_entry if e.split(".")[0] == owner["owner"]]
            label = f"Event {owner['owner']}" if owner["kind"] == "event" else owner["owner"]
            table.add_row(label, f"{owner['reached']}/{owner['entries']}",
                          "  ".join(f"{e}:{per_entry[e]}" for e in ids))
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
                              str(option["runs"]), _pct(option["win_rate"]))
        console.print(table)

    if report["trait_tests"]:
        table = Table(title="Trait tests", title_justify="left")
        for name in ("entry", "tests", "passed", "pass rate"):
            table.add_column(name, justify="right")
        for eid, test in report["trait_tests"].items():
            table.add_row(eid, str(test["tests"]), str(test["passed"]), _pct(test["pass_rate"]))
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
