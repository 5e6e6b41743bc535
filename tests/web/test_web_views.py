"""The browser player's views (``crawlbook.web.play``) without a server: a ruleset with
no console and no board hooks (the toy of tests/runtime) is told and drawn with the
core's plain ones; the bundled rulesets' boards are the core's generic pieces, as JSON."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.runtime.pieces import EDGES

from crawlbook.web.play import WebGame, load_game, new_game
from tests.runtime.plugin_fixtures import installed_toy
from tests.runtime.toy_dungeon import program

PIECES = {"track", "counter", "card", "grid"}


@pytest.fixture
def toy(tmp_path: Path) -> Iterator[dict]:
    (tmp_path / "site").mkdir()
    with installed_toy(tmp_path / "site"):
        yield program()


def play_out(game: WebGame, limit: int = 500) -> None:
    for _ in range(limit):
        prompt = game.game.prompt
        if prompt is None:
            return
        game.answer(prompt.default or prompt.choices[0].id)


def pieces_of(board: list[dict]) -> list[dict]:
    found = []
    for group in board:
        for piece in group["pieces"]:
            found.append(piece)
            if piece["piece"] == "grid":
                found += [cell["card"] for cell in piece["cells"]]
    return found


def test_a_ruleset_without_hooks_plays_with_the_plain_ones(toy: dict) -> None:
    game = new_game(toy, 4)
    assert game.view(0)["board"][0]["title"] == "Log Entries"
    play_out(game)
    view = game.view(0)
    assert view["over"] and view["result"]["kind"] in ("win", "draw", "loss")
    assert json.loads(json.dumps(view)) == view  # JSON through and through
    again = load_game(toy, game.save())
    assert again.game.log == game.game.log


@pytest.mark.parametrize("mission", ["0", "chainsaw-warrior"])
def test_the_bundled_boards_are_generic_pieces(mission: str) -> None:
    game = new_game(load_program(mission), 8)
    for _ in range(30):
        if game.game.prompt is None:
            break
        game.answer(game.game.prompt.default or game.game.prompt.choices[0].id)
        for piece in pieces_of(game.view(len(game.game.log))["board"]):
            assert piece["piece"] in PIECES
            if piece["piece"] == "card":
                assert set(piece["edges"]) <= set(EDGES)
                assert set(piece["edges"].values()) <= {"open", "closed"}
            if piece["piece"] == "track" and piece["value"] is not None:
                assert piece["first"] - 1 <= piece["value"] <= piece["first"] + piece["size"]


def test_the_odds_stand_beside_the_choices_as_in_the_console() -> None:
    """docs/chainsaw-warrior/playing.md: an Aimed Shot's chance beside each gun."""
    game = new_game(load_program("chainsaw-warrior"), 1)
    for _ in range(300):
        prompt = game.game.prompt
        assert prompt is not None, "the game ended before a shot"
        if prompt.kind == "shoot":
            break
        game.answer(prompt.default or prompt.choices[0].id)
    view = game.prompt_view()
    assert view is not None
    labels = ["".join(text for text, _ in choice["spans"]) for choice in view["choices"]]
    assert any(label.endswith("%)") and "needs" in label for label in labels), labels
    assert view["help"]  # the rule behind the prompt
