"""The test suite's own options (pyproject.toml ``[tool.pytest.ini_options]``) leave
pytest's reports to the command line: ``pytest --durations=25`` lists the slowest tests
(issue 29), ``-q`` or ``-v`` is the caller's choice, not a default that stacks with it."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_addopts_set_no_verbosity() -> None:
    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]
    addopts = str(options["ini_options"].get("addopts", "")).split()
    assert not [o for o in addopts if o.startswith(("-q", "-v", "--quiet", "--verbose"))], addopts


def test_durations_are_printed(tmp_path: Path) -> None:
    (tmp_path / "test_slow.py").write_text(
        "import time\n\ndef test_slow():\n    time.sleep(0.05)\n\n"
        "def test_quick():\n    pass\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"),
                           "--rootdir", str(tmp_path), "-p", "no:cacheprovider",
                           "--durations=25", str(tmp_path / "test_slow.py")],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "slowest 25 durations" in done.stdout
    assert "test_slow.py::test_slow" in done.stdout
