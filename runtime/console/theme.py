"""The console player's look: one named rich ``Theme`` and the board's symbols.

Every style the console prints with has a name here (``threat.high``, ``log_entry``,
``dice.pass`` ...), so the look can be changed in one place and the rendering code only
says what a piece of text *is*. The symbols come in a Unicode set and an ASCII set for
terminals whose encoding cannot show box-drawing characters.
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
    "resolved": "green",
    "team": "bold white on blue",
    "border": "dim",
    "dead_end": "red",
    "exit": "green",
    "wall": "",
    "empty": "dim",
    "threat.low": "bold green",
    "threat.medium": "bold yellow",
    "threat.high": "bold red",
    "threat.current": "reverse bold",
    "die.green": "bold green",
    "die.gray": "bold white",
    "die.yellow": "bold yellow",
    "die.red": "bold red",
    "dice.pass": "bold green",
    "dice.fail": "red",
    "pass": "bold green",
    "fail": "bold red",
    "card.red": "bold red",
    "card.black": "bold",
    "card.joker": "bold magenta",
    "damage": "red",
    "heal": "green",
    "taken_out": "bold red",
    "position": "bold",
    "rat": "bold",
    "vc": "bold red",
    "tb": "cyan",
    "success": "bold green",
    "failure": "bold red",
    "error": "bold red",
})


@dataclass(frozen=True, slots=True)
class Symbols:
    """The characters the map and the dice are drawn with."""

    corner_tl: str
    corner_tr: str
    corner_bl: str
    corner_br: str
    horizontal: str
    vertical: str
    open_exit: str
    dead_end: str
    border: str
    team: str
    resolved: str
    way_out: str
    bar_full: str
    bar_empty: str
    check: str
    cross: str
    arrow: str
    dot: str


UNICODE = Symbols("╭", "╮", "╰", "╯", "─", "│", "○", "×", "▒", "◉", "✓", "↑", "■", "□",
                  "✓", "✗", "→", "·")
ASCII = Symbols("+", "+", "+", "+", "-", "|", "o", "x", "#", "@", "v", "^", "#", ".",
                "+", "-", "->", ".")


def symbols_for(encoding: str | None) -> Symbols:
    """Unicode symbols where the output can encode them, else plain ASCII."""
    return UNICODE if (encoding or "").lower().replace("-", "").startswith("utf") else ASCII
