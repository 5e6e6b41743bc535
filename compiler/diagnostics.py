"""The one catalogue of diagnostic codes: what each means, its severity, how to fix it.

Diagnostics are the product (docs/diagnostics.md). Every diagnostic crawlbook reports has a
stable code: E1xx syntax (the parser's table, ``crawlbook.dsl.diagnostics``), E2xx the
structure of the booklet and its targets, E3xx the ruleset's registry (verbs, header
directives, conditions), W4xx lint warnings and I5xx infos; a ruleset adds its own codes
(``Ruleset.diagnostics``), which ``catalogue()`` merges in. A ruleset's codes live in a
namespace of their own, so no two can clash (``namespace_problem``): its prefix
(``Ruleset.code_prefix``, ``CW``) and three digits whose first says the class as the
core's does (``CW231``, an error).

Each code carries examples, a booklet that triggers it and one that does not, and the test
suite runs them all (``tests/compiler/test_catalogue.py``). The core's codes need a ruleset
to be written in: each ruleset gives its examples of them (``Ruleset.diagnostic_examples``,
in its ``Ruleset.example_frame``), and the docs show the default ruleset's. The page is
generated from this table (``python -m crawlbook.compiler.diagnostics``), so the page, the
examples and the checks cannot drift apart.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import replace
from typing import Literal

from crawlbook.dsl.diagnostics import SYNTAX_CODES, Code, Diagnostic, Severity
from crawlbook.dsl.nodes import Span
from crawlbook.dsl.record import record

__all__ = ["CATALOGUE", "SEVERITIES", "Code", "Example", "Severity", "catalogue", "examples",
           "lookup", "make", "markdown"]

SEVERITIES: tuple[str, ...] = ("error", "warning", "info")


@record
class Example:
    """A ruleset's examples of one code: booklets that trigger it (``bad``), one that does
    not (``good``); fragments go into the ruleset's example frame unless ``whole``."""

    bad: tuple[str, ...] | str
    good: str = ""
    whole: bool = False

    @property
    def triggers(self) -> tuple[str, ...]:
        return (self.bad,) if isinstance(self.bad, str) else self.bad


