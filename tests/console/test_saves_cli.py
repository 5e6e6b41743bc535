"""Saving and loading in the console (docs/engine.md "Saves"; docs/playing.md "Saving"):
save at a prompt, load, go on, and the rest of the game is what an unbroken game with the
same seed and answers shows; bad save files give a clear message and exit 1."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.missions import find
from crawlbook.runtime.console import ConsoleView, Session, make_console
from crawlbook.runtime.game import Game

from tests.narrow import present

from .helpers import FIXTURE, after_answers, fixture_program, plain_chooser, plan, play


def _combat_game() -> tuple[str, int, list[str], int]:
    """Mission 1, a seed and a whole game's typed lines that has a Combat, and the index
    of the first Combat draw prompt (where the save is made)."""
    from crawlbook.runtime.autoplay import play_with_policy
    from crawlbook.runtime.console.ask import key_of, nothing_to_read

    program = load_program(present(find("1")))
    for seed in range(1, 60):
        finished = play_with_policy(program, seed, "explorer")
        game = Game.new(program, seed)
        typed: list[str] = []
        at: int | None = None
        for answer in finished.answers:
            prompt = present(game.prompt)
            if at is None and prompt.kind == "combat.draw":
                at = len(typed)
            if not nothing_to_read(prompt):  # the console reads on by itself there
                typed.append(key_of(prompt, answer))
            game.answer(answer)
        if at is not None and at > 5:
            return "1", seed, typed, at
    pytest.fail("no explorer game of mission 1 has a Combat")


def test_save_load_and_go_on_matches_an_unbroken_game(tmp_path: Path) -> None:
    mission, seed, typed, at = _combat_game()
    save = tmp_path / "mid.json"
    whole = play([mission, "--seed", str(seed)], typed, tmp_path, name="whole.txt")
    assert whole.exit_code == 0
    assert "MISSION SUCCESS" in whole.output or "MISSION FAILED" in whole.output
    # play up to the Combat draw, then `save FILE` and `quit`
    first = play([mission, "--seed", str(seed), "--save", str(tmp_path / "default.json")],
                 [*typed[:at], f"save {save}", "quit"], tmp_path, name="first.txt")
    assert first.exit_code == 0
    assert f"Game saved to {save}." in first.output
    assert save.exists()
    rest = play([mission, "--load", str(save)], typed[at:], tmp_path, name="rest.txt")
    assert rest.exit_code == 0, rest.output
    assert "Loaded the game" in rest.output
    # after the first answer given after loading, the screens are the same
    assert after_answers(rest.output)[1:] == after_answers(whole.output)[at + 1:]


def test_end_of_input_saves_where_the_player_is(tmp_path: Path) -> None:
    typed, game = plan(fixture_program(), 5, plain_chooser, limit=6)
    result = play([str(FIXTURE), "--seed", "5"], typed, tmp_path)
    assert result.exit_code == 0
    saved = json.loads((tmp_path / "crawlbook-fixture.save.json").read_text())
    assert saved["seed"] == 5
    assert saved["answers"] == game.answers
    assert "Play on with: crawlbook play" in result.output


class _Interrupted:
    echo = True

    def read(self, prompt: object) -> str:
        raise KeyboardInterrupt


def test_ctrl_c_saves_and_leaves_cleanly(tmp_path: Path) -> None:
    program = fixture_program()
    game = Game.new(program, 4)
    out = io.StringIO()
    view = ConsoleView(make_console(out), game)
    code = Session(game, view, _Interrupted(), save_path=tmp_path / "s.json",
                   resume="crawlbook play x").run()
    assert code == 0
    assert (tmp_path / "s.json").exists()
    assert "Interrupted." in out.getvalue()
    assert "Traceback" not in out.getvalue()


@pytest.mark.parametrize(("content", "message"), [
    ("", "the save file is empty"),
    ('{"format": "crawlbook-save", "version": 1, "seed": 1, "answers": [', "damaged"),
    ('{"format": "crawlbook-save", "version": 99, "seed": 1, "answers": []}',
     "newer than this crawlbook"),
    ('{"format": "something-else"}', "not a crawlbook save"),
])
def test_bad_save_files_say_why_and_exit_1(tmp_path: Path, content: str,
                                            message: str) -> None:
    save = tmp_path / "bad.json"
    save.write_text(content, encoding="utf-8")
    result = play([str(FIXTURE), "--load", str(save)], [], tmp_path)
    assert result.exit_code == 1
    assert message in result.output
    assert "Traceback" not in result.output
    assert "BRIEFING" not in result.output


def test_a_missing_save_file_is_a_usage_error(tmp_path: Path) -> None:
    result = play([str(FIXTURE), "--load", str(tmp_path / "nope.json")], [], tmp_path)
    assert result.exit_code == 2
    assert "nope.json" in result.output and "does not exist" in result.output


def test_a_save_of_a_tampered_game_is_refused(tmp_path: Path) -> None:
    typed, _ = plan(fixture_program(), 5, plain_chooser, limit=6)
    play([str(FIXTURE), "--seed", "5"], typed, tmp_path)
    path = tmp_path / "crawlbook-fixture.save.json"
    data = json.loads(path.read_text())
    data["snapshot"]["threat"] = 9
    path.write_text(json.dumps(data))
    result = play([str(FIXTURE), "--load", str(path)], [], tmp_path)
    assert result.exit_code == 1
    assert "damaged" in result.output
