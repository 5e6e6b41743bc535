"""One game as the browser player sees it: views as JSON (docs/playing.md, "In the
browser").

``WebGame`` drives a ``Game`` exactly as the console's ``Session`` does (the same answers,
the same stops read on by themselves, so the same event log and the same saves) and
turns what the console would print into data for the page: the narration is the
ruleset's console narrator (``ConsoleHooks``: every die with its reason, the entry's
text), its markup read by rich into runs of plain text with style names; the prompt's
question, choices (with the keys the console numbers them by, the odds beside them where
the console shows them) and the rule behind it for `help`; the board from the ruleset's
``BoardHooks`` (the core's generic pieces, ``crawlbook.runtime.pieces``).

Nothing here is markup for the page: every string is shown as text (``textContent``),
and style names become class names from a fixed alphabet. This module imports no web
server: the served player (``crawlbook.web.app``) and the exported page (Pyodide, in the
browser: ``crawlbook.web.export``) both use it.
"""

from __future__ import annotations

import json
import re
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from rich.markup import escape
from rich.text import Text

from crawlbook.runtime.console.ask import nothing_to_read as _nothing_to_read
from crawlbook.runtime.console.ask import option_keys, parse_answer
from crawlbook.runtime.console.narrate import Board as BoardItem
from crawlbook.runtime.console.narrate import Heading
from crawlbook.runtime.console.plain import PLAIN
from crawlbook.runtime.console.theme import UNICODE
from crawlbook.runtime.pieces import plain_board
from crawlbook.runtime.prompts import IllegalAnswer

if TYPE_CHECKING:
    from crawlbook.ruleset import BoardHooks, ConsoleHooks, Ruleset
    from crawlbook.runtime.game import Game
    from crawlbook.runtime.pieces import Board
    from crawlbook.runtime.prompts import Prompt

Spans = list[list[str]]  # [text, "style words"]

EVENT_LINE = 200  # characters of an event in the event log panel (the download has all)
_STYLE_WORD = re.compile(r"[^a-z0-9-]+")


class WebError(ValueError):
    """A request the game cannot take (an answer that is not one of the choices)."""


def spans(markup: str) -> Spans:
    """Console markup as runs of plain text and their style names (lower case letters,
    digits and dashes only: they become class names)."""
    text = Text.from_markup(markup, emoji=False)
    out: Spans = []
    plain = text.plain
    cuts = sorted({0, len(plain), *(s.start for s in text.spans), *(s.end for s in text.spans)})
    for start, end in pairwise(cuts):
        if start >= end:
            continue
        names: list[str] = []
        for span in text.spans:
            if span.start <= start and end <= span.end:
                for word in str(span.style).split():
                    name = _STYLE_WORD.sub("-", word.lower()).strip("-")
                    if name and name not in names:
                        names.append(name)
        piece = plain[start:end]
        if out and out[-1][1] == " ".join(names):
            out[-1][0] += piece
        else:
            out.append([piece, " ".join(names)])
    return out


def hooks_of(ruleset: Ruleset | None) -> tuple[ConsoleHooks, BoardHooks | None]:
    """The console and board hooks of ``ruleset`` (the game's, ``Game.plugin``)."""
    console = ruleset.console() if ruleset is not None else None
    board = ruleset.board() if ruleset is not None else None
    return (console if console is not None else PLAIN), board


