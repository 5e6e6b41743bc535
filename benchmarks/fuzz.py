"""Fuzz crawlbook with hostile input: mutated booklets, compiled programs and saves, run
through the API and the command line, each case under a time limit.

Figures: docs/limits.md, "Fuzzing". Not part of the test suite (it runs for minutes); the
reproducers it finds become tests (tests/safety/).

Run: ``.venv/bin/python benchmarks/fuzz.py -n 100000 [--seed 1] [--workers 2]
[--timeout 10] [--out fuzz-failures]``; one case again, in this process, with its
traceback: ``benchmarks/fuzz.py --seed 1 --case 1234``.

Each case is made from ``(seed, index)`` alone (crawlbook's own ``Rng``, so a case is the
same on any machine and in any worker) and classified as

- ``ok``: accepted, nothing to report;
- ``diagnostic``: refused with a clean message (diagnostics, ``ProgramError``,
  ``SaveError``, ``BadProgram``, a command's exit code 1 or 2 and its message);
- ``traceback``: an exception escaped (or a command printed a traceback, or exited with
  another code);
- ``hang``: the case ran longer than ``--timeout`` seconds (interrupted by an alarm in
  the worker; a worker that does not answer the alarm is killed);
- ``bad position``: a diagnostic whose line or column is not inside the file, or which is
  not where the case put the fault it reports;
- ``unsafe output``: a report, the console or a command printed a character a terminal
  obeys (escape, C1, bidi, line separators, lone surrogates).

The mix (weights of ``KINDS``): mostly API cases (booklets checked and built, programs
loaded and played, saves loaded, the console renderer), and a sample through the
command line (``CliRunner``: check, build, graph, booklet, play --script, simulate).
The summary gives the counts by class and kind, and the first reproducers of each failure
class are written to ``--out`` (the input files, ``case.json`` and the traceback).
"""

from __future__ import annotations

import argparse
import gc
import io
import json
import multiprocessing
import os
import re
import resource
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
MISSIONS = ROOT / "missions"
CLEAN = ROOT / "tests" / "data" / "cases" / "clean.mission"

# What a terminal obeys (written out here, independent of crawlbook's own sanitising).
DANGEROUS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029"
                       "\ud800-\udfff]")
SGR = re.compile("\x1b\\[[0-9;]*m")
# Characters the mutations put in: C0, C1, bidi controls, line separators, BOM, odd
# spaces, the booklet's own punctuation.
ODD = ("\x00\x07\x08\t\x0b\x0c\r\x1b\x1c\x7f\x80\x85\x9b\x9f\u00a0\u200e\u200f\u202a"
       "\u202e\u2066\u2069\u2028\u2029\ufeff\ufffd[]\\→•=-.·()")
HOSTILE = ("\x1b]0;pwned\x07\x1b[2J\r\x9b2J\x85\u202eevil\u2066\u2028\ud800"
           "[bold]b[/bold]")
LINE = re.compile("\r\n|\r|\n")  # the one definition of a line (docs/language.md)
MEMORY = 1024 * 1024 * 1024  # a worker's address space: a runaway read fails, not the host


class Hang(BaseException):
    """Raised by the alarm in a worker: a BaseException, so that no ``except Exception``
    of the code under test swallows it."""


# --------------------------------------------------------------------- the corpus
@dataclass
class Corpus:
    """What cases are made from, built once before the workers fork."""

    texts: dict[str, str]            # bundled missions and the clean case, as written
    included: dict[str, list[Any]]   # the parsed documents each one INCLUDEs (read once)
    programs: dict[str, dict[str, Any]]
    saves: dict[str, list[dict[str, Any]]]
    folder: Path                     # odd files for INCLUDE: a FIFO, a folder, ...


def build_corpus(folder: Path) -> Corpus:
    from crawlbook.compiler.api import compile_path
    from crawlbook.compiler.config import Config
    from crawlbook.dsl.loader import load
    from crawlbook.runtime.game import Game
    from crawlbook.runtime.rng import Rng

    paths = [*sorted(MISSIONS.glob("*.mission")), CLEAN]
    texts = {p.name: p.read_text(encoding="utf-8") for p in paths}
    included = {p.name: load(str(p)).documents[1:] for p in paths}
    programs: dict[str, dict[str, Any]] = {}
    saves: dict[str, list[dict[str, Any]]] = {}
    for p in paths:
        program = compile_path(p, Config()).program
        if program is None:
            continue
        programs[p.name] = program
        rng = Rng(len(programs))
        game = Game.new(program, 7)
        taken = []
        for step in range(60):
            if game.prompt is None:
                break
            game.answer(rng.choice(game.prompt.ids()))
            if step in (0, 5, 20, 59):
                taken.append(json.loads(json.dumps(game.to_json())))
        saves[p.name] = taken or [game.to_json()]
    odd = folder / "odd"
    odd.mkdir()
    os.mkfifo(odd / "fifo")
    (odd / "folder.mission").mkdir()
    (odd / "empty.mission").write_text("")
    (odd / "binary.mission").write_bytes(bytes(range(256)) * 4)
    (odd / "self.mission").write_text('INCLUDE "self.mission"\n')
    (odd / "loop-a.mission").write_text('INCLUDE "loop-b.mission"\n')
    (odd / "loop-b.mission").write_text('INCLUDE "loop-a.mission"\n')
    try:
        (odd / "unreadable.mission").write_text("CARD X\n")
        (odd / "unreadable.mission").chmod(0)
    except OSError:
        pass
    return Corpus(texts, included, programs, saves, folder)