_CODES: list[Code] = [
    Code("E201", "duplicate-entry", "error", "entry `{id}` is defined twice",
         "Two entries have the same id, so a target naming it is ambiguous.",
         "Renumber one of them (and the targets that lead to it).", fatal=True),
    Code("E202", "duplicate-event", "error", "Event {number} is defined twice",
         "Two `EVENT` sections have the same number.",
         "Give each Event its own number; the level decks place Events by number.",
         fatal=True),
    Code("E203", "duplicate-card", "error", "card `{code}` is defined twice",
         "Two `CARD` sections have the same code (a file may be included twice).",
         "Remove one of them, or check the INCLUDE lines.", fatal=True),
    Code("E204", "unknown-target", "error", "there is no entry `{ref}`",
         "An arrow leads to an entry that does not exist.",
         "Fix the id (the hint names the closest existing entry) or write the entry.",
         fatal=True),
    Code("E206", "missing-mission", "error", "the booklet has no `MISSION n: Title` line",
         "Every mission needs its number and title.", "Add `MISSION 1: Title` to the header.",
         fatal=True),
    Code("E207", "missing-directive", "error", "the booklet has no `{directive}` line",
         "The ruleset requires this header directive: the game cannot be set up without it "
         "(`crawlbook effects` lists every directive, required or not).",
         "Add the line to the header, as the hint shows.", fatal=True),
    Code("E209", "missing-section", "error", "the booklet has no `{section}` section",
         "The ruleset requires this section (the ending with its scoring lines, for "
         "example).",
         "Add the section, as the hint shows.", fatal=True),
    Code("E212", "no-ending", "error", "entry `{id}` has no ending",
         "Every entry ends with an arrow, a decision, a test with its outcomes or a check; "
         "without one the reader does not know where to go.",
         "End it with an arrow: `→` and the next entry's id, or the book's end words (the "
         "hint writes them).", fatal=True),
    Code("E213", "text-after-ending", "error", "text after {ending}: it is never read",
         "Prose or effects follow the entry's ending before its closing line. After the "
         "arrow to the book's end words the reading is over. A line of dashes without spaces "
         "(`---`) is prose too: the hint says so, since the dotted line is `- - -`.",
         "Move the text above the ending, or into the entry it leads to."),
    Code("E214", "loose-end", "error",
         "no path from entry `{id}` reaches {end}",
         "Every path through an Event must end with an arrow to the book's end words; from "
         "this entry the reader goes round in a loop with no way out.",
         "Give the loop an exit: an option, outcome or arm leading to the end words."),
    Code("E215", "may-get-stuck", "error", "{what}",
         "A decision whose options all have conditions, or a check without `otherwise`, "
         "may offer nothing: the reader is stuck.",
         "Add an option without a condition, or an `otherwise →` arm."),
    Code("E216", "foreign-entry", "error", "entry `{id}` is not an entry of {owner}",
         "Entries of Event 7 are numbered `7.1`, `7.2` ...; of card TR7, `TR7.1` ...",
         "Renumber the entry, or move it under its own Event."),
    Code("E217", "empty-event", "error", "{owner} has no entries",
         "An Event or card with no entries has nowhere to start reading.",
         "Write its first entry (`7.1`).", fatal=True),
    Code("E219", "unknown-ruleset", "error", "unknown ruleset `{name}`",
         "`RULESET` names the rules engine and effect registry; this one is not known.",
         "Use one of the installed rulesets (`crawlbook rulesets` lists them; the hint "
         "names the closest).", fatal=True),
    Code("E220", "content-pack", "error", "the content pack of `{ruleset}` cannot be loaded",
         "The program embeds the ruleset's content pack (its cards, tables and profiles); "
         "it is missing or broken. This is a problem of the installation, not of the "
         "booklet.",
         "Reinstall the ruleset, or fix the pack's files as the message says.",
         fatal=True),
    Code("E221", "unknown-directive", "error", "unknown header directive `{name}`",
         "A line of the header (before the first section) names a directive the ruleset does "
         "not declare. Header directives are written in capitals; `crawlbook effects` lists "
         "the ruleset's.",
         "Fix the spelling (see the hint); to write prose, put it in the BRIEFING.",
         fatal=True),

    Code("E222", "directive-syntax", "error", "{detail}",
         "A header directive's words are not in the form its ruleset reads (the hint shows "
         "how it is written).",
         "Rewrite the line as the hint shows.", fatal=True),
    Code("E301", "unknown-effect", "error", "unknown effect `{verb}`",
         "The verb is not in the ruleset's effect registry (`crawlbook effects` lists it).",
         "Fix the spelling (see the hint) or use a verb the registry declares.", fatal=True),
    Code("E302", "missing-argument", "error", "{detail}",
         "The effect lacks an argument its verb requires.",
         "Write the effect as the hint shows (`crawlbook effects` gives every usage).", fatal=True),
    Code("E303", "unexpected-argument", "error", "{detail}",
         "An argument the verb does not take, or one given twice. An effect's first three "
         "are reported, the third saying how many more follow (docs/limits.md).",
         "Remove it, or fix the keyword's spelling.", fatal=True),
    Code("E304", "bad-value", "error", "{detail}",
         "A value the verb (or header directive) does not allow: a number out of range, "
         "an unknown word, a missing sign, dice that are not dice, or none of the values "
         "the verb needs at least one of.",
         "Use a value in the range or a word from the list the hint gives.", fatal=True),
    Code("E305", "setting-out-of-range", "error", "{detail}",
         "A header directive's value outside what the rules allow (each directive's range "
         "is listed by `crawlbook effects`).",
         "Use a value in the range.", fatal=True),
    Code("E306", "missing-outcome", "error", "`{verb}` has no `{label}` outcome",
         "An effect with outcomes, such as a test, must say where each outcome leads.",
         "Add the outcome line, e.g. `fail → 7.3`.", fatal=True),
    Code("E307", "unknown-outcome", "error", "{detail}",
         "An outcome line whose label the effect does not have (`TEST` has `pass` and "
         "`fail`), or outcomes under an effect that has none. A word the ruleset knows "
         "authors write for an outcome (`success` for `pass`) gets it as the hint, and the "
         "outcome is not reported missing as well (E306).",
         "Fix the label (see the hint).", fatal=True),
    Code("E308", "duplicate-outcome", "error", "outcome `{label}` is given twice",
         "Each outcome of an effect leads to one place.", "Remove one of the two lines.",
         fatal=True),
    Code("E309", "unknown-quantity", "error", "unknown quantity `{per}` after `per`",
         "`per` counts a quantity the ruleset knows (`crawlbook effects` lists them; "
         "plurals are accepted) or a counted thing of the book (`[GAIN GOLD 5]`).",
         "Use one of those quantities (see the hint).", fatal=True),
    Code("E310", "directive-effect", "error", "{detail}",
         "A header directive that carries an effect (such as a fight's set-up) was given "
         "another verb, or none.",
         "Write the directive with the effect it names (the hint shows it).", fatal=True),
    Code("E311", "unknown-condition", "error", "{detail}",
         "A condition compares a number the ruleset does not know (`if WOUNDS < 5`), or uses "
         "a test word it does not declare (`if fired PISTOL`), or a name that word does not "
         "allow. `crawlbook effects` lists what conditions may read.",
         "Fix the name (see the hint).", fatal=True),

    Code("W401", "noted-never-tested", "warning",
         "Log Entry `{name}` is noted but never tested",
         "Nothing asks whether this Log Entry was noted: no condition, objective or scoring "
         "line (`+1 if noted NAME`) uses it, so noting it changes nothing.",
         "Test it (`if noted NAME`), name it in an objective, or drop the NOTE."),
    Code("W402", "tested-never-noted", "warning",
         "Log Entry `{name}` is tested but never noted: `noted {name}` is always false",
         "No entry notes this Log Entry, or only entries no playthrough reaches do (the "
         "hint names them, and the cycle of Log Entries that keeps them closed), so every "
         "condition on it is always false (often a misspelling: see the hint).",
         "Fix the name, note it somewhere with `[NOTE NAME]`, or break the cycle."),
    Code("W403", "marker-never-gained", "warning",
         "marker `{name}` is tested but never gained: `has {name}` is always false",
         "No `[GAIN NAME]` effect that play can reach, nor a `[MARKER NAME]` rule, gives "
         "the team this marker.",
         "Fix the name, or add a GAIN effect or MARKER rule."),
    Code("W404", "unclosed-entry", "warning", "entry `{id}` is not closed by a horizontal line",
         "The reader stops at the lines: a dotted line after a decision or test, a double "
         "line at the end of an entry (docs/language.md).",
         "Close the entry with `- - -` or `===`."),
    Code("W405", "unreachable-entry", "warning", "entry `{id}` is never reached: {reason}",
         "No playthrough reads this entry. The check follows the Log Entries that gate "
         "each option and arm (see 'Reachability in play' below), so an entry behind a "
         "condition that can never hold is unreachable too.",
         "Lead an option, outcome or arm to it, fix the blocking condition, or delete it."),
    Code("W406", "single-option", "warning", "a decision with a single option",
         "A decision offers the reader a choice; with one option there is none.",
         "Add an option, or replace the decision by `→ TARGET`."),
    Code("W407", "duplicate-option", "warning", "option `{text}` is offered twice",
         "Two options of one decision have the same text.",
         "Reword one of them, or merge them."),
    Code("W409", "dead-condition", "warning", "{what} can never be taken: {reason}",
         "An option or arm whose condition cannot hold at this point of any playthrough "
         "(its target is reached another way, so the entry itself is not unreachable).",
         "Fix the condition, or remove the option or arm."),
    Code("W411", "unknown-suppressed-code", "warning",
         "unknown code `{code}` in a suppression comment",
         "A `// crawlbook: ignore` or `ignore-file` comment names a code crawlbook does not "
         "have, so it suppresses nothing (often a typo: see the hint).",
         "Fix the code (every code is listed on this page) or remove it."),
    Code("W412", "bad-suppression", "warning",
         "not a suppression comment: write `// crawlbook: ignore CODE` or "
         "`// crawlbook: ignore-file CODE`",
         "A comment that starts with `crawlbook:` is an instruction to crawlbook, but this "
         "one is neither `ignore` nor `ignore-file` followed by codes, so it does nothing.",
         "Fix the word (see the hint) and name the codes, or reword the comment so it does "
         "not start with `crawlbook:`."),
    Code("W413", "repeated-directive", "warning", "`{name}` is given twice: the first one counts",
         "A header directive that takes one value is written more than once.",
         "Delete one of the two lines."),
    Code("W414", "directive-in-prose", "warning",
         "this line reads like the header directive `{name}`, but it is prose here",
         "Header directives are read only in the header, before the first section; a line "
         "like one later in the booklet is prose (printed, never acted on).",
         "Move it up into the header, or start it with `\\` if it is meant as prose."),
    Code("I501", "line-kind", "info", "{detail}",
         "By the booklet's convention a dotted line closes an entry that ends in a decision, "
         "test or check, and a double line one that ends with an arrow.",
         "Swap the line for the other kind."),
    Code("I502", "marker-never-tested", "info", "marker `{name}` is gained but never tested",
         "Nothing asks whether the team has this marker (`if has NAME`).",
         "Test it, or drop the GAIN."),
    Code("I503", "unsuppressible-code", "info", "`{code}` cannot be suppressed",
         "A suppression comment names a fatal code (a booklet with it cannot be compiled "
         "into a playable program, so no comment can hide it) or one of the codes about "
         "suppression comments themselves (W411, W412, I503, I504: the configuration turns "
         "those off). The comment has no effect for this code.",
         "Fix the problem the code reports, and remove the code from the comment."),
    Code("I504", "unused-suppression", "info", "unused suppression: no `{code}` {where}",
         "A suppression comment names a code that is not reported where the comment applies "
         "(the next line that is not a comment; the whole file for `ignore-file`): the "
         "problem was fixed, or the comment stands in the wrong place. Like ruff's "
         "unused-noqa, this finds stale comments.",
         "Remove the code (or the whole comment), or move the comment just above the line "
         "the diagnostic is reported on."),
]

