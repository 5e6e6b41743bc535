"""Finding rulesets: the entry point group ``crawlbook.rulesets`` (docs/rulesets.md).

Every ruleset, the bundled ones included, is a Python package that registers one entry
point in the group ``crawlbook.rulesets``, named by the word authors write after
``RULESET`` (``tunnel-rats``) and pointing at its ``Ruleset`` class (or instance)::

    [project.entry-points."crawlbook.rulesets"]
    tunnel-rats = "crawlbook.rulesets.tunnel_rats:TunnelRats"

So a third party ships a ruleset with ``pip install``, and the core never names one.
``get(name)`` loads a ruleset on first use (the package is imported then, not before:
``crawlbook check`` imports only the ruleset the booklet names) and holds its class to
the contract (``crawlbook.ruleset.contract_problems``: a misspelt hook or an unknown key
of ``provides`` is a ``PluginError`` naming the distribution); ``names()`` lists what is
installed without importing anything; ``default_name()`` is the ruleset a booklet without
a ``RULESET`` line is read with.

The entry points are read from the ``entry_points.txt`` of each distribution on
``sys.path`` (``*.dist-info``, ``*.egg-info``), the first distribution of a name winning,
as ``importlib.metadata.entry_points`` finds them: importing ``importlib.metadata`` (email,
zipfile, csv ...) and its scan cost 75 million instructions, a tenth of every ``crawlbook
check``'s start-up, against 5 million for this reading (docs/performance.md, "start-up";
guarded by ``benchmarks/startup_bench.py`` and ``tests/test_startup.py``).
``importlib.metadata`` still says which distribution installs a ruleset (``origin``).
"""

from __future__ import annotations

import functools
import os
import re
import sys
from importlib import import_module
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from collections.abc import Mapping

    from crawlbook.compiler.registry import Registry
    from crawlbook.ruleset import Ruleset

GROUP = "crawlbook.rulesets"


class PluginError(Exception):
    """A ruleset that is installed but cannot be loaded; the message says which and why."""


class EntryPoint(NamedTuple):
    """One entry point of the group: ``name = value`` in the distribution at ``where``."""

    name: str
    value: str  # ``package.module:Attribute``
    where: str  # the distribution's ``*.dist-info`` (or ``*.egg-info``) folder

    def load(self) -> object:
        """What ``value`` names, imported (as ``importlib.metadata.EntryPoint.load``)."""
        module, _, attribute = self.value.partition("[")[0].partition(":")
        target: object = import_module(module.strip())
        for part in filter(None, attribute.strip().split(".")):
            target = getattr(target, part)
        return target


_SEPARATORS = re.compile(r"[-_.]+")


def _distributions() -> list[str]:
    """The metadata folders of the installed distributions, in ``sys.path`` order, the
    first of each name (the name normalised as ``importlib.metadata`` does)."""
    seen: set[str] = set()
    found: list[str] = []
    for entry in sys.path:
        try:
            children = os.scandir(entry or ".")
        except (OSError, TypeError, ValueError):  # a zip file, a path hook, a missing folder
            continue
        with children:
            names = sorted(c.name for c in children)
        for child in names:
            stem, ext = os.path.splitext(child)
            if ext not in (".dist-info", ".egg-info"):
                continue
            key = _SEPARATORS.sub("_", stem.partition("-")[0]).lower()
            if key not in seen:
                seen.add(key)
                found.append(os.path.join(entry or ".", child))
    return found


def _group(text: str, group: str) -> list[tuple[str, str]]:
    """The ``name = value`` lines of ``[group]`` in an ``entry_points.txt``."""
    pairs: list[tuple[str, str]] = []
    section = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            section = line.strip("[]").strip()
        elif section == group and "=" in line:
            name, _, value = line.partition("=")
            pairs.append((name.strip(), value.strip()))
    return pairs


