"""Where the chunks of a simulation run: in this process, in local worker processes, or
on a Dask cluster (docs/simulate.md, "Backends").

Every backend plays the same chunks (``runner.run_chunk``) and merges the tallies they
return; merging is a sum, so the result does not depend on how many workers there are,
how the runs were split or in which order the chunks finish.

Ctrl-C stops a simulation at once: local workers ignore it (they would each print a
traceback) and are terminated by the parent, the chunks not yet finished are dropped,
and ``Interrupted`` carries the tally of the runs that were (docs/simulate.md,
"Interrupting").
"""

from __future__ import annotations

import logging
import math
import multiprocessing
import os
import signal
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from crawlbook.runtime.simulation.runner import Job, run_chunk
from crawlbook.runtime.simulation.tally import Tally

from crawlbook.ruleset import PolicyFactory

BACKENDS = ("local", "dask")
MAX_CHUNK = 500  # runs per chunk at most: the progress bar moves, a lost chunk is small
CHUNKS_PER_WORKER = 4  # enough to even out slow and fast chunks

Progress = Callable[[int], None]  # called with the number of runs just finished


class BackendError(RuntimeError):
    """A backend that cannot run (Dask missing, no scheduler at the address)."""


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a simulation: ``tally`` holds the runs finished before it."""

    def __init__(self, tally: Tally) -> None:
        super().__init__()
        self.tally = tally


def _ignore_interrupts() -> None:
    """A local worker's start: Ctrl-C is the parent's to handle (it ends the workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def default_workers() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
               else (os.cpu_count() or 1))


# Local workers past this many per core only add processes that wait for a core
# (docs/simulate.md, "Workers"): `--workers 100000` once drove the load to 150.
WORKERS_PER_CORE = 4


def capped_workers(workers: int | None, runs: int) -> int:
    """The worker processes a simulation of ``runs`` starts when ``workers`` are asked
    for (None: one per core): never more than the runs, nor ``WORKERS_PER_CORE`` times
    the cores this process may run on."""
    cores = default_workers()
    return max(1, min(workers or cores, runs, WORKERS_PER_CORE * cores))


def chunks(runs: int, workers: int) -> Iterator[tuple[int, int]]:
    """Consecutive index ranges covering ``range(runs)``."""
    size = max(1, min(MAX_CHUNK, math.ceil(runs / max(1, workers * CHUNKS_PER_WORKER))))
    for start in range(0, runs, size):
        yield start, min(runs, start + size)


def run_local(program: dict, seed: int, policy: str | PolicyFactory, runs: int,
              workers: int, options: Any,
              progress: Progress | None = None,
              origin: tuple[int, tuple[str, ...]] | None = None) -> Tally:
    """In this process (1 worker) or in ``workers`` local processes."""
    tally = Tally()
    jobs = [Job(program, seed, policy, a, b, options, origin)
            for a, b in chunks(runs, workers)]
    if workers <= 1 or len(jobs) <= 1:
        try:
            for job in jobs:
                run_chunk(job, into=tally)  # run by run: an interrupt keeps the runs done
                if progress:
                    progress(job.stop - job.start)
        except KeyboardInterrupt:
            raise Interrupted(tally) from None
        return tally
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context,
                             initializer=_ignore_interrupts) as pool:
        pending = {pool.submit(run_chunk, job): job for job in jobs}
        try:
            while pending:
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    job = pending.pop(future)
                    tally.merge(future.result())
                    if progress:
                        progress(job.stop - job.start)
        except BrokenProcessPool as exc:
            raise BackendError(f"a worker process died ({exc}); try --workers 1") from None
        except KeyboardInterrupt:
            _stop(pool)
            raise Interrupted(tally) from None
        except BaseException:
            _stop(pool)
            raise
    return tally


def _stop(pool: ProcessPoolExecutor) -> None:
    """End the pool's workers now: terminate the processes (they are this process's
    children; ``shutdown`` alone would wait for the chunks they are playing, tens of
    seconds on a big simulation), then shut the pool down, cancelling what has not
    started."""
    for child in multiprocessing.active_children():
        child.terminate()
    for child in multiprocessing.active_children():
        child.join(timeout=1)
    # With its workers gone the pool's manager thread ends at once: wait for it. Left
    # running, it races the interpreter's exit hook, which may write to the wake-up pipe
    # the thread is closing (an OSError traceback printed after the report).
    pool.shutdown(wait=True, cancel_futures=True)


def _dask_chunk(program: dict, seed: int, policy: str | PolicyFactory, start: int,
                stop: int, options: Any,
                origin: tuple[int, tuple[str, ...]] | None = None) -> Tally:
    return run_chunk(Job(program, seed, policy, start, stop, options, origin))


def run_dask(program: dict, seed: int, policy: str | PolicyFactory, runs: int,
             workers: int, options: Any, progress: Progress | None = None,
             *, scheduler: str | None = None, processes: bool = True,
             origin: tuple[int, tuple[str, ...]] | None = None) -> Tally:
    """On the Dask cluster at ``scheduler``, or on a ``LocalCluster`` of ``workers``
    single-threaded workers (processes, or threads with ``processes=False``)."""
    try:
        from distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise BackendError("the dask backend needs the `dask` extra: "
                           "pip install 'crawlbook[dask]'") from None
    cluster: Any = None
    try:
        if scheduler:
            client = Client(scheduler, timeout="10s")
            size = max(1, len(client.scheduler_info().get("workers", {})))
        else:
            cluster = LocalCluster(n_workers=workers, threads_per_worker=1,
                                   processes=processes, dashboard_address=None,
                                   silence_logs=logging.ERROR)
            client = Client(cluster)
            size = workers
    except OSError as exc:
        if cluster is not None:
            cluster.close()
        raise BackendError(f"cannot reach the Dask scheduler {scheduler or ''}: {exc}") from None
    tally = Tally()
    try:
        shared = client.scatter(program, broadcast=True)
        sizes: dict[Any, int] = {}
        submitted = []
        for a, b in chunks(runs, size):
            future = client.submit(_dask_chunk, shared, seed, policy, a, b, options,
                                   origin, pure=False)
            sizes[future.key] = b - a
            submitted.append(future)
        try:
            for future in as_completed(submitted):
                try:
                    part = future.result()
                except Exception as exc:  # a worker without crawlbook, a lost worker, ...
                    raise BackendError(f"a Dask task failed: {type(exc).__name__}: "
                                       f"{exc}") from None
                tally.merge(part)
                if progress:
                    progress(sizes[future.key])
        except KeyboardInterrupt:
            client.cancel(submitted)
            raise Interrupted(tally) from None
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    return tally

