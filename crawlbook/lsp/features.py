"""What the language server answers, as plain data: definitions, references, rename, the
outline, hovers and completions (docs/editors.md).

Everything here reads an ``Analysis`` (the checked booklet, its ``SymbolIndex``) and the
ruleset's registry: verbs with their parameters, roles, outcomes and summaries, header
directives with their usage, the numbers and test words conditions may read, the Success
Points quantities. A ruleset may add to the hover of one of its effects with
``Ruleset.hover`` (docs/rulesets.md). No ruleset's verb or directive is named here.
Positions are 0-based lines and characters (``places.Place``); the server converts them
to the client's units.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from crawlbook.compiler.context import atoms, entry_sort_key
from crawlbook.compiler.registry import Param, Verb
from crawlbook.dsl import nodes as n
from crawlbook.dsl.shape import DEFAULT as DEFAULT_BOOK
from crawlbook.lsp.places import Place
from crawlbook.lsp.symbols import Occurrence

if TYPE_CHECKING:
    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.registry import Registry
    from crawlbook.lsp.analysis import Analysis

_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_-]*$")
_ENTRY_ID = re.compile(r"(?:\d+|[A-Za-z][A-Za-z0-9_]*)\.\d+$")
MAX_FIRST_WORDS = 160


class RenameError(ValueError):
    """A rename that cannot be done; the message says why, for the editor."""


# ---------------------------------------------------------------------- navigation


def symbol_at(analysis: Analysis, file: str, line: int, char: int) -> Occurrence | None:
    return analysis.index().at(file, line, char)


def definition(analyses: Sequence[Analysis], file: str, line: int, char: int) -> list[Place]:
    """Where the symbol under the cursor is defined (several places for a Log Entry
    noted in several entries)."""
    found: list[Place] = []
    for analysis in analyses:
        occ = symbol_at(analysis, file, line, char)
        if occ is not None:
            found += [o.place for o in analysis.index().definitions(occ.symbol)]
    return list(dict.fromkeys(found))


def references(analyses: Sequence[Analysis], file: str, line: int, char: int,
               declarations: bool = True) -> list[Place]:
    found: list[Place] = []
    for analysis in analyses:
        occ = symbol_at(analysis, file, line, char)
        if occ is not None:
            found += [o.place for o in analysis.index().references(occ.symbol)
                      if declarations or not o.defines]
    return list(dict.fromkeys(found))


def prepare_rename(analyses: Sequence[Analysis], file: str, line: int,
                   char: int) -> tuple[Place, str]:
    """The name under the cursor that a rename would change, and its text; raises
    ``RenameError`` when there is none, or when it cannot be renamed."""
    for analysis in analyses:
        occ = symbol_at(analysis, file, line, char)
        if occ is None:
            continue
        if occ.kind not in ("entry", "log", "marker"):
            raise RenameError(f"only entry ids, Log Entries and markers can be renamed, not "
                              f"{_kind_words(occ.kind)}")
        shipped = [o for o in analysis.index().references(occ.symbol)
                   if o.place.file.startswith("crawlbook:")]
        if shipped:
            raise RenameError(f"`{occ.key}` is also written in {shipped[0].place.file}, a "
                              "file shipped with crawlbook, which is not renamed")
        return occ.place, occ.key
    raise RenameError("nothing to rename here: put the cursor on an entry id, a Log Entry "
                      "or a marker")


def rename(analyses: Sequence[Analysis], file: str, line: int, char: int,
           new_name: str) -> dict[str, list[tuple[Place, str]]]:
    """The edits, by document name, that rename the symbol under the cursor everywhere
    in the missions that read the file."""
    prepare_rename(analyses, file, line, char)
    new = new_name.strip()
    edits: dict[str, list[tuple[Place, str]]] = {}
    for analysis in analyses:
        occ = symbol_at(analysis, file, line, char)
        if occ is None:
            continue
        index = analysis.index()
        if occ.kind == "entry":
            if not _ENTRY_ID.fullmatch(new):
                raise RenameError(f"`{new}` is not an entry id (write `7.2` or `TR7.1`)")
            new = new.upper()
        elif not _NAME.fullmatch(new):
            raise RenameError(f"`{new}` is not a name: a letter, then letters, digits, `_` "
                              "or `-`")
        target = (occ.kind, new.upper())
        if target != occ.symbol and index.by_symbol.get(target):
            raise RenameError(f"{_kind_words(occ.kind)} `{new}` already exists: renaming "
                              "would merge the two")
        for o in index.references(occ.symbol):
            edits.setdefault(o.place.file, [])
            if (o.place, new) not in edits[o.place.file]:
                edits[o.place.file].append((o.place, new))
    return edits


def _kind_words(kind: str) -> str:
    return {"entry": "an entry", "event": "an Event", "card": "a card", "log": "a Log Entry",
            "marker": "a marker"}.get(kind, kind)


# ---------------------------------------------------------------------- outline


@dataclass
class Outline:
    """One symbol of the outline: an Event with its entries, a section ..."""

    name: str
    detail: str
    kind: str  # section | event | card | entry | directive
    place: Place
    selection: Place
    children: list[Outline] = field(default_factory=list)


def outline(analysis: Analysis, file: str) -> list[Outline]:
    doc = analysis.document(file)
    if doc is None:
        return []
    found: list[Outline] = []
    ctx = analysis.ctx
    book = ctx.registry.book if ctx is not None and ctx.registry is not None else DEFAULT_BOOK
    for s in doc.sections:
        if isinstance(s, n.Event | n.Card):
            head = f"EVENT {s.number}" if isinstance(s, n.Event) else f"CARD {s.code}"
            item = Outline(head, s.title, "event" if isinstance(s, n.Event) else "card",
                           Place.of(s.span), Place.of(s.header_span))
            for e in s.entries:
                item.children.append(Outline(e.id, _first_words(e, 60), "entry",
                                             Place.of(e.span), Place.of(e.id_span)))
            found.append(item)
        elif isinstance(s, n.MissionTitle):
            found.append(Outline(f"MISSION {s.number}", s.title, "section", Place.of(s.span),
                                 Place.of(s.span)))
        elif isinstance(s, n.Briefing | n.Objectives | n.Rules | n.EndOfMission):
            name = {n.Briefing: "BRIEFING", n.Objectives: "OBJECTIVES", n.Rules: "RULES",
                    n.EndOfMission: " ".join(book.ending.split()).upper()}[type(s)]
            found.append(Outline(name, "", "section", Place.of(s.span),
                                 Place.point(s.span.file, s.span.line - 1, 0)))
        elif isinstance(s, n.DirectiveLine) and s.words:
            words = " ".join(str(a.value) for a in s.words)
            found.append(Outline(words, "", "directive", Place.of(s.span), Place.of(s.span)))
    return found


def _first_words(entry: n.Entry, limit: int = MAX_FIRST_WORDS) -> str:
    for item in entry.body:
        if isinstance(item, n.Prose):
            text = " ".join(item.text.split())
            return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"
    return ""


# ---------------------------------------------------------------------- hover


def hover(analysis: Analysis, file: str, line: int, char: int) -> tuple[str, Place] | None:
    """Markdown for what is under the cursor, and the place it is about."""
    ctx = analysis.ctx
    if ctx is None:
        return None
    occ = symbol_at(analysis, file, line, char)
    if occ is not None:
        text = _SYMBOL_HOVERS[occ.kind](analysis, ctx, occ)
        return (text, occ.place) if text else None
    registry = ctx.registry
    if registry is None:
        return None
    for effect, _entry, rule in ctx.effects():
        if effect.span.file != file or not Place.of(effect.span).contains(line, char):
            continue
        verb = registry.verbs.get(effect.verb.upper())
        if verb is None:
            return None
        for i, arg in enumerate(effect.args):
            if Place.of(arg.span).contains(line, char):
                said = _arg_hover(registry, verb, effect, i)
                if said:
                    return said, Place.of(arg.span)
        return _verb_hover(ctx, verb, effect, rule), Place.of(effect.verb_span)
    for bound in ctx.directives():
        if bound.spec is not None and bound.line.span.file == file and (
                Place.of(bound.line.span).contains(line, char)):
            spec = bound.spec
            text = f"**{spec.name}**: {spec.summary}\n\nWritten `{spec.usage()}`"
            text += "; required." if spec.required else (
                f"; default {spec.default}." if spec.default not in (None, []) else ".")
            return text, Place.of(bound.line.span)
    for cond in ctx.conditions():
        for atom in atoms(cond):
            if atom.span.file != file or not Place.of(atom.span).contains(line, char):
                continue
            if isinstance(atom, n.Compare) and atom.name.upper() in registry.numbers:
                number = registry.numbers[atom.name.upper()]
                return f"**{number.name}**: {number.summary}", Place.of(atom.span)
            if isinstance(atom, n.Pred) and atom.word.lower() in registry.predicates:
                pred = registry.predicates[atom.word.lower()]
                choices = f" ({', '.join(pred.choices)})" if pred.choices else ""
                return f"**{pred.word} NAME**{choices}: {pred.summary}", Place.of(atom.span)
    return None


def _verb_hover(ctx: CheckContext, verb: Verb, effect: n.Effect, rule: bool) -> str:
    what = "rule" if verb.rule else "effect"
    out = [f"**[{verb.usage()}]**: {verb.summary} ({what} of `{ctx.ruleset}`)"]
    if verb.outcomes:
        out.append("Outcomes: " + ", ".join(f"`{o} →`" for o in verb.outcomes))
    if verb.params:
        out.append("\n".join(f"- `{p.keyword or p.name}`: {_param_words(p)}"
                             for p in verb.params))
    params, problems = ctx.bind(effect, rule=rule)
    if not problems:
        extra = _ruleset_hover(ctx, effect, params)
        if extra:
            out.append(extra)
    return "\n\n".join(out)


def _ruleset_hover(ctx: CheckContext, effect: n.Effect, params: dict[str, object]) -> str | None:
    ruleset = ctx.plugin
    if ruleset is None:
        return None
    try:
        return ruleset.hover(effect, params, ctx)
    except Exception:  # a ruleset's hover must never take the server down
        return None


def _param_words(p: Param) -> str:
    text = p.name if p.keyword else ""
    described = p.describe()
    parts = [f"{text} {described}".strip()]
    if not p.required:
        parts.append(f"optional, default {p.default}" if p.default is not None else "optional")
    return "; ".join(parts)


def _arg_hover(registry: Registry, verb: Verb, effect: n.Effect, index: int) -> str | None:
    arg = effect.args[index]
    if not isinstance(arg.value, str):
        return None
    word = arg.value.upper()
    for p in verb.params:
        if p.keyword == word:
            return f"`{p.keyword}` of `{verb.name}`: {_param_words(p)}"
        if word in p.choices:
            phrase = registry.phrases.get(word)
            said = f" (the booklet says: {phrase})" if phrase else ""
            return f"`{word}`: {p.name} of `{verb.name}`, one of {', '.join(p.choices)}{said}"
    return None


def _where(ctx: CheckContext, place: Place) -> str:
    """The entry (or section) a place is in, as a hover names it."""
    for entry in _entries(ctx):
        s = entry.span
        if s.file == place.file and s.line - 1 <= place.line <= s.end_line - 1:
            return f"`{entry.id}`"
    for objective in ctx.objectives:
        if objective.span.file == place.file and objective.span.line - 1 == place.line:
            return "an objective"
    if ctx.end is not None and ctx.end.span.file == place.file and (
            ctx.end.span.line - 1 <= place.line <= ctx.end.span.end_line - 1):
        return "the " + " ".join(ctx.registry.book.scoring.split()).title() if (
            ctx.registry is not None) else "the ending"
    for rules in ctx.rules:
        if rules.span.file == place.file and rules.span.line - 1 <= place.line <= (
                rules.span.end_line - 1):
            return "the RULES"
    return f"line {place.line + 1}"


def _entries(ctx: CheckContext) -> Iterator[n.Entry]:
    for owner in ctx.owners:
        yield from owner.entries


def _name_hover(title: str, analysis: Analysis, ctx: CheckContext, occ: Occurrence,
                made: str, used: str) -> str:
    index = analysis.index()
    defs = [_where(ctx, o.place) for o in index.definitions(occ.symbol)]
    refs = [_where(ctx, o.place) for o in index.references(occ.symbol) if not o.defines]
    out = [f"**{title} {occ.key}**"]
    out.append(f"{made}: " + (", ".join(dict.fromkeys(defs)) if defs else "nowhere"))
    out.append(f"{used}: " + (", ".join(dict.fromkeys(refs)) if refs else "nowhere"))
    return "\n\n".join(out)


def _log_hover(analysis: Analysis, ctx: CheckContext, occ: Occurrence) -> str:
    return _name_hover("Log Entry", analysis, ctx, occ, "Noted in", "Tested in")


def _marker_hover(analysis: Analysis, ctx: CheckContext, occ: Occurrence) -> str:
    return _name_hover("Marker", analysis, ctx, occ, "Gained in", "Tested or lost in")


def _entry_hover(analysis: Analysis, ctx: CheckContext, occ: Occurrence) -> str:
    entry = ctx.entries.get(occ.key)
    if entry is None:
        return f"There is no entry `{occ.key}`."
    owner = ctx.owner_of[occ.key]
    title = owner.node.title
    out = [f"**Entry {entry.id}**, {owner.title(ctx.registry)}" + (f": {title}" if title
                                                                     else "")]
    words = _first_words(entry)
    if words:
        out.append(f"> {words}")
    sources = [f"`{other}` ({_way_words(way.kind, way.text, way.label)})"
               for other, way in analysis.incoming().get(entry.id, ())]
    first = ctx.first_entry(owner)
    if first is entry:
        sources.insert(0, f"the start of {owner.title(ctx.registry)}")
    out.append("Led to from: " + (", ".join(sources) if sources else "nowhere"))
    reach = ctx._reach  # computed by the checks; the hover does not run them again
    if reach is not None and entry.id not in reach.reached:
        out.append("Never reached in play (W405).")
    return "\n\n".join(out)


def _way_words(kind: str, text: str | None, label: str | None) -> str:
    if kind == "option":
        short = text if text and len(text) <= 50 else (text or "")[:49] + "…"
        return f"option “{short}”"
    if kind == "outcome":
        return f"{label}"
    return {"branch": "a check", "goto": "read on"}.get(kind, kind)


def _owner_hover(analysis: Analysis, ctx: CheckContext, occ: Occurrence) -> str:
    owner = (ctx.events.get(int(occ.key)) if occ.kind == "event" and occ.key.isdigit()
             else ctx.cards.get(occ.key))
    if owner is None:
        return f"There is no {_kind_words(occ.kind)[3:]} `{occ.key}`."
    node = owner.node
    head = f"EVENT {occ.key}" if occ.kind == "event" else f"CARD {occ.key}"
    first = ctx.first_entry(owner)
    out = [f"**{head}**" + (f": {node.title}" if node.title else "") +
           f" ({owner.title(ctx.registry)})",
           f"{len(node.entries)} entries" + (f"; reading starts at `{first.id}`" if first
                                             else "")]
    refs = [o for o in analysis.index().references(occ.symbol) if not o.defines]
    if refs:
        out.append("Named in the set-up at line " +
                   ", ".join(str(o.place.line + 1) for o in refs))
    return "\n\n".join(out)


_SYMBOL_HOVERS = {"entry": _entry_hover, "event": _owner_hover, "card": _owner_hover,
                  "log": _log_hover, "marker": _marker_hover}


# ---------------------------------------------------------------------- completion


@dataclass(frozen=True)
class Item:
    """One completion: ``label`` shown, ``insert`` written (default: the label),
    ``kind`` one of verb, keyword, value, entry, name, directive, section, label."""

    label: str
    kind: str
    detail: str = ""
    doc: str = ""
    insert: str | None = None
    sort: str = ""


def complete(analysis: Analysis, file: str, line: int, char: int,
             text: str) -> tuple[list[Item], int]:
    """The completions at the cursor, and the character where the word they replace
    starts. ``text`` is the cursor's line as the editor has it now."""
    ctx = analysis.ctx
    prefix = text[:char]
    word = re.search(r"[A-Za-z0-9_.-]*$", prefix)
    start = word.start() if word is not None else char
    if ctx is None or ctx.registry is None:
        return [], start
    stripped = prefix.lstrip()
    where = _section_at(analysis, file, line)
    for matcher in _COMPLETERS:
        found = matcher(ctx, ctx.registry, stripped, where, analysis, file, line)
        if found is not None:
            return found, start
    return [], start


