"""Tunnel Rats in the catalogue: its own diagnostic codes, and its examples of the core's.

Every code of the one catalogue (docs/diagnostics.md) carries examples that the test suite
runs: a booklet that triggers it and one that does not. The core's codes need a ruleset to
write their examples in; these are the Tunnel Rats ones (fragments go in ``EXAMPLE_FRAME``
in place of ``{body}``). The codes after them are Tunnel Rats' own: the level decks, the
TB deck and the Random Combat of its Mission set up.
"""

from __future__ import annotations

from crawlbook.ruleset import Code, Example

# A minimal valid mission that fragment examples are placed into, in place of {body}.
EXAMPLE_FRAME = """\
MISSION 1: Example
LEVELS 1
TB DECK 9
LEVEL 1 DECK: 4 STANDARD, EVENT 1 SHUFFLED

{body}

CARD TR18: BOOBY TRAP
TR18.1
A wire across the tunnel.
[DAMAGE LEAD 1]
→ CONTINUE THE MISSION
========

END OF MISSION
You climb out.
SUCCESS POINTS
+1 per RAT STANDING
"""

_EVENT_OK = """\
EVENT 1: The Well
1.1
Black water below.
→ CONTINUE THE MISSION
========"""

_WHOLE_OK = EXAMPLE_FRAME.replace("{body}", _EVENT_OK)


def _whole_without(line: str) -> str:
    return _WHOLE_OK.replace(line + "\n", "")


