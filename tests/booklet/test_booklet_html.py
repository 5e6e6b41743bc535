"""The printable booklet (docs/maps.md) read back as an HTML tree: every entry in order, every
"turn to" a working link, the lines, the Log Entries, tests and combats, hostile text."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from _booklet_dom import FIXTURES, Element, load_program, parse_html
from click.testing import CliRunner
from crawlbook.compiler import booklet
from crawlbook.compiler.maps import targets_of
from hypothesis import given, settings
from hypothesis import strategies as st

from crawlbook import plugins
from crawlbook.cli import main


def render(name: str) -> tuple[dict[str, Any], Element]:
    program = load_program(name)
    page = parse_html(booklet.render_booklet(program))
    assert not page.errors, page.errors
    return program, page.root


def by_id(root: Element) -> dict[str, Element]:
    ids: dict[str, Element] = {}
    for element in root.iter():
        if "id" in element.attrs:
            assert element.attrs["id"] not in ids, f"duplicate id {element.attrs['id']}"
            ids[element.attrs["id"]] = element
    return ids


@pytest.mark.parametrize("name", ["well", "broken", "hostile"])
def test_valid_self_contained_html5(name: str) -> None:
    program = load_program(name)
    page = parse_html(booklet.render_booklet(program))
    assert page.doctype and page.doctype.lower() == "doctype html"
    assert not page.errors and page.stack == [page.root]  # every element closed
    (html,) = page.root.iter("html")
    assert html.attrs["lang"] == "en"
    assert [m.attrs.get("charset") for m in html.iter("meta") if "charset" in m.attrs] == ["utf-8"]
    assert len(html.iter("title")) == 1
    assert not html.iter("script") and not html.iter("link") and not html.iter("img")
    for element in html.iter():  # nothing is fetched: every reference is inside the page
        for attr in ("src", "href"):
            assert not element.attrs.get(attr, "#").strip() or element.attrs.get(
                attr, "#").startswith("#"), element.attrs
    (style,) = html.iter("style")
    assert "url(" not in style.text() and "@import" not in style.text()
    by_id(page.root)


def test_every_entry_appears_in_order_with_its_line() -> None:
    program, root = render("well")
    ids = by_id(root)
    for ev in program["events"].values():
        article = ids[f"event-{ev['number']}"]
        sections = article.iter("section", "entry")
        assert [s.attrs["id"] for s in sections] == [booklet.anchor(e) for e in ev["entries"]]
        assert article.iter("h2")[0].words() == f"Event {ev['number']} {ev['title']}"
    for eid, entry in program["entries"].items():
        section = ids[booklet.anchor(eid)]
        assert section.iter("h3", "entry-id")[0].text() == eid
        lines = [hr for hr in section.iter("hr")]
        expected = [] if entry["line"] is None else [entry["line"]]
        assert [("dotted" if "dotted" in hr.classes else "double") for hr in lines] == expected
        prose = [p.text() for p in section.iter("p", "prose")]
        assert prose == [s["text"] for s in entry["steps"] if s["op"] == "text"]


def test_every_turn_to_is_a_link_to_its_entry() -> None:
    program, root = render("well")
    ids = by_id(root)
    for eid, entry in program["entries"].items():
        section = ids[booklet.anchor(eid)]
        links = [(a.attrs["href"], a.text()) for a in section.iter("a", "turn-to")]
        continues = section.iter("span", "continue")
        expected = [to for to, *_ in targets_of(entry["ending"],
                                                plugins.language(program["ruleset"]))]
        assert [text for _href, text in links] == [t for t in expected if t != "CONTINUE"]
        assert len(continues) == expected.count("CONTINUE")
        for href, text in links:
            assert href == f"#{booklet.anchor(text)}" and href[1:] in ids


def test_log_entries_tests_and_combats_are_set_as_a_booklet_sets_them() -> None:
    _program, root = render("well")
    ids = by_id(root)
    (note,) = ids["e-1-3"].iter("mark", "log-entry")
    assert note.text() == "LOG ENTRY: WELL"
    (test,) = ids["e-1-2"].iter("p", "test")
    assert test.words() == "SUPPORT MAN tests SURVIVAL, DIFF 2."
    outcomes = [li.words() for li in ids["e-1-2"].iter("li")]
    assert outcomes == ["Pass → 1.3", "Fail → 1.4"]
    (combat,) = ids["e-2-1"].iter("div", "combat")
    cells = {td.attrs["class"]: td.text() for td in combat.iter("td")}
    assert cells["standard"] == "2" and cells["elite"] == "0" and cells["initiative"] == "VC"
    (damage,) = ids["e-1-4"].iter("p", "damage")
    assert damage.words() == "DAMAGE: SUPPORT MAN takes 2 Damage."
    checks = [li.words() for li in ids["e-3-1"].iter("li")]
    assert checks == ["If you have noted WELL → 3.2", "Otherwise → 3.3"]
    assert [m.text() for m in ids["e-3-1"].iter("mark", "log-entry")] == ["WELL"]


def test_set_up_briefing_objectives_cards_and_end_of_mission() -> None:
    _program, root = render("well")
    ids = by_id(root)
    rows = {tr.iter("th")[0].text(): tr.iter("td")[0].text() for tr in ids["setup"].iter("tr")}
    assert rows["TB Draw deck"].startswith("10 cards")
    assert rows["Level 2 deck"] == "4 Standard cards; Event 3 shuffled into the bottom 2 cards"
    assert rows["Random Combat"] == "2 Standard VC; Initiative: RANDOM"
    assert "well shaft" in ids["briefing"].text()
    assert ids["objectives"].iter("mark", "log-entry")[0].text() == "LOG ENTRY: WELL"
    assert [s.attrs["id"] for s in ids["card-TR7"].iter("section")] == ["e-TR7-1", "e-TR7-2"]
    points = [" ".join(tr.words().split()) for tr in ids["end-of-mission"].iter("tr")]
    assert points == ["+3 if you have noted WELL",
                      "-2 if you have noted LOUD and not noted WELL",
                      "+1 per RAT STANDING", "+1 per 2 TB CARDS LEFT"]


def test_print_stylesheet() -> None:
    _program, root = render("well")
    css = root.iter("style")[0].text()
    page = re.search(r"@page\s*{(.*?)\n}", css, re.S)
    assert page and re.search(r"size:\s*A5", page.group(1))
    assert re.search(r"@bottom-center\s*{\s*content:\s*counter\(page\)", page.group(1))
    assert re.search(r"\.entry\s*{[^}]*break-inside:\s*avoid", css)


def test_cards_are_a_card_sheet() -> None:
    """The cards are set side by side, each framed and never split (several to a page)."""
    _program, root = render("well")
    ids = by_id(root)
    (sheet,) = ids["tb-cards"].iter("div", "card-sheet")
    assert [a.attrs["id"] for a in sheet.iter("article")] == ["card-TR7"]
    css = root.iter("style")[0].text()
    assert re.search(r"\.card-sheet\s*{[^}]*column-count:\s*2", css)
    assert re.search(r"\.card\s*{[^}]*break-inside:\s*avoid", css)


def test_hostile_text_is_escaped() -> None:
    program, root = render("hostile")
    evil = program["mission"]["title"]
    assert not root.iter("script") and not root.iter("img") and not root.iter("b")
    assert not [e for e in root.iter() for k in e.attrs if k.startswith("on")]
    assert root.iter("title")[0].text() == f"Mission 3: {evil}"
    ids = by_id(root)
    prose = [p.text() for p in ids["e-9-1"].iter("p", "prose")]
    assert prose == [evil]
    options = [li.words() for li in ids["e-9-1"].iter("li")]
    assert options[0] == " ".join(f"{evil} → 9.2".split())
    assert options[1] == "If you noted WELL: <b>bold</b> {x} → CONTINUE THE MISSION"
    assert ids["briefing"].iter("p")[0].text() == evil


def test_a_missing_target_is_not_a_dead_link() -> None:
    _program, root = render("broken")
    ids = by_id(root)
    hrefs = [a.attrs["href"][1:] for a in root.iter("a")]
    assert all(h in ids for h in hrefs)
    broken = ids["e-5-1"].iter("span", "broken")
    assert [b.text() for b in broken] == ["5.9"]


def test_booklet_command_writes_html(tmp_path: Path) -> None:
    out = tmp_path / "b.html"
    result = CliRunner().invoke(main, ["booklet", str(FIXTURES / "well.program.json"),
                                       "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert not parse_html(out.read_text(encoding="utf-8")).errors


def test_booklet_command_refuses_a_mission_with_errors_unless_forced(tmp_path: Path) -> None:
    mission = tmp_path / "bad.mission"
    mission.write_text("MISSION 1: Bad\nEVENT 1: X\n1.1\n→ 1.9\n=====\n", encoding="utf-8")
    out = tmp_path / "b.html"
    result = CliRunner().invoke(main, ["booklet", str(mission), "-o", str(out)])
    assert result.exit_code == 1 and "--force" in result.output and not out.exists()
    result = CliRunner().invoke(main, ["booklet", str(mission), "-o", str(out), "--force"])
    assert result.exit_code == 0, result.output
    assert "e-1-1" in by_id(parse_html(out.read_text(encoding="utf-8")).root)


def test_pdf_without_chromium_is_one_clear_line(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    result = CliRunner().invoke(main, ["booklet", str(FIXTURES / "well.program.json"),
                                       "-o", str(tmp_path / "b.html"),
                                       "--pdf", str(tmp_path / "b.pdf")])
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "apt-get install chromium" in lines[0]


def test_every_bundled_mission_prints_every_entry(tmp_path: Path) -> None:
    from crawlbook.compiler.api import compile_path
    from crawlbook.missions import bundled

    for mission in bundled():
        out = tmp_path / f"{mission.number}.html"
        result = CliRunner().invoke(main, ["booklet", str(mission.path), "-o", str(out)])
        assert result.exit_code == 0, result.output
        program = compile_path(mission.path).program
        assert program is not None
        page = parse_html(out.read_text(encoding="utf-8"))
        assert not page.errors
        ids = by_id(page.root)
        assert {booklet.anchor(e) for e in program["entries"]} <= set(ids)
        hrefs = {a.attrs["href"][1:] for a in page.root.iter("a")}
        assert hrefs <= set(ids)


words = st.text(alphabet=st.characters(exclude_categories=("Cs", "Cc")), min_size=1,
                max_size=60)


@settings(max_examples=40, deadline=None)
@given(title=words, text=words, option=words, log=st.from_regex(r"[A-Z][A-Z0-9_]{0,8}",
                                                                 fullmatch=True))
def test_any_author_text_comes_back_whole_and_inert(title: str, text: str, option: str,
                                                    log: str) -> None:
    program = load_program("well")
    program["mission"]["title"] = title
    program["entries"]["1.1"]["steps"] = [{"op": "text", "text": text}]
    program["entries"]["1.1"]["ending"]["options"][0]["text"] = option
    program["entries"]["1.3"]["steps"][1]["params"]["name"] = log
    page = parse_html(booklet.render_booklet(program))
    assert not page.errors
    ids = by_id(page.root)
    assert page.root.iter("title")[0].text() == f"Mission 1: {title}"
    assert [p.text() for p in ids["e-1-1"].iter("p", "prose")] == [text]
    assert ids["e-1-1"].iter("li")[0].words() == " ".join(f"{option} → 1.2".split())
    assert ids["e-1-3"].iter("mark", "log-entry")[0].text() == f"LOG ENTRY: {log}"
    assert not page.root.iter("script") and not page.root.iter("img")
