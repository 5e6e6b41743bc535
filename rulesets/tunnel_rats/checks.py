"""Checks of the Tunnel Rats Mission set up, run after the core's (docs/diagnostics.md).

"Board Set Up" 7 and 10: each level's Tunnel deck is built as the Mission says (LEVEL n
DECK lines for the levels the Tunnel Complex has, each Event card placed once and written
in the booklet), and the TB Draw deck always holds TR18 BOOBY TRAP, so the booklet must
define that card. An Event placed in no deck and led to by no entry can never be met.
"""

from __future__ import annotations

from collections.abc import Iterator

from crawlbook.rulesets.tunnel_rats.language import LevelDeck

from crawlbook.ruleset import CheckContext, Diagnostic, DirectiveLine, did_you_mean, top_of
from crawlbook.ruleset import make_diagnostic as make

BOOBY_TRAP = "TR18"


def _levels(ctx: CheckContext) -> tuple[int, DirectiveLine] | None:
    """The LEVELS value (when valid) and its line."""
    for bound in ctx.directives():
        if bound.spec is not None and bound.spec.key == "levels":
            if isinstance(bound.value, int) and not bound.problems:
                return bound.value, bound.line
            return None
    return None


def _decks(ctx: CheckContext) -> Iterator[LevelDeck]:
    for bound in ctx.directives():
        if isinstance(bound.value, LevelDeck):
            yield bound.value


def check_decks(ctx: CheckContext) -> Iterator[Diagnostic]:
    """E210, W410 (a deck per level), E205 (placed Events exist), E218 (placed once)."""
    found = _levels(ctx)
    levels = found[0] if found else None
    placed: set[int] = set()
    have: set[int] = set()
    waiting: list[int] | None = None  # found at the first E205 (it walks every way)
    for deck in _decks(ctx):
        have.add(deck.level)
        if levels is not None and deck.level > levels:
            yield make("E210", deck.span, level=deck.level, levels=levels)
        for placement in deck.placements:
            for number in placement.events:
                if number in placed:
                    yield make("E218", placement.span, number=number)
                placed.add(number)
                if number not in ctx.events:
                    if waiting is None:
                        waiting = sorted(set(ctx.events) - _placed(ctx) - _targeted(ctx))
                    yield make("E205", placement.span, _missing_hint(ctx, number, waiting),
                               number=number)
    if found is not None:
        levels, line = found
        for level in range(1, levels + 1):
            if level not in have:
                yield make("W410", line.span, level=level)


def _missing_hint(ctx: CheckContext, number: int, waiting: list[int]) -> str | None:
    """The Event a deck meant to place: one that is written but placed nowhere and led to
    by nothing (the nearest such number), else the closest spelling of an Event there is."""
    if waiting:
        meant = min(waiting, key=lambda k: (abs(k - number), k))
        return (f"did you mean `{meant}`? Event {meant} is written but in no level deck "
                "and no entry leads to it")
    return did_you_mean(str(number), [str(k) for k in ctx.events])


def _placed(ctx: CheckContext) -> set[int]:
    return {number for deck in _decks(ctx) for p in deck.placements for number in p.events}


def _targeted(ctx: CheckContext) -> set[int]:
    """The Events an entry of another Event or card leads to."""
    numbers = {owner.key: number for number, owner in ctx.events.items()}
    targeted: set[int] = set()
    for entry_id, entry in ctx.entries.items():
        mine = ctx.owner_of[entry_id].key
        for way in ctx.ways(entry):
            owner = ctx.owner_of.get(way.target.ref)
            if owner is not None and owner.key != mine and owner.key in numbers:
                targeted.add(numbers[owner.key])
    return targeted


def check_booby_trap(ctx: CheckContext) -> Iterator[Diagnostic]:
    """E211: the TB Draw deck always holds TR18 BOOBY TRAP ("Board Set Up" 10)."""
    if BOOBY_TRAP in ctx.cards:
        return
    span = next((b.line.span for b in ctx.directives()
                 if b.spec is not None and b.spec.key == "tb_deck"), top_of(ctx))
    yield make("E211", span, f"write `CARD {BOOBY_TRAP}: ...` or INCLUDE the file that has it")


def check_unplaced_events(ctx: CheckContext) -> Iterator[Diagnostic]:
    """W408: an Event in no level deck that no entry of another Event or card leads to."""
    placed = _placed(ctx)
    unplaced = [(number, owner) for number, owner in ctx.events.items()
                if number not in placed]
    targeted = _targeted(ctx) if unplaced else set()  # (it walks every way)
    for number, owner in unplaced:
        if number not in targeted:
            yield make("W408", owner.node.header_span, "place it in a LEVEL n DECK line",
                       number=number)


CHECKS = (check_decks, check_booby_trap, check_unplaced_events)
