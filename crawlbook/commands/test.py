"""`crawlbook test [PATH...]`: run transcript tests; `--record` writes one
(docs/transcripts.md).

Every ``*.transcript.toml`` under PATHS (default: the current folder) is played with the
core's ``Game`` and checked (``crawlbook.runtime.transcript``), one line per file, then
the failures, then a summary, as pytest prints them. ``--record OUT`` writes a transcript
from a played game: ``--from`` a save (``play --save``) or an event log (``play --log``),
or ``--policy`` playing the mission from ``--seed``.

Exit codes: 0 every transcript passed (or one was recorded), 1 a transcript failed or
cannot be played (a bad file, a mission with errors, an answer no longer legal), or a
recording failed, 2 usage errors (no transcript found, a missing path, a bad option).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import click

from crawlbook.commands.seed import SEED
from crawlbook.commands.sources import InputFile, sandbox_option
from crawlbook.dsl.lines import text_lines
from crawlbook.inert import echo, inert


@click.command(name="test")
@click.argument("paths", nargs=-1)
@click.option("-k", "keyword", metavar="TEXT", help="Only the transcripts whose path holds TEXT.")
@click.option("-x", "--exitfirst", is_flag=True, help="Stop at the first failure.")
@click.option("-q", "--quiet", is_flag=True, help="Print failures and the summary only.")
@click.option("--record", "record_to", type=click.Path(dir_okay=False), metavar="OUT",
              help="Write a transcript to OUT (from --from, or from --policy).")
@click.option("--from", "source", type=InputFile(),
              help="With --record: a save (play --save) or an event log (play --log).")
@click.option("--mission", help="With --record: the mission (a file, or a bundled mission's "
              "number or name; a save of a bundled mission names it).")
@click.option("--seed", type=SEED, help="With --record: the seed (--policy; a log whose "
              "events carry none).")
@click.option("--policy", metavar="NAME", help="With --record: a policy plays the game.")
@click.option("--option", "option_names", multiple=True, metavar="NAME",
              help="With --record from a log or a policy: an optional rule of the ruleset.")
@sandbox_option
def command(paths: tuple[str, ...], keyword: str | None, exitfirst: bool, quiet: bool,
            record_to: str | None, source: str | None, mission: str | None,
            seed: int | None, policy: str | None, option_names: tuple[str, ...],
            sandbox: bool) -> None:
    """Run transcript tests (*.transcript.toml), or record one with --record."""
    if record_to is not None:
        if paths:
            raise click.UsageError("--record takes no PATHS (name the game with --from or "
                                   "--policy)")
        _record(Path(record_to), source, mission, seed, policy, option_names, sandbox)
        return
    if source or policy or mission or seed is not None or option_names:
        raise click.UsageError("--from, --mission, --seed, --policy and --option go with "
                               "--record")
    _run(paths or (".",), keyword, exitfirst, quiet, sandbox)


def run_transcript(path: Path, *, sandbox: bool = False) -> Any:
    """Play one transcript and check what it expects (``sandbox``: docs/security.md): its
    mission compiled here, the driver's side (docs/architecture.md), and played and
    checked by ``runtime/transcript.py``; a ``transcript.Outcome``."""
    from crawlbook.compiler.api import ProgramError, load_program
    from crawlbook.compiler.config import Config, ConfigError
    from crawlbook.runtime.transcript import Outcome, TranscriptError, check, mission_path, play
    from crawlbook.runtime.transcript import read as read_transcript

    try:
        transcript = read_transcript(path, Config(sandbox=sandbox).limits().script)
        mission = mission_path(transcript)
        if sandbox and Path(mission).exists() and not _within(Path(mission), path.parent,
                                                                  _shipped()):
            raise TranscriptError(f"{path}: in the sandbox a transcript's mission is a file "
                                  "of its own folder or a bundled mission")
        program = load_program(mission, sandbox=sandbox)
        game = play(program, transcript.seed, transcript.answers, transcript.options)
    except TranscriptError as exc:
        message = str(exc)
        return Outcome(None, path, error=message if message.startswith(str(path))
                       else f"{path}: {message}")
    except (ProgramError, ConfigError) as exc:
        return Outcome(None, path, error=f"{path}: the mission cannot be played: {exc}")
    return Outcome(transcript, path, failures=list(check(game, transcript.expect)))


def _within(path: Path, *folders: Path) -> bool:
    try:
        return any(path.resolve().is_relative_to(f.resolve()) for f in folders)
    except (OSError, RuntimeError):
        return False


def _shipped() -> Path:
    """The bundled missions' folder (their own transcripts name them by relative path)."""
    from crawlbook.dsl.loader import bundled_root

    return bundled_root()


