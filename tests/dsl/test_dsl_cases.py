"""Data-driven syntax tests: each ``cases/NAME.mission`` and its ``NAME.expected``.

An expected file lists the diagnostics, one per line, as ``LINE:COLUMN CODE``, in source
order; an empty file means the booklet parses clean. Adding a case is adding two files.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.dsl.parser import parse

CASES = Path(__file__).parent / "cases"


def _cases() -> list[Path]:
    return sorted(CASES.glob("*.mission"))


@pytest.mark.parametrize("case", _cases(), ids=lambda p: p.stem)
def test_case(case: Path) -> None:
    result = parse(case.read_text(encoding="utf-8"), str(case))
    got = [f"{d.span.line}:{d.span.column} {d.code}" for d in result.diagnostics if d.span]
    expected = [line.strip() for line in case.with_suffix(".expected").read_text().splitlines()
                if line.strip()]
    assert got == expected, "\n".join(f"{d.code} {d.span}: {d.message}"
                                      for d in result.diagnostics)


def test_every_case_has_an_expected_file() -> None:
    assert _cases()
    for case in _cases():
        assert case.with_suffix(".expected").exists(), case.name
