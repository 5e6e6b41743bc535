"""Data-driven checks: each ``tests/data/cases/NAME.mission`` against ``NAME.expected``.

``NAME.expected`` lists the diagnostics as ``line:col: CODE`` lines (``path:line:col: CODE``
for an included file, the path relative to the cases folder); ``#`` starts a comment. A
line may end with ``~ TEXT``: that diagnostic's hint (or message) must say TEXT, the words
that help the author. Adding a case is adding the two files. ``CRAWLBOOK_REGEN=1``
rewrites the expected files, keeping the ``~`` words of the lines still there (review
the diff before keeping it).
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


def _found(path: Path) -> list[tuple[str, str]]:
    """(``line:col: CODE``, hint and message) of every diagnostic of the case."""
    result = compile_path(path, Config())
    main = path.resolve()
    out = []
    for d in result.diagnostics:
        words = f"{d.hint or ''} | {d.message}"
        span = d.span
        if span is None:
            out.append((f"-:-: {d.code}", words))
            continue
        file = Path(span.file).resolve()
        where = "" if file == main else file.relative_to(CASES).as_posix() + ":"
        out.append((f"{where}{span.line}:{span.column}: {d.code}", words))
    return sorted(out, key=lambda pair: _order(pair[0]))


def _lines(path: Path) -> list[str]:
    return [line for line, _ in _found(path)]


def _expected(path: Path) -> list[tuple[str, str | None]]:
    """(``line:col: CODE``, the words its hint must say, or None)."""
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            code, _, words = line.partition(" ~ ")
            lines.append((code.strip(), words.strip() or None))
    return sorted(lines, key=lambda pair: _order(pair[0]))


@pytest.mark.parametrize("case", sorted(CASES.glob("*.mission")), ids=lambda p: p.stem)
def test_case(case: Path) -> None:
    expected_file = case.with_suffix(".expected")
    found = _found(case)
    got = [line for line, _ in found]
    if os.environ.get("CRAWLBOOK_REGEN"):
        keep = dict(_expected(expected_file)) if expected_file.exists() else {}
        expected_file.write_text("".join(
            f"{line} ~ {keep[line]}\n" if keep.get(line) else f"{line}\n" for line in got),
            encoding="utf-8")
    assert expected_file.exists(), f"write {expected_file.name}"
    expected = _expected(expected_file)
    assert got == [line for line, _ in expected]
    for line, words in expected:
        if words is not None:
            said = [w for where, w in found if where == line]
            assert any(words in w for w in said), (line, words, said)
