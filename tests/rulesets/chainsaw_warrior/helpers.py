"""Test helpers for Chainsaw Warrior: the standard program, a driver over the top
procedure, scripted dice, and arranged decks and piles.

A scripted game is played through the public procedures (``new_state`` then
``run_game``, answered prompt by prompt); only the dice and the order of the face-down
cards are forced, as the rulebook's Example of Play forces them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any

from crawlbook.rulesets.chainsaw_warrior.engine.content import DARKNESS, Pack
from crawlbook.rulesets.chainsaw_warrior.engine.game import run_game
from crawlbook.rulesets.chainsaw_warrior.engine.setup import new_state, program_content
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Item
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rng import Rng

from crawlbook.ruleset import Result

ROOT = Path(__file__).resolve().parents[3]
MISSION = ROOT / "missions" / "chainsaw-warrior.mission"


@cache
def _program() -> dict[str, Any]:
    from crawlbook.compiler.api import compile_path

    result = compile_path(MISSION)
    assert result.program is not None, [str(d) for d in result.diagnostics]
    return result.program


def program(**setup: Any) -> dict[str, Any]:
    """The standard game's compiled program (a copy; ``setup`` adds a ``setup`` object)."""
    p = dict(_program())
    if setup:
        p["setup"] = setup
    return p


@cache
def pack() -> Pack:
    return program_content(_program())


class ScriptedDice(Rng):
    """An ``Rng`` whose next die faces are scripted (then the seeded stream); shuffles
    and other draws are the seeded stream's."""

    def __init__(self, seed: int, faces: Iterable[int] = ()) -> None:
        super().__init__(seed)
        self.faces = list(faces)

    def die(self, sides: int = 6) -> int:
        if self.faces:
            face = self.faces.pop(0)
            assert 1 <= face <= sides
            return face
        return super().die(sides)


