"""AST node types of the crawlbook language.

Every node is a frozen record (``dsl/record.py``: a frozen, slotted dataclass built
without ``dataclasses``' cost at start-up) and carries the ``Span`` of the source it came
from, so that any later stage (checks, maps, booklets, the runtime's error messages) can
point at the author's text. The parser (``parser.py``) is the only producer of these nodes; no
``lark.Tree`` leaves ``crawlbook.dsl``.

The node set follows a printed mission booklet (docs/language.md): a header of directive
lines (the ruleset says which exist and what they mean), the Briefing, Objectives and
mission Rules, numbered Events made of entries, cards written the same way, and the End of
Mission with its Success Points. Nothing here names a ruleset's directive or verb.
"""

from __future__ import annotations

from dataclasses import field
from typing import Literal

from crawlbook.dsl.record import record


@record
class Span:
    """A region of one source file. Lines and columns are 1-based, ends inclusive."""

    file: str
    line: int
    column: int
    end_line: int
    end_column: int

    def to_json(self) -> dict[str, object]:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
        }


# --------------------------------------------------------------------------- conditions
# Conditions gate options, branches and Success Points. ``not`` binds tighter than
# ``and``, which binds tighter than ``or``; parentheses group.


@record
class Noted:
    """``noted NAME``: true when the Log Entry NAME has been noted."""

    name: str
    span: Span


@record
class Has:
    """``has NAME``: true while the team carries the mission marker NAME."""

    name: str
    span: Span


@record
class Compare:
    """``NAME OP N``: a number of the game's state (declared by the ruleset) compared with a
    constant; ``op`` is one of ``<``, ``<=``, ``>``, ``>=``, ``=``, ``!=``."""

    name: str
    op: str
    value: int
    span: Span


@record
class Pred:
    """``word NAME``: a test word the ruleset declares (``fired PISTOL``)."""

    word: str
    name: str
    span: Span


@record
class Not:
    operand: Condition
    span: Span


@record
class And:
    left: Condition
    right: Condition
    span: Span


@record
class Or:
    left: Condition
    right: Condition
    span: Span


Condition = Noted | Has | Compare | Pred | Not | And | Or
Atom = Noted | Has | Compare | Pred


# --------------------------------------------------------------------------- effects


@record
class Arg:
    """One argument of an effect or header line: a bare word (``LEAD``, ``DIFF``), an
    integer, dice (``2D6+1``, kept as written) or, on a header line, ``:`` or ``,``.

    ``signed`` records whether the author wrote an explicit sign (``+2``), which the
    ruleset's registry may require (``[THREAT +2]``). ``kind`` is ``word``, ``int``,
    ``dice`` or ``punct``.
    """

    value: str | int
    span: Span
    signed: bool = False
    kind: str = "word"


@record
class Effect:
    """``[VERB arg arg ...]``: a verb of the ruleset's effect registry with its arguments.

    The grammar does not know the verbs; ``compiler/registry.py`` checks them, so a second
    ruleset adds verbs without touching the grammar.
    """

    verb: str
    args: tuple[Arg, ...]
    span: Span
    verb_span: Span


@record
class Target:
    """Where a path goes: an entry id (``7.2``, ``TR7.1``) or ``CONTINUE THE MISSION``."""

    ref: str  # entry id, or CONTINUE for CONTINUE THE MISSION
    span: Span

    CONTINUE = "CONTINUE"

    @property
    def is_continue(self) -> bool:
        return self.ref == self.CONTINUE


# --------------------------------------------------------------------------- entry bodies


@record
class Prose:
    """A paragraph of booklet text, lines joined by newlines, exactly as written."""

    text: str
    span: Span


BodyItem = Prose | Effect


@record
class Option:
    """``• [if COND:] text → TARGET``: one option of a decision."""

    text: str
    target: Target
    span: Span
    condition: Condition | None = None


@record
class Decision:
    """A list of options; the player picks one whose condition holds."""

    options: tuple[Option, ...]
    span: Span


@record
class Outcome:
    """``LABEL → TARGET`` under an effect that has outcomes (``pass → 7.5``)."""

    label: str
    target: Target
    span: Span
    label_span: Span


@record
class Resolve:
    """An effect with outcomes, such as a Trait test, and where each outcome leads."""

    effect: Effect
    outcomes: tuple[Outcome, ...]
    span: Span


@record
class Arm:
    """``if COND → TARGET`` or ``otherwise → TARGET`` (condition None)."""

    target: Target
    span: Span
    condition: Condition | None = None


@record
class Branch:
    """Checks on Log Entries, read in order: the first arm whose condition holds is taken."""

    arms: tuple[Arm, ...]
    span: Span


