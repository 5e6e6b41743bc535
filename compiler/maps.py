"""Branch maps: a compiled program drawn as a graphviz graph (``crawlbook graph``).

The map shows the shape of a mission booklet (docs/maps.md): one cluster per Event with its
entries in order, one for the briefing and one for the End of Mission. The ruleset's cards
(its card kinds, ``CardKind``: Tunnel Rats' TB Encounter cards, the same in every mission)
are left out of the whole map of a mission with Events, which is about its Events,
unless asked for (``cards``: one cluster per card kind; a mission of cards only, with no
Event, is drawn with them); ``event`` draws one card by its code. An SVG opens fitted to
the window (``fit_svg``). Each entry is a node labelled with its id and the first words
of its text; each way out of an entry (an option, a test's outcome, a Log Entry check,
the read-on after a fight) is an edge that says what gates it. The
diagnostics of ``crawlbook check`` are drawn on the map in one colour. What an effect looks
like comes from the ruleset's registry (``Verb.style``, ``Verb.label``, ``Verb.after``);
where the game enters each Event, from ``Ruleset.event_sources``.

Input is the compiled program dict (docs/program-format.md) read through its
``MissionGraph``, never the AST, so a map can be drawn from a ``.json`` program as well as
from a ``.mission``. The DOT text is deterministic: same program, same bytes. Every author
string is escaped here, once, for DOT (HTML-like labels, escString tooltips); graphviz
escapes it again for SVG.
"""

from __future__ import annotations

import html
import math
import re
import shutil
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import graphviz
from crawlbook.compiler import suggest
from crawlbook.compiler.graph import MissionGraph, program_ways
from crawlbook.dsl.shape import DEFAULT as DEFAULT_BOOK
from crawlbook.dsl.shape import BookShape

from crawlbook import plugins

if TYPE_CHECKING:
    from crawlbook.compiler.registry import Registry

    from crawlbook.ruleset import Ruleset

CONTINUE = "CONTINUE"
FORMATS = ("dot", "svg", "png", "pdf")
INSTALL_HINT = (
    "install graphviz (Debian/Ubuntu: apt-get install graphviz; macOS: brew install graphviz; "
    "or ./dev setup) or write a .dot file instead"
)

# One colour marks every diagnostic on the map; nothing else uses it.
PROBLEM = "#d0006f"
PROBLEM_FILL = "#ffe0f0"
NOTE_FILL = "#fff27a"  # the Log Entry yellow of the printed booklets
TEST_FILL = "#dbe9f6"
COMBAT_FILL = "#e3d7ef"
DAMAGE_COLOUR = "#e6550d"
CONTINUE_FILL = "#c7e9c0"
END_FILL = "#a1d99b"
PASS_COLOUR = "#2b7a3b"
FAIL_COLOUR = "#9c4a00"
CHECK_COLOUR = "#1f5fa8"
CRAWL_COLOUR = "#7f7f7f"
FONT = "Helvetica"

ODDS_BUDGET = 5.0  # seconds the exact odds may take before a map is drawn without them
LARGE = 1500  # entries: above this, graphviz is told to spend less time on placement
TOOLTIP_BACKSLASH = "\u29f5"  # ⧵, see _tooltip
ROW_MIN = 4  # Events (or TB cards) per row of the map, at least
STACK_MAX = 40  # more Events (or cards) than this: one row (a faster layout)
LABEL_WORDS = 8  # "the first words of its text"
WRAP = 28  # characters per label line
EDGE_TEXT = 40  # characters of an option's text on its edge

_ID_IN_TEXT = re.compile(r"(?<![\w.])([A-Za-z]*\d+\.\d+)(?![\w.])")
_UNSAFE_NAME = re.compile(r"[^A-Za-z0-9_. -]")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


class RendererMissing(RuntimeError):
    """graphviz's ``dot`` program is not installed, so only DOT text can be written."""


class MapError(ValueError):
    """The map cannot be drawn as asked (an unknown Event or entry)."""


# --------------------------------------------------------------------------- diagnostics


@dataclass(frozen=True)
class Mark:
    """A diagnostic as the map needs it: code, severity, message, where it points."""

    code: str
    severity: str
    message: str
    file: str | None = None
    line: int | None = None

    def tooltip(self) -> str:
        return f"{self.severity}[{self.code}]: {self.message}"


def _get(obj: Any, name: str, default: Any = None) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)


def to_marks(diagnostics: Iterable[Any]) -> list[Mark]:
    """Read diagnostics given as ``Diagnostic`` objects or their JSON dicts."""
    marks = []
    for diag in diagnostics:
        span = _get(diag, "span")
        marks.append(Mark(
            code=str(_get(diag, "code", "?")),
            severity=str(_get(diag, "severity", "error")),
            message=str(_get(diag, "message", "")),
            file=None if span is None else _get(span, "file"),
            line=None if span is None else _get(span, "line"),
        ))
    return marks


# --------------------------------------------------------------------------- the model


@dataclass
class Node:
    name: str  # the DOT node name: the entry id, or a synthetic name
    kind: str  # entry | continue | missing | briefing | end | external
    label: str  # an HTML-like label body (already escaped)
    classes: list[str] = field(default_factory=list)
    attrs: dict[str, str] = field(default_factory=dict)
    marks: list[Mark] = field(default_factory=list)
    tooltip: str = ""
    lines: list[str] = field(default_factory=list)  # the label as plain text, line by line
    entry: str | None = None  # the entry id of an entry node
    odds: str = ""  # the one-line exact odds of its tests and Combats (``Odds.summary``)
    heat: Any = None  # what a simulation says of it (``heat.NodeHeat``)


@dataclass
class Edge:
    tail: str
    head: str
    label: str = ""  # plain text (escaped when written)
    kind: str = "goto"  # goto | option | pass | fail | outcome | check | combat | crawl
    attrs: dict[str, str] = field(default_factory=dict)
    source: str | None = None  # the entry id the way leaves
    target: str | None = None  # the entry id (or CONTINUE) it leads to
    index: int = -1  # the way's place in its entry (a decision's option is index + 1)
    heat: Any = None  # what a simulation says of it (``heat.EdgeHeat``)


@dataclass
class Cluster:
    name: str
    title: str
    nodes: list[str] = field(default_factory=list)


@dataclass
class MapModel:
    """Everything the map draws, in drawing order (which makes the DOT deterministic)."""

    title: str
    clusters: list[Cluster]
    nodes: dict[str, Node]
    edges: list[Edge]
    loose_marks: list[Mark]
    omitted: list[str] = field(default_factory=list)  # what the map leaves out, said
    heat: Any = None  # the simulation drawn on the map (``heat.Heat``), if any
    cards_left_out: int = 0  # cards of the ruleset not drawn (``cards`` not asked for)
    book: BookShape = DEFAULT_BOOK  # the ruleset's book: its words for the legend


# --------------------------------------------------------------------------- text helpers


def clean(text: object) -> str:
    """One line of author text without control characters."""
    return " ".join(_CONTROL.sub(" ", str(text)).split())


def html_text(text: object) -> str:
    """Author text escaped for a graphviz HTML-like label (and so for SVG)."""
    escaped = html.escape(clean(text), quote=False)
    if escaped and not escaped.strip("]"):
        # dot refuses an HTML-like label that is only "]" or "]]" (a syntax error; "]]]",
        # "a]" and "]a" pass), so a text of brackets alone is written as character
        # references. Only then: every other label stays byte for byte as before.
        return escaped.replace("]", "&#93;")
    return escaped.replace('"', "&quot;").replace("'", "&#39;")


