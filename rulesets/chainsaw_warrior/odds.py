"""Chainsaw Warrior's exact odds, as the core asks for them (``Ruleset.odds``,
``Ruleset.measures``; docs/odds.md, "Chainsaw Warrior").

Every chance is counted exactly on the dice (``Fraction``), nothing is sampled:

- ``[TEST REFLEXES m]`` ("Testing Reflexes": 2D6, plus the card's modifier, at most the
  rating): each Reflexes rating, and a fresh Warrior;
- ``[SHOOT CREATURE ...]`` and the Aimed Shot of ``[FIGHT CREATURE ...]`` ("Fighting
  Creatures" steps 4 and 5: the Reflex test, then 2D6 + Marksmanship at least the
  weapon's number): each weapon of the content pack that lists the creature, by
  Marksmanship, and for a fresh Warrior;
- a round of Hand-to-Hand in ``[FIGHT ...]`` (step 6: 2D6 + the creature's attack
  against 2D6 + your HtH): win, draw and lose for each HtH rating and a fresh Warrior;
- ``[CHANCE n]`` (one die, n or more), ``[HIDE ...]`` (the Hiding skill: a 6) and
  ``[SKILL NAME]`` (one face of the Skill die).

A *fresh Warrior* is the rulebook's "Creating Your Warrior" with the standard rolls
(``engine/warrior.py``'s ``ROLLS["standard"]``, the Marksmanship table, the Skill table
and what Agility, Strength and Marksmanship add), counted over every throw of those dice
together: the skill die makes Reflexes, Marksmanship and HtH depend on one another. No
equipment, no Determination, not sprinting, daylight (docs/odds.md lists it).
"""

from __future__ import annotations

import functools
import itertools
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from crawlbook.ruleset import Odds, OddsRow

REFLEXES_RANGE = range(6, 13)  # 6 (the floor) to 11, 12 with Agility
HTH_RANGE = range(7, 14)  # 7 to 12, 13 with Strength
MARKSMANSHIP_RANGE = range(-2, 4)  # -2 to +2, +3 with the skill
FRESH = "a fresh Warrior"
BASIS = ("a fresh Warrior: the standard attribute and skill rolls, no equipment, no "
         "Determination, not sprinting, daylight")


@functools.cache
def dice_chances(text: str) -> dict[int, Fraction]:
    """The exact distribution of a dice roll (``2D6``, ``1D6+5``)."""
    from crawlbook.ruleset import parse_dice as parse

    dice = parse(text)
    found: dict[int, int] = defaultdict(int)
    for faces in itertools.product(range(1, dice.sides + 1), repeat=dice.count):
        found[sum(faces) + dice.modifier] += 1
    total = dice.sides ** dice.count
    return {value: Fraction(n, total) for value, n in sorted(found.items())}


@functools.cache
def reflex_pass(rating: int, modifier: int = 0) -> Fraction:
    """"Roll your Reflexes rating or less on 2 dice" (the card's modifier added)."""
    return sum((p for roll, p in dice_chances("2D6").items() if roll + modifier <= rating),
               Fraction(0))


@functools.cache
def shot_hits(number: int, modifier: int) -> Fraction:
    """Step 5: 2D6 + the modifiers (Marksmanship, the weapon's, the card's) at least the
    weapon's number for the creature."""
    return sum((p for roll, p in dice_chances("2D6").items() if roll + modifier >= number),
               Fraction(0))


@functools.cache
def _hth_round(rating: int, attack: int) -> tuple[Fraction, Fraction, Fraction]:
    found = hth_chances(rating, attack)
    return found["win"], found["draw"], found["lose"]


def hth_round(rating: int, attack: int) -> dict[str, Fraction]:
    """Step 6: the chance of a win, a draw and a loss in one round of Hand-to-Hand
    (memoised: a fresh dict each call)."""
    return dict(zip(("win", "draw", "lose"), _hth_round(rating, attack), strict=True))


def hth_chances(rating: int, attack: int) -> dict[str, Fraction]:
    """Step 6: the chance of a win, a draw and a loss in one round of Hand-to-Hand."""
    found = {"win": Fraction(0), "draw": Fraction(0), "lose": Fraction(0)}
    two = dice_chances("2D6")
    for them, p in two.items():
        for you, q in two.items():
            mine, theirs = you + rating, them + attack
            found["draw" if mine == theirs else "win" if mine > theirs else "lose"] += p * q
    return found


