"""The one catalogue of codes (compiler/diagnostics.py): every example does what it says, in
every installed ruleset that gives one, and docs/diagnostics.md is the catalogue rendered."""

from __future__ import annotations

from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_source
from crawlbook.compiler.diagnostics import (
    CATALOGUE,
    CORE_CODE,
    RULESET_CODE,
    catalogue,
    class_severity,
    example_source,
    examples,
    markdown,
    namespace_problem,
)
from crawlbook.dsl.diagnostics import SYNTAX_CODES

from crawlbook import plugins

ROOT = Path(__file__).resolve().parents[2]
# E1xx: the parser's own tests run its examples; E220 needs a broken installation.
NO_EXAMPLE = {"E220"}


def _codes(source: str) -> set[str]:
    return {d.code for d in compile_source(source, "example.mission", build=False).diagnostics}


def _cases() -> list[tuple[str, str]]:
    """(code, ruleset) for every example to run: each ruleset's own codes, and the core's
    codes in every ruleset that writes examples of them."""
    cases = []
    for code in catalogue().values():
        if code.code in SYNTAX_CODES or code.code in NO_EXAMPLE:
            continue
        if code.ruleset is not None:
            cases.append((code.code, code.ruleset))
            continue
        for name in plugins.names():
            ruleset = plugins.get(name)
            if ruleset is not None and code.code in ruleset.diagnostic_examples():
                cases.append((code.code, name))
    return cases


@pytest.mark.parametrize("code,ruleset", _cases(), ids=lambda v: str(v))
def test_examples(code: str, ruleset: str) -> None:
    entry = catalogue()[code]
    _name, example = examples(entry, ruleset)
    assert example is not None and example.triggers and example.good, f"{code} needs both"
    for i in range(len(example.triggers)):
        assert code in _codes(example_source(entry, "bad", ruleset, i)), \
            "the bad example must trigger it"
    assert code not in _codes(example_source(entry, "good", ruleset)), "the good one must not"


@pytest.mark.parametrize("code,ruleset", _cases(), ids=lambda v: str(v))
def test_good_examples_have_no_errors(code: str, ruleset: str) -> None:
    entry = catalogue()[code]
    codes = _codes(example_source(entry, "good", ruleset))
    assert not {c for c in codes if c.startswith("E")}, (code, codes)


def test_the_default_ruleset_has_an_example_of_every_core_code() -> None:
    default = plugins.get(plugins.default_name() or "")
    assert default is not None
    missing = [c for c in CATALOGUE if c not in SYNTAX_CODES and c not in NO_EXAMPLE
               and c not in default.diagnostic_examples()]
    assert not missing, f"write examples of {missing} in {default.name}"


def test_codes_are_unique_and_well_formed() -> None:
    for code, entry in catalogue().items():
        assert code == entry.code
        assert CORE_CODE.fullmatch(code) or RULESET_CODE.fullmatch(code), code
        assert entry.severity == class_severity(code)
        assert entry.doc and entry.fix, f"{code} says what it means and how to fix it"


def test_rulesets_codes_do_not_clash_with_the_core() -> None:
    """Every installed ruleset's codes are in its namespace (docs/diagnostics.md, "Codes of
    rulesets"): its prefix, or the default ruleset's codes from before namespaces."""
    for name in plugins.names():
        ruleset = plugins.get(name)
        assert ruleset is not None
        for code in ruleset.diagnostics():
            assert code.code not in CATALOGUE, f"{name} redefines {code.code}"
            assert namespace_problem(ruleset.code_prefix, code, CATALOGUE) is None
            assert catalogue()[code.code].ruleset == name


def test_syntax_codes_are_included() -> None:
    assert set(SYNTAX_CODES) <= set(catalogue())


def test_docs_page_is_up_to_date() -> None:
    page = ROOT / "docs" / "diagnostics.md"
    assert page.read_text(encoding="utf-8") == markdown(), (
        "regenerate: python -m crawlbook.compiler.diagnostics > docs/diagnostics.md")
