"""AST -> the program dict of docs/program-format.md (without ``content_hash``, see build.py).

The program is what the runtime plays: the neutral part (the mission's number, title,
briefing, objectives and rules; each Event and card with its entries, each entry's steps
(prose and effects with checked params) and how it ends; the End of Mission with its
Success Points) and the ruleset-owned ``setup`` (``Ruleset.setup``: what its header
directives say). Spans name files relative to the checked file's folder, so the same
sources give the same program wherever they are built.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import PurePath
from typing import Any

from crawlbook.compiler.context import BOOK, CheckContext, Owner, cond_json, entry_sort_key
from crawlbook.dsl import nodes as n

FORMAT = "crawlbook-program"
VERSION = 2


class _Paths:
    """Source paths as the program shows them: relative to the main file's folder, posix."""

    def __init__(self, main: str) -> None:
        self.base = os.path.dirname(os.path.abspath(main)) if main else ""
        self.cache: dict[str, str] = {}

    def rel(self, path: str) -> str:
        if path not in self.cache:
            if not self.base or path.startswith(("<", "crawlbook:")):
                self.cache[path] = path
            else:
                rel = os.path.relpath(os.path.abspath(path), self.base)
                self.cache[path] = PurePath(rel).as_posix()
        return self.cache[path]

    def span(self, span: n.Span) -> dict[str, object]:
        data = span.to_json()
        data["file"] = self.rel(span.file)
        return data


def lower(ctx: CheckContext) -> dict[str, Any]:
    """The program dict for a checked booklet (best effort when it has errors)."""
    paths = _Paths(ctx.main_path())
    files = {paths.rel(doc.path): hashlib.sha256(doc.source.encode("utf-8")).hexdigest()
             for doc in ctx.documents}
    program = {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": ctx.ruleset,
        "source": {"path": paths.rel(ctx.main_path()), "files": files},
        "content_hash": "",
        "mission": _mission(ctx),
        "setup": _setup(ctx),
        "events": {o.key: _owner(ctx, o, paths) for o in ctx.unique_owners()
                   if o.kind == "event"},
        "cards": {o.key: _owner(ctx, o, paths) for o in ctx.unique_owners() if o.kind == "card"},
        "entries": {entry_id: _entry(ctx, entry, paths)
                    for entry_id, entry in ctx.entries.items()},
        "end_of_mission": _end(ctx),
        "content": {},
    }
    # Only a book that says where reading starts, or numbers its sections, has these: the
    # programs of Events and cards stay as they were (docs/program-format.md).
    starts = ctx.start_ids()
    if starts is not None:
        program["start"] = [s for s in starts if s in ctx.entries]
    counted = ctx.counted()
    if counted:
        program["counts"] = list(counted)
    books = {o.key: _owner(ctx, o, paths) for o in ctx.unique_owners() if o.kind == BOOK}
    if books:
        program["books"] = books
    return program


def _setup(ctx: CheckContext) -> dict[str, Any]:
    """The ruleset's ``setup`` (``Ruleset.setup``), or the directives' values when the
    ruleset is unknown (a forced build)."""
    ruleset = ctx.plugin
    if ruleset is None:
        return ctx.directive_values()
    return ruleset.setup(ctx)


def _mission(ctx: CheckContext) -> dict[str, Any]:
    rules: list[dict[str, Any]] = []
    markers: list[str] = []
    rules_text: list[str] = []
    for section in ctx.rules:
        for item in section.items:
            if isinstance(item, n.Prose):
                rules_text.append(item.text)
                continue
            params, _ = ctx.bind(item, rule=True)
            if ctx.has_role(item, "marker"):
                name = params.get("name")
                if isinstance(name, str) and name not in markers:
                    markers.append(name)
            else:
                rules.append({"verb": item.verb.upper(), "params": params})
    title = ctx.title
    # A book named by its ruleset's own title directive (compiler/checks.py, ``titled``)
    # is number 1 of its one book.
    named = ctx.directive_values().get("title") if title is None else None
    return {
        "number": title.number if title else 1 if isinstance(named, str) else 0,
        "title": title.title if title else named if isinstance(named, str) else "",
        "rules": rules,
        "briefing": [p.text for b in ctx.briefing for p in b.paragraphs],
        "objectives": [{"text": o.text,
                        "log_entry": o.log_entry.upper() if o.log_entry else None}
                       for o in ctx.objectives],
        "rules_text": rules_text,
        "markers": markers,
    }


def _owner(ctx: CheckContext, owner: Owner, paths: _Paths) -> dict[str, Any]:
    node = owner.node
    own = [e.id for e in owner.entries if ctx.owner_of.get(e.id) is owner]
    first = min(own, key=entry_sort_key) if own else None
    if owner.kind == BOOK:
        starts = ctx.start_entries(owner)
        first = starts[0].id if starts else first
    data: dict[str, Any] = {"title": node.title, "first": first, "entries": own,
                            "span": paths.span(node.span)}
    if isinstance(node, n.Event):
        data["number"] = node.number
    elif isinstance(node, n.Card):
        data["code"] = owner.key
    return data


def _entry(ctx: CheckContext, entry: n.Entry, paths: _Paths) -> dict[str, Any]:
    owner = ctx.owner_of[entry.id]
    steps: list[dict[str, Any]] = []
    for item in entry.body:
        if isinstance(item, n.Prose):
            steps.append({"op": "text", "text": item.text})
        else:
            params, _ = ctx.bind(item)
            steps.append({"op": "effect", "verb": item.verb.upper(), "params": params,
                          "line": item.span.line})
    return {
        "id": entry.id,
        "owner": owner.key,
        "owner_kind": owner.kind,
        "span": paths.span(entry.span),
        "steps": steps,
        "ending": _ending(ctx, entry.ending),
        "line": entry.line,
    }


def _to(target: n.Target) -> str:
    return target.ref


def _ending(ctx: CheckContext, ending: n.Ending | None) -> dict[str, Any] | None:
    if isinstance(ending, n.Goto):
        return {"kind": "goto", "to": _to(ending.target)}
    if isinstance(ending, n.Decision):
        return {"kind": "decision", "options": [
            {"text": o.text, "to": _to(o.target), "if": cond_json(o.condition)}
            for o in ending.options]}
    if isinstance(ending, n.Resolve):
        params, _ = ctx.bind(ending.effect)
        outcomes: dict[str, str] = {}
        for o in ending.outcomes:
            outcomes.setdefault(o.label.lower(), _to(o.target))
        return {"kind": "resolve", "verb": ending.effect.verb.upper(), "params": params,
                "outcomes": outcomes}
    if isinstance(ending, n.Branch):
        return {"kind": "branch", "arms": [
            {"if": cond_json(a.condition), "to": _to(a.target)} for a in ending.arms]}
    return None


def _end(ctx: CheckContext) -> dict[str, Any]:
    end = ctx.end
    if end is None:
        return {"text": [], "success_points": []}
    points: list[dict[str, Any]] = []
    for rule in end.points:
        if rule.per is not None:
            per = ctx.registry.quantity(rule.per) if ctx.registry else None
            points.append({"points": rule.points, "per": per or rule.per.upper(),
                           "every": rule.every})
        else:
            points.append({"points": rule.points, "if": cond_json(rule.condition)})
    return {"text": [p.text for p in end.paragraphs], "success_points": points}