# --------------------------------------------------------------------- mutations
def _line_at(text: str, rng: Any) -> tuple[list[str], int]:
    lines = text.split("\n")
    return lines, rng.below(len(lines))


def byte_flips(text: str, rng: Any) -> bytes:
    data = bytearray(text.encode("utf-8"))
    for _ in range(1 + rng.below(8)):
        if data:
            data[rng.below(len(data))] = rng.below(256)
    return bytes(data)


def shuffle_lines(text: str, rng: Any) -> str:
    lines = text.split("\n")
    start = rng.below(len(lines))
    part = lines[start:start + 2 + rng.below(30)]
    rng.shuffle(part)
    lines[start:start + len(part)] = part
    return "\n".join(lines)


def odd_chars(text: str, rng: Any) -> str:
    chars = list(text)
    for _ in range(1 + rng.below(6)):
        chars.insert(rng.below(len(chars) + 1), ODD[rng.below(len(ODD))])
    return "".join(chars)


def line_ends(text: str, rng: Any) -> str:
    ends = ["\r\n", "\r", "\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\n\r", "\n"]
    lines = text.split("\n")
    mode = rng.below(3)
    if mode == 0:  # the whole file in one other convention
        end = rng.choice(ends)
        return end.join(lines)
    out = []
    for line in lines:
        out.append(line + (rng.choice(ends) if rng.below(8) == 0 else "\n"))
    return "".join(out)


def huge_line(text: str, rng: Any) -> str:
    lines, i = _line_at(text, rng)
    size = rng.choice([2_000, 2_000, 2_000, 20_000, 100_000])
    filler = rng.choice(["x", "→ ", "(", "[", "• ", "9", " ", "é", "\t"])
    lines[i] = lines[i] + " " + filler * (size // len(filler))
    return "\n".join(lines)


def deep_nesting(text: str, rng: Any) -> str:
    lines, i = _line_at(text, rng)
    depth = rng.choice([20, 33, 100, 1_000, 10_000])
    what = rng.below(4)
    if what == 0:
        cond = "(" * depth + "noted WELL" + ")" * depth
        lines.insert(i, f"if {cond} → 1.1")
    elif what == 1:
        lines.insert(i, "if " + "not " * depth + "noted WELL → 1.1")
    elif what == 2:
        lines.insert(i, "if " + " or ".join(["noted A"] * depth) + " → 1.1")
    else:
        lines.insert(i, "[" * depth + "NOTE X" + "]" * depth)
    return "\n".join(lines)


REF = re.compile(r"(→\s*)(\w+\.\d+)")


def broken_reference(text: str, rng: Any) -> tuple[str, tuple[int, int] | None]:
    """One arrow's target changed to an entry that does not exist; where it is (line,
    column), for the position check."""
    lines = text.split("\n")
    arrows = [(i, m) for i, line in enumerate(lines) for m in REF.finditer(line)]
    if not arrows:
        return text, None
    i, m = rng.choice(arrows)
    ids = set(re.findall(r"^\s*(\w+\.\d+)\s*$", text, re.MULTILINE))
    target = m.group(2) + "9"
    while target in ids:
        target += "9"
    lines[i] = lines[i][:m.start(2)] + target + lines[i][m.end(2):]
    return "\n".join(lines), (i + 1, m.start(2) + 1)


def control_at(text: str, rng: Any) -> tuple[str, tuple[int, int] | None]:
    """One NUL put into a line; where it is, for the position check."""
    lines = text.split("\n")
    i = rng.below(len(lines))
    col = rng.below(len(lines[i]) + 1)
    lines[i] = lines[i][:col] + "\x00" + lines[i][col:]
    return "\n".join(lines), (i + 1, col + 1)


def odd_include(corpus: Corpus, rng: Any) -> str:
    odd = corpus.folder / "odd"
    return rng.choice([
        str(odd / "fifo"), str(odd / "folder.mission"), str(odd / "empty.mission"),
        str(odd / "binary.mission"), str(odd / "self.mission"), str(odd / "loop-a.mission"),
        str(odd / "unreadable.mission"), "/dev/null", "/dev/zero", "/dev/stdin", "/proc/self/maps",
        "/etc", "../../../../../../etc/passwd", "crawlbook:../../../../etc/passwd",
        "crawlbook:content/no-such/x", "crawlbook:content/tunnel-rats/../../__init__.py",
        "a\x00b.mission", "x" * 5000 + ".mission", "", " ", "\u202e.mission", "~/x.mission",
        "crawlbook:", "crawlbook:content/", "nul", "con.mission", "\\\\server\\share"])


def excerpt(text: str, rng: Any) -> str:
    """The mission's header and end with one or two of its Events or cards: a smaller
    booklet of the same language (most cases are one, to run many cases)."""
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if line.startswith(("EVENT ", "CARD "))]
    ends = [i for i, line in enumerate(lines) if line.startswith("END OF MISSION")]
    if not starts:
        return text
    end = ends[0] if ends and ends[0] > starts[-1] else len(lines)
    bounds = [*starts, end]
    first = rng.below(len(starts))
    last = min(len(starts), first + 1 + (rng.below(2) if rng.below(4) == 0 else 0))
    head = lines[:starts[0]]
    if rng.below(2) and "BRIEFING" in head:  # the directives only, half the time
        head = head[:head.index("BRIEFING")]
    return "\n".join(head + lines[bounds[first]:bounds[last]] + lines[end:])