@record
class Goto:
    """``→ TARGET`` on its own line: read on at TARGET (or continue the mission)."""

    target: Target
    span: Span


Ending = Decision | Resolve | Branch | Goto

LineKind = Literal["dotted", "double"]


@record
class Entry:
    """A numbered paragraph of an Event or TB card: body items, then how it ends.

    ``ending`` is None when the author wrote no way out (the checks report it), or when
    ``broken``: the entry's ending was written but lost to a syntax error already reported
    (outcome lines with no effect before them, E111; or an ending line dropped for E105 to
    E108), so the checks do not report a missing ending again.
    ``trailing`` holds items written after the ending but before the closing line (the
    checks report text after ``CONTINUE THE MISSION``). ``line`` is the horizontal line
    that closes the entry, if any, with its span in ``line_span``. ``lost`` holds the
    outcome lines of a broken ending whose effect was lost: where they lead still counts
    as reached, so one syntax error does not also make its targets "never reached".
    """

    id: str
    body: tuple[BodyItem, ...]
    ending: Ending | None
    span: Span
    id_span: Span
    trailing: tuple[BodyItem, ...] = ()
    line: LineKind | None = None
    line_span: Span | None = None
    broken: bool = False
    lost: tuple[Outcome, ...] = ()


@record
class Event:
    """``EVENT 7: The Well Shaft`` and its entries (``7.1``, ``7.2`` ...)."""

    number: int
    title: str
    entries: tuple[Entry, ...]
    span: Span
    header_span: Span


@record
class Card:
    """``CARD TR7: RICE``: a Tough Bastard encounter card and its steps (``TR7.1`` ...)."""

    code: str
    title: str
    entries: tuple[Entry, ...]
    span: Span
    header_span: Span


# --------------------------------------------------------------------------- set-up


@record
class MissionTitle:
    """``MISSION 1: Title`` (a dash may stand for the colon)."""

    number: int
    title: str
    span: Span


@record
class Ruleset:
    """``RULESET tunnel-rats``: which ruleset (rules engine and registry) applies."""

    name: str
    span: Span


@record
class StartAt:
    """``START 1``: the entries a reader may begin at (docs/language.md, "The book's
    shape"); without one, the ruleset's registry says (``BookShape.start``)."""

    refs: tuple[Target, ...]
    span: Span


@record
class Include:
    """``INCLUDE "path"``: another file's sections, resolved relative to this file."""

    path: str
    span: Span


@record
class DirectiveLine:
    """A header line the ruleset interprets: ``TB DECK 10``, ``LEVEL 1 DECK: 4 STANDARD``,
    ``RANDOM COMBAT [COMBAT STANDARD 2]``.

    ``words`` are the line's items in order (its first word in capitals, then words,
    numbers, dice, ``:`` and ``,``); the checks find the directive's name among the first
    words (``compiler/registry.py``). ``effect`` is an ``[effect]`` at the end of the line.
    """

    words: tuple[Arg, ...]
    span: Span
    effect: Effect | None = None


@record
class Briefing:
    paragraphs: tuple[Prose, ...]
    span: Span


@record
class Objective:
    """``• Find the radio room. (RADIO)``: met when the Log Entry in parentheses is noted."""

    text: str
    span: Span
    log_entry: str | None = None


@record
class Objectives:
    items: tuple[Objective, ...]
    span: Span


@record
class Rules:
    """Mission-specific rules: prose for the player and ``[RULE-VERB ...]`` lines for the engine."""

    items: tuple[BodyItem, ...]
    span: Span


@record
class PointsRule:
    """One line under SUCCESS POINTS.

    ``+3 if noted RADIO`` (condition), ``+1 per RAT STANDING`` (per, every=1),
    ``+1 per 2 TB CARDS LEFT`` (per, every=2). ``per`` is the quantity's words as written,
    upper-cased and single-spaced; the ruleset says which quantities exist.
    """

    points: int
    span: Span
    condition: Condition | None = None
    per: str | None = None
    every: int = 1


@record
class EndOfMission:
    paragraphs: tuple[Prose, ...]
    points: tuple[PointsRule, ...]
    span: Span


Section = (
    MissionTitle
    | Ruleset
    | Include
    | DirectiveLine
    | Briefing
    | Objectives
    | Rules
    | Event
    | Card
    | EndOfMission
    | StartAt
    | Entry  # a numbered book's section, with no heading above it
)


@record
class Document:
    """One parsed source file, its sections in source order (includes not yet resolved)."""

    path: str
    sections: tuple[Section, ...]
    span: Span
    source: str = field(repr=False, default="")
