"""Read a booklet file and the files it INCLUDEs: bytes -> text -> documents.

docs/language.md, "The set-up": ``INCLUDE "file.mission"`` reads another file's sections
at that place, the path relative to the including file. ``load`` reads the bytes itself so
that a file that is not UTF-8 is reported at the bad byte (line and column) and still
checked (the byte is read as U+FFFD); a missing, unreadable or circular include is reported
at the INCLUDE line. Documents come back in reading order: a file, then (depth first) the
files it includes, each file once.

Where an INCLUDE may reach (docs/security.md, "Untrusted input"): a ``crawlbook:`` path
always stays inside the files shipped with crawlbook; with ``Reach.sandbox`` every other
include stays inside the checked booklet's own folder tree (links followed). Only regular
files are read, and the booklet and its includes together at most ``Reach.max_bytes``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import field
from pathlib import Path

from crawlbook.dsl import lines
from crawlbook.dsl.diagnostics import Diagnostic, syntax
from crawlbook.dsl.nodes import Document, Include, Span
from crawlbook.dsl.parser import ParseResult, parse
from crawlbook.dsl.record import record

MAX_BAD_BYTES = 20
MAX_INCLUDE_DEPTH = 64
_ESCAPED = re.compile("[\udc80-\udcff]")
_SURROGATE = re.compile("[\ud800-\udfff]")


@record
class Reach:
    """How far loading may go: at most ``max_bytes`` for the booklet and its includes
    together (None: no limit; ``how_to_raise`` is said when it is reached), and with
    ``sandbox`` includes only inside the booklet's folder tree and the shipped files."""

    max_bytes: int | None = None
    how_to_raise: str | None = None
    sandbox: bool = False


class OutsideBundled(ValueError):
    """A ``crawlbook:`` path that leads out of the files shipped with crawlbook."""


@record
class LoadResult:
    """The documents of a booklet and its includes, their diagnostics and their text."""

    documents: list[Document]
    diagnostics: list[Diagnostic] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for d in self.diagnostics)


def decode(data: bytes, path: str) -> tuple[str, list[Diagnostic]]:
    """UTF-8 text of ``data``; each undecodable byte becomes U+FFFD and an E101.

    Decoding with ``surrogateescape`` keeps each bad byte as one lone surrogate, so their
    places (line, column in characters) are found in one pass whatever the file holds.
    """
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError:
        pass
    text = data.decode("utf-8", errors="surrogateescape")
    diagnostics: list[Diagnostic] = []
    line_starts = lines.starts(text)  # the lexer's lines (crawlbook.dsl.lines)
    for m in _ESCAPED.finditer(text):
        if len(diagnostics) >= MAX_BAD_BYTES:
            break
        line, column = lines.position(line_starts, m.start())
        diagnostics.append(syntax("E101", Span(path, line, column, line, column),
                                  byte=ord(m.group()) - 0xDC00))
    return _ESCAPED.sub("\ufffd", text), diagnostics


def whole_characters(text: str, path: str) -> tuple[str, list[Diagnostic]]:
    """``text`` with each lone surrogate (half a character, which no file can hold but a
    program's string can) replaced by U+FFFD, and an E117 for each (the first 20), at its
    line and column by the one definition of a line (``crawlbook.dsl.lines``)."""
    if not _SURROGATE.search(text):
        return text, []
    diagnostics: list[Diagnostic] = []
    line_starts = lines.starts(text)
    for m in _SURROGATE.finditer(text):
        if len(diagnostics) >= MAX_BAD_BYTES:
            break
        line, column = lines.position(line_starts, m.start())
        diagnostics.append(syntax("E117", Span(path, line, column, line, column + 1),
                                  codepoint=ord(m.group())))
    return _SURROGATE.sub("\ufffd", text), diagnostics


