"""The effect registry: the verbs a ruleset lets a booklet use, and how their arguments read.

DESIGN.md principle 6: the grammar only knows ``[VERB arg arg ...]``; a ruleset declares
each verb here with its parameters (kind, allowed values, range, default) and its outcomes,
and ``bind`` turns the written arguments into a checked ``params`` dict or into problems
that the checks report. A second ruleset adds verbs by declaring another ``Registry``.

Arguments are read in this order: positional parameters first, in declaration order, then
keyword parameters written as ``KEY value`` pairs in any order (``[COMBAT STANDARD 2 ELITE
1]``). A keyword parameter with ``flag=True`` takes no value.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from crawlbook.dsl.nodes import Arg, Effect, Span

Kind = Literal["int", "signed", "word", "name"]


@dataclass(frozen=True)
class Param:
    """One parameter of a verb.

    kind: ``int`` (a number, no sign), ``signed`` (a number written with ``+`` or ``-``),
    ``word`` (one of ``choices``), ``name`` (a Log Entry or marker name).
    """

    name: str
    kind: Kind
    choices: tuple[str, ...] = ()
    low: int | None = None
    high: int | None = None
    default: object = None
    required: bool = True
    keyword: str | None = None  # set for KEY value parameters

    def describe(self) -> str:
        if self.kind == "word":
            return "|".join(self.choices)
        if self.kind in ("int", "signed"):
            sign = "±" if self.kind == "signed" else ""
            if self.low is not None and self.high is not None:
                return f"{sign}{self.low}..{self.high}"
            return f"{sign}n"
        return "NAME"


@dataclass(frozen=True)
class Verb:
    name: str
    params: tuple[Param, ...]
    summary: str
    outcomes: tuple[str, ...] = ()  # e.g. ("pass", "fail"): the effect ends an entry
    rule: bool = False  # a mission rule (RULES section), not an effect
    needs_one_of: tuple[str, ...] = ()  # at least one of these params must be > 0

    def usage(self) -> str:
        parts = [self.name]
        for p in self.params:
            text = f"{p.keyword} {p.describe()}" if p.keyword else p.describe()
            parts.append(text if p.required else f"[{text}]")
        return " ".join(parts)


@dataclass(frozen=True)
class Problem:
    """Something wrong with one effect's arguments, for the checks to report."""

    code: str  # a diagnostic code of compiler/diagnostics.py
    message: str
    span: Span
    hint: str | None = None


@dataclass(frozen=True)
class Registry:
    ruleset: str
    verbs: dict[str, Verb] = field(default_factory=dict)
    # Quantities that Success Points may be counted per (singular, upper case).
    quantities: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    # Set-up directives with an integer (Setting.key -> allowed range, inclusive).
    settings: dict[str, tuple[int, int]] = field(default_factory=dict)
    # TB cards every program must define (Tunnel Rats: TR18 BOOBY TRAP, always in the deck).
    required_cards: tuple[str, ...] = ()
    # Set-up directives every booklet must have.
    required_settings: tuple[str, ...] = ()

    def effects(self) -> list[Verb]:
        return [v for v in self.verbs.values() if not v.rule]

    def rules(self) -> list[Verb]:
        return [v for v in self.verbs.values() if v.rule]

    def setting_problem(self, key: str, value: int, span: Span) -> Problem | None:
        """E305 when a set-up value (LEVELS, TB DECK, ...) is outside the ruleset's range."""
        bounds = self.settings.get(key)
        if bounds is None or bounds[0] <= value <= bounds[1]:
            return None
        words = key.replace("_", " ").upper()
        return Problem("E305", f"{words} must be in {bounds[0]}..{bounds[1]}, not {value}", span)

    def quantity(self, words: str) -> str | None:
        """The canonical quantity for ``words`` as written (plurals accepted), or None."""
        wanted = " ".join(words.upper().split())
        for q in self.quantities:
            forms = [_word_forms(w) for w in q.split()]
            if len(forms) == len(wanted.split()) and all(
                    w in f for w, f in zip(wanted.split(), forms, strict=True)):
                return q
        return None

    def bind(self, effect: Effect, *,
             rule: bool = False) -> tuple[dict[str, object], list[Problem]]:
        """Check ``effect`` against its verb; return the params dict and any problems.

        Unknown verbs give problem E301; argument problems E302 (missing), E303 (unknown
        or surplus argument), E304 (value out of range or not allowed).
        """
        # Verbs and keywords are read in any case (`[test lead perception diff 2]`).
        verb = self.verbs.get(effect.verb.upper())
        if verb is None or verb.rule != rule:
            what = "rule" if rule else "effect"
            from crawlbook.compiler.suggest import closest

            known = [v.name for v in self.verbs.values() if v.rule == rule]
            best = closest(effect.verb.upper(), known)
            hint = f"did you mean `{best}`?" if best else "`crawlbook effects` lists them"
            return {}, [Problem("E301", f"unknown {what} `{effect.verb}`", effect.verb_span,
                                hint=hint)]
        return _bind(verb, effect)


