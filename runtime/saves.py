"""Saves: a game as versioned JSON, written atomically (docs/engine.md, "Saves").

A save names its ruleset and holds the seed, the options (in the ruleset's own encoding,
``Engine.options_to_json``) and every answer given, plus a snapshot of the full state
(``Engine.snapshot``). Version 1 saves, made before rulesets were plug-ins, name no
ruleset: they are read with the program's. The engine is deterministic, so loading
replays the answers from the seed and then checks the replayed state against the
snapshot. A save of an edited mission (another
content hash) is replayed too: it loads when every recorded answer is still legal, and
otherwise ``SaveError`` says which answer, at which prompt and entry, no longer fits;
when it loads, the player is told that the mission has changed (``note``).
Reading refuses what is not a regular file and a file larger than the save limit, and any
damage (nested too deeply, a number too long, a field of the wrong shape) is a
``SaveError``, never a traceback; the file is left as it is.
Writing goes to a temporary file in the same folder, fsynced, then ``os.replace``: a
crash mid-save never destroys the previous save.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.prompts import IllegalAnswer

from crawlbook import __version__
from crawlbook.files import TooLarge, over_limit, read_bytes, write_atomic

if TYPE_CHECKING:
    from crawlbook.runtime.game import Game

    from crawlbook.ruleset import Ruleset

FORMAT = "crawlbook-save"
VERSION = 2
SAME_GAME_LIMIT = 64 << 20  # a file larger than this is no earlier save of the game


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why, for the player."""


def game_to_json(game: Game) -> dict[str, Any]:
    mission = game.program.get("mission") or {}
    engine = game.engine
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": engine.name,
        "program": {"content_hash": game.program.get("content_hash"),
                    "number": mission.get("number"), "title": mission.get("title")},
        "engine": __version__,
        "seed": game.seed,
        "options": engine.options_to_json(game.options),
        "answers": list(game.answers),
        "snapshot": engine.snapshot(game.state),
        # Tools may read that the game is over without replaying it; loading replays it
        # anyway (and `crawlbook play --load` then says it is over, it does not resume it).
        "over": game.over,
        **({"result": game.result.to_json()} if game.result is not None else {}),
    }


