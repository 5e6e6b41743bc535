"""The console view: everything the player sees, printed through one rich ``Console``.

This is the small interface between the game and rich: ``ConsoleView`` is given a
``Game`` and uses its ruleset's ``ConsoleHooks`` (``crawlbook.ruleset``; the core's
plain ones, ``console.plain``, when the ruleset has none) and prints the events since the player
last acted, the board, the prompt with its numbered options, help and messages. The
engine never imports rich; only the console and the rulesets' console hooks do.
``make_console`` builds the Console the rules of docs/playing.md ask for: the named
theme, at most 80 columns, no colour codes (and no styles at all) in a pipe, with
``--no-color`` or with ``NO_COLOR`` set, no emoji codes and no automatic highlighting
(author text must print exactly as written, but inert: ``crawlbook.terminal``).
"""

from __future__ import annotations

import os
from typing import IO, TYPE_CHECKING, Any

from crawlbook.runtime.console.ask import COMMAND_HELP, option_keys
from crawlbook.runtime.console.narrate import Board, Heading
from crawlbook.runtime.console.plain import PLAIN, log_entries_line, objectives_lines
from crawlbook.runtime.console.theme import CRAWLBOOK_THEME, Symbols, symbols_for
from rich.console import Console
from rich.markup import escape
from rich.text import Text
from rich.theme import Theme

from crawlbook.inert import inert
from crawlbook.terminal import inert_console, inert_lines

if TYPE_CHECKING:
    from crawlbook.runtime.game import Game
    from crawlbook.runtime.prompts import Prompt

    from crawlbook.ruleset import ConsoleHooks

MAX_WIDTH = 80
_ASCII_FALLBACK = str.maketrans({"•": "*", "—": "-", "–": "-", "→": "->", "←": "<-",
                                 "‘": "'", "’": "'", "“": '"', "”": '"', "…": "...",
                                 "♣": "c", "♦": "d", "♥": "h", "♠": "s"})
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
    return inert_console(file=file, theme=CRAWLBOOK_THEME, width=width,
                         color_system=None if plain else "auto",
                         force_terminal=force_terminal, highlight=False, emoji=False,
                         soft_wrap=False, legacy_windows=False)


def console_hooks(game: Game) -> ConsoleHooks:
    """The console hooks of the game's ruleset (``Ruleset.console()``), or the core's
    plain ones when it has none."""
    ruleset = game.plugin
    hooks = ruleset.console() if ruleset is not None else None
    return hooks if hooks is not None else PLAIN