TEXT_MUTATIONS: dict[str, Callable[[str, Any], str]] = {
    "shuffle": shuffle_lines, "odd-chars": odd_chars, "line-ends": line_ends,
    "huge-line": huge_line, "nesting": deep_nesting,
}


# --------------------------------------------------------------------- cases
@dataclass
class Case:
    """One case: which kind, its inputs (file name -> text or bytes), what to check."""

    index: int
    kind: str
    mission: str
    steps: list[str] = field(default_factory=list)
    files: dict[str, str | bytes] = field(default_factory=dict)
    expect: tuple[str, int, int] | None = None  # (code prefix, line, column)
    args: list[str] = field(default_factory=list)


def mutate_booklet(corpus: Corpus, case: Case, rng: Any, *, files: bool) -> None:
    """The case's booklet: one to three mutations of a bundled mission (INCLUDEs of odd
    files only when ``files``: it is read from a file). A single broken reference or
    control character is also expected at its place (``case.expect``)."""
    name = case.mission
    text = corpus.texts[name]
    if rng.below(8) > 0:
        text = excerpt(text, rng)
        case.steps.append("excerpt")
    expect = None
    for _ in range(1 + rng.below(3 if rng.below(2) else 1)):
        pick = rng.below(9)
        if pick < 5:
            step = list(TEXT_MUTATIONS)[pick]
            text = TEXT_MUTATIONS[step](text, rng)
        elif pick == 5:
            step = "broken-ref"
            text, where = broken_reference(text, rng)
            expect = ("E204", *where) if where else None
        elif pick == 6:
            step = "control"
            text, where = control_at(text, rng)
            expect = ("E102", *where) if where else None
        elif pick == 7 and files:
            step = "include"
            lines, i = _line_at(text, rng)
            lines.insert(i, f'INCLUDE "{odd_include(corpus, rng)}"')
            text = "\n".join(lines)
        else:
            case.steps.append("byte-flips")
            case.files["booklet.mission"] = byte_flips(text, rng)
            return
        case.steps.append(step)
    case.files["booklet.mission"] = text
    case.expect = expect if len([s for s in case.steps if s != "excerpt"]) == 1 else None


def hostile_value(rng: Any, depth: int = 0) -> Any:
    pick = rng.below(12)
    return [None, True, -1, 2**70, 1.5, "", HOSTILE, "x" * 100_000, [], {},
            [[[[[]]]]] if depth else hostile_value(rng, 1),
            {"type": HOSTILE}][pick]


NEST = "@@nest@@"


def mutate_json(value: Any, rng: Any, count: int, *, rehash: bool = False) -> str:
    """``value`` as JSON text with ``count`` random changes: a value replaced, a key
    removed or added, a list shortened or lengthened, a string made hostile, a value nested
    in thousands of brackets (written as text: too deep for ``json.dumps``)."""
    value = json.loads(json.dumps(value))
    depths = []
    for _ in range(count):
        path: list[Any] = []
        node = value
        # walk down to a random container
        for _depth in range(rng.below(6)):
            if isinstance(node, dict) and node:
                key = rng.choice(sorted(node))
            elif isinstance(node, list) and node:
                key = rng.below(len(node))
            else:
                break
            if not isinstance(node[key], (dict, list)):
                break
            path.append(key)
            node = node[key]
        action = rng.below(6)
        if isinstance(node, dict) and node:
            key = rng.choice(sorted(node))
            if action == 0:
                del node[key]
            elif action == 1:
                node[key + HOSTILE[: rng.below(len(HOSTILE))]] = hostile_value(rng)
            elif action == 2 and isinstance(node[key], str):
                node[key] = node[key] + HOSTILE
            elif action == 3:
                depths.append((rng.choice([10, 1000, 50_000]), json.dumps(node[key])))
                node[key] = f"{NEST}{len(depths) - 1}"
            else:
                node[key] = hostile_value(rng)
        elif isinstance(node, list) and node:
            i = rng.below(len(node))
            if action == 0:
                del node[i]
            elif action == 1:
                node.append(node[i])
            elif action == 2:
                node.reverse()
            else:
                node[i] = hostile_value(rng)
    if rehash and isinstance(value, dict):  # past the content hash, into the schema
        from crawlbook.compiler.build import content_hash

        try:
            value["content_hash"] = content_hash(value)
        except (TypeError, ValueError):
            pass
    text = json.dumps(value)
    for i, (depth, inner) in enumerate(depths):
        text = text.replace(f'"{NEST}{i}"', "[" * depth + inner + "]" * depth)
    return text


