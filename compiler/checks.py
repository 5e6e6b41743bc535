"""The semantic checks and lint rules, each a small function, run in order from ``CHECKS``.

Each check reads the ``CheckContext`` (``context.py``) and yields diagnostics of the
catalogue (``diagnostics.py``). They implement what the rulebook asks of a Mission Booklet
("Mission set up", "Using the Mission Booklets", "Resolve Event", "Trait Tests", "Combat")
and what a reader needs to find their way through it. To add a check: write the function,
add it to ``CHECKS``, add its code to the catalogue with two examples, and add a case under
``tests/data/cases/``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from crawlbook.compiler.context import CheckContext, atoms
from crawlbook.compiler.diagnostics import make
from crawlbook.compiler.reach import describe_way
from crawlbook.compiler.registry import bind_directive
from crawlbook.compiler.suggest import Index, closest, closest_entry
from crawlbook.dsl import nodes as n
from crawlbook.dsl.diagnostics import Diagnostic
from crawlbook.dsl.lines import split as split_lines
from crawlbook.dsl.shape import DEFAULT as DEFAULT_BOOK

# isinstance's tuples (an `A | B` union is built anew at each test: these run for every
# entry and atom, benchmarks/check_compare.py)
_HEADED = (n.Event, n.Card)
_CHOOSING = (n.Decision, n.Resolve, n.Branch)
_NAMED = (n.Noted, n.Has)

Check = Callable[[CheckContext], Iterable[Diagnostic]]


# Text that looks like a horizontal line but is not one of the booklet's two (docs/language.md,
# "Lines"): `---` or `___` as in Markdown, `***`, a dotted line without its spaces. It is
# read as prose; the hint of the diagnostic it causes says how the lines are written.
LINE_LOOKALIKE = re.compile(r"[-_*=.·•–—~ ]{3,}")
LINE_HINT = ("`{text}` is prose, not a line: the dotted line between entries is `- - -` "
             "(dashes with spaces), the double line that ends an entry `===`")


def looks_like_a_line(item: n.BodyItem) -> bool:
    return isinstance(item, n.Prose) and bool(LINE_LOOKALIKE.fullmatch(item.text.strip()))


def did_you_mean(word: str, candidates: Iterable[str] | Index) -> str | None:
    """``did you mean `X`?`` for the closest candidate, or None (for rulesets' checks too;
    asking many words of the same candidates, pass an ``Index`` of them, built once)."""
    best = closest(word, candidates)
    return f"did you mean `{best}`?" if best else None


def top_of(ctx: CheckContext) -> n.Span:
    """Where a whole-booklet problem is reported: the checked file's first line."""
    path = ctx.main_path()
    return n.Span(path, 1, 1, 1, 1)


# ---------------------------------------------------------------------- set-up


def check_ruleset(ctx: CheckContext) -> Iterator[Diagnostic]:
    if ctx.registry is None:
        from crawlbook import plugins

        node = ctx.ruleset_node
        yield make("E219", node.span if node else top_of(ctx),
                   did_you_mean(ctx.ruleset, plugins.names()), name=ctx.ruleset)


def titled(ctx: CheckContext) -> bool:
    """Whether the ruleset names its books with a header directive of its own, the one
    whose key is ``title`` (a gamebook's ``TITLE The Sunken Crypt``), instead of the
    ``MISSION n: Title`` line; its own checks say whether that line is required."""
    return ctx.registry is not None and ctx.registry.title_directive() is not None


def check_header(ctx: CheckContext) -> Iterator[Diagnostic]:
    """The MISSION line (or the ruleset's own title directive), the ruleset's required
    directives and sections."""
    if ctx.title is None and not titled(ctx):
        yield make("E206", top_of(ctx))
    if ctx.registry is None:
        return
    given = {b.spec.name for b in ctx.directives() if b.spec is not None}
    for spec in ctx.registry.directives.values():
        if spec.required and spec.name not in given:
            yield make("E207", top_of(ctx), f"add `{spec.usage()}` to the header ({spec.summary})",
                       directive=spec.name)
    ending = " ".join(ctx.registry.book.ending.split()).upper()  # the book's own heading
    present = {ending} if ctx.end is not None else set()
    present |= {"BRIEFING"} if ctx.briefing else set()
    present |= {"OBJECTIVES"} if ctx.objectives else set()
    present |= {"RULES"} if ctx.rules else set()
    present |= {"EVENT"} if ctx.events else set()
    present |= {"CARD"} if ctx.cards else set()
    for section in ctx.registry.sections:
        if section not in present:
            yield make("E209", top_of(ctx), f"add `{section}` and what it holds",
                       section=section)


