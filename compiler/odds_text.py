"""The exact odds as rich tables and as JSON, for ``crawlbook odds`` (docs/odds.md).

Three views of one program: every entry's odds in one table (``mission_view``), one
entry's odds in full (``entry_view``) and one Event's (or card's) exact outcome
distribution (``event_view``). Each returns rich renderables; the JSON forms are the
``to_json`` of ``Odds`` and ``EventOdds`` in one envelope. Author text is escaped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from crawlbook.compiler.odds import (
    NOTED,
    EventOdds,
    Odds,
    Start,
    cell_text,
    fraction_json,
    percent,
    summary_line,
)
from rich.console import RenderableType
from rich.markup import escape
from rich.table import Table
from rich.text import Text

EXACT_WIDTH = 40  # the longest exact fraction a table prints


def odds_table(odds: Odds, caption: str = "") -> Table:
    """One effect's Odds: a row per Rat, weapon ... and a column per cell."""
    table = Table(title=escape(odds.title), caption=escape(caption) if caption else None,
                  title_justify="left", caption_justify="left")
    table.add_column("", no_wrap=True)
    for column in odds.columns:
        table.add_column(escape(column), justify="right")
    notes = any(row.note for row in odds.rows)
    if notes:
        table.add_column("note", style="note")
    for row in odds.rows:
        cells = [escape(row.label), *(escape(cell_text(c)) for c in row.cells)]
        if notes:
            cells.append(escape(row.note))
        table.add_row(*cells)
    return table


def chances_line(odds: Odds) -> str:
    """``pass 69.3% · fail 30.7%`` (markup), or "" for an effect without outcomes."""
    return " · ".join(f"[{name}]{escape(name)}[/] {percent(chance)}"
                      for name, chance in odds.chances.items())


def mean(dist: Mapping[int, Fraction]) -> Fraction:
    return sum((k * v for k, v in dist.items()), Fraction(0))


def start_name(start: Start) -> str:
    """How a table names a place where reading starts: an Event by its number, a card by
    its code (the whole of it is read from its first entry), else the entry's id."""
    if start.kind == "event":
        return f"Event {start.owner}"
    return start.owner if start.kind == "card" else start.entry


def events_table(events: Sequence[tuple[Start, EventOdds]], declared: bool = False) -> Table:
    """One row per place where reading starts (each Event and card by default): the chance
    of noting each Log Entry and the mean of each measure, exactly; a book that names its
    starts (``declared``) shows where each reading ends too."""
    title = "From each start" if declared else "Events"
    table = Table(title=f"{title} (every option alike; docs/odds.md)", title_justify="left")
    table.add_column("", style="entry_id", no_wrap=True)
    table.add_column("title")
    if declared:
        table.add_column("ends at")
    table.add_column("Log Entries noted")
    table.add_column("on average")
    for start, found in events:
        name = start_name(start)
        ends = ", ".join(f"{e} {percent(c, 0)}" for e, c in found.endings().items())
        noted = ", ".join(f"{n} {percent(c, 0)}" for n, c in found.log_entries().items())
        exact = found.means or {m: mean(d) for m, d in found.marginals().items()}
        means = ", ".join(f"{m} {float(v):.2f}" for m, v in exact.items() if v and m != NOTED)
        cells = [escape(name), escape(found.title), *([escape(ends or "-")] if declared else []),
                 escape(noted or "-"), escape(means or "-")]
        table.add_row(*cells)
    return table


def mission_view(program: Mapping[str, Any], found: Mapping[str, Sequence[tuple[str, Odds]]],
                 events: Sequence[tuple[Start, EventOdds]] = ()) -> list[RenderableType]:
    """Every entry with odds (its effect as written and the odds' one-line summary), then
    a summary of a reading from each start (``odds.starts``)."""
    title = str((program.get("mission") or {}).get("title") or "")
    table = Table(title=f"Exact odds: {escape(title)}", title_justify="left")
    table.add_column("entry", style="entry_id", no_wrap=True)
    table.add_column("effect", no_wrap=True)
    table.add_column("odds")
    for eid, effects in found.items():
        for text, odds in effects:
            said = "\n".join(part for part in (chances_line(odds), escape(odds.summary))
                             if part)
            table.add_row(escape(eid), escape(text), said)
    out: list[RenderableType] = [table] if found else [
        Text("No effect of this mission has odds to show.")]
    if events:
        out.append(events_table(events, declared=bool(program.get("start"))))
    hint = Text("`crawlbook odds MISSION ENTRY` shows one entry's tables; "
                "`crawlbook odds MISSION EVENT` an Event's outcome distribution.",
                style="hint")
    return [*out, hint]


def entry_view(entry: str, found: Sequence[tuple[str, Odds]],
               walked: EventOdds | None = None) -> list[RenderableType]:
    """One entry's odds, each effect's table with its outcomes and basis; for a start
    entry (``walked``), then how a reading from it ends (``event_view``)."""
    after = start_view(entry, walked) if walked is not None else []
    if not found:
        return [Text(f"Entry {entry} has no effect with odds."), *after]
    out: list[RenderableType] = []
    for text, odds in found:
        out.append(Text.from_markup(f"[heading]{escape(entry)}[/]  {escape(text)}"))
        out.append(odds_table(odds))
        if odds.chances:
            out.append(Text.from_markup(f"Outcomes: {chances_line(odds)}"))
        if odds.basis:
            out.append(Text(f"Assumes: {odds.basis}", style="hint"))
    return [*out, *after]


