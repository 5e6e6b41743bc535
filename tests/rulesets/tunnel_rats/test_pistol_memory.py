"""The Pistol's memory (rulebook "1. Rats Choose Weapon": the Pistol "has the most negative
consequences, both during Combat and potentially later in the Mission when you resolve
certain Events"): the booklet asks `if fired PISTOL`, the engine answers it
(engine/memory.py), `check` knows the words, the console shows what was fired."""

from __future__ import annotations

from typing import Any

from crawlbook.compiler.api import compile_source
from crawlbook.compiler.config import Config
from crawlbook.rulesets.tunnel_rats.engine.effects import EFFECTS
from crawlbook.runtime.conditions import holds

from tests.runtime.programs import CONTINUE, branch, effect, entry, goto, program, text

from .helpers import GRAY, card, content_with, events, new, rig
from .test_combat import make_state, play, steady


def test_a_pistol_fought_with_is_remembered():
    """A Rat who fights one Combat interaction with the Pistol has fired it: `fired
    PISTOL` and `fired GUN` hold, `fired SILENCER` does not."""
    state = make_state(4)
    play(state, {"standard": 1}, steady("pistol"))
    assert state.fired == ["pistol"]
    assert holds(state, {"pred": ["fired", "PISTOL"]}, EFFECTS)
    assert holds(state, {"pred": ["fired", "GUN"]}, EFFECTS)
    assert not holds(state, {"pred": ["fired", "SILENCER"]}, EFFECTS)


def test_the_knife_leaves_no_memory():
    state = make_state(4)
    play(state, {"standard": 2}, steady("knife"))
    assert state.fired == []
    assert not holds(state, {"pred": ["fired", "GUN"]}, EFFECTS)


def test_the_silencer_is_its_own_memory():
    state = make_state(5)
    play(state, {"standard": 1}, steady("silencer"))
    assert state.fired == ["silencer"]
    assert holds(state, {"pred": ["fired", "SILENCER"]}, EFFECTS)
    assert not holds(state, {"pred": ["fired", "PISTOL"]}, EFFECTS)


def _two_events() -> dict:
    """Event 1 a Combat; Event 2 asks whether the Pistol was fired."""
    cards = [card("E1", "event", None, event=1), card("E2", "event", None, event=2),
             card("L1-A", level=1)]
    events_ = {
        1: ("Shots", [entry("1.1", [effect("COMBAT", standard=1, elite=0,
                                           initiative="RANDOM", target=None,
                                           threat_after=1)], goto(CONTINUE))]),
        2: ("Echoes", [
            entry("2.1", [], branch(({"pred": ["fired", "PISTOL"]}, "2.2"), (None, "2.3"))),
            entry("2.2", [text("They heard the shots."), effect("NOTE", name="HEARD")],
                  goto(CONTINUE)),
            entry("2.3", [text("Silence."), effect("NOTE", name="QUIET")], goto(CONTINUE))]),
    }
    return program(content=content_with(cards), events=events_, mission={
        "levels": 1, "decks": [{"level": 1, "standard": 0, "placements": [
            {"events": [1, 2], "where": "top", "depth": None}]}]})


def _play_to_event_2(weapon: str) -> Any:
    game = new(_two_events())
    game.answer("continue")
    rig(game, GRAY)
    game.answer("right-top")  # Event 1: the Combat
    while game.prompt is not None and not events(game, "event_end"):
        prompt = game.prompt
        if prompt.kind == "combat.weapon":
            game.answer(weapon)
        elif prompt.kind == "combat.draw":
            game.answer("stick" if "stick" in prompt.ids() else "draw")
        else:
            game.answer(prompt.default or prompt.ids()[0])
    rig(game, GRAY)
    game.answer("right-top")  # Event 2
    while game.prompt is not None and game.prompt.kind == "read":
        game.answer("continue")
    return game


def test_a_later_event_asks_whether_the_pistol_was_fired():
    """The Event's `if fired PISTOL` arm is read after a Combat fought with the Pistol,
    the other arm after one fought with the Knife."""
    loud = _play_to_event_2("pistol")
    assert "HEARD" in loud.state.log_entries and "QUIET" not in loud.state.log_entries
    quiet = _play_to_event_2("knife")
    assert "QUIET" in quiet.state.log_entries and "HEARD" not in quiet.state.log_entries


def test_check_knows_the_words_of_fired():
    """`if fired PISTOL` checks clean; an unknown weapon is an error naming the choices."""
    frame = """MISSION 1: Fired
LEVELS 1
TB DECK 9
LEVEL 1 DECK: 4 STANDARD, EVENTS 1 SHUFFLED

EVENT 1: A
1.1
if fired {word} → 1.2
otherwise → CONTINUE THE MISSION
- - -
1.2
[NOTE HEARD]
→ CONTINUE THE MISSION
=====

CARD TR18: BOOBY TRAP
TR18.1
→ CONTINUE THE MISSION
=====

END OF MISSION
SUCCESS POINTS
+1 per RAT STANDING
"""
    good = compile_source(frame.format(word="PISTOL"), "fired.mission", Config())
    assert not [d for d in good.diagnostics if d.severity == "error"], good.diagnostics
    bad = compile_source(frame.format(word="BOW"), "fired.mission", Config())
    errors = [d for d in bad.diagnostics if d.severity == "error"]
    assert errors and "PISTOL" in errors[0].message


def test_the_console_shows_what_was_fired():
    """`status` and `log` show the guns fired this Mission."""
    from crawlbook.rulesets.tunnel_rats.console.board import memory_line
    from crawlbook.rulesets.tunnel_rats.console.hooks import CONSOLE
    from crawlbook.runtime.console.theme import UNICODE

    state = make_state(4)
    assert "Fired" not in memory_line(state)
    play(state, {"standard": 1}, steady("pistol"))
    assert "[heading]Fired[/] the Pistol" in memory_line(state)
    state.program = {"mission": {"objectives": []}}
    assert any("the Pistol" in line for line in CONSOLE.log_lines(state, UNICODE))
