"""The compiler's entry points: booklet files in, diagnostics, graph and program out.

``compile_path`` runs the whole pipeline of docs/architecture.md (source -> AST -> checks ->
program) on one mission and its INCLUDEs; ``load_program`` gives the runtime a program
from a built ``.json`` file or a ``.mission`` compiled on the fly, raising ``ProgramError``
with a printable message on any problem (never a traceback).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from crawlbook.compiler.config import Config, ConfigError, Limits
from crawlbook.dsl.collector import paused
from crawlbook.dsl.diagnostics import Diagnostic
from crawlbook.dsl.record import mutable_record

from crawlbook.inert import UNSAFE, describe

if TYPE_CHECKING:
    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.graph import MissionGraph
    from crawlbook.dsl.loader import Reach
    from crawlbook.dsl.nodes import Document

PROGRAM_FORMAT = "crawlbook-program"
PROGRAM_VERSION = 2


class ProgramError(Exception):
    """A program that cannot be loaded; ``str(error)`` is the message to show."""

    def __init__(self, message: str, diagnostics: Sequence[Diagnostic] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.diagnostics = list(diagnostics)

    def __str__(self) -> str:
        return self.message


class MissingProgram(ProgramError):
    """No such file, and no bundled mission of that name (a usage error, not the input's)."""


class NotAFile(MissingProgram):
    """A name that is a FIFO, a device or a folder: not a file to read (a usage error)."""


@mutable_record
class CompileResult:
    """What ``compile_path`` found. ``program`` is None when there are errors (unless
    forced); ``graph`` is built on first use (so ``check`` never imports networkx)."""

    program: dict[str, Any] | None
    diagnostics: list[Diagnostic]
    documents: list[Document]
    context: CheckContext | None = None
    _graph: MissionGraph | None = field(default=None, repr=False)

    @property
    def graph(self) -> MissionGraph:
        """The booklet's MissionGraph, marked with what reachability found."""
        if self._graph is None:
            from crawlbook.compiler.graph import MissionGraph

            if self.context is None:
                self._graph = MissionGraph()
            else:
                self._graph = MissionGraph.build(self.context, self.context.reach())
        return self._graph

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def sources(self) -> dict[str, str]:
        return {doc.path: doc.source for doc in self.documents}


def compile_documents(documents: Sequence[Document], diagnostics: Sequence[Diagnostic] = (),
                      config: Config | None = None, force: bool = False, *,
                      build: bool = True,
                      between: Callable[[], object] | None = None) -> CompileResult:
    """Check and lower already parsed documents (the first is the checked file).

    ``build=False`` only checks (``crawlbook check``): no program, no content pack.
    ``between`` is called between the checks (``run_checks``): the language server's
    point to stop a check that a newer edit made useless."""
    from crawlbook.compiler import suppress
    from crawlbook.compiler.checks import run_checks
    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.report import sort_key

    docs = list(documents)
    if not docs:  # the file could not be read: the loader's E100 says why
        return CompileResult(program=None, diagnostics=list(diagnostics), documents=[])
    ctx = CheckContext.build(docs)
    with paused():
        found = list(diagnostics) + run_checks(ctx, between=between)
    # `// crawlbook: ignore` comments act before the configuration, so whether a comment
    # suppressed anything (I504) does not depend on --select/--ignore.
    found = suppress.apply(found, {doc.path: doc.source for doc in docs})
    if config is not None:
        found = config.apply(found)
    order = {doc.path: i for i, doc in enumerate(docs)}
    unique = list(dict.fromkeys(found))
    unique.sort(key=lambda d: (order.get(d.span.file, len(order)) if d.span else -1,
                               *sort_key(d)))
    program = None
    if build and (force or not any(d.severity == "error" for d in unique)):
        # Imported here: `crawlbook check` (build=False) never lowers, and its start-up
        # is measured (tests/test_startup.py, benchmarks/startup_bench.py).
        from crawlbook.compiler.build import BuildError, finish
        from crawlbook.compiler.diagnostics import make
        from crawlbook.compiler.lower import lower

        try:
            with paused():
                program = finish(lower(ctx), ruleset=ctx.plugin)
        except BuildError as exc:
            unique.append(make("E220", None, message=str(exc)))
            if not force:
                program = None
            else:
                program = finish(lower(ctx), embed_content=False)
    return CompileResult(program=program, diagnostics=unique, documents=docs, context=ctx)


def compile_path(path: str | Path, config: Config | None = None,
                 force: bool = False, *, build: bool = True) -> CompileResult:
    """Parse ``path`` and its INCLUDEs, run every check, and lower it to a program.

    ``config`` None reads ``[tool.crawlbook]`` from the nearest pyproject.toml;
    ``build=False`` stops after the checks (``program`` is then None).
    ``config`` also says how far INCLUDE may reach and how large the booklet and its
    includes may be (``Config.sandbox``, ``Config.limits``; docs/security.md); a bad
    ``CRAWLBOOK_MAX_MISSION`` raises ``ConfigError``.
    """
    from crawlbook.compiler import config as configuration

    if config is None:
        config = configuration.load_for(Path(path))
    from crawlbook.dsl.loader import load

    with paused():
        loaded = load(str(path), reach=reach(config))
    return compile_documents(loaded.documents, loaded.diagnostics, config, force, build=build)


def reach(config: Config, environ: Mapping[str, str] | None = None) -> Reach:
    """The loader's ``Reach`` for ``config``: its mission limit (``Config.limits``, with
    ``environ``) and its sandbox."""
    from crawlbook.dsl.loader import Reach

    return Reach(max_bytes=config.limits(environ).mission,
                 how_to_raise=Limits.how_to_raise("mission"), sandbox=config.sandbox)


def compile_source(source: str, path: str = "<string>", config: Config | None = None,
                   force: bool = False, *, build: bool = True) -> CompileResult:
    """Check one booklet given as text (no INCLUDEs are followed). Half a character (a
    lone surrogate) is an E117 and read as U+FFFD, as a file's bad byte is an E101."""
    from crawlbook.dsl.loader import whole_characters
    from crawlbook.dsl.parser import parse

    source, halves = whole_characters(source, path)
    with paused():
        parsed = parse(source, path)
    return compile_documents([parsed.document], [*halves, *parsed.diagnostics],
                             config or Config(), force, build=build)


def load_program(path_or_mission: str | Path, config: Config | None = None, *,
                 sandbox: bool = False) -> dict[str, Any]:
    """A program from a built ``.json`` file or a ``.mission`` (compiled on the fly).

    A name that is not a file may be a bundled mission (``crawlbook.missions.find``).
    ``config`` (default: the ``[tool.crawlbook]`` of the mission's folder) sets the
    limits; ``sandbox`` turns the sandbox on whatever it says. Raises ``MissingProgram``
    (``NotAFile`` for a FIFO, a device or a folder) when there is no file to read,
    ``ConfigError`` for a bad configuration, and ``ProgramError`` for a damaged,
    non-JSON, too large or newer-version file, or a booklet with errors (the message then
    holds the rendered diagnostics).
    """
    from crawlbook.missions import locate

    from crawlbook.files import check_regular

    path = Path(path_or_mission)
    found = locate(path_or_mission)
    if found is None:
        raise MissingProgram(f"{path}: no such file (and no bundled mission of that name)")
    path = found
    try:
        check_regular(path)
    except IsADirectoryError:
        raise NotAFile(f"{path}: is a folder, not a program or a mission") from None
    except OSError as exc:
        raise NotAFile(f"{path}: {exc.strerror or exc}") from None
    if config is None:
        from crawlbook.compiler import config as configuration

        config = configuration.load_for(path)
    if sandbox and not config.sandbox:
        config = replace(config, sandbox=True)
    if path.suffix != ".json":
        return _compile_for_runtime(path, config)
    return read_program(path, config.limits().program)


def read_program(path: Path, limit: int | None = None) -> dict[str, Any]:
    """A built program file, checked: JSON, format, version, no character a terminal
    obeys anywhere in it, a content hash that matches, the schema; at most ``limit``
    bytes (default: the program limit, ``CRAWLBOOK_MAX_PROGRAM``)."""
    import json  # here: `crawlbook check` reads no JSON (tests/test_startup.py)

    from crawlbook.compiler.build import content_hash, upgrade, validate

    from crawlbook.files import TooLarge, read_bytes

    if limit is None:
        try:
            limit = Config().limits().program
        except ConfigError as exc:
            raise ProgramError(str(exc)) from None
    try:
        raw = read_bytes(path, limit)
    except TooLarge as exc:
        raise ProgramError(f"{path}: {Limits.over('program', exc)}") from None
    except OSError as exc:
        raise ProgramError(f"{path}: cannot read it: {exc.strerror or exc}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ProgramError(f"{path}: not a crawlbook program (not UTF-8 JSON text)") from None
    except json.JSONDecodeError as exc:
        raise ProgramError(f"{path}: not a crawlbook program (bad JSON at line {exc.lineno}, "
                           f"column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise ProgramError(f"{path}: not a crawlbook program (JSON nested too deeply)") from None
    except ValueError:  # a number of more than 4300 digits
        raise ProgramError(f"{path}: not a crawlbook program (a number too long to "
                           "read)") from None
    if not isinstance(data, dict) or data.get("format") != PROGRAM_FORMAT:
        raise ProgramError(f"{path}: not a crawlbook program (no \"format\": "
                           f"\"{PROGRAM_FORMAT}\")")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ProgramError(f"{path}: damaged program: \"version\" is not a number")
    if version > PROGRAM_VERSION:
        raise ProgramError(f"{path}: program format version {version} was written by a newer "
                           f"crawlbook; this one reads version {PROGRAM_VERSION}: upgrade "
                           "crawlbook or rebuild the program")
    if version < 1:
        raise ProgramError(f"{path}: damaged program: unknown version {version}")
    unsafe = _unsafe_text(data) if _may_hold_unsafe(raw) else None
    if unsafe is not None:
        raise ProgramError(f"{path}: damaged program: {unsafe} (a program's text may not "
                           "hold characters a terminal obeys; rebuild it with `crawlbook "
                           "build`)")
    # Every program `crawlbook build` writes has a content hash: one without is refused like
    # one whose hash does not match, or anyone could edit a program and empty its hash.
    stored = data.get("content_hash")
    if not stored:
        raise ProgramError(f"{path}: damaged program: no content_hash (every built program "
                           "has one; rebuild it with `crawlbook build`)")
    if stored != content_hash(data):
        raise ProgramError(f"{path}: damaged program: its content does not match its "
                           "content_hash (edited by hand? rebuild it with `crawlbook build`)")
    data = upgrade(data)  # a version 1 program: the set-up moves into `setup`
    problems = validate(data)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise ProgramError(f"{path}: damaged program: {problems[0]}{more}")
    return data


def _may_hold_unsafe(raw: bytes) -> bool:
    """Whether a program's JSON text may decode to a character a terminal obeys: one
    written as such (C1 and the rest are not escaped by JSON) or as a ``\\u`` escape.
    (Programs ``crawlbook build`` writes have neither, so most loads skip the walk.)"""
    return b"\\u" in raw or UNSAFE.search(raw.decode("utf-8", errors="replace")) is not None


def _unsafe_text(value: object, where: str = "") -> str | None:
    """Where the first character a terminal obeys (``crawlbook.inert``) is in ``value``,
    keys included: ``U+001B in entries/1.3/steps/0/text``; None when there is none."""
    stack: list[tuple[object, str]] = [(value, where)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, str):
            found = UNSAFE.search(item)
            if found is not None:
                return f"{describe(found.group())} in {at or '(top level)'}"
        elif isinstance(item, dict):
            for key, child in reversed(item.items()):
                found = UNSAFE.search(str(key))
                if found is not None:
                    return f"{describe(found.group())} in a key of {at or '(top level)'}"
                stack.append((child, f"{at}/{key}" if at else str(key)))
        elif isinstance(item, list):
            stack.extend((child, f"{at}/{i}" if at else str(i))
                         for i, child in reversed(list(enumerate(item))))
    return None


def _compile_for_runtime(path: Path, config: Config) -> dict[str, Any]:
    from crawlbook.compiler.report import render_text

    result = compile_path(path, config)
    if result.program is None:
        text = render_text(result.errors, result.sources)
        raise ProgramError(f"{path}: the mission has errors:\n{text}", result.errors)
    return result.program

