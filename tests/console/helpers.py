"""Helpers for the console tests: the fixture mission, scripts worked out with the
engine (the same seed gives the same game, so the typed lines can be planned), and runs
of `crawlbook play` through click's CliRunner."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from click.testing import CliRunner, Result
from crawlbook.compiler.api import load_program
from crawlbook.runtime.console.ask import key_of, nothing_to_read
from crawlbook.runtime.game import Game
from crawlbook.runtime.prompts import Prompt

from crawlbook.cli import main
from tests.narrow import only

DATA = Path(__file__).parent / "data"
FIXTURE = DATA / "fixture.mission"

Chooser = Callable[[Game, Prompt], str]
Stop = Callable[[Game, Prompt], bool]


def fixture_program() -> dict:
    return load_program(FIXTURE)


def plain_chooser(game: Game, prompt: Prompt) -> str:
    """A careful player: defaults where there are any, new cards first, never abandons."""
    ids = prompt.ids()
    if prompt.kind == "exit":
        fresh = [e["slot"] for e in only(prompt.info.get("exits", []), list) if e["new_card"]]
        return fresh[0] if fresh else ids[0]
    if prompt.default is not None:
        return prompt.default
    return ids[0]


def homeward_chooser(game: Game, prompt: Prompt) -> str:
    """Explore the fixture's Event, note SIGN, then go back to the Entrance and leave."""
    state = game.state
    if prompt.kind == "decision":
        return prompt.ids()[0]
    if prompt.kind == "exit" and "SIGN" in state.log_entries:
        if "end" in prompt.ids():
            return "end"
        home = [e["slot"] for e in only(prompt.info["exits"], list)
                if tuple(e["target"]) == state.complex.entrance]
        if home:
            return home[0]
    return plain_chooser(game, prompt)


def plan(program: dict, seed: int, chooser: Chooser, stop: Stop | None = None,
         limit: int = 2000) -> tuple[list[str], Game]:
    """The typed lines that play ``program`` from ``seed`` with ``chooser`` until ``stop``
    holds (or the game ends), and the game at that point."""
    game = Game.new(program, seed)
    typed: list[str] = []
    while game.prompt is not None and len(typed) < limit:
        prompt = game.prompt
        if stop is not None and stop(game, prompt):
            break
        if nothing_to_read(prompt):  # the console reads on by itself: nothing is typed
            game.answer(prompt.choices[0].id)
            continue
        choice = chooser(game, prompt)
        typed.append(key_of(prompt, choice))
        game.answer(choice)
    return typed, game


def play(args: list[str], script: list[str] | None, tmp_path: Path,
         env: dict[str, str] | None = None, name: str = "script.txt") -> Result:
    """`crawlbook play ARGS --script FILE` in ``tmp_path`` (saves land there)."""
    runner = CliRunner()
    full = ["play", *args]
    if script is not None:
        path = tmp_path / name
        path.write_text("".join(line + "\n" for line in script), encoding="utf-8")
        full += ["--script", str(path)]
    environ = {"NO_COLOR": "", "FORCE_COLOR": "", "COLUMNS": "80"}
    environ.update(env or {})
    cwd = Path.cwd()
    try:
        os.chdir(tmp_path)
        return runner.invoke(main, full, env=environ, catch_exceptions=False)
    finally:
        os.chdir(cwd)


def after_answers(output: str) -> list[str]:
    """The output cut at every echoed answer (the lines that start with ">")."""
    chunks: list[list[str]] = [[]]
    for line in output.splitlines():
        if line.startswith(">"):
            chunks.append([])
            continue
        chunks[-1].append(line)
    return ["\n".join(c) for c in chunks]