def check_directives(ctx: CheckContext) -> Iterator[Diagnostic]:
    """Every header line names a directive of the ruleset, once, with good arguments."""
    if ctx.registry is None:
        return
    seen: dict[str, n.DirectiveLine] = {}
    names = list(ctx.registry.directives)
    for bound in ctx.directives():
        line = bound.line
        if bound.spec is None:
            words = [str(a.value) for a in line.words if a.kind == "word"]
            name = " ".join(w for w in words[:2] if w.isupper() and w.isalpha()) or words[0]
            best = closest(name.upper(), names) or closest(words[0].upper(), names)
            hint = (f"did you mean `{best}`?" if best
                    else "`crawlbook effects` lists the header directives")
            yield make("E221", line.words[0].span, hint, name=name)
            continue
        spec = bound.spec
        if not spec.repeatable:
            if spec.name in seen:
                yield make("W413", line.span, f"the first is at line {seen[spec.name].span.line}",
                           name=spec.name)
                continue
            seen[spec.name] = line
        for p in bound.problems:
            yield make(p.code, p.span, p.hint, detail=p.message)


def check_directive_prose(ctx: CheckContext) -> Iterator[Diagnostic]:
    """Prose lines after the header that read like a header directive (W414)."""
    registry = ctx.registry
    if registry is None or not registry.directives:
        return
    firsts = {name.split()[0] for name in registry.directives}
    # A paragraph none of whose lines can start with a directive's first word holds none
    # of them anywhere: one search of the text skips it (most paragraphs; guarded by
    # benchmarks/check_compare.py).
    anywhere = re.compile("|".join(re.escape(first) for first in sorted(firsts)))
    sources = {doc.path: doc.source for doc in ctx.documents}
    split: dict[str, list[str]] = {}  # each file's lines, cut once when a W414 needs them
    for prose in ctx.prose():
        if anywhere.search(prose.text) is None:
            continue
        lines = prose.text.split("\n")
        numbers: list[int] | None = None
        for offset, text in enumerate(lines):
            stripped = text.strip()
            first = stripped.split(" ", 1)[0] if stripped else ""
            if first not in firsts:
                continue
            if numbers is None:
                file = prose.span.file
                if file not in split:
                    split[file] = split_lines(sources.get(file, ""))
                numbers = _prose_lines(prose, len(lines), split[file])
            line = numbers[offset]
            words = _prose_words(stripped, prose.span.file, line)
            spec, size = registry.directive([str(a.value) for a in words if a.kind == "word"])
            if spec is None or spec.effect is not None:
                continue
            _value, problems = bind_directive(spec, words[size:], prose.span)
            if not problems:
                span = n.Span(prose.span.file, line,
                              (prose.span.column if offset == 0 else 1),
                              line, len(text))
                yield make("W414", span, f"move it into the header, above the first "
                           f"section; or write `\\{first}` to keep it as prose",
                           name=spec.name)


def _prose_lines(prose: n.Prose, count: int, file_lines: list[str]) -> list[int]:
    """The line number of each of the ``count`` lines of a paragraph: a comment line
    between two of them (``// ...``) is no line of its text, but still a line of the file."""
    first = prose.span.line
    if prose.span.end_line - first + 1 == count or not file_lines:
        return list(range(first, first + count))
    numbers: list[int] = []
    for number in range(first, prose.span.end_line + 1):
        if number - 1 < len(file_lines) and file_lines[number - 1].lstrip().startswith("//"):
            continue
        numbers.append(number)
    numbers += range(numbers[-1] + 1 if numbers else first, first + count)  # never short
    return numbers[:count]


def _prose_words(text: str, file: str, line: int) -> list[n.Arg]:
    """A prose line cut into the items of a header line (words, numbers, `:` and `,`)."""
    out: list[n.Arg] = []
    for m in _PROSE_ITEM.finditer(text):
        span = n.Span(file, line, m.start() + 1, line, m.end())
        word = m.group()
        if word in ":,":
            out.append(n.Arg(word, span, False, "punct"))
        elif word.lstrip("+-").isdigit() and len(word) < 10:
            out.append(n.Arg(int(word), span, word[0] in "+-", "int"))
        else:
            out.append(n.Arg(word, span))
    return out


