"""The book's shape comes from the ruleset's registry (docs/language.md, "The book's
shape"; issue 24): numbered sections (`12` alone on its line, `→ 12`, no EVENT headings),
where reading starts (a `START` line or the registry's default), the end words and the
ending's headings. The core's own book names no game; Tunnel Rats declares its own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from crawlbook.compiler.api import compile_source
from crawlbook.compiler.config import Config
from crawlbook.dsl.nodes import Entry, StartAt
from crawlbook.dsl.parser import parse
from crawlbook.dsl.shape import BookShape

from crawlbook import plugins
from tests.runtime.plugin_fixtures import installed_plugin

NUMBERED = BookShape(numbered=True, end_words=("THE END",), ending="EPILOGUE",
                     scoring="SCORE", start=("1",), entry="section")

PLUGIN = '''
from crawlbook.compiler.registry import Number, Param, Registry, Verb
from crawlbook.dsl.shape import BookShape
from crawlbook.ruleset import Ruleset

LANGUAGE = Registry(
    "numbered-book",
    verbs={v.name: v for v in (
        Verb("NOTE", (Param("name", "name"),), "note a word", roles=frozenset({"note"})),
        Verb("GAIN", (Param("name", "name"), Param("amount", "int", low=1, high=99,
                                                   required=False)),
             "take a thing, or an amount of it", roles=frozenset({"gain"})),
        Verb("LOSE", (Param("name", "name"), Param("amount", "int", low=1, high=99,
                                                   required=False)),
             "give up a thing, or an amount of it", roles=frozenset({"lose"})),
        Verb("TEST", (Param("what", "word", ("LUCK",)),), "a test",
             outcomes=("lucky", "unlucky"), roles=frozenset({"test"})),
    )},
    numbers={"STAMINA": Number("STAMINA", "stamina left", 0, 24)},
    book=BookShape(numbered=True, end_words=("THE END",), ending="EPILOGUE",
                   scoring="SCORE", start=("1",), entry="section"),
)


class NumberedBook(Ruleset):
    name = "numbered-book"
    title = "A numbered book"

    def language(self):
        return LANGUAGE
'''

BOOK = """\
RULESET numbered-book
MISSION 1: The Sunken Crypt