def read(path: str | os.PathLike[str], limit: int | None = None,
         how_to_raise: str | None = None, *, beneath: Path | None = None
         ) -> tuple[str | None, list[Diagnostic]]:
    """The text of one file (a regular file of at most ``limit`` bytes), or None and an
    E100 saying why it cannot be read. With ``beneath`` (the sandbox) the file must be in
    that folder, and is opened so that a link swapped in cannot lead out of it
    (``crawlbook.files.read_beneath``)."""
    from crawlbook.files import TooLarge, read_beneath, read_bytes

    name = str(path)
    try:
        data = read_bytes(path, limit) if beneath is None else read_beneath(beneath, path,
                                                                             limit)
    except IsADirectoryError:
        return None, [syntax("E100", None, path=name, reason="it is a folder")]
    except FileNotFoundError:
        return None, [syntax("E100", None, path=name, reason="no such file")]
    except TooLarge as error:
        return None, read_over(path, error.limit, how_to_raise)
    except OSError as error:
        return None, [syntax("E100", None, path=name, reason=error.strerror or str(error))]
    except ValueError:  # a path holding a NUL character
        return None, [syntax("E100", None, path=name, reason="not a valid file name")]
    return decode(data, name)


def read_over(path: str | os.PathLike[str], limit: int,
              how_to_raise: str | None) -> list[Diagnostic]:
    """The E100 of a booklet larger than the limit."""
    from crawlbook.files import format_size

    return [syntax("E100", None, how_to_raise, path=str(path),
                   reason=f"larger than {format_size(limit)}, the limit for a booklet and "
                          "its includes")]


# An INCLUDE path with this prefix names a file shipped in crawlbook's missions folder.
BUNDLED = "crawlbook:"


# A file's text: (path, the folder it must be read from in the sandbox, or None).
Reader = Callable[[str | os.PathLike[str], Path | None], tuple[str | None, list[Diagnostic]]]
Parser = Callable[[str, str], ParseResult]


class _Source:
    """How one load reads and parses its files, and how much it has read.

    A plain class, not a dataclass: one is made per load, and ``dataclasses`` would
    compile its methods at every start (2 M instructions of ``check 1``;
    benchmarks/startup_bench.py)."""

    __slots__ = ("folder", "over", "parse", "reach", "read", "used")

    def __init__(self, read: Reader | None, parse: Parser, reach: Reach, folder: Path) -> None:
        self.read = read  # None: the files on disk, each within what is left of the limit
        self.parse = parse
        self.reach = reach
        self.folder = folder  # the checked booklet's folder, resolved (the sandbox's own tree)
        self.used = 0  # bytes read so far (the booklet and its includes)
        self.over = False  # the last file read went over the limit

    def text(self, path: str | os.PathLike[str], beneath: Path | None = None
             ) -> tuple[str | None, list[Diagnostic]]:
        """A file's text within what is left of the limit (``over`` when it is not); with
        ``beneath``, a file on disk is read only from inside that folder."""
        limit = self.reach.max_bytes
        left = None if limit is None else max(limit - self.used, 0)
        if self.read is None:  # read_bytes stops at the limit: nothing more is read
            text, problems = read(path, left, self.reach.how_to_raise, beneath=beneath)
            self.over = (text is None and left is not None
                         and problems == read_over(path, left, self.reach.how_to_raise))
        else:  # an editor's text, or a file its reader read: measured as UTF-8
            text, problems = self.read(path, beneath)
            self.over = False
        size = len(text.encode("utf-8", "surrogatepass")) if text is not None else 0
        if self.read is not None and left is not None and size > left:
            text, problems, self.over = None, read_over(path, limit or 0,
                                                        self.reach.how_to_raise), True
        self.used += size
        return text, problems


