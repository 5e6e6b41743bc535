"""`crawlbook check`, `build`, `new` and `effects` through click's CliRunner."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from crawlbook.cli import main

CASES = Path(__file__).resolve().parents[1] / "data" / "cases"


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_check_clean_file_exits_0() -> None:
    result = run("check", "--isolated", str(CASES / "clean.mission"))
    assert result.exit_code == 0, result.output
    assert "All clean: 1 file checked" in result.output


def test_check_text_form_with_caret_and_hint() -> None:
    result = run("check", "--isolated", str(CASES / "targets.mission"))
    assert result.exit_code == 1
    path = str(CASES / "targets.mission")
    assert f"{path}:10:" in result.output and ": error[E204]: there is no entry `14.3`" in (
        result.output)
    lines = result.output.splitlines()
    at = next(i for i, line in enumerate(lines) if "`14.3`" in line)
    assert lines[at + 2].endswith("• go down → 14.3")
    caret = lines[at + 3]
    assert caret.strip().endswith("^^^^") and caret.index("^") == lines[at + 2].index("14.3")
    assert "= hint: did you mean `14.2`?" in lines[at + 4]
    assert "error" in lines[-1] and "1 file" in lines[-1]


def test_check_json_shape() -> None:
    result = run("check", "--isolated", "--format", "json", str(CASES / "targets.mission"))
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert set(data) == {"diagnostics", "summary"}
    assert set(data["summary"]) == {"errors", "warnings", "infos"}
    first = data["diagnostics"][0]
    assert set(first) == {"path", "line", "column", "end_line", "end_column", "severity",
                          "code", "message", "hint"}
    assert data["summary"]["errors"] == sum(d["severity"] == "error"
                                            for d in data["diagnostics"])


def test_strict_makes_warnings_fail() -> None:
    path = str(CASES / "decisions.mission")
    assert run("check", "--isolated", path).exit_code == 0
    assert run("check", "--isolated", "--strict", path).exit_code == 1
    quiet = run("check", "--isolated", "--strict", "--ignore", "W406,W407", path)
    assert quiet.exit_code == 0, quiet.output
    raised = run("check", "--isolated", "--severity", "W406=error", path)
    assert raised.exit_code == 1 and "error[W406]" in raised.output


def test_check_usage_errors_exit_2(tmp_path: Path) -> None:
    result = run("check", str(tmp_path / "missing.mission"))
    assert result.exit_code == 2 and "no such file" in result.output
    result = run("check", "--severity", "E204=off", str(CASES / "clean.mission"))
    assert result.exit_code == 2 and "cannot be lowered" in result.output
    assert run("check").exit_code == 2


def test_check_reads_pyproject(tmp_path: Path) -> None:
    shutil.copy(CASES / "decisions.mission", tmp_path / "m.mission")
    (tmp_path / "pyproject.toml").write_text('[tool.crawlbook]\nseverity = { W406 = "error" }\n')
    assert run("check", str(tmp_path / "m.mission")).exit_code == 1
    assert run("check", "--isolated", str(tmp_path / "m.mission")).exit_code == 0


def test_check_folder_skips_included_files(tmp_path: Path) -> None:
    shutil.copy(CASES / "include.mission", tmp_path / "include.mission")
    (tmp_path / "inc").mkdir()
    shutil.copy(CASES / "inc" / "cards.mission", tmp_path / "inc" / "cards.mission")
    result = run("check", "--isolated", "--format", "json", str(tmp_path))
    data = json.loads(result.output)
    paths = {Path(d["path"]).name for d in data["diagnostics"]}
    # cards.mission is checked as part of include.mission only: no E206 etc. for it alone
    assert not any(d["code"] == "E206" for d in data["diagnostics"]), paths
    text = run("check", "--isolated", str(tmp_path))
    assert "1 file" in text.output.splitlines()[-1]


def test_build_writes_valid_deterministic_json(tmp_path: Path) -> None:
    out = tmp_path / "clean.json"
    result = run("build", "--isolated", str(CASES / "clean.mission"), "-o", str(out))
    assert result.exit_code == 0, result.output
    first = out.read_bytes()
    assert first.endswith(b"\n") and json.loads(first)["format"] == "crawlbook-program"
    run("build", "--isolated", str(CASES / "clean.mission"), "-o", str(out))
    assert out.read_bytes() == first
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_build_refuses_errors_and_keeps_old_file(tmp_path: Path) -> None:
    out = tmp_path / "p.json"
    out.write_text("previous")
    result = run("build", "--isolated", str(CASES / "targets.mission"), "-o", str(out))
    assert result.exit_code == 1 and "E204" in result.output
    assert out.read_text() == "previous"
    assert run("build", str(tmp_path / "none.mission")).exit_code == 2


def test_new_writes_a_clean_skeleton(tmp_path: Path) -> None:
    path = tmp_path / "my-mission.mission"
    result = run("new", str(path))
    assert result.exit_code == 0, result.output
    assert "MISSION 1: My Mission" in path.read_text()
    check = run("check", "--isolated", "--strict", "--format", "json", str(path))
    assert json.loads(check.output)["diagnostics"] == [] and check.exit_code == 0
    assert run("build", "--isolated", str(path), "-o", str(tmp_path / "p.json")).exit_code == 0


def test_new_writes_every_installed_rulesets_skeleton_clean(tmp_path: Path) -> None:
    from crawlbook import plugins

    for name in plugins.names():
        path = tmp_path / f"{name}.mission"
        result = run("new", "--ruleset", name, str(path))
        assert result.exit_code == 0, result.output
        check = run("check", "--isolated", "--strict", "--format", "json", str(path))
        assert json.loads(check.output)["diagnostics"] == [], (name, check.output)
    assert run("new", "--ruleset", "chess", str(tmp_path / "x.mission")).exit_code == 2


def test_new_refuses_to_overwrite(tmp_path: Path) -> None:
    path = tmp_path / "m.mission"
    path.write_text("mine")
    result = run("new", str(path))
    assert result.exit_code == 2 and "already exists" in result.output
    assert path.read_text() == "mine"
    assert run("new", "--force", "--title", "Dark Water", str(path)).exit_code == 0
    assert "MISSION 1: Dark Water" in path.read_text()


def test_effects_lists_the_registry() -> None:
    result = run("effects")
    assert result.exit_code == 0 and "[TEST " in result.output and "FORBID_EXIT" in result.output
    data = json.loads(run("effects", "--format", "json").output)
    test = next(v for v in data["effects"] if v["name"] == "TEST")
    assert test["outcomes"] == ["pass", "fail"]
    assert run("effects", "--ruleset", "nope").exit_code == 2
    assert [d["name"] for d in data["directives"]][:2] == ["LEVELS", "TB DECK"]
    assert "* LEVELS 2" in result.output


@pytest.mark.parametrize("name", ["check", "build", "new", "effects"])
def test_help(name: str) -> None:
    assert run(name, "--help").exit_code == 0


def test_a_shared_include_is_reported_once(tmp_path: Path) -> None:
    (tmp_path / "inc").mkdir()
    shutil.copy(CASES / "inc" / "cards.mission", tmp_path / "inc" / "cards.mission")
    for name in ("a.mission", "b.mission"):
        shutil.copy(CASES / "include.mission", tmp_path / name)
    result = run("check", "--isolated", "--format", "json", str(tmp_path))
    codes = [d["code"] for d in json.loads(result.output)["diagnostics"]]
    assert codes.count("E204") == 1


def test_bad_pyproject_setting_is_a_usage_error(tmp_path: Path) -> None:
    shutil.copy(CASES / "clean.mission", tmp_path / "m.mission")
    (tmp_path / "pyproject.toml").write_text('[tool.crawlbook]\nseverity = { W405 = "loud" }\n')
    result = run("check", str(tmp_path / "m.mission"))
    assert result.exit_code == 2 and "unknown severity `loud`" in result.output


def test_check_suppression_comments(tmp_path: Path) -> None:
    """`// crawlbook: ignore` silences a warning under --strict; a stale one is an info
    (I504) that --ignore turns off; a fatal code is still reported (I503)."""
    source = (CASES / "clean.mission").read_text(encoding="utf-8")
    path = tmp_path / "m.mission"
    path.write_text(source.replace("[NOTE WELL]", "[NOTE WELL]\n[NOTE SPARE]"), encoding="utf-8")
    noisy = run("check", "--isolated", "--strict", str(path))
    assert noisy.exit_code == 1 and "warning[W401]" in noisy.output
    path.write_text(source.replace("[NOTE WELL]", "[NOTE WELL]\n// crawlbook: ignore W401\n"
                                   "[NOTE SPARE]"), encoding="utf-8")
    quiet = run("check", "--isolated", "--strict", str(path))
    assert quiet.exit_code == 0 and "All clean" in quiet.output, quiet.output
    path.write_text("// crawlbook: ignore-file W401, E204\n" + source, encoding="utf-8")
    stale = run("check", "--isolated", "--strict", "--format", "json", str(path))
    assert stale.exit_code == 0, stale.output
    found = [(d["line"], d["column"], d["code"]) for d in json.loads(stale.output)["diagnostics"]]
    assert found == [(1, 27, "I504"), (1, 33, "I503")]
    assert "info[I504]: unused suppression: no `W401` in this file" in run(
        "check", "--isolated", str(path)).output
    off = run("check", "--isolated", "--ignore", "I5", "--format", "json", str(path))
    assert json.loads(off.output)["diagnostics"] == []
