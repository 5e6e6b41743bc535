"""The mission interpreter: reads a compiled program's entries like a player reads the
booklet (rulebook "Using the Mission Booklets"; docs/engine.md, "How the rules run").

An entry's steps run in order: prose is revealed (``text`` events), effects act. Then its
ending: a decision stops at a ``decision`` prompt (only the options whose condition
holds); every other ending first stops at the horizontal line with a ``read`` prompt
(the player reads up to the line, no further), then resolves the verb with outcomes
(``resolve``), follows the first holding arm (``branch``) or goes on (``goto``).
``CONTINUE`` ends the reading and hands control back to the ruleset's procedure.

The interpreter knows no ruleset: what a verb does comes from the ``Effects`` table the
ruleset's procedures hand it (its handlers, its resolvers, and the hooks conditions ask
about the ruleset's state). ``run_event`` and ``run_card`` read an Event or a card of the
program by its key; ``find_event`` and ``find_card`` look one up.

The end of the game is a role the interpreter understands (docs/rulesets.md, "Ending the
game"): a handler or a resolver that ends the game calls ``State.stop`` (or returns the
``Stop``, which the interpreter records in ``State.ended``), however deep in the
ruleset's own procedures the rule that ends it runs; once the handler or resolver
returns, the reading stops there and ``run_entries`` returns the ``Stop``. Nothing is
raised through these generators: the ruleset's procedure that called the reading sees
``State.ended`` and returns in turn, up to its top procedure, which ends the game.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.conditions import holds
from crawlbook.runtime.prompts import Choice, Prompt
from crawlbook.runtime.state import Stop as Stop  # where ``Stop`` was, for its users

if TYPE_CHECKING:
    from crawlbook.runtime.state import State

END = "CONTINUE"
# Entries read in one reading with no prompt between them: a loop in the program. A loop
# through a prompt (a decision, a read) is the player's to leave, and is not counted.
MAX_ENTRIES = 10_000
READ_ON = (Choice("continue", "Continue reading"),)

Proc = Generator[Prompt, str, Any]
Handler = Callable[[Any, dict, str], Proc]  # (state, params, cause: the entry id)
# A resolver returns the outcome, or the ``Stop`` of a game it ended (a fight lost).
Resolver = Callable[[Any, dict, str], Generator[Prompt, str, "str | Stop"]]


class ProgramFault(ValueError):
    """The program asks for something that does not exist (a missing entry, a bad ending)."""


class EffectError(ValueError):
    """An effect the engine cannot run (an unknown verb, or bad params in a program)."""


def end_game(state: State, params: dict, cause: str) -> Generator[Prompt, str, Stop]:
    """The handler of a verb with the role ``end``: stop the game here (``State.stop``);
    its ``result`` parameter, when it has one, says how (default ``loss``)."""
    return state.stop(str(params.get("result") or "loss").lower(),
                      str(params.get("reason") or ""), cause)
    yield  # a generator, as every handler


@dataclass(frozen=True, slots=True)
class Effects:
    """A ruleset's verbs as the interpreter runs them.

    ``handlers``: verb -> generator procedure ``handler(state, params, cause)`` (it may
    stop at prompts; ``cause`` is the entry id); ``resolvers``: verb with outcomes ->
    procedure returning the outcome's name; ``quantity`` and ``predicate``: the hooks
    that answer ``cmp`` and ``pred`` conditions (``crawlbook.runtime.conditions``).
    """

    handlers: Mapping[str, Handler]
    resolvers: Mapping[str, Resolver] = field(default_factory=dict)
    quantity: Callable[[Any, str], int | None] | None = None
    predicate: Callable[[Any, str, str], bool | None] | None = None


# The handlers of the language's own bookkeeping, for a ruleset's verbs with the roles
# ``note``, ``gain`` and ``lose`` (docs/rulesets.md): they read the name from ``params``.
def note_log_entry(state: State, params: dict, cause: str) -> Proc:
    """``[NOTE NAME]``: note a Log Entry."""
    state.note(str(params["name"]).upper())
    return
    yield


def gain_marker(state: State, params: dict, cause: str) -> Proc:
    """``[GAIN NAME]``: the player takes a marker; ``[GAIN NAME 5]`` (an ``amount``): five
    more of a counted thing."""
    amount = params.get("amount")
    if amount is not None:
        state.count(str(params["name"]).upper(), int(amount), cause)
    else:
        state.hold(str(params["name"]).upper(), True, cause)
    return
    yield


def lose_marker(state: State, params: dict, cause: str) -> Proc:
    """``[LOSE NAME]``: the player gives up a marker; ``[LOSE NAME 2]``: two fewer of a
    counted thing (never below none)."""
    amount = params.get("amount")
    if amount is not None:
        state.count(str(params["name"]).upper(), -int(amount), cause)
    else:
        state.hold(str(params["name"]).upper(), False, cause)
    return
    yield


def run_entries(state: State, first: str,
                effects: Effects) -> Generator[Prompt, str, Stop | None]:
    """Read from entry ``first`` until ``CONTINUE`` (None), or until an effect's handler
    or a resolver ends the game (``State.ended``, the ``Stop`` returned)."""
    entries = state.program.get("entries") or {}
    handlers = effects.handlers
    # Whether the log keeps ``text`` and ``entry`` events (a simulated game's keeps only
    # the entries): asked once per reading rather than at each of the 35 or so paragraphs
    # and entries of a game, which are then written out as ``EventLog.emit`` would
    # (guarded by benchmarks/simulate_compare.py instructions).
    log = state.log
    texts = log.keeps("text")
    entries_kept = log.keeps("entry")
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
        # The most frequent event the tallies keep (about 40 a game): written as ``emit``
        # would write it, without its keyword packing.
        if entries_kept:
            log.append({"seq": len(log) + log.left_out, "type": "entry", "id": current})
        else:
            log.left_out += 1
        revealed: list[str] = []
        for step in entry.get("steps") or ():
            op = step.get("op")
            if op == "text":
                text = step["text"]
                revealed.append(text)
                if texts:
                    log.append({"seq": len(log) + log.left_out, "type": "text",
                                "entry": current, "text": text})
                else:
                    log.left_out += 1  # left out, still counted
            elif op == "effect":
                verb = step["verb"]
                handler = handlers.get(verb)
                if handler is None:
                    raise EffectError(f"entry {current}: unknown effect `{verb}`")
                stop = yield from handler(state, step.get("params") or {}, current)
                # The end of the game (``State.ended``): set by the handler's rules, or
                # the ``Stop`` it returned. Asked after every effect.
                ended = state.ended
                if ended is None and type(stop) is Stop:
                    ended = state.ended = stop
                if ended is not None:
                    state.entry = None
                    return ended
            else:
                raise ProgramFault(f"entry {current}: unknown step `{op}`")
        ending = entry.get("ending") or _GOTO_END
        if ending.get("kind") == "goto":
            # Most entries end so, and a simulated game reads about 70 of them: read on
            # here rather than through a generator of ``_ending`` for each.
            if entry.get("line"):
                yield _read_on(state, current, entry, revealed)
                read = 0
            current = ending.get("to", END)
        else:
            went = yield from _ending(state, current, entry, revealed, effects)
            if isinstance(went, Stop):  # a resolver ended the game (a fight lost)
                state.entry = None
                return went
            current = went
            if entry.get("line") or ending.get("kind") == "decision":
                read = 0  # the player was asked: a loop through a prompt is play
    state.entry = None
    return None


# An entry without an ending reads on to the end.
_GOTO_END: dict[str, Any] = {"kind": "goto", "to": END}


def _read_on(state: State, entry_id: str, entry: dict, revealed: list[str]) -> Prompt:
    """The ``read`` prompt after the text of an entry that has a line in the booklet."""
    if "read" in state.unread:
        return _bare_read_on(entry_id)
    return Prompt("read", "Read on", READ_ON, "continue",
                  {"entry": entry_id, "owner": entry.get("owner"),
                   "owner_kind": entry.get("owner_kind"), "text": revealed,
                   "line": entry.get("line")})


@lru_cache(maxsize=4096)
def _bare_read_on(entry_id: str) -> Prompt:
    """The ``read`` prompt of entry ``entry_id`` for a driver that reads no ``info`` but
    the entry (``State.unread``): it depends on the id alone, so it is built once and
    shared by every game that reads the entry (a simulated game asks about 28). Shared
    prompts are safe: drivers and policies only read a prompt, and the core never
    writes one once asked (a ruleset may share its own prebuilt prompts the same way)."""
    return Prompt("read", "Read on", READ_ON, "continue", {"entry": entry_id})


def _ending(state: State, entry_id: str, entry: dict, revealed: list[str],
            effects: Effects) -> Generator[Prompt, str, str | Stop]:
    ending = entry.get("ending") or _GOTO_END
    kind = ending.get("kind")
    if kind == "decision":
        return (yield from _decide(state, entry_id, entry, ending, revealed, effects))
    if entry.get("line"):
        yield _read_on(state, entry_id, entry, revealed)
    if kind == "goto":
        return ending.get("to", END)
    if kind == "resolve":
        verb = ending.get("verb")
        resolver = effects.resolvers.get(verb) if isinstance(verb, str) else None
        if resolver is None:
            raise EffectError(f"entry {entry_id}: `{verb}` has no outcomes")
        outcome = yield from resolver(state, ending.get("params") or {}, entry_id)
        ended = state.ended
        if ended is None and type(outcome) is Stop:
            ended = state.ended = outcome
        if ended is not None:
            return ended
        target = (ending.get("outcomes") or {}).get(outcome, END)
        seq = state.log.next_seq("outcome")  # a frequent event: as ``emit`` would write it
        if seq is not None:
            state.log.append({"seq": seq, "type": "outcome", "entry": entry_id,
                              "outcome": outcome, "to": target})
        return target
    if kind == "branch":
        for arm in ending.get("arms") or ():
            if holds(state, arm.get("if"), effects):
                state.log.emit("branch", entry=entry_id, to=arm["to"])
                return arm["to"]
        state.log.emit("branch", entry=entry_id, to=END)  # no arm holds: our ruling
        return END
    raise ProgramFault(f"entry {entry_id}: unknown ending `{kind}`")


def _decide(state: State, entry_id: str, entry: dict, ending: dict, revealed: list[str],
            effects: Effects) -> Generator[Prompt, str, str]:
    options = ending.get("options") or []
    offered = []  # (id, text) of the options whose condition holds
    for number, option in enumerate(options, 1):
        condition = option.get("if")
        if condition is None or holds(state, condition, effects):
            offered.append((str(number), option.get("text", "")))
    if not offered:
        state.emit("decision", entry=entry_id, option=None, to=END)  # our ruling
        return END
    if "decision" in state.unread:
        answer = yield _bare_decision(entry_id, tuple(offered))
    else:
        answer = yield Prompt("decision", "Decide", _choices(tuple(offered)), None, {
            "entry": entry_id, "owner": entry.get("owner"),
            "owner_kind": entry.get("owner_kind"), "text": revealed,
            "line": entry.get("line"),
            "options": [{"id": i, "text": text} for i, text in offered]})
    target = options[int(answer) - 1].get("to", END)
    seq = state.log.next_seq("decision")  # a frequent event: as ``emit`` would write it
    if seq is not None:
        state.log.append({"seq": seq, "type": "decision", "entry": entry_id,
                          "option": answer, "to": target})
    return target


@lru_cache(maxsize=1024)
def _bare_decision(entry_id: str, offered: tuple[tuple[str, str], ...]) -> Prompt:
    """The ``decision`` prompt of entry ``entry_id`` offering ``offered`` for a driver
    that reads no ``info`` but the entry: built once per entry and offer, shared as the
    bare ``read`` prompts are (``_bare_read_on``)."""
    return Prompt("decision", "Decide", _choices(offered), None, {"entry": entry_id})


@lru_cache(maxsize=1024)
def _choices(offered: tuple[tuple[str, str], ...]) -> tuple[Choice, ...]:
    """The choices of a decision that offers ``offered`` (id, text). Memoised by value
    across games: the same pairs always make equal choices, which are frozen, so sharing
    them cannot change a game; and a program's decisions offer the same few sets in
    every game (building them again was about 1% of a simulated game)."""
    return tuple([Choice(i, text) for i, text in offered])


def find_event(program: dict, number: int | str) -> dict | None:
    """The program's Event ``number`` (``events`` are keyed by the number as text)."""
    return (program.get("events") or {}).get(str(number))


