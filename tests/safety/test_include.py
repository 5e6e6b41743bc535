"""Where an INCLUDE may reach (docs/security.md, "Untrusted input"): a
``crawlbook:`` path stays inside the files shipped with crawlbook, always; in the sandbox
(``--sandbox``, ``sandbox = true`` in [tool.crawlbook], ``CRAWLBOOK_SANDBOX=1``) an
INCLUDE stays inside the checked mission's own folder tree and the bundled content."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_path
from crawlbook.compiler.config import Config

from .helpers import CLEAN_TEXT, output, run

SECRET = "SECRET-LINE-THAT-MUST-NOT-LEAK"


def mission(folder: Path, include: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "m.mission"
    path.write_text(CLEAN_TEXT.replace("BRIEFING", f'INCLUDE "{include}"\n\nBRIEFING'),
                    encoding="utf-8")
    return path


@pytest.fixture
def secret(tmp_path: Path) -> Path:
    """A file outside the mission's folder that parses as a booklet fragment."""
    path = tmp_path / "outside" / "secret.mission"
    path.parent.mkdir()
    path.write_text(f"CARD TR5: {SECRET}\nTR5.1\n{SECRET}\n→ CONTINUE THE MISSION\n=====\n")
    return path


def e113(path: Path, **kwargs: object) -> list[str]:
    result = compile_path(path, **kwargs)  # type: ignore[arg-type]
    return [d.message for d in result.diagnostics if d.code == "E113"]


@pytest.mark.parametrize("include", [
    "crawlbook:../../../../../../../../etc/passwd",
    "crawlbook:content/tunnel-rats/../../../../../../../../etc/passwd",
    "crawlbook:/etc/passwd",
    "crawlbook:content/no-such-ruleset/../../../../../../../etc/passwd",
])
def test_a_crawlbook_path_stays_in_the_bundled_content(tmp_path: Path, include: str) -> None:
    path = mission(tmp_path / "m", include)
    (message,) = e113(path)
    assert "must stay inside the files shipped with crawlbook" in message
    result = run("check", "--isolated", str(path))
    assert result.exit_code == 1 and "root:" not in result.output


