"""Shared pieces of the hostile-input tests (docs/safety.md): the characters a terminal
obeys, a guard that turns a hang into a failure, hostile programs, and command runs.

The classes of dangerous characters are written out here on their own (not imported from
``crawlbook.inert``), so the tests are an independent check of what reaches a terminal.
"""

from __future__ import annotations

import json
import os
import re
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from crawlbook.cli import main

ROOT = Path(__file__).resolve().parents[2]
CLEAN = ROOT / "tests" / "data" / "cases" / "clean.mission"
CLEAN_TEXT = CLEAN.read_text(encoding="utf-8")

# What a terminal obeys: C0 but tab and newline, DEL, C1, bidi controls, line separators,
# and lone surrogates (which cannot even be written as UTF-8).
DANGEROUS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029"
                       "\ud800-\udfff]")
SGR = re.compile("\x1b\\[[0-9;]*m")  # the colour codes rich itself writes
# A string written to hurt: retitle the window, clear the screen, ring, overwrite the line,
# an 8-bit CSI, NEL, DEL, a right-to-left override and isolate, a line separator, half a
# character, and rich markup.
HOSTILE = ("\x1b]0;pwned\x07\x1b[2J\x1b[31mred\r\x08\x9b2J\x85\x7f\u202eevil\u2066"
           "\u2028x\ud800[bold]b[/bold]")


def dangerous(text: str, *, colour: bool = False) -> list[str]:
    """The dangerous characters of ``text`` (rich's colour codes aside when ``colour``)."""
    if colour:
        text = SGR.sub("", text)
    return DANGEROUS.findall(text)


@contextmanager
def no_hang(seconds: int = 10) -> Iterator[None]:
    """Fail (instead of waiting forever) when the block takes longer than ``seconds``:
    a FIFO opened for reading blocks until a writer comes."""

    def stop(*_: Any) -> None:
        raise TimeoutError(f"still running after {seconds} s: it hangs")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None,
        input: str | None = None, color: bool = False) -> Result:
    """A crawlbook command through click's CliRunner (a traceback is a failure);
    ``color`` keeps the colour codes click would strip from output that is no terminal."""
    environ = {"NO_COLOR": "1", "CRAWLBOOK_COMMAND": "crawlbook", "COLUMNS": "80"}
    environ.update(env or {})
    before = Path.cwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        with no_hang(60):
            return CliRunner().invoke(main, list(args), env=environ, input=input,
                                      catch_exceptions=False, color=color)
    finally:
        os.chdir(before)


def output(result: Result) -> str:
    """Everything a command printed (standard output and standard error)."""
    return result.stdout + result.stderr


def hostile_strings(value: Any, payload: str = HOSTILE) -> Any:
    """``value`` (a program) with ``payload`` added to every string that is text a player
    reads (titles, prose, options, objectives), the ids and names left as they are."""
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for k, v in value.items():
            if k in ("title", "text", "briefing", "rules_text") and isinstance(v, str):
                out[k] = v + payload
            elif k in ("title", "text", "briefing", "rules_text") and isinstance(v, list):
                out[k] = [p + payload if isinstance(p, str) else hostile_strings(p, payload)
                          for p in v]
            else:
                out[k] = hostile_strings(v, payload)
        return out
    if isinstance(value, list):
        return [hostile_strings(v, payload) for v in value]
    return value


def hostile_program(program: dict[str, Any]) -> dict[str, Any]:
    """A compiled program whose every text holds ``HOSTILE`` (the content pack aside:
    it is the ruleset's, shipped with crawlbook)."""
    content = program.get("content")
    changed = hostile_strings({k: v for k, v in program.items() if k != "content"})
    changed["content"] = content
    return changed


def write_json(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def shown(text: str) -> str:
    """What a reader sees of ``text`` on one line: rich's colour codes and line breaks
    gone. ``HOSTILE``'s own colour code must show as ``␛[31m`` there: a test that drops
    every colour code before looking (``dangerous(colour=True)``) must still see that
    the author's were not obeyed."""
    return SGR.sub("", text).replace("\n", "")
