"""`crawlbook booklet -o OUT` chooses the format from OUT's extension, as `crawlbook graph`
does (docs/maps.md): ``.html`` the page, ``.pdf`` the printed pages (issue 29: a
``-o b.pdf`` used to hold HTML, without a word), anything else a usage error (exit 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from _booklet_dom import FIXTURES
from click.testing import CliRunner
from crawlbook.compiler import booklet

from crawlbook.cli import main

WELL = str(FIXTURES / "well.program.json")


@pytest.mark.parametrize("name", ["b.txt", "b", "b.svg", "b.htm.bak"])
def test_an_unknown_extension_is_a_usage_error(tmp_path: Path, name: str) -> None:
    out = tmp_path / name
    result = CliRunner().invoke(main, ["booklet", WELL, "-o", str(out)])
    assert result.exit_code == 2, result.output
    assert "cannot tell the format" in result.output and ".html" in result.output
    assert ".pdf" in result.output and "Traceback" not in result.output
    assert not out.exists()


def test_html_is_still_html(tmp_path: Path) -> None:
    for name in ("b.html", "B.HTM"):
        out = tmp_path / name
        result = CliRunner().invoke(main, ["booklet", WELL, "-o", str(out)])
        assert result.exit_code == 0, result.output
        assert out.read_text(encoding="utf-8").lstrip().lower().startswith("<!doctype html")


def test_pdf_extension_without_chromium_is_one_clear_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    out = tmp_path / "b.pdf"
    result = CliRunner().invoke(main, ["booklet", WELL, "-o", str(out)])
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "apt-get install chromium" in lines[0]
    assert not out.exists()


def test_pdf_to_standard_output_is_refused(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["booklet", WELL, "-o", "-", "--format", "pdf"])
    assert result.exit_code == 2 and "not text" in result.output


@pytest.mark.skipif(booklet.find_chromium() is None, reason="needs Chromium")
def test_pdf_extension_prints_a_pdf(tmp_path: Path) -> None:
    out = tmp_path / "b.pdf"
    result = CliRunner().invoke(main, ["booklet", WELL, "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes().startswith(b"%PDF")
    assert f"Printed {out}" in result.output
    assert not list(tmp_path.glob("*.html"))
