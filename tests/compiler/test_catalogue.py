"""The catalogue of codes (compiler/diagnostics.py): every example does what it says, and
docs/diagnostics.md is the catalogue rendered."""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_source
from crawlbook.compiler.diagnostics import CATALOGUE, example_source, markdown

ROOT = Path(__file__).resolve().parents[2]
# E1xx: the parser's own tests run its examples; E220 needs a broken installation.
OWN = [c for c in CATALOGUE.values() if not c.code.startswith("E1") and c.code != "E220"]


def _codes(source: str) -> set[str]:
    return {d.code for d in compile_source(source, "example.mission", build=False).diagnostics}


@pytest.mark.parametrize("entry", OWN, ids=lambda c: c.code)
def test_examples(entry) -> None:  # type: ignore[no-untyped-def]
    assert entry.bad and entry.good, f"{entry.code} needs both examples"
    assert entry.code in _codes(example_source(entry, "bad")), "the bad example must trigger it"
    assert entry.code not in _codes(example_source(entry, "good")), "the good one must not"


def test_every_good_frame_example_is_clean_of_errors() -> None:
    for entry in OWN:
        codes = _codes(example_source(entry, "good"))
        assert not {c for c in codes if c.startswith("E")}, (entry.code, codes)


def test_codes_are_unique_and_well_formed() -> None:
    for code, entry in CATALOGUE.items():
        assert code == entry.code
        assert code[0] in "EWI" and code[1:].isdigit() and len(code) == 4
        expected = {"E": "error", "W": "warning", "I": "info"}[code[0]]
        assert entry.severity == expected
        assert entry.doc


def test_syntax_codes_are_included() -> None:
    from crawlbook.dsl.diagnostics import SYNTAX_CODES

    assert set(SYNTAX_CODES) <= set(CATALOGUE)


def test_docs_page_is_up_to_date() -> None:
    page = ROOT / "docs" / "diagnostics.md"
    assert page.read_text(encoding="utf-8") == markdown(), (
        "regenerate: python -m crawlbook.compiler.diagnostics > docs/diagnostics.md")
