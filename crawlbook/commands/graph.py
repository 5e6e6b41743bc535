"""`crawlbook graph PATH -o OUT.{html,svg,png,pdf,dot}`: draw a mission's branch map (docs/maps.md).

PATH is a ``.mission`` (compiled on the spot, with errors allowed as long as it parses,
so that a broken mission can be looked at), a built ``.json`` program or a bundled
mission by number or name. ``-o -`` writes DOT (or ``--format svg``) to standard output.
The whole mission is drawn without the ruleset's cards (``--cards`` adds them; ``--event
CODE`` draws one). The map is drawn
by ``crawlbook.compiler.maps``; the diagnostics of ``crawlbook check`` are drawn on it.
DOT and HTML (the interactive map) need nothing else; SVG, PNG and PDF need graphviz's
``dot`` program (an SVG of more than ``maps.LARGE`` entries is laid out by crawlbook).
``--heat REPORT.json`` draws a simulation report on the map (docs/simulate.md); the exact
odds of every test and Combat are on it unless ``--no-odds``.

Exit codes: 0 the map was written (even if the mission has errors: they are on the map),
1 the mission could not be read or drawn, 2 usage errors.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from crawlbook.commands.sources import sandbox_option
from crawlbook.inert import echo

FORMATS = ("html", "svg", "png", "pdf", "dot")
TEXT_FORMATS = ("html", "svg", "dot")
NEEDS_DOT = ("svg", "png", "pdf")  # those that may go to standard output (-o -)
# The file could not be read as text at all (E100 unreadable, E101 not UTF-8): nothing to draw.
UNREADABLE = {"E100", "E101"}


def load_for_drawing(path: str, isolated: bool = False, sandbox: bool = False
                     ) -> tuple[dict[str, Any], list[Any], dict[str, str]]:
    """(program, diagnostics, sources) of a ``.mission`` or a built ``.json`` program.

    A mission with errors still gives a program (compiled with ``force``) when it parses;
    otherwise the diagnostics are printed and the command exits 1.
    """
    from crawlbook.commands.sources import input_config, mission_source

    source = mission_source(path).path
    from crawlbook.compiler.api import ProgramError, compile_path, read_program
    from crawlbook.compiler.report import render_text

    config = input_config(source, isolated=isolated, sandbox=sandbox)
    if source.suffix == ".json":
        try:
            return read_program(source, config.limits().program), [], {}
        except ProgramError as exc:
            echo(str(exc), err=True)
            sys.exit(1)
    result = compile_path(source, config, force=True)
    unreadable = [d for d in result.diagnostics if d.code in UNREADABLE]
    if result.program is None or unreadable:
        shown = unreadable or result.diagnostics
        echo(render_text(shown, result.sources, files=1), nl=False, err=True)
        echo(f"{path}: cannot be drawn: it cannot be read (fix the errors above)",
                   err=True)
        sys.exit(1)
    return result.program, list(result.diagnostics), result.sources


def odds_option(help_text: str) -> Any:
    """``--odds/--no-odds`` (on by default): the exact odds on a map (docs/maps.md)."""
    return click.option("--odds/--no-odds", default=True, show_default=True, help=help_text)


@click.command(name="graph")
@click.argument("path", type=click.Path())
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False, allow_dash=True),
              help="The map to write: .html (interactive), .svg, .png, .pdf or .dot (- for "
                   "standard output: DOT, or HTML or SVG with --format).")
@click.option("--format", "fmt", type=click.Choice(FORMATS),
              help="The format (default: from the output's extension).")
@click.option("--event", metavar="N|CODE",
              help="Draw only Event N, or only the card CODE (e.g. TR7).")
@click.option("--entry", metavar="ID", help="Draw the neighbourhood of one entry (e.g. 7.2).")
@click.option("--depth", type=click.IntRange(min=0), default=2, show_default=True,
              help="With --entry: how many steps around it to draw.")
@click.option("--cards", is_flag=True,
              help="Draw the ruleset's cards on the whole map too.")
@click.option("--heat", "heat_path", type=click.Path(dir_okay=False), metavar="REPORT.json",
              help="Draw a simulation report on the map (crawlbook simulate --format json): "
                   "entries coloured by the share of runs reaching them, edges by the share "
                   "taking them, options with their win rate and mean score.")
@odds_option("Show the exact odds of every test and fight.")
@click.option("--isolated", is_flag=True, help="Ignore [tool.crawlbook] in pyproject.toml.")
@sandbox_option
def command(path: str, output: str, fmt: str | None, event: str | None, entry: str | None,
            depth: int, cards: bool, heat_path: str | None, odds: bool, isolated: bool,
            sandbox: bool) -> None:
    """Draw a mission's branch map (html, svg, png, pdf, dot).

    One cluster per Event (or the book's numbered sections), the briefing and the ending
    (the ruleset's cards with --cards, or one with --event CODE); the ruleset's words
    name its tests, fights and ending in the legend; edges say what gates them; problems found
    by `crawlbook check` are drawn in magenta with the code in the tooltip. A mission
    with errors is drawn as long as it parses. The HTML map pans, zooms, searches, shows
    each entry's text, effects and odds on a click, and lists the diagnostics.
    """
    from crawlbook.commands.sources import check_folder, is_stdout, problems, write_output

    to_stdout = is_stdout(output)
    fmt = fmt or ("dot" if to_stdout else Path(output).suffix.lstrip(".").lower())
    if fmt not in FORMATS:
        raise click.UsageError(f"cannot tell the format of {output}: use a .html, .svg, .png, "
                               ".pdf or .dot file, or --format")
    if to_stdout and fmt not in TEXT_FORMATS:
        raise click.UsageError(f"{fmt.upper()} is not text: write it to a file (-o map.{fmt})")
    if event is not None and entry is not None:
        raise click.UsageError("give --event or --entry, not both")
    check_folder(output)
    from crawlbook.compiler import maps

    if fmt in NEEDS_DOT and not maps.dot_available():
        # One clear line, before any work: nothing to draw with.
        echo(f"crawlbook graph: cannot write {output}: graphviz's `dot` program is not "
                   f"installed; {maps.INSTALL_HINT} (-o map.dot)", err=True)
        sys.exit(1)
    from crawlbook import plugins

    program, diagnostics, _sources = load_for_drawing(path, isolated, sandbox)
    ruleset = plugins.for_program(program)  # the one look-up; the map is drawn with it
    heat = read_heat(heat_path, program) if heat_path else None
    try:
        data, model = maps.draw_file(program, diagnostics, fmt, heat=heat, odds=odds, cards=cards,
                                     event=event, entry=entry, depth=depth, ruleset=ruleset)
    except maps.MapError as exc:
        raise click.UsageError(str(exc)) from None
    except maps.RendererMissing as exc:
        echo(f"crawlbook graph: cannot write {output}: {exc}", err=True)
        sys.exit(1)
    except Exception as exc:  # graphviz failed on our DOT: a crawlbook bug, said plainly
        echo(f"crawlbook graph: internal error while drawing ({type(exc).__name__}: "
                   f"{str(exc).strip().splitlines()[-1:] or ''}); please report it", err=True)
        sys.exit(1)
    write_output(output, data)
    drawn = sum(1 for n in model.nodes.values() if n.kind == "entry")
    entries = "entry" if drawn == 1 else "entries"
    where = "standard output" if to_stdout else output
    apart = "; the cards are apart: --cards draws them" if model.cards_left_out else ""
    if model.heat is not None:
        apart += f"; {model.heat.caption().lower()}"
        for note in model.heat.notes:
            echo(f"warning: {heat_path}: {note}", err=True)
    echo(f"Drew {where} ({drawn} {entries}{apart}){problems(diagnostics, 'marked')}.",
               err=to_stdout)


def read_heat(path: str, program: dict[str, Any]) -> Any:
    """The simulation report of ``--heat``, read for the map; exit 1 with one line when
    it cannot be read or is no simulation report."""
    import json

    from crawlbook.compiler.config import Limits
    from crawlbook.compiler.heat import Heat, HeatError
    from crawlbook.files import NotRegular, TooLarge, read_text

    try:
        # A report is a program-sized JSON file: the program's limit bounds it.
        report = json.loads(read_text(path, Limits().program))
        return Heat.from_report(report, program)
    except FileNotFoundError:
        raise click.UsageError(f"{path}: no such file") from None
    except NotRegular as exc:
        raise click.UsageError(str(exc)) from None
    except TooLarge as exc:
        echo(f"{path}: {exc}", err=True)
    except RecursionError:
        echo(f"{path}: not a simulation report (nested too deeply)", err=True)
    except (OSError, UnicodeDecodeError) as exc:
        echo(f"{path}: cannot read it: {getattr(exc, 'strerror', None) or exc}", err=True)
    except json.JSONDecodeError as exc:
        echo(f"{path}:{exc.lineno}:{exc.colno}: not JSON: {exc.msg}", err=True)
    except HeatError as exc:
        echo(f"{path}: {exc}", err=True)
    except ValueError:  # a number of more digits than Python converts (4,300)
        echo(f"{path}: not a simulation report (a number of too many digits)", err=True)
    sys.exit(1)
