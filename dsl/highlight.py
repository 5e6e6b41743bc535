"""A Pygments lexer for the crawlbook language (docs/editors.md): what colours ``mission``
blocks on the docs site and anything else that uses Pygments.

Registered through the entry point group ``pygments.lexers`` (``pyproject.toml``), so
``pygmentize -l mission`` and Markdown's code highlighting find it by name. It follows the
line classifier (``crawlbook.dsl.lexer``, docs/language.md "Lexical rules") and, like it,
knows no ruleset: a header directive is any line of the header that starts with a word in
capitals, a verb any word after ``[``. What the language cannot read is an ``Error``
token: an effect that is not closed or has text after its ``]``, an arrow that leads
nowhere; the test suite runs the lexer over every bundled mission and fails on one.
The TextMate grammar of the VS Code extension (``editors/vscode/syntaxes``) follows the
same rules.
"""

from __future__ import annotations

from typing import ClassVar

from pygments.lexer import RegexLexer, bygroups, include, this, using
from pygments.token import (
    Comment,
    Error,
    Generic,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Text,
    Whitespace,
)

_B = r"[ \t]*"
_ARROW = r"(?:→|->)"
_TARGET = r"(?:(?i:CONTINUE[ \t]+THE[ \t]+MISSION)|(?:\d+|[A-Za-z][A-Za-z0-9_]*)\.\d+)(?![\w.])"
_SECTIONS = r"(?:BRIEFING|OBJECTIVES|RULES|END[ \t]+OF[ \t]+MISSION|SUCCESS[ \t]+POINTS)"
_DOTTED = r"(?:-(?:[ \t]+-){2,}|[.·┄](?:[ \t]*[.·┄]){2,})"
_DOUBLE = r"[=═](?:[ \t]*[=═]){2,}"


