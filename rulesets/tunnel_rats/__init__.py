"""Purple Haze: Tunnel Rats, the first ruleset (rulebook: docs/rules.md).

The plug-in object the entry point ``tunnel-rats`` names. Its language half
(``language.py``: verbs, directives, roles, wording; ``checks.py``) is what `crawlbook
check` reads; its runtime half (``engine/``: set-up, Crawl, Events, TB Encounters, Combat;
``console/``; ``policies.py``; ``simulation.py``) is imported only to play. The content
pack (Rat profiles, Tunnel cards, combat cards, damage table and the 18 TB cards written in
the language) lives in ``content/``: the project's own defaults (docs/content.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from crawlbook.ruleset import Ruleset

if TYPE_CHECKING:
    from crawlbook.ruleset import CheckContext, Effect



class TunnelRats(Ruleset):
    name = "tunnel-rats"
    title = "Purple Haze: Tunnel Rats"
    summary = "three Rats crawl a tunnel complex against the TB deck; Blackjack Combat"
    default = True
    provides: ClassVar[Mapping[str, str]] = {  # the hooks' objects, imported when first asked
        # language half
        "language": ".language:REGISTRY",
        "checks": ".checks:CHECKS",
        "diagnostics": ".diagnostics:CODES",
        "diagnostic_examples": ".diagnostics:EXAMPLES",
        "example_frame": ".diagnostics:EXAMPLE_FRAME",
        "content_pack": ".engine.content:load_pack",
        "booklet_setup": ".booklet:setup_rows",
        "odds": ".odds:odds",  # Trait tests and Combat interactions (docs/odds.md)
        "measures": ".odds:measures",
        # runtime half
        "options": ".options:OPTIONS",
        "engine": ".engine.mission:TUNNEL_RATS",
        "console": ".console.hooks:CONSOLE",
        "board": ".web_board:BOARD",  # the board in the browser (crawlbook serve)
        "policies": ".policies:POLICIES",
        "campaign": ".campaign",  # Missions 1 to 3 (docs/campaign.md)
        "simulation": ".simulation:SIMULATION",
    }

    def setup(self, ctx: CheckContext) -> dict[str, Any]:
        values = ctx.directive_values()
        combat = values.get("random_combat")
        decks: Any = values.get("decks") or []
        return {"levels": values.get("levels") or 1, "tb_deck": values.get("tb_deck") or 10,
                "threat": values.get("threat") or 1,
                "entrance_column": values.get("entrance_column") or 1,
                "decks": [deck.to_json() for deck in decks],
                "random_combat": combat}

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

    # -- runtime half ------------------------------------------------------------------