def wrap(text: str, width: int = WRAP) -> list[str]:
    lines: list[str] = []
    current = ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        lines.append(current)
    return lines


def first_words(text: str, count: int = LABEL_WORDS) -> str:
    words = clean(text).split()
    return " ".join(words[:count]) + (" …" if len(words) > count else "")


def shorten(text: str, limit: int = EDGE_TEXT) -> str:
    text = clean(text)
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def condition_text(cond: Any) -> str:
    """A condition as the author writes it: ``noted A and not noted B``."""
    if not isinstance(cond, Mapping) or len(cond) != 1:
        return "?"
    (key, value), = cond.items()
    if key in ("noted", "has"):
        return f"{key} {value}"
    if key == "cmp" and isinstance(value, list) and len(value) == 3:
        return f"{value[0]} {value[1]} {value[2]}"
    if key == "pred" and isinstance(value, list) and len(value) == 2:
        return f"{value[0]} {value[1]}"
    if key == "not":
        inner = condition_text(value)
        return f"not {inner}" if _is_atom(value) or "not" in value else f"not ({inner})"
    if key in ("and", "or"):
        parts = []
        for operand in value if isinstance(value, list) else []:
            text = condition_text(operand)
            # ``not`` binds tighter than ``and``, ``and`` tighter than ``or``.
            if key == "and" and isinstance(operand, Mapping) and "or" in operand:
                text = f"({text})"
            parts.append(text)
        return f" {key} ".join(parts)
    return "?"


def _is_atom(cond: Any) -> bool:
    return isinstance(cond, Mapping) and bool({"noted", "has", "cmp", "pred"} & set(cond))


def effect_text(verb: str, params: Mapping[str, Any], registry: Registry | None) -> str:
    """An effect as the author writes it: ``TEST SUPPORT SURVIVAL DIFF 2``.

    The ruleset's registry (``Ruleset.language``) gives the order of the arguments (the
    compiled params are a dict); keyword arguments left at their default are not shown.
    With no registry the arguments are listed by name.
    """
    spec = registry.verbs.get(verb) if registry else None
    if spec is None:
        return " ".join([verb, *(str(v) for _k, v in sorted(params.items()) if v is not None)])
    words = [verb]
    for param in spec.params:
        value = params.get(param.name, param.default)
        if value is None or (value == param.default and (param.keyword or not param.required)):
            continue
        shown = f"{value:+d}" if param.kind == "signed" and isinstance(value, int) else str(value)
        words += [param.keyword, shown] if param.keyword else [shown]
    return " ".join(words)


def _natural(key: str) -> tuple[Any, ...]:
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"(\d+)", key))


def _safe_name(text: str) -> str:
    return _UNSAFE_NAME.sub("_", clean(text)) or "_"


# --------------------------------------------------------------------------- building


def ordered_outcomes(ending: Mapping[str, Any],
                     registry: Registry | None) -> list[tuple[str, Any]]:
    """A resolve ending's outcomes in the registry's order (``pass`` before ``fail``).

    The compiled JSON sorts its keys, so the dict order is alphabetical, not the author's.
    """
    outcomes = dict(ending.get("outcomes") or {})
    spec = registry.verbs.get(str(ending.get("verb"))) if registry else None
    order = list(spec.outcomes) if spec else []
    known = [(o, outcomes[o]) for o in order if o in outcomes]
    return known + [(o, to) for o, to in outcomes.items() if o not in order]


def targets_of(ending: Any, registry: Registry | None) -> list[tuple[str, str, str, Any]]:
    """Every way out of a compiled ending: (target, edge kind, label, condition or None)."""
    return [(to, *edge_view(data, registry)) for to, data in program_ways(ending, registry)]


def edge_view(data: Mapping[str, Any], registry: Registry | None) -> tuple[str, str, Any]:
    """How the map draws one way (``MissionGraph`` edge data): (edge kind, label, condition).

    A test's outcome is labelled with the verb's ``label`` (``pass · SURVIVAL DIFF 2``) and
    drawn as a pass or fail edge when the outcome is one of those."""
    kind = data.get("kind")
    if kind == "option":
        cond = data.get("if")
        text = shorten(data.get("text", ""))
        if cond:
            text = f"if {condition_text(cond)}: {text}"
        return "option", text, cond
    if kind == "outcome":
        outcome, verb = str(data.get("label", "")), str(data.get("verb", ""))
        spec = registry.verbs.get(verb) if registry else None
        params = data.get("params") or {}
        if spec is not None and spec.label:
            try:
                detail = spec.label.format(**{p.name: params.get(p.name, "?")
                                              for p in spec.params})
            except (KeyError, IndexError, ValueError):
                detail = verb
            edge_kind = outcome if outcome in ("pass", "fail") else "outcome"
            return edge_kind, f"{outcome} · {detail}", None
        return "outcome", f"{outcome} · {verb}", None
    if kind == "branch":
        cond = data.get("if")
        return "check", condition_text(cond) if cond else "otherwise", cond
    return "goto", "", None


def _entry_features(entry: Mapping[str, Any],
                    registry: Registry | None) -> tuple[list[str], list[str]]:
    """(css-like classes, effect lines) of an entry, in step order; a class is the style
    the ruleset gives the verb (``test``, ``combat``, ``note``, ``damage`` ...)."""
    classes: list[str] = []
    effects: list[str] = []
    steps = [s for s in entry.get("steps") or [] if s.get("op") == "effect"]
    ending = entry.get("ending")
    if isinstance(ending, Mapping) and ending.get("kind") == "resolve":
        steps.append(ending)
    for step in steps:
        verb = str(step.get("verb", ""))
        effects.append(effect_text(verb, step.get("params") or {}, registry))
        spec = registry.verbs.get(verb) if registry else None
        feature = spec.style if spec is not None and spec.style in _FEATURES else None
        if feature and feature not in classes:
            classes.append(feature)
    return classes, effects


# The styles the map colours (a ruleset's verbs use them through ``Verb.style``).
_FEATURES = ("test", "combat", "note", "damage")


def entry_lines(entry: Mapping[str, Any], effects: Sequence[str], odds: str = "") -> list[str]:
    """An entry's label as plain lines: its id, the first words of its text, its effects
    (at most four) and the exact odds of its tests (``Odds.summary``)."""
    text = next((s.get("text", "") for s in entry.get("steps") or [] if s.get("op") == "text"), "")
    lines = [clean(entry.get("id", "?")), *wrap(first_words(text))]
    lines += [clean(effect) for effect in effects[:4]]
    if len(effects) > 4:
        lines.append(f"+{len(effects) - 4} more")
    if odds:
        lines.append(shorten(odds, 60))
    return lines


def _entry_label(lines: Sequence[str], effects: int, odds: bool) -> str:
    """The HTML-like label of ``entry_lines``: the id bold, effects and odds small."""
    rows = [f"<B>{html_text(lines[0])}</B>"]
    small = min(effects, 4) + (effects > 4) + int(odds)
    text = len(lines) - 1 - small
    rows += [html_text(line) for line in lines[1:1 + text]]
    for index, line in enumerate(lines[1 + text:]):
        colour = ' COLOR="#1f5fa8"' if odds and index == small - 1 else ""
        rows.append(f'<FONT POINT-SIZE="9"{colour}>{html_text(line)}</FONT>')
    return "<BR/>".join(rows)


