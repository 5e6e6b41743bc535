"""The semantic checks and lint rules, each a small function, run in order from ``CHECKS``.

Each check reads the ``CheckContext`` (``context.py``) and yields diagnostics of the
catalogue (``diagnostics.py``). They implement what the rulebook asks of a Mission Booklet
("Mission set up", "Using the Mission Booklets", "Resolve Event", "Trait Tests", "Combat")
and what a reader needs to find their way through it. To add a check: write the function,
add it to ``CHECKS``, add its code to the catalogue with two examples, and add a case under
``tests/data/cases/``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from crawlbook.compiler.context import CheckContext, atoms
from crawlbook.compiler.diagnostics import make
from crawlbook.compiler.reach import describe_way
from crawlbook.compiler.suggest import closest, closest_entry
from crawlbook.dsl import nodes as n
from crawlbook.dsl.diagnostics import Diagnostic

Check = Callable[[CheckContext], Iterable[Diagnostic]]


def _did_you_mean(word: str, candidates: Iterable[str]) -> str | None:
    best = closest(word, candidates)
    return f"did you mean `{best}`?" if best else None


def _top(ctx: CheckContext) -> n.Span:
    """Where a whole-booklet problem is reported: the checked file's first line."""
    path = ctx.main_path()
    return n.Span(path, 1, 1, 1, 1)


# ---------------------------------------------------------------------- set-up


def check_ruleset(ctx: CheckContext) -> Iterator[Diagnostic]:
    if ctx.registry is None:
        from crawlbook import plugins

        node = ctx.ruleset_node
        yield make("E219", node.span if node else _top(ctx),
                   _did_you_mean(ctx.ruleset, plugins.names()), name=ctx.ruleset)


def check_header(ctx: CheckContext) -> Iterator[Diagnostic]:
    if ctx.title is None:
        yield make("E206", _top(ctx))
    required = ctx.registry.required_settings if ctx.registry else ()
    if "levels" in required and "levels" not in ctx.settings:
        yield make("E207", _top(ctx))
    if "tb_deck" in required and "tb_deck" not in ctx.settings:
        yield make("E208", _top(ctx))
    if ctx.end is None:
        yield make("E209", _top(ctx))


def check_settings(ctx: CheckContext) -> Iterator[Diagnostic]:
    if ctx.registry is None:
        return
    for setting in ctx.all_settings:
        problem = ctx.registry.setting_problem(setting.key, setting.value, setting.span)
        if problem:
            yield make("E305", problem.span, problem.hint, detail=problem.message)


def check_decks(ctx: CheckContext) -> Iterator[Diagnostic]:
    levels = ctx.settings.get("levels")
    bounds = ctx.registry.settings.get("levels") if ctx.registry else None
    placed: set[int] = set()
    for deck in ctx.decks:
        if bounds and not bounds[0] <= deck.level <= bounds[1]:
            yield make("E305", deck.span, detail=f"LEVEL must be in {bounds[0]}..{bounds[1]}, "
                       f"not {deck.level}")
        elif levels is not None and deck.level > levels.value:
            yield make("E210", deck.span, level=deck.level, levels=levels.value)
        for placement in deck.placements:
            for number in placement.events:
                if number in placed:
                    yield make("E218", placement.span, number=number)
                placed.add(number)
                if number not in ctx.events:
                    hint = _did_you_mean(str(number), [str(k) for k in ctx.events])
                    yield make("E205", placement.span, hint, number=number)
    if levels is not None and (bounds is None or bounds[0] <= levels.value <= bounds[1]):
        have = {deck.level for deck in ctx.decks}
        for level in range(1, levels.value + 1):
            if level not in have:
                yield make("W410", levels.span, level=level)


def check_random_combat(ctx: CheckContext) -> Iterator[Diagnostic]:
    rc = ctx.random_combat
    if rc is not None and rc.effect.verb.upper() != "COMBAT":
        yield make("E310", rc.effect.verb_span, verb=rc.effect.verb)


# ---------------------------------------------------------------------- structure


