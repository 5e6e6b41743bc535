"""The classifier's one regular expression for the commonest lines of an entry reads a line
as its tests in turn do (dsl/lexer.py, ``_fast_pattern``; issue 30, "Check throughput").

Hypothesis writes lines from the words, arrows, bullets, brackets and blanks the language
gives a meaning to, in every order, and each line the fast reading takes is cut by
``_classify`` too: the same tokens (or prose, the same text), and the shape handed to the
parser is the one its tokens have. Whole booklets are compared in
tests/dsl/test_dsl_whole_entries.py and benchmarks/check_compare.py's identity runs.
"""

from __future__ import annotations

import itertools
from unittest.mock import patch

from crawlbook.dsl import lexer, parser
from crawlbook.dsl.shape import BookShape
from hypothesis import given, settings
from hypothesis import strategies as st

BOOKS = [
    lexer._book(BookShape()),  # the core's: THE END, ENDING, POINTS
    lexer._book(BookShape(end_words=("CONTINUE THE MISSION",), ending="END OF MISSION",
                          scoring="SUCCESS POINTS")),
    lexer._book(BookShape(numbered=True, end_words=("THE END", "END"))),
]

PIECES = st.sampled_from([
    "if", "IF", "If", "otherwise", "Otherwise", "noted", "has", "not", "and", "or", "A",
    "WELL1", "loud-2", "D6", "d6x", "D6-x", "EVENT", "EVENTS", "START", "MISSION", "CARD",
    "pass", "ok", "Entry", "BRIEFING", "END OF MISSION", "ENDING", "→", "->", "-", "->>",
    ">", "•", "*", "[", "]", "[NOTE A]", "[TEST LEAD 2]", "=", "═", ".", "·", "- - -",
    "=====", "1.2", "TR7.1", "x.3", "7", "12", "THE END", "the  end", "END",
    "CONTINUE THE MISSION", "\\", "//", "(", ")", "<", "3", "+2", "1234567890", ":", "é",
    "x", "_", "a-", "if-x", "otherwise->", "THE ENDS",
])
BLANK = st.sampled_from(["", " ", " ", "  ", "\t", "\u00a0", "\u3000", "\u202f"])


@st.composite
def raw_lines(draw: st.DrawFn) -> str:
    parts = [draw(BLANK)]
    for _ in range(draw(st.integers(1, 8))):
        parts += [draw(PIECES), draw(BLANK)]
    return "".join(parts)


HEADS = st.sampled_from(["", "", "•", "* ", "- ", "*", "if", "if", "IF", "If", "otherwise",
                         "pass",
                         "EVENT", "START", "ok", "if-x", "• if", "• \\", "[NOTE", "OTHERWISE"])
WORDS = st.sampled_from(["noted", "has", "not", "and", "or", "A", "WELL1", "loud-2", "fired",
                         "PISTOL", "D6", "d6x", "x-", "(", "<", "3"])
TARGETS = st.sampled_from(["7.2", "TR7.1", "12", "THE END", "the\tEnd", "END", "7.2.3", "END.5",
                           "CONTINUE THE MISSION", "THE ENDS", "x", ""])


GAP = st.sampled_from([" ", " ", " ", "  ", "\t", "", "\u00a0"])


@st.composite
def arrow_lines(draw: st.DrawFn) -> str:
    """Lines shaped like the ones with an arrow (`→ TARGET`, options, outcomes, check
    arms), right and wrong."""
    head = draw(HEADS)
    parts = [draw(BLANK), head]
    conditional = head.lower() in ("if", "• if")
    for _ in range(draw(st.integers(1 if conditional else 0, 5))):
        parts += [draw(GAP), draw(WORDS if conditional else st.one_of(WORDS, PIECES))]
    parts += [draw(GAP), draw(st.sampled_from(["→", "→", "->", "-->", "- >"])), draw(GAP),
              draw(TARGETS), draw(BLANK)]
    if draw(st.integers(0, 4)) == 0:
        parts.append(draw(PIECES))
    return "".join(parts)


def classified(book: lexer._Book, raw: str) -> list[lexer.Tok] | None:
    """``_classify``'s reading of ``raw`` after the header, as ``units`` calls it."""
    line = lexer._Line(raw, 1, "f", book)
    k = line.skip_blanks(0)
    return lexer._classify(line, raw[k:line.end], k)