def _style_entry(node: Node, classes: Sequence[str]) -> None:
    attrs = {"shape": "box", "style": "rounded,filled", "fillcolor": "white"}
    if "test" in classes:
        attrs.update(shape="hexagon", style="filled", fillcolor=TEST_FILL)
    if "combat" in classes:
        attrs.update(shape="octagon", style="filled", fillcolor=COMBAT_FILL)
    if "note" in classes:
        attrs["fillcolor"] = NOTE_FILL
    if "damage" in classes:
        attrs.update(color=DAMAGE_COLOUR, penwidth="2.5")
    node.attrs.update(attrs)


def _bundled(card: Mapping[str, Any]) -> bool:
    """A card written in crawlbook's bundled content (``INCLUDE "crawlbook:..."``)."""
    return str((card.get("span") or {}).get("file") or "").startswith("crawlbook:")


def build_map(
    program: Mapping[str, Any],
    diagnostics: Iterable[Any] = (),
    *,
    event: int | str | None = None,
    entry: str | None = None,
    depth: int = 2,
    cards: bool = False,
    odds: bool | Mapping[str, Any] = False,
    heat: Any = None,
    ruleset: Ruleset | None = None,
) -> MapModel:
    """The map of a program (or of one Event or card, or of one entry's neighbourhood).

    ``event`` is an Event number or a card code (``3``, ``"TR7"``, ``"tr7"``). The whole
    map of a mission with Events leaves the cards out (the legend says how many) unless
    ``cards``. ``odds`` puts the exact odds of every test and Combat on its entry:
    ``program_odds``'s result (``compiler/odds.py``), or True to compute them within
    ``ODDS_BUDGET`` seconds. ``heat`` (a simulation report, or ``heat.Heat``) colours the
    map by the share of runs that reached each entry and took each way. ``ruleset`` is
    the program's (``plugins.for_program``, resolved by the command that draws); a
    library caller may leave it out.

    The map is drawn in stages, each a function below with one job: the parts to draw
    (``_selection``), the odds' lines (``_odds_lines``), the briefing, the Events' and
    the cards' clusters with their entries (``_add_entries``), the entries of no Event or
    card, the End of Mission, the ways out of every drawn entry (``_ways_out``), then the
    diagnostics (``_mark``), the title and the notes.
    """
    from crawlbook.compiler.build import upgrade

    program = upgrade(dict(program))  # a version 1 program reads as version 2
    if ruleset is None:
        ruleset = plugins.for_program(program)
    registry = ruleset.language() if ruleset is not None else None
    graph = MissionGraph.from_program(program, registry)
    keep = _selection(program, registry, graph, event, entry, depth)
    found_odds, late = _odds_lines(program, odds, ruleset)
    drawing = _Drawing.start(program, registry, graph, keep, found_odds)
    events = _in_order(program, "events", "number")
    if keep is None:
        _briefing(drawing)
    _event_clusters(drawing, events)
    _card_clusters(drawing, _in_order(program, "cards", "code"), cards, bool(events))
    _strays(drawing)
    if keep is None:
        _end_of_mission(drawing)
        if len(drawing.drawn) <= LARGE:  # on huge maps this hub of edges slows the layout 3x
            _crawl_edges(program, ruleset, events, drawing.names, drawing.nodes, drawing.edges)
    _ways_out(drawing)
    loose = _mark(drawing, diagnostics)
    left_out = drawing.left_out
    model = MapModel(_title(program, registry, event, entry, depth), drawing.clusters,
                     drawing.nodes, drawing.edges, loose, _omitted(left_out, late),
                     cards_left_out=sum(left_out.values()), book=drawing.book)
    if heat is not None:
        from crawlbook.compiler import heat as heatmap

        heatmap.apply(model, heat if isinstance(heat, heatmap.Heat)
                      else heatmap.Heat.from_report(heat, program))
    return model


@dataclass
class _Drawing:
    """A map being drawn (``build_map``): what every stage reads, and the nodes, clusters
    and edges they add, in the order drawn (the DOT text follows it: same program, same
    bytes)."""

    program: Mapping[str, Any]
    registry: Registry | None
    graph: MissionGraph
    entries: Mapping[str, Any]
    book: BookShape
    keep: set[str] | None  # the entry ids to draw; None: the whole map
    odds: Mapping[str, str]  # an entry's odds line (``summary_line``), by entry id
    names: dict[str, str]  # an entry's node name, by entry id
    ids_of: dict[str, str]  # the other way round
    nodes: dict[str, Node] = field(default_factory=dict)
    clusters: list[Cluster] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)
    drawn: set[str] = field(default_factory=set)  # entry ids with a node
    owner_of: dict[str, str] = field(default_factory=dict)  # entry id -> Event or card
    left_out: dict[str, int] = field(default_factory=dict)  # card kind (plural) -> cards

    @classmethod
    def start(cls, program: Mapping[str, Any], registry: Registry | None,
              graph: MissionGraph, keep: set[str] | None,
              odds: Mapping[str, str]) -> _Drawing:
        entries: Mapping[str, Any] = program.get("entries") or {}
        names = {eid: _safe_name(eid) for eid in entries}
        return cls(program, registry, graph, entries, book_of(registry), keep, odds, names,
                   {name: eid for eid, name in names.items()})


def _in_order(program: Mapping[str, Any], key: str, field_name: str) -> list[Mapping[str, Any]]:
    """The program's Events (``events``, by ``number``) or cards (``cards``, by ``code``)
    in natural order."""
    return sorted((program.get(key) or {}).values(),
                  key=lambda part: _natural(str(part.get(field_name))))


def _odds_lines(program: Mapping[str, Any], odds: bool | Mapping[str, Any],
                ruleset: Ruleset | None) -> tuple[dict[str, str], bool]:
    """(each entry's odds line, whether the odds were asked for and not computed in
    time): ``odds`` is ``program_odds``'s result, or True to compute them here."""
    from crawlbook.compiler.odds import summary_line

    late = False
    if odds is True:
        computed = program_odds_within(program, ruleset=ruleset)
        late = computed is None
        odds = computed or {}
    lines = {str(eid): line for eid, found in (odds or {}).items()
             if (line := summary_line(found))}
    return lines, late


def _add_entries(drawing: _Drawing, cluster: Cluster, ids: Sequence[str], owner: str) -> None:
    """The nodes of the entries ``ids`` of ``owner`` (an Event, a card, ``other``) that are
    drawn and not drawn yet, in ``cluster``, and its CONTINUE node when one of them reads
    on to it."""
    added = []
    for eid in ids:
        if eid not in drawing.entries or eid in drawing.drawn:
            continue
        if drawing.keep is not None and eid not in drawing.keep:
            continue
        node = _entry_node(drawing, eid)
        drawing.nodes[node.name] = node
        cluster.nodes.append(node.name)
        drawing.drawn.add(eid)
        added.append(eid)
    if any(way.ref == CONTINUE for eid in added for way in drawing.graph.ways(eid)):
        node = _continue_node(drawing.book, owner)
        drawing.nodes[node.name] = node
        cluster.nodes.append(node.name)


