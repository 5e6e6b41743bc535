"""The line classifier of the crawlbook language: source text -> lines of lark tokens.

The language is line-oriented (docs/language.md, "Lexical rules"): what a line is (prose,
a directive, an effect, an option, an outcome, a check, a horizontal line) is decided by how
it starts, and prose may hold any character. A regular-expression lexer cannot say "any
character, unless the line starts like something else", so this module classifies each line
and cuts it into the terminals that ``grammar.lark`` declares; the grammar then says how
lines fit together (header, sections, entries, endings) and what a line holds.

Each unit the classifier returns is one source line as tokens (the parser adds the
``_NL`` that ends it), or one paragraph of prose as a single ``PROSE`` token (its lines
joined by newlines), or a single ``BAD`` token for a line that was already reported
(control characters, a number too large, a condition too complex) and that the parser
skips. A token is a plain tuple ``(type, text, line, column, end_line, end_column)``,
1-based and inclusive like ``Span`` (a long booklet has hundreds of thousands of tokens,
and tuples are the cheapest thing Python makes); ``crawlbook.dsl.linelexer`` turns them
into lark ``Token`` objects for ``Lark.parse``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator

from crawlbook.dsl.diagnostics import Diagnostic, syntax
from crawlbook.dsl.lines import split as split_lines
from crawlbook.dsl.nodes import Span
from crawlbook.dsl.shape import DEFAULT, BookShape, shapes

from crawlbook.inert import CONTROL, UNSAFE, describe

BLANKS = " \t\u00a0\u202f\u3000"  # blanks that may indent a line or trail it
MAX_DIGITS = 9
MAX_NESTING = 32
MAX_TESTS = 256

_DOUBLE = re.compile(r"[=═](?:[ \t]*[=═]){2,}")
_DOTTED = re.compile(r"-(?:[ \t]+-){2,}|[.·┄](?:[ \t]*[.·┄]){2,}")
_ENTRY_ID = re.compile(r"(?:\d+|[A-Za-z][A-Za-z0-9_]*)\.\d+")
_ENTRY_REF = re.compile(r"(?:\d+|[A-Za-z][A-Za-z0-9_]*)\.\d+(?![\w.])")
# The section headings are the book's (``BookShape.headings``: its ending's and scoring's
# words with the core's BRIEFING, OBJECTIVES and RULES), read by ``_Book``.
_HEAD_LETTERS = frozenset("BORESMIC")  # first letters of the core's headings and directives
_LONGEST_SECTION = 40  # a heading line is at most this long (blanks between its words)
_DIRECTIVE = re.compile(r"(MISSION|RULESET|INCLUDE|EVENT|CARD|START)(?![\w-])")
_DIRECTIVES = {
    "MISSION": "K_MISSION",
    "RULESET": "K_RULESET",
    "INCLUDE": "K_INCLUDE",
    "EVENT": "K_EVENT",
    "CARD": "K_CARD",
    "START": "K_START",
}
# A numbered book's section id, alone on its line (``12``), and a target (``→ 12``).
_SECTION_REF = re.compile(r"[0-9]+(?![\w.])")
_SECTION_ID = re.compile(r"[0-9]+")
_START_REF = re.compile(r"[ \t,]*([0-9]+(?:\.[0-9]+)?|[A-Za-z][A-Za-z0-9_]*\.[0-9]+)(?![\w.])")
# A ruleset's header directive: a line of the header that starts with a word in capitals
# (two characters at least, so that prose such as "A mission ..." is not taken for one).
_HEADER_WORD = re.compile(r"[A-Z][A-Z0-9_]*(?:-[A-Z0-9_]+)*(?![\w-])")
# The headings that end the header (a section starts).
_SECTION_KINDS = frozenset({"K_BRIEFING", "K_OBJECTIVES", "K_RULES", "K_END", "K_SUCCESS",
                            "K_EVENT", "K_CARD", "SECTION_ID"})
# How far into a file its RULESET line is looked for (it stands in the header, before any
# section): a long booklet's text is not searched to its end for one.
_HEADER_REACH = 1 << 16
_RULESET_LINE = re.compile(r"^[ \t]*RULESET[ \t]+([A-Za-z][A-Za-z0-9_-]*)", re.MULTILINE)
_POINTS = re.compile(r"([+-]?\d+)[ \t]+(if|per)(?![\w-])", re.IGNORECASE)
_ARM_IF = re.compile(r"if(?![\w-])", re.IGNORECASE)
# What makes a line starting with `if` a check arm even without its arrow (the arm is then
# reported, E105, instead of being read as prose): a word of a condition, `(`, a name
# compared with something (`if THREAT > 3`), or, after a lower-case `if`, a test word and a
# name in capitals (`if fired PISTOL`). `If you go down there...` stays prose.
_COND_START = re.compile(
    r"[ \t]*\(|[ \t]+(?:(?:not|noted|has)(?![\w-])"
    r"|[A-Za-z][A-Za-z0-9_-]*[ \t]*(?:<|>|=|!=|≤|≥|≠))", re.IGNORECASE)
_PRED_START = re.compile(r"[ \t]+[a-z][a-z0-9_-]*[ \t]+[A-Z][A-Z0-9_-]*(?![\w-])[ \t]*"
                         r"(?:$|:|(?:and|or)(?![\w-]))")
_OTHERWISE = re.compile(r"otherwise(?![\w-])", re.IGNORECASE)
_LABEL = re.compile(r"([A-Za-z][A-Za-z0-9_-]*)[ \t]*(?=→|->)")
# `• if`: whatever follows is the option's condition (docs/language.md, "Endings"), the same
# conditions as a check arm's; option text that starts with the word `if` is escaped,
# `• \if ...`.
_OPTION_IF = re.compile(r"if(?![\w-])", re.IGNORECASE)
_LOGTAG = re.compile(r"\([ \t]*([A-Za-z][A-Za-z0-9_-]*)[ \t]*\)$")
_NUMBER = re.compile(r"[ \t]*(\d+)")
_CODE = re.compile(r"[ \t]*([A-Za-z][A-Za-z0-9_]*)")
_SEP = re.compile(r"[ \t]*([:—–-])[ \t]*")
_STRING = re.compile(r'[ \t]*"([^"]*)"')
_ITEM = re.compile(
    r"[ \t]*(?:(?P<dice>\d*[Dd]\d+(?:[+-]\d+)?(?![\w]))|(?P<num>[+-]?\d+)"
    r"|(?P<word>[A-Za-z][A-Za-z0-9_-]*)|(?P<punct>[()\[\]:,])"
    r"|(?P<cmp><=|>=|==|!=|<|>|=|≤|≥|≠)|(?P<other>[^ \t]))"
)
# An effect of words and unsigned numbers only (``_Line.effect``), and its parts.
_PLAIN_EFFECT = re.compile(
    r"\[[ \t]*[A-Za-z][A-Za-z0-9_-]*(?:[ \t]+(?:[A-Za-z][A-Za-z0-9_-]*|[0-9]{1,9}))*[ \t]*\]")
_EFFECT_PART = re.compile(r"[A-Za-z0-9_-]+")
# Comparison operators as written -> the one spelling programs use.
CMP_OPS = {"<": "<", "<=": "<=", "≤": "<=", ">": ">", ">=": ">=", "≥": ">=", "=": "=",
           "==": "=", "!=": "!=", "≠": "!="}

_COND_WORDS = {"noted": "NOTED", "has": "HAS", "not": "NOT", "and": "AND", "or": "OR"}
_PUNCT = {"(": "LPAR", ")": "RPAR", "[": "LSQB", "]": "RSQB", ":": "COLON", ",": "COMMA"}


Tok = tuple[str, str, int, int, int, int]  # type, text, line, column, end line, end column


class _BadLine(Exception):
    """A line already reported by the classifier; the parser skips it."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


