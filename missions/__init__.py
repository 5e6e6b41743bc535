"""Bundled missions (package data; docs/missions.md, "Naming a bundled mission").

The missions that ship with crawlbook are the ``.mission`` files of this package: the
Tunnel Rats missions ``NN-name.mission`` (``00-training.mission`` is the training mission,
the one ``crawlbook play`` starts with) and the standard game of Chainsaw Warrior,
``chainsaw-warrior.mission``. ``bundled()`` lists them and ``find()`` resolves what a user
typed (``1``, ``01-the-hamlet-well``, ``hamlet``, ``iron triangle``, ``chainsaw-warrior``,
``chainsaw-warrior:1``) to a file. Missions of different rulesets may share a number: a
bare number names a mission of the default ruleset (the one that reads booklets without a
``RULESET`` line), ``RULESET:NUMBER`` one of any ruleset. Both read the files from this
package's folder, so they work from an installed package as well as from the repository.

A mission's number and title are read from its ``MISSION n: Title`` line ("Using the
Mission Booklets": each booklet names its mission), and its ruleset from its ``RULESET``
line; nothing else is parsed here, so listing the missions stays fast.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

_SUFFIX = ".mission"
# `MISSION 1: Title` or `MISSION 1 — Title` (docs/language.md, "The set-up"). Patterns
# compiled by ``re`` when the bundled missions are listed: a check of a file by its path
# never lists them (docs/performance.md, "start-up"; benchmarks/startup_bench.py).
_MISSION_LINE = r"^\s*MISSION\s+(\d+)\s*(?::|—|–|-)\s*(.+?)\s*$"
_RULESET_LINE = r"^\s*RULESET\s+(\S+)\s*$"


@dataclass(frozen=True)
class BundledMission:
    """One mission shipped with crawlbook: its number (training = 0), file stem, title, path,
    and the ruleset its ``RULESET`` line names (None: no such line)."""

    number: int
    name: str
    title: str
    path: Path
    ruleset: str | None = None


def package_dir() -> Path:
    """The folder of the bundled missions."""
    # The package's own folder, as ``importlib.resources.files`` gives it for a package
    # on disk (the only way crawlbook installs: the files are read as paths), without
    # importing importlib.resources and zipfile on every `crawlbook check`
    # (docs/performance.md, "start-up").
    return Path(__file__).parent


def _header(path: Path) -> tuple[int, str, str | None] | None:
    """The number and title of the ``MISSION`` line and the ``RULESET`` line's name, or
    None when the file has no ``MISSION`` line."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    ruleset = None
    ruleset_line, mission_line = re.compile(_RULESET_LINE), re.compile(_MISSION_LINE)
    for line in text.splitlines():
        found = ruleset_line.match(line)
        if found and ruleset is None:
            ruleset = found.group(1).lower()
        match = mission_line.match(line)
        if match:
            return int(match.group(1)), match.group(2), ruleset
    return None


def bundled() -> list[BundledMission]:
    """Every bundled mission, sorted by number (the training mission, number 0, first)."""
    found: list[BundledMission] = []
    for path in sorted(package_dir().glob(f"*{_SUFFIX}")):
        header = _header(path)
        if header is None:
            continue
        number, title, ruleset = header
        found.append(BundledMission(number=number, name=path.stem, title=title, path=path,
                                    ruleset=ruleset))
    return sorted(found, key=lambda m: (m.number, m.name))


def _default_ruleset() -> str | None:
    from crawlbook import plugins

    return plugins.default_name()


def by_number(number: int, ruleset: str | None = None,
              missions: list[BundledMission] | None = None) -> BundledMission | None:
    """The bundled mission ``number`` of ``ruleset``; without a ruleset, the only one of
    that number, else the default ruleset's (None when none, or several, match)."""
    found = [m for m in (bundled() if missions is None else missions) if m.number == number]
    if ruleset is not None:
        found = [m for m in found if m.ruleset == ruleset.lower()]
    elif len(found) > 1:
        default = _default_ruleset()
        found = [m for m in found if (m.ruleset or default) == default]
    return found[0] if len(found) == 1 else None


def name_of(mission: BundledMission) -> str:
    """The shortest name ``find`` resolves to ``mission``: its number when that is
    unambiguous (a Tunnel Rats mission: ``1``), else its file stem (``chainsaw-warrior``)."""
    return str(mission.number) if by_number(mission.number) == mission else mission.name


def find(name_or_number: str) -> Path | None:
    """The path of the bundled mission a user named, or None when none (or several) match.

    Tried in order: a number (``"1"``, ``"01"``: see ``by_number``), ``RULESET:NUMBER``
    (``"chainsaw-warrior:1"``), an exact file stem (``"01-the-hamlet-well"``), a unique
    prefix of a stem (``"01"`` is a number already; ``"00-tr"``), then a unique
    case-insensitive substring of a title (``"iron triangle"``), then of a stem
    (``"training"``).
    """
    wanted = name_or_number.strip()
    if not wanted:
        return None
    missions = bundled()
    if wanted.isdigit():
        found = by_number(int(wanted), None, missions)
        return found.path if found is not None else None
    ruleset, colon, number = wanted.rpartition(":")
    if colon and ruleset and number.isdigit():
        found = by_number(int(number), ruleset, missions)
        return found.path if found is not None else None
    stem = wanted[: -len(_SUFFIX)] if wanted.endswith(_SUFFIX) else wanted
    for mission in missions:
        if mission.name == stem:
            return mission.path
    by_prefix = [m for m in missions if m.name.startswith(stem)]
    if len(by_prefix) == 1:
        return by_prefix[0].path
    if by_prefix:
        return None
    needle = wanted.casefold()
    by_title = [m for m in missions if needle in m.title.casefold()]
    if len(by_title) == 1:
        return by_title[0].path
    by_name = [m for m in missions if needle in m.name.casefold()]
    if len(by_name) == 1:
        return by_name[0].path
    return None


def locate(name: str | os.PathLike[str]) -> Path | None:
    """The file a MISSION argument names: a path where there is something (a file or
    not: the caller checks which), else the bundled mission ``find`` resolves; None when
    neither. The one place a bundled mission's name is resolved: the commands
    (``crawlbook/commands/sources.py``'s ``mission_source``) and the API's
    ``load_program`` both ask it. A look-up that fails for another reason is no match
    (it must never hide the real message: no such file)."""
    path = Path(name)
    if path.exists():
        return path
    try:
        return find(str(name))
    except Exception:  # a broken bundled mission or ruleset: the caller says "no such file"
        return None
