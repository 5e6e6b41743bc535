"""Purple Haze: Tunnel Rats, the first ruleset (rulebook: docs/rules.md).

The plug-in object the entry point ``tunnel-rats`` names. Its language half
(``language.py``: verbs, directives, roles, wording; ``checks.py``) is what `crawlbook
check` reads; its runtime half (``engine/``: set-up, Crawl, Events, TB Encounters, Combat;
``console/``; ``policies.py``; ``simulation.py``) is imported only to play. The content
pack (Rat profiles, Tunnel cards, combat cards, damage table and the 18 TB cards written in
the language) lives in ``content/``: the project's own defaults (docs/content.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import resources
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any

from crawlbook.ruleset import Ruleset

if TYPE_CHECKING:
    from crawlbook.compiler.registry import Registry
    from crawlbook.runtime.plugin import (
        ConsoleHooks,
        Engine,
        OptionSpec,
        PolicyFactory,
        SimulationHooks,
    )


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

    # -- runtime half ------------------------------------------------------------------

    def options(self) -> Sequence[OptionSpec]:
        from crawlbook.rulesets.tunnel_rats.options import OPTIONS

        return OPTIONS

    def engine(self) -> Engine:
        from crawlbook.rulesets.tunnel_rats.engine.mission import TUNNEL_RATS

        return TUNNEL_RATS

    def console(self) -> ConsoleHooks:
        from crawlbook.rulesets.tunnel_rats.console.hooks import CONSOLE

        return CONSOLE

    def policies(self) -> Mapping[str, PolicyFactory]:
        from crawlbook.rulesets.tunnel_rats.policies import POLICIES

        return POLICIES

    def simulation(self) -> SimulationHooks:
        from crawlbook.rulesets.tunnel_rats.simulation import SIMULATION

        return SIMULATION
