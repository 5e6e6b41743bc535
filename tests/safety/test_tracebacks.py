"""Input that raised a traceback (docs/security.md, "What holds in every mode"): a save of
100,000 nested brackets or with a seed of 5,000 digits, a save whose fields have any
shape, text with a lone surrogate given to ``compile_source``, a ``--policy`` that names a
function rather than a policy class (docs/simulate.md, "Writing your own policy"). Each
is now a message and its exit code."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from crawlbook.compiler.api import ProgramError, compile_path, compile_source, read_program
from crawlbook.compiler.build import validate
from crawlbook.runtime.game import Game
from crawlbook.runtime.saves import write_save
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.narrow import present

from .helpers import CLEAN, CLEAN_TEXT, output, run


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "s.json"
    write_save(path, Game.new(present(compile_path(CLEAN).program), 1))
    return path


def test_a_save_of_nested_brackets(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    for args in (["play", str(CLEAN), "--load", str(path)], ["play", "--load", str(path)]):
        result = run(*args)
        assert result.exit_code == 1, output(result)
        assert "nested too deeply" in result.stderr


def test_a_save_with_a_seed_of_5000_digits(save: Path) -> None:
    text = save.read_text()
    data = json.loads(text)
    save.write_text(text.replace(f'"seed": {data["seed"]}', '"seed": ' + "7" * 5000))
    result = run("play", str(CLEAN), "--load", str(save))
    assert result.exit_code == 1 and "the save is damaged" in result.stderr


@pytest.mark.parametrize("value", ["1e400", '"12"', "true", "-0.5"])
def test_a_save_whose_seed_is_not_a_whole_number(save: Path, value: str) -> None:
    data = json.loads(save.read_text())
    save.write_text(save.read_text().replace(f'"seed": {data["seed"]}', f'"seed": {value}'))
    result = run("play", str(CLEAN), "--load", str(save))
    assert result.exit_code == 1 and "whole number" in result.stderr


def test_a_program_of_nested_brackets_or_huge_numbers(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(ProgramError, match="nested too deeply"):
        read_program(deep)
    digits = tmp_path / "digits.json"
    digits.write_text('{"format": "crawlbook-program", "version": ' + "9" * 5000 + "}")
    with pytest.raises(ProgramError, match="not a crawlbook program"):
        read_program(digits)


@pytest.mark.parametrize("where", ["prose", "comment", "title", "effect"])
def test_compile_source_with_a_lone_surrogate(where: str) -> None:
    old, new = {"prose": ("A tripwire.", "A trip\ud800wire."),
                "comment": ("// A clean", "// A \udfff clean"),
                "title": ("The Well Shaft", "The \udc80Well Shaft"),
                "effect": ("[NOTE WELL]", "[NOTE W\ud83dELL]")}[where]
    source = CLEAN_TEXT.replace(old, new)
    result = compile_source(source, "s.mission")
    problems = [d for d in result.diagnostics if d.code == "E117"]
    assert len(problems) == 1 and problems[0].severity == "error"
    line = source[:source.index(new)].count("\n") + 1
    assert present(problems[0].span).line == line
    forced = compile_source(source, "s.mission", force=True)
    assert forced.program is not None and validate(forced.program) == []
    json.dumps(forced.program).encode("utf-8")  # writable, whatever the text held


@pytest.mark.parametrize("command", [["play", str(CLEAN), "--seed", "1"],
                                     ["simulate", str(CLEAN), "-n", "1", "--workers", "1"]],
                         ids=["play", "simulate"])
@pytest.mark.parametrize("spec", ["os:system", "os:getcwd", "builtins:int", "json:dumps"])
def test_a_policy_that_is_not_a_policy_class(command: list[str], spec: str) -> None:
    result = run(*command, "--policy", spec)
    assert result.exit_code == 2, output(result)
    assert "not a policy class" in result.stderr


@pytest.mark.parametrize("key", ["options", "program", "snapshot", "ruleset", "engine",
                                 "answers", "over"])
@pytest.mark.parametrize("value", [[], {}, [[[]]], "x", None, 7, {"entry": []}])
def test_a_save_with_fields_of_any_shape(save: Path, key: str, value: object) -> None:
    data = json.loads(save.read_text())
    data[key] = value
    save.write_text(json.dumps(data))
    result = run("play", str(CLEAN), "--load", str(save), input="quit\n")
    assert result.exit_code in (0, 1), output(result)
    if result.exit_code == 1:
        assert "cannot load the save" in result.stderr


class Fine:
    """A policy class of an author's own (for the test below)."""

    name = "fine"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, prompt: object) -> str:
        return prompt.choices[0].id  # type: ignore[attr-defined]


def test_a_policy_class_of_ones_own_plays() -> None:
    spec = "tests.safety.test_tracebacks:Fine"
    result = run("play", str(CLEAN), "--seed", "1", "--policy", spec)
    assert result.exit_code == 0, output(result)
    result = run("simulate", str(CLEAN), "-n", "2", "--workers", "1", "--policy", spec)
    assert result.exit_code == 0, output(result)


class Broken:
    """A policy class whose objects cannot be made (for the test below)."""

    name = "broken"

    def __init__(self, seed: int, other: int) -> None:  # one argument too many
        raise AssertionError("never called with one argument")

    def choose(self, prompt: object) -> str:  # pragma: no cover - never made
        return ""


def test_a_policy_class_that_fails_is_a_message() -> None:
    result = run("play", str(CLEAN), "--seed", "1", "--policy",
                 "tests.safety.test_tracebacks:Broken")
    assert result.exit_code == 2 and "creating it failed: TypeError" in result.stderr


@settings(max_examples=200, deadline=None)
@given(st.text(st.sampled_from(["a", "é", "\n", "\r", "\ud800", "\udbff", "\udc80", "\udfff"]),
               max_size=60))
def test_every_half_character_is_found_where_it_is(text: str) -> None:
    """Each lone surrogate becomes U+FFFD and an E117 at its line and column, lines ended
    by \\n, \\r\\n or a lone \\r (docs/language.md, "Lexical rules")."""
    from crawlbook.dsl.loader import whole_characters

    whole, found = whole_characters(text, "t.mission")
    assert len(whole) == len(text)
    whole.encode("utf-8")  # no half character left
    lines = re.split("\r\n|\r|\n", text)
    halves = sum(1 for c in text if "\ud800" <= c <= "\udfff")
    assert len(found) == min(halves, 20)
    for d in found:
        assert d.code == "E117" and d.span is not None
        assert "\ud800" <= lines[d.span.line - 1][d.span.column - 1] <= "\udfff"