1
The stair ends at a black door. Do you:
• open it → 14
• if has LANTERN: look for another way → 27
- - - - -
14
A ghoul lurches out of the dark.
[GAIN LANTERN]
→ 27
=====
27
[TEST LUCK]
lucky → 40
unlucky → THE END
- - - - -
40
You find the way out.
→ THE END
=====
"""


@pytest.fixture
def numbered(tmp_path: Path) -> Iterator[None]:
    with installed_plugin(tmp_path, package="numbered_book", source=PLUGIN,
                          entry="numbered-book = numbered_book:NumberedBook",
                          distribution="numbered-book"):
        yield


def _compile(source: str) -> Any:
    return compile_source(source, "book.mission", Config(), force=True)


def _codes(result: Any) -> list[str]:
    return [d.code for d in result.diagnostics]


def test_a_numbered_book_parses_into_sections(numbered: None) -> None:
    result = parse(BOOK, "book.mission")
    assert result.diagnostics == [], [(d.code, d.message) for d in result.diagnostics]
    sections = [s for s in result.document.sections if isinstance(s, Entry)]
    assert [s.id for s in sections] == ["1", "14", "27", "40"]
    assert sections[0].ending is not None
    assert [o.target.ref for o in sections[0].ending.options] == ["14", "27"]  # type: ignore[union-attr]
    assert sections[3].ending.target.is_continue  # type: ignore[union-attr]


def test_a_numbered_book_builds_clean(numbered: None) -> None:
    result = _compile(BOOK)
    assert [d for d in result.diagnostics if d.severity != "info"] == [], [
        (d.code, d.message) for d in result.diagnostics]
    program = result.program
    assert program["start"] == ["1"]
    assert program["books"]["book"]["first"] == "1"
    assert program["books"]["book"]["entries"] == ["1", "14", "27", "40"]
    assert program["entries"]["40"]["ending"] == {"kind": "goto", "to": "CONTINUE"}
    assert program["entries"]["1"]["owner_kind"] == "book"
    assert "events" in program and program["events"] == {}


def test_a_section_nothing_turns_to_is_never_reached(numbered: None) -> None:
    source = BOOK + "52\nNobody reads this.\n→ THE END\n=====\n"
    result = _compile(source)
    w405 = [d for d in result.diagnostics if d.code == "W405"]
    assert [d.span.line for d in w405] == [source.splitlines().index("52") + 1]


def test_start_says_where_reading_begins(numbered: None) -> None:
    source = BOOK.replace("MISSION 1: The Sunken Crypt\n",
                          "MISSION 1: The Sunken Crypt\nSTART 14\n")
    parsed = parse(source, "book.mission")
    assert next(s for s in parsed.document.sections if isinstance(s, StartAt)).refs[0].ref == "14"
    result = _compile(source)
    assert result.program["start"] == ["14"]
    # Section 1 is no longer where reading starts, and nothing turns to it.
    assert [d.span.line for d in result.diagnostics if d.code == "W405"] == [
        source.splitlines().index("1") + 1]


def test_a_start_that_names_no_section_is_reported(numbered: None) -> None:
    source = BOOK.replace("MISSION 1: The Sunken Crypt\n",
                          "MISSION 1: The Sunken Crypt\nSTART 99\n")
    assert "E204" in _codes(_compile(source))


def test_the_end_words_and_headings_are_the_books(numbered: None) -> None:
    source = BOOK + "EPILOGUE\nYou climb out.\nSCORE\n+1 if has LANTERN\n"
    result = _compile(source)
    assert not [d for d in result.diagnostics if d.code.startswith("E1")]
    assert result.program["end_of_mission"]["success_points"] == [
        {"points": 1, "if": {"has": "LANTERN"}}]
    # Another book's end words are an error here, not a target.
    wrong = _compile(BOOK.replace("→ THE END\n=====", "→ CONTINUE THE MISSION\n====="))
    assert "E106" in _codes(wrong)


def test_a_bare_number_is_prose_in_tunnel_rats_book() -> None:
    result = parse("EVENT 1: T\n1.1\n12\n→ CONTINUE THE MISSION\n=====\n", "t.mission")
    assert result.diagnostics == []
    assert result.document.sections[0].entries[0].body[0].text == "12"  # type: ignore[union-attr]


def test_tunnel_rats_declares_its_book_and_the_core_names_none() -> None:
    from crawlbook.dsl.shape import DEFAULT, installed_shape

    from crawlbook import plugins

    registry = plugins.language("tunnel-rats")
    assert registry is not None and registry.book.numbered is False
    assert registry.book.end_word == "CONTINUE THE MISSION"
    assert (registry.book.ending, registry.book.scoring) == ("END OF MISSION", "SUCCESS POINTS")
    # the core's own book names no game; a booklet without RULESET reads the default
    # ruleset's book (Tunnel Rats')
    assert (DEFAULT.end_words, DEFAULT.ending, DEFAULT.scoring) == (("THE END",), "ENDING",
                                                                    "POINTS")
    assert installed_shape(None) is registry.book


def test_a_booklet_without_ruleset_reads_the_default_rulesets_book() -> None:
    result = parse("MISSION 1: M\nEVENT 1: T\n1.1\nText.\n→ CONTINUE THE MISSION\n=====\n"
                   "END OF MISSION\nDone.\nSUCCESS POINTS\n+1 if noted A\n", "m.mission")
    assert result.diagnostics == []
    assert type(result.document.sections[-1]).__name__ == "EndOfMission"


def test_a_ruleset_without_a_book_reads_the_cores_words(tmp_path: Path) -> None:
    declared = PLUGIN.index("    book=BookShape(")
    plugin = PLUGIN[:declared] + PLUGIN[PLUGIN.index("),\n", PLUGIN.index("entry=", declared)) + 3:]
    plugin = plugin.replace("numbered-book", "bookless")
    with installed_plugin(tmp_path, package="bookless", source=plugin,
                          entry="bookless = bookless:NumberedBook", distribution="bookless"):
        good = parse("RULESET bookless\nMISSION 1: M\nEVENT 1: T\n1.1\nText.\n→ THE END\n"
                     "=====\nENDING\nDone.\nPOINTS\n+1 if noted A\n", "m.mission")
        assert good.diagnostics == []
        assert type(good.document.sections[-1]).__name__ == "EndOfMission"
        other = parse("RULESET bookless\nMISSION 1: M\nEVENT 1: T\n1.1\nText.\n"
                      "→ CONTINUE THE MISSION\n=====\n", "m.mission")
        assert [d.code for d in other.diagnostics] == ["E106"]


def test_fmt_keeps_a_numbered_book(numbered: None) -> None:
    from crawlbook.compiler.meaning import meaning
    from crawlbook.dsl.format import format_text

    source = BOOK.replace("MISSION 1: The Sunken Crypt\n",
                          "MISSION 1: The Sunken Crypt\nSTART  1\n").replace("→ 14", "->  14")
    formatted = format_text(source, "book.mission")
    assert "START 1\n" in formatted and "• open it → 14\n" in formatted
    assert "\n14\n" in formatted and "→ THE END\n" in formatted
    assert meaning(formatted, "book.mission") == meaning(source, "book.mission")
    assert format_text(formatted, "book.mission") == formatted


def test_the_books_own_ending_headings_are_kept(numbered: None) -> None:
    """fmt writes the book's ending and scoring headings as the book declares them
    (``BookShape.ending``, ``scoring``), and messages name them."""
    from crawlbook.compiler.meaning import meaning
    from crawlbook.dsl.format import format_text

    source = BOOK + "EPILOGUE:\nYou climb out.\nSCORE\n+1 if has LANTERN\n"
    formatted = format_text(source, "book.mission")
    assert "\nEPILOGUE\nYou climb out.\n\nSCORE\n+1 if has LANTERN\n" in formatted
    assert meaning(formatted, "book.mission") == meaning(source, "book.mission")
    stray = parse(BOOK.replace("You find the way out.\n", "You find the way out.\n=====\n"
                               "+1 if has LANTERN\n"), "book.mission").diagnostics
    hints = [d.hint or "" for d in stray if d.code == "E103"]
    assert any("SCORE" in h and "EPILOGUE" in h and "SUCCESS" not in h for h in hints), hints
    # The map heads the ending as the book does.
    from crawlbook.compiler.maps import build_map, to_dot

    program = _compile(source).program
    assert "<B>EPILOGUE</B>" in to_dot(build_map(program))
    assert "END OF MISSION</B>" not in to_dot(build_map(program))


# ------------------------------------------------------------------ counted things

COUNTED = BOOK.replace("[GAIN LANTERN]\n", "[GAIN LANTERN]\n[GAIN GOLD 5]\n").replace(
    "You find the way out.\n→ THE END",
    "You find the way out.\n[LOSE GOLD 2]\nif GOLD >= 3 → 1\notherwise → THE END")


def test_a_gain_with_an_amount_is_a_counted_thing(numbered: None) -> None:
    result = _compile(COUNTED)
    codes = _codes(result)
    # No false "marker GOLD never tested" (I502), no "unknown number GOLD" (E311).
    assert "I502" not in codes and "E311" not in codes, [
        (d.code, d.message) for d in result.diagnostics]
    assert result.program["counts"] == ["GOLD"]
    steps = result.program["entries"]["14"]["steps"]
    assert steps[-1]["params"] == {"name": "GOLD", "amount": 5}


def test_a_count_nobody_gains_is_still_an_unknown_number(numbered: None) -> None:
    result = _compile(COUNTED.replace("if GOLD >= 3", "if SILVER >= 3"))
    assert "E311" in _codes(result)


def test_messages_name_the_books_end_words(numbered: None) -> None:
    source = BOOK.replace("40\nYou find the way out.\n→ THE END", "40\nYou find the way out.\n→ 40")
    e214 = [d for d in _compile(source).diagnostics if d.code == "E214"]
    assert e214 and all("THE END" in d.message and "MISSION" not in d.message for d in e214)


def test_the_maps_entry_points_are_where_reading_starts(numbered: None) -> None:
    from crawlbook.compiler.graph import MissionGraph

    source = BOOK.replace("MISSION 1: The Sunken Crypt\n",
                          "MISSION 1: The Sunken Crypt\nSTART 1, 27\n")
    program = _compile(source).program
    graph = MissionGraph.from_program(program, plugins.language(program["ruleset"]))
    assert sorted(n for n, a in graph.nodes.items() if a.get("first")) == ["1", "27"]
    assert graph.nodes["14"]["owner"] == "book"
    # The checked booklet's graph says the same.
    result = _compile(source)
    built = MissionGraph.from_context(result.context)
    assert sorted(n for n, a in built.nodes.items() if a.get("first")) == ["1", "27"]


def test_a_scoring_line_may_count_a_counted_thing(numbered: None) -> None:
    """``+1 per GOLD`` in the ending counts what ``[GAIN GOLD 5]`` counts, as the core's
    ending does in play (it stopped at E309 "unknown quantity" with an empty hint)."""
    source = COUNTED + "\nEPILOGUE\nYou are home.\nSCORE\n+1 per GOLD\n"
    result = _compile(source)
    assert "E309" not in _codes(result), [(d.code, d.message) for d in result.diagnostics]
    assert result.program["end_of_mission"]["success_points"][0]["per"] == "GOLD"


def test_an_unknown_quantity_names_what_may_be_counted(numbered: None) -> None:
    result = _compile(COUNTED + "\nEPILOGUE\nYou are home.\nSCORE\n+1 per SILVER\n")
    [e309] = [d for d in result.diagnostics if d.code == "E309"]
    assert e309.hint and "GOLD" in e309.hint and not e309.hint.endswith("one of ")
