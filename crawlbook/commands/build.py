"""`crawlbook build PATH -o OUT.json`: compile a mission to its versioned JSON program.

PATH is a ``.mission`` file or a bundled mission by number or name. The program
(docs/program-format.md) is written atomically: a failed build never leaves half a file
or destroys the previous one; ``-o -`` writes it to standard output. Exit 1 with the
diagnostics when the booklet has errors, 2 on usage errors.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from crawlbook.commands.sources import sandbox_option
from crawlbook.inert import echo


@click.command(name="build")
@click.argument("path", type=click.Path())
@click.option("-o", "--output", type=click.Path(dir_okay=False, allow_dash=True),
              help="Where to write the program (default: PATH with .json; a bundled "
                   "mission's here; - for standard output).")
@click.option("--isolated", is_flag=True, help="Ignore [tool.crawlbook] in pyproject.toml.")
@sandbox_option
@click.option("--quiet", "-q", is_flag=True, help="Print nothing when the build succeeds.")
def command(path: str, output: str | None, isolated: bool, sandbox: bool, quiet: bool) -> None:
    """Compile a mission to a versioned JSON program (validated against its schema)."""
    from crawlbook.commands.sources import (
        check_folder,
        input_config,
        is_stdout,
        mission_source,
        write_output,
    )
    from crawlbook.compiler.api import compile_path
    from crawlbook.compiler.build import dumps, validate
    from crawlbook.compiler.report import render_text

    found = mission_source(path)
    source = found.path
    if output is None:
        output = str(Path(source.stem + ".json") if found.bundled else source.with_suffix(".json"))
    to_stdout = is_stdout(output)
    if not to_stdout and Path(output).resolve() == source.resolve():
        raise click.UsageError("the output would overwrite the mission itself")
    check_folder(output)
    config = input_config(source, isolated=isolated, sandbox=sandbox)
    result = compile_path(source, config)
    if result.diagnostics and (result.program is None or not quiet):
        echo(render_text(result.diagnostics, result.sources, files=1), nl=False,
                   err=result.program is not None or to_stdout)
    if result.program is None:
        echo(f"{path}: not built (fix the errors above)", err=True)
        sys.exit(1)
    problems = validate(result.program)
    if problems:  # a compiler bug, not the author's: say so plainly
        echo(f"internal error: the program does not match its schema: {problems[0]}",
                   err=True)
        sys.exit(1)
    write_output(output, dumps(result.program))
    if not quiet:
        entries = len(result.program["entries"])
        where = "standard output" if to_stdout else output
        echo(f"Built {where} ({entries} entries).", err=to_stdout)
