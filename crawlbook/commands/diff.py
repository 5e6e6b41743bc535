"""`crawlbook diff OLD NEW`: what a change does to a mission (docs/playtesting.md, "diff").

OLD and NEW are missions (``.mission``, a built ``.json``, a bundled mission's name) or
git revisions of one, ``REV:PATH`` (``HEAD~1:m.mission``: the file as ``git show`` gives
it, and every file it INCLUDEs from the same revision, ``Revision``; a ``crawlbook:`` file
or one outside the repository is read from disk). The report gives the
structure (``compiler/diff.py``): entries added, removed and changed, targets moved, Log
Entries and conditions changed, warnings new and gone, exact odds that changed; and both
versions played side by side with the same seeds and policy
(``runtime/simulation/compare.py``): win rate, mean score, causes of loss and coverage,
each with its 95% interval and a test of the difference, and the entries whose reach
changed most. As text, JSON or an HTML page (the new version's map with the changed
entries coloured).

``--fail-on "win_rate>5%"`` (repeatable, or comma-separated) makes a change larger than
a threshold fail: measures ``win_rate``, ``mean_score``, ``coverage`` (entries reached),
``loss.CAUSE`` (a cause's rate), ``warnings`` (new warnings), ``entries`` (entries added,
removed or changed); a value with ``%`` is a share (5% = 0.05).

Exit codes: 0 the diff was shown (and no threshold was passed); 1 a ``--fail-on``
threshold was passed, or a version has errors or cannot be played; 2 usage errors (a
missing file, a revision git does not have, a bad ``--fail-on``).
"""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from crawlbook.commands.sources import sandbox_option
from crawlbook.inert import dumps, echo

if TYPE_CHECKING:
    from crawlbook.ruleset import Ruleset

MEASURES = ("win_rate", "mean_score", "coverage", "warnings", "entries")
_THRESHOLD = re.compile(r"^\s*([a-z_]+(?:\.[A-Za-z0-9_-]+)?)\s*>\s*(\d+(?:\.\d+)?)\s*(%?)\s*$")


@dataclass(frozen=True, slots=True)
class Version:
    label: str
    program: dict[str, Any]
    warnings: list[str]


@dataclass(frozen=True, slots=True)
class Threshold:
    measure: str
    limit: float
    text: str


def parse_thresholds(values: tuple[str, ...]) -> list[Threshold]:
    """``--fail-on`` values; a usage error names what a threshold may say."""
    found = []
    for value in values:
        for part in filter(None, (p.strip() for p in value.split(","))):
            match = _THRESHOLD.match(part)
            measure = match.group(1) if match else ""
            if not match or (measure not in MEASURES and not measure.startswith("loss.")):
                raise click.BadParameter(
                    f"`{part}` is not a threshold: write MEASURE>VALUE, MEASURE one of "
                    f"{', '.join(MEASURES)} or loss.CAUSE (win_rate>5%, mean_score>0.5)",
                    param_hint="--fail-on")
            limit = float(match.group(2)) / (100 if match.group(3) else 1)
            found.append(Threshold(measure, limit, part))
    return found


@click.command(name="diff")
@click.argument("old")
@click.argument("new")
@click.option("-n", "--runs", type=click.IntRange(min=0, max=1_000_000), default=500,
              show_default=True, help="Games each version plays (0: the structure only).")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Run i of both versions plays seed_for_run(SEED, i).")
@click.option("--policy", metavar="NAME",
              help="Who plays both (default: the ruleset's last policy, its most sensible).")
@click.option("--format", "fmt", type=click.Choice(("text", "json", "html")), default="text",
              show_default=True, help="The report on stdout.")
@click.option("--fail-on", "fail_on", multiple=True, metavar="MEASURE>VALUE",
              help="Exit 1 when a measure changes by more (win_rate>5%, mean_score>0.5, "
                   "coverage>2, loss.CAUSE>3%, warnings>0, entries>0).")
