"""The Chainsaw Warrior pages document what the engine does: every event type it emits is
in docs/chainsaw-warrior/event-log.md, every prompt kind in rules.md, every verb in
language.md, every equipment hook in content.md, every ruling's test exists."""

from __future__ import annotations

import re
from pathlib import Path

from crawlbook.rulesets.chainsaw_warrior.engine.content import ITEM_HOOKS
from crawlbook.rulesets.chainsaw_warrior.language import REGISTRY

ROOT = Path(__file__).resolve().parents[3]
DOCS = ROOT / "docs" / "chainsaw-warrior"
ENGINE = ROOT / "rulesets" / "chainsaw_warrior" / "engine"
TESTS = Path(__file__).parent


def source() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(ENGINE.glob("*.py")))


def test_every_event_type_is_documented():
    emitted = set(re.findall(r'emit\("([a-z_]+)"', source()))
    emitted |= {"item_lost", "item_broken"}  # emitted through equipment._HOW
    page = (DOCS / "event-log.md").read_text(encoding="utf-8")
    missing = sorted(t for t in emitted if f"`{t}`" not in page)
    assert not missing, missing


def test_every_prompt_kind_is_documented():
    kinds = set(re.findall(r'(?:choose|yes_no)\(\s*"([a-z_]+)"', source()))
    kinds |= set(re.findall(r'Prompt\("([a-z_]+)"', source()))
    assert len(kinds) > 25, kinds
    page = (DOCS / "rules.md").read_text(encoding="utf-8")
    missing = sorted(k for k in kinds if f"| `{k}` |" not in page)
    assert not missing, missing


def test_every_verb_and_hook_is_documented():
    language = (DOCS / "language.md").read_text(encoding="utf-8")
    for verb in REGISTRY.verbs:
        assert f"[{verb}" in language, verb
    for directive in REGISTRY.directives:
        assert f"| `{directive} " in language, directive
    for name in (*REGISTRY.numbers, *REGISTRY.predicates):
        assert f"`{name}" in language, name
    content = (DOCS / "content.md").read_text(encoding="utf-8")
    for hook in ITEM_HOOKS:
        assert f"| `{hook}` |" in content, hook


def test_every_ruling_names_a_test_that_exists():
    page = (DOCS / "rules.md").read_text(encoding="utf-8")
    rulings = page[page.index("## Rulings"):]
    named = re.findall(r"`(test_\w+\.py)(?:::(test_\w+))?`|`::(test_\w+)`", rulings)
    assert len(named) > 40
    current = None
    for module, test, alone in named:
        if module:
            current = (TESTS / module).read_text(encoding="utf-8")
        name = test or alone
        if name:
            assert current is not None and f"def {name}(" in current, name
