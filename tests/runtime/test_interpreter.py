"""The mission interpreter (rulebook "Using the Mission Booklets", "Resolve Event",
"Resolve TB Encounter"; docs/program-format.md)."""

from __future__ import annotations

import pytest
from crawlbook.runtime.interpreter import ProgramFault

from tests.rulesets.tunnel_rats.helpers import (
    GRAY,
    YELLOW,
    answer_all,
    card,
    content_with,
    events,
    new,
    rig,
)

from .programs import CONTINUE, branch, decision, effect, entry, goto, program, text, trait


def event_program(entries: list, *, markers=(), **kw) -> dict:
    cards = [card("E1", "event", None, event=1), card("L1-A", level=1)]
    return program(content=content_with(cards), events={1: ("Test Event", entries)},
                   mission={"levels": 1, "markers": list(markers), "decks": [
                       {"level": 1, "standard": 0, "placements": [
                           {"events": [1], "where": "top", "depth": None}]}]}, **kw)


def enter_event(prog: dict, *rigged: int, team=("knuckles", "light", "ghost")):
    game = new(prog, team=team)
    game.answer("continue")
    rig(game, GRAY, *rigged)
    answer_all(game, "right-top")
    return game


def test_reading_stops_at_every_line():
    """"Stop reading when you reach a horizontal line in the entry"."""
    game = enter_event(event_program([
        entry("1.1", [text("First."), text("Second.")], goto("1.2")),
        entry("1.2", [text("Third.")], goto(CONTINUE))]))
    assert game.prompt.kind == "read" and game.prompt.ids() == ["continue"]
    assert game.prompt.info["entry"] == "1.1"
    assert game.prompt.info["text"] == ["First.", "Second."]
    # The text after the line has not been revealed yet.
    assert [e["text"] for e in events(game, "text")] == ["First.", "Second."]
    game.answer("continue")
    assert game.prompt.info["text"] == ["Third."]
    game.answer("continue")
    assert game.prompt.kind == "exit"  # CONTINUE THE MISSION: back to the Crawl
    assert events(game, "event_end")


def test_decision_offers_only_options_whose_condition_holds():
    prog = event_program([
        entry("1.1", [text("Do you:")], decision(("a", CONTINUE), ("b", "1.2"),
                                                  ("c", "1.2", {"has": "RADIO"}))),
        entry("1.2", [effect("NOTE", name="B")], goto(CONTINUE))])
    game = enter_event(prog)
    assert game.prompt.kind == "decision" and game.prompt.ids() == ["1", "2"]
    assert game.prompt.info["options"][1] == {"id": "2", "text": "b"}
    game.answer("2")
    assert "B" in game.state.log_entries
    with_radio = enter_event(event_program(prog_entries := [
        entry("1.1", [], decision(("a", CONTINUE), ("c", CONTINUE, {"has": "RADIO"})))],
        markers=["RADIO"]))
    assert prog_entries and with_radio.prompt.ids() == ["1", "2"]


def test_test_ending_reads_then_rolls_then_follows_outcome():
    prog = event_program([
        entry("1.1", [text("Climb.")], trait("LEAD", "SURVIVAL", 1, "1.2", "1.3")),
        entry("1.2", [effect("NOTE", name="UP")], goto(CONTINUE)),
        entry("1.3", [effect("DAMAGE", who="LEAD", amount=2)], goto(CONTINUE))])
    game = enter_event(prog)
    assert game.prompt.kind == "read" and not events(game, "trait_test")
    rig(game, 0, 0, 0)  # three 1s: passes
    game.answer("continue")
    assert events(game, "trait_test")[-1]["passed"] is True
    assert events(game, "outcome")[-1] == {**events(game, "outcome")[-1], "to": "1.2"}
    game.answer("continue")
    assert "UP" in game.state.log_entries