class WebGame:
    """A ``Game`` with the console's presentation, as JSON views."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.hooks, self.board_hooks = hooks_of(game.plugin)
        self.narrator = self.hooks.narrator(game.state, UNICODE)
        self.read_on()

    # -- playing -------------------------------------------------------------------------
    def read_on(self) -> None:
        """Answer the stops the console reads on by itself (an entry's line with nothing
        to read: ``ask.nothing_to_read``), so the game and its log are the console's."""
        game = self.game
        while game.prompt is not None and _nothing_to_read(game.prompt):
            game.answer(game.prompt.choices[0].id)

    def answer(self, choice_id: str) -> None:
        """Answer the prompt with a choice id (a button)."""
        try:
            self.game.answer(choice_id)
        except IllegalAnswer as exc:
            raise WebError(str(exc)) from None
        self.read_on()

    def answer_line(self, line: str) -> None:
        """Answer the prompt with a typed line, as the console reads it (a key, Enter for
        the default, an option's words); commands are not answers here."""
        prompt = self.game.prompt
        if prompt is None:
            raise WebError("the game is over: there is nothing to answer")
        found = parse_answer(line, prompt)
        if not isinstance(found, str):
            message = getattr(found, "message", None) or f"`{line}` is not an answer here"
            raise WebError(message)
        self.answer(found)

    # -- views ---------------------------------------------------------------------------
    def view(self, since: int = 0) -> dict[str, Any]:
        """What the page shows: the narration of the events from ``since`` on, the
        prompt, the board and, at the end, the result. ``seen`` is where the next view
        starts."""
        game = self.game
        out: dict[str, Any] = {
            "ruleset": game.ruleset,
            "mission": self.mission(),
            "seed": str(game.seed),  # as text: a seed may be larger than a JavaScript number
            "answers": len(game.answers),
            "seen": len(game.log),
            "story": self.story(since),
            "events": self.events(since),
            "prompt": self.prompt_view(),
            "board": self.board().to_json(),
            "over": game.over,
        }
        if game.result is not None:
            result = game.result
            out["result"] = {**result.to_json(), "text": self.result_text()}
        return out

    def mission(self) -> dict[str, Any]:
        mission = self.game.program.get("mission") or {}
        return {"number": mission.get("number"), "title": str(mission.get("title") or ""),
                "content_hash": self.game.program.get("content_hash")}

    def story(self, since: int) -> list[dict[str, Any]]:
        """The narration of ``log[since:]`` as items: lines (runs of text) and headings."""
        game = self.game
        since = max(0, min(since, len(game.log)))
        items = self.narrator.tell(game.log, since, game.prompt)
        out: list[dict[str, Any]] = []
        for item in items:
            if isinstance(item, Heading):
                out.append({"kind": "heading", "spans": spans(item.text)})
            elif isinstance(item, BoardItem):
                out.append({"kind": "board"})
            elif item == "":
                out.append({"kind": "gap"})
            else:
                out.append({"kind": "line", "spans": spans(str(item))})
        return out

    def events(self, since: int) -> list[str]:
        """The events of ``log[since:]`` in short lines for the event log panel: the
        sequence number, the type and the rest of the event as ``key=value``."""
        out = []
        for event in self.game.log[max(0, since):]:
            rest = " ".join(f"{k}={json.dumps(v, ensure_ascii=False)}"
                            for k, v in event.items() if k not in ("seq", "type"))
            line = f"{event.get('seq', '')} {event.get('type', '')} {rest}".strip()
            out.append(line if len(line) <= EVENT_LINE else line[:EVENT_LINE - 1] + "…")
        return out

    def prompt_view(self) -> dict[str, Any] | None:
        prompt = self.game.prompt
        if prompt is None:
            return None
        state = self.game.state
        info = prompt.info
        view: dict[str, Any] = {"kind": prompt.kind, "default": prompt.default,
                                "entry": str(info["entry"]) if info.get("entry") else None}
        if prompt.kind == "read":
            briefing = info.get("stage") == "briefing"
            view["question"] = [["Begin the Mission" if briefing else "Read on", "hint"]]
            view["line"] = str(info.get("line") or "dotted")
            view["text"] = [str(p) for p in info.get("text") or []]  # type: ignore[attr-defined]
            view["before"] = []
        else:
            before = self.hooks.before_options(prompt, state, self.narrator, self.game.log)
            view["before"] = [spans(line) for line in before]
            question = self.hooks.question(prompt, state) or prompt.text
            view["question"] = spans(f"[question]{escape(question)}[/]")
        labels = self.hooks.option_labels(prompt, state, UNICODE)
        view["choices"] = [
            {"id": choice.id, "key": key,
             "spans": spans(labels.get(choice.id, escape(choice.label))),
             "default": choice.id == prompt.default}
            for key, choice in option_keys(prompt)]
        view["help"] = self.help(prompt)
        return view

    def help(self, prompt: Prompt) -> str:
        rule = self.hooks.help(prompt)
        return rule or "Choose one of the options."

    def board(self) -> Board:
        state = self.game.state
        if self.board_hooks is not None:
            return self.board_hooks.board(state)
        return plain_board(state)

    def result_text(self) -> str:
        result = self.game.result
        if result is None:
            return ""
        cause = f", {result.cause}" if result.cause else ""
        return f"{result.outcome.upper()} ({result.kind}{cause}), score {result.score}"

    # -- saves and the log ---------------------------------------------------------------
    def save(self) -> dict[str, Any]:
        """The save, in the console's format (``crawlbook.runtime.saves``)."""
        return self.game.to_json()

    def save_text(self) -> str:
        """The save as the console writes it (``saves.write_save``)."""
        return json.dumps(self.save(), indent=1, sort_keys=True) + "\n"

    def log_text(self) -> str:
        """The event log as JSON lines, as `crawlbook play --log` writes it."""
        return "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in self.game.log)


def new_game(program: dict, seed: int, options: Any = None) -> WebGame:
    """A new game of ``program`` (checked; ``BadProgram`` when it cannot be played);
    ``options``: the engine's options object (``runtime.game.make_options``)."""
    from crawlbook.runtime.game import Game

    return WebGame(Game.new(program, seed, options))


def load_game(program: dict, save: object) -> WebGame:
    """The game a save holds (``SaveError`` when it cannot be loaded)."""
    from crawlbook.runtime.saves import game_from_json

    return WebGame(game_from_json(program, save))
