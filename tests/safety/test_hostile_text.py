"""Arbitrary text, surrogates, C1 controls, bidi controls and every line separator
included, fed to the compiler and to the console renderer (docs/safety.md): the compiler
never raises, its every position is inside the text by the one definition of a line, its
report prints nothing a terminal obeys, and the program it builds (forced) holds none of
those characters; the console prints it all inert."""

from __future__ import annotations

import io
import json
import os
import re
from typing import Any

from crawlbook.compiler.api import compile_source
from crawlbook.compiler.report import render_text
from crawlbook.runtime.console import ConsoleView, make_console
from crawlbook.runtime.console.narrate import Heading, paragraphs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .helpers import CLEAN_TEXT, dangerous

SPECIAL = ("\x00\x07\x08\t\n\x0b\x0c\r\x1b\x1c\x1d\x1e\x1f\x7f\x80\x85\x9b\x9f\u00a0"
           "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029"
           "\ufeff\ufffd\ud800\udbff\udc00\udcff\udfff[]\\→•=-.·┄═")
CHARS = st.one_of(st.sampled_from(SPECIAL), st.characters(codec=None))
LINES = CLEAN_TEXT.splitlines()
EXAMPLES = int(os.environ.get("CRAWLBOOK_FUZZ", "80"))


@st.composite
def booklets(draw: st.DrawFn) -> str:
    """The clean booklet with arbitrary text put into, over or between its lines, joined
    by arbitrary line ends."""
    lines = list(LINES)
    for _ in range(draw(st.integers(1, 5))):
        i = draw(st.integers(0, len(lines) - 1))
        text = draw(st.text(CHARS, max_size=40))
        kind = draw(st.sampled_from(["insert", "replace", "append"]))
        if kind == "insert":
            lines.insert(i, text)
        elif kind == "replace":
            lines[i] = text
        else:
            lines[i] += text
    ends = draw(st.lists(st.sampled_from(["\n", "\r\n", "\r"]), min_size=1, max_size=3))
    return "".join(line + ends[k % len(ends)] for k, line in enumerate(lines))


def own_lines(text: str) -> list[str]:
    """The one definition of a line, written out again: \\n, \\r\\n, a lone \\r."""
    out = re.split("\r\n|\r|\n", text)
    if out[0].startswith("\ufeff"):
        out[0] = out[0][1:]
    return out


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(booklets())
def test_the_compiler_takes_any_text(source: str) -> None:
    result = compile_source(source, "fuzz.mission", force=True)
    assert result.program is not None
    # The lines holding them are skipped (E102, E116): even a forced program holds none.
    assert dangerous(json.dumps(result.program, ensure_ascii=False)) == []
    lines = own_lines(source.replace("\ud800", "?"))  # positions count code points
    for d in result.diagnostics:
        if d.span is None or d.span.file != "fuzz.mission":
            continue
        assert 1 <= d.span.line <= len(lines), d
        assert 1 <= d.span.column <= len(lines[d.span.line - 1]) + 1, d
    report = render_text(result.diagnostics, result.sources, files=1)
    assert dangerous(report) == []
    report.encode("utf-8")  # printable: no lone surrogate left


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(CHARS, max_size=200), st.booleans())
def test_the_console_shows_any_text_inert(text: str, colour: bool) -> None:
    buffer = io.StringIO()
    console = make_console(buffer, no_color=not colour, force_terminal=colour, width=60)

    class Nothing:  # ConsoleView needs a game only for its hooks and state
        ruleset = "no-such-ruleset"
        state = None
        log: tuple = ()
        prompt = None

    from crawlbook.runtime.console.plain import PLAIN

    game: Any = Nothing()
    view = ConsoleView(console, game, PLAIN)
    view.plain(text)
    view.error(text)
    view.command_line(text)
    view.items([Heading(text), *paragraphs([text])])
    view.cropped(text)
    view.flush()
    printed = buffer.getvalue()
    assert dangerous(printed, colour=colour) == []
    printed.encode("utf-8")
