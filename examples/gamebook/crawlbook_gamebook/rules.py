"""The rules of the classic gamebook, as numbers (docs/gamebook/rules.md): pure functions
that the engine plays and the odds count, so that the two cannot disagree.

- **The adventurer** (Rules §1): SKILL 1D6+6, STAMINA 2D6+12, LUCK 1D6+6; the rolled
  values are the Initial ones, which nothing but the book's own words raises a score above.
- **Testing your Luck** (§2): roll 2D6; at or under your LUCK you are Lucky, over it
  Unlucky; LUCK drops by 1 each time, Lucky or not.
- **Fights** (§3): each round both sides roll 2D6 and add their SKILL, their Attack
  Strength; the higher wounds the other for 2 STAMINA, equal Attack Strengths wound no
  one. The fight ends when either side's STAMINA is 0. Luck may change a wound just dealt
  (§4): Lucky, a wound you dealt costs the creature 2 more, one you took costs you 1 less;
  Unlucky, a wound you dealt costs it 1 less, one you took costs you 1 more.

The chances are exact ``Fraction``\\ s over the 36 throws of 2D6. A whole fight is a
Markov chain over both STAMINAs (``fight_chance``): a round whose Attack Strengths are
equal changes nothing, so from each pair of STAMINAs the fight moves on with the chances
of a won and a lost round, each divided by their sum.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache

WOUND = 2  # STAMINA a round's loser loses (§3)
LUCKY_WOUND_DEALT = 2  # more, when Lucky after wounding the creature (§4)
UNLUCKY_WOUND_DEALT = -1  # less ...
LUCKY_WOUND_TAKEN = -1  # a wound taken costs 1 less when Lucky
UNLUCKY_WOUND_TAKEN = 1  # and 1 more when Unlucky
SKILL_DICE, STAMINA_DICE, LUCK_DICE = "1D6+6", "2D6+12", "1D6+6"


@cache
def two_dice() -> Counter[int]:
    """How many of the 36 throws of 2D6 make each total."""
    return Counter(a + b for a in range(1, 7) for b in range(1, 7))


def one_die_plus(plus: int) -> dict[int, Fraction]:
    """The chance of each value of 1D6+``plus``."""
    return {face + plus: Fraction(1, 6) for face in range(1, 7)}


def two_dice_plus(plus: int) -> dict[int, Fraction]:
    """The chance of each value of 2D6+``plus``."""
    return {total + plus: Fraction(ways, 36) for total, ways in sorted(two_dice().items())}


def lucky_chance(luck: int) -> Fraction:
    """The chance that a Test of Luck at ``luck`` is Lucky: 2D6 at or under it (§2)."""
    return Fraction(sum(w for total, w in two_dice().items() if total <= luck), 36)


def lucky(throw: int, luck: int) -> bool:
    """§2: a throw of 2D6 at or under LUCK is Lucky."""
    return throw <= luck


def luck_after_test(luck: int) -> int:
    """§2: LUCK drops by 1 at every Test, Lucky or not (never below 0)."""
    return max(0, luck - 1)


@cache
def round_chances(skill: int, enemy_skill: int) -> tuple[Fraction, Fraction, Fraction]:
    """(you wound it, it wounds you, no one is wounded) in one round (§3): 2D6+SKILL each;
    the higher Attack Strength wounds."""
    won = lost = tied = 0
    dice = two_dice()
    for mine, a in dice.items():
        for theirs, b in dice.items():
            ways = a * b
            if mine + skill > theirs + enemy_skill:
                won += ways
            elif mine + skill < theirs + enemy_skill:
                lost += ways
            else:
                tied += ways
    return Fraction(won, 1296), Fraction(lost, 1296), Fraction(tied, 1296)


def round_winner(attack: int, enemy_attack: int) -> str:
    """§3: ``"hero"``, ``"enemy"`` or ``"none"`` (equal Attack Strengths)."""
    if attack > enemy_attack:
        return "hero"
    if attack < enemy_attack:
        return "enemy"
    return "none"


def wound(winner: str, luck: str | None = None) -> int:
    """The STAMINA the round's loser loses (§3), changed by a Test of Luck (§4):
    ``luck`` is ``"lucky"``, ``"unlucky"`` or None (no Test)."""
    if winner == "none":
        return 0
    if luck is None:
        return WOUND
    if winner == "hero":
        return WOUND + (LUCKY_WOUND_DEALT if luck == "lucky" else UNLUCKY_WOUND_DEALT)
    return WOUND + (LUCKY_WOUND_TAKEN if luck == "lucky" else UNLUCKY_WOUND_TAKEN)


def fight_chance(skill: int, stamina: int, enemy_skill: int, enemy_stamina: int) -> Fraction:
    """The exact chance of winning a whole fight with no Luck tested (§3): the Markov
    chain over (your STAMINA, its STAMINA), each round won or lost with the chances of
    ``round_chances`` given that someone is wounded."""
    return _win(skill, enemy_skill, max(0, stamina), max(0, enemy_stamina))


@cache
def _win(skill: int, enemy_skill: int, stamina: int, enemy_stamina: int) -> Fraction:
    # Each call goes one wound down: the depth is at most the two STAMINAs over 2 (a few
    # dozen), and the cache holds every state once for every later question.
    won, lost, _tied = round_chances(skill, enemy_skill)
    if enemy_stamina <= 0:
        return Fraction(1)
    if stamina <= 0:
        return Fraction(0)
    moves = won + lost
    return (won * _win(skill, enemy_skill, stamina, enemy_stamina - WOUND)
            + lost * _win(skill, enemy_skill, stamina - WOUND, enemy_stamina)) / moves


def fresh_fight_chance(enemy_skill: int, enemy_stamina: int) -> Fraction:
    """The chance that an adventurer fresh from §1 (SKILL 1D6+6, STAMINA 2D6+12, both
    rolled) wins the fight: ``fight_chance`` over every SKILL and STAMINA, weighted."""
    total = Fraction(0)
    for skill, p in one_die_plus(6).items():
        for stamina, q in two_dice_plus(12).items():
            total += p * q * fight_chance(skill, stamina, enemy_skill, enemy_stamina)
    return total


def fresh_lucky_chance() -> Fraction:
    """The chance that the first Test of Luck of an adventurer fresh from §1 is Lucky."""
    return sum((p * lucky_chance(luck) for luck, p in one_die_plus(6).items()), Fraction(0))
