"""The language server's answers as plain data (``crawlbook.lsp``: Project, features,
actions), without a protocol connection; tests/lsp/test_server.py drives the same answers
through pygls over a pipe."""

from __future__ import annotations

from pathlib import Path

import pytest

from crawlbook.lsp import actions, features
from crawlbook.lsp.analysis import Project, file_key
from tests.lsp.conftest import where


def project(workspace: Path, *open_files: str) -> Project:
    p = Project([workspace])
    for name in open_files or ("main.mission",):
        path = workspace / name
        p.open(path, path.read_text("utf-8"))
    p.refresh()
    return p


def at(p: Project, workspace: Path, name: str, needle: str, nth: int = 0,
       offset: int = 0) -> tuple[list, str, int, int]:
    key = file_key(workspace / name)
    analyses = p.analyses_of(key)
    doc = analyses[0].name_of(key)
    assert doc is not None
    line, char = where((workspace / name).read_text("utf-8") if key not in p.texts
                       else p.texts[key], needle, nth, offset)
    return analyses, doc, line, char


def test_a_clean_mission_has_no_diagnostics(workspace: Path) -> None:
    p = project(workspace)
    assert p.diagnostics_of(file_key(workspace / "main.mission")) == []


def test_an_included_file_is_checked_as_part_of_the_mission_that_includes_it(
        workspace: Path) -> None:
    p = project(workspace, "events.mission")
    events = file_key(workspace / "events.mission")
    assert p.roots == {file_key(workspace / "main.mission")}
    assert p.diagnostics_of(events) == []  # alone it would lack MISSION and more


def test_an_edit_in_an_included_file_changes_the_missions_diagnostics(workspace: Path) -> None:
    p = project(workspace, "main.mission", "events.mission")
    main, events = file_key(workspace / "main.mission"), file_key(workspace / "events.mission")
    text = p.texts[events].replace("if noted WELL", "if noted WELLS")
    p.change(workspace / "events.mission", text)
    found = p.refresh()
    assert [d.code for d in found[events]] == ["W402", "W405"]  # 2.2 is never reached
    assert [d.code for d in found[main]] == []
    text = p.texts[main].replace("[NOTE WELL]", "[NOTE WELLS]")
    p.change(workspace / "main.mission", text)
    found = p.refresh()
    assert found[events] == []  # WELLS is noted now, in the other file
    assert "W402" in [d.code for d in found[main]]  # the objective and points test WELL


def test_definition_of_an_entry_a_log_entry_and_an_event(workspace: Path) -> None:
    p = project(workspace)
    analyses, doc, line, char = at(p, workspace, "main.mission", "pass → 1.3", offset=8)
    [place] = features.definition(analyses, doc, line, char)
    assert (place.line, place.char, place.end_char) == (*where(
        (workspace / "main.mission").read_text(), "1.3\nHe"), 3)
    analyses, doc, line, char = at(p, workspace, "events.mission", "noted WELL", offset=7)
    [place] = features.definition(analyses, doc, line, char)
    assert Path(place.file).name == "main.mission"
    assert (place.line, place.char) == where((workspace / "main.mission").read_text(),
                                             "WELL]")
    analyses, doc, line, char = at(p, workspace, "main.mission", "EVENTS 1 2", offset=9)
    [place] = features.definition(analyses, doc, line, char)
    assert Path(place.file).name == "events.mission" and place.line == 0


def test_references_of_a_log_entry_across_files(workspace: Path) -> None:
    p = project(workspace)
    analyses, doc, line, char = at(p, workspace, "main.mission", "(WELL)", offset=2)
    found = features.references(analyses, doc, line, char)
    main = (workspace / "main.mission").read_text()
    assert sorted((Path(x.file).name, x.line) for x in found) == [
        ("events.mission", 3), *sorted(("main.mission", where(main, needle)[0]) for needle in
                                       ("(WELL)", "[NOTE WELL]", "+3 if noted WELL"))]
    without = features.references(analyses, doc, line, char, declarations=False)
    assert len(without) == 3


