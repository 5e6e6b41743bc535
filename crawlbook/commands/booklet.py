"""`crawlbook booklet PATH -o OUT.{html,pdf} [--pdf OUT.pdf]`: the printable booklet (docs/maps.md).

PATH is a ``.mission``, a built ``.json`` program or a bundled mission by number or name.
The booklet is one self-contained HTML5 file (``crawlbook.compiler.booklet``) with a
print stylesheet for A5 pages (``-o -`` writes it to standard output). The format comes
from OUT's extension, as `crawlbook graph` does it (``--format`` says it otherwise):
``.html`` (or ``.htm``) the page, ``.pdf`` its pages printed with headless Chromium when
one is installed (the page itself is then not kept); ``--pdf`` prints a PDF beside the
page. A mission with errors is not printed
unless ``--force`` is given; its diagnostics are reported as ``crawlbook check`` does.

Exit codes: 0 written, 1 the mission has errors (or no Chromium for ``--pdf``), 2 usage.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from crawlbook.commands.sources import sandbox_option
from crawlbook.inert import echo

FORMATS = ("html", "pdf")
SUFFIXES = {".html": "html", ".htm": "html", ".pdf": "pdf"}


def output_format(output: str, fmt: str | None) -> str:
    """The format to write ``output`` in: ``fmt`` if given, else from its extension (HTML
    on standard output); a usage error when the extension says nothing known."""
    from crawlbook.commands.sources import is_stdout

    if fmt is None:
        fmt = "html" if is_stdout(output) else SUFFIXES.get(Path(output).suffix.lower())
    if fmt is None:
        raise click.UsageError(f"cannot tell the format of {output}: use a .html or .pdf "
                               "file, or --format")
    if fmt == "pdf" and is_stdout(output):
        raise click.UsageError("a PDF is not text: write it to a file (-o booklet.pdf)")
    return fmt


@click.command(name="booklet")
@click.argument("path", type=click.Path())
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False, allow_dash=True),
              help="The booklet to write: .html, or .pdf (printed with Chromium); - for "
                   "HTML on standard output.")
@click.option("--format", "fmt", type=click.Choice(FORMATS),
              help="The format (default: from the output's extension).")
@click.option("--pdf", "pdf", type=click.Path(dir_okay=False),
              help="Also print it to this PDF (needs Chromium).")
@click.option("--force", is_flag=True, help="Print the booklet even if the mission has errors.")
@click.option("--isolated", is_flag=True, help="Ignore [tool.crawlbook] in pyproject.toml.")
@click.option("--odds", "odds", is_flag=True,
              help="Print the exact odds of each test and fight in the entry's margin "
                   "(docs/odds.md).")
@sandbox_option
def command(path: str, output: str, fmt: str | None, pdf: str | None, force: bool,
            isolated: bool, odds: bool, sandbox: bool) -> None:
    """Render a mission as a printable booklet (HTML, PDF).

    Set-up, briefing, objectives and rules, then each Event with its entries in order
    (dotted and double lines, Log Entries in yellow, "turn to" numbers as links), the TB
    Encounter cards and the End of Mission. Print it on A5 (the stylesheet sets the page).
    """
    from crawlbook.commands.graph import load_for_drawing
    from crawlbook.commands.sources import check_folder, is_stdout, problems, write_output
    from crawlbook.compiler import booklet

    fmt = output_format(output, fmt)
    if fmt == "pdf":
        if pdf is not None:
            raise click.UsageError("-o writes a PDF already: give --pdf only with an HTML "
                                   "booklet")
        pdf, output = output, ""
    to_stdout = bool(output) and is_stdout(output)
    if output:
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
    from crawlbook import plugins

    html = booklet.render_booklet(program, odds=odds, ruleset=plugins.for_program(program))
    if output:
        write_output(output, html)
        where = "standard output" if to_stdout else output
        echo(f"Wrote {where} ({len(program.get('entries') or {})} entries)"
             f"{problems(diagnostics)}.", err=to_stdout)
    if pdf:
        import tempfile

        try:
            if to_stdout or not output:
                with tempfile.TemporaryDirectory(prefix="crawlbook-booklet-") as folder:
                    page = Path(folder) / "booklet.html"
                    page.write_text(html, encoding="utf-8")
                    booklet.print_pdf(page, Path(pdf))
            else:
                booklet.print_pdf(Path(output), Path(pdf))
        except (booklet.PdfUnavailable, booklet.PdfFailed) as exc:
            echo(f"crawlbook booklet: cannot print {pdf}: {exc}", err=True)
            sys.exit(1)
        if output:
            echo(f"Printed {pdf}.", err=to_stdout)
        else:
            echo(f"Printed {pdf} ({len(program.get('entries') or {})} entries)"
                 f"{problems(diagnostics)}.")
