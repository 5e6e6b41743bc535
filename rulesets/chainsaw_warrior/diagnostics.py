"""Chainsaw Warrior in the catalogue: its own diagnostic code, and its examples of the
core's (docs/diagnostics.md).

The core's codes need a ruleset to write their examples in; these are written in Chainsaw
Warrior's language, as a scenario author would meet them (fragments go in
``EXAMPLE_FRAME`` in place of ``{body}``: a small scenario whose House deck, set by its
``HOUSE`` line, holds Empty areas and Darkness, both written as CARDs, so that it checks
without the bundled House cards). CW230 to CW232 are Chainsaw Warrior's own (its namespace
``CW``, docs/diagnostics.md; they were E230 to E232 before rulesets had namespaces): the House deck
holds an encounter whose CARD the booklet does not write; it does not hold exactly one card
of the goal; a goal of the scenario's own is never won.
"""

from __future__ import annotations

from crawlbook.ruleset import Code, Example

INCLUDE = 'INCLUDE "crawlbook:content/chainsaw-warrior/house-cards.mission"'
HOUSE = "HOUSE ROOM: 11 EMPTY, 1 DARKNESS"

_EMPTY = """\
CARD EMPTY: Empty Area
EMPTY.1
Dust and shadows, nothing else.
[WANDERING]
→ CONTINUE THE MISSION
=====
"""

# A minimal valid scenario that fragment examples are placed into, in place of {body}.
EXAMPLE_FRAME = """\
RULESET chainsaw-warrior
MISSION 1: Example
TIME LIMIT 60
""" + HOUSE + """

""" + _EMPTY + """
CARD DARKNESS: Darkness
DARKNESS.1
A billowing, shapeless mass of pure Evil.
[FIGHT DARKNESS]
→ CONTINUE THE MISSION
=====

{body}

END OF MISSION
Darkness is destroyed.
"""

_CARD_OK = """\
CARD SHRINE: A Shrine
SHRINE.1
Candles burn before a face you would rather not see.
[TIME BOXES 1]
→ CONTINUE THE MISSION
====="""

_WHOLE_OK = EXAMPLE_FRAME.replace("{body}", _CARD_OK)

# A scenario whose goal is a card of its own (GOAL SHRINE), won by a WIN in its CARD.
_GOAL_FRAME = EXAMPLE_FRAME.replace(HOUSE, "GOAL SHRINE\nENCOUNTER SHRINE DARKNESS\n"
                                    "HOUSE ROOM: 11 EMPTY, 1 SHRINE").replace(
    "{body}", _CARD_OK.replace("[TIME BOXES 1]", "[WIN SHRINE_BROKEN]"))


def _card(*lines: str) -> str:
    return "CARD SHRINE: A Shrine\n" + "\n".join(lines)


def _test(first: str, *rest: str) -> str:
    """SHRINE.1 ends in a Reflex test; ``rest`` are its outcome lines."""
    return _card("SHRINE.1", first, *rest, "- - -")


_TEST_OK = _test("[TEST REFLEXES +1]", "pass → CONTINUE THE MISSION",
                 "fail → SHRINE.2") + "\nSHRINE.2\n[WOUNDS 1D6]\n→ CONTINUE THE MISSION\n====="

_NOTED_OK = _card("SHRINE.1", "[NOTE SHRINE]", "→ SHRINE.2", "=====", "SHRINE.2",
                  "if noted SHRINE → CONTINUE THE MISSION", "otherwise → CONTINUE THE MISSION",
                  "- - -")

