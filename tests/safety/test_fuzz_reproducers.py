"""Reproducers found by the fuzzer (benchmarks/fuzz.py; docs/limits.md, "Fuzzing"), each
reduced to the input that raised a traceback: half a character (a lone surrogate) in a
program's JSON, and in the file name typed after `save` in the console; a broken
Chainsaw Warrior ENCOUNTER line lowered under `--force`."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from crawlbook.compiler.api import ProgramError, compile_path, read_program
from crawlbook.runtime.console import ConsoleView, make_console
from crawlbook.runtime.console.session import ScriptAnswers, Session
from crawlbook.runtime.game import Game

from .helpers import CLEAN, ROOT


def test_a_program_holding_half_a_character_is_damaged(tmp_path: Path) -> None:
    program = compile_path(CLEAN).program
    assert program is not None
    program["mission"]["title"] += "\ud800"
    path = tmp_path / "p.json"
    path.write_text(json.dumps(program), encoding="utf-8")  # JSON escapes it: \ud800
    with pytest.raises(ProgramError, match=r"damaged program: U\+D800"):
        read_program(path)


@pytest.mark.parametrize("name", ["a\ud800b.json", "a\x00b.json"])
def test_saving_under_a_name_no_file_may_have_says_so(tmp_path: Path, name: str) -> None:
    program = compile_path(CLEAN).program
    assert program is not None
    buffer = io.StringIO()
    game = Game.new(program, 1)
    view = ConsoleView(make_console(buffer, no_color=True, width=70), game)
    answers = ScriptAnswers([f"save {tmp_path / name}"])
    Session(game, view, answers, save_path=tmp_path / "g.save.json",
            resume="crawlbook play").run()
    assert "cannot save the game: not a valid file name" in buffer.getvalue()


def test_a_broken_encounter_line_is_lowered_under_force(tmp_path: Path) -> None:
    """`booklet --force` lowers a booklet with errors: an ENCOUNTER line cut in two (its
    category on the next line) gave a KeyError instead of the booklet's diagnostics."""
    source = (ROOT / "missions" / "chainsaw-warrior-blackout.mission").read_text()
    assert "ENCOUNTER WARD CREATURE\n" in source
    path = tmp_path / "cut.mission"
    path.write_text(source.replace("ENCOUNTER WARD CREATURE\n", "ENCOUNTER WARD\n CREATURE\n"))
    result = compile_path(path, force=True)
    assert result.program is not None and result.errors
