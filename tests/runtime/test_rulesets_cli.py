"""`crawlbook rulesets` lists the installed rulesets (docs/rulesets.md): a ruleset that a
third party installs with pip (an entry point in the group ``crawlbook.rulesets``)
appears with its distribution and version; one that cannot be imported is listed with
the reason and exit code 1."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from crawlbook.cli import main

from .plugin_fixtures import installed_plugin

TINY = '''"""A tiny third-party ruleset."""
from crawlbook.ruleset import Ruleset


class Tiny(Ruleset):
    name = "tiny"
    title = "Tiny Quest"
    summary = "one room, one roll"
'''


def _rulesets(*args: str):
    return CliRunner().invoke(main, ["rulesets", *args])


def test_the_bundled_ruleset_is_listed():
    result = _rulesets("--format", "json")
    assert result.exit_code == 0, result.output
    rows = {row["name"]: row for row in json.loads(result.output)}
    tr = rows["tunnel-rats"]
    assert tr["title"] == "Purple Haze: Tunnel Rats" and tr["default"] is True
    assert tr["distribution"] == "crawlbook" and tr["version"]
    assert [o["name"] for o in tr["options"]] == ["high-threat", "fewer-tb"]
    assert tr["policies"] == ["explorer", "explore", "cautious"]
    text = _rulesets()
    assert text.exit_code == 0 and "tunnel-rats (default)  Purple Haze: Tunnel Rats" in text.output


def test_a_pip_installed_ruleset_appears(tmp_path: Path):
    with installed_plugin(tmp_path, package="tiny_quest", source=TINY,
                          entry="tiny = tiny_quest:Tiny", distribution="tiny-quest",
                          version="2.3"):
        result = _rulesets("--format", "json")
        assert result.exit_code == 0, result.output
        rows = {row["name"]: row for row in json.loads(result.output)}
        assert rows["tiny"] == {"name": "tiny", "title": "Tiny Quest",
                                "summary": "one room, one roll", "default": False,
                                "distribution": "tiny-quest", "version": "2.3",
                                "options": [], "policies": [], "error": None}
        assert "tunnel-rats" in rows
        assert "tiny  Tiny Quest\n  one room, one roll\n  from tiny-quest 2.3" in _rulesets().output
    assert "tiny" not in _rulesets().output  # gone with its package


def test_a_broken_ruleset_is_listed_with_the_reason(tmp_path: Path):
    with installed_plugin(tmp_path, package="broken_quest", source="raise ImportError('x')\n",
                          entry="broken = broken_quest:Broken", distribution="broken-quest"):
        result = _rulesets()
        assert result.exit_code == 1
        assert "broken" in result.output and "cannot be loaded" in result.output
        assert "tunnel-rats (default)" in result.output
