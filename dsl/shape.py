"""The shape of a ruleset's booklets: what the line classifier must know of a book before
it reads one (docs/language.md, "The book's shape").

Most of the language is the same for every game; a few things are the book's: whether its
entries are Events' numbered paragraphs (``7.2`` under ``EVENT 7``) or bare numbered
sections (``12``, with no headings, as a classic gamebook prints them), the words an arrow
writes to leave the entries (``CONTINUE THE MISSION``, ``THE END``) and the headings of
the ending section and of its scoring lines. A ruleset declares them in its registry
(``Registry.book``). The core's own book, ``DEFAULT``, names no game: its end words are
``THE END`` and its ending is headed ``ENDING``, its scoring lines ``POINTS``; a ruleset
that declares no book reads that one. Each bundled ruleset declares its own (Tunnel Rats'
``CONTINUE THE MISSION``, ``END OF MISSION``, ``SUCCESS POINTS``), and a booklet with no
``RULESET`` line reads the default ruleset's book (``installed_shape``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from crawlbook.dsl.record import record

_END = "THE END"  # the core's end words, when a book declares none


@record
class BookShape:
    """How a ruleset's booklets are laid out.

    ``numbered``: entries are sections numbered ``1``, ``2`` ... written as a line holding
    just the number, targets ``→ 12``, no ``EVENT`` headings needed. ``end_words``: what
    follows an arrow to end the reading (the first is how tools print it; a program calls
    every one ``CONTINUE``). ``ending`` and ``scoring``: the headings of the ending section
    and of its scoring lines. ``start``: the entries a reader may begin at when the
    booklet has no ``START`` line (empty: the first entry of every Event and card).
    ``owner`` and ``owners``: how messages, maps and booklets call the unit a reader
    enters (``Event``), and ``entry`` an entry.
    """

    numbered: bool = False
    end_words: tuple[str, ...] = (_END,)
    ending: str = "ENDING"
    scoring: str = "POINTS"
    start: tuple[str, ...] = ()
    entry: str = "entry"
    # The ruleset's words for what maps draw (their legend, edge labels and tooltips),
    # by key: ``test``, ``combat``, ``note``, ``damage``, ``continue``, ``end``, and
    # ``edge-option``, ``edge-pass``, ``edge-fail``, ``edge-check``, ``edge-combat``,
    # ``edge-crawl``, ``continue-tooltip`` (compiler/maps.py says what each is); and for
    # the ending's name on maps (``ending``), the booklet's cover (``booklet``) and the
    # parts a simulation report counts entries by (``owners``). A key it leaves out gets
    # the core's plain words.
    words: tuple[tuple[str, str], ...] = ()

    def word(self, key: str, default: str) -> str:
        """The ruleset's words for ``key``, else ``default``."""
        for name, text in self.words:
            if name == key:
                return text
        return default

    @property
    def end_word(self) -> str:
        """How tools print the end of the reading (``→ THE END``)."""
        return self.end_words[0] if self.end_words else _END

    @property
    def end_pattern(self) -> re.Pattern[str]:
        """The end words after an arrow, any case, blanks between words as written."""
        return _end_pattern(self.end_words)

    @property
    def headings(self) -> dict[str, str]:
        """Section headings as written (single-spaced) -> their token type."""
        return _headings(self.ending, self.scoring)


# A book's pattern and headings are made once per book's words (a record keeps no cache of
# its own: it is slotted).
@functools.cache
def _end_pattern(end_words: tuple[str, ...]) -> re.Pattern[str]:
    words = sorted(end_words or (_END,), key=len, reverse=True)
    alternatives = "|".join(r"[ \t]+".join(re.escape(w) for w in phrase.split())
                            for phrase in words)
    return re.compile(rf"(?:{alternatives})(?![\w])", re.IGNORECASE)


@functools.cache
def _headings(ending: str, scoring: str) -> dict[str, str]:
    return {"BRIEFING": "K_BRIEFING", "OBJECTIVES": "K_OBJECTIVES", "RULES": "K_RULES",
            " ".join(ending.split()).upper(): "K_END",
            " ".join(scoring.split()).upper(): "K_SUCCESS"}


DEFAULT = BookShape()


def installed_shape(name: str | None) -> BookShape:
    """The book of the installed ruleset ``name`` (None: the default ruleset's). A name no
    installed ruleset answers to (a typo: ``check`` reports E219), or one that cannot be
    loaded, reads the default ruleset's book too, so that the one mistake is not followed
    by a line-by-line cascade; the core's own book when there is no default ruleset."""
    from crawlbook import plugins

    for key in (name, plugins.default_name()) if name is not None else (plugins.default_name(),):
        try:
            registry = plugins.language(key) if key else None
        except Exception:  # a broken third-party ruleset: reported by the checks, not here
            registry = None
        book = getattr(registry, "book", None)
        if isinstance(book, BookShape):
            return book
    return DEFAULT


def shapes(given: BookShape | None = None) -> Callable[[str | None], BookShape]:
    """The line classifier's ``shape_of`` (``crawlbook.dsl.lexer.units``): the installed
    ruleset's book by its name; for a file without a RULESET line, ``given`` when set
    (an INCLUDEd file read as part of its book), else the default ruleset's."""
    def shape_of(name: str | None) -> BookShape:
        if name is None and given is not None:
            return given
        return installed_shape(name)

    return shape_of
