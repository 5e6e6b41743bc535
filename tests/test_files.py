"""Files crawlbook writes (``crawlbook/files.py``): atomic, and with the permissions an
editor or a compiler would give them: a new file gets 0666 minus the umask, an existing
file keeps its mode (docs/architecture.md, principle 3)."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from crawlbook.files import write_atomic


@pytest.fixture
def umask() -> Iterator[None]:
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_file_honours_the_umask(tmp_path: Path, umask: None) -> None:
    target = tmp_path / "new.json"
    write_atomic(target, "{}\n")
    assert mode(target) == 0o644
    os.umask(0o077)
    private = tmp_path / "private.json"
    write_atomic(private, "{}\n")
    assert mode(private) == 0o600


def test_an_existing_file_keeps_its_mode(tmp_path: Path, umask: None) -> None:
    target = tmp_path / "shared.json"
    target.write_text("old\n")
    target.chmod(0o664)
    write_atomic(target, b"new\n")
    assert target.read_text() == "new\n"
    assert mode(target) == 0o664


def test_a_failed_write_leaves_the_old_file_and_no_temporary(
        tmp_path: Path, umask: None, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "keep.json"
    target.write_text("old\n")

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError):
        write_atomic(target, "new\n")
    assert target.read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.json"]
