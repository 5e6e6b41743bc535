"""`crawlbook new PATH`: write a mission skeleton that checks clean (docs/authoring.md);
`crawlbook new ruleset NAME`: write a ruleset plug-in package (docs/rulesets.md).

An author starts from something that works: the ruleset's skeleton (``Ruleset.skeleton``),
a booklet with its set-up, a briefing and objective, a few Events using its verbs, its
cards and its End of Mission. The skeleton is a ``str.format`` template with ``{title}``,
``{name}`` (the file's name) and ``{number}``; the test suite checks that every installed
ruleset's has no diagnostic at all.

A game's designer starts from a ruleset that works: ``new ruleset`` writes a package
(``crawlbook.scaffold``) that `pip install -e` registers, whose skeleton every command
then checks, builds, draws, prints, plays, simulates and counts the odds of.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

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


class NewGroup(click.Group):
    """`new` is `new mission` unless its first word names another subcommand: `crawlbook
    new my.mission` keeps working beside `crawlbook new ruleset NAME`."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h"):
            args = ["mission", *args]
        return super().parse_args(ctx, args)


@click.group(name="new", cls=NewGroup)
def command() -> None:
    """Write a mission skeleton (`new PATH`) or a ruleset package (`new ruleset NAME`)
    that checks clean."""


@command.command(name="mission")
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--title", help="The mission's title (default: from the file name).")
@click.option("--number", type=click.IntRange(1, 999), default=1, show_default=True,
              help="The mission's number.")
@click.option("--ruleset", metavar="NAME",
              help="The game the mission is for (default: the default ruleset; "
                   "`crawlbook rulesets` lists them).")
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
def mission(path: str, title: str | None, number: int, ruleset: str | None,
            force: bool) -> None:
    """Write a small mission skeleton that checks clean (`crawlbook new PATH` is the
    same)."""
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


@command.command(name="ruleset")
@click.argument("name")
@click.option("--dir", "folder", type=click.Path(file_okay=False),
              help="The package's folder (default: NAME in the current folder).")
@click.option("--title", help="The game's title (default: from the name).")
@click.option("--prefix", help="The letters of its diagnostic codes (default: its "
                               "initials; two to four capitals, not starting with E, W, I).")
@click.option("--force", is_flag=True, help="Write into a folder that is not empty.")
def ruleset(name: str, folder: str | None, title: str | None, prefix: str | None,
            force: bool) -> None:
    """Write a ruleset plug-in package: pyproject.toml with its entry point, the
    registry, a small engine, console hooks, a skeleton booklet and a test. Install it
    with `pip install -e FOLDER`."""
    from crawlbook import plugins, scaffold
    from crawlbook.compiler.build import write_atomic

    try:
        found = scaffold.names(name, title, prefix)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="NAME" if "name" in str(exc)
                                 else "--title" if "title" in str(exc) else "--prefix") \
            from None
    if name in plugins.names():
        raise click.UsageError(f"a ruleset called `{name}` is already installed "
                               f"(`crawlbook rulesets` lists them): choose another name")
    target = Path(folder or name)
    if target.exists() and (not target.is_dir() or (any(target.iterdir()) and not force)):
        echo(f"Error: {target} already exists and is not an empty folder "
             "(use --force to write into it)", err=True)
        sys.exit(2)
    written: list[Any] = []
    try:
        for path, text in scaffold.files(found).items():
            out = target.joinpath(*path.parts)
            out.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(out, text)
            written.append(path)
    except OSError as exc:
        echo(f"Error: cannot write {target}: {exc.strerror or exc}", err=True)
        sys.exit(2)
    import shlex

    from crawlbook.invocation import command_name

    where = shlex.quote(str(target))
    echo(f"Wrote the ruleset `{name}` in {target} ({len(written)} files). Next:\n"
         f"  pip install -e {where}\n"
         f"  {command_name()} new --ruleset {name} my.mission\n"
         f"  {command_name()} check --strict my.mission")
