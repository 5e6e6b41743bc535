"""Suppression comments: ``// crawlbook: ignore CODE`` and ``// crawlbook: ignore-file CODE``.

Diagnostics are the product (docs/architecture.md, principle 7): a warning the author has
looked at and accepted should be silenced where it stands, as ruff's ``# noqa`` does, not for the
whole project. The language only has whole-line comments (docs/language.md, "Lexical
rules"), so a comment line::

    // crawlbook: ignore W401, I502

suppresses those codes for the diagnostics whose span starts on the next line that is not
a comment, and ``// crawlbook: ignore-file W401`` anywhere in a file suppresses them in
that file. The parser drops comments, so this module re-reads each file's text, cutting
lines exactly as the lexer (``dsl/lexer.py``) does so that line numbers agree.

Fatal codes (a booklet that cannot be compiled) and the codes about suppression comments
themselves cannot be suppressed (I503). An unknown code gets W411, a ``crawlbook:``
comment that is not a suppression W412, and a suppression that suppressed nothing I504, so
stale comments are found.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace

from crawlbook.compiler.diagnostics import catalogue, current, make
from crawlbook.compiler.suggest import closest
from crawlbook.dsl.diagnostics import Diagnostic
from crawlbook.dsl.lexer import BLANKS
from crawlbook.dsl.lines import text_lines
from crawlbook.dsl.nodes import Span
from crawlbook.dsl.record import record

# The codes about suppression comments: turned off by the configuration, not by a comment.
OWN_CODES = frozenset({"W411", "W412", "I503", "I504"})
KINDS = ("ignore", "ignore-file")

_ANY_MARK = re.compile(r"//[" + BLANKS + r"]*crawlbook", re.IGNORECASE)
# Compiled by ``re`` the first time a file has a ``// crawlbook`` comment: most have none,
# and these blanks (past U+00FF, ignoring case) make each pattern dear to compile
# (docs/performance.md, "start-up"; benchmarks/startup_bench.py).
_MARK = r"^//[" + BLANKS + r"]*crawlbook[" + BLANKS + r"]*:"
_WORD = r"[^," + BLANKS + r"]+"


@record
class Named:
    """One code written in a suppression comment."""

    code: str
    span: Span


@record
class Suppression:
    """One ``// crawlbook: ignore`` comment; ``target`` is the line it applies to (None when
    no line follows), or None for ``ignore-file`` (``whole_file``)."""

    file: str
    line: int
    whole_file: bool
    target: int | None
    codes: tuple[Named, ...] = ()

    def covers(self, d: Diagnostic) -> bool:
        span = d.span
        return (span is not None and span.file == self.file
                and (self.whole_file or span.line == self.target))


def lines(source: str) -> list[str]:
    """``source`` cut into lines as the lexer cuts it (``crawlbook.dsl.lines``)."""
    return text_lines(source)


def _is_comment(raw: str) -> bool:
    return raw.lstrip(BLANKS).startswith("//")


def scan(source: str, file: str) -> tuple[list[Suppression], list[Diagnostic]]:
    """The suppression comments of one file, and the problems of the comments themselves
    (W411, W412, I503). Only codes that can be suppressed are kept in ``codes``."""
    if not _ANY_MARK.search(source):
        return [], []
    text = lines(source)
    found: list[Suppression] = []
    problems: list[Diagnostic] = []
    pending: list[int] = []  # where in ``found`` line suppressions wait for their target
    mark_re, word_re = re.compile(_MARK, re.IGNORECASE), re.compile(_WORD)
    for number, raw in enumerate(text, 1):
        if not _is_comment(raw):
            for i in pending:
                found[i] = replace(found[i], target=number)
            pending.clear()
            continue
        start = len(raw) - len(raw.lstrip(BLANKS))
        body = raw[start:].rstrip(BLANKS)
        mark = mark_re.match(body)
        if mark is None:
            continue
        words = [(m.group(), start + m.start() + 1) for m in word_re.finditer(body, mark.end())]
        kind = words[0][0].lower() if words else ""
        if kind not in KINDS:
            at = Span(file, number, start + 1, number, start + len(body))
            typo = closest(kind, KINDS) if kind else None
            hint = (f"did you mean `{typo}`?" if typo
                    else "write `// crawlbook: ignore CODE` or `// crawlbook: ignore-file CODE`")
            problems.append(make("W412", at, hint))
            continue
        named: list[Named] = []
        codes = words[1:]
        if not codes:
            end = words[0][1] + len(words[0][0]) - 1
            problems.append(make("W412", Span(file, number, start + 1, number, end),
                                 f"name the codes: `// crawlbook: {kind} W401`"))
            continue
        for word, column in codes:
            span = Span(file, number, column, number, column + len(word) - 1)
            code = current(word.upper())  # a former code suppresses the code it became
            entry = catalogue().get(code)
            if entry is None:
                best = closest(code, catalogue())
                hint = (f"did you mean `{best}`?" if best
                        else "docs/diagnostics.md lists every code")
                problems.append(make("W411", span, hint, code=word))
            elif entry.fatal:
                problems.append(make("I503", span, "a booklet with it cannot be compiled: "
                                     "fix the problem instead", code=code))
            elif code in OWN_CODES:
                problems.append(make("I503", span, "it is about suppression comments: turn "
                                     f"it off in the configuration (`--ignore {code}`)",
                                     code=code))
            else:
                named.append(Named(code, span))
        whole_file = kind == "ignore-file"
        if not whole_file:
            pending.append(len(found))
        found.append(Suppression(file, number, whole_file, None, tuple(named)))
    return found, problems


def apply(diagnostics: Iterable[Diagnostic], sources: Mapping[str, str]) -> list[Diagnostic]:
    """``diagnostics`` without the suppressed ones, plus the comments' own diagnostics
    (W411, W412, I503, and I504 for each code that suppressed nothing)."""
    diagnostics = list(diagnostics)
    suppressions: list[Suppression] = []
    problems: list[Diagnostic] = []
    for file, source in sources.items():
        found, trouble = scan(source, file)
        suppressions += found
        problems += trouble
    if not suppressions and not problems:
        return diagnostics
    by_file: dict[str, list[Suppression]] = {}
    for s in suppressions:
        by_file.setdefault(s.file, []).append(s)
    kept: list[Diagnostic] = []
    used: set[Named] = set()  # the codes that suppressed something
    for d in diagnostics:
        entry = catalogue().get(d.code)
        hit = False
        if (d.span is not None and entry is not None and not entry.fatal
                and d.code not in OWN_CODES):
            for s in by_file.get(d.span.file, ()):
                if s.covers(d):
                    for named in s.codes:
                        if named.code == d.code:
                            used.add(named)
                            hit = True
        if not hit:
            kept.append(d)
    for s in suppressions:
        where = "in this file" if s.whole_file else (
            f"on line {s.target}" if s.target is not None else "(no line follows the comment)")
        hint = ("remove it: nothing in this file reports it" if s.whole_file else
                "remove it, or move the comment just above the line the diagnostic is on")
        for named in s.codes:
            if named not in used:
                problems.append(make("I504", named.span, hint, code=named.code, where=where))
    return kept + problems
