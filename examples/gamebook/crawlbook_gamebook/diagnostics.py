"""The classic gamebook's diagnostic code, and its examples of the core's
(docs/diagnostics.md, "Codes of rulesets").

Its own codes live in the namespace ``GB`` (``Gamebook.code_prefix``): GB401, a fight an
adventurer fresh from Rules §1 wins less than once in a hundred. The core's codes are
shown here in the gamebook's language: fragments go into ``EXAMPLE_FRAME`` in place of
``{body}``, a small book whose section 1 leads to the fragment's section 2.
"""

from __future__ import annotations

from crawlbook.ruleset import Code, Example

# A minimal valid book that fragment examples are placed into, in place of {body}.
EXAMPLE_FRAME = """\
RULESET gamebook
TITLE Example
START 1

1
A door.
→ 2
=====
{body}
"""

_END = "2\nA room.\n→ THE END\n====="
_TEST = "2\n[TEST LUCK]\nlucky → THE END\nunlucky → 3\n- - -\n3\n[STAMINA -2]\n→ THE END\n====="
_NOTED = "2\n[NOTE DOOR]\n→ 3\n=====\n3\nif noted DOOR → THE END\notherwise → THE END\n- - -"
_HAS = ("2\n[GAIN LANTERN]\n→ 3\n=====\n3\nif has LANTERN → THE END\n"
        "otherwise → THE END\n- - -")
_FIGHT = "2\n[FIGHT GHOUL SKILL 7 STAMINA 7]\nwin → THE END\n- - -"

# The core's codes, in the gamebook's language.
EXAMPLES: dict[str, Example] = {
    "E204": Example(_END.replace("→ THE END", "→ 9"), good=_END),
    "E212": Example("2\nA room.\n=====", good=_END),
    "E301": Example(_END.replace("A room.", "A room.\n[STAMINNA -2]"),
                    good=_END.replace("A room.", "A room.\n[STAMINA -2]")),
    "E304": Example(_END.replace("A room.", "A room.\n[STAMINA 2]"),
                    good=_END.replace("A room.", "A room.\n[STAMINA +2]")),
    "E306": Example(_TEST.replace("unlucky → 3\n", ""), good=_TEST),
    "E307": Example(_TEST.replace("unlucky →", "unluky →"), good=_TEST),
    "W401": Example(_END.replace("A room.", "A room.\n[NOTE DOOR]"), good=_NOTED),
    "W403": Example(_HAS.replace("[GAIN LANTERN]\n", ""), good=_HAS),
    "W406": Example("2\nDo you:\n• go on → THE END\n- - -",
                    good="2\nDo you:\n• go on → THE END\n• go back → 1\n- - -"),
}

CODES: tuple[Code, ...] = (
    Code("GB401", "hopeless-fight", "warning",
         "an adventurer wins the fight with {name} {chance} of the time",
         "Rolled as Rules §1 says (SKILL 1D6+6, STAMINA 2D6+12), an adventurer wins this "
         "fight less than once in a hundred without Luck: the exact chance of the Markov "
         "chain over both STAMINAs (docs/gamebook/rules.md). Almost every reader who "
         "reaches it dies here, which is rarely what a book means.",
         "Lower the creature's SKILL or STAMINA, or give the reader a way round it.",
         bad=EXAMPLE_FRAME.replace("{body}", _FIGHT.replace("SKILL 7 STAMINA 7",
                                                          "SKILL 14 STAMINA 30")),
         good=EXAMPLE_FRAME.replace("{body}", _FIGHT), whole=True),
)
