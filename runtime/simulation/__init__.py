"""Playtest at scale: play a mission many times with a policy and report balance and
coverage (``crawlbook simulate``, docs/simulate.md).

``simulate(program, runs, seed=..., policy=..., workers=..., backend=...)`` returns the
report dict (``report.build_report``): outcomes with the rulebook's three ways to fail
("Mission Objectives"), the win rate with its Wilson interval, Success Points, Crawls,
Rats Taken Out, Combats, entry coverage, decisions and Trait tests. The report is the
same for any number of workers and either backend; only the timing fields differ.
"""

from __future__ import annotations

import time
from typing import Any

from crawlbook.rulesets.tunnel_rats.policies import PolicyFactory
from crawlbook.runtime.game import Game, GameOptions
from crawlbook.runtime.policies import load_policy
from crawlbook.runtime.simulation.backends import (
    BACKENDS,
    BackendError,
    Progress,
    default_workers,
    run_dask,
    run_local,
)
from crawlbook.runtime.simulation.report import build_report, without_timing
from crawlbook.runtime.simulation.tally import Tally

__all__ = ["BACKENDS", "BackendError", "Tally", "default_workers", "simulate",
           "without_timing"]


def simulate(program: dict, runs: int, *, seed: int = 0,
             policy: str | PolicyFactory = "random", workers: int | None = None,
             backend: str = "local", scheduler: str | None = None,
             dask_processes: bool = True, options: GameOptions | None = None,
             progress: Progress | None = None) -> dict[str, Any]:
    """Play ``runs`` games of ``program`` and return the report.

    ``policy`` is a ``--policy`` value (a name or ``module:Class``) or a factory taking
    a seed. Raises ``PolicyLoadError`` for an unknown policy, ``BadProgram`` for a program
    the engine cannot set up and ``BackendError`` when the backend cannot run; a run that
    crashes is reported in the result, never raised.
    """
    if runs < 0:
        raise ValueError("the number of runs must be 0 or more")
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend `{backend}` (known: {', '.join(BACKENDS)})")
    if isinstance(policy, str):
        load_policy(policy)  # fail fast, before any worker starts
        name = policy
    else:
        name = getattr(policy, "name", None) or getattr(policy, "__name__", "custom")
    workers = workers or default_workers()
    # A program the engine cannot set up fails here, once, with the engine's message
    # (BadProgram), not in every run of every worker.
    Game.new(program, 0, options)
    started = time.perf_counter()
    if backend == "dask":
        tally = run_dask(program, seed, policy, runs, workers, options, progress,
                         scheduler=scheduler, processes=dask_processes)
    else:
        tally = run_local(program, seed, policy, runs, workers, options, progress)
    elapsed = time.perf_counter() - started
    report = build_report(tally, program, seed=seed, policy=name, runs=runs, elapsed=elapsed)
    report["options"] = (options or GameOptions()).to_json()
    return report