class _Line:
    """One source line being cut into tokens (indexes into ``raw`` are 0-based)."""

    __slots__ = ("book", "end", "file", "lineno", "raw", "tokens")

    def __init__(self, raw: str, lineno: int, file: str, book: _Book | None = None) -> None:
        self.book = book or _DEFAULT_BOOK
        self.raw = raw
        self.lineno = lineno
        self.file = file
        self.tokens: list[Tok] = []
        self.end = len(raw.rstrip(BLANKS))

    def tok(self, type_: str, value: str, i: int, j: int) -> None:
        """The token [i, j) of this line (j == i for an empty one)."""
        self.tokens.append((type_, value, self.lineno, i + 1, self.lineno, j if j > i else i + 1))

    def span(self, i: int, j: int) -> Span:
        return Span(self.file, self.lineno, i + 1, self.lineno, max(i + 1, j))

    def skip_blanks(self, k: int, j: int | None = None) -> int:
        j = self.end if j is None else j
        while k < j and self.raw[k] in BLANKS:
            k += 1
        return k

    def junk(self, k: int, j: int | None = None) -> None:
        """Whatever is left in [k, j) that should not be there, as one JUNK token."""
        j = self.end if j is None else j
        k = self.skip_blanks(k, j)
        if k < j:
            end = len(self.raw[k:j].rstrip(BLANKS)) + k
            self.tok("JUNK", self.raw[k:end], k, end)

    def newline(self) -> list[Tok]:
        """The line's tokens, now complete (the parser feeds the ``_NL`` after them)."""
        return self.tokens

    # ---------------------------------------------------------------- small words

    def scan(self, k: int, j: int, ctx: str) -> int:
        """Cut [k, j) into words, numbers and punctuation as context ``ctx`` reads them.

        Returns where scanning stopped (after ``]`` in an effect).
        """
        raw = self.raw
        depth = nots = tests = worst = 0
        while k < j:
            m = _ITEM.match(raw, k, j)
            if m is None:
                return j
            kind = m.lastgroup or "other"
            i, e = m.start(kind), m.end(kind)
            text = m.group(kind)
            k = e
            if kind == "dice":
                # `2D6+1`: dice in an effect or a header line; elsewhere a word and a number
                # would have been meant, so it is junk.
                self.tok("DICE" if ctx in ("effect", "directive") else "JUNK", text, i, e)
            elif kind == "num":
                digits = text.lstrip("+-")
                if len(digits) > MAX_DIGITS:
                    raise _BadLine(syntax("E109", self.span(i, e), text=text))
                signed = digits != text
                if ctx in ("effect", "plain", "directive", "cond"):
                    self.tok("SIGNED_INT" if signed else "INT", text, i, e)
                elif ctx == "per" and not signed:
                    self.tok("INT", text, i, e)
                else:
                    self.tok("JUNK", text, i, e)
            elif kind == "word":
                if ctx == "cond":
                    type_ = _COND_WORDS.get(text.lower(), "NAME")
                    if type_ == "NOT":
                        nots += 1
                        worst = max(worst, depth + nots)
                    else:
                        nots = 0
                    if type_ in ("NOTED", "HAS"):
                        tests += 1
                    self.tok(type_, text, i, e)
                else:
                    self.tok("WORD", text, i, e)
            elif kind == "punct":
                type_ = _PUNCT[text]
                if ctx == "cond" and type_ in ("LPAR", "RPAR"):
                    depth += 1 if type_ == "LPAR" else -1
                    worst = max(worst, depth + nots)
                    self.tok(type_, text, i, e)
                elif ctx == "effect" and type_ == "RSQB":
                    self.tok("RSQB", text, i, e)
                    return e
                elif ctx == "directive" and type_ == "LSQB":
                    return i  # the effect at the end of a header line
                elif ctx == "directive" and type_ in ("COLON", "COMMA"):
                    self.tok(type_, text, i, e)
                else:
                    self.tok("JUNK", text, i, e)
            elif kind == "cmp":
                if ctx == "cond":
                    tests += 1
                    self.tok("CMP", CMP_OPS[text], i, e)
                else:
                    self.tok("JUNK", text, i, e)
            else:
                self.tok("JUNK", text, i, e)
            if worst > MAX_NESTING or tests > MAX_TESTS:
                why = (f"more than {MAX_NESTING} levels of `not` and parentheses"
                       if worst > MAX_NESTING else f"more than {MAX_TESTS} tests")
                raise _BadLine(syntax("E110", self.span(i, e), why=why))
        return k

    def target(self, k: int) -> None:
        """After an arrow: an entry id (a section number in a numbered book) or the book's
        end words (CONTINUE THE MISSION), then the end of the line."""
        k = self.skip_blanks(k)
        if k >= self.end:
            return
        book = self.book
        ending = book.ending
        m = ending.match(self.raw, k, self.end)
        if m is None:
            m = _ENTRY_REF.match(self.raw, k, self.end)
            if m is None and book.numbered:
                m = _SECTION_REF.match(self.raw, k, self.end)
            if m is None:
                self.junk(k)
                return
        type_ = "CONTINUE" if m.re is ending else "ENTRY_REF"
        self.tok(type_, m.group(0), k, m.end())
        self.junk(m.end())

    def effect(self, k: int) -> None:
        """``[`` at k: the effect's words up to ``]``, then nothing else on the line."""
        self.tok("LSQB", "[", k, k + 1)
        raw = self.raw
        if _PLAIN_EFFECT.fullmatch(raw, k, self.end):
            # Words and numbers without signs between blanks (most effects): each part is
            # a WORD or an INT, as ``scan`` would find it, without its tests per part
            # (docs/performance.md, "check throughput"; guarded by
            # benchmarks/check_compare.py).
            close = self.end - 1
            for m in _EFFECT_PART.finditer(raw, k + 1, close):
                text = m.group()
                self.tok("INT" if text[0].isdigit() else "WORD", text, m.start(), m.end())
            self.tok("RSQB", "]", close, close + 1)
            return
        k = self.scan(k + 1, self.end, "effect")
        self.junk(k)


