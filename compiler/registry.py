"""The registry: everything a ruleset lets a booklet say, declared as data (docs/rulesets.md).

The grammar knows only the shapes of lines: ``[VERB arg arg ...]`` effects, header lines
that start with a word in capitals, conditions. A ruleset declares in a ``Registry``:

- its **verbs** (``Verb``): parameters (kind, allowed values, range, default), outcomes,
  **roles** the core asks about instead of names (``note`` a Log Entry, ``gain``/``lose``
  a marker, ``marker`` at the start, ``test``, ``fight``, ``hurt``, ``heal``), the booklet's
  wording and the map's style;
- its **header directives** (``Directive``): name, parameters (or a reader of its own for a
  richer syntax), required or not, default;
- the **sections** a booklet must have, its **card kinds**, the **quantities** Success
  Points may count, and what **conditions** may read beyond ``noted`` and ``has``: numbers
  (``if WOUNDS < 5``) and test words (``if fired PISTOL``).

``bind`` turns written arguments into a checked ``params`` dict or into problems that the
checks report. Arguments are read positional parameters first, in declaration order, then
keyword parameters written as ``KEY value`` pairs in any order (``[COMBAT STANDARD 2 ELITE
1]``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import field
from typing import Literal

from crawlbook.dsl.nodes import Arg, Effect, Span
from crawlbook.dsl.record import record
from crawlbook.dsl.shape import DEFAULT as DEFAULT_BOOK
from crawlbook.dsl.shape import BookShape

Kind = Literal["int", "signed", "word", "name", "dice"]

# Roles a verb may play; the core's checks, reachability, maps and booklets ask for these.
ROLES = ("note", "gain", "lose", "marker", "test", "fight", "hurt", "heal")
# An effect with thousands of stray arguments is reported by its first few (docs/limits.md).
MAX_EXTRA = 3
_DICE = re.compile(r"(\d*)[Dd](\d+)([+-]\d+)?")


@record
class Param:
    """One parameter of a verb.

    kind: ``int`` (a number, no sign), ``signed`` (a number written with ``+`` or ``-``),
    ``word`` (one of ``choices``), ``name`` (a Log Entry or marker name), ``dice`` (``1D6``,
    ``2D6+1``, ``4D6``: compiled to the canonical text, ``low``/``high`` bound the number
    of dice).

    Two refinements of ``dice``: ``fixed`` lets the argument be a plain number instead (an
    amount that is sometimes rolled and sometimes not: ``[WOUNDS 1]``, ``[WOUNDS 1D6+1]``;
    the number is compiled as a number, in ``low``..``high`` like a count of dice), and
    ``sides`` restricts the dice to those sizes (``(6,)``: a game of six-sided dice
    refuses ``2D8``).
    """

    name: str
    kind: Kind
    choices: tuple[str, ...] = ()
    low: int | None = None
    high: int | None = None
    default: object = None
    required: bool = True
    keyword: str | None = None  # set for KEY value parameters
    fixed: bool = False  # dice: a plain number is taken too
    sides: tuple[int, ...] = ()  # dice: the sizes allowed (empty: any)

    def describe(self) -> str:
        if self.kind == "word":
            return "|".join(self.choices)
        if self.kind == "dice":
            die = f"D{self.sides[0]}" if len(self.sides) == 1 else "Dm"
            return f"n|n{die}[+k]" if self.fixed else f"n{die}[+k]"
        if self.kind in ("int", "signed"):
            sign = "±" if self.kind == "signed" else ""
            if self.low is not None and self.high is not None:
                return f"{sign}{self.low}..{self.high}"
            return f"{sign}n"
        return "NAME"


@record
class Verb:
    """One verb of the language: ``[NAME params]`` in an entry (or in RULES when ``rule``).

    ``roles`` say what it does for the core (``ROLES``); a verb with the role ``note``,
    ``gain``, ``lose`` or ``marker`` takes the name as its first parameter. ``wording`` is
    how the printed booklet says it: a jinja2 template (autoescaped; ``p`` holds the
    params, ``phrase(word)`` the registry's phrase for a word) set in a paragraph, or, with
    ``block``, the whole element. ``style`` is the class the booklet and the map give the
    effect (``test``, ``combat``, ``note``, ``damage`` ...). ``label`` (a ``str.format``
    template of the params) names a test on the map's outcome edges; ``after`` names the
    way out of an entry that holds a fight. ``outcome_words`` maps words authors write for
    an outcome to the outcome (``success`` -> ``pass``): the checks suggest it.
    """

    name: str
    params: tuple[Param, ...]
    summary: str
    outcomes: tuple[str, ...] = ()  # e.g. ("pass", "fail"): the effect ends an entry
    rule: bool = False  # a mission rule (RULES section), not an effect
    needs_one_of: tuple[str, ...] = ()  # at least one of these params must be > 0
    roles: frozenset[str] = frozenset()
    wording: str = ""
    block: bool = False
    style: str = ""
    label: str = ""
    after: str = ""
    outcome_words: Mapping[str, str] = field(default_factory=dict, hash=False)

    def usage(self) -> str:
        parts = [self.name]
        for p in self.params:
            text = f"{p.keyword} {p.describe()}" if p.keyword else p.describe()
            parts.append(text if p.required else f"[{text}]")
        return " ".join(parts)

    def has(self, role: str) -> bool:
        return role in self.roles


# A directive's own reader: the written arguments (after the name) and the line's span ->
# the value, and any problems.
Reader = Callable[[Sequence[Arg], Span], tuple[object, list["Problem"]]]


@record
class Directive:
    """A header directive: ``NAME args`` on a line of the header (``TB DECK 10``).

    ``key`` names its value in the program's ``setup``. The arguments are read like a
    verb's ``params`` (one parameter: the value is that parameter's; several: a dict), or
    by ``read`` for a syntax of its own; ``effect`` names the verb of an effect the line
    carries (``RANDOM COMBAT [COMBAT STANDARD 2]``). A ``repeatable`` directive may be
    written several times (its value is then a list). ``example`` is how it is written.
    """

    name: str
    key: str
    summary: str
    params: tuple[Param, ...] = ()
    required: bool = False
    default: object = None
    repeatable: bool = False
    effect: str | None = None
    read: Reader | None = None
    example: str = ""

    def usage(self) -> str:
        if self.example:
            return self.example
        if self.effect:
            return f"{self.name} [{self.effect} ...]"
        return " ".join([self.name, *(p.describe() for p in self.params)])


@record
class CardKind:
    """A kind of card written with ``CARD CODE``: those whose code starts with ``prefix``
    (``TR`` for ``CARD TR7``; "" for every code). ``name``/``plural`` are how messages and
    maps call them, ``title`` how the booklet heads them, ``anchor`` their HTML id."""

    prefix: str
    name: str
    plural: str
    title: str
    anchor: str


@record
class Number:
    """A number of the game's state a condition may compare: ``if WOUNDS < 5``."""

    name: str
    summary: str
    low: int | None = None
    high: int | None = None


