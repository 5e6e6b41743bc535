"""Creating Your Warrior ("Attributes", the Marksmanship table, "Skills").

Endurance 4D6, Wounds 2D6+6, Hand-to-Hand 1D6+6, Reflexes 1D6+5 (never below 6),
Marksmanship one die on its table, then one die on the Skill table and the skill's effect
on the attributes (Marksmanship +1, Endurance +1D6, Agility +1 Reflexes, Strength +1
HtH). Climbing and Hiding act later, where they apply (``engine.exploration``,
``engine.fight``).
"""

from __future__ import annotations

from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Warrior
from crawlbook.runtime.dice import roll

MARKSMANSHIP_TABLE = {1: -2, 2: -1, 3: 0, 4: 0, 5: 1, 6: 2}
SKILL_TABLE = {1: "marksmanship", 2: "endurance", 3: "agility", 4: "strength",
               5: "climbing", 6: "hiding"}
SKILLS = tuple(SKILL_TABLE.values())
REFLEXES_MIN = 6  # "Your Reflexes can never fall beneath 6"
HTH_MIN = 7  # "there is no '6' box on the HtH track on the board" (Night Time)


def _skill_marksmanship(state: GameState, w: Warrior) -> None:
    w.marksmanship += 1  # "add 1 to your Marksmanship rating"


def _skill_endurance(state: GameState, w: Warrior) -> None:
    w.endurance += roll(state, "1D6", "endurance skill")  # "Roll 1 die and add the result"


def _skill_agility(state: GameState, w: Warrior) -> None:
    w.reflexes += 1  # "you may add 1 to your Reflexes rating"


def _skill_strength(state: GameState, w: Warrior) -> None:
    w.hth += 1  # "Add 1 to your Hand-to-Hand rating"


# What a skill does when the Warrior is created (Climbing and Hiding act later).
SKILL_EFFECTS = {"marksmanship": _skill_marksmanship, "endurance": _skill_endurance,
                 "agility": _skill_agility, "strength": _skill_strength}


def create_warrior(state: GameState) -> Warrior:
    """Roll the attributes and the skill, in the rulebook's order; log ``warrior_created``."""
    endurance = roll(state, "4D6", "endurance")
    wounds = roll(state, "2D6+6", "wounds")
    hth = roll(state, "1D6+6", "hand-to-hand")
    reflexes = max(REFLEXES_MIN, roll(state, "1D6+5", "reflexes"))
    marksmanship = MARKSMANSHIP_TABLE[roll(state, "1D6", "marksmanship")]
    skill = SKILL_TABLE[roll(state, "1D6", "skill")]
    warrior = Warrior(endurance=endurance, wounds_max=wounds, wounds=wounds, hth=hth,
                      reflexes=reflexes, marksmanship=marksmanship, skill=skill)
    effect = SKILL_EFFECTS.get(skill)
    if effect is not None:
        effect(state, warrior)
    state.warrior = warrior
    state.emit("warrior_created", **warrior.to_json())
    return warrior
