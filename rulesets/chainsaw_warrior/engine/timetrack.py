"""The Time Track ("Sequence of Play": Time Phase; "Night Time"; "The End of the Game").

Time is counted in the Track's 30-second boxes. ``advance`` moves the marker (never back,
and never past the limit's box, where the track ends) and does what the clock brings:
night at 30 minutes, the end of a Magnetic Field and of Smash (whose wearing off costs
one die of wounds), and at 60 minutes the end of the game.
"""

from __future__ import annotations

from crawlbook.rulesets.chainsaw_warrior.engine.amounts import ONE_D6
from crawlbook.rulesets.chainsaw_warrior.engine.harm import take_wounds
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState

from crawlbook.ruleset import roll

BOXES_PER_MINUTE = 2


def advance(state: GameState, boxes: int, cause: str) -> None:
    """Move the Time marker ``boxes`` boxes on."""
    if boxes <= 0:
        return
    setup = state.setup
    before = state.time
    after = min(before + boxes, setup.limit_box)  # the track ends at the limit's box
    state.time = after
    # The most frequent event (about 50 a game, which a simulated game's log keeps):
    # written as ``GameState.emit`` would write it, without its keyword packing
    # (benchmarks/cw_bench.py compare instructions).
    log = state.log
    kept = log.kept
    if kept is None or "time" in kept:
        log.append({"seq": len(log) + log.left_out, "type": "time", "before": before,
                    "after": after, "boxes": after - before, "cause": cause})
    else:
        log.left_out += 1
    if before < setup.night_box <= after:
        state.emit("night", time=setup.night_box)
    if after >= setup.limit_box:
        state.end("loss", "time")
    if state.magnetic_until is not None and after >= state.magnetic_until:
        state.magnetic_until = None
        state.emit("magnetic_field_end", time=after)
    if state.smash_until is not None and after >= state.smash_until:
        state.smash_until = None
        state.emit("smash_end", time=after)
        take_wounds(state, roll(state, ONE_D6, "smash wears off"), "smash wears off")


def minutes(n: int) -> int:
    return n * BOXES_PER_MINUTE