@dataclass(frozen=True)
class Warrior:
    """The attributes the odds read, and their chance among fresh Warriors."""

    reflexes: int
    marksmanship: int
    hth: int
    chance: Fraction


@functools.cache
def fresh_warriors() -> tuple[Warrior, ...]:
    """Every fresh Warrior (standard rolls and the skill die), with his exact chance."""
    from crawlbook.rulesets.chainsaw_warrior.engine.warrior import (
        MARKSMANSHIP_TABLE,
        REFLEXES_MIN,
        ROLLS,
        SKILL_TABLE,
    )

    rolls = ROLLS["standard"]
    found: dict[tuple[int, int, int], Fraction] = defaultdict(Fraction)
    reflexes, hth = dice_chances(rolls["reflexes"].dice), dice_chances(rolls["hth"].dice)
    marks = dice_chances(rolls["marksmanship"].dice)
    skills = dice_chances("1D6")
    for (r, pr), (m, pm), (h, ph), (s, ps) in itertools.product(
            reflexes.items(), marks.items(), hth.items(), skills.items()):
        skill = SKILL_TABLE[s]
        value = (max(REFLEXES_MIN, r + rolls["reflexes"].add) + (skill == "agility"),
                 MARKSMANSHIP_TABLE[m] + (skill == "marksmanship"),
                 h + rolls["hth"].add + (skill == "strength"))
        found[value] += pr * pm * ph * ps
    return tuple(Warrior(r, m, h, p) for (r, m, h), p in sorted(found.items()))


def _fresh(chance: Callable[[Warrior], Fraction]) -> Fraction:
    return sum((w.chance * chance(w) for w in fresh_warriors()), Fraction(0))


def _pct(chance: Fraction) -> str:
    return f"{float(chance) * 100:.0f}%"


def _spread(chances: Sequence[Fraction]) -> str:
    low, high = min(chances), max(chances)
    return _pct(low) if low == high else f"{_pct(low)} to {_pct(high)}"


# The checked packs of the last programs asked about, by their content (the same object
# for every effect of one program): checking a pack costs milliseconds, an Event walk
# asks for it at every effect.
_PACKS: list[tuple[Any, Any]] = []


def _pack(program: Mapping[str, Any]) -> Any:
    from crawlbook.rulesets.chainsaw_warrior.engine.setup import program_content

    content = program.get("content")
    for known, pack in _PACKS:
        if known is content:
            return pack
    pack = program_content(dict(program))
    del _PACKS[:-3]
    _PACKS.append((content, pack))
    return pack


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


# --------------------------------------------------------------------------- the verbs


def test_odds(params: Mapping[str, Any], program: Mapping[str, Any]) -> Odds | None:
    """``[TEST REFLEXES m]``."""
    from crawlbook.ruleset import Odds, OddsRow

    modifier = _int(params.get("modifier"))
    by = [reflex_pass(r, modifier) for r in REFLEXES_RANGE]
    fresh = _fresh(lambda w: reflex_pass(w.reflexes, modifier))
    rows = [OddsRow(f"Reflexes {r}", (c,)) for r, c in zip(REFLEXES_RANGE, by, strict=True)]
    rows.append(OddsRow(FRESH, (fresh,)))
    said = f" ({modifier:+d} to the roll)" if modifier else ""
    return Odds(f"Chance to pass a Reflex test{said}", ("chance to pass",), tuple(rows),
                {"pass": fresh, "fail": 1 - fresh}, BASIS,
                f"pass {_spread(by)} by Reflexes; {_pct(fresh)} fresh")


def chance_odds(params: Mapping[str, Any], program: Mapping[str, Any]) -> Odds | None:
    """``[CHANCE n]``: one die, n or more."""
    from crawlbook.ruleset import Odds, OddsRow

    on = _int(params.get("on"))
    yes = sum((p for face, p in dice_chances("1D6").items() if face >= on), Fraction(0))
    return Odds(f"Chance of {on} or more on one die", ("yes",),
                (OddsRow("one die", (yes,)),), {"yes": yes, "no": 1 - yes}, "",
                f"yes {_pct(yes)}")