def _section_at(analysis: Analysis, file: str, line: int) -> str:
    """header, briefing, objectives, rules, entry, end or points: where line (0-based)
    is, by the last section that starts at or before it."""
    doc = analysis.document(file)
    if doc is None:
        return "header"
    where = "header"
    for s in doc.sections:
        if s.span.line - 1 > line:
            break
        if isinstance(s, n.Event | n.Card):
            where = "entry"
        elif isinstance(s, n.EndOfMission):
            where = "points" if s.points and s.points[0].span.line - 2 < line else "end"
        elif isinstance(s, n.Briefing | n.Objectives | n.Rules):
            where = type(s).__name__.lower()
    return where


def _verbs(ctx: CheckContext, registry: Registry, s: str, where: str, *_: object
           ) -> list[Item] | None:
    m = re.fullmatch(r"(.*)\[\s*([A-Za-z_]*)", s)
    if m is None or (m.group(1) and where != "header"):
        return None
    rule = where == "rules"
    verbs = [v for v in registry.verbs.values() if v.rule == rule]
    if where == "header":
        wanted = {d.effect for d in registry.directives.values() if d.effect}
        verbs = [v for v in registry.verbs.values() if v.name in wanted]
    return [Item(v.name, "verb", v.usage(), v.summary, sort=v.name) for v in verbs]