_PROSE_ITEM = re.compile(r"[+-]?\d+|[A-Za-z][A-Za-z0-9_-]*|[:,]|[^\s]+")


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
        elif isinstance(node, n.Card):
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


def _end_word(ctx: CheckContext) -> str:
    """The book's end words (``BookShape.end_words``): what messages tell authors to write."""
    return ctx.registry.book.end_word if ctx.registry is not None else DEFAULT_BOOK.end_word


def check_entries(ctx: CheckContext) -> Iterator[Diagnostic]:
    for owner in ctx.unique_owners():
        node = owner.node
        # A numbered book's sections: any number is an id, and the book has no heading to
        # be empty under; every other rule of an entry holds for them as for an Event's.
        numbered = not isinstance(node, _HEADED)
        if not numbered and not owner.entries:
            yield make("E217", node.header_span, owner=owner.label)
        prefix = owner.key.upper() + "."
        for entry in owner.entries:
            head, dot, tail = entry.id.upper().rpartition(".")
            if not numbered and not (dot and head + "." == prefix and tail.isdigit()):
                yield make("E216", entry.id_span, f"entries of {owner.label} are `{prefix}1`, "
                           f"`{prefix}2` ...", id=entry.id, owner=owner.label)
            if entry.ending is None and not entry.broken:  # broken: a syntax error said so
                yield make("E212", entry.id_span, id=entry.id)
            lookalike = None
            if entry.trailing:
                lookalike = next((item for item in entry.trailing if looks_like_a_line(item)),
                                 None)
                ending = entry.ending
                what = (f"`→ {_end_word(ctx)}`"
                        if isinstance(ending, n.Goto) and ending.target.is_continue
                        else "the entry's ending")
                first = entry.trailing[0]
                hint = (LINE_HINT.format(text=first.text.strip())
                        if isinstance(first, n.Prose) and looks_like_a_line(first)
                        else "move it above the ending")
                yield make("E213", first.span, hint, ending=what)
            if entry.line is None and lookalike is None:
                # (a look-alike line is one mistake, reported once, by E213)
                yield make("W404", entry.id_span, id=entry.id)
            elif entry.ending is not None:
                choosing = isinstance(entry.ending, _CHOOSING)
                if choosing and entry.line == "double":
                    yield make("I501", entry.line_span or entry.span,
                               detail="an entry that ends in a choice is closed by a dotted "
                                      "line (- - -)")
                elif not choosing and entry.line == "dotted":
                    yield make("I501", entry.line_span or entry.span,
                               detail="an entry that ends with an arrow is closed by a "
                                      "double line (===)")


