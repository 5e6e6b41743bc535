"""The language server's code lenses "Play from here" and "Simulate from here" above each
entry (docs/playtesting.md, "Play from here"), driven as an editor drives them."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from lsprotocol import types as lsp

from tests.lsp.client import Editor
from tests.lsp.conftest import DATA
from tests.narrow import present


@pytest.fixture(scope="module")
def editor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Editor]:
    ed = Editor(tmp_path_factory.mktemp("lens"))
    yield ed
    ed.close_server()


def test_every_entry_has_play_and_simulate_lenses(editor: Editor, tmp_path: Path) -> None:
    for name in ("main.mission", "events.mission"):
        shutil.copy(DATA / name, tmp_path / name)
    assert present(editor.initialize_result.capabilities.code_lens_provider)
    uri = editor.open(tmp_path / "main.mission")
    editor.diagnostics(uri)
    lenses = present(editor.request(editor.client.text_document_code_lens_async,
                                    lsp.CodeLensParams(
                                        text_document=lsp.TextDocumentIdentifier(uri=uri))))
    commands = [present(lens.command) for lens in lenses]
    assert {c.command for c in commands} == {"crawlbook.run"}
    plays = [c.arguments for c in commands if c.title == "▶ Play from here"]
    sims = [c.arguments for c in commands if c.title == "Simulate from here"]
    assert plays and len(plays) == len(sims)
    root = str(tmp_path / "main.mission")
    assert ["play", root, "--from", "1.1"] in [list(a or []) for a in plays]
    assert ["simulate", root, "--from", "1.1"] in [list(a or []) for a in sims]
    first = next(lens for lens in lenses
                 if list(present(lens.command).arguments or [])[-1] == "1.1")
    text = (tmp_path / "main.mission").read_text(encoding="utf-8").splitlines()
    assert text[first.range.start.line].startswith("1.1")