class MissionLexer(RegexLexer):
    """Mission booklets (``.mission``) of the crawlbook language."""

    name = "crawlbook mission"
    aliases: ClassVar[list[str]] = ["mission", "mission-fragment", "crawlbook"]
    filenames: ClassVar[list[str]] = ["*.mission"]
    mimetypes: ClassVar[list[str]] = ["text/x-crawlbook-mission"]
    url = "https://crawlbook.invalid/docs/language"  # the project's docs: docs/language.md

    tokens: ClassVar[dict[str, list]] = {
        # Before the first section: the core's header lines and the ruleset's directives.
        "root": [
            (rf"^(?=({_B}){_SECTIONS}:?{_B}$|{_B}(?:EVENT|CARD)(?![\w-]))", Text, "body"),
            include("common"),
            (rf"^({_B})(RULESET)([ \t]+)(\S+)", bygroups(Whitespace, Keyword.Declaration,
                                                       Whitespace, Name.Namespace)),
            (rf'^({_B})(INCLUDE)([ \t]+)("[^"\n]*")', bygroups(Whitespace, Keyword.Declaration,
                                                            Whitespace, String)),
            (rf"^({_B})(MISSION)([ \t]+)(\d+)({_B}[:—–-]{_B})?([^\n]*)",
             bygroups(Whitespace, Keyword.Declaration, Whitespace, Number, Punctuation,
                      Generic.Heading)),
            (rf"^({_B})([A-Z][A-Z0-9_]*(?:-[A-Z0-9_]+)*)(?![\w-])",
             bygroups(Whitespace, Keyword), "directive"),
            include("prose"),
        ],
        "directive": [
            (r"\n", Whitespace, "#pop"),
            (r"\[", Punctuation, ("#pop", "after-effect", "effect-verb")),
            (r"\d*[Dd]\d+(?:[+-]\d+)?(?![\w])", Number),
            (r"[+-]?\d+", Number),
            (r"[A-Za-z][A-Za-z0-9_-]*", Keyword),
            (r"[:,]", Punctuation),
            (r"[ \t]+", Whitespace),
            (r"[^\n]", Error),
        ],
        # After the first section: Events, cards, entries and their lines.
        "body": [
            include("common"),
            (rf"^({_B})(EVENT|CARD)([ \t]+)([A-Za-z0-9_]+)({_B}[:—–-]{_B})?([^\n]*)",
             bygroups(Whitespace, Keyword.Declaration, Whitespace, Name.Label, Punctuation,
                      Generic.Heading)),
            (rf"^({_B})((?:\d+|[A-Za-z][A-Za-z0-9_]*)\.\d+)({_B})$",
             bygroups(Whitespace, Name.Label, Whitespace)),
            (rf"^({_B})([+-]?\d+)([ \t]+)(if)(?![\w-])", bygroups(Whitespace, Number,
                                                                  Whitespace, Keyword),
             "condition-line"),
            (rf"^({_B})([+-]?\d+)([ \t]+)(per)(?![\w-])([^\n]*)",
             bygroups(Whitespace, Number, Whitespace, Keyword, Name.Constant)),
            # `if` starts a check when an arrow follows or a condition's word does
            # (docs/language.md); `If you go down there...` is prose.
            (rf"(?i)^({_B})(if)(?=[ \t]+(?:not|noted|has)(?![\w-])|{_B}\(|[^\n]*{_ARROW})",
             bygroups(Whitespace, Keyword), "condition-line"),
            (rf"(?i)^({_B})(otherwise)({_B})({_ARROW})", bygroups(Whitespace, Keyword, Whitespace,
                                                            Operator), "target"),
            (rf"^({_B})(•|[*-](?=[ \t]))", bygroups(Whitespace, Punctuation), "option"),
            (rf"^({_B})([A-Za-z][A-Za-z0-9_-]*)({_B})({_ARROW})",
             bygroups(Whitespace, Name.Tag, Whitespace, Operator), "target"),
            include("prose"),
        ],
        "common": [
            (rf"^{_B}//[^\n]*", Comment.Single),
            (rf"^{_B}\\[^\n]*", Text),  # an escaped line is prose
            (rf"^({_B})({_DOTTED}|{_DOUBLE})({_B})$", bygroups(Whitespace, Punctuation,
                                                            Whitespace)),
            (rf"^({_B})({_SECTIONS})(:?{_B})$", bygroups(Whitespace, Generic.Heading,
                                                         Punctuation)),
            (rf"^({_B})(\[)", bygroups(Whitespace, Punctuation), ("after-effect",
                                                                   "effect-verb")),
            (rf"^({_B})({_ARROW})", bygroups(Whitespace, Operator), "target"),
        ],
        "prose": [
            (r"[^\n]+", Text),
            (r"\n", Whitespace),
        ],
        "effect-verb": [
            (r"[ \t]+", Whitespace),
            (r"[A-Za-z][A-Za-z0-9_-]*", Name.Function, ("#pop", "effect")),
            (r"\]", Error, "#pop"),
            (r"\n", Error, "#pop"),
            (r"[^\n]", Error),
        ],
        "effect": [
            (r"\]", Punctuation, "#pop"),
            (r"\d*[Dd]\d+(?:[+-]\d+)?(?![\w])", Number),
            (r"[+-]?\d+", Number),
            (r"[A-Za-z][A-Za-z0-9_-]*", Name.Constant),
            (r"[ \t]+", Whitespace),
            (r"(?=\n)", Error, "#pop"),  # `]` missing
            (r"[^\n]", Error),
        ],
        "after-effect": [
            (rf"{_B}\n", Whitespace, "#pop"),
            (r"[^\n]+", Error),  # nothing may follow the `]`
        ],
        "target": [
            (rf"({_B})({_TARGET})({_B})(\n)", bygroups(Whitespace, Name.Label, Whitespace,
                                                      Whitespace), "#pop"),
            (r"[^\n]*\n?", Error, "#pop"),
        ],
        "condition-line": [
            (rf"{_ARROW}", Operator, ("#pop", "target")),
            (r"\n", Whitespace, "#pop"),
            include("condition"),
        ],
        "condition": [
            (r"(?i)(noted|has)([ \t]+)([A-Za-z][A-Za-z0-9_-]*)",
             bygroups(Keyword, Whitespace, Name.Variable)),
            (r"(?i)(not|and|or)(?![\w-])", Keyword),
            (r"<=|>=|==|!=|<|>|=|≤|≥|≠", Operator),
            (r"[+-]?\d+", Number),
            (r"[A-Za-z][A-Za-z0-9_-]*", Name.Variable),
            (r"[()]", Punctuation),
            (r"[ \t]+", Whitespace),
            (r"[^\n]", Error),
        ],
        "option": [
            (r"([ \t]*)(if)([ \t]+)([^:\n]*?)(:)", bygroups(
                Whitespace, Keyword, Whitespace, using(this, state="condition"), Punctuation)),
            (rf"([^\n]*)({_ARROW})(?=(?:(?!→|->)[^\n])*$)", bygroups(String, Operator),
             ("#pop", "target")),
            (r"([^\n]*?)(\([ \t]*[A-Za-z][A-Za-z0-9_-]*[ \t]*\))([ \t]*\n)",
             bygroups(String, Name.Variable, Whitespace), "#pop"),
            (r"[^\n]*\n", String, "#pop"),
        ],
    }
