"""`crawlbook simulate MISSION -n N`: play a mission many times with no person and report
balance and coverage (docs/simulate.md).

The report goes to stdout (text tables or ``--format json``), optionally also as a
self-contained HTML page (``--report OUT.html``), and the branch map with the simulation on
it (``--map MAP.html``, docs/maps.md). ``--option NAME`` turns on an optional
rule of the mission's ruleset; ``--policy`` names a policy of that ruleset or of the
core. A progress bar is drawn on stderr only when stderr is a terminal, so a pipe
receives nothing but the report. Exit codes: 0 the simulation ran, 1 some run crashed or
broke an engine invariant (the report says which, with its seed and answers) or the
mission does not compile, 2 usage errors (a missing mission file among them), 130
interrupted by Ctrl-C (the workers are stopped at once and the report covers the runs
finished).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from crawlbook.commands.game_options import OptionsCommand, add_option_params, chosen_options
from crawlbook.commands.graph import odds_option
from crawlbook.commands.playfrom_cli import check_from, find_or_exit, from_options, mission_source
from crawlbook.commands.playtest_options import search_budget, search_factory, think_options
from crawlbook.commands.seed import SEED
from crawlbook.commands.sources import load_program_or_exit, sandbox_option
from crawlbook.inert import dumps, echo

if TYPE_CHECKING:  # rich's progress bar is imported only when one is shown
    from rich.progress import Progress, TaskID

    from crawlbook.ruleset import Ruleset

BACKEND_CHOICES = ("local", "dask")
INTERRUPTED = 130  # the shell's code for a command stopped by Ctrl-C (128 + SIGINT)


@click.command(name="simulate", cls=OptionsCommand)
@click.argument("mission")
@click.option("-n", "--runs", type=click.IntRange(min=1), default=1000, show_default=True,
              help="How many missions to play.")
@click.option("--seed", type=SEED, default=0, show_default=True,
              help="The simulation's seed; run i plays seed_for_run(SEED, i).")
@click.option("--policy", default="random", show_default=True,
              help="random, a policy of the mission's ruleset (`crawlbook rulesets` "
                   "lists them), or module:Class for your own policy.")
@think_options
@from_options
@click.option("--workers", type=click.IntRange(min=1),
              help="Worker processes (default: all cores; never more than the runs, nor 4 per "
                   "core). The report is the same for any.")
@click.option("--backend", type=click.Choice(BACKEND_CHOICES), default="local",
              show_default=True, help="Local processes, or a Dask cluster.")
@click.option("--scheduler", metavar="ADDRESS",
              help="With --backend dask: an existing scheduler (default: a local cluster).")
@click.option("--format", "fmt", type=click.Choice(("text", "json")), default="text",
              show_default=True, help="The report on stdout.")
@click.option("--report", "html_path", type=click.Path(dir_okay=False),
              help="Also write the report as a self-contained HTML page with charts.")
@click.option("--map", "map_path", type=click.Path(dir_okay=False), metavar="MAP.html",
              help="Also draw the branch map with the simulation on it (.html interactive, "
                   "or .svg): entries by the share of runs reaching them, edges by the share "
                   "taking them, options with win rate and mean score (docs/maps.md).")
@odds_option("With --map: show the exact odds of every test and fight.")
@click.option("--campaign", is_flag=True,
              help="Play the campaign of MISSION's ruleset (docs/campaign.md) -n times "
                   "and report how often it is won, and its score.")
@sandbox_option
def command(mission: str, runs: int, seed: int, policy: str, think: str | None,
            rollout: str | None, from_: str | None, tries: int | None,
            workers: int | None,
            backend: str, scheduler: str | None, fmt: str, html_path: str | None,
            map_path: str | None, odds: bool, campaign: bool, sandbox: bool,
            option_names: tuple[str, ...], **legacy: bool) -> None:
    """Play MISSION (a bundled mission's number or name, a .mission or a built .json)
    many times and report win, draw and loss rates with their causes, the score and
    coverage."""
    from crawlbook.runtime.game import BadProgram, prepare
    from crawlbook.runtime.policies import PolicyLoadError, load_policy
    from crawlbook.runtime.simulation import (
        BackendError,
        SimulationInterrupted,
        simulate,
    )
    from crawlbook.runtime.simulation.backends import WORKERS_PER_CORE, capped_workers
    from crawlbook.runtime.simulation.report import ruleset_view

    if scheduler and backend != "dask":
        raise click.UsageError("--scheduler needs --backend dask")
    if html_path == "-":
        raise click.UsageError("the report on standard output is the text or JSON one; give "
                               "--report a file (--report report.html)")
    if html_path and not Path(html_path).resolve().parent.is_dir():
        raise click.UsageError(f"{html_path}: no such folder")
    map_format = _map_format(map_path) if map_path else None
    program = load_program_or_exit(mission, sandbox)
    try:
        prepared = prepare(program)
    except BadProgram as exc:
        echo(f"error: {exc}", err=True)
        sys.exit(1)
    ruleset = prepared.plugin  # resolved once, by prepare; carried from here on
    if campaign:
        hooks = ruleset.campaign() if ruleset is not None else None
        if hooks is None:
            raise click.UsageError(f"the ruleset `{prepared.engine.name}` has no campaign")
        try:
            load_policy(policy, ruleset)
        except PolicyLoadError as exc:
            raise click.BadParameter(str(exc), param_hint="--policy") from None
        _campaigns(hooks, runs, seed, policy, fmt)
        return
    try:
        load_policy(policy, ruleset)
    except PolicyLoadError as exc:
        raise click.BadParameter(str(exc), param_hint="--policy") from None
    searcher = search_factory(policy, search_budget(policy, think, rollout, ruleset),
                              rollout)
    check_from(from_, tries)
    options = chosen_options(prepared, option_names, legacy)
    origin = None
    if from_ is not None:
        found = find_or_exit(prepared, from_, options, seed, tries, mission_source(mission))
        origin = (found.seed, found.answers)

    asked, workers = workers, capped_workers(workers, runs)
    if asked is not None and asked > workers:
        echo(f"note: {workers} worker process{'es' * (workers != 1)}, not {_count(asked)}: "
             f"never more than the runs, nor {WORKERS_PER_CORE} per core (docs/simulate.md)",
             err=True)
    interrupted = False
    try:
        with _progress_bar(runs) as advance:
            report = simulate(program, runs, seed=seed, policy=searcher or policy,
                              workers=workers,
                              backend=backend, scheduler=scheduler, options=options,
                              progress=advance, origin=origin, ruleset=ruleset)
    except SimulationInterrupted as stop:
        # Ctrl-C: the workers are stopped; report the runs that were finished.
        report, interrupted = stop.report, True
        echo(f"Interrupted: the report covers {report['runs']} of {runs} runs.",
                   err=True)
    except (BackendError, BadProgram) as exc:
        echo(f"error: {exc}", err=True)
        sys.exit(1)

    if policy.strip() == "search" and not interrupted:
        # The skill ceiling beside the sensible player and random, on the same runs.
        from crawlbook.runtime.search import rollout_policy_name
        from crawlbook.runtime.simulation.skill import add_skill

        add_skill(report, program, runs, seed, options, workers,
                  rollout or rollout_policy_name(ruleset), origin)
    if origin is not None:
        report["from"].update(target=from_, entry=found.entry)
    view = ruleset_view(report, ruleset.simulation() if ruleset is not None else None)
    if html_path:
        from crawlbook.runtime.simulation.html import write_html

        try:
            write_html(Path(html_path), report, view)
        except OSError as exc:
            echo(f"{html_path}: cannot write it: {exc.strerror or exc}", err=True)
            sys.exit(1)
    if map_path and map_format:
        _draw_map(program, report, map_path, map_format, odds, ruleset)
    if fmt == "json":
        echo(dumps(report, indent=2), made_inert=True)
    else:
        from crawlbook.runtime.simulation.report import render_text
        from crawlbook.terminal import inert_console

        footer = (f"{report['elapsed_s']} s, {report['runs_per_second']} runs/s "
                  f"({backend}, {workers} worker{'s' if workers > 1 else ''})")
        if origin is not None:
            echo(f"From entry {found.entry}: every run starts where the game of seed "
                 f"{found.seed} reaches it ({len(found.answers)} answers), its dice and "
                 "unseen cards drawn afresh from the run's seed.")
        render_text(report, inert_console(), footer=footer, view=view)
        if "skill" in report:
            from crawlbook.runtime.simulation.skill import render_skill

            render_skill(report, inert_console())
    if interrupted:
        sys.exit(INTERRUPTED)
    if report["outcomes"]["errors"]:
        sys.exit(1)


add_option_params(command)


class _progress_bar:
    """A rich progress bar on stderr when it is a terminal; otherwise nothing."""

    def __init__(self, runs: int) -> None:
        self.runs = runs
        self.progress: Progress | None = None
        self.task: TaskID | None = None

    def __enter__(self) -> Callable[[int], None] | None:
        if not sys.stderr.isatty():
            return None
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeRemainingColumn,
        )

        progress = Progress(TextColumn("simulating"), BarColumn(), MofNCompleteColumn(),
                            TimeRemainingColumn(), console=Console(stderr=True),
                            transient=True)
        progress.start()
        self.task = progress.add_task("runs", total=self.runs)
        self.progress = progress
        return self._advance

    def _advance(self, done: int) -> None:
        if self.progress is not None and self.task is not None:
            self.progress.advance(self.task, done)

    def __exit__(self, *exc: object) -> None:
        if self.progress is not None:
            self.progress.stop()


def _count(number: int) -> str:
    """A number as said back: a huge one by its digits (``--workers 999...9``)."""
    text = str(number)
    return text if len(text) <= 24 else f"a number of {len(text)} digits"


def _map_format(path: str) -> str:
    """The format of ``--map`` (from its extension): a usage error unless html or svg, or
    when its folder does not exist or svg would need graphviz that is missing."""
    from crawlbook.commands.sources import check_folder, is_stdout

    if is_stdout(path):
        raise click.UsageError("--map needs a file (--map map.html)")
    check_folder(path)
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in ("html", "svg"):
        raise click.UsageError(f"--map {path}: use a .html (interactive) or .svg file")
    return suffix


def _draw_map(program: dict[str, Any], report: dict[str, Any], path: str, fmt: str,
              odds: bool, ruleset: Ruleset | None) -> None:
    """Draw the simulation on the mission's branch map (exit 1 when it cannot be written)."""
    from crawlbook.commands.sources import write_output
    from crawlbook.compiler import maps
    from crawlbook.compiler.heat import Heat

    try:
        data, _model = maps.draw_file(program, (), fmt, heat=Heat.from_report(report, program),
                                      odds=odds, ruleset=ruleset)
    except maps.RendererMissing as exc:
        echo(f"crawlbook simulate: cannot write {path}: {exc}", err=True)
        sys.exit(1)
    write_output(path, data)


def campaign_report(hooks: object, runs: int, seed: int, policy: str) -> dict[str, object]:
    """``runs`` campaigns (campaign i seeded ``seed_for_run(seed, i)``) played by
    ``policy``: how often each is won, the campaign score, each Mission's success rate."""
    from crawlbook.runtime.rng import seed_for_run
    from crawlbook.runtime.simulation.report import wilson

    won, scores = 0, []
    missions: dict[str, int] = {}
    for i in range(runs):
        played = hooks.play_campaign(seed_for_run(seed, i), policy)  # type: ignore[attr-defined]
        won += bool(played.won)
        scores.append(played.score)
        for r in played.results:
            missions[r["mission"]] = missions.get(r["mission"], 0) + (r["outcome"] == "success")
    low, high = wilson(won, runs)
    return {"campaigns": runs, "policy": policy, "seed": seed, "won": won,
            "win_rate": {"value": won / runs, "low": low, "high": high},
            "score": {"mean": sum(scores) / runs, "max": max(scores), "min": min(scores)},
            "mission_success": {m: n / runs for m, n in sorted(missions.items())}}


def _campaigns(hooks: object, runs: int, seed: int, policy: str, fmt: str) -> None:

    report = campaign_report(hooks, runs, seed, policy)
    if fmt == "json":
        echo(json.dumps(report, indent=1))
        return
    rate = report["win_rate"]
    assert isinstance(rate, dict)
    score = report["score"]
    assert isinstance(score, dict)
    echo(f"{runs} campaigns, policy {policy}, seed {seed}")
    echo(f"won: {report['won']} ({rate['value']:.1%}, 95% CI {rate['low']:.1%} to "
               f"{rate['high']:.1%})")
    echo(f"campaign score: mean {score['mean']:.2f}, min {score['min']}, "
               f"max {score['max']}")
    success = report["mission_success"]
    assert isinstance(success, dict)
    for mission, share in success.items():
        echo(f"Mission {mission} succeeded in {share:.1%}")