def make_case(corpus: Corpus, seed: int, index: int) -> Case:
    from crawlbook.runtime.rng import Rng, seed_for_run

    rng = Rng(seed_for_run(seed, index))
    kinds = [k for k, (weight, _) in KINDS.items() for _ in range(weight)]
    kind = kinds[rng.below(len(kinds))]
    played = sorted(corpus.programs)
    mission = rng.choice(played if kind in ("program", "save", "console", "cli-play",
                                            "cli-program")
                         else sorted(corpus.texts))
    case = Case(index, kind, mission)
    if kind in ("booklet", "cli-check", "cli-build", "cli-graph", "cli-booklet",
                "cli-simulate", "booklet-file"):
        mutate_booklet(corpus, case, rng, files=kind != "booklet")
    elif kind in ("program", "cli-program"):
        case.files["program.json"] = mutate_json(corpus.programs[mission], rng,
                                                 1 + rng.below(4), rehash=rng.below(4) > 0)
        case.steps = ["json"]
        case.args = [str(rng.next64())]
    elif kind == "save":
        save = rng.choice(corpus.saves[mission])
        if rng.below(4) == 0:
            case.steps = ["bytes"]
            case.files["game.save.json"] = byte_flips(json.dumps(save), rng)
        else:
            case.steps = ["json"]
            case.files["game.save.json"] = mutate_json(save, rng, 1 + rng.below(3))
    elif kind in ("console", "cli-play"):
        lines = []
        for _ in range(rng.below(40)):
            pick = rng.below(10)
            lines.append(str(1 + rng.below(4)) if pick < 6 else rng.choice(
                ["", "help", "status", "map", "log", HOSTILE, "save", "9999", "-1",
                 "save " + HOSTILE, "1 2", "x" * 10_000]))
        case.steps = ["answers"]
        case.files["answers.txt"] = "\n".join(lines) + "\n"
        case.args = [str(rng.below(1000))]
    return case


# --------------------------------------------------------------------- checks
def unsafe(text: str, colour: bool = False) -> list[str]:
    if colour:
        text = SGR.sub("", text)
    return DANGEROUS.findall(text)


def bad_positions(diagnostics: list[Any], name: str, text: str,
                  expect: tuple[str, int, int] | None) -> str | None:
    """Why a diagnostic's position is wrong, or None."""
    lines = LINE.split(text)
    if lines and lines[0].startswith("\ufeff"):
        lines[0] = lines[0][1:]
    for d in diagnostics:
        span = d.span
        if span is None or span.file != name:
            continue
        if not 1 <= span.line <= len(lines):
            return f"{d.code} at line {span.line} of {len(lines)}"
        if not 1 <= span.column <= len(lines[span.line - 1]) + 1:
            return (f"{d.code} at {span.line}:{span.column}, the line has "
                    f"{len(lines[span.line - 1])} characters")
        if span.end_line < span.line or (span.end_line == span.line
                                         and span.end_column < span.column - 1):
            return f"{d.code} ends before it starts ({span})"
    if expect is not None:
        code, line, column = expect
        found = [(d.span.line, d.span.column) for d in diagnostics
                 if d.code == code and d.span and d.span.file == name]
        if (line, column) not in found:
            return f"expected {code} at {line}:{column}, found {found or 'none'}"
    return None


Outcome = tuple[str, str]  # (class, detail)


def _report(result: Any, name: str, text: str, expect: Any) -> Outcome:
    from crawlbook.compiler.report import render_json, render_text

    why = bad_positions(result.diagnostics, name, text, expect)
    if why:
        return "bad position", why
    report = render_text(result.diagnostics, result.sources, files=1)
    render_json(result.diagnostics)
    if unsafe(report):
        return "unsafe output", f"the report prints {unsafe(report)[:5]!r}"
    return ("diagnostic" if result.diagnostics else "ok"), ""


def run_booklet(corpus: Corpus, case: Case, work: Path) -> Outcome:
    """The mutated text parsed, then checked (and one time in four built) with the files
    its INCLUDEs name as parsed once for all cases: what ``compile_path`` does, without
    parsing the unchanged content pack again each time (an excerpt goes without)."""
    from crawlbook.compiler.api import compile_documents
    from crawlbook.compiler.config import Config
    from crawlbook.dsl.parser import parse

    data = case.files["booklet.mission"]
    if isinstance(data, bytes):
        return run_booklet_file(corpus, case, work)
    parsed = parse(data, "booklet.mission")
    included = [] if "excerpt" in case.steps else corpus.included[case.mission]
    result = compile_documents([parsed.document, *included],
                               parsed.diagnostics, Config(), force=True,
                               build=case.index % 4 == 0)
    return _report(result, "booklet.mission", data, case.expect)


