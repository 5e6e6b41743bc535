"""Data-driven checks: each ``tests/data/cases/NAME.mission`` against ``NAME.expected``.

``NAME.expected`` lists the diagnostics as ``line:col: CODE`` lines (``path:line:col: CODE``
for an included file, the path relative to the cases folder); ``#`` starts a comment.
Adding a case is adding the two files. ``CRAWLBOOK_REGEN=1`` rewrites the expected files
(review the diff before keeping it).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_path
from crawlbook.compiler.config import Config

CASES = Path(__file__).resolve().parents[1] / "data" / "cases"


def _order(line: str) -> tuple[str, int, int, str]:
    where, _, code = line.rpartition(" ")
    parts = where.rstrip(":").split(":")
    nums = [int(p) if p.isdigit() else 0 for p in parts[-2:]]
    return (":".join(parts[:-2]), *nums, code)  # type: ignore[return-value]


def _lines(path: Path) -> list[str]:
    result = compile_path(path, Config())
    main = path.resolve()
    out = []
    for d in result.diagnostics:
        span = d.span
        if span is None:
            out.append(f"-:-: {d.code}")
            continue
        file = Path(span.file).resolve()
        where = "" if file == main else file.relative_to(CASES).as_posix() + ":"
        out.append(f"{where}{span.line}:{span.column}: {d.code}")
    return sorted(out, key=_order)


def _expected(path: Path) -> list[str]:
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            lines.append(line)
    return sorted(lines, key=_order)


@pytest.mark.parametrize("case", sorted(CASES.glob("*.mission")), ids=lambda p: p.stem)
def test_case(case: Path) -> None:
    expected_file = case.with_suffix(".expected")
    got = _lines(case)
    if os.environ.get("CRAWLBOOK_REGEN"):
        expected_file.write_text("".join(line + "\n" for line in got), encoding="utf-8")
    assert expected_file.exists(), f"write {expected_file.name}"
    assert got == _expected(expected_file)
