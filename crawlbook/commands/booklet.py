"""`crawlbook booklet PATH -o OUT.html [--pdf OUT.pdf]`: the printable booklet (docs/maps.md).

The booklet is one self-contained HTML5 file (``crawlbook.compiler.booklet``) with a
print stylesheet for A5 pages; ``--pdf`` prints it with headless Chromium when one is
installed. A mission with errors is not printed unless ``--force`` is given.

Exit codes: 0 written, 1 the mission has errors (or no Chromium for ``--pdf``), 2 usage.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click


@click.command(name="booklet")
@click.argument("path", type=click.Path())
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False),
              help="The HTML booklet to write.")
@click.option("--pdf", "pdf", type=click.Path(dir_okay=False),
              help="Also print it to this PDF (needs Chromium).")
@click.option("--force", is_flag=True, help="Print the booklet even if the mission has errors.")
@click.option("--isolated", is_flag=True, help="Ignore [tool.crawlbook] in pyproject.toml.")
def command(path: str, output: str, pdf: str | None, force: bool, isolated: bool) -> None:
    """Render a mission as a printable booklet (HTML, PDF).

    Set-up, briefing, objectives and rules, then each Event with its entries in order
    (dotted and double lines, Log Entries in yellow, "turn to" numbers as links), the TB
    Encounter cards and the End of Mission. Print it on A5 (the stylesheet sets the page).
    """
    from crawlbook.commands.graph import load_for_drawing, write_bytes
    from crawlbook.compiler import booklet

    target = Path(output)
    for out in (target, Path(pdf) if pdf else None):
        if out is not None and not out.parent.is_dir():
            raise click.UsageError(f"{out.parent}: no such folder")
    if pdf and booklet.find_chromium() is None:
        click.echo(f"crawlbook booklet: cannot print {pdf}: {booklet.INSTALL_HINT}", err=True)
        sys.exit(1)
    program, diagnostics, sources = load_for_drawing(path, isolated)
    errors = [d for d in diagnostics if d.severity == "error"]
    if errors and not force:
        from crawlbook.compiler.report import render_text

        click.echo(render_text(errors, sources, files=1), nl=False, err=True)
        click.echo(f"{path}: no booklet printed (fix the errors above, or use --force)", err=True)
        sys.exit(1)
    write_bytes(target, booklet.render_booklet(program).encode("utf-8"))
    click.echo(f"Wrote {target} ({len(program.get('entries') or {})} entries).")
    if pdf:
        try:
            booklet.print_pdf(target, Path(pdf))
        except (booklet.PdfUnavailable, booklet.PdfFailed) as exc:
            click.echo(f"crawlbook booklet: cannot print {pdf}: {exc}", err=True)
            sys.exit(1)
        click.echo(f"Printed {pdf}.")
