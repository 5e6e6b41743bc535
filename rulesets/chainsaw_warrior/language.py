"""The Chainsaw Warrior language: the verbs of its House cards and the header directives
of its scenarios (docs/chainsaw-warrior/language.md, with the rule each one carries out).

Each verb declares its *role* for the core (``note``, ``gain``, ``lose``, ``marker``,
``test``, ``fight``, ``hurt``, ``heal``) and its booklet wording. An amount that may be
fixed or rolled (``[WOUNDS 1]``, ``[WOUNDS 1D6+1]``) is a ``dice`` parameter that takes a
plain number too and six-sided dice only (``Param(..., fixed=True, sides=(6,))``); the
handlers take the number as it is and roll the dice (``engine.amounts``). The header
directives are the scenario set-up; their values form the program's ``setup``
(``ChainsawWarrior.setup``), which the engine reads (``engine.setup.read_setup``).
Conditions may compare the Warrior's tracks and ratings and the Time Track (``NUMBERS``:
``if WOUNDS < 4``, ``if MINUTES >= 30``) and ask what he carries or which skill he has
(``PREDICATES``: ``if carries GEIGER_COUNTER``, ``if skill HIDING``).

The creatures, Equipment cards and piles a verb may name are read from the content pack
(``content/*.toml``), so a replaced pack brings its own names; the House cards every
program must define are the encounters of the pack's House deck.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from importlib import resources
from typing import Any

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
)


def _content(name: str) -> dict[str, Any]:
    folder = resources.files("crawlbook.rulesets.chainsaw_warrior").joinpath("content")
    try:
        return tomllib.loads(folder.joinpath(name).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return {}  # `crawlbook check` reports the broken pack when it builds (E220)


_CREATURES_TOML = _content("creatures.toml")
_EQUIPMENT_TOML = _content("equipment.toml")
_HOUSE_TOML = _content("house.toml")

CREATURES = tuple(_CREATURES_TOML.get("creatures", {}))
ITEMS = tuple(_EQUIPMENT_TOML.get("items", {}))
PILES = tuple(p.upper() for p in _EQUIPMENT_TOML.get("piles", {}))
TYPES = ("CLOTHING", "DEVICE", "GUN", "HTH_WEAPON", "HEAVY_WEAPON", "SPECIAL")
ENCOUNTERS = tuple(_HOUSE_TOML.get("encounters", {}))
# The encounters of the standard House deck (the pack's backs): each needs its CARD.
DECK_ENCOUNTERS = tuple(dict.fromkeys(
    code for counts in _HOUSE_TOML.get("backs", {}).values() if isinstance(counts, dict)
    for code in counts))


def _deck_counts() -> dict[str, int]:
    counts: dict[str, int] = {}
    for by_code in _HOUSE_TOML.get("backs", {}).values():
        for code, n in (by_code.items() if isinstance(by_code, dict) else ()):
            counts[code] = counts.get(code, 0) + int(n)
    return counts


DECK_COUNTS = _deck_counts()  # the standard House deck: cards of each encounter
# The Overkill Options a scenario may put in play (``RULE KITTING_OUT_2``): the option
# names of ``options.NAMES`` in capitals, ``_`` for ``-``.
RULES = ("ADVANCED_EQUIPMENT", "ADVANCED_TRAINING", "EXTRA_TRAINING_1", "EXTRA_TRAINING_2",
         "DETERMINATION", "FRENZY", "ESCAPING", "KITTING_OUT_1", "KITTING_OUT_2",
         "KITTING_OUT_3", "RAPID_FIRE", "SPRINTING", "WANDERING_DELAYS")
SKILLS = ("MARKSMANSHIP", "ENDURANCE", "AGILITY", "STRENGTH", "CLIMBING", "HIDING")
YES_NO = ("YES", "NO")
# What an encounter is, for the Flare Gun, Sprinting and Determination (house.toml).
CATEGORIES = ("CREATURE", "TRAP", "CLEAR", "EMPTY", "ITEM", "DUMP", "PASSAGE", "DARKNESS",
              "HAZARD")


def dice(name: str = "count", high: int = 9, required: bool = True) -> tuple[Param, ...]:
    """An amount, rolled (``1D6``, ``2D6+1``: six-sided dice only) or fixed (``2``)."""
    return (Param(name, "dice", low=1, high=high, required=required,
                  default=None if required else 1, fixed=True, sides=(6,)),)


def _kw(name: str, kind: Any, choices: tuple[str, ...] = (), low: int | None = None,
        high: int | None = None) -> Param:
    return Param(name, kind, choices, low=low, high=high, required=False,
                 keyword=name.upper())


# The keywords a card may add to a fight (FIGHT, and the Wandering Zombies of STUCK).
FIGHT_KEYWORDS = (
    _kw("aimed", "word", YES_NO),  # NO: "so quick they will not allow you to fire a shot"
    _kw("reflex", "word", YES_NO),  # NO: an Aimed Shot "without Testing Reflexes"
    _kw("aim", "signed", low=1, high=6),  # added to Aimed Shot rolls
    _kw("hth", "signed", low=1, high=6),  # added to the Warrior's HtH rating
    _kw("attack", "signed", low=1, high=6),  # added to the creatures' attack
    _kw("escape", "word", YES_NO),  # NO: "you cannot escape"
    _kw("shoot", "word", ("ANY", "GUN")),  # GUN: "you can only shoot it with a Gun"
    _kw("target", "word", ("ANY", "WANDERING")),  # the Aimed Shot at a Wandering Zombie
)

HURT, HEAL, TEST, FIGHT = (frozenset({r}) for r in ("hurt", "heal", "test", "fight"))
_AMOUNT = "{{ p.count }}"
# The booklet's words for what a fight's keywords change (the Reference Section's).
_MODS = ('{{ ", no Aimed Shot" if p.aimed == "NO" }}'
         '{{ ", an Aimed Shot without Testing Reflexes" if p.reflex == "NO" }}'
         '{{ ", %+d to the Aimed Shot" % p.aim if p.aim }}'
         '{{ ", %+d to your HtH" % p.hth if p.hth }}'
         '{{ ", %+d to their attack" % p.attack if p.attack }}'
         '{{ ", no escape" if p.escape == "NO" }}'
         '{{ ", only a Gun may shoot" if p.shoot == "GUN" }}'
         '{{ ", the Aimed Shot at a Wandering Zombie only" if p.target == "WANDERING" }}')

_VERBS = [
    Verb("NOTE", (Param("name", "name"),), "note a Log Entry", roles=frozenset({"note"}),
         style="note", wording='Note <mark class="log-entry">LOG ENTRY: {{ p.name }}</mark>'),
    Verb("GAIN", (Param("name", "name"),), "the Warrior takes a marker",
         roles=frozenset({"gain"}), style="marker",
         wording='Take the <strong class="marker">{{ p.name }}</strong> marker.'),
    Verb("LOSE", (Param("name", "name"),), "the Warrior gives up a marker",
         roles=frozenset({"lose"}), style="marker",
         wording='Give up the <strong class="marker">{{ p.name }}</strong> marker.'),
    # time - "lose that many minutes", "move the marker that many boxes"
    Verb("TIME", (Param("unit", "word", ("MINUTES", "BOXES")), *dice()),
         "move the Time marker on (MINUTES: two boxes each; BOXES: 30 seconds each)",
         style="time",
         wording="<strong>TIME:</strong> move the Time marker on " + _AMOUNT
                 + '{{ " minute(s)" if p.unit == "MINUTES" else " box(es) of 30 seconds" }}.'),
    Verb("WOUNDS", (*dice(), _kw("halved", "word", ("UP",))),
         "take wounds (HALVED UP: half the roll, rounding up); Body Armour may save each",
         roles=HURT, style="damage",
         wording="<strong>WOUNDS:</strong> take " + _AMOUNT
                 + '{{ ", halved (round up)," if p.halved }} wound(s).'),
    Verb("RADIATION", dice(), "radiation damage: the Radiation marker moves on", roles=HURT,
         style="damage", wording="<strong>RADIATION:</strong> " + _AMOUNT + "."),
    Verb("VENOM", (Param("count", "int", low=1, high=6),),
         "the Venom marker moves on (only once infected)", roles=HURT, style="damage",
         wording="<strong>VENOM:</strong> " + _AMOUNT + " (if infected)."),
    Verb("INFECT", (_kw("helmet", "word", YES_NO),),
         "venom infection (HELMET NO: the Helmet does not stop it)", roles=HURT,
         style="damage", wording="You are <strong>infected</strong> with Zombie venom."),
    Verb("HEAL", dice(), "recover wounds, never above the initial allowance", roles=HEAL,
         style="heal", wording="<strong>HEAL:</strong> recover " + _AMOUNT + " wound(s)."),
    # end - a loss with its cause
    Verb("GAME_OVER", (Param("cause", "name"),), "the game is lost: for you the mission is over",
         style="end", wording="<strong>The game is lost</strong> ({{ p.cause }})."),
    # end - a win with its cause: a scenario's own goal (GOAL CODE)
    Verb("WIN", (Param("cause", "name"),), "the game is won: the scenario's goal is met",
         style="end", wording="<strong>The game is won</strong> ({{ p.cause }})."),
    Verb("FIGHT", (Param("creature", "word", (*CREATURES, "WANDERING")),
                   *dice(required=False),
                   _kw("zombies", "int", low=1, high=6), *FIGHT_KEYWORDS),
         "fight creatures (WANDERING: drawn from the Wandering Zombie deck; ZOMBIES n: n "
         "Wandering Zombies more), steps 1 to 9 of Fighting Creatures", roles=FIGHT,
         style="combat", after="after the fight",
         wording="<strong>FIGHT:</strong> {{ p.count ~ ' × ' if p.count and p.count != 1 }}"
                 "{{ phrase(p.creature) }}"
                 '{{ " and %d Wandering Zombies" % p.zombies if p.zombies }}' + _MODS + "."),
    # the 1-in-6 check of a Clear or Empty area
    Verb("WANDERING", (_kw("on", "int", low=2, high=6),),
         "roll for a Wandering Zombie (one comes on a 6, or ON n or more)", roles=FIGHT,
         style="combat",
         wording="Roll for a <strong>Wandering Zombie</strong> (it comes on "
                 "{{ p.on or 6 }}{{ \" or more\" if (p.on or 6) < 6 }})."),
    # time - with Wandering Zombie checks every minute (MINUTES) or 30 seconds (BOXES)
    Verb("STUCK", (Param("unit", "word", ("MINUTES", "BOXES")), *dice(), *FIGHT_KEYWORDS),
         "stuck in a trap: time passes with a Wandering Zombie check every minute "
         "(MINUTES) or every 30 seconds (BOXES)", roles=FIGHT, style="time",
         wording="<strong>STUCK</strong> for " + _AMOUNT + " {{ p.unit|lower }}, rolling for "
                 "a Wandering Zombie each {{ \"minute\" if p.unit == \"MINUTES\" else "
                 "\"30 seconds\" }}" + _MODS + "."),
    # item (gain)
    Verb("TAKE", (Param("item", "word", ITEMS),), "take an item (13 at most)", style="item",
         wording="Take the <strong>{{ phrase(p.item) }}</strong>."),
    Verb("DUMP", (Param("pile", "word", PILES),),
         "a Dump: a random card of that pile, a refill or a Spare Clip", style="item",
         wording="<strong>DUMP:</strong> a random {{ phrase(p.pile) }} card, a refill or a Spare "
                 "Clip."),
    # item (lose)
    Verb("BREAKAGE", (Param("on", "int", low=2, high=6),),
         "roll a die for every item: on this or more it is destroyed", style="damage",
         wording="Roll a die for every item: on {{ p.on }}{{ \" or more\" if p.on < 6 }} "
                 "it is destroyed."),
    Verb("LOSE_ITEM", (Param("which", "word", ("RANDOM", "CHOSEN")),
                       _kw("except", "word", TYPES)),
         "an item is taken (at random, or the Warrior's choice) and removed from the game",
         style="damage", wording="Lose an item ({{ p.which|lower }}"
                                 '{{ ", not " ~ p.except|lower if p.except }}).'),
    # deck
    Verb("RETRACE", (Param("count", "int", low=1, high=9, required=False, default=5),),
         "retrace your steps: discards shuffled back into the current deck (five)",
         style="deck", wording="<strong>Retrace your steps</strong> ({{ p.count }} cards)."),
    Verb("PASSAGE", dice(), "a short cut: skip up to that many cards, stopping at will",
         style="deck", wording="<strong>SECRET PASSAGE:</strong> skip up to " + _AMOUNT
                               + " cards."),
    Verb("REMOVE_CARD", (), "remove this House card from the game", style="deck",
         wording="Remove this card from the game."),
    # deck - "Escaping the Building"
    Verb("ESCAPE_BUILDING", (), "find the way out of the building (2D6 cards) and come back",
         style="deck", wording="<strong>Escape the building.</strong>"),
    Verb("MAGNETIC_FIELD", dice(),
         "no electric item works for that many minutes; this area is not free", roles=HURT,
         style="damage", wording="<strong>MAGNETIC FIELD</strong> for " + _AMOUNT
                                 + " minutes: no electric item works."),
    Verb("TEST", (Param("what", "word", ("REFLEXES",)),
                  Param("modifier", "signed", low=1, high=6, required=False, default=0)),
         "Test your Reflexes: 2D6 (plus the modifier) at most the rating",
         outcomes=("pass", "fail"), roles=TEST, style="test", label="REFLEXES",
         wording="<strong>Test your Reflexes</strong>"
                 '{{ " (%+d to the roll)" % p.modifier if p.modifier }}.'),
    Verb("CHANCE", (Param("on", "int", low=2, high=6),), "roll one die: this or more",
         outcomes=("yes", "no"), roles=TEST, style="test", label="{on}+",
         wording="Roll one die: {{ p.on }} or more?"),
    Verb("SKILL", (Param("skill", "word", SKILLS),), "does the Warrior have this skill?",
         outcomes=("yes", "no"), roles=TEST, style="test", label="{skill}",
         wording="Have you the <strong>{{ p.skill|lower|capfirst }}</strong> skill?"),
    Verb("HIDE", (Param("creature", "word", CREATURES),),
         "the Hiding skill: try to hide from the creature", outcomes=("hidden", "seen"),
         roles=TEST, style="test", label="hide",
         wording="You may try to <strong>hide</strong> from the {{ phrase(p.creature) }}."),
    Verb("SHOOT", (Param("creature", "word", CREATURES), _kw("aim", "signed", low=1, high=6),
                   _kw("reflex", "word", YES_NO), _kw("must", "word", YES_NO)),
         "one Aimed Shot before the creature acts (MUST YES: with a weapon that can, he "
         "must)", outcomes=("hit", "miss"), roles=TEST, style="test", label="shoot",
         wording="<strong>SHOOT</strong> the {{ phrase(p.creature) }}"
                 '{{ " (%+d)" % p.aim if p.aim }}.'),
    Verb("USE", (Param("item", "word", ITEMS),
                 *(Param(f"item{i}", "word", ITEMS, required=False) for i in range(2, 7))),
         "the Warrior may use one of these items (one use is ticked off)",
         outcomes=("used", "none"), roles=TEST, style="test", label="use",
         wording="You may use the {{ phrase(p.item) }}{% for k in ['item2', 'item3', "
                 "'item4', 'item5', 'item6'] %}{% if p[k] %}, the {{ phrase(p[k]) }}"
                 "{% endif %}{% endfor %}."),
    Verb("SMASH_DOOR", (), "shoot or smash a Locked Door open (Acid burns through)",
         outcomes=("open", "burnt", "shut", "unable"), roles=TEST, style="test",
         label="door", wording="<strong>Shoot or smash</strong> the door open."),
    # an optional rule
    Verb("SPRINTING", (), "is the Warrior sprinting into this area (the Sprinting rule)?",
         outcomes=("yes", "no"), roles=TEST, style="test", label="sprinting",
         wording="Are you <strong>sprinting</strong>?"),
    # a scenario rule
    Verb("MARKER", (Param("name", "name"),), "the Warrior starts carrying a marker",
         rule=True, roles=frozenset({"marker"}),
         wording="the Warrior starts carrying the {{ p.name }} marker"),
]

# How the booklet names a creature, an item or a pile (the content pack's names).
PHRASES: dict[str, str] = {
    **{code: str(c.get("name", code)) for code, c in _CREATURES_TOML.get("creatures", {}).items()
       if isinstance(c, dict)},
    **{code: str(i.get("name", code)) for code, i in _EQUIPMENT_TOML.get("items", {}).items()
       if isinstance(i, dict)},
    **{code.upper(): str(p.get("name", code)) for code, p in _EQUIPMENT_TOML.get("piles", {})
       .items() if isinstance(p, dict)},
    "WANDERING": "Wandering Zombie",
}

# ---------------------------------------------------------------- header directives

HOUSE_USAGE = "HOUSE ROOM: 30 EMPTY, 10 ZOMBIE, 1 DARKNESS"
BACKS = ("BALCONY", "CORRIDOR", "ELEVATOR", "ROOM", "STAIRS")


def read_house(args: Sequence[Arg], span: Span) -> tuple[object, list[Problem]]:
    """``HOUSE ROOM: 30 EMPTY, 10 ZOMBIE`` -> ``{"back": "room", "cards": {...}}``: how
    many cards of each encounter carry that back (one line per back)."""
    items = list(args)

    def bad(i: int, expected: str) -> tuple[object, list[Problem]]:
        item = items[i] if i < len(items) else None
        where = item.span if item is not None else span
        found = f"`{item.value}`" if item is not None else "the end of the line"
        return None, [Problem("E222", f"`HOUSE`: expected {expected}, found {found}", where,
                              hint=f"write it as `{HOUSE_USAGE}`")]

    if not items or items[0].kind != "word" or str(items[0].value).upper() not in BACKS:
        return bad(0, "a back: " + ", ".join(BACKS))
    if len(items) < 2 or items[1].kind != "punct" or items[1].value != ":":
        return bad(1, "`:`")
    cards: dict[str, int] = {}
    i = 2
    while True:
        if i >= len(items) or items[i].kind != "int":
            return bad(i, "a number of cards")
        # The engine's House deck refuses others (engine/content.py, MOST_OF_ONE_CARD).
        if not 1 <= int(items[i].value) <= 99:
            return bad(i, "a number of cards 1..99")
        if i + 1 >= len(items) or items[i + 1].kind != "word":
            return bad(i + 1, "an encounter (" + ", ".join(ENCOUNTERS[:4]) + ", ...)")
        code = str(items[i + 1].value).upper()
        cards[code] = cards.get(code, 0) + int(items[i].value)
        i += 2
        if i >= len(items):
            break
        if items[i].kind != "punct" or items[i].value != ",":
            return bad(i, "`,` and another count")
        i += 1
    return {"back": str(items[0].value).lower(), "cards": cards}, []


_DIRECTIVES = [
    Directive("TIME LIMIT", "time_limit", "minutes to find Darkness (default 60)",
              (Param("minutes", "int", low=1, high=600),), default=60,
              example="TIME LIMIT 45"),
    Directive("NIGHT AT", "night_at", "the minute night falls (default 30)",
              (Param("minutes", "int", low=0, high=600),), default=30, example="NIGHT AT 20"),
    Directive("START TIME", "start_time", "the minute the Time marker starts on (default 0)",
              (Param("minutes", "int", low=0, high=599),), default=0, example="START TIME 10"),
    Directive("ALLOWANCE", "allowance", "the Equipment Allowance (default 1D6+2)",
              (Param("dice", "dice", low=1, high=3, sides=(6,)),), default="1D6+2",
              example="ALLOWANCE 1D6+4"),
    Directive("EQUIPMENT", "equipment", "ADVANCED: the White Dwarf 88 cards in the piles",
              (Param("which", "word", ("STANDARD", "ADVANCED")),), default="STANDARD",
              example="EQUIPMENT ADVANCED"),
    Directive("HOUSE", "house", "the House deck's cards of one back (one line per back)",
              repeatable=True, read=read_house, default=[], example=HOUSE_USAGE),
    Directive("WANDERING DECK", "wandering", "the Wandering Zombie deck's size",
              (Param("cards", "int", low=6, high=99),), example="WANDERING DECK 12"),
    Directive("GOAL", "goal", "the goal card: DARKNESS (the standard game), or a card whose "
              "text says WIN (default DARKNESS)",
              (Param("goal", "name"),), default="DARKNESS", example="GOAL DARKNESS"),
    Directive("ENCOUNTER", "encounters", "a House card of the scenario's own, with its "
              "category (one line each)",
              (Param("code", "name"), Param("category", "word", CATEGORIES),
               Param("radioactive", "word", ("RADIOACTIVE",), required=False)),
              repeatable=True, default=[], example="ENCOUNTER WARD CREATURE"),
    Directive("RULE", "optional_rules", "an optional rule in play (one line each)",
              (Param("rule", "word", RULES),), repeatable=True, default=[],
              example="RULE SPRINTING"),
]

# What conditions may read of the game (``engine.conditions`` answers them).
NUMBERS = {n.name: n for n in (
    Number("WOUNDS", "the wounds the Warrior has left", 0, 30),
    Number("RADIATION", "the boxes the Radiation marker has moved", 0, 30),
    Number("VENOM", "the boxes the Venom marker has moved (0 when not infected)", 0, 30),
    Number("ENDURANCE", "the Endurance rating", 4, 30),
    Number("HTH", "the Hand-to-Hand rating (as on the board, without equipment)", 7, 20),
    Number("REFLEXES", "the Reflexes rating (as on the board, without equipment)", 6, 20),
    Number("MARKSMANSHIP", "the Marksmanship rating", -5, 5),
    Number("MINUTES", "whole minutes on the Time Track", 0, 600),
    Number("ITEMS", "the Equipment cards the Warrior holds", 0, 13),
)}
PREDICATES = {p.word: p for p in (
    Predicate("carries", "the Warrior holds that Equipment card", ITEMS),
    Predicate("skill", "the Warrior's skill is that one", SKILLS),
)}

REGISTRY = Registry(
    ruleset="chainsaw-warrior",
    verbs={v.name: v for v in _VERBS},
    directives={d.name: d for d in _DIRECTIVES},
    sections=("END OF MISSION",),
    # The Reference Section's order: the Chaos Agents together first, then the others.
    card_kinds=(CardKind("AGENT", "Chaos Agent card", "Chaos Agent cards", "Chaos Agents",
                         "chaos-agents"),
                CardKind("", "House card", "House cards", "House cards", "house-cards")),
    phrases=PHRASES,
    numbers=NUMBERS,
    predicates=PREDICATES,
    required_cards=DECK_ENCOUNTERS,
    # The book its scenarios are written in (docs/chainsaw-warrior/language.md): Events and
    # cards of entries, with the end words and ending headings of the mission language
    # crawlbook began with (Tunnel Rats' Mission Booklet); then the words its maps,
    # booklets and reports print.
    book=BookShape(end_words=("CONTINUE THE MISSION",), ending="END OF MISSION",
                   scoring="SUCCESS POINTS",
                   words=(("ending", "End of Mission"), ("booklet", "Mission Booklet"),
                          ("owners", "Event / card"))),
)
