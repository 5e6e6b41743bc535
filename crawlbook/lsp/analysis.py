"""The missions an editor works on, analysed as `crawlbook check` would (docs/editors.md).

A ``Project`` holds the texts the editor has open, which win over the files on disk, and
checks *roots*: a mission is checked with the files it INCLUDEs, so a file that another
mission includes is checked as part of that mission (as `crawlbook check FOLDER` does),
and an edit in it re-checks every mission that reads it. An open file that no known
mission includes is looked up in its folder, its parent and the workspace folders: the
missions that INCLUDE it become roots; a file that nobody includes is its own root.

Each analysis is the compiler's: ``crawlbook.dsl.loader.load`` (with the editor's texts),
``crawlbook.compiler.api.compile_documents`` (every check, then the ``[tool.crawlbook]``
configuration of the nearest ``pyproject.toml``), never a second implementation. The
parse of a file whose text has not changed is reused, so a keystroke in a mission does
not parse its included cards again.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from crawlbook.compiler.api import CompileResult, compile_documents
from crawlbook.compiler.api import reach as reach_of
from crawlbook.compiler.config import Limits
from crawlbook.dsl.diagnostics import Diagnostic
from crawlbook.dsl.loader import BUNDLED, bundled_path, decode, load
from crawlbook.dsl.parser import ParseResult, parse
from crawlbook.files import read_bytes
from crawlbook.lsp.places import lines_of
from crawlbook.lsp.symbols import SymbolIndex

if TYPE_CHECKING:
    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.graph import Way
    from crawlbook.dsl.nodes import Document

_INCLUDE = re.compile(r'^[ \t]*INCLUDE[ \t]+"([^"]+)"', re.MULTILINE)
MAX_SCANNED = 2000  # .mission files read when looking for the missions that include one


def file_key(path: str | os.PathLike[str]) -> str:
    """The one name of a file on this machine: its absolute, resolved path."""
    try:
        return str(Path(path).resolve())
    except (OSError, RuntimeError):
        return str(Path(path).absolute())


def real_path(name: str) -> str:
    """Where the document ``name`` (as spans name it) is on disk: a ``crawlbook:`` name
    is a file shipped with crawlbook (``crawlbook.dsl.loader.bundled_path``)."""
    if name.startswith(BUNDLED):
        return file_key(bundled_path(name[len(BUNDLED):]))
    return file_key(name)


@dataclass
class Analysis:
    """One mission (a root) checked: the compiler's result and its files."""

    root: str
    result: CompileResult
    keys: dict[str, str]  # document name -> file key
    config_error: str | None = None
    _index: SymbolIndex | None = field(default=None, repr=False)
    _incoming: dict[str, list[tuple[str, Way]]] | None = field(default=None, repr=False)

    @property
    def ctx(self) -> CheckContext | None:
        return self.result.context

    @property
    def files(self) -> set[str]:
        return {self.root, *self.keys.values()}

    def name_of(self, key: str) -> str | None:
        """The document name of file ``key`` in this analysis."""
        for name, k in self.keys.items():
            if k == key:
                return name
        return None

    def document(self, name: str) -> Document | None:
        for doc in self.result.documents:
            if doc.path == name:
                return doc
        return None

    def lines(self, name: str) -> list[str]:
        doc = self.document(name)
        return lines_of(doc.source) if doc is not None else []

    def diagnostics(self) -> dict[str, list[Diagnostic]]:
        """The diagnostics by file key (one without a place goes to the root)."""
        found: dict[str, list[Diagnostic]] = {key: [] for key in self.files}
        for d in self.result.diagnostics:
            key = self.keys.get(d.span.file, real_path(d.span.file)) if d.span else self.root
            found.setdefault(key, []).append(d)
        return found

    def index(self) -> SymbolIndex:
        if self._index is None:
            self._index = SymbolIndex.build(self.ctx)
        return self._index

    def incoming(self) -> dict[str, list[tuple[str, Way]]]:
        """The ways into each entry, by its id: (the entry the way leaves, the way)."""
        if self._incoming is None:
            from crawlbook.compiler.graph import entry_ways

            found: dict[str, list[tuple[str, Way]]] = {}
            ctx = self.ctx
            for other in (ctx.entries.values() if ctx is not None else ()):
                for way in entry_ways(other):
                    found.setdefault(way.target.ref, []).append((other.id, way))
            self._incoming = found
        return self._incoming

    def prepare(self) -> None:
        """Build what requests read (the symbol index, the ways into each entry) now, in
        the checking thread, rather than in the event loop at the first request."""
        self.index()
        self.incoming()


