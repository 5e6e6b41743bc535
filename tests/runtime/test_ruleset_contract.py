"""The ruleset contract (``crawlbook.ruleset``, docs/rulesets.md): every hook is declared in
one of the seven groups; ``provides`` and the public names of a ruleset's class are
checked when it loads, so a misspelt hook is an error naming the distribution, not a hook
silently never called; the bundled rulesets and the toy keep the contract and import the
core through ``crawlbook.ruleset`` alone."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from click.testing import CliRunner

import crawlbook.ruleset as contract
from crawlbook import plugins
from crawlbook.cli import main
from crawlbook.ruleset import (
    GROUPS,
    HOOKS,
    Engine,
    Policy,
    Ruleset,
    SimulationHooks,
    contract_problems,
)

from .plugin_fixtures import installed_plugin

ROOT = Path(__file__).resolve().parents[2]

MISSPELT = '''"""A ruleset whose author misspelt a hook."""
from crawlbook.ruleset import Ruleset


class Quest(Ruleset):
    name = "quest"
    title = "Quest"
    provides = {"language": "quest.language:REGISTRY"}

    def booklet_sheet(self, program):  # the hook is `booklet_sheets`
        return []
'''

UNKNOWN_KEY = '''"""A ruleset whose ``provides`` names no hook."""
from crawlbook.ruleset import Ruleset


class Quest(Ruleset):
    name = "quest"
    title = "Quest"
    provides = {"language": "quest.language:REGISTRY", "odd": "quest.odds:odds"}
'''


def test_every_hook_is_in_one_group_and_documented():
    assert set(HOOKS) == {n for g in GROUPS for n in vars(g) if not n.startswith("_")}
    assert len(GROUPS) == 7
    page = (ROOT / "docs" / "rulesets.md").read_text(encoding="utf-8")
    for hook in HOOKS:
        assert f"`{hook}" in page, f"docs/rulesets.md does not name the hook `{hook}`"
        assert getattr(Ruleset, hook).__doc__, f"the hook `{hook}` has no docstring"


@pytest.mark.parametrize("source, words", [
    (MISSPELT, ["`Quest.booklet_sheet` is no hook", "did you mean `booklet_sheets`?"]),
    (UNKNOWN_KEY, ["`provides` names `odd`, which is no hook", "did you mean `odds`?"]),
])
def test_a_ruleset_that_breaks_the_contract_does_not_load(tmp_path: Path, source, words):
    with installed_plugin(tmp_path, package="quest", source=source,
                          entry="quest = quest:Quest", distribution="quest-rules",
                          version="2.3"):
        with pytest.raises(plugins.PluginError) as caught:
            plugins.get("quest")
        message = str(caught.value)
        assert "the ruleset `quest` (from quest-rules 2.3) breaks the ruleset contract" in message
        for word in words:
            assert word in message
        # `crawlbook rulesets` lists it with that reason, the others still load
        result = CliRunner().invoke(main, ["rulesets"])
        assert result.exit_code == 1
        assert "quest-rules" in result.output or "quest" in result.output
        assert words[0] in " ".join(result.output.split())


def test_a_provides_value_must_name_a_module():
    class Bad(Ruleset):
        name = "bad"
        provides = {"engine": ""}  # noqa: RUF012 (a test's class)

    assert contract_problems(Bad()) == [
        "`provides` gives `engine` as '', not \"module:attribute\""]


@pytest.mark.parametrize("name", ["tunnel-rats", "chainsaw-warrior"])
def test_the_bundled_rulesets_keep_the_contract(name):
    ruleset = plugins.get(name)
    assert ruleset is not None and contract_problems(ruleset) == []
    assert set(ruleset.provides) <= set(HOOKS)
    assert isinstance(ruleset.engine(), Engine)
    assert isinstance(ruleset.simulation(), SimulationHooks)
    for factory in ruleset.policies().values():
        assert isinstance(factory(0), Policy)


def test_the_optional_members_have_declared_defaults():
    """Optional members are declared with their defaults, never looked up by name."""
    assert Engine().legacy_answers(None, "x") is None
    assert SimulationHooks.reads is None
    assert Policy.unread_info == frozenset()
    assert Policy().start(None) is None


def test_every_name_the_contract_exports_resolves():
    for name in contract.__all__:
        assert getattr(contract, name) is not None, name


def _core_imports(path: Path) -> list[str]:
    """The modules of the core (not the contract, not a ruleset's own) ``path`` imports."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                 else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
        found += [n for n in names if n.startswith("crawlbook")
                  and n != "crawlbook.ruleset" and not n.startswith("crawlbook.rulesets.")]
    return found


def test_rulesets_import_the_core_through_the_contract_alone():
    files = [*sorted((ROOT / "rulesets").rglob("*.py")),
             *sorted((ROOT / "examples" / "gamebook" / "crawlbook_gamebook").rglob("*.py")),
             ROOT / "tests" / "runtime" / "toy_dungeon.py"]
    offenders = {str(p.relative_to(ROOT)): found for p in files if (found := _core_imports(p))}
    assert offenders == {}, ("a ruleset imports the core past crawlbook.ruleset (add what "
                             f"it needs to crawlbook.ruleset's exports): {offenders}")
