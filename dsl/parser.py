"""Parse booklet text into a ``Document`` and every syntax diagnostic of the file.

``parse(source, path)`` runs the line classifier (``lexer.py``), then feeds lark's LALR
parser of ``grammar.lark`` one line at a time, building nodes as it goes (``transformer.py``,
inline: no tree is built). A parse never stops at the first error and never raises on bad
input:

- a line that goes wrong in the middle (a missing arrow, a bad target, an unclosed
  effect) is reported with what was expected there, then dropped: the parser is put back
  where it stood before the line, and the next line is read as if the bad one were absent;
  an effect that lacks only its closing `]` is read as if it had it (reported all the same);
- a line that is well formed but cannot stand where it is (prose between entries, a
  second ending) is reported with the block that is still open and skipped; lines that
  then cannot stand either are skipped silently (they follow from the first error) until a
  line fits again;
- after a bad EVENT or CARD heading, its entries are skipped up to the next section, so
  that they are not read as entries of the Event before.

The result is always a best-effort ``Document`` with the sections that parsed.

Only lark's public API is used (docs/performance.md, "parser", has the measurements that
chose it): ``Lark(..., parser="lalr", transformer=...)`` and its interactive parser
(``feed_token``, ``copy``, ``accepts``, ``feed_eof``). That API cannot cut the parser's
stacks back to forget a line, so ``_Parser`` keeps a copy of the parser taken every
``CHECKPOINT`` lines and the lines fed since: forgetting a line goes back to the copy and
feeds those lines again. ``grammar()`` is an ordinary tree-building lark parser of the same
grammar (``Lark.parse`` works on booklet text).

The language follows the rulebook's "Using the Mission Booklets" (docs/language.md).
"""

from __future__ import annotations

import functools
import gc
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from crawlbook.dsl.diagnostics import Diagnostic, syntax
from crawlbook.dsl.lexer import LineLexer, units
from crawlbook.dsl.nodes import Document, Span
from crawlbook.dsl.shape import DEFAULT as DEFAULT_SHAPE
from crawlbook.dsl.shape import BookShape, shapes
from crawlbook.dsl.transformer import BookletTransformer
from lark import Lark, Token
from lark.exceptions import UnexpectedToken

if TYPE_CHECKING:
    from crawlbook.dsl.loader import LoadResult
    from lark.parsers.lalr_interactive_parser import InteractiveParser

MAX_ERRORS = 200
CHECKPOINT = 128  # lines fed between two copies of the parser (see ``_Parser``)
GRAMMAR = Path(__file__).with_name("grammar.lark")


@dataclass(frozen=True)
class ParseResult:
    """A best-effort document (even with errors) and the syntax diagnostics of the file."""

    document: Document
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for d in self.diagnostics)


@functools.cache
def grammar() -> Lark:
    """A tree-building LALR parser of ``grammar.lark`` (``Lark.parse`` on booklet text),
    built once per process; ``parse`` uses its own, with the transformer inline."""
    return _build("tree", {"propagate_positions": True})


def _build(kind: str, options: dict[str, Any]) -> Lark:
    """A lark LALR parser of ``grammar.lark`` with ``options``.

    Building the LALR tables costs about a tenth of a second, most of `crawlbook check`'s
    start-up on a small booklet. The ``inline`` parser's tables ship with crawlbook
    (``SHIPPED``, read with lark's ``Lark.load``) and are used when their key says they
    were made from this very grammar by this lark on this Python; otherwise (the grammar
    was just edited, another lark), and for other kinds, the analysis is cached (lark's
    own cache, which checks a hash of the grammar and options before trusting the file) in
    the user's cache folder rather than in a shared temporary folder, one file per
    ``kind`` of parser. Any problem with a cache falls back to building the tables.
    """
    text = GRAMMAR.read_text(encoding="utf-8")
    if kind == "inline":
        found = _shipped(text)
        if found is not None:
            return found
    options = _options(options)
    cache = _cache_file(text, kind)
    if cache is not None:
        try:
            return Lark(text, cache=str(cache), **options)
        except Exception:  # a damaged or foreign cache file: build without it
            cache.unlink(missing_ok=True)
    return Lark(text, **options)


def _options(extra: dict[str, Any]) -> dict[str, Any]:
    return {"parser": "lalr", "lexer": LineLexer, "maybe_placeholders": False, **extra}


# The inline parser's LALR tables, shipped (docs/performance.md, "start-up"; guarded by
# benchmarks/startup_bench.py): a first line with ``shipped_key``, then ``Lark.save``'s data.
SHIPPED = GRAMMAR.with_name("grammar.lark-cache")


def shipped_key(text: str) -> bytes:
    """What the shipped tables must have been made from: a hash of the grammar, then the
    versions of lark and Python (lark's saved tables are only read by the same ones)."""
    import hashlib
    import sys

    import lark

    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    python = "{}.{}".format(*sys.version_info[:2])
    return f"{digest} lark {lark.__version__} python {python}".encode()


def _shipped(text: str) -> Lark | None:
    """The inline parser from ``SHIPPED``, or None when it is missing or was made from
    another grammar, lark or Python."""
    try:
        with SHIPPED.open("rb") as f:
            if f.readline().rstrip(b"\n") != shipped_key(text):
                return None
            return Lark.load(f)  # the relay is unpickled as this process's (_Relay)
    except Exception:  # unreadable or damaged: build or use the user's cache instead
        return None


def write_shipped() -> Path:
    """Write ``SHIPPED`` afresh from ``grammar.lark`` (``python -m crawlbook.dsl.parser``,
    after the grammar changes; tests/dsl/test_parser_cache.py says when)."""
    text = GRAMMAR.read_text(encoding="utf-8")
    built = Lark(text, **_options({"transformer": _relay()}))
    partial = SHIPPED.with_suffix(".partial")
    with partial.open("wb") as f:
        f.write(shipped_key(text) + b"\n")
        built.save(f)
    partial.replace(SHIPPED)
    return SHIPPED


