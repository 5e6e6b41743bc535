"""Transcript tests: a mission, a seed, the answers, and what must be seen when they are
played (`crawlbook test`, docs/transcripts.md).

A transcript is a small TOML file (``NAME.transcript.toml``). ``crawlbook test``
(``crawlbook/commands/test.py``, which compiles its mission: this module imports neither
the language nor the compiler) plays it with the core's ``Game`` (``play``; any ruleset:
nothing here names one) and checks each expectation against the game (``check``): the
result (kind, the ruleset's outcome word, cause, score), the entries read in order, the
Log Entries and markers at the end, and text that must (or must not) appear in
the event log. ``record`` writes one from a played game: a save (its seed, options and
answers), an event log (the answers are found again by replaying the seed: at each prompt
the answer whose events are the log's), or a policy. A transcript is read within the
script limit; in the sandbox (docs/security.md) its mission must be a file of its own
folder tree or a bundled mission.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crawlbook.runtime.rng import SEED_MAX

SUFFIX = ".transcript.toml"
EXPECTATIONS = ("result", "outcome", "cause", "score", "over", "entries", "not_entries",
                "log_entries", "markers", "text", "not_text")


class TranscriptError(ValueError):
    """A transcript that cannot be played (bad file, mission or answer); the message says
    why, naming the file."""


@dataclass
class Transcript:
    path: Path
    mission: str
    seed: int
    answers: list[str]
    options: list[str] = field(default_factory=list)
    expect: dict[str, Any] = field(default_factory=dict)
    name: str = ""


@dataclass
class Outcome:
    """One transcript played: ``failures`` empty when every expectation held."""

    transcript: Transcript | None
    path: Path
    failures: list[str] = field(default_factory=list)
    error: str | None = None

    @property
    def passed(self) -> bool:
        return not self.failures and self.error is None


# ---------------------------------------------------------------------- reading


def read(path: Path, limit: int | None = None) -> Transcript:
    """The transcript of ``path`` (a regular file of at most ``limit`` bytes)."""
    from crawlbook.files import read_text

    try:
        data = tomllib.loads(read_text(path, limit))
    except (OSError, UnicodeDecodeError) as exc:
        raise TranscriptError(f"{path}: cannot read it: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise TranscriptError(f"{path}: not a transcript: {exc}") from None
    except RecursionError:  # tomllib reads nested arrays by recursion
        raise TranscriptError(f"{path}: not a transcript: nested too deeply") from None
    except ValueError:  # a number of more digits than Python converts (4,300)
        raise TranscriptError(f"{path}: not a transcript: a number of too many digits "
                              f"(a seed is a whole number from 0 to {SEED_MAX})") from None
    mission, seed, answers = data.get("mission"), data.get("seed"), data.get("answers", [])
    options, expect = data.get("options", []), data.get("expect", {})
    if not isinstance(mission, str) or not mission:
        raise TranscriptError(f"{path}: `mission` must name a mission file")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= SEED_MAX:
        raise TranscriptError(f"{path}: `seed` must be a whole number from 0 to {SEED_MAX}")
    if not isinstance(answers, list) or not all(isinstance(a, str) for a in answers):
        raise TranscriptError(f"{path}: `answers` must be a list of strings")
    if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
        raise TranscriptError(f"{path}: `options` must be a list of option names")
    if not isinstance(expect, dict):
        raise TranscriptError(f"{path}: `[expect]` must be a table")
    unknown = sorted(set(expect) - set(EXPECTATIONS))
    if unknown:
        raise TranscriptError(f"{path}: unknown expectation `{unknown[0]}` (known: "
                              f"{', '.join(EXPECTATIONS)})")
    extra = sorted(set(data) - {"mission", "seed", "answers", "options", "expect", "name"})
    if extra:
        raise TranscriptError(f"{path}: unknown key `{extra[0]}`")
    return Transcript(path, mission, seed, list(answers), list(options), dict(expect),
                      str(data.get("name", "")))


def mission_path(transcript: Transcript) -> str:
    """The mission file: relative to the transcript, else a bundled mission's name."""
    here = (transcript.path.parent / transcript.mission)
    return str(here) if here.exists() else transcript.mission


# ---------------------------------------------------------------------- playing