def _first_arrow(raw: str, k: int, j: int) -> tuple[int, int]:
    a, b = raw.find("→", k, j), raw.find("->", k, j)
    if a == -1 and b == -1:
        return -1, 0
    if b == -1 or (a != -1 and a < b):
        return a, 1
    return b, 2


def _last_arrow(raw: str, k: int, j: int) -> tuple[int, int]:
    a, b = raw.rfind("→", k, j), raw.rfind("->", k, j)
    if a == -1 and b == -1:
        return -1, 0
    return (a, 1) if a > b else (b, 2)


def tokenize(source: str, file: str, diagnostics: list[Diagnostic],
             shape_of: ShapeOf | None = None) -> list[list[Tok]]:
    """All the units of ``source`` (see ``units``)."""
    return list(units(source, file, diagnostics, shape_of))


ShapeOf = Callable[[str | None], BookShape]


def units(source: str, file: str, diagnostics: list[Diagnostic],
          shape_of: ShapeOf | None = None) -> Iterator[list[Tok]]:
    """Cut ``source`` into units (lines of tokens, prose paragraphs, skipped lines), one at
    a time, so that a long booklet's tokens never all sit in memory together.

    Problems found while classifying (E102, E109, E110, E115, E116) are appended to
    ``diagnostics``; their lines come back as a single ``BAD`` token.

    ``shape_of`` gives the book's shape (``crawlbook.dsl.shape``) for the ruleset a
    ``RULESET`` line names, or for None when the header ends without one; without it the
    installed rulesets' books are read (``crawlbook.dsl.shape.shapes``).
    """
    for _shape, unit in shaped_units(source, file, diagnostics, shape_of):
        yield unit