def _arguments(ctx: CheckContext, registry: Registry, s: str, where: str, *_: object
               ) -> list[Item] | None:
    m = re.search(r"\[\s*([A-Za-z_]+)((?:\s+[^\s\]]+)*)\s+([^\s\]]*)$", s)
    if m is None:
        return None
    verb = registry.verbs.get(m.group(1).upper())
    if verb is None:
        return []
    written = [w.upper() for w in m.group(2).split()]
    return _argument_items(ctx, verb, written)


def _argument_items(ctx: CheckContext, verb: Verb, written: list[str]) -> list[Item]:
    keywords = {p.keyword: p for p in verb.params if p.keyword}
    if written and written[-1] in keywords:
        return _values(ctx, verb, keywords[written[-1]])
    positional = [p for p in verb.params if p.keyword is None]
    given = 0
    for w in written:
        if w in keywords:
            break
        given += 1
    items: list[Item] = []
    if given < len(positional):
        items += _values(ctx, verb, positional[given])
    used = {w for w in written if w in keywords}
    items += [Item(p.keyword, "keyword", _param_words(p), sort="~" + p.keyword)
              for k, p in keywords.items() if k is not None and p.keyword and k not in used]
    return items


def _values(ctx: CheckContext, verb: Verb, p: Param) -> list[Item]:
    registry = ctx.registry
    assert registry is not None
    if p.kind == "word":
        return [Item(c, "value", f"{p.name} of {verb.name}", registry.phrases.get(c, ""))
                for c in p.choices]
    if p.kind in ("int", "signed") and p.low is not None and p.high is not None and (
            p.high - p.low <= 12):
        sign = "+" if p.kind == "signed" else ""
        return [Item(f"{sign}{i}", "value", f"{p.name} of {verb.name}", sort=f"{i:04d}")
                for i in range(p.low, p.high + 1)]
    if p.kind == "name":
        if verb.has("note"):
            return _names(ctx, "log")
        if verb.roles & {"gain", "lose", "marker"}:
            return _names(ctx, "marker")
    return []


