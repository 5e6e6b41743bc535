"""Outputs never replace what they are pointed at (issue 26; docs/security.md, "Outputs").

The probe: `mknod -m 666 n c 1 3; crawlbook build 00-training -o n` turned the device into
a regular file, and as root `-o /dev/null` replaced the machine's /dev/null; the same for
FIFOs and links with `graph -o`, `play --save`, `simulate --report`, `test --record`.
Every output goes through ``crawlbook.files.write_atomic``: a character device or a FIFO
is written through, a link is followed (the file it points at is written, the link stays
a link), a folder, block device or socket is refused with a clear error.

The devices made here are copies of /dev/null (character device 1, 3) in a scratch
folder, never the machine's own.
"""

from __future__ import annotations

import os
import socket
import stat
import threading
from pathlib import Path

import pytest

from crawlbook.files import NotRegular, write_atomic

from .helpers import CLEAN, output, run

ROOT_ONLY = pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                               reason="making a device needs root")

# command -> (arguments with {out}, the output's name)
COMMANDS: dict[str, tuple[list[str], str]] = {
    "build": (["build", str(CLEAN), "-o", "{out}"], "out.json"),
    "graph": (["graph", str(CLEAN), "-o", "{out}"], "map.dot"),
    "graph-html": (["graph", str(CLEAN), "-o", "{out}"], "map.html"),
    "booklet": (["booklet", str(CLEAN), "-o", "{out}"], "booklet.html"),
    "play --save": (["play", str(CLEAN), "--seed", "1", "--script", "{script}",
                     "--save", "{out}"], "game.json"),
    "simulate --report": (["simulate", str(CLEAN), "-n", "2", "--workers", "1",
                           "--report", "{out}"], "report.html"),
    "simulate --map": (["simulate", str(CLEAN), "-n", "2", "--workers", "1",
                        "--map", "{out}"], "map.html"),
    "test --record": (["test", "--record", "{out}", "--mission", str(CLEAN), "--policy",
                       "random", "--seed", "1"], "t.transcript.toml"),
    "campaign --save": (["campaign", "--seed", "3", "--script", "{script}", "--save",
                         "{out}"], "camp.json"),
}


def _run(command: str, out: Path, tmp_path: Path) -> tuple[int, str]:
    script = tmp_path / "answers.txt"
    script.write_text("\nquit\n")
    args, _ = COMMANDS[command]
    result = run(*[a.format(out=out, script=script) for a in args])
    return result.exit_code, output(result)


def _device(path: Path) -> Path:
    os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    return path


@ROOT_ONLY
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_device_is_written_through_never_replaced(tmp_path: Path, command: str) -> None:
    device = _device(tmp_path / COMMANDS[command][1])
    code, said = _run(command, device, tmp_path)
    assert code == 0, said
    assert stat.S_ISCHR(os.lstat(device).st_mode), f"{command} replaced the device"
    assert os.stat(device).st_rdev == os.makedev(1, 3)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("command", ["build", "graph", "booklet", "simulate --report",
                                     "test --record"])
def test_a_fifo_is_written_through(tmp_path: Path, command: str) -> None:
    fifo = tmp_path / COMMANDS[command][1]
    os.mkfifo(fifo)
    got: list[bytes] = []

    def reader() -> None:
        with open(fifo, "rb") as pipe:
            got.append(pipe.read())

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    code, said = _run(command, fifo, tmp_path)
    thread.join(30)
    assert code == 0, said
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode), f"{command} replaced the FIFO"
    assert got and len(got[0]) > 100


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_link_is_followed_and_stays_a_link(tmp_path: Path, command: str) -> None:
    name = COMMANDS[command][1]
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / name
    target.write_text("old")
    link = tmp_path / name
    link.symlink_to(target)
    code, said = _run(command, link, tmp_path)
    assert code == 0, said
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text() != "old" and target.stat().st_size > 10


