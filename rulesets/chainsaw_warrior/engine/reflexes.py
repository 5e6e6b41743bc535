"""Testing Reflexes ("Testing Reflexes"; fight step 4, "Making an Aimed Shot").

"To succeed you must roll your Reflexes rating or less on 2 dice." A card may add to the
roll (Mines +2, Spiked Pit +1); the X-oskeleton takes 1 from the rating, which never falls
beneath 6. Under the Sprinting optional rule a trap's test fails without a roll.
"""

from __future__ import annotations

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import TWO_D6
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import hooked
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState
from crawlbook.rulesets.chainsaw_warrior.engine.warrior import REFLEXES_MIN

from crawlbook.ruleset import roll


def rating(state: GameState) -> int:
    """The Reflexes rating with the equipment's modifiers, never beneath 6, and the
    Determination counters (optional)."""
    value = state.me.reflexes
    for _, hook in hooked(state, "reflexes"):  # most often none: no generator for them
        value += int(hook.get("amount", 0))
    return max(REFLEXES_MIN, value) + state.determination


def reflex_test(state: GameState, purpose: str, modifier: int = 0,
                sprint_fails: bool = False) -> bool:
    """Roll 2D6 (+ ``modifier``); passed when the total is at most the rating.
    ``sprint_fails``: a trap sprinted into ("you automatically fail your Reflex test")."""
    value = rating(state)
    if sprint_fails:
        state.emit("reflex_test", rating=value, modifier=modifier, roll=None, total=None,
                   passed=False, purpose=purpose, sprinting=True)
        return False
    dice = roll(state, TWO_D6, f"reflex test ({purpose})")
    total = dice + modifier
    passed = total <= value
    # Kept by a simulated game's log (Determination reads it): written as
    # ``GameState.emit`` would write it, as ``timetrack.advance`` writes ``time``
    # (benchmarks/cw_bench.py compare instructions).
    log = state.log
    kept = log.kept
    if kept is None or "reflex_test" in kept:
        log.append({"seq": len(log) + log.left_out, "type": "reflex_test", "rating": value,
                    "modifier": modifier, "roll": dice, "total": total, "passed": passed,
                    "purpose": purpose})
    else:
        log.left_out += 1
    return passed