# The core's codes, in Tunnel Rats.
EXAMPLES: dict[str, Example] = {
    "E201": Example(
        "EVENT 1: A\n1.1\n→ CONTINUE THE MISSION\n=====\n1.1\n→ CONTINUE THE MISSION\n=====",
        good=_EVENT_OK,
    ),
    "E202": Example(
        _EVENT_OK + "\n" + _EVENT_OK.replace("1.1", "1.2"),
        good=_EVENT_OK,
    ),
    "E203": Example(
        _EVENT_OK + "\nCARD TR18: AGAIN\nTR18.1\n→ CONTINUE THE MISSION\n=====",
        good=_EVENT_OK,
    ),
    "E204": Example(
        "EVENT 1: A\n1.1\n→ 1.3\n=====\n1.2\n→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\n→ 1.2\n=====\n1.2\n→ CONTINUE THE MISSION\n=====",
    ),
    "E206": Example(
        _whole_without("MISSION 1: Example"),
        good=_WHOLE_OK,
        whole=True,
    ),
    "E207": Example(
        _whole_without("LEVELS 1"),
        good=_WHOLE_OK,
        whole=True,
    ),
    "E209": Example(
        _WHOLE_OK.split("END OF MISSION")[0],
        good=_WHOLE_OK,
        whole=True,
    ),
    "E212": Example(
        "EVENT 1: A\n1.1\nBlack water below.\n=====",
        good=_EVENT_OK,
    ),
    "E213": Example(
        "EVENT 1: A\n1.1\n→ CONTINUE THE MISSION\nThe end.\n=====",
        good=_EVENT_OK,
    ),
    "E214": Example(
        "EVENT 1: A\n1.1\n→ 1.2\n=====\n1.2\n→ 1.1\n=====",
        good=_EVENT_OK,
    ),
    "E215": Example(
        "EVENT 1: A\n1.1\n[NOTE A]\n→ 1.2\n=====\n1.2\nif noted B → CONTINUE THE MISSION"
        "\n- - -\n\nEVENT 2: B\n2.1\n[NOTE B]\n→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\n→ 1.2\n=====\n1.2\nif noted B → CONTINUE THE MISSION\n"
        "otherwise → CONTINUE THE MISSION\n- - -\n\nEVENT 2: B\n2.1\n[NOTE B]\n"
        "→ CONTINUE THE MISSION\n=====",
    ),
    "E216": Example(
        "EVENT 1: A\n1.1\n→ 2.1\n=====\n2.1\n→ CONTINUE THE MISSION\n=====",
        good=_EVENT_OK,
    ),
    "E217": Example(
        "EVENT 1: A\n",
        good=_EVENT_OK,
    ),
    "E219": Example(
        "RULESET tunnel-ratz\n" + _WHOLE_OK,
        good="RULESET tunnel-rats\n" + _WHOLE_OK,
        whole=True,
    ),
    "E301": Example(
        "EVENT 1: A\n1.1\n[DAMAJE LEAD 1]\n→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\n[DAMAGE LEAD 1]\n→ CONTINUE THE MISSION\n=====",
    ),
    "E302": Example(
        "EVENT 1: A\n1.1\n[DAMAGE LEAD]\n→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\n[DAMAGE LEAD 1]\n→ CONTINUE THE MISSION\n=====",
    ),
    "E303": Example(
        "EVENT 1: A\n1.1\n[DAMAGE LEAD 1 2]\n→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\n[DAMAGE LEAD 1]\n→ CONTINUE THE MISSION\n=====",
    ),
    "E304": Example(
        "EVENT 1: A\n1.1\n[TEST LEAD SURVIVL DIFF 4]\npass → CONTINUE THE MISSION\n"
        "fail → CONTINUE THE MISSION\n- - -",
        good="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 3]\npass → CONTINUE THE MISSION\n"
        "fail → CONTINUE THE MISSION\n- - -",
    ),
    "E305": Example(
        _WHOLE_OK.replace("TB DECK 9", "TB DECK 12"),
        good=_WHOLE_OK,
        whole=True,
    ),
    "E306": Example(
        "EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n- - -",
        good="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n"
        "fail → CONTINUE THE MISSION\n- - -",
    ),
    "E307": Example(
        "EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n"
        "fial → CONTINUE THE MISSION\n- - -",
        good="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n"
        "fail → CONTINUE THE MISSION\n- - -",
    ),
    "E308": Example(
        "EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n"
        "pass → CONTINUE THE MISSION\nfail → CONTINUE THE MISSION\n- - -",
        good="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n"
        "fail → CONTINUE THE MISSION\n- - -",
    ),
    "E309": Example(
        _WHOLE_OK.replace("+1 per RAT STANDING", "+1 per RAT SITTING"),
        good=_WHOLE_OK,
        whole=True,
    ),
    "W401": Example(
        "EVENT 1: A\n1.1\n[NOTE WELL]\n→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\n[NOTE WELL]\n→ 1.2\n=====\n1.2\nif noted WELL → "
        "CONTINUE THE MISSION\notherwise → CONTINUE THE MISSION\n- - -",
    ),
    "W402": Example(
        "EVENT 1: A\n1.1\nif noted WELL → CONTINUE THE MISSION\n"
        "otherwise → CONTINUE THE MISSION\n- - -",
        good="EVENT 1: A\n1.1\n[NOTE WELL]\n→ 1.2\n=====\n1.2\nif noted WELL → "
        "CONTINUE THE MISSION\notherwise → CONTINUE THE MISSION\n- - -",
    ),
    "W403": Example(
        "EVENT 1: A\n1.1\nif has RADIO → CONTINUE THE MISSION\n"
        "otherwise → CONTINUE THE MISSION\n- - -",
        good="EVENT 1: A\n1.1\n[GAIN RADIO]\n→ 1.2\n=====\n1.2\nif has RADIO → "
        "CONTINUE THE MISSION\notherwise → CONTINUE THE MISSION\n- - -",
    ),
    "W404": Example(
        "EVENT 1: A\n1.1\n→ CONTINUE THE MISSION\n",
        good=_EVENT_OK,
    ),
    "W405": Example(
        "EVENT 1: A\n1.1\n→ CONTINUE THE MISSION\n=====\n1.2\n→ CONTINUE THE MISSION\n=====",
        good=_EVENT_OK,
    ),
    "W406": Example(
        "EVENT 1: A\n1.1\nDo you:\n• go on → CONTINUE THE MISSION\n- - -",
        good="EVENT 1: A\n1.1\nDo you:\n• go on → CONTINUE THE MISSION\n"
        "• go back → CONTINUE THE MISSION\n- - -",
    ),
    "W407": Example(
        "EVENT 1: A\n1.1\nDo you:\n• go on → CONTINUE THE MISSION\n"
        "• go on → CONTINUE THE MISSION\n- - -",
        good="EVENT 1: A\n1.1\nDo you:\n• go on → CONTINUE THE MISSION\n"
        "• go back → CONTINUE THE MISSION\n- - -",
    ),
    "W409": Example(
        "EVENT 1: A\n1.1\nif noted A and not noted A → 1.2\notherwise → 1.2\n- - -\n"
        "1.2\n→ CONTINUE THE MISSION\n=====\n\nEVENT 2: B\n2.1\n[NOTE A]\n"
        "→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\nif noted A → 1.2\notherwise → 1.2\n- - -\n"
        "1.2\n→ CONTINUE THE MISSION\n=====\n\nEVENT 2: B\n2.1\n[NOTE A]\n"
        "→ CONTINUE THE MISSION\n=====",
    ),
    "W411": Example(
        "EVENT 1: A\n1.1\n// crawlbook: ignore W4O1\n[NOTE WELL]\n"
        "→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\n// crawlbook: ignore W401\n[NOTE WELL]\n"
        "→ CONTINUE THE MISSION\n=====",
    ),
    "W412": Example(
        "EVENT 1: A\n1.1\n// crawlbook: ignroe W401\n[NOTE WELL]\n"
        "→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\n// crawlbook: ignore W401\n[NOTE WELL]\n"
        "→ CONTINUE THE MISSION\n=====",
    ),
    "I501": Example(
        "EVENT 1: A\n1.1\n→ CONTINUE THE MISSION\n- - -",
        good=_EVENT_OK,
    ),
    "I502": Example(
        "EVENT 1: A\n1.1\n[GAIN RADIO]\n→ CONTINUE THE MISSION\n=====",
        good=_EVENT_OK,
    ),
    "I503": Example(
        "EVENT 1: A\n1.1\n// crawlbook: ignore E204\n→ 1.2\n=====\n1.2\n"
        "→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\n→ 1.2\n=====\n1.2\n→ CONTINUE THE MISSION\n=====",
    ),
    "I504": Example(
        "EVENT 1: A\n1.1\n// crawlbook: ignore W401\n[DAMAGE LEAD 1]\n"
        "→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\n// crawlbook: ignore W401\n[NOTE WELL]\n"
        "→ CONTINUE THE MISSION\n=====",
    ),
    "E221": Example(
        _WHOLE_OK.replace("TB DECK 9", "TB DEKC 9"),
        good=_WHOLE_OK,
        whole=True,
    ),
    "E222": Example(
        _WHOLE_OK.replace("EVENT 1 SHUFFLED", "EVENT 1 SHUFLED"),
        good=_WHOLE_OK,
        whole=True,
    ),
    "W413": Example(
        _WHOLE_OK.replace("TB DECK 9\n", "TB DECK 9\nTB DECK 10\n"),
        good=_WHOLE_OK,
        whole=True,
    ),
    "W414": Example(
        "EVENT 1: A\n1.1\nTHREAT 3\n→ CONTINUE THE MISSION\n=====",
        good="EVENT 1: A\n1.1\nTHREAT rises.\n→ CONTINUE THE MISSION\n=====",
    ),
    "E310": Example(
        _WHOLE_OK.replace("TB DECK 9\n", "TB DECK 9\nRANDOM COMBAT [DAMAGE LEAD 1]\n"),
        good=_WHOLE_OK.replace("TB DECK 9\n", "TB DECK 9\nRANDOM COMBAT [COMBAT STANDARD 2]\n"),
        whole=True,
    ),
    "E311": Example(
        "EVENT 1: A\n1.1\nif WOUNDS < 3 → CONTINUE THE MISSION\n"
        "otherwise → CONTINUE THE MISSION\n- - -",
        good="EVENT 1: A\n1.1\nif noted A → CONTINUE THE MISSION\n"
        "otherwise → CONTINUE THE MISSION\n- - -\n\nEVENT 2: B\n2.1\n[NOTE A]\n"
        "→ CONTINUE THE MISSION\n=====",
    ),
}

