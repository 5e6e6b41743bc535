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

from crawlbook.rulesets.tunnel_rats.console import board
from crawlbook.rulesets.tunnel_rats.console.narrate import Board, Heading, Narrator
from crawlbook.runtime.console.ask import COMMAND_HELP, option_keys
from crawlbook.runtime.console.theme import CRAWLBOOK_THEME, Symbols, symbols_for
from rich.console import Console
from rich.markup import escape
from rich.text import Text

if TYPE_CHECKING:
    from crawlbook.runtime.game import Game
    from crawlbook.runtime.prompts import Prompt

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
    return Console(file=file, theme=CRAWLBOOK_THEME, width=width,
                   color_system=None if plain else "auto", force_terminal=force_terminal,
                   highlight=False, emoji=False, soft_wrap=False, legacy_windows=False)


class ConsoleView:
    """Prints one game for a player."""

    def __init__(self, console: Console, game: Game) -> None:
        self.console = console
        self.game = game
        self.width = console.width
        self.sym: Symbols = symbols_for(console.encoding)
        self.narrator = Narrator(game.state, self.sym, unicode=self.sym.check != "+")
        self._out: list[Text] = []
        encoding = (console.encoding or "utf-8").lower()
        self._encoding = None if encoding.replace("-", "").startswith("utf") else encoding

    def _safe(self, markup: str) -> str:
        """Text the output can encode: on a non-UTF terminal, common typography becomes
        ASCII and anything else a `?` (never an encoding error)."""
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
            file.write("".join(t.plain + "\n" for t in self._out))
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
        for line in board.map_lines(self.game.state, self.sym):
            self.cropped(line)

    def _status(self) -> None:
        for line in board.status_lines(self.game.state, self.sym):
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
        self.line(board.log_entries_line(state))
        objectives = board.objectives_lines(state, self.sym)
        if objectives:
            self.line("[heading]Objectives[/]")
            for line in objectives:
                self.line(line)
        self.flush()

    def help(self) -> None:
        self.line("[heading]How to answer[/]: type the number of an option and press "
                  "Enter. Enter alone takes the option marked (Enter). You may also "
                  "type an option's name (`draw`, `stick`, `bottom-left`, `yes`).")
        self.line("[heading]Commands at every prompt[/]:")
        for name, text in COMMAND_HELP.items():
            shown = "save [FILE]" if name == "save" else name
            self.line(f"  [option.key]{shown:<12}[/]{escape(text)}")
        self.line("[hint]Ctrl-C or Ctrl-D: save and leave at once.[/]")
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
        if kind in ("combat.draw", "combat.pistol_discard", "combat.pistol_keep"):
            self._hand(info)
        if kind != "decision":
            self.line(f"[question]{escape(self._question(prompt))}[/]")
        labels = self._labels(prompt)
        cells = []
        for key, choice in option_keys(prompt):
            default = " [option.default](Enter)[/]" if choice.id == prompt.default else ""
            label = labels.get(choice.id, escape(choice.label))
            cells.append(f"[option.key]{escape(key)}[/]) {label}{default}")
        self._options(cells, columns_ok=kind != "decision")
        if kind == "decision":
            self.line(f"[line.dotted]{DOTTED}[/]")

    def _question(self, prompt: Prompt) -> str:
        info = prompt.info
        if prompt.kind == "rat":
            purpose = info.get("purpose")
            if purpose == "test":
                return (f"Which Rat takes the {str(info.get('trait', '')).title()} test "
                        f"(DIFF {info.get('diff')})?")
            if purpose in ("damage", "heal"):
                verb = "takes" if purpose == "damage" else "recovers"
                return f"Which Rat {verb} {info.get('amount')} Damage?"
        return prompt.text

    def _options(self, cells: list[str], columns_ok: bool) -> None:
        """The options, one a line; many short ones in columns (Rest, Formation), so the
        board stays on the screen."""
        widths = [Text.from_markup(c, emoji=False).cell_len for c in cells]
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

    def _labels(self, prompt: Prompt) -> dict[str, str]:
        """Richer labels than the engine's where the console knows more."""
        if prompt.kind == "rat" and prompt.info.get("trait"):
            trait = str(prompt.info["trait"]).upper()
            team = self.game.state.team
            return {c.id: f"{escape(c.label)}, {trait.title()} "
                          f"{team.rat(c.id).traits.get(trait, 0)}" for c in prompt.choices}
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
        raw = self.narrator.hands(self.game.log, len(self.game.log)).get(str(info.get("vc")))
        shown = (f"{raw} {self.sym.arrow} {vc_total}" if raw is not None and raw != vc_total
                 else str(vc_total))
        them = (f"{theirs} = {shown}" if vc_total is not None
                else "[hint]draws after you[/]")
        holder = info.get("initiative_holder")
        initiative = (f" [hint](Initiative: {self.narrator.who(str(holder))})[/]"
                      if holder else "")
        self.line(f"{rat}: {mine} = {total}{bust}   vs {vc}: {them}{initiative}")

    def end(self) -> None:
        """After the End of Mission: the final board."""
        self.line()
        self.status()
