"""`crawlbook build PATH -o OUT.json`: compile a mission to its versioned JSON program.

The program (docs/program-format.md) is written atomically: a failed build never leaves
half a file or destroys the previous one. Exit 1 with the diagnostics when the booklet
has errors, 2 on usage errors.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click


@click.command(name="build")
@click.argument("path", type=click.Path())
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Where to write the program (default: PATH with .json).")
@click.option("--isolated", is_flag=True, help="Ignore [tool.crawlbook] in pyproject.toml.")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing when the build succeeds.")
def command(path: str, output: str | None, isolated: bool, quiet: bool) -> None:
    """Compile a mission to a versioned JSON program (validated against its schema)."""
    from crawlbook.compiler import config as configuration
    from crawlbook.compiler.api import compile_path
    from crawlbook.compiler.build import dumps, validate, write_atomic
    from crawlbook.compiler.report import render_text

    source = Path(path)
    if not source.is_file():
        raise click.UsageError(f"{path}: no such file" if not source.exists()
                               else f"{path}: not a file")
    target = Path(output) if output else source.with_suffix(".json")
    if target.resolve() == source.resolve():
        raise click.UsageError("the output would overwrite the mission itself")
    if not target.parent.is_dir():
        raise click.UsageError(f"{target.parent}: no such folder")
    try:
        config = configuration.Config() if isolated else configuration.load_for(source)
        config.validate()
    except configuration.ConfigError as exc:
        raise click.UsageError(str(exc)) from None
    result = compile_path(source, config)
    if result.diagnostics and (result.program is None or not quiet):
        click.echo(render_text(result.diagnostics, result.sources, files=1), nl=False,
                   err=result.program is not None)
    if result.program is None:
        click.echo(f"{path}: not built (fix the errors above)", err=True)
        sys.exit(1)
    problems = validate(result.program)
    if problems:  # a compiler bug, not the author's: say so plainly
        click.echo(f"internal error: the program does not match its schema: {problems[0]}",
                   err=True)
        sys.exit(1)
    try:
        write_atomic(target, dumps(result.program))
    except OSError as exc:
        click.echo(f"{target}: cannot write it: {exc.strerror or exc}", err=True)
        sys.exit(1)
    if not quiet:
        entries = len(result.program["entries"])
        click.echo(f"Built {target} ({entries} entries).")