def _names(ctx: CheckContext, kind: str) -> list[Item]:
    """The Log Entries (or markers) the booklet notes, gains or tests."""
    found: dict[str, str] = {}
    roles = ("note",) if kind == "log" else ("gain", "marker", "lose")
    for name in ctx.named(*roles):
        found.setdefault(name, "noted" if kind == "log" else "gained")
    for cond in ctx.conditions():
        for atom in atoms(cond):
            if kind == "log" and isinstance(atom, n.Noted):
                found.setdefault(atom.name.upper(), "tested, never noted")
            elif kind == "marker" and isinstance(atom, n.Has):
                found.setdefault(atom.name.upper(), "tested, never gained")
    if kind == "log":
        for objective in ctx.objectives:
            if objective.log_entry:
                found.setdefault(objective.log_entry.upper(), "an objective")
    what = "Log Entry" if kind == "log" else "marker"
    return [Item(name, "name", f"{what}: {how}") for name, how in sorted(found.items())]


def _targets(ctx: CheckContext, registry: Registry, s: str, where: str,
             analysis: Analysis, file: str, line: int) -> list[Item] | None:
    if not re.search(r"(?:→|->)\s*[A-Za-z0-9_.]*$", s) or where != "entry":
        return None
    here = _owner_key(analysis, file, line)
    items = [Item(registry.book.end_word, "keyword", "end the reading: back to the game",
                  sort="0")]
    for entry_id, entry in ctx.entries.items():
        owner = ctx.owner_of[entry_id].key
        near = "1" if owner == here else "2"
        items.append(Item(entry_id, "entry", _first_words(entry, 60),
                          sort=f"{near}{entry_sort_key(entry_id)[0]:06d}{entry_id}"))
    return items