def test_rename_a_log_entry_everywhere(workspace: Path) -> None:
    p = project(workspace)
    analyses, doc, line, char = at(p, workspace, "events.mission", "WELL")
    edits = features.rename(analyses, doc, line, char, "SHAFT")
    assert sorted(Path(f).name for f in edits) == ["events.mission", "main.mission"]
    assert sum(len(e) for e in edits.values()) == 4
    assert all(text == "SHAFT" for e in edits.values() for _place, text in e)


def test_rename_an_entry_id_and_refusals(workspace: Path) -> None:
    p = project(workspace)
    analyses, doc, line, char = at(p, workspace, "main.mission", "1.3\nHe")
    edits = features.rename(analyses, doc, line, char, "1.7")
    [(name, places)] = edits.items()
    assert len(places) == 2 and Path(name).name == "main.mission"
    with pytest.raises(features.RenameError, match="already exists"):
        features.rename(analyses, doc, line, char, "1.2")
    with pytest.raises(features.RenameError, match="not an entry id"):
        features.rename(analyses, doc, line, char, "seven")
    analyses, doc, line, char = at(p, workspace, "main.mission", "EVENT 1", offset=6)
    with pytest.raises(features.RenameError, match="only entry ids"):
        features.prepare_rename(analyses, doc, line, char)


def test_outline_lists_sections_events_and_entries(workspace: Path) -> None:
    p = project(workspace)
    analyses, doc, _line, _char = at(p, workspace, "main.mission", "MISSION")
    names = [(o.name, [c.name for c in o.children]) for o in features.outline(analyses[0],
                                                                               doc)]
    assert ("EVENT 1", ["1.1", "1.2", "1.3"]) in names
    assert [n for n, _ in names if not n.startswith(("LEVEL", "TB", "EVENT"))] == [
        "MISSION 1", "BRIEFING", "OBJECTIVES", "END OF MISSION"]


def hover_text(p: Project, workspace: Path, needle: str, offset: int = 0) -> str:
    analyses, doc, line, char = at(p, workspace, "main.mission", needle, offset=offset)
    found = features.hover(analyses[0], doc, line, char)
    return found[0] if found else ""


def test_hover_on_an_entry_says_its_first_words_and_who_leads_to_it(workspace: Path) -> None:
    p = project(workspace)
    text = hover_text(p, workspace, "→ 1.2", 3)
    assert "**Entry 1.2**, Event 1: The Shaft" in text
    assert "`1.1` (option “lower the Support Man on a rope”)" in text


def test_hover_on_a_verb_gives_the_registry_and_the_rulesets_words(workspace: Path) -> None:
    p = project(workspace)
    text = hover_text(p, workspace, "[TEST", 2)
    assert "**[TEST LEAD|BACKUP|SUPPORT|RANDOM|CHOSEN" in text
    assert "`pass →`" in text
    # Tunnel Rats' own hover (Ruleset.hover): each Rat's chance, exact from 3D6.
    assert "| Mole (R. A. Hood) | 5 |" in text and "/216" in text
    text = hover_text(p, workspace, "SURVIVAL", 1)
    assert text.startswith("`SURVIVAL`: trait of `TEST`")
    text = hover_text(p, workspace, "TB DECK")
    assert text.startswith("**TB DECK**") and "required" in text


def labels(p: Project, workspace: Path, name: str, line_text: str, needle: str,
           offset: int = 0) -> list[str]:
    key = file_key(workspace / name)
    text = p.texts[key]
    line, _ = where(text, needle)
    lines = text.split("\n")
    lines[line] = line_text
    p.change(workspace / name, "\n".join(lines))
    analyses = p.analyses_of(key)
    items, _start = features.complete(analyses[0], analyses[0].name_of(key) or key, line,
                                      len(line_text), line_text)
    p.change(workspace / name, text)
    return [i.label for i in features.sorted_items(items)]