@record
class Predicate:
    """A test word conditions may use: ``if fired PISTOL`` (``word`` "fired"). ``choices``
    are the names it takes (empty: any name)."""

    word: str
    summary: str
    choices: tuple[str, ...] = ()


@record
class Problem:
    """Something wrong with one effect's arguments, for the checks to report."""

    code: str  # a diagnostic code of compiler/diagnostics.py
    message: str
    span: Span
    hint: str | None = None


@record
class Registry:
    ruleset: str
    verbs: dict[str, Verb] = field(default_factory=dict)
    directives: dict[str, Directive] = field(default_factory=dict)
    # Sections every booklet must have (headings as written: "END OF MISSION").
    sections: tuple[str, ...] = ()
    # Quantities that Success Points may be counted per (singular, upper case), with the
    # plural the booklet prints when it differs from adding S.
    quantities: tuple[str, ...] = ()
    plurals: dict[str, str] = field(default_factory=dict)
    card_kinds: tuple[CardKind, ...] = ()
    numbers: dict[str, Number] = field(default_factory=dict)
    predicates: dict[str, Predicate] = field(default_factory=dict)
    # How the booklet says a word of a parameter (``LEAD`` -> "the Lead Man").
    phrases: dict[str, str] = field(default_factory=dict)
    # Cards every program must define (Tunnel Rats: TR18 BOOBY TRAP, always in the deck).
    required_cards: tuple[str, ...] = ()
    # The shape of its booklets (numbered sections, where reading starts, the end words,
    # the ending's headings): crawlbook.dsl.shape, docs/language.md "The book's shape".
    book: BookShape = DEFAULT_BOOK

    def title_directive(self) -> Directive | None:
        """The header directive that names the ruleset's books (its key ``title``: a
        gamebook's ``TITLE The Sunken Crypt``), or None: the core's ``MISSION n: Title``
        line names them, with their number (docs/language.md, "The book's shape")."""
        return next((d for d in self.directives.values() if d.key == "title"), None)

    def with_role(self, role: str) -> tuple[str, ...]:
        """The names of the verbs (and rules) that have ``role``."""
        return tuple(v.name for v in self.verbs.values() if role in v.roles)

    def card_kind(self, code: str) -> CardKind | None:
        """The kind of the card ``code`` (the longest matching prefix), or None."""
        best = None
        for kind in self.card_kinds:
            if code.upper().startswith(kind.prefix.upper()) and (
                    best is None or len(kind.prefix) > len(best.prefix)):
                best = kind
        return best

    def directive(self, words: Sequence[str]) -> tuple[Directive | None, int]:
        """The directive a header line names by its first words (the longest name that
        matches), and how many words that name takes."""
        upper = [w.upper() for w in words]
        for size in range(min(len(upper), 4), 0, -1):
            found = self.directives.get(" ".join(upper[:size]))
            if found is not None:
                return found, size
        return None, 0

    def effects(self) -> list[Verb]:
        return [v for v in self.verbs.values() if not v.rule]

    def rules(self) -> list[Verb]:
        return [v for v in self.verbs.values() if v.rule]

    def plural(self, quantity: str) -> str:
        """The plural of a quantity as printed: ``RATS STANDING`` for ``RAT STANDING``."""
        return self.plurals.get(quantity, quantity)

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
            # The registry's own list: `crawlbook effects` alone lists the default
            # ruleset's, which a Chainsaw Warrior author would read in vain.
            hint = (f"did you mean `{best}`?" if best else
                    f"`crawlbook effects --ruleset {self.ruleset}` lists them")
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
    return bind_args(verb, verb.params, list(effect.args), effect.span, verb.needs_one_of)


