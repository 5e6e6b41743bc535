"""Checks of a Chainsaw Warrior booklet, run after the core's (docs/diagnostics.md;
docs/chainsaw-warrior/language.md, "House cards" and "Scenario set-up").

"The Playing Cards": every card of the House deck is met by turning it over, and its
text is the booklet's ``CARD`` of its encounter. So every encounter the deck holds (the
standard deck's, or the scenario's ``HOUSE`` lines') must be written as a CARD, usually by
INCLUDEing the bundled House cards; a booklet without them would fail on the first card
turned (CW230). An encounter a ``HOUSE`` line names is the content pack's or one the
scenario declares with ``ENCOUNTER`` (E222). The House deck holds exactly one card of the
goal (Darkness, or the scenario's ``GOAL``: CW231), and a goal other than Darkness is won
by a ``WIN`` in its CARD (CW232).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator

from crawlbook.rulesets.chainsaw_warrior.language import (
    DECK_COUNTS,
    DECK_ENCOUNTERS,
    ENCOUNTERS,
)

from crawlbook.ruleset import CheckContext, Diagnostic, Span, top_of
from crawlbook.ruleset import make_diagnostic as make

DARKNESS = "DARKNESS"

INCLUDE = 'INCLUDE "crawlbook:content/chainsaw-warrior/house-cards.mission"'
HOUSE_MIN = 12  # the fewest cards the engine deals (engine/content.py, "at least 12")
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


def declared(ctx: CheckContext) -> dict[str, None]:
    """The scenario's own encounters (ENCOUNTER lines)."""
    found: dict[str, None] = {}
    for bound in ctx.directives():
        # A line whose parts were refused (a bare `ENCOUNTER`) has its problems already.
        if bound.spec is not None and bound.spec.key == "encounters" and isinstance(
                bound.value, dict) and "code" in bound.value:
            found[str(bound.value["code"]).upper()] = None
    return found


def deck_counts(ctx: CheckContext) -> dict[str, int]:
    """How many cards of each encounter the House deck holds."""
    counts: dict[str, int] = {}
    lines = False
    for bound in ctx.directives():
        if bound.spec is None or bound.spec.key != "house" or not isinstance(bound.value, dict):
            continue
        lines = True
        cards = bound.value.get("cards")
        for code, n in (cards if isinstance(cards, dict) else {}).items():
            counts[str(code)] = counts.get(str(code), 0) + int(n)
    return counts if lines else dict(DECK_COUNTS)


def goal_of(ctx: CheckContext) -> tuple[str, Span | None]:
    """The goal encounter and the GOAL line's span (None: the default, Darkness)."""
    for bound in ctx.directives():
        if bound.spec is not None and bound.spec.key == "goal" and bound.value:
            return str(bound.value).upper(), bound.line.span
    return DARKNESS, None


def check_house_encounters(ctx: CheckContext) -> Iterator[Diagnostic]:
    """E222: a HOUSE line names an encounter that is neither the content pack's nor
    declared with ENCOUNTER."""
    known = {*ENCOUNTERS, *declared(ctx)}
    for bound in ctx.directives():
        if bound.spec is None or bound.spec.key != "house" or not isinstance(bound.value, dict):
            continue
        for code in bound.value.get("cards") or {}:
            if code in known:
                continue
            near = difflib.get_close_matches(str(code), sorted(known), n=1)
            hint = (f"did you mean `{near[0]}`?" if near else
                    f"declare it in the header: `ENCOUNTER {code} CREATURE` (its category)")
            # The caret under the unknown code, not the whole line.
            where = next((w.span for w in bound.line.words
                          if str(w.value).upper() == str(code).upper()), bound.line.span)
            yield make("E222", where, hint, detail=f"`HOUSE`: unknown encounter `{code}`")


def check_goal(ctx: CheckContext) -> Iterator[Diagnostic]:
    """CW231: the House deck needs exactly one card of the goal; CW232: a goal other than
    Darkness needs a WIN in its CARD."""
    goal, span = goal_of(ctx)
    n = deck_counts(ctx).get(goal, 0)
    if n != 1:
        back = goal_back(ctx, goal)
        hint = (f"write `HOUSE {back}: ..., 1 {goal}`" if n == 0 else
                f"write `1 {goal}` on the `HOUSE {back}` line, and no {goal} on any other")
        yield make("CW231", span or top_of(ctx), hint, goal=goal, count=n)
    if goal == DARKNESS or goal not in ctx.cards:
        return
    if not any(effect.verb.upper() == "WIN" and entry is not None
               and str(entry.id).startswith(f"{goal}.") for effect, entry, _ in ctx.effects()):
        yield make("CW232", span or top_of(ctx), f"write `[WIN {goal}]` in an entry of "
                   f"CARD {goal}", goal=goal)


def goal_back(ctx: CheckContext, goal: str) -> str:
    """The back to give the goal's one card: the first HOUSE line that holds it, else the
    first HOUSE line the scenario writes, else a Room (Darkness's back in the standard
    deck)."""
    lines = [b.value for b in ctx.directives() if b.spec is not None
             and b.spec.key == "house" and isinstance(b.value, dict)]
    for value in lines:
        if goal in (value.get("cards") or {}):
            return str(value.get("back", "room")).upper()
    return str(lines[0].get("back", "room")).upper() if lines else "ROOM"


def check_night(ctx: CheckContext) -> Iterator[Diagnostic]:
    """CW234: NIGHT AT at or after the TIME LIMIT: night would never fall."""
    values = {b.spec.key: (b.value, b.line.span) for b in ctx.directives()
              if b.spec is not None and b.spec.key in ("night_at", "time_limit")
              and not b.problems}  # a value out of its range is E305's already
    night, span = values.get("night_at", (None, None))
    limit = values.get("time_limit", (60, None))[0]
    if isinstance(night, int) and isinstance(limit, int) and night >= limit \
            and span is not None:
        yield make("CW234", span, f"write `NIGHT AT` under {limit} (or leave it out for 30)",
                   night=night, limit=limit)


def check_house_size(ctx: CheckContext) -> Iterator[Diagnostic]:
    """CW233: the HOUSE lines' deck holds fewer cards than the engine deals (12)."""
    _encounters, span = deck_encounters(ctx)
    count = sum(deck_counts(ctx).values())
    if span is not None and count < HOUSE_MIN:
        yield make("CW233", span, f"add cards on the HOUSE lines: {HOUSE_MIN - count} more",
                   count=count)


def check_house_cards(ctx: CheckContext) -> Iterator[Diagnostic]:
    """CW230: an encounter of the House deck without its CARD."""
    encounters, span = deck_encounters(ctx)
    known = {*ENCOUNTERS, *declared(ctx)}
    missing = [code for code in encounters if code not in ctx.cards and code in known]
    if not missing:
        return
    named = ", ".join(missing[:SHOWN]) + (f" and {len(missing) - SHOWN} more"
                                          if len(missing) > SHOWN else "")
    where = "the HOUSE lines' deck" if span is not None else "the House deck"
    hint = (f"write `{INCLUDE}`" if len(missing) > 1 or span is None
            else f"write `CARD {missing[0]}: ...` with its entries")
    yield make("CW230", span or top_of(ctx), hint, deck=where, codes=named)


CHECKS = (check_house_encounters, check_house_cards, check_house_size, check_goal,
          check_night)
