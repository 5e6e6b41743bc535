"""The optional rules of the installed rulesets on the command line of `play` and
`simulate` (docs/playing.md, "Optional rules").

``--option NAME`` (repeatable) turns on one of the program's ruleset's ``OptionSpec``\\ s;
an option's ``legacy_flag`` (``--high-threat``) still works as an alias. Reading the specs
imports only the rulesets' plug-in classes (``Ruleset.options()``), never an engine, so
``--help`` lists every installed ruleset's options cheaply. A ruleset that cannot be
loaded is left out here; playing its missions reports why.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from crawlbook.ruleset import Engine, OptionSpec
    from crawlbook.runtime.game import Prepared

HELP_WIDTH = 76  # the options listed at the end of --help (click indents them by 2)


def installed_specs() -> list[tuple[str, list[OptionSpec]]]:
    """(ruleset name, its option specs) for every installed ruleset that loads."""
    from crawlbook import plugins

    found = []
    for name in plugins.names():
        try:
            ruleset = plugins.get(name)
            specs = list(ruleset.options()) if ruleset is not None else []
        except Exception:  # a broken third-party ruleset must not break --help
            continue
        found.append((name, specs))
    return found


def _param_name(flag: str) -> str:
    return "legacy_" + flag.lstrip("-").replace("-", "_")


def legacy_flags() -> dict[str, list[tuple[str, str]]]:
    """Each legacy flag -> the (ruleset, option name) pairs it stands for."""
    flags: dict[str, list[tuple[str, str]]] = {}
    for ruleset, specs in installed_specs():
        for spec in specs:
            if spec.legacy_flag:
                flags.setdefault(spec.legacy_flag, []).append((ruleset, spec.name))
    return flags


class OptionsCommand(click.Command):
    """A command whose ``--help`` ends with every installed ruleset's options (read when
    the help is shown, so a ruleset installed since is listed too)."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        self.epilog = options_help()
        super().format_epilog(ctx, formatter)


def add_option_params(command: click.Command) -> click.Command:
    """Give ``command`` (an ``OptionsCommand``) ``--option NAME`` and the installed
    rulesets' legacy flags."""
    command.params.append(click.Option(
        ["--option", "option_names"], multiple=True, metavar="NAME",
        help="Turn on an optional rule of the mission's ruleset (repeatable; listed "
             "below)."))
    for flag, owners in legacy_flags().items():
        names = ", ".join(f"--option {name} ({ruleset})" for ruleset, name in owners)
        command.params.append(click.Option([flag, _param_name(flag)], is_flag=True,
                                           help=f"The same as {names}."))
    return command


def options_help() -> str:
    """The installed rulesets' options, for the end of ``--help``."""
    lines = ["Optional rules (--option NAME), by ruleset:", "", "\b"]
    for ruleset, specs in installed_specs():
        lines.append(f"{ruleset}:")
        if not specs:
            lines.append("  (none)")
        width = max((len(spec.name) for spec in specs), default=0) + 4
        for spec in specs:
            where = f" ({spec.section})" if spec.section else ""
            lines += textwrap.wrap(f"{spec.help}{where}", HELP_WIDTH,
                                   initial_indent=f"  {spec.name}".ljust(width),
                                   subsequent_indent=" " * width)
    return "\n".join(lines)


def chosen_options(prepared: Prepared, option_names: Iterable[str],
                   flags: Mapping[str, Any]) -> Any:
    """The options object for the program's ruleset from ``--option`` values and legacy
    flags (``flags``: the command's other keyword arguments); ``click.BadParameter``
    (exit code 2) naming the ruleset's options when one does not fit."""
    from crawlbook.ruleset import UnknownOption
    from crawlbook.runtime.game import make_options

    engine = prepared.engine
    names = list(option_names)
    for flag, owners in legacy_flags().items():
        if not flags.get(_param_name(flag)):
            continue
        mine = [name for ruleset, name in owners if ruleset == engine.name]
        if not mine:
            rulesets = ", ".join(ruleset for ruleset, _ in owners)
            raise click.BadParameter(f"{flag} is an option of {rulesets}; this mission is "
                                     f"played with {engine.name}", param_hint=flag)
        names += mine
    try:
        return make_options(engine, names)
    except UnknownOption as exc:
        raise click.BadParameter(str(exc), param_hint="--option") from None


def replay_flags(engine: Engine, options: Any) -> str:
    """`` --option NAME`` for every option that is on (a command line that replays)."""
    return "".join(f" --option {name}" for name in engine.enabled_options(options))
