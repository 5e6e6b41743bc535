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

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from crawlbook.ruleset import Ruleset

if TYPE_CHECKING:
    from crawlbook.ruleset import CheckContext, Effect



class ChainsawWarrior(Ruleset):
    name = "chainsaw-warrior"
    title = "Chainsaw Warrior"
    summary = "one Warrior, one hour, one house: find and destroy Darkness"
    code_prefix = "CW"  # its diagnostic codes: CW230 ... (docs/diagnostics.md)
    provides: ClassVar[Mapping[str, str]] = {  # the hooks' objects, imported when first asked
        # language half
        "language": ".language:REGISTRY",
        "checks": ".checks:CHECKS",
        "diagnostics": ".diagnostics:CODES",
        "diagnostic_examples": ".diagnostics:EXAMPLES",
        "example_frame": ".diagnostics:EXAMPLE_FRAME",
        "content_pack": ".engine.content:load_pack",
        "booklet_sheets": ".booklet:equipment_sheet",
        "mission_counts": ".booklet:mission_counts",  # `crawlbook missions`' columns
        # Reflex tests, Aimed Shots and Hand-to-Hand rounds, exactly (docs/odds.md)
        "odds": ".odds:odds",
        "measures": ".odds:measures",
        # runtime half
        "options": ".options:OPTIONS",
        "engine": ".engine.game:CHAINSAW_WARRIOR",
        "console": ".console:CONSOLE",
        "board": ".web_board:BOARD",  # the board in the browser (crawlbook serve)
        "policies": ".policies:POLICIES",
        "simulation": ".simulation:SIMULATION",
    }

    def hover(self, effect: Effect, params: Mapping[str, Any], ctx: CheckContext) -> str | None:
        """The exact odds of a Reflex test, a shot, a fight, a die or hiding
        (docs/editors.md, docs/odds.md), for the bundled content pack."""
        from crawlbook.rulesets.chainsaw_warrior.odds import odds

        from crawlbook.ruleset import markdown_table

        found = odds(effect.verb, params, {})
        return markdown_table(found) if found is not None else None

    def setup(self, ctx: CheckContext) -> dict[str, Any]:
        """The scenario set-up from the header directives (their defaults: the standard
        game), in the shape the engine reads (``engine.setup.read_setup``)."""
        values = ctx.directive_values()
        house: dict[str, dict[str, int]] = {}
        lines = values.get("house")
        for line in lines if isinstance(lines, list) else []:
            # A line the checks refused may lack its parts: `build --force` lowers it too.
            if isinstance(line, dict) and "back" in line and isinstance(line.get("cards"), dict):
                cards = house.setdefault(str(line["back"]), {})
                for code, count in line["cards"].items():
                    cards[code] = cards.get(code, 0) + count
        from crawlbook.rulesets.chainsaw_warrior.options import option_name

        encounters: dict[str, dict[str, Any]] = {}
        lines = values.get("encounters")
        for line in lines if isinstance(lines, list) else []:
            if isinstance(line, dict) and "code" in line and "category" in line:
                found: dict[str, Any] = {"category": str(line["category"]).lower()}
                if line.get("radioactive"):
                    found["radioactive"] = True
                encounters[str(line["code"]).upper()] = found
        rules = values.get("optional_rules")
        return {"time_limit": values.get("time_limit", 60),
                "night_at": values.get("night_at", 30),
                "start_time": values.get("start_time", 0),
                "allowance": values.get("allowance") or "1D6+2",
                "advanced_equipment": values.get("equipment") == "ADVANCED",
                "house": house or None,
                "encounters": encounters or None,
                "wandering": values.get("wandering"),
                "goal": str(values.get("goal") or "DARKNESS").lower(),
                "optional_rules": sorted({option_name(str(r))
                                          for r in (rules if isinstance(rules, list) else [])})}

    def booklet_setup(self, program: Mapping[str, Any]) -> list[tuple[str, str]]:
        from crawlbook.rulesets.chainsaw_warrior.booklet import setup_rows

        return setup_rows(program)

    # -- runtime half ------------------------------------------------------------------
