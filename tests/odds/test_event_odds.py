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