def hide_odds(params: Mapping[str, Any], program: Mapping[str, Any]) -> Odds | None:
    """``[HIDE CREATURE]``: a 6 with the Hiding skill (5 with the Chameleon Suit too)."""
    from crawlbook.ruleset import Odds, OddsRow

    creature = _pack(program).creatures.get(str(params.get("creature", "")).upper())
    if creature is None:
        return None
    never = creature.kind == "darkness"  # docs/chainsaw-warrior/rules.md: never from Darkness
    one = Fraction(0) if never else Fraction(1, 6)
    two = Fraction(0) if never else Fraction(2, 6)
    from crawlbook.rulesets.chainsaw_warrior.engine.warrior import SKILL_TABLE

    skilled = Fraction(sum(1 for s in SKILL_TABLE.values() if s == "hiding"), len(SKILL_TABLE))
    fresh = skilled * one
    rows = (OddsRow("with the Hiding skill", (one,)),
            OddsRow("with the skill and the Chameleon Suit", (two,)),
            OddsRow("without the skill", (Fraction(0),), "he cannot try"),
            OddsRow(FRESH, (fresh,), "the skill is one throw in six"))
    return Odds(f"Chance to hide from the {creature.name}", ("chance to hide",), rows,
                {"hidden": fresh, "seen": 1 - fresh}, BASIS + "; he tries whenever he can",
                f"hidden {_pct(one)} with the skill; {_pct(fresh)} fresh")


def skill_odds(params: Mapping[str, Any], program: Mapping[str, Any]) -> Odds | None:
    """``[SKILL NAME]``: a fresh Warrior has each skill on one face of the Skill die."""
    from crawlbook.rulesets.chainsaw_warrior.engine.warrior import SKILL_TABLE

    from crawlbook.ruleset import Odds, OddsRow

    name = str(params.get("skill", "")).lower()
    yes = Fraction(sum(1 for s in SKILL_TABLE.values() if s == name), len(SKILL_TABLE))
    return Odds(f"Chance that a fresh Warrior has the {name.title()} skill", ("yes",),
                (OddsRow(FRESH, (yes,)),), {"yes": yes, "no": 1 - yes}, BASIS,
                f"yes {_pct(yes)} (fresh)")


def _shot_rows(pack: Any, creature: Any, aim: int, reflex: bool,
               guns_only: bool = False) -> list[tuple[str, list[Fraction], Fraction]]:
    """(weapon, the hit chance by Marksmanship once the Reflex test is passed, a fresh
    Warrior's chance to pass the Reflex test and hit) for every weapon that can shoot
    ``creature`` (``engine/shots.py``'s ``needed``)."""
    from crawlbook.rulesets.chainsaw_warrior.engine.shots import needed

    found = []
    for item in pack.items.values():
        number = needed(item, creature)
        if number is None or (guns_only and item.type != "gun"):
            continue
        modifier = item.aim + aim
        by = [shot_hits(number, m + modifier) for m in MARKSMANSHIP_RANGE]

        def kills(w: Warrior, number: int = number, modifier: int = modifier) -> Fraction:
            first = reflex_pass(w.reflexes) if reflex else Fraction(1)
            return first * shot_hits(number, w.marksmanship + modifier)

        fresh = _fresh(kills)
        found.append((str(item.name), by, fresh))
    return found


SHOT_COLUMNS = tuple(f"Marksman {m:+d}" for m in MARKSMANSHIP_RANGE)


def _shot_table(rows: list[tuple[str, list[Fraction], Fraction]],
                reflex: bool) -> tuple[tuple[str, ...], list[OddsRow]]:
    from crawlbook.ruleset import OddsRow

    last = "fresh: Reflex test × hit" if reflex else "fresh (no Reflex test)"
    return ((*SHOT_COLUMNS, last),
            [OddsRow(name, (*by, fresh)) for name, by, fresh in rows])


def shoot_odds(params: Mapping[str, Any], program: Mapping[str, Any]) -> Odds | None:
    """``[SHOOT CREATURE AIM a REFLEX NO]``: one Aimed Shot, with each weapon."""
    from crawlbook.ruleset import Odds

    pack = _pack(program)
    creature = pack.creatures.get(str(params.get("creature", "")).upper())
    if creature is None:
        return None
    reflex = str(params.get("reflex") or "YES").upper() != "NO"
    rows = _shot_rows(pack, creature, _int(params.get("aim")), reflex)
    columns, table = _shot_table(rows, reflex)
    best = max((fresh for _n, _b, fresh in rows), default=Fraction(0))
    return Odds(f"Chance that an Aimed Shot kills the {creature.name}", columns,
                tuple(table), {"hit": best, "miss": 1 - best},
                BASIS + "; he holds the weapon best against it and shoots",
                f"hit {_spread([f for _n, _b, f in rows])} by weapon (fresh"
                + (", Reflex test × hit)" if reflex else ", no Reflex test)") if rows
                else "no weapon can shoot it")


