"""A map's exact odds are computed in a child process within a budget
(``compiler.maps.program_odds_within``); a daemonic process (a worker of a
``multiprocessing`` pool, a fuzzer's worker) may not have children, and must still get
its odds, not an internal error (found by benchmarks/fuzz.py: every `graph` case run in
its daemonic workers failed with "daemonic processes are not allowed to have children")."""

from __future__ import annotations

import multiprocessing
from typing import Any

import pytest
from crawlbook.compiler import maps
from crawlbook.compiler.api import load_program


def _odds_in_a_daemon(sender: Any) -> None:
    try:
        sender.send(("ok", maps.program_odds_within(load_program("well"))))
    except BaseException as exc:  # the parent fails the test with what happened
        sender.send(("error", f"{type(exc).__name__}: {exc}"))


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(),
                    reason="needs fork")
def test_a_daemonic_process_gets_the_map_odds() -> None:
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    daemon = context.Process(target=_odds_in_a_daemon, args=(sender,), daemon=True)
    daemon.start()
    sender.close()
    assert receiver.poll(60), "the daemonic process sent nothing"
    status, found = receiver.recv()
    daemon.join(5)
    assert status == "ok", found
    assert found == maps.program_odds_within(load_program("well"))
    assert found  # the Hamlet Well has tests and Combats: odds are there to compare
