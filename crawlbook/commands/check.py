"""`crawlbook check PATH...`: lint booklets and report every problem (docs/diagnostics.md).

Files are checked as given; for a folder every ``*.mission`` under it is checked, except
the files another file of the set INCLUDEs (they are checked as part of that file). A
name that is no file may be a bundled mission (``crawlbook check 1``, ``check hamlet``).
Exit codes: 0 no errors (warnings allowed), 1 errors (or warnings with ``--strict``),
2 usage errors (a missing file, a bad option).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

import click

from crawlbook.commands.sources import require_regular, sandbox_option

_INCLUDE = re.compile(r'^\s*INCLUDE\s+"([^"]+)"', re.MULTILINE)
PEEK_LIMIT = 64 << 20  # a file larger than this is no booklet: its INCLUDEs are not looked at


def collect(paths: tuple[str, ...]) -> list[Path]:
    """The files to check: files as given, folders' ``*.mission`` minus included files."""
    from crawlbook.files import read_text

    files: list[Path] = []
    for raw in paths:
        from crawlbook.missions import locate

        located = locate(raw)  # a file or folder, else a bundled mission's name
        if located is None:
            from crawlbook.commands.sources import bundled_names

            raise click.UsageError(f"{raw}: no such file or folder, and no bundled "
                                   f"mission of that name (bundled: {bundled_names()})")
        path = located
        if path.is_dir():
            # Hidden folders (.git, .venv ...) hold no booklets of the author's.
            found = sorted(f for f in path.rglob("*.mission")
                           if not any(part.startswith(".") for part in
                                      f.relative_to(path).parts[:-1]))
            included: set[Path] = set()
            for f in found:
                try:  # a FIFO or a device among them is reported when it is checked
                    text = read_text(f, PEEK_LIMIT, errors="replace")
                except OSError:
                    continue
                for name in _INCLUDE.findall(text):
                    included.add((f.parent / name).resolve())
            files += [f for f in found if f.resolve() not in included]
        else:
            require_regular(path, raw)
            files.append(path)
    unique: dict[Path, Path] = {}
    for f in files:
        unique.setdefault(f.resolve(), f)
    return list(unique.values())


def _style(enabled: bool) -> Callable[[str, str], str] | None:
    colours = {"error": "red", "warning": "yellow", "info": "blue", "hint": "cyan"}

    def paint(kind: str, text: str) -> str:
        if kind == "path":
            return click.style(text, bold=True)
        return click.style(text, fg=colours.get(kind), bold=kind != "hint")

    return paint if enabled else None


@click.command(name="check")
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="Text for people, JSON for tools.")
@click.option("--strict", is_flag=True, help="Warnings fail too (exit 1).")
@click.option("--select", multiple=True, metavar="CODES",
              help="Report only these code prefixes (comma-separated, e.g. E,W4).")
@click.option("--ignore", multiple=True, metavar="CODES",
              help="Never report these code prefixes (comma-separated, e.g. W401,I5).")
@click.option("--severity", multiple=True, metavar="CODE=LEVEL",
              help="Change a code's severity: error, warning, info or off (e.g. W405=error).")
@click.option("--isolated", is_flag=True, help="Ignore [tool.crawlbook] in pyproject.toml.")
@sandbox_option
@click.option("--color/--no-color", default=None, help="Colour the text report.")
def command(paths: tuple[str, ...], fmt: str, strict: bool, select: tuple[str, ...],
            ignore: tuple[str, ...], severity: tuple[str, ...], isolated: bool,
            sandbox: bool, color: bool | None) -> None:
    """Lint mission booklets and report every problem.

    PATHS are .mission files or folders (every *.mission under them, except files that
    another one INCLUDEs), or bundled missions by number or name. Each diagnostic has a
    stable code: see docs/diagnostics.md.
    A comment line `// crawlbook: ignore CODE` silences CODE on the next line, and
    `// crawlbook: ignore-file CODE` in the whole file.
    """
    # Imported when a check runs: `check --help` needs none of them (tests/test_startup.py).
    from crawlbook.commands.sources import input_config
    from crawlbook.compiler.api import compile_path
    from crawlbook.compiler.report import render_json, render_text
    from crawlbook.inert import echo

    files = collect(paths)
    if not files:
        raise click.UsageError("no .mission files found in " + ", ".join(paths))
    diagnostics = []
    sources: dict[str, str] = {}
    for f in files:
        config = input_config(f, isolated=isolated, sandbox=sandbox, select=select,
                              ignore=ignore, severity=severity)
        try:
            result = compile_path(f, config, build=False)
        except Exception as exc:  # a bug of crawlbook, not of the booklet: say so, no traceback
            echo(f"{f}: internal error while checking it ({type(exc).__name__}: {exc}); "
                       "please report it", err=True)
            sys.exit(1)
        diagnostics += result.diagnostics
        sources.update(result.sources)
    # A file included by several checked files is reported once, not once per includer.
    diagnostics = list(dict.fromkeys(diagnostics))
    if fmt == "json":
        echo(render_json(diagnostics), nl=False)
    else:
        use_colour = color if color is not None else sys.stdout.isatty()
        # render_text makes every piece of booklet text inert before it colours it.
        echo(render_text(diagnostics, sources, files=len(files), style=_style(use_colour)),
             nl=False, made_inert=True)
    failing = {"error"} | ({"warning"} if strict else set())
    if any(d.severity in failing for d in diagnostics):
        sys.exit(1)
