"""`./dev` on a fresh clone (README, "Two commands on a fresh machine"): a few lines of
progress, not pip's output (which goes to .venv/install.log, shown when it fails), and
`./dev CMD` runs `crawlbook CMD` in the caller's folder, naming itself for the command
lines crawlbook prints. A stand-in Python plays pip here: it prints as much as pip does."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")

FAKE_PYTHON = r"""#!/usr/bin/env bash
# A stand-in for python3 and the venv's python: pip is as chatty as the real one.
case "$1" in
  -c) exit 0 ;;
  -m)
    case "$2" in
      venv) mkdir -p "$3/bin" && cp "$0" "$3/bin/python" && exit 0 ;;
      pip)
        for i in $(seq 1 120); do echo "Collecting package-$i"; done
        for i in $(seq 1 80); do echo "WARNING: BuildBackendWarning $i" >&2; done
        if [[ " $* " == *" -e "* ]]; then
          bin=$(dirname "$0")
          {
            echo '#!/usr/bin/env bash'
            echo 'echo "cwd=$PWD"; echo "command=$CRAWLBOOK_COMMAND"; echo "args=$*"'
          } > "$bin/crawlbook"
          chmod +x "$bin/crawlbook"
        fi
        exit "${FAKE_PIP_EXIT:-0}" ;;
    esac ;;
esac
exit 0
"""


def _executable(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


@pytest.fixture
def clone(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    repo = tmp_path / "repo"
    repo.mkdir()
    shutil.copy2(ROOT / "dev", repo / "dev")
    shutil.copy2(ROOT / "pyproject.toml", repo / "pyproject.toml")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for program in ("dot", "chromium"):  # present: nothing to install with apt
        _executable(bin_dir / program, "#!/bin/sh\nexit 0\n")
    python = _executable(tmp_path / "python", FAKE_PYTHON)
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "PYTHON": str(python), "HOME": str(tmp_path)}
    return repo, env


def run(args: list[str], cwd: Path, env: dict[str, str],
        **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, env={**env, **extra}, capture_output=True,
                          text=True, timeout=60, check=False)


def test_a_first_setup_prints_a_few_lines_of_progress(clone: tuple[Path, dict[str, str]]) -> None:
    repo, env = clone
    done = run(["./dev", "setup"], repo, env)
    assert done.returncode == 0, done.stdout + done.stderr
    shown = (done.stdout + done.stderr).splitlines()
    assert 1 <= len(shown) <= 4, shown
    assert not any("Collecting" in line or "BuildBackendWarning" in line for line in shown)
    log = (repo / ".venv" / "install.log").read_text(encoding="utf-8")
    assert "Collecting package-120" in log and "BuildBackendWarning 80" in log
    again = run(["./dev", "setup"], repo, env)
    assert again.returncode == 0 and again.stdout + again.stderr == ""


def test_a_failed_install_shows_the_end_of_the_log(clone: tuple[Path, dict[str, str]]) -> None:
    repo, env = clone
    done = run(["./dev", "setup"], repo, env, FAKE_PIP_EXIT="1")
    assert done.returncode != 0
    assert "install.log" in done.stderr
    assert "BuildBackendWarning 80" in done.stderr  # the end of pip's output
    assert len(done.stderr.splitlines()) <= 40


def test_dev_cmd_runs_crawlbook_in_the_callers_folder(
        clone: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    repo, env = clone
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = run([str(Path(os.path.relpath(repo, elsewhere)) / "dev"), "check", "my.mission"],
               elsewhere, env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"cwd={elsewhere}" in done.stdout
    assert "command=../repo/dev" in done.stdout
    assert "args=check my.mission" in done.stdout
