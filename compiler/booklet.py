"""Printable booklets: a compiled program set as the players hold it (``crawlbook booklet``).

"Using the Mission Booklets" in the Tunnel Rats rulebook describes the page: the mission
set-up and briefing, the objectives and mission rules, then the numbered Events, each with
its entries read in order; a dotted line separates a decision from its outcomes and a
double line ends an entry; Log Entries are highlighted in yellow; the reader is told where
to turn and when to CONTINUE THE MISSION. The booklet also sets out the TB Encounter cards
and the End of Mission with its Success Points.

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
from pathlib import Path
from typing import Any

import jinja2
from crawlbook.compiler.maps import CONTINUE, effect_text, ordered_outcomes, per_text

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync",
)
INSTALL_HINT = "install Chromium (Debian/Ubuntu: apt-get install chromium; or ./dev setup)"

# How the booklet names a Rat (the Formation's positions) or a choice of Rat.
WHO = {
    "LEAD": "LEAD MAN", "BACKUP": "BACKUP MAN", "SUPPORT": "SUPPORT MAN",
    "RANDOM": "a random Rat", "CHOSEN": "a Rat of your choice", "ALL": "every Rat",
}


class PdfUnavailable(RuntimeError):
    """No headless Chromium is installed, so the booklet cannot be printed to PDF."""


class PdfFailed(RuntimeError):
    """Chromium ran but did not write the PDF."""


def anchor(entry_id: object) -> str:
    """The HTML id of an entry: ``7.2`` -> ``e-7-2``, ``TR7.1`` -> ``e-TR7-1``."""
    return "e-" + re.sub(r"[^A-Za-z0-9_-]", "-", str(entry_id))


def _natural(key: str) -> tuple[Any, ...]:
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"(\d+)", key))


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
    env.globals.update(anchor=anchor, who=lambda w: WHO.get(str(w), str(w)),
                       effect_text=effect_text, per_text=per_text,
                       outcomes=ordered_outcomes, CONTINUE=CONTINUE)
    env.filters["capfirst"] = lambda text: str(text)[:1].upper() + str(text)[1:]
    return env


def _placement_text(placement: Mapping[str, Any]) -> str:
    events = list(placement.get("events") or [])
    if len(events) == 1:
        names = f"Event {events[0]}"
    else:
        names = "Events " + ", ".join(str(e) for e in events[:-1]) + f" and {events[-1]}"
    where = placement.get("where")
    depth = placement.get("depth")
    return {
        "shuffled": f"{names} shuffled into the deck",
        "top": f"{names} on top",
        "bottom": f"{names} at the bottom",
        "in_top": f"{names} shuffled into the top {depth} cards",
        "in_bottom": f"{names} shuffled into the bottom {depth} cards",
    }.get(str(where), f"{names} ({where})")


def setup_rows(mission: Mapping[str, Any], ruleset: str | None) -> list[tuple[str, str]]:
    """The set-up table of the first page: (what, value) pairs, plain text."""
    rows: list[tuple[str, str]] = []
    for key, label in (("levels", "Levels of the Tunnel Complex"), ("tb_deck", "TB Draw deck"),
                       ("threat", "Starting Threat"), ("entrance_column", "Entrance card column")):
        if mission.get(key) is not None:
            value = str(mission[key])
            if key == "tb_deck":
                value += " cards (TR18 BOOBY TRAP always in it)"
            rows.append((label, value))
    for deck in mission.get("decks") or []:
        parts = [f"{deck.get('standard', 0)} Standard cards"]
        parts += [_placement_text(p) for p in deck.get("placements") or []]
        rows.append((f"Level {deck.get('level', '?')} deck", "; ".join(parts)))
    combat = mission.get("random_combat")
    if isinstance(combat, Mapping):
        rows.append(("Random Combat", _combat_text(combat.get("params") or {})))
    for marker in mission.get("markers") or []:
        rows.append(("Marker at the start", str(marker)))
    for rule in mission.get("rules") or []:
        rows.append(("Mission rule", _rule_text(rule, ruleset)))
    return rows


def _combat_text(params: Mapping[str, Any]) -> str:
    parts = []
    if params.get("standard"):
        parts.append(f"{params['standard']} Standard VC")
    if params.get("elite"):
        parts.append(f"{params['elite']} Elite VC")
    text = " and ".join(parts) or "no VC"
    text += f"; Initiative: {params.get('initiative') or 'RANDOM'}"
    if params.get("target"):
        text += f"; the VC attack {WHO.get(str(params['target']), params['target'])}"
    return text


def _rule_text(rule: Mapping[str, Any], ruleset: str | None) -> str:
    verb, params = str(rule.get("verb", "")), rule.get("params") or {}
    if verb == "FORBID_EXIT":
        side, level = params.get("side"), params.get("level")
        return f"no exit on the {side} side may be taken on Level {level}"
    if verb == "MARKER":
        return f"the team starts carrying the {params.get('name')} marker"
    return effect_text(verb, params, ruleset)


def booklet_view(program: Mapping[str, Any]) -> dict[str, Any]:
    """What the templates draw, in booklet order."""
    entries: Mapping[str, Any] = program.get("entries") or {}
    mission = program.get("mission") or {}
    ruleset = program.get("ruleset")

    def section(items: list[Mapping[str, Any]]) -> list[dict[str, Any]]:
        return [{**item, "entries": [entries[e] for e in item.get("entries") or [] if e in entries]}
                for item in items]

    events = sorted((program.get("events") or {}).values(),
                    key=lambda e: _natural(str(e.get("number"))))
    cards = sorted((program.get("cards") or {}).values(),
                   key=lambda c: _natural(str(c.get("code"))))
    return {
        "mission": mission,
        "ruleset": ruleset,
        "setup": setup_rows(mission, ruleset),
        "events": section(events),
        "cards": section(cards),
        "end": program.get("end_of_mission") or {},
        "known": set(entries),
    }


def render_booklet(program: Mapping[str, Any]) -> str:
    """The booklet of a program as one self-contained HTML5 document."""
    template = _environment().get_template("booklet.html.j2")
    return template.render(**booklet_view(program))


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