def test_completion_from_the_registry_and_the_booklet(workspace: Path) -> None:
    p = project(workspace)
    assert "TEST" in labels(p, workspace, "main.mission", "[", "[NOTE WELL]")
    assert "FORBID_EXIT" not in labels(p, workspace, "main.mission", "[", "[NOTE WELL]")
    assert labels(p, workspace, "main.mission", "[TEST ", "[NOTE WELL]")[:3] == [
        "BACKUP", "CHOSEN", "LEAD"]
    assert "PERCEPTION" in labels(p, workspace, "main.mission", "[TEST LEAD ", "[NOTE WELL]")
    assert labels(p, workspace, "main.mission", "[TEST LEAD PERCEPTION DIFF ",
                  "[NOTE WELL]") == ["1", "2", "3"]
    assert "WELL" in labels(p, workspace, "main.mission", "if noted ", "[NOTE WELL]")
    found = labels(p, workspace, "main.mission", "→ ", "→ CONTINUE THE MISSION\n=")
    assert found[0] == "CONTINUE THE MISSION" and "1.2" in found and "2.2" in found
    assert found.index("1.2") < found.index("2.2")  # the entry's own Event first
    assert "RAT STANDING" in labels(p, workspace, "main.mission", "+1 per ", "+1 per RAT")


def test_completion_of_outcomes_and_directives(workspace: Path) -> None:
    p = project(workspace)
    assert labels(p, workspace, "main.mission", "", "fail → CONTINUE") == ["fail"]
    found = labels(p, workspace, "main.mission", "", "LEVEL 1 DECK")
    assert "THREAT" in found and "LEVEL" in found and "TB DECK" not in found


def fix_titles(p: Project, workspace: Path, replace: tuple[str, str]) -> list[str]:
    key = file_key(workspace / "main.mission")
    p.change(workspace / "main.mission", p.texts[key].replace(*replace, 1))
    [analysis] = p.analyses_of(key)
    return [f.title for d in analysis.result.diagnostics for f in actions.fixes(analysis, d)]


def test_quick_fixes(workspace: Path) -> None:
    p = project(workspace)
    assert "Change to `1.3`" in fix_titles(p, workspace, ("pass → 1.3", "pass → 1.33"))
    p = project(workspace)
    assert "Change to `TEST`" in fix_titles(p, workspace, ("[TEST", "[TESTT"))
    p = project(workspace)
    titles = fix_titles(p, workspace, ("fail → CONTINUE THE MISSION\n", ""))
    assert "Add `fail → CONTINUE THE MISSION`" in titles
    p = project(workspace)
    assert any(t.startswith("Make it a dotted line") for t in fix_titles(
        p, workspace, ("- - - - - - - - - - - - - - - - - - - -\n1.2", "---\n1.2")))
    p = project(workspace)
    assert "Ignore W401 on this line" in fix_titles(p, workspace, ("[NOTE WELL]",
                                                                   "[NOTE WELL]\n[NOTE X]"))


def test_a_fix_applied_gives_a_clean_mission(workspace: Path) -> None:
    p = project(workspace)
    key = file_key(workspace / "main.mission")
    p.change(workspace / "main.mission", p.texts[key].replace("if noted WELL", "if noted WELLL"))
    [analysis] = p.analyses_of(key)
    [d] = analysis.result.diagnostics
    [fix, _ignore] = actions.fixes(analysis, d)
    [(place, text)] = fix.edits[analysis.name_of(key) or ""]
    lines = p.texts[key].split("\n")
    line = lines[place.line]
    lines[place.line] = line[:place.char] + text + line[place.end_char:]
    p.change(workspace / "main.mission", "\n".join(lines))
    assert p.analyses_of(key)[0].result.diagnostics == []


def test_every_answer_survives_a_broken_booklet(tmp_path: Path) -> None:
    """Each syntax code's example (a booklet as broken as they come): every feature, at
    every place, answers without an exception."""
    from crawlbook.dsl.diagnostics import SYNTAX_CODES

    for code in SYNTAX_CODES.values():
        for i, text in enumerate(code.examples):
            path = tmp_path / f"{code.code}-{i}.mission"
            path.write_text(text, "utf-8", errors="surrogateescape")
            p = Project([tmp_path])
            key = p.open(path, path.read_text("utf-8", errors="replace"))
            p.refresh()
            for analysis in p.analyses_of(key):
                name = analysis.name_of(key) or key
                assert features.outline(analysis, name) is not None
                for d in analysis.result.diagnostics:
                    actions.fixes(analysis, d)
                for line, line_text in enumerate(analysis.lines(name)):
                    for char in range(0, len(line_text) + 1, 3):
                        features.hover(analysis, name, line, char)
                        features.definition([analysis], name, line, char)
                        features.complete(analysis, name, line, char, line_text)
