"""Unique Abilities offered at prompts, the play-note exchange in a Crawl, and prompt
details drivers rely on (rulebook "Profile Cards", "Resolve TB Encounter"; docs/engine.md
"Prompt kinds")."""

from __future__ import annotations

from crawlbook.rulesets.tunnel_rats.engine.asks import ability_holder

from tests.runtime.programs import program, sample_program

from .helpers import GRAY, RED, YELLOW, answer_all, card, content_with, events, new, rig

CARDS = [card("L1-A", level=1, flashlights=2), card("L2-A", level=2),
         card("L3-A", level=3)]


def three_levels(**kw):
    return program(content=content_with(CARDS), mission={"levels": 3, "decks": [
        {"level": n, "standard": 1, "placements": []} for n in (1, 2, 3)]}, **kw)


def test_briefing_is_the_first_read_prompt():
    game = new(sample_program())
    assert game.prompt.kind == "read" and game.prompt.info["stage"] == "briefing"
    assert game.prompt.info["text"] == ["Go in."]
    assert [e["type"] for e in game.log] == ["setup", "briefing", "prompt"]


def test_tunnel_sense_discards_one_fewer_once():
    """Mole's ability (docs/content.md): once per Mission, 1 TB card fewer on a new card."""
    game = new(three_levels(), team=("mole", "light", "knuckles"))
    game.answer("continue")
    rig(game, GRAY)
    draw = len(game.state.tb.draw)
    answer_all(game, "right-top")
    assert game.prompt.kind == "ability" and game.prompt.info["ability"] == "tunnel_sense"
    game.answer("yes")
    assert len(game.state.tb.draw) == draw - 1  # 2 flashlights, 1 fewer
    assert game.state.team.rat("mole").ability_used
    rig(game, GRAY)
    answer_all(game, "bottom-left")  # a new card: no second offer
    assert game.prompt.kind == "exit"


def test_ability_holder_is_a_standing_rat_with_the_ability_unused():
    """Rulebook "Profile Cards": a Unique Ability belongs to its Rat while he stands;
    a once-per-Mission ability is gone once used; a team without it has no holder."""
    game = new(three_levels(), team=("mole", "light", "knuckles"))
    state = game.state
    mole = state.team.rat("mole")
    assert "tunnel_sense" in state.team.abilities
    assert ability_holder(state, "tunnel_sense") is mole
    assert ability_holder(state, "steady_nerves") is None  # the Preacher is not in it
    mole.ability_used = True
    assert ability_holder(state, "tunnel_sense") is (None if mole.once_per_mission else mole)
    mole.ability_used = False
    state.team.formation.remove("mole")  # Taken Out
    assert ability_holder(state, "tunnel_sense") is None


def test_steady_nerves_turns_red_into_yellow():
    game = new(three_levels(), team=("preacher", "light", "knuckles"))
    game.answer("continue")
    rig(game, RED)
    answer_all(game, "right-top")
    assert game.prompt.kind == "ability" and game.prompt.info["ability"] == "steady_nerves"
    game.answer("yes")
    assert events(game, "threat_roll")[-1]["face"] == "yellow"
    assert game.state.threat == 4


def test_play_note_exchange_offered_for_an_already_resolved_card():
    """Rulebook "Resolve TB Encounter", play note."""
    game = new(three_levels())
    game.answer("continue")
    tb = game.state.tb
    tb.resolved.append(tb.draw[-3])  # the card that will come up after 2 discards
    rig(game, YELLOW)
    answer_all(game, "right-top")
    assert game.prompt.kind == "tb_exchange" and game.prompt.ids() == ["yes", "no"]
    game.answer("yes")
    exchange = events(game, "tb_exchange")[-1]
    assert tb.top == exchange["new"] and exchange["old"] in tb.discarded + tb.removed
    assert events(game, "tb_encounter")[-1]["card"] == exchange["new"]


def test_no_bottom_exits_on_level_three():
    """Rulebook "Choose Exit": Level 3 cards have no Exits at the bottom."""
    game = new(three_levels())
    game.answer("continue")
    rig(game, GRAY, GRAY)
    answer_all(game, "bottom-left", "bottom-left")
    assert game.state.complex.position == (3, 1)
    assert not {"bottom-left", "bottom-right"} & set(game.prompt.ids())


def test_rest_heals_marker_discards_too():
    """Our ruling: a marker flip counts as a discarded TB card for the healing."""
    game = new(three_levels())
    game.state.team.rat("light").damage = 3
    game.answer("continue")
    game.state.tb.marker = 2
    answer_all(game, "rest", "3")
    assert game.state.team.rat("light").damage == 2
    assert game.state.tb.marker == 0