def start_view(entry: str, walked: EventOdds) -> list[RenderableType]:
    """How a reading that starts at ``entry`` ends: ``event_view`` under its own title."""
    return [Text.from_markup(f"[title]From {escape(entry)}: where a reading from here ends[/]"),
            *event_view("start", walked)[1:]]


def _dist_table(title: str, header: str, rows: Sequence[tuple[str, Fraction]]) -> Table:
    table = Table(title=escape(title), title_justify="left")
    table.add_column(escape(header))
    table.add_column("chance", justify="right")
    table.add_column("exact", justify="right", style="note")
    for label, chance in rows:
        table.add_row(escape(label), percent(chance), exact_text(chance))
    return table


def exact_text(chance: Fraction) -> str:
    """``181/864``; a fraction too long to read (a whole book's fights, hundreds of
    digits) to six places, the JSON form keeping it exact."""
    text = f"{chance.numerator}/{chance.denominator}"
    return text if len(text) <= EXACT_WIDTH else f"≈ {float(chance):.6f}"


def value_text(found: EventOdds, measure: str, value: int) -> str:
    """A measure's value; the value of a measure grown round a loop that stands for
    "that or more" (``EventOdds.open_ended``) says so."""
    cap = found.open_ended.get(measure)
    if cap is not None and value == cap:
        return f"{value} or more"
    if cap is not None and value == -cap:
        return f"{value} or less"
    return str(value)


def event_view(kind: str, found: EventOdds) -> list[RenderableType]:
    """An Event's exact outcome distribution: where it ends, each measure, each Log
    Entry, the tests on the way, and what the walk assumed."""
    name = f"Event {found.owner}" if kind == "event" else f"Card {found.owner}"
    out: list[RenderableType] = [Text.from_markup(
        f"[title]{escape(name)}: {escape(found.title)}[/]")]
    out.append(_dist_table("Where it ends", "last entry read",
                           list(found.endings().items())))
    for measure, dist in found.marginals().items():
        out.append(_dist_table(measure, measure, [(value_text(found, measure, k), v)
                                                  for k, v in dist.items()]))
    noted = found.log_entries()
    if noted:
        out.append(_dist_table("Each Log Entry", "Log Entry", list(noted.items())))
    table = Table(title="Every outcome", title_justify="left")
    for column in ("ending", "Log Entries", "measures"):
        table.add_column(column)
    table.add_column("chance", justify="right")
    for outcome in found.outcomes:
        table.add_row(escape(outcome.ending), escape(", ".join(outcome.noted) or "-"),
                      escape(", ".join(f"{k} {value_text(found, k, v)}"
                                       for k, v in outcome.measures if v) or "-"),
                      percent(outcome.chance))
    out.append(table)
    if found.means:
        out.append(Text("On average: " + ", ".join(
            f"{escape(m)} {float(v):.3f}"
            + (f" ({exact_text(v)})" if not exact_text(v).startswith("≈") else "")
            for m, v in found.means.items())))
    for eid, text, odds in found.tests:
        line = f"[entry_id]{escape(eid)}[/] {escape(text)}"
        if odds.chances:
            line += f": {chances_line(odds)}"
        elif odds.summary:
            line += f": {escape(odds.summary)}"
        out.append(Text.from_markup(line))
    out += [Text(f"Assumes: {a}", style="hint") for a in found.assumptions]
    return out


def mission_json(program: Mapping[str, Any], found: Mapping[str, Sequence[tuple[str, Odds]]],
                 events: Sequence[tuple[Start, EventOdds]]) -> dict[str, Any]:
    """The mission's odds; ``events`` holds one walk per start entry (``start``: its id)."""
    return {"mission": (program.get("mission") or {}).get("title"),
            "ruleset": program.get("ruleset"),
            "entries": {eid: [{"effect": text, "odds": odds.to_json()} for text, odds in effects]
                        for eid, effects in found.items()},
            "events": [{**event_json(start.kind, found), "start": start.entry}
                       for start, found in events]}


def entry_json(entry: str, found: Sequence[tuple[str, Odds]],
               walked: EventOdds | None = None) -> dict[str, Any]:
    """One entry's odds; for a start entry, ``start``: how a reading from it ends."""
    out: dict[str, Any] = {"entry": entry, "effects": [
        {"effect": text, "odds": odds.to_json(), "summary": summary_line([(text, odds)])}
        for text, odds in found]}
    if walked is not None:
        out["start"] = walked.to_json()
    return out


def event_json(kind: str, found: EventOdds) -> dict[str, Any]:
    return {"kind": kind, **found.to_json()}


__all__ = ["chances_line", "entry_json", "entry_view", "event_json", "event_view",
           "fraction_json", "mission_json", "mission_view", "odds_table", "start_name",
           "start_view"]
