"""The bundled missions have what docs/missions.md promises, counted from their compiled programs.

Each full mission (rulebook, "Using the Mission Booklets"): its set-up (levels, TB deck
with TR18, level decks, mission rules, Random Combat), at least 8 Events and 45 entries,
at least 6 Log Entries each noted and tested (one across Events), Trait tests of all five
Traits by the Lead Man, a random and a chosen Rat at DIFF 1 to 3, at least 3 Combats with
side Initiative, a target, Elite VC and a Reserve, and Success Points that depend on at
least 3 things. Across the three: every other effect. The training mission: one level,
three Events (the Crawl, a Trait test, a Combat).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from crawlbook.missions import bundled
from crawlbook.rulesets.tunnel_rats.language import TRAITS
from mission_facts import (
    checked_names,
    compiled,
    effects,
    event_entries,
    full_missions,
    noted,
    program_of,
)

FULL = full_missions()
ALL = [m.path for m in bundled() if m.ruleset == "tunnel-rats"]
# The content pack has Event tunnel cards 1..10 and 7 Standard cards per level.
EVENT_CARDS = range(1, 11)
STANDARD_PER_LEVEL = 7



def both(program: dict) -> dict:
    """The mission's neutral part and its Tunnel Rats set-up side by side."""
    return {**program["mission"], **program["setup"]}

def _ids(path: Path) -> str:
    return path.stem


@pytest.mark.parametrize("path", ALL, ids=_ids)
def test_mission_compiles_with_no_diagnostic_at_all(path: Path) -> None:
    result = compiled(path)
    assert [f"{d.code} {d.span.line if d.span else '-'}: {d.message}"
            for d in result.diagnostics] == []
    assert result.program is not None


@pytest.mark.parametrize("path", ALL, ids=_ids)
def test_every_mission_includes_the_18_tb_cards(path: Path) -> None:
    cards = program_of(path)["cards"]
    assert sorted(cards, key=lambda c: int(c[2:])) == [f"TR{i}" for i in range(1, 19)]
    assert cards["TR18"]["title"] == "BOOBY TRAP"


def test_tb_cards_rice_no_effect_cards_and_endings() -> None:
    """Rulebook, Trait Tests: RICE makes a random Rat test Perception at DIFF 2; some TB
    Encounters have no effect (Resolve TB Encounter)."""
    program = program_of(ALL[0])
    card_entries = [e for e in program["entries"].values() if e["owner_kind"] == "card"]
    rice = [c for c in program["cards"].values() if c["title"] == "RICE"]
    assert len(rice) == 1
    first = program["entries"][rice[0]["first"]]["ending"]
    assert first["kind"] == "resolve" and first["verb"] == "TEST"
    assert first["params"] == {"who": "RANDOM", "trait": "PERCEPTION", "diff": 2}
    by_card: dict[str, list[dict[str, Any]]] = {}
    for e in card_entries:
        by_card.setdefault(e["owner"], []).append(e)
    no_effect = [code for code, entries in by_card.items()
                 if not list(effects(entries))
                 and all(e["ending"]["kind"] == "goto" for e in entries)]
    assert len(no_effect) >= 2
    # Every card ends somewhere in CONTINUE THE MISSION (the checks prove every path does).
    for entries in by_card.values():
        targets = set()
        for e in entries:
            ending = e["ending"]
            targets |= {ending.get("to")} | {w.get("to") for w in
                                             ending.get("options", []) + ending.get("arms", [])}
            targets |= set(ending.get("outcomes", {}).values())
        assert "CONTINUE" in targets


@pytest.mark.parametrize("path", FULL, ids=_ids)
def test_set_up(path: Path) -> None:
    mission = both(program_of(path))
    assert mission["levels"] in (2, 3)
    assert 9 <= mission["tb_deck"] <= 11
    assert mission["briefing"] and mission["objectives"]
    assert all(o["log_entry"] for o in mission["objectives"])
    assert [d["level"] for d in mission["decks"]] == list(range(1, mission["levels"] + 1))
    assert all(d["standard"] <= STANDARD_PER_LEVEL for d in mission["decks"])
    # At least one mission rule the engine honours: a forbidden exit or a marker to carry.
    assert mission["rules"] or mission["markers"]
    assert {r["verb"] for r in mission["rules"]} <= {"FORBID_EXIT", "MARKER"}
    assert mission["random_combat"]["verb"] == "COMBAT"


