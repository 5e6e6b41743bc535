"""Exact odds per start entry (docs/odds.md, "From each start"; docs/language.md, "Where
reading starts"; issue 24): ``crawlbook odds`` walks a reading from every entry where one
may begin. A Tunnel Rats mission says nothing, so every Event and card is read from its
first entry and the tables are the Events' as before; a booklet with a ``START`` line is
walked from each entry it names."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.compiler.api import compile_source, load_program
from crawlbook.compiler.odds import Start, event_odds, owners, start_odds, starts

from crawlbook.cli import main

CASES = Path(__file__).resolve().parents[1] / "data" / "cases"


@pytest.fixture(scope="module")
def hamlet() -> dict:
    return load_program("1")


def test_every_event_and_card_is_a_start_by_default(hamlet: dict) -> None:
    found = starts(hamlet)
    assert "start" not in hamlet
    assert [(s.kind, s.owner, s.title) for s in found] == owners(hamlet)
    for start in found:
        part = hamlet[f"{start.kind}s"][start.owner]
        assert start.entry == part["first"]


def test_a_walk_from_each_default_start_is_its_events(hamlet: dict) -> None:
    for start in starts(hamlet)[:6]:
        assert start_odds(hamlet, start).to_json() == event_odds(hamlet, start.owner).to_json()


def test_the_odds_command_gives_one_table_per_start(hamlet: dict) -> None:
    result = CliRunner().invoke(main, ["odds", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [e["start"] for e in data["events"]] == [s.entry for s in starts(hamlet)]
    text = CliRunner().invoke(main, ["odds", "1"]).output
    assert "Events (every option alike" in text and "From each start" not in text


def _with_start(line: str) -> dict:
    source = (CASES / "clean.mission").read_text(encoding="utf-8")
    source = source.replace("RANDOM COMBAT", f"{line}\nRANDOM COMBAT", 1)
    result = compile_source(source, "clean.mission")
    assert result.program is not None, [d.message for d in result.diagnostics]
    return result.program


def test_a_start_line_names_where_reading_starts() -> None:
    """``START 1.2`` in a Tunnel Rats booklet: the only start is entry 1.2, read from there
    (not from 1.1): the Survival test, then 1.3 or 1.4."""
    program = _with_start("START 1.2")
    assert starts(program) == [Start("1.2", "event", "1", "The Well Shaft")]
    walked = start_odds(program, starts(program)[0])
    whole = event_odds(program, "1")
    test = dict(walked.endings())
    assert set(test) == {"1.3", "1.4"} and sum(test.values()) == 1
    # From 1.1, two options of three reach the test: the endings scale by 2/3.
    assert whole.endings()["1.3"] == Fraction(2, 3) * test["1.3"]


def test_the_odds_command_on_a_start_entry(tmp_path: Path) -> None:
    source = (CASES / "clean.mission").read_text(encoding="utf-8")
    path = tmp_path / "started.mission"
    path.write_text(source.replace("RANDOM COMBAT", "START 1.2\nRANDOM COMBAT", 1),
                    encoding="utf-8")
    text = CliRunner().invoke(main, ["odds", str(path)]).output
    assert "From each start" in text and "ends at" in text
    one = CliRunner().invoke(main, ["odds", str(path), "1.2", "--format", "json"])
    data = json.loads(one.output)
    assert set(data["start"]["endings"]) == {"1.3", "1.4"}
    # An entry that is no declared start has no walk.
    other = json.loads(CliRunner().invoke(main, ["odds", str(path), "1.3",
                                                 "--format", "json"]).output)
    assert "start" not in other
