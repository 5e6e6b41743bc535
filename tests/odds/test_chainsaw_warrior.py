"""Chainsaw Warrior's exact odds (``rulesets/chainsaw_warrior/odds.py``; docs/odds.md,
"Chainsaw Warrior"): Reflex tests, Aimed Shots, Hand-to-Hand rounds, one-die chances
and hiding, each checked against the rulebook's words and examples."""

from __future__ import annotations

from fractions import Fraction

from crawlbook.compiler.odds import Odds
from crawlbook.rulesets.chainsaw_warrior.odds import (
    dice_chances,
    fresh_warriors,
    hth_round,
    measures,
    odds,
    reflex_pass,
    shot_hits,
)
from hypothesis import given
from hypothesis import strategies as st


def test_testing_reflexes_the_rulebook_example() -> None:
    """"Testing Reflexes": "if your Reflexes are 8, a roll of any number from 2 to 8 is
    a success": 26 of the 36 throws of 2D6."""
    assert reflex_pass(8) == Fraction(26, 36)
    assert reflex_pass(12) == 1 and reflex_pass(6, modifier=5) == 0


def test_a_card_adds_to_the_roll() -> None:
    """Mines: "Test your Reflexes, adding 2 to the die roll"."""
    assert reflex_pass(8, modifier=2) == reflex_pass(6)


def test_rapid_fire_example_needs_a_10() -> None:
    """"Rapid Fire", example: the Sub-Machine Gun needs 11 against the Meat Machine, "as
    your Marksmanship is +1 you only need a 10": 6 throws of 36."""
    assert shot_hits(11, 1) == Fraction(6, 36) == shot_hits(10, 0)


@given(st.integers(5, 16), st.integers(2, 14))
def test_a_hand_to_hand_round_is_win_draw_or_lose(rating: int, attack: int) -> None:
    """"Making a Hand-to-Hand Attack": equal totals draw, higher wins, lower loses."""
    found = hth_round(rating, attack)
    assert sum(found.values()) == 1
    if rating == attack:  # the same dice on both sides
        assert found["win"] == found["lose"]
        assert found["draw"] == sum(p * p for p in dice_chances("2D6").values())
    assert (found["win"] >= found["lose"]) == (rating >= attack)


def test_a_fresh_warrior() -> None:
    """"Creating Your Warrior": Reflexes 1D6+5, HtH 1D6+6, the Marksmanship table, one
    skill (Agility +1 Reflexes, Strength +1 HtH, Marksmanship +1)."""
    warriors = fresh_warriors()
    assert sum(w.chance for w in warriors) == 1
    assert {w.reflexes for w in warriors} == set(range(6, 13))
    assert {w.hth for w in warriors} == set(range(7, 14))
    assert {w.marksmanship for w in warriors} == set(range(-2, 4))
    top = sum(w.chance for w in warriors if w.reflexes == 12)
    assert top == Fraction(1, 36)  # a 6 on the die and the Agility skill


def test_the_verbs() -> None:
    test = odds("TEST", {"what": "REFLEXES", "modifier": 0}, {})
    assert isinstance(test, Odds) and sum(test.chances.values()) == 1
    chance = odds("CHANCE", {"on": 5}, {})
    assert chance is not None and chance.chances["yes"] == Fraction(1, 3)
    hide = odds("HIDE", {"creature": "ZOMBIE"}, {})
    assert hide is not None and hide.chances["hidden"] == Fraction(1, 36)
    shoot = odds("SHOOT", {"creature": "ZOMBIE"}, {})
    assert shoot is not None and shoot.rows and sum(shoot.chances.values()) == 1
    fight = odds("FIGHT", {"creature": "ZOMBIE", "aimed": "NO"}, {})
    assert fight is not None and all("Aimed" not in r.label for r in fight.rows)
    for row in fight.rows:
        assert sum(c for c in row.cells if isinstance(c, Fraction)) == 1
    skill = odds("SKILL", {"skill": "CLIMBING"}, {})
    assert skill is not None and skill.chances["yes"] == Fraction(1, 6)
    assert odds("WOUNDS", {"count": 1}, {}) is None


def test_measures_count_numbers_not_dice() -> None:
    assert measures("WOUNDS", {"count": 2}) == {"Wounds taken": 2}
    assert measures("WOUNDS", {"count": "1D6"}) == {}
    assert measures("TIME", {"unit": "MINUTES", "count": 3}) == {"Time boxes": 6}
