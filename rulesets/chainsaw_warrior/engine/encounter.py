"""One encounter with creatures: the opponents, the modifiers the card sets, and what
every step of a fight shares ("Fighting Creatures", "Multiple Opponents").

A ``Fight`` holds its ``Opponent``s (the creature, the card it came from, whether it still
stands and how it left) and its ``FightMods`` (the FIGHT verb's keywords: no Aimed Shot,
no Reflex test, Marksmanship and HtH modifiers, no escape, ...). ``kill`` ends a creature
(and the game, when it is Darkness); ``presence`` is Darkness' venom every 30 seconds;
``waistcoat`` offers the Implosion Waistcoat while Darkness is there.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.asks import item_label, yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.content import Creature
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import (
    first_hooked,
    use,
)
from crawlbook.rulesets.chainsaw_warrior.engine.harm import (
    venom_check,
)
from crawlbook.rulesets.chainsaw_warrior.engine.shots import shot_weapons
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Item

from crawlbook.ruleset import Prompt

Proc = Generator[Prompt, str, Any]

ZOMBIE_VENOM = 5  # step 2: "If you score a 5 or 6 you must move the Venom marker"

# How an opponent can leave a fight that lets a thrown Knife be picked up again.
DEFEATED = ("aimed_shot", "lucky_shot", "hand_to_hand", "poison", "netted", "time_grenade",
            "cnes")


@dataclass(slots=True)
class FightMods:
    """What a card changes in the fight (the keywords of FIGHT and STUCK)."""

    aimed: bool = True  # an Aimed Shot may be tried (Agents 1 to 3, 8: no)
    reflex: bool = True  # the Aimed Shot needs a Reflex test (Ambush: no)
    aim: int = 0  # added to Aimed Shot rolls (Agent 6: -3, Wire: +1)
    hth: int = 0  # added to the Warrior's HtH (Agent 6: -3, Weak Floorboards: -1)
    attack: int = 0  # added to the creatures' HtH (Net: +3)
    escape: bool = True  # escape may be tried (Agent 6, Wire: no)
    shoot: str = "ANY"  # "GUN": only a Gun may shoot (Net)
    target: str = "ANY"  # "WANDERING": the Aimed Shot only at a Wandering Zombie (Agent 9)
    sprint: bool = False  # Sprinting: no Aimed Shot, -1 HtH in the first round

    @classmethod
    def from_params(cls, params: dict[str, Any]) -> FightMods:
        get = params.get
        aimed, reflex, escape = get("aimed"), get("reflex"), get("escape")
        aim, hth, attack = get("aim"), get("hth"), get("attack")
        # A keyword left out (None, most of them) read in place, the others by ``_flag``:
        # a dozen fights a game (benchmarks/cw_bench.py compare instructions).
        return cls(aimed=aimed is None or _flag(aimed), reflex=reflex is None or _flag(reflex),
                   aim=int(aim) if isinstance(aim, int) else 0,
                   hth=int(hth) if isinstance(hth, int) else 0,
                   attack=int(attack) if isinstance(attack, int) else 0,
                   escape=escape is None or _flag(escape),
                   shoot=str(get("shoot") or "ANY").upper(),
                   target=str(get("target") or "ANY").upper())


def _flag(value: Any) -> bool:
    """A FIGHT or STUCK keyword's YES or NO, as ``FightMods.from_params`` reads it."""
    return str(value or "YES").upper() != "NO"


@dataclass(slots=True)
class Opponent:
    creature: Creature
    index: int
    source: str | None  # the House card, or the Wandering Zombie card
    wandering: bool = False
    alive: bool = True
    gone: str | None = None  # how it left the fight
    poison: int | None = None  # rounds until the Needle's poison kills it
    met: bool = False  # a round of HtH has been fought with it

    @property
    def name(self) -> str:
        return self.creature.name

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "creature": self.creature.id, "source": self.source,
                "wandering": self.wandering}