def _run(paths: tuple[str, ...], keyword: str | None, exitfirst: bool, quiet: bool,
         sandbox: bool = False) -> None:
    from crawlbook.commands.paths import expand
    from crawlbook.runtime import transcript

    files = expand(paths, transcript.SUFFIX)
    if keyword:
        files = [f for f in files if keyword in str(f)]
    if not files:
        raise click.UsageError("no transcript tests (*.transcript.toml) found in "
                               + ", ".join(paths))
    started = time.perf_counter()
    if not quiet:
        echo(f"crawlbook test: {len(files)} transcript{'s' if len(files) != 1 else ''}")
    outcomes = []
    for path in files:
        outcome = run_transcript(path, sandbox=sandbox)
        outcomes.append(outcome)
        if not quiet:
            word = "PASSED" if outcome.passed else ("ERROR" if outcome.error else "FAILED")
            colour = {"PASSED": "green", "FAILED": "red", "ERROR": "red"}[word]
            echo(f"{inert(str(path))} " + click.style(word, fg=colour), made_inert=True)
        if exitfirst and not outcome.passed:
            break
    bad = [o for o in outcomes if not o.passed]
    if bad:
        echo(click.style(" FAILURES ".center(72, "="), fg="red"), made_inert=True)
        for o in bad:
            echo(click.style(inert(f" {o.path} ".center(72, "_")), fg="red"),
                 made_inert=True)
            for line in ([o.error] if o.error else o.failures):
                echo(str(line))
    passed = sum(o.passed for o in outcomes)
    failed = sum(1 for o in bad if o.error is None)
    errors = sum(1 for o in bad if o.error is not None)
    parts = [f"{passed} passed"] + ([f"{failed} failed"] if failed else []) + (
        [f"{errors} error{'s' if errors != 1 else ''}"] if errors else [])
    summary = f" {', '.join(parts)} in {time.perf_counter() - started:.2f}s "
    echo(click.style(summary.center(72, "="), fg="red" if bad else "green"), made_inert=True)
    if bad:
        sys.exit(1)


def _fail(message: str) -> None:
    echo(f"error: {message}", err=True)
    sys.exit(1)


