"""README's Layout table names every folder of the repository a newcomer opens, with
what it holds now (issue 29): the neutral runtime, the missions, the rulesets, the
language server and the editor extensions each have a row."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def layout_rows() -> dict[str, str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    table = text.split("## Layout", 1)[1]
    rows: dict[str, str] = {}
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 2 and "`" in cells[0]:
            for folder in re.findall(r"`([^`]+)/`", cells[0]):
                rows[folder] = cells[1]
    return rows


def tracked_folders() -> set[str]:
    try:
        done = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                              timeout=60, check=True)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return {p.split("/", 1)[0] for p in done.stdout.splitlines()
            if "/" in p and not p.startswith(".")}


def test_every_top_level_folder_has_a_row() -> None:
    missing = tracked_folders() - set(layout_rows())
    assert not missing, f"add rows to README's Layout table: {sorted(missing)}"


def test_the_rows_say_what_the_folders_hold_now() -> None:
    rows = layout_rows()
    assert "crawlbook/lsp" in rows and "language server" in rows["crawlbook/lsp"]
    assert "neutral" in rows["runtime"] and "rules engine" not in rows["runtime"]
    assert "content pack" not in rows["missions"]
    assert "ruleset" in rows["rulesets"].lower()
    assert "VS Code" in rows["editors"]
    for folder in rows:
        assert (ROOT / folder).is_dir(), f"README's Layout table names {folder}/, not there"
