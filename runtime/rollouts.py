"""Rollouts: a fork of a game answered one way and played to its end, in this process or
shared by worker processes (docs/playtesting.md, "What it costs").

``rollout`` is one of them: the fork (``crawlbook.runtime.fork``) after the answers so
far, the answer tried, then the rollout policy to the end; its value is 1 for a win, 0.5
for a draw, 0 for a loss, plus a thousandth of the score.

``RolloutWorkers`` plays a share of a decision's rounds on other cores while this
process plays its own (``--think 200ms x2``: this process and one worker): each worker is
a process forked from this one, so the program, its engine and the content pack are
inherited rather than sent, and it keeps a ``Forker`` of its own (its own checkpoints,
kept from one decision to the next of a game). A decision is handed over once (``begin``:
the game's seed, options and answers); then each message is a few rounds, each a list
of (answer, salt, policy seed), and the worker sends back only the rounds' results. A
rollout depends on nothing but these, so a decision is the same whichever process played
which rollout (``tests/playtest/test_search.py``). A worker never waits for the search:
it is kept ``QUEUED`` rollouts ahead, and sends each round back as soon as it is played
(``crawlbook.runtime.search`` reads them as they come); when the decision is made, the
rounds still queued are skipped (``finish``). Workers need the ``fork`` start method
(Linux, macOS); elsewhere the rollouts stay in this process.
"""

from __future__ import annotations

import multiprocessing
import signal
import weakref
from collections.abc import Sequence
from multiprocessing.connection import Connection, wait
from typing import Any

from crawlbook.runtime.fork import Forker
from crawlbook.runtime.game import Prepared
from crawlbook.runtime.policies import load_policy, start_policy

from crawlbook.ruleset import Policy, PolicyFactory

__all__ = ["QUEUED", "ROLLOUT_STEPS", "Result", "RolloutWorkers", "Task", "rollout"]

VALUE = {"win": 1.0, "draw": 0.5, "loss": 0.0}
SCORE_WEIGHT = 0.001  # a point of score is worth a thousandth of a win (ties only)
ROLLOUT_STEPS = 20_000  # prompts in one rollout before it counts as a loss (a runaway)

Task = tuple[str, int, int]  # (the answer tried, the fork's salt, the policy's seed)
Result = tuple[float, float, float]  # (value, win, score)


def rollout(forker: Forker, factory: PolicyFactory, seed: int, options: Any,
            past: Sequence[str], task: Task) -> Result:
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
           unread: frozenset[str], finished: Any) -> None:
    """A worker: messages from ``conn`` until it is closed or sends None. A decision
    (``begin``) then its rounds; a round of a decision already ``finished`` is skipped."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the player's process's
    factory = load_policy(rollout_name, prepared.plugin or prepared.engine.name)
    forker = Forker(prepared, keep=frozenset(), unread=unread)
    seed: int = 0
    options: Any = None
    past: list[str] = []
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        if message[0] == "begin":
            _, seed, given, past = message
            # The options arrive as a new object in every message: the one kept stands
            # for an equal one, so the forker's game (checked by identity) is kept too
            # rather than replayed from the seed at every decision.
            if given != options:
                options = given
            continue
        _, decision, rounds = message
        # Each round's results sent as soon as it is played (one reply a round), so that
        # none waits for the rest of its message; None for a round skipped because
        # the decision is made.
        for index, tasks in rounds:
            if finished.value >= decision:
                conn.send((decision, index, len(tasks), None))
            else:
                conn.send((decision, index, len(tasks),
                           [rollout(forker, factory, seed, options, past, task)
                            for task in tasks]))


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


QUEUED = 8  # rollouts queued for each worker at most, so that it never waits for more


class RolloutWorkers:
    """``count`` worker processes playing rollouts of ``prepared``'s games with the policy
    ``rollout_name`` (see the module docstring). Closed with ``close()``, or when it is
    dropped; daemons, so they never outlive this process."""

    def __init__(self, prepared: Prepared, rollout_name: str, unread: frozenset[str],
                 count: int) -> None:
        context = multiprocessing.get_context("fork")
        # The last decision made: a worker skips the rounds of one made already.
        self._finished = context.RawValue("Q", 0)
        self._decision = 0
        self._conns: list[Connection] = []
        processes = []
        for _ in range(count):
            mine, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(theirs, prepared, rollout_name,
                                                           unread, self._finished),
                                      daemon=True)
            process.start()
            theirs.close()
            self._conns.append(mine)
            processes.append(process)
        self._owed = [0] * count  # rollouts given each worker whose rounds are not back
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

    def begin(self, seed: int, options: Any, past: Sequence[str]) -> None:
        """A new decision: the game of ``seed`` and ``options`` after ``past`` (the
        results of an earlier one still to come are dropped as they come)."""
        for conn in self._conns:
            conn.send(("begin", seed, options, list(past)))
        self._decision += 1

    def idle(self) -> list[int]:
        """The workers with fewer than ``QUEUED`` rollouts to play."""
        return [i for i, owed in enumerate(self._owed) if owed < QUEUED]

    def give(self, worker: int, rounds: list[tuple[int, list[Task]]]) -> None:
        """Rounds for ``worker`` to play: (the round's index, its tasks)."""
        self._conns[worker].send(("rounds", self._decision, rounds))
        self._owed[worker] += sum(len(tasks) for _, tasks in rounds)

    def results(self, timeout: float | None = 0) -> list[tuple[int, list[Result]]]:
        """The rounds played that have come back, waiting up to ``timeout`` seconds (None:
        until one comes) when none has."""
        waiting = [conn for conn, owed in zip(self._conns, self._owed, strict=True) if owed]
        if not waiting:
            return []
        got: list[tuple[int, list[Result]]] = []
        for conn in wait(waiting, timeout):
            assert isinstance(conn, Connection)
            worker = self._conns.index(conn)
            while self._owed[worker] and conn.poll():
                decision, index, tasks, played = conn.recv()
                self._owed[worker] -= tasks
                if decision == self._decision and played is not None:
                    got.append((index, played))
        return got

    def finish(self) -> None:
        """The decision is made: the workers skip the rounds of it still queued."""
        self._finished.value = self._decision

    def close(self) -> None:
        self._close()