def shaped_units(source: str, file: str, diagnostics: list[Diagnostic],
                 shape_of: ShapeOf | None = None) -> Iterator[tuple[str | None, list[Tok]]]:
    """``units``, each with its shape when the classifier knows it: ``PROSE``,
    ``ENTRY_ID``, or the whole-line token the parser feeds it as (``EFFECT_LINE``,
    ``GOTO_LINE``, ``OPTION_LINE``, ``OUTCOME_LINE``, ``HLINE``: ``parser._whole``'s
    names, for the lines ``_Book.fast`` reads); else None (the parser works it out)."""
    paragraph: list[tuple[str, int, int, int]] = []  # text, line, start, end (0-based)
    header = True  # before the first section: capitalised lines are header directives
    # The RULESET line (the header's first lines) names the ruleset whose book this is,
    # before a line such as `12` can be read: one search, not one per line.
    named = _RULESET_LINE.search(source, 0, _HEADER_REACH)
    book = _book((shape_of or shapes())(named.group(1) if named else None))

    def flush() -> tuple[str, list[Tok]]:
        text = "\n".join([p[0] for p in paragraph])
        first, last = paragraph[0], paragraph[-1]
        paragraph.clear()
        return "PROSE", [("PROSE", text, first[1], first[2] + 1, last[1], last[3])]

    # One search of the whole text is cheaper than one per line, and almost every booklet
    # holds none of these characters.
    unsafe = UNSAFE.search(source) is not None
    book.read += source.count("\n") + 1
    # ``book.fast`` once the header has ended, for a long book (``FAST_AFTER``) whose text
    # holds no UNSAFE character.
    wanted = not unsafe and book.read >= FAST_AFTER
    fast = None
    letters, longest, shapes_of = book.letters, book.longest, _FAST_SHAPES
    for lineno, raw in enumerate(split_lines(source), 1):
        if fast is not None:
            m = fast(raw)
            if m is not None:
                shape = m.lastgroup or ""
                if shape == "P":
                    k, e = m.span(shape)
                    if raw[k] not in letters or e - k > longest:
                        paragraph.append((raw[k:e], lineno, k, e))
                        continue
                else:
                    if paragraph:
                        yield flush()
                    yield shapes_of[shape], _fast_tokens(m, shape, raw, lineno)
                    continue
            elif not raw:
                if paragraph:
                    yield flush()
                continue
        line = _Line(raw, lineno, file, book)
        bad = UNSAFE.search(raw) if unsafe else None  # in comments too: a report shows them
        if bad:
            if paragraph:
                yield flush()
            diagnostics.append(_unsafe(line, bad.start()))
            k = line.skip_blanks(0)
            yield None, [("BAD", "", lineno, k + 1, lineno, max(line.end, k + 1))]
            continue
        k = line.skip_blanks(0)
        if k >= line.end:
            if paragraph:
                yield flush()
            continue
        s = raw[k:line.end]
        if s.startswith("//"):
            continue
        if s[0] == "\\":
            paragraph.append((s[1:], lineno, k, line.end))
            continue
        try:
            tokens = _classify(line, s, k, header)
            if header and tokens is not None and tokens[0][0] in _SECTION_KINDS:
                header = False
                fast = book.fast if wanted else None
        except _BadLine as problem:
            diagnostics.append(problem.diagnostic)
            # The text says what the line was meant to be: `[` for an effect (its outcome
            # lines then do not report a missing effect again, E111).
            tokens = [("BAD", s[:1], lineno, k + 1, lineno, line.end)]
        if tokens is None:
            paragraph.append((s, lineno, k, line.end))
            continue
        if paragraph:
            yield flush()
        yield None, tokens
    if paragraph:
        yield flush()