def check_duplicates(ctx: CheckContext) -> Iterator[Diagnostic]:
    events: dict[int, n.Event] = {}
    cards: dict[str, n.Card] = {}
    entries: dict[str, n.Entry] = {}
    for owner in ctx.owners:
        node = owner.node
        if isinstance(node, n.Event):
            if node.number in events:
                first = events[node.number]
                yield make("E202", node.header_span, f"first defined at line {first.span.line}",
                           number=node.number)
                continue
            events[node.number] = node
        else:
            code = node.code.upper()
            if code in cards:
                yield make("E203", node.header_span,
                           f"first defined in {cards[code].span.file}:{cards[code].span.line}",
                           code=code)
                continue
            cards[code] = node
        for entry in node.entries:
            if entry.id in entries:
                first_span = entries[entry.id].id_span
                yield make("E201", entry.id_span, f"first defined at line {first_span.line}",
                           id=entry.id)
            else:
                entries[entry.id] = entry


def check_entries(ctx: CheckContext) -> Iterator[Diagnostic]:
    for owner in ctx.unique_owners():
        if not owner.entries:
            yield make("E217", owner.node.header_span, owner=owner.label)
        prefix = owner.key.upper() + "."
        for entry in owner.entries:
            head, dot, tail = entry.id.upper().rpartition(".")
            if not (dot and head + "." == prefix and tail.isdigit()):
                yield make("E216", entry.id_span, f"entries of {owner.label} are `{prefix}1`, "
                           f"`{prefix}2` ...", id=entry.id, owner=owner.label)
            if entry.ending is None and not entry.broken:  # broken: a syntax error said so
                yield make("E212", entry.id_span, id=entry.id)
            if entry.trailing:
                ending = entry.ending
                what = ("`→ CONTINUE THE MISSION`"
                        if isinstance(ending, n.Goto) and ending.target.is_continue
                        else "the entry's ending")
                yield make("E213", entry.trailing[0].span, "move it above the ending",
                           ending=what)
            if entry.line is None:
                yield make("W404", entry.id_span, id=entry.id)
            elif entry.ending is not None:
                choosing = isinstance(entry.ending, n.Decision | n.Resolve | n.Branch)
                if choosing and entry.line == "double":
                    yield make("I501", entry.line_span or entry.span,
                               detail="an entry that ends in a choice is closed by a dotted "
                                      "line (- - -)")
                elif not choosing and entry.line == "dotted":
                    yield make("I501", entry.line_span or entry.span,
                               detail="an entry that ends with an arrow is closed by a "
                                      "double line (===)")


def check_targets(ctx: CheckContext) -> Iterator[Diagnostic]:
    for owner in ctx.owners:
        for entry in owner.entries:
            for way in ctx.ways(entry):
                ref = way.target.ref
                if ref != n.Target.CONTINUE and ref not in ctx.entries:
                    best = closest_entry(ref, ctx.entries)
                    yield make("E204", way.target.span,
                               f"did you mean `{best}`?" if best else None, ref=ref)


def check_tb_deck(ctx: CheckContext) -> Iterator[Diagnostic]:
    if ctx.registry is None:
        return
    for code in ctx.registry.required_cards:
        if code not in ctx.cards:
            tb = ctx.settings.get("tb_deck")
            yield make("E211", tb.span if tb else _top(ctx),
                       f"write `CARD {code}: ...` or INCLUDE the file that has it")


def check_unplaced_events(ctx: CheckContext) -> Iterator[Diagnostic]:
    placed = {number for deck in ctx.decks for p in deck.placements for number in p.events}
    targeted: set[str] = set()  # owners some entry of another owner leads into
    for entry_id, entry in ctx.entries.items():
        mine = ctx.owner_of[entry_id].key
        for way in ctx.ways(entry):
            owner = ctx.owner_of.get(way.target.ref)
            if owner is not None and owner.key != mine:
                targeted.add(owner.key)
    for number, owner in ctx.events.items():
        if number not in placed and owner.key not in targeted:
            yield make("W408", owner.node.header_span,
                       "place it in a LEVEL n DECK line", number=number)


