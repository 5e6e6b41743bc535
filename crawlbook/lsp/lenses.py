"""Code lenses: "Play from here" and "Simulate from here" above each entry
(docs/editors.md; docs/playtesting.md, "Play from here").

Each lens carries the command line to run, without the program's name: the client runs
``crawlbook`` (its configured command, less ``lsp``) with these arguments in a terminal
(the VS Code extension's ``crawlbook.run``). The mission named is the root the file
belongs to, so an entry of an INCLUDEd file plays its mission.
"""

from __future__ import annotations

from dataclasses import dataclass

from crawlbook.lsp.analysis import Analysis
from crawlbook.lsp.features import outline
from crawlbook.lsp.places import Place

__all__ = ["COMMAND", "Lens", "entry_lenses"]

COMMAND = "crawlbook.run"  # the client's command: run crawlbook with the arguments


@dataclass(frozen=True, slots=True)
class Lens:
    place: Place
    title: str
    arguments: tuple[str, ...]


def entry_lenses(analysis: Analysis, file: str) -> list[Lens]:
    """Two lenses on the id of every entry of ``file`` (a document of ``analysis``)."""
    found: list[Lens] = []
    for item in outline(analysis, file):
        for entry in item.children:
            if entry.kind != "entry":
                continue
            found.append(Lens(entry.selection, "▶ Play from here",
                              ("play", analysis.root, "--from", entry.name)))
            found.append(Lens(entry.selection, "Simulate from here",
                              ("simulate", analysis.root, "--from", entry.name)))
    return found
