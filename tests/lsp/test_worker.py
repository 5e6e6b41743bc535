"""The checking process of `crawlbook lsp` (issue 26; docs/editors.md, "Big booklets"):
it ends with the server however the server ends (no orphan process), and when it stops on
its own the editor is told, the requests that waited for it are answered (never a hang),
and a new one checks the open files again.

The processes are found through Linux's ``/proc`` (a process's children); elsewhere
these tests are skipped.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lsprotocol import types as lsp

from tests.lsp.client import Editor
from tests.lsp.conftest import DATA, where

linux = pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs /proc")
WAIT = 60.0


def children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found |= {int(p) for p in (task / "children").read_text().split()}
        except OSError:
            pass
    return found


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, ended but not yet reaped, does not)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


def wait_until(condition: Callable[[], object], what: str) -> None:
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"waited {WAIT} s for {what}")


def server(editor: Editor) -> asyncio.subprocess.Process:
    found = editor.client._server
    assert found is not None
    return found


def server_pid(editor: Editor) -> int:
    return server(editor).pid


def checker(editor: Editor, other_than: int | None = None) -> int:
    """The pid of the server's checking process (waiting for a new one if need be)."""
    found: list[int] = []

    def started() -> bool:
        found[:] = [p for p in children(server_pid(editor)) if p != other_than and alive(p)]
        return len(found) == 1

    wait_until(started, "the checking process")
    return found[0]


@pytest.fixture
def editor(tmp_path: Path) -> Iterator[Editor]:
    for name in ("main.mission", "events.mission"):
        (tmp_path / name).write_bytes((DATA / name).read_bytes())
    ed = Editor(tmp_path)
    yield ed
    process = server(ed)
    if process.returncode is None:
        try:
            ed.close_server()
        except Exception:  # the server was killed, or is stopping
            with contextlib.suppress(ProcessLookupError):
                process.kill()


def messages(editor: Editor, needle: str) -> list[str]:
    return [m for m in editor.messages if needle in m]


@linux
def test_the_checking_process_ends_when_the_server_is_killed(editor: Editor,
                                                             tmp_path: Path) -> None:
    uri = editor.open(tmp_path / "main.mission")
    editor.diagnostics(uri)
    worker = checker(editor)
    os.kill(server_pid(editor), signal.SIGKILL)
    wait_until(lambda: not alive(worker), "the checking process to end")


@linux
def test_the_checking_process_ends_when_the_server_exits(editor: Editor,
                                                         tmp_path: Path) -> None:
    uri = editor.open(tmp_path / "main.mission")
    editor.diagnostics(uri)
    worker = checker(editor)
    editor.close_server()
    wait_until(lambda: not alive(worker), "the checking process to end")


@linux
def test_a_crash_is_said_and_a_new_process_checks_again(editor: Editor,
                                                        tmp_path: Path) -> None:
    path = tmp_path / "main.mission"
    uri = editor.open(path)
    assert editor.diagnostics(uri) == []
    worker = checker(editor)
    seen = editor.count(uri)
    os.kill(worker, signal.SIGKILL)
    wait_until(lambda: messages(editor, "the checking process stopped"), "the message")
    assert "a new one is checking the open files again" in messages(
        editor, "the checking process stopped")[0]
    replaced = checker(editor, other_than=worker)
    assert replaced != worker
    # The new process has the open document again: an edit is checked, a hover answered.
    text = path.read_text()
    line, char = where(text, "pass → 1.3", offset=9)
    editor.edit(uri, line, char, line, char + 1, "9")
    assert "E204" in {d.code for d in editor.diagnostics(uri, seen)}
    hover = editor.request(editor.client.text_document_hover_async, lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line, char)))
    assert hover is None or isinstance(hover, lsp.Hover)


