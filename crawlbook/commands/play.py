"""`crawlbook play [MISSION]`: play a mission in the console (docs/playing.md).

MISSION is a ``.mission`` file (compiled on the fly), a built ``.json`` program, or a
bundled mission by number or name; without it the first bundled mission (the training
mission, number 0) is played. ``--option NAME`` turns on an optional rule of the
mission's ruleset (``game_options``); ``--policy`` names a policy of that ruleset or of
the core. Exit codes: 0 the game ended (won, drawn or lost) or the player saved and
left; 1 a mission that does not compile or cannot be played, a save or script that cannot
be loaded (damaged, larger than its limit), a save that cannot be written, or a
``--from`` entry no game of ``--tries`` reached; 2 usage errors (a missing file, a FIFO
or a device named as a mission, save or script, a bad ``--think``, a ``--from`` that
names nothing of the mission).

The default save file is named after the mission's file (``crawlbook-NAME.save.json``
here), so two missions of the same number never share one.
"""

from __future__ import annotations

import os
import re
import shlex
import sys
from pathlib import Path
from typing import Any, NoReturn

import click

from crawlbook.commands.game_options import (
    OptionsCommand,
    add_option_params,
    chosen_options,
    replay_flags,
)
from crawlbook.commands.playfrom_cli import (
    find_or_exit,
    from_options,
    from_problem,
    mission_source,
    replay_path,
    write_path,
)
from crawlbook.commands.playtest_options import search_budget, search_factory, think_options
from crawlbook.commands.seed import SEED
from crawlbook.commands.sources import InputFile, sandbox_option
from crawlbook.dsl.lines import text_lines
from crawlbook.inert import echo
from crawlbook.invocation import command_name


def _fail(message: str) -> NoReturn:
    echo(message, err=True)
    sys.exit(1)


def _saved_mission(load_path: str, limit: int) -> str | None:
    """The name of the bundled mission a save was made with, if it names one (its number
    and ruleset: missions of two rulesets may share a number)."""
    import json

    from crawlbook.files import read_text
    from crawlbook.missions import by_number, name_of

    try:
        data = json.loads(read_text(load_path, limit))
        number = data["program"]["number"]
        ruleset = data.get("ruleset")
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None  # read_save will say what is wrong with the file
    if not isinstance(number, int):
        return None
    found = by_number(number, ruleset if isinstance(ruleset, str) else None)
    return name_of(found) if found is not None else None


def _resolve(mission: str | None) -> tuple[str, str, Path]:
    """(what to load, how to name it again on a command line, its file: resolved once,
    by ``sources.mission_source``)."""
    from crawlbook.missions import bundled

    if mission is None:
        missions = bundled()
        if not missions:
            raise click.UsageError("no bundled mission is installed; name a mission file")
        return str(missions[0].path), str(missions[0].number), missions[0].path
    from crawlbook.commands.sources import mission_source

    return mission, mission, mission_source(mission).path


@click.command(name="play", cls=OptionsCommand)
@click.argument("mission", required=False)
@click.option("--seed", type=SEED, help="The game's seed (default: random, printed).")
@click.option("--load", "load_path", type=InputFile(), help="Go on with a saved game.")
@click.option("--save", "save_path", type=click.Path(dir_okay=False),
              help="Where saves go (default: the --load file, else "
                   "crawlbook-NAME.save.json here, NAME the mission file's).")
@click.option("--log", "log_path", type=click.Path(dir_okay=False),
              help="Write the event log to FILE (JSON lines).")
@click.option("--script", "script_path", type=InputFile(),
              help="Read the answers from FILE, one typed line each.")
@click.option("--policy", metavar="NAME",
              help="No person: a policy answers every prompt (random, a policy of the "
                   "mission's ruleset as `crawlbook rulesets` lists them, or "
                   "module:Class).")
@think_options
@from_options
@click.option("--no-color", is_flag=True, help="No colours or styles (also: NO_COLOR).")
@click.option("--web", is_flag=True,
              help="Play in the browser instead (as `crawlbook serve`, docs/playing.md).")
