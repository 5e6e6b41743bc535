"""The Tunnel Rats language: the verbs, mission rules and header directives its booklets use.

Each verb maps to a rule of the rulebook (docs/rules.md): DAMAGE and HEAL ("Applying
Damage", "Rest and Recover"), THREAT / ROLL / SET ("Roll Threat Die and Update Threat
Level", "Resolve Event"), DISCARD / RECOVER ("Removing and Recovering TB Cards"), NOTE
("Using the Mission Booklets": Log Entries), GAIN / LOSE (mission markers), TEST ("Trait
Tests"), COMBAT ("Combat"), RETURN ("Resolve Event": return to previously revealed Tunnel
cards). The header directives are the Mission set up: LEVELS, TB DECK, THREAT, ENTRANCE
COLUMN, a LEVEL n DECK line per level and the RANDOM COMBAT. The engine's handlers use the
same names (``engine/effects.py``); the booklet's wording of each verb is here, as data.
"""

from __future__ import annotations

from collections.abc import Sequence

from crawlbook.ruleset import (
    Arg,
    BookShape,
    CardKind,
    Directive,
    Number,
    Param,
    Predicate,
    Problem,
    Registry,
    Span,
    Verb,
    record,
)

RAT_POSITIONS = ("LEAD", "BACKUP", "SUPPORT")
TESTERS = (*RAT_POSITIONS, "RANDOM", "CHOSEN")
VICTIMS = (*TESTERS, "ALL", "TESTER")  # TESTER: who took the last Trait test
TRAITS = ("SURVIVAL", "CHARISMA", "PERCEPTION", "INTELLIGENCE", "WILLPOWER")
SIDES = ("TOP", "BOTTOM", "LEFT", "RIGHT")
LEVELS = (1, 3)
FIRED = ("PISTOL", "SILENCER", "GUN")  # what `if fired NAME` may ask
# The VC markers of a Combat by number: Elite E1-E2, Standard S1-S5 (engine/initiative.py).
VC_MARKERS = ("E1", "E2", "S1", "S2", "S3", "S4", "S5")
INITIATIVE_ROUNDS = ("FIRST", "ALL")

_COMBAT = """\
<p class="combat-title"><strong>COMBAT</strong></p>
<table class="combat-setup">
<tr><th>Standard VC</th><td class="standard">{{ p.standard or 0 }}</td></tr>
<tr><th>Elite VC</th><td class="elite">{{ p.elite or 0 }}</td></tr>
<tr><th>Initiative</th><td class="initiative">{{ {"RATS": "Rats", "VC": "VC", "RANDOM": \
"random"}.get(p.initiative, p.initiative) if p.initiative else "random" }}\
{% if p.initiative_rounds == "ALL" and p.initiative and p.initiative != "RANDOM" %}, \
every round{% endif %}</td></tr>
{% if p.target %}
<tr><th>The VC attack</th><td class="target">{{ phrase(p.target) }}</td></tr>
{% endif %}
{% if p.elite_target %}
<tr><th>The Elite VC attack</th><td class="target">{{ phrase(p.elite_target) }}</td></tr>
{% endif %}
{% if p.standard_target %}
<tr><th>The Standard VC attack</th><td class="target">{{ phrase(p.standard_target) }}</td></tr>
{% endif %}
{% for vc in ["E1", "E2", "S1", "S2", "S3", "S4", "S5"] %}
{% if p[vc.lower() ~ "_target"] %}
<tr><th>VC {{ vc }} attacks</th><td class="target">\
{{ phrase(p[vc.lower() ~ "_target"]) }}</td></tr>
{% endif %}
{% endfor %}
{% if p.threat_after is defined and p.threat_after is not none %}
<tr><th>After the Combat</th><td class="threat-after">set Threat to {{ p.threat_after }}</td></tr>
{% endif %}
</table>
{% if ((p.standard or 0) + (p.elite or 0)) > 3 %}
<p class="reserve">More than 3 VC: the rest wait in the Reserve\
{% if p.reserve == "ELITE" %} (the Elite VC last){% else %} (the Standard VC last){% endif %}.</p>
{% endif %}
"""

