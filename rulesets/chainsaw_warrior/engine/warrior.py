"""Creating Your Warrior ("Attributes", the Marksmanship table, "Skills"; the Overkill
Options "Advanced Training", "Extra Training I" and "Extra Training II").

The rulebook's rolls: Endurance 4D6, Wounds 2D6+6, Hand-to-Hand 1D6+6, Reflexes 1D6+5
(never below 6), Marksmanship one die on its table, the Equipment Allowance 1D6+2. Extra
Training I and II roll kinder dice (``ROLLS``: "2D6 (pick highest)" is two dice, the
higher counted). Advanced Training rolls nothing: the player spends 24 points over the
attributes' basic values, each up to its maximum (``TRAINING``); the Marksman and
Equipment values are what the die would have shown (the Marksmanship table is read with
it; the Equipment value is the Allowance). Then one die on the Skill table, and the
skill's effect (Marksmanship +1, Endurance +1D6, Agility +1 Reflexes, Strength +1 HtH).
Climbing and Hiding act later, where they apply (``engine.exploration``,
``engine.fight``).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6
from crawlbook.rulesets.chainsaw_warrior.engine.asks import choose
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Warrior

from crawlbook.ruleset import Prompt, roll, throw
from crawlbook.ruleset import parse_dice as parse

MARKSMANSHIP_TABLE = {1: -2, 2: -1, 3: 0, 4: 0, 5: 1, 6: 2}
SKILL_TABLE = {1: "marksmanship", 2: "endurance", 3: "agility", 4: "strength",
               5: "climbing", 6: "hiding"}
SKILLS = tuple(SKILL_TABLE.values())
REFLEXES_MIN = 6  # "Your Reflexes can never fall beneath 6"
HTH_MIN = 7  # "there is no '6' box on the HtH track on the board" (Night Time)
STANDARD_ALLOWANCE = "1D6+2"  # "rolling one die and adding 2"
ATTRIBUTES = ("endurance", "wounds", "hth", "marksmanship", "reflexes", "equipment")
NAMES = {"endurance": "Endurance", "wounds": "Wounds", "hth": "HtH",
         "marksmanship": "Marksman", "reflexes": "Reflexes", "equipment": "Equipment"}


@dataclass(frozen=True, slots=True)
class AttributeRoll:
    """How one attribute is rolled: ``dice`` summed, or (``best``) the highest die of
    them counted, plus ``add``."""

    dice: str
    add: int = 0
    best: bool = False


# The attribute rolls of each difficulty (the Marksman roll is read on the table).
ROLLS: dict[str, dict[str, AttributeRoll]] = {
    "standard": {"endurance": AttributeRoll("4D6"), "wounds": AttributeRoll("2D6+6"),
                 "hth": AttributeRoll("1D6+6"), "marksmanship": AttributeRoll("1D6"),
                 "reflexes": AttributeRoll("1D6+5"), "equipment": AttributeRoll("1D6+2")},
    "extra-training-1": {
        "endurance": AttributeRoll("3D6+6"), "wounds": AttributeRoll("2D6+6"),
        "hth": AttributeRoll("2D6", 6, best=True),
        "marksmanship": AttributeRoll("2D6", best=True),
        "reflexes": AttributeRoll("2D6", 5, best=True),
        "equipment": AttributeRoll("2D6", 2, best=True)},
    "extra-training-2": {
        "endurance": AttributeRoll("1D6+18"), "wounds": AttributeRoll("1D6+12"),
        "hth": AttributeRoll("3D6", 6, best=True),
        "marksmanship": AttributeRoll("3D6", best=True),
        "reflexes": AttributeRoll("3D6", 5, best=True),
        "equipment": AttributeRoll("3D6", 4, best=True)},
}

# Advanced Training: (basic, maximum) of each attribute, and the points to spend.
TRAINING: dict[str, tuple[int, int]] = {
    "endurance": (4, 24), "wounds": (8, 18), "hth": (7, 12), "marksmanship": (1, 6),
    "reflexes": (6, 11), "equipment": (3, 8)}
TRAINING_POINTS = 24


def _skill_marksmanship(state: GameState, w: Warrior) -> None:
    w.marksmanship += 1  # "add 1 to your Marksmanship rating"


def _skill_endurance(state: GameState, w: Warrior) -> None:
    w.endurance += roll(state, ONE_D6, "endurance skill")  # "Roll 1 die and add the result"


def _skill_agility(state: GameState, w: Warrior) -> None:
    w.reflexes += 1  # "you may add 1 to your Reflexes rating"


def _skill_strength(state: GameState, w: Warrior) -> None:
    w.hth += 1  # "Add 1 to your Hand-to-Hand rating"


# What a skill does when the Warrior is created (Climbing and Hiding act later).
SKILL_EFFECTS = {"marksmanship": _skill_marksmanship, "endurance": _skill_endurance,
                 "agility": _skill_agility, "strength": _skill_strength}


def difficulty(state: GameState) -> str:
    """Which attribute rolls are in play: the standard ones or an Extra Training's."""
    for name in ("extra-training-2", "extra-training-1"):
        if state.rule(name):
            return name
    return "standard"


