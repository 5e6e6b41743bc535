"""Wounds, radiation and venom: the Warrior's three ways to die ("Attributes", "Score
Markers", "Venom Infection", "The End of the Game"), with the Equipment that softens them
(Body Armour, Rad Fibre Jumpsuit, Anti-Rad Capsules, Helmet).

Every change is logged (``wounds``, ``heal``, ``radiation``, ``venom``, ``infected``) and
each track is kept on the board: wounds between 0 and the initial allowance, radiation
and venom between 0 and Endurance. Reaching the end of a track ends the game at once.
"""

from __future__ import annotations

from collections.abc import Generator

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6, amount
from crawlbook.rulesets.chainsaw_warrior.engine.asks import yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import first_hooked, use
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState

from crawlbook.ruleset import Prompt, roll


def take_wounds(state: GameState, n: int, cause: str) -> int:
    """The Warrior takes ``n`` wounds, one at a time: Body Armour may take each ("every
    time you take a wound ... on a 5 or 6 the damage is taken by the armour"). Returns the
    wounds he lost; at zero he is dead."""
    w = state.me
    lost = 0
    for _ in range(n):
        armour = first_hooked(state, "armour")
        if armour is not None:
            item, hook = armour
            if roll(state, ONE_D6, "body armour") >= int(hook.get("saves", 5)):
                use(state, item, "body armour took a wound")
                state.emit("armour_saved", item=item.key, cause=cause)
                continue
        lost += 1
    if lost:
        before = w.wounds
        w.wounds = max(0, w.wounds - lost)
        # Kept by a simulated game's log (the counters read it): written as
        # ``GameState.emit`` would write it, as ``timetrack.advance`` writes ``time``
        # (benchmarks/cw_bench.py compare instructions).
        log = state.log
        kept = log.kept
        if kept is None or "wounds" in kept:
            log.append({"seq": len(log) + log.left_out, "type": "wounds", "before": before,
                        "after": w.wounds, "amount": lost, "cause": cause})
        else:
            log.left_out += 1
        if w.wounds == 0:
            state.end("loss", "wounds")
    return lost


def lose_endurance(state: GameState, n: int, cause: str) -> None:
    """The Endurance marker moves ``n`` boxes down for good (Frenzy); when it comes down
    onto the Radiation or the Venom marker, that kills him."""
    w = state.me
    before = w.endurance
    w.endurance = max(0, w.endurance - n)
    state.emit("endurance", before=before, after=w.endurance, amount=-n, cause=cause)
    if w.radiation >= w.endurance:
        state.end("loss", "radiation")
    if w.infected and w.venom >= w.endurance:
        state.end("loss", "venom")


def heal(state: GameState, n: int, cause: str) -> int:
    """Recover up to ``n`` wounds, never above the initial allowance; returns how many."""
    w = state.me
    healed = min(n, w.wounds_max - w.wounds)
    if healed > 0:
        before = w.wounds
        w.wounds += healed
        state.emit("heal", before=before, after=w.wounds, amount=healed, cause=cause)
    return max(0, healed)


def radiate(state: GameState, dice: str | int, cause: str) -> Generator[Prompt, str, int]:
    """Radiation damage: roll it, less one with the Rad Fibre Jumpsuit; then the Anti-Rad
    Capsules may negate it (not when it kills: "If exposure to radiation kills you, you
    may not then take the capsules"). Returns the boxes the marker moved."""
    w = state.me
    n = amount(state, dice, f"radiation ({cause})")
    suit = first_hooked(state, "radiation_reduction")
    if suit is not None and n > 0:
        n = max(0, n - int(suit[1].get("amount", 1)))
    if n <= 0:
        return 0
    capsules = first_hooked(state, "anti_rad")
    if capsules is not None and w.radiation + n < w.endurance:
        if (yield from yes_no("anti_rad", f"Radiation {n}: take the Anti-Rad Capsules to "
                              "negate it?", {"radiation": n, "cause": cause})):
            use(state, capsules[0], f"negated {n} radiation")
            state.emit("radiation_negated", amount=n, cause=cause)
            return 0
    before = w.radiation
    w.radiation = min(w.endurance, w.radiation + n)
    state.emit("radiation", before=before, after=w.radiation, amount=n, cause=cause)
    if w.radiation >= w.endurance:
        state.end("loss", "radiation")
    return n


def venom(state: GameState, n: int, cause: str) -> None:
    """Move the Venom marker ``n`` boxes (only once infected); at Endurance he is a
    Zombie."""
    w = state.me
    if not w.infected or n <= 0:
        return
    before = w.venom
    w.venom = min(w.endurance, w.venom + n)
    state.emit("venom", before=before, after=w.venom, amount=n, cause=cause)
    if w.venom >= w.endurance:
        state.end("loss", "venom")


def venom_check(state: GameState, on: int, cause: str) -> None:
    """A corruption check: if infected, one die; on ``on`` or more, Venom +1."""
    if state.me.infected and roll(state, ONE_D6, f"venom ({cause})") >= on:
        venom(state, 1, cause)


def infect(state: GameState, cause: str, helmet: bool = True) -> None:
    """Venom infection: the marker is turned the right way up in the 0 box. The Helmet
    stops a Zombie's bite (``helmet``), not Chaos Agent 5's knives."""
    w = state.me
    if w.infected:
        return
    if helmet and first_hooked(state, "no_infection") is not None:
        state.emit("infection_stopped", cause=cause)
        return
    w.infected = True
    state.emit("infected", cause=cause)
