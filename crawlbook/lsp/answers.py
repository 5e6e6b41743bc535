"""The editor's requests answered from the last finished check (docs/editors.md): hover,
definition, references, completion, rename, the outline, quick fixes, code lenses and
the diagnostics, in the Language Server Protocol's types (``lsprotocol``).

``Answers`` runs in the checking process (``crawlbook.lsp.worker``) beside the checks:
it holds the analyses of the last finished check and the lines of the texts they read,
and converts positions between characters and the client's units (UTF-16 unless the
client chose another encoding) with pygls' ``PositionCodec``. A request is answered from
those analyses while a newer check runs (``show`` swaps them in at once when it ends).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from lsprotocol import types as lsp
from pygls.uris import from_fs_path, to_fs_path
from pygls.workspace import PositionCodec

from crawlbook.dsl.diagnostics import Diagnostic
from crawlbook.lsp import actions, features
from crawlbook.lsp.analysis import Analysis, file_key, real_path
from crawlbook.lsp.lenses import COMMAND, entry_lenses
from crawlbook.lsp.places import Place, lines_of

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


class Unseen(Exception):
    """No finished check has read the file of a request yet: it waits for one."""


class Refused(Exception):
    """A request understood but refused (a rename that cannot be done); the message is
    shown by the editor."""


class Answers:
    """The last finished analyses, and the requests answered from them."""

    def __init__(self, encoding: str = lsp.PositionEncodingKind.Utf16) -> None:
        self.codec = PositionCodec(encoding)
        # Swapped whole when a check ends (``show``): the analyses by root, and the text
        # each file had when they read it, by file key.
        self._seen: tuple[dict[str, Analysis], dict[str, str]] = ({}, {})
        self._lines: dict[str, tuple[str, list[str]]] = {}  # by file key: text, lines

    def show(self, analyses: dict[str, Analysis]) -> None:
        """Answer from ``analyses`` (by root) from now on."""
        texts: dict[str, str] = {}
        for analysis in analyses.values():
            for doc in analysis.result.documents:
                key = analysis.keys.get(doc.path)
                if key is not None:
                    texts.setdefault(key, doc.source)
        self._seen = (dict(analyses), texts)

    def answer(self, method: str, params: Any, extra: Any = None, anyway: bool = False
               ) -> Any:
        """The answer to the request ``method`` (``ANSWERS``); ``Unseen`` when no finished
        check read its file, unless ``anyway`` (then the answer is empty)."""
        return ANSWERS[method](self, params, extra, anyway)

    # ------------------------------------------------------------------ positions

    def lines(self, key: str) -> list[str]:
        text = self._seen[1].get(key)
        if text is None:
            return []
        cached = self._lines.get(key)
        if cached is None or cached[0] is not text:  # cut once per text, not per request
            cached = self._lines[key] = (text, lines_of(text))
        return cached[1]

    def range(self, place: Place, key: str | None = None) -> lsp.Range:
        lines = self.lines(key or real_path(place.file))
        start = self.codec.position_to_client_units(lines, lsp.Position(place.line,
                                                                        place.char))
        end = self.codec.position_to_client_units(lines, lsp.Position(place.end_line,
                                                                      place.end_char))
        return lsp.Range(start=start, end=end)

    def location(self, place: Place) -> lsp.Location | None:
        key = real_path(place.file)
        uri = from_fs_path(key)
        return lsp.Location(uri=uri, range=self.range(place, key)) if uri else None

    def at(self, uri: str, position: lsp.Position, anyway: bool
           ) -> tuple[str, list[Analysis], str, int, int]:
        """(file key, the analyses that read it, its document name, line, character)."""
        key = file_key(to_fs_path(uri) or uri)
        view = self._seen[0]
        analyses = [view[root] for root in sorted(view) if key in view[root].files]
        if not analyses and not anyway:
            raise Unseen(uri)
        server = self.codec.position_from_client_units(self.lines(key), position)
        name = next((a.name_of(key) for a in analyses if a.name_of(key)), None) or key
        return key, analyses, name, server.line, server.character

    def diagnostic(self, key: str, d: Diagnostic) -> lsp.Diagnostic:
        place = Place.of(d.span) if d.span is not None else Place(key, 0, 0, 0, 0)
        message = d.message + (f"\nhint: {d.hint}" if d.hint else "")
        return lsp.Diagnostic(
            range=self.range(place, key), severity=_SEVERITY.get(d.severity),
            code=d.code, source="crawlbook", message=message,
            tags=[lsp.DiagnosticTag.Unnecessary] if d.code in _UNNECESSARY else None)

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

    def locations(self, places: Sequence[Place]) -> list[lsp.Location]:
        return [loc for loc in (self.location(p) for p in places) if loc is not None]

    # ------------------------------------------------------------------ requests

    def definition(self, params: lsp.DefinitionParams, _extra: Any, anyway: bool
                   ) -> list[lsp.Location]:
        _key, analyses, name, line, char = self.at(params.text_document.uri,
                                                   params.position, anyway)
        return self.locations(features.definition(analyses, name, line, char))

    def references(self, params: lsp.ReferenceParams, _extra: Any, anyway: bool
                   ) -> list[lsp.Location]:
        _key, analyses, name, line, char = self.at(params.text_document.uri,
                                                   params.position, anyway)
        return self.locations(features.references(analyses, name, line, char,
                                                  params.context.include_declaration))

    def hover(self, params: lsp.HoverParams, _extra: Any, anyway: bool) -> lsp.Hover | None:
        key, analyses, name, line, char = self.at(params.text_document.uri,
                                                  params.position, anyway)
        for analysis in analyses:
            found = features.hover(analysis, name, line, char)
            if found is not None:
                text, place = found
                return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown,
                                                            value=text),
                                 range=self.range(place, key))
        return None

    def completion(self, params: lsp.CompletionParams, extra: Any, anyway: bool
                   ) -> lsp.CompletionList:
        """``extra``: the line of the cursor as the editor has it now (the check may be
        of an older text), or None."""
        key, analyses, name, line, char = self.at(params.text_document.uri,
                                                  params.position, anyway)
        lines = self.lines(key)
        text = lines[line] if line < len(lines) else ""
        if isinstance(extra, str):  # the newest line: the cursor's character in it
            text = extra
            char = self.codec.position_from_client_units(
                [text], lsp.Position(0, params.position.character)).character
            line = params.position.line
        items: list[lsp.CompletionItem] = []
        for analysis in analyses[:1]:
            found, start = features.complete(analysis, name, line, char, text)
            units = [self.codec.position_to_client_units([text], lsp.Position(0, c)).character
                     for c in (start, char)]
            replace = lsp.Range(lsp.Position(line, units[0]), lsp.Position(line, units[1]))
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

    def prepare_rename(self, params: lsp.PrepareRenameParams, _extra: Any, anyway: bool
                       ) -> lsp.PrepareRenamePlaceholder:
        key, analyses, name, line, char = self.at(params.text_document.uri,
                                                  params.position, anyway)
        try:
            place, text = features.prepare_rename(analyses, name, line, char)
        except features.RenameError as exc:
            raise Refused(str(exc)) from None
        return lsp.PrepareRenamePlaceholder(range=self.range(place, key), placeholder=text)

    def rename(self, params: lsp.RenameParams, _extra: Any, anyway: bool
               ) -> lsp.WorkspaceEdit:
        _key, analyses, name, line, char = self.at(params.text_document.uri,
                                                   params.position, anyway)
        try:
            changes = features.rename(analyses, name, line, char, params.new_name)
        except features.RenameError as exc:
            raise Refused(str(exc)) from None
        return self.edits(changes)

    def symbols(self, params: lsp.DocumentSymbolParams, _extra: Any, anyway: bool
                ) -> list[lsp.DocumentSymbol]:
        key, analyses, name, _line, _char = self.at(params.text_document.uri,
                                                    lsp.Position(0, 0), anyway)
        if not analyses:
            return []
        return [self._symbol(key, o) for o in features.outline(analyses[0], name)]

    def code_action(self, params: lsp.CodeActionParams, _extra: Any, anyway: bool
                    ) -> list[lsp.CodeAction]:
        key, analyses, _name, _l, _c = self.at(params.text_document.uri,
                                               params.range.start, anyway)
        wanted = self.codec.range_from_client_units(self.lines(key), params.range)
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
                        diagnostics=[self.diagnostic(key, d)], is_preferred=fix.preferred,
                        edit=self.edits(fix.edits)))
        return found

    def code_lens(self, params: lsp.CodeLensParams, _extra: Any, anyway: bool
                  ) -> list[lsp.CodeLens]:
        key, analyses, name, _l, _c = self.at(params.text_document.uri, lsp.Position(0, 0),
                                              anyway)
        if not analyses:
            return []
        return [lsp.CodeLens(range=self.range(lens.place, key),
                             command=lsp.Command(title=lens.title, command=COMMAND,
                                                 tooltip="crawlbook " + " ".join(lens.arguments),
                                                 arguments=list(lens.arguments)))
                for lens in entry_lenses(analyses[0], name)]

    def _symbol(self, key: str, item: features.Outline) -> lsp.DocumentSymbol:
        whole = self.range(item.place, key)
        selection = self.range(item.selection, key)
        if not _inside(selection, whole):
            selection = lsp.Range(whole.start, whole.start)
        return lsp.DocumentSymbol(
            name=item.name, detail=item.detail or None,
            kind=_SYMBOL_KINDS.get(item.kind, lsp.SymbolKind.Object), range=whole,
            selection_range=selection,
            children=[self._symbol(key, c) for c in item.children] or None)


def _inside(inner: lsp.Range, outer: lsp.Range) -> bool:
    def pos(p: lsp.Position) -> tuple[int, int]:
        return p.line, p.character

    return pos(outer.start) <= pos(inner.start) and pos(inner.end) <= pos(outer.end)


# The requests answered from the analyses, by the protocol's method name (dispatch by
# table: the server forwards these, and waits for the newest text first for those that
# edit it: ``NEWEST``).
ANSWERS: dict[str, Callable[[Answers, Any, Any, bool], Any]] = {
    lsp.TEXT_DOCUMENT_DEFINITION: Answers.definition,
    lsp.TEXT_DOCUMENT_REFERENCES: Answers.references,
    lsp.TEXT_DOCUMENT_HOVER: Answers.hover,
    lsp.TEXT_DOCUMENT_COMPLETION: Answers.completion,
    lsp.TEXT_DOCUMENT_PREPARE_RENAME: Answers.prepare_rename,
    lsp.TEXT_DOCUMENT_RENAME: Answers.rename,
    lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL: Answers.symbols,
    lsp.TEXT_DOCUMENT_CODE_ACTION: Answers.code_action,
    lsp.TEXT_DOCUMENT_CODE_LENS: Answers.code_lens,
}
NEWEST = frozenset({lsp.TEXT_DOCUMENT_PREPARE_RENAME, lsp.TEXT_DOCUMENT_RENAME,
                    lsp.TEXT_DOCUMENT_CODE_ACTION})