def _unsafe(line: _Line, i: int) -> Diagnostic:
    """E102 for a control character at ``i``, E116 for a character that reorders or
    breaks the text shown (``crawlbook.inert``)."""
    char = line.raw[i]
    if CONTROL.match(char):
        return syntax("E102", line.span(i, i + 1), codepoint=ord(char))
    return syntax("E116", line.span(i, i + 1), character=describe(char))


def _classify(line: _Line, s: str, k: int, header: bool = False) -> list[Tok] | None:
    """The tokens of a non-prose line, or None when the line is prose. In the ``header``
    (before the first section), a line that starts with a word in capitals is a header
    directive of the ruleset."""
    raw, end = line.raw, line.end
    c = s[0]
    if c in "=═" and _DOUBLE.fullmatch(s):
        line.tok("DOUBLE", s, k, end)
        return line.newline()
    if c in "-.·┄" and _DOTTED.fullmatch(s):
        line.tok("DOTTED", s, k, end)
        return line.newline()
    if c == "[":
        line.effect(k)
        return line.newline()
    if c == "•" or (c in "*-" and len(s) > 1 and s[1] in BLANKS):
        return _option(line, k)
    if c == "→" or s.startswith("->"):
        n = 1 if c == "→" else 2
        line.tok("GOTO", s[:n], k, k + n)
        line.target(k + n)
        return line.newline()
    # The checks below are gated on the first character: most lines of a booklet are
    # prose, and each regular expression tried costs time on every one of them.
    book = line.book
    if book.numbered and c.isdigit() and _SECTION_ID.fullmatch(s):
        if len(s) > MAX_DIGITS:
            raise _BadLine(syntax("E109", line.span(k, end), text=s))
        line.tok("SECTION_ID", s, k, end)
        return line.newline()
    if c.isalnum() and s[-1].isdigit() and _ENTRY_ID.fullmatch(s):
        line.tok("ENTRY_ID", s, k, end)
        return line.newline()
    sections, letters = book.sections, book.letters
    if c in letters:
        if len(s) <= book.longest:
            head = " ".join(s.rstrip(":").split())
            if head in sections:
                line.tok(sections[head], s, k, end)
                return line.newline()
        m = _DIRECTIVE.match(raw, k, end)
        if m and (m.group(1) != "START" or (header and not _ruleset_start(line, m.end()))):
            kind = _DIRECTIVES[m.group(1)]
            if kind == "K_START":
                return _start(line, k, m.end())
            return _directive(line, kind, k, m.end())
    if header and "A" <= c <= "Z":
        m = _HEADER_WORD.match(raw, k, end)
        if m and m.end() - k >= 2:
            return _header_directive(line, k, m.end())
    if not c.isalpha():
        m = _POINTS.match(raw, k, end) if c in "+-0123456789" else None
        if m is None:
            return None
    elif c in "iIoO":
        m = None
    else:
        m = _LABEL.match(raw, k, end)
        if m is None:
            return None
        return _outcome(line, m, k)
    if m:
        if len(m.group(1).lstrip("+-")) > MAX_DIGITS:
            raise _BadLine(syntax("E109", line.span(k, m.end(1)), text=m.group(1)))
        line.tok("POINTS", m.group(1), k, m.end(1))
        word_at = m.start(2)
        if m.group(2).lower() == "if":
            line.tok("C_IF", m.group(2), word_at, m.end(2))
            line.scan(m.end(2), end, "cond")
        else:
            line.tok("PER", m.group(2), word_at, m.end(2))
            line.scan(m.end(2), end, "per")
        return line.newline()
    m = _ARM_IF.match(raw, k, end)
    if m:
        arrow, size = _first_arrow(raw, m.end(), end)
        if (arrow != -1 or _COND_START.match(raw, m.end(), end)
                or (raw[k:m.end()] == "if" and _PRED_START.match(raw, m.end(), end))):
            line.tok("IF", m.group(0), k, m.end())
            cond_end = arrow if arrow != -1 else end
            line.scan(m.end(), cond_end, "cond")
            if arrow != -1:
                line.tok("ARROW", raw[arrow:arrow + size], arrow, arrow + size)
                line.target(arrow + size)
            return line.newline()
    m = _OTHERWISE.match(raw, k, end)
    if m:
        arrow, size = _first_arrow(raw, m.end(), end)
        rest = line.skip_blanks(m.end())
        # `otherwise 7.2` (the arrow forgotten) is an arm without its arrow (E105).
        if arrow != -1 or m.end() == end or (
                rest > m.end() and (_ENTRY_REF.fullmatch(raw, rest, end)
                                    or book.ending
                                    .fullmatch(raw, rest, end))):
            line.tok("OTHERWISE", m.group(0), k, m.end())
            if arrow == -1:
                line.junk(m.end())
            else:
                line.junk(m.end(), arrow)
                line.tok("ARROW", raw[arrow:arrow + size], arrow, arrow + size)
                line.target(arrow + size)
            return line.newline()
    m = _LABEL.match(raw, k, end)
    if m:
        return _outcome(line, m, k)
    return None


