"""Which diagnostics to report and at what severity, as ruff does for its rules.

Sources, later ones adding to earlier ones: the catalogue's defaults
(``compiler/diagnostics.py``), the ``[tool.crawlbook]`` table of the nearest
``pyproject.toml`` above the checked file, then the command line (``--select``,
``--ignore``, ``--severity CODE=LEVEL``). Codes are matched by prefix (``W4`` is every
W4xx code; ``W`` every warning code). Fatal codes (a booklet that cannot be compiled)
are always reported: ``select``/``ignore`` leave them alone, and a ``severity`` that would
lower or silence one is a ``ConfigError``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from crawlbook.dsl.diagnostics import Diagnostic, Severity

LEVELS = ("error", "warning", "info", "off")
_RANK = {"info": 0, "warning": 1, "error": 2}


class ConfigError(ValueError):
    """A bad severity setting (unknown code or level, or lowering a fatal code)."""


@dataclass(frozen=True)
class Config:
    """``select``/``ignore`` are code prefixes; ``severity`` maps a code prefix to a level."""

    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    severity: Mapping[str, str] = field(default_factory=dict)
    source: str | None = None  # the pyproject.toml it came from, for messages

    def merged(self, other: Config) -> Config:
        """``other`` (the command line) on top of this (the file)."""
        return Config(
            select=other.select or self.select,
            ignore=(*self.ignore, *other.ignore),
            severity={**self.severity, **other.severity},
            source=self.source,
        )

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


def parse_codes(values: Iterable[str]) -> tuple[str, ...]:
    """``["E2,W401", "I5"]`` -> ``("E2", "W401", "I5")`` (upper case, blanks dropped)."""
    out: list[str] = []
    for value in values:
        out += [part.strip().upper() for part in value.split(",") if part.strip()]
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
            out[code.strip().upper()] = level.strip().lower()
    return out


KEYS = ("select", "ignore", "severity")


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
    config = Config(select=codes("select"), ignore=codes("ignore"),
                    severity={k.upper(): v.lower() for k, v in severity.items()}, source=source)
    return config


def _read(candidate: Path) -> dict[str, object] | None:
    """A pyproject.toml's data; None when it cannot hold crawlbook's settings. A file that
    cannot be read, or a file that names ``tool.crawlbook`` but is not valid TOML, is a
    ``ConfigError`` naming the file (and the line and column of a TOML error): settings
    the author wrote are never silently ignored."""
    try:
        raw = candidate.read_bytes()
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


def find_pyproject(start: Path) -> Path | None:
    """The nearest ``pyproject.toml`` with a ``[tool.crawlbook]`` table, walking up."""
    here = start.resolve()
    if here.is_file() or not here.exists():
        here = here.parent
    for folder in (here, *here.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            data = _read(candidate)
            tool = data.get("tool") if data is not None else None
            if isinstance(tool, dict) and "crawlbook" in tool:
                return candidate
    return None


def load_for(path: Path) -> Config:
    """The file configuration that applies to ``path`` (the default when there is none),
    validated: a bad table, or a pyproject.toml that cannot be read, raises
    ``ConfigError``."""
    pyproject = find_pyproject(path)
    if pyproject is None:
        return Config()
    data = _read(pyproject) or {}
    table = data["tool"]["crawlbook"]  # type: ignore[index]
    if not isinstance(table, dict):
        raise ConfigError(f"[tool.crawlbook] must be a table (in {pyproject})")
    config = from_table(table, str(pyproject))
    config.validate()
    return config


def with_cli(base: Config, select: Iterable[str] = (), ignore: Iterable[str] = (),
             severity: Iterable[str] = ()) -> Config:
    """``base`` with the command line's options on top, validated."""
    cli = Config(select=parse_codes(select), ignore=parse_codes(ignore),
                 severity=parse_severities(severity))
    config = base.merged(cli)
    config.validate()
    return config


def default() -> Config:
    return Config()
