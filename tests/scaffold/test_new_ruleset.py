"""`crawlbook new ruleset NAME` (docs/rulesets.md): the package it writes, once installed,
is listed by `crawlbook rulesets`, and `new --ruleset`, `check --strict`, `build`,
`graph`, `booklet`, `play` (console and `--policy random`), `simulate`, `odds` and the
language server's hover and completion work on its skeleton with no other edit; its own
test passes. Installed as `pip install -e` would install it (``installing.py``)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from crawlbook import scaffold
from crawlbook.cli import main

from .installing import environment, installed

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("scaffold")
    result = CliRunner().invoke(main, ["new", "ruleset", "dungeon-crawl",
                                       "--dir", str(folder / "dungeon-crawl")])
    assert result.exit_code == 0, result.output
    assert "pip install -e" in result.output
    return folder / "dungeon-crawl"


def crawlbook(env: dict[str, str], cwd: Path, *args: str,
              answers: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "crawlbook", *args], cwd=cwd, env=env,
                          input=answers, capture_output=True, text=True, timeout=300,
                          check=False)


def test_the_package_has_every_part(written: Path) -> None:
    files = sorted(p.relative_to(written).as_posix() for p in written.rglob("*")
                   if p.is_file())
    assert files == [
        "README.md", "crawlbook_dungeon_crawl/__init__.py",
        "crawlbook_dungeon_crawl/checks.py", "crawlbook_dungeon_crawl/console.py",
        "crawlbook_dungeon_crawl/diagnostics.py", "crawlbook_dungeon_crawl/engine.py",
        "crawlbook_dungeon_crawl/language.py", "crawlbook_dungeon_crawl/odds.py",
        "crawlbook_dungeon_crawl/skeleton.mission.txt", "pyproject.toml",
        "tests/test_crawlbook_dungeon_crawl.py"]
    pyproject = (written / "pyproject.toml").read_text(encoding="utf-8")
    assert ('[project.entry-points."crawlbook.rulesets"]\n'
            'dungeon-crawl = "crawlbook_dungeon_crawl:DungeonCrawl"') in pyproject
    assert 'code_prefix = "DC"' in (written / "crawlbook_dungeon_crawl/__init__.py").read_text()


def test_every_command_works_on_the_skeleton(written: Path, tmp_path: Path) -> None:
    env = environment(written, tmp_path / "site")
    listed = crawlbook(env, tmp_path, "rulesets", "--format", "json")
    assert listed.returncode == 0, listed.stderr
    assert "dungeon-crawl" in [r["name"] for r in json.loads(listed.stdout)]
    steps = [
        ("new", "--ruleset", "dungeon-crawl", "my.mission"),
        ("check", "--strict", "my.mission"),
        ("fmt", "--check", "my.mission"),
        ("build", "my.mission"),
        ("graph", "my.mission", "-o", "my.dot"),
        ("booklet", "my.mission", "-o", "my.html"),
        ("play", "my.mission", "--policy", "random", "--seed", "4"),
        ("simulate", "my.mission", "--runs", "40", "--workers", "1"),
        ("odds", "my.mission"),
    ]
    for step in steps:
        done = crawlbook(env, tmp_path, *step)
        assert done.returncode == 0, (step, done.stdout, done.stderr)
    assert "All clean" in crawlbook(env, tmp_path, "check", "--strict", "my.mission").stdout
    assert json.loads((tmp_path / "my.json").read_text())["ruleset"] == "dungeon-crawl"
    assert "ROLL AT 3" in crawlbook(env, tmp_path, "odds", "my.mission").stdout
    report = crawlbook(env, tmp_path, "simulate", "my.mission", "--runs", "40", "--workers",
                       "1", "--format", "json")
    assert json.loads(report.stdout)["runs"] == 40
    # the console: a person asks for the status, then takes the first option each time
    console = crawlbook(env, tmp_path, "play", "my.mission", "--seed", "4",
                        answers="status\n" + "1\n" * 30)
    assert console.returncode == 0, console.stderr
    assert "HEALTH 10" in console.stdout and "THE END" in console.stdout


def test_its_own_test_passes(written: Path, tmp_path: Path) -> None:
    env = environment(written, tmp_path / "site")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           str(written / "tests")], cwd=written, env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture
def project(written: Path, tmp_path: Path) -> Iterator[tuple[object, Path]]:
    from crawlbook.lsp.analysis import Project

    with installed(written, tmp_path / "site"):
        assert run("new", "--ruleset", "dungeon-crawl", str(tmp_path / "main.mission"))[0] == 0
        p = Project([tmp_path])
        path = tmp_path / "main.mission"
        p.open(path, path.read_text("utf-8"))
        p.refresh()
        yield p, path


def test_the_language_server_hovers_and_completes(project: tuple[object, Path]) -> None:
    from crawlbook.lsp import features
    from crawlbook.lsp.analysis import Project, file_key

    p, path = project
    assert isinstance(p, Project)
    key = file_key(path)
    analysis = p.analyses_of(key)[0]
    doc = analysis.name_of(key)
    assert doc is not None
    text = path.read_text("utf-8")
    lines = text.split("\n")
    row = next(i for i, line in enumerate(lines) if line.startswith("[ROLL"))
    found = features.hover(analysis, doc, row, 2)
    assert found is not None and "ROLL" in found[0] and "AT" in found[0]
    items, _ = features.complete(analysis, doc, row, 1, "[")
    labels = [i.label for i in items]
    assert {"ROLL", "HURT", "HEAL", "NOTE", "GAIN"} <= set(labels)


def test_names_and_refusals(tmp_path: Path) -> None:
    assert scaffold.names("dungeon-crawl").prefix == "DC"
    assert scaffold.names("gamebook").prefix == "GA"
    assert scaffold.names("iron-wolf").prefix == "XIW"  # clear of the core's I
    assert scaffold.names("gamebook", prefix="gb").prefix == "GB"
    for bad in ("Dungeon", "dungeon_crawl", "-x", "9lives"):
        with pytest.raises(ValueError, match="lower-case"):
            scaffold.names(bad)
    with pytest.raises(ValueError, match="prefix"):
        scaffold.names("gamebook", prefix="EX")
    code, out = run("new", "ruleset", "tunnel-rats", "--dir", str(tmp_path / "a"))
    assert code == 2 and "already installed" in out
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "keep.txt").write_text("mine")
    code, out = run("new", "ruleset", "dungeon-crawl", "--dir", str(tmp_path / "b"))
    assert code == 2 and "not an empty folder" in out
    assert run("new", "ruleset", "Bad Name")[0] == 2


def test_new_path_still_writes_a_mission(tmp_path: Path) -> None:
    code, _ = run("new", str(tmp_path / "m.mission"))
    assert code == 0 and (tmp_path / "m.mission").is_file()
    assert run("new", "--help")[0] == 0
    assert "ruleset" in run("--help")[1]


def test_the_written_code_passes_ruff(written: Path) -> None:
    """The package is a starting point worth keeping: the project's own lint rules hold
    (bar the order of imports, which depends on where the package sits)."""
    ruff = Path(sys.executable).with_name("ruff")
    if not ruff.exists():
        pytest.skip("ruff is not installed beside this Python")
    done = subprocess.run([str(ruff), "check", "--config", str(ROOT / "pyproject.toml"),
                           "--no-cache", "--extend-ignore", "I001", str(written)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout


def test_its_diagnostic_examples_do_what_they_say(written: Path, tmp_path: Path) -> None:
    """Its own code (DC401) and its examples of the core's, as crawlbook's catalogue test
    runs them for every installed ruleset."""
    from crawlbook.compiler.api import compile_source
    from crawlbook.compiler.diagnostics import catalogue, example_source, examples

    def codes(source: str) -> set[str]:
        return {d.code for d in compile_source(source, "x.mission", build=False).diagnostics}

    with installed(written, tmp_path / "site"):
        from crawlbook import plugins

        ruleset = plugins.get("dungeon-crawl")
        assert ruleset is not None
        own = [c.code for c in ruleset.diagnostics()]
        assert own == ["DC401"] and catalogue()["DC401"].ruleset == "dungeon-crawl"
        for code in [*own, *ruleset.diagnostic_examples()]:
            entry = catalogue()[code]
            _name, example = examples(entry, "dungeon-crawl")
            assert example is not None
            for i in range(len(example.triggers)):
                assert code in codes(example_source(entry, "bad", "dungeon-crawl", i)), code
            good = codes(example_source(entry, "good", "dungeon-crawl"))
            assert code not in good and not [c for c in good if c.startswith("E")], code