def play(program: dict[str, Any], seed: int, answers: Sequence[str],
         options: Sequence[str] = ()) -> Any:
    """The game of ``program`` with ``seed``, ``options`` and ``answers``; raises
    ``TranscriptError`` for an answer that is not legal where it is given."""
    from crawlbook.runtime.game import BadProgram, Game, make_options, prepare
    from crawlbook.runtime.prompts import IllegalAnswer

    from crawlbook.ruleset import UnknownOption

    try:
        prepared = prepare(program)
        game = Game.new(program, seed, make_options(prepared.engine, options),
                        content=prepared)
    except (BadProgram, UnknownOption) as exc:
        raise TranscriptError(f"cannot set the game up: {exc}") from None
    for i, answer in enumerate(answers, 1):
        prompt = game.prompt
        if prompt is None:
            raise TranscriptError(f"answer {i} of {len(answers)} (`{answer}`) comes after "
                                  "the end of the game")
        try:
            game.answer(answer)
        except IllegalAnswer:
            where = (prompt.info or {}).get("entry")
            at = f" in entry {where}" if where else ""
            raise TranscriptError(f"answer {i} (`{answer}`) is not legal at the "
                                  f"{prompt.kind} prompt{at}; legal: "
                                  f"{', '.join(prompt.ids())}") from None
    return game


def entries_read(log: Iterable[dict[str, Any]]) -> list[str]:
    """The entries read, each once, in the order first read (the interpreter's
    ``entry`` events)."""
    return list(dict.fromkeys(str(e.get("id")) for e in log if e.get("type") == "entry"))


def _texts(log: Iterable[dict[str, Any]]) -> str:
    """Every text of the event log, blanks collapsed, one per line."""
    found: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            found.append(" ".join(value.split()))
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for event in log:
        walk(event)
    return "\n".join(found)


def check(game: Any, expect: dict[str, Any]) -> Iterator[str]:
    """Why ``game`` does not meet ``expect`` (nothing when it does)."""
    result = game.result
    over = expect.get("over", any(k in expect for k in ("result", "outcome", "score")))
    if over and result is None:
        yield f"the game is not over after the answers (it waits at a {game.prompt.kind} " \
              "prompt)"
    elif expect.get("over") is False and result is not None:
        yield f"the game is over ({result.kind}) but `over = false` was expected"
    if result is not None:
        for key, played in (("result", result.kind), ("outcome", result.outcome),
                            ("cause", result.cause), ("score", result.score)):
            if key in expect and expect[key] != played:
                yield f"{key}: expected {expect[key]!r}, played {played!r}"
    read = entries_read(game.log)
    wanted = [str(e) for e in expect.get("entries", [])]
    at = 0
    for entry in wanted:
        try:
            at = read.index(entry, at) + 1
        except ValueError:
            where = "never read" if entry not in read else "read, but before an entry above"
            yield f"entries: `{entry}` was {where} (read: {' '.join(read) or 'none'})"
            break
    for entry in expect.get("not_entries", []):
        if str(entry) in read:
            yield f"not_entries: `{entry}` was read"
    state = game.state
    for key, held in (("log_entries", state.log_entries), ("markers", state.markers)):
        if key in expect and sorted(str(x).upper() for x in expect[key]) != sorted(held):
            yield f"{key}: expected {sorted(expect[key])}, the game ends with {sorted(held)}"
    texts = _texts(game.log)
    for text in expect.get("text", []):
        if " ".join(str(text).split()) not in texts:
            yield f"text: {text!r} never appears"
    for text in expect.get("not_text", []):
        if " ".join(str(text).split()) in texts:
            yield f"not_text: {text!r} appears"


# ---------------------------------------------------------------------- recording