@sandbox_option
def command(old: str, new: str, runs: int, seed: int, policy: str | None, fmt: str,
            fail_on: tuple[str, ...], sandbox: bool) -> None:
    """What changed from OLD to NEW (missions, or git revisions REV:PATH): structure,
    exact odds, and both played side by side with the same seeds."""
    from crawlbook import plugins
    from crawlbook.compiler.diff import structure_diff
    from crawlbook.runtime.game import BadProgram, prepare
    from crawlbook.runtime.policies import PolicyLoadError, load_policy
    from crawlbook.runtime.search import rollout_policy_name

    thresholds = parse_thresholds(fail_on)
    before, after = _version(old, sandbox), _version(new, sandbox)
    # Each side's ruleset, looked up once and carried (structure, odds, play, map).
    rules_old, rules_new = plugins.for_program(before.program), plugins.for_program(after.program)
    structure = structure_diff(before.program, after.program, before.warnings,
                               after.warnings, rulesets=(rules_old, rules_new))
    report: dict[str, Any] = {"format": "crawlbook-diff", "old": before.label,
                              "new": after.label, "structure": structure.to_json()}
    if runs:
        try:
            ready_old = prepare(before.program, ruleset=rules_old)
            ready_new = prepare(after.program, ruleset=rules_new)
        except BadProgram as exc:
            echo(f"crawlbook diff: cannot play it: {exc}", err=True)
            sys.exit(1)
        name = policy or rollout_policy_name(rules_new)
        if name.strip() == "search":
            raise click.BadParameter("the search is far too slow to play a diff's runs; "
                                     "give a policy of the ruleset", param_hint="--policy")
        try:
            load_policy(name, rules_new)
        except PolicyLoadError as exc:
            raise click.BadParameter(str(exc), param_hint="--policy") from None
        from crawlbook.runtime.simulation.compare import compare, play_many

        played = compare(play_many(ready_old, runs, seed, name),
                         play_many(ready_new, runs, seed, name),
                         set(before.program.get("entries") or {}),
                         set(after.program.get("entries") or {}))
        report["simulation"] = {"policy": name, "seed": seed, **played}
    failed = _passed(thresholds, report)
    report["fail_on"] = [{"threshold": t.text, "passed": t.text in failed}
                         for t in thresholds]
    if fmt == "json":
        echo(dumps(report, indent=2), made_inert=True)
    elif fmt == "html":
        echo(_html(report, before.program, after.program, rules_new), made_inert=True)
    else:
        for line in _text(report):
            echo(line)
    if failed:
        echo(f"crawlbook diff: the change passes {', '.join(failed)}", err=True)
        sys.exit(1)


def _version(arg: str, sandbox: bool) -> Version:
    """One side of the diff: a file, a bundled mission, or ``REV:PATH``."""
    from crawlbook.compiler.api import MissingProgram, ProgramError, load_program
    from crawlbook.compiler.config import ConfigError
    from crawlbook.missions import locate

    real = locate(arg)  # a file, else a bundled mission's name
    if real is not None:
        if real.suffix == ".mission":
            return _compiled(arg, real, None, sandbox)
        try:
            return Version(arg, load_program(real, sandbox=sandbox), [])
        except (MissingProgram, ConfigError) as exc:
            raise click.UsageError(str(exc)) from None
        except ProgramError as exc:
            echo(str(exc).rstrip("\n"), err=True)
            sys.exit(1)
    rev, sep, name = arg.partition(":")
    if not sep or not rev or not name:
        raise click.UsageError(f"{arg}: no such file, bundled mission or git revision "
                               "(give a .mission, a .json, or REV:PATH such as "
                               "HEAD~1:mission.mission)")
    return _compiled(arg, Path(name), Revision.of(rev, Path(name)), sandbox)