def test_levels_and_tb_decks_across_the_three_missions() -> None:
    missions = [both(program_of(p)) for p in FULL]
    assert sorted(m["levels"] for m in missions) == [2, 3, 3]
    assert sorted(m["tb_deck"] for m in missions) == [9, 10, 11]


@pytest.mark.parametrize("path", FULL, ids=_ids)
def test_events_and_entries(path: Path) -> None:
    program = program_of(path)
    numbers = sorted(int(n) for n in program["events"])
    assert len(numbers) >= 8 and set(numbers) <= set(EVENT_CARDS)
    placed = sorted(n for d in program["setup"]["decks"] for p in d["placements"]
                    for n in p["events"])
    assert placed == numbers, "every Event card is placed in exactly one level deck"
    assert len(event_entries(program)) >= 45


@pytest.mark.parametrize("path", FULL, ids=_ids)
def test_log_entries_noted_and_tested(path: Path) -> None:
    entries = event_entries(program_of(path))
    notes, tests = noted(entries), checked_names(entries)
    both = set(notes) & set(tests)
    assert len(both) >= 6, sorted(both)
    across = [name for name in both if tests[name] - notes[name]]
    assert across, "at least one Log Entry is tested in another Event than it is noted in"


@pytest.mark.parametrize("path", FULL, ids=_ids)
def test_trait_tests_cover_traits_testers_and_diffs(path: Path) -> None:
    trait_tests = [e["params"] for e in effects(event_entries(program_of(path)))
                   if e["verb"] == "TEST"]
    assert {t["trait"] for t in trait_tests} == set(TRAITS)
    assert {"LEAD", "RANDOM", "CHOSEN"} <= {t["who"] for t in trait_tests}
    assert {1, 2, 3} <= {t["diff"] for t in trait_tests}


@pytest.mark.parametrize("path", FULL, ids=_ids)
def test_combats_set_up_by_events(path: Path) -> None:
    """Rulebook, Combat: side Initiative, a VC targeting a Rat, Elite VC, a VC Reserve."""
    combats = [e["params"] for e in effects(event_entries(program_of(path)))
               if e["verb"] == "COMBAT"]
    assert len(combats) >= 3
    assert any(c["initiative"] in ("RATS", "VC") for c in combats)
    assert any(c["target"] for c in combats)
    assert any(c["elite"] > 0 for c in combats)
    assert any(c["standard"] + c["elite"] > 3 for c in combats)


@pytest.mark.parametrize("path", FULL, ids=_ids)
def test_success_points_depend_on_three_things(path: Path) -> None:
    lines = program_of(path)["end_of_mission"]["success_points"]
    things = set()
    for line in lines:
        if line.get("per"):
            things.add(line["per"])
        if line.get("if") and "noted" in str(line["if"]):
            things.add("LOG ENTRY")
    assert len(things & {"LOG ENTRY", "RAT STANDING", "TB CARD LEFT", "OBJECTIVE MET"}) >= 3


def test_every_other_effect_across_the_three_missions() -> None:
    used: dict[str, list[dict[str, Any]]] = {}
    rule_markers: set[str] = set()
    for path in FULL:
        program = program_of(path)
        for e in effects(event_entries(program)):
            used.setdefault(e["verb"], []).append(e["params"])
        rule_markers |= set(program["mission"]["markers"])
    for verb in ("DAMAGE", "HEAL", "THREAT", "ROLL", "SET", "DISCARD", "RECOVER", "GAIN",
                 "LOSE", "RETURN", "NOTE", "TEST", "COMBAT"):
        assert verb in used, verb
    deltas = [p["delta"] for p in used["THREAT"]]
    assert any(d > 0 for d in deltas) and any(d < 0 for d in deltas)
    lost = {str(p["name"]) for p in used["LOSE"]}
    assert lost & rule_markers, "a marker the mission rules hand out is given up"


def test_training_mission_teaches_one_thing_per_event() -> None:
    program = program_of(bundled()[0].path)
    assert program["setup"]["levels"] == 1
    assert sorted(int(n) for n in program["events"]) == [1, 2, 3]
    deck = program["setup"]["decks"][0]
    assert deck["standard"] + sum(len(p["events"]) for p in deck["placements"]) <= 5

    def verbs(event: str) -> set[str]:
        entries = [e for e in event_entries(program) if e["owner"] == event]
        return {e["verb"] for e in effects(entries)}

    assert not verbs("1") & {"TEST", "COMBAT"}
    assert "TEST" in verbs("2") and "COMBAT" not in verbs("2")
    assert "COMBAT" in verbs("3") and "TEST" not in verbs("3")
