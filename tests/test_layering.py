"""The layers import one way (docs/architecture.md, "The pipeline"): the import graph of
the package, drawn from the source, has no back-edge but the known ones listed here with
the reason each stays. A new one fails this test: move the code, or add it here and to
docs/architecture.md's list, saying why.

The layers (``ALLOWED``): the shared services (``crawlbook.files``, ``inert``,
``terminal``, ``plugins``, ``invocation``, the bundled ``missions`` with their finder,
which reads files and imports nothing else of the core, and ``crawlbook.ruleset`` as the
core sees it); the language, ``dsl`` then ``compiler``; the game, ``runtime``, which reads
programs (JSON) and imports neither the language nor the compiler; the bundled
``rulesets`` (which import only the contract: tests/runtime/test_ruleset_contract.py);
and the drivers (``commands``, ``lsp``, ``web``, ``cli``, ``start``, ``scaffold``), which may import
anything. Imports for the type checker alone (``if TYPE_CHECKING:``) are no dependency and
are not counted. ``crawlbook.ruleset`` re-exports the core's tools to rulesets on first
use, so its own imports are not counted either."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = {"dsl": "crawlbook.dsl", "compiler": "crawlbook.compiler",
           "runtime": "crawlbook.runtime", "rulesets": "crawlbook.rulesets",
           "missions": "crawlbook.missions", "crawlbook": "crawlbook"}
ALLOWED = {"shared": {"shared"}, "dsl": {"shared", "dsl"},
           "compiler": {"shared", "dsl", "compiler"}, "runtime": {"shared", "runtime"},
           "rulesets": {"shared", "rulesets"}}
DRIVERS = {"commands", "lsp", "web", "cli", "start", "scaffold", "__main__"}

# (importing module, imported module): the back-edges the code has, and why they stay.
# (Gone: the formatter's meaning check is compiler/meaning.py; transcript tests are
# compiled by `crawlbook test`, crawlbook/commands/test.py; a save's size message is
# crawlbook/files.py's; the bundled missions' finder is a shared service.)
KNOWN = {
    # The simulation report walks the mission's ways from each place reading starts
    # (MissionGraph, read with the ruleset's language) for its coverage, as maps do.
    ("crawlbook.runtime.simulation.report", "crawlbook.compiler"),
}


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    rest = [p for p in parts[1:] if p != "__init__"]
    return ".".join([FOLDERS[parts[0]], *rest])


def _layer(module: str) -> str:
    parts = module.split(".")
    if len(parts) < 2:
        return "shared"
    if parts[1] in DRIVERS:
        return "drivers"
    if parts[1] == "missions":
        return "shared"  # files and a finder (see the module docstring)
    return parts[1] if parts[1] in ALLOWED else "shared"


def _nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node of ``tree`` but those under ``if TYPE_CHECKING:``."""
    found: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        found.append(node)
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))
    return found


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in _nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "crawlbook":  # from crawlbook import plugins
                found |= {f"crawlbook.{a.name}" for a in node.names}
            elif node.module.startswith("crawlbook."):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("crawlbook.")}
    return found


def back_edges() -> set[tuple[str, str]]:
    edges = set()
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            source = _module(path)
            if source == "crawlbook.ruleset":
                continue  # the contract's re-exports (see the module docstring)
            allowed = ALLOWED.get(_layer(source))
            for target in _imports(path):
                if allowed is not None and _layer(target) not in allowed:
                    layer = ".".join(target.split(".")[:2])
                    edges.add((source, layer))
    return edges


def test_no_new_back_edge() -> None:
    found = back_edges()
    assert found - KNOWN == set(), ("a module imports a layer above its own "
                                    "(docs/architecture.md, \"The pipeline\")")


def test_the_known_back_edges_still_exist() -> None:
    """A back-edge removed from the code is removed from the list (and the docs)."""
    assert KNOWN - back_edges() == set()
