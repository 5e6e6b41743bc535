"""The Tunnel Rats effect registry: the verbs and mission rules its booklets may use.

Each verb maps to a rule of the rulebook: DAMAGE and HEAL ("Applying Damage", "Rest and
Recover"), THREAT / ROLL / SET ("Roll Threat Die and Update Threat Level", "Resolve
Event"), DISCARD / RECOVER ("Removing and Recovering TB Cards"), NOTE ("Using the Mission
Booklets": Log Entries), TEST ("Trait Tests"), COMBAT ("Combat"), RETURN ("Resolve Event":
return to previously revealed Tunnel cards). The runtime's handlers use the same names
(``crawlbook.rulesets.tunnel_rats.engine.effects``).
"""

from __future__ import annotations

from crawlbook.compiler.registry import Param, Registry, Verb

RAT_POSITIONS = ("LEAD", "BACKUP", "SUPPORT")
TESTERS = (*RAT_POSITIONS, "RANDOM", "CHOSEN")
VICTIMS = (*TESTERS, "ALL", "TESTER")  # TESTER: who took the last Trait test
TRAITS = ("SURVIVAL", "CHARISMA", "PERCEPTION", "INTELLIGENCE", "WILLPOWER")
SIDES = ("TOP", "BOTTOM", "LEFT", "RIGHT")

_VERBS = [
    Verb("DAMAGE", (Param("who", "word", VICTIMS), Param("amount", "int", low=1, high=10)),
         "a Rat (or ALL) takes Damage"),
    Verb("HEAL", (Param("who", "word", VICTIMS), Param("amount", "int", low=1, high=10)),
         "remove Damage from a Rat (or ALL)"),
    Verb("THREAT", (Param("delta", "signed", low=1, high=8),), "move the Threat level up or down"),
    Verb("ROLL", (Param("die", "word", ("THREAT",)),),
         "roll the Threat die and update Threat (no TB Encounter inside an Event)"),
    Verb("SET", (Param("what", "word", ("THREAT",)), Param("value", "int", low=1, high=9)),
         "put the Threat marker on a value"),
    Verb("DISCARD", (Param("count", "int", low=1, high=6),
                     Param("unit", "word", ("TB",), required=False, default="TB")),
         "Discard TB cards"),
    Verb("RECOVER", (Param("count", "int", low=1, high=2),
                     Param("unit", "word", ("TB",), required=False, default="TB")),
         "Recover TB cards (the +1 / +2 marker)"),
    Verb("NOTE", (Param("name", "name"),), "note a Log Entry"),
    Verb("GAIN", (Param("name", "name"),), "the team takes a mission marker"),
    Verb("LOSE", (Param("name", "name"),), "the team gives up a mission marker"),
    Verb("TEST", (Param("who", "word", TESTERS), Param("trait", "word", TRAITS),
                  Param("diff", "int", low=1, high=3, keyword="DIFF")),
         "a Trait test: 3d6, each die at or under the rating succeeds", outcomes=("pass", "fail")),
    Verb("COMBAT", (
        Param("standard", "int", low=0, high=5, keyword="STANDARD", required=False, default=0),
        Param("elite", "int", low=0, high=2, keyword="ELITE", required=False, default=0),
        Param("initiative", "word", ("RATS", "VC", "RANDOM"), keyword="INITIATIVE",
              required=False, default="RANDOM"),
        Param("target", "word", RAT_POSITIONS, keyword="TARGET", required=False, default=None),
        Param("threat_after", "int", low=1, high=9, keyword="THREAT_AFTER", required=False,
              default=1),
    ), "a Combat against Standard and Elite VC (more than 3: the rest in Reserve)",
        needs_one_of=("standard", "elite")),
    Verb("RETURN", (Param("to", "word", ("PREVIOUS", "ENTRANCE")),),
         "the team goes back to an earlier tunnel card"),
    # Mission rules (the RULES section), honoured by the engine for the whole mission.
    Verb("FORBID_EXIT", (Param("side", "word", SIDES),
                         Param("level", "int", low=1, high=3, keyword="LEVEL")),
         "no exit on that side may be taken on that level", rule=True),
    Verb("MARKER", (Param("name", "name"),), "the team starts carrying a mission marker",
         rule=True),
]

REGISTRY = Registry(
    ruleset="tunnel-rats",
    verbs={v.name: v for v in _VERBS},
    quantities=("RAT STANDING", "OBJECTIVE MET", "TB CARD LEFT", "LOG ENTRY", "DAMAGE"),
    traits=TRAITS,
    # "Mission set up": 1 to 3 levels, a Draw deck of 9 to 11 TB cards, Threat 1..9, and
    # the Entrance in one of Level 1's six columns.
    settings={"levels": (1, 3), "tb_deck": (9, 11), "threat": (1, 9), "entrance_column": (1, 6)},
    required_cards=("TR18",),
    required_settings=("levels", "tb_deck"),
)