def answers_from_log(program: dict[str, Any], seed: int, log: Sequence[dict[str, Any]],
                     options: Sequence[str] = ()) -> list[str]:
    """The answers that replay ``log`` from ``seed``. A log of today's version has them
    in its ``answer`` events (docs/event-log.md): they are replayed and checked against
    every event. An older log has none: at each prompt, the answer whose events are the
    log's next events (``seq`` aside) is searched for. Raises ``TranscriptError`` when no
    answers replay the log (another seed, mission or engine)."""
    def plain(event: dict[str, Any]) -> Any:
        # As the log file has it: JSON (tuples are lists), without `seq`.
        return json.loads(json.dumps({k: v for k, v in event.items() if k != "seq"}))

    if any(e.get("type") in OFFER_EVENTS for e in log):
        recorded = [str(e.get("choice")) for e in log if e.get("type") == "answer"]
        game = play(program, seed, recorded, options)
        if len(game.log) != len(log) or any(
                plain(a) != plain(b) for a, b in zip(game.log, log, strict=False)):
            raise TranscriptError(f"the log does not follow from seed {seed}: its answers "
                                  "give other events")
        return recorded
    return _search_answers(program, seed, log, options, plain)


# The core's events of a prompt offered and answered (``Game``): a log recorded before
# they were written has none, and is compared with them left out.
OFFER_EVENTS = ("prompt", "answer")


def _search_answers(program: dict[str, Any], seed: int, log: Sequence[dict[str, Any]],
                    options: Sequence[str], plain: Callable[[dict[str, Any]], Any]
                    ) -> list[str]:
    """``answers_from_log`` for a log without ``answer`` events (an older version)."""
    def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
        return bool(plain(a) == plain(b))

    def events(game: Any) -> list[dict[str, Any]]:
        return [e for e in game.log if e.get("type") not in OFFER_EVENTS]

    def follows(game: Any, start: int) -> bool:
        new = events(game)[start:]
        return start + len(new) <= len(log) and all(
            same(a, b) for a, b in zip(new, log[start:start + len(new)], strict=True))

    answers: list[str] = []
    game = play(program, seed, answers, options)
    if not follows(game, 0):
        raise TranscriptError(f"the log does not follow from seed {seed}: its first events "
                              "differ")
    # A depth-first search: an answer that writes no event before the next prompt cannot
    # be told from another until later, so a dead end goes back to the last choice.
    untried: list[list[str]] = []
    while True:
        if len(events(game)) == len(log):
            return answers
        untried.append([c.id for c in game.prompt.choices] if game.prompt else [])
        while True:
            if not untried:
                raise TranscriptError(f"the log does not follow from seed {seed}: no "
                                      "answers give its events")
            if untried[-1]:
                choice = untried[-1].pop(0)
                done = len(events(game))
                trial = play(program, seed, [*answers, choice], options)
                if follows(trial, done if events(trial)[:done] == events(game) else 0):
                    answers.append(choice)
                    game = trial
                    break
            else:
                untried.pop()
                if not answers:
                    continue
                answers.pop()
                game = play(program, seed, answers, options)


def expectations(game: Any) -> dict[str, Any]:
    """What a played game shows, as a transcript's ``[expect]`` table."""
    expect: dict[str, Any] = {}
    if game.result is not None:
        expect.update(result=game.result.kind, outcome=game.result.outcome,
                      score=game.result.score)
        if game.result.cause is not None:
            expect["cause"] = game.result.cause
    else:
        expect["over"] = False
    expect["entries"] = entries_read(game.log)
    expect["log_entries"] = sorted(game.state.log_entries)
    expect["markers"] = sorted(game.state.markers)
    return expect


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    items = [_toml(v) for v in value]
    line = "[" + ", ".join(items) + "]"
    if len(line) <= 88:
        return line
    rows, row = [], ""
    for item in items:
        if row and len(row) + len(item) + 2 > 84:
            rows.append(row)
            row = ""
        row += item + ", "
    rows.append(row)
    return "[\n" + "\n".join("  " + r.rstrip() for r in rows) + "\n]"


def dumps(mission: str, seed: int, answers: Sequence[str], options: Sequence[str],
          expect: dict[str, Any], source: str) -> str:
    """A transcript file's text."""
    out = [f"# A transcript test (docs/transcripts.md), recorded from {source}.",
           "# `crawlbook test` plays the answers from the seed and checks [expect];",
           "# add `text = [\"...\"]` for prose that must be read.",
           f"mission = {_toml(mission)}", f"seed = {seed}"]
    if options:
        out.append(f"options = {_toml(list(options))}")
    out += [f"answers = {_toml(list(answers))}", "", "[expect]"]
    out += [f"{key} = {_toml(value)}" for key, value in expect.items()]
    return "\n".join(out) + "\n"
