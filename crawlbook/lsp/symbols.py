"""Where each name of a mission is defined and used, for go to definition, find references
and rename (docs/editors.md).

Five kinds of symbol, every one read from the checked booklet (``CheckContext``) and the
ruleset's registry by role, never by a verb's name:

- ``entry`` (``7.4``): defined by its id line, used by every arrow to it (options,
  outcomes, arms, read-on lines);
- ``event`` (``7``): defined by ``EVENT 7``, used by a header line's Event list (the
  numbers after ``EVENT`` / ``EVENTS``);
- ``card`` (``TR7``): defined by ``CARD TR7``, used by a header line that names it;
- ``log`` (``WELL``): defined by an effect whose verb has the role ``note``, used by
  ``noted WELL`` and an objective's ``(WELL)``;
- ``marker`` (``RADIO``): defined by an effect or rule with the role ``gain`` or
  ``marker``, used by ``has RADIO`` and an effect with the role ``lose``.

The numbers after the word ``EVENT`` in a header line (the core's own word for Events) are
read as Event numbers whatever the directive, so a ruleset's deck lines link to their
Events without the core knowing the directive.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field

from crawlbook.compiler.context import CheckContext, atoms
from crawlbook.compiler.graph import entry_ways
from crawlbook.dsl import nodes as n
from crawlbook.lsp.places import Place, lines_of, name_span

KINDS = ("entry", "event", "card", "log", "marker")
_HEADING = re.compile(r"(?:EVENT|CARD)[ \t]+([A-Za-z0-9_]+)")
_LOGTAG = re.compile(r"\([ \t]*([A-Za-z][A-Za-z0-9_-]*)[ \t]*\)[ \t]*$")


@dataclass(frozen=True, slots=True)
class Occurrence:
    """One place a symbol is written: ``kind`` and ``key`` name the symbol, ``place`` the
    name itself, ``defines`` whether it is a definition."""

    kind: str
    key: str
    place: Place
    defines: bool

    @property
    def symbol(self) -> tuple[str, str]:
        return self.kind, self.key


@dataclass
class SymbolIndex:
    by_file: dict[str, list[Occurrence]] = field(default_factory=dict)
    by_symbol: dict[tuple[str, str], list[Occurrence]] = field(default_factory=dict)
    _starts: dict[str, list[tuple[int, int]]] = field(default_factory=dict)

    @classmethod
    def build(cls, ctx: CheckContext | None) -> SymbolIndex:
        """The index of a checked booklet (none when the check stopped before it)."""
        index = cls()
        if ctx is None:
            return index
        lines = {doc.path: lines_of(doc.source) for doc in ctx.documents}
        for occ in _occurrences(ctx, lines):
            index.by_file.setdefault(occ.place.file, []).append(occ)
            index.by_symbol.setdefault(occ.symbol, []).append(occ)
        for name, found in index.by_file.items():
            found.sort(key=lambda o: (o.place.line, o.place.char))
            index._starts[name] = [(o.place.line, o.place.char) for o in found]
        return index

    def at(self, file: str, line: int, char: int) -> Occurrence | None:
        """The occurrence under the cursor (0-based line and character)."""
        found = self.by_file.get(file)
        if not found:
            return None
        i = bisect_right(self._starts[file], (line, char))
        for occ in reversed(found[max(0, i - 2):i]):
            if occ.place.contains(line, char):
                return occ
        return None

    def definitions(self, symbol: tuple[str, str]) -> list[Occurrence]:
        return [o for o in self.by_symbol.get(symbol, []) if o.defines]

    def references(self, symbol: tuple[str, str]) -> list[Occurrence]:
        return list(self.by_symbol.get(symbol, []))


def _occurrences(ctx: CheckContext, lines: dict[str, list[str]]) -> Iterator[Occurrence]:
    cards = set(ctx.cards)
    for owner in ctx.owners:
        node = owner.node
        # A numbered book's sections have no heading above them.
        place = (_heading_place(node.header_span, lines)
                 if isinstance(node, n.Event | n.Card) else None)
        if place is not None:
            yield Occurrence(owner.kind, owner.key, place, True)
        for entry in node.entries:
            yield Occurrence("entry", entry.id, Place.of(entry.id_span), True)
            for way in entry_ways(entry):
                if not way.target.is_continue:
                    yield Occurrence("entry", way.target.ref, Place.of(way.target.span), False)
    for effect, _entry, _rule in ctx.effects():
        if not effect.args or not isinstance(effect.args[0].value, str):
            continue
        name = effect.args[0].value.upper()
        span = Place.of(effect.args[0].span)
        if ctx.has_role(effect, "note"):
            yield Occurrence("log", name, span, True)
        elif ctx.has_role(effect, "gain") or ctx.has_role(effect, "marker"):
            yield Occurrence("marker", name, span, True)
        elif ctx.has_role(effect, "lose"):
            yield Occurrence("marker", name, span, False)
    for cond in ctx.conditions():
        for atom in atoms(cond):
            if isinstance(atom, n.Noted | n.Has):
                kind = "log" if isinstance(atom, n.Noted) else "marker"
                yield Occurrence(kind, atom.name.upper(),
                                 Place.of(name_span(atom.span, atom.name)), False)
    for objective in ctx.objectives:
        if objective.log_entry:
            place = _logtag_place(objective.span, lines)
            if place is not None:
                yield Occurrence("log", objective.log_entry.upper(), place, False)
    for line in ctx.header:
        yield from _header_refs(line, cards)


def _heading_place(span: n.Span, lines: dict[str, list[str]]) -> Place | None:
    """The number or code of an ``EVENT 7`` / ``CARD TR7`` heading."""
    text = _line(lines, span.file, span.line)
    m = _HEADING.match(text, span.column - 1)
    if m is None:
        return None
    return Place(span.file, span.line - 1, m.start(1), span.line - 1, m.end(1))


def _logtag_place(span: n.Span, lines: dict[str, list[str]]) -> Place | None:
    text = _line(lines, span.file, span.end_line)
    m = _LOGTAG.search(text)
    if m is None:
        return None
    return Place(span.file, span.end_line - 1, m.start(1), span.end_line - 1, m.end(1))


def _line(lines: dict[str, list[str]], file: str, line: int) -> str:
    found = lines.get(file, [])
    return found[line - 1] if 0 < line <= len(found) else ""


def _header_refs(line: n.DirectiveLine, cards: set[str]) -> Iterator[Occurrence]:
    """Event numbers after ``EVENT``/``EVENTS`` and card codes named in a header line."""
    after_event = False
    for arg in line.words:
        if arg.kind == "int" and after_event:
            yield Occurrence("event", str(arg.value), Place.of(arg.span), False)
            continue
        word = str(arg.value).upper()
        after_event = arg.kind == "word" and word in ("EVENT", "EVENTS")
        if arg.kind == "word" and word in cards:
            yield Occurrence("card", word, Place.of(arg.span), False)
