"""Chainsaw Warrior content in `crawlbook booklet` and `crawlbook graph` (docs/maps.md;
docs/chainsaw-warrior/language.md): the set-up rows a player lays the game out by, the
House cards as the Reference Section reads (the Chaos Agents first, each verb in the
ruleset's words with the cards' and creatures' names), the Equipment as a card sheet
(``Ruleset.booklet_sheets``), author text escaped."""

from __future__ import annotations

import html
import re
from pathlib import Path

from click.testing import CliRunner
from crawlbook.compiler.api import load_program
from crawlbook.compiler.booklet import render_booklet
from crawlbook.missions import find

from crawlbook.cli import main


def text_of(page: str) -> str:
    body = page[page.index("<main>"):]
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body)))


def test_the_standard_game_as_printed():
    program = load_program(find("chainsaw-warrior") or "")
    page = render_booklet(program)
    text = text_of(page)
    assert page.index('id="chaos-agents"') < page.index('id="house-cards"') \
        < page.index('id="equipment"') < page.index('id="end-of-mission"')
    assert "The Time Track 60 minutes; night falls at 30:00" in text
    assert "The House deck 108 cards: Balcony 7, Corridor 42, Elevator 6, Room 43, " \
           "Stairs 10" in text
    assert "The goal Darkness, shuffled into Deck Two" in text
    assert "FIGHT: Chaos Agent 6, -3 to the Aimed Shot, -3 to your HtH, no escape." in text
    assert "FIGHT: Chaos Agent 9 and 2 Wandering Zombies, the Aimed Shot at a Wandering " \
           "Zombie only." in text
    assert "FIGHT: 1D6 × Wandering Zombie, an Aimed Shot without Testing Reflexes." in text
    assert "You may try to hide from the Chaos Agent 7." in text


def test_the_equipment_as_a_card_sheet():
    """Every Equipment card of the content pack, with its type and cost, uses, targets,
    door and HtH numbers and what its hooks do."""
    program = load_program(find("chainsaw-warrior") or "")
    page = render_booklet(program)
    sheet = page[page.index('id="equipment"'):page.index('id="end-of-mission"')]
    items = program["content"]["equipment"]["items"]
    assert sheet.count('sheet-card"') == len(items)
    text = text_of("<main>" + sheet)
    assert "Gun, 2 point(s) Sub-Machine Gun Uses: 10 To hit: Zombie 5" in text
    assert "Special, free Laser-lance Uses: 6" in text
    assert "Each wound: on a 5 or more the armour takes it." in text
    assert "White Dwarf 88 Combat Shotgun" in text


def test_a_scenario_of_its_own_and_escaping(tmp_path: Path):
    program = load_program(find("chainsaw-warrior-blackout") or "")
    text = text_of(render_booklet(program))
    assert "night from the start" in text and "The goal The Rift Engine" in text
    assert "Cards of this house Ward (creature), Morgue (creature), Pharmacy (item), " \
           "Trap - The Generator (trap, radioactive)" in text
    assert "The game is won (RIFT_ENGINE_DESTROYED)." in text
    program["cards"]["WARD"]["title"] = "<script>alert(1)</script>"
    page = render_booklet(program)
    assert "<script>" not in page and "&lt;script&gt;" in page


def test_graph_and_booklet_commands(tmp_path: Path):
    path = find("chainsaw-warrior-blackout")
    runner = CliRunner()
    out = tmp_path / "map.dot"
    result = runner.invoke(main, ["graph", str(path), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "RIFT_ENGINE.2" in out.read_text(encoding="utf-8")
    booklet = tmp_path / "b.html"
    result = runner.invoke(main, ["booklet", str(path), "-o", str(booklet)])
    assert result.exit_code == 0, result.output
    assert 'class="card-sheet"' in booklet.read_text(encoding="utf-8")
    tunnel_rats = render_booklet(load_program(find("1") or ""))
    assert 'class="sheet"' not in tunnel_rats  # a ruleset without sheets: none