CODES: tuple[Code, ...] = (
    Code("E205", "placed-event-missing", "error",
         "the level deck places Event {number}, which has no EVENT section",
         "A `LEVEL n DECK` line puts an Event card in the tunnel deck, but the booklet has no "
         "entries for it: the team would walk onto an Event with nothing to read.",
         "Write `EVENT n: Title` with its entries, or take the Event out of the deck.",
         bad=_WHOLE_OK.replace("EVENT 1 SHUFFLED", "EVENTS 1 2 SHUFFLED"), good=_WHOLE_OK,
         whole=True, fatal=True),
    Code("E210", "deck-beyond-levels", "error",
         "LEVEL {level} DECK, but the mission has LEVELS {levels}",
         "A level deck is given for a level the Tunnel Complex does not have.",
         "Raise `LEVELS` or remove the deck line.",
         bad=_WHOLE_OK.replace("TB DECK 9\n", "TB DECK 9\nLEVEL 2 DECK: 3 STANDARD\n"),
         good=_WHOLE_OK, whole=True, fatal=True),
    Code("E211", "no-tr18", "error",
         "the TB deck cannot be built: there is no card TR18 (BOOBY TRAP)",
         "The Tough Bastard Draw deck always includes TR18 BOOBY TRAP (Mission set up, "
         "step 10), so the program must define that card.",
         "Write `CARD TR18: BOOBY TRAP` with its entries, or INCLUDE the file that has it.",
         bad=_WHOLE_OK.split("CARD TR18")[0] + "END OF MISSION" + _WHOLE_OK.split(
             "END OF MISSION")[1],
         good=_WHOLE_OK, whole=True, fatal=True),
    Code("E218", "event-placed-twice", "error", "Event {number} is placed in a deck twice",
         "Each Event card exists once, so it can be placed in only one level deck, once.",
         "Remove the second placement.",
         bad=_WHOLE_OK.replace("EVENT 1 SHUFFLED", "EVENT 1 SHUFFLED, EVENT 1 ON TOP"),
         good=_WHOLE_OK, whole=True),
    Code("W408", "unplaced-event", "warning",
         "Event {number} is in no level deck and no entry leads to it",
         "The team can only meet an Event whose card is placed in a level deck (or that "
         "another entry sends the reader to).",
         "Place it: `LEVEL n DECK: k STANDARD, EVENT 2 SHUFFLED`.",
         bad=_EVENT_OK + "\n\nEVENT 2: B\n2.1\n→ CONTINUE THE MISSION\n=====", good=_EVENT_OK),
    Code("W410", "missing-level-deck", "warning", "no LEVEL {level} DECK for level {level}",
         "The mission has this level but does not say how its tunnel deck is built.",
         "Add `LEVEL n DECK: k STANDARD, ...`.",
         bad=_WHOLE_OK.replace("LEVELS 1", "LEVELS 2"), good=_WHOLE_OK, whole=True),
)
