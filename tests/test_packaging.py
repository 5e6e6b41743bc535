"""The distribution installs every package folder of the repository (pyproject.toml)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from click.testing import CliRunner

from crawlbook import __version__
from crawlbook.cli import COMMANDS, main

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = {"crawlbook": "crawlbook", "dsl": "crawlbook.dsl", "compiler": "crawlbook.compiler",
           "runtime": "crawlbook.runtime", "missions": "crawlbook.missions",
           "rulesets": "crawlbook.rulesets"}


def test_every_package_folder_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = set(config["tool"]["setuptools"]["packages"])
    expected = set()
    for folder, package in FOLDERS.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / folder)
            expected.add(".".join([package, *rel.parts]) if rel.parts else package)
    assert expected <= listed, f"add to [tool.setuptools] packages: {sorted(expected - listed)}"


def test_every_data_folder_is_a_declared_package_with_its_files() -> None:
    """A folder of files inside a package (templates, a content pack) is, to setuptools,
    an importable package that must be listed: otherwise every install prints a long
    BuildBackendWarning ("Package would be ignored") per folder."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = set(config["tool"]["setuptools"]["packages"])
    data = config["tool"]["setuptools"]["package-data"]
    for folder, package in FOLDERS.items():
        for sub in sorted((ROOT / folder).rglob("*")):
            rel = sub.relative_to(ROOT / folder)
            if (not sub.is_dir() or any(p.startswith((".", "_")) for p in rel.parts)
                    or (sub / "__init__.py").exists()):
                continue
            name = ".".join([package, *rel.parts])
            assert name in listed, f"add {name} to [tool.setuptools] packages"
            kinds = {f"*{f.suffix}" for f in sub.iterdir() if f.is_file()}
            assert set(data.get(name, ())) >= kinds or "*" in data.get(name, ()), (
                f"add {sorted(kinds)} to [tool.setuptools.package-data] {name}")


def test_version_and_help() -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["--version"])
    assert result.exit_code == 0 and __version__ in result.output
    result = runner.invoke(main, ["--help"])
    assert result.exit_code == 0
    for name in COMMANDS:
        assert name in result.output


def test_every_command_has_help() -> None:
    runner = CliRunner()
    for name in COMMANDS:
        result = runner.invoke(main, [name, "--help"])
        assert result.exit_code == 0, (name, result.output)
        assert "Usage:" in result.output
