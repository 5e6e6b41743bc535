"""`crawlbook simulate` on the command line: the report in a pipe, JSON keys, the HTML
report, exit codes (docs/simulate.md)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from crawlbook.cli import main

from . import fixtures
from .fixtures import coverage_program

KEYS = {"ruleset", "runs", "seed", "policy", "outcomes", "win_rate", "draw_rate",
        "loss_rate", "score", "coverage", "decisions", "elapsed_s", "runs_per_second",
        "turns", "rats_taken_out", "combats", "trait_tests", "failed_runs", "options",
        "optional_rules"}


@pytest.fixture
def fixture_mission(monkeypatch):
    """`MISSION` loads the coverage fixture program, whatever is named."""
    import crawlbook.compiler.api as api

    monkeypatch.setattr(api, "load_program", lambda name, *_, **__: coverage_program())
    return "fixture"


def run(*args: str):
    return CliRunner().invoke(main, ["simulate", *args])


def test_json_report_is_all_that_reaches_a_pipe(fixture_mission):
    result = run(fixture_mission, "-n", "30", "--seed", "4", "--workers", "1",
                 "--format", "json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)  # nothing else on stdout: no progress bar
    assert KEYS <= set(report)
    assert report["runs"] == 30 and report["seed"] == 4 and report["policy"] == "random"
    assert set(report["coverage"]) >= {"entries_total", "entries_reached", "never_reached"}


def test_text_report(fixture_mission):
    result = run(fixture_mission, "-n", "20", "--workers", "1", "--policy", "cautious")
    assert result.exit_code == 0, result.output
    for words in ("Win rate", "Wilson", "Coverage", "Never reached", "1.8, 1.9",
                  "Decisions", "Trait tests", "runs/s"):
        assert words in result.output


def test_html_report_is_self_contained_and_escaped(fixture_mission, tmp_path):
    out = tmp_path / "report.html"
    result = run(fixture_mission, "-n", "20", "--workers", "1", "--format", "json",
                 "--report", str(out))
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    assert page.count("<svg") >= 4  # outcomes, Success Points, Crawls, coverage
    assert "Coverage &lt;fixture&gt; &amp; co" in page and "<fixture>" not in page
    assert "<script" not in page and "http" not in page.replace("http://www.w3.org", "")


def test_a_failed_run_gives_exit_code_1(fixture_mission):
    spec = f"{fixtures.__name__}:RaisingPolicy"
    result = run(fixture_mission, "-n", "12", "--workers", "1", "--policy", spec,
                 "--format", "json")
    assert result.exit_code == 1
    report = json.loads(result.output)
    assert report["outcomes"]["errors"] == len(report["failed_runs"]) > 0
    assert report["policy"] == spec  # the value that replays it


@pytest.mark.parametrize("args,message", [
    (["--policy", "genius"], "unknown policy"),
    (["--policy", "no_such_module_xyz:Policy"], "cannot import"),
    (["--policy", "crawlbook.rulesets.tunnel_rats.policies:Nothing"], "has no class"),
    (["--scheduler", "tcp://127.0.0.1:1"], "--scheduler needs --backend dask"),
    (["-n", "0"], "0"),
    (["--format", "xml"], "xml"),
])
def test_usage_errors_exit_2(fixture_mission, args, message):
    result = run(fixture_mission, *args)
    assert result.exit_code == 2
    assert message in result.output


def test_missing_mission_is_a_usage_error(tmp_path):
    result = run(str(tmp_path / "nothing.mission"), "-n", "5")
    assert result.exit_code == 2
    assert "nothing.mission" in result.output


def test_bundled_mission_end_to_end():
    result = run("0", "-n", "16", "--seed", "2", "--workers", "2", "--format", "json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["mission"]["number"] == 0 and report["completed"] == 16


def test_reports_survive_a_simulation_where_every_run_failed(fixture_mission, tmp_path):
    out = tmp_path / "report.html"
    spec = f"{fixtures.__name__}:AlwaysRaisingPolicy"
    result = run(fixture_mission, "-n", "30", "--workers", "1", "--policy", spec,
                 "--report", str(out))
    assert result.exit_code == 1
    assert "nothing works" in result.output and "and 10 more failed runs" in result.output
    page = out.read_text(encoding="utf-8")
    assert "Failed runs" in page and "No data." in page


def test_a_program_the_engine_cannot_set_up_exits_1(monkeypatch):
    import crawlbook.compiler.api as api

    broken = coverage_program()
    broken["mission"]["levels"] = 7
    monkeypatch.setattr(api, "load_program", lambda name, *_, **__: broken)
    result = run("broken", "-n", "5", "--workers", "1")
    assert result.exit_code == 1
    assert "levels" in result.output and "Traceback" not in result.output