@dataclass(slots=True)
class Fight:
    opponents: list[Opponent]
    mods: FightMods
    cause: str
    round: int = 0
    hth_weapon: Item | None = None
    flash: str | None = None  # a Flash Bomb: "hth" (+3) or "escape" (at round 2)
    flash_hth: int = 0
    cnes_used: bool = False
    shot_taken: bool = False  # one Aimed Shot per encounter
    pending_hth: int = 0  # the Extra Wound table's "next round only"
    no_escape_next: bool = False
    lucky_block: bool = False  # "no lucky shot this round"
    lucky_bonus: int = 0  # "add 1 to the die roll" this round
    berserk: bool = False  # Frenzy (optional): this round is fought berserk
    berserk_next: bool = False  # ... and so is the next one
    thrown: dict[str, Opponent] = field(default_factory=dict)  # Knife key -> its target
    # The last round of HtH fought: (the Warrior's rating, the creature's attack), which
    # the escape prompt shows (a player weighs his chances on them)
    last_round: tuple[int, int] | None = None

    def alive(self) -> list[Opponent]:
        """The opponents still standing. A loop rather than a list comprehension, and
        ``standing`` where only whether any stands is asked: about 140 questions a game,
        each comprehension one more frame (benchmarks/cw_bench.py compare
        instructions)."""
        found = []
        for o in self.opponents:
            if o.alive:
                found.append(o)
        return found

    def standing(self) -> bool:
        """Whether any opponent still stands (``alive`` not empty)."""
        for o in self.opponents:
            if o.alive:
                return True
        return False


def presence(state: GameState, f: Fight) -> None:
    """Darkness: "for every 30 seconds spent in its company roll one die; on a roll of 4,
    5 or 6 advance the Venom marker" (only if infected)."""
    for o in f.opponents:  # ``alive`` read in place: every round (cw_bench.py instructions)
        if o.alive and "venom_presence" in o.creature.hooks:
            venom_check(state, o.creature.presence, o.creature.name)


def kill(state: GameState, f: Fight | None, o: Opponent, how: str,
         item: Item | None = None) -> None:
    o.alive = False
    o.gone = how
    # Kept by a simulated game's log (the counters read it): written as ``GameState.emit``
    # would write it, as ``timetrack.advance`` writes ``time`` (benchmarks/cw_bench.py
    # compare instructions).
    log = state.log
    kept = log.kept
    if kept is None or "creature_killed" in kept:
        log.append({"seq": len(log) + log.left_out, "type": "creature_killed",
                    "creature": o.creature.id, "index": o.index, "how": how,
                    "weapon": item.card if item else None})
    else:
        log.left_out += 1
    if o.creature.kind == "darkness":
        state.end("win", "darkness_destroyed")
    if f is not None:  # a Knife thrown at it is picked up now
        for key, target in f.thrown.items():
            if target is o:
                knife = next((i for i in state.items if i.key == key), None)
                if knife is not None and knife.dropped:
                    knife.dropped = False
                    state.emit("item_retrieved", item=key)


def waistcoat(state: GameState, f: Fight) -> Proc:
    """The Implosion Waistcoat, offered while Darkness is in the area (its only use)."""
    if not any(o.creature.kind == "darkness" for o in f.alive()):
        return
    found = first_hooked(state, "waistcoat")
    if found is None:
        return
    if (yield from yes_no("waistcoat", "Trigger the Implosion Waistcoat, killing Darkness "
                          "and yourself?", {"round": f.round})):
        use(state, found[0], "triggered")
        state.emit("implosion", round=f.round)
        state.end("draw", "implosion_waistcoat")




def shot_options(state: GameState, f: Fight, lucky: bool) -> list[tuple[str, str]]:
    options = []
    for o in f.alive():
        if not lucky and f.mods.target == "WANDERING" and not o.wandering:
            continue
        for item in shot_weapons(state, o.creature, f.mods.shoot):
            options.append((f"{item.key}@{o.index}",
                            f"{item_label(state, item)} at {o.creature.name} #{o.index + 1}"))
    return options


def pick(state: GameState, f: Fight, answer: str) -> tuple[Item, Opponent]:
    key, _, index = answer.rpartition("@")
    item = next(i for i in state.items if i.key == key)
    return item, f.opponents[int(index)]