def run_booklet_file(corpus: Corpus, case: Case, work: Path) -> Outcome:
    from crawlbook.compiler.api import compile_path
    from crawlbook.compiler.config import Config
    from crawlbook.dsl.loader import decode

    path = write_files(case, work)["booklet.mission"]
    result = compile_path(path, Config(), force=True)
    raw = path.read_bytes()
    text, _ = decode(raw, str(path))
    return _report(result, str(path), text, case.expect)


def run_program(corpus: Corpus, case: Case, work: Path) -> Outcome:
    from crawlbook.compiler.api import ProgramError, read_program
    from crawlbook.runtime.game import BadProgram, Game
    from crawlbook.runtime.interpreter import EffectError, ProgramFault
    from crawlbook.runtime.rng import Rng

    path = write_files(case, work)["program.json"]
    try:
        program = read_program(path)
    except ProgramError as exc:
        return _clean_message(str(exc))
    rng = Rng(int(case.args[0]))
    try:
        game = Game.new(program, rng.below(1000))
        for _ in range(60):
            if game.prompt is None:
                break
            game.answer(rng.choice(game.prompt.ids()))
    except (BadProgram, ProgramFault, EffectError) as exc:
        # The engine's own errors for a program that asks for what is not there: clean
        # for the API; the command line must say them without a traceback (cli-program).
        return _clean_message(str(exc))
    return "ok", ""


def run_save(corpus: Corpus, case: Case, work: Path) -> Outcome:
    from crawlbook.runtime.saves import SaveError, read_save

    path = write_files(case, work)["game.save.json"]
    try:
        game = read_save(path, corpus.programs[case.mission])
    except SaveError as exc:
        return _clean_message(str(exc))
    game.to_json()
    return "ok", ""


def _clean_message(message: str) -> Outcome:
    """A refusal is clean when it says something."""
    return ("diagnostic", "") if message.strip() else ("traceback", "refused without a word")


def run_console(corpus: Corpus, case: Case, work: Path) -> Outcome:
    from crawlbook.runtime.console import ConsoleView, make_console
    from crawlbook.runtime.console.session import ScriptAnswers, Session
    from crawlbook.runtime.game import Game

    buffer = io.StringIO()
    colour = int(case.args[0]) % 2 == 1
    console = make_console(buffer, no_color=not colour, force_terminal=colour, width=70)
    game = Game.new(hostile_text(corpus.programs[case.mission]), int(case.args[0]))
    view = ConsoleView(console, game)
    answers = ScriptAnswers(str(case.files["answers.txt"]).split("\n"))
    Session(game, view, answers, save_path=work / "console.save.json",
            resume="crawlbook play").run()
    printed = buffer.getvalue()
    if unsafe(printed, colour):
        return "unsafe output", f"the console prints {unsafe(printed, colour)[:5]!r}"
    return "ok", ""


def hostile_text(value: Any) -> Any:
    """A program with ``HOSTILE`` added to every text a player reads (the content pack
    aside: it ships with crawlbook)."""
    if isinstance(value, dict):
        return {k: (v if k == "content" else _hostile(v) if k in TEXTS else hostile_text(v))
                for k, v in value.items()}
    if isinstance(value, list):
        return [hostile_text(v) for v in value]
    return value


TEXTS = ("title", "text", "briefing", "rules_text")


def _hostile(value: Any) -> Any:
    if isinstance(value, str):
        return value + HOSTILE
    if isinstance(value, list):
        return [_hostile(v) if isinstance(v, str) else hostile_text(v) for v in value]
    return hostile_text(value)


def write_files(case: Case, work: Path) -> dict[str, Path]:
    out = {}
    for name, data in case.files.items():
        path = work / name
        if isinstance(data, bytes):
            path.write_bytes(data)
        else:
            path.write_bytes(data.encode("utf-8", errors="surrogatepass"))
        out[name] = path
    return out


CLI_ARGS: dict[str, Callable[[Path], list[str]]] = {
    "cli-check": lambda w: ["check", str(w / "booklet.mission")],
    "cli-build": lambda w: ["build", str(w / "booklet.mission"), "-o", str(w / "out.json")],
    "cli-graph": lambda w: ["graph", str(w / "booklet.mission"), "-o", str(w / "out.dot")],
    "cli-booklet": lambda w: ["booklet", str(w / "booklet.mission"), "-o", str(w / "out.html"),
                              "--force"],
    "cli-simulate": lambda w: ["simulate", str(w / "booklet.mission"), "-n", "3",
                               "--workers", "1"],
}