def _record(out: Path, source: str | None, mission: str | None, seed: int | None,
            policy: str | None, option_names: tuple[str, ...], sandbox: bool = False) -> None:
    from crawlbook.compiler.api import MissingProgram, NotAFile, ProgramError, load_program
    from crawlbook.compiler.config import ConfigError
    from crawlbook.runtime import transcript

    if (source is None) == (policy is None):
        raise click.UsageError("--record needs --from SAVE_OR_LOG or --policy NAME")
    data: Any = None
    if source is not None:
        data = _read_source(Path(source))
        if isinstance(data, dict) and mission is None:
            mission = _bundled_of(data)
    if mission is None:
        raise click.UsageError("name the mission with --mission")
    try:
        program = load_program(mission, sandbox=sandbox)
    except (NotAFile, ConfigError) as exc:
        raise click.UsageError(str(exc)) from None
    except MissingProgram as exc:
        raise click.UsageError(str(exc)) from None
    except ProgramError as exc:
        _fail(str(exc).rstrip("\n"))
        return
    try:
        if isinstance(data, dict):  # a save
            from crawlbook.runtime.saves import SaveError, game_from_json

            try:
                game = game_from_json(program, data)
            except SaveError as exc:
                _fail(f"{source}: {exc}")
                return
            except (TypeError, AttributeError, KeyError, ValueError, IndexError) as exc:
                _fail(f"{source}: the save is damaged ({type(exc).__name__}: {exc})")
                return
            options = game.engine.enabled_options(game.options)
            answers, seed_used, what = list(game.answers), game.seed, f"the save {source}"
        elif data is not None:  # an event log
            log_seed = seed if seed is not None else _log_seed(data)
            if log_seed is None:
                raise click.UsageError("the log names no seed: give it with --seed")
            seed_used = log_seed
            options = list(option_names)
            answers = transcript.answers_from_log(program, seed_used, data, options)
            what = f"the event log {source}"
        else:
            if seed is None:
                raise click.UsageError("--policy needs --seed")
            seed_used, options = seed, list(option_names)
            answers = _policy_answers(program, seed, policy or "", options)
            what = f"the policy {policy}, seed {seed}"
        game = transcript.play(program, seed_used, answers, options)
    except transcript.TranscriptError as exc:
        _fail(str(exc))
        return
    where = _relative(mission, out)
    text = transcript.dumps(where, seed_used, answers, options,
                            transcript.expectations(game), what)
    from crawlbook.files import write_atomic

    try:
        write_atomic(out, text)
    except OSError as exc:
        _fail(f"{out}: cannot write it: {exc.strerror or exc}")
    echo(f"recorded {out}: {len(answers)} answers, "
               f"{game.result.kind if game.result else 'not over'}")


def _read_source(path: Path) -> Any:
    """A save (a JSON object) or an event log (JSON lines: a list of events), read within
    the save limit (docs/security.md)."""
    from crawlbook.compiler.config import Config, ConfigError
    from crawlbook.files import read_text

    try:
        text = read_text(path, Config().limits().save)
    except (OSError, UnicodeDecodeError, ConfigError) as exc:
        _fail(f"{path}: cannot read it: {exc}")
    try:
        data = json.loads(text)
        if isinstance(data, dict) and data.get("format") == "crawlbook-save":
            return data
    except (ValueError, RecursionError):  # not one JSON value: maybe JSON lines
        pass
    events = []
    for number, line in enumerate(text_lines(text), 1):
        if not line.strip():
            continue
        try:
            event = json.loads(line)
        except json.JSONDecodeError as exc:
            _fail(f"{path}:{number}: neither a save nor an event log ({exc.msg})")
        except (ValueError, RecursionError):  # a number too long, nested too deeply
            _fail(f"{path}:{number}: neither a save nor an event log (damaged JSON)")
        if not isinstance(event, dict) or "type" not in event:
            _fail(f"{path}:{number}: not an event of an event log")
        events.append(event)
    if not events:
        _fail(f"{path}: the file is empty")
    return events


def _log_seed(log: list[dict[str, Any]]) -> int | None:
    """The seed of the first event that carries one (a ruleset's set-up event)."""
    for event in log:
        value = event.get("seed")
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def _bundled_of(save: dict[str, Any]) -> str | None:
    from crawlbook.missions import find

    number = (save.get("program") or {}).get("number")
    if isinstance(number, int) and find(str(number)) is not None:
        return str(find(str(number)))
    return None


def _policy_answers(program: dict[str, Any], seed: int, name: str,
                    options: list[str]) -> list[str]:
    from crawlbook.runtime.policies import PolicyLoadError, load_policy, policy_seed, start_policy
    from crawlbook.runtime.transcript import play

    game = play(program, seed, [], options)
    try:
        chooser = load_policy(name, game.plugin)(policy_seed(seed))
    except PolicyLoadError as exc:
        raise click.BadParameter(str(exc), param_hint="--policy") from None
    start_policy(chooser, game)
    limit = 100_000
    while game.prompt is not None and len(game.answers) < limit:
        game.answer(chooser.choose(game.prompt))
    return list(game.answers)


def _relative(mission: str, out: Path) -> str:
    """The mission as the transcript names it: relative to the transcript's folder."""
    import os

    path = Path(mission)
    if not path.exists():
        return mission
    return Path(os.path.relpath(path.resolve(), out.resolve().parent)).as_posix()