def _entry_node(drawing: _Drawing, eid: str) -> Node:
    """An entry's node: its id, first words, effects and odds, styled by its effects."""
    data = drawing.entries[eid]
    classes, effects = _entry_features(data, drawing.registry)
    name = drawing.names[eid]
    summary = drawing.odds.get(eid, "")
    lines = entry_lines(data, effects, summary)
    node = Node(name, "entry", _entry_label(lines, len(effects), bool(summary)),
                ["entry", *classes], lines=lines, entry=eid, odds=summary)
    node.attrs["id"] = f"entry-{name}"
    node.tooltip = " · ".join([eid, *effects, *([f"odds: {summary}"] if summary else [])])
    _style_entry(node, classes)
    return node


def _continue_node(book: BookShape, owner: str) -> Node:
    """Where ``owner``'s reading ends (CONTINUE), in the book's words."""
    end_word = book.end_word
    return Node(f"CONTINUE {_safe_name(owner)}", "continue", f"→ {end_word}", ["continue"],
                {"shape": "cds", "style": "filled", "fillcolor": CONTINUE_FILL,
                 "id": f"continue-{_safe_name(owner)}"},
                tooltip=f"{end_word}: " + book.word("continue-tooltip", "the reading ends here"),
                lines=[f"→ {end_word}"])


def _briefing(drawing: _Drawing) -> None:
    """The set-up and briefing: the mission's title, first words and objectives."""
    mission = drawing.program.get("mission") or {}
    text = " ".join(mission.get("briefing") or [])
    title = f"MISSION {mission.get('number', '?')}: {mission.get('title', '')}"
    rows = [f"<B>{html_text(line)}</B>" for line in wrap(title, 36)]
    rows += [html_text(line) for line in wrap(first_words(text, 14), 36)]
    lines = [*wrap(clean(title), 36), *wrap(first_words(text, 14), 36)]
    for objective in mission.get("objectives") or []:
        text_34 = shorten(objective.get("text", ""), 34)
        rows.append(f'<FONT POINT-SIZE="9">• {html_text(text_34)}</FONT>')
        lines.append(f"• {text_34}")
    drawing.nodes["BRIEFING"] = Node(
        "BRIEFING", "briefing", "<BR/>".join(rows), ["briefing"],
        {"shape": "note", "style": "filled", "fillcolor": "#f0f0f0", "id": "briefing"},
        tooltip=clean(text), lines=lines)
    drawing.clusters.append(Cluster("cluster_briefing", "Set-up and briefing", ["BRIEFING"]))


def _event_clusters(drawing: _Drawing, events: Sequence[Mapping[str, Any]]) -> None:
    """One cluster per Event, its entries in order."""
    for ev in events:
        number = str(ev.get("number"))
        cluster = Cluster(f"cluster_event_{_safe_name(number)}",
                          f"EVENT {number}: {ev.get('title', '')}")
        drawing.clusters.append(cluster)
        _add_entries(drawing, cluster, list(ev.get("entries") or []), number)
        for eid in ev.get("entries") or []:
            drawing.owner_of[eid] = number


def _card_clusters(drawing: _Drawing, all_cards: Sequence[Mapping[str, Any]], cards: bool,
                   events: bool) -> None:
    """One cluster per card kind of the ruleset (``CardKind``), or the cards counted as
    left out: on the whole map of a mission with Events, unless ``cards``. The cards a
    mission INCLUDEs from crawlbook's bundled content (Chainsaw Warrior's House cards)
    are left apart as Tunnel Rats' TB cards are, when the author wrote cards of his own:
    the whole map is then his (``cards`` draws them all)."""
    registry = drawing.registry
    kind_clusters: dict[str, Cluster] = {}
    own = any(not _bundled(card) for card in all_cards)
    for card in all_cards:
        code = str(card.get("code"))
        for eid in card.get("entries") or []:
            drawing.owner_of[eid] = code
        card_kind = registry.card_kind(code) if registry else None
        bundled = own and _bundled(card)
        if drawing.keep is None and not cards and (events or bundled):  # the whole map's
            plural = card_kind.title if card_kind else "cards"
            if bundled and not events:
                plural = f"bundled {plural}"
            drawing.left_out[plural] = drawing.left_out.get(plural, 0) + 1
            continue
        key = card_kind.anchor if card_kind else "cards"
        if key not in kind_clusters:
            kind_clusters[key] = Cluster(f"cluster_cards_{_safe_name(key)}",
                                         card_kind.title if card_kind else "Cards")
            drawing.clusters.append(kind_clusters[key])
        _add_entries(drawing, kind_clusters[key], list(card.get("entries") or []), code)


def _strays(drawing: _Drawing) -> None:
    """The entries of no Event or card, in a cluster of their own."""
    strays = [eid for eid in drawing.entries if eid not in drawing.owner_of]
    if strays:
        other = Cluster("cluster_other", "Entries outside any Event or card")
        drawing.clusters.append(other)
        _add_entries(drawing, other, sorted(strays, key=_natural), "other")
        drawing.owner_of.update({eid: "other" for eid in strays})


def _end_of_mission(drawing: _Drawing) -> None:
    """The End of Mission: its first words and Success Points, named as the ruleset's
    book names its ending."""
    registry = drawing.registry
    eom = drawing.program.get("end_of_mission") or {}
    ending = drawing.book.word("ending", "The ending")  # how the ruleset names its ending
    first = wrap(first_words(" ".join(eom.get("text") or []), 10))
    points = [_points_text(rule, registry) for rule in eom.get("success_points") or []]
    heading = " ".join(drawing.book.ending.split()).upper()  # as the booklet heads it
    lines = [heading, *first, *(clean(text) for text in points)]
    rows = [f"<B>{html_text(heading)}</B>", *(html_text(line) for line in first)]
    rows += [f'<FONT POINT-SIZE="9">{html_text(text)}</FONT>' for text in points]
    drawing.nodes[heading] = Node(
        heading, "end", "<BR/>".join(rows), ["end"],
        {"shape": "box", "peripheries": "2", "style": "filled", "fillcolor": END_FILL,
         "id": "end-of-mission"},
        tooltip=f"{ending}: read when the mission ends in success", lines=lines)
    drawing.clusters.append(Cluster("cluster_end", ending, [heading]))


def _ways_out(drawing: _Drawing) -> None:
    """An edge for every way out of every drawn entry, in the order written: to the entry
    (or its ``external`` node off the drawn part), the owner's CONTINUE, or a ``missing``
    node for an entry that does not exist."""
    nodes, entries = drawing.nodes, drawing.entries
    for cluster in drawing.clusters:
        for name in list(cluster.nodes):
            if nodes[name].kind != "entry":
                continue
            eid = drawing.ids_of[name]
            after = _after_fight(entries[eid], drawing.registry)
            for way in drawing.graph.ways(eid):
                to = way.ref
                kind, label, _cond = edge_view(way.data, drawing.registry)
                if kind == "goto" and way.data.get("after_fight"):
                    kind, label = "combat", after
                if to == CONTINUE:
                    head = f"CONTINUE {_safe_name(drawing.owner_of.get(eid, 'other'))}"
                elif to in entries:
                    head = drawing.names[to]
                    if head not in nodes:
                        head = _external(nodes, to, head)
                else:
                    head = f"missing {_safe_name(to)}"
                    if head not in nodes:
                        nodes[head] = _missing_node(head, to)
                        cluster.nodes.append(head)
                drawing.edges.append(Edge(name, head, label, kind, source=eid,
                                          target=CONTINUE if to == CONTINUE else to,
                                          index=way.index))


