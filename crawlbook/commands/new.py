"""`crawlbook new PATH`: write a mission skeleton that checks clean (docs/authoring.md).

An author starts from something that works: the ruleset's skeleton (``Ruleset.skeleton``),
a booklet with its set-up, a briefing and objective, a few Events using its verbs, its
cards and its End of Mission. The skeleton is a ``str.format`` template with ``{title}``,
``{name}`` (the file's name) and ``{number}``; the test suite checks that every installed
ruleset's has no diagnostic at all.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from crawlbook.inert import echo


def skeleton(path: Path, title: str | None = None, number: int = 1,
             ruleset: str | None = None) -> str:
    """The skeleton of ``ruleset`` (default: the default ruleset) for the file ``path``."""
    from crawlbook import plugins

    name = ruleset or plugins.default_name() or ""
    found = plugins.get(name)
    if found is None:
        raise LookupError(f"unknown ruleset `{name}`")
    title = title or path.stem.replace("-", " ").replace("_", " ").strip().title()
    return found.skeleton().format(title=title or "New Mission", name=path.name,
                                   number=number)


@click.command(name="new")
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--title", help="The mission's title (default: from the file name).")
@click.option("--number", type=click.IntRange(1, 999), default=1, show_default=True,
              help="The mission's number.")
@click.option("--ruleset", metavar="NAME",
              help="The game the mission is for (default: the default ruleset; "
                   "`crawlbook rulesets` lists them).")
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
def command(path: str, title: str | None, number: int, ruleset: str | None,
            force: bool) -> None:
    """Write a small mission skeleton that checks clean."""
    from crawlbook import plugins
    from crawlbook.compiler.build import write_atomic

    target = Path(path)
    if ruleset is not None and plugins.language(ruleset) is None:
        raise click.BadParameter(f"unknown ruleset `{ruleset}` (installed: "
                                 f"{', '.join(plugins.names()) or 'none'})",
                                 param_hint="--ruleset")
    if target.exists() and not force:
        echo(f"Error: {path} already exists (use --force to overwrite it)", err=True)
        sys.exit(2)
    if not target.parent.is_dir():
        raise click.UsageError(f"{target.parent}: no such folder")
    if title is not None and ("\n" in title or not title.strip()):
        raise click.UsageError("--title must be one non-empty line")
    try:
        text = skeleton(target, title, number, ruleset)
    except (LookupError, NotImplementedError) as exc:
        raise click.UsageError(str(exc)) from None
    try:
        write_atomic(target, text)
    except OSError as exc:
        echo(f"Error: cannot write {path}: {exc.strerror or exc}", err=True)
        sys.exit(2)
    import shlex

    from crawlbook.invocation import command_name

    echo(f"Wrote {path}. Next: {command_name()} check {shlex.quote(path)}")
