"""The checking process of `crawlbook lsp` (docs/editors.md, "Big booklets").

The server (``crawlbook.lsp.server``) speaks the protocol with the editor and keeps the
documents; this process holds the ``Project``, checks it, and answers the requests that
read a check (``crawlbook.lsp.answers``). A check of 10,000 entries takes seconds of CPU:
in a thread of the server it held the GIL while the editor's edits came in, and the next
request waited for them (issue 26). In a process of its own it takes nothing from the
server, which applies a hundred edits in a few milliseconds and forwards the request.

Here three threads share the work: the main thread reads the server's messages (and ends
the process when the server goes: the end of its input); one thread checks, one check at
a time, in the order the server sent them; one thread answers requests from the last
finished check (``Answers``), so that a request never waits for a check under way. A
newer edit stops the check under way at its next stopping point (``Project.checkpoint``):
the server says ``stop`` and the edit count it has reached.

Messages are pickled Python tuples, each after its length (8 bytes, network order), over
the two pipes that only the server and this process hold. The server sends:

- ``("setup", folders, sandbox, encoding)``: the workspace folders, ``--sandbox``, and the
  position encoding the client chose;
- ``("check", n, changes, published)``: apply ``changes`` (``("open" | "change", path,
  text)``, ``("close" | "disk", path, None)``) and check; ``n`` counts the edits so far,
  ``published`` says whether the server sent the diagnostics of the last finished check;
- ``("stop", n)``: the editor's text has reached edit ``n``: a check of an older one stops;
- ``("ask", id, method, params, extra, anyway)``: a request (``answers.ANSWERS``).

and this process answers:

- ``("checked", n, status, diagnostics, messages)``: ``status`` is ``done``, ``stopped``
  (by a newer edit: the missions are still due) or ``failed`` (a bug, logged);
  ``diagnostics`` the ``(file key, [lsp.Diagnostic])`` of every file whose diagnostics may
  have changed since the server last sent them, ``messages`` the configuration problems
  to show once;
- ``("answer", id, status, value)``: ``status`` is ``ok``, ``unseen`` (no finished check
  read the file yet), ``refused`` (``value`` says why) or ``failed``.
"""

from __future__ import annotations

import logging
import os
import pickle
import queue
import struct
import sys
import threading
from pathlib import Path
from typing import IO, Any

log = logging.getLogger(__name__)

_LENGTH = struct.Struct("!Q")


def write_message(stream: IO[bytes], message: object) -> None:
    """Write one message (the caller holds the stream's lock, if it is shared)."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_LENGTH.pack(len(data)))
    stream.write(data)
    stream.flush()


def read_message(stream: IO[bytes]) -> Any:
    """The next message, or None at the end of the stream (the other side is gone)."""
    header = stream.read(_LENGTH.size)
    if len(header) < _LENGTH.size:
        return None
    (size,) = _LENGTH.unpack(header)
    data = stream.read(size)
    if len(data) < size:
        return None
    return pickle.loads(data)


class OneLine(logging.Formatter):
    """Log lines for the editor's output panel: the message, never a traceback."""

    def formatException(self, ei: Any) -> str:
        return ""

    def formatStack(self, stack_info: str) -> str:
        return ""

    def format(self, record: logging.LogRecord) -> str:
        record.exc_text = ""
        text = super().format(record)
        return text.rstrip("\n")


