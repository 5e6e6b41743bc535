"""`crawlbook export MISSION -o DIR`: a folder that plays the mission in the browser with
no server, offline (docs/playing.md, "A page that plays with no server";
``crawlbook.web.export``).

Exit codes: 0 written; 1 a mission that does not compile or cannot be played, Pyodide
not installed, or a folder that cannot be written; 2 usage errors.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from crawlbook.commands.sources import sandbox_option
from crawlbook.inert import echo


def _fail(message: str) -> None:
    echo(message, err=True)
    sys.exit(1)


@click.command(name="export")
@click.argument("mission")
@click.option("-o", "--output", "out", required=True,
              type=click.Path(file_okay=False), help="The folder to write (created).")
@click.option("--pyodide", "pyodide_dir", type=click.Path(file_okay=False, exists=True),
              help="Pyodide's folder (default: the node_modules/pyodide ./dev setup "
                   "installs; also CRAWLBOOK_PYODIDE).")
@sandbox_option
def command(mission: str, out: str, pyodide_dir: str | None, sandbox: bool) -> None:
    """Write a folder that plays MISSION in the browser, offline (index.html and its files:
    open it from any file server or static host)."""
    from crawlbook.commands.play import _config, _resolve
    from crawlbook.compiler.api import ProgramError, load_program
    from crawlbook.runtime.game import BadProgram, prepare
    from crawlbook.web.export import ExportError, export, find_pyodide

    target, _, path = _resolve(mission)
    try:
        program = load_program(path, _config(path, sandbox))
        prepare(program)
    except ProgramError as exc:
        _fail(str(exc).rstrip("\n"))
        return
    except BadProgram as exc:
        _fail(f"{target}: cannot play this program: {exc}")
        return
    try:
        written = export(program, Path(out), find_pyodide(pyodide_dir))
    except ExportError as exc:
        _fail(f"cannot export: {exc}")
        return
    except OSError as exc:
        _fail(f"{out}: cannot write the export: {exc.strerror or exc}")
        return
    size = sum(p.stat().st_size for p in written)
    echo(f"Wrote {out}: {len(written)} files, {size / 1e6:.1f} MB; open {out}/index.html "
         "from a file server or a static host (it plays offline)")