def run_cli(corpus: Corpus, case: Case, work: Path) -> Outcome:
    from click.testing import CliRunner

    from crawlbook.cli import main

    write_files(case, work)
    if case.kind == "cli-program":
        args = ["play", str(work / "program.json"), "--seed", case.args[0], "--policy",
                "random", "--save", str(work / "play.save.json")]
    elif case.kind == "cli-play":
        args = ["play", str(MISSIONS / case.mission), "--seed", case.args[0], "--script",
                str(work / "answers.txt"), "--save", str(work / "play.save.json")]
    else:
        args = CLI_ARGS[case.kind](work)
    env = {"NO_COLOR": "1", "COLUMNS": "80", "CRAWLBOOK_COMMAND": "crawlbook"}
    result = CliRunner().invoke(main, args, env=env, catch_exceptions=True)
    printed = result.stdout + result.stderr
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        if isinstance(result.exception, Hang):
            raise result.exception
        return "traceback", "".join(traceback.format_exception(result.exception))
    if "Traceback (most recent call last)" in printed:
        return "traceback", printed[-3000:]
    if result.exit_code not in (0, 1, 2):
        return "traceback", f"exit code {result.exit_code}: {printed[-2000:]}"
    if unsafe(printed):
        return "unsafe output", f"`{args[0]}` prints {unsafe(printed)[:5]!r}"
    if case.kind != "cli-play" and "booklet.mission" in case.files and case.expect:
        line = case.expect
        if f"booklet.mission:{line[1]}:{line[2]}: " not in printed and case.kind == "cli-check":
            return "bad position", f"expected {line[0]} at {line[1]}:{line[2]}"
    return ("ok" if result.exit_code == 0 else "diagnostic"), ""


# kind -> (weight, runner): out of 200, 8 (4%) through the command line.
KINDS: dict[str, tuple[int, Callable[[Corpus, Case, Path], Outcome]]] = {
    "booklet": (100, run_booklet),
    "booklet-file": (16, run_booklet_file),
    "program": (10, run_program),
    "save": (62, run_save),
    "console": (4, run_console),
    "cli-check": (2, run_cli),
    "cli-build": (1, run_cli),
    "cli-graph": (1, run_cli),
    "cli-booklet": (1, run_cli),
    "cli-play": (1, run_cli),
    "cli-program": (1, run_cli),
    "cli-simulate": (1, run_cli),
}


