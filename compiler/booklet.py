"""Printable booklets: a compiled program set as the players hold it (``crawlbook booklet``).

A printed mission booklet (docs/maps.md): the set-up (``Ruleset.booklet_setup``) and the
briefing, the objectives and mission rules, then the numbered Events, each with its entries
read in order; a dotted line separates a decision from its outcomes and a double line ends
an entry; Log Entries are highlighted in yellow; the reader is told where to turn and when
to CONTINUE THE MISSION. The cards follow, a section per card kind of the ruleset, then the
End of Mission with its Success Points. How each verb reads is the ruleset's wording
(``Verb.wording`` in its registry), not this module's.

The HTML comes from jinja2 templates under ``compiler/templates/`` with autoescaping on:
no author string is ever marked safe. It is one self-contained HTML5 file (the stylesheet
is inlined, nothing is fetched), with a print stylesheet for A5 pages. ``print_pdf`` prints
it with headless Chromium when one is installed.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jinja2
from crawlbook.compiler.graph import MissionGraph
from crawlbook.compiler.maps import CONTINUE, effect_text, ordered_outcomes, per_text
from markupsafe import Markup

if TYPE_CHECKING:
    from crawlbook.compiler.registry import Registry, Verb

    from crawlbook.ruleset import Ruleset

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync",
)
INSTALL_HINT = "install Chromium (Debian/Ubuntu: apt-get install chromium; or ./dev setup)"



class PdfUnavailable(RuntimeError):
    """No headless Chromium is installed, so the booklet cannot be printed to PDF."""


class PdfFailed(RuntimeError):
    """Chromium ran but did not write the PDF."""


def anchor(entry_id: object) -> str:
    """The HTML id of an entry: ``7.2`` -> ``e-7-2``, ``TR7.1`` -> ``e-TR7-1``."""
    return "e-" + re.sub(r"[^A-Za-z0-9_-]", "-", str(entry_id))


def _natural(key: str) -> tuple[Any, ...]:
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"(\d+)", key))


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("crawlbook.compiler", "templates"),
        autoescape=True,  # every author string is escaped; nothing is marked safe
        # A forced program may lack a key: a missing value prints as nothing.
        undefined=jinja2.Undefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.globals.update(anchor=anchor, effect_text=effect_text, per_text=per_text,
                       outcomes=ordered_outcomes, CONTINUE=CONTINUE, verb_spec=_verb_spec,
                       wording=_wording)
    env.filters["capfirst"] = _capfirst
    return env


def _capfirst(text: object) -> str:
    text = str(text)
    return text[:1].upper() + text[1:]


def _verb_spec(registry: Registry | None, verb: str) -> tuple[Registry, Verb] | None:
    """(the language, the verb's declaration) for the templates, or None when unknown."""
    spec = registry.verbs.get(str(verb)) if registry else None
    return (registry, spec) if registry is not None and spec is not None else None


@lru_cache(maxsize=256)
def _wording_template(wording: str) -> jinja2.Template:
    return _environment().from_string(wording)


def _wording(found: tuple[Registry, Verb], params: Mapping[str, Any]) -> Markup:
    """A verb's wording (a template of the ruleset's registry, autoescaped) with ``params``.

    The template comes from the installed ruleset, never from the booklet; every value it
    prints (the params, written by the author) is escaped."""
    registry, spec = found
    phrases = registry.phrases
    text = _wording_template(spec.wording).render(
        p=params, phrase=lambda word: phrases.get(str(word), str(word)))
    return Markup(text.strip())


def setup_rows(program: Mapping[str, Any], ruleset: Ruleset | None) -> list[tuple[str, str]]:
    """The set-up table of the first page: the ruleset's rows (``Ruleset.booklet_setup``),
    then the markers the team starts with and the mission rules, in its wording."""
    registry = ruleset.language() if ruleset is not None else None
    rows: list[tuple[str, str]] = list(ruleset.booklet_setup(program)) if ruleset else []
    mission = program.get("mission") or {}
    for marker in mission.get("markers") or []:
        rows.append(("Marker at the start", str(marker)))
    for rule in mission.get("rules") or []:
        verb, params = str(rule.get("verb", "")), rule.get("params") or {}
        found = _verb_spec(registry, verb)
        text = (_wording(found, params) if found is not None and found[1].wording
                else effect_text(verb, params, registry))
        rows.append(("Mission rule", text))
    return rows


def card_groups(registry: Registry | None,
                cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cards in a section per card kind of the ruleset (then any others)."""
    kinds = list(registry.card_kinds) if registry else []
    groups: dict[str, dict[str, Any]] = {}
    for card in cards:
        kind = registry.card_kind(str(card.get("code"))) if registry else None
        key = kind.anchor if kind else "cards"
        if key not in groups:
            groups[key] = {"anchor": key, "title": kind.title if kind else "Cards", "cards": [],
                           "order": kinds.index(kind) if kind else len(kinds)}
        groups[key]["cards"].append(card)
    return sorted(groups.values(), key=lambda g: g["order"])

def sheets(program: Mapping[str, Any], ruleset: Ruleset | None) -> list[Any]:
    """The ruleset's card sheets (``Ruleset.booklet_sheets``), printed after the cards."""
    return list(ruleset.booklet_sheets(program)) if ruleset else []


def margin_notes(program: Mapping[str, Any], ruleset: Ruleset | None) -> dict[str, list[str]]:
    """The odds printed in an entry's margin (``booklet --odds``; docs/odds.md): one
    line per effect with odds, its outcomes' exact chances or its summary."""
    from crawlbook.compiler.odds import percent, program_odds

    notes: dict[str, list[str]] = {}
    for eid, found in program_odds(program, ruleset).items():
        lines = []
        for text, odds in found:
            said = " · ".join(f"{name} {percent(chance, 0)}"
                              for name, chance in odds.chances.items())
            lines.append(f"{text}: {said}" if said else f"{text}: {odds.summary}")
        notes[eid] = lines
    return notes


def booklet_view(program: Mapping[str, Any], odds: bool = False,
                 ruleset: Ruleset | None = None) -> dict[str, Any]:
    """What the templates draw, in booklet order; with ``odds``, each entry's exact odds
    for its margin (``margin``). ``ruleset``: the program's (``plugins.for_program``,
    resolved by the command that prints; a library caller may leave it out)."""
    from crawlbook.compiler.build import upgrade
    from crawlbook.compiler.maps import book_of

    program = upgrade(dict(program))  # a version 1 program reads as version 2
    if ruleset is None:
        from crawlbook import plugins

        ruleset = plugins.for_program(program)
    registry = ruleset.language() if ruleset is not None else None
    entries: Mapping[str, Any] = program.get("entries") or {}
    if odds:
        notes = margin_notes(program, ruleset)
        entries = {eid: {**entry, "margin": notes[eid]} if eid in notes else entry
                   for eid, entry in entries.items()}
    mission = program.get("mission") or {}

    def section(items: list[Mapping[str, Any]]) -> list[dict[str, Any]]:
        return [{**item, "entries": [entries[e] for e in item.get("entries") or [] if e in entries]}
                for item in items]

    events = sorted((program.get("events") or {}).values(),
                    key=lambda e: _natural(str(e.get("number"))))
    # A book of numbered sections prints them in number order, each headed by its number
    # as the book is read (docs/language.md, "The book's shape"), and its own end words.
    shape = book_of(registry)
    books: list[Mapping[str, Any]] = [
        {**book, "entries": sorted(book.get("entries") or [], key=_natural)}
        for book in (program.get("books") or {}).values()]
    cards = sorted((program.get("cards") or {}).values(),
                   key=lambda c: _natural(str(c.get("code"))))
    return {
        "mission": mission,
        "ruleset": program.get("ruleset"),
        "language": registry,
        "setup": setup_rows(program, ruleset),
        "events": section(events),
        "books": section(books),
        "end_word": shape.end_word,
        "kicker": shape.word("booklet", "Booklet"),  # the cover's word for what it is
        # A book named by its ruleset's own title directive has no mission number.
        "numbered": registry is None or registry.title_directive() is None,
        "ending": " ".join(shape.ending.split()).title(),
        "scoring": " ".join(shape.scoring.split()).title(),
        "card_groups": card_groups(registry, section(cards)),
        "sheets": sheets(program, ruleset),
        "end": program.get("end_of_mission") or {},
        "known": set(MissionGraph.from_program(program, registry).entries()),
    }


def render_booklet(program: Mapping[str, Any], odds: bool = False,
                   ruleset: Ruleset | None = None) -> str:
    """The booklet of a program as one self-contained HTML5 document (with ``odds``, the
    exact odds of its tests and fights in the margins), printed with ``ruleset``, the
    program's."""
    template = _environment().get_template("booklet.html.j2")
    return template.render(**booklet_view(program, odds, ruleset))


# --------------------------------------------------------------------------- PDF


def find_chromium() -> str | None:
    """The path of a headless-capable Chromium, or None."""
    for name in CHROMIUM_NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


def print_pdf(html_path: Path, pdf_path: Path, *, timeout: float = 60.0) -> None:
    """Print an HTML booklet to PDF with headless Chromium (A5 pages from the stylesheet)."""
    browser = find_chromium()
    if browser is None:
        raise PdfUnavailable(f"no Chromium found to print the PDF: {INSTALL_HINT}")
    with tempfile.TemporaryDirectory(prefix="crawlbook-chromium-") as profile:
        command = [
            browser, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--no-pdf-header-footer",
            f"--print-to-pdf={Path(pdf_path).resolve()}", Path(html_path).resolve().as_uri(),
        ]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                                  check=False)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise PdfFailed(f"Chromium could not print the PDF: {exc}") from exc
    if done.returncode != 0 or not Path(pdf_path).is_file():
        detail = (done.stderr or "").strip().splitlines()[-1:] or ["no output"]
        raise PdfFailed(f"Chromium could not print the PDF (exit {done.returncode}): {detail[0]}")