class Play:
    """Drives ``run_game`` prompt by prompt, checking every answer is legal."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.gen = run_game(state)
        self.prompt: Prompt | None = next(self.gen)
        self.result: Result | None = None

    def answer(self, choice: str) -> Play:
        assert self.prompt is not None, "the game is over"
        assert choice in self.prompt.ids(), (choice, self.prompt.kind, self.prompt.ids())
        try:
            self.prompt = self.gen.send(choice)
        except StopIteration as stop:
            self.prompt = None
            self.result = stop.value
        return self

    def until(self, kind: str, policy: Callable[[Prompt], str] | None = None) -> Play:
        """Answer prompts (``policy``, default the prompt's default or first choice) until
        one of ``kind``."""
        while self.prompt is not None and self.prompt.kind != kind:
            p = self.prompt
            self.answer(policy(p) if policy else (p.default or p.ids()[0]))
        return self

    def events(self, type_: str) -> list[dict[str, Any]]:
        return [e for e in self.state.log if e["type"] == type_]


def new(faces: Iterable[int] = (), seed: int = 1,
        arrange: Callable[[GameState], None] | None = None, **setup: Any) -> Play:
    """A game of the standard program with scripted dice and arranged cards."""
    p = program(**setup)
    state = new_state(p, seed, None, pack() if "house" not in setup else program_content(p))
    state.rng = ScriptedDice(seed, faces)
    if arrange is not None:
        arrange(state)
    return Play(state)


def house_cards(state: GameState, wanted: list[tuple[str, str]]) -> list[str]:
    """Card ids for (back, encounter) pairs, distinct, in order."""
    used: set[str] = set()
    ids = []
    for back, encounter in wanted:
        card = next(c.id for c in state.pack.house
                    if c.back == back and c.encounter == encounter and c.id not in used)
        used.add(card)
        ids.append(card)
    return ids


def stack_deck_one(state: GameState, wanted: list[tuple[str, str]]) -> None:
    """Put these cards on top of Deck One in this order (the first is turned first);
    Darkness stays in Deck Two and the decks keep their sizes."""
    house = state.house
    ids = house_cards(state, wanted)
    darkness = [c for c in house.decks[1] if state.pack.cards[c].encounter == DARKNESS]
    others = [c for c in (*house.decks[0], *house.decks[1]) if c not in ids + darkness]
    size = len(house.decks[0])
    house.decks[0][:] = others[: size - len(ids)] + list(reversed(ids))
    house.decks[1][:] = others[size - len(ids):] + darkness


def stack_pile(state: GameState, pile: str, top_first: list[str]) -> None:
    cards = [c for c in state.piles[pile] if c not in top_first]
    state.piles[pile][:] = cards + list(reversed(top_first))


def give(state: GameState, *cards: str, **uses: int) -> list[Item]:
    """Put items straight into the Warrior's hands (set-up of a rule's test)."""
    items = []
    for card in cards:
        d = state.pack.items[card]
        item = Item(key=card.lower(), card=card, uses=uses.get(card.lower(), d.uses))
        state.items.append(item)
        items.append(item)
    return items


def bench(faces: Iterable[int] = (), *items: str, seed: int = 1, **warrior: Any) -> GameState:
    """A state in the house, the Warrior created with these ratings (defaults: an average
    Warrior with the Strength skill) and holding the Laser-lance and ``items``; the next
    die faces are ``faces``."""
    from crawlbook.rulesets.chainsaw_warrior.engine.state import Warrior

    state = new_state(program(), seed, None, pack())
    state.rng = ScriptedDice(seed, faces)
    wounds = warrior.pop("wounds", 12)
    state.warrior = Warrior(endurance=warrior.pop("endurance", 14), wounds_max=wounds,
                            wounds=wounds, hth=warrior.pop("hth", 10),
                            reflexes=warrior.pop("reflexes", 8),
                            marksmanship=warrior.pop("marksmanship", 0),
                            skill=warrior.pop("skill", "strength"))
    for key, value in warrior.items():
        setattr(state.warrior, key, value)
    give(state, "LASER_LANCE", *items)
    return state


def run(proc: Any, *answers: str) -> tuple[Any, list[Prompt]]:
    """Drive a procedure to its end: ``answers`` answer its prompts in order ("read"
    prompts are continued without using one); once they run out, each prompt's default
    (or first choice). Returns its value and the prompts it stopped at."""
    queue = list(answers)
    prompts: list[Prompt] = []
    try:
        prompt = next(proc)
        while True:
            prompts.append(prompt)
            if prompt.kind == "read" and (not queue or queue[0] != "continue"):
                answer = "continue"
            else:
                answer = queue.pop(0) if queue else (prompt.default or prompt.ids()[0])
            assert answer in prompt.ids(), (answer, prompt.kind, prompt.ids())
            prompt = proc.send(answer)
    except StopIteration as stop:
        assert not queue, f"answers left over: {queue}"
        return stop.value, prompts


def events(state: GameState, type_: str) -> list[dict[str, Any]]:
    return [e for e in state.log if e["type"] == type_]


def turn_up(state: GameState, encounter: str, back: str | None = None) -> Any:
    """Take a card of ``encounter`` (and ``back``) out of the decks onto its deck's discard
    pile, as if it had just been turned; returns the HouseCard."""
    house = state.house
    for number in (1, 2):
        for card_id in house.deck(number):
            card = state.pack.cards[card_id]
            if card.encounter == encounter and back in (None, card.back):
                house.deck(number).remove(card_id)
                house.discard(number).append(card_id)
                state.current_card, state.current_deck = card_id, number
                return card
    raise AssertionError(f"no {encounter} card left in the decks")


def encounter(state: GameState, code: str, *answers: str, back: str | None = None,
              climbing: bool = False) -> tuple[Any, list[Prompt]]:
    """Turn up a House card and resolve it (Rules Precedence and all)."""
    from crawlbook.rulesets.chainsaw_warrior.engine.precedence import resolve

    card = turn_up(state, code, back)
    return run(resolve(state, card, climbing), *answers)


def fight(state: GameState, creature: str, *answers: str, count: int = 1, zombies: int = 0,
          **mods: Any) -> tuple[Any, list[Prompt]]:
    """``meet`` the creature(s) with these fight modifiers."""
    from crawlbook.rulesets.chainsaw_warrior.engine.encounter import FightMods
    from crawlbook.rulesets.chainsaw_warrior.engine.fight import meet

    return run(meet(state, creature, count, zombies, FightMods(**mods), "test"), *answers)


def kinds(prompts: list[Prompt]) -> list[str]:
    return [p.kind for p in prompts if p.kind != "read"]


def darkness_next(state: GameState) -> None:
    """Deck One explored, Darkness on top of Deck Two."""
    house = state.house
    house.discards[0].extend(house.decks[0])
    house.decks[0].clear()
    darkness = next(c for c in house.decks[1] if state.pack.cards[c].encounter == DARKNESS)
    house.decks[1].remove(darkness)
    house.decks[1].append(darkness)
