"""The sandbox's last holes of the third probe (issue 26; docs/security.md, "What the
sandbox adds"):

- a mission file that is a link out of its folder (`ln -s /proc/self/environ
  c/env.mission; crawlbook check --sandbox c/` printed the environment in the snippets),
  named on the command line or found in a folder, is refused before it is read;
- an INCLUDE swapped between a file and a link to a file outside the folder while the
  booklet is checked (check-then-open: 5 leaks in 917 runs) never reads the outside file:
  the file is opened from the sandbox's folder one folder at a time with ``O_NOFOLLOW``
  (``crawlbook.files.read_beneath``), so what is read is what was checked.
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_path
from crawlbook.compiler.config import Config

from crawlbook.files import Outside, read_beneath

from .helpers import CLEAN_TEXT, output, run

SECRET = "SECRET-LINE-THAT-MUST-NOT-LEAK"


@pytest.fixture
def secret(tmp_path: Path) -> Path:
    path = tmp_path / "outside.txt"
    path.write_text(f"CARD TR5: {SECRET}\nTR5.1\n{SECRET}\n→ CONTINUE THE MISSION\n=====\n")
    return path


@pytest.mark.parametrize("command", ["check", "booklet", "build", "graph", "fmt", "play",
                                     "simulate", "odds"])
@pytest.mark.parametrize("named", ["file", "folder"])
def test_a_mission_that_links_out_of_its_folder(tmp_path: Path, secret: Path, command: str,
                                               named: str) -> None:
    folder = tmp_path / "c"
    folder.mkdir()
    (folder / "env.mission").symlink_to(secret)
    target = str(folder / "env.mission") if named == "file" else str(folder)
    if named == "folder" and command not in ("check", "fmt"):
        pytest.skip("only check and fmt take folders")
    extra = {"booklet": ["-o", str(tmp_path / "b.html")],
             "build": ["-o", str(tmp_path / "b.json")],
             "graph": ["-o", str(tmp_path / "b.dot")],
             "fmt": ["--diff"], "play": ["--policy", "random"],
             "simulate": ["-n", "1"]}.get(command, [])
    result = run(command, "--sandbox", target, *extra)
    assert SECRET not in output(result)
    assert result.exit_code in (1, 2), output(result)
    assert "stays inside its own folder" in output(result)


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs /proc")
def test_the_process_environment_is_not_printed(tmp_path: Path) -> None:
    folder = tmp_path / "c"
    folder.mkdir()
    (folder / "env.mission").symlink_to("/proc/self/environ")
    result = run("check", "--sandbox", str(folder))
    assert result.exit_code == 1
    assert "stays inside its own folder" in output(result)
    # /proc/self/environ holds the variables the process started with: PATH among them
    assert "PATH=" not in output(result)


def test_a_link_inside_the_folder_is_still_checked(tmp_path: Path) -> None:
    folder = tmp_path / "c"
    folder.mkdir()
    (folder / "real.mission.txt").write_text(CLEAN_TEXT)
    (folder / "m.mission").symlink_to("real.mission.txt")
    result = run("check", "--sandbox", str(folder / "m.mission"))
    assert result.exit_code == 0, output(result)


def test_without_the_sandbox_a_linked_mission_is_read(tmp_path: Path) -> None:
    (tmp_path / "real.txt").write_text(CLEAN_TEXT)
    folder = tmp_path / "c"
    folder.mkdir()
    (folder / "m.mission").symlink_to(tmp_path / "real.txt")
    result = run("check", "--isolated", str(folder / "m.mission"))
    assert result.exit_code == 0, output(result)


def test_read_beneath_refuses_links_out_and_reads_what_is_inside(tmp_path: Path,
                                                                 secret: Path) -> None:
    root = tmp_path / "root"
    (root / "sub").mkdir(parents=True)
    (root / "sub" / "in.mission").write_text("inside")
    (root / "sub" / "out.mission").symlink_to(secret)
    (root / "link-in.mission").symlink_to(root / "sub" / "in.mission")
    assert read_beneath(root, root / "sub" / "in.mission") == b"inside"
    assert read_beneath(root, root / "link-in.mission") == b"inside"
    with pytest.raises(Outside):
        read_beneath(root, root / "sub" / "out.mission")
    with pytest.raises(Outside):
        read_beneath(root, root / ".." / "outside.txt")


def _swapping(folder: Path, secret: Path, stop: threading.Event) -> None:
    """Swap sub/x.mission between a file and a link to the outside file, each swap one
    atomic rename, until ``stop``."""
    sub = folder / "sub"
    plain, link = sub / ".plain", sub / ".link"
    while not stop.is_set():
        plain.write_text("CARD TR5: Inside\nTR5.1\nInside.\n→ CONTINUE THE MISSION\n=====\n")
        os.replace(plain, sub / "x.mission")
        link.symlink_to(os.path.relpath(secret, sub))
        os.replace(link, sub / "x.mission")


@pytest.mark.skipif(not hasattr(os, "O_NOFOLLOW"), reason="needs O_NOFOLLOW")
def test_an_include_swapped_for_a_link_during_the_check_never_leaks(tmp_path: Path,
                                                                   secret: Path) -> None:
    """A bounded race: at most 1,500 checks or 25 seconds, while another thread swaps the
    included file for a link out of the folder. Before the fix about one check in 200
    read the outside file."""
    folder = tmp_path / "m"
    (folder / "sub").mkdir(parents=True)
    path = folder / "m.mission"
    path.write_text(CLEAN_TEXT.replace("BRIEFING", 'INCLUDE "sub/x.mission"\n\nBRIEFING'))
    (folder / "sub" / "x.mission").write_text("")
    stop = threading.Event()
    swapper = threading.Thread(target=_swapping, args=(folder, secret, stop), daemon=True)
    swapper.start()
    leaks = checks = 0
    refused = 0
    deadline = time.monotonic() + 25
    try:
        while checks < 1_500 and time.monotonic() < deadline:
            result = compile_path(path, Config(sandbox=True), build=False)
            checks += 1
            text = " ".join([*result.sources.values(),
                             *(d.message for d in result.diagnostics)])
            leaks += SECRET in text
            refused += any(d.code == "E113" for d in result.diagnostics)
    finally:
        stop.set()
        swapper.join(10)
    assert leaks == 0, f"{leaks} of {checks} checks read the file outside the sandbox"
    assert checks > 50 and refused > 0, (checks, refused)


def _included_link(tmp_path: Path, secret: Path) -> tuple[Path, str]:
    folder = tmp_path / "m"
    (folder / "sub").mkdir(parents=True)
    path = folder / "m.mission"
    text = CLEAN_TEXT.replace("BRIEFING", 'INCLUDE "sub/x.mission"\n\nBRIEFING')
    path.write_text(text)
    (folder / "sub" / "x.mission").symlink_to(secret)
    return path, text


def test_the_language_server_reads_an_include_as_check_does(
        tmp_path: Path, secret: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`crawlbook lsp --sandbox` read the files it has not open through ``loader.read``,
    which follows a link: an INCLUDE swapped for a link out of the folder after the
    sandbox's look was read. The swap is simulated here: the look (``_sandbox_root``)
    passes the file, as it would just before the swap; what is read must still be
    opened from inside the folder (``read_beneath``), as `check --sandbox` opens it."""
    from crawlbook.dsl import loader

    from crawlbook.lsp.analysis import Project, file_key

    path, text = _included_link(tmp_path, secret)
    monkeypatch.setattr(loader, "_sandbox_root", lambda _target, source: source.folder)
    project = Project([path.parent], sandbox=True)
    project.open(path, text)
    project.refresh()
    result = project.analyses[file_key(path)].result
    said = " ".join([*result.sources.values(), *(d.message for d in result.diagnostics)])
    assert SECRET not in said
    assert any(d.code == "E113" and "leads out" in d.message for d in result.diagnostics)