def _owner_key(analysis: Analysis, file: str, line: int) -> str | None:
    doc = analysis.document(file)
    found = None
    for s in doc.sections if doc else ():
        if s.span.line - 1 > line:
            break
        if isinstance(s, n.Event):
            found = str(s.number)
        elif isinstance(s, n.Card):
            found = s.code.upper()
    return found


_COND_START = r"(?:^(?:[•*-]\s*)?if\b|^[+-]?\d+\s+if\b)"


def _conditions(ctx: CheckContext, registry: Registry, s: str, where: str, *_: object
                ) -> list[Item] | None:
    if not re.search(_COND_START, s, re.IGNORECASE) or re.search(r"→|->", s):
        return None
    m = re.search(r"\b(noted|has)\s+[A-Za-z0-9_-]*$", s, re.IGNORECASE)
    if m:
        return _names(ctx, "log" if m.group(1).lower() == "noted" else "marker")
    for word, pred in registry.predicates.items():
        if re.search(rf"\b{re.escape(word)}\s+[A-Za-z0-9_-]*$", s, re.IGNORECASE):
            return [Item(c, "value", f"{word} {c}") for c in pred.choices]
    if not re.search(r"(?:\bif|\band|\bor|\bnot|\()\s+[A-Za-z]*$|\($", s, re.IGNORECASE):
        return []
    items = [Item("noted", "keyword", "noted NAME: a Log Entry was noted", insert="noted "),
             Item("has", "keyword", "has NAME: the team holds a marker", insert="has "),
             Item("not", "keyword", "not COND", insert="not ")]
    items += [Item(num.name, "value", f"{num.name} < n", num.summary)
              for num in registry.numbers.values()]
    items += [Item(p.word, "keyword", f"{p.word} NAME", p.summary, insert=p.word + " ")
              for p in registry.predicates.values()]
    return items


