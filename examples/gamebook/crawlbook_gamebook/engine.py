"""The classic gamebook's rules engine (``crawlbook.ruleset.Engine``;
docs/gamebook/rules.md).

A game rolls the adventurer (Rules §1), then reads the book from its first section with
the core's interpreter: each section's effects are this ruleset's (``EFFECTS``), its
options the book's. ``[TEST LUCK]`` (§2) and ``[FIGHT ...]`` (§3, §4) are resolvers whose
outcomes (``lucky``/``unlucky``, ``win``) lead on; a fight lost, STAMINA at 0 from any
cause, or ``[DIE]`` ends the game lost; reading on to ``THE END`` ends it won, scored by
the gold carried. The numbers are ``rules.py``'s, so the engine and the odds agree.

Every die is rolled with ``roll`` (a ``dice`` event with its purpose),
every random number comes from ``state.rng``: a seed and the answers replay a game.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from crawlbook.ruleset import (
    READ_ON,
    Choice,
    Effects,
    Engine,
    Prompt,
    Result,
    Rng,
    State,
    Stop,
    end_game,
    gain_marker,
    lose_marker,
    note_log_entry,
    read_the_end,
    roll,
    run_book,
)

from . import rules

MEAL = 4  # STAMINA a Provision restores (§5)
LUCK_CHOICES = (Choice("no", "Let the wound stand"), Choice("luck", "Test your Luck"))
EAT_CHOICES = (Choice("eat", "Eat a Provision"), Choice("no", "Keep your Provisions"))
COUNTED = ("GOLD", "PROVISIONS")  # things counted rather than held (§5)


@dataclass(slots=True, kw_only=True)
class Adventurer(State):
    """The Adventure Sheet: the three scores and their Initial values; what is counted
    (gold, Provisions: the core's ``counts``) and what is held (items: its markers)."""

    skill: int
    stamina: int
    luck: int
    initial: dict[str, int]
    fights: int = 0
    luck_tests: int = 0

    def score(self, name: str) -> int:
        return int(getattr(self, name.lower()))

    def set_score(self, name: str, value: int, cause: str) -> Stop | None:
        """A score changed, kept between 0 and its Initial value (§1); at 0 STAMINA the
        adventurer is dead: the ``Stop`` that ends the game (the core's reading returns
        it, nothing is raised through its generators)."""
        value = max(0, min(self.initial[name], value))
        change = value - self.score(name)
        setattr(self, name.lower(), value)
        self.emit("score", score=name, change=change, value=value, cause=cause)
        if name == "STAMINA" and value == 0:
            return Stop("loss", cause, "stamina")
        return None


# -- §2 Testing your Luck ----------------------------------------------------------------

def luck_test(state: Adventurer, why: str) -> str:
    """Roll 2D6 against LUCK: ``"lucky"`` at or under it; LUCK drops by 1 either way."""
    throw = roll(state, "2D6", f"Test your Luck ({why})")
    result = "lucky" if rules.lucky(throw, state.luck) else "unlucky"
    state.luck_tests += 1
    state.emit("luck_test", throw=throw, luck=state.luck, result=result, cause=why)
    state.luck = rules.luck_after_test(state.luck)
    return result


def resolve_test(state: Adventurer, params: dict, cause: str) -> Generator[Prompt, str, str]:
    return luck_test(state, f"section {cause}")
    yield


# -- §3 and §4 Fights --------------------------------------------------------------------

def fight(state: Adventurer, params: dict, cause: str) -> Generator[Prompt, str, str | Stop]:
    """A whole fight, round by round, until one side's STAMINA is 0; after each wound
    the adventurer may Test their Luck to change it (a prompt, while LUCK is above 0).
    The outcome ``win``, or the ``Stop`` of the adventurer's death."""
    name = str(params["name"]).upper()
    enemy_skill, enemy_stamina = int(params["skill"]), int(params["stamina"])
    state.fights += 1
    state.emit("fight_start", enemy=name, skill=enemy_skill, stamina=enemy_stamina,
               cause=cause)
    rounds = 0
    while True:
        rounds += 1
        theirs = roll(state, "2D6", f"{name}'s Attack Strength") + enemy_skill
        mine = roll(state, "2D6", "your Attack Strength") + state.skill
        winner = rules.round_winner(mine, theirs)
        state.emit("attack", round=rounds, enemy=name, attack=mine, enemy_attack=theirs,
                   winner=winner)
        if winner == "none":
            continue
        luck: str | None = None
        if state.luck > 0:
            whose = f"you wounded {name}" if winner == "hero" else f"{name} wounded you"
            answer = yield Prompt(
                "luck", f"{whose}: Test your Luck to change the wound?", LUCK_CHOICES,
                "no", {"entry": cause, "enemy": name, "winner": winner, "luck": state.luck,
                       "stamina": state.stamina, "enemy_stamina": enemy_stamina,
                       "chance": str(rules.lucky_chance(state.luck))})
            if answer == "luck":
                luck = luck_test(state, f"the wound in the fight with {name}")
        lost = rules.wound(winner, luck)
        if winner == "hero":
            enemy_stamina = max(0, enemy_stamina - lost)
            state.emit("wound", to=name, lost=lost, stamina=enemy_stamina)
            if enemy_stamina == 0:
                state.emit("fight_end", enemy=name, winner="hero", rounds=rounds)
                return "win"
        else:
            dead = state.set_score("STAMINA", state.stamina - lost,
                                   f"{name} in section {cause}")
            if dead is not None:
                state.emit("fight_end", enemy=name, winner="enemy", rounds=rounds)
                return dead


# -- the Adventure Sheet -----------------------------------------------------------------

def change_score(name: str) -> Any:
    def change(state: Adventurer, params: dict,
               cause: str) -> Generator[Prompt, str, Stop | None]:
        return state.set_score(name, state.score(name) + int(params["change"]),
                               f"section {cause}")
        yield
    return change


def eat(state: Adventurer, params: dict, cause: str) -> Generator[Prompt, str, None]:
    """§5: where the book allows it, a Provision restores 4 STAMINA."""
    if state.counts.get("PROVISIONS", 0) <= 0 or state.stamina >= state.initial["STAMINA"]:
        return
    answer = yield Prompt("eat", "Eat a Provision here (+4 STAMINA)?", EAT_CHOICES, "eat",
                          {"entry": cause, "stamina": state.stamina,
                           "provisions": state.counts["PROVISIONS"]})
    if answer == "eat":
        state.count("PROVISIONS", -1, cause)
        state.set_score("STAMINA", state.stamina + MEAL, f"a meal in section {cause}")


def quantity(state: Adventurer, name: str) -> int | None:
    if name in ("SKILL", "STAMINA", "LUCK"):
        return state.score(name)
    if name in COUNTED:
        return state.counts.get(name, 0)
    return None


EFFECTS = Effects(
    # GAIN and LOSE are the core's: with an amount they count (``[GAIN GOLD 5]``), without
    # one they hold an item (docs/language.md, "Counted things").
    {"GAIN": gain_marker, "LOSE": lose_marker, "NOTE": note_log_entry, "EAT": eat, "DIE": end_game,
     "SKILL": change_score("SKILL"), "STAMINA": change_score("STAMINA"),
     "LUCK": change_score("LUCK")},
    {"TEST": resolve_test, "FIGHT": fight},
    quantity=quantity,
)


# -- the game ----------------------------------------------------------------------------

def run(state: Adventurer) -> Generator[Prompt, str, Result]:
    mission = state.program.get("mission") or {}
    state.emit("briefing", number=mission.get("number"), title=mission.get("title"),
               text=list(mission.get("briefing") or []),
               objectives=list(mission.get("objectives") or []))
    yield Prompt("read", "Read the adventure's opening", READ_ON, "continue",
                 {"entry": None, "stage": "briefing", "skill": state.skill,
                  "stamina": state.stamina, "luck": state.luck})
    stop = yield from run_book(state, EFFECTS)
    if stop is not None:  # dead, or `[DIE]` (the core's end_game: no reason given)
        cause = stop.reason or "the book"
        state.emit("game_end", outcome="dead", cause=cause, section=stop.cause)
        return Result("loss", "dead", cause, 0)
    # The core reads the ending (its text, any scoring lines); the gold carried is this
    # ruleset's own score, added after them.
    score, lines = read_the_end(state, EFFECTS, score=gold_carried)
    state.emit("game_end", outcome="completed", score=score)
    return Result("win", "completed", None, score, lines)


def gold_carried(state: State) -> tuple[int, list[dict[str, Any]]]:
    """The adventure's score: the gold carried at the end."""
    gold = state.counts.get("GOLD", 0)
    return gold, [{"text": "gold carried at the end", "points": gold}] if gold else []


class GamebookEngine(Engine):
    name = "gamebook"

    def new_state(self, program: dict, seed: int, options: object, pack: dict) -> Adventurer:
        """§1: roll SKILL, STAMINA and LUCK; the book's set-up gives the Provisions and
        the gold to start with."""
        setup = program.get("setup") or {}
        probe = State(program=program, rng=Rng(seed))
        skill = roll(probe, rules.SKILL_DICE, "Initial SKILL")
        stamina = roll(probe, rules.STAMINA_DICE, "Initial STAMINA")
        luck = roll(probe, rules.LUCK_DICE, "Initial LUCK")
        state = Adventurer(program=program, rng=probe.rng, log=probe.log, skill=skill,
                           stamina=stamina, luck=luck,
                           initial={"SKILL": skill, "STAMINA": stamina, "LUCK": luck})
        for name, key in (("GOLD", "gold"), ("PROVISIONS", "provisions")):
            state.counts[name] = 0
            if int(setup.get(key) or 0):
                state.count(name, int(setup[key]), "the Adventure Sheet")
        state.emit("adventurer", skill=skill, stamina=stamina, luck=luck,
                   gold=state.counts["GOLD"], provisions=state.counts["PROVISIONS"])
        return state

    def run(self, state: Adventurer) -> Generator[Prompt, str, Result]:
        return run(state)


ENGINE = GamebookEngine()