def load(path: str | os.PathLike[str], *, read_file: Reader | None = None,
         parse_text: Parser | None = None, reach: Reach | None = None) -> LoadResult:
    """Parse ``path`` and, depth first, every file it includes.

    ``read_file`` (default ``read``) gives a file's text, so that an editor can check the
    text it holds rather than the file on disk; it is given the folder a file on disk must
    be read from in the sandbox (``read``'s ``beneath``), or None; ``parse_text`` (default
    ``parse``) parses one file's text, so that a caller may reuse the parse of a file that
    has not changed;
    ``reach`` sets the size limit and the sandbox (default: neither).
    """
    source = _Source(read_file, parse_text or parse, reach or Reach(), _folder(Path(path)))
    result = LoadResult([], [], {})
    if source.reach.sandbox and not _inside(Path(path), source.folder):
        result.diagnostics.append(_link_out(path))
        return result
    text, problems = source.text(path, source.folder if source.reach.sandbox else None)
    result.diagnostics.extend(problems)
    if text is None:
        return result
    _load_text(Path(path), str(path), text, result, (), set(), source)
    return result


def read_mission(path: str | os.PathLike[str], limit: int | None = None,
                 how_to_raise: str | None = None, *, sandbox: bool = False
                 ) -> tuple[str | None, list[Diagnostic]]:
    """``read`` of a mission file named or found in a folder; in the sandbox the file
    must be inside its own folder (not a link out of it) and is read from inside it."""
    folder = _folder(Path(path))
    if not sandbox:
        return read(path, limit, how_to_raise)
    if not _inside(Path(path), folder):
        return None, [_link_out(path)]
    return read(path, limit, how_to_raise, beneath=folder)


def _link_out(path: str | os.PathLike[str]) -> Diagnostic:
    """The E100 of a mission file that is a link out of its folder in the sandbox:
    `check --sandbox c/` with c/env.mission a link to /proc/self/environ is refused before
    anything is read, so none of it shows in a snippet (docs/security.md)."""
    return syntax("E100", None, path=str(path),
                  reason="in the sandbox a mission file stays inside its own folder: this "
                         "one is a link to a file outside it (docs/security.md)")


def _folder(path: Path) -> Path:
    try:
        return path.absolute().parent.resolve()
    except (OSError, RuntimeError):
        return path.absolute().parent


def _key(path: Path) -> str:
    try:
        return str(path.resolve())
    except (OSError, RuntimeError):
        return str(path.absolute())


def _load_text(path: Path, name: str, text: str, result: LoadResult,
               chain: tuple[str, ...], seen: set[str], source: _Source) -> None:
    key = _key(path)
    seen.add(key)
    chain = (*chain, key)
    text, halves = whole_characters(text, name)
    result.diagnostics.extend(halves)
    parsed = source.parse(text, name)
    result.documents.append(parsed.document)
    result.diagnostics.extend(parsed.diagnostics)
    result.sources[name] = text
    for section in parsed.document.sections:
        if isinstance(section, Include):
            _include(path, section, result, chain, seen, source)


def bundled_root() -> Path:
    """The folder of the bundled missions (``crawlbook.missions``)."""
    from crawlbook.missions import package_dir

    return package_dir()


def bundled_path(name: str) -> Path:
    """Where ``crawlbook:NAME`` lives: ``content/<ruleset>/FILE`` is a file of that
    ruleset's content (``Ruleset.content_root``), anything else a bundled mission file.
    ``OutsideBundled`` when the path (``..``, an absolute path, a link) leads out of that
    folder."""
    parts = name.split("/", 2)
    root = bundled_root()
    if len(parts) == 3 and parts[0] == "content":
        from crawlbook import plugins

        ruleset = plugins.find(parts[1])
        content = ruleset.content_root() if ruleset is not None else None
        if content is not None:
            root, name = Path(str(content)), parts[2]
    target = root / name
    if not _inside(target, root):
        raise OutsideBundled(f"`crawlbook:{name}` leads out of {root.name}")
    return target


def _inside(target: Path, root: Path) -> bool:
    """Whether ``target`` (links followed) is inside the folder ``root``."""
    try:
        return target.resolve().is_relative_to(root.resolve())
    except (OSError, RuntimeError, ValueError):
        return False


def _shipped_roots() -> list[Path]:
    """The folders of the files shipped with crawlbook: the bundled missions and each
    installed ruleset's content."""
    from crawlbook import plugins

    roots = [bundled_root()]
    for name in plugins.names():
        try:
            ruleset = plugins.get(name)
            content = ruleset.content_root() if ruleset is not None else None
        except Exception:  # a broken third-party ruleset ships nothing to include
            continue
        if content is not None:
            roots.append(Path(str(content)))
    return roots