def _git(folder: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(["git", "-C", str(folder), *args], capture_output=True,
                              timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise click.UsageError(f"cannot run git: {exc}") from None


@dataclass(frozen=True, slots=True)
class Revision:
    """The files of one git revision: a ``REV:PATH`` mission and the files it INCLUDEs are
    read as ``git show REV:FILE`` gives them, not from the working tree, so that
    ``diff HEAD~1:m.mission m.mission`` sees a change made in an included file."""

    rev: str
    top: Path  # the repository's top folder (links resolved, as git gives it)

    @classmethod
    def of(cls, rev: str, path: Path) -> Revision:
        """``rev`` of the repository that holds ``path``; a usage error when there is
        none, or when it has no such file at that revision."""
        folder = path.parent if path.parent.is_dir() else Path(".")
        done = _git(folder, "rev-parse", "--show-toplevel")
        if done.returncode != 0:
            raise click.UsageError(f"{rev}:{path}: not in a git repository")
        revision = cls(rev, Path(done.stdout.decode("utf-8", "replace").strip()).resolve())
        inside = revision.inside(path)
        shown = _git(revision.top, "show", f"{rev}:{inside}") if inside else None
        if shown is None or shown.returncode != 0:
            why = shown.stderr.decode("utf-8", "replace").strip().splitlines() if shown else []
            raise click.UsageError(f"{rev}:{path}: git has no such file at that revision"
                                   + (f" ({why[-1]})" if why else ""))
        return revision

    def inside(self, path: str | os.PathLike[str]) -> str | None:
        """``path``'s name in the repository (``a/b.mission``), None when it is outside."""
        try:
            return Path(os.path.realpath(path)).relative_to(self.top).as_posix()
        except ValueError:
            return None

    def read(self, path: str | os.PathLike[str], beneath: Path | None = None
             ) -> tuple[str | None, list[Any]]:
        """A file's text at this revision (the loader's ``read``): from git inside the
        repository, from disk outside it (a file shipped with crawlbook; in the sandbox
        from inside ``beneath``, as the loader reads it)."""
        from crawlbook.dsl.diagnostics import syntax
        from crawlbook.dsl.loader import decode, read

        inside = self.inside(path)
        if inside is None:
            return read(path, beneath=beneath)
        done = _git(self.top, "show", f"{self.rev}:{inside}")
        if done.returncode != 0:
            return None, [syntax("E100", None, path=str(path),
                                 reason=f"no such file at revision {self.rev}")]
        text, problems = decode(done.stdout, str(path))
        return text, problems


def _compiled(label: str, path: Path, revision: Revision | None, sandbox: bool) -> Version:
    """A ``.mission`` compiled: from disk, or every file from ``revision``."""
    from dataclasses import replace

    from crawlbook.compiler import config as configuration
    from crawlbook.compiler.api import compile_documents, reach
    from crawlbook.compiler.config import ConfigError
    from crawlbook.dsl.loader import load

    try:
        config = configuration.load_for(path)
    except ConfigError as exc:
        raise click.UsageError(str(exc)) from None
    if sandbox and not config.sandbox:
        config = replace(config, sandbox=True)
    loaded = load(str(path), read_file=revision.read if revision is not None else None,
                  reach=reach(config))
    result = compile_documents(loaded.documents, loaded.diagnostics, config)
    if not result.ok or result.program is None:
        from crawlbook.compiler.report import render_text

        echo(render_text(result.errors, result.sources).rstrip("\n"), err=True)
        echo(f"crawlbook diff: {label} has errors: it cannot be compared", err=True)
        sys.exit(1)
    warnings = [f"{d.code}: {d.message}" for d in result.diagnostics
                if d.severity == "warning"]
    return Version(label, result.program, warnings)


def _measure(threshold: Threshold, report: dict[str, Any]) -> float | None:
    structure = report["structure"]
    if threshold.measure == "warnings":
        return float(len(structure["warnings_new"]))
    if threshold.measure == "entries":
        return float(len(structure["entries_added"]) + len(structure["entries_removed"])
                     + len(structure["entries_changed"]))
    sim = report.get("simulation")
    if sim is None:
        return None
    if threshold.measure == "win_rate":
        return float(abs(sim["win_rate"]["change"]))
    if threshold.measure == "mean_score":
        return float(abs(sim["mean_score"]["change"]))
    if threshold.measure == "coverage":
        return float(abs(sim["coverage"]["entries_reached"]["change"]))
    cause = threshold.measure.removeprefix("loss.")
    found = sim["causes_of_loss"].get(cause)
    return float(abs(found["change"])) if found else 0.0


def _passed(thresholds: list[Threshold], report: dict[str, Any]) -> list[str]:
    failed = []
    for threshold in thresholds:
        value = _measure(threshold, report)
        if value is not None and value > threshold.limit + 1e-12:
            failed.append(threshold.text)
    return failed


def _pct(rate: dict[str, float]) -> str:
    return f"{rate['value']:.1%} ({rate['low']:.1%}–{rate['high']:.1%})"


def _num(side: dict[str, float]) -> str:
    return f"{side['value']:.2f} ({side['low']:.2f}–{side['high']:.2f})"


def _verdict(p: float) -> str:
    return f"p = {p:.3g}" + (", a real difference" if p < 0.05 else ", within chance")


def _text(report: dict[str, Any]) -> list[str]:
    s = report["structure"]
    lines = [f"crawlbook diff {report['old']} → {report['new']}"]
    changes = (s["entries_added"] or s["entries_removed"] or s["entries_changed"]
               or s["warnings_new"] or s["warnings_gone"] or s["odds_changed"])
    if not changes:
        lines.append("Structure: no change.")
    for entry in s["entries_added"]:
        lines.append(f"+ entry {entry} added")
    for entry in s["entries_removed"]:
        lines.append(f"- entry {entry} removed")
    for change in s["entries_changed"]:
        lines.append(f"~ entry {change['id']}: " + "; ".join(change["what"]))
    for warning in s["warnings_new"]:
        lines.append(f"+ warning {warning}")
    for warning in s["warnings_gone"]:
        lines.append(f"- warning {warning}")
    for odds in s["odds_changed"]:
        lines.append(f"~ odds of {odds['entry']}: {odds['old']} → {odds['new']}")
    sim = report.get("simulation")
    if sim:
        runs = sim["runs"]
        lines.append(f"Played: {runs['old']} and {runs['new']} runs, policy {sim['policy']}, "
                     f"seed {sim['seed']} (the same seeds for both)")
        win = sim["win_rate"]
        lines.append(f"  win rate    {_pct(win['old'])} → {_pct(win['new'])}: "
                     f"{win['change']:+.1%}, {_verdict(win['p_value'])}")
        score = sim["mean_score"]
        lines.append(f"  mean score  {_num(score['old'])} → {_num(score['new'])}: "
                     f"{score['change']:+.2f}, {_verdict(score['p_value'])}")
        for cause, row in sim["causes_of_loss"].items():
            lines.append(f"  loss: {cause}  {_pct(row['old'])} → {_pct(row['new'])}: "
                         f"{row['change']:+.1%}, {_verdict(row['p_value'])}")
        cov = sim["coverage"]
        per = cov["entries_per_run"]
        lines.append(f"  coverage    {cov['entries_reached']['old']} → "
                     f"{cov['entries_reached']['new']} entries reached; per run "
                     f"{_num(per['old'])} → {_num(per['new'])}, {_verdict(per['p_value'])}")
        if sim["reach_changed_most"]:
            lines.append("  reach changed most:")
            for row in sim["reach_changed_most"]:
                lines.append(f"    {row['entry']}: {row['old']['value']:.1%} → "
                             f"{row['new']['value']:.1%} ({row['change']:+.1%}, "
                             f"{_verdict(row['p_value'])})")
    for item in report["fail_on"]:
        lines.append(f"--fail-on {item['threshold']}: "
                     + ("PASSED: exit 1" if item["passed"] else "held"))
    return lines


COLOURS = {"added": "#b7e4b0", "changed": "#ffd98a", "removed": "#f4a6a6"}


def _html(report: dict[str, Any], old: dict[str, Any], new: dict[str, Any],
          ruleset: Ruleset | None) -> str:
    """A page: the new version's map with added entries green, changed ones amber and
    removed ones (drawn where they were, dashed) red, every author's word escaped by the
    map's own drawing; then the report as text."""
    svg = _map(report, old, new, ruleset)
    body = "\n".join(html.escape(line) for line in _text(report))
    title = html.escape(f"crawlbook diff {report['old']} → {report['new']}")
    key = "".join(f"<span style=\"background:{colour}\">{kind}</span>"
                  for kind, colour in COLOURS.items())
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{title}</title><style>body{{font-family:sans-serif;margin:1em}}"
            "pre{white-space:pre-wrap}.key span{padding:0 .4em;margin-right:1em}</style>"
            f"</head><body><h1>{title}</h1><p class=\"key\">{key}</p>{svg}<pre>{body}</pre>"
            "</body></html>\n")


def with_removed(old: dict[str, Any], new: dict[str, Any], removed: list[str]) -> dict[str, Any]:
    """``new`` with the ``removed`` entries of ``old`` put back (a copy), each in its own
    Event or card (that too put back when it is gone), for the map to draw them where they
    were with the ways out they had."""
    if not removed:
        return new
    merged = dict(new)
    entries = dict(new.get("entries") or {})
    old_entries = old.get("entries") or {}
    owners: dict[str, dict[str, Any]] = {"event": dict(new.get("events") or {}),
                                        "card": dict(new.get("cards") or {})}
    old_owners = {"event": old.get("events") or {}, "card": old.get("cards") or {}}
    for entry_id in removed:
        entry = old_entries.get(entry_id)
        if entry is None:
            continue
        entries[entry_id] = entry
        kind, owner = entry.get("owner_kind"), str(entry.get("owner"))
        table = owners.get(kind)
        if table is None:
            continue
        found = table.get(owner) or old_owners[kind].get(owner)
        if found is not None:
            found = dict(found)
            found["entries"] = [*found.get("entries", []), entry_id] \
                if entry_id not in found.get("entries", []) else found["entries"]
            table[owner] = found
    merged["entries"] = entries
    merged["events"], merged["cards"] = owners["event"], owners["card"]
    return merged


def _map(report: dict[str, Any], old: dict[str, Any], new: dict[str, Any],
         ruleset: Ruleset | None) -> str:
    from crawlbook.compiler import maps, svgdraw
    from crawlbook.compiler.layout import layout

    structure = report["structure"]
    marks = {e: "added" for e in structure["entries_added"]}
    marks.update({c["id"]: "changed" for c in structure["entries_changed"]})
    removed = list(structure["entries_removed"])
    marks.update({e: "removed" for e in removed})
    try:
        model = maps.build_map(with_removed(old, new, removed), (), odds={}, ruleset=ruleset)
    except Exception:  # the removed entries' old ways do not fit: the new map alone
        try:
            model = maps.build_map(new, (), odds={}, ruleset=ruleset)
        except Exception as exc:  # a map that cannot be drawn: the report still is
            return f"<p>(no map: {html.escape(str(exc))})</p>"
    for node in model.nodes.values():
        kind = marks.get(node.entry or "") if node.kind == "entry" else None
        if kind is None:
            continue
        node.classes.append(kind)
        style = node.attrs.get("style", "")
        if "filled" not in style:
            style = f"{style},filled".lstrip(",")
        if kind == "removed" and "dashed" not in style:
            style = f"{style},dashed"
        node.attrs["style"] = style
        node.attrs["fillcolor"] = COLOURS[kind]
        node.tooltip = f"{node.tooltip} · {kind}"
    return svgdraw.render_svg(model, layout(model), standalone=False)