# The codes of the core: syntax, then the compiler's. Every ruleset's are added by
# ``catalogue()``.
CATALOGUE: dict[str, Code] = {c.code: c for c in [*SYNTAX_CODES.values(), *_CODES]}

# -- namespaces (docs/diagnostics.md, "Codes of rulesets") ------------------------------
#: the core's codes: the class letter and three digits
CORE_CODE = re.compile(r"[EWI][1-5]\d{2}")
#: a ruleset's prefix: two to four capitals, not starting with a letter of the core's
#: classes, so that a selection such as `--ignore W4` or `--select E` never takes a
#: ruleset's code by accident
CODE_PREFIX = re.compile(r"(?![EWI])[A-Z]{2,4}")
#: a ruleset's code: its prefix and three digits, the first one the class as in the core's
#: (2 and 3 errors, 4 warnings, 5 infos)
RULESET_CODE = re.compile(r"([A-Z]{2,4})([2-5])\d{2}")
_CLASS_SEVERITY = {"1": "error", "2": "error", "3": "error", "4": "warning", "5": "info"}
#: codes in the core's form that the bundled default ruleset brought before rulesets had
#: namespaces; the core never uses these numbers, and no other ruleset may
LEGACY_CODES = frozenset({"E205", "E210", "E211", "E218", "W408", "W410"})


