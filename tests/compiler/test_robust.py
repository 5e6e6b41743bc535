"""Bad input never makes the checker or the lowering raise: random mutations of a valid
booklet (line deletions, duplications, swaps, truncations, random bytes) give diagnostics."""

from __future__ import annotations

import os
from pathlib import Path

from crawlbook.compiler.api import compile_source
from crawlbook.compiler.build import validate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

CLEAN = (Path(__file__).resolve().parents[1] / "data" / "cases" / "clean.mission").read_text(
    encoding="utf-8")
LINES = CLEAN.splitlines()


@st.composite
def mutated(draw: st.DrawFn) -> str:
    lines = list(LINES)
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(["delete", "duplicate", "swap", "truncate", "garble"]))
        i = draw(st.integers(0, len(lines) - 1)) if lines else 0
        if not lines:
            break
        if kind == "delete":
            del lines[i]
        elif kind == "duplicate":
            lines.insert(i, lines[i])
        elif kind == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == "truncate":
            lines[i] = lines[i][: draw(st.integers(0, max(0, len(lines[i]) - 1)))]
        else:
            lines[i] = draw(st.text(max_size=30))
    return "\n".join(lines)


# CRAWLBOOK_FUZZ=600 for a longer run by hand; the suite keeps it small.
@settings(max_examples=int(os.environ.get("CRAWLBOOK_FUZZ", "60")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutations_give_diagnostics_not_exceptions(source: str) -> None:
    result = compile_source(source, "fuzz.mission", force=True)
    assert result.program is not None
    assert validate(result.program) == []  # forced programs are drawn by `graph`
    for d in result.diagnostics:
        assert d.code and d.message and d.severity in ("error", "warning", "info")
    result.graph  # noqa: B018 - building the graph must not raise either


def test_long_chain_has_no_recursion_limit() -> None:
    body = "".join(f"9.{i}\n→ 9.{i + 1}\n=====\n" for i in range(1, 3000))
    source = CLEAN.replace("EVENTS 1 2 SHUFFLED", "EVENTS 1 2 9 SHUFFLED").replace(
        "CARD TR18", "EVENT 9: Chain\n" + body + "9.3000\n→ CONTINUE THE MISSION\n=====\n\n"
        "CARD TR18")
    result = compile_source(source, "chain.mission")
    assert result.diagnostics == [] and result.program is not None
    assert len(result.graph.entries()) > 3000
