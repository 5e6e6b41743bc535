"""The exact distribution of an Event's outcomes (``compiler/odds.py``'s ``event_odds``;
docs/odds.md, "Whole Events"): every option alike, every test with its exact chance,
Log Entry checks read against what the walk has noted."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.compiler.odds import NOTED, event_odds, owners, program_odds, summary_line
from crawlbook.rulesets.tunnel_rats.odds import measures, profiles
from crawlbook.rulesets.tunnel_rats.odds.traits import trait_test_chance
from hypothesis import given, settings
from hypothesis import strategies as st

from crawlbook import plugins

CASES = Path(__file__).resolve().parents[1] / "data" / "cases"


@pytest.fixture(scope="module")
def clean() -> dict:
    return load_program(CASES / "clean.mission")


def test_event_1_of_the_clean_case_by_hand(clean: dict) -> None:
    """1.1 offers three options (the third because the team holds RADIO, a RULES
    marker); two lead to a Survival test of the Support Man: pass notes WELL, fail
    costs 2 Damage."""
    p = trait_test_chance(profiles({}), "SUPPORT", "SURVIVAL", 2)
    found = event_odds(clean, "1")
    assert found.endings() == {"1.3": Fraction(2, 3) * p, "1.1": Fraction(1, 3),
                               "1.4": Fraction(2, 3) * (1 - p)}
    assert found.log_entries() == {"WELL": Fraction(2, 3) * p}
    assert found.marginals()["Damage taken"] == {0: 1 - Fraction(2, 3) * (1 - p),
                                                 2: Fraction(2, 3) * (1 - p)}
    assert found.unresolved == 0
    assert sum(o.chance for o in found.outcomes) == 1
    assert any("RADIO" in a for a in found.assumptions)


def test_a_log_entry_check_reads_what_the_walk_noted(clean: dict) -> None:
    """Event 3 checks ``noted WELL and not noted LOUD``: an Event starts with nothing
    noted (docs/odds.md), so it always goes to 3.3."""
    found = event_odds(clean, "3")
    assert found.endings() == {"3.3": Fraction(1)}
    assert found.marginals()["Threat"] == {1: Fraction(1)}


def test_cards_are_walked_too(clean: dict) -> None:
    found = event_odds(clean, "TR18")
    assert found.endings() == {"TR18.1": Fraction(1)}
    assert found.marginals()["Damage taken"] == {1: Fraction(1)}
    assert ("card", "TR18", "BOOBY TRAP") in owners(clean)


def test_measures_count_all_three_rats() -> None:
    """``ALL`` is the three Rats of the Team ("Team Set Up")."""
    assert measures("DAMAGE", {"who": "ALL", "amount": 2}) == {"Damage taken": 6}
    assert measures("DISCARD", {"count": 2, "unit": "TB"}) == {"TB cards Discarded": 2}
    assert measures("NOTE", {"name": "X"}) == {}


def test_program_odds_keys_entries_with_odds(clean: dict) -> None:
    found = program_odds(clean)
    assert set(found) == {"1.2", "2.1"}
    [(text, odds)] = found["1.2"]
    assert text == "TEST SUPPORT SURVIVAL DIFF 2" and summary_line(found["1.2"])
    assert odds.chances["pass"] + odds.chances["fail"] == 1


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["1", "2", "3", "4", "5", "6", "7", "8"]))
def test_every_event_of_a_bundled_mission_sums_to_one(event: str) -> None:
    """However an Event branches, its outcomes and what is left unresolved make 1, and
    each measure's distribution too."""
    program = load_program("1")
    if event not in (program.get("events") or {}):
        return
    found = event_odds(program, event)
    total = sum((o.chance for o in found.outcomes), Fraction(0)) + found.unresolved
    assert total == 1
    for dist in found.marginals().values():
        assert sum(dist.values()) == 1 - found.unresolved
    assert NOTED in found.marginals()


# -- loops: solved as an absorbing Markov chain, not unrolled (issue 29) ------------------

LOOP = """MISSION 1: Loop
LEVELS 1
TB DECK 10

EVENT 1: A loop

1.1
[TEST LEAD SURVIVAL DIFF 2]
pass → 1.2
fail → 1.3
- - - - - - - - - - - - - - - - - - - -
1.2
[NOTE WELL]
→ CONTINUE THE MISSION
========================================
1.3
Do you:
• try again → 1.1
• give up → CONTINUE THE MISSION
- - - - - - - - - - - - - - - - - - - -
"""


