"""The language server: `crawlbook lsp` speaks the Language Server Protocol over stdio
(docs/editors.md), built on pygls 2 (``pygls.lsp.server.LanguageServer``) and the
``lsprotocol`` types.

This module only translates: documents and positions in, ``crawlbook.lsp`` answers out.
Text arrives in incremental changes that pygls applies; a change schedules a check after
``debounce`` seconds of quiet (a burst of keystrokes is checked once). Diagnostics go to
every file a check read (an edit in an INCLUDEd file re-checks the missions that include
it, and their diagnostics change too). Positions are converted between characters and
the client's units (UTF-16 unless the client chose another encoding).

Checks run in a thread of their own, never in the event loop (docs/editors.md, "Big
booklets"): a booklet of 10,000 entries takes seconds to check, and the requests that
come meanwhile are answered at once. A newer edit stops the check under way at its next
stopping point (each file read or parsed, between two checks: ``Project.checkpoint``),
and its diagnostics, which describe text that is gone, are never sent. Hover,
definition, references, completion and the outline answer from the last finished check
(the one before the newest edits while a check is under way); a rename and the quick
fixes, which edit the text, wait for the check of the newest text. The Project is
changed only in the event loop, when a check starts (never while one runs): the edits
since the last check are applied to it together, and the text of a burst of
incremental changes is joined once (``_Document``).

The messages are read by ``_read_messages`` (pygls' loop with one change): a
``Content-Length`` that does not match its body (the body is not JSON) loses the
framing, and the server says so and exits, so that the editor starts a new one, rather
than staying alive and deaf.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path
from pygls.workspace import TextDocument, Workspace

from crawlbook import __version__
from crawlbook.dsl.diagnostics import Diagnostic
from crawlbook.dsl.lines import with_ends
from crawlbook.lsp import actions, features
from crawlbook.lsp.analysis import Analysis, Project, Stopped, file_key, real_path
from crawlbook.lsp.places import Place, lines_of

log = logging.getLogger(__name__)

DEBOUNCE = 0.05  # seconds of quiet after a change before the check runs
TRIGGERS = ["[", " ", "→", ">", "("]
_SEVERITY = {"error": lsp.DiagnosticSeverity.Error, "warning": lsp.DiagnosticSeverity.Warning,
             "info": lsp.DiagnosticSeverity.Information}
_COMPLETION_KINDS = {
    "verb": lsp.CompletionItemKind.Function, "keyword": lsp.CompletionItemKind.Keyword,
    "value": lsp.CompletionItemKind.EnumMember, "entry": lsp.CompletionItemKind.Reference,
    "name": lsp.CompletionItemKind.Variable, "directive": lsp.CompletionItemKind.Property,
    "label": lsp.CompletionItemKind.Event, "section": lsp.CompletionItemKind.Module}
_SYMBOL_KINDS = {"section": lsp.SymbolKind.Module, "event": lsp.SymbolKind.Namespace,
                 "card": lsp.SymbolKind.Class, "entry": lsp.SymbolKind.Key,
                 "directive": lsp.SymbolKind.Property}
# Diagnostics the editor may show faded: text that is never read.
_UNNECESSARY = frozenset({"W405", "E213"})


class RequestFailed(JsonRpcException):
    """The protocol's RequestFailed error: a request understood but refused (a rename
    that cannot be done), its message shown by the editor."""

    CODE = -32803


class _Document(TextDocument):
    """pygls' document, its lines those of ``crawlbook.dsl.lines`` (as editors count
    them): pygls applies an editor's partial changes line by line, and its own lines
    (Python's ``splitlines``) also end at U+2028, U+0085 and others, so a change after one
    of them would land on the wrong line."""

    _cached: tuple[str, tuple[str, ...]] | None = None  # a source and its lines
    _unjoined: tuple[str, ...] | None = None  # lines changed since the source was joined

    @property
    def source(self) -> str:
        if self._unjoined is not None:  # joined once for a burst of changes
            lines, self._unjoined = self._unjoined, None
            self._source = "".join(lines)
            self._cached = (self._source, lines)
        return str(super().source)

    @property
    def lines(self) -> Sequence[str]:
        if self._unjoined is not None:
            return self._unjoined
        source = self.source
        cached = self._cached
        if cached is None or cached[0] is not source:
            cached = self._cached = (source, tuple(with_ends(source)))
        return cached[1]

    def _apply_full_change(self, change: lsp.TextDocumentContentChangeEvent) -> None:
        self._unjoined = None
        super()._apply_full_change(change)

    def _apply_incremental_change(self, change: lsp.TextDocumentContentChangePartial
                                  ) -> None:
        """pygls' incremental change, on the lines that change only: pygls cuts the whole
        text into lines and writes it out again line by line for every keystroke, 70 ms
        on a booklet of 10,000 entries (1.3 MB), in the event loop. Here the lines are
        kept (``lines``), only the changed ones are cut again, and the text is joined
        when it is read (``source``: once for a burst of changes); the text is the same
        as pygls' (tests/lsp/test_big_booklet.py compares them)."""
        lines = self.lines
        found = self._position_codec.range_from_client_units(lines, change.range)
        start, end = found.start, found.end
        if start.line >= len(lines) or end.line >= len(lines):
            self.source  # noqa: B018 - joined, for pygls' own way (an edit at the end)
            super()._apply_incremental_change(change)
            return
        # The changed text with the line before and the line after it, cut again: a line
        # end taken away joins lines, and a CR at one side and an LF at the other are
        # one line end.
        first = max(start.line - 1, 0)
        last = min(end.line + 2, len(lines))
        middle = "".join((*lines[first:start.line], lines[start.line][:start.character],
                          change.text, lines[end.line][end.character:],
                          *lines[end.line + 1:last]))
        self._unjoined = (*lines[:first], *with_ends(middle), *lines[last:])


class _Workspace(Workspace):
    """pygls' workspace, its documents ``_Document``."""

    def _create_text_document(self, doc_uri: str, source: str | None = None,
                              version: int | None = None,
                              language_id: str | None = None) -> TextDocument:
        return _Document(doc_uri, source=source, version=version, language_id=language_id,
                         sync_kind=self._sync_kind, position_codec=self.position_codec)


class MissionServer(LanguageServer):
    """The crawlbook language server: a ``Project`` behind the protocol."""

    def __init__(self, debounce: float = DEBOUNCE, *, sandbox: bool = False) -> None:
        super().__init__("crawlbook", __version__)
        self.project = Project(sandbox=sandbox)
        self.debounce = debounce
        self._timer: asyncio.TimerHandle | None = None
        self._told: set[str] = set()
        # One thread checks; the event loop only starts checks and reads their results.
        self._checker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="crawlbook-check")
        self._check: asyncio.Future[bool] | None = None  # the check under way
        self._edits = 0  # one more for every change: a check of an older count is stale
        self._waiting: list[Callable[[], object]] = []  # changes for after the check
        self.checks = {"started": 0, "stopped": 0, "sent": 0}  # for tests and benchmarks
        self._view: dict[str, Analysis] = {}  # the last finished analyses, by root
        self._lines: dict[str, tuple[str, list[str]]] = {}  # by file key: text, lines

    # ------------------------------------------------------------------ documents

    def edit(self, change: Callable[[], object]) -> None:
        """A change from the editor, applied to the Project when the next check starts
        (``publish``: a burst of keystrokes is applied at once). A check under way is
        stale from now on, and stops at its next stopping point."""
        self._edits += 1
        self._waiting.append(change)

    def schedule(self) -> None:
        """Check after ``debounce`` seconds with no further change."""
        if self._timer is not None:
            self._timer.cancel()
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(self.debounce, self.publish)

    def publish(self) -> None:
        """Start the check of what is due, in the checking thread; its diagnostics are
        sent when it finishes (``_finished``). A check under way is left to stop."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._check is not None:
            return  # _finished starts the next one
        waiting, self._waiting = self._waiting, []
        for change in waiting:  # in the event loop, while no check reads the Project
            change()
        if not self.project.pending():
            self.send()
            return
        edits = self._edits

        def checkpoint() -> None:
            if self._edits != edits:  # read in the checking thread: an int, no lock
                raise Stopped

        self.project.checkpoint = checkpoint
        self.checks["started"] += 1
        self._check = asyncio.get_running_loop().run_in_executor(self._checker, self._run)
        self._check.add_done_callback(lambda done: self._finished(done, edits))

    def _run(self) -> bool:
        """In the checking thread: bring the analyses up to date; False when stopped."""
        try:
            self.project.refresh()
        except Stopped:
            return False
        return True

    def _finished(self, done: asyncio.Future[bool], edits: int) -> None:
        """In the event loop: the check ended. Apply the changes that waited, send its
        diagnostics when it read the newest text, and check again what is still due."""
        self._check = None
        self.project.checkpoint = None
        finished = False
        try:
            finished = done.result()
        except Exception as exc:  # a bug must not take the editor's server down
            log.error("checking failed (%s: %s); please report it", type(exc).__name__, exc)
        if not finished:
            self.checks["stopped"] += 1
        self._view = {root: analysis for root, analysis in self.project.analyses.items()
                      if root in self.project.roots}
        if edits == self._edits:
            self.send()
        if self._waiting or self.project.pending():
            self.schedule()

    async def settled(self) -> None:
        """Wait until the analyses read the newest text (a request that edits it)."""
        while True:
            if self._check is not None:
                await asyncio.wait([self._check])
            elif self._waiting or self.project.pending():
                self.publish()
            else:
                return

    def send(self) -> None:
        """Send the diagnostics of every file that may have changed since the last time."""
        touched = self.project.take_touched()
        if touched:
            self.checks["sent"] += 1
        for key in sorted(touched):
            diagnostics = self.project.diagnostics_of(key)
            uri = from_fs_path(key)
            if uri is None:
                continue
            version = None
            doc = self.workspace.text_documents.get(uri)
            if doc is not None:
                version = doc.version
            self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(
                uri=uri, version=version,
                diagnostics=[self.diagnostic(key, d) for d in diagnostics]))
        for analysis in self.project.analyses.values():
            if analysis.config_error and analysis.config_error not in self._told:
                self._told.add(analysis.config_error)
                self.window_show_message(lsp.ShowMessageParams(
                    type=lsp.MessageType.Warning,
                    message=f"crawlbook: the configuration is not used: "
                            f"{analysis.config_error}"))

    def diagnostic(self, key: str, d: Diagnostic) -> lsp.Diagnostic:
        place = Place.of(d.span) if d.span is not None else Place(key, 0, 0, 0, 0)
        message = d.message + (f"\nhint: {d.hint}" if d.hint else "")
        return lsp.Diagnostic(
            range=self.range(place, key), severity=_SEVERITY.get(d.severity),
            code=d.code, source="crawlbook", message=message,
            tags=[lsp.DiagnosticTag.Unnecessary] if d.code in _UNNECESSARY else None)

    # ------------------------------------------------------------------ positions

    def lines(self, key: str) -> list[str]:
        text = self.project.text_of(key)
        if text is None:
            return []
        cached = self._lines.get(key)
        if cached is None or cached[0] is not text:  # cut once per text, not per request
            cached = self._lines[key] = (text, lines_of(text))
        return cached[1]

    def range(self, place: Place, key: str | None = None) -> lsp.Range:
        lines = self.lines(key or real_path(place.file))
        codec = self.workspace.position_codec
        start = codec.position_to_client_units(lines, lsp.Position(place.line, place.char))
        end = codec.position_to_client_units(lines, lsp.Position(place.end_line,
                                                                  place.end_char))
        return lsp.Range(start=start, end=end)

    def location(self, place: Place) -> lsp.Location | None:
        key = real_path(place.file)
        uri = from_fs_path(key)
        return lsp.Location(uri=uri, range=self.range(place, key)) if uri else None

    async def at(self, uri: str, position: lsp.Position, *, newest: bool = False
                 ) -> tuple[str, list[Analysis], str, int, int]:
        """(file key, the analyses that read it, its document name, line, character):
        the last finished analyses, or with ``newest`` (a request that edits the text)
        those of the newest text. A file no finished check has read yet waits for one."""
        path = to_fs_path(uri) or uri
        key = file_key(path)
        analyses = self._analyses_of(key)
        if newest or not analyses:
            await self.settled()
            analyses = self._analyses_of(key)
        lines = self.lines(key)
        server = self.workspace.position_codec.position_from_client_units(lines, position)
        name = next((a.name_of(key) for a in analyses if a.name_of(key)), None) or key
        return key, analyses, name, server.line, server.character

    def shutdown(self) -> None:
        """pygls' shutdown, and the checking thread's (a check under way is left to end)."""
        super().shutdown()
        self._checker.shutdown(wait=False, cancel_futures=True)

    def _analyses_of(self, key: str) -> list[Analysis]:
        view = self._view
        return [view[root] for root in sorted(view) if key in view[root].files]

    def edits(self, changes: dict[str, list[tuple[Place, str]]]) -> lsp.WorkspaceEdit:
        found: dict[str, list[lsp.TextEdit]] = {}
        for name, edits in changes.items():
            key = real_path(name)
            uri = from_fs_path(key)
            if uri is None:
                continue
            found[uri] = [lsp.TextEdit(range=self.range(place, key), new_text=text)
                          for place, text in edits]
        return lsp.WorkspaceEdit(changes=found)


def make_server(debounce: float = DEBOUNCE, *, sandbox: bool = False) -> MissionServer:
    """A server with every feature registered (docs/editors.md lists them); ``sandbox``:
    docs/security.md."""
    server = MissionServer(debounce, sandbox=sandbox)

    @server.feature(lsp.INITIALIZE)
    def initialize(ls: MissionServer, params: lsp.InitializeParams) -> None:
        ls.workspace.__class__ = _Workspace  # no document is open yet
        folders = [f.uri for f in params.workspace_folders or []]
        if not folders and params.root_uri:
            folders = [params.root_uri]
        ls.project.folders = [Path(p) for p in (to_fs_path(u) for u in folders) if p]
        options = params.initialization_options
        if isinstance(options, dict) and isinstance(options.get("debounce_ms"), int | float):
            ls.debounce = max(0.0, float(options["debounce_ms"]) / 1000)

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: MissionServer, params: lsp.DidOpenTextDocumentParams) -> None:
        path = to_fs_path(params.text_document.uri) or params.text_document.uri
        text = params.text_document.text
        ls.edit(lambda: ls.project.open(path, text))
        ls.publish()

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: MissionServer, params: lsp.DidChangeTextDocumentParams) -> None:
        uri = params.text_document.uri
        path, document = to_fs_path(uri) or uri, ls.workspace.get_text_document(uri)
        # The text is read when the change is applied: once for a burst of changes.
        ls.edit(lambda: ls.project.change(path, document.source))
        ls.schedule()

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: MissionServer, params: lsp.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        path = to_fs_path(uri) or uri
        ls.edit(lambda: ls.project.close(path))
        ls.publish()

    @server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def watched(ls: MissionServer, params: lsp.DidChangeWatchedFilesParams) -> None:
        paths = [p for p in (to_fs_path(change.uri) for change in params.changes) if p]

        def changed() -> None:
            for path in paths:
                ls.project.changed_on_disk(path)

        ls.edit(changed)
        ls.schedule()

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    async def definition(ls: MissionServer, params: lsp.DefinitionParams) -> list[lsp.Location]:
        _key, analyses, name, line, char = await ls.at(
            params.text_document.uri, params.position)
        return _locations(ls, features.definition(analyses, name, line, char))

    @server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
    async def references(ls: MissionServer, params: lsp.ReferenceParams) -> list[lsp.Location]:
        _key, analyses, name, line, char = await ls.at(
            params.text_document.uri, params.position)
        found = features.references(analyses, name, line, char,
                                    params.context.include_declaration)
        return _locations(ls, found)

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    async def hover(ls: MissionServer, params: lsp.HoverParams) -> lsp.Hover | None:
        key, analyses, name, line, char = await ls.at(
            params.text_document.uri, params.position)
        for analysis in analyses:
            found = features.hover(analysis, name, line, char)
            if found is not None:
                text, place = found
                return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown,
                                                            value=text),
                                 range=ls.range(place, key))
        return None

    @server.feature(lsp.TEXT_DOCUMENT_COMPLETION,
                    lsp.CompletionOptions(trigger_characters=TRIGGERS))
    async def completion(ls: MissionServer, params: lsp.CompletionParams) -> lsp.CompletionList:
        key, analyses, name, line, char = await ls.at(
            params.text_document.uri, params.position)
        lines = ls.lines(key)
        text = lines[line] if line < len(lines) else ""
        items: list[lsp.CompletionItem] = []
        for analysis in analyses[:1]:
            found, start = features.complete(analysis, name, line, char, text)
            replace = ls.range(Place(name, line, start, line, char), key)
            for i, item in enumerate(features.sorted_items(found)):
                items.append(lsp.CompletionItem(
                    label=item.label, kind=_COMPLETION_KINDS.get(item.kind),
                    detail=item.detail or None,
                    documentation=(lsp.MarkupContent(kind=lsp.MarkupKind.Markdown,
                                                     value=item.doc) if item.doc else None),
                    sort_text=f"{i:04d}",
                    text_edit=lsp.TextEdit(range=replace,
                                           new_text=item.insert or item.label)))
        return lsp.CompletionList(is_incomplete=False, items=items)

    @server.feature(lsp.TEXT_DOCUMENT_PREPARE_RENAME)
    async def prepare_rename(ls: MissionServer,
                       params: lsp.PrepareRenameParams) -> lsp.PrepareRenamePlaceholder:
        key, analyses, name, line, char = await ls.at(
            params.text_document.uri, params.position, newest=True)
        try:
            place, text = features.prepare_rename(analyses, name, line, char)
        except features.RenameError as exc:
            raise RequestFailed(str(exc)) from None
        return lsp.PrepareRenamePlaceholder(range=ls.range(place, key), placeholder=text)

    @server.feature(lsp.TEXT_DOCUMENT_RENAME)
    async def rename(ls: MissionServer, params: lsp.RenameParams) -> lsp.WorkspaceEdit:
        _key, analyses, name, line, char = await ls.at(
            params.text_document.uri, params.position, newest=True)
        try:
            changes = features.rename(analyses, name, line, char, params.new_name)
        except features.RenameError as exc:
            raise RequestFailed(str(exc)) from None
        return ls.edits(changes)

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    async def symbols(ls: MissionServer,
                params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
        key, analyses, name, _line, _char = await ls.at(params.text_document.uri,
                                                        lsp.Position(0, 0))
        if not analyses:
            return []
        return [_symbol(ls, key, o) for o in features.outline(analyses[0], name)]

    @server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION,
                    lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
    async def code_action(ls: MissionServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
        key, analyses, _name, _l, _c = await ls.at(params.text_document.uri,
                                                   params.range.start, newest=True)
        lines = ls.lines(key)
        codec = ls.workspace.position_codec
        wanted = codec.range_from_client_units(lines, params.range)
        found: list[lsp.CodeAction] = []
        for analysis in analyses:
            for d in analysis.result.diagnostics:
                if d.span is None or real_path(d.span.file) != key:
                    continue
                place = Place.of(d.span)
                if (place.end_line, place.end_char) < (wanted.start.line, wanted.start.character) \
                        or (place.line, place.char) > (wanted.end.line, wanted.end.character):
                    continue
                for fix in actions.fixes(analysis, d):
                    found.append(lsp.CodeAction(
                        title=fix.title, kind=lsp.CodeActionKind.QuickFix,
                        diagnostics=[ls.diagnostic(key, d)], is_preferred=fix.preferred,
                        edit=ls.edits(fix.edits)))
        return found

    @server.feature(lsp.TEXT_DOCUMENT_CODE_LENS, lsp.CodeLensOptions(resolve_provider=False))
    async def code_lens(ls: MissionServer, params: lsp.CodeLensParams) -> list[lsp.CodeLens]:
        from crawlbook.lsp.lenses import COMMAND, entry_lenses

        key, analyses, name, _l, _c = await ls.at(params.text_document.uri,
                                                  lsp.Position(0, 0))
        if not analyses:
            return []
        return [lsp.CodeLens(range=ls.range(lens.place, key),
                             command=lsp.Command(title=lens.title, command=COMMAND,
                                                 tooltip="crawlbook " + " ".join(lens.arguments),
                                                 arguments=list(lens.arguments)))
                for lens in entry_lenses(analyses[0], name)]

    @server.feature(lsp.TEXT_DOCUMENT_FORMATTING)
    def formatting(ls: MissionServer,
                   params: lsp.DocumentFormattingParams) -> list[lsp.TextEdit] | None:
        from crawlbook.dsl.format import FormatError, format_text

        uri = params.text_document.uri
        text = ls.workspace.get_text_document(uri).source
        try:
            formatted = format_text(text, to_fs_path(uri) or uri)
        except FormatError:
            return None  # the diagnostics already show the syntax error
        if formatted == text:
            return []
        lines = text.split("\n")
        end = lsp.Position(len(lines) - 1, ls.workspace.position_codec.client_num_units(
            lines[-1]))
        return [lsp.TextEdit(range=lsp.Range(lsp.Position(0, 0), end), new_text=formatted)]

    return server


def _locations(ls: MissionServer, places: Sequence[Place]) -> list[lsp.Location]:
    return [loc for loc in (ls.location(p) for p in places) if loc is not None]


def _symbol(ls: MissionServer, key: str, item: features.Outline) -> lsp.DocumentSymbol:
    whole = ls.range(item.place, key)
    selection = ls.range(item.selection, key)
    if not _inside(selection, whole):
        selection = lsp.Range(whole.start, whole.start)
    return lsp.DocumentSymbol(
        name=item.name, detail=item.detail or None,
        kind=_SYMBOL_KINDS.get(item.kind, lsp.SymbolKind.Object), range=whole,
        selection_range=selection,
        children=[_symbol(ls, key, c) for c in item.children] or None)


def _inside(inner: lsp.Range, outer: lsp.Range) -> bool:
    def pos(p: lsp.Position) -> tuple[int, int]:
        return p.line, p.character

    return pos(outer.start) <= pos(inner.start) and pos(inner.end) <= pos(outer.end)


class _OneLine(logging.Formatter):
    """Log lines for the editor's output panel: the message, never a traceback."""

    def formatException(self, ei: Any) -> str:
        return ""

    def formatStack(self, stack_info: str) -> str:
        return ""

    def format(self, record: logging.LogRecord) -> str:
        record.exc_text = ""
        text = super().format(record)
        return text.rstrip("\n")


