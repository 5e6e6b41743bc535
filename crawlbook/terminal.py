"""The rich Consoles crawlbook prints through, every character they print inert
(docs/safety.md, "Terminal injection").

``inert_console`` builds a ``rich.console.Console`` with ``InertHook`` pushed: a rich
render hook that sees everything the Console prints (``print``, ``out``, ``rule``,
``input``'s prompt, tables, progress bars), after markup is parsed and before it is laid
out, and makes its text inert (``crawlbook.inert``) while leaving the styles rich itself
writes alone. So no call site can forget: author text, a program's prose, a save's
answers, a policy's name, all go through the one hook. ``guarded`` does the same for the
duration of a block on a Console made elsewhere.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console, ConsoleOptions, ConsoleRenderable, RenderHook, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.text import Text

from crawlbook.inert import UNSAFE, inert


def inert_text(text: Text) -> Text:
    """``text`` with its characters made inert, its styles where they were (one character
    for one, so every span still fits); ``text`` itself when it is clean."""
    if UNSAFE.search(text.plain) is None:
        return text
    copy = text.copy()
    copy.plain = inert(text.plain)
    return copy


class _Inert:
    """Any renderable, its text segments made inert as rich renders it (tables, panels,
    progress bars: whatever holds the author's text inside)."""

    def __init__(self, renderable: ConsoleRenderable) -> None:
        self.renderable = renderable

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for segment in console.render(self.renderable, options):
            if segment.control or UNSAFE.search(segment.text) is None:
                yield segment
            else:
                yield Segment(inert(segment.text), segment.style)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.renderable)


class InertHook(RenderHook):
    """The render hook that makes what a Console prints inert (see the module docstring):
    text directly, before it is wrapped; other renderables segment by segment."""

    def process_renderables(
            self, renderables: list[ConsoleRenderable]) -> list[ConsoleRenderable]:
        return [inert_text(r) if isinstance(r, Text) else _Inert(r) for r in renderables]


HOOK = InertHook()


def inert_console(**options: Any) -> Console:
    """A ``rich.console.Console(**options)`` that prints nothing a terminal obeys."""
    console = Console(**options)
    console.push_render_hook(HOOK)
    return console


@contextmanager
def guarded(console: Console) -> Iterator[Console]:
    """``console`` printing inert text for the duration of the block (for a Console that
    was not made by ``inert_console``)."""
    console.push_render_hook(HOOK)
    try:
        yield console
    finally:
        console.pop_render_hook()


def inert_lines(lines: Iterable[Text]) -> str:
    """The plain text of ``lines``, one a line, inert (for output written without
    rich's rendering, as the console view does in a pipe)."""
    return inert("".join(t.plain + "\n" for t in lines))