_VERBS = [
    Verb("DAMAGE", (Param("who", "word", VICTIMS), Param("amount", "int", low=1, high=10)),
         "a Rat (or ALL) takes Damage", roles=frozenset({"hurt"}), style="damage",
         wording="<strong>DAMAGE:</strong> {{ phrase(p.who)|capfirst }} takes {{ p.amount }} "
                 "Damage."),
    Verb("HEAL", (Param("who", "word", VICTIMS), Param("amount", "int", low=1, high=10)),
         "remove Damage from a Rat (or ALL)", roles=frozenset({"heal"}), style="heal",
         wording="<strong>HEAL:</strong> remove {{ p.amount }} Damage from "
                 "{{ phrase(p.who) }}."),
    Verb("THREAT", (Param("delta", "signed", low=1, high=8),), "move the Threat level up or down",
         style="threat",
         wording='<strong>THREAT {{ "%+d"|format(p.delta) if p.delta is number else p.delta }}'
                 '</strong>'),
    Verb("ROLL", (Param("die", "word", ("THREAT",)),),
         "roll the Threat die and update Threat (no TB Encounter inside an Event)",
         style="threat",
         wording="Roll the <strong>Threat die</strong> and update the Threat level (no TB "
                 "Encounter)."),
    Verb("SET", (Param("what", "word", ("THREAT",)), Param("value", "int", low=1, high=9)),
         "put the Threat marker on a value", style="threat",
         wording="Set the <strong>Threat level to {{ p.value }}</strong>."),
    Verb("DISCARD", (Param("count", "int", low=1, high=6),
                     Param("unit", "word", ("TB",), required=False, default="TB")),
         "Discard TB cards", style="tb",
         wording='<strong>DISCARD {{ p.count }} TB card{{ "s" if p.count != 1 }}.</strong>'),
    Verb("RECOVER", (Param("count", "int", low=1, high=2),
                     Param("unit", "word", ("TB",), required=False, default="TB")),
         "Recover TB cards (the +1 / +2 marker)", style="tb",
         wording='<strong>RECOVER {{ p.count }} TB card{{ "s" if p.count != 1 }}</strong> '
                 '(the +{{ p.count }} marker).'),
    Verb("NOTE", (Param("name", "name"),), "note a Log Entry", roles=frozenset({"note"}),
         style="note",
         wording='Note <mark class="log-entry">LOG ENTRY: {{ p.name }}</mark>'),
    Verb("GAIN", (Param("name", "name"),), "the team takes a mission marker",
         roles=frozenset({"gain"}), style="marker",
         wording='Take the <strong class="marker">{{ p.name }}</strong> marker.'),
    Verb("LOSE", (Param("name", "name"),), "the team gives up a mission marker",
         roles=frozenset({"lose"}), style="marker",
         wording='Give up the <strong class="marker">{{ p.name }}</strong> marker.'),
    Verb("TEST", (Param("who", "word", TESTERS), Param("trait", "word", TRAITS),
                  Param("diff", "int", low=1, high=3, keyword="DIFF")),
         "a Trait test: 3d6, each die at or under the rating succeeds", outcomes=("pass", "fail"),
         roles=frozenset({"test"}), style="test", label="{trait} DIFF {diff}",
         outcome_words={"success": "pass", "succeed": "pass", "passed": "pass",
                        "failure": "fail", "failed": "fail"},
         wording='<strong class="who">{{ phrase(p.who)|capfirst }}</strong> tests '
                 '<strong class="trait">{{ p.trait }}</strong>, '
                 '<strong class="diff">DIFF {{ p.diff }}</strong>.'),
    Verb("COMBAT", (
        Param("standard", "int", low=0, high=5, keyword="STANDARD", required=False, default=0),
        Param("elite", "int", low=0, high=2, keyword="ELITE", required=False, default=0),
        Param("initiative", "word", ("RATS", "VC", "RANDOM"), keyword="INITIATIVE",
              required=False, default="RANDOM"),
        Param("target", "word", RAT_POSITIONS, keyword="TARGET", required=False, default=None),
        Param("threat_after", "int", low=1, high=9, keyword="THREAT_AFTER", required=False,
              default=1),
        # "The Event text will say if a particular VC attacks a particular Rat": by kind,
        # then by marker (E1, E2 the Elite VC, S1 to S5 the Standard VC), the narrower
        # first; TARGET stays the Rat every other VC attacks.
        Param("elite_target", "word", RAT_POSITIONS, keyword="ELITE_TARGET", required=False,
              default=None),
        Param("standard_target", "word", RAT_POSITIONS, keyword="STANDARD_TARGET",
              required=False, default=None),
        *(Param(f"{vc.lower()}_target", "word", RAT_POSITIONS, keyword=f"{vc}_TARGET",
                required=False, default=None) for vc in VC_MARKERS),
        # Initiative "is randomly determined at the start of each round (unless otherwise
        # stated by the Event text)": INITIATIVE_ROUNDS ALL keeps INITIATIVE every round.
        Param("initiative_rounds", "word", INITIATIVE_ROUNDS, keyword="INITIATIVE_ROUNDS",
              required=False, default="FIRST"),
        # Which VC wait in the Reserve first when more than 3 fight ("as set out in the
        # Mission text"): RESERVE STANDARD (the default) sends the Elite VC in first.
        Param("reserve", "word", ("STANDARD", "ELITE"), keyword="RESERVE", required=False,
              default="STANDARD"),
    ), "a Combat against Standard and Elite VC (more than 3: the rest in Reserve)",
        needs_one_of=("standard", "elite"), roles=frozenset({"fight"}), style="combat",
        wording=_COMBAT, block=True, after="after the Combat (VC eliminated)"),
    Verb("RETURN", (Param("to", "word", ("PREVIOUS", "ENTRANCE")),),
         "the team goes back to an earlier tunnel card", style="return",
         wording='{% if p.to == "ENTRANCE" %}Return to the <strong>Entrance</strong> card.'
                 '{% else %}Return to the <strong>Tunnel card you came from</strong>.'
                 '{% endif %}'),
    # Mission rules (the RULES section), honoured by the engine for the whole mission.
    Verb("FORBID_EXIT", (Param("side", "word", SIDES),
                         Param("level", "int", low=1, high=3, keyword="LEVEL")),
         "no exit on that side may be taken on that level", rule=True,
         wording="no exit on the {{ p.side }} side may be taken on Level {{ p.level }}"),
    Verb("MARKER", (Param("name", "name"),), "the team starts carrying a mission marker",
         rule=True, roles=frozenset({"marker"}),
         wording="the team starts carrying the {{ p.name }} marker"),
]

