"""A toy ruleset that only the tests install (docs/rulesets.md, "The runtime half"): a
hero with Hit Points walks through the rooms of a tiny dungeon.

Its language half declares a header directive of its own (``ROOMS n``, ``HIT POINTS n``),
its verbs with their roles, a number (``HP``) and a test word (``fired``) conditions may
read, a card kind (``R1`` is a room) and a skeleton; so a ``.mission`` of it is checked,
built, drawn, printed and played by the core (``toy.mission`` beside this file).

Its runtime uses the core and nothing of another ruleset: a ``State`` of its own, the core's dice
(``HURT 1D6``), an ``Effects`` table for the interpreter (verbs HURT, GOLD, FIRE, NOTE; a
resolver SNEAK with the outcomes pass and fail), the ``cmp`` and ``pred`` conditions
(``HP < 4``, ``fired BOW``), cards read by key (``run_card``), an option (``hard``), and
results of all three kinds (a win with the gold as the score, a draw with none, a loss
when the hero is slain or flees). It brings no console, simulation or policy hooks, so
the core's plain ones are used. The tests copy this file into a temporary package with a
``*.dist-info`` entry point, as ``pip install`` would.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from crawlbook.ruleset import (
    BookShape,
    CardKind,
    Choice,
    Directive,
    Effects,
    Engine,
    Number,
    OptionSpec,
    Param,
    Predicate,
    Prompt,
    Registry,
    Result,
    Rng,
    Ruleset,
    State,
    Verb,
    roll,
    run_card,
)

OPTIONS = (OptionSpec("hard", "the hero starts with 3 Hit Points fewer", "Variants"),)
DOOR = (Choice("enter", "Open the door"), Choice("flee", "Run back up the stairs"))


@dataclass(frozen=True)
class ToyOptions:
    hard: bool = False


@dataclass(slots=True, kw_only=True)
class ToyState(State):
    hp: int
    gold: int = 0
    room: int = 0
    fired: list[str] = field(default_factory=list)


def hurt(state: ToyState, params: dict, cause: str) -> Generator[Prompt, str, None]:
    state.hp -= roll(state, str(params["dice"]), f"trap in {cause}")
    state.emit("hurt", hp=state.hp)
    return
    yield


def gold(state: ToyState, params: dict, cause: str) -> Generator[Prompt, str, None]:
    state.gold += int(params["amount"])
    return
    yield


def fire(state: ToyState, params: dict, cause: str) -> Generator[Prompt, str, None]:
    state.fired.append(str(params["weapon"]).upper())
    return
    yield


def note(state: ToyState, params: dict, cause: str) -> Generator[Prompt, str, None]:
    state.note(str(params["name"]).upper())
    return
    yield


def sneak(state: ToyState, params: dict, cause: str) -> Generator[Prompt, str, str]:
    return "pass" if roll(state, "1D6", "sneak") >= int(params["at"]) else "fail"
    yield


QUANTITIES = {"HP": lambda s: s.hp, "GOLD": lambda s: s.gold}
EFFECTS = Effects(
    {"HURT": hurt, "GOLD": gold, "FIRE": fire, "NOTE": note}, {"SNEAK": sneak},
    quantity=lambda s, name: QUANTITIES[name](s) if name in QUANTITIES else None,
    predicate=lambda s, word, name: (name in s.fired) if word == "fired" else None)


def run(state: ToyState) -> Generator[Prompt, str, Result]:
    rooms = int(state.program["setup"]["rooms"])
    for room in range(1, rooms + 1):
        state.room = room
        answer = yield Prompt("door", f"Room {room}: a closed door", DOOR, "enter",
                              {"room": room, "hp": state.hp})
        if answer == "flee":
            return Result("loss", "fled", "ran", 0)
        yield from run_card(state, f"R{room}", EFFECTS)
        if state.hp <= 0:
            return Result("loss", "slain", "hp", 0)
    if not state.gold:
        return Result("draw", "empty-handed", None, 0)
    return Result("win", "treasure", None, state.gold)


class ToyEngine(Engine):
    name = "toy-dungeon"

    def option_specs(self) -> Sequence[OptionSpec]:
        return OPTIONS

    def make_options(self, enabled: Iterable[str]) -> ToyOptions:
        return ToyOptions(hard="hard" in enabled)

    def enabled_options(self, options: ToyOptions) -> list[str]:
        return ["hard"] if options.hard else []

    def options_to_json(self, options: ToyOptions) -> dict[str, Any]:
        return {"hard": options.hard}

    def options_from_json(self, data: object) -> ToyOptions:
        if data is None:
            return ToyOptions()
        if not isinstance(data, dict) or not isinstance(data.get("hard", False), bool):
            raise ValueError("options must be {\"hard\": true or false}")
        return ToyOptions(hard=data.get("hard", False))

    def content(self, program: dict) -> dict:
        if not isinstance((program.get("setup") or {}).get("rooms"), int):
            raise ValueError("the dungeon's setup needs `rooms`, a whole number")
        return {}

    def new_state(self, program: dict, seed: int, options: ToyOptions,
                  pack: dict) -> ToyState:
        hp = int(program["setup"].get("hp", 8)) - (3 if options.hard else 0)
        state = ToyState(program=program, rng=Rng(seed), hp=hp)
        state.emit("setup", hp=hp)
        return state

    def run(self, state: ToyState) -> Generator[Prompt, str, Result]:
        return run(state)

    def snapshot(self, state: ToyState) -> dict[str, Any]:
        return {"rng": state.rng.to_json(), "hp": state.hp, "gold": state.gold,
                "room": state.room, "fired": list(state.fired),
                "log_entries": list(state.log_entries), "log_length": len(state.log)}


WEAPONS = ("BOW", "SLING")
LANGUAGE = Registry(
    ruleset="toy-dungeon",
    verbs={v.name: v for v in (
        Verb("HURT", (Param("dice", "dice", low=1, high=2),), "a trap hurts the hero",
             roles=frozenset({"hurt"}), style="damage",
             wording="The hero loses <strong>{{ p.dice }}</strong> Hit Points."),
        Verb("GOLD", (Param("amount", "int", low=1, high=9),), "the hero finds gold",
             wording="Take {{ p.amount }} gold."),
        Verb("FIRE", (Param("weapon", "word", WEAPONS),), "the hero shoots"),
        Verb("NOTE", (Param("name", "name"),), "note a Log Entry", roles=frozenset({"note"}),
             style="note"),
        Verb("SNEAK", (Param("at", "int", low=1, high=6, keyword="AT"),),
             "1D6 at or above AT: past unseen", outcomes=("pass", "fail"),
             roles=frozenset({"test"}), style="test", label="AT {at}"),
    )},
    directives={d.name: d for d in (
        Directive("ROOMS", "rooms", "how many rooms the dungeon has",
                  (Param("rooms", "int", low=1, high=9),), required=True, example="ROOMS 2"),
        Directive("HIT POINTS", "hp", "the hero's Hit Points (default 8)",
                  (Param("hp", "int", low=1, high=20),), default=8, example="HIT POINTS 8"),
    )},
    card_kinds=(CardKind("R", "room", "rooms", "Rooms", "rooms"),),
    numbers={"HP": Number("HP", "the hero's Hit Points"),
             "GOLD": Number("GOLD", "the gold found")},
    predicates={"fired": Predicate("fired", "the hero has shot that weapon", WEAPONS)},
    # A plug-in's book in words of its own choosing (the core's are `THE END`, `ENDING`).
    book=BookShape(end_words=("CONTINUE THE MISSION",), ending="END OF MISSION",
                   scoring="SUCCESS POINTS"),
)

SKELETON = """\
RULESET toy-dungeon
MISSION {number}: {title}
ROOMS 1

