"""What a change does to a mission's structure (`crawlbook diff OLD NEW`;
docs/playtesting.md, "diff"): entries added, removed and changed (their text, effects,
Log Entries, conditions, targets, ending), warnings new and gone, and the exact odds that
changed. Two compiled programs and their diagnostics in, plain data out; nothing here
names a ruleset (the odds come from ``compiler/odds.py``, over the ruleset's hooks).

Where an entry is in the source does not count: spans and source line numbers are left
out of every comparison, so moving an Event in the file, or adding a blank line, changes
nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from crawlbook.compiler.registry import Registry

    from crawlbook.ruleset import Ruleset

__all__ = ["EntryChange", "OddsChange", "StructureDiff", "structure_diff"]


@dataclass(frozen=True, slots=True)
class EntryChange:
    """One entry in both versions that differs: ``what`` says how, one line each."""

    id: str
    what: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class OddsChange:
    """An entry whose exact odds differ: the effect and its chances, before and after."""

    entry: str
    old: str
    new: str


@dataclass
class StructureDiff:
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[EntryChange] = field(default_factory=list)
    warnings_new: list[str] = field(default_factory=list)
    warnings_gone: list[str] = field(default_factory=list)
    odds: list[OddsChange] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.added or self.removed or self.changed or self.warnings_new
                    or self.warnings_gone or self.odds)

    def to_json(self) -> dict[str, Any]:
        return {"entries_added": self.added, "entries_removed": self.removed,
                "entries_changed": [{"id": c.id, "what": list(c.what)} for c in self.changed],
                "warnings_new": self.warnings_new, "warnings_gone": self.warnings_gone,
                "odds_changed": [{"entry": o.entry, "old": o.old, "new": o.new}
                                 for o in self.odds]}


def structure_diff(old: Mapping[str, Any], new: Mapping[str, Any],
                   old_warnings: Sequence[str] = (), new_warnings: Sequence[str] = (),
                   *, odds: bool = True,
                   rulesets: tuple[Ruleset | None, Ruleset | None] = (None, None)
                   ) -> StructureDiff:
    """The structural difference of two programs (and of their warnings, as
    ``CODE: message`` lines without places). ``rulesets``: the two programs' own
    (``plugins.for_program``, resolved by the command), which write their effects and
    give their odds."""
    found = StructureDiff()
    before: Mapping[str, Any] = old.get("entries") or {}
    after: Mapping[str, Any] = new.get("entries") or {}
    found.added = [e for e in after if e not in before]
    found.removed = [e for e in before if e not in after]
    either = rulesets[1] or rulesets[0]
    language = either.language() if either is not None else None
    for entry_id, entry in after.items():
        if entry_id in before:
            what = _entry_changes(before[entry_id], entry, language)
            if what:
                found.changed.append(EntryChange(entry_id, tuple(what)))
    gone, came = Counter(old_warnings), Counter(new_warnings)
    found.warnings_new = sorted((came - gone).elements())
    found.warnings_gone = sorted((gone - came).elements())
    if odds:
        found.odds = _odds_changes(old, new, rulesets)
    return found


def _bare(value: Any) -> Any:
    """``value`` without where it is in the source: no ``span``, no source line number
    (an entry's ``line`` that is a word, the kind of horizontal line, stays)."""
    if isinstance(value, Mapping):
        return {k: _bare(v) for k, v in value.items()
                if k != "span" and not (k == "line" and isinstance(v, int))}
    if isinstance(value, list | tuple):
        return [_bare(v) for v in value]
    return value


def _walk(value: Any, path: str = "") -> Iterator[tuple[str, Any, Mapping[str, Any]]]:
    """Every (path, key's value, the mapping holding it) under ``value``."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            here = f"{path}.{key}" if path else str(key)
            yield here, item, value
            yield from _walk(item, here)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _walk(item, f"{path}[{i}]")


def _targets(entry: Any) -> list[str]:
    """Where each way of the entry leads, in order: ``→ 1.3`` with the option's words."""
    found = []
    for path, value, holder in _walk(entry):
        if isinstance(value, str) and path.endswith(".to") and holder.get("to") is value:
            words = holder.get("text") or holder.get("outcome") or ""
            found.append(f"{words} → {value}" if words else f"→ {value}")
        elif path.endswith("outcomes") and isinstance(value, Mapping):
            found.extend(f"{k} → {v}" for k, v in value.items() if isinstance(v, str))
    return found


def _conditions(entry: Any) -> list[str]:
    from crawlbook.compiler.maps import condition_text

    found = []
    for path, value, holder in _walk(entry):
        if path.endswith(".if") and value is not None and holder.get("if") is value:
            try:
                found.append(condition_text(value))
            except Exception:  # a condition of another shape: its JSON is enough
                found.append(repr(value))
    return found


def _effects(entry: Any, language: Registry | None) -> list[str]:
    from crawlbook.compiler.maps import effect_text

    found = []
    for _path, value, _holder in _walk(entry):
        # an effect step, or an ending that resolves an effect (a test and its outcomes)
        if isinstance(value, Mapping) and isinstance(value.get("verb"), str):
            params = value.get("params") or {}
            try:
                found.append(effect_text(str(value.get("verb")), params, language))
            except Exception:
                found.append(f"{value.get('verb')} {params}")
    return found


def _texts(entry: Any) -> list[str]:
    return [str(v) for p, v, h in _walk(entry)
            if p.endswith(".text") and h.get("op") == "text"]


def _names(effects: list[str], verb: str) -> list[str]:
    return [e.split(" ", 1)[1] for e in effects if e.startswith(verb + " ") and " " in e]


def _entry_changes(old: Any, new: Any, language: Registry | None) -> list[str]:
    """How one entry changed, one line per aspect; [] when it did not."""
    a, b = _bare(old), _bare(new)
    if a == b:
        return []
    what = []
    if _texts(a) != _texts(b):
        what.append("text changed")
    effects_a, effects_b = _effects(a, language), _effects(b, language)
    if effects_a != effects_b:
        notes_a, notes_b = _names(effects_a, "NOTE"), _names(effects_b, "NOTE")
        if notes_a != notes_b:
            what.append(f"Log Entries noted: {_list(notes_a)} → {_list(notes_b)}")
        what.append(f"effects: {_list(effects_a)} → {_list(effects_b)}")
    conds_a, conds_b = _conditions(a), _conditions(b)
    if conds_a != conds_b:
        what.append(f"conditions: {_list(conds_a)} → {_list(conds_b)}")
    targets_a, targets_b = _targets(a), _targets(b)
    if targets_a != targets_b:
        moved = [f"{x} became {y}" for x, y in zip(targets_a, targets_b, strict=False)
                 if x != y]
        extra = (f"; ways {len(targets_a)} → {len(targets_b)}"
                 if len(targets_a) != len(targets_b) else "")
        what.append("targets moved: " + ("; ".join(moved) or "") + extra)
    ending_a, ending_b = (a.get("ending") or {}), (b.get("ending") or {})
    if isinstance(ending_a, Mapping) and isinstance(ending_b, Mapping) \
            and ending_a.get("kind") != ending_b.get("kind"):
        what.append(f"ending: {ending_a.get('kind')} → {ending_b.get('kind')}")
    if a.get("line") != b.get("line"):
        what.append(f"closing line: {a.get('line')} → {b.get('line')}")
    if not what:
        what.append("changed")  # something the lines above do not name (an owner ...)
    return what


def _list(items: Sequence[str]) -> str:
    return "[" + ", ".join(items) + "]" if items else "none"


def _odds_changes(old: Mapping[str, Any], new: Mapping[str, Any],
                  rulesets: tuple[Ruleset | None, Ruleset | None]) -> list[OddsChange]:
    """Entries (in both versions) whose effects' exact odds differ."""
    from crawlbook.compiler.odds import program_odds

    try:
        before, after = program_odds(old, rulesets[0]), program_odds(new, rulesets[1])
    except (KeyError, TypeError, ValueError):  # a content pack the odds cannot read
        return []
    found = []
    for entry in sorted(set(before) | set(after), key=_natural):
        if entry not in (old.get("entries") or {}) or entry not in (new.get("entries") or {}):
            continue
        a, b = _odds_text(before.get(entry, [])), _odds_text(after.get(entry, []))
        if a != b:
            found.append(OddsChange(entry, a, b))
    return found


def _odds_text(found: Sequence[tuple[str, Any]]) -> str:
    """The effects and their chances, in a line: ``TEST ... DIFF 2: pass 7/8``."""
    parts = []
    for effect, odds in found:
        chances = getattr(odds, "chances", None) or {}
        summary = ", ".join(f"{k} {_share(v)}" for k, v in chances.items()) or \
            getattr(odds, "summary", "") or "; ".join(
                f"{row.label}: {'/'.join(str(c) for c in row.cells if c is not None)}"
                for row in getattr(odds, "rows", ()))
        parts.append(f"{effect}: {summary}")
    return "; ".join(parts) or "none"


def _share(value: Any) -> str:
    """An exact chance as a percentage (0.1% apart is a change worth naming)."""
    try:
        return f"{float(value):.1%}"
    except (TypeError, ValueError):
        return str(value)


def _natural(key: str) -> tuple[tuple[int, int, str], ...]:
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in key.split("."))
