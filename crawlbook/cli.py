"""The `crawlbook` command line: a thin click layer over pure functions.

Each command lives in its own module under ``crawlbook/commands/`` and is imported only
when it runs, so that ``crawlbook check`` starts fast and one command's dependencies
(graphviz, rich, the engine) never slow another.

Exit codes (docs/index.md): 0 success (warnings allowed), 1 the input has errors or the
game/simulation failed, 2 usage errors (bad option, missing file).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import click

from crawlbook import __version__

# command name -> (module under crawlbook.commands, one-line help shown by `crawlbook --help`)
COMMANDS: dict[str, tuple[str, str]] = {
    "check": ("check", "Lint mission booklets and report every problem."),
    "build": ("build", "Compile a mission to a versioned JSON program."),
    "new": ("new", "Write a mission skeleton, or a ruleset package, that checks clean."),
    "effects": ("effects", "List the effects and rules a ruleset's registry declares."),
    "graph": ("graph", "Draw a mission's branch map (svg, png, pdf, dot)."),
    "booklet": ("booklet", "Render a mission as a printable booklet (HTML, PDF)."),
    "play": ("play", "Play a mission in the console."),
    "serve": ("serve", "Play a mission in the browser (a local server)."),
    "export": ("export", "Write a folder that plays a mission in the browser, offline."),
    "missions": ("missions", "List the bundled missions."),
    "simulate": ("simulate", "Play a mission many times and report balance and coverage."),
    "rulesets": ("rulesets", "List the installed rulesets (the games crawlbook plays)."),
    "campaign": ("campaign", "Play a ruleset's Missions in order with one team."),
    "lsp": ("lsp", "Run the language server for editors (stdio)."),
    "fmt": ("fmt", "Format mission booklets in the canonical layout."),
    "test": ("test", "Run transcript tests: play missions and check what must be seen."),
    "odds": ("odds", "Show the exact odds of a mission's tests, fights and Events."),
    "diff": ("diff", "What a change does to a mission: structure, odds, balance."),
}


@contextmanager
def _inert_errors() -> Iterator[None]:
    """Usage errors are printed by click itself: their message (which may quote a file
    name, an option's value, a policy's name) is made inert first (docs/safety.md)."""
    try:
        yield
    except click.ClickException as error:
        # Imported here: `--version` and `--help` never need it, and their start-up is
        # measured (benchmarks/startup_bench.py, tests/test_startup.py).
        from crawlbook.inert import inert

        # click declares `message` final; it is replaced once, before click prints it.
        error.message = inert(error.message)  # type: ignore[misc]
        raise


class LazyGroup(click.Group):
    """A group whose subcommands are imported on first use, and whose usage errors print
    nothing a terminal obeys."""

    def make_context(self, info_name: str | None, args: list[str],
                     parent: click.Context | None = None, **extra: Any) -> click.Context:
        with _inert_errors():
            return super().make_context(info_name, args, parent, **extra)

    def invoke(self, ctx: click.Context) -> Any:
        with _inert_errors():
            return super().invoke(ctx)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        module_name, _help = COMMANDS[cmd_name]
        module = importlib.import_module(f"crawlbook.commands.{module_name}")
        command: click.Command = module.command
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        # Listing help must not import every command module.
        rows = [(name, help_text) for name, (_m, help_text) in COMMANDS.items()]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "-V", "--version", prog_name="crawlbook")
def main() -> None:
    """crawlbook: write, lint, compile, draw, print, play and playtest mission booklets
    for solo board games (`crawlbook rulesets` lists the games it plays)."""
