"""Playtest at scale: play a mission many times with a policy and report balance and
coverage (``crawlbook simulate``, docs/simulate.md).

``simulate(program, runs, seed=..., policy=..., workers=..., backend=..., options=...)``
returns the report dict (``report.build_report``): results (win, draw and loss rates with
their causes, Wilson intervals), the score, entry coverage and decisions for any ruleset,
plus the sections of the program's ruleset (``SimulationHooks``; Tunnel Rats: Crawls,
Rats Taken Out, Combats, Trait tests). The report is the same for any number of workers
and either backend; only the timing fields differ.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.game import Game, make_options, prepare
from crawlbook.runtime.policies import load_policy
from crawlbook.runtime.simulation.backends import (
    BACKENDS,
    BackendError,
    Interrupted,
    Progress,
    capped_workers,
    default_workers,
    run_dask,
    run_local,
)
from crawlbook.runtime.simulation.report import build_report, without_timing
from crawlbook.runtime.simulation.tally import Tally

from crawlbook.ruleset import PolicyFactory

if TYPE_CHECKING:
    from crawlbook.ruleset import Ruleset

__all__ = ["BACKENDS", "BackendError", "SimulationInterrupted", "Tally", "default_workers",
           "simulate", "without_timing"]


class SimulationInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped the simulation; ``report`` covers the runs finished before it
    (``interrupted`` true, ``runs`` those runs, ``runs_asked`` how many were asked)."""

    def __init__(self, report: dict[str, Any]) -> None:
        super().__init__()
        self.report = report


def simulate(program: dict, runs: int, *, seed: int = 0,
             policy: str | PolicyFactory = "random", workers: int | None = None,
             backend: str = "local", scheduler: str | None = None,
             dask_processes: bool = True, options: Iterable[str] | Any = None,
             progress: Progress | None = None,
             origin: tuple[int, tuple[str, ...]] | None = None,
             ruleset: Ruleset | None = None) -> dict[str, Any]:
    """Play ``runs`` games of ``program`` and return the report.

    ``policy`` is a ``--policy`` value (a name of the program's ruleset or of the core,
    or ``module:Class``) or a factory taking a seed. ``options`` names the ``--option``\\ s
    to turn on (or is the engine's options object). Raises ``PolicyLoadError`` for an
    unknown policy, ``UnknownOption`` for an unknown option, ``BadProgram`` for a program
    the engine cannot set up and ``BackendError`` when the backend cannot run; a run that
    crashes is reported in the result, never raised. Ctrl-C raises
    ``SimulationInterrupted`` with the report of the runs finished. ``origin`` (a game's
    seed and answers, ``--from``): every run starts there, its future drawn from the
    run's seed (``crawlbook.runtime.fork``; the report's ``from``). ``ruleset``: the
    program's, as the command resolved it (``prepare``).
    """
    if runs < 0:
        raise ValueError("the number of runs must be 0 or more")
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend `{backend}` (known: {', '.join(BACKENDS)})")
    # A program the engine cannot set up fails here, once, with the engine's message
    # (BadProgram), not in every run of every worker.
    prepared = prepare(program, ruleset=ruleset)
    engine = prepared.engine
    ruleset = prepared.plugin
    if options is None or _is_names(options):
        options = make_options(engine, options or ())
    if isinstance(policy, str):
        load_policy(policy, ruleset)  # fail fast, before any worker starts
        policy_name = policy
    else:
        policy_name = str(getattr(policy, "name", None) or getattr(policy, "__name__", "custom"))
    workers = capped_workers(workers, runs)
    Game.new(program, 0, options, content=prepared)
    started = time.perf_counter()
    interrupted = False
    try:
        if backend == "dask":
            tally = run_dask(program, seed, policy, runs, workers, options, progress,
                             scheduler=scheduler, processes=dask_processes, origin=origin)
        else:
            tally = run_local(program, seed, policy, runs, workers, options, progress,
                              origin)
    except Interrupted as stop:
        tally, interrupted = stop.tally, True
    elapsed = time.perf_counter() - started
    hooks = ruleset.simulation() if ruleset is not None else None
    report = build_report(tally, prepared.program, seed=seed, policy=policy_name,
                          runs=tally.runs if interrupted else runs, elapsed=elapsed,
                          hooks=hooks, ruleset=engine.name,
                          language=ruleset.language() if ruleset is not None else None)
    report["options"] = engine.options_to_json(options)
    report["optional_rules"] = engine.enabled_options(options)
    report["interrupted"] = interrupted
    if origin is not None:
        report["from"] = {"seed": origin[0], "answers": len(origin[1])}
    report["runs_asked"] = runs
    if interrupted:
        raise SimulationInterrupted(report)
    return report


def _is_names(options: object) -> bool:
    return isinstance(options, list | tuple | set | frozenset) and all(
        isinstance(o, str) for o in options)
