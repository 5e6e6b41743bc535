"""Helpers for the bundled-mission tests: each mission compiled once per session.

Issue 5 asks that the missions be proved "from the compiled program, not from text
search": these helpers give the programs and walk them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from crawlbook.compiler.api import compile_path
from crawlbook.compiler.config import Config
from crawlbook.missions import bundled

_CACHE: dict[Path, Any] = {}


def compiled(path: Path) -> Any:
    """The CompileResult of a bundled mission (default config), cached for the session."""
    if path not in _CACHE:
        _CACHE[path] = compile_path(path, Config())
    return _CACHE[path]


def program_of(path: Path) -> dict[str, Any]:
    result = compiled(path)
    assert result.program is not None, [str(d) for d in result.diagnostics]
    return result.program


def full_missions() -> list[Path]:
    """The three full Tunnel Rats missions (numbers 1 to 3), not the training mission."""
    return [m.path for m in bundled() if m.number > 0 and m.ruleset == "tunnel-rats"]


def event_entries(program: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in program["entries"].values() if e["owner_kind"] == "event"]


def effects(entries: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every effect of the entries: body steps, and the effect an entry resolves (a test)."""
    for entry in entries:
        for step in entry["steps"]:
            if step["op"] == "effect":
                yield {"verb": step["verb"], "params": step["params"], "owner": entry["owner"]}
        ending = entry["ending"]
        if ending and ending["kind"] == "resolve":
            yield {"verb": ending["verb"], "params": ending["params"], "owner": entry["owner"]}


def condition_names(cond: dict[str, Any] | None, key: str) -> set[str]:
    """The names a condition tests with ``key`` (``noted`` or ``has``)."""
    if not cond:
        return set()
    if key in cond:
        return {cond[key]}
    names: set[str] = set()
    for op in ("and", "or"):
        for part in cond.get(op, ()):
            names |= condition_names(part, key)
    if "not" in cond:
        names |= condition_names(cond["not"], key)
    return names


def checked_names(entries: list[dict[str, Any]], key: str = "noted") -> dict[str, set[str]]:
    """Log Entry (or marker) name -> the owners (Event numbers) whose conditions test it."""
    found: dict[str, set[str]] = {}
    for entry in entries:
        ending = entry["ending"]
        if not ending:
            continue
        ways = ending.get("options") or ending.get("arms") or []
        for way in ways:
            for name in condition_names(way.get("if"), key):
                found.setdefault(name, set()).add(entry["owner"])
    return found


def noted(entries: list[dict[str, Any]]) -> dict[str, set[str]]:
    """Log Entry name -> the owners (Event numbers) that note it."""
    found: dict[str, set[str]] = {}
    for e in effects(entries):
        if e["verb"] == "NOTE":
            found.setdefault(str(e["params"]["name"]), set()).add(e["owner"])
    return found


def programs() -> dict[int, dict[str, Any]]:
    """Mission number -> compiled program, for every bundled mission."""
    return {m.number: program_of(m.path) for m in bundled()}