def check_targets(ctx: CheckContext) -> Iterator[Diagnostic]:
    ids: Index | None = None  # built at the first broken reference, once
    for owner in ctx.owners:
        for entry in owner.entries:
            for way in ctx.ways(entry):
                ref = way.target.ref
                if ref not in ctx.entries and ref != n.Target.CONTINUE:
                    ids = ids or Index(ctx.entries)
                    best = closest_entry(ref, ids)
                    yield make("E204", way.target.span,
                               f"did you mean `{best}`?" if best else None, ref=ref)
    for line in ctx.starts:  # START 1: where reading begins
        for target in line.refs:
            if target.ref not in ctx.entries:
                ids = ids or Index(ctx.entries)
                best = closest_entry(target.ref, ids)
                yield make("E204", target.span,
                           f"did you mean `{best}`?" if best else None, ref=target.ref)


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
    verbs = ctx.registry.verbs
    for owner in ctx.owners:
        for entry in owner.entries:
            resolves: list[tuple[n.Effect, tuple[n.Outcome, ...], n.Span]] = []
            for item in entry.body:
                if isinstance(item, n.Effect):
                    verb = verbs.get(item.verb.upper())
                    if verb is not None and verb.outcomes:  # else nothing to write
                        resolves.append((item, (), item.span))
            if isinstance(entry.ending, n.Resolve):
                resolves.append((entry.ending.effect, entry.ending.outcomes,
                                 entry.ending.effect.span))
            for effect, outcomes, span in resolves:
                verb = verbs.get(effect.verb.upper())
                if verb is None or verb.rule:
                    continue  # E301 already
                known = set(verb.outcomes)
                seen: set[str] = set()
                misnamed: set[str] = set()  # written under another name: not also missing
                labels = [o.label.lower() for o in outcomes]
                if (known and len(labels) == len(known) and len(set(labels)) == len(labels)
                        and not known & set(labels)
                        and not any(verb.outcome_words.get(x) for x in labels)):
                    # Every outcome under another verb's names (`pass`/`fail` under
                    # [CHANCE]): one mistake, one diagnostic, not one per line and per
                    # outcome missing.
                    listed = ", ".join(f"`{k} → TARGET`" for k in verb.outcomes)
                    yield make("E307", outcomes[0].label_span,
                               f"write {listed} in their place",
                               detail=f"`{verb.name}` has the outcomes "
                               + ", ".join(f"`{k}`" for k in verb.outcomes) + ", not "
                               + ", ".join(f"`{o.label}`" for o in outcomes))
                    continue
                for o in outcomes:
                    label = o.label.lower()
                    if not known:
                        yield make("E307", o.label_span, message=f"`{verb.name}` has no "
                                   "outcomes: write `→ TARGET` on its own line")
                        break
                    if label not in known:
                        meant = verb.outcome_words.get(label) or closest(label, known)
                        listed = f"`{verb.name}`'s outcomes are " + ", ".join(
                            f"`{k}`" for k in verb.outcomes)
                        hint = f"did you mean `{meant}`? {listed}" if meant else listed
                        yield make("E307", o.label_span, hint,
                                   detail=f"`{verb.name}` has no outcome `{o.label}`")
                        if meant:
                            misnamed.add(meant)
                    elif label in seen:
                        yield make("E308", o.label_span, label=label)
                    seen.add(label)
                for label in verb.outcomes:
                    if label not in seen and label not in misnamed:
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
    """``per`` counts a quantity of the ruleset or a counted thing of the book
    (``[GAIN GOLD 5]``), as the core's ending counts them in play (runtime/ending.py)."""
    if ctx.end is None or ctx.registry is None:
        return
    counted: dict[str, n.Effect] | None = None  # found at the first unknown quantity
    for rule in ctx.end.points:
        if rule.per is None or ctx.registry.quantity(rule.per) is not None:
            continue
        counted = ctx.counted() if counted is None else counted
        if rule.per.upper() in counted:
            continue
        known = [*ctx.registry.quantities, *counted]
        hint = did_you_mean(rule.per.upper(), known) or (
            "one of " + ", ".join(known) if known else
            "this ruleset counts no quantities, and the book counts nothing "
            "(`[GAIN NAME 5]` makes NAME a counted thing)")
        yield make("E309", rule.span, hint, per=rule.per)


# ---------------------------------------------------------------------- Log Entries


def check_log_entries(ctx: CheckContext) -> Iterator[Diagnostic]:
    noted = ctx.named("note")
    gained = ctx.named("gain", "marker")
    reach = ctx.reach()  # what play can note at all: W402 names the cycle that blocks it
    tested: set[str] = set()
    has_tested: set[str] = set()
    among = _Indexes()
    for atom in ctx.condition_atoms():
        if isinstance(atom, n.Compare):
            has_tested.add(atom.name.upper())  # a counted thing read as a number
        if not isinstance(atom, _NAMED):
            continue
        name = atom.name.upper()
        if isinstance(atom, n.Noted):
            tested.add(name)
            if name not in noted:
                yield make("W402", atom.span, did_you_mean(name, among(noted)), name=name)
            elif (why := reach.never(name)) is not None:
                yield make("W402", atom.span, why, name=name)
        else:
            has_tested.add(name)
            if name not in gained:
                yield make("W403", atom.span, did_you_mean(name, among(gained)), name=name)
            elif (why := reach.never(name, "has")) is not None:
                yield make("W403", atom.span, why, name=name)
    for objective in ctx.objectives:
        if objective.log_entry:
            name = objective.log_entry.upper()
            tested.add(name)
            if name not in noted:
                yield make("W402", objective.span, did_you_mean(name, among(noted)), name=name)
            elif (why := reach.never(name)) is not None:
                yield make("W402", objective.span, why, name=name)
    for name, effect in noted.items():
        if name not in tested:
            yield make("W401", effect.span, did_you_mean(name, among(tested)), name=name)
    for name, effect in gained.items():
        if name not in has_tested:
            yield make("I502", effect.span, name=name)


