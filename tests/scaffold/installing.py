"""Install a ruleset package written by `crawlbook new ruleset` as `pip install -e` would,
without pip: a ``*.dist-info`` folder (``METADATA``, ``entry_points.txt`` read from the
package's own ``pyproject.toml``) beside the package's folder on the path. In this
process (``installed``) or for a subprocess (``environment``: ``PYTHONPATH``). The real
`pip install -e` is what ``./dev setup`` does with the worked example (tests/gamebook/)."""

from __future__ import annotations

import contextlib
import os
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

from crawlbook import plugins


def dist_info(package: Path, site: Path) -> Path:
    """``site`` with the dist-info of the package in ``package`` (its pyproject's name,
    version and entry points)."""
    project = tomllib.loads((package / "pyproject.toml").read_text(encoding="utf-8"))
    meta = project["project"]
    info = site / f"{meta['name'].replace('-', '_')}-{meta['version']}.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {meta['name']}\n"
                                   f"Version: {meta['version']}\n", encoding="utf-8")
    lines = []
    for group, points in meta.get("entry-points", {}).items():
        lines.append(f"[{group}]")
        lines += [f"{name} = {value}" for name, value in points.items()]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return site


def environment(package: Path, site: Path) -> dict[str, str]:
    """The environment of a subprocess that has the package installed."""
    dist_info(package, site)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(site), str(package),
                                         *filter(None, [env.get("PYTHONPATH")])])
    return env


@contextlib.contextmanager
def installed(package: Path, site: Path) -> Iterator[None]:
    """The package installed in this process while the block runs."""
    dist_info(package, site)
    modules = [p.name for p in package.iterdir() if (p / "__init__.py").is_file()]
    sys.path[:0] = [str(site), str(package)]
    plugins.refresh()
    try:
        yield
    finally:
        for path in (str(site), str(package)):
            sys.path.remove(path)
        for name in [m for m in sys.modules
                     if any(m == p or m.startswith(p + ".") for p in modules)]:
            del sys.modules[name]
        plugins.refresh()
