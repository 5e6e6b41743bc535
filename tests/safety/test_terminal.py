"""Terminal injection (docs/safety.md, "Terminal injection"): whatever a mission, a
compiled program, a save, a policy's name or a file name holds, no character a terminal
obeys reaches it, through the console (every ruleset's hooks and the core's plain ones),
`check`'s report, `simulate`'s report and the command line's messages; and the checker and
the program loader refuse such characters in the first place."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from crawlbook.compiler.api import ProgramError, compile_path, compile_source, load_program
from crawlbook.compiler.build import content_hash
from crawlbook.missions import find
from crawlbook.runtime.console import ConsoleView, Session, make_console
from crawlbook.runtime.console.plain import PLAIN
from crawlbook.runtime.game import Game
from crawlbook.runtime.policies import make_policy
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.saves import write_save

from tests.narrow import present

from .helpers import (
    CLEAN,
    CLEAN_TEXT,
    HOSTILE,
    SGR,
    dangerous,
    hostile_program,
    output,
    run,
    shown,
)

BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068",
        "\u2069"]


def codes_at(source: str) -> list[tuple[str, int, int]]:
    result = compile_source(source, "t.mission", build=False)
    return [(d.code, d.span.line, d.span.column) for d in result.diagnostics
            if d.span is not None and d.code.startswith("E1")]


# -- the checker refuses them -------------------------------------------------------------


@pytest.mark.parametrize("char", ["\x80", "\x85", "\x9b", "\x9f"])
def test_c1_control_characters_are_e102(char: str) -> None:
    assert codes_at(f"MISSION 1: T\nBRIEFING\nA {char} B\n") == [("E102", 3, 3)]


@pytest.mark.parametrize("char", [*BIDI, "\u2028", "\u2029"])
def test_bidi_controls_and_line_separators_are_e116(char: str) -> None:
    assert codes_at(f"MISSION 1: T\nBRIEFING\nA {char} B\n") == [("E116", 3, 3)]


def test_bidi_marks_for_right_to_left_text_are_allowed() -> None:
    assert codes_at("MISSION 1: T\nBRIEFING\nשלום \u200f עולם \u200e ok\n") == []


def test_a_comment_holding_an_escape_sequence_is_e102() -> None:
    assert codes_at("MISSION 1: T\n// \x1b]0;title\x07\nBRIEFING\nA\n") == [("E102", 2, 4)]


# -- programs ------------------------------------------------------------------------------


def built(tmp_path: Path, change: Callable[[dict], None] | None = None,
          rehash: bool = True) -> Path:
    program = compile_path(CLEAN).program
    assert program is not None
    if change is not None:
        change(program)
    if rehash:
        program["content_hash"] = content_hash(program)
    path = tmp_path / "well.json"
    # ASCII JSON: a lone surrogate can only be written as a `\ud800` escape.
    path.write_text(json.dumps(program, indent=2), encoding="utf-8")
    return path


def test_a_program_holding_control_characters_is_refused(tmp_path: Path) -> None:
    def poison(program: dict) -> None:
        program["entries"]["1.3"]["steps"][0]["text"] = "He finds \x1b[2J a passage."

    path = built(tmp_path, poison)
    with pytest.raises(ProgramError, match=r"U\+001B in entries/1\.3/steps/0/text"):
        load_program(path)
    result = run("play", str(path), "--policy", "random", "--seed", "1")
    assert result.exit_code == 1 and "damaged program" in result.stderr
    assert dangerous(output(result)) == []


@pytest.mark.parametrize("char", ["\x9b", "\u202e", "\u2028", "\ud800", "\x7f"])
def test_every_class_of_character_is_refused_in_programs(tmp_path: Path, char: str) -> None:
    def poison(program: dict) -> None:
        program["mission"]["title"] = f"The {char} Well"

    with pytest.raises(ProgramError, match="mission/title"):
        load_program(built(tmp_path, poison))


def test_a_key_holding_control_characters_is_refused(tmp_path: Path) -> None:
    def poison(program: dict) -> None:
        program["source"]["files"]["\x1b[2J.mission"] = "0" * 64

    with pytest.raises(ProgramError, match="a key of source/files"):
        load_program(built(tmp_path, poison))


@pytest.mark.parametrize("value", ["", None])
def test_a_program_without_a_content_hash_is_refused(tmp_path: Path, value: str | None) -> None:
    def unhash(program: dict) -> None:
        program["entries"]["1.3"]["steps"][0]["text"] = "Edited, and the hash emptied."
        program["content_hash"] = value

    path = built(tmp_path, unhash, rehash=False)
    with pytest.raises(ProgramError, match="no content_hash"):
        load_program(path)
    result = run("graph", str(path), "-o", str(tmp_path / "map.dot"))
    assert result.exit_code == 1 and "no content_hash" in result.stderr


# -- the console ---------------------------------------------------------------------------


class Curious:
    """A player who asks for help, the status, the map and the log at every prompt before
    answering as the random policy does, and types hostile text once."""

    echo = True

    def __init__(self, seed: int) -> None:
        self.policy = make_policy("random", seed)
        self.asked: dict[int, list[str]] = {}

    def read(self, prompt: Prompt) -> str:
        queue = self.asked.setdefault(id(prompt), ["help", "status", "map", "log",
                                                   HOSTILE])
        if queue:
            return queue.pop(0)
        from crawlbook.runtime.console.ask import key_of

        return key_of(prompt, self.policy.choose(prompt))


def hostile_games() -> list[tuple[str, dict]]:
    tunnel_rats = compile_path(CLEAN).program
    chainsaw = load_program(find("chainsaw-warrior") or "")
    assert tunnel_rats is not None
    return [("tunnel-rats", hostile_program(tunnel_rats)),
            ("chainsaw-warrior", hostile_program(chainsaw))]


@pytest.mark.parametrize("colour", [False, True], ids=["plain", "colour"])
@pytest.mark.parametrize("hooks", ["ruleset", "core"])
@pytest.mark.parametrize("name,program", hostile_games(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_the_console_shows_hostile_text_inert(tmp_path: Path, name: str, program: dict,
                                              hooks: str, colour: bool) -> None:
    buffer = io.StringIO()
    console = make_console(buffer, no_color=not colour, force_terminal=colour, width=80)
    for seed in (1, 2):
        game = Game.new(program, seed)
        view = ConsoleView(console, game, PLAIN if hooks == "core" else None)
        session = Session(game, view, Curious(seed), save_path=tmp_path / f"{seed}.json",
                          resume=f"crawlbook play {HOSTILE}")
        session.run()
    printed = buffer.getvalue()
    assert "pwned" in printed and "evil" in printed  # the text is shown ...
    assert dangerous(printed, colour=colour) == []  # ... and nothing in it is obeyed
    assert "␛]0;pwned␇␛[2J␛[31mred" in shown(printed)  # not even its colour code


def test_a_loaded_games_recap_is_inert(tmp_path: Path) -> None:
    _name, program = hostile_games()[0]
    game = Game.new(program, 3)
    while game.prompt is not None and game.prompt.kind != "decision":
        game.answer(game.prompt.choices[0].id)
    save = tmp_path / "s.json"
    write_save(save, game)
    buffer = io.StringIO()
    console = make_console(buffer, no_color=True, width=80)
    loaded = Game.from_json(program, json.loads(save.read_text()))
    Session(loaded, ConsoleView(console, loaded), Curious(3), save_path=save,
            resume="crawlbook play x").run(loaded=True)
    assert "Loaded the game" in buffer.getvalue()
    assert dangerous(buffer.getvalue()) == []


def test_simulates_text_report_is_inert() -> None:
    from crawlbook.runtime.simulation import simulate
    from crawlbook.runtime.simulation.report import render_text
    from rich.console import Console

    for _name, program in hostile_games():
        report = simulate(program, 4, seed=1, workers=1)
        report["policy"] = HOSTILE
        for colour in (False, True):
            buffer = io.StringIO()
            render_text(report, Console(file=buffer, force_terminal=colour, width=100),
                        footer=HOSTILE)
            assert "pwned" in buffer.getvalue()
            assert dangerous(buffer.getvalue(), colour=colour) == []
            assert "␛[31mred" in shown(buffer.getvalue())


# -- check's report and the command line's messages ----------------------------------------


@pytest.mark.parametrize("colour", ["--no-color", "--color"])
def test_checks_text_report_is_inert_with_carets_under_the_span(tmp_path: Path,
                                                                 colour: str) -> None:
    name = tmp_path / "a\x1b[2Jb.mission"
    name.write_text(CLEAN_TEXT.replace("An empty chamber.", "An \x1b[2J\x9bempty chamber.")
                    .replace("→ 3.2", "→ 3.9\u202e"), encoding="utf-8")
    result = run("check", "--isolated", colour, str(name), color=True)
    assert result.exit_code == 1
    assert dangerous(result.output, colour=colour == "--color") == []
    assert ("\x1b[" in result.output) == (colour == "--color")  # coloured, or not at all
    lines = SGR.sub("", result.output).splitlines()
    source = next(i for i, line in enumerate(lines) if "An ␛[2J" in line)
    caret = lines[source + 1]
    assert caret.index("^") == lines[source].index("␛")  # under the ESC, as shown
    assert "a␛[2Jb.mission" in shown(result.output)  # the file name too


def test_checks_json_report_escapes_them(tmp_path: Path) -> None:
    path = tmp_path / "x\x9b\u202e.mission"  # the name is in the report as it is
    path.write_text(CLEAN_TEXT.replace("→ 3.2", "→ 3.9\x9b"), encoding="utf-8")
    result = run("check", "--isolated", "--format", "json", str(path))
    assert dangerous(result.output) == [] and "x\\u009b\\u202e.mission" in result.output
    report = json.loads(result.output)
    assert report["diagnostics"][0]["path"] == str(path)  # the same JSON, escaped
    assert "U+009B" in report["diagnostics"][0]["message"]


def test_a_save_holding_hostile_answers_is_reported_inert(tmp_path: Path) -> None:
    program = present(compile_path(CLEAN).program)
    game = Game.new(program, 5)
    save = tmp_path / "s.json"
    write_save(save, game)
    data = json.loads(save.read_text())
    data["answers"] = [HOSTILE]
    data["engine"] = HOSTILE
    save.write_text(json.dumps(data), encoding="utf-8")
    result = run("play", str(CLEAN), "--load", str(save))
    assert result.exit_code == 1 and "cannot load the save" in result.stderr
    assert "pwned" in result.stderr and dangerous(output(result)) == []


def test_a_policys_name_is_reported_inert() -> None:
    result = run("play", str(CLEAN), "--policy", HOSTILE, "--seed", "1")
    assert result.exit_code == 2 and "pwned" in result.stderr
    assert dangerous(output(result)) == []


def test_a_file_name_is_reported_inert(tmp_path: Path) -> None:
    # A command line's undecodable byte arrives as U+DC80-U+DCFF (surrogateescape); other
    # lone surrogates cannot come from a command line.
    name = str(tmp_path / f"{HOSTILE.replace(chr(0xD800), chr(0xDCFF))}.mission")
    result = run("play", name)
    assert result.exit_code == 2 and "pwned" in result.stderr
    assert dangerous(output(result)) == []
    result = run("build", name)
    assert result.exit_code == 2 and dangerous(output(result)) == []