def same_reading(book: lexer._Book, raw: str) -> None:
    assert book.fast is not None
    m = book.fast(raw)
    if m is None:
        return
    line = lexer._Line(raw, 1, "f", book)
    k = line.skip_blanks(0)
    s = raw[k:line.end]
    assert s and not s.startswith(("//", "\\"))
    shape = m.lastgroup or ""
    if shape == "P":
        text = m.group("P")
        assert (text, m.start("P")) == (s, k)
        if text[0] not in book.letters or len(text) > book.longest:  # read as prose
            assert classified(book, raw) is None
        return
    tokens = lexer._fast_tokens(m, shape, raw, 1)
    assert tokens == classified(book, raw)
    kinds = tuple(t[0] for t in tokens)
    expected = lexer._FAST_SHAPES[shape]
    if expected == "ENTRY_ID":
        assert kinds == ("ENTRY_ID",)
    elif expected is not None:
        assert parser._whole(kinds) == expected


@settings(max_examples=1500, deadline=None)
@given(st.one_of(raw_lines(), arrow_lines()), st.sampled_from(range(len(BOOKS))))
def test_the_fast_reading_is_the_classifiers(raw: str, book: int) -> None:
    same_reading(BOOKS[book], raw)


def test_lines_of_every_fast_kind() -> None:
    lines = ["7.2", " TR7.1 ", "The air is thick.", "Do you:", "[NOTE WELL1]",
             "[TEST LEAD PERCEPTION DIFF 2]", "- - -", "=====", "═══", "→ 7.3",
             "-> THE END", "• crawl on → 7.3", "* wait -> the end", "- go - on → 1.1",
             "pass → 7.4", "odd->7.5", "if noted A and not has B → 7.6",
             "If fired PISTOL → 7.7", "otherwise → 7.8", "Otherwise->THE END"]
    book = BOOKS[0]
    assert book.fast is not None
    for raw in lines:
        assert book.fast(raw) is not None, raw
        same_reading(book, raw)
    # More than MAX_NESTING `not`s: the classifier reports the line (E110).
    assert book.fast(f"if {'not ' * 33}noted A → 7.2") is None
    assert book.fast(f"if {'not ' * 30}noted A → 7.2") is not None  # 32 words
    # The line kinds the fast reading leaves to ``_classify``.
    for raw in ["• if noted A: go → 7.2", "• \\if you dare → 7.2", "if (noted A) → 7.2",
                "if noted A → 7.2 more", "EVENT → 7.2", "if → 7.2", "otherwise 7.2",
                "BRIEFING", "Ending:", "+1 per RAT", "[DAMAGE LEAD -1]", "→ 7.2 → 7.3",
                "→ THE END 7.1", "if roll D6 → 7.2", "\\[prose]", "// comment", ""]:
        m = book.fast(raw)
        assert m is None or (m.lastgroup == "P" and raw[0] in book.letters
                             and len(raw) <= book.longest), raw
        same_reading(book, raw)


def test_every_small_line_with_an_arrow() -> None:
    """Every combination of a head, a middle, an arrow and a target, spaced in turn."""
    heads = ["", "•", "* ", "- ", "if", "IF", "otherwise", "pass", "EVENT", "START",
             "if-x", "• if", "• \\", "ok", "-"]
    middles = ["", " A", " crawl on", " noted A and not has B", " D6", " (noted A)",
               " x -", " THE END", "\u00a0A"]
    gaps = ["", " ", "\t", "\u00a0"]
    arrows = ["→", "->", "-->"]
    targets = ["7.2", "12", "THE END", "the\tend", "END", "7.2 x", "THE ENDS", "END.5", ""]
    for head, middle, gap, arrow, target in itertools.product(heads, middles, gaps, arrows,
                                                              targets):
        raw = f"{head}{middle}{gap}{arrow}{gap}{target}{gap}"
        for book in BOOKS:
            same_reading(book, raw)


def test_the_fast_reading_waits_for_a_long_book() -> None:
    """Its expression is compiled once a book's lines in the process reach
    ``lexer.FAST_AFTER`` (a check of one mission reads fewer), and reads them as before."""
    book = lexer._Book(lexer.DEFAULT)
    lexer._book.cache_clear()
    try:
        with patch.object(lexer, "_book", lambda _shape: book):
            short = parser.parse("MISSION 1: T\n\nEVENT 1: E\n\n1.1\nGo.\n→ 1.2\n", "s.mission")
            assert book._fast is False and 0 < book.read < lexer.FAST_AFTER
            book.read = lexer.FAST_AFTER
            again = parser.parse("MISSION 1: T\n\nEVENT 1: E\n\n1.1\nGo.\n→ 1.2\n", "s.mission")
            assert book._fast is not False
        assert short == again
    finally:
        lexer._book.cache_clear()
