"""`crawlbook missions`: list the bundled missions of every ruleset (the name to play each
by, its ruleset, number, title, Events, entries, Log Entries) as a table, or as JSON with
``--format json`` (docs/missions.md).

The counts come from each mission's compiled program (``compile_path``), not from the
text, so they are what the engine will play: ``events`` the number of Events, ``entries``
the number of Event entries (the cards every mission includes are not counted),
``log_entries`` the number of distinct Log Entries the mission notes (with the verbs whose
role is ``note`` in its ruleset's registry). ``name`` is what `crawlbook play` takes
(``crawlbook.missions.name_of``), ``ruleset`` the mission's ruleset. The JSON also keeps
``levels``, the set-up's LEVELS (null for a ruleset without levels); the table shows only
what every ruleset has. Exit codes: 0 listed, 1 a bundled mission does not compile (its
counts are null).
"""

from __future__ import annotations

import json
from typing import Any

import click

from crawlbook.inert import echo


def note_verbs(ruleset: str | None) -> set[str]:
    """The verbs of ``ruleset`` that note a Log Entry: those whose role is ``note``."""
    from crawlbook import plugins

    registry = plugins.language(ruleset) if ruleset else None
    return set(registry.with_role("note")) if registry is not None else set()


def summarize(program: dict[str, Any]) -> dict[str, int | None]:
    """Levels, Events, Event entries and distinct Log Entries noted, from a compiled program."""
    from crawlbook.runtime.program import ruleset_name, upgrade

    program = upgrade(program)
    entries = [e for e in program.get("entries", {}).values() if e.get("owner_kind") == "event"]
    noting = note_verbs(ruleset_name(program))
    notes: set[str] = set()
    for entry in program.get("entries", {}).values():
        for step in entry.get("steps", []):
            if step.get("op") == "effect" and step.get("verb") in noting:
                notes.add(str(step["params"]["name"]))
    levels = program["setup"].get("levels")
    return {
        "levels": int(levels) if levels is not None else None,
        "events": len(program.get("events", {})),
        "entries": len(entries),
        "log_entries": len(notes),
    }


def mission_rows() -> tuple[list[dict[str, Any]], list[str]]:
    """One row per bundled mission, and the problems met (a mission that does not compile)."""
    from crawlbook import plugins
    from crawlbook.compiler.api import compile_path
    from crawlbook.missions import bundled, name_of

    rows: list[dict[str, Any]] = []
    problems: list[str] = []
    for mission in bundled():
        row: dict[str, Any] = {"number": mission.number, "title": mission.title,
                               "name": name_of(mission),
                               "ruleset": mission.ruleset or plugins.default_name(),
                               "levels": None, "events": None, "entries": None,
                               "log_entries": None, "path": str(mission.path)}
        try:
            result = compile_path(mission.path)
        except Exception as exc:  # a broken bundled file must not give a traceback
            problems.append(f"{mission.path}: cannot compile: {exc}")
            rows.append(row)
            continue
        if result.program is None:
            errors = len(result.errors)
            problems.append(f"{mission.path}: {errors} error{'s' * (errors != 1)}; run "
                            f"`crawlbook check {mission.path}`")
        else:
            row.update(summarize(result.program))
        rows.append(row)
    return rows, problems


def _cell(value: Any) -> str:
    return "?" if value is None else str(value)


@click.command(name="missions")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="A table for people, JSON for tools.")
def command(fmt: str) -> None:
    """List the bundled missions of every ruleset: the name to play each by, its ruleset,
    number, title, Events, entries, Log Entries.

    Play one with `crawlbook play NAME` (`crawlbook play 1`, `crawlbook play hamlet`,
    `crawlbook play chainsaw-warrior`).
    """
    rows, problems = mission_rows()
    if fmt == "json":
        echo(json.dumps(rows, indent=2))
    else:
        from rich.markup import escape
        from rich.table import Table

        from crawlbook import plugins
        from crawlbook.terminal import inert_console

        console = inert_console(soft_wrap=True)
        for ruleset in dict.fromkeys(_cell(row["ruleset"]) for row in rows):
            found = plugins.get(ruleset) if ruleset != "?" else None
            title = f"{found.title} ({ruleset})" if found is not None else ruleset
            table = Table(title=f"Bundled missions: {escape(title)}")
            table.add_column("Play", no_wrap=True)  # the name or number to play it by
            table.add_column("Title", no_wrap=True)
            table.add_column("Events", justify="right")
            table.add_column("Entries", justify="right")
            table.add_column("Log Entries", justify="right")
            for row in rows:
                if _cell(row["ruleset"]) == ruleset:
                    table.add_row(escape(row["name"]), escape(row["title"]),
                                  _cell(row["events"]), _cell(row["entries"]),
                                  _cell(row["log_entries"]))
            console.print(table)
    for problem in problems:
        echo(f"error: {problem}", err=True)
    if problems:
        raise SystemExit(1)
