"""The command lines crawlbook prints name the program as the person can run it
(``crawlbook/invocation.py``; docs/playing.md): "Play on with: crawlbook play ..." is no
help to a ``./dev`` user, who has no ``crawlbook`` on the PATH."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from crawlbook.invocation import ENVIRONMENT, command_name

INSTALLED = Path(sys.executable).parent / "crawlbook"


def test_a_launcher_names_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENVIRONMENT, "./dev")
    assert command_name() == "./dev"


@pytest.mark.skipif(not INSTALLED.exists(), reason="crawlbook is not installed as a program")
def test_without_crawlbook_on_the_path_the_installed_program_is_named(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(ENVIRONMENT, raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert command_name() == str(INSTALLED)


@pytest.mark.skipif(not INSTALLED.exists(), reason="crawlbook is not installed as a program")
def test_with_crawlbook_on_the_path_it_is_crawlbook(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENVIRONMENT, raising=False)
    monkeypatch.setenv("PATH", str(INSTALLED.parent))
    assert command_name() == "crawlbook"


def test_new_names_the_next_command_as_it_can_be_run(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from crawlbook.cli import main

    target = tmp_path / "m.mission"
    result = CliRunner().invoke(main, ["new", str(target)], env={ENVIRONMENT: "./dev"})
    assert result.exit_code == 0, result.output
    assert f"Next: ./dev check {target}" in result.output
