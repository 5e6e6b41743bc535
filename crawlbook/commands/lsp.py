"""`crawlbook lsp`: the language server for editors, over stdio (docs/editors.md).

An editor starts it and speaks the Language Server Protocol on its standard input and
output: diagnostics as you type, go to definition, references, hover, completion, rename,
the outline, quick fixes and formatting. It writes nothing else on standard output.
Exit codes: 0 when the editor asks it to exit, 2 usage errors.
"""

from __future__ import annotations

import click

from crawlbook.commands.sources import sandbox_option


@click.command(name="lsp")
@click.option("--stdio", is_flag=True, help="Speak over stdin and stdout (the default and "
              "only transport; accepted because some editors pass it).")
@click.option("--debounce-ms", type=click.IntRange(0, 5000), default=50, show_default=True,
              help="Milliseconds of quiet after a change before the mission is checked.")
@sandbox_option
def command(stdio: bool, debounce_ms: int, sandbox: bool) -> None:
    """Run the language server (for editors; see docs/editors.md)."""
    from crawlbook.lsp.server import serve

    serve(debounce_ms / 1000, sandbox=sandbox)