def test_branch_takes_the_first_arm_that_holds():
    prog = event_program([
        entry("1.1", [effect("NOTE", name="WELL")],
              branch(({"noted": "LOUD"}, "1.2"), ({"noted": "WELL"}, "1.3"), (None, "1.2"))),
        entry("1.2", [], goto(CONTINUE)),
        entry("1.3", [effect("NOTE", name="CACHE")], goto(CONTINUE))])
    game = enter_event(prog)
    answer_all(game, "continue", "continue")
    assert game.state.log_entries == ["WELL", "CACHE"]


@pytest.mark.parametrize(("cond", "expected"), [
    ({"noted": "A"}, True), ({"noted": "Z"}, False), ({"has": "RADIO"}, True),
    ({"not": {"has": "RADIO"}}, False), ({"and": [{"noted": "A"}, {"has": "RADIO"}]}, True),
    ({"or": [{"noted": "Z"}, {"noted": "A"}]}, True),
    ({"and": [{"noted": "A"}, {"not": {"or": [{"noted": "Z"}, {"has": "X"}]}}]}, True)])
def test_conditions(cond, expected):
    from crawlbook.runtime.conditions import holds

    game = new(program(mission={"markers": ["RADIO"]}))
    game.state.log_entries.append("A")
    assert holds(game.state, cond) is expected


def test_every_effect_verb():
    prog = event_program([
        entry("1.1", [effect("DAMAGE", who="LEAD", amount=3), effect("HEAL", who="ALL", amount=1),
                      effect("THREAT", delta=2), effect("THREAT", delta=-1),
                      effect("SET", what="THREAT", value=6), effect("DISCARD", count=2),
                      effect("RECOVER", count=1), effect("NOTE", name="loud"),
                      effect("GAIN", name="RADIO"), effect("GAIN", name="MAP"),
                      effect("LOSE", name="RADIO"), effect("RETURN", to="PREVIOUS")],
              goto(CONTINUE))])
    game = enter_event(prog)
    s = game.state
    assert s.team.at("LEAD").damage == 2
    assert s.threat == 6 and s.tb.marker == 1 and s.log_entries == ["LOUD"]
    assert s.markers == ["MAP"]
    assert s.complex.position == s.complex.entrance
    assert events(game, "move")[-1]["to"] == [1, 1]


def test_roll_threat_in_event_brings_no_encounter():
    """Rulebook "Resolve Event": a Threat roll inside an Event updates Threat but never
    brings a TB Encounter."""
    prog = event_program([entry("1.1", [effect("ROLL", die="THREAT")], goto(CONTINUE))])
    game = enter_event(prog, 5)  # red inside the Event
    rolls = events(game, "threat_roll")
    assert rolls[-1]["face"] == "red" and rolls[-1]["during_event"] is True
    assert not events(game, "tb_encounter")


def test_chosen_rat_is_a_prompt():
    prog = event_program([entry("1.1", [effect("DAMAGE", who="CHOSEN", amount=2)],
                                goto(CONTINUE))])
    game = enter_event(prog)
    assert game.prompt.kind == "rat" and set(game.prompt.ids()) == {"knuckles", "light", "ghost"}
    game.answer("light")
    assert game.state.team.rat("light").damage == 2


def test_support_falls_to_last_rat_when_taken_out():
    """Our ruling: an effect naming an empty position hits the last Rat of the Formation."""
    prog = event_program([entry("1.1", [effect("DAMAGE", who="SUPPORT", amount=10),
                                        effect("DAMAGE", who="SUPPORT", amount=1)],
                                goto(CONTINUE))])
    game = enter_event(prog)
    assert game.state.team.rat("ghost").taken_out
    assert game.prompt.kind == "positions"
    game.answer("keep")  # the markers move up
    assert game.state.team.rat("light").damage == 1