CARD R1: The Stair
R1.1
A rotten step.
[HURT 1D6]
if HP < 4 → R1.2
otherwise → CONTINUE THE MISSION
- - -
R1.2
[NOTE LIMP]
→ CONTINUE THE MISSION
=====

END OF MISSION
SUCCESS POINTS
+1 if noted LIMP
"""


class ToyDungeon(Ruleset):
    name = "toy-dungeon"
    title = "Toy Dungeon"
    summary = "a hero, a few rooms, a trap or two"

    def language(self) -> Registry:
        return LANGUAGE

    def skeleton(self) -> str:
        return SKELETON

    def options(self) -> Sequence[OptionSpec]:
        return OPTIONS

    def engine(self) -> ToyEngine:
        return ToyEngine()


def _entry(id_: str, steps: list, ending: dict, owner: str) -> dict:
    return {"id": id_, "steps": steps, "ending": ending, "line": "double",
            "owner": owner, "owner_kind": "card"}


def _effect(verb: str, **params: Any) -> dict:
    return {"op": "effect", "verb": verb, "params": params}


def program(rooms: int = 2, hp: int = 8) -> dict:
    """A hand-written program of format version 2 for the toy ruleset."""
    entries = {
        "R1.1": _entry("R1.1", [{"op": "text", "text": "A tripwire."},
                                _effect("HURT", dice="1D6")],
                       {"kind": "branch", "arms": [
                           {"if": {"cmp": ["HP", "<", 4]}, "to": "R1.2"},
                           {"if": None, "to": "R1.3"}]}, "R1"),
        "R1.2": _entry("R1.2", [{"op": "text", "text": "You limp on."},
                                _effect("NOTE", name="limp")],
                       {"kind": "goto", "to": "CONTINUE"}, "R1"),
        "R1.3": _entry("R1.3", [_effect("FIRE", weapon="bow")],
                       {"kind": "decision", "options": [
                           {"text": "loot the archer's nest", "to": "R1.4",
                            "if": {"pred": ["fired", "BOW"]}},
                           {"text": "move on", "to": "CONTINUE", "if": None}]}, "R1"),
        "R1.4": _entry("R1.4", [_effect("GOLD", amount=3)],
                       {"kind": "goto", "to": "CONTINUE"}, "R1"),
        "R2.1": _entry("R2.1", [{"op": "text", "text": "A sleeping ogre."}],
                       {"kind": "resolve", "verb": "SNEAK", "params": {"at": 4},
                        "outcomes": {"pass": "R2.2", "fail": "R2.3"}}, "R2"),
        "R2.2": _entry("R2.2", [_effect("GOLD", amount=5)],
                       {"kind": "goto", "to": "CONTINUE"}, "R2"),
        "R2.3": _entry("R2.3", [_effect("HURT", dice="1D4+1")],
                       {"kind": "goto", "to": "CONTINUE"}, "R2"),
    }
    cards = {code: {"code": code, "title": title, "first": f"{code}.1",
                    "entries": [e for e in entries if e.startswith(code + ".")]}
             for code, title in (("R1", "The Hall"), ("R2", "The Ogre"))}
    return {"format": "crawlbook-program", "version": 2, "ruleset": "toy-dungeon",
            "source": {"path": "toy.json", "files": {}}, "content_hash": "toy",
            "mission": {"number": 1, "title": "The Cellar", "briefing": ["Go down."],
                        "objectives": [{"text": "Limp home", "log_entry": "LIMP"}],
                        "rules_text": [], "rules": [], "markers": []},
            "setup": {"rooms": rooms, "hp": hp},
            "events": {}, "cards": cards, "entries": entries,
            "end_of_mission": {"text": [], "success_points": []}}
