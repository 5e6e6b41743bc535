"""Diagnostic codes of rulesets live in namespaces of their own (docs/diagnostics.md,
"Codes of rulesets"): a ruleset's prefix and three digits whose first is the class; a code
outside its namespace, of the wrong class or of a prefix already taken is not added; a
ruleset's former codes still work in suppression comments and the configuration; the
docs page does not change when another ruleset is installed beside the bundled ones."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from crawlbook.compiler.api import compile_source
from crawlbook.compiler.config import ConfigError, from_table, parse_codes, with_cli
from crawlbook.compiler.diagnostics import (
    CATALOGUE,
    LEGACY_CODES,
    catalogue,
    current,
    markdown,
    namespace_problem,
)
from crawlbook.dsl.diagnostics import Code

from crawlbook import plugins
from tests.runtime.plugin_fixtures import TOY_SOURCE, installed_plugin

ROOT = Path(__file__).resolve().parents[2]


def _code(code: str, severity: str = "error") -> Code:
    return Code(code, "a-name", severity, "a message", "what it means", "how to fix it")  # type: ignore[arg-type]


@pytest.mark.parametrize("prefix,code,severity,ok", [
    ("GB", "GB201", "error", True),
    ("GB", "GB301", "error", True),
    ("GB", "GB401", "warning", True),
    ("GB", "GB501", "info", True),
    ("GB", "GB401", "error", False),   # the class digit says warning
    ("GB", "GB101", "error", False),   # 1xx is the parser's
    ("GB", "XY201", "error", False),   # another prefix
    ("GB", "E201", "error", False),    # the core's form
    ("EX", "EX201", "error", False),   # a prefix `--select E` would take
    ("W", "W201", "error", False),     # one letter
    ("", "E205", "error", True),       # the default ruleset's codes from before namespaces
])
def test_namespace_rules(prefix: str, code: str, severity: str, ok: bool) -> None:
    assert (namespace_problem(prefix, _code(code, severity)) is None) is ok


def test_a_taken_code_is_refused() -> None:
    assert namespace_problem("GB", _code("GB201"), {"GB201"}) == "GB201 is already taken"
    assert namespace_problem("", _code("E205"), {"E205"}) is not None


def test_legacy_codes_are_not_the_cores() -> None:
    assert not LEGACY_CODES & set(CATALOGUE)


NEIGHBOUR = TOY_SOURCE.read_text(encoding="utf-8") + '''

from crawlbook.dsl.diagnostics import Code as _Code

ToyDungeon.code_prefix = "TD"
ToyDungeon.diagnostics = lambda self: (  # type: ignore[method-assign]
    _Code("TD201", "toy-own", "error", "a toy's own", "what", "fix"),
    _Code("E204", "toy-steals", "error", "a core code", "what", "fix"),
    _Code("CW231", "toy-steals-too", "error", "another ruleset's", "what", "fix"),
    _Code("TD401", "toy-wrong-class", "error", "a warning's number", "what", "fix"),
)
'''


@pytest.fixture
def neighbour(tmp_path: Path) -> Iterator[None]:
    """A ruleset installed beside the bundled ones, with codes in and out of its
    namespace."""
    with installed_plugin(tmp_path, package="toy_dungeon", source=NEIGHBOUR,
                          entry="toy-dungeon = toy_dungeon:ToyDungeon",
                          distribution="toy-dungeon"):
        yield


def test_a_neighbours_codes_outside_its_namespace_are_not_added(neighbour: None) -> None:
    found = catalogue()
    assert found["TD201"].ruleset == "toy-dungeon"
    assert found["E204"].ruleset is None and found["CW231"].ruleset == "chainsaw-warrior"
    assert "TD401" not in found


def test_the_docs_page_does_not_change_with_a_neighbour(neighbour: None) -> None:
    assert "TD201" in catalogue()
    page = (ROOT / "docs" / "diagnostics.md").read_text(encoding="utf-8")
    assert page == markdown()


def test_former_codes_are_read_as_the_codes_they_became() -> None:
    assert current("E230") == "CW230" and current("E204") == "E204"
    assert parse_codes(["E230,W401"]) == ("CW230", "W401")
    config = from_table({"severity": {"E231": "error"}, "ignore": ["E232"]})
    assert config.severity == {"CW231": "error"} and config.ignore == ("CW232",)
    with_cli(config).validate()


def test_a_prefix_selects_a_rulesets_codes() -> None:
    with_cli(from_table({}), ignore=["CW"]).validate()
    with pytest.raises(ConfigError, match="no diagnostic code starts with `ZZ`"):
        with_cli(from_table({}), ignore=["ZZ"])


def test_a_former_code_in_a_suppression_comment_is_the_new_one() -> None:
    """CW230 is fatal: the comment cannot hide it (I503), but names it as known, not as an
    unknown code (W411)."""
    frame = plugins.get("chainsaw-warrior")
    assert frame is not None
    source = "// crawlbook: ignore E230\n" + frame.example_frame().replace("{body}", "")
    codes = [(d.code, d.message) for d in
             compile_source(source, "x.mission", build=False).diagnostics]
    assert ("I503", "`CW230` cannot be suppressed") in codes
    assert not [c for c, _ in codes if c == "W411"]