class _Book:
    """What the classifier reads of a book's shape (``crawlbook.dsl.shape.BookShape``),
    worked out once per book: whether bare numbers are sections, its section headings, the
    longest of them, and the letters they and the core's directives start with (every line
    is gated on them), its end words after an arrow, and ``fast``, the commonest lines of
    its entries read by one regular expression (``_fast_pattern``)."""

    __slots__ = ("_fast", "ending", "letters", "longest", "numbered", "read", "sections")

    def __init__(self, shape: BookShape) -> None:
        self.numbered = shape.numbered
        self.sections = shape.headings
        self.longest = max(_LONGEST_SECTION, 2 * max(map(len, self.sections)))
        self.letters = _HEAD_LETTERS | {h[0] for h in self.sections if h}
        self.ending = shape.end_pattern
        self.read = 0  # lines of this book given to the classifier in this process
        self._fast: Callable[[str], re.Match[str] | None] | bool | None = False

    @property
    def fast(self) -> Callable[[str], re.Match[str] | None] | None:
        """``_fast_pattern``'s, compiled the first time it is asked for."""
        if self._fast is False:
            self._fast = _fast_pattern(self)
        return self._fast  # type: ignore[return-value]

    @fast.setter
    def fast(self, value: Callable[[str], re.Match[str] | None] | None) -> None:
        self._fast = value


# ``_Book.fast`` is used once a book's lines given to the classifier in this process (its
# files, a folder of them, a file the language server reads again) reach this many: its
# expression takes about 28 million instructions to compile, which the fast reading wins
# back only over thousands of lines (about 5 thousand instructions a line of Mission 1),
# while `crawlbook check` of one mission reads under a thousand (docs/performance.md,
# "start-up"; guarded by benchmarks/startup_bench.py, and benchmarks/check_compare.py for
# long booklets).
FAST_AFTER = 2000


# The lines ``_Book.fast`` reads -> their shape (``shaped_units``).
_FAST_SHAPES = {"I": "ENTRY_ID", "E": "EFFECT_LINE", "H": "HLINE", "G": "GOTO_LINE",
                "O": "OPTION_LINE", "L": "OUTCOME_LINE", "A": None, "W": None}
_ARROWS = ("→", "->")


def _fast_pattern(book: _Book) -> Callable[[str], re.Match[str] | None] | None:
    """The fullmatch of one regular expression that reads, in one call, a line of an
    entry of the commonest kinds as ``_classify`` would (after the header only): an entry
    id, a paragraph's line of prose that starts with a letter, a plain effect, a horizontal
    line, and, well formed, `→ TARGET`, an option without a condition, an outcome, a check
    arm whose condition is words only and `otherwise → TARGET`. The alternative that
    matched (``lastgroup``) is the line's kind; any other line is classified by
    ``_classify`` as before. Each alternative holds the tests ``_classify`` makes before it
    would reach that kind (an outcome's label is no directive, `if` nor `otherwise`; an
    option's text no condition), so both read a line the same way (hypothesis-tested,
    tests/dsl/test_dsl_fast_lines.py).

    One regular expression instead of a ``_Line``, its gates and its tests in turn: the
    classifier's share of a parse (docs/performance.md, "check throughput"; guarded by
    benchmarks/check_compare.py). None, and no fast reading, for a book whose end words or
    headings hold an arrow (the alternatives' reasoning would not hold)."""
    words = [*book.sections, book.ending.pattern]
    if any(a in w or ">" in w for w in words for a in _ARROWS):
        return None
    b = f"[{BLANKS}]"
    ref = _ENTRY_REF.pattern + (f"|{_SECTION_REF.pattern}" if book.numbered else "")
    ending = f"(?i:{book.ending.pattern})"

    def target(x: str) -> str:
        # ``_Line.target``: the end words first, then an entry id; what follows is blanks.
        return rf"(?P<{x}a>→|->){b}*+(?>(?P<{x}c>{ending})|(?P<{x}r>{ref}))"

    directive = r"(?:MISSION|RULESET|INCLUDE|EVENT|CARD)(?![\w-])"
    label = r"[A-Za-z][A-Za-z0-9_-]*"
    pattern = "".join([
        rf"{b}*+(?:",
        rf"(?P<I>{_ENTRY_ID.pattern})",
        rf"|(?P<P>(?![iIoO]|{directive}|{label}[ \t]*(?:→|->))[A-Za-z](?:.*[^{BLANKS}])?)",
        rf"|(?P<E>{_PLAIN_EFFECT.pattern})",
        rf"|(?P<H>{_DOUBLE.pattern}|{_DOTTED.pattern})",
        rf"|(?P<G>{target('G')})",
        rf"|(?P<O>(?:•|[*-]{b}){b}*+(?!\\|(?i:if)(?![\w-]))(?P<Ot>.+){target('O')})",
        rf"|(?P<L>(?!{directive}|(?i:if|otherwise)(?![\w-]))(?P<Ll>{label})[ \t]*{target('L')})",
        rf"|(?P<A>(?i:if)(?P<At>(?:[ \t]+(?![Dd]\d){label}){{1,32}})[ \t]*{target('A')})",
        rf"|(?P<W>(?i:otherwise)(?![\w-]){b}*+{target('W')})",
        rf"){b}*",
    ])
    return re.compile(pattern).fullmatch


