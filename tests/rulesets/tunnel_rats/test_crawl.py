"""The Crawl (rulebook "Crawl", steps 1 to 11, and the Comprehensive Crawl example)."""

from __future__ import annotations

import pytest
from crawlbook.runtime.prompts import IllegalAnswer

from tests.runtime.programs import CONTINUE, effect, entry, goto, program, text

from .helpers import (
    GRAY,
    GREEN,
    RED,
    YELLOW,
    answer_all,
    card,
    content_with,
    events,
    kinds_since,
    new,
    rig,
)

# A small complex: the Entrance in column 1, one Level 1 card, one Level 2 card whose
# top-left exit is a Dead End and which shows 2 flashlights (the rulebook's example).
EXAMPLE_CARDS = [card("L1-A", level=1, flashlights=1),
                 card("L2-DE", level=2, flashlights=2, dead=["top-left"])]


def example_program(**mission) -> dict:
    m = {"levels": 2, "threat": 3, "decks": [{"level": 1, "standard": 1, "placements": []},
                                            {"level": 2, "standard": 1, "placements": []}]}
    m.update(mission)
    return program(content=content_with(EXAMPLE_CARDS), mission=m)


def start(prog: dict, *rigged: int, hurt: dict[str, int] | None = None, **kw):
    game = new(prog, **kw)
    for rat_id, damage in (hurt or {}).items():  # before the first Crawl's prompt
        game.state.team.rat(rat_id).damage = damage
    game.answer("continue")  # the briefing
    rig(game, *rigged)
    return game


def test_comprehensive_crawl_example():
    """Rulebook "Resolve Event": the Comprehensive Crawl example, step by step."""
    game = start(example_program(), YELLOW, GRAY, GREEN)
    tb = game.state.tb
    # The Team begins on the Entrance card: both left Exits lead to a Border.
    assert game.prompt.kind == "exit"
    assert not {"left-top", "left-bottom", "top-left", "top-right"} & set(game.prompt.ids())
    draw_before = len(tb.draw)
    game.answer("bottom-left")
    # The top Level 2 card is revealed; the Rats entered a Dead End.
    reveal = events(game, "reveal")[-1]
    assert reveal["card"] == "L2-DE" and reveal["position"] == [2, 1]
    assert game.state.complex.dead_end == "top-left"
    # 2 flashlights: Discard 2; yellow: Threat +1; yellow on a new card: a TB Encounter,
    # left face up on the Draw deck.
    assert len(tb.draw) == draw_before - 2
    assert game.state.threat == 4
    encountered = events(game, "tb_encounter")[-1]["card"]
    assert tb.face_up and tb.top == encountered
    # The only option is back to the Entrance (plus the Formation and abandoning).
    assert game.prompt.ids() == ["top-left", "formation", "abandon"]
    game.answer("top-left")
    assert game.prompt.kind == "scurry"
    game.answer("no")
    # A revealed card: Discard 1 -- the resolved TB card, flipped face down.
    assert events(game, "tb_discard")[-1]["card"] == encountered
    assert not tb.face_up
    # Gray: no change to Threat, no TB Encounter.
    assert game.state.threat == 4 and len(events(game, "tb_encounter")) == 1
    # Return by the other downward Exit: Discard 1; green: Threat -1.
    answer_all(game, "bottom-right", "no")
    assert game.state.complex.position == (2, 1) and game.state.complex.dead_end is None
    assert game.state.threat == 3
    assert len(tb.draw) == draw_before - 4


def test_steps_run_in_the_rulebook_order():
    """Rulebook "Crawl": steps 5 to 10 in order (reveal, move, discard, Threat roll, TB
    Encounter before the Event)."""
    cards = [card("E1", "event", None, flashlights=1, event=1), card("L1-A", level=1)]
    prog = program(content=content_with(cards), events={1: ("E", [
        entry("1.1", [text("Event!")], goto(CONTINUE))])},
        mission={"levels": 1, "decks": [{"level": 1, "standard": 0, "placements": [
            {"events": [1], "where": "top", "depth": None}]}]})
    game = start(prog, RED)
    seq = len(game.log)
    game.answer("right-top")
    order = [k for k in kinds_since(game, seq)
             if k in ("reveal", "crawl", "tb_discard", "threat_roll", "tb_encounter",
                      "event_start")]
    assert order == ["reveal", "crawl", "tb_discard", "threat_roll", "tb_encounter",
                     "event_start"]


@pytest.mark.parametrize(("face", "new_card", "encounter"), [
    (GREEN, True, False), (GRAY, True, False), (YELLOW, True, True), (RED, True, True),
    (YELLOW, False, False), (RED, False, True), (GRAY, False, False)])
def test_tb_encounter_on_yellow_new_or_red(face, new_card, encounter):
    """Rulebook "Resolve TB Encounter": yellow or red on a newly revealed card, red on an
    existing one."""
    game = start(example_program(), *([GRAY] if not new_card else []), face)
    if not new_card:
        answer_all(game, "right-top", "left-top", "no")
    else:
        game.answer("right-top")
    assert len(events(game, "tb_encounter")) == (1 if encounter else 0)