def class_severity(code: str) -> str | None:
    """The severity the code's class stands for (``E2..``/``CW2..``: error), or None for
    a code of neither form."""
    if CORE_CODE.fullmatch(code):
        return {"E": "error", "W": "warning", "I": "info"}[code[0]]
    found = RULESET_CODE.fullmatch(code)
    return _CLASS_SEVERITY[found.group(2)] if found else None


def namespace_problem(prefix: str, code: Code, taken: Iterable[str] = ()) -> str | None:
    """Why a ruleset whose prefix is ``prefix`` may not add ``code`` (None: it may).
    ``taken``: the codes already in the catalogue."""
    if code.code in LEGACY_CODES:
        return f"{code.code} is already taken" if code.code in taken else None
    if not CODE_PREFIX.fullmatch(prefix):
        return (f"its code prefix `{prefix}` must be two to four capitals not starting "
                "with E, W or I (Ruleset.code_prefix)")
    found = RULESET_CODE.fullmatch(code.code)
    if found is None or found.group(1) != prefix:
        return (f"{code.code} is not in its namespace: write `{prefix}` and three digits "
                f"({prefix}201)")
    if class_severity(code.code) != code.severity:
        return (f"{code.code} is {code.severity}, but its first digit says "
                f"{class_severity(code.code)} (2 and 3: error, 4: warning, 5: info)")
    if code.code in taken:
        return f"{code.code} is already taken"
    return None


