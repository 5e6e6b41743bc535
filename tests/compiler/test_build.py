"""The compiled program (docs/program-format.md): schema, determinism, content hash, and
``load_program``'s errors for damaged, future-version and non-JSON files."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from crawlbook.compiler.api import ProgramError, compile_path, load_program
from crawlbook.compiler.build import content_hash, dumps, validate
from crawlbook.compiler.config import Config

ROOT = Path(__file__).resolve().parents[2]
CLEAN = ROOT / "tests" / "data" / "cases" / "clean.mission"


def _missions() -> list[Path]:
    """The bundled missions and every case (forced when it has errors: `graph` draws those)."""
    found = sorted((ROOT / "missions").glob("*.mission"))
    found += sorted((ROOT / "tests" / "data" / "cases").glob("*.mission"))
    return found


def _program(path: Path) -> dict:
    result = compile_path(path, Config(), force=True)
    assert result.program is not None
    return result.program


@pytest.mark.parametrize("path", _missions(), ids=lambda p: p.name)
def test_built_programs_validate_against_the_schema(path: Path) -> None:
    assert validate(_program(path)) == []


def test_same_sources_same_bytes(tmp_path: Path) -> None:
    copy = tmp_path / "elsewhere" / "clean.mission"
    copy.parent.mkdir()
    shutil.copy(CLEAN, copy)
    assert dumps(_program(CLEAN)) == dumps(_program(CLEAN)) == dumps(_program(copy))


def test_program_shape() -> None:
    program = _program(CLEAN)
    assert program["format"] == "crawlbook-program" and program["version"] == 2
    assert program["content_hash"] == content_hash(program)
    assert program["source"]["path"] == "clean.mission"
    mission = program["mission"]
    setup = program["setup"]  # the ruleset's part (format 2)
    assert (mission["number"], setup["levels"], setup["tb_deck"], setup["threat"]) == (
        1, 2, 10, 3)
    assert setup["decks"][0] == {"level": 1, "standard": 4, "placements": [
        {"events": [1, 2], "where": "shuffled", "depth": None}]}
    assert mission["markers"] == ["RADIO"]
    assert mission["rules"] == [{"verb": "FORBID_EXIT", "params": {"side": "BOTTOM",
                                                                   "level": 2}}]
    assert setup["random_combat"]["params"]["standard"] == 2
    assert mission["objectives"] == [{"text": "Find where the well leads.", "log_entry": "WELL"}]
    assert program["events"]["1"]["first"] == "1.1"
    assert program["events"]["1"]["entries"] == ["1.1", "1.2", "1.3", "1.4"]
    assert program["cards"]["TR18"]["first"] == "TR18.1"
    e12 = program["entries"]["1.2"]
    assert e12["ending"] == {"kind": "resolve", "verb": "TEST",
                             "params": {"who": "SUPPORT", "trait": "SURVIVAL", "diff": 2},
                             "outcomes": {"pass": "1.3", "fail": "1.4"}}
    assert e12["line"] == "dotted" and e12["span"]["file"] == "clean.mission"
    assert program["entries"]["1.1"]["ending"]["options"][2]["if"] == {"has": "RADIO"}
    assert program["entries"]["3.1"]["ending"] == {"kind": "branch", "arms": [
        {"if": {"and": [{"noted": "WELL"}, {"not": {"noted": "LOUD"}}]}, "to": "3.2"},
        {"if": None, "to": "3.3"}]}
    steps = program["entries"]["1.4"]["steps"]
    assert steps[0] == {"op": "text", "text": "The rope burns his hands."}
    assert steps[1]["op"] == "effect" and steps[1]["params"] == {"who": "SUPPORT", "amount": 2}
    points = program["end_of_mission"]["success_points"]
    assert {"points": 1, "per": "TB CARD LEFT", "every": 2} in points
    assert {"points": 3, "if": {"noted": "WELL"}} in points


def test_errors_give_no_program_unless_forced() -> None:
    broken = ROOT / "tests" / "data" / "cases" / "targets.mission"
    assert compile_path(broken, Config()).program is None
    assert compile_path(broken, Config(), force=True).program is not None


def _write(tmp_path: Path, name: str, data: bytes | str) -> Path:
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else data.encode())
    return path


def test_load_program_roundtrip(tmp_path: Path) -> None:
    program = _program(CLEAN)
    path = _write(tmp_path, "p.json", dumps(program))
    assert load_program(path) == program
    assert load_program(CLEAN)["content_hash"] == program["content_hash"]


@pytest.mark.parametrize(("data", "message"), [
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not UTF-8"),
    ("{not json", "bad JSON at line 1"),
    ("[1, 2]", "not a crawlbook program"),
    ('{"format": "crawlbook-program", "version": "one"}', "version"),
    ('{"format": "crawlbook-program", "version": 99}', "newer crawlbook"),
    ('{"format": "crawlbook-program", "version": 1}', "damaged program"),
    ("[" * 100000, "not a crawlbook program"),
])
def test_load_program_errors(tmp_path: Path, data: bytes | str, message: str) -> None:
    path = _write(tmp_path, "bad.json", data)
    with pytest.raises(ProgramError, match=message):
        load_program(path)


def test_load_program_detects_edits(tmp_path: Path) -> None:
    program = json.loads(dumps(_program(CLEAN)))
    program["mission"]["threat"] = 9
    with pytest.raises(ProgramError, match="content_hash"):
        load_program(_write(tmp_path, "edited.json", json.dumps(program)))


def test_load_program_missing_and_broken_mission(tmp_path: Path) -> None:
    with pytest.raises(ProgramError, match="no such file"):
        load_program(tmp_path / "nothing.json")
    broken = ROOT / "tests" / "data" / "cases" / "targets.mission"
    with pytest.raises(ProgramError, match=r"E204") as info:
        load_program(broken)
    assert info.value.diagnostics


def test_broken_content_pack_is_a_diagnostic(monkeypatch: pytest.MonkeyPatch) -> None:
    from crawlbook.compiler import build

    def broken(ruleset: str, *_plugin: object) -> dict:
        raise build.BuildError(f"the content pack of `{ruleset}` cannot be loaded: gone")

    monkeypatch.setattr(build, "content_pack", broken)
    result = compile_path(CLEAN, Config())
    assert result.program is None and [d.code for d in result.errors] == ["E220"]
