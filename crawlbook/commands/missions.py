"""`crawlbook missions`: list the bundled missions of every ruleset (the name to play each
by, its ruleset, number, title and what each ruleset counts) as a table, one per ruleset,
or as JSON with ``--format json`` (docs/missions.md).

Each ruleset says what is worth counting in its missions (``Ruleset.mission_counts``:
Chainsaw Warrior its House deck, its own cards and its minutes); a ruleset that says
nothing gets the core's counts below. The table fits an 80-column terminal: the titles
wrap, the headers and the counts never are cut.

The counts come from each mission's compiled program (``compile_path``), not from the
text, so they are what the engine will play: ``events`` the number of Events, ``entries``
the number of Event entries (the cards every mission includes are not counted),
``log_entries`` the number of distinct Log Entries the mission notes (with the verbs whose
role is ``note`` in its ruleset's registry). ``name`` is what `crawlbook play` takes
(``crawlbook.missions.name_of``), ``ruleset`` the mission's ruleset. The JSON also keeps
``levels``, the set-up's LEVELS (null for a ruleset without levels), and ``counts``, what
the table shows (header -> count). Exit codes: 0 listed, 1 a bundled mission does not
compile (its counts are null).
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
            row["counts"] = {}
        else:
            row.update(summarize(result.program))
            row["counts"] = counts(row["ruleset"], result.program, row)
        rows.append(row)
    return rows, problems


def counts(ruleset: str | None, program: dict[str, Any],
           row: dict[str, Any]) -> dict[str, int | None]:
    """The columns of ``ruleset``'s missions (``Ruleset.mission_counts``), or the core's:
    Events, Event entries, Log Entries."""
    from crawlbook import plugins

    found = plugins.get(ruleset) if ruleset else None
    own = dict(found.mission_counts(program)) if found is not None else {}
    return own or {"Events": row["events"], "Entries": row["entries"],
                   "Log Entries": row["log_entries"]}


def _cell(value: Any) -> str:
    return "?" if value is None else str(value)


@click.command(name="missions")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="A table for people, JSON for tools.")
def command(fmt: str) -> None:
    """List the bundled missions of every ruleset: the name to play each by, its title
    and what its ruleset counts (Tunnel Rats: Events, entries, Log Entries).

    Play one with `crawlbook play NAME` (`crawlbook play 1`, `crawlbook play hamlet`,
    `crawlbook play chainsaw-warrior`).
    """
    rows, problems = mission_rows()
    if fmt == "json":
        echo(json.dumps(rows, indent=2))
    else:
        from rich import box
        from rich.markup import escape
        from rich.table import Table

        from crawlbook import plugins
        from crawlbook.terminal import inert_console

        console = inert_console()
        for ruleset in dict.fromkeys(_cell(row["ruleset"]) for row in rows):
            found = plugins.get(ruleset) if ruleset != "?" else None
            title = f"{found.title} ({ruleset})" if found is not None else ruleset
            mine = [row for row in rows if _cell(row["ruleset"]) == ruleset]
            columns = list(dict.fromkeys(k for row in mine for k in row.get("counts") or {}))
            # No vertical rules, a header's words on lines of their own: five columns fit
            # 80 characters; a long title wraps rather than a header being cut to "Even…".
            table = Table(title=f"Bundled missions: {escape(title)}", box=box.SIMPLE_HEAD,
                          show_edge=False, pad_edge=False)
            table.add_column("Play", no_wrap=True)  # the name or number to play it by
            table.add_column("Title", overflow="fold")
            for column in columns:
                words = column.split()
                table.add_column(escape("\n".join(words)), justify="right", no_wrap=True,
                                 min_width=max(map(len, words), default=1))
            for row in mine:
                table.add_row(escape(row["name"]), escape(row["title"]),
                              *(_cell((row.get("counts") or {}).get(c)) for c in columns))
            console.print(table)
    for problem in problems:
        echo(f"error: {problem}", err=True)
    if problems:
        raise SystemExit(1)
