"""Ctrl-C in the middle of an engine step waits for the step to finish (saves stay valid)."""

from __future__ import annotations

import os
import signal

import pytest
from crawlbook.runtime.console.session import _deferred_interrupt


def test_interrupt_during_a_step_is_raised_after_it() -> None:
    finished = []
    with pytest.raises(KeyboardInterrupt):
        with _deferred_interrupt():
            os.kill(os.getpid(), signal.SIGINT)
            finished.append(True)  # the step runs to its end first
    assert finished == [True]
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_no_interrupt_no_exception() -> None:
    with _deferred_interrupt():
        pass
