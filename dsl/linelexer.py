"""The line classifier (``lexer.py``) as a lark lexer, for ``crawlbook.dsl.parser.grammar()``:
lark's own tree-building parser of ``grammar.lark``, on which ``Lark.parse`` works with
booklet text (tests and tools).

``crawlbook.dsl.parser.parse`` feeds the classifier's units itself to lark's standalone
parser (``grammar_standalone.py``) and never imports lark; this module does, so only
``grammar()`` imports it.
"""

from __future__ import annotations

from collections.abc import Iterator

from crawlbook.dsl.lexer import tokenize
from lark import Token
from lark.lexer import Lexer


class LineLexer(Lexer):
    """The classifier as a lark lexer: each unit's tokens, and ``_NL`` after each line."""

    def __init__(self, lexer_conf: object) -> None:
        self.lexer_conf = lexer_conf

    def lex(self, data: str) -> Iterator[Token]:  # type: ignore[override]
        for unit in tokenize(data, "<string>", []):
            for t in unit:
                yield Token(t[0], t[1], None, t[2], t[3], t[4], t[5] + 1)
            if unit[0][0] != "PROSE":
                last = unit[-1]
                yield Token("_NL", "", None, last[4], last[5] + 1, last[4], last[5] + 1)