# The core's codes, in Chainsaw Warrior.
EXAMPLES: dict[str, Example] = {
    "E201": Example(_card("SHRINE.1", "→ CONTINUE THE MISSION", "=====", "SHRINE.1",
                          "→ CONTINUE THE MISSION", "====="), good=_CARD_OK),
    "E203": Example(_CARD_OK + "\nCARD EMPTY: Again\nEMPTY.1\n→ CONTINUE THE MISSION\n=====",
                    good=_CARD_OK),
    "E204": Example(_card("SHRINE.1", "→ SHRINE.3", "=====", "SHRINE.2",
                          "→ CONTINUE THE MISSION", "====="),
                    good=_card("SHRINE.1", "→ SHRINE.2", "=====", "SHRINE.2",
                               "→ CONTINUE THE MISSION", "=====")),
    "E206": Example(_WHOLE_OK.replace("MISSION 1: Example\n", ""), good=_WHOLE_OK, whole=True),
    "E209": Example(_WHOLE_OK.split("END OF MISSION")[0], good=_WHOLE_OK, whole=True),
    "E212": Example(_card("SHRINE.1", "Candles burn.", "====="), good=_CARD_OK),
    "E219": Example(_WHOLE_OK.replace("RULESET chainsaw-warrior", "RULESET chainsaw-warior"),
                    good=_WHOLE_OK, whole=True),
    "E221": Example(_WHOLE_OK.replace("TIME LIMIT 60", "TIME LIMT 60"), good=_WHOLE_OK,
                    whole=True),
    "E222": Example(_WHOLE_OK.replace("HOUSE ROOM:", "HOUSE CELLAR:"), good=_WHOLE_OK,
                    whole=True),
    "E301": Example(_CARD_OK.replace("[TIME BOXES 1]", "[WOUDNS 1]"), good=_CARD_OK),
    "E302": Example(_CARD_OK.replace("[TIME BOXES 1]", "[TIME BOXES]"), good=_CARD_OK),
    "E303": Example(_CARD_OK.replace("[TIME BOXES 1]", "[TIME BOXES 1 2]"), good=_CARD_OK),
    "E304": Example((_CARD_OK.replace("[TIME BOXES 1]", "[WOUNDS 2D8]"),
                     _CARD_OK.replace("[TIME BOXES 1]", "[WOUNDS 0]"),
                     _CARD_OK.replace("[TIME BOXES 1]", "[FIGHT GHOUL]")),
                    good=_CARD_OK.replace("[TIME BOXES 1]", "[WOUNDS 1D6+1]")),
    "E305": Example(_WHOLE_OK.replace("TIME LIMIT 60", "TIME LIMIT 700"), good=_WHOLE_OK,
                    whole=True),
    "E306": Example(_test("[TEST REFLEXES]", "pass → CONTINUE THE MISSION"), good=_TEST_OK),
    "E307": Example(_test("[TEST REFLEXES]", "pass → CONTINUE THE MISSION",
                          "fial → CONTINUE THE MISSION"), good=_TEST_OK),
    "E308": Example(_test("[TEST REFLEXES]", "pass → CONTINUE THE MISSION",
                          "pass → CONTINUE THE MISSION", "fail → CONTINUE THE MISSION"),
                    good=_TEST_OK),
    "E311": Example(_card("SHRINE.1", "if WOUNDZ < 4 → CONTINUE THE MISSION",
                          "otherwise → CONTINUE THE MISSION", "- - -"),
                    good=_card("SHRINE.1", "if WOUNDS < 4 and not carries GEIGER_COUNTER "
                               "→ CONTINUE THE MISSION", "otherwise → CONTINUE THE MISSION",
                               "- - -")),
    "W401": Example(_card("SHRINE.1", "[NOTE SHRINE]", "→ CONTINUE THE MISSION", "====="),
                    good=_NOTED_OK),
    "W402": Example(_card("SHRINE.1", "if noted SHRINE → CONTINUE THE MISSION",
                          "otherwise → CONTINUE THE MISSION", "- - -"), good=_NOTED_OK),
    "W403": Example(_card("SHRINE.1", "if has CANDLE → CONTINUE THE MISSION",
                          "otherwise → CONTINUE THE MISSION", "- - -"),
                    good=_card("SHRINE.1", "[GAIN CANDLE]", "→ SHRINE.2", "=====", "SHRINE.2",
                               "if has CANDLE → CONTINUE THE MISSION",
                               "otherwise → CONTINUE THE MISSION", "- - -")),
    "W404": Example(_card("SHRINE.1", "→ CONTINUE THE MISSION"), good=_CARD_OK),
    "W406": Example(_card("SHRINE.1", "Do you:", "• pray → CONTINUE THE MISSION", "- - -"),
                    good=_card("SHRINE.1", "Do you:", "• pray → CONTINUE THE MISSION",
                               "• walk on → CONTINUE THE MISSION", "- - -")),
    "W407": Example(_card("SHRINE.1", "Do you:", "• pray → CONTINUE THE MISSION",
                          "• pray → CONTINUE THE MISSION", "- - -"),
                    good=_card("SHRINE.1", "Do you:", "• pray → CONTINUE THE MISSION",
                               "• walk on → CONTINUE THE MISSION", "- - -")),
    "W413": Example(_WHOLE_OK.replace("TIME LIMIT 60", "TIME LIMIT 60\nTIME LIMIT 45"),
                    good=_WHOLE_OK, whole=True),
    "I502": Example(_card("SHRINE.1", "[GAIN CANDLE]", "→ CONTINUE THE MISSION", "====="),
                    good=_CARD_OK),
}

