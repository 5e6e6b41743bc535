"""What the checker tells a Chainsaw Warrior author (issue 25; docs/diagnostics.md):
night after the time limit, the caret under an unknown HOUSE encounter, the goal's hint
naming the scenario's own back, one diagnostic for outcomes written under another verb's
names, and the unknown effect's hint naming the ruleset."""

from __future__ import annotations

from pathlib import Path

from crawlbook.compiler.api import compile_path
from crawlbook.rulesets.chainsaw_warrior.diagnostics import EXAMPLE_FRAME

CARD = """\
CARD SHRINE: A Shrine
SHRINE.1
Candles burn before a face you would rather not see.
{body}
→ CONTINUE THE MISSION
====="""


def check(tmp_path: Path, text: str) -> list:
    path = tmp_path / "scenario.mission"
    path.write_text(text, encoding="utf-8")
    return list(compile_path(path).diagnostics)


def scenario(body: str = CARD.format(body="[TIME BOXES 1]")) -> str:
    return EXAMPLE_FRAME.replace("{body}", body)


def test_a_clean_scenario_checks_clean(tmp_path):
    assert [d.code for d in check(tmp_path, scenario()) if d.severity == "error"] == []


def test_night_at_or_after_the_time_limit(tmp_path):
    text = scenario().replace("TIME LIMIT 60", "TIME LIMIT 30\nNIGHT AT 45")
    found = [d for d in check(tmp_path, text) if d.code == "CW234"]
    assert len(found) == 1 and "45:00" in found[0].message and found[0].span.line == 4


def test_the_caret_is_under_the_unknown_encounter(tmp_path):
    text = scenario().replace("1 DARKNESS", "1 DARKNES")
    (e222,) = [d for d in check(tmp_path, text) if d.code == "E222"]
    line = text.splitlines()[e222.span.line - 1]
    assert line[e222.span.column - 1:e222.span.end_column] == "DARKNES"


def test_the_goals_hint_names_the_scenarios_own_back(tmp_path):
    text = scenario().replace("HOUSE ROOM: 11 EMPTY, 1 DARKNESS",
                              "HOUSE CORRIDOR: 12 EMPTY")
    (cw231,) = [d for d in check(tmp_path, text) if d.code == "CW231"]
    assert "HOUSE CORRIDOR: ..., 1 DARKNESS" in (cw231.hint or "")


def test_pass_and_fail_under_chance_is_one_error(tmp_path):
    body = "[CHANCE 4]\npass → CONTINUE THE MISSION\nfail → CONTINUE THE MISSION"
    card = f"CARD SHRINE: A Shrine\nSHRINE.1\nCandles burn.\n{body}\n- - -"
    found = [d for d in check(tmp_path, scenario(card)) if d.severity == "error"]
    assert [d.code for d in found] == ["E307"]
    assert "`yes`" in found[0].message and "`pass`" in found[0].message


def test_an_unknown_effects_hint_names_the_ruleset(tmp_path):
    text = scenario(CARD.format(body="[WOUDNZZQ 1]"))
    (e301,) = [d for d in check(tmp_path, text) if d.code == "E301"]
    assert "crawlbook effects --ruleset chainsaw-warrior" in (e301.hint or "")
