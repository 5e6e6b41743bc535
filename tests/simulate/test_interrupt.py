"""Ctrl-C stops `crawlbook simulate` at once and reports what was done (docs/simulate.md,
"Interrupting"): the workers stop within a second or two, the report covers the runs
finished, and the exit code is 130."""

from __future__ import annotations

import json
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "killpg"), reason="needs process groups")


def _wait_for_runs_done(master: int, proc: subprocess.Popen[bytes], limit: float) -> None:
    """Wait until the progress bar (drawn because stderr is a terminal) shows runs done.

    Waiting on the bar instead of a fixed sleep keeps the test right on a loaded host,
    where starting the workers alone can take longer than any fixed wait."""
    seen = b""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and proc.poll() is None:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                seen = (seen + os.read(master, 4096))[-4096:]
            except OSError:
                break
            if re.search(rb"\b[1-9][0-9]*/100000\b", seen):
                return
    raise AssertionError(f"no run finished in {limit:.0f} s: {seen[-300:]!r}")


def _drain(master: int) -> bytes:
    """What is left on the terminal after the command ended (its messages)."""
    seen = b""
    while select.select([master], [], [], 0.1)[0]:
        try:
            chunk = os.read(master, 4096)
        except OSError:  # the other side is closed: everything was read
            break
        if not chunk:
            break
        seen += chunk
    return seen


def _alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.parametrize("workers", ["1", "2"])
def test_ctrl_c_stops_the_workers_and_reports_the_runs_done(tmp_path: Path,
                                                            workers: str) -> None:
    # A terminal's Ctrl-C reaches the whole foreground process group: the command and its
    # workers. The command runs in a group of its own here, and the group is signalled.
    master, slave = pty.openpty()
    env = {**os.environ, "TERM": "xterm", "COLUMNS": "100"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "crawlbook", "simulate", "2", "-n", "100000", "--workers",
         workers, "--format", "json"], cwd=tmp_path, stdout=subprocess.PIPE,
        stderr=slave, env=env, start_new_session=True)
    os.close(slave)
    try:
        _wait_for_runs_done(master, proc, limit=120)
        os.killpg(proc.pid, signal.SIGINT)
    except BaseException:
        os.killpg(proc.pid, signal.SIGKILL)
        os.close(master)
        raise
    stopped = time.monotonic()
    try:
        out, _ = proc.communicate(timeout=30)
        err = _drain(master)
    finally:
        os.close(master)
        if _alive(proc.pid):
            os.killpg(proc.pid, signal.SIGKILL)
    took = time.monotonic() - stopped
    deadline = time.monotonic() + 5
    while _alive(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(proc.pid), "a worker is still running after the command ended"
    assert took < 3, f"took {took:.1f} s to stop"
    assert proc.returncode == 130, err.decode(errors="replace")
    report = json.loads(out)
    assert report["interrupted"] is True
    assert report["runs_asked"] == 100000
    assert 0 < report["runs"] < 100000
    assert sum(report["outcomes"][k] for k in ("win", "draw", "loss")) == report["runs"]
    assert "Traceback" not in err.decode(errors="replace")
