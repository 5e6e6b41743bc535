"""The Chainsaw Warrior effect registry: the verbs its House cards and scenarios may use
(docs/chainsaw-warrior/language.md, with the rule each one carries out).

Today's registry (``compiler.registry``) has no roles and no dice argument; each verb says
in a comment the *role* it will declare when the registry gains them (``note``, ``gain``,
``lose``, ``marker``, ``test``, ``fight``, ``hurt``, ``heal``, ``time``, ``item``,
``deck``, ``end``). A dice amount such as ``1D6+1`` is read today as three arguments (1,
``D6``, +1: ``dice`` below) and becomes one ``dice`` argument later; the handlers read
both (``engine.dice.dice_param``).

The creatures, Equipment cards and piles a verb may name are read from the content pack
(``content/*.toml``), so a replaced pack brings its own names; the House cards every
program must define are the encounters of the pack's House deck.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any

from crawlbook.compiler.registry import Param, Registry, Verb


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
SKILLS = ("MARKSMANSHIP", "ENDURANCE", "AGILITY", "STRENGTH", "CLIMBING", "HIDING")
YES_NO = ("YES", "NO")


def dice(name: str = "count", high: int = 9, required: bool = True) -> tuple[Param, ...]:
    """An amount, fixed (``2``) or rolled (``1D6``, ``2D6+1``): three arguments today."""
    return (Param(name, "int", low=1, high=high, required=required, default=1),
            Param("die", "word", ("D6",), required=False),
            Param("plus", "signed", low=1, high=12, required=False, default=0))


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

_VERBS = [
    # role: note - a Log Entry (the core's `if noted NAME`)
    Verb("NOTE", (Param("name", "name"),), "note a Log Entry"),
    # role: gain / lose - a marker (the core's `if has NAME`)
    Verb("GAIN", (Param("name", "name"),), "the Warrior takes a marker"),
    Verb("LOSE", (Param("name", "name"),), "the Warrior gives up a marker"),
    # role: time - "lose that many minutes", "move the marker that many boxes"
    Verb("TIME", (Param("unit", "word", ("MINUTES", "BOXES")), *dice()),
         "move the Time marker on (MINUTES: two boxes each; BOXES: 30 seconds each)"),
    # role: hurt
    Verb("WOUNDS", (*dice(), _kw("halved", "word", ("UP",))),
         "take wounds (HALVED UP: half the roll, rounding up); Body Armour may save each"),
    # role: hurt
    Verb("RADIATION", dice(), "radiation damage: the Radiation marker moves on"),
    # role: hurt
    Verb("VENOM", (Param("count", "int", low=1, high=6),),
         "the Venom marker moves on (only once infected)"),
    # role: hurt
    Verb("INFECT", (_kw("helmet", "word", YES_NO),),
         "venom infection (HELMET NO: the Helmet does not stop it)"),
    # role: heal
    Verb("HEAL", dice(), "recover wounds, never above the initial allowance"),
    # role: end - a loss with its cause
    Verb("GAME_OVER", (Param("cause", "name"),), "the game is lost: for you the mission is over"),
    # role: fight
    Verb("FIGHT", (Param("creature", "word", (*CREATURES, "WANDERING")),
                   *dice(required=False),
                   _kw("zombies", "int", low=1, high=6), *FIGHT_KEYWORDS),
         "fight creatures (WANDERING: drawn from the Wandering Zombie deck; ZOMBIES n: n "
         "Wandering Zombies more), steps 1 to 9 of Fighting Creatures"),
    # role: fight - the 1-in-6 check of a Clear or Empty area
    Verb("WANDERING", (_kw("on", "int", low=2, high=6),),
         "roll for a Wandering Zombie (one comes on a 6, or ON n or more)"),
    # role: time - with Wandering Zombie checks every minute (MINUTES) or 30 s (BOXES)
    Verb("STUCK", (Param("unit", "word", ("MINUTES", "BOXES")), *dice(), *FIGHT_KEYWORDS),
         "stuck in a trap: time passes with a Wandering Zombie check every minute "
         "(MINUTES) or every 30 seconds (BOXES)"),
    # role: item (gain)
    Verb("TAKE", (Param("item", "word", ITEMS),), "take an item (13 at most)"),
    # role: item (gain)
    Verb("DUMP", (Param("pile", "word", PILES),),
         "a Dump: a random card of that pile, a refill or a Spare Clip"),
    # role: item (lose)
    Verb("BREAKAGE", (Param("on", "int", low=2, high=6),),
         "roll a die for every item: on this or more it is destroyed"),
    # role: item (lose)
    Verb("LOSE_ITEM", (Param("which", "word", ("RANDOM", "CHOSEN")),
                       _kw("except", "word", TYPES)),
         "an item is taken (at random, or the Warrior's choice) and removed from the game"),
    # role: deck
    Verb("RETRACE", (Param("count", "int", low=1, high=9, required=False, default=5),),
         "retrace your steps: discards shuffled back into the current deck (five)"),
    # role: deck
    Verb("PASSAGE", dice(), "a short cut: skip up to that many cards, stopping at will"),
    # role: deck
    Verb("REMOVE_CARD", (), "remove this House card from the game"),
    # role: deck - "Escaping the Building"
    Verb("ESCAPE_BUILDING", (), "find the way out of the building (2D6 cards) and come back"),
    # role: hurt (equipment)
    Verb("MAGNETIC_FIELD", dice(),
         "no electric item works for that many minutes; this area is not free"),
    # role: test
    Verb("TEST", (Param("what", "word", ("REFLEXES",)),
                  Param("modifier", "signed", low=1, high=6, required=False, default=0)),
         "Test your Reflexes: 2D6 (plus the modifier) at most the rating",
         outcomes=("pass", "fail")),
    # role: test
    Verb("CHANCE", (Param("on", "int", low=2, high=6),), "roll one die: this or more",
         outcomes=("yes", "no")),
    # role: test
    Verb("SKILL", (Param("skill", "word", SKILLS),), "does the Warrior have this skill?",
         outcomes=("yes", "no")),
    # role: test (fight)
    Verb("HIDE", (Param("creature", "word", CREATURES),),
         "the Hiding skill: try to hide from the creature", outcomes=("hidden", "seen")),
    # role: test (fight)
    Verb("SHOOT", (Param("creature", "word", CREATURES), _kw("aim", "signed", low=1, high=6),
                   _kw("reflex", "word", YES_NO), _kw("must", "word", YES_NO)),
         "one Aimed Shot before the creature acts (MUST YES: with a weapon that can, he "
         "must)", outcomes=("hit", "miss")),
    # role: test (item)
    Verb("USE", (Param("item", "word", ITEMS),
                 *(Param(f"item{i}", "word", ITEMS, required=False) for i in range(2, 7))),
         "the Warrior may use one of these items (one use is ticked off)",
         outcomes=("used", "none")),
    # role: test (item)
    Verb("SMASH_DOOR", (), "shoot or smash a Locked Door open (Acid burns through)",
         outcomes=("open", "burnt", "shut", "unable")),
    # role: test (an optional rule)
    Verb("SPRINTING", (), "is the Warrior sprinting into this area (the Sprinting rule)?",
         outcomes=("yes", "no")),
    # role: marker (a scenario rule)
    Verb("MARKER", (Param("name", "name"),), "the Warrior starts carrying a marker",
         rule=True),
]

REGISTRY = Registry(
    ruleset="chainsaw-warrior",
    verbs={v.name: v for v in _VERBS},
    required_cards=ENCOUNTERS,
)