def test_position_markers_are_reassigned_at_once():
    """Rulebook "Applying Damage": "Re-assign the Position markers if a Rat is Taken Out.
    You must always have a Lead Man, and a Backup Man if possible": the player chooses
    at once, so a LEAD test later in the same Event goes to the Rat chosen."""
    prog = event_program([entry("1.1", [effect("DAMAGE", who="LEAD", amount=10),
                                        effect("DAMAGE", who="LEAD", amount=1)],
                                goto(CONTINUE))])
    game = enter_event(prog)
    assert game.prompt.kind == "positions"
    assert game.prompt.ids() == ["keep", "ghost,light"]
    assert game.prompt.default == "keep" and game.prompt.info["taken_out"] == "knuckles"
    game.answer("ghost,light")
    assert game.state.team.at("LEAD").id == "ghost"
    assert game.state.team.rat("ghost").damage == 1 and game.state.team.rat("light").damage == 0
    assert events(game, "formation")[-1] == {**events(game, "formation")[-1],
                                             "formation": ["ghost", "light"],
                                             "cause": "taken_out"}


def test_two_rats_taken_out_fail_the_mission():
    """Rulebook "Mission Objectives": 2 of the 3 Rats Taken Out."""
    prog = event_program([entry("1.1", [effect("DAMAGE", who="LEAD", amount=10),
                                        effect("DAMAGE", who="LEAD", amount=10),
                                        effect("NOTE", name="NEVER")], goto(CONTINUE))])
    game = enter_event(prog)
    game.answer("keep")  # the Position markers after the first Rat
    assert game.over and game.result.cause == "rats_taken_out"
    assert "NEVER" not in game.state.log_entries
    assert [e["rat"] for e in events(game, "taken_out")] == ["knuckles", "light"]
    assert game.log[-1]["type"] == "mission_end"


def test_tb_encounter_runs_the_card_entries():
    cards = {"TR18": ("BOOBY TRAP", [entry("TR18.1", [text("Wire.")],
                                           decision(("step over", CONTINUE),
                                                    ("cut", "TR18.2"))),
                                     entry("TR18.2", [effect("DAMAGE", who="LEAD", amount=1)],
                                           goto(CONTINUE))])}
    prog = program(cards=cards, content=content_with([card("L1-A", level=1)]),
                   mission={"levels": 1, "tb_deck": 9,
                            "decks": [{"level": 1, "standard": 1, "placements": []}]})
    game = new(prog)
    game.answer("continue")
    game.state.tb.draw = ["TR1", "TR18", "TR2"]  # TR2 is discarded, TR18 comes up
    rig(game, YELLOW)
    answer_all(game, "right-top")
    assert game.prompt.kind == "decision" and game.prompt.info["owner_kind"] == "card"
    assert events(game, "tb_encounter")[-1]["card"] == "TR18"
    game.answer("2")
    assert game.state.team.at("LEAD").damage == 1
    assert game.state.tb.face_up and game.state.tb.top == "TR18"


def test_missing_entry_is_a_program_fault():
    prog = event_program([entry("1.1", [], goto("9.9"))])
    game = enter_event(prog)
    with pytest.raises(ProgramFault, match=r"9\.9"):
        game.answer("continue")


def test_tester_is_the_rat_who_took_the_last_trait_test():
    """Our ruling (docs/rules.md): WHO = TESTER names the Rat of the last Trait test."""
    prog = event_program([
        entry("1.1", [], trait("CHOSEN", "SURVIVAL", 3, "1.2", "1.3")),
        entry("1.2", [], goto(CONTINUE)),
        entry("1.3", [effect("DAMAGE", who="TESTER", amount=2)], goto(CONTINUE))])
    game = enter_event(prog)
    game.answer("continue")
    assert game.prompt.kind == "rat"
    game.answer("light")
    rig(game, 5, 5, 5)  # three 6s: fails
    answer_all(game, "continue")
    assert game.state.team.rat("light").damage == 2
    assert game.state.team.rat("knuckles").damage == 0
