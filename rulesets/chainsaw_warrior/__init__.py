"""Chainsaw Warrior, the second ruleset (docs/chainsaw-warrior/rules.md).

The plug-in object the entry point ``chainsaw-warrior`` names. Its language half
(``language.py``: the verbs of the House cards) is what `crawlbook check` reads; its
runtime half (``engine/``: the Warrior, Kitting Out, the Time Track, the House deck, the
fight, Escaping the Building, the end of the game) is imported only to play. The content
pack (creatures, Equipment cards, the House deck by back, the Wandering Zombie deck, and
the House cards written in the language) lives in ``content/``: the project's own
defaults where the rulebook's text lacks the card faces (docs/chainsaw-warrior/content.md).
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any

from crawlbook.ruleset import Ruleset

if TYPE_CHECKING:
    from crawlbook.compiler.registry import Registry


class ChainsawWarrior(Ruleset):
    name = "chainsaw-warrior"
    title = "Chainsaw Warrior"
    summary = "one Warrior, one hour, one house: find and destroy Darkness"

    def language(self) -> Registry:
        from crawlbook.rulesets.chainsaw_warrior.language import REGISTRY

        return REGISTRY

    def content_root(self) -> Traversable:
        return resources.files(__name__).joinpath("content")

    def content_pack(self) -> dict[str, Any]:
        from crawlbook.rulesets.chainsaw_warrior.engine.content import load_pack

        return load_pack()

    def engine(self) -> Any:
        from crawlbook.rulesets.chainsaw_warrior.engine.game import CHAINSAW_WARRIOR

        return CHAINSAW_WARRIOR
