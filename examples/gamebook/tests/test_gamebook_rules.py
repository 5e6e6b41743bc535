"""The classic gamebook's rules, one test each (docs/gamebook/rules.md, the section
cited), with worked examples, and hypothesis for the invariants of the chances."""

from __future__ import annotations

from collections.abc import Generator, Iterable
from fractions import Fraction
from typing import Any

import pytest
from crawlbook_gamebook import rules
from crawlbook_gamebook.engine import ENGINE, Adventurer, fight, luck_test
from hypothesis import given, settings
from hypothesis import strategies as st

from crawlbook.ruleset import EventLog, Rng, Stop


class Dice(Rng):
    """An ``Rng`` whose next die faces are scripted, then the seeded stream."""

    def __init__(self, faces: Iterable[int] = (), seed: int = 1) -> None:
        super().__init__(seed)
        self.faces = list(faces)

    def die(self, sides: int = 6) -> int:
        return self.faces.pop(0) if self.faces else super().die(sides)


def adventurer(skill: int = 9, stamina: int = 18, luck: int = 9,
               faces: Iterable[int] = ()) -> Adventurer:
    return Adventurer(program={"entries": {}}, rng=Dice(faces), skill=skill,
                      stamina=stamina, luck=luck,
                      initial={"SKILL": skill, "STAMINA": stamina, "LUCK": luck})


def drive(gen: Generator[Any, str, Any], answers: Iterable[str] = ()) -> Any:
    """Run a procedure to its end, answering its prompts in order (then "no")."""
    queue = list(answers)
    try:
        next(gen)
        while True:
            gen.send(queue.pop(0) if queue else "no")
    except StopIteration as stop:
        return stop.value


# -- §1 the adventurer ----------------------------------------------------------------

def test_the_scores_are_rolled_as_section_1_says() -> None:
    """SKILL 1D6+6, STAMINA 2D6+12, LUCK 1D6+6, each rolled and logged; the rolls are
    the Initial values."""
    seen = set()
    for seed in range(200):
        state = ENGINE.new_state({"setup": {"provisions": 3, "gold": 1}}, seed, None, {})
        assert 7 <= state.skill <= 12 and 14 <= state.stamina <= 24 and 7 <= state.luck <= 12
        assert state.initial == {"SKILL": state.skill, "STAMINA": state.stamina,
                                 "LUCK": state.luck}
        assert state.counts == {"GOLD": 1, "PROVISIONS": 3}
        purposes = [e["purpose"] for e in state.log if e["type"] == "dice"]
        assert purposes == ["Initial SKILL", "Initial STAMINA", "Initial LUCK"]
        seen.add(state.skill)
    assert seen == set(range(7, 13))


def test_no_score_goes_above_its_initial_value_nor_below_0() -> None:
    state = adventurer(skill=9, stamina=18, luck=9)
    state.set_score("LUCK", 14, "a potion")
    assert state.luck == 9
    state.set_score("SKILL", -3, "a curse")
    assert state.skill == 0


def test_stamina_at_0_ends_the_adventure() -> None:
    state = adventurer(stamina=3)
    assert state.set_score("STAMINA", 2, "a fall in section 18") is None
    assert state.set_score("STAMINA", 1 - 4, "a fall in section 18") == Stop(
        "loss", "a fall in section 18", "stamina")
    assert state.stamina == 0


# -- §2 Testing your Luck -------------------------------------------------------------

@pytest.mark.parametrize("faces,luck,result", [((4, 5), 9, "lucky"), ((4, 6), 9, "unlucky"),
                                               ((1, 1), 2, "lucky"), ((6, 6), 12, "lucky")])
def test_luck_is_2d6_at_or_under_luck(faces: tuple[int, int], luck: int, result: str) -> None:
    state = adventurer(luck=luck, faces=faces)
    assert luck_test(state, "a test") == result


def test_luck_drops_by_one_at_every_test_lucky_or_not() -> None:
    state = adventurer(luck=9, faces=(1, 1, 6, 6, 1, 1))
    assert [luck_test(state, "x") for _ in range(3)] == ["lucky", "unlucky", "lucky"]
    assert state.luck == 6


def test_the_chance_of_lucky_worked_example() -> None:
    """At LUCK 9, 30 of the 36 throws of 2D6 are 9 or less: 5/6. At LUCK 7: 21/36."""
    assert rules.lucky_chance(9) == Fraction(5, 6)
    assert rules.lucky_chance(7) == Fraction(7, 12)
    assert rules.lucky_chance(1) == 0 and rules.lucky_chance(12) == 1
    # LUCK 1D6+6 as rolled: the average of 21, 26, 30, 33, 35 and 36 out of 36
    assert rules.fresh_lucky_chance() == Fraction(21 + 26 + 30 + 33 + 35 + 36, 216)


# -- §3 fights ------------------------------------------------------------------------

def test_a_round_is_won_by_the_higher_attack_strength() -> None:
    assert rules.round_winner(17, 15) == "hero"
    assert rules.round_winner(12, 15) == "enemy"
    assert rules.round_winner(15, 15) == "none"


def test_the_loser_of_a_round_loses_2_stamina() -> None:
    """SKILL 9 against a GHOUL of SKILL 7 STAMINA 7: the creature's dice first, then
    yours. Round 1: 2+2+7=11 against 5+5+9=19, you wound it (7 -> 5); round 2: 6+6+7=19
    against 1+1+9=11, it wounds you (18 -> 16); round 3: 3+3+7 = 13 against 1+3+9 = 13,
    no one; then three won rounds."""
    faces = (2, 2, 5, 5, 6, 6, 1, 1, 3, 3, 1, 3) + (1, 1, 6, 6) * 3
    state = adventurer(faces=faces)
    assert drive(fight(state, {"name": "ghoul", "skill": 7, "stamina": 7}, "14")) == "win"
    wounds = [(e["to"], e["stamina"]) for e in state.log if e["type"] == "wound"]
    assert wounds == [("GHOUL", 5), ("GHOUL", 3), ("GHOUL", 1), ("GHOUL", 0)]
    assert state.stamina == 16
    attacks = [e["winner"] for e in state.log if e["type"] == "attack"]
    assert attacks == ["hero", "enemy", "none", "hero", "hero", "hero"]