def test_a_crawlbook_path_that_leaves_by_a_link(tmp_path: Path, secret: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from crawlbook.dsl import loader
    from crawlbook.dsl.loader import OutsideBundled, bundled_path

    with pytest.raises(OutsideBundled):
        bundled_path("../" * 12 + str(secret).lstrip("/"))
    assert bundled_path("content/tunnel-rats/tb-cards.mission").is_file()
    shipped = tmp_path / "shipped"
    shipped.mkdir()
    (shipped / "own.mission").write_text("CARD TR5: OWN\nTR5.1\n")
    os.symlink(secret, shipped / "link.mission")  # inside by name, outside in fact
    monkeypatch.setattr(loader, "bundled_root", lambda: shipped)
    assert bundled_path("own.mission") == shipped / "own.mission"
    with pytest.raises(OutsideBundled):
        bundled_path("link.mission")
    (message,) = e113(mission(tmp_path / "m", "crawlbook:link.mission"), config=Config())
    assert "must stay inside the files shipped with crawlbook" in message


def test_bundled_content_is_still_included(tmp_path: Path) -> None:
    path = mission(tmp_path / "m", "crawlbook:content/tunnel-rats/tb-cards.mission")
    assert e113(path) == [] and e113(path, config=Config(sandbox=True)) == []
    result = run("check", "--sandbox", str(path))
    assert "E113" not in result.output


def test_without_the_sandbox_an_include_may_go_anywhere(tmp_path: Path, secret: Path) -> None:
    """The author's own machine: an include outside the folder is read (documented)."""
    assert e113(mission(tmp_path / "m", str(secret))) == []
    assert e113(mission(tmp_path / "m", "../outside/secret.mission")) == []


@pytest.mark.parametrize("how", ["absolute", "relative", "link"])
@pytest.mark.parametrize("switch", ["flag", "pyproject", "environment"])
def test_the_sandbox_keeps_includes_in_the_missions_folder(tmp_path: Path, secret: Path,
                                                          how: str, switch: str) -> None:
    folder = tmp_path / "m"
    if how == "link":
        folder.mkdir()
        os.symlink(secret, folder / "inside.mission")
    include = {"absolute": str(secret), "relative": "../outside/secret.mission",
               "link": "inside.mission"}[how]
    path = mission(folder, include)
    args, env = ["check", str(path)], {}
    if switch == "flag":
        args.insert(1, "--sandbox")
    elif switch == "pyproject":
        (folder / "pyproject.toml").write_text("[tool.crawlbook]\nsandbox = true\n")
    else:
        env["CRAWLBOOK_SANDBOX"] = "1"
    result = run(*args, env=env)
    assert result.exit_code == 1, output(result)
    assert "E113" in result.output and "in the sandbox" in result.output
    assert SECRET not in result.output


def test_the_sandbox_allows_the_missions_own_tree(tmp_path: Path) -> None:
    folder = tmp_path / "m"
    (folder / "cards").mkdir(parents=True)
    (folder / "cards" / "more.mission").write_text("CARD TR5: MORE\nTR5.1\n"
                                                   "→ CONTINUE THE MISSION\n=====\n")
    path = mission(folder, "cards/more.mission")
    result = run("check", "--sandbox", str(path))
    assert "E113" not in result.output


@pytest.mark.parametrize("command", [
    ["build", "{path}", "-o", "{tmp}/out.json"],
    ["graph", "{path}", "-o", "{tmp}/map.dot"],
    ["booklet", "{path}", "-o", "{tmp}/b.html"],
    ["play", "{path}", "--policy", "random", "--seed", "1"],
    ["simulate", "{path}", "-n", "1", "--workers", "1"],
], ids=lambda c: c[0])
def test_every_command_that_reads_a_mission_has_the_sandbox(tmp_path: Path, secret: Path,
                                                           command: list[str]) -> None:
    path = mission(tmp_path / "m", "../outside/secret.mission")
    args = [a.format(path=path, tmp=tmp_path) for a in command]
    result = run(*args[:1], "--sandbox", *args[1:])
    written = [p.read_text() for p in tmp_path.glob("*.*") if p.is_file()]
    assert SECRET not in output(result) and not any(SECRET in w for w in written)
    if command[0] == "graph":  # a map is drawn with its errors marked on it
        assert result.exit_code == 0 and "1 error" in output(result)
    else:
        assert result.exit_code == 1, output(result)
        assert "in the sandbox" in output(result)


def test_the_sandbox_follows_includes_of_includes(tmp_path: Path, secret: Path) -> None:
    """An included file inside the tree may not reach out either."""
    folder = tmp_path / "m"
    (folder / "cards").mkdir(parents=True)
    (folder / "cards" / "more.mission").write_text('INCLUDE "../../outside/secret.mission"\n')
    path = mission(folder, "cards/more.mission")
    (message,) = e113(path, config=Config(sandbox=True))
    assert "in the sandbox" in message
    assert e113(path, config=Config()) == []


def test_the_language_server_has_the_sandbox(tmp_path: Path, secret: Path) -> None:
    from crawlbook.lsp.analysis import Project

    path = mission(tmp_path / "m", "../outside/secret.mission")
    for sandbox, refused in ((True, True), (False, False)):
        project = Project(sandbox=sandbox)
        analysis = project.analyse(str(path))
        codes = [d.code for d in analysis.result.diagnostics]
        assert ("E113" in codes) is refused


def test_a_transcript_in_the_sandbox_plays_only_its_own_missions(tmp_path: Path,
                                                                 secret: Path) -> None:
    outside = tmp_path / "outside" / "game.mission"
    outside.write_text(CLEAN_TEXT, encoding="utf-8")
    folder = tmp_path / "tests"
    folder.mkdir()
    (folder / "a.transcript.toml").write_text(
        'mission = "../outside/game.mission"\nseed = 1\nanswers = []\n')
    result = run("test", "--sandbox", str(folder))
    assert result.exit_code == 1 and "in the sandbox a transcript's mission" in result.output
    assert "in the sandbox" not in run("test", str(folder)).output


def test_a_nearer_pyproject_cannot_turn_the_sandbox_off(tmp_path: Path, secret: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.crawlbook]\nsandbox = true\n")
    folder = tmp_path / "m"
    path = mission(folder, "../outside/secret.mission")
    (folder / "pyproject.toml").write_text("[tool.crawlbook]\nsandbox = false\n")
    (message,) = e113(path)
    assert "in the sandbox" in message
    (tmp_path / "pyproject.toml").write_text("[tool.crawlbook]\nselect = [\"E\"]\n")
    assert e113(path) == []