# ---------------------------------------------------------------- LEVEL n DECK

_PLACES = {("SHUFFLED",): "shuffled", ("ON", "TOP"): "top", ("ON", "BOTTOM"): "bottom",
           ("IN", "TOP"): "in_top", ("IN", "BOTTOM"): "in_bottom"}
DECK_USAGE = "LEVEL 1 DECK: 4 STANDARD, EVENTS 1 2 SHUFFLED"


@record
class Placement:
    """``EVENTS 1 2 SHUFFLED``, ``EVENT 5 IN BOTTOM 3``: where Event cards go in a deck."""

    events: tuple[int, ...]
    where: str  # shuffled | top | bottom | in_top | in_bottom
    depth: int | None
    span: Span

    def to_json(self) -> dict[str, object]:
        return {"events": list(self.events), "where": self.where, "depth": self.depth}


@record
class LevelDeck:
    """``LEVEL 1 DECK: 5 STANDARD, EVENTS 1 2 SHUFFLED``: how one level's deck is built."""

    level: int
    standard: int
    placements: tuple[Placement, ...]
    span: Span

    def to_json(self) -> dict[str, object]:
        return {"level": self.level, "standard": self.standard,
                "placements": [p.to_json() for p in self.placements]}


def read_level_deck(args: Sequence[Arg], span: Span) -> tuple[object, list[Problem]]:
    """``LEVEL n DECK: k STANDARD, EVENTS a b SHUFFLED, EVENT c IN BOTTOM 3`` ("Board Set Up"
    7: the Mission says how each level's Tunnel deck is built) -> a ``LevelDeck``."""
    items = list(args)

    def at(i: int) -> Arg | None:
        return items[i] if i < len(items) else None

    def bad(i: int, expected: str) -> tuple[object, list[Problem]]:
        item = at(i)
        where = item.span if item is not None else span
        found = f"`{item.value}`" if item is not None else "the end of the line"
        return None, [Problem("E222", f"`LEVEL n DECK`: expected {expected}, found {found}",
                              where, hint=f"write it as `{DECK_USAGE}`")]

    def take(i: int, kind: str, word: str | None = None) -> bool:
        item = at(i)
        return (item is not None and item.kind == kind
                and (word is None or str(item.value).upper() == word))

    shape = (("int", None, "a level number"), ("word", "DECK", "`DECK`"),
             ("punct", ":", "`:`"), ("int", None, "the number of Standard cards"),
             ("word", "STANDARD", "`STANDARD`"))
    for i, (kind, word, expected) in enumerate(shape):
        if not take(i, kind, word):
            return bad(i, expected)
    level, standard = int(items[0].value), int(items[3].value)
    if not LEVELS[0] <= level <= LEVELS[1]:
        return None, [Problem("E305", f"LEVEL must be in {LEVELS[0]}..{LEVELS[1]}, "
                              f"not {level}", span)]
    placements: list[Placement] = []
    i = 5
    while i < len(items):
        if not take(i, "punct", ","):
            return bad(i, "`,` and another placement")
        first = at(i + 1)
        if not (take(i + 1, "word", "EVENT") or take(i + 1, "word", "EVENTS")):
            return bad(i + 1, "`EVENT` or `EVENTS`")
        i += 2
        events: list[int] = []
        while take(i, "int"):
            events.append(int(items[i].value))
            i += 1
        if not events:
            return bad(i, "an Event number")
        words = tuple(str(a.value).upper() for a in items[i:i + 2] if a.kind == "word")
        where = _PLACES.get(words[:1]) or _PLACES.get(words[:2])
        if where is None:
            return bad(i, "`SHUFFLED`, `ON TOP`, `ON BOTTOM`, `IN TOP n` or `IN BOTTOM n`")
        i += 1 if where == "shuffled" else 2
        depth = None
        if where in ("in_top", "in_bottom"):
            if not take(i, "int"):
                return bad(i, "the number of cards")
            depth = int(items[i].value)
            i += 1
        last = items[i - 1].span
        assert first is not None
        placements.append(Placement(tuple(events), where, depth,
                                    Span(span.file, first.span.line, first.span.column,
                                         last.end_line, last.end_column)))
    return LevelDeck(level, standard, tuple(placements), span), []