def _word_forms(word: str) -> set[str]:
    """A word and its plurals: CARD, CARDS; ENTRY, ENTRIES; RAT, RATS."""
    forms = {word, word + "S"}
    if word.endswith("Y"):
        forms.add(word[:-1] + "IES")
    return forms


def _bind(verb: Verb, effect: Effect) -> tuple[dict[str, object], list[Problem]]:
    params: dict[str, object] = {}
    problems: list[Problem] = []
    args = list(effect.args)
    positional = [p for p in verb.params if p.keyword is None]
    keywords = {p.keyword: p for p in verb.params if p.keyword is not None}

    i = 0
    for p in positional:
        word = args[i].value if i < len(args) else None
        if i < len(args) and not (isinstance(word, str) and word.upper() in keywords):
            value, problem = _convert(verb, p, args[i])
            if problem:
                problems.append(problem)
            params[p.name] = value
            i += 1
        elif p.required:
            problems.append(
                Problem("E302", f"`{verb.name}` needs {p.name} ({p.describe()})", effect.span,
                        hint=f"write it as [{verb.usage()}]")
            )
        else:
            params[p.name] = p.default
    while i < len(args):
        arg = args[i]
        key = arg.value.upper() if isinstance(arg.value, str) else None
        p = keywords.get(key) if key else None
        if p is None or p.name in params:
            what = "repeated" if p is not None else "unexpected"
            problems.append(
                Problem("E303", f"{what} argument `{arg.value}` for `{verb.name}`", arg.span,
                        hint=f"write it as [{verb.usage()}]")
            )
            i += 1
            continue
        if i + 1 >= len(args):
            problems.append(Problem("E302", f"`{key}` needs a value ({p.describe()})", arg.span))
            i += 1
            continue
        value, problem = _convert(verb, p, args[i + 1])
        if problem:
            problems.append(problem)
        params[p.name] = value
        i += 2
    for p in keywords.values():
        if p.name not in params:
            if p.required:
                problems.append(Problem("E302", f"`{verb.name}` needs {p.keyword}", effect.span))
            params[p.name] = p.default
    if verb.needs_one_of and not problems:
        if not any(isinstance(params.get(n), int) and params[n] > 0 for n in verb.needs_one_of):
            names = " or ".join(n.upper() for n in verb.needs_one_of)
            problems.append(Problem("E304", f"`{verb.name}` needs at least one of {names}",
                                    effect.span))
    return params, problems


def _convert(verb: Verb, p: Param, arg: Arg) -> tuple[object, Problem | None]:
    value = arg.value
    if p.kind in ("int", "signed"):
        if not isinstance(value, int):
            return p.default, Problem("E304", f"{p.name} of `{verb.name}` must be a number, "
                                      f"not `{value}`", arg.span)
        if p.kind == "signed" and not arg.signed:
            return value, Problem("E304", f"{p.name} of `{verb.name}` needs a sign",
                                  arg.span, hint=f"write +{value} or -{value}")
        if p.kind == "int" and arg.signed:
            return value, Problem("E304", f"{p.name} of `{verb.name}` takes no sign", arg.span)
        magnitude = abs(value) if p.kind == "signed" else value
        if (p.low is not None and magnitude < p.low) or (p.high is not None and magnitude > p.high):
            return value, Problem("E304", f"{p.name} of `{verb.name}` must be in "
                                  f"{p.low}..{p.high}, not {value}", arg.span)
        return value, None
    if not isinstance(value, str):
        return p.default, Problem("E304", f"{p.name} of `{verb.name}` must be a word, "
                                  f"not {value}", arg.span, hint=_choices_hint(p))
    word = value.upper()
    if p.kind == "word" and word not in p.choices:
        return p.default, Problem("E304", f"unknown {p.name} `{value}` for `{verb.name}`",
                                  arg.span, hint=_choices_hint(p, word))
    return word, None


def _choices_hint(p: Param, word: str | None = None) -> str | None:
    if not p.choices:
        return None
    if word:
        from crawlbook.compiler.suggest import closest

        best = closest(word, p.choices)
        if best:
            return f"did you mean `{best}`?"
    return "one of " + ", ".join(p.choices)
