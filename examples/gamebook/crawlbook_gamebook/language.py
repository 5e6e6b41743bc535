"""What a classic gamebook may say: the registry (docs/gamebook/index.md).

The book's shape is a numbered-paragraph book: sections are bare numbers (a line holding
``14``), arrows lead to numbers (``→ 14``), ``START 1`` says where reading begins and
``→ THE END`` ends the adventure. The header gives the book's ``TITLE`` and what the
adventurer carries from the start (``PROVISIONS``, ``GOLD``). The verbs are the Adventure
Sheet's (Rules §1 to §5): ``[FIGHT GHOUL SKILL 7 STAMINA 7]`` with its ``win →``,
``[TEST LUCK]`` with ``lucky →`` and ``unlucky →``, ``[STAMINA -2]``, ``[SKILL -1]``,
``[LUCK +1]``, ``[GAIN GOLD 5]``, ``[GAIN LANTERN]``, ``[LOSE GOLD 3]``, ``[EAT]``,
``[NOTE NAME]`` and ``[DIE]``. Conditions read the scores and counts (``if GOLD >= 5``,
``if STAMINA < 6``) and the items held (``if has LANTERN``).
"""

from __future__ import annotations

from collections.abc import Sequence

from crawlbook.ruleset import (
    Arg,
    BookShape,
    Directive,
    Number,
    Param,
    Problem,
    Registry,
    Span,
    Verb,
)

SCORES = ("SKILL", "STAMINA", "LUCK")


def read_title(args: Sequence[Arg], span: Span) -> tuple[object, list[Problem]]:
    """``TITLE The Sunken Crypt``: the words as written."""
    words = [str(a.value) for a in args]
    if not words:
        return None, [Problem("E222", "`TITLE` needs the book's title", span,
                              hint="write it as `TITLE The Sunken Crypt`")]
    return " ".join(words), []


def _score(name: str, summary: str, style: str = "") -> Verb:
    return Verb(name, (Param("change", "signed", low=-24, high=24),), summary, style=style,
                label=f"{name} {{change}}",
                wording=f"<strong>{name} {{{{ p.change }}}}</strong>"
                        " (never above its Initial value).")


REGISTRY = Registry(
    ruleset="gamebook",
    verbs={v.name: v for v in (
        Verb("FIGHT", (Param("name", "name"),
                       Param("skill", "int", low=1, high=20, keyword="SKILL"),
                       Param("stamina", "int", low=1, high=40, keyword="STAMINA")),
             "fight a creature, round by round, until one of you has no STAMINA left "
             "(Rules §3); losing it ends the adventure", outcomes=("win",),
             roles=frozenset({"fight"}), style="combat",
             label="{name} SKILL {skill} STAMINA {stamina}", after="after the fight",
             wording="<strong>{{ p.name }}</strong> &nbsp; SKILL {{ p.skill }} &nbsp; "
                     "STAMINA {{ p.stamina }}"),
        Verb("TEST", (Param("score", "word", ("LUCK",)),),
             "Test your Luck: 2D6 at or under LUCK is Lucky; LUCK drops by 1 (Rules §2)",
             outcomes=("lucky", "unlucky"), roles=frozenset({"test"}), style="test",
             label="Test your Luck", outcome_words={"success": "lucky", "pass": "lucky",
                                                     "fail": "unlucky",
                                                     "failure": "unlucky"},
             wording="<strong>Test your Luck.</strong>"),
        _score("SKILL", "SKILL goes up or down (Rules §1)"),
        _score("STAMINA", "STAMINA goes up or down; at 0 the adventure ends (Rules §1)",
               "damage"),
        _score("LUCK", "LUCK goes up or down (Rules §1)"),
        Verb("GAIN", (Param("name", "name"),
                      Param("amount", "int", low=1, high=999, required=False)),
             "take an item, or an amount of something counted (`GAIN GOLD 5`)",
             roles=frozenset({"gain"}),
             wording="Add <strong>{{ p.name }}</strong>{% if p.amount %} "
                     "({{ p.amount }}){% endif %} to your Adventure Sheet."),
        Verb("LOSE", (Param("name", "name"),
                      Param("amount", "int", low=1, high=999, required=False)),
             "give up an item, or an amount of something counted (`LOSE GOLD 3`)",
             roles=frozenset({"lose"}),
             wording="Cross <strong>{{ p.name }}</strong>{% if p.amount %} "
                     "({{ p.amount }}){% endif %} off your Adventure Sheet."),
        Verb("NOTE", (Param("name", "name"),), "note a word on your Adventure Sheet",
             roles=frozenset({"note"}), style="note"),
        Verb("EAT", (), "you may eat a Provision here: +4 STAMINA (Rules §5)",
             wording="You may eat a Provision here (+4 STAMINA)."),
        Verb("DIE", (), "your adventure ends here", roles=frozenset({"end"}),
             style="damage",
             wording="<strong>Your adventure ends here.</strong>"),
    )},
    directives={d.name: d for d in (
        Directive("TITLE", "title", "the book's title", read=read_title, required=True,
                  example="TITLE The Sunken Crypt"),
        Directive("PROVISIONS", "provisions", "Provisions carried from the start "
                  "(default 10)", (Param("provisions", "int", low=0, high=99),), default=10,
                  example="PROVISIONS 10"),
        Directive("GOLD", "gold", "Gold Pieces carried from the start (default 0)",
                  (Param("gold", "int", low=0, high=999),), default=0, example="GOLD 0"),
    )},
    numbers={
        "SKILL": Number("SKILL", "the adventurer's SKILL", low=0, high=24),
        "STAMINA": Number("STAMINA", "the adventurer's STAMINA", low=0, high=48),
        "LUCK": Number("LUCK", "the adventurer's LUCK", low=0, high=24),
        "GOLD": Number("GOLD", "the Gold Pieces carried", low=0),
        "PROVISIONS": Number("PROVISIONS", "the Provisions left", low=0),
    },
    book=BookShape(numbered=True, end_words=("THE END",), start=("1",), entry="section",
                   words=(("entry", "a section: its number and first words"),
                          ("test", "Test your Luck (hexagon)"),
                          ("combat", "a fight (octagon)"),
                          ("note", "a word noted on the Adventure Sheet"),
                          ("damage", "STAMINA lost"),
                          ("edge-pass", "lucky · Test your Luck"),
                          ("edge-fail", "unlucky · Test your Luck (dashed)"),
                          ("edge-combat", "win · after the fight"),
                          ("edge-crawl", "where reading starts (dotted)"),
                          ("continue-tooltip", "the adventure is over"),
                          ("booklet", "Adventure"), ("owners", "book"))),
)
