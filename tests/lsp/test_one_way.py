"""The language server's modules import one way (issue 23, "Layering"; docs/architecture.md,
"The pipeline"): no two modules of ``crawlbook/lsp`` import each other, counting every
import (those for the type checker alone and those inside functions too). ``analysis.py``
and ``symbols.py`` once did: the symbol index now reads the checked booklet
(``CheckContext``), not the ``Analysis`` that holds it."""

from __future__ import annotations

import ast
from pathlib import Path

LSP = Path(__file__).resolve().parents[2] / "crawlbook" / "lsp"


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "crawlbook.lsp":
                found |= {f"crawlbook.lsp.{a.name}" for a in node.names}
            elif node.module.startswith("crawlbook.lsp."):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("crawlbook.lsp.")}
    return found


def test_no_two_modules_of_the_language_server_import_each_other() -> None:
    graph = {f"crawlbook.lsp.{p.stem}": _imports(p) for p in LSP.glob("*.py")}
    both = sorted((a, b) for a, targets in graph.items() for b in targets
                  if a < b and a in graph.get(b, set()))
    assert both == []
