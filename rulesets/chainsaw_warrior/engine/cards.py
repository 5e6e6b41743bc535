"""TEMPORARY card runner: reads a House card's entries from the compiled program with
this ruleset's effect table (docs/chainsaw-warrior/language.md, "House cards").

The core's interpreter (``crawlbook.runtime.interpreter``) still runs programs with the
Tunnel Rats handler table wired in; it is about to take a ruleset's effects table
instead. Until then this module does the same, the same way: it is shaped like the
core's ``run_entries`` (the same steps, endings, prompts and events), so that when the
core one takes ``HANDLERS`` and ``RESOLVERS`` this module is deleted and ``run_card``
becomes the core's call. Conditions are the core's (``noted`` / ``has``).

An entry's steps run in order: prose is revealed (``text`` events), effects act. Then its
ending: a decision stops at a ``decision`` prompt (only the options whose condition
holds); every other ending first stops at the horizontal line with a ``read`` prompt,
then rolls the test (``resolve``), follows the first holding arm (``branch``) or goes on
(``goto``). ``CONTINUE`` ends the card.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.asks import CONTINUE
from crawlbook.rulesets.chainsaw_warrior.engine.effects import HANDLERS, RESOLVERS, EffectError
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState
from crawlbook.runtime.conditions import holds
from crawlbook.runtime.prompts import Choice, Prompt

END = "CONTINUE"
MAX_ENTRIES = 10_000  # entries read in one card without a stop: a loop in the program


class ProgramFault(ValueError):
    """The program asks for something that does not exist (a missing entry, a bad ending)."""


def run_card(state: GameState, code: str) -> Generator[Prompt, str, None]:
    """Run the House card ``code``'s entries (a card the program lacks does nothing)."""
    card = (state.program.get("cards") or {}).get(code)
    if card is not None and card.get("first"):
        yield from run_entries(state, card["first"])


def run_entries(state: GameState, first: str) -> Generator[Prompt, str, None]:
    """Read from entry ``first`` until ``CONTINUE``."""
    entries = state.program.get("entries") or {}
    current = first
    read = 0
    while current != END:
        read += 1
        if read > MAX_ENTRIES:
            raise ProgramFault(f"entry {current}: the entries loop without ever stopping")
        entry = entries.get(current)
        if entry is None:
            raise ProgramFault(f"entry {current} does not exist in the program")
        state.entry = current
        state.emit("entry", id=current)
        revealed: list[str] = []
        for step in entry.get("steps") or ():
            op = step.get("op")
            if op == "text":
                text = step["text"]
                revealed.append(text)
                state.emit("text", entry=current, text=text)
            elif op == "effect":
                verb = step["verb"]
                handler = HANDLERS.get(verb)
                if handler is None:
                    raise EffectError(f"entry {current}: unknown effect `{verb}`")
                yield from handler(state, step.get("params") or {}, current)
            else:
                raise ProgramFault(f"entry {current}: unknown step `{op}`")
        current = yield from _ending(state, current, entry, revealed)
    state.entry = None


def _ending(state: GameState, entry_id: str, entry: dict[str, Any],
            revealed: list[str]) -> Generator[Prompt, str, str]:
    ending = entry.get("ending") or {"kind": "goto", "to": END}
    kind = ending.get("kind")
    if kind == "decision":
        return (yield from _decide(state, entry_id, entry, ending, revealed))
    if entry.get("line"):
        yield Prompt("read", "Read on", CONTINUE, "continue",
                     {"entry": entry_id, "owner": entry.get("owner"),
                      "owner_kind": entry.get("owner_kind"), "text": revealed,
                      "line": entry.get("line")})
    if kind == "goto":
        return str(ending.get("to", END))
    if kind == "resolve":
        verb = ending.get("verb")
        resolver = RESOLVERS.get(str(verb))
        if resolver is None:
            raise EffectError(f"entry {entry_id}: `{verb}` has no outcomes")
        outcome = yield from resolver(state, ending.get("params") or {}, entry_id)
        target = str((ending.get("outcomes") or {}).get(outcome, END))
        state.emit("outcome", entry=entry_id, outcome=outcome, to=target)
        return target
    if kind == "branch":
        for arm in ending.get("arms") or ():
            if holds(state, arm.get("if")):  # type: ignore[arg-type]
                state.emit("branch", entry=entry_id, to=arm["to"])
                return str(arm["to"])
        state.emit("branch", entry=entry_id, to=END)
        return END
    raise ProgramFault(f"entry {entry_id}: unknown ending `{kind}`")


def _decide(state: GameState, entry_id: str, entry: dict[str, Any], ending: dict[str, Any],
            revealed: list[str]) -> Generator[Prompt, str, str]:
    options = ending.get("options") or []
    offered = [(str(i), o) for i, o in enumerate(options, 1)
               if holds(state, o.get("if"))]  # type: ignore[arg-type]
    if not offered:
        state.emit("decision", entry=entry_id, option=None, to=END)
        return END
    choices = tuple(Choice(i, o.get("text", "")) for i, o in offered)
    info: dict[str, Any] = {"entry": entry_id, "owner": entry.get("owner"),
                            "owner_kind": entry.get("owner_kind"), "text": revealed,
                            "line": entry.get("line"),
                            "options": [{"id": i, "text": o.get("text", "")}
                                        for i, o in offered]}
    answer = yield Prompt("decision", "Decide", choices, None, info)
    target = str(options[int(answer) - 1].get("to", END))
    state.emit("decision", entry=entry_id, option=answer, to=target)
    return target
