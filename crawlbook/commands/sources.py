"""What the commands read and where they write, the same way in every command (README,
docs/index.md "Exit codes").

A MISSION argument is a file as given (``.mission`` or a built ``.json``), or else a
bundled mission by number or name (``crawlbook.missions.find``: ``1``, ``hamlet``,
``training``); anything else is a usage error (exit 2) that lists the bundled missions.
An output of ``-`` is standard output, for the formats that are text. A name that is
not a regular file (a FIFO, a device such as ``/dev/zero``) is a usage error, never read.

Every command that reads missions has ``--sandbox`` (``sandbox_option``; also
``CRAWLBOOK_SANDBOX=1`` or ``sandbox = true`` in ``[tool.crawlbook]``) and reads its
configuration the same way (``input_config``): docs/security.md, "Untrusted input".
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

import click

if TYPE_CHECKING:
    from crawlbook.compiler.config import Config

STDOUT = "-"
F = TypeVar("F", bound=Callable[..., Any])
SANDBOX_HELP = ("Untrusted input: INCLUDE stays inside the mission's folder and the files "
                "shipped with crawlbook, and a pyproject.toml may lower the size limits, not "
                "raise them (also CRAWLBOOK_SANDBOX=1; docs/security.md).")


def sandbox_option(command: F) -> F:
    """``--sandbox`` (or ``CRAWLBOOK_SANDBOX=1``), the same on every command."""
    return click.option("--sandbox", is_flag=True, envvar="CRAWLBOOK_SANDBOX",
                        help=SANDBOX_HELP)(command)


def input_config(path: Path, *, isolated: bool = False, sandbox: bool = False,
                 select: Iterable[str] = (), ignore: Iterable[str] = (),
                 severity: Iterable[str] = ()) -> Config:
    """The configuration for reading ``path``: its ``[tool.crawlbook]`` (none with
    ``isolated``), the command line's options on top, the limits of the environment
    checked; any problem is a usage error (exit 2)."""
    from crawlbook.compiler import config as configuration

    try:
        base = configuration.Config() if isolated else configuration.load_for(path)
        return configuration.with_cli(base, select, ignore, severity, sandbox=sandbox)
    except configuration.ConfigError as exc:
        raise click.UsageError(str(exc)) from None
    except (OSError, ValueError) as exc:
        raise click.UsageError(f"cannot read the configuration for {path}: {exc}") from None


def require_regular(path: Path, name: str | None = None) -> None:
    """A usage error unless ``path`` (which exists) is a regular file: a folder, a FIFO
    or a device is never read."""
    from crawlbook.files import check_regular

    try:
        check_regular(path)
    except IsADirectoryError:
        raise click.UsageError(f"{name or path}: is a folder, not a file") from None
    except OSError as exc:
        raise click.UsageError(f"{name or path}: {exc.strerror or exc}") from None


class InputFile(click.Path):
    """An option's file to read (a save, a script): it exists and is a regular file."""

    def __init__(self) -> None:
        super().__init__(exists=True, dir_okay=False)

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> Any:
        from crawlbook.files import check_regular

        found = super().convert(value, param, ctx)
        try:
            check_regular(os.fsdecode(found))
        except OSError as exc:
            self.fail(f"{click.format_filename(found)!r}: {exc.strerror or exc}", param, ctx)
        return found


class Source(NamedTuple):
    """The file a MISSION argument names; ``bundled`` when it is a mission shipped with
    crawlbook (nothing is ever written next to it)."""

    path: Path
    bundled: bool = False


def bundled_names() -> str:
    """The bundled missions as they are named on a command line, for a message: ``0
    (00-training), 1 (01-the-hamlet-well), chainsaw-warrior``."""
    from crawlbook.missions import bundled, name_of

    shown = []
    for mission in bundled():
        name = name_of(mission)
        shown.append(name if name == mission.name else f"{name} ({mission.name})")
    return ", ".join(shown) or "none"


def not_found(name: str) -> click.UsageError:
    return click.UsageError(f"{name}: no such file, and no bundled mission of that name "
                            f"(bundled: {bundled_names()})")


def mission_source(name: str) -> Source:
    """The file ``name`` names (see the module docstring; ``crawlbook.missions.locate``,
    the one place a bundled mission's name is resolved); ``click.UsageError`` if none."""
    from crawlbook.missions import locate

    path = locate(name)
    if path is None:
        raise not_found(name)
    if path != Path(name):
        return Source(path, bundled=True)
    require_regular(path, name)
    return Source(path)


def is_stdout(output: str | None) -> bool:
    return output == STDOUT


def check_folder(output: str | None) -> None:
    """A usage error when ``output`` (not ``-``) is in a folder that does not exist."""
    if output is None or is_stdout(output):
        return
    folder = Path(output).parent
    if not folder.is_dir():
        raise click.UsageError(f"{folder}: no such folder")


def write_output(output: str, data: str | bytes) -> None:
    """Write ``data`` to ``output`` atomically (``crawlbook.files``), or to standard output
    for ``-``; a file that cannot be written is exit 1 with one line saying why."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    if is_stdout(output):
        sys.stdout.flush()
        buffer = getattr(sys.stdout, "buffer", None)
        if buffer is not None:
            buffer.write(payload)
            buffer.flush()
        else:
            sys.stdout.write(payload.decode("utf-8"))
            sys.stdout.flush()
        return
    from crawlbook.files import write_atomic
    from crawlbook.inert import echo

    try:
        write_atomic(output, payload)
    except OSError as exc:
        echo(f"{output}: cannot write it: {exc.strerror or exc}", err=True)
        sys.exit(1)


def problems(diagnostics: list[Any], how: str = "") -> str:
    """`` with 1 error and 2 warnings`` (then ``how``, and where to read them), or "" when
    there are neither: the counts of ``crawlbook check``."""
    errors = sum(1 for d in diagnostics if d.severity == "error")
    warnings = sum(1 for d in diagnostics if d.severity == "warning")
    if not errors and not warnings:
        return ""
    parts = [f"{errors} error{'s' * (errors != 1)}", f"{warnings} warning{'s' * (warnings != 1)}"]
    tail = f" {how}" if how else ""
    return f" with {' and '.join(parts)}{tail} (see `crawlbook check`)"


def load_program_or_exit(mission: str, sandbox: bool = False) -> dict[str, Any]:
    """The program of a MISSION argument for the commands that read one whole
    (``simulate``, ``odds``): a usage error (exit 2) when there is no such mission, it is
    not a regular file or the configuration is bad; the message and exit 1 when it cannot
    be read or has errors."""
    from crawlbook.compiler.api import MissingProgram, NotAFile, ProgramError, load_program
    from crawlbook.compiler.config import ConfigError

    try:
        return load_program(mission, sandbox=sandbox)
    except NotAFile as exc:
        raise click.UsageError(str(exc)) from None
    except MissingProgram:
        raise not_found(mission) from None
    except ConfigError as exc:
        raise click.UsageError(str(exc)) from None
    except ProgramError as exc:
        from crawlbook.inert import echo

        echo(str(exc), err=True)
        sys.exit(1)
