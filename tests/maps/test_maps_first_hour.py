"""A whole-mission map is about the mission (docs/maps.md): the ruleset's cards (Tunnel
Rats' 18 TB cards) are left out unless asked for (``--cards``, or ``--event CODE`` for
one), and the SVG opens fitted to the window rather than at 1:1."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.compiler import maps
from crawlbook.compiler.api import load_program
from crawlbook.missions import find

from crawlbook.cli import main
from tests.narrow import present

needs_dot = pytest.mark.skipif(shutil.which("dot") is None, reason="no graphviz `dot`")


def program() -> dict:
    return load_program(present(find("1")))


def test_the_whole_map_leaves_the_cards_out() -> None:
    model = maps.build_map(program())
    assert not any(c.name.startswith("cluster_cards_") for c in model.clusters)
    assert not any(name.startswith("TR") for name in model.nodes)
    dot = maps.to_dot(model)
    assert "18 TB Encounter cards not drawn" in dot


def test_the_cards_are_drawn_when_asked() -> None:
    model = maps.build_map(program(), cards=True)
    assert any(c.name.startswith("cluster_cards_") for c in model.clusters)
    assert "TR7.1" in model.nodes
    assert "not drawn" not in maps.to_dot(model)


def test_one_card_by_its_code() -> None:
    mission = program()
    model = maps.build_map(mission, event="TR7")
    drawn = {n for n, node in model.nodes.items() if node.kind == "entry"}
    assert drawn == set(mission["cards"]["TR7"]["entries"])


def test_graph_cards_flag(tmp_path: Path) -> None:
    runner = CliRunner()
    plain = runner.invoke(main, ["graph", "1", "-o", "-"])
    with_cards = runner.invoke(main, ["graph", "1", "-o", "-", "--cards"])
    assert plain.exit_code == with_cards.exit_code == 0
    assert '"TR7.1"' not in plain.stdout and '"TR7.1"' in with_cards.stdout


@needs_dot
def test_the_svg_opens_fitted_to_the_window() -> None:
    svg = maps.draw(program(), fmt="svg").decode("utf-8")
    root = re.search(r"<svg\b[^>]*>", svg, re.S)
    assert root is not None
    tag = root.group(0)
    assert 'width="100%"' in tag and 'height="100%"' in tag
    assert "viewBox=" in tag
    # never larger than drawn: a small map is not blown up
    natural = re.search(r"max-width:\s*([\d.]+)pt;\s*max-height:\s*([\d.]+)pt", tag)
    assert natural is not None


def test_a_mission_of_cards_only_is_drawn_with_them() -> None:
    """With no Event, the cards are the mission (a ruleset whose booklets are all cards)."""
    mission = program()
    only_cards = {**mission, "events": {}, "entries": {
        k: v for k, v in mission["entries"].items() if v.get("owner_kind") == "card"}}
    model = maps.build_map(only_cards)
    assert "TR7.1" in model.nodes and not model.omitted