def test_the_language_server_sandbox_refuses_an_include_linked_out(tmp_path: Path,
                                                                   secret: Path) -> None:
    from crawlbook.lsp.analysis import Project, file_key

    path, text = _included_link(tmp_path, secret)
    project = Project([path.parent], sandbox=True)
    project.open(path, text)
    project.refresh()
    result = project.analyses[file_key(path)].result
    assert SECRET not in " ".join([*result.sources.values(),
                                   *(d.message for d in result.diagnostics)])
    assert any(d.code == "E113" for d in result.diagnostics)


@pytest.mark.skipif(not hasattr(os, "O_NOFOLLOW"), reason="needs O_NOFOLLOW")
def test_a_folder_above_swapped_for_a_link_after_the_look_is_not_followed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``read_beneath`` resolved the sandbox's folder, then opened it by that path: a
    folder above it swapped for a link in between was followed (the same file name read
    from another tree). Now every folder from the root down is opened one at a time
    without following a link, so the swap makes the read fail. The swap is made here
    just after the paths are resolved."""
    outer, other = tmp_path / "outer", tmp_path / "other"
    for tree, text in ((outer, "inside"), (other, SECRET)):
        (tree / "m").mkdir(parents=True)
        (tree / "m" / "x.mission").write_text(text)
    realpath = os.path.realpath
    swapped: list[str] = []

    def realpath_then_swap(path: str | os.PathLike[str]) -> str:
        found = realpath(path)
        if not swapped and str(path).endswith("x.mission"):
            swapped.append(found)
            os.rename(outer, tmp_path / "outer.old")
            os.symlink(other, outer)
        return found

    monkeypatch.setattr(os.path, "realpath", realpath_then_swap)
    with pytest.raises(Outside, match="changed while it was opened"):
        read_beneath(outer / "m", outer / "m" / "x.mission")
    assert swapped