# --------------------------------------------------------------------- running
def run_case(corpus: Corpus, case: Case, work: Path, timeout: float) -> Outcome:
    """Run one case under an alarm; never raises."""
    for leftover in work.iterdir():
        if leftover.is_file():
            leftover.unlink()

    def alarm(*_: Any) -> None:
        raise Hang(f"still running after {timeout} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        return KINDS[case.kind][1](corpus, case, work)
    except Hang:
        return "hang", traceback.format_exc()
    except RecursionError:
        return "traceback", traceback.format_exc()[-4000:]
    except Exception:
        return "traceback", traceback.format_exc()[-8000:]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def worker(corpus: Corpus, seed: int, timeout: float, conn: Connection, work: Path) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    os.chdir(work)  # commands that write next to the current folder write here
    while True:
        index = conn.recv()
        if index is None:
            return
        case = make_case(corpus, seed, index)
        status, detail = run_case(corpus, case, work, timeout)
        conn.send((index, case.kind, status, detail))


@dataclass
class Tally:
    counts: Counter[str] = field(default_factory=Counter)
    by_kind: Counter[tuple[str, str]] = field(default_factory=Counter)
    # failure class -> signature -> (how many, the first cases: index, kind, detail)
    kinds: dict[str, dict[str, tuple[int, list[tuple[int, str, str]]]]] = field(
        default_factory=dict)


FRAME = re.compile(r'File "[^"]*?/((?:crawlbook|compiler|dsl|runtime|rulesets)/[^"]+)", '
                   r"line (\d+), in (\w+)")


def signature(status: str, kind: str, detail: str) -> str:
    """What tells one failure from another: for a traceback its exception and the deepest
    frame of crawlbook's own code; for a bad position the code and what is wrong with it;
    for unsafe output where it was printed and which characters."""
    lines = detail.strip().splitlines() or [""]
    if status in ("traceback", "hang"):
        frames = FRAME.findall(detail)
        where = f" at {frames[-1][0]}:{frames[-1][1]} ({frames[-1][2]})" if frames else ""
        what = lines[-1].split(":")[0][:80] if status == "traceback" else "hang"
        return f"{what}{where}"
    if status == "bad position":
        words = lines[0].split()
        code = words[1] if words[0] == "expected" else words[0]
        why = ("not found where put" if words[0] == "expected" else "past the line's end"
               if "characters" in lines[0] else "past the file's end"
               if "line" in lines[0] and " of " in lines[0] else lines[0][:60])
        return f"{code} {why}"
    found = {name for char in re.findall(r"'([^']*)'", lines[0])
             for name, chars in CLASSES.items() if re.fullmatch(chars, char)}
    return f"{kind.split('-')[0]} prints {', '.join(sorted(found)) or lines[0][:60]}"


# The classes of dangerous characters, for grouping (as Python writes them in a repr).
CLASSES = {"escape": r"\\x1b", "C0": r"\\x(0[0-8]|0[bc-f]|1[0-9a-f]|7f)|\\[tnr]",
           "C1": r"\\x[89][0-9a-f]", "bidi": r"\\u(202[a-e]|206[6-9])",
           "line separator": r"\\u202[89]", "surrogate": r"\\ud[89a-f][0-9a-f]{2}"}


FAILURES = ("traceback", "hang", "bad position", "unsafe output")


def record(tally: Tally, corpus: Corpus, seed: int, out: Path, keep: int,
           index: int, kind: str, status: str, detail: str) -> None:
    tally.counts[status] += 1
    tally.by_kind[(kind, status)] += 1
    if status not in FAILURES:
        return
    sig = signature(status, kind, detail)
    known = tally.kinds.setdefault(status, {})
    count, kept = known.get(sig, (0, []))
    known[sig] = (count + 1, kept)
    if len(kept) >= keep or len(known) > 100:
        return
    kept.append((index, kind, detail))
    case = make_case(corpus, seed, index)
    folder = out / status.replace(" ", "-") / f"case-{index}"
    folder.mkdir(parents=True, exist_ok=True)
    write_files(case, folder)
    (folder / "case.json").write_text(json.dumps({
        "seed": seed, "case": index, "kind": kind, "mission": case.mission,
        "steps": case.steps, "expect": case.expect, "class": status,
        "again": f"benchmarks/fuzz.py --seed {seed} --case {index}"}, indent=1) + "\n")
    (folder / "detail.txt").write_text(detail, encoding="utf-8", errors="backslashreplace")


def fuzz(corpus: Corpus, seed: int, cases: int, workers: int, timeout: float,
         out: Path, keep: int, scratch: Path) -> Tally:
    ctx = multiprocessing.get_context("fork")
    tally = Tally()
    todo = iter(range(cases))
    live: dict[Connection, tuple[Any, int | None, float, Path]] = {}
    done = 0
    started = time.perf_counter()

    def start(n: int) -> None:
        work = scratch / f"w{n}"
        work.mkdir(exist_ok=True)
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=worker, args=(corpus, seed, timeout, child, work), daemon=True)
        proc.start()
        child.close()
        live[parent] = (proc, None, 0.0, work)
        give(parent)

    def give(conn: Connection) -> None:
        proc, _, _, work = live[conn]
        index = next(todo, None)
        conn.send(index)
        if index is None:
            proc.join()
            del live[conn]
        else:
            live[conn] = (proc, index, time.monotonic(), work)

    spawned = 0
    for _ in range(workers):
        start(spawned)
        spawned += 1
    while live:
        ready = wait(list(live), timeout=1.0)
        for conn in ready:
            assert isinstance(conn, Connection)  # wait() answers with what it was given
            try:
                index, kind, status, detail = conn.recv()
            except EOFError:  # the worker died (out of memory, a crash): its case fails
                proc, index, _, _ = live.pop(conn)
                proc.join()
                assert index is not None
                kind = make_case(corpus, seed, index).kind
                record(tally, corpus, seed, out, keep, index, kind, "traceback",
                       f"the worker died (exit code {proc.exitcode})")
                done += 1
                start(spawned)
                spawned += 1
                continue
            record(tally, corpus, seed, out, keep, index, kind, status, detail)
            done += 1
            give(conn)
        now = time.monotonic()
        for conn, (proc, index, since, _) in list(live.items()):
            if index is not None and now - since > 3 * timeout + 10:
                proc.kill()  # deaf to its alarm: a hang in C code
                proc.join()
                del live[conn]
                kind = make_case(corpus, seed, index).kind
                record(tally, corpus, seed, out, keep, index, kind, "hang",
                       f"killed after {now - since:.0f} s")
                done += 1
                start(spawned)
                spawned += 1
        if ready and done % 5000 < len(ready):
            rate = done / (time.perf_counter() - started)
            print(f"  {done:,} cases, {rate:.0f}/s, " + ", ".join(
                f"{k} {v:,}" for k, v in sorted(tally.counts.items())), flush=True)
    return tally


def summary(tally: Tally, cases: int, seconds: float, workers: int, seed: int) -> str:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = used.ru_utime + used.ru_stime
    out = [f"{cases:,} cases (seed {seed}) in {seconds:.0f} s of wall time with {workers} "
           f"workers ({cases / seconds:.0f} cases/s), {cpu:.0f} s of CPU time in the workers "
           f"({cpu / cases * 1000:.1f} ms a case).", ""]
    classes = ["ok", "diagnostic", *FAILURES]
    out.append("| kind | cases | " + " | ".join(classes) + " |")
    out.append("| --- | ---: | " + " | ".join("---:" for _ in classes) + " |")
    for kind in KINDS:
        row = [tally.by_kind[(kind, c)] for c in classes]
        out.append(f"| {kind} | {sum(row):,} | " + " | ".join(f"{v:,}" for v in row) + " |")
    row = [tally.counts[c] for c in classes]
    out.append(f"| all | {sum(row):,} | " + " | ".join(f"{v:,}" for v in row) + " |")
    for status in FAILURES:
        known = tally.kinds.get(status, {})
        if known:
            out.append(f"\n{status}, {len(known)} kinds (count, what, the first cases):\n")
        for sig, (count, kept) in sorted(known.items(), key=lambda k: -k[1][0]):
            first = ", ".join(str(i) for i, _, _ in kept[:3])
            out.append(f"- {count:,} x {sig} (cases {first})")
    return "\n".join(out)


