"""The language server: `crawlbook lsp` speaks the Language Server Protocol over stdio
(docs/editors.md), built on pygls 2 (``pygls.lsp.server.LanguageServer``) and the
``lsprotocol`` types.

This module only translates: documents and positions in, ``crawlbook.lsp`` answers out.
Text arrives in incremental changes that pygls applies; a change schedules a check after
``debounce`` seconds of quiet (a burst of keystrokes is checked once), and a request on a
file whose check is due runs it first, so an answer never reads stale text. Diagnostics
go to every file a check read (an edit in an INCLUDEd file re-checks the missions that
include it, and their diagnostics change too). Positions are converted between
characters and the client's units (UTF-16 unless the client chose another encoding).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
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
from crawlbook.lsp.analysis import Analysis, Project, file_key, real_path
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

    @property
    def lines(self) -> Sequence[str]:
        return tuple(with_ends(self.source))


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

    # ------------------------------------------------------------------ documents

    def schedule(self) -> None:
        """Check after ``debounce`` seconds with no further change."""
        if self._timer is not None:
            self._timer.cancel()
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(self.debounce, self.publish)

    def publish(self) -> None:
        """Check what is due and send the diagnostics of every file that may have
        changed."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        try:
            self.project.refresh()
        except Exception as exc:  # a bug must not take the editor's server down
            log.error("checking failed (%s: %s); please report it", type(exc).__name__, exc)
        for key in sorted(self.project.take_touched()):
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
        return lines_of(text) if text is not None else []

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

    def at(self, uri: str, position: lsp.Position) -> tuple[str, list[Analysis], str, int, int]:
        """(file key, the analyses that read it, its document name, line, character)."""
        path = to_fs_path(uri) or uri
        key = file_key(path)
        analyses = self.project.analyses_of(key)
        if self.project.touched:
            asyncio.get_running_loop().call_soon(self.publish)
        lines = self.lines(key)
        server = self.workspace.position_codec.position_from_client_units(lines, position)
        name = next((a.name_of(key) for a in analyses if a.name_of(key)), None) or key
        return key, analyses, name, server.line, server.character

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
        ls.project.open(to_fs_path(params.text_document.uri) or params.text_document.uri,
                        params.text_document.text)
        ls.publish()

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: MissionServer, params: lsp.DidChangeTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.project.change(to_fs_path(uri) or uri, ls.workspace.get_text_document(uri).source)
        ls.schedule()

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: MissionServer, params: lsp.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.project.close(to_fs_path(uri) or uri)
        ls.publish()

    @server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def watched(ls: MissionServer, params: lsp.DidChangeWatchedFilesParams) -> None:
        for change in params.changes:
            path = to_fs_path(change.uri)
            if path:
                ls.project.changed_on_disk(path)
        ls.schedule()

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    def definition(ls: MissionServer, params: lsp.DefinitionParams) -> list[lsp.Location]:
        _key, analyses, name, line, char = ls.at(params.text_document.uri, params.position)
        return _locations(ls, features.definition(analyses, name, line, char))

    @server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
    def references(ls: MissionServer, params: lsp.ReferenceParams) -> list[lsp.Location]:
        _key, analyses, name, line, char = ls.at(params.text_document.uri, params.position)
        found = features.references(analyses, name, line, char,
                                    params.context.include_declaration)
        return _locations(ls, found)

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    def hover(ls: MissionServer, params: lsp.HoverParams) -> lsp.Hover | None:
        key, analyses, name, line, char = ls.at(params.text_document.uri, params.position)
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
    def completion(ls: MissionServer, params: lsp.CompletionParams) -> lsp.CompletionList:
        key, analyses, name, line, char = ls.at(params.text_document.uri, params.position)
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
    def prepare_rename(ls: MissionServer,
                       params: lsp.PrepareRenameParams) -> lsp.PrepareRenamePlaceholder:
        key, analyses, name, line, char = ls.at(params.text_document.uri, params.position)
        try:
            place, text = features.prepare_rename(analyses, name, line, char)
        except features.RenameError as exc:
            raise RequestFailed(str(exc)) from None
        return lsp.PrepareRenamePlaceholder(range=ls.range(place, key), placeholder=text)

    @server.feature(lsp.TEXT_DOCUMENT_RENAME)
    def rename(ls: MissionServer, params: lsp.RenameParams) -> lsp.WorkspaceEdit:
        _key, analyses, name, line, char = ls.at(params.text_document.uri, params.position)
        try:
            changes = features.rename(analyses, name, line, char, params.new_name)
        except features.RenameError as exc:
            raise RequestFailed(str(exc)) from None
        return ls.edits(changes)

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def symbols(ls: MissionServer,
                params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
        key, analyses, name, _line, _char = ls.at(params.text_document.uri,
                                                  lsp.Position(0, 0))
        if not analyses:
            return []
        return [_symbol(ls, key, o) for o in features.outline(analyses[0], name)]

    @server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION,
                    lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
    def code_action(ls: MissionServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
        key, analyses, _name, _l, _c = ls.at(params.text_document.uri, params.range.start)
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
    def code_lens(ls: MissionServer, params: lsp.CodeLensParams) -> list[lsp.CodeLens]:
        from crawlbook.lsp.lenses import COMMAND, entry_lenses

        key, analyses, name, _l, _c = ls.at(params.text_document.uri, lsp.Position(0, 0))
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


def serve(debounce: float = DEBOUNCE, *, sandbox: bool = False, **io: Any) -> None:
    """Run the server on stdio until the client says exit. Log lines go to standard
    error (an editor shows them in its output panel), one line each."""
    handler = logging.StreamHandler()
    handler.setFormatter(_OneLine("crawlbook lsp: %(levelname)s: %(message)s"))
    for name in ("pygls", "crawlbook"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(logging.WARNING)
        logger.propagate = False
    make_server(debounce, sandbox=sandbox).start_io(**io)