# The header that frames a message; searched for, so that a header line after garbage
# still counts. A body larger than this is no message an editor sends (a booklet is at
# most 8 MiB by default): the length lies.
_CONTENT_LENGTH = re.compile(rb"Content-Length: *(\d+)\r?\n$", re.IGNORECASE)
MAX_MESSAGE = 256 << 20


class FramingLost(Exception):
    """A message's ``Content-Length`` did not match its body: the framing is lost."""


async def _read_messages(stop: threading.Event, reader: Any, protocol: Any) -> None:
    """Read and handle messages until ``stop`` or the end of input: pygls' loop
    (``pygls.io_.run_async``) with one change. A body that is not JSON (or a length past
    ``MAX_MESSAGE``) means that the ``Content-Length`` lied: every later header would be
    read in the middle of a message, and the server would stay alive but deaf. It raises
    ``FramingLost`` instead, and the server exits saying so."""
    length = 0
    while not stop.is_set():
        header = await reader.readline()
        if not header:
            break
        if not length:
            match = _CONTENT_LENGTH.search(header)
            if match:
                length = int(match.group(1)[:12])
                if length > MAX_MESSAGE:
                    raise FramingLost(f"a Content-Length of {length} bytes")
        if length and not header.strip():
            body = await reader.readexactly(length)
            if not body:
                break
            declared, length = length, 0
            try:
                message = json.loads(body, object_hook=protocol.structure_message)
            except (json.JSONDecodeError, UnicodeDecodeError):
                raise FramingLost(f"a body that is not JSON after a Content-Length of "
                                  f"{declared} bytes") from None
            except Exception as exc:  # JSON, but no message pygls knows: pygls' way
                log.error("cannot read a message (%s: %s)", type(exc).__name__, exc)
                continue
            try:
                protocol.handle_message(message)
            except Exception as exc:
                log.error("cannot handle a message (%s: %s)", type(exc).__name__, exc)