def fight_odds(params: Mapping[str, Any], program: Mapping[str, Any]) -> Odds | None:
    """``[FIGHT CREATURE ...]``: the Aimed Shot with each weapon, then one round of
    Hand-to-Hand by HtH rating (win, draw, lose)."""
    from crawlbook.ruleset import Odds, OddsRow

    pack = _pack(program)
    name = str(params.get("creature", "")).upper()
    if name == "WANDERING":
        name = str(pack.wandering_creature).upper()
    creature = pack.creatures.get(name)
    if creature is None:
        return None
    attack = creature.attack + _int(params.get("attack"))
    bonus = _int(params.get("hth"))
    rows: list[OddsRow] = []
    for rating in HTH_RANGE:
        found = hth_round(rating + bonus, attack)
        rows.append(OddsRow(f"HtH {rating}, one round", tuple(found.values())))

    def rounds(w: Warrior) -> dict[str, Fraction]:
        return hth_round(w.hth + bonus, attack)

    fresh = {k: sum((w.chance * rounds(w)[k] for w in fresh_warriors()), Fraction(0))
             for k in ("win", "draw", "lose")}
    rows.append(OddsRow(f"HtH of {FRESH}, one round", tuple(fresh.values())))
    summary = (f"HtH round vs attack {attack}: win {_pct(fresh['win'])}, "
               f"draw {_pct(fresh['draw'])}, lose {_pct(fresh['lose'])} (fresh)")
    if str(params.get("aimed") or "YES").upper() != "NO":
        reflex = str(params.get("reflex") or "YES").upper() != "NO"
        shots = _shot_rows(pack, creature, _int(params.get("aim")), reflex,
                           guns_only=str(params.get("shoot") or "ANY").upper() == "GUN")
        for weapon, _by, hit in shots:
            rows.append(OddsRow(f"Aimed Shot with the {weapon} (fresh"
                                + (", Reflex test × hit)" if reflex else ")"),
                                (hit, None, 1 - hit), "win: killed before Hand-to-Hand"))
        if shots:
            summary += (f"; Aimed Shot kills {_spread([h for _w, _b, h in shots])} by "
                        "weapon" + (" (Reflex test × hit)" if reflex else ""))
    return Odds(f"Fighting the {creature.name} (attack {attack})", ("win", "draw", "lose"),
                tuple(rows), {}, BASIS, summary)


_ODDS: dict[str, Callable[[Mapping[str, Any], Mapping[str, Any]], Odds | None]] = {
    "TEST": test_odds, "CHANCE": chance_odds, "HIDE": hide_odds, "SHOOT": shoot_odds,
    "FIGHT": fight_odds, "SKILL": skill_odds}


def odds(verb: str, params: Mapping[str, Any], program: Mapping[str, Any]) -> Odds | None:
    """The odds of one effect of ``program`` (None for a verb without odds)."""
    found = _ODDS.get(verb.upper())
    return found(params, program) if found is not None else None


def _fixed(params: Mapping[str, Any]) -> int:
    """An amount that is a number (dice amounts are rolled in play: not counted)."""
    return _int(params.get("count"))


_MEASURES: dict[str, Callable[[Mapping[str, Any]], Sequence[tuple[str, int]]]] = {
    "WOUNDS": lambda p: [("Wounds taken", _fixed(p))],
    "HEAL": lambda p: [("Wounds healed", _fixed(p))],
    "TIME": lambda p: [("Time boxes", _fixed(p) * (2 if str(p.get("unit")) == "MINUTES"
                                                   else 1))],
    "FIGHT": lambda p: [("Fights", 1)],
}


def measures(verb: str, params: Mapping[str, Any]) -> dict[str, int]:
    """What one effect adds to an Event's result (amounts given as numbers only)."""
    found = _MEASURES.get(verb.upper())
    return {k: v for k, v in found(params) if v} if found is not None else {}