def test_a_dangling_link_is_followed(tmp_path: Path) -> None:
    link = tmp_path / "out.json"
    link.symlink_to(tmp_path / "made.json")
    write_atomic(link, "{}")
    assert link.is_symlink() and (tmp_path / "made.json").read_text() == "{}"


@ROOT_ONLY
def test_dev_null_as_an_output_discards_it(tmp_path: Path) -> None:
    """`-o /dev/null` through a link to a copy of it: written through as every Unix tool
    does; the machine's own /dev/null is not used here, so a failure cannot break it."""
    null = _device(tmp_path / "null")
    result = run("build", str(CLEAN), "-o", str(null))
    assert result.exit_code == 0, output(result)
    assert stat.S_ISCHR(os.lstat(null).st_mode)


def test_a_folder_or_a_socket_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "out.json"
    folder.mkdir()
    result = run("build", str(CLEAN), "-o", str(folder))
    assert result.exit_code in (1, 2) and "Traceback" not in output(result)
    assert folder.is_dir()
    sock_path = tmp_path / "s.json"
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(sock_path))
        with pytest.raises(NotRegular, match="socket"):
            write_atomic(sock_path, "{}")
        result = run("build", str(CLEAN), "-o", str(sock_path))
        assert result.exit_code == 1, output(result)
        assert "socket" in result.stderr
        assert stat.S_ISSOCK(os.lstat(sock_path).st_mode)


@pytest.mark.parametrize("swapped", ["link", "fifo"])
def test_what_is_put_in_the_place_of_the_output_while_it_is_written_stays(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, swapped: str) -> None:
    """``write_atomic`` looked at the output, wrote its temporary file, then renamed it
    over the output: a link or a FIFO put in the output's place in between was replaced
    by a file. The swap is made here while the temporary file is flushed (``os.fsync``);
    now the output is looked at again, from a descriptor of its folder, just before the
    rename, and the write is refused: what was put there stays."""
    target = tmp_path / "out.json"
    target.write_text("old")
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("untouched")
    fsync = os.fsync
    swaps: list[int] = []

    def swap_then_fsync(fd: int) -> None:
        if not swaps:
            swaps.append(fd)
            staged = tmp_path / "staged"
            if swapped == "link":
                staged.symlink_to(elsewhere)
            else:
                os.mkfifo(staged)
            os.replace(staged, target)
        fsync(fd)

    monkeypatch.setattr(os, "fsync", swap_then_fsync)
    with pytest.raises(OSError, match="changed while it was written"):
        write_atomic(target, "{}")
    kind = os.lstat(target).st_mode
    assert stat.S_ISLNK(kind) if swapped == "link" else stat.S_ISFIFO(kind)
    assert elsewhere.read_text() == "untouched"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere.txt", "out.json"]


def test_a_link_put_in_the_place_of_the_output_at_the_last_instant_stays(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The instant between the last look at the output and the rename: a link swapped in
    there was replaced by the new file. On Linux the new file is now exchanged with the
    output in one step (``renameat2``, ``RENAME_EXCHANGE``) and what comes out is looked
    at: a link, device or FIFO is put back at once and the write refused."""
    from crawlbook import files

    if files._renameat2() is None:
        pytest.skip("needs Linux's renameat2")
    target = tmp_path / "out.json"
    target.write_text("old")
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("untouched")
    look = files._look
    looks: list[str] = []

    def look_then_swap(name: str, dir_fd: int) -> os.stat_result | None:
        seen = look(name, dir_fd)
        if name == "out.json":
            looks.append(name)
            if len(looks) == 2:  # the last look before the rename
                staged = tmp_path / "staged"
                staged.symlink_to(elsewhere)
                os.replace(staged, target)
        return seen

    monkeypatch.setattr(files, "_look", look_then_swap)
    with pytest.raises(OSError, match="changed while it was written"):
        write_atomic(target, "{}")
    assert target.is_symlink() and os.readlink(target) == str(elsewhere)
    assert elsewhere.read_text() == "untouched"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere.txt", "out.json"]
