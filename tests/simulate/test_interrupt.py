"""Ctrl-C stops `crawlbook simulate` at once and reports what was done (docs/simulate.md,
"Interrupting"): the workers stop within a second or two, the report covers the runs
finished, and the exit code is 130."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "killpg"), reason="needs process groups")


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
    proc = subprocess.Popen(
        [sys.executable, "-m", "crawlbook", "simulate", "2", "-n", "100000", "--workers",
         workers, "--format", "json"], cwd=tmp_path, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, start_new_session=True)
    time.sleep(6)  # start-up, then some chunks done
    assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
    os.killpg(proc.pid, signal.SIGINT)
    stopped = time.monotonic()
    try:
        out, err = proc.communicate(timeout=30)
    finally:
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