def _fast_tokens(m: re.Match[str], shape: str, raw: str, n: int) -> list[Tok]:
    """The tokens of a line ``_Book.fast`` read (``m``), as ``_classify`` cuts them."""
    if shape == "I":
        k, e = m.span("I")
        return [("ENTRY_ID", raw[k:e], n, k + 1, n, e)]
    if shape == "E":
        k, e = m.span("E")
        tokens: list[Tok] = [("LSQB", "[", n, k + 1, n, k + 1)]
        # Its parts are words and numbers between spaces and tabs: ``str.split``'s, each
        # found from where the one before ended.
        at = k + 1
        for text in raw[at:e - 1].split():
            at = raw.index(text, at)
            tokens.append(("INT" if text[0].isdigit() else "WORD", text, n, at + 1, n,
                           at + len(text)))
            at += len(text)
        tokens.append(("RSQB", "]", n, e, n, e))
        return tokens
    if shape == "H":
        k, e = m.span("H")
        return [("DOUBLE" if raw[k] in "=═" else "DOTTED", raw[k:e], n, k + 1, n, e)]
    if shape == "G":
        k, e = m.span("Ga")
        tokens = [("GOTO", raw[k:e], n, k + 1, n, e)]
    elif shape == "O":
        k = m.start("O")
        i = m.start("Ot")
        text = m.group("Ot").rstrip(BLANKS)  # not empty: it starts with no blank
        tokens = [("BULLET", raw[k], n, k + 1, n, k + 1),
                  ("TEXT", text, n, i + 1, n, i + len(text))]
    elif shape == "L":
        k, e = m.span("Ll")
        tokens = [("LABEL", raw[k:e], n, k + 1, n, e)]
    elif shape == "A":
        k = m.start("A")
        tokens = [("IF", raw[k:k + 2], n, k + 1, n, k + 2)]
        at = k + 2
        for text in raw[at:m.end("At")].split():  # words between spaces and tabs
            at = raw.index(text, at)
            tokens.append((_COND_WORDS.get(text.lower(), "NAME"), text, n, at + 1, n,
                           at + len(text)))
            at += len(text)
    else:  # "W"
        k = m.start("W")
        tokens = [("OTHERWISE", raw[k:k + 9], n, k + 1, n, k + 9)]
    if shape != "G":
        a, e = m.span(shape + "a")
        tokens.append(("ARROW", raw[a:e], n, a + 1, n, e))
    t, e = m.span(shape + "c")
    if t >= 0:
        tokens.append(("CONTINUE", raw[t:e], n, t + 1, n, e))
    else:
        t, e = m.span(shape + "r")
        tokens.append(("ENTRY_REF", raw[t:e], n, t + 1, n, e))
    return tokens


_DEFAULT_BOOK = _Book(DEFAULT)


@functools.lru_cache(maxsize=16)
def _book(shape: BookShape) -> _Book:
    """The classifier's tables for ``shape``, built once per book (each file of a ruleset
    reads the same ones)."""
    return _Book(shape)


def _ruleset_start(line: _Line, after: int) -> bool:
    """Whether ``START`` begins a ruleset's own header directive of several words (Chainsaw
    Warrior's ``START TIME 10``) rather than the core's ``START 1``: a word in capitals
    follows it that is no entry id (``ALPHA.1`` is one)."""
    k = line.skip_blanks(after)
    word = _HEADER_WORD.match(line.raw, k, line.end)
    return word is not None and line.raw[word.end():word.end() + 1] != "."


def _start(line: _Line, k: int, after: int) -> list[Tok]:
    """``START 1`` (or ``START 7.1, 9.1``): where a reader may begin, in the header."""
    raw, end = line.raw, line.end
    line.tok("K_START", raw[k:after], k, after)
    i = after
    while i < end:
        m = _START_REF.match(raw, i, end)
        if m is None:
            line.junk(i)
            break
        line.tok("ENTRY_REF", m.group(1), m.start(1), m.end(1))
        i = m.end()
        if line.skip_blanks(i) >= end:
            break
    return line.newline()