def _missing_node(name: str, to: str) -> Node:
    """The node of a way to an entry that does not exist: a problem."""
    return Node(name, "missing", f"<B>{html_text(to)}</B><BR/>(no such entry)",
                ["missing", "problem"],
                {"shape": "box", "style": "dashed,filled", "fillcolor": PROBLEM_FILL,
                 "color": PROBLEM, "fontcolor": PROBLEM, "penwidth": "2",
                 "id": f"missing-{_safe_name(to)}"},
                lines=[clean(to), "(no such entry)"])


def _mark(drawing: _Drawing, diagnostics: Iterable[Any]) -> list[Mark]:
    """The diagnostics drawn on their nodes, in the one problem colour; returns those
    that belong to no node (the legend lists them)."""
    loose = _apply_marks(to_marks(diagnostics), drawing.program, drawing.entries,
                         drawing.names, drawing.nodes)
    for node in drawing.nodes.values():
        if node.marks:
            if "problem" not in node.classes:
                node.classes.append("problem")
            node.attrs.update(color=PROBLEM, penwidth="3", fontcolor=PROBLEM)
            parts = [m.tooltip() for m in node.marks] + ([node.tooltip] if node.tooltip else [])
            node.tooltip = " | ".join(parts)
    return loose


def _title(program: Mapping[str, Any], registry: Registry | None, event: int | str | None,
           entry: str | None, depth: int) -> str:
    """The map's title: the mission, and the part drawn."""
    mission = program.get("mission") or {}
    title = f"MISSION {mission.get('number', '?')}: {mission.get('title', '')}"
    if event is not None:
        kind, key, _part = resolve_part(program, event, registry)
        title += f" — Event {key}" if kind == "event" else f" — {_card_name(registry, key)}"
    if entry is not None:
        title += f" — around {entry} (depth {depth})"
    return title


def _omitted(left_out: Mapping[str, int], late: bool) -> list[str]:
    """The legend's notes on what is not drawn."""
    omitted = [f"{count} {plural} not drawn (crawlbook graph --cards)"
               for plural, count in left_out.items()]
    if late:
        omitted.append(f"exact odds left out: not computed within {ODDS_BUDGET:.0f} s")
    return omitted


def program_odds_within(program: Mapping[str, Any], budget: float | None = None, *,
                        ruleset: Ruleset | None = None) -> dict[str, Any] | None:
    """``compiler/odds.py``'s ``program_odds``, given ``budget`` seconds (``ODDS_BUDGET``).

    Exact odds can be costly (a ruleset may count every order of a deck); a map must not
    wait on them. They are computed in a child process, which is ended when the time is
    up: None then (the map says the odds were left out); {} when the ruleset failed.
    """
    import multiprocessing

    budget = ODDS_BUDGET if budget is None else budget
    if multiprocessing.current_process().daemon:
        # A daemonic process (a pool's worker) may have no children: the odds are
        # worked out in a thread of its own instead, within the same budget.
        return _odds_in_a_thread(program, ruleset, budget)
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_odds_child, args=(dict(program), ruleset, sender),
                            daemon=True)
    child.start()
    sender.close()
    try:
        if receiver.poll(budget):
            found: dict[str, Any] = receiver.recv()
            return found
        return None
    except (EOFError, OSError):
        return {}
    finally:
        if child.is_alive():
            child.terminate()
        child.join(2)
        receiver.close()


def _odds_in_a_thread(program: Mapping[str, Any], ruleset: Ruleset | None,
                      budget: float) -> dict[str, Any] | None:
    """``program_odds_within`` where no child process can be made: a daemon thread, left
    to finish on its own when the time is up (a thread cannot be ended)."""
    import threading

    from crawlbook.compiler.odds import program_odds

    found: list[dict[str, Any]] = []

    def work() -> None:
        try:
            found.append(program_odds(dict(program), ruleset))
        except Exception:  # a ruleset's odds must never keep a map from being drawn
            found.append({})

    thread = threading.Thread(target=work, name="crawlbook-map-odds", daemon=True)
    thread.start()
    thread.join(budget)
    return found[0] if found else None


def _odds_child(program: dict[str, Any], ruleset: Ruleset | None, sender: Any) -> None:
    from crawlbook.compiler.odds import program_odds

    try:
        found = program_odds(program, ruleset)
    except Exception:  # a ruleset's odds must never keep a map from being drawn
        found = {}
    sender.send(found)
    sender.close()


def per_text(rule: Mapping[str, Any], registry: Registry | None) -> str:
    """``RAT STANDING``, or ``2 TB CARDS LEFT`` when counted by more than one (the plural
    is the ruleset's)."""
    every, per = rule.get("every", 1), str(rule.get("per", ""))
    if not every or every == 1:
        return per
    return f"{every} {registry.plural(per) if registry else per}"


def _after_fight(entry: Mapping[str, Any], registry: Registry | None) -> str:
    """The label of the way out of an entry after its fight (``Verb.after``)."""
    for step in entry.get("steps") or []:
        spec = registry.verbs.get(str(step.get("verb"))) if registry else None
        if spec is not None and "fight" in spec.roles:
            return spec.after or f"after the {spec.name.lower()}"
    return "after the fight"


def _card_name(registry: Registry | None, code: str) -> str:
    kind = registry.card_kind(code) if registry else None
    return f"{kind.name if kind else 'card'} {code}"


def _points_text(rule: Mapping[str, Any], registry: Registry | None) -> str:
    points = rule.get("points", 0)
    sign = f"{points:+d}" if isinstance(points, int) else str(points)
    if rule.get("per"):
        return f"{sign} per {per_text(rule, registry)}"
    if rule.get("if"):
        return f"{sign} if {condition_text(rule['if'])}"
    return sign


def _external(nodes: dict[str, Node], to: str, name: str) -> str:
    """An entry outside the drawn part of the map (``--event``, ``--entry``)."""
    if name not in nodes:
        nodes[name] = Node(name, "external", f"→ {html_text(to)}", ["external"],
                           {"shape": "plaintext", "id": f"external-{name}"},
                           tooltip=f"{to} (not drawn on this map)", lines=[f"→ {clean(to)}"])
    return name


def _crawl_edges(program: Mapping[str, Any], ruleset: Ruleset | None,
                 events: Sequence[Mapping[str, Any]], names: Mapping[str, str],
                 nodes: dict[str, Node], edges: list[Edge]) -> None:
    """Dotted grey edges from the briefing: where the game enters each Event, as the
    ruleset says (``Ruleset.event_sources``: Tunnel Rats names the level deck that holds
    the Event's card). Cards get none: any of them may come at any time."""
    if ruleset is None:
        return
    sources = ruleset.event_sources(program)
    for ev in events:
        first = str(ev.get("first"))
        label = sources.get(str(ev.get("number")))
        if label is not None and first in names and names[first] in nodes:
            edges.append(Edge("BRIEFING", names[first], label, "crawl"))


