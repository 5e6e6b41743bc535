"""The console view: everything the player sees, printed through one rich ``Console``.

This is the small interface between the game and rich: ``ConsoleView`` is given a
``Game`` and prints the events since the player last acted, the board, the prompt with
its numbered options, help and messages. The engine never imports rich; nothing outside
``crawlbook.runtime.console`` does either. ``make_console`` builds the Console the rules
of docs/playing.md ask for: the named theme, at most 80 columns, no colour codes (and no
styles at all) in a pipe, with ``--no-color`` or with ``NO_COLOR`` set, no emoji codes
and no automatic highlighting (author text must print exactly as written).
"""

from __future__ import annotations

import os
from typing import IO, TYPE_CHECKING, Any

from crawlbook.runtime.console import board
from crawlbook.runtime.console.ask import COMMAND_HELP, option_keys
from crawlbook.runtime.console.narrate import Board, Heading, Narrator
from crawlbook.runtime.console.theme import CRAWLBOOK_THEME, Symbols, symbols_for
from rich.console import Console
from rich.markup import escape
from rich.text import Text

if TYPE_CHECKING:
    from crawlbook.runtime.game import Game
    from crawlbook.runtime.prompts import Prompt

MAX_WIDTH = 80
DOTTED = "- " * 30
DOUBLE = "=" * 60


def no_color_requested(flag: bool = False, environ: dict[str, str] | None = None) -> bool:
    """``--no-color``, or ``NO_COLOR`` set to anything but the empty string (no-color.org)."""
    env = os.environ if environ is None else environ
    return flag or bool(env.get("NO_COLOR", ""))


def make_console(file: IO[str] | None = None, *, no_color: bool = False,
                 width: int | None = None, force_terminal: bool | None = None) -> Console:
    """The player's Console (see the module docstring)."""
    probe = Console(file=file, force_terminal=force_terminal)
    plain = no_color or not probe.is_terminal
    if width is None:
        width = min(probe.width, MAX_WIDTH) if probe.is_terminal else MAX_WIDTH
    return Console(file=file, theme=CRAWLBOOK_THEME, width=width,
                   color_system=None if plain else "auto", force_terminal=force_terminal,
                   highlight=False, emoji=False, soft_wrap=False, legacy_windows=False)