def _sandbox_root(target: Path, source: _Source) -> Path | None:
    """In the sandbox, the folder ``target`` must be read from: the booklet's folder tree,
    or the folder of the files shipped with crawlbook that holds it; None when it is in
    neither (the sandbox keeps it out) or when there is no sandbox."""
    if not source.reach.sandbox:
        return None
    if _inside(target, source.folder):
        return source.folder
    return next((root for root in _shipped_roots() if _inside(target, root)), None)


def _include(base: Path, include: Include, result: LoadResult, chain: tuple[str, ...],
             seen: set[str], source: _Source) -> None:
    beneath: Path | None = None  # in the sandbox: the folder the file is read from
    if include.path.startswith(BUNDLED):
        # `INCLUDE "crawlbook:content/tunnel-rats/tb-cards.mission"`: a file shipped with
        # crawlbook, wherever it is installed. Its name stays as written, so spans and
        # compiled programs do not depend on the machine's install folder.
        try:
            target = bundled_path(include.path[len(BUNDLED):])
        except OutsideBundled:
            result.diagnostics.append(syntax(
                "E113", include.span, path=include.path,
                reason="a crawlbook: path must stay inside the files shipped with crawlbook"))
            return
        name = include.path
    else:
        target = base.parent / include.path
        name = str(target)
        beneath = _sandbox_root(target, source)
        if source.reach.sandbox and beneath is None:
            # Refused before any look at the file: whether it exists is not told either.
            result.diagnostics.append(syntax(
                "E113", include.span, path=include.path,
                reason="in the sandbox an INCLUDE stays inside the mission's own folder "
                       "and the files shipped with crawlbook (docs/security.md)"))
            return
    key = _key(target)
    if key in chain:
        names = " → ".join(Path(c).name for c in (*chain[chain.index(key):], key))
        result.diagnostics.append(syntax("E114", include.span, path=include.path, chain=names))
        return
    if key in seen:
        return  # already read through another include: its sections are there once
    if len(chain) > MAX_INCLUDE_DEPTH:  # the booklet itself, then 64 nested files
        result.diagnostics.append(syntax("E113", include.span, path=include.path,
                                         reason=f"more than {MAX_INCLUDE_DEPTH} nested includes"))
        return
    text, problems = source.text(target, beneath)
    if text is None:
        reason = problems[0].message.split(": ", 1)[-1] if problems else "cannot read it"
        hint = _include_hint(include, target)
        if source.over and source.reach.max_bytes is not None:
            from crawlbook.files import format_size

            reason = (f"the booklet and its includes would be larger than "
                      f"{format_size(source.reach.max_bytes)}")
            hint = source.reach.how_to_raise or hint
        result.diagnostics.append(syntax("E113", include.span, path=include.path,
                                         reason=reason, hint=hint))
        return
    result.diagnostics.extend(problems)
    _load_text(target, name, text, result, chain, seen, source)


def _include_hint(include: Include, target: Path) -> str:
    """Where crawlbook looked (the whole path: a relative INCLUDE is read from the
    including file's folder, not the current one), and the file shipped with crawlbook
    that the author probably meant (a bundled mission copied out of its folder)."""
    try:
        looked = str(target.resolve())
    except (OSError, RuntimeError):
        looked = str(target.absolute())
    hint = f"looked for {looked}"
    if include.path.startswith(BUNDLED):
        return hint
    name = include.path.replace("\\", "/").lstrip("./")
    for candidate in (name, name.split("/", 1)[-1] if name.startswith("missions/") else ""):
        if candidate and _ships(candidate):
            return (f'{hint}; a file of that name ships with crawlbook: write INCLUDE '
                    f'"{BUNDLED}{candidate}"')
    return hint


def _ships(name: str) -> bool:
    try:
        return bundled_path(name).is_file()
    except (OSError, ValueError):
        return False