def _selection(program: Mapping[str, Any], registry: Registry | None, graph: MissionGraph,
               event: int | str | None, entry: str | None, depth: int) -> set[str] | None:
    """The entry ids to draw, or None for the whole map."""
    if event is not None:
        return set(resolve_part(program, event, registry)[2].get("entries") or [])
    if entry is not None:
        entries = set(graph.entries())
        if entry not in entries:
            raise MapError(f"there is no entry {entry}")
        if depth < 0:
            raise MapError("--depth must be 0 or more")
        neighbours: dict[str, set[str]] = {eid: set() for eid in entries}
        for eid in entries:
            for way in graph.ways(eid):
                if way.ref in entries:
                    neighbours[eid].add(way.ref)
                    neighbours[way.ref].add(eid)
        seen = {entry}
        queue = deque([(entry, 0)])
        while queue:
            current, dist = queue.popleft()
            if dist == depth:
                continue
            for nxt in sorted(neighbours[current]):
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append((nxt, dist + 1))
        return seen
    return None


def resolve_part(program: Mapping[str, Any], part: int | str,
                 registry: Registry | None) -> tuple[str, str, Mapping[str, Any]]:
    """The Event or card that ``--event`` names: ("event" | "card", its number
    or code as the program spells it, its dict); ``registry`` (the program's
    ``Ruleset.language``) words the cards in a message.

    An Event number wins over a card code; a card code is matched without regard to case
    (``tr7`` is ``TR7``). Anything else is a MapError that lists what the mission has and,
    for a likely typo, the closest one.
    """
    events: Mapping[str, Any] = program.get("events") or {}
    cards: Mapping[str, Any] = program.get("cards") or {}
    wanted = clean(part).upper()
    number = (wanted.lstrip("0") or wanted) if wanted.isdigit() else wanted
    for key, ev in events.items():
        if str(key).upper() in (wanted, number):
            return "event", str(key), ev
    for key, card in cards.items():
        if str(key).upper() == wanted:
            return "card", str(key), card
    numbers = sorted(map(str, events), key=_natural)
    codes = sorted(map(str, cards), key=_natural)
    # A number is compared with numbers only ("did you mean TR7?" for "9" would not help);
    # one character is any other at one edit, so it gets no guess.
    pool = numbers if wanted.isdigit() else codes + numbers
    hint = suggest.closest(wanted, pool) if len(wanted) > 1 else None
    kinds: Sequence[Any] = registry.card_kinds if registry else ()
    card, cards_word = (kinds[0].name, kinds[0].plural) if len(kinds) == 1 else ("card", "cards")
    known = f"Events: {_listing(numbers)}"
    if codes:
        known += f"; {cards_word}: {_listing(codes)}"
    what = "Event" if wanted.isdigit() else f"Event or {card}"
    message = f"there is no {what} {clean(part) or repr(part)} ({known})"
    if hint is not None:
        message += f"; did you mean {hint}?"
    raise MapError(message)


def _listing(names: Sequence[str], most: int = 12) -> str:
    """Names for a message, shortened on a huge booklet (3,000 Events)."""
    if not names:
        return "none"
    if len(names) <= most:
        return ", ".join(names)
    return f"{', '.join(names[:most - 2])}, … {names[-1]} ({len(names)} in all)"


def _apply_marks(marks: Sequence[Mark], program: Mapping[str, Any], entries: Mapping[str, Any],
                 names: Mapping[str, str], nodes: dict[str, Node]) -> list[Mark]:
    """Attach each diagnostic to the entry its span falls in and to the ids it names.

    Info diagnostics are not drawn. Returns the drawn diagnostics that match no node.
    """
    loose = []
    for mark in marks:
        if mark.severity == "info":
            continue
        hit = False
        owner = _entry_at(entries, mark.file, mark.line)
        if owner is not None and names[owner] in nodes:
            nodes[names[owner]].marks.append(mark)
            hit = True
        for ref in _ID_IN_TEXT.findall(mark.message):
            for name in (f"missing {_safe_name(ref)}", names.get(ref)):
                if name and name in nodes and mark not in nodes[name].marks and ref != owner:
                    nodes[name].marks.append(mark)
                    hit = True
        if not hit:
            loose.append(mark)
    return loose


def _same_file(program_file: str | None, diagnostic_file: str) -> bool:
    """The program names files relative to the mission (its bytes must not depend on where
    it was built); diagnostics name them as given on the command line."""
    if program_file is None:
        return True
    a, b = program_file.replace("\\", "/"), diagnostic_file.replace("\\", "/")
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)


def _entry_at(entries: Mapping[str, Any], file: str | None, line: int | None) -> str | None:
    """The innermost entry whose span holds ``file:line``."""
    if line is None:
        return None
    best, best_size = None, None
    for eid, data in entries.items():
        span = data.get("span") or {}
        if file is not None and not _same_file(span.get("file"), file):
            continue
        start, end = span.get("line"), span.get("end_line", span.get("line"))
        if isinstance(start, int) and isinstance(end, int) and start <= line <= end:
            size = end - start
            # The smallest span wins; ties go to the lowest id, whatever the dict order.
            if best is None or best_size is None or (size, _natural(eid)) < (best_size,
                                                                              _natural(best)):
                best, best_size = eid, size
    return best


# --------------------------------------------------------------------------- DOT


_EDGE_STYLE = {
    "goto": {},
    "option": {},
    "pass": {"color": PASS_COLOUR, "fontcolor": PASS_COLOUR},
    "fail": {"color": FAIL_COLOUR, "fontcolor": FAIL_COLOUR, "style": "dashed"},
    "outcome": {},
    "check": {"color": CHECK_COLOUR, "fontcolor": CHECK_COLOUR},
    "combat": {"color": "#6a3d9a", "fontcolor": "#6a3d9a", "penwidth": "2"},
    "crawl": {"color": CRAWL_COLOUR, "fontcolor": CRAWL_COLOUR, "style": "dotted"},
}


def _tooltip(text: str) -> str:
    """Text for a tooltip (an escString): quotes escaped by graphviz, no backslash left.

    graphviz expands ``\\N``, ``\\G``, ``\\l`` ... in escStrings, and versions differ in
    how a doubled backslash survives, so an author's backslash is shown as the look-alike
    U+29F5 in tooltips (labels are HTML-like and keep the real one).
    """
    return graphviz.escape(clean(text)[:500].replace("\\", TOOLTIP_BACKSLASH))


def to_dot(model: MapModel) -> str:
    """The DOT text of a map: deterministic, every author string escaped."""
    dot = graphviz.Digraph("crawlbook", strict=False)
    dot.attr("graph", label=graph_label(model), labelloc="t", fontname=FONT,
             fontsize="18", rankdir="TB", nodesep="0.3", ranksep="0.45",
             tooltip=_tooltip(model.title), id="map")
    drawn = sum(1 for node in model.nodes.values() if node.kind == "entry")
    if drawn > LARGE:
        # Crossing minimisation and network simplex dominate dot's time on wide maps
        # (docs/performance.md): fewer iterations of both cut a 10,000-entry map from
        # many minutes to a few.
        dot.attr("graph", nslimit="0.2", nslimit1="0.2", mclimit="0.01")
    dot.attr("node", fontname=FONT, fontsize="11", margin="0.12,0.06")
    dot.attr("edge", fontname=FONT, fontsize="9", arrowsize="0.7")
    for index, cluster in enumerate(model.clusters):
        with dot.subgraph(name=cluster.name) as sub:
            sub.attr(label=f"<<B>{html_text(cluster.title)}</B>>", style="rounded",
                     color="#999999", fontname=FONT, fontsize="13",
                     id=f"cluster-{index}", tooltip=_tooltip(cluster.title))
            for name in cluster.nodes:
                _write_node(sub, model.nodes[name])
    clustered = {name for cluster in model.clusters for name in cluster.nodes}
    for name, node in model.nodes.items():
        if name not in clustered:
            _write_node(dot, node)
    for index, edge in enumerate(model.edges):
        attrs = {"id": f"edge-{index}", "class": f"edge-{edge.kind}", **_EDGE_STYLE[edge.kind],
                 **edge.attrs}
        if edge.label:
            attrs["label"] = f"<{html_text(edge.label)}>"
            attrs["tooltip"] = _tooltip(edge.label)
        dot.edge((edge.tail), (edge.head), **attrs)
    _stack(dot, model)
    return dot.source


