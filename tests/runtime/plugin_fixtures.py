"""Install a ruleset plug-in for one test as ``pip install`` would: a package and a
``*.dist-info`` folder (``METADATA``, ``entry_points.txt`` in the group
``crawlbook.rulesets``) on ``sys.path``, then ``crawlbook.plugins.refresh()``
(docs/rulesets.md)."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path

from crawlbook import plugins

TOY_SOURCE = Path(__file__).with_name("toy_dungeon.py")


@contextlib.contextmanager
def installed_plugin(folder: Path, *, package: str, source: str, entry: str,
                     distribution: str, version: str = "1.0") -> Iterator[Path]:
    """``entry`` (``name = package:Class``) installed from ``source`` in ``folder``."""
    (folder / package).mkdir()
    (folder / package / "__init__.py").write_text(source, encoding="utf-8")
    info = folder / f"{distribution.replace('-', '_')}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {distribution}\n"
                                   f"Version: {version}\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[crawlbook.rulesets]\n{entry}\n",
                                           encoding="utf-8")
    sys.path.insert(0, str(folder))
    plugins.refresh()
    try:
        yield folder
    finally:
        sys.path.remove(str(folder))
        for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[name]
        plugins.refresh()


@contextlib.contextmanager
def installed_toy(folder: Path) -> Iterator[Path]:
    """The toy ruleset of ``toy_dungeon.py`` installed as ``toy-dungeon``."""
    with installed_plugin(folder, package="toy_dungeon",
                          source=TOY_SOURCE.read_text(encoding="utf-8"),
                          entry="toy-dungeon = toy_dungeon:ToyDungeon",
                          distribution="toy-dungeon") as where:
        yield where