@sandbox_option
def command(mission: str | None, seed: int | None, load_path: str | None,
            save_path: str | None, log_path: str | None, script_path: str | None,
            policy: str | None, think: str | None, rollout: str | None,
            from_: str | None, tries: int | None, no_color: bool, web: bool, sandbox: bool,
            option_names: tuple[str, ...], **legacy: bool) -> None:
    """Play a mission in the console (default: the training mission).

    At every prompt: type an option's number (Enter takes the default), or one of
    help, status, map, log, hint, save [FILE], quit. Ctrl-C or end of input saves and
    leaves.
    """
    from crawlbook.runtime.console import make_console, no_color_requested

    if web:
        _play_in_browser(mission, seed, load_path, save_path, sandbox, option_names, legacy,
                         console_only=(log_path, script_path, policy, think, rollout, from_))
        return
    problem = usage_problem(script_path, policy, from_, tries, load_path)
    if problem is not None:
        raise click.UsageError(problem)
    from crawlbook.commands.sources import check_folder

    check_folder(save_path)
    check_folder(log_path)
    target, name, program, prepared, limits = load_mission(mission, load_path, sandbox)
    ruleset = prepared.plugin  # resolved once, by prepare
    budget = search_budget(policy, think, rollout, ruleset, hint=True)
    policy_factory = _policy_factory(policy, budget, rollout, ruleset)
    options = chosen_options(prepared, option_names, legacy)
    console = make_console(no_color=no_color_requested(no_color))
    if load_path is not None and (option_names or any(legacy.values()) or seed is not None):
        echo("note: --seed and --option come from the save", err=True)
    game, path = _start_game(target, program, prepared, options, seed, load_path, from_,
                             tries, limits)
    if save_path is None:
        save_path = load_path or default_save_name(program)
    flags = replay_flags(game.engine, game.options)
    resume = resume_command(name)
    if game.over:
        _tell_over(console, game, resume)
        sys.exit(0)
    console.print(seed_line(resume, game.seed, flags), markup=False)
    if from_ is not None:
        written = write_path(game, save_path, name, target,
                             game.engine.enabled_options(game.options), from_)
        console.print(reached_line(path, len(game.answers), save_path, written),
                      markup=False, soft_wrap=True)
    answers = _answers(game, script_path, policy_factory, limits)
    # After --load or --from the console tells where the game stands.
    loaded = load_path is not None or path is not None
    sys.exit(_run_session(game, console, answers, save_path, resume + flags, log_path,
                          budget, loaded))


# -- what the command line asks, worked out without doing it (pure) ----------------------
def usage_problem(script_path: str | None, policy: str | None, from_: str | None,
                  tries: int | None, load_path: str | None) -> str | None:
    """Why these console options cannot go together (a usage error), or None."""
    if script_path and policy:
        return "--script and --policy both answer the prompts: give one"
    problem = from_problem(from_, tries)
    if problem is not None:
        return problem
    if from_ is not None and load_path is not None:
        return "--from starts a new game where ENTRY is reached: not with --load"
    return None


def resume_command(name: str) -> str:
    """The command line that plays mission ``name`` again."""
    return f"{command_name()} play {shlex.quote(name)}"


def seed_line(resume: str, seed: int, flags: str) -> str:
    """The first line of a game: how to replay it."""
    return f"{resume} --seed {seed}{flags}   (the same seed and answers replay this game)"


def reached_line(path: Any, answers: int, save_path: str, transcript: Path) -> str:
    """What ``--from`` found (``path``, a ``playfrom.Path``) and where it was written."""
    return (f"Reached entry {path.entry} after {answers} answers (found by {path.policy} "
            f"in game {path.tries}). Saved to {save_path}; the path replays with: "
            f"{command_name()} test {transcript}")