class Stopped(Exception):
    """Raised by a ``Project.checkpoint`` to stop the check under way (a newer edit)."""


class Project:
    """The editor's open files and the missions they belong to, analysed on demand."""

    def __init__(self, folders: Iterable[str | os.PathLike[str]] = (), *,
                 sandbox: bool = False) -> None:
        self.folders = [Path(f) for f in folders]
        self.sandbox = sandbox  # `crawlbook lsp --sandbox` (docs/security.md)
        self._limit = Limits().mission  # a file on disk is read up to this size
        self.texts: dict[str, str] = {}  # open files by key
        self.roots: set[str] = set()
        self.analyses: dict[str, Analysis] = {}
        self.dirty: set[str] = set()
        self.touched: set[str] = set()  # files whose diagnostics may have changed
        self._parses: dict[str, tuple[str, ParseResult]] = {}
        # Called at the check's stopping points (each file read or parsed, between the
        # checks): the server's raises when a newer edit makes the check useless.
        self.checkpoint: Callable[[], object] | None = None

    # ------------------------------------------------------------------ the editor

    def open(self, path: str | os.PathLike[str], text: str) -> str:
        key = file_key(path)
        self.texts[key] = text
        self._touch(key)
        return key

    def change(self, path: str | os.PathLike[str], text: str) -> str:
        key = file_key(path)
        self.texts[key] = text
        self._touch(key)
        return key

    def close(self, path: str | os.PathLike[str]) -> str:
        key = file_key(path)
        self.texts.pop(key, None)
        self._touch(key)
        return key

    def changed_on_disk(self, path: str | os.PathLike[str]) -> None:
        """A file changed outside the editor: the missions that read it are re-checked."""
        key = file_key(path)
        self._parses.pop(key, None)
        if key not in self.texts:
            self._touch(key)

    def _touch(self, key: str) -> None:
        self.dirty |= {root for root, a in self.analyses.items() if key in a.files}
        if key in self.roots:
            self.dirty.add(key)

    # ------------------------------------------------------------------ analysis

    def pending(self, key: str | None = None) -> bool:
        """Whether an analysis is out of date (of a mission that reads ``key``)."""
        if key is None:
            return bool(self.dirty) or bool(self._uncovered())
        return (key in self.texts and not self._covering(key)) or any(
            root in self.dirty for root in self._roots_of(key))

    def refresh(self) -> dict[str, list[Diagnostic]]:
        """Bring every analysis up to date; return the diagnostics of every file whose
        diagnostics may have changed, by file key (an empty list clears a file), and
        remember those files in ``touched``."""
        touched: set[str] = set()
        for key in self._uncovered():
            includers = self._includers(key)
            new = includers or {key}
            self.roots |= new
            self.dirty |= new
        while self.dirty:
            root = self.dirty.pop()
            old = self.analyses.get(root)
            if old is not None:
                touched |= old.files
            if root not in self.roots:
                continue
            try:
                analysis = self.analyse(root)
            except Stopped:  # by ``checkpoint``: the mission is still due
                self.dirty.add(root)
                self.touched |= touched  # the missions checked before it are done
                raise
            self.analyses[root] = analysis
            touched |= analysis.files
        # A root that another root includes is checked as part of that one.
        for root in list(self.roots):
            if any(root in a.files for r, a in self.analyses.items() if r != root):
                self.roots.discard(root)
                gone = self.analyses.pop(root, None)
                if gone is not None:
                    touched |= gone.files
        # A root that nothing open reads any more is dropped (its files are cleared).
        for root in list(self.roots):
            found = self.analyses.get(root)
            if found is None or not found.files & self.texts.keys():
                self.roots.discard(root)
                gone = self.analyses.pop(root, None)
                if gone is not None:
                    touched |= gone.files
        self.touched |= touched
        return {key: self.diagnostics_of(key) for key in touched}

    def take_touched(self) -> set[str]:
        """The files whose diagnostics may have changed since the last call."""
        touched, self.touched = self.touched, set()
        return touched

    def text_of(self, key: str) -> str | None:
        """The text of a file as the analyses read it: the editor's, else the disk's."""
        if key in self.texts:
            return self.texts[key]
        cached = self._parses.get(key)
        if cached is not None:
            return cached[0]
        text, _ = self._read(key)
        return text

    def analyse(self, root: str) -> Analysis:
        from crawlbook.compiler import config as configuration

        config_error = None
        try:
            config = configuration.with_cli(configuration.load_for(Path(root)),
                                            sandbox=self.sandbox)
        except (configuration.ConfigError, OSError, ValueError) as exc:
            config, config_error = configuration.Config(sandbox=self.sandbox), str(exc)
        try:
            reach = reach_of(config)
        except configuration.ConfigError as exc:  # a bad CRAWLBOOK_MAX_MISSION
            config_error = str(exc)
            reach = reach_of(replace(config, limit_settings={}), environ={})
        self._limit = reach.max_bytes or self._limit
        loaded = load(root, read_file=self._read, parse_text=self._parse, reach=reach)
        result = compile_documents(loaded.documents, loaded.diagnostics, config, build=False,
                                   between=self.checkpoint)
        keys = {doc.path: (root if i == 0 else real_path(doc.path))
                for i, doc in enumerate(loaded.documents)}
        analysis = Analysis(root, result, keys, config_error)
        if self.checkpoint is not None:  # the server's checking thread
            self.checkpoint()
            analysis.prepare()
        return analysis

    def analyses_of(self, key: str) -> list[Analysis]:
        """The up-to-date analyses of the missions that read file ``key``."""
        if self.pending(key):
            self.refresh()
        return [self.analyses[r] for r in sorted(self._roots_of(key)) if r in self.analyses]

    def diagnostics_of(self, key: str) -> list[Diagnostic]:
        """The diagnostics of one file, from every mission that reads it (once each)."""
        found: list[Diagnostic] = []
        for root in sorted(self._roots_of(key)):
            analysis = self.analyses.get(root)
            if analysis is not None:
                found += analysis.diagnostics().get(key, [])
        return list(dict.fromkeys(found))

    # ------------------------------------------------------------------ helpers

    def _roots_of(self, key: str) -> set[str]:
        return {r for r, a in self.analyses.items() if key in a.files and r in self.roots}

    def _covering(self, key: str) -> bool:
        return bool(self._roots_of(key)) or key in self.roots

    def _uncovered(self) -> list[str]:
        return [key for key in self.texts if not self._covering(key)]

    def _read(self, path: str | os.PathLike[str], beneath: Path | None = None
              ) -> tuple[str | None, list[Diagnostic]]:
        """The editor's text of a file, else the disk's; in the sandbox a file on disk is
        read from inside ``beneath`` as `crawlbook check --sandbox` reads it (a link
        swapped in is never followed out: ``crawlbook.files.read_beneath``)."""
        if self.checkpoint is not None:
            self.checkpoint()
        text = self.texts.get(file_key(path))
        if text is not None:
            return text, []
        from crawlbook.dsl.loader import read

        return read(path, self._limit, beneath=beneath)

    def _parse(self, text: str, name: str) -> ParseResult:
        key = real_path(name)
        cached = self._parses.get(key)
        if cached is not None and cached[0] == text and cached[1].document.path == name:
            return cached[1]
        if self.checkpoint is not None:
            self.checkpoint()
        parsed = parse(text, name)
        self._parses[key] = (text, parsed)
        return parsed

    def _includers(self, key: str) -> set[str]:
        """The .mission files near ``key`` (its folder, the folder above, the workspace
        folders) that INCLUDE it."""
        here = Path(key).parent
        candidates: list[Path] = [*here.glob("*.mission"), *here.parent.glob("*.mission")]
        for folder in self.folders:
            candidates += _missions_under(folder)
        found: set[str] = set()
        for path in dict.fromkeys(candidates[:MAX_SCANNED]):
            other = file_key(path)
            if other == key:
                continue
            text = self.texts.get(other)
            if text is None:
                try:  # never a FIFO or a device, never more than a booklet's limit
                    text, _ = decode(read_bytes(path, self._limit), str(path))
                except OSError:
                    continue
            for name in _INCLUDE.findall(text):
                target = (bundled_path(name[len(BUNDLED):]) if name.startswith(BUNDLED)
                          else path.parent / name)
                if file_key(target) == key:
                    found.add(other)
        return found


def _missions_under(folder: Path) -> list[Path]:
    found: list[Path] = []
    for base, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != "node_modules"]
        found += [Path(base) / f for f in files if f.endswith(".mission")]
        if len(found) >= MAX_SCANNED:
            break
    return found
