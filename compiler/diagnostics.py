"""The catalogue of diagnostic codes: what each means, its default severity, how to fix it.

DESIGN.md principle 7 ("diagnostics are the product"). Every diagnostic crawlbook reports
has a stable code listed here: E1xx syntax (the parser's own table, re-exported), E2xx the
structure of the booklet and its targets ("Using the Mission Booklets"), E3xx the effect
registry ("Resolve Event", "Trait Tests", "Combat"), W4xx lint warnings and I5xx infos.

Each code carries two examples, a booklet that triggers it and one that does not; the test
suite checks both (``tests/compiler/test_catalogue.py``) and ``docs/diagnostics.md`` is
generated from this table (``python -m crawlbook.compiler.diagnostics``), so the page, the
examples and the checks cannot drift apart.

``fatal`` codes describe a booklet that cannot be compiled into a playable program; their
severity can be raised but not lowered or silenced (``compiler/config.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from crawlbook.dsl.diagnostics import Diagnostic
from crawlbook.dsl.nodes import Span

Severity = Literal["error", "warning", "info"]
SEVERITIES: tuple[str, ...] = ("error", "warning", "info")


@dataclass(frozen=True)
class Code:
    """One catalogue entry.

    ``bad`` and ``good`` are booklet examples; unless ``whole`` is set they are fragments
    that ``example_source`` places inside a minimal valid mission (``EXAMPLE_FRAME``).
    """

    code: str
    name: str
    severity: Severity
    message: str  # a template, ``str.format`` fields filled by the check
    doc: str
    fix: str
    bad: str = ""
    good: str = ""
    whole: bool = False
    fatal: bool = False

    def format(self, **fields: object) -> str:
        return self.message.format(**fields)


# A minimal valid mission that fragment examples are placed into, in place of {body}.
EXAMPLE_FRAME = """\
MISSION 1: Example
LEVELS 1
TB DECK 9
LEVEL 1 DECK: 4 STANDARD, EVENT 1 SHUFFLED

{body}

CARD TR18: BOOBY TRAP
TR18.1
A wire across the tunnel.
[DAMAGE LEAD 1]
→ CONTINUE THE MISSION
========