def serve(debounce: float = DEBOUNCE, *, sandbox: bool = False, **io: Any) -> None:
    """Run the server on stdio until the client says exit. Log lines go to standard
    error (an editor shows them in its output panel), one line each. A message whose
    framing is broken ends the server with exit code 1 and a line saying so: the editor
    starts a new one."""
    handler = logging.StreamHandler()
    handler.setFormatter(_OneLine("crawlbook lsp: %(levelname)s: %(message)s"))
    for name in ("pygls", "crawlbook"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(logging.WARNING)
        logger.propagate = False
    server = make_server(debounce, sandbox=sandbox)
    from pygls.io_ import StdinAsyncReader, StdoutWriter


    stdin, stdout = io.get("stdin") or sys.stdin.buffer, io.get("stdout") or sys.stdout.buffer
    # pygls' own start_io with _read_messages for its loop; _stop_event is what pygls'
    # shutdown sets (pygls.server.JsonRPCServer).
    server._stop_event = stop = threading.Event()
    server.protocol.set_writer(StdoutWriter(stdout))
    lost = None
    try:
        asyncio.run(_read_messages(stop, StdinAsyncReader(stdin, server.thread_pool),
                                   server.protocol))
    except FramingLost as exc:
        lost = exc
    except BrokenPipeError:
        log.error("the connection to the editor is lost; the server stops")
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        server.shutdown()
    if lost is not None:
        log.error("the editor sent %s: the messages' framing is lost, so the server exits "
                  "(the editor starts a new one)", lost)
        sys.exit(1)
