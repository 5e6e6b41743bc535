"""`crawlbook new ruleset NAME`: the files of a ruleset plug-in package (docs/rulesets.md,
the tutorial).

The folder ``ruleset/`` beside this file holds the package's files as
``string.Template``\\ s (``$name``, ``$module``, ``$cls``, ``$title``, ``$prefix``,
``$dist``; a ``.tmpl`` suffix each, ``package/`` standing for the Python package's
folder): a ``pyproject.toml`` with the entry point, the registry, a check with a code of
the ruleset's namespace, the odds of its test, a small engine, console hooks, a skeleton
booklet and a test. Once ``pip install -e`` has registered it, every command of crawlbook
works on the skeleton with no other edit (tested: ``tests/scaffold/``).
"""

from __future__ import annotations

import keyword
import re
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import PurePosixPath
from string import Template

NAME = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")
SUFFIX = ".tmpl"


@dataclass(frozen=True)
class Names:
    """How one ruleset is named in each place."""

    name: str  # the entry point, the word after RULESET: `dungeon-crawl`
    module: str  # the Python package: `crawlbook_dungeon_crawl`
    cls: str  # the Ruleset subclass: `DungeonCrawl`
    title: str  # as `crawlbook rulesets` lists it: `Dungeon Crawl`
    prefix: str  # its diagnostic codes' prefix: `DC`
    dist: str  # the distribution pip installs: `crawlbook-dungeon-crawl`

    def fields(self) -> dict[str, str]:
        return {"name": self.name, "module": self.module, "cls": self.cls,
                "title": self.title, "prefix": self.prefix, "dist": self.dist}


def names(name: str, title: str | None = None, prefix: str | None = None) -> Names:
    """The names of the ruleset ``name``; ``ValueError`` with a message for a bad one."""
    if not NAME.fullmatch(name):
        raise ValueError(f"a ruleset's name is lower-case letters and digits, words joined "
                         f"by `-` (`dungeon-crawl`), not `{name}`")
    words = name.split("-")
    module = "crawlbook_" + "_".join(words)
    cls = "".join(w.capitalize() for w in words)
    if not cls.isidentifier() or keyword.iskeyword(cls) or cls[0].isdigit():
        cls = "Ruleset" + cls
    prefix = (prefix or _prefix(words)).upper()
    from crawlbook.compiler.diagnostics import CODE_PREFIX

    if not CODE_PREFIX.fullmatch(prefix):
        raise ValueError(f"a code prefix is two to four capitals not starting with E, W or "
                         f"I (the core's), not `{prefix}`")
    title = title or " ".join(w.capitalize() for w in words)
    if "\n" in title or not title.strip():
        raise ValueError("the title must be one non-empty line")
    return Names(name, module, cls, title.strip(), prefix, "crawlbook-" + name)


def _prefix(words: list[str]) -> str:
    """The initials (or the name's first two letters), kept clear of the core's E, W, I."""
    letters = "".join(w[0] for w in words if w[0].isalpha()).upper()
    if len(letters) < 2:
        letters = ("".join(c for c in "".join(words) if c.isalpha()).upper() + "XX")[:2]
    if letters[0] in "EWI":
        letters = "X" + letters
    return letters[:4]


def files(found: Names) -> dict[PurePosixPath, str]:
    """Each file of the package (a path relative to its folder) and its text."""
    root = resources.files(__name__).joinpath("ruleset")
    out: dict[PurePosixPath, str] = {}
    for path, item in _walk(root, PurePosixPath()):
        parts = [found.module if p == "package" else p for p in path.parts]
        target = PurePosixPath(*parts)
        target = target.with_name(target.name.removesuffix(SUFFIX))
        if target.name == "test_package.py":
            target = target.with_name(f"test_{found.module}.py")
        out[target] = Template(item.read_text(encoding="utf-8")).substitute(found.fields())
    return out


def _walk(folder: Traversable, at: PurePosixPath) -> list[tuple[PurePosixPath, Traversable]]:
    found: list[tuple[PurePosixPath, Traversable]] = []
    for item in sorted(folder.iterdir(), key=lambda i: i.name):
        if item.is_dir():
            found += _walk(item, at / item.name)
        elif item.name.endswith(SUFFIX):
            found.append((at / item.name, item))
    return found
