"""A language client for the tests: pygls' own client driving `crawlbook lsp` in a child
process over a pipe, as an editor does (docs/editors.md).

The client's event loop runs in a thread of its own, so that tests stay plain functions:
``Editor.request(...)`` waits for an answer, ``Editor.diagnostics(uri)`` for the next
diagnostics the server publishes for a file (notifications are collected as they come).
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from lsprotocol import types as lsp
from pygls.lsp.client import LanguageClient
from pygls.uris import from_fs_path

T = TypeVar("T")
TIMEOUT = 20.0


class Editor:
    """One server process and a client connected to it."""

    def __init__(self, root: Path, debounce_ms: int = 20,
                 env: dict[str, str] | None = None, cwd: Path | None = None,
                 options: tuple[str, ...] = ()) -> None:
        """``env`` and ``cwd``: the server's environment and folder (default: this
        process's); ``options``: more options of `crawlbook lsp` (``--sandbox``)."""
        self.root = root
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.client = LanguageClient("crawlbook-tests", "1")
        self.published: dict[str, list[lsp.PublishDiagnosticsParams]] = {}
        self.messages: list[str] = []
        self._changed = threading.Condition()
        self.versions: dict[str, int] = {}

        @self.client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(ls: Any, params: lsp.PublishDiagnosticsParams) -> None:
            with self._changed:
                self.published.setdefault(params.uri, []).append(params)
                self._changed.notify_all()

        @self.client.feature(lsp.WINDOW_SHOW_MESSAGE)
        def shown(ls: Any, params: lsp.ShowMessageParams) -> None:
            self.messages.append(params.message)

        self.run(self.client.start_io(sys.executable, "-m", "crawlbook", "lsp",
                                      "--debounce-ms", str(debounce_ms), *options, env=env,
                                      cwd=cwd))
        self.initialize_result = self.run(self.client.initialize_async(lsp.InitializeParams(
            capabilities=lsp.ClientCapabilities(), root_uri=from_fs_path(str(root)),
            workspace_folders=[lsp.WorkspaceFolder(uri=from_fs_path(str(root)) or "",
                                                   name="tests")])))
        self.client.initialized(lsp.InitializedParams())

    def run(self, coro: Awaitable[T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(TIMEOUT)  # type: ignore[arg-type]

    def request(self, method: Callable[..., Awaitable[T]], params: Any) -> T:
        return self.run(method(params))

    # ------------------------------------------------------------------ documents

    def uri(self, path: Path) -> str:
        return from_fs_path(str(path)) or ""

    def count(self, uri: str) -> int:
        with self._changed:
            return len(self.published.get(uri, []))

    def open(self, path: Path, text: str | None = None) -> str:
        uri = self.uri(path)
        self.versions[uri] = 1
        self.client.text_document_did_open(lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri, language_id="mission", version=1,
                                               text=path.read_text("utf-8") if text is None
                                               else text)))
        return uri

    def change(self, uri: str, changes: list[lsp.TextDocumentContentChangeEvent]) -> None:
        self.versions[uri] += 1
        self.client.text_document_did_change(lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri,
                                                              version=self.versions[uri]),
            content_changes=changes))

    def edit(self, uri: str, line: int, char: int, end_line: int, end_char: int,
             text: str) -> None:
        """One incremental change (0-based positions)."""
        self.change(uri, [lsp.TextDocumentContentChangePartial(
            range=lsp.Range(lsp.Position(line, char), lsp.Position(end_line, end_char)),
            text=text)])

    def close(self, uri: str) -> None:
        self.client.text_document_did_close(lsp.DidCloseTextDocumentParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri)))

    def diagnostics(self, uri: str, after: int = 0) -> list[lsp.Diagnostic]:
        """The diagnostics of the ``after``-th publication or a later one for ``uri``
        (waiting for it)."""
        with self._changed:
            ok = self._changed.wait_for(lambda: len(self.published.get(uri, [])) > after,
                                        TIMEOUT)
            assert ok, f"no diagnostics published for {uri}"
            return list(self.published[uri][-1].diagnostics)

    # ------------------------------------------------------------------ requests

    def position(self, uri: str, line: int, char: int) -> lsp.TextDocumentPositionParams:
        return lsp.TextDocumentPositionParams(lsp.TextDocumentIdentifier(uri),
                                              lsp.Position(line, char))

    def close_server(self) -> None:
        try:
            self.run(self.client.shutdown_async(None))
            self.client.exit(None)
            self.run(self.client.stop())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)
