"""Rollouts: a fork of a game answered one way and played to its end, in this process or
shared by worker processes (docs/playtesting.md, "What it costs").

``rollout`` is one of them: the fork (``crawlbook.runtime.fork``) after the answers so
far, the answer tried, then the rollout policy to the end; its value is 1 for a win, 0.5
for a draw, 0 for a loss, plus a thousandth of the score.

``RolloutWorkers`` plays a share of a decision's rollouts on other cores while this
process plays its own (``--think 200ms x2``: this process and one worker): each worker is
a process forked from this one, so the program, its engine and the content
pack are inherited rather than sent, and it keeps a ``Forker`` of its own (its own
checkpoints). A task is the game's seed, options and answers and a list of (answer,
salt, policy seed); the worker sends back the rollouts' results in that order. A rollout
depends on nothing but these, so a decision is the same whichever process played which
rollout (``tests/playtest/test_search.py``). Workers need the ``fork`` start method
(Linux, macOS); elsewhere the rollouts stay in this process.
"""

from __future__ import annotations

import multiprocessing
import signal
import weakref
from collections.abc import Sequence
from multiprocessing.connection import Connection
from typing import Any

from crawlbook.runtime.fork import Forker
from crawlbook.runtime.game import Prepared
from crawlbook.runtime.policies import load_policy, start_policy

from crawlbook.ruleset import Policy, PolicyFactory

__all__ = ["ROLLOUT_STEPS", "RolloutWorkers", "Task", "rollout"]

VALUE = {"win": 1.0, "draw": 0.5, "loss": 0.0}
SCORE_WEIGHT = 0.001  # a point of score is worth a thousandth of a win (ties only)
ROLLOUT_STEPS = 20_000  # prompts in one rollout before it counts as a loss (a runaway)

Task = tuple[str, int, int]  # (the answer tried, the fork's salt, the policy's seed)


def rollout(forker: Forker, factory: PolicyFactory, seed: int, options: Any,
            past: Sequence[str], task: Task) -> tuple[float, float, float]:
    """One rollout: (value, win, score)."""
    answer, salt, policy_seed = task
    copy = forker.fork(seed, options, past, salt)
    copy.answer(answer)
    policy: Policy = factory(policy_seed)
    start_policy(policy, copy)
    if not copy.answer_all(policy.choose, ROLLOUT_STEPS) or copy.result is None:
        return 0.0, 0.0, 0.0
    result = copy.result
    win = VALUE[result.kind]
    return win + SCORE_WEIGHT * result.score, win, float(result.score)


def _serve(conn: Connection, prepared: Prepared, rollout_name: str,
           unread: frozenset[str]) -> None:
    """A worker: tasks from ``conn`` until it is closed or sends None."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the player's process's
    factory = load_policy(rollout_name, prepared.plugin or prepared.engine.name)
    forker = Forker(prepared, keep=frozenset(), unread=unread)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        seed, options, past, tasks = message
        conn.send([rollout(forker, factory, seed, options, past, task) for task in tasks])


def _close(conns: list[Connection], processes: list[Any]) -> None:
    for conn in conns:
        try:
            conn.send(None)
            conn.close()
        except OSError:
            pass
    for process in processes:
        process.join(timeout=1)
        if process.is_alive():
            process.terminate()


class RolloutWorkers:
    """``count`` worker processes playing rollouts of ``prepared``'s games with the policy
    ``rollout_name`` (see the module docstring). Closed with ``close()``, or when it is
    dropped; daemons, so they never outlive this process."""

    def __init__(self, prepared: Prepared, rollout_name: str, unread: frozenset[str],
                 count: int) -> None:
        context = multiprocessing.get_context("fork")
        self._conns: list[Connection] = []
        processes = []
        for _ in range(count):
            mine, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(theirs, prepared, rollout_name,
                                                           unread), daemon=True)
            process.start()
            theirs.close()
            self._conns.append(mine)
            processes.append(process)
        self.pids: list[int] = [process.pid for process in processes
                                if process.pid is not None]
        self._close = weakref.finalize(self, _close, self._conns, processes)

    @staticmethod
    def available() -> bool:
        """Whether this system starts workers by forking (else rollouts stay here)."""
        return "fork" in multiprocessing.get_all_start_methods()

    @property
    def count(self) -> int:
        return len(self._conns)

    def send(self, seed: int, options: Any, past: Sequence[str],
             shares: list[list[Task]]) -> None:
        """Give each worker one share of the tasks (at most ``count`` shares); they play
        them at once, while this process plays its own share."""
        for conn, share in zip(self._conns, shares, strict=False):
            conn.send((seed, options, list(past), share))

    def receive(self, shares: int) -> list[list[tuple[float, float, float]]]:
        """The results of the last ``send`` of ``shares`` shares, share by share."""
        return [conn.recv() for conn in self._conns[:shares]]

    def close(self) -> None:
        self._close()
