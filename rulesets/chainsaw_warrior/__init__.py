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

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from crawlbook.ruleset import BookletSheet, Ruleset

if TYPE_CHECKING:
    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.diagnostics import Code, Example
    from crawlbook.compiler.registry import Registry
    from crawlbook.runtime.plugin import (
        ConsoleHooks,
        Engine,
        OptionSpec,
        PolicyFactory,
        SimulationHooks,
    )

    from crawlbook.ruleset import Check


class ChainsawWarrior(Ruleset):
    name = "chainsaw-warrior"
    title = "Chainsaw Warrior"
    summary = "one Warrior, one hour, one house: find and destroy Darkness"

    def language(self) -> Registry:
        from crawlbook.rulesets.chainsaw_warrior.language import REGISTRY

        return REGISTRY

    def checks(self) -> Sequence[Check]:
        from crawlbook.rulesets.chainsaw_warrior.checks import CHECKS

        return CHECKS

    def diagnostics(self) -> Sequence[Code]:
        from crawlbook.rulesets.chainsaw_warrior.diagnostics import CODES

        return CODES

    def diagnostic_examples(self) -> Mapping[str, Example]:
        from crawlbook.rulesets.chainsaw_warrior.diagnostics import EXAMPLES

        return EXAMPLES

    def example_frame(self) -> str:
        from crawlbook.rulesets.chainsaw_warrior.diagnostics import EXAMPLE_FRAME

        return EXAMPLE_FRAME

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

    def booklet_sheets(self, program: Mapping[str, Any]) -> list[BookletSheet]:
        from crawlbook.rulesets.chainsaw_warrior.booklet import equipment_sheet

        return equipment_sheet(program)

    def content_pack(self) -> dict[str, Any]:
        from crawlbook.rulesets.chainsaw_warrior.engine.content import load_pack

        return load_pack()

    # -- runtime half ------------------------------------------------------------------

    def options(self) -> Sequence[OptionSpec]:
        from crawlbook.rulesets.chainsaw_warrior.options import OPTIONS

        return OPTIONS

    def engine(self) -> Engine:
        from crawlbook.rulesets.chainsaw_warrior.engine.game import CHAINSAW_WARRIOR

        return CHAINSAW_WARRIOR

    def console(self) -> ConsoleHooks:
        from crawlbook.rulesets.chainsaw_warrior.console import CONSOLE

        return CONSOLE

    def policies(self) -> Mapping[str, PolicyFactory]:
        from crawlbook.rulesets.chainsaw_warrior.policies import POLICIES

        return POLICIES

    def simulation(self) -> SimulationHooks:
        from crawlbook.rulesets.chainsaw_warrior.simulation import SIMULATION

        return SIMULATION
