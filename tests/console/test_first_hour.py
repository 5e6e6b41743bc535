"""What a new player met in the console in the first hour, each pinned (docs/playing.md):
the Success Points breakdown, empty stops, defaults, answering by name, and `help` that
explains the rules behind every Tunnel Rats prompt."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.missions import find
from crawlbook.rulesets.tunnel_rats.console.hooks import CONSOLE
from crawlbook.rulesets.tunnel_rats.engine.combat import decide_winner
from crawlbook.runtime.console.ask import Invalid, parse_answer
from crawlbook.runtime.game import Game
from crawlbook.runtime.policies import make_policy
from crawlbook.runtime.prompts import Choice, Prompt

from crawlbook.commands.new import skeleton
from tests.narrow import only, present

from .helpers import (
    FIXTURE,
    after_answers,
    fixture_program,
    homeward_chooser,
    plain_chooser,
    plan,
    play,
)

# -- the Success Points breakdown ---------------------------------------------------------

def test_success_points_show_the_rate_and_what_it_gave(tmp_path: Path) -> None:
    """`+1 per RAT STANDING` with 3 Rats standing gives 3 points: the line shows the rate
    the booklet wrote, the count and the points, not `+3 per RAT STANDING`."""
    typed, game = plan(fixture_program(), 5, homeward_chooser)
    assert game.result is not None and game.result.kind == "win"
    result = play([str(FIXTURE), "--seed", "5"], typed, tmp_path)
    assert "MISSION SUCCESS" in result.output
    standing = len(game.state.team.formation)
    assert re.search(rf"\+1 per RAT STANDING: {standing} counted\s+= \+{standing}\b",
                     result.output), result.output
    assert re.search(r"\+2 if noted SIGN: met\s+= \+2\b", result.output), result.output
    assert f"+{standing}  per RAT STANDING" not in result.output


# -- no stop with nothing to read ---------------------------------------------------------

def test_an_entry_that_holds_only_a_test_makes_no_empty_stop(tmp_path: Path) -> None:
    mission = tmp_path / "sk.mission"
    mission.write_text(skeleton(mission), encoding="utf-8")
    program = load_program(mission)

    def squeeze(game: Game, prompt: Prompt) -> str:
        return prompt.ids()[0] if prompt.kind == "decision" else plain_chooser(game, prompt)

    typed, game = plan(program, 1, squeeze)
    assert "1.2" in [e.get("id") for e in game.log if e["type"] == "entry"]
    result = play([str(mission), "--seed", "1"], typed, tmp_path)
    assert result.exit_code == 0, result.output
    for chunk in after_answers(result.output):
        lines = [line for line in chunk.splitlines() if line.strip()]
        if lines and lines[-1] == "(Enter: read on)":
            read = [line for line in lines[:-1]
                    if not re.fullmatch(r"[\d.A-Z]+|(- )+-?|=+", line.strip())]
            assert read, f"a stop with nothing to read:\n{chunk}"


# -- the default is never a certain loss ----------------------------------------------------

def test_the_default_of_a_draw_is_never_a_certain_loss() -> None:
    """"Stick on 18 (Enter)" while the VC, done drawing, shows 21, is a certain loss:
    Enter must draw instead (docs/combat.md)."""
    program = load_program(present(find("1")))
    checked = 0
    for seed in range(60):
        game = Game.new(program, seed)
        policy = make_policy("random", seed)
        while game.prompt is not None:
            prompt = game.prompt
            info = prompt.info
            if (prompt.kind == "combat.draw" and info.get("vc_done")
                    and prompt.default == "stick"):
                checked += 1
                winner, _ = decide_winner(
                    only(info["rat_total"], int), len(only(info["rat_cards"], list)),
                    only(info["vc_total"], int), len(only(info["vc_cards"], list)),
                    info.get("initiative_holder") == info.get("rat"),
                    5)
                assert winner == "rat" or "draw" not in prompt.ids(), info
            game.answer(policy.choose(prompt))
    assert checked >= 5


# -- answering by name -----------------------------------------------------------------------

EXIT = Prompt("exit", "Choose an Exit", (
    Choice("right-top", "right-top"), Choice("right-bottom", "right-bottom"),
    Choice("end", "Leave the tunnels: end the Mission"),
    Choice("abandon", "Abandon the Mission (failure)")))


def test_an_option_is_named_by_the_words_of_its_label() -> None:
    assert parse_answer("leave", EXIT) == "end"
    assert parse_answer("Leave the tunnels", EXIT) == "end"
    assert parse_answer("aband", EXIT) == "abandon"


def test_an_ambiguous_start_names_the_candidates() -> None:
    answer = parse_answer("right", EXIT)
    assert isinstance(answer, Invalid)
    assert "right-top" in answer.message and "right-bottom" in answer.message
    assert "not one of the options" not in answer.message


# -- words ---------------------------------------------------------------------------------

def test_one_round_is_not_one_round_s() -> None:
    from crawlbook.rulesets.tunnel_rats.console.narrate import Narrator
    from crawlbook.runtime.console.theme import symbols_for

    game = Game.new(fixture_program(), 1)
    narrator = Narrator(game.state, symbols_for("utf-8"))
    told = narrator.tell([{"seq": 0, "type": "combat_end", "rounds": 1}], 0, None)
    assert "1 round." in " ".join(map(str, told))
    told = narrator.tell([{"seq": 0, "type": "combat_end", "rounds": 2}], 0, None)
    assert "2 rounds." in " ".join(map(str, told))


# -- help explains the rule behind every prompt ------------------------------------------------

def _prompts_of_every_kind() -> dict[str, list[Prompt]]:
    """Prompts met in games of every bundled mission, by kind (and ability / purpose)."""
    seen: dict[str, list[Prompt]] = {}
    for number in ("0", "1", "2", "3"):
        program = load_program(present(find(number)))
        for seed in range(12):
            for name in ("random", "cautious"):
                game = Game.new(program, seed)
                policy = make_policy(name, seed, "tunnel-rats")
                while game.prompt is not None:
                    prompt = game.prompt
                    key = prompt.kind
                    if prompt.kind == "ability":
                        key += f":{prompt.info.get('ability')}"
                    if prompt.kind == "rat":
                        key += f":{prompt.info.get('purpose')}"
                    if prompt.kind == "read" and prompt.info.get("stage"):
                        key += ":briefing"
                    seen.setdefault(key, []).append(prompt)
                    game.answer(policy.choose(prompt))
    return seen


PROMPTS = _prompts_of_every_kind()
SECTIONS = ("Rest and Recover", "Team Formation", "Choose Exit", "Decide to Scurry",
            "Resolve TB Encounter", "Trait Tests", "Profile Cards", "Combat",
            "Using the Mission Booklets", "Applying Damage", "Determine Initiative")


@pytest.mark.parametrize("kind", sorted(PROMPTS))
def test_help_explains_every_prompt_with_its_rulebook_section(kind: str) -> None:
    prompt = PROMPTS[kind][0]
    text = CONSOLE.help(prompt)
    assert text, f"no help for {kind}"
    assert any(f"“{s}" in text or f"'{s}" in text or f'"{s}' in text for s in SECTIONS), text


@pytest.mark.parametrize(("kind", "words"), [
    ("rest", ["Discard up to 6 TB", "Damage"]),
    ("scurry", ["yellow or red", "+1 TB card marker", "revealed"]),
    ("combat.weapon", ["Knife", "Pistol", "2 TB", "Silencer", "1 TB"]),
    ("combat.reposition", ["Initiative", "highest"]),
    ("combat.draw", ["13", "21", "ties"]),
    ("combat.target", ["Initiative"]),
    ("rat:test", ["3D6", "DIFF"]),
    ("formation", ["Lead Man"]),
])
def test_help_says_the_rule(kind: str, words: list[str]) -> None:
    if kind not in PROMPTS:
        pytest.skip(f"no {kind} prompt met")
    text = CONSOLE.help(PROMPTS[kind][0]) or ""
    for word in words:
        assert word in text, (word, text)


def test_help_at_a_prompt_lists_the_commands_and_the_rule(tmp_path: Path) -> None:
    result = play(["0", "--seed", "7"], ["", "help", "quit"], tmp_path)
    assert "Commands at every prompt" in result.output
    for command in ("status", "map", "log", "save", "quit"):
        assert f"  {command}" in result.output
    assert "This prompt:" in result.output