MIX = ("Each case is one kind, drawn by weight out of 200: `booklet` 100 (a mutated "
       "mission checked through the API, one time in four built), `booklet-file` 16 (the "
       "same read from a file by the loader: bytes flipped, odd INCLUDEs), `save` 62, "
       "`program` 10 (loaded, then 60 prompts played), `console` 4 (a game of hostile "
       "texts played in the console renderer with typed answers), and 8 (4%) through the "
       "command line with click's `CliRunner`: `check` 2, `build`, `graph`, `booklet`, "
       "`play --script`, `play` of a mutated program and `simulate -n 3` 1 each. Seven "
       "booklets in eight are an excerpt of a mission (its directives, maybe its Briefing, "
       "one or two Events or cards, its end), the eighth the whole mission; each gets one "
       "to three mutations: bytes flipped, lines shuffled, odd characters (C0, C1, bidi "
       "controls, line separators, BOM), other line ends (CR, CR LF, U+2028, U+2029, "
       "U+0085, VT, FF), a huge line (2,000 to 100,000 characters), deep nesting (up to "
       "10,000 parentheses, `not`s, `or`s or brackets), a broken reference, a NUL, an "
       "INCLUDE of an odd path (a FIFO, a folder, /dev/zero, /dev/stdin, /proc, a cycle, "
       "paths out of the folder or out of the shipped files, a NUL in the name). Programs "
       "and saves get one to four JSON mutations (a key removed or added, a value of "
       "another type, a hostile string, a value nested 10 to 50,000 deep, a list shortened "
       "or repeated), most programs with their content hash made right again so that "
       "they reach the schema and the engine; one save in four has bytes flipped instead.")


def write_doc(text: str, argv: list[str]) -> None:
    doc = ROOT / "docs" / "limits.md"
    section = "\n".join([
        "## Fuzzing",
        "",
        f"`.venv/bin/python {' '.join(['benchmarks/fuzz.py', *argv])}` "
        f"(`benchmarks/fuzz.py`), {time.strftime('%d %B %Y, %H:%M UTC', time.gmtime())}, "
        f"Python {sys.version.split()[0]} on the shared 2-core machine (load average "
        f"{os.getloadavg()[0]:.1f} at the end). A case is classified *ok*, *diagnostic* (a "
        "clean refusal: diagnostics, a `ProgramError`, `SaveError`, `BadProgram` or "
        "`ProgramFault`, a command's exit code 1 or 2), *traceback*, *hang* (over the "
        "time limit), *bad position* (a diagnostic whose line or column is not inside the "
        "file by the one definition of a line, or which is not where the case put its "
        "fault) or *unsafe output* (a report, the console or a command printed a character "
        "a terminal obeys). The tracebacks it found became tests "
        "(`tests/safety/test_fuzz_reproducers.py`).",
        "",
        MIX,
        "",
        text.strip(),
        "",
    ])
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from check_bench import write_section

    write_section(doc, "Fuzzing", section)

def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", "--cases", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=10.0,
                        help="seconds a case may take before it counts as a hang")
    parser.add_argument("--out", type=Path, default=Path("fuzz-failures"))
    parser.add_argument("--keep", type=int, default=3,
                        help="reproducers kept of each kind of failure")
    parser.add_argument("--case", type=int, help="run this one case here and show it")
    parser.add_argument("--write", action="store_true",
                        help="write the figures in docs/limits.md, \"Fuzzing\"")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="crawlbook-fuzz-") as tmp:
        scratch = Path(tmp)
        corpus = build_corpus(scratch)
        gc.freeze()  # the corpus is shared by the forked workers: never scanned again
        if args.case is not None:
            case = make_case(corpus, args.seed, args.case)
            work = scratch / "one"
            work.mkdir()
            os.chdir(work)  # what a case writes next to the current folder goes there
            print(f"case {args.case}: {case.kind} of {case.mission}, steps {case.steps}, "
                  f"expect {case.expect}")
            status, detail = run_case(corpus, case, work, args.timeout)
            print(status)
            print(detail)
            return 0 if status not in FAILURES else 1
        started = time.perf_counter()
        tally = fuzz(corpus, args.seed, args.cases, args.workers, args.timeout, args.out,
                     args.keep, scratch)
        seconds = time.perf_counter() - started
    text = summary(tally, args.cases, seconds, args.workers, args.seed)
    print(text)
    if args.write:
        write_doc(text, [a for a in argv if a != "--write"])
    if any(tally.counts[c] for c in FAILURES):
        print(f"\nreproducers: {args.out}/")
    return 1 if any(tally.counts[c] for c in FAILURES) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