def game_from_json(program: dict, data: object,
                   note: Callable[[str], None] | None = None, *,
                   ruleset: Ruleset | None = None) -> Game:
    """The game a save's ``data`` holds, replayed on ``program``; ``note`` is told when
    the mission has changed since the save (it still loads). ``ruleset``: the program's,
    when the caller resolved it (``prepare``)."""
    from crawlbook.runtime.game import BadProgram, Game, prepare

    if not isinstance(data, dict):
        raise SaveError("not a crawlbook save: expected a JSON object")
    if data.get("format") != FORMAT:
        raise SaveError(f"not a crawlbook save (format {data.get('format')!r})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("the save has no valid version number")
    if version > VERSION:
        raise SaveError(f"this save is format version {version}, newer than this crawlbook "
                        f"understands ({VERSION}); update crawlbook to load it")
    if version < 1:
        raise SaveError(f"unknown save version {version}")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError("the save's seed must be a whole number")
    answers = data.get("answers")
    if not isinstance(answers, list) or not all(isinstance(a, str) for a in answers):
        raise SaveError("the save's answers must be a list of strings")
    try:
        prepared = prepare(program, ruleset=ruleset)
    except BadProgram as exc:
        raise SaveError(f"cannot set the saved game up: {exc}") from None
    engine = prepared.engine
    saved_with = data.get("ruleset", engine.name) if version >= 2 else engine.name
    if saved_with != engine.name:
        raise SaveError(f"the save is a game of the ruleset `{saved_with}`; this mission is "
                        f"played with `{engine.name}`")
    try:
        options = engine.options_from_json(data.get("options"))
    except ValueError as exc:
        raise SaveError(f"the save's options are damaged: {exc}") from None
    saved = data.get("program")
    if not isinstance(saved, dict):
        saved = {}
    saved_hash = saved.get("content_hash")
    same_program = saved_hash == program.get("content_hash")
    changed = "" if same_program else (
        f" The mission has changed since the save (content hash {str(saved_hash)[:12]} -> "
        f"{str(program.get('content_hash'))[:12]}).")
    made_by = data.get("engine")
    if isinstance(made_by, str) and made_by != __version__:
        # A replay is only exact on the engine that recorded it: say so rather than
        # blaming the file when the rules code has changed underneath it.
        changed += (f" The save was made by crawlbook {made_by}; this is crawlbook "
                    f"{__version__}, whose rules engine may play differently.")
    try:
        game = Game.new(program, seed, options, content=prepared)
    except BadProgram as exc:
        raise SaveError(f"cannot set the saved game up: {exc}") from None
    for i, answer in enumerate(answers, 1):
        prompt = game.prompt
        if prompt is None:
            raise SaveError(f"answer {i} of {len(answers)} (`{answer}`) comes after the end of "
                            f"the game.{changed}")
        try:
            _replay(game, engine, prompt, answer)
        except IllegalAnswer:
            where = prompt.info.get("entry") if prompt.info else None
            at = f" in entry {where}" if where else ""
            raise SaveError(f"answer {i} of {len(answers)} (`{answer}`) is no longer legal at "
                            f"the {prompt.kind} prompt{at}; legal now: "
                            f"{', '.join(prompt.ids())}.{changed}") from None
        except (KeyError, ValueError) as exc:
            raise SaveError(f"replaying answer {i} failed: {exc}.{changed}") from None
    snapshot = data.get("snapshot")
    if same_program:
        if snapshot != engine.snapshot(game.state):
            raise SaveError("the save is damaged: replaying its answers does not give the "
                            f"saved state.{changed}")
    elif isinstance(snapshot, dict):
        entry = snapshot.get("entry")
        if entry is not None and entry not in (program.get("entries") or {}):
            raise SaveError(f"the save was made in entry {entry}, which the mission no longer "
                            f"has.{changed}")
    if not same_program and note is not None:
        note(f"the mission has changed since this save (content hash {str(saved_hash)[:12]} "
             f"-> {str(program.get('content_hash'))[:12]}): its {len(answers)} answers were "
             "replayed on the mission as it is now")
    return game


def _replay(game: Game, engine: Any, prompt: Any, answer: str) -> None:
    """Give a recorded answer. An answer an older engine asked for and this one no longer
    does is handed to the engine's optional ``legacy_answers(prompt, answer)``, which
    says what to answer instead (a list, maybe empty) or None: still illegal."""
    try:
        game.answer(answer)
    except IllegalAnswer:
        instead = engine.legacy_answers(prompt, answer)
        if instead is None:
            raise
        for replacement in instead:
            _replay(game, engine, game.prompt, replacement)


def write_save(path: str | os.PathLike[str], game: Game) -> None:
    """Write ``game`` to ``path`` atomically (``crawlbook.files.write_atomic``: temp file
    in the same folder, fsync, ``os.replace``): a crash never destroys the previous save."""
    write_atomic(path, json.dumps(game.to_json(), indent=1, sort_keys=True) + "\n")


def same_game(path: str | os.PathLike[str], game: Game) -> bool:
    """Whether ``path`` holds a save of ``game`` made earlier: the same program, seed and
    options, its answers the first of the game's (an unreadable file is not)."""
    try:
        data = json.loads(read_bytes(path, SAME_GAME_LIMIT))
    except (OSError, ValueError, RecursionError):
        return False
    if not isinstance(data, dict):
        return False
    mine = game_to_json(game)
    answers = data.get("answers")
    return (data.get("format") == FORMAT and data.get("seed") == game.seed
            and data.get("options") == mine["options"]
            and isinstance(data.get("program"), dict)
            and data["program"].get("content_hash") == mine["program"]["content_hash"]
            and isinstance(answers, list) and answers == game.answers[:len(answers)])


def read_save(path: str | os.PathLike[str], program: dict, limit: int | None = None,
              note: Callable[[str], None] | None = None) -> Game:
    """Load a save file (a regular file of at most ``limit`` bytes) against ``program``;
    ``SaveError`` on any problem; ``note`` hears that the mission has changed."""
    try:
        raw = read_bytes(path, limit)
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except TooLarge as exc:
        raise SaveError(f"{path}: the save is {over_limit('save', exc)}") from None
    except OSError as exc:
        raise SaveError(f"{path}: cannot read the save: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path}: the save is damaged (not UTF-8 text: byte {exc.start})") \
            from None
    if not text.strip():
        raise SaveError(f"{path}: the save file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}: the save is damaged (not valid JSON: {exc.msg} at line "
                        f"{exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise SaveError(f"{path}: the save is damaged (JSON nested too deeply)") from None
    except ValueError:  # a number of more than 4300 digits
        raise SaveError(f"{path}: the save is damaged (a number too long to read)") from None
    try:
        return game_from_json(program, data, note)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    except (TypeError, AttributeError, KeyError, ValueError, IndexError,
            RecursionError, OverflowError) as exc:
        # A field of a shape no crawlbook writes (a list where a table belongs ...).
        raise SaveError(f"{path}: the save is damaged ({type(exc).__name__}: {exc})") \
            from None
