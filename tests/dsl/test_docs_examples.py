"""Every example of docs/language.md parses without a syntax error (the docs cannot rot).

Blocks fenced as ```mission are whole booklets; ```mission-fragment blocks are parsed
after a minimal mission header.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from crawlbook.dsl.parser import parse

DOC = Path(__file__).resolve().parents[2] / "docs" / "language.md"
HEADER = "MISSION 1: T\n"


def _blocks() -> list[tuple[str, str, int]]:
    text = DOC.read_text(encoding="utf-8")
    blocks = []
    for m in re.finditer(r"^```(mission|mission-fragment)\n(.*?)^```", text, re.S | re.M):
        blocks.append((m.group(1), m.group(2), text.count("\n", 0, m.start()) + 1))
    return blocks


def test_the_reference_has_examples() -> None:
    kinds = [kind for kind, _, _ in _blocks()]
    assert "mission" in kinds and kinds.count("mission-fragment") >= 10


@pytest.mark.parametrize("kind,body,line", _blocks(), ids=lambda v: str(v)[:20])
def test_example_parses(kind: str, body: str, line: int) -> None:
    source = body if kind == "mission" else HEADER + body
    result = parse(source, f"language.md:{line}")
    assert result.diagnostics == [], [d.message for d in result.diagnostics]
    assert result.document.sections