class _Indexes:
    """One ``Index`` per collection of names, built when it is first asked about (the
    collections do not change once asked about)."""

    def __init__(self) -> None:
        self._made: dict[int, Index] = {}

    def __call__(self, names: Iterable[str]) -> Index:
        key = id(names)
        if key not in self._made:
            self._made[key] = Index(names)
        return self._made[key]


def check_conditions(ctx: CheckContext) -> Iterator[Diagnostic]:
    """Comparisons and test words name what the ruleset says conditions may read."""
    registry = ctx.registry
    if registry is None:
        return
    counted: dict[str, n.Effect] | None = None  # found at the first unknown number
    for atom in ctx.condition_atoms():
        if isinstance(atom, n.Compare):
            number = registry.numbers.get(atom.name.upper())
            if number is None:
                counted = ctx.counted() if counted is None else counted
                if atom.name.upper() in counted:
                    continue  # `[GAIN GOLD 5]` makes GOLD a number
                known = [*registry.numbers, *counted]
                hint = did_you_mean(atom.name.upper(), known) or (
                    "conditions may compare: " + ", ".join(known) if known
                    else "this ruleset's conditions compare no numbers")
                yield make("E311", atom.span, hint, detail=f"unknown number "
                           f"`{atom.name}` in a condition")
        elif isinstance(atom, n.Pred):
            pred = registry.predicates.get(atom.word.lower())
            if pred is None:
                known = [f"{w} NAME" for w in registry.predicates]
                best = closest(atom.word.lower(), list(registry.predicates))
                hint = (f"did you mean `{best} {atom.name}`?" if best else
                        "write `noted NAME` or `has NAME`" + (
                            "; this ruleset also knows " + ", ".join(known)
                            if known else ""))
                yield make("E311", atom.span, hint,
                           detail=f"unknown test `{atom.word}` in a condition")
            elif pred.choices and atom.name.upper() not in pred.choices:
                hint = did_you_mean(atom.name.upper(), pred.choices) or (
                    "one of " + ", ".join(pred.choices))
                yield make("E311", atom.span, hint, detail=f"`{atom.word}` takes "
                           f"{', '.join(pred.choices)}, not `{atom.name}`")


# ---------------------------------------------------------------------- paths


def check_reachability(ctx: CheckContext) -> Iterator[Diagnostic]:
    reach = ctx.reach()
    incoming: dict[str, list] | None = None  # the ways into each entry, at the first W405
    for entry_id, entry in ctx.entries.items():
        if entry_id not in reach.reached:
            if incoming is None:
                incoming = {}
                for source, into in ctx.entries.items():
                    for way in ctx.ways(into):
                        incoming.setdefault(way.target.ref, []).append((source, way))
            yield make("W405", entry.id_span, id=entry_id,
                       reason=reach.why_unreached(ctx, entry_id, incoming))
    noted, gained = reach.noted, reach.gained  # what play can note and gain
    for (entry_id, index), reason in sorted(reach.blocked.items()):
        way = ctx.ways(ctx.entries[entry_id])[index]
        if way.condition is not None and any(
                isinstance(a, _NAMED)
                and a.name.upper() not in (noted if isinstance(a, n.Noted) else gained)
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
    good = ctx.reach().ways_out()
    for entry_id, entry in ctx.entries.items():
        if entry_id not in good:
            yield make("E214", entry.id_span, "every way from it ends in a loop with no way "
                       f"out: give the loop a way to {_end_word(ctx)}", id=entry_id,
                       end=_end_word(ctx))


CHECKS: tuple[Check, ...] = (
    check_ruleset,
    check_header,
    check_directives,
    check_directive_prose,
    check_duplicates,
    check_entries,
    check_targets,
    check_effects,
    check_outcomes,
    check_decisions,
    check_points,
    check_log_entries,
    check_conditions,
    check_reachability,
    check_loose_ends,
)


def run_checks(ctx: CheckContext, checks: Iterable[Check] | None = None,
               between: Callable[[], object] | None = None) -> list[Diagnostic]:
    """Every check's diagnostics, in check order: the core's (``CHECKS``), then the
    ruleset's own (``Ruleset.checks``). ``between`` is called before each check: the
    language server stops a check there when a newer edit makes it useless (it raises)."""
    if checks is None:
        checks = (*CHECKS, *ctx.ruleset_checks())
    out: list[Diagnostic] = []
    for check in checks:
        if between is not None:
            between()
        out.extend(check(ctx))
    return out
