"""The language server's hover on a test or a Combat shows its exact odds
(``Ruleset.hover``; docs/editors.md, docs/odds.md)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from crawlbook.rulesets.chainsaw_warrior import ChainsawWarrior
from crawlbook.rulesets.tunnel_rats.hover import hover


def test_a_trait_test() -> None:
    text = hover("TEST", {"who": "CHOSEN", "trait": "SURVIVAL", "diff": 2})
    assert text is not None
    assert "| Mole (R. A. Hood) | 5 | 92.6% (200/216) |" in text
    assert "with the reroll" in text and "best Rat of a fresh Team" in text


def test_a_combat() -> None:
    """The counted table: every weapon, with and without the Initiative, each zone."""
    text = hover("COMBAT", {"standard": 2, "elite": 1, "initiative": "VC"})
    assert text is not None
    assert "Standard VC, Low" in text and "Elite VC, High" in text
    assert "| Pistol with Silencer, holding the Initiative |" in text
    assert "%" in text


def test_other_verbs_have_nothing_more() -> None:
    assert hover("DAMAGE", {"who": "LEAD", "amount": 1}) is None


def test_chainsaw_warrior_hovers_its_odds() -> None:
    effect: Any = SimpleNamespace(verb="FIGHT")  # only the verb is read
    no_context: Any = None  # the odds need no check context
    text = ChainsawWarrior().hover(effect, {"creature": "ZOMBIE"}, no_context)
    assert text is not None and "| HtH 9, one round |" in text and "Aimed Shot" in text
    found = ChainsawWarrior().odds("TEST", {"what": "REFLEXES", "modifier": 2}, {})
    assert found is not None and "+2" in found.title
