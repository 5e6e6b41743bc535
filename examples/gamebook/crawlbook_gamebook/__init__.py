"""The classic gamebook: a crawlbook ruleset for numbered-paragraph adventure books, and
the worked example of docs/rulesets.md (written with `crawlbook new ruleset`, installed
as any plug-in is: ``pip install -e examples/gamebook``).

One adventurer with SKILL, STAMINA and LUCK reads numbered sections, fights creatures
round by round, tests their Luck, carries gold, Provisions and items (docs/gamebook/).
The entry point ``gamebook`` in ``pyproject.toml`` names ``Gamebook``; its hooks answer
with objects of this package, named in ``provides`` and imported when first asked: the
language half (``language``, ``checks``, ``diagnostics``, ``odds``) for `crawlbook check`,
the runtime half (``engine``, ``console``, ``simulation``, ``policies``) to play.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from crawlbook.ruleset import Ruleset

if TYPE_CHECKING:
    from crawlbook.ruleset import CheckContext, Effect, OptionSpec


class Gamebook(Ruleset):
    name = "gamebook"
    title = "Classic Gamebook"
    summary = "one adventurer, numbered sections: SKILL, STAMINA, LUCK, fights and gold"
    code_prefix = "GB"  # its diagnostic codes: GB401 ...
    provides: ClassVar[Mapping[str, str]] = {
        # language half
        "language": ".language:REGISTRY",
        "checks": ".checks:CHECKS",
        "diagnostics": ".diagnostics:CODES",
        "diagnostic_examples": ".diagnostics:EXAMPLES",
        "example_frame": ".diagnostics:EXAMPLE_FRAME",
        "odds": ".odds:odds",
        "measures": ".odds:measures",
        # runtime half
        "engine": ".engine:ENGINE",
        "console": ".console:CONSOLE",
        "simulation": ".simulation:SIMULATION",
        "policies": ".policies:POLICIES",
    }

    def options(self) -> Sequence[OptionSpec]:
        """No optional rules. Said here rather than asked of the engine, so that the help
        of `crawlbook play`, which lists every installed ruleset's options, does not
        import the engine to learn that."""
        return ()

    def hover(self, effect: Effect, params: Mapping[str, Any], ctx: CheckContext) -> str | None:
        """An editor's hover on a fight or a Test of Luck shows its exact odds."""
        from crawlbook.ruleset import markdown_table

        from .odds import odds

        found = odds(effect.verb, params, {})
        return markdown_table(found) if found is not None else None

    def booklet_setup(self, program: Mapping[str, Any]) -> list[tuple[str, str]]:
        """The Adventure Sheet's first lines, as the printed book gives them."""
        setup = program.get("setup") or {}
        return [("SKILL", "1D6+6"), ("STAMINA", "2D6+12"), ("LUCK", "1D6+6"),
                ("Provisions", str(setup.get("provisions", 10))),
                ("Gold Pieces", str(setup.get("gold", 0)))]