def test_discard_flashlights_on_new_card_one_on_revisited():
    """Rulebook "Discard TB Cards": the flashlights on a new card, 1 on a revisited one."""
    game = start(example_program(), GRAY, GRAY)
    answer_all(game, "bottom-left")
    assert [e["reason"] for e in events(game, "tb_discard")] == ["crawl", "crawl"]
    answer_all(game, "top-left", "no")
    assert len(events(game, "tb_discard")) == 3


def test_scurry_only_into_revealed_cards():
    """Rulebook "Decide to Scurry": only into revealed Tunnel cards."""
    game = start(example_program(), GRAY)
    answer_all(game, "right-top")  # a new card: no Scurry prompt
    assert game.prompt.kind == "exit"


def test_scurry_yellow_adds_threat_green_places_marker():
    """Rulebook "Decide to Scurry": +1 Threat on yellow/red, else the +1 TB marker."""
    game = start(example_program(), GRAY, YELLOW)
    answer_all(game, "right-top", "left-top", "yes")
    assert game.state.threat == 3 + 2
    game2 = start(example_program(), GRAY, GREEN)
    answer_all(game2, "right-top", "left-top", "yes")
    assert game2.state.threat == 2 and game2.state.tb.marker == 1
    # The marker absorbs the next Discard: 1 fewer TB card on the next Crawl.
    draw = len(game2.state.tb.draw)
    rig(game2, GRAY)
    answer_all(game2, "right-top", "no")
    assert len(game2.state.tb.draw) == draw and game2.state.tb.marker == 0


def test_rest_and_recover_heals_split_evenly_odd_points_placed():
    """Rulebook "Rest and Recover": Discard up to 6, remove that much Damage split evenly,
    the player deciding where odd points go."""
    game = start(example_program(), hurt={"knuckles": 4, "light": 4, "ghost": 4})
    game.answer("rest")
    assert game.prompt.kind == "rest"
    game.answer("5")  # 5 over 3 Rats: 1 each, 2 odd points
    assert game.prompt.kind == "heal_point"
    assert set(game.prompt.ids()) == {"knuckles", "light", "ghost"}
    game.answer("ghost")
    assert set(game.prompt.ids()) == {"knuckles", "light"}  # a different Rat each
    game.answer("light")
    damage = {r.id: r.damage for r in game.state.team.rats}
    assert damage == {"knuckles": 3, "light": 2, "ghost": 2}
    assert events(game, "rest")[-1]["discarded"] == 5
    # Back at the opening prompt: the Formation may still change (step 2), no more rest.
    assert game.prompt.kind == "exit"
    assert "formation" in game.prompt.ids() and "rest" not in game.prompt.ids()


def test_rest_offers_zero_to_six_once_chosen():
    """Rulebook "Rest and Recover": Discard up to 6 TB cards (0 takes the rest back)."""
    game = start(example_program(), hurt={"ghost": 2})
    game.answer("rest")
    assert game.prompt.ids() == [str(n) for n in range(7)]
    assert game.prompt.default == "2"  # as many as the Damage to remove
    with pytest.raises(IllegalAnswer):
        game.answer("7")
    game.answer("0")
    assert not events(game, "rest") and "rest" not in game.prompt.ids()


def test_rest_not_offered_without_damage():
    """Our ruling (docs/rules.md): Rest & Recover only removes Damage, so with no standing
    Rat hurt it is not offered at all (no 1-6 TB cards to throw away)."""
    game = start(example_program())
    assert game.prompt.kind == "exit" and "rest" not in game.prompt.ids()
    assert "rest" in start(example_program(), hurt={"light": 1}).prompt.ids()


def test_one_prompt_per_crawl_when_nothing_changes():
    """A player who neither rests nor changes the Formation answers one prompt per Crawl:
    the opening prompt is the Exit (Rest & Recover, Formation and the end are among its
    choices)."""
    game = start(example_program(), GRAY, GRAY)
    kinds = []
    for answer in ("right-top", "left-top", "no"):
        kinds.append(game.prompt.kind)
        game.answer(answer)
    assert kinds == ["exit", "exit", "scurry"]
    assert game.state.crawls == 3 and game.prompt.kind == "exit"


def test_medic_heals_one_more():
    game = start(example_program(), team=("doc", "light", "ghost"), hurt={"ghost": 5})
    answer_all(game, "rest", "3")
    assert game.state.team.rat("ghost").damage == 5 - 1 - 1


def test_formation_change_any_order():
    """Rulebook "Team Formation": the Rats may be put in another order before the Exit."""
    game = start(example_program())
    game.answer("formation")
    assert game.prompt.kind == "formation" and len(game.prompt.ids()) == 6
    game.answer("ghost,knuckles,light")
    assert game.state.team.at("LEAD").id == "ghost"
    assert game.state.team.at("SUPPORT").id == "light"
    assert game.prompt.kind == "exit" and "formation" not in game.prompt.ids()


