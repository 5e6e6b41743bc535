"""`crawlbook rulesets`: list the installed rulesets, the games crawlbook plays
(docs/rulesets.md).

Each ruleset is a plug-in found through the entry point group ``crawlbook.rulesets``
(``crawlbook.plugins``): its name (the word after ``RULESET`` in a booklet), title and
summary, whether it reads booklets that have no ``RULESET`` line (the default), the
distribution and version that install it, its optional rules (``--option NAME``) and its
policies (``--policy NAME``). As a table, or as JSON with ``--format json``. A ruleset
that is installed but cannot be loaded is listed with the reason. Exit codes: 0 listed,
1 some ruleset cannot be loaded.
"""

from __future__ import annotations

import json
from typing import Any

import click

from crawlbook.inert import echo


def ruleset_rows() -> list[dict[str, Any]]:
    """One row per installed ruleset (its ``error`` set when it cannot be loaded)."""
    from crawlbook import plugins

    default = plugins.default_name()
    rows: list[dict[str, Any]] = []
    for name in plugins.names():
        dist, version = plugins.origin(name)
        row: dict[str, Any] = {"name": name, "title": None, "summary": None,
                               "default": name == default, "distribution": dist,
                               "version": version, "options": [], "policies": [],
                               "error": None}
        try:
            ruleset = plugins.get(name)
            assert ruleset is not None
            row.update(title=ruleset.title, summary=ruleset.summary,
                       options=[{"name": o.name, "help": o.help, "section": o.section}
                                for o in ruleset.options()],
                       policies=list(ruleset.policies()))
        except Exception as exc:  # a broken third-party ruleset: say why, list the rest
            row["error"] = str(exc) if isinstance(exc, plugins.PluginError) else (
                f"{type(exc).__name__}: {exc}")
        rows.append(row)
    return rows


@click.command(name="rulesets")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="A table for people, JSON for tools.")
def command(fmt: str) -> None:
    """List the installed rulesets: name, title, summary, default, where it comes from.

    A booklet names its ruleset with a RULESET line; one without it is read with the
    default ruleset.
    """
    rows = ruleset_rows()
    if fmt == "json":
        echo(json.dumps(rows, indent=2))
    else:
        echo("\n\n".join(_describe(row) for row in rows) or "No ruleset is installed.")
    if any(row["error"] for row in rows):
        raise SystemExit(1)


def _clean(text: object) -> str:
    """Text from a plug-in, with no control character left to reach the terminal."""
    return "".join(c if c.isprintable() else "?" for c in str(text))


def _describe(row: dict[str, Any]) -> str:
    default = " (default)" if row["default"] else ""
    lines = [f"{_clean(row['name'])}{default}  {_clean(row['title'] or '')}".rstrip()]
    if row["error"]:
        return "\n".join([*lines, f"  cannot be loaded: {_clean(row['error'])}"])
    if row["summary"]:
        lines.append(f"  {_clean(row['summary'])}")
    if row["distribution"]:
        lines.append(f"  from {_clean(row['distribution'])} {_clean(row['version'] or '')}"
                     .rstrip())
    for option in row["options"]:
        lines.append(f"  --option {_clean(option['name'])}: {_clean(option['help'])}")
    if row["policies"]:
        lines.append("  --policy " + ", ".join(_clean(p) for p in row["policies"])
                     + " (and the core's random and search)")
    return "\n".join(lines)
