"""The effect handlers: what each verb of a Tunnel Rats booklet does to the game
(docs/language.md, "Effects"; the verbs and their params are declared in
``crawlbook.rulesets.tunnel_rats.language``).

``HANDLERS`` maps a verb name to a generator procedure ``handler(state, params, cause)``
that may stop at prompts (a CHOSEN Rat, a Combat) and returns nothing; a handler whose
rule fails the Mission (``GameState.fail``) returns at once, and the interpreter, seeing
the game ended (``State.ended``), stops reading. ``RESOLVERS`` maps
a verb with outcomes (TEST) to a procedure that returns the outcome name. ``EFFECTS``
bundles them, with the quantities conditions may compare, into the table the core
interpreter runs (``crawlbook.runtime.interpreter.Effects``): the Crawl hands it to
``run_event`` and ``run_card``. Combat is
``crawlbook.rulesets.tunnel_rats.engine.combat.resolve_combat``.

Handlers that never stop are still generators (``return`` before a bare ``yield``) so
that every handler composes the same way: ``yield from handler(state, params, cause)``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from crawlbook.rulesets.tunnel_rats.engine.asks import choose_rat, reassign_positions
from crawlbook.rulesets.tunnel_rats.engine.combat import resolve_combat
from crawlbook.rulesets.tunnel_rats.engine.memory import fired
from crawlbook.rulesets.tunnel_rats.engine.quantities import condition_quantity
from crawlbook.rulesets.tunnel_rats.engine.threat import roll_threat
from crawlbook.rulesets.tunnel_rats.engine.trait_test import trait_test

from crawlbook.ruleset import EffectError, Effects, Prompt, gain_marker, lose_marker, note_log_entry

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState
    from crawlbook.rulesets.tunnel_rats.engine.team import Rat

Proc = Generator[Prompt, str, Any]
Handler = Callable[["GameState", dict, str], Proc]

__all__ = ["EFFECTS", "HANDLERS", "RESOLVERS", "EffectError", "run_combat"]


def rats_for(state: GameState, who: str, purpose: str, info: dict) -> Generator[
        Prompt, str, list[Rat]]:
    """The Rats an effect's WHO names: a position, RANDOM, CHOSEN, ALL or TESTER (standing only).

    A position with nobody on it (SUPPORT after a Rat is Taken Out) falls to the last Rat
    of the Formation (our ruling, docs/rules.md). TESTER is the Rat who took the last
    Trait test, so an outcome can hurt or heal the very Rat who tried; with no test taken
    yet, or that Rat Taken Out since, it falls to the Lead Man (our ruling).
    """
    team = state.team
    who = str(who).upper()
    standing = team.standing()
    if not standing:
        return []
    if who == "ALL":
        return standing
    if who == "RANDOM":
        return [state.rng.choice(standing)]
    if who == "CHOSEN":
        rat = yield from choose_rat(state, purpose, info)
        return [rat]
    if who == "TESTER":
        tester = next((r for r in standing if r.id == state.tester), None)
        return [tester if tester is not None else standing[0]]
    at = team.at(who)
    return [at if at is not None else standing[-1]]


def damage(state: GameState, params: dict, cause: str) -> Proc:
    amount = int(params["amount"])
    rats = yield from rats_for(state, params["who"], "damage", {"amount": amount})
    for rat in rats:
        state.apply_damage(rat.id, amount, cause)
        if state.ended is not None:  # the Mission failed: nothing more happens
            return
    yield from reassign_positions(state)


def heal(state: GameState, params: dict, cause: str) -> Proc:
    amount = int(params["amount"])
    rats = yield from rats_for(state, params["who"], "heal", {"amount": amount})
    for rat in rats:
        state.heal(rat.id, amount, cause)


def threat(state: GameState, params: dict, cause: str) -> Proc:
    state.set_threat(state.threat + int(params["delta"]), cause)
    return
    yield


def roll(state: GameState, params: dict, cause: str) -> Proc:
    # "Resolve Event": a Threat roll inside an Event (or TB card) never brings a TB
    # Encounter, and Threat 9 is checked only when the Event ends.
    roll_threat(state, during_event=True)
    return
    yield


def set_value(state: GameState, params: dict, cause: str) -> Proc:
    state.set_threat(int(params["value"]), cause)
    return
    yield


def discard(state: GameState, params: dict, cause: str) -> Proc:
    state.tb.discard(int(params["count"]), cause)
    return
    yield


def recover(state: GameState, params: dict, cause: str) -> Proc:
    state.tb.recover(int(params["count"]), cause)
    return
    yield


# The two handlers below hand over the procedure itself rather than wrap it in one more
# generator: every answer given inside a Combat passes through each level of ``yield from``.
def test(state: GameState, params: dict, cause: str) -> Proc:
    return resolve_test(state, params, cause)


def combat(state: GameState, params: dict, cause: str) -> Proc:
    return run_combat(state, params, False)


def return_to(state: GameState, params: dict, cause: str) -> Proc:
    cx = state.complex
    where = str(params["to"]).upper()
    target = cx.entrance if where == "ENTRANCE" else cx.previous
    if target is not None and target != cx.position:
        before = cx.position
        cx.move(target)
        state.emit("move", **{"from": list(before)}, to=list(target), cause=cause)
    return
    yield


def resolve_test(state: GameState, params: dict, cause: str) -> Generator[Prompt, str, str]:
    """TEST WHO TRAIT DIFF n: returns "pass" or "fail"."""
    trait = str(params["trait"]).upper()
    diff = int(params["diff"])
    rats = yield from rats_for(state, params["who"], "test",
                               {"trait": trait, "diff": diff})
    if not rats:
        return "fail"
    state.tester = rats[0].id
    passed = yield from trait_test(state, rats[0], trait, diff, cause)
    return "pass" if passed else "fail"


HANDLERS: dict[str, Handler] = {
    "DAMAGE": damage,
    "HEAL": heal,
    "THREAT": threat,
    "ROLL": roll,
    "SET": set_value,
    "DISCARD": discard,
    "RECOVER": recover,
    "NOTE": note_log_entry,
    "GAIN": gain_marker,
    "LOSE": lose_marker,
    "TEST": test,
    "COMBAT": combat,
    "RETURN": return_to,
}

RESOLVERS: dict[str, Callable[[GameState, dict, str], Generator[Prompt, str, str]]] = {
    "TEST": resolve_test,
}

DEFAULT_RANDOM_COMBAT = {"standard": 2, "elite": 0, "initiative": "RANDOM", "target": None,
                         "threat_after": 1}


def run_combat(state: GameState, setup: dict, random_combat: bool) -> Proc:
    """Hand a Combat to ``engine.combat``: returns its procedure, to be run with
    ``yield from``."""
    return resolve_combat(state, setup, random_combat)


EFFECTS = Effects(HANDLERS, RESOLVERS, quantity=condition_quantity, predicate=fired)