def log_to_stderr() -> None:
    """Warnings and errors of pygls and crawlbook to standard error, one line each (the
    editor shows them in its output panel)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(OneLine("crawlbook lsp: %(levelname)s: %(message)s"))
    for name in ("pygls", "crawlbook"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(logging.WARNING)
        logger.propagate = False


class Worker:
    """The Project, its checks and the answers, behind the server's messages."""

    def __init__(self, out: IO[bytes]) -> None:
        from crawlbook.lsp.analysis import Project
        from crawlbook.lsp.answers import Answers

        self.out = out
        self._writing = threading.Lock()
        self.project = Project()
        self.answers = Answers()
        self.newest = 0  # the newest edit count the server has told (stop, check)
        self.checks: queue.Queue[tuple[Any, ...]] = queue.Queue()
        self.asks: queue.Queue[tuple[Any, ...]] = queue.Queue()
        self._unsent: set[str] = set()  # files whose diagnostics the server has not sent
        self._told: set[str] = set()

    def send(self, message: tuple[Any, ...]) -> None:
        with self._writing:
            write_message(self.out, message)

    def take(self, message: tuple[Any, ...]) -> None:
        """A message from the server (in the reading thread)."""
        kind = message[0]
        if kind == "stop":
            self.newest = max(self.newest, message[1])
        elif kind == "ask":
            self.asks.put(message)
        elif kind in ("check", "setup"):
            if kind == "check":
                self.newest = max(self.newest, message[1])
            self.checks.put(message)
        else:
            log.error("the checking process got an unknown message %r", kind)

    # ------------------------------------------------------------------ the threads

    def checking(self) -> None:
        while True:
            message = self.checks.get()
            if message[0] == "setup":
                _kind, folders, sandbox, encoding = message
                from crawlbook.lsp.answers import Answers

                self.project.folders = [Path(f) for f in folders]
                self.project.sandbox = sandbox
                self.answers = Answers(encoding)
                continue
            _kind, edits, changes, published = message
            self.check(edits, changes, published)

    def answering(self) -> None:
        from crawlbook.lsp.answers import Refused, Unseen

        while True:
            _kind, ident, method, params, extra, anyway = self.asks.get()
            try:
                reply: tuple[Any, ...] = ("ok", self.answers.answer(method, params, extra,
                                                                    anyway))
            except Unseen:
                reply = ("unseen", None)
            except Refused as exc:
                reply = ("refused", str(exc))
            except Exception as exc:  # a bug must not take the editor's server down
                log.error("answering %s failed (%s: %s); please report it", method,
                          type(exc).__name__, exc)
                reply = ("failed", f"{type(exc).__name__}: {exc}")
            self.send(("answer", ident, *reply))

    def check(self, edits: int, changes: list[tuple[str, str, str | None]],
              published: bool) -> None:
        from crawlbook.lsp.analysis import Stopped

        project = self.project
        if published:
            self._unsent = set()
        for op, path, text in changes:
            if op == "open" and text is not None:
                project.open(path, text)
            elif op == "change" and text is not None:
                project.change(path, text)
            elif op == "close":
                project.close(path)
            elif op == "disk":
                project.changed_on_disk(path)

        def checkpoint() -> None:
            if self.newest != edits:  # set by the reading thread: an int, no lock
                raise Stopped

        project.checkpoint = checkpoint
        status = "done"
        try:
            project.refresh()
        except Stopped:
            status = "stopped"
        except Exception as exc:  # a bug must not take the editor's server down
            log.error("checking failed (%s: %s); please report it", type(exc).__name__, exc)
            status = "failed"
        finally:
            project.checkpoint = None
        self.answers.show({root: analysis for root, analysis in project.analyses.items()
                           if root in project.roots})
        if status != "done":
            self.send(("checked", edits, status, [], []))
            return
        keys = project.take_touched() | self._unsent
        self._unsent = keys  # until the server says it sent them
        diagnostics = [(key, [self.answers.diagnostic(key, d)
                              for d in project.diagnostics_of(key)]) for key in sorted(keys)]
        messages = []
        for analysis in project.analyses.values():
            if analysis.config_error and analysis.config_error not in self._told:
                self._told.add(analysis.config_error)
                messages.append(analysis.config_error)
        self.send(("checked", edits, status, diagnostics, messages))


def main() -> None:
    """Run until the server's pipe closes (the server exited, or died: no orphan stays)."""
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # a stray print goes to standard error, never into the replies
    log_to_stderr()
    worker = Worker(out)
    for target in (worker.checking, worker.answering):
        threading.Thread(target=target, daemon=True).start()
    stdin = sys.stdin.buffer
    try:
        while True:
            message = read_message(stdin)
            if message is None:
                break
            worker.take(message)
    except (OSError, EOFError, pickle.UnpicklingError) as exc:
        log.error("the checking process lost the server (%s)", exc)
    except KeyboardInterrupt:
        pass
    # At once, whatever a thread is doing: the server is gone, nobody reads the replies.
    os._exit(0)


if __name__ == "__main__":
    main()