class ConsoleView:
    """Prints one game for a player."""

    def __init__(self, console: Console, game: Game, hooks: ConsoleHooks | None = None) -> None:
        self.console = console
        self.game = game
        self.hooks: ConsoleHooks = hooks if hooks is not None else console_hooks(game)
        if self.hooks.styles:
            console.push_theme(Theme(dict(self.hooks.styles)))
        self.width = console.width
        self.sym: Symbols = symbols_for(console.encoding)
        self.narrator = self.hooks.narrator(game.state, self.sym)
        self._out: list[Text] = []
        encoding = (console.encoding or "utf-8").lower()
        self._encoding = None if encoding.replace("-", "").startswith("utf") else encoding

    def _safe(self, markup: str) -> str:
        """Text the terminal shows and does not obey (``crawlbook.inert``: done here, before
        the layout, so a control character takes its one column; the Console's own hook
        catches anything else), and that the output can encode: on a non-UTF terminal,
        common typography becomes ASCII and anything else a `?` (never an encoding
        error)."""
        markup = inert(markup)
        if self._encoding is None:
            return markup
        markup = markup.translate(_ASCII_FALLBACK)
        return markup.encode(self._encoding, "replace").decode(self._encoding)

    # plumbing ------------------------------------------------------------------------
    # Lines are gathered and printed in one call per screenful (``flush``): a game prints
    # thousands of lines, and one rich ``print`` per line would dominate the run time.
    def line(self, markup: str = "") -> None:
        """Add markup wrapped at the console's width, without the trailing blank rich
        leaves at each break (so transcripts and tests see clean lines)."""
        if not markup:
            self._out.append(Text())
            return
        text = Text.from_markup(self._safe(markup), emoji=False)
        for part in text.wrap(self.console, self.width):
            part.rstrip()
            self._out.append(part)

    def cropped(self, markup: str) -> None:
        """Add one line that is cut at the console's width rather than wrapped (the map)."""
        text = Text.from_markup(self._safe(markup), emoji=False)
        text.rstrip()
        text.truncate(self.width)
        self._out.append(text)

    def heading(self, markup: str, style: str = "rule") -> None:
        """A blank line, then ``markup`` centred in a rule across the screen."""
        title = Text.from_markup(self._safe(markup), emoji=False)
        bar = self.sym.horizontal
        room = max(0, self.width - len(title.plain) - 2)
        left = room // 2
        self._out.append(Text())
        self._out.append(Text.assemble((bar * left, style), " ", title, " ",
                                       (bar * (room - left), style)))

    def flush(self) -> None:
        if not self._out:
            return
        if self.console.color_system is None:
            # No styles to render (a pipe, --no-color, NO_COLOR): the lines are already
            # wrapped and cropped, so their plain text is exactly what rich would print.
            file = self.console.file
            file.write(inert_lines(self._out))
            file.flush()
        else:
            self.console.print(Text("\n").join(self._out), no_wrap=True, overflow="crop")
        self._out = []

    def say(self, markup: str = "") -> None:
        self.line(markup)
        self.flush()

    def plain(self, text: str) -> None:
        """Text that is not markup at all (file names, messages from elsewhere)."""
        self.say(escape(text))

    def command_line(self, text: str) -> None:
        """A command line to copy: never broken across lines by the console."""
        self.flush()
        self.console.print(escape(self._safe(text)), soft_wrap=True)

    def error(self, message: str) -> None:
        self.say(f"[error]{escape(message)}[/]")

    def items(self, items: list[Any]) -> None:
        for item in items:
            if isinstance(item, Heading):
                self.heading(item.text, item.style)
            elif isinstance(item, Board):
                self._board()
            else:
                self.line(item)
        self.flush()

    # what happened -------------------------------------------------------------------
    def events(self, start: int) -> None:
        """Tell the events from ``start`` on (everything since the player last acted)."""
        self.items(self.narrator.tell(self.game.log, start, self.game.prompt))

    # the board -------------------------------------------------------------------------
    def _map(self) -> None:
        lines = self.hooks.map_lines(self.game.state, self.sym)
        if lines is None:
            self.line("[hint]This game has no map.[/]")
            return
        for line in lines:
            self.cropped(line)

    def _status(self) -> None:
        for line in self.hooks.status_lines(self.game.state, self.sym):
            self.line(line)

    def _board(self) -> None:
        self._map()
        self._status()

    def map(self) -> None:
        self._map()
        self.flush()

    def status(self) -> None:
        self._status()
        self.flush()

    def board(self) -> None:
        self._board()
        self.flush()

    def log_entries(self) -> None:
        state = self.game.state
        own = self.hooks.log_lines(state, self.sym)
        if own is not None:
            for line in own:
                self.line(line)
            self.flush()
            return
        self.line(log_entries_line(state))
        objectives = objectives_lines(state, self.sym)
        if objectives:
            self.line("[heading]Objectives[/]")
            for line in objectives:
                self.line(line)
        self.flush()

    def help(self, prompt: Prompt | None = None) -> None:
        """How to answer, the commands, and the rule behind ``prompt`` (the ruleset's
        ``help`` hook)."""
        self.line("[heading]How to answer[/]: type the number of an option and press "
                  "Enter. Enter alone takes the option marked (Enter). You may also "
                  "type an option's name or words, or the start of them (`yes`, "
                  "`right-top`, `leave`).")
        self.line("[heading]Commands at every prompt[/]:")
        words = {**COMMAND_HELP, **self.hooks.command_help}
        for name in COMMAND_HELP:
            shown = "save [FILE]" if name == "save" else name
            self.line(f"  [option.key]{shown:<12}[/]{escape(words[name])}")
        self.line("[hint]Ctrl-C or Ctrl-D: save and leave at once.[/]")
        rule = self.hooks.help(prompt) if prompt is not None else None
        if rule:
            self.line(f"[heading]This prompt[/]: {escape(rule)}")
        self.flush()

    # the prompt ------------------------------------------------------------------------
    def prompt(self, prompt: Prompt) -> None:
        self._prompt(prompt)
        self.flush()

    def _prompt(self, prompt: Prompt) -> None:
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
        state = self.game.state
        for line in self.hooks.before_options(prompt, state, self.narrator, self.game.log):
            self.line(line)
        if kind != "decision":
            question = self.hooks.question(prompt, state) or prompt.text
            self.line(f"[question]{escape(question)}[/]")
        labels = self.hooks.option_labels(prompt, state, self.sym)
        cells = []
        for key, choice in option_keys(prompt):
            default = " [option.default](Enter)[/]" if choice.id == prompt.default else ""
            label = labels.get(choice.id, escape(choice.label))
            cells.append(f"[option.key]{escape(key)}[/]) {label}{default}")
        self._options(cells, columns_ok=kind != "decision")
        if kind == "decision":
            self.line(f"[line.dotted]{DOTTED}[/]")

    def _options(self, cells: list[str], columns_ok: bool) -> None:
        """The options, one a line; many short ones in columns (Rest, Formation), so the
        board stays on the screen."""
        widths = [Text.from_markup(self._safe(c), emoji=False).cell_len for c in cells]
        gap = 3
        columns = 1
        if columns_ok and len(cells) > 4:
            for n in (3, 2):
                if 2 + n * (max(widths) + gap) <= self.width:
                    columns = n
                    break
        if columns == 1:
            for cell in cells:
                self.line(f"  {cell}")
            return
        rows = -(-len(cells) // columns)
        for r in range(rows):
            parts = []
            for c in range(columns):
                i = c * rows + r
                if i < len(cells):
                    pad = " " * (max(widths) + gap - widths[i]) if c < columns - 1 else ""
                    parts.append(cells[i] + pad)
            self.line("  " + "".join(parts))

    def end(self) -> None:
        """After the end: the final board (and, without a ruleset's narration, how the
        game ended)."""
        self.line()
        result = self.game.result
        if self.hooks is PLAIN and result is not None:
            cause = f", {escape(result.cause)}" if result.cause else ""
            style = {"win": "success", "loss": "failure"}.get(result.kind, "heading")
            self.line(f"[{style}]{escape(result.outcome.upper())}[/] ({result.kind}{cause}),"
                      f" score {result.score}")
        self.status()
