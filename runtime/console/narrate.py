"""What happened, told from the event log (docs/event-log.md; docs/playing.md).

``Narrator.tell(log, start, prompt)`` turns the events ``log[start:]`` (everything since
the player last acted) into console items: markup strings, a ``Heading`` (a rule across
the screen) or a ``Board`` (the map and status, where the ruleset wants them). The base
class tells the events every ruleset has: the briefing, the booklet's entries and prose
as they are read, Events, Log Entries, markers and dice rolls. A ruleset's narrator
(``ConsoleHooks.narrator``) subclasses it and adds a handler ``_on_<type>`` per event type
of its own; a type with no handler prints nothing. A narrator reads earlier events for
context, never any state of its own, so a game loaded from a save prints exactly what an
unbroken game prints. Author text is always escaped.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rich.markup import escape

if TYPE_CHECKING:
    from crawlbook.runtime.console.theme import Symbols
    from crawlbook.runtime.prompts import Prompt


@dataclass(frozen=True, slots=True)
class Heading:
    text: str  # markup
    style: str = "rule"


@dataclass(frozen=True, slots=True)
class Board:
    """Show the map and the status here."""


def reflow(paragraph: str) -> str:
    """A paragraph as one line (the booklet's line breaks are the author's source lines;
    the console wraps to its own width)."""
    return " ".join(paragraph.split())


def paragraphs(texts: list[str]) -> list[str]:
    """Author paragraphs, escaped and reflowed, with a blank line between them."""
    out: list[str] = []
    for k, text in enumerate(texts):
        if k:
            out.append("")
        out.append(f"[prose]{escape(reflow(str(text)))}[/]")
    return out


def condition_text(cond: Any) -> str:
    """A compiled condition as words (docs/program-format.md, "Conditions")."""
    if not isinstance(cond, dict) or len(cond) != 1:
        return "always" if cond is None else "?"
    (key, value), = cond.items()
    if key in ("noted", "has"):
        return f"{key} {value}"
    if key == "not":
        return f"not {condition_text(value)}"
    if key in ("and", "or"):
        return f" {key} ".join(condition_text(c) for c in value)
    if key in ("cmp", "pred") and isinstance(value, list | tuple):
        return " ".join(str(v) for v in value)
    return "?"


class Narrator:
    """Tells events as items; a ruleset's narrator adds ``_on_<type>`` handlers.

    ``end_words``: how the end of a reading is told: by default the end words of the
    book of the program's ruleset (``BookShape.end_word``); a narrator may set its own."""

    end_words = ""

    def __init__(self, state: Any, sym: Symbols) -> None:
        self.state = state
        self.sym = sym

    def tell(self, log: list[dict], start: int, prompt: Prompt | None) -> list[Any]:
        out: list[Any] = []
        i = start
        while i < len(log):
            i = self.told(log, i, out, prompt)
        return out

    def told(self, log: list[dict], i: int, out: list[Any], prompt: Prompt | None) -> int:
        """Tell ``log[i]`` into ``out``; return the index of the next event to tell (a
        ruleset may tell a run of events as one line)."""
        event = log[i]
        handler = getattr(self, f"_on_{event.get('type')}", None)
        if handler is not None:
            handler(event, out, log, i, prompt)
        return i + 1

    # the booklet ---------------------------------------------------------------------
    def _on_briefing(self, e: dict, out: list, *_: Any) -> None:
        out.append(Heading("[heading]BRIEFING[/]"))
        out.extend(paragraphs(e.get("text") or []))
        objectives = e.get("objectives") or []
        if objectives:
            out.append("")
            out.append("[heading]OBJECTIVES[/]")
            for o in objectives:
                entry = o.get("log_entry")
                tail = f" [hint]({escape(str(entry))})[/]" if entry else ""
                out.append(f"  • {escape(reflow(str(o.get('text', ''))))}{tail}")
        rules = e.get("rules_text") or []
        if rules:
            out.append("")
            out.append("[heading]MISSION RULES[/]")
            out.extend(paragraphs(rules))

    def _on_event_start(self, e: dict, out: list, *_: Any) -> None:
        title = e.get("title")
        out.append(Heading(f"[event]EVENT {e.get('event')}[/]"
                           + (f"[heading]: {escape(str(title))}[/]" if title else "")))
        if e.get("missing"):
            out.append("[hint](This mission has no text for this Event.)[/]")

    def _on_event_end(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"[hint]{self.sym.arrow} {escape(self.end_words or self._book_end())}[/]")

    def _book_end(self) -> str:
        """The end words of the program's ruleset's book, found once."""
        book = self._book()
        self.end_words = book.end_word if book is not None else "CONTINUE"
        return self.end_words

    def _book(self) -> Any:
        """The book of the program's ruleset (its ``BookShape``), or None."""
        from crawlbook import plugins

        program = getattr(self.state, "program", None) or {}
        registry = plugins.language(str(program.get("ruleset") or ""))
        return registry.book if registry is not None else None

    # the end of the book (the core's ``read_the_end``) -------------------------------
    def _on_end_text(self, e: dict, out: list, *_: Any) -> None:
        """The ending's text under the book's own heading (``ENDING``, ``END OF
        MISSION``); a book with no ending text tells nothing."""
        text = e.get("text") or []
        if text:
            book = self._book()
            heading = book.ending if book is not None else "ENDING"
            out.append(Heading(f"[title]{escape(heading)}[/]"))
            out.extend(paragraphs(text))

    def _on_entry(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"[entry_id]{escape(str(e.get('id')))}[/]")

    def _on_text(self, e: dict, out: list, log: list, i: int, *_: Any) -> None:
        before = i - 1
        while before >= 0 and log[before].get("type") in ("prompt", "answer"):
            before -= 1  # a paragraph read on after a prompt is still the next one
        if before >= 0 and log[before].get("type") == "text":
            out.append("")  # a blank line between paragraphs, as printed
        out.append(f"[prose]{escape(reflow(str(e.get('text', ''))))}[/]")

    # `branch`, `decision` and `outcome` need no line: the next entry's number shows
    # where the reading went.

    def _on_log_entry(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"Note [log_entry]LOG ENTRY: {escape(str(e.get('name')))}[/]")

    def _on_marker(self, e: dict, out: list, *_: Any) -> None:
        name = f"[marker]{escape(str(e.get('name')))}[/]"
        out.append(f"The team takes {name}." if e.get("held") else f"The team gives up {name}.")

    # dice ----------------------------------------------------------------------------
    def _on_dice(self, e: dict, out: list, *_: Any) -> None:
        """A roll: ``Roll 2D6+1 (to hit): 3 5 +1 = 9``. A ruleset that tells its rolls
        in its own lines (with what they mean) overrides this to print nothing."""
        dice = str(e.get("dice", ""))
        faces = " ".join(str(f) for f in e.get("faces") or [])
        modifier = ""
        total = e.get("total")
        if isinstance(total, int):
            rest = total - sum(int(f) for f in e.get("faces") or [])
            modifier = f" {rest:+d}" if rest else ""
        purpose = e.get("purpose")
        why = f" [hint]({escape(str(purpose))})[/]" if purpose else ""
        out.append(f"Roll {escape(dice)}{why}: [dice]{escape(faces)}{modifier}[/] = "
                   f"[bold]{total}[/]")
