"""``--from ENTRY`` on `play` and `simulate` (docs/playtesting.md, "Play from here"): the
options, the search for a path (``crawlbook.runtime.playfrom``), what is said when there
is none (the checker's W405 reason when the booklet itself never reaches it), and the
save and transcript that replay the path."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from crawlbook.inert import echo

F = TypeVar("F", bound=Callable[..., Any])
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def from_options(command: F) -> F:
    """``--from ENTRY`` and ``--tries N``."""
    command = click.option(
        "--tries", type=click.IntRange(min=1, max=1_000_000), metavar="N",
        help="With --from: games played to find a path at most (default 500).")(command)
    return click.option(
        "--from", "from_", metavar="ENTRY",
        help="Start where a game reaches ENTRY (an entry id, a card such as TR7, or "
             "`Event 4`): found by playing, replayable (docs/playtesting.md).")(command)


def from_problem(from_: str | None, tries: int | None) -> str | None:
    """Why ``--from`` and ``--tries`` cannot go together as given (a usage error), or None."""
    if tries is not None and from_ is None:
        return "--tries is the budget of --from: give --from ENTRY"
    return None


def check_from(from_: str | None, tries: int | None) -> None:
    problem = from_problem(from_, tries)
    if problem is not None:
        raise click.UsageError(problem)


def find_or_exit(prepared: Any, from_: str, options: Any, seed: int, tries: int | None,
                 source: str | None) -> Any:
    """The path to ``from_`` (a ``playfrom.Path``); a usage error (exit 2) when the
    mission has no such entry, card or Event; the reason and exit 1 when no game of the
    budget reaches it."""
    from crawlbook.runtime.playfrom import DEFAULT_TRIES, FromError, find_path, target

    try:
        wanted = target(prepared.program, from_)
    except FromError as exc:
        raise click.BadParameter(str(exc), param_hint="--from") from None
    budget = tries or DEFAULT_TRIES
    path = find_path(prepared, wanted, options, seed=seed, tries=budget)
    if path is None:
        why = _blocking(source, wanted.entries)
        echo(f"crawlbook: cannot start from {wanted.what}: no game of {budget} reached it "
             f"(seeds from --seed {seed}, played by the ruleset's policies and random in "
             f"turn). " + (f"The checker says why: {why}" if why else
                           "The checker finds a way to it (no W405): it needs luck or "
                           "choices these policies did not make; give more --tries."),
             err=True)
        sys.exit(1)
    return path


def _blocking(source: str | None, entries: frozenset[str]) -> str | None:
    """The W405 reason of the first of ``entries`` the checker finds unreachable (the
    blocking condition), or None (no source, or reachable)."""
    if source is None or not source.endswith(".mission"):
        return None
    from crawlbook.compiler.api import compile_path

    try:
        result = compile_path(source, build=False)
    except Exception:  # a second opinion only: the search has said enough
        return None
    for diagnostic in result.diagnostics:
        if diagnostic.code == "W405" and any(f"`{e}`" in diagnostic.message for e in entries):
            return diagnostic.message
    return None


def mission_source(target: str) -> str | None:
    """The ``.mission`` file of a MISSION argument (a bundled one's too), if any."""
    from crawlbook.missions import locate

    path = locate(target) or Path(target)
    return str(path) if path.suffix == ".mission" and path.exists() else None


def replay_path(prepared: Any, path: Any, options: Any) -> Any:
    """The game of ``path``, replayed (at the prompt after the entry)."""
    from crawlbook.runtime.fork import replay

    return replay(prepared, path.seed, options, path.answers)


def transcript_name(save_path: str, entry: str) -> Path:
    """``crawlbook-NAME.from-ENTRY.transcript.toml`` beside the save."""
    save = Path(save_path)
    stem = save.name.removesuffix(".json").removesuffix(".save")
    return save.with_name(f"{stem}.from-{_UNSAFE.sub('-', entry).strip('-.')}.transcript.toml")


def write_path(game: Any, save_path: str, mission: str, target_path: str,
               options: list[str], wanted: str) -> Path:
    """The save of ``game`` at ``save_path`` and its transcript beside it (the mission
    named as `crawlbook test` finds it: relative to the transcript, or bundled); returns
    the transcript's path. Exit 1 when either cannot be written."""
    from crawlbook.files import write_atomic
    from crawlbook.runtime.saves import write_save
    from crawlbook.runtime.transcript import dumps, expectations

    transcript = transcript_name(save_path, wanted)
    if Path(target_path).exists():
        mission = os.path.relpath(Path(target_path).resolve(), transcript.resolve().parent)
    try:
        write_save(save_path, game)
        write_atomic(transcript, dumps(mission, game.seed, game.answers, options,
                                       expectations(game), f"crawlbook play --from {wanted}"))
    except OSError as exc:
        echo(f"cannot write the path: {exc.strerror or exc}", err=True)
        sys.exit(1)
    return transcript
