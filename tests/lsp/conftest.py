"""Fixtures of the language server tests: a small mission with an INCLUDEd file, copied
into a temporary folder so that edits and renames never touch the repository."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    for name in ("main.mission", "events.mission"):
        shutil.copy(DATA / name, tmp_path / name)
    return tmp_path


def where(text: str, needle: str, nth: int = 0, offset: int = 0) -> tuple[int, int]:
    """(line, character), 0-based, of the ``nth`` ``needle`` in ``text`` plus ``offset``."""
    at = -1
    for _ in range(nth + 1):
        at = text.index(needle, at + 1)
    at += offset
    line = text.count("\n", 0, at)
    return line, at - (text.rfind("\n", 0, at) + 1)