_DIRECTIVES = [
    Directive("LEVELS", "levels", "how many levels the Tunnel Complex has",
              (Param("levels", "int", low=1, high=3),), required=True, example="LEVELS 2"),
    Directive("TB DECK", "tb_deck", "how many TB cards form the Draw deck (TR18 always in it)",
              (Param("cards", "int", low=9, high=11),), required=True, example="TB DECK 10"),
    Directive("THREAT", "threat", "the starting Threat level (default 1)",
              (Param("threat", "int", low=1, high=9),), default=1, example="THREAT 2"),
    Directive("ENTRANCE COLUMN", "entrance_column",
              "the column (1 to 6) of the Entrance card on Level 1 (default 1)",
              (Param("column", "int", low=1, high=6),), default=1,
              example="ENTRANCE COLUMN 3"),
    Directive("LEVEL", "decks", "how one level's Tunnel deck is built (one line per level)",
              repeatable=True, read=read_level_deck, default=[], example=DECK_USAGE),
    Directive("RANDOM COMBAT", "random_combat",
              "the Combat fought when Threat is 9 at the end of a Crawl", effect="COMBAT",
              example="RANDOM COMBAT [COMBAT STANDARD 2]"),
]

REGISTRY = Registry(
    ruleset="tunnel-rats",
    verbs={v.name: v for v in _VERBS},
    directives={d.name: d for d in _DIRECTIVES},
    sections=("END OF MISSION",),
    quantities=("RAT STANDING", "OBJECTIVE MET", "TB CARD LEFT", "LOG ENTRY", "DAMAGE"),
    plurals={"RAT STANDING": "RATS STANDING", "OBJECTIVE MET": "OBJECTIVES MET",
             "TB CARD LEFT": "TB CARDS LEFT", "LOG ENTRY": "LOG ENTRIES"},
    card_kinds=(CardKind("TR", "TB card", "TB cards", "TB Encounter cards", "tb-cards"),),
    # What conditions may compare (`if THREAT >= 7`); the engine answers them
    # (engine/quantities.py).
    numbers={"THREAT": Number("THREAT", "the Threat level (1 to 9)", 1, 9),
             "DAMAGE": Number("DAMAGE", "the Damage on all three Rats, Taken Out ones too",
                              0, 30)},
    # The Pistol's memory ("1. Rats Choose Weapon": "negative consequences ... later in
    # the Mission when you resolve certain Events"): `if fired PISTOL` (engine/memory.py).
    predicates={"fired": Predicate(
        "fired", "a Rat fought a Combat interaction of this Mission with that weapon "
        "(PISTOL: the Pistol without Silencer; SILENCER: with it; GUN: either)",
        FIRED)},
    phrases={"LEAD": "LEAD MAN", "BACKUP": "BACKUP MAN", "SUPPORT": "SUPPORT MAN",
             "RANDOM": "a random Rat", "CHOSEN": "a Rat of your choice", "ALL": "every Rat",
             "TESTER": "the Rat who took the test"},
    required_cards=("TR18",),
    # The Mission Booklet's shape: Events of entries, every Event a place where reading
    # starts (the Crawl deals them); an Event ends with CONTINUE THE MISSION, the booklet
    # with its End of Mission and the Success Points it awards ("Mission Booklet",
    # "Success Points"). Then Tunnel Rats' words for what maps draw (compiler/maps.py's
    # legend and tooltips), and for the ending, the booklet's cover and the parts a
    # simulation report counts.
    book=BookShape(end_words=("CONTINUE THE MISSION",), ending="END OF MISSION",
                   scoring="SUCCESS POINTS", words=(
        ("test", "a Trait test (hexagon)"), ("combat", "a Combat (octagon)"),
        ("damage", "Damage"), ("end", "End of Mission (double box)"),
        ("edge-pass", "pass · TRAIT DIFF n"), ("edge-fail", "fail · TRAIT DIFF n (dashed)"),
        ("edge-combat", "after the Combat"), ("edge-crawl", "where the Crawl enters (dotted)"),
        ("continue-tooltip", "the Event is over, back to the Crawl"),
        # how maps, booklets and reports name the ending, the booklet and its parts
        ("ending", "End of Mission"), ("booklet", "Mission Booklet"),
        ("owners", "Event / card"))),
)
