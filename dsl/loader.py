"""Read a booklet file and the files it INCLUDEs: bytes -> text -> documents.

docs/language.md, "The set-up": ``INCLUDE "file.mission"`` reads another file's sections
at that place, the path relative to the including file. ``load`` reads the bytes itself so
that a file that is not UTF-8 is reported at the bad byte (line and column) and still
checked (the byte is read as U+FFFD); a missing, unreadable or circular include is reported
at the INCLUDE line. Documents come back in reading order: a file, then (depth first) the
files it includes, each file once.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from crawlbook.dsl.diagnostics import Diagnostic, syntax
from crawlbook.dsl.nodes import Document, Include, Span
from crawlbook.dsl.parser import ParseResult, parse

MAX_BAD_BYTES = 20
MAX_INCLUDE_DEPTH = 64
_ESCAPED = re.compile("[\udc80-\udcff]")


@dataclass(frozen=True)
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
    for m in _ESCAPED.finditer(text):
        if len(diagnostics) >= MAX_BAD_BYTES:
            break
        i = m.start()
        line_start = text.rfind("\n", 0, i) + 1
        line = text.count("\n", 0, line_start) + 1
        column = i - line_start + 1
        diagnostics.append(syntax("E101", Span(path, line, column, line, column),
                                  byte=ord(m.group()) - 0xDC00))
    return _ESCAPED.sub("\ufffd", text), diagnostics


def read(path: str | os.PathLike[str]) -> tuple[str | None, list[Diagnostic]]:
    """The text of one file, or None and an E100 when it cannot be read."""
    name = str(path)
    try:
        data = Path(path).read_bytes()
    except IsADirectoryError:
        return None, [syntax("E100", None, path=name, reason="it is a folder")]
    except FileNotFoundError:
        return None, [syntax("E100", None, path=name, reason="no such file")]
    except OSError as error:
        return None, [syntax("E100", None, path=name, reason=error.strerror or str(error))]
    except ValueError:  # a path holding a NUL character
        return None, [syntax("E100", None, path=name, reason="not a valid file name")]
    return decode(data, name)


# An INCLUDE path with this prefix names a file shipped in crawlbook's missions folder.
BUNDLED = "crawlbook:"


Reader = Callable[[str | os.PathLike[str]], tuple[str | None, list[Diagnostic]]]
Parser = Callable[[str, str], ParseResult]


@dataclass(frozen=True)
class _Source:
    read: Reader
    parse: Parser


def load(path: str | os.PathLike[str], *, read_file: Reader | None = None,
         parse_text: Parser | None = None) -> LoadResult:
    """Parse ``path`` and, depth first, every file it includes.

    ``read_file`` (default ``read``) gives a file's text, so that an editor can check the
    text it holds rather than the file on disk; ``parse_text`` (default ``parse``) parses
    one file's text, so that a caller may reuse the parse of a file that has not changed.
    """
    source = _Source(read_file or read, parse_text or parse)
    result = LoadResult([], [], {})
    text, problems = source.read(path)
    result.diagnostics.extend(problems)
    if text is None:
        return result
    _load_text(Path(path), str(path), text, result, (), set(), source)
    return result


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
    parsed = source.parse(text, name)
    result.documents.append(parsed.document)
    result.diagnostics.extend(parsed.diagnostics)
    result.sources[name] = text
    for section in parsed.document.sections:
        if isinstance(section, Include):
            _include(path, section, result, chain, seen, source)


def bundled_root() -> Path:
    """The folder of the bundled missions (``crawlbook.missions``)."""
    from importlib import resources

    return Path(str(resources.files("crawlbook.missions")))


def bundled_path(name: str) -> Path:
    """Where ``crawlbook:NAME`` lives: ``content/<ruleset>/FILE`` is a file of that
    ruleset's content (``Ruleset.content_root``), anything else a bundled mission file."""
    parts = name.split("/", 2)
    if len(parts) == 3 and parts[0] == "content":
        from crawlbook import plugins

        try:
            ruleset = plugins.get(parts[1])
        except plugins.PluginError:
            ruleset = None
        root = ruleset.content_root() if ruleset is not None else None
        if root is not None:
            return Path(str(root)) / parts[2]
    return bundled_root() / name


def _include(base: Path, include: Include, result: LoadResult, chain: tuple[str, ...],
             seen: set[str], source: _Source) -> None:
    if include.path.startswith(BUNDLED):
        # `INCLUDE "crawlbook:content/tunnel-rats/tb-cards.mission"`: a file shipped with
        # crawlbook, wherever it is installed. Its name stays as written, so spans and
        # compiled programs do not depend on the machine's install folder.
        target = bundled_path(include.path[len(BUNDLED):])
        name = include.path
    else:
        target = base.parent / include.path
        name = str(target)
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
    text, problems = source.read(target)
    if text is None:
        reason = problems[0].message.split(": ", 1)[-1] if problems else "cannot read it"
        result.diagnostics.append(syntax("E113", include.span, path=include.path,
                                         reason=reason, hint=_include_hint(include, target)))
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