def bind_directive(directive: Directive, args: Sequence[Arg],
                   span: Span) -> tuple[object, list[Problem]]:
    """The value of a header directive from the arguments written after its name."""
    if directive.read is not None:
        return directive.read(args, span)
    params, problems = bind_args(directive, directive.params, list(args), span)
    # A value the rules do not allow is E305, reported on the whole line and named by the
    # directive alone when it takes one value (``TB DECK must be in 9..11, not 12``).
    out = []
    for problem in problems:
        if problem.code == "E304":
            message = problem.message
            if len(directive.params) == 1:
                message = message.replace(f"{directive.params[0].name} of `{directive.name}`",
                                          f"`{directive.name}`")
            if " must be in " in message:
                problem = Problem("E305", message.replace(f"`{directive.name}`",
                                                          directive.name), span, problem.hint)
            else:
                problem = Problem("E304", message, problem.span,
                                  problem.hint or f"write it as `{directive.usage()}`")
        out.append(problem)
    if len(directive.params) == 1:
        return params.get(directive.params[0].name), out
    return params, out


def bind_args(verb: Verb | Directive, declared: Sequence[Param], args: list[Arg], span: Span,
              needs_one_of: Sequence[str] = ()) -> tuple[dict[str, object], list[Problem]]:
    """Bind written arguments to declared parameters (positional, then ``KEY value``)."""
    params: dict[str, object] = {}
    problems: list[Problem] = []
    positional, keywords = _split(declared)

    i = 0
    extra: list[tuple[Arg, str]] = []  # arguments not declared, or repeated
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
                Problem("E302", f"`{verb.name}` needs {p.name} ({p.describe()})", span,
                        hint=f"write it as {_usage(verb)}")
            )
        else:
            params[p.name] = p.default
    while i < len(args):
        arg = args[i]
        key = arg.value.upper() if isinstance(arg.value, str) else None
        kp = keywords.get(key) if key else None
        if kp is None or kp.name in params:
            extra.append((arg, "repeated" if kp is not None else "unexpected"))
            i += 1
            continue
        if i + 1 >= len(args):
            problems.append(Problem("E302", f"`{key}` needs a value ({kp.describe()})",
                                    arg.span))
            i += 1
            continue
        value, problem = _convert(verb, kp, args[i + 1])
        if problem:
            problems.append(problem)
        params[kp.name] = value
        i += 2
    for k, (arg, what) in enumerate(extra[:MAX_EXTRA], 1):
        more = (f" (and {len(extra) - MAX_EXTRA} more after it)"
                if k == MAX_EXTRA < len(extra) else "")
        problems.append(Problem("E303", f"{what} argument `{arg.value}` for `{verb.name}`"
                                f"{more}", arg.span, hint=f"write it as {_usage(verb)}"))
    for p in keywords.values():
        if p.name not in params:
            if p.required:
                problems.append(Problem("E302", f"`{verb.name}` needs {p.keyword}", span))
            params[p.name] = p.default
    if needs_one_of and not problems:
        if not any(isinstance(v := params.get(n), int) and v > 0 for n in needs_one_of):
            names = " or ".join(n.upper() for n in needs_one_of)
            problems.append(Problem("E304", f"`{verb.name}` needs at least one of {names}",
                                    span))
    return params, problems