END OF MISSION
You climb out.
SUCCESS POINTS
+1 per RAT STANDING
"""

_EVENT_OK = """\
EVENT 1: The Well
1.1
Black water below.
→ CONTINUE THE MISSION
========"""

_WHOLE_OK = EXAMPLE_FRAME.replace("{body}", _EVENT_OK)


def _whole_without(line: str) -> str:
    return _WHOLE_OK.replace(line + "\n", "")


_CODES: list[Code] = [
    # ------------------------------------------------------------------ E2xx structure
    Code("E201", "duplicate-entry", "error", "entry `{id}` is defined twice",
         "Two entries have the same id, so a target naming it is ambiguous.",
         "Renumber one of them (and the targets that lead to it).",
         bad="EVENT 1: A\n1.1\n→ CONTINUE THE MISSION\n=====\n1.1\n→ CONTINUE THE MISSION\n=====",
         good=_EVENT_OK, fatal=True),
    Code("E202", "duplicate-event", "error", "Event {number} is defined twice",
         "Two `EVENT` sections have the same number.",
         "Give each Event its own number; the level decks place Events by number.",
         bad=_EVENT_OK + "\n" + _EVENT_OK.replace("1.1", "1.2"), good=_EVENT_OK, fatal=True),
    Code("E203", "duplicate-card", "error", "card `{code}` is defined twice",
         "Two `CARD` sections have the same code (a file may be included twice).",
         "Remove one of them, or check the INCLUDE lines.",
         bad=_EVENT_OK + "\nCARD TR18: AGAIN\nTR18.1\n→ CONTINUE THE MISSION\n=====",
         good=_EVENT_OK, fatal=True),
    Code("E204", "unknown-target", "error", "there is no entry `{ref}`",
         "An arrow leads to an entry that does not exist.",
         "Fix the id (the hint names the closest existing entry) or write the entry.",
         bad="EVENT 1: A\n1.1\n→ 1.3\n=====\n1.2\n→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\n→ 1.2\n=====\n1.2\n→ CONTINUE THE MISSION\n=====", fatal=True),
    Code("E205", "placed-event-missing", "error",
         "the level deck places Event {number}, which has no EVENT section",
         "A `LEVEL n DECK` line puts an Event card in the tunnel deck, but the booklet has no "
         "entries for it: the team would walk onto an Event with nothing to read.",
         "Write `EVENT n: Title` with its entries, or take the Event out of the deck.",
         bad=_WHOLE_OK.replace("EVENT 1 SHUFFLED", "EVENTS 1 2 SHUFFLED"), good=_WHOLE_OK,
         whole=True, fatal=True),
    Code("E206", "missing-mission", "error", "the booklet has no `MISSION n: Title` line",
         "Every mission needs its number and title.", "Add `MISSION 1: Title` to the header.",
         bad=_whole_without("MISSION 1: Example"), good=_WHOLE_OK, whole=True, fatal=True),
    Code("E207", "missing-levels", "error", "the booklet has no `LEVELS n` line",
         "The Tunnel Complex needs to know how many levels it has (Mission set up).",
         "Add `LEVELS 2` (1 to 3) to the header.",
         bad=_whole_without("LEVELS 1"), good=_WHOLE_OK, whole=True, fatal=True),
    Code("E208", "missing-tb-deck", "error", "the booklet has no `TB DECK n` line",
         "The Mission set up says how many Tough Bastard cards form the Draw deck.",
         "Add `TB DECK 10` (9 to 11) to the header.",
         bad=_whole_without("TB DECK 9"), good=_WHOLE_OK, whole=True, fatal=True),
    Code("E209", "missing-end-of-mission", "error", "the booklet has no `END OF MISSION` section",
         "Every booklet ends with the End of Mission text and its Success Points.",
         "Add `END OF MISSION`, its text and a `SUCCESS POINTS` list.",
         bad=_WHOLE_OK.split("END OF MISSION")[0], good=_WHOLE_OK, whole=True, fatal=True),
    Code("E210", "deck-beyond-levels", "error",
         "LEVEL {level} DECK, but the mission has LEVELS {levels}",
         "A level deck is given for a level the Tunnel Complex does not have.",
         "Raise `LEVELS` or remove the deck line.",
         bad=_WHOLE_OK.replace("TB DECK 9\n", "TB DECK 9\nLEVEL 2 DECK: 3 STANDARD\n"),
         good=_WHOLE_OK, whole=True, fatal=True),
    Code("E211", "no-tr18", "error",
         "the TB deck cannot be built: there is no card TR18 (BOOBY TRAP)",
         "The Tough Bastard Draw deck always includes TR18 BOOBY TRAP (Mission set up, "
         "step 10), so the program must define that card.",
         "Write `CARD TR18: BOOBY TRAP` with its entries, or INCLUDE the file that has it.",
         bad=_WHOLE_OK.split("CARD TR18")[0] + "END OF MISSION" + _WHOLE_OK.split(
             "END OF MISSION")[1],
         good=_WHOLE_OK, whole=True, fatal=True),
    Code("E212", "no-ending", "error", "entry `{id}` has no ending",
         "Every entry ends with an arrow, a decision, a test with its outcomes or a check; "
         "without one the reader does not know where to go.",
         "End it with `→ CONTINUE THE MISSION` or `→ n.k`.",
         bad="EVENT 1: A\n1.1\nBlack water below.\n=====", good=_EVENT_OK, fatal=True),
    Code("E213", "text-after-ending", "error", "text after {ending}: it is never read",
         "Prose or effects follow the entry's ending before its closing line. After "
         "`→ CONTINUE THE MISSION` the Event is over.",
         "Move the text above the ending, or into the entry it leads to.",
         bad="EVENT 1: A\n1.1\n→ CONTINUE THE MISSION\nThe end.\n=====", good=_EVENT_OK),
    Code("E214", "loose-end", "error",
         "no path from entry `{id}` reaches CONTINUE THE MISSION",
         "Every path through an Event must end with `→ CONTINUE THE MISSION`; from this entry "
         "the reader goes round in a loop with no way out.",
         "Give the loop an exit: an option, outcome or arm leading to CONTINUE THE MISSION.",
         bad="EVENT 1: A\n1.1\n→ 1.2\n=====\n1.2\n→ 1.1\n=====", good=_EVENT_OK),
    Code("E215", "may-get-stuck", "error", "{what}",
         "A decision whose options all have conditions, or a check without `otherwise`, "
         "may offer nothing: the reader is stuck.",
         "Add an option without a condition, or an `otherwise →` arm.",
         bad="EVENT 1: A\n1.1\n[NOTE A]\n→ 1.2\n=====\n1.2\nif noted B → CONTINUE THE MISSION"
             "\n- - -\n\nEVENT 2: B\n2.1\n[NOTE B]\n→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\n→ 1.2\n=====\n1.2\nif noted B → CONTINUE THE MISSION\n"
              "otherwise → CONTINUE THE MISSION\n- - -\n\nEVENT 2: B\n2.1\n[NOTE B]\n"
              "→ CONTINUE THE MISSION\n====="),
    Code("E216", "foreign-entry", "error", "entry `{id}` is not an entry of {owner}",
         "Entries of Event 7 are numbered `7.1`, `7.2` ...; of card TR7, `TR7.1` ...",
         "Renumber the entry, or move it under its own Event.",
         bad="EVENT 1: A\n1.1\n→ 2.1\n=====\n2.1\n→ CONTINUE THE MISSION\n=====",
         good=_EVENT_OK),
    Code("E217", "empty-event", "error", "{owner} has no entries",
         "An Event or card with no entries has nowhere to start reading.",
         "Write its first entry (`7.1`).",
         bad="EVENT 1: A\n", good=_EVENT_OK, fatal=True),
    Code("E218", "event-placed-twice", "error", "Event {number} is placed in a deck twice",
         "Each Event card exists once, so it can be placed in only one level deck, once.",
         "Remove the second placement.",
         bad=_WHOLE_OK.replace("EVENT 1 SHUFFLED", "EVENT 1 SHUFFLED, EVENT 1 ON TOP"),
         good=_WHOLE_OK, whole=True),
    Code("E219", "unknown-ruleset", "error", "unknown ruleset `{name}`",
         "`RULESET` names the rules engine and effect registry; this one is not known.",
         "Use one of the rulesets crawlbook knows (`tunnel-rats`).",
         bad="RULESET tunnel-ratz\n" + _WHOLE_OK, good="RULESET tunnel-rats\n" + _WHOLE_OK,
         whole=True, fatal=True),
    Code("E220", "content-pack", "error", "the content pack of `{ruleset}` cannot be loaded",
         "The program embeds the ruleset's content pack (Rat profiles, tunnel and combat "
         "cards, damage table) from `missions/content/<ruleset>/`; it is missing or broken. "
         "This is a problem of the installation, not of the booklet.",
         "Reinstall crawlbook, or fix the pack's TOML files as the message says.",
         fatal=True),
    # ------------------------------------------------------------------ E3xx registry
    Code("E301", "unknown-effect", "error", "unknown effect `{verb}`",
         "The verb is not in the ruleset's effect registry (`crawlbook effects` lists it).",
         "Fix the spelling (see the hint) or use a verb the registry declares.",
         bad="EVENT 1: A\n1.1\n[DAMAJE LEAD 1]\n→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\n[DAMAGE LEAD 1]\n→ CONTINUE THE MISSION\n=====", fatal=True),
    Code("E302", "missing-argument", "error", "{detail}",
         "The effect lacks an argument its verb requires.",
         "Write the effect as the hint shows (`crawlbook effects` gives every usage).",
         bad="EVENT 1: A\n1.1\n[DAMAGE LEAD]\n→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\n[DAMAGE LEAD 1]\n→ CONTINUE THE MISSION\n=====", fatal=True),
    Code("E303", "unexpected-argument", "error", "{detail}",
         "An argument the verb does not take, or one given twice.",
         "Remove it, or fix the keyword's spelling.",
         bad="EVENT 1: A\n1.1\n[DAMAGE LEAD 1 2]\n→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\n[DAMAGE LEAD 1]\n→ CONTINUE THE MISSION\n=====", fatal=True),
    Code("E304", "bad-value", "error", "{detail}",
         "A value the verb does not allow: a number out of range (DIFF 1..3), an unknown "
         "word (a Trait, a Rat position), a missing sign, or a Combat with no VC.",
         "Use a value in the range or a word from the list the hint gives.",
         bad="EVENT 1: A\n1.1\n[TEST LEAD SURVIVL DIFF 4]\npass → CONTINUE THE MISSION\n"
             "fail → CONTINUE THE MISSION\n- - -",
         good="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 3]\npass → CONTINUE THE MISSION\n"
              "fail → CONTINUE THE MISSION\n- - -", fatal=True),
    Code("E305", "setting-out-of-range", "error", "{detail}",
         "A set-up value outside what the rules allow: LEVELS 1..3, TB DECK 9..11, "
         "THREAT 1..9, ENTRANCE COLUMN 1..6, a level deck's level 1..3.",
         "Use a value in the range.",
         bad=_WHOLE_OK.replace("TB DECK 9", "TB DECK 12"), good=_WHOLE_OK, whole=True,
         fatal=True),
    Code("E306", "missing-outcome", "error", "`{verb}` has no `{label}` outcome",
         "An effect with outcomes, such as a Trait test, must say where each outcome leads.",
         "Add the outcome line, e.g. `fail → CONTINUE THE MISSION`.",
         bad="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n- - -",
         good="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n"
              "fail → CONTINUE THE MISSION\n- - -", fatal=True),
    Code("E307", "unknown-outcome", "error", "{detail}",
         "An outcome line whose label the effect does not have (`TEST` has `pass` and "
         "`fail`), or outcomes under an effect that has none.",
         "Fix the label (see the hint).",
         bad="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n"
             "fial → CONTINUE THE MISSION\n- - -",
         good="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n"
              "fail → CONTINUE THE MISSION\n- - -", fatal=True),
    Code("E308", "duplicate-outcome", "error", "outcome `{label}` is given twice",
         "Each outcome of an effect leads to one place.", "Remove one of the two lines.",
         bad="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n"
             "pass → CONTINUE THE MISSION\nfail → CONTINUE THE MISSION\n- - -",
         good="EVENT 1: A\n1.1\n[TEST LEAD SURVIVAL DIFF 2]\npass → CONTINUE THE MISSION\n"
              "fail → CONTINUE THE MISSION\n- - -", fatal=True),
    Code("E309", "unknown-quantity", "error", "unknown Success Points quantity `{per}`",
         "`per` counts a quantity the ruleset knows: for Tunnel Rats RAT STANDING, "
         "OBJECTIVE MET, TB CARD LEFT, LOG ENTRY and DAMAGE (plurals accepted).",
         "Use one of those quantities (see the hint).",
         bad=_WHOLE_OK.replace("+1 per RAT STANDING", "+1 per RAT SITTING"), good=_WHOLE_OK,
         whole=True, fatal=True),
    Code("E310", "random-combat-not-combat", "error",
         "RANDOM COMBAT needs a `[COMBAT ...]` effect, not `{verb}`",
         "The Random Combat set-up (Threat 9 at the end of a Crawl) is a Combat.",
         "Write `RANDOM COMBAT [COMBAT STANDARD 2]`.",
         bad=_WHOLE_OK.replace("TB DECK 9\n", "TB DECK 9\nRANDOM COMBAT [DAMAGE LEAD 1]\n"),
         good=_WHOLE_OK.replace("TB DECK 9\n", "TB DECK 9\nRANDOM COMBAT [COMBAT STANDARD 2]\n"),
         whole=True, fatal=True),
    # ------------------------------------------------------------------ W4xx warnings
    Code("W401", "noted-never-tested", "warning",
         "Log Entry `{name}` is noted but never tested",
         "Nothing asks whether this Log Entry was noted: no condition, objective or Success "
         "Points line uses it, so noting it changes nothing.",
         "Test it (`if noted NAME`), name it in an objective, or drop the NOTE.",
         bad="EVENT 1: A\n1.1\n[NOTE WELL]\n→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\n[NOTE WELL]\n→ 1.2\n=====\n1.2\nif noted WELL → "
              "CONTINUE THE MISSION\notherwise → CONTINUE THE MISSION\n- - -"),
    Code("W402", "tested-never-noted", "warning",
         "Log Entry `{name}` is tested but never noted: `noted {name}` is always false",
         "No entry notes this Log Entry, so every condition on it is always false (often a "
         "misspelling: see the hint).",
         "Fix the name, or note it somewhere with `[NOTE NAME]`.",
         bad="EVENT 1: A\n1.1\nif noted WELL → CONTINUE THE MISSION\n"
             "otherwise → CONTINUE THE MISSION\n- - -",
         good="EVENT 1: A\n1.1\n[NOTE WELL]\n→ 1.2\n=====\n1.2\nif noted WELL → "
              "CONTINUE THE MISSION\notherwise → CONTINUE THE MISSION\n- - -"),
    Code("W403", "marker-never-gained", "warning",
         "marker `{name}` is tested but never gained: `has {name}` is always false",
         "No `[GAIN NAME]` effect or `[MARKER NAME]` rule gives the team this marker.",
         "Fix the name, or add a GAIN effect or MARKER rule.",
         bad="EVENT 1: A\n1.1\nif has RADIO → CONTINUE THE MISSION\n"
             "otherwise → CONTINUE THE MISSION\n- - -",
         good="EVENT 1: A\n1.1\n[GAIN RADIO]\n→ 1.2\n=====\n1.2\nif has RADIO → "
              "CONTINUE THE MISSION\notherwise → CONTINUE THE MISSION\n- - -"),
    Code("W404", "unclosed-entry", "warning", "entry `{id}` is not closed by a horizontal line",
         "The reader stops at the lines: a dotted line after a decision or test, a double "
         "line at the end of an entry (Using the Mission Booklets).",
         "Close the entry with `- - -` or `===`.",
         bad="EVENT 1: A\n1.1\n→ CONTINUE THE MISSION\n", good=_EVENT_OK),
    Code("W405", "unreachable-entry", "warning", "entry `{id}` is never reached: {reason}",
         "No playthrough reads this entry. The check follows the Log Entries that gate "
         "each option and arm (see 'Reachability in play' below), so an entry behind a "
         "condition that can never hold is unreachable too.",
         "Lead an option, outcome or arm to it, fix the blocking condition, or delete it.",
         bad="EVENT 1: A\n1.1\n→ CONTINUE THE MISSION\n=====\n1.2\n→ CONTINUE THE MISSION\n=====",
         good=_EVENT_OK),
    Code("W406", "single-option", "warning", "a decision with a single option",
         "A decision offers the reader a choice; with one option there is none.",
         "Add an option, or replace the decision by `→ TARGET`.",
         bad="EVENT 1: A\n1.1\nDo you:\n• go on → CONTINUE THE MISSION\n- - -",
         good="EVENT 1: A\n1.1\nDo you:\n• go on → CONTINUE THE MISSION\n"
              "• go back → CONTINUE THE MISSION\n- - -"),
    Code("W407", "duplicate-option", "warning", "option `{text}` is offered twice",
         "Two options of one decision have the same text.",
         "Reword one of them, or merge them.",
         bad="EVENT 1: A\n1.1\nDo you:\n• go on → CONTINUE THE MISSION\n"
             "• go on → CONTINUE THE MISSION\n- - -",
         good="EVENT 1: A\n1.1\nDo you:\n• go on → CONTINUE THE MISSION\n"
              "• go back → CONTINUE THE MISSION\n- - -"),
    Code("W408", "unplaced-event", "warning",
         "Event {number} is in no level deck and no entry leads to it",
         "The team can only meet an Event whose card is placed in a level deck (or that "
         "another entry sends the reader to).",
         "Place it: `LEVEL n DECK: k STANDARD, EVENT 2 SHUFFLED`.",
         bad=_EVENT_OK + "\n\nEVENT 2: B\n2.1\n→ CONTINUE THE MISSION\n=====", good=_EVENT_OK),
    Code("W409", "dead-condition", "warning", "{what} can never be taken: {reason}",
         "An option or arm whose condition cannot hold at this point of any playthrough "
         "(its target is reached another way, so the entry itself is not unreachable).",
         "Fix the condition, or remove the option or arm.",
         bad="EVENT 1: A\n1.1\nif noted A and not noted A → 1.2\notherwise → 1.2\n- - -\n"
             "1.2\n→ CONTINUE THE MISSION\n=====\n\nEVENT 2: B\n2.1\n[NOTE A]\n"
             "→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\nif noted A → 1.2\notherwise → 1.2\n- - -\n"
              "1.2\n→ CONTINUE THE MISSION\n=====\n\nEVENT 2: B\n2.1\n[NOTE A]\n"
              "→ CONTINUE THE MISSION\n====="),
    Code("W410", "missing-level-deck", "warning", "no LEVEL {level} DECK for level {level}",
         "The mission has this level but does not say how its tunnel deck is built.",
         "Add `LEVEL n DECK: k STANDARD, ...`.",
         bad=_WHOLE_OK.replace("LEVELS 1", "LEVELS 2"), good=_WHOLE_OK, whole=True),
    Code("W411", "unknown-suppressed-code", "warning",
         "unknown code `{code}` in a suppression comment",
         "A `// crawlbook: ignore` or `ignore-file` comment names a code crawlbook does not "
         "have, so it suppresses nothing (often a typo: see the hint).",
         "Fix the code (every code is listed on this page) or remove it.",
         bad="EVENT 1: A\n1.1\n// crawlbook: ignore W4O1\n[NOTE WELL]\n"
             "→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\n// crawlbook: ignore W401\n[NOTE WELL]\n"
              "→ CONTINUE THE MISSION\n====="),
    Code("W412", "bad-suppression", "warning",
         "not a suppression comment: write `// crawlbook: ignore CODE` or "
         "`// crawlbook: ignore-file CODE`",
         "A comment that starts with `crawlbook:` is an instruction to crawlbook, but this "
         "one is neither `ignore` nor `ignore-file` followed by codes, so it does nothing.",
         "Fix the word (see the hint) and name the codes, or reword the comment so it does "
         "not start with `crawlbook:`.",
         bad="EVENT 1: A\n1.1\n// crawlbook: ignroe W401\n[NOTE WELL]\n"
             "→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\n// crawlbook: ignore W401\n[NOTE WELL]\n"
              "→ CONTINUE THE MISSION\n====="),
    # ------------------------------------------------------------------ I5xx infos
    Code("I501", "line-kind", "info", "{detail}",
         "By the booklet's convention a dotted line closes an entry that ends in a decision, "
         "test or check, and a double line one that ends with an arrow.",
         "Swap the line for the other kind.",
         bad="EVENT 1: A\n1.1\n→ CONTINUE THE MISSION\n- - -", good=_EVENT_OK),
    Code("I502", "marker-never-tested", "info", "marker `{name}` is gained but never tested",
         "Nothing asks whether the team has this marker (`if has NAME`).",
         "Test it, or drop the GAIN.",
         bad="EVENT 1: A\n1.1\n[GAIN RADIO]\n→ CONTINUE THE MISSION\n=====",
         good=_EVENT_OK),
    Code("I503", "unsuppressible-code", "info", "`{code}` cannot be suppressed",
         "A suppression comment names a fatal code (a booklet with it cannot be compiled "
         "into a playable program, so no comment can hide it) or one of the codes about "
         "suppression comments themselves (W411, W412, I503, I504: the configuration turns "
         "those off). The comment has no effect for this code.",
         "Fix the problem the code reports, and remove the code from the comment.",
         bad="EVENT 1: A\n1.1\n// crawlbook: ignore E204\n→ 1.2\n=====\n1.2\n"
             "→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\n→ 1.2\n=====\n1.2\n→ CONTINUE THE MISSION\n====="),
    Code("I504", "unused-suppression", "info", "unused suppression: no `{code}` {where}",
         "A suppression comment names a code that is not reported where the comment applies "
         "(the next line that is not a comment; the whole file for `ignore-file`): the "
         "problem was fixed, or the comment stands in the wrong place. Like ruff's "
         "unused-noqa, this finds stale comments.",
         "Remove the code (or the whole comment), or move the comment just above the line "
         "the diagnostic is reported on.",
         bad="EVENT 1: A\n1.1\n// crawlbook: ignore W401\n[DAMAGE LEAD 1]\n"
             "→ CONTINUE THE MISSION\n=====",
         good="EVENT 1: A\n1.1\n// crawlbook: ignore W401\n[NOTE WELL]\n"
              "→ CONTINUE THE MISSION\n====="),
]


def _syntax_codes() -> list[Code]:
    """The parser's E1xx table (``crawlbook.dsl.diagnostics.SYNTAX_CODES``) as catalogue
    entries. The parser's own tests run their examples; here they serve the docs."""
    from crawlbook.dsl.diagnostics import SYNTAX_CODES

    return [Code(code=c.code, name=c.id, severity=c.severity, message=c.template, doc=c.doc,
                 fix="", bad=c.examples[0] if c.examples else "", whole=True, fatal=True)
            for c in SYNTAX_CODES.values()]