def test_a_lost_fight_ends_the_adventure() -> None:
    state = adventurer(stamina=2, luck=0, faces=(6, 6, 1, 1))
    dead = drive(fight(state, {"name": "troll", "skill": 9, "stamina": 9}, "8"))
    assert dead == Stop("loss", "TROLL in section 8", "stamina")
    assert state.log[-1]["type"] == "fight_end" and state.log[-1]["winner"] == "enemy"


# -- §4 Luck in fights ----------------------------------------------------------------

@pytest.mark.parametrize("winner,luck,lost", [
    ("hero", None, 2), ("hero", "lucky", 4), ("hero", "unlucky", 1),
    ("enemy", None, 2), ("enemy", "lucky", 1), ("enemy", "unlucky", 3), ("none", None, 0)])
def test_luck_changes_the_wound(winner: str, luck: str | None, lost: int) -> None:
    assert rules.wound(winner, luck) == lost


def test_a_lucky_wound_costs_the_creature_4() -> None:
    """Round 1 won (1+1+7 against 6+6+9), Luck tested (2+2 against LUCK 9): lucky, the
    GHOUL loses 4 (7 -> 3); LUCK drops to 8. Round 2 won, Luck not tested: 3 -> 1; then
    the seeded dice finish the fight."""
    state = adventurer(stamina=40, faces=(1, 1, 6, 6, 2, 2, 1, 1, 6, 6))
    state.initial["STAMINA"] = 40
    assert drive(fight(state, {"name": "ghoul", "skill": 7, "stamina": 7}, "14"),
                 ["luck", "no"]) == "win"
    state.log = EventLog([e for e in state.log if e["type"] == "wound" and e["to"] == "GHOUL"][:2])
    assert [e["stamina"] for e in state.log if e["type"] == "wound"] == [3, 1]
    assert state.luck == 8


def test_no_luck_is_offered_at_luck_0() -> None:
    state = adventurer(luck=0, faces=(1, 1, 6, 6) * 4)
    gen = fight(state, {"name": "rat", "skill": 1, "stamina": 4}, "9")
    with pytest.raises(StopIteration):
        next(gen)


# -- the whole fight: a Markov chain over both STAMINAs ---------------------------------

def test_one_round_worked_example() -> None:
    """SKILL 9 against 7: you win a round 287/432 of the time, lose 155/648, tie
    125/1296 (the 1,296 pairs of 2D6 throws counted)."""
    assert rules.round_chances(9, 7) == (Fraction(287, 432), Fraction(155, 648),
                                         Fraction(125, 1296))


def test_a_fight_of_one_wound_each_is_one_decided_round() -> None:
    won, lost, _tied = rules.round_chances(8, 8)
    assert rules.fight_chance(8, 2, 8, 2) == won / (won + lost) == Fraction(1, 2)


def test_a_whole_fight_is_not_one_round() -> None:
    """Two wounds each: win two decided rounds before losing two."""
    won, lost, _ = rules.round_chances(9, 7)
    p = won / (won + lost)
    expected = p * p + 2 * p * p * (1 - p)
    assert rules.fight_chance(9, 4, 7, 4) == expected


def test_a_fight_matches_play() -> None:
    """The exact chance against 3,000 played fights (SKILL 8, STAMINA 8 against SKILL 8,
    STAMINA 6, no Luck): within four standard errors."""
    chance = rules.fight_chance(8, 8, 8, 6)
    won = 0
    for seed in range(3000):
        state = adventurer(skill=8, stamina=8, luck=0)
        state.rng = Rng(seed)
        won += drive(fight(state, {"name": "x", "skill": 8, "stamina": 6}, "1")) == "win"
    error = (float(chance) * (1 - float(chance)) / 3000) ** 0.5
    assert abs(won / 3000 - float(chance)) < 4 * error


scores = st.integers(min_value=1, max_value=14)
staminas = st.integers(min_value=1, max_value=24)


@settings(max_examples=60, deadline=None)
@given(scores, staminas, scores, staminas)
def test_fight_chances_are_chances_and_grow_with_skill_and_stamina(
        skill: int, stamina: int, enemy_skill: int, enemy_stamina: int) -> None:
    chance = rules.fight_chance(skill, stamina, enemy_skill, enemy_stamina)
    assert 0 <= chance <= 1
    assert rules.fight_chance(skill + 1, stamina, enemy_skill, enemy_stamina) >= chance
    assert rules.fight_chance(skill, stamina + 2, enemy_skill, enemy_stamina) >= chance
    assert rules.fight_chance(skill, stamina, enemy_skill, enemy_stamina + 2) <= chance


@settings(max_examples=60, deadline=None)
@given(scores, scores)
def test_round_chances_sum_to_one_and_mirror(skill: int, enemy_skill: int) -> None:
    won, lost, tied = rules.round_chances(skill, enemy_skill)
    assert won + lost + tied == 1
    assert rules.round_chances(enemy_skill, skill) == (lost, won, tied)


@given(st.integers(min_value=-3, max_value=15))
def test_lucky_chance_grows_with_luck(luck: int) -> None:
    assert 0 <= rules.lucky_chance(luck) <= rules.lucky_chance(luck + 1) <= 1