CODES: tuple[Code, ...] = (
    Code("CW230", "house-card-missing", "error",
         "{deck} holds encounters the booklet has no CARD for: {codes}",
         "Every card of the House deck is met by turning it over, and what it does is its "
         "encounter's CARD in the booklet (\"The Playing Cards\"): the standard deck's "
         "encounters, or those of the scenario's `HOUSE` lines. Without the CARD the game "
         "would stop at the first such card turned.",
         "INCLUDE the bundled House cards (`" + INCLUDE + "`), or write "
         "`CARD CODE: Title` with its entries for each encounter named.",
         bad=(_WHOLE_OK.replace(HOUSE + "\n", ""),  # the standard deck: 35 encounters
              _WHOLE_OK.replace(_EMPTY, "")),  # the HOUSE line's deck: EMPTY has no CARD
         good=_WHOLE_OK, whole=True, fatal=True,
         formerly=("E230",)),
    Code("CW231", "goal-card-count", "error",
         "the House deck needs exactly one {goal} card (the goal), not {count}",
         "\"Add the Darkness card to the second pile\": the goal is one card, shuffled into "
         "Deck Two (Darkness, or the scenario's `GOAL`). With none the game cannot be won; "
         "with several, which one ends it is unclear.",
         "Give the goal one card on a `HOUSE` line, or name as `GOAL` an encounter the deck "
         "holds once.",
         bad=(_WHOLE_OK.replace(", 1 DARKNESS", ""),
              _WHOLE_OK.replace("1 DARKNESS", "2 DARKNESS")),
         good=_WHOLE_OK, whole=True, fatal=True,
         formerly=("E231",)),
    Code("CW233", "house-deck-small", "error",
         "the House deck holds {count} cards; it needs at least 12",
         "\"Shuffle the whole deck and split it into two equal piles\" (Preparing for "
         "Play), the goal added to the second: crawlbook's engine deals a House deck of "
         "at least 12 cards, and refuses a scenario whose `HOUSE` lines hold fewer.",
         "Add cards on the `HOUSE` lines (Empty areas are the usual filler) until the deck "
         "holds at least 12.",
         bad=_WHOLE_OK.replace("11 EMPTY", "10 EMPTY"),
         good=_WHOLE_OK, whole=True, fatal=True),
    Code("CW234", "night-after-time-limit", "error",
         "night falls at {night}:00, at or after the time limit {limit}:00",
         "`NIGHT AT` is the minute night falls on the Time Track (\"At 30 minutes night "
         "falls\"), and the game ends at the `TIME LIMIT`: night set at or after it never "
         "falls, and the night rules (the HtH penalty, the Flare Gun, the Torch) never play.",
         "Write a `NIGHT AT` under the `TIME LIMIT`, or leave it out (30 minutes).",
         bad=(_WHOLE_OK.replace("TIME LIMIT 60", "TIME LIMIT 30\nNIGHT AT 45"),),
         good=_WHOLE_OK.replace("TIME LIMIT 60", "TIME LIMIT 30\nNIGHT AT 20"), whole=True),
    Code("CW232", "goal-without-win", "error",
         "the goal {goal} never wins the game: its CARD has no `[WIN ...]`",
         "A scenario's own goal is won by its card's text: a `WIN` effect in one of the "
         "goal CARD's entries ends the game with a win. Without one only the clock ends "
         "the game.",
         "Write `[WIN CAUSE]` in the entry of the goal's CARD where it is met.",
         bad=_GOAL_FRAME.replace("[WIN SHRINE_BROKEN]", "[TIME BOXES 1]"),
         good=_GOAL_FRAME, whole=True, fatal=True,
         formerly=("E232",)),
)
