"""Severity configuration (compiler/config.py): command line and [tool.crawlbook]."""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.compiler.config import Config, ConfigError, find_pyproject, load_for, with_cli
from crawlbook.dsl.diagnostics import Diagnostic


def _d(code: str, severity: str) -> Diagnostic:
    return Diagnostic(code, severity, "m")  # type: ignore[arg-type]


def test_ignore_select_and_severity() -> None:
    config = with_cli(Config(), select=["E,W4"], ignore=["W401"], severity=["W405=error"])
    kept = config.apply([_d("W401", "warning"), _d("W405", "warning"), _d("I501", "info"),
                         _d("E204", "error")])
    assert [(d.code, d.severity) for d in kept] == [("W405", "error"), ("E204", "error")]


def test_longest_prefix_wins() -> None:
    config = with_cli(Config(), severity=["W=error", "W401=off"])
    kept = config.apply([_d("W401", "warning"), _d("W402", "warning")])
    assert [(d.code, d.severity) for d in kept] == [("W402", "error")]


def test_fatal_codes_cannot_be_lowered() -> None:
    with pytest.raises(ConfigError, match="E204"):
        with_cli(Config(), severity=["E204=warning"])
    # select/ignore never drop a fatal code
    config = with_cli(Config(), select=["W"], ignore=["E2"])
    assert [d.code for d in config.apply([_d("E204", "error")])] == ["E204"]


def test_bad_settings_are_usage_errors() -> None:
    with pytest.raises(ConfigError, match="unknown severity"):
        with_cli(Config(), severity=["W401=loud"])
    with pytest.raises(ConfigError, match="no diagnostic code"):
        with_cli(Config(), ignore=["X9"])
    with pytest.raises(ConfigError, match="CODE=LEVEL"):
        with_cli(Config(), severity=["W401"])


def test_pyproject_found_walking_up(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.crawlbook]\nignore = ["W401"]\nseverity = { W405 = "error" }\n')
    folder = tmp_path / "missions" / "deep"
    folder.mkdir(parents=True)
    mission = folder / "m.mission"
    mission.write_text("")
    assert find_pyproject(mission) == tmp_path / "pyproject.toml"
    config = load_for(mission)
    assert config.ignore == ("W401",) and config.severity == {"W405": "error"}
    merged = with_cli(config, ignore=["I5"])
    assert merged.ignore == ("W401", "I5")


def test_pyproject_without_table_is_skipped(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    assert find_pyproject(tmp_path / "m.mission") != tmp_path / "pyproject.toml"


# A malformed [tool.crawlbook] or an unreadable pyproject.toml is an error naming the file.


def test_a_misspelt_key_is_an_error_naming_the_file(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.crawlbook]\nselct = ["E"]\n')
    with pytest.raises(ConfigError, match=r"pyproject.toml: unknown key `selct`.*did you "
                                          r"mean `select`\?"):
        load_for(tmp_path / "m.mission")


def test_invalid_toml_with_our_table_is_an_error_with_its_line(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.crawlbook]\nignore = "W401\nx = 1\n')
    with pytest.raises(ConfigError, match=r"pyproject.toml: not valid TOML.*line 2"):
        load_for(tmp_path / "m.mission")


def test_somebody_elses_broken_pyproject_is_not_ours(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[project\nname = 'x'\n")
    assert load_for(tmp_path / "m.mission") == Config()


def test_an_unreadable_pyproject_is_an_error(tmp_path: Path) -> None:
    target = tmp_path / "pyproject.toml"
    target.mkdir()  # a folder where the file should be: reading it fails
    (tmp_path / "sub").mkdir()
    # a folder named pyproject.toml is not a file: walking up skips it
    assert load_for(tmp_path / "sub" / "m.mission") == Config()
    target.rmdir()
    target.write_text('[tool.crawlbook]\nignore = ["W401"]\n')
    target.chmod(0)
    try:
        import os

        if os.geteuid() == 0:  # root reads every file: nothing to test
            return
        with pytest.raises(ConfigError, match="cannot read it"):
            load_for(tmp_path / "m.mission")
    finally:
        target.chmod(0o644)


def test_check_reports_a_bad_table_as_a_usage_error(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from crawlbook.cli import main

    (tmp_path / "pyproject.toml").write_text('[tool.crawlbook]\nseverity = "loud"\n')
    mission = tmp_path / "m.mission"
    mission.write_text("MISSION 1: T\n")
    result = CliRunner().invoke(main, ["check", str(mission)])
    assert result.exit_code == 2
    assert "pyproject.toml" in result.output and "Traceback" not in result.output