# -- the steps of `play`, each with its own errors ---------------------------------------
def _play_in_browser(mission: str | None, seed: int | None, load_path: str | None,
                     save_path: str | None, sandbox: bool, option_names: tuple[str, ...],
                     legacy: dict[str, bool], console_only: tuple[Any, ...]) -> None:
    """``--web``: the game in the browser, as `crawlbook serve` plays it."""
    from crawlbook.commands.serve import serve

    if any(console_only):
        raise click.UsageError("--web plays in the browser: --log, --script, --policy, "
                               "--think, --rollout and --from are the console's")
    serve(mission, seed=seed, load_path=load_path, save_path=save_path, host="127.0.0.1",
          port=0, open_browser=True, sandbox=sandbox, option_names=option_names,
          legacy=dict(legacy))


def _policy_factory(policy: str | None, budget: Any, rollout: str | None,
                    ruleset: Any) -> Any:
    """What builds ``--policy``'s chooser (a search, a ruleset's or the core's policy);
    None without ``--policy``. A name that loads nothing is a usage error."""
    from crawlbook.runtime.policies import PolicyLoadError, load_policy

    if not policy:
        return None
    try:
        return search_factory(policy, budget, rollout) or load_policy(policy, ruleset)
    except PolicyLoadError as exc:
        raise click.BadParameter(str(exc), param_hint="--policy") from None


def _start_game(target: str, program: dict[str, Any], prepared: Any, options: Any,
                seed: int | None, load_path: str | None, from_: str | None,
                tries: int | None, limits: Any) -> tuple[Any, Any]:
    """(the game to play, the ``--from`` path that reached it or None): a save's game, the
    game ``--from`` found, or a new one (a random seed when none is given). A save or a
    program that cannot be played exits 1 with the reason."""
    from crawlbook.runtime.game import BadProgram, Game
    from crawlbook.runtime.saves import SaveError, read_save

    path = None
    try:
        if load_path is not None:
            game = read_save(load_path, program, limits.save,
                             note=lambda text: echo(f"note: {text}", err=True))
        elif from_ is not None:
            # The path's seed and answers: --seed seeds the search (default 0).
            path = find_or_exit(prepared, from_, options, seed or 0, tries,
                                mission_source(target))
            game = replay_path(prepared, path, options)
        else:
            if seed is None:
                seed = int.from_bytes(os.urandom(4), "big")
            game = Game.new(program, seed, options, content=prepared)
    except SaveError as exc:
        _fail(f"cannot load the save: {exc}")
    except BadProgram as exc:
        _fail(f"{target}: cannot play this program: {exc}")
    return game, path


def _tell_over(console: Any, game: Any, resume: str) -> None:
    """A finished game's save: it is not resumed (docs/playing.md, "Saving"). Its end is
    told as the ruleset's console told it (the log's last event), not as the Result's raw
    words."""
    from crawlbook.runtime.console import ConsoleView

    if game.log:
        ConsoleView(console, game).events(len(game.log) - 1)
    console.print(f"The saved game is over. Play the mission again with: {resume}",
                  markup=False, soft_wrap=True)


def _answers(game: Any, script_path: str | None, policy_factory: Any, limits: Any) -> Any:
    """Who answers the prompts: ``--script``'s lines, ``--policy``'s chooser (started on
    this game) or the person at the terminal. A script that cannot be read exits 1."""
    from crawlbook.compiler.config import Limits
    from crawlbook.files import TooLarge, read_text
    from crawlbook.runtime.console import PolicyAnswers, ScriptAnswers, TerminalAnswers
    from crawlbook.runtime.policies import policy_seed, start_policy

    if script_path:
        try:
            lines = text_lines(read_text(script_path, limits.script, errors="replace"))
        except TooLarge as exc:
            _fail(f"{script_path}: {Limits.over('script', exc)}")
        except OSError as exc:
            _fail(f"{script_path}: cannot read the script: {exc.strerror or exc}")
        return ScriptAnswers(lines)
    if policy_factory is not None:
        chooser = policy_factory(policy_seed(game.seed))
        start_policy(chooser, game)
        return PolicyAnswers(chooser)
    return TerminalAnswers()


