"""What an editor shows on a Tunnel Rats effect beyond the registry (``Ruleset.hover``,
docs/editors.md, docs/odds.md): the exact odds of the effect, as ``crawlbook odds``
shows them.

- ``[TEST ...]``: each Rat of the content pack with his chance of passing, exact from the
  216 throws of the three Trait dice read with the engine's own ``TraitTest`` (rulebook
  "Trait Tests"), with the Unique Abilities that apply (``odds/traits.py``);
- ``[COMBAT ...]``: the chance that a Rat wins one interaction against each kind of VC
  in each Threat zone, for each weapon (rulebook "4. Resolve Combat", "Applying
  Damage"; ``odds/combat.py``). An editor must answer at once, so only a table already
  counted is shown (the bundled content's is shipped); otherwise the hover says how to
  count it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from crawlbook.rulesets.tunnel_rats.odds.traits import THROWS


def percent(chance: Fraction) -> str:
    return f"{float(chance) * 100:.1f}%"


def test_hover(params: Mapping[str, Any]) -> str | None:
    """The table of chances for ``[TEST WHO TRAIT DIFF n]``."""
    from crawlbook.rulesets.tunnel_rats.odds import profiles
    from crawlbook.rulesets.tunnel_rats.odds.traits import rat_chances, trait_test_chance

    trait, diff = params.get("trait"), params.get("diff")
    if not isinstance(trait, str) or not isinstance(diff, int):
        return None
    pack = profiles({})
    rows = [f"| Rat | {trait.title()} | chance to pass | |", "| --- | ---: | ---: | --- |"]
    for chance in rat_chances(pack, trait, diff):
        note = chance.note
        if chance.reroll is not None:
            note = f"{percent(chance.reroll)} with the reroll (once per Mission)"
        throws = chance.chance * len(THROWS)
        rows.append(f"| {chance.nickname} ({chance.name}) | {chance.rating} | "
                    f"{percent(chance.chance)} ({throws}/{len(THROWS)}) | {note} |")
    who = str(params.get("who"))
    passed = trait_test_chance(pack, who, trait, diff)
    whom = ("the best Rat of a fresh Team" if who.upper() == "CHOSEN"
            else "a Rat of a fresh Team in a random Formation")
    return (f"Chance of passing for each Rat of the content pack (3D6, exact); {who} is "
            "whoever holds that place when the test is taken:\n\n" + "\n".join(rows)
            + f"\n\nFor {whom}: pass {percent(passed)}.")


def combat_hover(params: Mapping[str, Any]) -> str | None:
    """The table of one interaction's chances for ``[COMBAT ...]`` (when counted)."""
    from crawlbook.rulesets.tunnel_rats.odds import combat_odds

    from crawlbook.ruleset import markdown_table

    found = combat_odds(params, {}, count=False)
    if found is None:
        return ("The exact Combat odds of this content pack are not counted yet: "
                "`crawlbook odds MISSION` counts them (minutes, once).")
    return markdown_table(found)


_HOVERS: dict[str, Callable[[Mapping[str, Any]], str | None]] = {
    "TEST": test_hover, "COMBAT": combat_hover}


def hover(verb: str, params: Mapping[str, Any]) -> str | None:
    found = _HOVERS.get(verb.upper())
    return found(params) if found is not None else None
