"""`crawlbook graph PATH -o OUT.{svg,png,pdf,dot}`: draw a mission's branch map (docs/maps.md).

PATH is a ``.mission`` (compiled on the spot, with errors allowed as long as it parses,
so that a broken mission can be looked at) or a built ``.json`` program. The map is drawn
by ``crawlbook.compiler.maps``; the diagnostics of ``crawlbook check`` are drawn on it.
DOT output needs nothing else; SVG, PNG and PDF need graphviz's ``dot`` program.

Exit codes: 0 the map was written (even if the mission has errors: they are on the map),
1 the mission could not be read or drawn, 2 usage errors.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

FORMATS = ("svg", "png", "pdf", "dot")
# The file could not be read as text at all (E100 unreadable, E101 not UTF-8): nothing to draw.
UNREADABLE = {"E100", "E101"}


def load_for_drawing(path: str, isolated: bool = False) -> tuple[dict[str, Any], list[Any],
                                                                  dict[str, str]]:
    """(program, diagnostics, sources) of a ``.mission`` or a built ``.json`` program.

    A mission with errors still gives a program (compiled with ``force``) when it parses;
    otherwise the diagnostics are printed and the command exits 1.
    """
    source = Path(path)
    if not source.is_file():
        raise click.UsageError(f"{path}: no such file" if not source.exists()
                               else f"{path}: not a file")
    from crawlbook.compiler.api import ProgramError, compile_path, read_program
    from crawlbook.compiler.report import render_text

    if source.suffix == ".json":
        try:
            return read_program(source), [], {}
        except ProgramError as exc:
            click.echo(str(exc), err=True)
            sys.exit(1)
    from crawlbook.compiler import config as configuration

    try:
        config = configuration.Config() if isolated else configuration.load_for(source)
    except (configuration.ConfigError, OSError, ValueError) as exc:
        raise click.UsageError(str(exc)) from None
    result = compile_path(source, config, force=True)
    unreadable = [d for d in result.diagnostics if d.code in UNREADABLE]
    if result.program is None or unreadable:
        shown = unreadable or result.diagnostics
        click.echo(render_text(shown, result.sources, files=1), nl=False, err=True)
        click.echo(f"{path}: cannot be drawn: it cannot be read (fix the errors above)",
                   err=True)
        sys.exit(1)
    return result.program, list(result.diagnostics), result.sources


def write_bytes(target: Path, data: bytes) -> None:
    """Write through a temporary file so that a failure never leaves half a file."""
    from crawlbook.files import write_atomic

    try:
        write_atomic(target, data)
    except OSError as exc:
        click.echo(f"{target}: cannot write it: {exc.strerror or exc}", err=True)
        sys.exit(1)


def _summary(diagnostics: list[Any]) -> str:
    errors = sum(1 for d in diagnostics if d.severity == "error")
    warnings = sum(1 for d in diagnostics if d.severity == "warning")
    if not errors and not warnings:
        return ""
    parts = [f"{errors} error{'s' * (errors != 1)}", f"{warnings} warning{'s' * (warnings != 1)}"]
    return f" with {' and '.join(parts)} marked (see `crawlbook check`)"


@click.command(name="graph")
@click.argument("path", type=click.Path())
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False),
              help="The map to write: .svg, .png, .pdf or .dot.")
@click.option("--format", "fmt", type=click.Choice(FORMATS),
              help="The format (default: from the output's extension).")
@click.option("--event", metavar="N|CODE",
              help="Draw only Event N, or only the TB Encounter card CODE (e.g. TR7).")
@click.option("--entry", metavar="ID", help="Draw the neighbourhood of one entry (e.g. 7.2).")
@click.option("--depth", type=click.IntRange(min=0), default=2, show_default=True,
              help="With --entry: how many steps around it to draw.")
@click.option("--isolated", is_flag=True, help="Ignore [tool.crawlbook] in pyproject.toml.")
def command(path: str, output: str, fmt: str | None, event: str | None, entry: str | None,
            depth: int, isolated: bool) -> None:
    """Draw a mission's branch map (svg, png, pdf, dot).

    One cluster per Event, the briefing, the TB Encounter cards and the End of Mission;
    edges say what gates them; problems found by `crawlbook check` are drawn in magenta
    with the code in the tooltip. A mission with errors is drawn as long as it parses.
    """
    target = Path(output)
    fmt = fmt or target.suffix.lstrip(".").lower()
    if fmt not in FORMATS:
        raise click.UsageError(f"cannot tell the format of {output}: use a .svg, .png, .pdf "
                               "or .dot file, or --format")
    if event is not None and entry is not None:
        raise click.UsageError("give --event or --entry, not both")
    if not target.parent.is_dir():
        raise click.UsageError(f"{target.parent}: no such folder")
    from crawlbook.compiler import maps

    if fmt != "dot" and not maps.dot_available():
        # One clear line, before any work: nothing to draw with.
        click.echo(f"crawlbook graph: cannot write {output}: graphviz's `dot` program is not "
                   f"installed; {maps.INSTALL_HINT} (-o map.dot)", err=True)
        sys.exit(1)
    program, diagnostics, _sources = load_for_drawing(path, isolated)
    try:
        model = maps.build_map(program, diagnostics, event=event, entry=entry, depth=depth)
        data = maps.render(maps.to_dot(model), fmt)
    except maps.MapError as exc:
        raise click.UsageError(str(exc)) from None
    except maps.RendererMissing as exc:
        click.echo(f"crawlbook graph: cannot write {output}: {exc}", err=True)
        sys.exit(1)
    except Exception as exc:  # graphviz failed on our DOT: a crawlbook bug, said plainly
        click.echo(f"crawlbook graph: internal error while drawing ({type(exc).__name__}: "
                   f"{str(exc).strip().splitlines()[-1:] or ''}); please report it", err=True)
        sys.exit(1)
    write_bytes(target, data)
    drawn = sum(1 for n in model.nodes.values() if n.kind == "entry")
    entries = "entry" if drawn == 1 else "entries"
    click.echo(f"Drew {target} ({drawn} {entries}){_summary(diagnostics)}.")
