"""The console player's look: one named rich ``Theme`` and the basic symbols
(docs/playing.md).

Every style the console prints with has a name (``log_entry``, ``dice.pass``, ``hint``
...), so the look can be changed in one place and the rendering code only says what a
piece of text *is*. The core's styles are here; a ruleset adds its own
(``ConsoleHooks.styles``: ``threat.high``, ``card.red`` ...), pushed on top of this theme
for its games. The symbols come in a Unicode set and an ASCII set for terminals whose
encoding cannot show box-drawing characters; a ruleset draws its board with these and
its own, chosen by ``Symbols.unicode``.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.theme import Theme

THEME_NAME = "crawlbook"

CRAWLBOOK_THEME = Theme({
    "title": "bold",
    "heading": "bold cyan",
    "rule": "cyan",
    "entry_id": "dim",
    "prose": "",
    "line.dotted": "dim",
    "line.double": "dim",
    "option.key": "bold cyan",
    "option.default": "dim",
    "question": "bold",
    "hint": "dim",
    "note": "dim",
    "good": "green",
    "bad": "red",
    "warn": "yellow",
    "log_entry": "bold black on yellow",
    "marker": "bold magenta",
    "event": "bold magenta",
    "dice": "bold",
    "dice.pass": "bold green",
    "dice.fail": "red",
    "pass": "bold green",
    "fail": "bold red",
    "success": "bold green",
    "failure": "bold red",
    "error": "bold red",
})


@dataclass(frozen=True, slots=True)
class Symbols:
    """The characters boxes, bars, marks and arrows are drawn with; ``unicode`` says
    which set this is."""

    unicode: bool
    corner_tl: str
    corner_tr: str
    corner_bl: str
    corner_br: str
    horizontal: str
    vertical: str
    bar_full: str
    bar_empty: str
    check: str
    cross: str
    arrow: str
    dot: str


UNICODE = Symbols(True, "╭", "╮", "╰", "╯", "─", "│", "■", "□", "✓", "✗", "→", "·")
ASCII = Symbols(False, "+", "+", "+", "+", "-", "|", "#", ".", "+", "-", "->", ".")


def symbols_for(encoding: str | None) -> Symbols:
    """Unicode symbols where the output can encode them, else plain ASCII."""
    return UNICODE if (encoding or "").lower().replace("-", "").startswith("utf") else ASCII
