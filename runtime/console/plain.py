"""The core's plain console hooks: how a game is shown when its ruleset brings none
(``Ruleset.console()`` is None; docs/rulesets.md, "The runtime half").

Everything here reads only the neutral state (``crawlbook.runtime.state.State``: Log
Entries, markers, the program's objectives), so ``status``, ``map`` and ``log`` work for
any ruleset. ``log_entries_line`` and ``objectives_lines`` are shared with rulesets that
show the same things.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.console.narrate import Narrator
from rich.markup import escape

if TYPE_CHECKING:
    from crawlbook.runtime.console.theme import Symbols
    from crawlbook.runtime.prompts import Prompt


def log_entries_line(state: Any) -> str:
    """The Log Entries noted and the markers held."""
    noted = ", ".join(f"[log_entry]{escape(n)}[/]" for n in state.log_entries)
    line = f"[heading]Log Entries[/] {noted or '[hint]none noted yet[/]'}"
    if state.markers:
        line += "   [heading]Markers[/] " + ", ".join(
            f"[marker]{escape(m)}[/]" for m in state.markers)
    return line


def objectives_lines(state: Any, sym: Symbols) -> list[str]:
    """The mission's objectives, each ticked once its Log Entry is noted."""
    objectives = (state.program.get("mission") or {}).get("objectives") or []
    lines = []
    for o in objectives:
        entry = str(o.get("log_entry") or "").upper()
        met = bool(entry) and entry in state.log_entries
        mark = f"[good]{sym.check}[/]" if met else " "
        tail = f" [hint]({escape(entry)})[/]" if entry else ""
        lines.append(f"  [{mark}] {escape(str(o.get('text', '')))}{tail}")
    return lines


# The interpreter's own prompts (docs/engine.md, "Prompt kinds").
RULES = {
    "read": "Read the entry up to its horizontal line, and no further until you go on "
            "(docs/playing.md).",
    "decision": "Choose one of the options the entry offers; options whose condition does "
                "not hold are not offered (docs/playing.md).",
}


class PlainConsole:
    """``ConsoleHooks`` that know no ruleset: the neutral state only."""

    styles: Mapping[str, str] = {}
    command_help: Mapping[str, str] = {}

    def narrator(self, state: Any, symbols: Symbols) -> Narrator:
        return Narrator(state, symbols)

    def status_lines(self, state: Any, symbols: Symbols) -> list[str]:
        where = f" [hint](reading entry {escape(state.entry)})[/]" if state.entry else ""
        return [log_entries_line(state) + where]

    def map_lines(self, state: Any, symbols: Symbols) -> list[str] | None:
        return None

    def log_lines(self, state: Any, symbols: Symbols) -> list[str] | None:
        return None

    def question(self, prompt: Prompt, state: Any) -> str | None:
        return None

    def option_labels(self, prompt: Prompt, state: Any, symbols: Symbols) -> dict[str, str]:
        return {}

    def before_options(self, prompt: Prompt, state: Any, narrator: Any,
                       log: list[dict]) -> list[str]:
        return []

    def help(self, prompt: Prompt) -> str | None:
        return RULES.get(prompt.kind)

    def recap(self, state: Any) -> str | None:
        return None


PLAIN = PlainConsole()
