"""`crawlbook booklet PATH -o OUT.html [--pdf OUT.pdf]`: the printable booklet (docs/maps.md).

PATH is a ``.mission``, a built ``.json`` program or a bundled mission by number or name.
The booklet is one self-contained HTML5 file (``crawlbook.compiler.booklet``) with a
print stylesheet for A5 pages (``-o -`` writes it to standard output); ``--pdf`` prints
it with headless Chromium when one is installed. A mission with errors is not printed
unless ``--force`` is given; its diagnostics are reported as ``crawlbook check`` does.

Exit codes: 0 written, 1 the mission has errors (or no Chromium for ``--pdf``), 2 usage.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from crawlbook.commands.sources import sandbox_option
from crawlbook.inert import echo


@click.command(name="booklet")
@click.argument("path", type=click.Path())
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False, allow_dash=True),
              help="The HTML booklet to write (- for standard output).")
@click.option("--pdf", "pdf", type=click.Path(dir_okay=False),
              help="Also print it to this PDF (needs Chromium).")
@click.option("--force", is_flag=True, help="Print the booklet even if the mission has errors.")
@click.option("--isolated", is_flag=True, help="Ignore [tool.crawlbook] in pyproject.toml.")
@sandbox_option
def command(path: str, output: str, pdf: str | None, force: bool, isolated: bool,
            sandbox: bool) -> None:
    """Render a mission as a printable booklet (HTML, PDF).

    Set-up, briefing, objectives and rules, then each Event with its entries in order
    (dotted and double lines, Log Entries in yellow, "turn to" numbers as links), the TB
    Encounter cards and the End of Mission. Print it on A5 (the stylesheet sets the page).
    """
    from crawlbook.commands.graph import load_for_drawing
    from crawlbook.commands.sources import check_folder, is_stdout, problems, write_output
    from crawlbook.compiler import booklet

    to_stdout = is_stdout(output)
    check_folder(output)
    if pdf is not None and is_stdout(pdf):
        raise click.UsageError("a PDF is not text: write it to a file (--pdf booklet.pdf)")
    check_folder(pdf)
    if pdf and booklet.find_chromium() is None:
        echo(f"crawlbook booklet: cannot print {pdf}: {booklet.INSTALL_HINT}", err=True)
        sys.exit(1)
    program, diagnostics, sources = load_for_drawing(path, isolated, sandbox)
    errors = [d for d in diagnostics if d.severity == "error"]
    if errors and not force:
        from crawlbook.compiler.report import render_text

        # Every diagnostic, counted as `crawlbook check` counts them.
        echo(render_text(diagnostics, sources, files=1), nl=False, err=True)
        echo(f"{path}: no booklet printed (fix the errors above, or use --force)", err=True)
        sys.exit(1)
    html = booklet.render_booklet(program)
    write_output(output, html)
    where = "standard output" if to_stdout else output
    echo(f"Wrote {where} ({len(program.get('entries') or {})} entries)"
               f"{problems(diagnostics)}.", err=to_stdout)
    if pdf:
        import tempfile

        try:
            if to_stdout:
                with tempfile.TemporaryDirectory(prefix="crawlbook-booklet-") as folder:
                    page = Path(folder) / "booklet.html"
                    page.write_text(html, encoding="utf-8")
                    booklet.print_pdf(page, Path(pdf))
            else:
                booklet.print_pdf(Path(output), Path(pdf))
        except (booklet.PdfUnavailable, booklet.PdfFailed) as exc:
            echo(f"crawlbook booklet: cannot print {pdf}: {exc}", err=True)
            sys.exit(1)
        echo(f"Printed {pdf}.", err=to_stdout)
