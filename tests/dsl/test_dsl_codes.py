"""The table of syntax codes (dsl/diagnostics.py) is complete and its examples are true."""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.dsl.diagnostics import SYNTAX_CODES, Diagnostic
from crawlbook.dsl.loader import load
from crawlbook.dsl.nodes import Span

HEADERS = ("MISSION", "RULESET", "INCLUDE")
EXAMPLES = [(code.code, example) for code in SYNTAX_CODES.values() for example in code.examples]


def test_every_code_is_documented() -> None:
    for key, code in SYNTAX_CODES.items():
        assert key == code.code and code.code.startswith("E1") and len(code.code) == 4
        assert code.name and code.name == code.name.lower() and " " not in code.name
        assert code.severity in ("error", "warning", "info")
        assert (code.message and code.doc.endswith(".")) or code.doc.endswith(")")
        assert code.fix, f"{code.code} says how to fix it"
    ids = [c.name for c in SYNTAX_CODES.values()]
    assert len(ids) == len(set(ids))


def test_codes_that_a_booklet_can_trigger_have_examples() -> None:
    without = {c.code for c in SYNTAX_CODES.values() if not c.examples}
    # E100 (unreadable file), E114 (include cycle) and E199 (too many errors) need more
    # than one snippet; they are tested in test_dsl_loader.py and test_dsl_robustness.py.
    # E117 (a lone surrogate) cannot be in a file: tests/safety/test_tracebacks.py.
    assert without == {"E100", "E114", "E117", "E199"}


@pytest.mark.parametrize("code,example", EXAMPLES, ids=[f"{c}-{i}" for i, (c, _) in
                                                         enumerate(EXAMPLES)])
def test_example_triggers_its_code(code: str, example: str, tmp_path: Path) -> None:
    source = example if example.startswith(HEADERS) else "MISSION 1: T\n" + example
    path = tmp_path / "example.mission"
    # \udcXX in an example stands for the raw byte XX (see E101).
    path.write_bytes(source.encode("utf-8", "surrogateescape"))
    result = load(path)
    codes = [d.code for d in result.diagnostics]
    assert code in codes, [(d.code, d.message) for d in result.diagnostics]


def test_diagnostic_json() -> None:
    d = Diagnostic("E106", "error", "m", Span("a.mission", 1, 2, 1, 3), "h")
    assert d.to_json() == {"path": "a.mission", "line": 1, "column": 2, "end_line": 1,
                           "end_column": 3, "severity": "error", "code": "E106",
                           "message": "m", "hint": "h"}
    assert Diagnostic("E100", "error", "m").to_json()["line"] is None
