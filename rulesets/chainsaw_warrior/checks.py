"""Checks of a Chainsaw Warrior booklet, run after the core's (docs/diagnostics.md;
docs/chainsaw-warrior/language.md, "House cards").

"The Playing Cards": every card of the House deck is met by turning it over, and its
text is the booklet's ``CARD`` of its encounter. So every encounter the deck holds (the
standard deck's, or the scenario's ``HOUSE`` lines') must be written as a CARD, usually by
INCLUDEing the bundled House cards; a booklet without them would fail on the first card
turned (E230).
"""

from __future__ import annotations

from collections.abc import Iterator

from crawlbook.compiler.checks import top_of
from crawlbook.compiler.context import CheckContext
from crawlbook.compiler.diagnostics import make
from crawlbook.dsl.diagnostics import Diagnostic
from crawlbook.dsl.nodes import Span
from crawlbook.rulesets.chainsaw_warrior.language import DECK_ENCOUNTERS

INCLUDE = 'INCLUDE "crawlbook:content/chainsaw-warrior/house-cards.mission"'
SHOWN = 6  # missing encounters named in the message; the rest are counted


def deck_encounters(ctx: CheckContext) -> tuple[tuple[str, ...], Span | None]:
    """The encounters the House deck holds, and where the deck is set (the first HOUSE
    line's span, or None for the standard deck)."""
    found: dict[str, None] = {}
    span: Span | None = None
    for bound in ctx.directives():
        if bound.spec is None or bound.spec.key != "house" or not isinstance(bound.value, dict):
            continue
        span = span or bound.line.span
        cards = bound.value.get("cards")
        for code in cards if isinstance(cards, dict) else ():
            found[str(code)] = None
    return (tuple(found), span) if span is not None else (DECK_ENCOUNTERS, None)


def check_house_cards(ctx: CheckContext) -> Iterator[Diagnostic]:
    """E230: an encounter of the House deck without its CARD."""
    encounters, span = deck_encounters(ctx)
    missing = [code for code in encounters if code not in ctx.cards]
    if not missing:
        return
    named = ", ".join(missing[:SHOWN]) + (f" and {len(missing) - SHOWN} more"
                                          if len(missing) > SHOWN else "")
    where = "the HOUSE lines' deck" if span is not None else "the House deck"
    hint = (f"write `{INCLUDE}`" if len(missing) > 1 or span is None
            else f"write `CARD {missing[0]}: ...` with its entries")
    yield make("E230", span or top_of(ctx), hint, deck=where, codes=named)


CHECKS = (check_house_cards,)
