"""Purple Haze: Tunnel Rats, the first ruleset (rulebook: docs/rules.md).

The plug-in object the entry point ``tunnel-rats`` names. Its language half
(``language.py``: verbs, directives, roles, wording; ``checks.py``) is what `crawlbook
check` reads; its runtime half (``engine/``: set-up, Crawl, Events, TB Encounters, Combat;
``console/``; ``policies.py``; ``simulation.py``) is imported only to play. The content
pack (Rat profiles, Tunnel cards, combat cards, damage table and the 18 TB cards written in
the language) lives in ``content/``: the project's own defaults (docs/content.md).
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any

from crawlbook.ruleset import Ruleset

if TYPE_CHECKING:
    from crawlbook.compiler.registry import Registry


class TunnelRats(Ruleset):
    name = "tunnel-rats"
    title = "Purple Haze: Tunnel Rats"
    summary = "three Rats crawl a tunnel complex against the TB deck; Blackjack Combat"
    default = True

    def language(self) -> Registry:
        from crawlbook.rulesets.tunnel_rats.language import REGISTRY

        return REGISTRY

    def content_root(self) -> Traversable:
        return resources.files(__name__).joinpath("content")

    def content_pack(self) -> dict[str, Any]:
        from crawlbook.rulesets.tunnel_rats.engine.content import load_pack

        return load_pack()

    def engine(self) -> Any:
        from crawlbook.rulesets.tunnel_rats.engine.mission import TUNNEL_RATS

        return TUNNEL_RATS
