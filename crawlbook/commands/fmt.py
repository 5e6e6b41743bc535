"""`crawlbook fmt PATH...`: write booklets in the canonical layout (docs/editors.md).

Files are formatted in place (written atomically: ``crawlbook.files.write_atomic``); a
folder stands for every ``*.mission`` under it, ``-`` for standard input (the result goes
to standard output, as editors want). ``--check`` writes nothing and lists the files that
would change; ``--diff`` writes nothing and prints the changes as a unified diff. Before a
file is written, its meaning is compared with the original's (``crawlbook.compiler.
meaning``, as black compares syntax trees): a formatter bug can never change a booklet.

Exit codes, as ruff format has them: 0 nothing to change (or everything formatted), 1
``--check`` or ``--diff`` found files to change, or a file could not be formatted (a
syntax error, named with its place; the other files are still formatted), 2 usage errors.
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path

import click

from crawlbook.commands.sources import sandbox_option
from crawlbook.inert import echo


def _diff(before: str, after: str, name: str) -> str:
    return "".join(difflib.unified_diff(before.splitlines(True), after.splitlines(True),
                                        f"{name}\t(original)", f"{name}\t(formatted)"))


@click.command(name="fmt")
@click.argument("paths", nargs=-1, required=True)
@click.option("--check", is_flag=True, help="Write nothing; exit 1 if a file would change.")
@click.option("--diff", "show_diff", is_flag=True,
              help="Write nothing; print what would change as a unified diff (exit 1 if "
                   "anything would).")
@click.option("-q", "--quiet", is_flag=True, help="Print only errors.")
@sandbox_option
def command(paths: tuple[str, ...], check: bool, show_diff: bool, quiet: bool,
            sandbox: bool) -> None:
    """Format mission booklets in the canonical layout (files, folders, or - for stdin).

    Arrows, bullets, horizontal lines, spacing, blank lines and the header's order are
    made canonical; the compiled program does not change.
    """
    from crawlbook.commands.sources import input_config
    from crawlbook.compiler.config import Limits
    from crawlbook.compiler.meaning import meaning
    from crawlbook.dsl.format import FormatError, format_text
    from crawlbook.dsl.loader import read_mission

    if paths == ("-",):
        limit = input_config(Path.cwd(), sandbox=sandbox).limits().mission
        data = sys.stdin.buffer.read(limit + 1)
        from crawlbook.dsl.loader import decode, read_over

        text, problems = decode(data, "<stdin>")
        if len(data) > limit:
            problems = read_over("<stdin>", limit, Limits.how_to_raise("mission"))
        try:
            if problems:
                raise FormatError(problems[0])
            out = format_text(text, "<stdin>")
        except FormatError as exc:
            echo(f"error: cannot format <stdin>: {exc}", err=True)
            sys.exit(1)
        echo(out, nl=False)
        return
    if "-" in paths:
        raise click.UsageError("`-` (standard input) cannot be mixed with files")
    from crawlbook.commands.paths import expand

    files = expand(paths, ".mission")
    changed = unchanged = failed = 0
    for f in files:
        config = input_config(f, sandbox=sandbox)
        read_text, problems = read_mission(f, config.limits().mission,
                                           Limits.how_to_raise("mission"),
                                           sandbox=config.sandbox)
        try:
            if read_text is None or problems:
                raise FormatError(problems[0])
            text = read_text
            out = format_text(text, str(f))
            if out != text and meaning(out, str(f)) != meaning(text, str(f)):
                echo(f"error: cannot format {f}: the formatted text would mean "
                           "something else (a bug of crawlbook fmt: please report it)",
                           err=True)
                failed += 1
                continue
        except FormatError as exc:
            echo(f"error: cannot format {f}: {exc}", err=True)
            failed += 1
            continue
        if out == text:
            unchanged += 1
            continue
        changed += 1
        if show_diff:
            echo(_diff(text, out, str(f)), nl=False)
        elif check:
            if not quiet:
                echo(f"would reformat {f}")
        else:
            from crawlbook.files import write_atomic

            try:
                write_atomic(f, out)
            except OSError as exc:
                echo(f"error: cannot write {f}: {exc.strerror or exc}", err=True)
                failed += 1
                changed -= 1
                continue
            if not quiet:
                echo(f"reformatted {f}")
    if not quiet:
        verb = "would be reformatted" if (check or show_diff) else "reformatted"
        parts = []
        if changed:
            parts.append(f"{changed} file{'s' if changed != 1 else ''} {verb}")
        if unchanged:
            parts.append(f"{unchanged} file{'s' if unchanged != 1 else ''} "
                         f"{'already formatted' if (check or show_diff) else 'left unchanged'}")
        if failed:
            parts.append(f"{failed} file{'s' if failed != 1 else ''} could not be formatted")
        echo(", ".join(parts) or "no files", err=show_diff)
    if failed or (changed and (check or show_diff)):
        sys.exit(1)
