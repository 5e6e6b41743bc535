"""`crawlbook lsp` driven by pygls' client over a pipe, as an editor drives it: open,
incremental change, diagnostics (of an INCLUDEd file too), definition, references, hover,
completion, rename, the outline, quick fixes, formatting and close (docs/editors.md).

One server process serves the whole module (its start-up is the slow part); each test
opens its own copy of the mission in a folder of its own.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from lsprotocol import types as lsp

from tests.lsp.client import Editor
from tests.lsp.conftest import DATA, where
from tests.narrow import only, present


@pytest.fixture(scope="module")
def editor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Editor]:
    ed = Editor(tmp_path_factory.mktemp("lsp"))
    yield ed
    ed.close_server()


@pytest.fixture
def files(editor: Editor, tmp_path: Path) -> Path:
    for name in ("main.mission", "events.mission"):
        shutil.copy(DATA / name, tmp_path / name)
    return tmp_path


def doc(uri: str) -> lsp.TextDocumentIdentifier:
    return lsp.TextDocumentIdentifier(uri=uri)


def locations(found: object) -> list[lsp.Location]:
    """What a definition request found: the server answers with a list of Location."""
    return [only(x, lsp.Location) for x in only(found, list)]


def test_the_server_says_what_it_can_do(editor: Editor) -> None:
    caps = editor.initialize_result.capabilities
    assert present(editor.initialize_result.server_info).name == "crawlbook"
    sync = only(caps.text_document_sync, lsp.TextDocumentSyncOptions)
    assert sync.change == lsp.TextDocumentSyncKind.Incremental
    assert caps.definition_provider and caps.references_provider and caps.hover_provider
    assert caps.rename_provider and caps.document_symbol_provider
    assert caps.code_action_provider and caps.document_formatting_provider
    assert "[" in present(present(caps.completion_provider).trigger_characters)


def test_diagnostics_on_open_and_on_an_incremental_change(editor: Editor, files: Path) -> None:
    uri = editor.open(files / "main.mission")
    assert editor.diagnostics(uri) == []
    text = (files / "main.mission").read_text()
    line, char = where(text, "pass → 1.3", offset=9)
    seen = editor.count(uri)
    editor.edit(uri, line, char, line, char + 1, "9")  # pass → 1.9
    found = editor.diagnostics(uri, seen)
    assert {"E204", "W405"} <= {x.code for x in found}  # and 1.3 is never reached now
    d = next(x for x in found if x.code == "E204")
    assert d.source == "crawlbook"
    assert d.severity == lsp.DiagnosticSeverity.Error
    assert d.range == lsp.Range(lsp.Position(line, char - 2), lsp.Position(line, char + 1))
    assert d.message == "there is no entry `1.9`\nhint: did you mean `1.3`?"
    seen = editor.count(uri)
    editor.edit(uri, line, char, line, char + 1, "3")
    assert editor.diagnostics(uri, seen) == []
    editor.close(uri)


def test_an_edit_in_an_included_file_re_checks_the_mission(editor: Editor, files: Path) -> None:
    main = editor.open(files / "main.mission")
    events = editor.open(files / "events.mission")
    editor.diagnostics(main)
    assert editor.diagnostics(events) == []  # checked as part of main.mission
    seen = editor.count(main)
    # EVENT 2 becomes EVENT 3: main.mission's level deck now places an Event that does
    # not exist, which is reported in main.mission, a file the edit did not touch.
    editor.edit(events, 0, 6, 0, 7, "3")
    found = editor.diagnostics(main, seen)
    while not any(d.code == "E205" for d in found):
        found = editor.diagnostics(main, editor.count(main))
    [d] = [d for d in found if d.code == "E205"]
    assert d.range.start.line == where((files / "main.mission").read_text(), "LEVEL 1")[0]
    editor.close(events)
    editor.close(main)


def test_definition_references_and_hover(editor: Editor, files: Path) -> None:
    uri = editor.open(files / "main.mission")
    events_uri = editor.uri(files / "events.mission")
    text = (files / "main.mission").read_text()
    line, char = where(text, "(WELL)", offset=2)
    [loc] = locations(editor.request(editor.client.text_document_definition_async,
                                     lsp.DefinitionParams(text_document=doc(uri),
                                                          position=lsp.Position(line, char))))
    assert loc.uri == uri and loc.range.start == lsp.Position(*where(text, "WELL]"))
    refs = present(editor.request(
        editor.client.text_document_references_async, lsp.ReferenceParams(
            text_document=doc(uri), position=lsp.Position(line, char),
            context=lsp.ReferenceContext(include_declaration=True))))
    assert {r.uri for r in refs} == {uri, events_uri} and len(refs) == 4
    line, char = where(text, "→ 1.2", offset=2)
    hover = present(editor.request(editor.client.text_document_hover_async,
                                   lsp.HoverParams(
                                       text_document=doc(uri), position=lsp.Position(line, char))))
    contents = only(hover.contents, lsp.MarkupContent)
    assert contents.kind == lsp.MarkupKind.Markdown
    assert contents.value.startswith("**Entry 1.2**")
    editor.close(uri)


def test_positions_are_in_utf16_units(editor: Editor, files: Path) -> None:
    path = files / "main.mission"
    path.write_text(path.read_text().replace("• lower the", "• 🐀🐀 lower the"), "utf-8")
    uri = editor.open(path)
    text = path.read_text()
    line, char = where(text, "→ 1.2", offset=3)  # in characters (code points)
    # Two astral characters are four UTF-16 units: the client counts 2 more than Python.
    [loc] = locations(editor.request(editor.client.text_document_definition_async,
                                     lsp.DefinitionParams(text_document=doc(uri),
                                                          position=lsp.Position(line, char + 2))))
    assert loc.range.start == lsp.Position(*where(text, "1.2\n[TEST"))
    assert editor.request(editor.client.text_document_definition_async, lsp.DefinitionParams(
        text_document=doc(uri), position=lsp.Position(line, char - 1))) == []
    editor.close(uri)


def test_completion(editor: Editor, files: Path) -> None:
    uri = editor.open(files / "main.mission")
    text = (files / "main.mission").read_text()
    line, _ = where(text, "[NOTE WELL]")
    seen = editor.count(uri)
    editor.edit(uri, line, 0, line, len("[NOTE WELL]"), "[TEST ")
    result = editor.request(editor.client.text_document_completion_async,
                            lsp.CompletionParams(
                                text_document=doc(uri), position=lsp.Position(line, 6)))
    labels = [i.label for i in only(result, lsp.CompletionList).items]
    assert labels[:5] == ["BACKUP", "CHOSEN", "LEAD", "RANDOM", "SUPPORT"]
    assert "DIFF" in labels
    editor.diagnostics(uri, seen)
    editor.close(uri)


def test_rename_gives_one_edit_per_use_in_every_file(editor: Editor, files: Path) -> None:
    uri = editor.open(files / "main.mission")
    text = (files / "main.mission").read_text()
    position = lsp.Position(*where(text, "[NOTE WELL]", offset=6))
    prepared = editor.request(editor.client.text_document_prepare_rename_async,
                              lsp.PrepareRenameParams(text_document=doc(uri), position=position))
    assert only(prepared, lsp.PrepareRenamePlaceholder).placeholder == "WELL"
    edit = editor.request(editor.client.text_document_rename_async,
                          lsp.RenameParams(
                              text_document=doc(uri), position=position, new_name="SHAFT"))
    assert sorted(len(v) for v in present(present(edit).changes).values()) == [1, 3]
    bad = lsp.Position(*where(text, "EVENT 1", offset=6))
    with pytest.raises(Exception, match="only entry ids"):
        editor.request(editor.client.text_document_prepare_rename_async,
                       lsp.PrepareRenameParams(text_document=doc(uri), position=bad))
    editor.close(uri)


def test_outline_quick_fix_and_formatting(editor: Editor, files: Path) -> None:
    path = files / "main.mission"
    path.write_text(path.read_text().replace("pass → 1.3", "PASS  -> 1.33"), "utf-8")
    uri = editor.open(path)
    d = next(x for x in editor.diagnostics(uri) if x.code == "E204")
    symbols = editor.request(editor.client.text_document_document_symbol_async,
                             lsp.DocumentSymbolParams(text_document=doc(uri)))
    assert symbols is not None
    event = only(next(s for s in symbols if s.name == "EVENT 1"), lsp.DocumentSymbol)
    assert [c.name for c in present(event.children)] == ["1.1", "1.2", "1.3"]
    actions = editor.request(editor.client.text_document_code_action_async,
                             lsp.CodeActionParams(text_document=doc(uri), range=d.range,
                                                  context=lsp.CodeActionContext(
                                                      diagnostics=[d])))
    fix = next(a for a in present(actions) if only(a, lsp.CodeAction).is_preferred)
    assert fix.title == "Change to `1.3`"
    [edit] = present(present(only(fix, lsp.CodeAction).edit).changes)[uri]
    assert edit.new_text == "1.3" and edit.range == d.range
    edits = editor.request(editor.client.text_document_formatting_async,
                           lsp.DocumentFormattingParams(
                               text_document=doc(uri),
                               options=lsp.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert "pass → 1.33\n" in present(edits)[0].new_text
    seen = editor.count(uri)
    editor.close(uri)
    assert editor.diagnostics(uri, seen) == []  # a closed file's diagnostics are cleared


def test_the_command_line() -> None:
    from click.testing import CliRunner

    from crawlbook.cli import main

    result = CliRunner().invoke(main, ["lsp", "--help"])
    assert result.exit_code == 0 and "language server" in result.output
    assert CliRunner().invoke(main, ["lsp", "--debounce-ms", "-1"]).exit_code == 2
