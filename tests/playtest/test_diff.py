"""`crawlbook diff OLD NEW` (docs/playtesting.md, "diff"): a mission against itself shows
no change; a planted one-line change shows exactly it; git revisions; thresholds; the
HTML page escapes the author's text; usage errors."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.missions import find

from crawlbook.cli import main

MISSION = Path(str(find("1")))


def diff(*args: str):
    return CliRunner().invoke(main, ["diff", *args])


@pytest.fixture
def mission(tmp_path: Path) -> Path:
    path = tmp_path / "m.mission"
    shutil.copy(MISSION, path)
    return path


def planted(mission: Path, old: str, new: str) -> Path:
    """A copy of ``mission`` with one line changed."""
    lines = mission.read_text(encoding="utf-8").splitlines(keepends=True)
    [index] = [i for i, line in enumerate(lines) if line.rstrip("\n") == old]
    lines[index] = new + "\n"
    out = mission.with_name("m2.mission")
    out.write_text("".join(lines), encoding="utf-8")
    return out


def test_a_mission_against_itself_shows_no_change(mission):
    result = diff(str(mission), str(mission), "-n", "40", "--format", "json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert all(not v for v in report["structure"].values())
    sim = report["simulation"]
    assert sim["win_rate"]["change"] == 0 and sim["win_rate"]["p_value"] == 1
    assert sim["mean_score"]["change"] == 0 and sim["reach_changed_most"] == []
    text = diff(str(mission), str(mission), "-n", "0")
    assert "Structure: no change." in text.output


def test_a_planted_target_change_is_exactly_what_is_reported(mission):
    changed = planted(mission, "fail → 4.5", "fail → 4.4")
    report = json.loads(diff(str(mission), str(changed), "-n", "0", "--format",
                             "json").output)["structure"]
    assert report["entries_added"] == report["entries_removed"] == []
    assert report["entries_changed"] == [
        {"id": "4.3", "what": ["targets moved: fail → 4.5 became fail → 4.4"]}]
    assert report["warnings_new"] == [
        "W405: entry `4.5` is never reached: no option, outcome or arm leads to it"]
    assert report["warnings_gone"] == [] and report["odds_changed"] == []


def test_a_planted_test_change_shows_its_effect_and_its_odds(mission):
    changed = planted(mission, "[TEST LEAD INTELLIGENCE DIFF 1]",
                      "[TEST LEAD INTELLIGENCE DIFF 2]")
    result = diff(str(mission), str(changed), "-n", "60", "--format", "json")
    report = json.loads(result.output)
    structure = report["structure"]
    assert [c["id"] for c in structure["entries_changed"]] == ["1.2"]
    assert structure["entries_changed"][0]["what"] == [
        "effects: [TEST LEAD INTELLIGENCE DIFF 1] → [TEST LEAD INTELLIGENCE DIFF 2]"]
    [odds] = structure["odds_changed"]
    assert odds["entry"] == "1.2" and "DIFF 1: pass 88.2%" in odds["old"]
    assert "DIFF 2: pass 57.2%" in odds["new"]
    reach = {r["entry"]: r for r in report["simulation"]["reach_changed_most"]}
    assert reach["1.5"]["change"] > 0 and reach["1.4"]["change"] < 0  # fail more often


def test_thresholds_fail_with_exit_1(mission):
    changed = planted(mission, "fail → 4.5", "fail → 4.4")
    held = diff(str(mission), str(changed), "-n", "0", "--fail-on", "warnings>1")
    assert held.exit_code == 0 and "--fail-on warnings>1: held" in held.output
    failed = diff(str(mission), str(changed), "-n", "0", "--fail-on", "entries>0,warnings>0")
    assert failed.exit_code == 1
    assert "the change passes entries>0, warnings>0" in failed.output


def test_git_revisions(mission, tmp_path):
    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(tmp_path), *args], check=True, capture_output=True)

    git("init", "-q")
    git("-c", "user.name=t", "-c", "user.email=t@t", "add", "m.mission")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "one")
    text = mission.read_text(encoding="utf-8").replace("fail → 4.5", "fail → 4.4")
    mission.write_text(text, encoding="utf-8")
    result = diff(f"HEAD:{mission}", str(mission), "-n", "0", "--format", "json")
    assert result.exit_code == 0, result.output
    assert [c["id"] for c in json.loads(result.output)["structure"]["entries_changed"]] \
        == ["4.3"]
    missing = diff(f"HEAD~5:{mission}", str(mission), "-n", "0")
    assert missing.exit_code == 2 and "git has no such file at that revision" in missing.output


def test_a_revision_reads_its_includes_from_that_revision(tmp_path):
    """`diff HEAD:m.mission m.mission` where only an INCLUDEd file changed: the revision's
    side reads the included file as committed, not from the working tree."""
    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(tmp_path), "-c", "user.name=t", "-c",
                        "user.email=t@t", *args], check=True, capture_output=True)

    lines = MISSION.read_text(encoding="utf-8").splitlines(keepends=True)
    cut = lines.index("EVENT 4: The Blind Chamber\n")
    (tmp_path / "parts").mkdir()
    main = tmp_path / "m.mission"
    main.write_text("".join(lines[:cut]).replace(
        'INCLUDE "crawlbook:', 'INCLUDE "parts/rest.mission"\nINCLUDE "crawlbook:'),
        encoding="utf-8")
    part = tmp_path / "parts" / "rest.mission"
    part.write_text("".join(lines[cut:]), encoding="utf-8")
    git("init", "-q")
    git("add", "m.mission", "parts/rest.mission")
    git("commit", "-qm", "one")
    same = diff(f"HEAD:{main}", str(main), "-n", "0", "--format", "json")
    assert same.exit_code == 0, same.output
    assert json.loads(same.output)["structure"]["entries_changed"] == []
    part.write_text(part.read_text(encoding="utf-8").replace("fail → 4.5", "fail → 4.4"),
                    encoding="utf-8")
    result = diff(f"HEAD:{main}", str(main), "-n", "0", "--format", "json")
    assert result.exit_code == 0, result.output
    assert [c["id"] for c in json.loads(result.output)["structure"]["entries_changed"]] \
        == ["4.3"]
    git("commit", "-qam", "two")
    back = diff(f"HEAD~1:{main}", f"HEAD:{main}", "-n", "0", "--format", "json")
    assert [c["id"] for c in json.loads(back.output)["structure"]["entries_changed"]] \
        == ["4.3"]
    # An INCLUDE the revision does not have is the checker's E113, named at its line.
    main.write_text(main.read_text(encoding="utf-8").replace(
        'INCLUDE "parts/rest.mission"\n', 'INCLUDE "parts/rest.mission"\n'
        'INCLUDE "parts/new.mission"\n'), encoding="utf-8")
    (tmp_path / "parts" / "new.mission").write_text("", encoding="utf-8")
    git("add", "-A")
    git("commit", "-qm", "three")
    (tmp_path / "parts" / "new.mission").unlink()
    gone = diff(f"HEAD~2:{main}", f"HEAD:{main}", "-n", "0")
    assert gone.exit_code == 0, gone.output
    missing = diff(f"HEAD~1:{main}", str(main), "-n", "0")
    assert missing.exit_code == 1
    assert "E113" in missing.output and "no such file" in missing.output


def test_the_html_page_colours_changes_and_escapes_the_authors_text(mission):
    changed = planted(mission, "fail → 4.5", "fail → 4.4")
    text = changed.read_text(encoding="utf-8").replace(
        "Silence, and smoke", "<script>alert(1)</script> Silence, and smoke", 1)
    changed.write_text(text, encoding="utf-8")
    result = diff(str(mission), str(changed), "-n", "0", "--format", "html")
    assert result.exit_code == 0, result.output
    page = result.output
    assert page.startswith("<!doctype html>") and "<svg" in page
    assert "#ffd98a" in page  # 4.3 and 8.9 changed: amber
    assert "~ entry 8.9: text changed" in page
    assert "<script" not in page and "&lt;script&gt;" in page


def test_the_html_page_draws_removed_entries_where_they_were(mission):
    """Entry 4.5 removed (and the way to it turned to 4.4): the map draws it, red and
    dashed, with the way out it had; 4.3 changed, amber."""
    text = mission.read_text(encoding="utf-8").replace("fail → 4.5", "fail → 4.4")
    start = text.index("- - - - - - - - - - - - - - - - - - - -\n4.5\n")
    end = text.index("========================================\n4.6\n")
    changed = mission.with_name("m2.mission")
    changed.write_text(text[:start] + text[end:], encoding="utf-8")
    result = diff(str(mission), str(changed), "-n", "0", "--format", "html")
    assert result.exit_code == 0, result.output
    page = result.output
    assert "- entry 4.5 removed" in page and "~ entry 4.3" in page
    svg = page[page.index("<svg"):page.index("</svg>")]
    removed = re.search(r'<g id="[^"]*" class="node entry removed"[^>]*>(.*?)</g>', svg,
                        re.S)
    assert removed is not None, "4.5 is not drawn"
    assert "#f4a6a6" in removed.group(1) and "stroke-dasharray" in removed.group(1)
    assert "4.5" in removed.group(1)
    assert re.search(r'class="node entry changed"', svg)
    assert '<span style="background:#f4a6a6">removed</span>' in page


@pytest.mark.parametrize(("args", "message"), [
    (["nowhere.mission", "x.mission"], "no such file, bundled mission or git revision"),
    (["1", "1", "--fail-on", "luck>5%"], "is not a threshold"),
    (["1", "1", "--policy", "genius"], "unknown policy `genius`"),
    (["1", "1", "--policy", "search"], "far too slow"),
])
def test_usage_errors(args, message):
    result = diff(*args)
    assert result.exit_code == 2
    assert message in result.output