def _stack(dot: graphviz.Digraph, model: MapModel) -> None:
    """Lay Events (and TB cards) out in rows rather than one endless row: an invisible
    edge from the bottom of one to the top of the one a row below. Only up to
    ``STACK_MAX`` of them: on huge maps these edges make graphviz's layout far slower."""
    groups: list[list[str]] = []
    for cluster in model.clusters:
        if cluster.name.startswith("cluster_event_") and cluster.nodes:
            groups.append(cluster.nodes)
    card_groups: list[list[str]] = []
    for cards in model.clusters:
        if not cards.name.startswith("cluster_cards_"):
            continue
        for name in cards.nodes:  # a card's entries, then its CONTINUE node
            if not card_groups or model.nodes[card_groups[-1][-1]].kind == "continue":
                card_groups.append([])
            card_groups[-1].append(name)
    for series in (groups, card_groups):
        if len(series) > STACK_MAX:
            continue
        per_row = max(ROW_MIN, math.ceil(math.sqrt(len(series))))
        for upper, lower in zip(series, series[per_row:], strict=False):
            dot.edge(upper[-1], lower[0], style="invis")



def _write_node(graph: graphviz.Digraph, node: Node) -> None:
    attrs = dict(node.attrs)
    attrs["class"] = " ".join(node.classes)
    if node.tooltip:
        attrs["tooltip"] = _tooltip(node.tooltip)
    graph.node(node.name, label=f"<{node.label}>", **attrs)


# The legend: (key, what it means, the look of its sample). A sample is a small swatch
# drawn in an HTML-like table cell (fill, outline, rounded or dashed, double); a shape a
# table cell cannot take (hexagon, octagon, arrow) is named in the text. The words are
# the core's plain ones; a ruleset's book gives its own (``BookShape.words``, ``legend``):
# the core names no game's tests, fights or end words.
_LEGEND: tuple[tuple[str, str, dict[str, str]], ...] = (
    ("entry", "an entry: id and first words", {"rounded": "1"}),
    ("test", "a test with outcomes (hexagon)", {"fill": TEST_FILL}),
    ("combat", "a fight (octagon)", {"fill": COMBAT_FILL}),
    ("note", "a Log Entry noted", {"fill": NOTE_FILL, "rounded": "1"}),
    ("damage", "harm", {"color": DAMAGE_COLOUR, "border": "2", "rounded": "1"}),
    ("continue", "→ the end of the reading", {"fill": CONTINUE_FILL}),
    ("end", "the ending (double box)", {"fill": END_FILL, "double": "1"}),
    ("problem", "a diagnostic (code in tooltip)", {"color": PROBLEM, "border": "2",
                                                   "rounded": "1"}),
    ("missing", "a missing target", {"fill": PROBLEM_FILL, "color": PROBLEM, "dashed": "1"}),
)
_LEGEND_EDGES: tuple[tuple[str, str, str], ...] = (
    ("option", "option text (a decision)", "black"),
    ("pass", "pass · the test", PASS_COLOUR),
    ("fail", "fail · the test (dashed)", FAIL_COLOUR),
    ("check", "Log Entry check", CHECK_COLOUR),
    ("combat", "after the fight", "#6a3d9a"),
    ("crawl", "where reading enters (dotted)", CRAWL_COLOUR),
)


def legend(book: BookShape = DEFAULT_BOOK) -> tuple[
        list[tuple[str, str, dict[str, str]]], list[tuple[str, str, str]]]:
    """The legend's node styles and edge colours in ``book``'s words (``BookShape.words``;
    the ``continue`` sample names the book's end words unless the ruleset words it)."""
    nodes = [(key, book.word(key, f"→ {book.end_word}" if key == "continue" else text), look)
             for key, text, look in _LEGEND]
    edges = [(kind, book.word(f"edge-{kind}", text), colour)
             for kind, text, colour in _LEGEND_EDGES]
    return nodes, edges
LEGEND_COLUMNS = 2  # legend items per row


def book_of(registry: Registry | None) -> BookShape:
    """The book of a ruleset's language (its words for maps and booklets), or the core's
    plain one."""
    book = getattr(registry, "book", None)
    return book if isinstance(book, BookShape) else DEFAULT_BOOK


def _swatch(key: str, look: Mapping[str, str]) -> str:
    """A small sample of a node style, as an HTML-like table cell."""
    style = []
    if look.get("rounded"):
        style.append("rounded")
    if look.get("dashed"):
        style.append("dashed")
    attrs = (f'BORDER="{look.get("border", "1")}" COLOR="{look.get("color", "black")}" '
             f'BGCOLOR="{look.get("fill", "white")}" CELLBORDER="0" CELLPADDING="0"'
             + (f' STYLE="{",".join(style)}"' if style else ""))
    inner = f'<TABLE {attrs}><TR><TD WIDTH="26" HEIGHT="12"> </TD></TR></TABLE>'
    if look.get("double"):
        inner = (f'<TABLE BORDER="1" CELLBORDER="0" CELLPADDING="1" CELLSPACING="0">'
                 f"<TR><TD>{inner}</TD></TR></TABLE>")
    return f'<TD ID="legend-{key}">{inner}</TD>'