def roll_attribute(state: GameState, name: str, how: AttributeRoll) -> int:
    if how.best:
        return max(throw(state, how.dice, f"{name} (pick highest)").faces) + how.add
    return roll(state, how.dice, name) + how.add


def create_warrior(state: GameState) -> Warrior:
    """Roll the attributes (the standard dice or an Extra Training's) and the skill, in
    the rulebook's order; log ``warrior_created``."""
    rolls = ROLLS[difficulty(state)]
    endurance = roll_attribute(state, "endurance", rolls["endurance"])
    wounds = roll_attribute(state, "wounds", rolls["wounds"])
    hth = roll_attribute(state, "hand-to-hand", rolls["hth"])
    reflexes = max(REFLEXES_MIN, roll_attribute(state, "reflexes", rolls["reflexes"]))
    marksmanship = MARKSMANSHIP_TABLE[roll_attribute(state, "marksmanship",
                                                     rolls["marksmanship"])]
    return finish(state, endurance, wounds, hth, reflexes, marksmanship)


def finish(state: GameState, endurance: int, wounds: int, hth: int, reflexes: int,
           marksmanship: int) -> Warrior:
    """The skill roll and its effect; the Warrior is on the board."""
    skill = SKILL_TABLE[roll(state, ONE_D6, "skill")]
    warrior = Warrior(endurance=endurance, wounds_max=wounds, wounds=wounds, hth=hth,
                      reflexes=reflexes, marksmanship=marksmanship, skill=skill)
    effect = SKILL_EFFECTS.get(skill)
    if effect is not None:
        effect(state, warrior)
    state.warrior = warrior
    state.emit("warrior_created", **warrior.to_json())
    return warrior


def creation(state: GameState) -> Generator[Prompt, str, int]:
    """Create the Warrior (rolled, or trained with Advanced Training) and return his
    Equipment Allowance."""
    if state.rule("advanced-training"):
        return (yield from advanced_training(state))
    create_warrior(state)
    return allowance(state)


def allowance(state: GameState) -> int:
    """The Equipment Allowance roll: the scenario's dice, or (a scenario that keeps the
    standard 1D6+2) the Extra Training's kinder roll."""
    dice = state.setup.allowance
    level = difficulty(state)
    if level != "standard" and parse(dice).text == STANDARD_ALLOWANCE:
        return roll_attribute(state, "equipment allowance", ROLLS[level]["equipment"])
    return roll(state, dice, "equipment allowance")


def training_range(state: GameState) -> dict[str, tuple[int, int]]:
    """Advanced Training's (basic, maximum) per attribute; the Equipment value follows the
    scenario's Allowance dice (1D6+2: 3 to 8)."""
    ranges = dict(TRAINING)
    dice = parse(state.setup.allowance)
    ranges["equipment"] = (dice.count + dice.modifier, dice.count * dice.sides + dice.modifier)
    return ranges


def advanced_training(state: GameState) -> Generator[Prompt, str, int]:
    """"Instead of rolling for your Attributes, you may distribute 24 points amongst your
    Attributes": one prompt per attribute, in the table's order, offering as many points
    as it can take. Every point is spent (our ruling): an attribute is never offered fewer
    than the others together cannot take. Returns the Equipment Allowance."""
    ranges = training_range(state)
    left = TRAINING_POINTS
    values: dict[str, int] = {}
    for k, name in enumerate(ATTRIBUTES):
        basic, maximum = ranges[name]
        room_after = sum(ranges[a][1] - ranges[a][0] for a in ATTRIBUTES[k + 1:])
        low = max(0, left - room_after)
        high = min(maximum - basic, left)
        share = round(left * (maximum - basic) / max(1, room_after + maximum - basic))
        answer = yield from choose(
            "training", f"Advanced Training: points for {NAMES[name]} "
            f"({basic} + points, at most {maximum}; {left} left)",
            [(str(n), f"{n} ({NAMES[name]} {basic + n})") for n in range(low, high + 1)],
            {"attribute": name, "basic": basic, "maximum": maximum, "left": left,
             "low": low, "high": high}, str(min(high, max(low, share))))
        spent = int(answer)
        values[name] = basic + spent
        left -= spent
    state.emit("training", **values, points=TRAINING_POINTS)
    finish(state, values["endurance"], values["wounds"], values["hth"],
           max(REFLEXES_MIN, values["reflexes"]), MARKSMANSHIP_TABLE[values["marksmanship"]])
    return values["equipment"]
