"""Which diagnostics to report and at what severity, as ruff does for its rules.

Sources, later ones adding to earlier ones: the catalogue's defaults
(``compiler/diagnostics.py``), the ``[tool.crawlbook]`` table of the nearest
``pyproject.toml`` above the checked file, then the command line (``--select``,
``--ignore``, ``--severity CODE=LEVEL``). Codes are matched by prefix (``W4`` is every
W4xx code; ``W`` every warning code). Fatal codes (a booklet that cannot be compiled)
are always reported: ``select``/``ignore`` leave them alone, and a ``severity`` that would
lower or silence one is a ``ConfigError``.

The same table holds the reading settings of docs/security.md, "Untrusted input":
``sandbox = true`` (INCLUDE stays inside the mission's folder tree and the files shipped
with crawlbook) and ``[tool.crawlbook.limits]``, the size limits of the files crawlbook
reads, which the environment (``CRAWLBOOK_MAX_MISSION`` ...) overrides. In the sandbox a
file may lower a limit but not raise it: the file may be the untrusted input's own.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import field, replace
from pathlib import Path
from typing import TYPE_CHECKING, cast

from crawlbook.dsl.record import record

from crawlbook.files import LIMIT_ENVIRONMENT, how_to_raise, over_limit

if TYPE_CHECKING:
    from crawlbook.dsl.diagnostics import Diagnostic, Severity

LEVELS = ("error", "warning", "info", "off")
_RANK = {"info": 0, "warning": 1, "error": 2}


class ConfigError(ValueError):
    """A bad setting (unknown code or level, lowering a fatal code, a bad limit)."""


# pyproject.toml itself is read up to this size (docs/security.md, "Limits").
PYPROJECT_LIMIT = 1 << 20
ENVIRONMENT = LIMIT_ENVIRONMENT  # + the limit's name in capitals


@record
class Limits:
    """The size limits of the files crawlbook reads, in bytes (docs/security.md,
    "Limits"). ``mission`` holds for a booklet and its includes together; ``script`` for
    `play --script` answers and transcript files."""

    mission: int = 8 << 20
    program: int = 64 << 20
    save: int = 64 << 20
    script: int = 8 << 20

    @staticmethod
    def names() -> tuple[str, ...]:
        return Limits.__match_args__

    @staticmethod
    def how_to_raise(name: str) -> str:
        """How a person raises the limit ``name``, for a message (``files.how_to_raise``)."""
        return how_to_raise(name)

    @staticmethod
    def over(name: str, error: Exception) -> str:
        """The message for a file over the limit ``name`` (``error``: ``TooLarge``;
        ``files.over_limit``)."""
        return over_limit(name, error)


def parse_limits(table: object, source: str | None = None) -> dict[str, int]:
    """``{name: bytes}`` from a ``[tool.crawlbook.limits]`` table; ``ConfigError`` for an
    unknown name, a value that is no size, or a size under one byte."""

    where = f" (in {source})" if source else ""
    if not isinstance(table, dict):
        raise ConfigError(f"[tool.crawlbook.limits] must be a table of NAME = \"SIZE\"{where}")
    out = {}
    for key, value in table.items():
        if key not in Limits.names():
            from crawlbook.compiler.suggest import closest

            best = closest(str(key), Limits.names())
            guess = f"; did you mean `{best}`?" if best else ""
            raise ConfigError(f"unknown limit `{key}` in [tool.crawlbook.limits]{where} "
                              f"(known: {', '.join(Limits.names())}){guess}")
        out[key] = _size(value, f"the limit `{key}`{where}")
    return out


def _size(value: object, what: str) -> int:
    from crawlbook.files import parse_size

    try:
        size = parse_size(value)  # type: ignore[arg-type]
    except (ValueError, TypeError):
        raise ConfigError(f"{what} must be a size: a number of bytes, or with K, M or G "
                          f"(\"512K\", \"8M\"), not {value!r}") from None
    if size < 1:
        raise ConfigError(f"{what} must be at least 1 byte")
    return size


@record
class Config:
    """``select``/``ignore`` are code prefixes; ``severity`` maps a code prefix to a level."""

    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    severity: Mapping[str, str] = field(default_factory=dict)
    source: str | None = None  # the pyproject.toml it came from, for messages
    limit_settings: Mapping[str, int] = field(default_factory=dict)  # the file's limits
    sandbox: bool = False

    def merged(self, other: Config) -> Config:
        """``other`` (the command line) on top of this (the file)."""
        return Config(
            select=other.select or self.select,
            ignore=(*self.ignore, *other.ignore),
            severity={**self.severity, **other.severity},
            source=self.source,
            limit_settings={**self.limit_settings, **other.limit_settings},
            sandbox=self.sandbox or other.sandbox,
        )

    def limits(self, environ: Mapping[str, str] | None = None) -> Limits:
        """The size limits: the defaults, the file's (only lower ones in the sandbox),
        then the environment's ``CRAWLBOOK_MAX_<NAME>`` (``environ``, default
        ``os.environ``); ``ConfigError`` for a variable that is no size."""
        environ = os.environ if environ is None else environ
        default = Limits()
        chosen = {}
        for name in Limits.names():
            value = self.limit_settings.get(name, getattr(default, name))
            if self.sandbox:
                value = min(value, getattr(default, name))
            variable = ENVIRONMENT + name.upper()
            if environ.get(variable):
                value = _size(environ[variable].strip(), variable)
            chosen[name] = value
        return Limits(**chosen)

    def level(self, code: str, default: str) -> str:
        """The severity for ``code`` ("off" to drop it); the longest matching prefix wins."""
        if self.select and not _matches(code, self.select):
            return "off"
        if _matches(code, self.ignore):
            return "off"
        best = ""
        level = default
        for prefix, value in self.severity.items():
            if code.startswith(prefix) and len(prefix) > len(best):
                best, level = prefix, value
        return level

    def validate(self) -> None:
        """Raise ``ConfigError`` for an unknown level or code, or a lowered fatal code."""
        from crawlbook.compiler.diagnostics import catalogue

        where = f" (in {self.source})" if self.source else ""
        for prefix, level in self.severity.items():
            if level not in LEVELS:
                raise ConfigError(f"unknown severity `{level}` for {prefix}{where}: "
                                  f"use one of {', '.join(LEVELS)}")
        for prefix in (*self.select, *self.ignore, *self.severity):
            if not any(code.startswith(prefix) for code in catalogue()):
                raise ConfigError(f"no diagnostic code starts with `{prefix}`{where}")
        for prefix, level in self.severity.items():
            lowered = [code for code, entry in catalogue().items()
                       if entry.fatal and code.startswith(prefix)
                       and (level == "off" or _RANK[level] < _RANK[entry.severity])]
            if lowered:
                raise ConfigError(f"{prefix}={level}{where}: {lowered[0]} cannot be lowered or "
                                  "silenced, a booklet with it cannot be compiled")

    def apply(self, diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
        """The diagnostics kept, each with its configured severity."""
        from crawlbook.compiler.diagnostics import catalogue

        kept = []
        for d in diagnostics:
            entry = catalogue().get(d.code)
            default = d.severity
            if entry is not None and entry.fatal:
                # Fatal codes keep at least their default severity.
                level = self.level(d.code, default)
                if level == "off" or _RANK[level] < _RANK[default]:
                    level = default
            else:
                level = self.level(d.code, default)
            if level == "off":
                continue
            kept.append(d if level == default else replace(d, severity=cast("Severity", level)))
        return kept


def _matches(code: str, prefixes: Iterable[str]) -> bool:
    return any(code.startswith(p) for p in prefixes)


def _current(code: str) -> str:
    """A code as the catalogue names it now (a ruleset's former code, such as ``E230``,
    gives its ``CW230``: docs/diagnostics.md, "Codes of rulesets"); a prefix as it is."""
    from crawlbook.compiler.diagnostics import current

    return current(code)


def parse_codes(values: Iterable[str]) -> tuple[str, ...]:
    """``["E2,W401", "I5"]`` -> ``("E2", "W401", "I5")`` (upper case, blanks dropped)."""
    out: list[str] = []
    for value in values:
        out += [_current(part.strip().upper()) for part in value.split(",") if part.strip()]
    return tuple(out)


def parse_severities(values: Iterable[str]) -> dict[str, str]:
    """``["W405=error", "I5=off"]`` -> ``{"W405": "error", "I5": "off"}``."""
    out: dict[str, str] = {}
    for value in values:
        for part in value.split(","):
            if not part.strip():
                continue
            code, sep, level = part.partition("=")
            if not sep or not code.strip():
                raise ConfigError(f"write --severity as CODE=LEVEL, not `{part}`")
            out[_current(code.strip().upper())] = level.strip().lower()
    return out


KEYS = ("select", "ignore", "severity", "sandbox", "limits")


def from_table(table: Mapping[str, object], source: str | None = None) -> Config:
    """A ``Config`` from a ``[tool.crawlbook]`` table; an unknown key is a ``ConfigError``
    (a misspelt `selct` would otherwise be ignored without a word)."""
    for key in table:
        if key not in KEYS:
            from crawlbook.compiler.suggest import closest

            best = closest(str(key), KEYS)
            guess = f"; did you mean `{best}`?" if best else ""
            raise ConfigError(f"{source or 'pyproject.toml'}: unknown key `{key}` in "
                              f"[tool.crawlbook] (known: {', '.join(KEYS)}){guess}")
    def codes(key: str) -> tuple[str, ...]:
        value = table.get(key, [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ConfigError(f"`{key}` must be a list of codes (in {source})")
        return parse_codes(value)

    severity = table.get("severity", {})
    if not isinstance(severity, dict) or not all(isinstance(v, str) for v in severity.values()):
        raise ConfigError(f"`severity` must be a table of CODE = \"level\" (in {source})")
    sandbox = table.get("sandbox", False)
    if not isinstance(sandbox, bool):
        raise ConfigError(f"`sandbox` must be true or false (in {source})")
    config = Config(select=codes("select"), ignore=codes("ignore"),
                    severity={_current(k.upper()): v.lower() for k, v in severity.items()},
                    source=source,
                    limit_settings=parse_limits(table.get("limits", {}), source),
                    sandbox=sandbox)
    return config


def _read(candidate: Path) -> dict[str, object] | None:
    """A pyproject.toml's data; None when it cannot hold crawlbook's settings. A file that
    cannot be read, or a file that names ``tool.crawlbook`` but is not valid TOML, is a
    ``ConfigError`` naming the file (and the line and column of a TOML error): settings
    the author wrote are never silently ignored."""
    # tomllib is imported here, when there is a pyproject.toml to read: a check of a
    # booklet in a folder without one does without it (docs/performance.md, "start-up").
    import tomllib

    from crawlbook.files import read_bytes

    try:
        raw = read_bytes(candidate, PYPROJECT_LIMIT)
    except OSError as exc:
        raise ConfigError(f"{candidate}: cannot read it: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        if b"tool.crawlbook" not in raw:
            return None
        raise ConfigError(f"{candidate}: not UTF-8 text (byte {exc.start})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        if "tool.crawlbook" not in text:
            return None  # somebody else's broken file: not ours to report
        raise ConfigError(f"{candidate}: not valid TOML, so its [tool.crawlbook] settings "
                          f"cannot be read: {exc}") from None
    except RecursionError:  # tomllib reads nested arrays and tables by recursion
        if "tool.crawlbook" not in text:
            return None
        raise ConfigError(f"{candidate}: nested too deeply to be read, so its "
                          "[tool.crawlbook] settings cannot be read") from None


def _tables(start: Path) -> Iterator[tuple[Path, object]]:
    """Each ``pyproject.toml`` with a ``[tool.crawlbook]`` table and that table, walking
    up from ``start`` (a file that is not a regular file is passed by, never read)."""
    here = start.resolve()
    if here.is_file() or not here.exists():
        here = here.parent
    for folder in (here, *here.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            data = _read(candidate)
            tool = data.get("tool") if data is not None else None
            if isinstance(tool, dict) and "crawlbook" in tool:
                yield candidate, tool["crawlbook"]


def find_pyproject(start: Path) -> Path | None:
    """The nearest ``pyproject.toml`` with a ``[tool.crawlbook]`` table, walking up."""
    for candidate, _table in _tables(start):
        return candidate
    return None


def load_for(path: Path) -> Config:
    """The file configuration that applies to ``path`` (the default when there is none),
    validated: a bad table, or a pyproject.toml that cannot be read, raises
    ``ConfigError``. The nearest table gives the settings; ``sandbox = true`` in any
    table further up holds too (a nearer file, which the untrusted input may bring
    itself, cannot turn the sandbox off)."""
    found = _tables(path)
    nearest = next(found, None)
    if nearest is None:
        return Config()
    pyproject, table = nearest
    if not isinstance(table, dict):
        raise ConfigError(f"[tool.crawlbook] must be a table (in {pyproject})")
    config = from_table(table, str(pyproject))
    config.validate()
    if not config.sandbox and _sandbox_above(found):
        config = replace(config, sandbox=True)
    return config


def _sandbox_above(tables: Iterator[tuple[Path, object]]) -> bool:
    """Whether a table further up says ``sandbox = true`` (a file up there that cannot be
    read says nothing: it was never the one that applied)."""
    try:
        return any(isinstance(t, dict) and t.get("sandbox") is True for _p, t in tables)
    except ConfigError:
        return False


def with_cli(base: Config, select: Iterable[str] = (), ignore: Iterable[str] = (),
             severity: Iterable[str] = (), *, sandbox: bool = False) -> Config:
    """``base`` with the command line's options on top, validated (the limits too: a
    bad ``CRAWLBOOK_MAX_...`` variable is a ``ConfigError`` here)."""
    cli = Config(select=parse_codes(select), ignore=parse_codes(ignore),
                 severity=parse_severities(severity), sandbox=sandbox)
    config = base.merged(cli)
    config.validate()
    config.limits()
    return config


def default() -> Config:
    return Config()
