"""The language server: `crawlbook lsp` speaks the Language Server Protocol over stdio
(docs/editors.md), built on pygls 2 (``pygls.lsp.server.LanguageServer``) and the
``lsprotocol`` types.

This module keeps the editor's documents and translates; the checks and the answers that
read them are in a process of their own (``crawlbook.lsp.worker``, docs/editors.md, "Big
booklets"). Text arrives in incremental changes that pygls applies; a change schedules a
check after ``debounce`` seconds of quiet (a burst of keystrokes is checked once), and the
changes since the last check go to the checking process together when it starts, the text
of a burst of incremental changes joined once (``_Document``). Diagnostics go to every
file a check read (an edit in an INCLUDEd file re-checks the missions that include it,
and their diagnostics change too).

A booklet of 10,000 entries takes seconds to check. In a thread of the server that check
held the GIL while the editor's edits came in, and a request after a hundred edits waited
a quarter of a second for them; in a process of its own it takes nothing from this one. A
newer edit stops the check under way at its next stopping point (the server says
``stop``), and its diagnostics, which describe text that is gone, are never sent. Hover,
definition, references, completion, the outline and the code lenses are answered by the
checking process from the last finished check while a newer one runs; a rename and the
quick fixes, which edit the text, wait for the check of the newest text; formatting needs
no check and is done here.

The checking process ends with the server: it reads the server's pipe and exits when the
pipe closes, whether the server exited or was killed. When it stops on its own (killed,
out of memory) the server says so in the editor, fails the requests that waited for it,
starts a new one and sends it the open documents again; if it stops twice on the same
text, checks wait for the next edit rather than loop.

The messages are read by ``_read_messages`` (pygls' loop with one change): a
``Content-Length`` that does not match its body (the body is not JSON) loses the
framing, and the server says so and exits, so that the editor starts a new one, rather
than staying alive and deaf.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import queue
import re
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path
from pygls.workspace import TextDocument, Workspace

from crawlbook import __version__
from crawlbook.dsl.lines import with_ends
from crawlbook.lsp.answers import NEWEST
from crawlbook.lsp.worker import log_to_stderr, read_message, write_message

log = logging.getLogger(__name__)

DEBOUNCE = 0.05  # seconds of quiet after a change before the check runs
TRIGGERS = ["[", " ", "→", ">", "("]
WORKER = [sys.executable, "-m", "crawlbook.lsp.worker"]


class RequestFailed(JsonRpcException):
    """The protocol's RequestFailed error: a request understood but refused (a rename
    that cannot be done), its message shown by the editor."""

    CODE = -32803


class WorkerLost(Exception):
    """The checking process stopped while a request or a check waited for it."""


class _Document(TextDocument):
    """pygls' document, its lines those of ``crawlbook.dsl.lines`` (as editors count
    them): pygls applies an editor's partial changes line by line, and its own lines
    (Python's ``splitlines``) also end at U+2028, U+0085 and others, so a change after one
    of them would land on the wrong line."""

    _cached: tuple[str, list[str]] | None = None  # a source and its lines
    _unjoined: list[str] | None = None  # lines changed since the source was joined

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
            cached = self._cached = (source, list(with_ends(source)))
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
        as pygls' (tests/lsp/test_big_booklet.py compares them). The list of lines is
        changed in place: building a new one of 60,000 lines cost a millisecond a
        keystroke, and more on a busy machine (benchmarks/lsp_load.py)."""
        lines = self.lines
        assert isinstance(lines, list)
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
        lines[first:last] = with_ends(middle)
        self._unjoined = lines


class _Workspace(Workspace):
    """pygls' workspace, its documents ``_Document``."""

    def _create_text_document(self, doc_uri: str, source: str | None = None,
                              version: int | None = None,
                              language_id: str | None = None) -> TextDocument:
        return _Document(doc_uri, source=source, version=version, language_id=language_id,
                         sync_kind=self._sync_kind, position_codec=self.position_codec)


class CheckingProcess:
    """The server's end of the checking process (``crawlbook.lsp.worker``): it starts the
    process, writes messages to it from a thread of its own (a booklet's text is written
    without holding up the event loop) and reads its replies in another, handing each to
    ``on_message`` in the event loop; ``on_lost`` with the exit code when it stops."""

    def __init__(self, loop: asyncio.AbstractEventLoop,
                 on_message: Callable[[tuple[Any, ...]], None],
                 on_lost: Callable[[CheckingProcess, int | None], None]) -> None:
        self.loop = loop
        self.closing = False
        self.process = subprocess.Popen(WORKER, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        close_fds=True)
        self.pid = self.process.pid
        self._out: queue.Queue[tuple[Any, ...] | None] = queue.Queue()
        self._on_message, self._on_lost = on_message, on_lost
        threading.Thread(target=self._writing, daemon=True,
                         name="crawlbook-lsp-to-checker").start()
        threading.Thread(target=self._reading, daemon=True,
                         name="crawlbook-lsp-from-checker").start()

    def send(self, message: tuple[Any, ...]) -> None:
        self._out.put(message)

    def _writing(self) -> None:
        stream = self.process.stdin
        assert stream is not None
        while (message := self._out.get()) is not None:
            try:
                write_message(stream, message)
            except (OSError, ValueError):  # the process is gone: _reading says so
                break
        try:
            stream.close()
        except OSError:
            pass

    def _reading(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            try:
                message = read_message(stream)
            except Exception as exc:  # a reply cut short: the process died writing it
                log.error("cannot read the checking process (%s: %s)", type(exc).__name__,
                          exc)
                message = None
            if message is None:
                break
            self._call(self._on_message, message)
        self._out.put(None)
        try:
            code = self.process.wait(5)
        except subprocess.TimeoutExpired:  # its output closed, yet it runs: end it
            self.process.kill()
            code = self.process.wait()
        if not self.closing:
            self._call(self._on_lost, self, code)

    def _call(self, function: Callable[..., None], *args: Any) -> None:
        try:
            self.loop.call_soon_threadsafe(function, *args)
        except RuntimeError:  # the event loop is closed: the server is stopping
            pass

    def close(self, wait: float = 2.0) -> None:
        """End the process: its input closes (it exits at once), killed if it lingers."""
        self.closing = True
        self._out.put(None)
        try:
            self.process.wait(wait)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class MissionServer(LanguageServer):
    """The crawlbook language server: the documents here, the checks in a process of
    their own (``CheckingProcess``)."""

    def __init__(self, debounce: float = DEBOUNCE, *, sandbox: bool = False) -> None:
        super().__init__("crawlbook", __version__)
        self.sandbox = sandbox  # `crawlbook lsp --sandbox` (docs/security.md)
        self.folders: list[Path] = []
        self.debounce = debounce
        self._timer: asyncio.TimerHandle | None = None
        self._worker: CheckingProcess | None = None
        self._check: asyncio.Future[str] | None = None  # the check under way
        self._stop_sent = False
        self._edits = 0  # one more for every change: a check of an older count is stale
        self._waiting: list[tuple[str, str, Callable[[], str] | None]] = []
        self._due = False  # a check was stopped: its missions are still to check
        self._published = False  # the last finished check's diagnostics were sent
        self._asks: dict[int, asyncio.Future[tuple[str, Any]]] = {}
        self._ids = itertools.count(1)
        self._crashed_at: int | None = None  # the edit count of the last crash
        self._halted_at: int | None = None  # crashed twice there: wait for an edit
        self.checks = {"started": 0, "stopped": 0, "sent": 0, "lost": 0}

    # ------------------------------------------------------------------ the process

    def worker(self) -> CheckingProcess:
        """The checking process, started (with the workspace's settings) if need be."""
        if self._worker is None:
            self._worker = CheckingProcess(asyncio.get_running_loop(), self._received,
                                           self._lost)
            encoding = self.workspace.position_encoding if self._workspace_ready() \
                else lsp.PositionEncodingKind.Utf16
            self._worker.send(("setup", [str(f) for f in self.folders], self.sandbox,
                               str(getattr(encoding, "value", encoding) or "utf-16")))
        return self._worker

    def _workspace_ready(self) -> bool:
        try:
            self.workspace  # noqa: B018 - raises before initialize
        except RuntimeError:
            return False
        return True

    def _received(self, message: tuple[Any, ...]) -> None:
        """In the event loop: a reply of the checking process."""
        if message[0] == "checked":
            _kind, edits, status, diagnostics, messages = message
            self._finished(edits, status, diagnostics, messages)
        elif message[0] == "answer":
            _kind, ident, status, value = message
            found = self._asks.pop(ident, None)
            if found is not None and not found.done():
                found.set_result((status, value))

    def _lost(self, process: CheckingProcess, code: int | None) -> None:
        """In the event loop: the checking process stopped on its own. Say so, fail what
        waited for it, start a new one with the open documents; twice on the same text,
        wait for the next edit."""
        if process is not self._worker:
            return
        self._worker = None
        self.checks["lost"] += 1
        again = self._crashed_at == self._edits
        self._crashed_at = self._edits
        if again:
            self._halted_at = self._edits
        said = (f"crawlbook: the checking process stopped (exit code {code}); "
                + ("it stopped twice on this text: checks resume at the next edit"
                   if again else "a new one is checking the open files again")
                + ". Please report it.")
        log.error("%s", said)
        self.window_show_message(lsp.ShowMessageParams(type=lsp.MessageType.Error,
                                                       message=said))
        for found in self._asks.values():
            if not found.done():
                found.set_exception(WorkerLost(said))
        self._asks.clear()
        check, self._check = self._check, None
        # The new process knows nothing: the open documents go to it again.
        self._waiting = [("open", to_fs_path(uri) or uri, _text_of(doc))
                         for uri, doc in self.workspace.text_documents.items()]
        self._due = self._published = False
        if check is not None and not check.done():
            check.set_result("lost")
        if not again:
            self.schedule()

    # ------------------------------------------------------------------ documents

    def edit(self, op: str, path: str, text: Callable[[], str] | None = None) -> None:
        """A change from the editor (``open``, ``change``, ``close``, ``disk``), sent to
        the checking process when the next check starts (``publish``: a burst of
        keystrokes is sent at once). A check under way is stale from now on, and stops at
        its next stopping point."""
        self._edits += 1
        self._waiting.append((op, path, text))
        if self._check is not None and not self._stop_sent and self._worker is not None:
            self._worker.send(("stop", self._edits))
            self._stop_sent = True

    def schedule(self) -> None:
        """Check after ``debounce`` seconds with no further change."""
        if self._timer is not None:
            self._timer.cancel()
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(self.debounce, self.publish)

    def publish(self) -> None:
        """Start the check of what is due in the checking process; its diagnostics are
        sent when it finishes (``_finished``). A check under way is left to stop."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._check is not None or self._halted_at == self._edits:
            return  # _finished starts the next one; or the text crashed it twice
        if not self._waiting and not self._due:
            return
        self._halted_at = None
        waiting, self._waiting = self._waiting, []
        later = {path: i for i, (op, path, _t) in enumerate(waiting)}
        changes = [(op, path, text() if text is not None else None)
                   for i, (op, path, text) in enumerate(waiting)
                   # a burst of changes to one file: its newest text is enough
                   if not (op == "change" and later[path] > i
                           and waiting[later[path]][0] == "change")]
        self._due = False
        self._stop_sent = False
        self.checks["started"] += 1
        self._check = asyncio.get_running_loop().create_future()
        self.worker().send(("check", self._edits, changes, self._published))
        self._published = False

    def _finished(self, edits: int, status: str, diagnostics: list[tuple[str, Any]],
                  messages: list[str]) -> None:
        """In the event loop: the check ended. Send its diagnostics when it read the
        newest text, and check again what is still due."""
        check, self._check = self._check, None
        if status == "stopped":
            self.checks["stopped"] += 1
            self._due = True  # the missions it did not finish are still to check
        elif status == "failed":
            self.checks["stopped"] += 1
        elif edits == self._edits:
            self.send(diagnostics)
            self._published = True
        for message in messages:
            self.window_show_message(lsp.ShowMessageParams(
                type=lsp.MessageType.Warning,
                message=f"crawlbook: the configuration is not used: {message}"))
        if check is not None and not check.done():
            check.set_result(status)
        if self._waiting or self._due:
            self.schedule()

    async def settled(self) -> None:
        """Wait until the checks read the newest text (a request that edits it)."""
        while True:
            if self._check is not None:
                await asyncio.wait([self._check])
            elif (self._waiting or self._due) and self._halted_at != self._edits:
                self.publish()
            else:
                return

    def send(self, diagnostics: list[tuple[str, list[lsp.Diagnostic]]]) -> None:
        """Send the diagnostics of the files a check touched."""
        if diagnostics:
            self.checks["sent"] += 1
        for key, found in diagnostics:
            uri = from_fs_path(key)
            if uri is None:
                continue
            doc = self.workspace.text_documents.get(uri)
            self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(
                uri=uri, version=doc.version if doc is not None else None,
                diagnostics=found))

    # ------------------------------------------------------------------ requests

    async def ask(self, method: str, params: Any, extra: Any = None) -> Any:
        """The checking process's answer to a request (``crawlbook.lsp.answers``): from
        the last finished check, or, for a request that edits the text (``NEWEST``) and
        for a file no finished check has read yet, from the check of the newest text."""
        newest = method in NEWEST
        if newest:
            await self.settled()
        while True:
            found: asyncio.Future[tuple[str, Any]] = asyncio.get_running_loop().create_future()
            ident = next(self._ids)
            self._asks[ident] = found
            self.worker().send(("ask", ident, method, params, extra, newest))
            try:
                status, value = await found
            except WorkerLost as exc:
                raise RequestFailed(str(exc)) from None
            if status == "unseen":
                await self.settled()
                newest = True  # now answered with what there is, if anything
                continue
            if status == "ok":
                return value
            if status == "refused":
                raise RequestFailed(str(value))
            raise RequestFailed(f"crawlbook: internal error ({value}); please report it")

    def shutdown(self) -> None:
        """pygls' shutdown, and the checking process's."""
        super().shutdown()
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.close()


def _text_of(doc: TextDocument) -> Callable[[], str]:
    return lambda: doc.source


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
        ls.folders = [Path(p) for p in (to_fs_path(u) for u in folders) if p]
        options = params.initialization_options
        if isinstance(options, dict) and isinstance(options.get("debounce_ms"), int | float):
            ls.debounce = max(0.0, float(options["debounce_ms"]) / 1000)
        ls.worker()  # started now: its start-up overlaps the editor's

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: MissionServer, params: lsp.DidOpenTextDocumentParams) -> None:
        path = to_fs_path(params.text_document.uri) or params.text_document.uri
        text = params.text_document.text
        ls.edit("open", path, lambda: text)
        ls.publish()
        # Cut into lines now, while the first check runs, rather than at the first
        # keystroke (60,000 lines: tens of milliseconds before that keystroke is applied).
        ls.workspace.get_text_document(params.text_document.uri).lines  # noqa: B018

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: MissionServer, params: lsp.DidChangeTextDocumentParams) -> None:
        uri = params.text_document.uri
        # The text is read when the check starts: once for a burst of changes.
        ls.edit("change", to_fs_path(uri) or uri, _text_of(ls.workspace.get_text_document(uri)))
        ls.schedule()

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: MissionServer, params: lsp.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.edit("close", to_fs_path(uri) or uri)
        ls.publish()

    @server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def watched(ls: MissionServer, params: lsp.DidChangeWatchedFilesParams) -> None:
        for path in (to_fs_path(change.uri) for change in params.changes):
            if path:
                ls.edit("disk", path)
        ls.schedule()

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    async def definition(ls: MissionServer, params: lsp.DefinitionParams) -> list[lsp.Location]:
        return await ls.ask(lsp.TEXT_DOCUMENT_DEFINITION, params)

    @server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
    async def references(ls: MissionServer, params: lsp.ReferenceParams) -> list[lsp.Location]:
        return await ls.ask(lsp.TEXT_DOCUMENT_REFERENCES, params)

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    async def hover(ls: MissionServer, params: lsp.HoverParams) -> lsp.Hover | None:
        return await ls.ask(lsp.TEXT_DOCUMENT_HOVER, params)

    @server.feature(lsp.TEXT_DOCUMENT_COMPLETION,
                    lsp.CompletionOptions(trigger_characters=TRIGGERS))
    async def completion(ls: MissionServer, params: lsp.CompletionParams) -> lsp.CompletionList:
        # The cursor's line as the editor has it now: the last check may be older.
        doc = ls.workspace.text_documents.get(params.text_document.uri)
        lines = doc.lines if doc is not None else []
        line = lines[params.position.line] if params.position.line < len(lines) else None
        return await ls.ask(lsp.TEXT_DOCUMENT_COMPLETION, params,
                            line)

    @server.feature(lsp.TEXT_DOCUMENT_PREPARE_RENAME)
    async def prepare_rename(ls: MissionServer, params: lsp.PrepareRenameParams
                             ) -> lsp.PrepareRenamePlaceholder:
        return await ls.ask(lsp.TEXT_DOCUMENT_PREPARE_RENAME,
                            params)

    @server.feature(lsp.TEXT_DOCUMENT_RENAME)
    async def rename(ls: MissionServer, params: lsp.RenameParams) -> lsp.WorkspaceEdit:
        return await ls.ask(lsp.TEXT_DOCUMENT_RENAME, params)

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    async def symbols(ls: MissionServer,
                      params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
        return await ls.ask(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL,
                            params)

    @server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION,
                    lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
    async def code_action(ls: MissionServer,
                          params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
        return await ls.ask(lsp.TEXT_DOCUMENT_CODE_ACTION, params)

    @server.feature(lsp.TEXT_DOCUMENT_CODE_LENS, lsp.CodeLensOptions(resolve_provider=False))
    async def code_lens(ls: MissionServer, params: lsp.CodeLensParams) -> list[lsp.CodeLens]:
        return await ls.ask(lsp.TEXT_DOCUMENT_CODE_LENS, params)

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


# The header that frames a message; searched for, so that a header line after garbage
# still counts. A body larger than this is no message an editor sends (a booklet is at
# most 8 MiB by default): the length lies.
_CONTENT_LENGTH = re.compile(rb"Content-Length: *(\d+)\r?\n$", re.IGNORECASE)
MAX_MESSAGE = 256 << 20


class FramingLost(Exception):
    """A message's ``Content-Length`` did not match its body: the framing is lost."""


MAX_HEADER = 1 << 20  # a header line longer than this is no header: the framing is lost


def _frames(stdin: Any) -> Iterator[list[bytes]]:
    """The bodies of the messages on ``stdin``, in batches: all the messages that one read
    brought. Raises ``FramingLost`` for a length past ``MAX_MESSAGE`` or a header line past
    ``MAX_HEADER``."""
    read = getattr(stdin, "read1", None) or stdin.read
    buffer = bytearray()
    length = 0
    in_body = False
    while True:
        chunk = read(1 << 16)
        if not chunk:
            return
        buffer += chunk
        batch: list[bytes] = []
        while True:
            if in_body:
                if len(buffer) < length:
                    break
                batch.append(bytes(buffer[:length]))
                del buffer[:length]
                length, in_body = 0, False
                continue
            end = buffer.find(b"\n")
            if end < 0:
                if len(buffer) > MAX_HEADER:
                    raise FramingLost(f"a header line of more than {MAX_HEADER} bytes")
                break
            header = bytes(buffer[:end + 1])
            del buffer[:end + 1]
            if not length:
                match = _CONTENT_LENGTH.search(header)
                if match:
                    length = int(match.group(1)[:12])
                    if length > MAX_MESSAGE:
                        raise FramingLost(f"a Content-Length of {length} bytes")
            if length and not header.strip():
                in_body = True
        if batch:
            yield batch


async def _read_messages(stop: threading.Event, stdin: Any, protocol: Any) -> None:
    """Read and handle messages until ``stop`` or the end of input: pygls' loop
    (``pygls.io_.run_async``) with two changes.

    The messages are read and framed in a thread of their own, which hands the event loop
    every message one read brought at once: pygls' reader made three trips through a
    thread pool for each message (a header line, the blank line, the body), and a hundred
    keystrokes on a busy machine made three hundred (benchmarks/lsp_load.py).

    A body that is not JSON (or a length past ``MAX_MESSAGE``) means that the
    ``Content-Length`` lied: every later header would be read in the middle of a message,
    and the server would stay alive but deaf. It raises ``FramingLost`` instead, and the
    server exits saying so."""
    loop = asyncio.get_running_loop()
    batches: asyncio.Queue[list[bytes] | FramingLost | None] = asyncio.Queue()

    def reading() -> None:
        try:
            for batch in _frames(stdin):
                loop.call_soon_threadsafe(batches.put_nowait, batch)
        except FramingLost as exc:
            loop.call_soon_threadsafe(batches.put_nowait, exc)
        except (OSError, ValueError) as exc:  # the input is closed
            log.debug("the editor's input ended (%s)", exc)
        except RuntimeError:  # the event loop is closed: the server is stopping
            return
        try:
            loop.call_soon_threadsafe(batches.put_nowait, None)
        except RuntimeError:
            pass

    threading.Thread(target=reading, daemon=True, name="crawlbook-lsp-input").start()
    while not stop.is_set():
        batch = await batches.get()
        if batch is None:
            break
        if isinstance(batch, FramingLost):
            raise batch
        for body in batch:
            try:
                message = json.loads(body, object_hook=protocol.structure_message)
            except (json.JSONDecodeError, UnicodeDecodeError):
                raise FramingLost(f"a body that is not JSON after a Content-Length of "
                                  f"{len(body)} bytes") from None
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
    log_to_stderr()
    server = make_server(debounce, sandbox=sandbox)
    from pygls.io_ import StdoutWriter

    stdin, stdout = io.get("stdin") or sys.stdin.buffer, io.get("stdout") or sys.stdout.buffer
    # pygls' own start_io with _read_messages for its loop; _stop_event is what pygls'
    # shutdown sets (pygls.server.JsonRPCServer).
    server._stop_event = stop = threading.Event()
    server.protocol.set_writer(StdoutWriter(stdout))
    lost = None
    try:
        asyncio.run(_read_messages(stop, stdin, server.protocol))
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