def legend_label(loose_marks: Sequence[Mark] = (), omitted: Sequence[str] = (),
                 heat: Any = None, book: BookShape = DEFAULT_BOOK) -> str:
    """The legend as one HTML-like table: every node style and edge colour, a few a row.

    It is drawn under the map's title, in the graph's label, not as nodes: dot gives every
    node of a rank the height of the tallest, so legend nodes sharing ranks with the
    map's entries left large gaps between the legend's rows and stretched the map.
    """
    width = 2 * LEGEND_COLUMNS
    node_items, edge_items = legend(book)
    nodes = [f'{_swatch(key, look)}<TD ALIGN="LEFT">{html_text(text)}</TD>'
             for key, text, look in node_items]
    edges = [f'<TD ID="legend-edge-{kind}">'
             f'<FONT COLOR="{colour}">──▶</FONT></TD>'
             f'<TD ALIGN="LEFT"><FONT COLOR="{colour}">{html_text(text)}</FONT></TD>'
             for kind, text, colour in edge_items]
    rows = [f'<TR><TD COLSPAN="{width}" ALIGN="LEFT"><B>Legend</B></TD></TR>']
    for cells in (nodes, edges):
        for start in range(0, len(cells), LEGEND_COLUMNS):
            chunk = cells[start:start + LEGEND_COLUMNS]
            missing = LEGEND_COLUMNS - len(chunk)
            filler = f'<TD COLSPAN="{2 * missing}"> </TD>' if missing else ""
            rows.append(f"<TR>{''.join(chunk)}{filler}</TR>")
    if loose_marks:
        # graphviz keeps no tooltip of a graph label in the SVG: the codes are written out.
        codes = ", ".join(dict.fromkeys(m.code for m in loose_marks))
        count = len(loose_marks)
        rows.append(f'<TR><TD ID="legend-loose" COLSPAN="{width}" ALIGN="LEFT">'
                    f'<FONT COLOR="{PROBLEM}">{count} diagnostic{"s" * (count != 1)} outside '
                    f"entries: {html_text(shorten(codes, 60))} (see crawlbook check)"
                    "</FONT></TD></TR>")
    for index, note in enumerate(omitted):
        rows.append(f'<TR><TD ID="legend-omitted-{index}" COLSPAN="{width}" ALIGN="LEFT">'
                    f"{html_text(note)}</TD></TR>")
    if heat is not None:
        rows += _heat_legend(heat, width)
    return ('<FONT POINT-SIZE="9"><TABLE ID="legend" BORDER="1" STYLE="rounded" '
            'COLOR="#bbbbbb" CELLBORDER="0" CELLSPACING="1" CELLPADDING="2">'
            f'{"".join(rows)}</TABLE></FONT>')


def graph_label(model: MapModel) -> str:
    """The map's title, with the legend under it (an HTML-like label of the whole graph)."""
    key = legend_label(model.loose_marks, model.omitted, model.heat, model.book)
    return (f'<<TABLE BORDER="0" CELLSPACING="4"><TR><TD><B>{html_text(model.title)}</B></TD></TR>'
            f"<TR><TD>{key}</TD></TR>"
            "</TABLE>>")


def heat_legend_items(heat: Any) -> list[tuple[str, str, str]]:
    """(key, colour, text) of the simulation's legend: the fill scale, never reached, the
    edge widths and what an option's label says."""
    from crawlbook.compiler import heat as heatmap

    items = [(f"heat-{round(stop * 100)}", heatmap.colour(stop),
              f"fill: reached in {heatmap.percent(stop)} of runs") for stop in heatmap.LEGEND_STOPS]
    items.append(("heat-never", "#ffffff", "never reached (dashed)"))
    items.append(("heat-edge", "#000000", "edge width and %: share of runs taking it"))
    score = heatmap.abbreviation(heat.score_name)
    items.append(("heat-option", "#000000",
                  f"option: win rate and mean {score} ({heat.score_name}) of runs taking it"))
    return items


def _heat_legend(heat: Any, width: int) -> list[str]:
    rows = [f'<TR><TD COLSPAN="{width}" ALIGN="LEFT"><B>{html_text(heat.caption())}</B></TD></TR>']
    for key, fill, text in heat_legend_items(heat):
        dashed = ' STYLE="dashed"' if key == "heat-never" else ""
        swatch = (f'<TD ID="legend-{key}"><TABLE BORDER="1" BGCOLOR="{fill}" CELLBORDER="0" '
                  f'CELLPADDING="0"{dashed}>'
                  '<TR><TD WIDTH="26" HEIGHT="12"> </TD></TR></TABLE></TD>')
        rows.append(f'<TR>{swatch}<TD COLSPAN="{width - 1}" ALIGN="LEFT">{html_text(text)}'
                    "</TD></TR>")
    for index, note in enumerate(heat.notes):
        rows.append(f'<TR><TD ID="legend-heat-note-{index}" COLSPAN="{width}" ALIGN="LEFT">'
                    f'<FONT COLOR="{PROBLEM}">{html_text(note)}</FONT></TD></TR>')
    return rows


# --------------------------------------------------------------------------- rendering


def dot_available() -> bool:
    return shutil.which("dot") is not None


def render(dot_source: str, fmt: str) -> bytes:
    """Lay out and draw DOT text with graphviz's ``dot`` (svg, png or pdf)."""
    if fmt == "dot":
        return dot_source.encode("utf-8")
    if fmt not in FORMATS:
        raise MapError(f"unknown map format {fmt!r} (use one of {', '.join(FORMATS)})")
    if not dot_available():
        raise RendererMissing(f"graphviz's `dot` program is not installed: {INSTALL_HINT}")
    try:
        data: bytes = graphviz.Source(dot_source).pipe(format=fmt, encoding=None)
    except graphviz.ExecutableNotFound as exc:
        raise RendererMissing(f"graphviz's `dot` program is not installed: {INSTALL_HINT}") from exc
    return fit_svg(data) if fmt == "svg" else data


_SVG_SIZE = re.compile(rb'(<svg\b[^>]*?)\swidth="([\d.]+)pt"\s+height="([\d.]+)pt"')


def fit_svg(data: bytes) -> bytes:
    """An SVG that opens fitted to the window: graphviz writes its size in points (a
    mission is several thousand points wide, so a browser shows a corner of it at 1:1);
    the size becomes the window's (the viewBox keeps the drawing's proportions), never
    larger than drawn, so a small map is not blown up."""
    def fitted(match: re.Match[bytes]) -> bytes:
        width, height = match.group(2).decode(), match.group(3).decode()
        return (match.group(1) + b' width="100%" height="100%" style="max-width: '
                + f"{width}pt; max-height: {height}pt".encode() + b'"')

    return _SVG_SIZE.sub(fitted, data, count=1)


def draw(program: Mapping[str, Any], diagnostics: Iterable[Any] = (), fmt: str = "svg",
         **selection: Any) -> bytes:
    """The map of a program in one call: model, DOT, then the format asked for."""
    return render(to_dot(build_map(program, diagnostics, **selection)), fmt)


def draw_file(program: Mapping[str, Any], diagnostics: Iterable[Any] = (), fmt: str = "svg", *,
              heat: Any = None, odds: bool | Mapping[str, Any] = True, cards: bool = False,
              event: int | str | None = None, entry: str | None = None,
              depth: int = 2, ruleset: Ruleset | None = None) -> tuple[bytes, MapModel]:
    """The map in format ``fmt`` (``html`` or one of ``FORMATS``) and the model drawn.

    ``html`` is the interactive page (``compiler/htmlmap.py``). An SVG of more than
    ``LARGE`` entries is laid out by crawlbook (``compiler/layout.py``, seconds) rather
    than by graphviz (minutes, docs/performance.md); DOT, PNG and PDF are graphviz's.
    """
    if fmt == "html":
        from crawlbook.compiler.htmlmap import render_html

        page, model = render_html(program, list(diagnostics), cards=cards, heat=heat, odds=odds,
                                  event=event, entry=entry, depth=depth, ruleset=ruleset)
        return page.encode("utf-8"), model
    model = build_map(program, diagnostics, event=event, entry=entry, depth=depth, cards=cards,
                      odds=odds, heat=heat, ruleset=ruleset)
    if fmt == "svg" and sum(1 for n in model.nodes.values() if n.kind == "entry") > LARGE:
        from crawlbook.compiler import svgdraw

        return svgdraw.draw(model).encode("utf-8"), model
    return render(to_dot(model), fmt), model