# ---------------------------------------------------------------------- effects


def check_effects(ctx: CheckContext) -> Iterator[Diagnostic]:
    if ctx.registry is None:
        return
    for effect, _entry, rule in ctx.effects():
        _params, problems = ctx.bind(effect, rule=rule)
        for p in problems:
            if p.code == "E301":
                yield make("E301", p.span, p.hint, message=p.message)
            else:
                yield make(p.code, p.span, p.hint, detail=p.message)


def check_outcomes(ctx: CheckContext) -> Iterator[Diagnostic]:
    if ctx.registry is None:
        return
    for owner in ctx.owners:
        for entry in owner.entries:
            resolves: list[tuple[n.Effect, tuple[n.Outcome, ...], n.Span]] = []
            for item in entry.body:
                if isinstance(item, n.Effect):
                    resolves.append((item, (), item.span))
            if isinstance(entry.ending, n.Resolve):
                resolves.append((entry.ending.effect, entry.ending.outcomes,
                                 entry.ending.effect.span))
            for effect, outcomes, span in resolves:
                verb = ctx.registry.verbs.get(effect.verb.upper())
                if verb is None or verb.rule:
                    continue  # E301 already
                known = set(verb.outcomes)
                seen: set[str] = set()
                for o in outcomes:
                    label = o.label.lower()
                    if not known:
                        yield make("E307", o.label_span, message=f"`{verb.name}` has no "
                                   "outcomes: write `→ TARGET` on its own line")
                        break
                    if label not in known:
                        hint = _did_you_mean(label, known) or "its outcomes are " + \
                            ", ".join(verb.outcomes)
                        yield make("E307", o.label_span, hint,
                                   detail=f"`{verb.name}` has no outcome `{o.label}`")
                    elif label in seen:
                        yield make("E308", o.label_span, label=label)
                    seen.add(label)
                for label in verb.outcomes:
                    if label not in seen:
                        yield make("E306", span, f"add `{label} → TARGET` under it",
                                   verb=verb.name, label=label)


def check_decisions(ctx: CheckContext) -> Iterator[Diagnostic]:
    for owner in ctx.owners:
        for entry in owner.entries:
            ending = entry.ending
            if not isinstance(ending, n.Decision):
                continue
            if len(ending.options) == 1:
                yield make("W406", ending.span, "write `→ TARGET` instead")
            seen: set[str] = set()
            for option in ending.options:
                key = " ".join(option.text.lower().split())
                if key in seen:
                    yield make("W407", option.span, text=option.text)
                seen.add(key)


def check_points(ctx: CheckContext) -> Iterator[Diagnostic]:
    if ctx.end is None or ctx.registry is None:
        return
    for rule in ctx.end.points:
        if rule.per is not None and ctx.registry.quantity(rule.per) is None:
            hint = _did_you_mean(rule.per.upper(), ctx.registry.quantities)
            yield make("E309", rule.span,
                       hint or "one of " + ", ".join(ctx.registry.quantities), per=rule.per)


# ---------------------------------------------------------------------- Log Entries


def _named(ctx: CheckContext, verbs: tuple[str, ...]) -> dict[str, n.Effect]:
    """First effect of each name for ``verbs`` (NOTE, GAIN, MARKER ...)."""
    found: dict[str, n.Effect] = {}
    for effect, _entry, _rule in ctx.effects():
        if (effect.verb.upper() in verbs and effect.args
                and isinstance(effect.args[0].value, str)):
            found.setdefault(effect.args[0].value.upper(), effect)
    return found