def catalogue() -> dict[str, Code]:
    """Every code: the core's and those of each installed ruleset (a ruleset whose code
    clashes with one already there, or that cannot be loaded, adds nothing)."""
    from crawlbook import plugins

    return _catalogue(tuple(plugins.names()))


@functools.cache
def _catalogue(names: tuple[str, ...]) -> dict[str, Code]:
    from crawlbook import plugins

    merged = dict(CATALOGUE)
    prefixes: set[str] = set()
    for name in names:
        ruleset = plugins.find(name)
        if ruleset is None:
            continue
        prefix = ruleset.code_prefix
        if prefix in prefixes:  # a second ruleset of the same prefix adds nothing
            continue
        for code in ruleset.diagnostics():
            if namespace_problem(prefix, code, merged) is None:
                merged[code.code] = replace(code, ruleset=name)
                prefixes.add(prefix)
    return merged


def lookup(code: str) -> Code | None:
    return catalogue().get(code)


def current(code: str) -> str:
    """``code`` as the catalogue names it now: a former code (``Code.formerly``, such as
    a ruleset's code from before its namespace) gives the code it became."""
    return _renamed(tuple(catalogue())).get(code, code)


@functools.cache
def _renamed(codes: tuple[str, ...]) -> dict[str, str]:
    found = catalogue()
    return {old: code for code in codes for old in found[code].formerly if old not in found}


def make(code: str, span: Span | None, hint: str | None = None, /, *,
         message: str | None = None, **fields: object) -> Diagnostic:
    """A diagnostic of catalogue ``code`` at ``span``, its message filled from ``fields``."""
    entry = CATALOGUE.get(code) or catalogue()[code]
    return Diagnostic(code=code, severity=entry.severity,
                      message=message if message is not None else entry.format(**fields),
                      span=span, hint=hint)


def examples(code: Code, ruleset: str | None = None) -> tuple[str | None, Example | None]:
    """(ruleset name, its examples) of ``code``: a ruleset's own code carries its examples;
    a core code takes them from ``ruleset`` (default: the default ruleset)."""
    from crawlbook import plugins

    if code.ruleset is not None:
        return code.ruleset, Example(code.bad, code.good, code.whole) if code.bad else None
    name = ruleset or plugins.default_name()
    found = plugins.get(name) if name else None
    if found is None:
        return name, None
    return name, found.diagnostic_examples().get(code.code)


def example_source(code: Code, which: Literal["bad", "good"], ruleset: str | None = None,
                   index: int = 0) -> str:
    """The whole booklet of one of ``code``'s examples (in ``ruleset`` for a core code)."""
    from crawlbook import plugins

    name, example = examples(code, ruleset)
    if example is None:
        raise LookupError(f"{code.code} has no example in `{name}`")
    text = example.triggers[index] if which == "bad" else example.good
    if example.whole:
        return text
    found = plugins.get(name) if name else None
    frame = found.example_frame() if found is not None else "{body}"
    return frame.replace("{body}", text)


def bundled() -> list[Code]:
    """The core's codes and those of the rulesets crawlbook itself installs (the page
    documents these; a plug-in installed beside them documents its own, so the page does
    not change with what else is installed)."""
    from crawlbook import plugins

    own = plugins.origin(plugins.default_name() or "")[0] or "crawlbook"
    return [c for c in catalogue().values()
            if c.ruleset is None or plugins.origin(c.ruleset)[0] == own]