class ConsoleView:
    """Prints one game for a player."""

    def __init__(self, console: Console, game: Game) -> None:
        self.console = console
        self.game = game
        self.sym: Symbols = symbols_for(console.encoding)
        self.narrator = Narrator(game.state, self.sym, unicode=self.sym.check != "+")

    # plumbing ------------------------------------------------------------------------
    def line(self, markup: str = "") -> None:
        """Print markup wrapped at the console's width, without the trailing blank rich
        leaves at each break (so transcripts and tests see clean lines)."""
        text = Text.from_markup(markup, emoji=False)
        for part in text.wrap(self.console, self.console.width):
            part.rstrip()
            self.console.print(part, no_wrap=True, overflow="crop")

    def say(self, markup: str = "") -> None:
        self.line(markup)

    def plain(self, text: str) -> None:
        """Text that is not markup at all (file names, messages from elsewhere)."""
        self.line(escape(text))

    def error(self, message: str) -> None:
        self.line(f"[error]{escape(message)}[/]")

    def items(self, items: list[Any]) -> None:
        for item in items:
            if isinstance(item, Heading):
                self.console.print()
                self.console.rule(item.text, style=item.style)
            elif isinstance(item, Board):
                self.board()
            else:
                self.line(item)

    # what happened -------------------------------------------------------------------
    def events(self, start: int) -> None:
        """Tell the events from ``start`` on (everything since the player last acted)."""
        self.items(self.narrator.tell(self.game.log, start, self.game.prompt))

    # the board -------------------------------------------------------------------------
    def map(self) -> None:
        for line in board.map_lines(self.game.state, self.sym):
            text = Text.from_markup(line, emoji=False)
            text.rstrip()
            self.console.print(text, overflow="crop", no_wrap=True)

    def status(self) -> None:
        for line in board.status_lines(self.game.state, self.sym):
            self.line(line)

    def board(self) -> None:
        self.map()
        self.status()

    def log_entries(self) -> None:
        state = self.game.state
        self.line(board.log_entries_line(state))
        objectives = board.objectives_lines(state, self.sym)
        if objectives:
            self.line("[heading]Objectives[/]")
            for line in objectives:
                self.line(line)

    def help(self) -> None:
        self.line("[heading]How to answer[/]: type the number of an option and press "
                           "Enter. Enter alone takes the option marked (Enter). You may also "
                           "type an option's name (`draw`, `stick`, `bottom-left`, `yes`).")
        self.line("[heading]Commands at every prompt[/]:")
        for name, text in COMMAND_HELP.items():
            shown = "save [FILE]" if name == "save" else name
            self.line(f"  [option.key]{shown:<12}[/]{escape(text)}")
        self.line("[hint]Ctrl-C or Ctrl-D: save and leave at once.[/]")

    # the prompt ------------------------------------------------------------------------
    def prompt(self, prompt: Prompt) -> None:
        kind = prompt.kind
        info = prompt.info
        if kind == "read":
            if info.get("stage") == "briefing":
                self.line("[hint](Enter: begin the Mission)[/]")
                return
            line = DOUBLE if info.get("line") == "double" else DOTTED
            self.line(f"[line.{info.get('line') or 'dotted'}]{line}[/]")
            self.line("[hint](Enter: read on)[/]")
            return
        if kind in ("combat.draw", "combat.pistol_discard", "combat.pistol_keep"):
            self._hand(info)
        if kind != "decision":
            self.line(f"[question]{escape(prompt.text)}[/]")
        labels = self._labels(prompt)
        for key, choice in option_keys(prompt):
            default = " [option.default](Enter)[/]" if choice.id == prompt.default else ""
            label = labels.get(choice.id, escape(choice.label))
            self.line(f"  [option.key]{escape(key)}[/]) {label}{default}")
        if kind == "decision":
            self.line(f"[line.dotted]{DOTTED}[/]")

    def _labels(self, prompt: Prompt) -> dict[str, str]:
        """Richer labels than the engine's where the console knows more."""
        if prompt.kind != "exit":
            return {}
        state = self.game.state
        labels = {}
        for e in prompt.info.get("exits") or []:
            level, column = e["target"]
            if e.get("new_card"):
                where = "a new card"
            else:
                placed = state.complex.cards.get((level, column))
                where = "a known card"
                if placed is not None:
                    card = state.complex.templates[placed.card]
                    if card.kind == "entrance":
                        where = "the ENTRANCE"
                    elif placed.event is not None:
                        done = " (resolved)" if placed.event in state.resolved_events else ""
                        where = f"EVENT {placed.event}{done}"
                    else:
                        where = placed.card
            labels[e["slot"]] = (f"{escape(e['slot'])} {self.sym.arrow} Level {level}, column "
                                 f"{column}: {escape(where)}")
        return labels

    def _hand(self, info: dict) -> None:
        rat = self.narrator.rat(str(info.get("rat")))
        vc = self.narrator.who(str(info.get("vc")))
        mine = " ".join(self.narrator.card(c) for c in info.get("rat_cards") or []) or "-"
        theirs = " ".join(self.narrator.card(c) for c in info.get("vc_cards") or [])
        total = info.get("rat_total")
        bust = " [bad]bust[/]" if info.get("rat_bust") else ""
        vc_total = info.get("vc_total")
        them = (f"{theirs} = {vc_total}" if vc_total is not None
                else "[hint]draws after you[/]")
        holder = info.get("initiative_holder")
        initiative = (f" [hint](Initiative: {self.narrator.who(str(holder))})[/]"
                      if holder else "")
        self.line(f"{rat}: {mine} = {total}{bust}   vs {vc}: {them}{initiative}")

    def end(self) -> None:
        """After the End of Mission: the final board."""
        self.console.print()
        self.status()