def _outcomes(ctx: CheckContext, registry: Registry, s: str, where: str,
              analysis: Analysis, file: str, line: int) -> list[Item] | None:
    if where != "entry" or not re.fullmatch(r"[A-Za-z]*", s):
        return None
    lines = analysis.lines(file)
    written: set[str] = set()
    for above in reversed(lines[:line]):
        text = above.strip()
        m = re.match(r"([A-Za-z][A-Za-z0-9_-]*)\s*(?:→|->)", text)
        if m:
            written.add(m.group(1).lower())
            continue
        m = re.match(r"\[\s*([A-Za-z_]+)", text)
        verb = registry.verbs.get(m.group(1).upper()) if m else None
        if verb is None or not verb.outcomes:
            return None
        return [Item(o, "label", f"outcome of {verb.name}", insert=f"{o} → ")
                for o in verb.outcomes if o not in written]
    return None


def _directives(ctx: CheckContext, registry: Registry, s: str, where: str, *_: object
                ) -> list[Item] | None:
    if where != "header" or not re.fullmatch(r"[A-Z]*", s):
        return None
    given = {b.spec.name for b in ctx.directives() if b.spec is not None}
    items = [Item(d.name, "directive", d.usage(), d.summary + (" (required)" if d.required
                                                                 else ""),
                  insert=d.usage() if d.params or d.effect else d.name + " ")
             for d in registry.directives.values() if d.repeatable or d.name not in given]
    if ctx.title is None and registry.title_directive() is None:  # the core's title line
        items.append(Item("MISSION", "directive", "MISSION n: Title", "the mission's number "
                          "and title", insert="MISSION 1: "))
    return items


def _quantities(ctx: CheckContext, registry: Registry, s: str, where: str, *_: object
                ) -> list[Item] | None:
    if not re.fullmatch(r"[+-]?\d+\s+per\s+(?:\d+\s+)?[A-Za-z ]*", s, re.IGNORECASE):
        return None
    scoring = " ".join(registry.book.scoring.split()).title()  # the book's scoring words
    return [Item(q, "value", f"{scoring} per {registry.plural(q)}") for q in
            registry.quantities]


def _objective(ctx: CheckContext, registry: Registry, s: str, where: str, *_: object
               ) -> list[Item] | None:
    if where != "objectives" or not re.search(r"\(\s*[A-Za-z0-9_-]*$", s):
        return None
    return _names(ctx, "log")


_COMPLETERS = (_verbs, _arguments, _targets, _quantities, _conditions, _objective,
               _outcomes, _directives)


def sorted_items(items: Iterable[Item]) -> list[Item]:
    return sorted(items, key=lambda i: (i.sort or i.label))
