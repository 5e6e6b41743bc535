"""`crawlbook odds MISSION [ENTRY]`: the exact odds of a mission's tests and fights, and
of a whole Event's outcomes (docs/odds.md).

Without ENTRY: every entry's odds in one table, and one row per place where reading may
start (docs/language.md, "Where reading starts": every Event's and card's first entry by
default, the book's ``START`` entries when it says) with how a reading from there ends,
the chance of each Log Entry and the mean of what it costs. ENTRY is an entry id
(``7.2``: its effects' tables in full; for an entry the book names with ``START``, how a
reading from it ends too), or an Event's number or a card's code (``7``,
``TR7``: the exact distribution of how it ends, what it costs and what it notes, under a
uniform choice of options). The arithmetic is ``crawlbook.compiler.odds`` over the
ruleset's ``odds`` and ``measures`` hooks; the tables are ``compiler/odds_text.py``.

Exit codes: 0 the odds were shown, 1 the mission could not be read (errors in it, a
damaged program), 2 usage errors (a missing file, an ENTRY the mission does not have).
"""

from __future__ import annotations

import difflib
import sys
from collections.abc import Mapping
from typing import Any

import click

from crawlbook.commands.sources import load_program_or_exit, sandbox_option
from crawlbook.inert import dumps, echo


def find_target(program: Mapping[str, Any], entry: str) -> tuple[str, str]:
    """("entry" | "event" | "card", its key in the program) for ENTRY; a usage error
    naming the nearest ones when the mission has none of that name."""
    entries = program.get("entries") or {}
    if entry in entries:
        return "entry", entry
    events = {str(k): str(k) for k in program.get("events") or {}}
    cards = {str(k).upper(): str(k) for k in program.get("cards") or {}}
    word = entry.strip()
    if word.upper().startswith("EVENT "):
        word = word[6:].strip()
    if word in events:
        return "event", events[word]
    if word.upper() in cards:
        return "card", cards[word.upper()]
    known = [*entries, *events, *cards.values()]
    near = difflib.get_close_matches(entry, known, n=3)
    hint = f" (did you mean {', '.join(near)}?)" if near else ""
    raise click.UsageError(
        f"{entry}: the mission has no entry, Event or card of that name{hint}; give an "
        "entry id (7.2), an Event's number (7) or a card's code")


@click.command(name="odds")
@click.argument("mission")
@click.argument("entry", required=False)
@click.option("--format", "fmt", type=click.Choice(("text", "json")), default="text",
              show_default=True, help="Tables, or JSON with every chance as an exact fraction.")
@sandbox_option
def command(mission: str, entry: str | None, fmt: str, sandbox: bool) -> None:
    """Show the exact odds of MISSION's Trait tests and fights (and every Event's
    outcomes); with ENTRY, one entry's tables (7.2) or one Event's or card's exact
    outcome distribution (7, TR7).

    MISSION is a bundled mission's number or name, a .mission or a built .json. Nothing
    is sampled: the chances are counted exactly from the game's dice and cards, under the
    assumptions docs/odds.md lists (every option of a decision alike, a fresh Team).
    """
    program = load_program_or_exit(mission, sandbox)
    try:
        data, views = _odds(program, entry, fmt)
    except ValueError as exc:  # a broken content pack: the ruleset's own message
        echo(f"error: {exc}", err=True)
        sys.exit(1)
    if fmt == "json":
        echo(dumps(data, indent=2), made_inert=True)
        return
    from crawlbook.runtime.console.view import make_console, no_color_requested

    console = make_console(no_color=no_color_requested())
    for view in views:
        console.print(view)


def _odds(program: dict[str, Any], entry: str | None, fmt: str) -> tuple[Any, list[Any]]:
    """(the JSON data, the rich views) of what was asked: only one is built."""
    from crawlbook import plugins
    from crawlbook.compiler import odds, odds_text

    ruleset = plugins.for_program(program)  # the one look-up; every odds below asks it
    if entry is None:
        found = odds.program_odds(program, ruleset)
        # One table per place where reading may start (every Event and card by default,
        # the book's START entries when it says).
        starts = [(start, odds.start_odds(program, start, ruleset=ruleset))
                  for start in odds.starts(program)]
        if fmt == "json":
            return odds_text.mission_json(program, found, starts), []
        return None, odds_text.mission_view(program, found, starts)
    kind, key = find_target(program, entry)
    if kind == "entry":
        effects = odds.entry_odds(program, key, ruleset)
        # An entry the book names as a start (``START 1``): how a reading from it ends.
        start = next((s for s in odds.starts(program) if s.entry == key), None)
        walked = (odds.start_odds(program, start, ruleset=ruleset)
                  if start is not None and key in (program.get("start") or ()) else None)
        if fmt == "json":
            return odds_text.entry_json(key, effects, walked), []
        return None, odds_text.entry_view(key, effects, walked)
    walked = odds.event_odds(program, key, ruleset=ruleset)
    if fmt == "json":
        return odds_text.event_json(kind, walked), []
    return None, odds_text.event_view(kind, walked)
