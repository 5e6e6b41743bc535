"""`crawlbook graph` (docs/maps.md): formats, selections, missions with errors, a missing `dot`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from _maps_svg import FIXTURES, SvgMap, needs_dot
from click.testing import CliRunner
from crawlbook.compiler.api import compile_path

from crawlbook.cli import main

BROKEN = """\
RULESET tunnel-rats
MISSION 4: Loose Ends
LEVELS 1
TB DECK 10
LEVEL 1 DECK: 4 STANDARD, EVENT 1 ON TOP

BRIEFING
Nothing here works.

EVENT 1: Dead Ends

1.1
A fork in the tunnel. Do you:
• go left → 1.2
• go right → 1.9
- - - - -
1.2
The left tunnel.
→ CONTINUE THE MISSION
=====
1.3
Nobody will ever read this.
→ CONTINUE THE MISSION
=====

END OF MISSION
You climb out.
SUCCESS POINTS
+1 per RAT STANDING
"""


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["graph", *args])
    return result.exit_code, result.output


def test_dot_output_from_a_built_program(tmp_path: Path) -> None:
    out = tmp_path / "map.dot"
    code, output = run(str(FIXTURES / "well.program.json"), "-o", str(out))
    assert code == 0, output
    assert out.read_text(encoding="utf-8").startswith("digraph crawlbook {")
    again = tmp_path / "again.dot"
    run(str(FIXTURES / "well.program.json"), "-o", str(again))
    assert again.read_bytes() == out.read_bytes()


def test_without_dot_only_dot_output_works(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no graphviz on this PATH
    program = str(FIXTURES / "well.program.json")
    code, output = run(program, "-o", str(tmp_path / "map.dot"))
    assert code == 0, output
    for fmt in ("svg", "png", "pdf"):
        code, output = run(program, "-o", str(tmp_path / f"map.{fmt}"))
        assert code == 1
        lines = output.strip().splitlines()
        assert len(lines) == 1 and "apt-get install graphviz" in lines[0], output
        assert "Traceback" not in output
        assert not (tmp_path / f"map.{fmt}").exists()


@pytest.mark.parametrize(("args", "message"), [
    (["-o", "map.txt"], "cannot tell the format"),
    (["-o", "map.svg", "--event", "1", "--entry", "1.1"], "not both"),
    (["-o", "map.svg", "--event", "9"], "no Event 9"),
    (["-o", "map.dot", "--event", "tr8"], "no Event or TB card tr8"),
    (["-o", "map.dot", "--event", "TR8"], "did you mean TR7?"),
    (["-o", "map.dot", "--event", "33"], "Events: 1, 2, 3; TB cards: TR7); did you mean 3?"),
    (["-o", "map.svg", "--entry", "9.9"], "no entry 9.9"),
    (["-o", "nowhere/map.svg"], "no such folder"),
])
def test_usage_errors_exit_2(args: list[str], message: str, tmp_path: Path,
                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, output = run(str(FIXTURES / "well.program.json"), *args)
    assert code == 2 and message in output, output


def test_a_missing_file_exits_2(tmp_path: Path) -> None:
    code, output = run(str(tmp_path / "nope.mission"), "-o", str(tmp_path / "m.dot"))
    assert code == 2 and "no such file" in output


@needs_dot
def test_a_mission_with_errors_is_drawn_with_its_diagnostics(tmp_path: Path) -> None:
    mission = tmp_path / "broken.mission"
    mission.write_text(BROKEN, encoding="utf-8")
    out = tmp_path / "broken.svg"
    code, output = run(str(mission), "-o", str(out))
    assert code == 0, output
    assert "error" in output and "marked" in output
    svg = SvgMap(out.read_bytes())
    codes = {d.code for d in compile_path(mission, force=True).diagnostics}
    assert {"E204", "W405"} <= codes
    assert "problem" in svg.classes(svg.nodes["1.3"])  # unreachable
    assert "W405" in svg.tooltip(svg.nodes["1.3"])
    assert "missing" in svg.classes(svg.nodes["missing 1.9"])
    assert "E204" in svg.tooltip(svg.nodes["missing 1.9"])
    assert "problem" not in svg.classes(svg.nodes["1.2"])


def test_a_file_that_cannot_be_read_is_not_drawn(tmp_path: Path) -> None:
    mission = tmp_path / "bad.mission"
    mission.write_bytes(b"\xff\xfe not text")
    code, output = run(str(mission), "-o", str(tmp_path / "bad.dot"))
    assert code == 1 and "E101" in output and "cannot be drawn" in output
    assert not (tmp_path / "bad.dot").exists()
    mission.write_text("MISSION 1: X\nEVENT 1: A\n1.1\n[TEST LEAD\n• go → 1.2\n=====\n",
                       encoding="utf-8")  # syntax errors, but it parses: it is drawn
    code, output = run(str(mission), "-o", str(tmp_path / "bad.dot"))
    assert code == 0 and "errors" in output, output


def test_a_damaged_program_is_a_clear_error(tmp_path: Path) -> None:
    program = tmp_path / "p.json"
    program.write_text(json.dumps({"format": "nope"}), encoding="utf-8")
    code, output = run(str(program), "-o", str(tmp_path / "p.dot"))
    assert code == 1 and "not a crawlbook program" in output


@needs_dot
def test_every_bundled_mission_draws_every_entry(tmp_path: Path) -> None:
    from crawlbook.missions import bundled

    for mission in bundled():
        out = tmp_path / f"{mission.number}.svg"
        code, output = run(str(mission.path), "-o", str(out), "--cards")
        assert code == 0, output
        program = compile_path(mission.path).program
        assert program is not None
        svg = SvgMap(out.read_bytes())
        assert set(program["entries"]) <= set(svg.nodes)


@needs_dot
def test_event_and_entry_maps_from_the_command_line(tmp_path: Path) -> None:
    program = str(FIXTURES / "well.program.json")
    code, _ = run(program, "-o", str(tmp_path / "e.svg"), "--event", "3")
    assert code == 0
    nodes = SvgMap((tmp_path / "e.svg").read_bytes()).nodes
    assert {"3.1", "3.2", "3.3"} <= set(nodes) and "1.1" not in nodes
    code, _ = run(program, "-o", str(tmp_path / "n.png"), "--entry", "1.2", "--depth", "1")
    assert code == 0 and (tmp_path / "n.png").read_bytes().startswith(b"\x89PNG")
    code, _ = run(program, "-o", str(tmp_path / "n.pdf"), "--entry", "1.2")
    assert code == 0 and (tmp_path / "n.pdf").read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize("code", ["TR7", "tr7"])
def test_event_takes_a_tb_card_code(code: str, tmp_path: Path) -> None:
    out = tmp_path / "card.dot"
    exit_code, output = run(str(FIXTURES / "well.program.json"), "-o", str(out), "--event", code)
    assert exit_code == 0, output
    assert "(2 entries)" in output
    source = out.read_text(encoding="utf-8")
    assert '"TR7.1"' in source and '"TR7.2"' in source and '"1.1"' not in source
    assert "TB card TR7" in source


# ----------------------------------------------------------------------------- the HTML map


def graph(*args: str) -> Any:
    return CliRunner().invoke(main, ["graph", *args])


def test_graph_writes_the_interactive_html_map_without_graphviz(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from crawlbook.compiler import maps

    monkeypatch.setattr(maps, "dot_available", lambda: False)
    out = tmp_path / "map.html"
    result = graph(str(FIXTURES / "well.program.json"), "-o", str(out), "--no-odds")
    assert result.exit_code == 0, result.output
    text = out.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and 'id="map-data"' in text
    assert "Drew" in result.output


def test_graph_draws_a_simulation_report_on_the_map(tmp_path: Path) -> None:
    from crawlbook.runtime.simulation import simulate

    program = json.loads((FIXTURES / "well.program.json").read_text(encoding="utf-8"))
    report = tmp_path / "report.json"
    report.write_text(json.dumps(simulate(program, 20, seed=1, workers=1)), encoding="utf-8")
    out = tmp_path / "map.html"
    result = graph(str(FIXTURES / "well.program.json"), "-o", str(out), "--heat", str(report),
                   "--no-odds")
    assert result.exit_code == 0, result.output
    assert "simulation: 20 runs" in result.output
    assert 'data-share="' in out.read_text(encoding="utf-8")


@pytest.mark.parametrize(("content", "message"), [
    ("{not json", "not JSON"),
    ('{"format": "crawlbook-program"}', "not a crawlbook simulation report"),
    ('{"format": "crawlbook-simulation"}', "incomplete"),
])
def test_a_bad_heat_report_is_an_input_error(tmp_path: Path, content: str, message: str) -> None:
    report = tmp_path / "report.json"
    report.write_text(content, encoding="utf-8")
    result = graph(str(FIXTURES / "well.program.json"), "-o", str(tmp_path / "m.html"),
                   "--heat", str(report), "--no-odds")
    assert result.exit_code == 1
    assert message in result.output and "Traceback" not in result.output
    assert not (tmp_path / "m.html").exists()


def test_a_missing_heat_report_is_a_usage_error(tmp_path: Path) -> None:
    result = graph(str(FIXTURES / "well.program.json"), "-o", str(tmp_path / "m.html"),
                   "--heat", str(tmp_path / "nothing.json"))
    assert result.exit_code == 2
    assert "no such file" in result.output