def small(value: Fraction) -> bool:
    return value.denominator < 10**9


def test_a_loop_without_a_growing_measure_is_solved_exactly(tmp_path: Path) -> None:
    """1.1 tests; a fail offers to try again (half the time): P(WELL) = p / (1 - q/2)."""
    from crawlbook.compiler.api import compile_source

    program = compile_source(LOOP, "loop.mission", force=True).program  # an Event alone
    assert program is not None
    p = trait_test_chance(profiles({}), "LEAD", "SURVIVAL", 2)
    found = event_odds(program, "1")
    assert found.unresolved == 0
    assert found.log_entries() == {"WELL": p / (1 - (1 - p) / 2)}
    assert sum(found.endings().values()) == 1


@pytest.mark.parametrize("mission,card", [("chainsaw-warrior", "LOCKED_DOOR"),
                                          ("chainsaw-warrior-blackout", "RIFT_ENGINE")])
def test_a_card_that_loops_has_exact_small_fractions(mission: str, card: str) -> None:
    """The Locked Door's "shut" outcome costs a time box and reads the card again; the
    Rift Engine's failed attempt costs a minute and tries again. Nothing is left
    unresolved, every chance is a small exact fraction (no 155-digit one), a measure
    that grows round the loop ends in an exact "or more" row, and one that does not
    (the one fight before the engine) is exactly 1."""
    found = event_odds(load_program(mission), card)
    assert found.unresolved == 0
    assert sum(found.endings().values()) == 1
    assert all(small(c) for c in found.endings().values()), found.endings()
    assert all(small(o.chance) for o in found.outcomes)
    for name, dist in found.marginals().items():
        assert sum(dist.values()) == 1, name
        assert all(small(c) for c in dist.values()), (name, dist)
        assert len(dist) <= 12, (name, dist)
    assert "Time boxes" in found.open_ended
    assert all(small(m) for m in found.means.values())
    if card == "RIFT_ENGINE":
        assert found.marginals()["Fights"] == {1: Fraction(1)}
        assert found.endings()["RIFT_ENGINE.4"] == Fraction(1, 3)


def test_the_locked_door_by_hand() -> None:
    """LOCKED_DOOR.1: two options alike; .2's SMASH_DOOR outcomes by the ruleset's odds;
    "shut" reads .5 (one time box) and .1 again. The chance of ending on each entry
    solves x = 1/2 + ... once, exactly."""
    program = load_program("chainsaw-warrior")
    found = event_odds(program, "LOCKED_DOOR")
    from crawlbook.compiler.odds import effect_odds

    smash = effect_odds(program, "SMASH_DOOR", {}, plugins.for_program(program))
    # SMASH_DOOR's chances depend on the weapon used: without odds, its four outcomes
    # are taken alike (the assumptions say so).
    c = smash.chances if smash is not None else {k: Fraction(1, 4)
                                                 for k in ("open", "burnt", "shut", "unable")}
    assert any("SMASH_DOOR" in a for a in found.assumptions) or smash is not None
    again = Fraction(1, 2) * c.get("shut", Fraction(0))  # back to .1 once
    assert found.endings()["LOCKED_DOOR.4"] == Fraction(1, 2) * c["open"] / (1 - again)
    boxes = found.marginals()["Time boxes"]
    assert boxes[0] == 1 - again
    assert boxes[1] == again * (1 - again)
    assert found.means["Time boxes"] == again / (1 - again)


def test_odds_prints_small_exact_fractions_for_a_loop() -> None:
    """`crawlbook odds chainsaw-warrior LOCKED_DOOR` (issue 29): no fraction of a hundred
    digits in the "exact" column, the loop's tail in one "or more" row."""
    import re

    from click.testing import CliRunner

    from crawlbook.cli import main

    result = CliRunner().invoke(main, ["odds", "chainsaw-warrior", "LOCKED_DOOR"],
                                env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    fractions = re.findall(r"\b(\d+)/(\d+)\b", result.output)
    assert fractions and all(len(d) <= 6 for _n, d in fractions), fractions
    assert "or more" in result.output and "Still reading" not in result.output