def _cache_file(text: str, kind: str) -> Path | None:
    import hashlib
    import os

    import lark

    if os.environ.get("CRAWLBOOK_NO_CACHE"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    key = hashlib.sha256(f"{lark.__version__}\n{kind}\n{text}".encode()).hexdigest()[:16]
    folder = Path(base) / "crawlbook"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return folder / f"grammar-{key}.lark-cache"


@functools.cache
def _inline() -> tuple[Lark, _Relay]:
    """The parser ``parse`` feeds, with ``_Relay`` as its inline transformer (one per
    process: building it per booklet would cost more than parsing a small one)."""
    relay = _relay()
    return _build("inline", {"transformer": relay}), relay


@functools.cache
def _relay() -> _Relay:
    """The process's one relay (``_Relay.__reduce__``)."""
    return _Relay()


class _Tok(Token):
    """A lark ``Token`` that also carries the classifier's tuple, which is what the
    transformer reads. Every attribute of ``Token`` is set, as ``Token()`` sets them (its
    own constructor is two Python calls; a long booklet has hundreds of thousands of
    tokens)."""

    __slots__ = ("tup",)
    tup: tuple

    def __new__(cls, t: tuple) -> _Tok:
        token = str.__new__(cls, t[1])
        token.type = t[0]
        token.value = t[1]
        token.start_pos = None
        token.line = t[2]
        token.column = t[3]
        token.end_line = t[4]
        token.end_column = t[5] + 1  # lark's end column is the one after the token
        token.end_pos = None
        token.tup = t
        return token


# The end of a line: one token for all lines (the grammar drops it from every rule).
_NL = Token("_NL", "")


_T = TypeVar("_T", bound=Token)


def _spanning(cls: type[_T], kind: str, first: tuple, last: tuple) -> _T:
    """A token of ``kind`` spanning from the first of the lexer's units to the last: the
    position lark reports for it, valued as the first unit's text."""
    token = str.__new__(cls, first[1])
    token.type = kind
    token.value = first[1]
    token.start_pos = None
    token.line = first[2]
    token.column = first[3]
    token.end_line = last[4]
    token.end_column = last[5] + 1
    token.end_pos = None
    return token


class _Whole(Token):
    """A whole line as one token (``grammar.lark``'s ``*_LINE`` and ``HLINE``): ``tup`` is
    the line's own tokens, which the rule's method reads as if they had been fed."""

    __slots__ = ("tup",)
    tup: list

    def __new__(cls, kind: str, unit: list[tuple]) -> _Whole:
        token = _spanning(cls, kind, unit[0], unit[-1])
        token.tup = unit
        return token


_TARGETS = ("ENTRY_REF", "CONTINUE")
_ARGS = frozenset({"WORD", "INT", "SIGNED_INT", "DICE"})


@functools.cache
def _whole(kinds: tuple[str, ...]) -> str | None:
    """The token a line of these token types is fed as when it is well formed as a whole
    (``grammar.lark``: an effect, ``→ TARGET``, an option without a condition, an outcome,
    a horizontal line), or None: then it is fed token by token.

    One shift per line instead of three to ten, and one ``Token`` instead of as many: 18%
    fewer instructions to parse the benchmark's booklet (docs/performance.md, "check
    throughput"; guarded by benchmarks/check_bench.py)."""
    first, size = kinds[0], len(kinds)
    if first == "LSQB":
        if (size >= 3 and kinds[1] == "WORD" and kinds[-1] == "RSQB"
                and all(k in _ARGS for k in kinds[2:-1])):
            return "EFFECT_LINE"
    elif first == "GOTO":
        if size == 2 and kinds[1] in _TARGETS:
            return "GOTO_LINE"
    elif first == "LABEL":
        if size == 3 and kinds[1] == "ARROW" and kinds[2] in _TARGETS:
            return "OUTCOME_LINE"
    elif first == "BULLET":
        if size == 4 and kinds[1:3] == ("TEXT", "ARROW") and kinds[3] in _TARGETS:
            return "OPTION_LINE"
    elif first in ("DOTTED", "DOUBLE"):
        if size == 1:
            return "HLINE"
    return None


# How a whole entry's lines follow one another (``grammar.lark``'s ``entry``): from the
# part of the entry being read and the kind of the next line (``_whole``'s, or PROSE), the
# part it starts; "closed" after the horizontal line. A pair not in the table ends the try.
_ENTRY_PARTS = {
    **{("body", k): "body" for k in ("PROSE", "EFFECT_LINE")},
    ("body", "GOTO_LINE"): "after",
    ("body", "OPTION_LINE"): "options",
    ("body", "OUTCOME_LINE"): "outcomes",
    ("body", "ARM_LINE"): "arms",
    ("options", "OPTION_LINE"): "options",
    ("outcomes", "OUTCOME_LINE"): "outcomes",
    ("arms", "ARM_LINE"): "arms",
    **{(part, k): "after" for part in ("options", "outcomes", "arms", "after")
       for k in ("PROSE", "EFFECT_LINE")},
    **{(part, "HLINE"): "closed" for part in ("body", "options", "outcomes", "arms", "after")},
}
_WHOLE_ENTRY = {"ENTRY_ID": "ENTRY_WHOLE", "SECTION_ID": "SECTION_WHOLE"}


def _line_kind(unit: list[tuple]) -> str | None:
    """What a unit is as part of a whole entry: PROSE, a ``_whole`` kind, ARM_LINE (a
    check arm whose condition has no parentheses), or None."""
    first = unit[0][0]
    if first == "PROSE":
        return "PROSE"
    return _entry_line(tuple([t[0] for t in unit]))


@functools.cache
def _entry_line(kinds: tuple[str, ...]) -> str | None:
    """``_line_kind`` of a line of these token types."""
    first, size = kinds[0], len(kinds)
    if first == "IF":
        if (size >= 5 and kinds[-2] == "ARROW" and kinds[-1] in _TARGETS
                and _plain_condition(kinds[1:-2])):
            return "ARM_LINE"
        return None
    if first == "OTHERWISE":
        return "ARM_LINE" if size == 3 and kinds[1] == "ARROW" and kinds[2] in _TARGETS else None
    return _whole(kinds)


# The atoms of a condition (``grammar.lark``'s ``atom``, parentheses aside) -> their rule.
_ATOMS = {("NOTED", "NAME"): "noted", ("HAS", "NAME"): "has", ("NAME", "NAME"): "pred",
          ("NAME", "CMP", "INT"): "compare", ("NAME", "CMP", "SIGNED_INT"): "compare"}


def _plain_condition(kinds: tuple[str, ...]) -> bool:
    """Whether these token types are a condition without parentheses: atoms, each after
    any number of ``not``, joined by ``and`` and ``or``."""
    i, n = 0, len(kinds)
    while True:
        while i < n and kinds[i] == "NOT":
            i += 1
        if kinds[i:i + 2] in _ATOMS:
            i += 2
        elif kinds[i:i + 3] in _ATOMS:
            i += 3
        else:
            return False
        if i == n:
            return True
        if kinds[i] not in ("AND", "OR") or i + 1 == n:
            return False
        i += 1


def _condition(toks: list[tuple], methods: dict[str, Callable[[list], Any]]) -> object:
    """The value of a condition without parentheses (``_plain_condition``), built by the
    transformer's methods as the grammar's rules would reduce it: ``not`` binds tighter
    than ``and``, ``and`` tighter than ``or``, both to the left."""
    ors: object = None
    ands: object = None
    or_tok = and_tok = None
    i = 0
    n = len(toks)
    while True:
        nots = []
        while toks[i][0] == "NOT":
            nots.append(toks[i])
            i += 1
        size = 3 if toks[i + 1][0] == "CMP" else 2
        atom = toks[i:i + size]
        value = methods[_ATOMS[tuple([t[0] for t in atom])]](atom)
        i += size
        for t in reversed(nots):
            value = methods["negation"]([t, value])
        ands = value if ands is None else methods["both"]([ands, and_tok, value])
        if i == n:
            break
        op = toks[i]
        i += 1
        if op[0] == "AND":
            and_tok = op
        else:
            ors = ands if ors is None else methods["either"]([ors, or_tok, ands])
            or_tok, ands = op, None
    return ands if ors is None else methods["either"]([ors, or_tok, ands])


def _entries(units: Iterable[list[tuple]]) -> Iterator[list[tuple] | _WholeEntry]:
    """``units``, with each entry (or section) that is well formed as a whole, from its id
    line to its horizontal line, as one ``_WholeEntry`` (grammar.lark's ``ENTRY_WHOLE``).

    An entry's twenty-odd shifts and reductions become one of each, and the transformer's
    methods are called directly (``_Relay``): about a quarter fewer instructions to parse
    the benchmark's booklet (docs/performance.md, "check throughput"; guarded by
    benchmarks/check_compare.py). Where the parser refuses the whole entry, its lines
    are fed one at a time (``_Feeder.run``), so every message is the one they give."""
    parts = _ENTRY_PARTS
    it = iter(units)
    unit = next(it, None)
    while unit is not None:
        kind = unit[0][0]
        if kind not in _WHOLE_ENTRY or len(unit) != 1:
            yield unit
            unit = next(it, None)
            continue
        lines = [(kind, unit)]
        part = "body"
        unit = next(it, None)
        while unit is not None:
            line = _line_kind(unit)
            part = parts.get((part, line), "")  # type: ignore[arg-type]
            if not part:
                break
            lines.append((line, unit))
            unit = next(it, None)
            if part == "closed":
                break
        if part == "closed":
            yield _WholeEntry(_WHOLE_ENTRY[kind], lines)
        else:  # not whole: its lines one at a time; ``unit`` is looked at afresh
            for _line, one in lines:
                yield one


class _WholeEntry(Token):
    """A whole entry as one token (``_entries``): ``lines`` are its lines' kinds and
    units, which the relay hands to the transformer as the rules' methods would get them."""

    __slots__ = ("lines",)
    lines: list[tuple[str, list[tuple]]]

    def __new__(cls, kind: str, lines: list[tuple[str, list[tuple]]]) -> _WholeEntry:
        token = _spanning(cls, kind, lines[0][1][0], lines[-1][1][-1])
        token.lines = lines
        return token


# A line of a whole entry (``_WholeEntry``) -> the rule whose method builds its value.
_LINE_RULES = {"EFFECT_LINE": "effect_line", "GOTO_LINE": "goto", "HLINE": "hline"}
# Lines that come in runs, and the rule whose method gets the run's values.
_RUN_RULES = {"OPTION_LINE": ("option", "decision"), "OUTCOME_LINE": ("outcome", "outcomes"),
              "ARM_LINE": ("arm", "branch")}


def _entry_children(lines: list[tuple[str, list[tuple]]],
                    methods: dict[str, Callable[[list], object]]) -> list:
    """The children an entry's method gets for a whole entry, the values built by the
    methods of its lines' rules in the order the parser would reduce them."""
    children: list = [lines[0][1][0]]
    run: list = []
    run_rule = ""
    for kind, unit in lines[1:]:
        if run and kind not in _RUN_RULES:
            children.append(methods[run_rule](run))
            run = []
        if kind == "PROSE":
            children.append(unit[0])
        elif kind == "ARM_LINE":
            run_rule = "branch"
            if unit[0][0] == "IF":  # `if COND → TARGET`
                arm: list = [unit[0], _condition(unit[1:-2], methods), unit[-2], unit[-1]]
                run.append(methods["arm"](arm))
            else:  # `otherwise → TARGET`
                run.append(methods["arm"](unit))
        elif kind in _RUN_RULES:
            rule, run_rule = _RUN_RULES[kind]
            run.append(methods[rule](unit))
        else:
            children.append(methods[_LINE_RULES[kind]](unit))
    if run:
        children.append(methods[run_rule](run))
    return children


class _Flat:
    """The value of an inlined rule (``_x``, and lark's helpers for ``x*`` and ``x+``):
    lark splices its ``children`` into the parent's.

    To spare copies, lark grows the children of a left-recursive rule in place when it
    builds the next value from them, so a value on a copy of the parser's stack would see
    lines fed after the copy. Each value keeps its own length, and reading ``children``
    cuts the list back to it: a value is only read again (by its parent's reduction) when
    the parser went back to a copy (``_Parser.forget``), and then what grew it is gone.
    """

    __slots__ = ("items", "size")

    def __init__(self, items: list) -> None:
        self.items = items
        self.size = len(items)

    @property
    def children(self) -> list:
        items = self.items
        if len(items) != self.size:
            del items[self.size:]
        return items


# The rules a whole line can stand for (``_whole``).
_WHOLE_RULES = frozenset({"effect_line", "goto", "option", "outcome", "hline"})


class _Relay:
    """The inline transformer lark's parser is built with, once per process.

    lark takes one callback per rule when it is built; a parse needs its own
    ``BookletTransformer`` (the file's path, its diagnostics). Each rule's callback hands
    the rule's children, tokens as the classifier's tuples, to the method of the same
    name of the transformer that ``bind`` gave the current thread.
    """

    def __init__(self) -> None:
        self.local = threading.local()

    def __reduce__(self) -> tuple[Callable[[], _Relay], tuple[()]]:
        # Saved with the shipped tables (``write_shipped``) as "this process's relay":
        # ``Lark.load`` then builds the parser's callbacks from it.
        return _relay, ()

    def __getattr__(self, name: str) -> Callable[[list], object]:
        if name.startswith("_") or name.isupper():  # inlined rules, terminals
            raise AttributeError(name)
        local = self.local
        tok, whole = _Tok, _Whole

        def callback(children: list) -> object:
            return local.methods[name]([c.tup if type(c) is tok else c for c in children])

        def whole_or_parts(children: list) -> object:
            first = children[0]
            if type(first) is whole:  # a whole line (``_whole``): its own tokens
                return local.methods[name](first.tup)
            return local.methods[name]([c.tup if type(c) is tok else c for c in children])

        def entry(children: list) -> object:
            first = children[0]
            methods = local.methods
            if type(first) is _WholeEntry:  # a whole entry (``_entries``)
                return methods[name](_entry_children(first.lines, methods))
            return methods[name]([c.tup if type(c) is tok else c for c in children])
        if name in ("entry", "section"):
            return entry
        return whole_or_parts if name in _WHOLE_RULES else callback

    def __default__(self, data: str, children: list, meta: object) -> _Flat:
        return _Flat(children)

    def bind(self, transformer: BookletTransformer | None) -> dict | None:
        """Send this thread's callbacks to ``transformer``; the binding it replaces."""
        before = getattr(self.local, "methods", None)
        self.local.methods = None if transformer is None else _Methods(transformer)
        return before


class _Methods(dict):
    """A transformer's methods by rule name, each looked up once."""

    def __init__(self, transformer: BookletTransformer) -> None:
        super().__init__()
        self.transformer = transformer

    def __missing__(self, name: str) -> Callable[[list], object]:
        method = getattr(self.transformer, name, None)
        if method is None:
            raise TypeError(f"the transformer has no method for the rule `{name}`")
        self[name] = method
        return method


class _Parser:
    """lark's interactive parser, fed a unit (a line or a prose paragraph) at a time.

    ``feed`` says which token of a unit the parser refused, if any; ``forget`` then puts
    the parser back where it stood before that unit. lark's public API has no way to cut
    the stacks back, so every ``CHECKPOINT`` units the parser is copied (the stacks only:
    the values on them do not change, see ``_Flat``) and the units fed since are kept;
    forgetting goes back to the copy and feeds them again. The transformer's methods run
    again for those lines, so the diagnostics they made since the copy (``own``) are cut
    back first.
    """

    def __init__(self, ip: InteractiveParser, own: list[Diagnostic]) -> None:
        self.ip = ip
        self.own = own
        self.expected: set[str] = set()
        self.copy = ip.copy(deepcopy_values=False)
        self.mark = 0
        self.fed: list[list[Token]] = []

    def feed(self, unit: list[tuple]) -> int:
        """Feed one unit and the ``_NL`` that ends a line: -1 if all was taken, else the
        index of the token refused (``len(unit)`` for the end of the line), with
        ``expected`` the terminals the parser had an action for there.

        A unit refused at its first token leaves the parser sound (nothing, or only
        reductions the table allowed for that token, LALR lookahead merging): it is kept
        with the units fed, to be fed again for those reductions.
        """
        kind = _whole(tuple([t[0] for t in unit]))
        if kind is not None:
            line: list[Token] = [_Whole(kind, unit)]
            try:
                self.ip.feed_token(line[0])
            except UnexpectedToken:
                # Refused here: back to before it, and fed token by token below, for the
                # message (and the recovery) the line's own tokens give.
                self.forget()
            else:
                self.fed.append(line)
                if len(self.fed) >= CHECKPOINT:
                    self.keep()
                return -1
        tokens: list[Token] = [_Tok(t) for t in unit]
        if unit[0][0] != "PROSE":
            tokens.append(_NL)
        feed = self.ip.feed_token
        at = -1
        try:
            for tok in tokens:
                feed(tok)
        except UnexpectedToken as error:
            at = next((n for n, tok in enumerate(tokens) if tok is error.token), 0)
            if at:
                self.expected = set(error.expected)
                return at
        fed = self.fed
        fed.append(tokens)
        if len(fed) >= CHECKPOINT:
            self.keep()
        return at

    def feed_whole(self, entry: _WholeEntry, room: int) -> bool:
        """Feed a whole entry (``_entries``) as one token: False, and the parser as it
        was, if the parser refused it, or if the diagnostics its feeding made (the
        reductions of the entry before it) leave more than ``room`` for the parser's own,
        the report's limit (then the lines one at a time stop where they would)."""
        try:
            self.ip.feed_token(entry)
        except UnexpectedToken:
            self.forget()
            return False
        if len(self.own) > room:
            self.forget()
            return False
        fed = self.fed
        fed.append([entry])
        if len(fed) >= CHECKPOINT:
            self.keep()
        return True

    def keep(self) -> None:
        """Copy the parser here; the units fed before are no longer needed."""
        self.copy = self.ip.copy(deepcopy_values=False)
        self.mark = len(self.own)
        self.fed = []

    def forget(self) -> None:
        """Back to where the parser stood before the unit that was refused."""
        ip = self.copy.copy(deepcopy_values=False)
        del self.own[self.mark:]
        feed = ip.feed_token
        for tokens in self.fed:
            try:
                for tok in tokens:
                    feed(tok)
            except UnexpectedToken:
                pass  # a unit refused at its first token (see ``feed``)
        self.ip = ip
        self.keep()

    def accepted(self) -> set[str]:
        """The terminals that the parser would take next, here."""
        return set(self.ip.accepts())

    def finish(self) -> object:
        """The start rule's value at the end of the file, or None if the parser refuses
        to end there (every place between two lines can end a booklet, so this is a
        safety net)."""
        try:
            return self.ip.feed_eof()
        except UnexpectedToken:
            return None


def parse(source: str, path: str = "<string>", shape: BookShape | None = None) -> ParseResult:
    """Parse one booklet's text; ``path`` names it in spans and diagnostics.

    The book's shape (``crawlbook.dsl.shape``) is its RULESET line's ruleset's; a file
    without one (an INCLUDEd file) has ``shape`` when given, else the default ruleset's.
    """
    lark, relay = _inline()
    diagnostics: list[Diagnostic] = []
    own: list[Diagnostic] = []  # the transformer's (see ``_Parser``)
    collecting = gc.isenabled()
    if collecting:
        # Parsing makes many small objects and no cycles; the cyclic collector would
        # rescan them again and again (25% of the time of a long booklet). It is switched
        # back on below whatever happens.
        gc.disable()
    transformer = BookletTransformer(path, source, own)
    before = relay.bind(transformer)
    try:
        parser = _Parser(lark.parse_interactive(), own)
        feeder = _Feeder(parser, path, diagnostics, transformer.dropped_effects,
                         transformer.dropped_endings)
        shape_of = shapes(shape)

        def read_shape(name: str | None) -> BookShape:
            feeder.book = shape_of(name)  # the messages name this book's end words
            return feeder.book

        feeder.run(units(source, path, diagnostics, read_shape))
        document = parser.finish()
        if not isinstance(document, Document):
            document = transformer.start([])
    finally:
        relay.local.methods = before
        if collecting:
            gc.enable()
    diagnostics += own
    diagnostics.sort(key=lambda d: (d.span.line, d.span.column) if d.span else (0, 0))
    if len(diagnostics) > MAX_ERRORS:
        rest = diagnostics[MAX_ERRORS]
        diagnostics = [*diagnostics[:MAX_ERRORS],
                       syntax("E199", rest.span, count=f"more than {MAX_ERRORS}")]
    return ParseResult(document, diagnostics)


# ---------------------------------------------------------------------------- recovery

_HEADER = {"K_RULESET": "RULESET", "K_INCLUDE": "INCLUDE", "K_MISSION": "MISSION",
           "K_START": "START", "DIRECTIVE": "a header directive"}
_HEADINGS = {"K_BRIEFING": "BRIEFING", "K_OBJECTIVES": "OBJECTIVES", "K_RULES": "RULES",
             "K_EVENT": "EVENT", "K_CARD": "CARD", "K_END": ""}  # K_END: the book's ending
_ENDINGS = {"GOTO": "`→ TARGET`", "BULLET": "a decision", "LABEL": "outcomes",
            "IF": "a check", "OTHERWISE": "a check"}
_CONDITION = {"NOTED", "HAS", "NOT", "AND", "OR", "LPAR", "RPAR", "NAME", "CMP"}
_ATOM_START = {"IF", "C_IF", "AND", "OR", "NOT", "LPAR"}  # tokens a condition's atom follows
_TRACKED = {*_HEADINGS, "ENTRY_ID", "SECTION_ID", *_ENDINGS, "DOTTED", "DOUBLE"}

# What a terminal is, in the words of docs/language.md, for "expected ..." messages.
_WORDS = {
    "_NL": "the end of the line", "INT": "a number", "SIGNED_INT": "a number",
    "DICE": "dice such as `2D6+1`", "CMP": "a comparison such as `<` or `>=`",
    "WORD": "a word", "RSQB": "`]`", "LSQB": "`[`", "SEP": "`:` or `—`",
    "TITLE": "a title", "CODE": "a card code such as `TR7`",
    "STRING": "a path in double quotes", "TEXT": "the option text",
    "LOGTAG": "a Log Entry in parentheses", "ARROW": "`→ TARGET`",
    "ENTRY_REF": "an entry id such as `7.2`", "CONTINUE": "the book's end words",
    "COLON": "`:`", "NOTED": "`noted NAME`", "HAS": "`has NAME`", "NOT": "`not`",
    "LPAR": "`(`", "RPAR": "`)`", "AND": "`and`", "OR": "`or`",
    "NAME": "a name (a letter, then letters, digits, `_` or `-`)", "PER": "`per`",
    "C_IF": "`if`", "COMMA": "`,`",
}
_LINE_WORDS = [
    ({"ENTRY_ID"}, "an entry id such as `7.2` on a line of its own"),
    ({"PROSE"}, "prose"),
    ({"LSQB"}, "an effect `[VERB ...]`"),
    ({"GOTO", "BULLET", "LABEL", "IF", "OTHERWISE"}, "an ending (`→ TARGET`, options, "
                                                     "outcomes or a check)"),
    ({"DOTTED", "DOUBLE"}, "a horizontal line"),
    ({"POINTS"}, "a {scoring} line (`+1 if noted NAME`, `+1 per NAME`)"),
    ({"K_SUCCESS"}, "`{SCORING}`"),
    (set(_HEADER), "a header directive"),
    (set(_HEADINGS), "a section (`EVENT n: Title`, `CARD CODE: Title`, `BRIEFING`, ...)"),
]


def _plain(types: list[str], book: BookShape = DEFAULT_SHAPE) -> str:
    words: list[str] = []
    for t in types:
        w = f"`{book.end_word}`" if t == "CONTINUE" else _WORDS.get(t, f"`{t}`")
        if w not in words:
            words.append(w)
    if len(words) > 6:
        words = [*words[:5], "..."]
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


def _found(tok: tuple) -> str:
    if tok[0] == "_NL":
        return "the end of the line"
    text = tok[1]
    if len(text) > 40:
        text = text[:37] + "..."
    return f"`{text}`"


def _tspan(path: str, tok: tuple) -> Span:
    return Span(path, tok[2], tok[3], tok[4], tok[5])


class _Feeder:
    """Feeds units to the parser, reporting and recovering as the module docstring says."""

    def __init__(self, parser: _Parser, path: str, diagnostics: list[Diagnostic],
                 dropped_effects: list[int], dropped_endings: list[int]) -> None:
        self.parser = parser
        self.path = path
        self.diagnostics = diagnostics
        self.book: BookShape = DEFAULT_SHAPE  # the file's book, once the lexer has read it
        # The open blocks, for "in entry 7.2 of EVENT 7 opened at line 12".
        self.section: tuple[str, int] | None = None
        self.entry: tuple[str, int] | None = None
        self.ending: tuple[str, int] | None = None
        self.closed: tuple[str, int] | None = None
        # Lines of effects dropped for a syntax error: outcome lines right after one are
        # not reported again as outcomes without an effect (E111).
        self.dropped_effects = dropped_effects
        # Lines of endings dropped for a syntax error: an entry left without an ending by
        # one is marked ``broken``, so the checks do not also report it as having none.
        self.dropped_endings = dropped_endings
        # After a line that could not stand (E103), the lines that then cannot stand
        # either are not reported; after a bad EVENT or CARD heading, its entries are
        # skipped (the module docstring).
        self.recovering = False
        self.skip_section = False

    @staticmethod
    def _heading(words: str) -> str:
        """A heading of the book as its lines are matched (``BookShape.headings``)."""
        return " ".join(words.split()).upper()

    def _scoring(self) -> str:
        """What messages call the book's scoring lines (``Success Points``, ``Points``)."""
        return " ".join(self.book.scoring.split()).title()

    def report(self, diagnostic: Diagnostic) -> None:
        self.diagnostics.append(diagnostic)

    def run(self, units: Iterable[list[tuple]]) -> None:
        parser = self.parser
        diagnostics = self.diagnostics
        for item in _entries(units):
            if isinstance(item, _WholeEntry):
                if (not self.skip_section
                        and parser.feed_whole(item, MAX_ERRORS - len(diagnostics))):
                    self.recovering = False
                    self.track_whole(item)
                    continue
                lines = [unit for _line, unit in item.lines]  # one at a time, as written
            else:
                lines = [item]
            for unit in lines:
                if len(diagnostics) + len(parser.own) > MAX_ERRORS:
                    return  # parse() cuts the report at MAX_ERRORS and says so (E199)
                self.feed(unit)

    def feed(self, unit: list[tuple]) -> None:
        """Feed one unit (a line, a paragraph), reporting it and recovering if it goes
        wrong."""
        parser = self.parser
        first = unit[0]
        kind = first[0]
        if kind == "BAD":
            if first[1] == "[":  # an effect already reported (E109): dropped
                self.dropped_effects.append(first[2])
            self.recovering = True
            return
        if self.skip_section:
            if kind not in _HEADINGS and kind not in _HEADER:
                return
            self.skip_section = False
        at = parser.feed(unit)
        if at == 0:
            # Its first token has no place here: the line cannot stand here.
            if not self.recovering:
                self.report(self.misplaced(unit))
            self.recovering = True
            return
        if at > 0:
            expected = parser.expected
            self.report(self.broken(unit, at, expected))
            parser.forget()
            if (kind == "LSQB" and at == len(unit) and "RSQB" in expected
                    and self.ending is None):
                # Only the closing `]` is missing, in an entry's body (before any
                # ending): read the effect as if it were there, so that its outcomes
                # and what it notes are not lost (one error, no cascade of "never
                # reached" and "never noted").
                last = unit[-1]
                end = last[5] + 1
                if parser.feed([*unit, ("RSQB", "]", last[4], end, last[4], end)]) == -1:
                    self.recovering = False
                    return
                parser.forget()
            if kind == "LSQB":
                self.dropped_effects.append(first[2])
            elif kind in _ENDINGS:
                self.dropped_endings.append(first[2])
            if kind in ("K_EVENT", "K_CARD"):
                self.skip_section = True
            return
        self.recovering = False
        if kind in _TRACKED:
            self.track(unit)

    # ------------------------------------------------------------------ context

    def track(self, unit: list[tuple]) -> None:
        first = unit[0]
        kind = first[0]
        if kind in _HEADINGS:
            name = _HEADINGS[kind] or self._heading(self.book.ending)
            if kind in ("K_EVENT", "K_CARD"):
                name = f"{name} {unit[1][1].upper()}"
            self.section = (name, first[2])
            self.entry = self.ending = self.closed = None
        elif kind in ("ENTRY_ID", "SECTION_ID"):
            if kind == "SECTION_ID":
                self.section = ("", first[2])  # a numbered book: no heading above
            self.entry = (first[1].upper(), first[2])
            self.ending = self.closed = None
        elif kind in _ENDINGS:
            if self.entry and self.ending is None:
                self.ending = (_ENDINGS[kind], first[2])
        elif self.entry:  # a horizontal line
            self.closed = (self.entry[0], first[2])
            self.entry = self.ending = None

    def track_whole(self, entry: _WholeEntry) -> None:
        """``track`` of every line of a whole entry at once: its id line opens it, its
        horizontal line (always its last) closes it."""
        first = entry.lines[0][1][0]
        if first[0] == "SECTION_ID":
            self.section = ("", first[2])  # a numbered book: no heading above
        self.closed = (first[1].upper(), entry.lines[-1][1][0][2])
        self.entry = self.ending = None

    def where(self) -> str:
        if self.section is None:
            return "in the header"
        section = f"{self.section[0]} (line {self.section[1]})"
        if not self.section[0]:  # a numbered book's section
            if self.entry:
                return f"in section {self.entry[0]} (opened at line {self.entry[1]})"
            if self.closed:
                return (f"after the line that closed section {self.closed[0]} "
                        f"(line {self.closed[1]})")
        if self.entry:
            return f"in entry {self.entry[0]} (opened at line {self.entry[1]}) of {section}"
        if self.closed:
            return (f"between entries, after the line that closed entry {self.closed[0]} "
                    f"(line {self.closed[1]}) of {section}")
        return f"in {section}"

    # ------------------------------------------------------------------ messages

    def expected_lines(self) -> str:
        accepted = self.parser.accepted()
        # The book's scoring heading, as written and as a name (`SUCCESS POINTS`).
        scoring = {"SCORING": self._heading(self.book.scoring), "scoring": self._scoring()}
        words = [w.format_map(scoring) if types & {"POINTS", "K_SUCCESS"} else w
                 for types, w in _LINE_WORDS if types & accepted]
        if not words:
            return "nothing more"
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]

    def misplaced(self, unit: list[tuple]) -> Diagnostic:
        """A well-formed line that cannot stand where it is (E103)."""
        first = unit[0]
        kind, text = first[0], first[1]
        span = Span(self.path, first[2], first[3], unit[-1][4], unit[-1][5])
        hint = "here the booklet expects " + self.expected_lines()
        if kind == "PROSE":
            what = "prose"
        elif kind == "ENTRY_ID":
            what = f"the entry id `{text}`"
            if self.section is None or not self.section[0].startswith(("EVENT", "CARD")):
                hint = "entries belong to an Event or a card: write `EVENT n: Title` first"
        elif kind in ("DOTTED", "DOUBLE"):
            what = "a horizontal line"
        elif kind == "LSQB":
            what = "an effect"
        elif kind == "BULLET":
            what = "a bullet line"
        elif kind == "POINTS":
            what = f"a {self._scoring()} line"
            hint = (f"{self._scoring()} lines go under {self._heading(self.book.scoring)}, in "
                    f"the {self._heading(self.book.ending)}")
        elif kind in _HEADER:
            word = _HEADER[kind]
            what = f"the header directive `{word}`"
            hint = (f"header directives come before the first section; to start a prose "
                    f"line with this word, write `\\{word}`")
        elif kind == "K_SUCCESS":
            what = f"`{self._heading(self.book.scoring)}`"
            hint = (f"{self._heading(self.book.scoring)} goes at the end of the "
                    f"{self._heading(self.book.ending)} section")
        elif kind in _HEADINGS:
            what = f"the heading `{text}`"
        else:
            what = {"GOTO": "`→ TARGET`", "LABEL": f"the outcome `{text}`",
                    "IF": "a check arm (`if ... → TARGET`)",
                    "OTHERWISE": "`otherwise → TARGET`"}.get(kind, f"`{text}`")
        if kind in _ENDINGS and self.ending:
            hint = (f"entry {self.entry[0] if self.entry else ''} already ends with "
                    f"{self.ending[0]} at line {self.ending[1]}; an entry has one ending: "
                    "close it with a horizontal line and start another entry")
        elif kind in ("PROSE", "LSQB", "BULLET", *_ENDINGS) and self.closed:
            hint = f"start a new entry with its id on a line of its own first; {hint}"
        if kind in ("PROSE", "BULLET", "LSQB") and "expects" in hint:
            hint += "; to write this as prose, start the line with `\\`"
        return syntax("E103", span, hint=hint, what=what, where=self.where())

    def broken(self, unit: list[tuple], i: int, expected: set[str]) -> Diagnostic:
        """A line that goes wrong at its i-th token (E104 to E108); i == len: at its end.

        Like E103, the diagnostic says which block is still open, in its hint (the message
        says what was expected, and a message line stays readable in 80 columns). A header
        directive or a heading opens no block: it gets no context (the block before it
        would mislead).
        """
        diagnostic = self.expected_here(unit, i, expected)
        head = unit[0][0]
        if head in _HEADER or head in _HEADINGS:
            return diagnostic
        where = "this line is " + self.where()
        hint = f"{diagnostic.hint}; {where}" if diagnostic.hint else where
        return replace(diagnostic, hint=hint)

    def expected_here(self, unit: list[tuple], i: int, expected: set[str]) -> Diagnostic:
        """What ``broken`` reports, without the open block."""
        prev = unit[i - 1]
        if i < len(unit):
            tok = unit[i]
        else:  # the end of the line, just after its last token
            tok = ("_NL", "", prev[4], prev[5] + 1, prev[4], prev[5] + 1)
        kind, pkind, head = tok[0], prev[0], unit[0][0]
        span = _tspan(self.path, tok)
        # The table's expected set merges lookaheads of similar places (a condition in
        # an option, a check, a Success Points line); keep what really fits here.
        expected = (expected & self.parser.accepted()) or expected
        found = _found(tok)
        order = [t for t in _WORDS if t in expected]
        if pkind == "TEXT":
            after = "after the option text" if head == "BULLET" else "after the text"
        elif pkind == "LABEL":
            after = f"after the outcome `{prev[1]}`"
        elif pkind in _CONDITION:
            after = f"after `{prev[1]}` in the condition"
        elif pkind in _HEADER or pkind in _HEADINGS:
            after = ("after " + (self._heading(self.book.ending) if pkind == "K_END"
                                 else str(_HEADER.get(pkind) or _HEADINGS.get(pkind))))
        elif pkind == "INT" and head in ("K_EVENT", "K_MISSION"):
            after = "after the number"
        else:
            after = f"after `{prev[1]}`"
        hint = None
        if "ARROW" in expected:
            if head == "IF" and kind == "COLON":
                hint = ("a check arm is `if COND → TARGET`, without `:` (a `:` ends the "
                        "condition of an option, `• if COND: text → TARGET`)")
            return syntax("E105", span, hint=hint, after=after, found=found)
        if pkind in ("ARROW", "GOTO"):
            end = self.book.end_word
            if tok[1].upper().startswith(end.split()[0].upper()):
                hint = f"write `→ {end}`"
            return syntax("E106", span, hint=hint, found=found, end=end)
        if pkind in ("ENTRY_REF", "CONTINUE"):
            return syntax("E106", span, found=f"more after the target: {found}",
                          end=self.book.end_word,
                          hint="an arrow leads to one place; put the rest in prose")
        if any(t[0] == "LSQB" for t in unit[:i]):
            if "RSQB" in expected and kind == "_NL":
                hint = ("close the effect with `]`; to write prose starting with `[`, "
                        "start the line with `\\[`")
            elif pkind == "RSQB":
                hint = "an effect is a line of its own; put the text on the next line"
            return syntax("E107", span, hint=hint, expected=_plain(order, self.book),
                          after=after, found=found)
        if (pkind == "NAME" and i >= 2 and unit[i - 2][0] in _ATOM_START
                and kind not in ("CMP", "NAME")):
            # A bare name where a test was meant (`if WELL → 7.2`): point at the name.
            name = prev[1]
            return syntax("E108", _tspan(self.path, prev),
                          hint=(f"write `noted {name}` (a Log Entry), `has {name}` (a marker) "
                                f"or compare a number of the game: `{name} < 3`"),
                          expected="`noted NAME`, `has NAME`, `not`, `(` or a comparison",
                          after=f"after `{unit[i - 2][1]}` in the condition",
                          found=f"`{name}`")
        if head == "BULLET" and "COLON" in expected and len(unit) > 1 and unit[1][0] == "C_IF":
            # `• if` starts a condition, whatever follows (issue 24: never prose).
            return syntax("E108", span, hint=_OPTION_IF_HINT, expected=_plain(order, self.book),
                          after=after, found=found)
        if expected & _CONDITION or pkind in _CONDITION:
            if "COLON" in expected and head == "BULLET":
                hint = _OPTION_IF_HINT
            elif pkind in ("IF", "C_IF") and kind in ("NAME", "JUNK"):
                hint = (f"write `noted {tok[1]}` (a Log Entry), `has {tok[1]}` (a marker) or "
                        f"compare a number of the game: `{tok[1]} < 3`")
            return syntax("E108", span, hint=hint, expected=_plain(order, self.book),
                          after=after, found=found)
        if head == "K_INCLUDE":
            return syntax("E115", span, after=after)
        if head in ("K_EVENT", "K_MISSION", "K_CARD"):
            word = _HEADINGS.get(head, "MISSION")
            hint = f"write it as `{word} {'CODE' if word == 'CARD' else '1'}: Title`"
        return syntax("E104", span, hint=hint, expected=_plain(order, self.book),
                      after=after, found=found)


_OPTION_IF_HINT = ("end an option's condition with `:`, as in `• if noted A: text → 7.2`; an "
                   "option whose text starts with the word `if` is written `• \\if ...`")


def load(path: str | Path) -> LoadResult:
    """``crawlbook.dsl.loader.load``: parse a file and, depth first, its INCLUDEs."""
    from crawlbook.dsl.loader import load as _load

    return _load(path)


if __name__ == "__main__":
    # Through the module's own name: the tables must refer to crawlbook.dsl.parser's
    # relay, not to this __main__ copy's.
    from crawlbook.dsl.parser import write_shipped as write

    print(write())