def check_log_entries(ctx: CheckContext) -> Iterator[Diagnostic]:
    noted = _named(ctx, ("NOTE",))
    gained = _named(ctx, ("GAIN", "MARKER"))
    tested: set[str] = set()
    has_tested: set[str] = set()
    for cond in ctx.conditions():
        for atom in atoms(cond):
            name = atom.name.upper()
            if isinstance(atom, n.Noted):
                tested.add(name)
                if name not in noted:
                    yield make("W402", atom.span, _did_you_mean(name, noted), name=name)
            else:
                has_tested.add(name)
                if name not in gained:
                    yield make("W403", atom.span, _did_you_mean(name, gained), name=name)
    for objective in ctx.objectives:
        if objective.log_entry:
            name = objective.log_entry.upper()
            tested.add(name)
            if name not in noted:
                yield make("W402", objective.span, _did_you_mean(name, noted), name=name)
    for name, effect in noted.items():
        if name not in tested:
            yield make("W401", effect.span, _did_you_mean(name, tested), name=name)
    for name, effect in gained.items():
        if name not in has_tested:
            yield make("I502", effect.span, name=name)


# ---------------------------------------------------------------------- paths


def check_reachability(ctx: CheckContext) -> Iterator[Diagnostic]:
    reach = ctx.reach()
    incoming: dict[str, list] = {}
    for entry_id, entry in ctx.entries.items():
        for way in ctx.ways(entry):
            incoming.setdefault(way.target.ref, []).append((entry_id, way))
    for entry_id, entry in ctx.entries.items():
        if entry_id not in reach.reached:
            yield make("W405", entry.id_span, id=entry_id,
                       reason=reach.why_unreached(ctx, entry_id, incoming))
    noted = set(_named(ctx, ("NOTE",)))
    gained = set(_named(ctx, ("GAIN", "MARKER")))
    for (entry_id, index), reason in sorted(reach.blocked.items()):
        way = ctx.ways(ctx.entries[entry_id])[index]
        if way.condition is not None and any(
                a.name.upper() not in (noted if isinstance(a, n.Noted) else gained)
                for a in atoms(way.condition)):
            continue  # W402/W403 already point at the name that can never hold
        if way.target.ref in reach.reached or way.target.is_continue:
            yield make("W409", way.span, what=describe_way(way), reason=reason)
    for entry_id, message in reach.stuck.items():
        ending = ctx.entries[entry_id].ending
        assert ending is not None
        yield make("E215", ending.span, "add an option without a condition or an "
                   "`otherwise →` arm", what=message)


def check_loose_ends(ctx: CheckContext) -> Iterator[Diagnostic]:
    """Entries from which no way (that can be taken) reaches CONTINUE THE MISSION."""
    blocked = ctx.reach().blocked
    preds: dict[str, list[str]] = {}
    good: set[str] = set()
    for entry_id, entry in ctx.entries.items():
        ways = ctx.ways(entry)
        if not ways:
            good.add(entry_id)  # no ending at all: E212 (or a syntax error) says so
        for way in ways:
            if (entry_id, way.index) in blocked:
                continue
            ref = way.target.ref
            if ref == n.Target.CONTINUE or ref not in ctx.entries:
                good.add(entry_id)  # a missing target is E204's business
            else:
                preds.setdefault(ref, []).append(entry_id)
    stack = list(good)
    while stack:
        node = stack.pop()
        for p in preds.get(node, ()):
            if p not in good:
                good.add(p)
                stack.append(p)
    for entry_id, entry in ctx.entries.items():
        if entry_id not in good:
            yield make("E214", entry.id_span, "every way from it ends in a loop with no way "
                       "out: give the loop a way to CONTINUE THE MISSION", id=entry_id)


CHECKS: tuple[Check, ...] = (
    check_ruleset,
    check_header,
    check_settings,
    check_decks,
    check_random_combat,
    check_duplicates,
    check_entries,
    check_targets,
    check_tb_deck,
    check_unplaced_events,
    check_effects,
    check_outcomes,
    check_decisions,
    check_points,
    check_log_entries,
    check_reachability,
    check_loose_ends,
)


def run_checks(ctx: CheckContext, checks: Iterable[Check] = CHECKS) -> list[Diagnostic]:
    """Every check's diagnostics, in check order."""
    out: list[Diagnostic] = []
    for check in checks:
        out.extend(check(ctx))
    return out