@functools.cache
def _entry_points() -> dict[str, EntryPoint]:
    points: list[EntryPoint] = []
    for where in _distributions():
        try:
            with open(os.path.join(where, "entry_points.txt"), encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError):
            continue
        points += [EntryPoint(name, value, where) for name, value in _group(text, GROUP)]
    found: dict[str, EntryPoint] = {}
    for ep in sorted(points, key=lambda e: (e.name, e.value)):
        found.setdefault(ep.name.lower(), ep)
    return found


def names() -> list[str]:
    """The installed rulesets' names, sorted (nothing is imported)."""
    return sorted(_entry_points())


@functools.cache
def _load(name: str) -> Ruleset:
    from crawlbook.ruleset import Ruleset, contract_problems

    ep = _entry_points()[name]
    try:
        target = ep.load()
    except Exception as exc:  # a broken third-party package must not crash `check`
        raise PluginError(f"the ruleset `{name}` ({ep.value}) cannot be imported: "
                          f"{type(exc).__name__}: {exc}") from None
    ruleset = target() if isinstance(target, type) else target
    if not isinstance(ruleset, Ruleset):
        raise PluginError(f"the ruleset `{name}` ({ep.value}) is not a crawlbook Ruleset")
    if ruleset.name != name:
        raise PluginError(f"the entry point `{name}` names a ruleset called "
                          f"`{ruleset.name}`; the two must agree")
    problems = contract_problems(ruleset)
    if problems:
        dist, version = origin(name)
        where = f"{dist} {version}" if dist else ep.value
        raise PluginError(f"the ruleset `{name}` (from {where}) breaks the ruleset "
                          f"contract (docs/rulesets.md): {'; '.join(problems)}")
    return ruleset


def get(name: str) -> Ruleset | None:
    """The ruleset called ``name`` (any case), or None when none is installed.

    Raises ``PluginError`` when it is installed but broken."""
    key = name.lower()
    if key not in _entry_points():
        return None
    return _load(key)


def find(name: str | None) -> Ruleset | None:
    """The installed ruleset called ``name`` (any case); None when ``name`` is empty, or
    none is installed, or it cannot be loaded (``crawlbook rulesets`` says why). The
    core's one look-up by name for a caller that reports an unknown ruleset its own way:
    a command or the language server resolves the ruleset once and carries the object
    (``CheckContext.plugin``, ``Prepared.plugin``, ``Game.plugin``), as sqlglot resolves a
    dialect once and passes it along."""
    if not name:
        return None
    try:
        return get(name)
    except PluginError:
        return None


def for_program(program: Mapping[str, Any]) -> Ruleset | None:
    """The ruleset a compiled program is drawn, printed and played with: the one its
    ``ruleset`` names, else the default (a version 1 program may name none); None when
    it is not installed or cannot be loaded. Called where a command, the language server
    or the API's load function starts; everything below takes the object."""
    name = program.get("ruleset")
    return find(name if isinstance(name, str) and name else default_name())


def default_name() -> str | None:
    """The ruleset that reads a booklet with no ``RULESET`` line: the one that says it is
    the default (``Ruleset.default``), else the only one installed."""
    installed = names()
    for name in installed:
        try:
            ruleset = _load(name)
        except PluginError:
            continue
        if ruleset.default:
            return name
    return installed[0] if len(installed) == 1 else None


def origin(name: str) -> tuple[str | None, str | None]:
    """The distribution that installs the ruleset ``name`` and its version (both None
    when the entry point does not say; nothing is imported)."""
    ep = _entry_points().get(name.lower())
    if ep is None:
        return None, None
    from importlib import metadata
    from pathlib import Path

    dist = metadata.PathDistribution(Path(ep.where))
    return dist.metadata["Name"] or dist.name, dist.version


def refresh() -> None:
    """Forget what was found (tests that install a ruleset while running)."""
    _entry_points.cache_clear()
    _load.cache_clear()


def language(name: str) -> Registry | None:
    """The language registry of the ruleset ``name``, or None when none is installed (or
    it cannot be loaded: the caller reports an unknown ruleset)."""
    found = find(name)
    return found.language() if found is not None else None