def markdown(codes: Iterable[Code] | None = None) -> str:
    """``docs/diagnostics.md``: every code with its meaning, examples and fix."""
    from crawlbook.compiler.reach import ANALYSIS_DOC

    # the core's codes first, then each ruleset's namespace
    codes = sorted(bundled() if codes is None else codes,
                   key=lambda c: (CORE_CODE.fullmatch(c.code) is None, c.code))
    out = [
        "# Diagnostics",
        "",
        "<!-- Generated by `python -m crawlbook.compiler.diagnostics > docs/diagnostics.md`;"
        " a test keeps it up to date. -->",
        "",
        "`crawlbook check` reports every problem of a booklet in one run, each with a stable "
        "code: `E1xx` syntax, `E2xx` structure and targets, `E3xx` effects and the ruleset's "
        "registry, `W4xx` warnings, `I5xx` infos; a ruleset's own codes start with its "
        "prefix (`CW231`, [below](#codes-of-rulesets)). The text form is",
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
        "not lowered or silenced. The same table holds `sandbox = true` and the size limits "
        "of `[tool.crawlbook.limits]` ([Untrusted input](security.md)).",
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
        "## Codes of rulesets",
        "",
        "The core's codes are a class letter and three digits (`E204`). A ruleset's own codes "
        "live in a namespace of their own, so that no ruleset's code can clash with the "
        "core's or another ruleset's: the ruleset's prefix (`Ruleset.code_prefix`: two to "
        "four capitals that do not start with E, W or I, unique among the installed "
        "rulesets) and three digits whose first says the class as the core's does, 2 or 3 "
        "an error, 4 a warning, 5 an info (`CW231`: an error of the ruleset whose prefix is "
        "`CW`). A code outside its ruleset's namespace, of the wrong class, or of a "
        "prefix another installed ruleset already has, is not added to the catalogue "
        "(the test suite checks every installed ruleset's: `crawlbook.compiler.diagnostics."
        "namespace_problem`).",
        "",
        "`--select`, `--ignore` and `--severity` take a ruleset's prefix as they take the "
        "core's (`--ignore CW`, `--severity CW4=error`); `E`, `W` and `I` select the core's "
        "codes only. A code a ruleset renamed into its namespace keeps working under its "
        "former name in suppression comments and the configuration (`CW230` to `CW232` "
        "were `E230` to `E232`): each code below says what it was. The default ruleset "
        f"keeps the codes it had before namespaces ({', '.join(sorted(LEGACY_CODES))})"
        ": the core never uses those numbers.",
        "",
        "This page lists the codes of the core and of the rulesets crawlbook installs; a "
        "ruleset installed beside them documents its own (the worked example of "
        "[Writing a ruleset](rulesets.md) does).",
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
        owner = f" (ruleset `{c.ruleset}`)" if c.ruleset else ""
        former = (f" Formerly {', '.join(f'`{f}`' for f in c.formerly)}."
                  if c.formerly else "")
        out += ["", f"### {c.code}", "", f"**{c.name}**{owner} — default severity "
                f"*{c.severity}*" + (", fatal" if c.fatal else "") + "." + former, "", c.doc]
        if c.fix:
            out += ["", f"How to fix: {c.fix}"]
        if c.code in SYNTAX_CODES:  # syntax examples are whole booklets, shown as written
            shown: list[tuple[str, str]] = [("Triggers it", t) for t in c.examples[:1]]
        else:
            name, example = examples(c)
            shown = []
            if example is not None:
                note = "" if c.ruleset else f" (in `{name}`)"
                shown = [(f"Triggers it{note}", example.triggers[0]),
                         (f"Does not{note}", example.good)]
        for title, text in shown:
            if text:
                out += ["", f"{title}:", "", "```text", _shown(text.rstrip("\n")), "```"]
    return "\n".join(out) + "\n"


def _shown(text: str) -> str:
    """An example as the docs show it: characters that are not printable text written as
    ``\\xNN`` (``\\uNNNN`` above U+00FF)."""
    return "".join(c if c == "\n" or (c.isprintable() and not 0x7F <= ord(c) <= 0xFF)
                   else f"\\x{ord(c):02x}" if ord(c) <= 0xFF else f"\\u{ord(c):04x}"
                   for c in text)


if __name__ == "__main__":  # pragma: no cover - exercised through the docs test
    import sys

    sys.stdout.buffer.write(markdown().encode("utf-8"))
