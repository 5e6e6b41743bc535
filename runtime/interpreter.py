"""The mission interpreter: reads a compiled program's entries like a player reads the
booklet (rulebook "Using the Mission Booklets", "Resolve Event", "Resolve TB Encounter").

An entry's steps run in order: prose is revealed (``text`` events), effects act. Then its
ending: a decision stops at a ``decision`` prompt (only the options whose condition
holds); every other ending first stops at the horizontal line with a ``read`` prompt
(the player reads up to the line, no further), then rolls the test (``resolve``),
follows the first holding arm (``branch``) or goes on (``goto``). ``CONTINUE`` ends the
Event or TB Encounter and hands control back to the Crawl.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from crawlbook.rulesets.tunnel_rats.engine.asks import CONTINUE
from crawlbook.rulesets.tunnel_rats.engine.effects import HANDLERS, RESOLVERS, EffectError
from crawlbook.runtime.conditions import holds
from crawlbook.runtime.prompts import Choice, Prompt

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

END = "CONTINUE"
MAX_ENTRIES = 10_000  # entries read in one Event without a stop: a loop in the program


class ProgramFault(ValueError):
    """The program asks for something that does not exist (a missing entry, a bad ending)."""


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


def _ending(state: GameState, entry_id: str, entry: dict,
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
        return ending.get("to", END)
    if kind == "resolve":
        verb = ending.get("verb")
        resolver = RESOLVERS.get(verb)
        if resolver is None:
            raise EffectError(f"entry {entry_id}: `{verb}` has no outcomes")
        outcome = yield from resolver(state, ending.get("params") or {}, entry_id)
        target = (ending.get("outcomes") or {}).get(outcome, END)
        state.emit("outcome", entry=entry_id, outcome=outcome, to=target)
        return target
    if kind == "branch":
        for arm in ending.get("arms") or ():
            if holds(state, arm.get("if")):
                state.emit("branch", entry=entry_id, to=arm["to"])
                return arm["to"]
        state.emit("branch", entry=entry_id, to=END)  # no arm holds: our ruling
        return END
    raise ProgramFault(f"entry {entry_id}: unknown ending `{kind}`")


def _decide(state: GameState, entry_id: str, entry: dict, ending: dict,
            revealed: list[str]) -> Generator[Prompt, str, str]:
    options = ending.get("options") or []
    offered = [(str(i), o) for i, o in enumerate(options, 1) if holds(state, o.get("if"))]
    if not offered:
        state.emit("decision", entry=entry_id, option=None, to=END)  # our ruling
        return END
    choices = tuple(Choice(i, o.get("text", "")) for i, o in offered)
    info: dict[str, Any] = {"entry": entry_id, "owner": entry.get("owner"),
                            "owner_kind": entry.get("owner_kind"), "text": revealed,
                            "line": entry.get("line"),
                            "options": [{"id": i, "text": o.get("text", "")} for i, o in offered]}
    answer = yield Prompt("decision", "Decide", choices, None, info)
    target = options[int(answer) - 1].get("to", END)
    state.emit("decision", entry=entry_id, option=answer, to=target)
    return target


def run_event(state: GameState, number: int) -> Generator[Prompt, str, None]:
    """Resolve EVENT ``number`` ("Resolve Event"); an Event the program lacks does
    nothing (our ruling)."""
    event = (state.program.get("events") or {}).get(str(number))
    state.in_event += 1
    state.emit("event_start", event=number, title=event.get("title") if event else None,
               missing=event is None)
    if event is not None:
        yield from run_entries(state, event["first"])
    state.in_event -= 1
    if number not in state.resolved_events:
        state.resolved_events.append(number)
    state.emit("event_end", event=number)


def run_card(state: GameState, code: str) -> Generator[Prompt, str, None]:
    """Run a TB card's entries; a card without text in the program does nothing."""
    card = (state.program.get("cards") or {}).get(code)
    if card is not None:
        yield from run_entries(state, card["first"])
