"""load(): a file and its INCLUDEs, relative paths, cycles, missing and unreadable files."""

from __future__ import annotations

from pathlib import Path

from crawlbook.dsl.loader import decode, load
from crawlbook.dsl.nodes import Briefing, Card, Include
from crawlbook.dsl.parser import load as parser_load

from tests.narrow import only, present

CARD = "CARD TR1: RATS\nTR1.1\n→ CONTINUE THE MISSION\n"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_includes_are_read_relative_to_the_including_file(tmp_path: Path) -> None:
    main = write(tmp_path / "m" / "main.mission", 'MISSION 1: T\nINCLUDE "pack/cards.mission"\n')
    write(tmp_path / "m" / "pack" / "cards.mission", 'INCLUDE "../more/c2.mission"\n' + CARD)
    write(tmp_path / "m" / "more" / "c2.mission", CARD.replace("TR1", "TR2"))
    result = load(main)
    assert result.diagnostics == []
    assert [Path(d.path).name for d in result.documents] == ["main.mission", "cards.mission",
                                                             "c2.mission"]
    cards = [s.code for d in result.documents for s in d.sections if isinstance(s, Card)]
    assert cards == ["TR1", "TR2"]
    assert set(result.sources) == {d.path for d in result.documents}
    assert parser_load(main).documents == result.documents


def test_missing_include_is_reported_at_the_include_line(tmp_path: Path) -> None:
    main = write(tmp_path / "main.mission", 'MISSION 1: T\n\nINCLUDE "nope.mission"\n')
    result = load(main)
    (d,) = result.diagnostics
    assert d.code == "E113" and present(d.span).line == 3 and present(d.span).file == str(main)
    assert "nope.mission" in d.message and len(result.documents) == 1


def test_include_of_a_folder(tmp_path: Path) -> None:
    (tmp_path / "dir.mission").mkdir()
    main = write(tmp_path / "main.mission", 'INCLUDE "dir.mission"\n')
    (d,) = load(main).diagnostics
    assert d.code == "E113" and "folder" in d.message


def test_include_cycle(tmp_path: Path) -> None:
    a = write(tmp_path / "a.mission", 'MISSION 1: T\nINCLUDE "b.mission"\n')
    write(tmp_path / "b.mission", 'INCLUDE "a.mission"\n' + CARD)
    result = load(a)
    (d,) = result.diagnostics
    span = present(d.span)
    assert d.code == "E114" and span.file.endswith("b.mission") and span.line == 1
    assert "a.mission → b.mission → a.mission" in d.message
    assert len(result.documents) == 2


def test_self_include(tmp_path: Path) -> None:
    a = write(tmp_path / "a.mission", 'INCLUDE "a.mission"\n')
    assert [d.code for d in load(a).diagnostics] == ["E114"]


def test_a_file_included_twice_is_read_once(tmp_path: Path) -> None:
    main = write(tmp_path / "main.mission", 'INCLUDE "c.mission"\nINCLUDE "c.mission"\n')
    write(tmp_path / "c.mission", CARD)
    result = load(main)
    assert result.diagnostics == [] and len(result.documents) == 2
    assert sum(isinstance(s, Include) for s in result.documents[0].sections) == 2


def test_missing_top_file(tmp_path: Path) -> None:
    result = load(tmp_path / "none.mission")
    (d,) = result.diagnostics
    assert d.code == "E100" and d.span is None and result.documents == []


def test_invalid_utf8_reports_the_bad_byte_and_checks_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "bad.mission"
    path.write_bytes(b"MISSION 1: T\nBRIEFING\nab\xffcd \xc3\x28\nEVENT 1: T\n1.1\n"
                     b"\xe2\x86\x92 1.\n")
    result = load(path)
    got = [(d.code, present(d.span).line, present(d.span).column) for d in result.diagnostics]
    assert got == [("E101", 3, 3), ("E101", 3, 7), ("E106", 6, 3)]
    assert "0xFF" in result.diagnostics[0].message
    briefing = only(result.documents[0].sections[1], Briefing)
    assert briefing.paragraphs[0].text == "ab\ufffdcd \ufffd("


def test_decode_of_clean_text_has_no_diagnostics() -> None:
    assert decode("é→".encode(), "x") == ("é→", [])


def test_binary_file(tmp_path: Path) -> None:
    path = tmp_path / "blob.mission"
    path.write_bytes(bytes(range(256)) * 50)
    result = load(path)
    assert result.diagnostics and all(d.code.startswith("E1") for d in result.diagnostics)
    assert len(result.documents) == 1


def test_odd_paths(tmp_path: Path) -> None:
    assert [d.code for d in load(str(tmp_path / "a\x00b.mission")).diagnostics] == ["E100"]
    assert [d.code for d in load(tmp_path).diagnostics] == ["E100"]
    main = write(tmp_path / "main.mission", 'INCLUDE ""\nINCLUDE "' + "x" * 300 + '"\n')
    assert [d.code for d in load(main).diagnostics] == ["E113", "E113"]


def test_bundled_include_reads_the_shipped_file_and_keeps_its_name(tmp_path):
    """`INCLUDE "crawlbook:..."` names a file shipped with crawlbook, wherever installed."""
    from crawlbook.dsl.loader import load

    main = tmp_path / "m.mission"
    main.write_text('INCLUDE "crawlbook:content/tunnel-rats/tb-cards.mission"\n'
                    "MISSION 1: T\n", encoding="utf-8")
    result = load(main)
    assert not result.diagnostics
    names = [d.path for d in result.documents]
    assert names[1] == "crawlbook:content/tunnel-rats/tb-cards.mission"
    codes = {s.code for s in result.documents[1].sections if hasattr(s, "code")}
    assert {"TR7", "TR18"} <= codes


def test_missing_bundled_include_is_e113(tmp_path):
    from crawlbook.dsl.loader import load

    main = tmp_path / "m.mission"
    main.write_text('INCLUDE "crawlbook:content/nope.mission"\nMISSION 1: T\n',
                    encoding="utf-8")
    assert [d.code for d in load(main).diagnostics] == ["E113"]