CATALOGUE: dict[str, Code] = {c.code: c for c in [*_syntax_codes(), *_CODES]}


def lookup(code: str) -> Code | None:
    return CATALOGUE.get(code)


def make(code: str, span: Span | None, hint: str | None = None, /, *,
         message: str | None = None, **fields: object) -> Diagnostic:
    """A diagnostic of catalogue ``code`` at ``span``, its message filled from ``fields``."""
    entry = CATALOGUE[code]
    return Diagnostic(code=code, severity=entry.severity,
                      message=message if message is not None else entry.format(**fields),
                      span=span, hint=hint)


def example_source(entry: Code, which: Literal["bad", "good"]) -> str:
    """The whole booklet of one of ``entry``'s examples."""
    text = entry.bad if which == "bad" else entry.good
    return text if entry.whole else EXAMPLE_FRAME.replace("{body}", text)


def markdown(codes: Iterable[Code] | None = None) -> str:
    """``docs/diagnostics.md``: every code with its meaning, examples and fix."""
    from crawlbook.compiler.reach import ANALYSIS_DOC

    codes = list(CATALOGUE.values() if codes is None else codes)
    out = [
        "# Diagnostics",
        "",
        "<!-- Generated by `python -m crawlbook.compiler.diagnostics > docs/diagnostics.md`;"
        " a test keeps it up to date. -->",
        "",
        "`crawlbook check` reports every problem of a booklet in one run, each with a stable "
        "code: `E1xx` syntax, `E2xx` structure and targets, `E3xx` effects and the ruleset's "
        "registry, `W4xx` warnings, `I5xx` infos. The text form is",
        "",
        "```text",
        "missions/well.mission:12:8: error[E204]: there is no entry `1.3`",
        "   |",
        "12 | pass → 1.3",
        "   |        ^^^",
        "   = hint: did you mean `1.2`?",
        "```",
        "",
        "and `--format json` gives `{\"diagnostics\": [{\"path\", \"line\", \"column\", "
        "\"end_line\", \"end_column\", \"severity\", \"code\", \"message\", \"hint\"}], "
        "\"summary\": {\"errors\", \"warnings\", \"infos\"}}`.",
        "",
        "## Exit codes and severities",
        "",
        "`crawlbook check` exits 0 when there is no error (warnings and infos allowed), 1 when "
        "there are errors (or warnings under `--strict`), 2 on a usage error such as a "
        "missing file.",
        "",
        "Severities can be changed per code, as ruff does for its rules, on the command line",
        "",
        "```text",
        "crawlbook check missions/ --ignore W401,I5 --severity W405=error --select E,W",
        "```",
        "",
        "or in the nearest `pyproject.toml` above the checked file:",
        "",
        "```toml",
        "[tool.crawlbook]",
        "select = [\"E\", \"W\"]          # code prefixes to report (default: all)",
        "ignore = [\"W401\"]            # code prefixes never to report",
        "severity = { W405 = \"error\", I501 = \"off\" }",
        "```",
        "",
        "Command-line options add to the file's (`--isolated` ignores the file). Codes marked "
        "*fatal* below describe a booklet that cannot be compiled: they can be raised but "
        "not lowered or silenced.",
        "",
        "## Suppression comments",
        "",
        "A diagnostic you have looked at and accepted can be silenced where it stands, as "
        "ruff's `# noqa` does. A comment line `// crawlbook: ignore CODE, CODE` suppresses "
        "those codes for the diagnostics that start on the next line that is not a comment; "
        "`// crawlbook: ignore-file CODE` anywhere in a file suppresses them in that file "
        "(not in the files it INCLUDEs: each file has its own comments). Codes are separated "
        "by commas or spaces, and nothing else may follow them: write the reason on a "
        "comment line of its own (comment lines are skipped when finding the next line, but "
        "a blank line is not):",
        "",
        "```text",
        "1.2",
        "// crawlbook: ignore W401",
        "// WELL is read by the next mission.",
        "[NOTE WELL]",
        "```",
        "",
        "Comments act before the configuration above. Fatal codes and the codes about the "
        "comments themselves cannot be suppressed ([I503](#i503)); an unknown code is "
        "reported ([W411](#w411)), as is a `crawlbook:` comment that is not a suppression "
        "([W412](#w412)) and a code that suppressed nothing ([I504](#i504)), so stale "
        "comments are found. Turn those off with the configuration (`--ignore I504`).",
        "",
        ANALYSIS_DOC.strip(),
        "",
        "## Codes",
        "",
        "| code | name | severity | message |",
        "| --- | --- | --- | --- |",
    ]
    for c in codes:
        msg = c.message.replace("|", "\\|")
        out.append(f"| [{c.code}](#{c.code.lower()}) | {c.name} | {c.severity} | {msg} |")
    for c in codes:
        out += ["", f"### {c.code}", "", f"**{c.name}** — default severity *{c.severity}*"
                + (", fatal" if c.fatal else "") + ".", "", c.doc]
        if c.fix:
            out += ["", f"How to fix: {c.fix}"]
        for title, text in (("Triggers it", c.bad), ("Does not", c.good)):
            if text:
                out += ["", f"{title}:", "", "```text", _shown(text.rstrip("\n")), "```"]
    return "\n".join(out) + "\n"


def _shown(text: str) -> str:
    """An example as the docs show it: bytes that are not text written as ``\\xNN``."""
    return "".join(c if c == "\n" or (c.isprintable() and not 0x7F <= ord(c) <= 0xFF)
                   else f"\\x{ord(c):02x}" for c in text)




if __name__ == "__main__":  # pragma: no cover - exercised through the docs test
    import sys

    sys.stdout.buffer.write(markdown().encode("utf-8"))
