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
from typing import TYPE_CHECKING, Any

from crawlbook.ruleset import Ruleset

if TYPE_CHECKING:
    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.diagnostics import Code, Example
    from crawlbook.compiler.odds import Odds
    from crawlbook.compiler.registry import Registry
    from crawlbook.dsl.nodes import Effect
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

    def checks(self) -> Sequence[Any]:
        from crawlbook.rulesets.tunnel_rats.checks import CHECKS

        return CHECKS

    def setup(self, ctx: CheckContext) -> dict[str, Any]:
        values = ctx.directive_values()
        combat = values.get("random_combat")
        decks: Any = values.get("decks") or []
        return {"levels": values.get("levels") or 1, "tb_deck": values.get("tb_deck") or 10,
                "threat": values.get("threat") or 1,
                "entrance_column": values.get("entrance_column") or 1,
                "decks": [deck.to_json() for deck in decks],
                "random_combat": combat}

    def booklet_setup(self, program: Mapping[str, Any]) -> list[tuple[str, str]]:
        from crawlbook.rulesets.tunnel_rats.booklet import setup_rows

        return setup_rows(program)

    def hover(self, effect: Effect, params: Mapping[str, Any], ctx: CheckContext) -> str | None:
        """A Trait test's chance of passing for each Rat (docs/editors.md)."""
        from crawlbook.rulesets.tunnel_rats.hover import hover

        return hover(effect.verb, params)

    def event_sources(self, program: Mapping[str, Any]) -> dict[str, str]:
        """The level deck that holds each Event's card ("Board Set Up" 7)."""
        sources = {str(ev.get("number")): "not in any deck"
                   for ev in (program.get("events") or {}).values()}
        for deck in (program.get("setup") or {}).get("decks") or []:
            for placement in deck.get("placements") or []:
                for number in placement.get("events") or []:
                    if sources.get(str(number)) in (None, "not in any deck"):
                        sources[str(number)] = f"Level {deck.get('level')} deck"
        return sources

    def odds(self, verb: str, params: Mapping[str, Any],
             program: Mapping[str, Any]) -> Odds | None:
        """Trait tests and Combat interactions, exactly (docs/odds.md)."""
        from crawlbook.rulesets.tunnel_rats.odds import odds

        return odds(verb, params, program)

    def measures(self, verb: str, params: Mapping[str, Any]) -> Mapping[str, int]:
        from crawlbook.rulesets.tunnel_rats.odds import measures

        return measures(verb, params)

    def diagnostics(self) -> Sequence[Code]:
        from crawlbook.rulesets.tunnel_rats.diagnostics import CODES

        return CODES

    def diagnostic_examples(self) -> Mapping[str, Example]:
        from crawlbook.rulesets.tunnel_rats.diagnostics import EXAMPLES

        return EXAMPLES

    def example_frame(self) -> str:
        from crawlbook.rulesets.tunnel_rats.diagnostics import EXAMPLE_FRAME

        return EXAMPLE_FRAME

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

    def campaign(self) -> Any:
        """The campaign: Missions 1 to 3 with one Team (docs/campaign.md)."""
        from crawlbook.rulesets.tunnel_rats import campaign

        return campaign

    def simulation(self) -> SimulationHooks:
        from crawlbook.rulesets.tunnel_rats.simulation import SIMULATION

        return SIMULATION