def _split(declared: Sequence[Param]) -> tuple[tuple[Param, ...], dict[str, Param]]:
    """The positional parameters of ``declared`` and its keyword ones by keyword, split
    once per verb or directive (``_SPLITS``)."""
    found = _SPLITS.get(id(declared))
    if found is None or found[0] is not declared:
        if len(_SPLITS) >= 512:  # only a registry's own tuples come here: a few dozen
            _SPLITS.clear()
        found = _SPLITS[id(declared)] = (
            declared, tuple(p for p in declared if p.keyword is None),
            {p.keyword: p for p in declared if p.keyword is not None})
    return found[1], found[2]


# id(declared) -> (declared, positional, keywords): ``bind_args`` runs for every effect of
# a booklet and its verbs are few (benchmarks/check_compare.py).
_SPLITS: dict[int, tuple[Sequence[Param], tuple[Param, ...], dict[str, Param]]] = {}


def _usage(verb: Verb | Directive) -> str:
    return f"[{verb.usage()}]" if isinstance(verb, Verb) else f"`{verb.usage()}`"


def parse_dice(text: str) -> tuple[int, int, int] | None:
    """``2D6+1`` -> (2, 6, 1); ``D6`` -> (1, 6, 0); None when ``text`` is not dice."""
    m = _DICE.fullmatch(text.strip())
    if m is None:
        return None
    count = int(m.group(1)) if m.group(1) else 1
    return count, int(m.group(2)), int(m.group(3) or 0)


def dice_text(count: int, sides: int, plus: int) -> str:
    """The canonical way to write dice: ``2D6+1``, ``1D6``, ``4D6-2``."""
    return f"{count}D{sides}" + (f"{plus:+d}" if plus else "")


def _dice(verb: Verb | Directive, p: Param, arg: Arg) -> tuple[object, Problem | None]:
    value = arg.value
    if p.fixed and isinstance(value, int) and not arg.signed:
        if (p.low is not None and value < p.low) or (p.high is not None and value > p.high):
            return value, Problem("E304", f"{p.name} of `{verb.name}` must be in "
                                  f"{p.low}..{p.high} or dice, not {value}", arg.span)
        return value, None
    parsed = parse_dice(value) if isinstance(value, str) else None
    if parsed is None or parsed[0] < 1 or parsed[1] < 2:
        number = "a number or " if p.fixed else ""
        return p.default, Problem("E304", f"{p.name} of `{verb.name}` must be {number}dice "
                                  f"such as `1D6` or `2D6+1`, not `{value}`", arg.span)
    count, sides, plus = parsed
    if p.sides and sides not in p.sides:
        allowed = " or ".join(f"D{s}" for s in p.sides)
        return value, Problem("E304", f"{p.name} of `{verb.name}` rolls {allowed} dice, not "
                              f"`{value}`", arg.span,
                              hint=f"write it as `{dice_text(count, p.sides[0], plus)}`")
    if (p.low is not None and count < p.low) or (p.high is not None and count > p.high):
        return value, Problem("E304", f"{p.name} of `{verb.name}` rolls {p.low}..{p.high} "
                              f"dice, not {count}", arg.span)
    return dice_text(count, sides, plus), None


def _convert(verb: Verb | Directive, p: Param, arg: Arg) -> tuple[object, Problem | None]:
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
    if p.kind == "dice":
        return _dice(verb, p, arg)
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