def _outcome(line: _Line, m: re.Match[str], k: int) -> list[Tok]:
    """``LABEL → TARGET`` (``pass → 7.5``)."""
    raw = line.raw
    line.tok("LABEL", m.group(1), k, m.end(1))
    arrow = m.end()
    size = 1 if raw[arrow] == "→" else 2
    line.tok("ARROW", raw[arrow:arrow + size], arrow, arrow + size)
    line.target(arrow + size)
    return line.newline()


def _option(line: _Line, k: int) -> list[Tok]:
    """``• [if COND:] text → TARGET`` (an option) or ``• text (NAME)`` (an objective)."""
    raw, end = line.raw, line.end
    line.tok("BULLET", raw[k], k, k + 1)
    k = line.skip_blanks(k + 1)
    m = None
    if k < end and raw[k] == "\\":
        k += 1  # `• \if you dare → 7.2`: text, though it starts like a condition
    else:
        m = _OPTION_IF.match(raw, k, end)
    if m:
        line.tok("C_IF", raw[k:k + 2], k, k + 2)
        colon = raw.find(":", m.end(), end)
        arrow, _ = _first_arrow(raw, m.end(), end)
        if colon == -1 or (arrow != -1 and arrow < colon):
            cond_end = arrow if arrow != -1 else end
            line.scan(m.end(), cond_end, "cond")
            k = cond_end
        else:
            line.scan(m.end(), colon, "cond")
            line.tok("COLON", ":", colon, colon + 1)
            k = colon + 1
    arrow, size = _last_arrow(raw, k, end)
    text_end = arrow if arrow != -1 else end
    i = line.skip_blanks(k, text_end)
    j = len(raw[i:text_end].rstrip(BLANKS)) + i
    if arrow == -1:
        tag = _LOGTAG.search(raw, i, j)
        if tag:
            j2 = len(raw[i:tag.start()].rstrip(BLANKS)) + i
            if j2 > i:
                line.tok("TEXT", raw[i:j2], i, j2)
            line.tok("LOGTAG", tag.group(1), tag.start(), tag.end())
            return line.newline()
    if j > i:
        line.tok("TEXT", raw[i:j], i, j)
    if arrow != -1:
        line.tok("ARROW", raw[arrow:arrow + size], arrow, arrow + size)
        line.target(arrow + size)
    return line.newline()


def escaped_option_text(text: str) -> bool:
    """Whether an option's (or objective's) ``text`` must be written after ``\\`` when it
    comes right after the bullet: it starts like a condition, or with a backslash."""
    return text.startswith("\\") or _OPTION_IF.match(text) is not None


def _directive(line: _Line, kind: str, k: int, after: int) -> list[Tok]:
    """A header directive or an EVENT / CARD heading: its keyword, then what it takes."""
    raw, end = line.raw, line.end
    line.tok(kind, raw[k:after], k, after)
    if kind in ("K_MISSION", "K_EVENT", "K_CARD"):
        m = (_CODE if kind == "K_CARD" else _NUMBER).match(raw, after, end)
        if m is None:
            line.junk(after)
            return line.newline()
        if kind != "K_CARD" and len(m.group(1)) > MAX_DIGITS:
            raise _BadLine(syntax("E109", line.span(m.start(1), m.end(1)), text=m.group(1)))
        line.tok("CODE" if kind == "K_CARD" else "INT", m.group(1), m.start(1), m.end(1))
        sep = _SEP.match(raw, m.end(), end)
        if sep is None:
            line.junk(m.end())
            return line.newline()
        line.tok("SEP", sep.group(1), sep.start(1), sep.end(1))
        if sep.end() < end:
            line.tok("TITLE", raw[sep.end():end], sep.end(), end)
        return line.newline()
    if kind == "K_INCLUDE":
        m = _STRING.match(raw, after, end)
        if m is None:
            raise _BadLine(syntax("E115", line.span(after, end), after="after INCLUDE"))
        line.tok("STRING", m.group(1), m.start(), m.end())
        line.junk(m.end())
        return line.newline()
    line.scan(after, end, "plain")
    return line.newline()


def _header_directive(line: _Line, k: int, after: int) -> list[Tok]:
    """A ruleset's header line: its first word, then words, numbers, dice, ``:`` and ``,``,
    and maybe an ``[effect]`` at the end (the ruleset's registry says what they mean)."""
    line.tok("DIRECTIVE", line.raw[k:after], k, after)
    stop = line.scan(after, line.end, "directive")
    k = line.skip_blanks(stop)
    if k < line.end and line.raw[k] == "[":
        line.effect(k)
    return line.newline()