@linux
def test_twice_on_the_same_text_checks_wait_for_the_next_edit(editor: Editor,
                                                              tmp_path: Path) -> None:
    path = tmp_path / "main.mission"
    uri = editor.open(path)
    editor.diagnostics(uri)
    first = checker(editor)
    os.kill(first, signal.SIGKILL)
    wait_until(lambda: messages(editor, "a new one is checking"), "the first message")
    second = checker(editor, other_than=first)
    os.kill(second, signal.SIGKILL)
    wait_until(lambda: messages(editor, "checks resume at the next edit"),
               "the second message")
    # A request does not hang on a halted checker: it is answered (or refused) at once.
    line, char = where(path.read_text(), "pass → 1.3", offset=9)
    try:
        editor.request(editor.client.text_document_rename_async, lsp.RenameParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri),
            position=lsp.Position(line, char), new_name="1.7"))
    except Exception as exc:  # the editor shows the refusal
        assert "Timeout" not in type(exc).__name__
    seen = editor.count(uri)
    editor.edit(uri, line, char, line, char + 1, "9")
    assert "E204" in {d.code for d in editor.diagnostics(uri, seen)}


def test_a_request_waiting_for_a_killed_check_is_answered(editor: Editor,
                                                          tmp_path: Path) -> None:
    """A rename waits for the check of the newest text; the process is killed meanwhile:
    the rename is answered or refused, it does not wait for ever."""
    if not Path("/proc/self/task").is_dir():
        pytest.skip("needs /proc")
    path = tmp_path / "main.mission"
    uri = editor.open(path)
    editor.diagnostics(uri)
    worker = checker(editor)
    line, char = where(path.read_text(), "pass → 1.3", offset=9)
    editor.edit(uri, line, char, line, char + 1, "3")
    future = editor.client.text_document_rename_async(lsp.RenameParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line, char),
        new_name="1.7"))
    os.kill(worker, signal.SIGKILL)
    try:
        editor.run(future)
    except Exception as exc:
        assert "Timeout" not in type(exc).__name__, exc


@pytest.mark.parametrize("sandbox", [True, False])
def test_the_checking_process_has_the_servers_sandbox(tmp_path: Path, sandbox: bool) -> None:
    """`crawlbook lsp --sandbox`: the checks, in their own process, keep an INCLUDE inside
    the mission's folder (docs/security.md); without it the include is read."""
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "cards.mission").write_text((DATA / "events.mission").read_text())
    folder = tmp_path / "m"
    folder.mkdir()
    text = (DATA / "main.mission").read_text().replace(
        'INCLUDE "events.mission"', 'INCLUDE "../outside/cards.mission"')
    assert "../outside/cards.mission" in text
    (folder / "main.mission").write_text(text)
    ed = Editor(folder, options=("--sandbox",) if sandbox else ())
    try:
        uri = ed.open(folder / "main.mission")
        found = ed.diagnostics(uri)
        refused = [d for d in found if d.code == "E113" and "in the sandbox" in d.message]
        assert bool(refused) is sandbox, found
    finally:
        ed.close_server()


_BODIES = st.lists(st.binary(min_size=1, max_size=40), max_size=6)


@settings(max_examples=300, deadline=None)
@given(bodies=_BODIES, cuts=st.lists(st.integers(1, 30), max_size=20))
def test_the_frames_read_are_the_frames_sent_however_the_input_is_cut(
        bodies: list[bytes], cuts: list[int]) -> None:
    """The server's reader hands on each message's body whole, whatever pieces the input
    arrives in (``crawlbook.lsp.server._frames``)."""
    from crawlbook.lsp.server import _frames

    data = b"".join(b"Content-Length: %d\r\n\r\n%s" % (len(b), b) for b in bodies)
    pieces, at = [], 0
    for cut in cuts:
        pieces.append(data[at:at + cut])
        at += cut
    pieces.append(data[at:])

    class Pieces:
        def __init__(self) -> None:
            self.left = [p for p in pieces if p]

        def read1(self, _size: int) -> bytes:
            return self.left.pop(0) if self.left else b""

    read = [body for batch in _frames(Pieces()) for body in batch]
    assert read == bodies
