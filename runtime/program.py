"""Compiled programs as the runtime takes them in (docs/program-format.md).

A program of format version 2 has a neutral part, which the core reads (``mission`` with
the keys of ``NEUTRAL_MISSION_KEYS``, ``events``, ``cards``, ``entries``,
``end_of_mission``, ``source``, ``content``, ``content_hash``), and ``setup``, which only
its ruleset's engine reads. Version 1 programs kept the set-up inside ``mission``:
``upgrade`` gives such a program the version 2 shape, on a copy, by moving every key of
``mission`` that is not neutral into ``setup``.
"""

from __future__ import annotations

from typing import Any

FORMAT = "crawlbook-program"
VERSION = 2
NEUTRAL_MISSION_KEYS = frozenset({"number", "title", "briefing", "objectives", "rules_text",
                                  "rules", "markers"})


class BadProgram(ValueError):
    """A program the engine cannot play; the message says why."""


def check_program(program: object) -> dict[str, Any]:
    """The program, when it is a crawlbook program this runtime can read (any ruleset);
    ``BadProgram`` otherwise."""
    if not isinstance(program, dict):
        raise BadProgram("a program must be a JSON object")
    if program.get("format", FORMAT) != FORMAT:
        raise BadProgram(f"not a crawlbook program (format {program.get('format')!r})")
    version = program.get("version", 1)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BadProgram(f"the program has no valid version number ({version!r})")
    if version > VERSION:
        raise BadProgram(f"this program is format version {version}, newer than this "
                         f"crawlbook plays ({VERSION}); update crawlbook")
    if not isinstance(program.get("mission", {}), dict):
        raise BadProgram("the program's `mission` must be an object")
    if not isinstance(program.get("setup", {}), dict):
        raise BadProgram("the program's `setup` must be an object")
    return program


def upgrade(program: dict[str, Any]) -> dict[str, Any]:
    """``program`` in the version 2 shape: a program that has ``setup`` is returned as it
    is; otherwise a shallow copy whose ``mission`` keeps the neutral keys and whose
    ``setup`` gets all the others (the given program is never changed)."""
    if "setup" in program:
        return program
    mission = program.get("mission") or {}
    upgraded = dict(program)
    upgraded["mission"] = {k: v for k, v in mission.items() if k in NEUTRAL_MISSION_KEYS}
    upgraded["setup"] = {k: v for k, v in mission.items() if k not in NEUTRAL_MISSION_KEYS}
    upgraded["version"] = VERSION
    return upgraded


def ruleset_name(program: dict[str, Any]) -> str | None:
    """The ruleset a program is played with: its ``ruleset``, else the installed default
    (``crawlbook.plugins.default_name``)."""
    name = program.get("ruleset")
    if isinstance(name, str) and name:
        return name.lower()
    from crawlbook import plugins

    return plugins.default_name()