def find_card(program: dict, code: str) -> dict | None:
    """The program's card ``code`` (a TB card ``TR7``, a House card ...), or None."""
    return (program.get("cards") or {}).get(code)


def run_event(state: State, number: int,
              effects: Effects) -> Generator[Prompt, str, Stop | None]:
    """Read EVENT ``number`` ("Resolve Event") between an ``event_start`` and an
    ``event_end`` event; an Event the program lacks is read as empty (our ruling). Returns
    the ``Stop`` of an effect that ended the game, else None: an Event whose reading ended
    the game has no ``event_end`` (nothing happens after the end)."""
    event = find_event(state.program, number)
    if state.log.wants("event_start"):  # not kept by a simulation
        state.emit("event_start", event=number, title=event.get("title") if event else None,
                   missing=event is None)
    stop = None
    if event is not None:
        stop = yield from run_entries(state, event["first"], effects)
        if stop is not None:
            return stop
    state.log.emit("event_end", event=number)
    return None


def run_book(state: State, effects: Effects) -> Generator[Prompt, str, Stop | None]:
    """Read a book from where reading starts (the program's ``start``, else its numbered
    sections' ``first``, else its first Event's) to its end words, or to an effect that
    ends the game (its ``Stop``)."""
    program = state.program
    starts = program.get("start") or []
    first = starts[0] if starts else None
    if first is None:
        book = (program.get("books") or {}).get("book")
        events = program.get("events") or {}
        first = (book or {}).get("first") or next(
            (e.get("first") for e in events.values() if e.get("first")), None)
    if first is None:
        raise ProgramFault("the program has no entry where reading starts")
    return (yield from run_entries(state, first, effects))


def run_card(state: State, code: str, effects: Effects) -> Generator[Prompt, str, bool]:
    """Read card ``code``'s entries; returns False (and reads nothing) when the program
    has no text for it. A card whose reading ended the game leaves ``State.ended`` set."""
    card = find_card(state.program, code)
    if card is None:
        return False
    yield from run_entries(state, card["first"], effects)
    return True
