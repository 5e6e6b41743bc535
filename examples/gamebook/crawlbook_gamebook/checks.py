"""The classic gamebook's own check, run after the core's (its code is in
``diagnostics.py``): a fight that an adventurer fresh from Rules §1 almost never wins
(GB401), counted exactly with the odds' Markov chain (``rules.fresh_fight_chance``)."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from crawlbook.ruleset import CheckContext, Diagnostic, make_diagnostic

from . import rules

HOPELESS = Fraction(1, 100)  # below this chance of winning, a fight is reported


def hopeless_fights(ctx: CheckContext) -> Iterator[Diagnostic]:
    for effect, _entry, _rule in ctx.effects():
        if effect.verb.upper() != "FIGHT":
            continue
        params, problems = ctx.bind(effect)
        skill, stamina = params.get("skill"), params.get("stamina")
        if problems or not isinstance(skill, int) or not isinstance(stamina, int):
            continue
        chance = rules.fresh_fight_chance(skill, stamina)
        if chance < HOPELESS:
            yield make_diagnostic("GB401", effect.span,
                       "lower its SKILL or STAMINA, or let the reader avoid the fight",
                       name=str(params.get("name", "")).upper(),
                       chance=f"{float(chance):.2%}")


CHECKS = (hopeless_fights,)