def _run_session(game: Any, console: Any, answers: Any, save_path: str, resume: str,
                 log_path: str | None, budget: Any, loaded: bool) -> int:
    """Play ``game`` to its end or until the player leaves (the session saves): the exit
    code. An event log that cannot be written, or an engine fault, exits 1 with a
    message, never a traceback."""
    from crawlbook.runtime.console import ConsoleView, Session

    event_log = None
    if log_path:
        try:
            event_log = open(log_path, "w", encoding="utf-8")
        except OSError as exc:
            _fail(f"{log_path}: cannot write the event log: {exc.strerror or exc}")
    session = Session(game, ConsoleView(console, game), answers, save_path=Path(save_path),
                      resume=resume, event_log=event_log, hint=budget)
    try:
        code: int = session.run(loaded=loaded)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away (`| head`); the session saved the game
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        sys.exit(0)
    except Exception as exc:  # an engine fault: a message, never a traceback
        _fail(f"internal error: {type(exc).__name__}: {exc} (please report it with the "
              f"seed and your answers)")
    finally:
        if event_log is not None:
            event_log.close()
    return code


add_option_params(command)


def load_mission(mission: str | None, load_path: str | None,
                 sandbox: bool) -> tuple[str, str, dict[str, Any], Any, Any]:
    """The mission to play as `crawlbook play` and `crawlbook serve` read it (a save's own
    mission when none is named): its path or bundled name, its name, the program, the
    prepared program and the input limits. A mission that cannot be played exits 1 with
    the reason."""
    from crawlbook.compiler.api import ProgramError, load_program
    from crawlbook.runtime.game import BadProgram, prepare

    limits = _config(None, sandbox).limits()
    if mission is None and load_path is not None:
        mission = _saved_mission(load_path, limits.save)
    target, name, path = _resolve(mission)
    config = _config(path, sandbox)
    try:
        program = load_program(path, config)
    except ProgramError as exc:
        _fail(str(exc).rstrip("\n"))
    try:
        prepared = prepare(program)
    except BadProgram as exc:
        _fail(f"{target}: cannot play this program: {exc}")
    return target, name, program, prepared, config.limits()


def _config(path: Path | None, sandbox: bool) -> Any:
    """The configuration of the mission file ``path`` (None: the environment's alone): its
    limits and the sandbox. A bad one is a usage error."""
    from crawlbook.commands.sources import input_config

    if path is None:
        from crawlbook.compiler.config import Config, ConfigError

        try:
            config = Config(sandbox=sandbox)
            config.limits()
        except ConfigError as exc:
            raise click.UsageError(str(exc)) from None
        return config
    return input_config(path, sandbox=sandbox)


_UNSAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")


def default_save_name(program: dict) -> str:
    """``crawlbook-NAME.save.json``: NAME is the stem of the mission's file (its
    ``source``), reduced to letters, digits, ``.``, ``_`` and ``-``, so two missions of
    one number never share a save; a program without a source falls back to the mission's
    number (``crawlbook-mission-N.save.json``, the former default)."""
    source = program.get("source")
    path = source.get("path") if isinstance(source, dict) else None
    if isinstance(path, str) and path:
        stem = re.split(r"[\\/]", path)[-1]
        for suffix in (".mission", ".json"):
            stem = stem.removesuffix(suffix)
        stem = _UNSAFE_NAME.sub("-", stem).strip("-.")
        if stem:
            return f"crawlbook-{stem}.save.json"
    return f"crawlbook-mission-{_number(program)}.save.json"


def _number(program: dict) -> str:
    """The mission's number in the default save name; a ruleset other than the default
    adds its name (missions of two rulesets may share a number)."""
    from crawlbook import plugins
    from crawlbook.runtime.program import ruleset_name

    number = (program.get("mission") or {}).get("number")
    text = str(number) if number is not None else "x"
    ruleset = ruleset_name(program)
    return text if not ruleset or ruleset == plugins.default_name() else f"{ruleset}-{text}"