def test_rest_then_formation_in_the_rulebook_order():
    """Rulebook "Crawl": step 1 (Rest & Recover) comes before step 2 (Formation): after a
    Formation change the team can no longer rest this Crawl."""
    game = start(example_program(), hurt={"ghost": 3})
    answer_all(game, "formation", "keep")
    assert "rest" not in game.prompt.ids()
    game2 = start(example_program(), hurt={"ghost": 3})
    answer_all(game2, "rest", "3", "formation", "ghost,knuckles,light")
    assert game2.state.team.rat("ghost").damage == 2  # 3 TB cards over 3 Rats: 1 each
    assert game2.state.team.at("LEAD").id == "ghost"
    assert set(game2.prompt.ids()) & {"rest", "formation", "end"} == set()


def test_end_is_offered_before_rest_never_after():
    """Rulebook "Mission Objectives": the team declares the Mission over "at the beginning
    of a Crawl", so `end` is offered with Rest & Recover and the Formation, and not once
    the team has rested or reordered (a mission scoring Damage cannot be gamed by healing
    first)."""
    game = start(example_program(), hurt={"ghost": 4})
    ids = game.prompt.ids()
    assert {"rest", "formation", "end"} <= set(ids)
    assert ids.index("rest") < ids.index("formation") < ids.index("end")
    answer_all(game, "rest", "4")
    assert "end" not in game.prompt.ids()
    game2 = start(example_program())
    answer_all(game2, "formation", "ghost,knuckles,light")
    assert "end" not in game2.prompt.ids()
    game3 = start(example_program(), hurt={"ghost": 4})
    game3.answer("end")
    assert game3.result.outcome == "success"
    assert game3.state.team.rat("ghost").damage == 4


def test_end_only_on_a_way_out():
    """Rulebook "Mission Objectives": the Mission ends on the Entrance or a discovered
    exit at the beginning of a Crawl."""
    game = start(example_program(), GRAY)
    assert "end" in game.prompt.ids()
    answer_all(game, "right-top")
    assert "end" not in game.prompt.ids()


def test_discovered_surface_exit_ends_mission():
    cards = [card("L1-S", level=1, surface=True)]
    game = start(program(content=content_with(cards), mission={"levels": 1, "decks": [
        {"level": 1, "standard": 1, "placements": []}]}), GRAY)
    answer_all(game, "right-top")
    assert "end" in game.prompt.ids()
    game.answer("end")
    assert game.result.outcome == "success"


def test_abandon_fails_the_mission():
    """Rulebook "Mission Objectives": ending the Mission without leaving the complex."""
    game = start(example_program())
    answer_all(game, "abandon")
    assert game.over and game.result.outcome == "failure"
    assert game.result.cause == "abandoned" and game.result.score == 0


def test_random_combat_at_threat_nine_after_the_event():
    """Rulebook "Resolve Event": Threat reaching 9 during an Event is checked only when the
    Event ends; then a Random Combat ("Combat")."""
    cards = [card("E1", "event", None, event=1), card("L1-A", level=1)]
    prog = program(content=content_with(cards), events={1: ("Up", [
        entry("1.1", [effect("SET", what="THREAT", value=9)], goto("1.2")),
        entry("1.2", [text("Still here.")], goto(CONTINUE))])},
        mission={"levels": 1, "decks": [{"level": 1, "standard": 0, "placements": [
            {"events": [1], "where": "top", "depth": None}]}],
            "random_combat": {"verb": "COMBAT", "params": {
                "standard": 1, "elite": 0, "initiative": "RANDOM", "target": None,
                "threat_after": 2}}})
    game = start(prog, GRAY)
    answer_all(game, "right-top")
    # Stopped at the Event's first line: no combat yet although Threat is 9.
    assert game.prompt.kind == "read" and game.state.threat == 9
    assert not events(game, "combat_start")
    game.answer("continue")
    assert game.prompt.kind == "read"
    assert not events(game, "combat_start")
    game.answer("continue")
    start_ev = events(game, "combat_start")
    assert start_ev and start_ev[0]["random_combat"] is True


def test_event_resolved_once():
    """Rulebook "Resolve Event": a resolved Event card is treated as a Standard card."""
    cards = [card("E1", "event", None, event=1), card("L1-A", level=1)]
    prog = program(content=content_with(cards), events={1: ("E", [
        entry("1.1", [], goto(CONTINUE), line="double")])},
        mission={"levels": 1, "decks": [{"level": 1, "standard": 0, "placements": [
            {"events": [1], "where": "top", "depth": None}]}]})
    game = start(prog, GRAY, GRAY)
    answer_all(game, "right-top", "continue", "left-top", "no",
               "right-top", "no")
    assert len(events(game, "event_start")) == 1


def test_no_exit_into_border_or_off_the_levels():
    """Rulebook "Choose Exit" and "Tunnels": no Exit onto a Border; no top Exit on Level 1,
    no bottom Exit below the mission's last Level."""
    game = start(example_program(levels=1, decks=[{"level": 1, "standard": 1,
                                                   "placements": []}]))
    assert set(game.prompt.ids()) == {"right-top", "right-bottom", "formation", "end",
                                      "abandon"}
