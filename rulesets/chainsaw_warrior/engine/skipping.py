"""Skipping House cards unencountered, and looking ahead (the Secret Passage card; the
Dynamite, Rope and Launcher, Remote Camera and TDD cards; "Missing Darkness").

"If one such discard turns out to be Darkness, stop what you are doing, reshuffle the
second deck and start it again": ``skip`` stops there. With the TDD the Warrior "will
never miss Darkness when moving through secret passages ... you may stop and fight".
"""

from __future__ import annotations

from collections.abc import Generator

from crawlbook.rulesets.chainsaw_warrior.engine.asks import choose
from crawlbook.rulesets.chainsaw_warrior.engine.content import DARKNESS, HouseCard
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import first_hooked, use
from crawlbook.rulesets.chainsaw_warrior.engine.house import (
    is_goal,
    look_ahead,
    missing_darkness,
    skip_one,
)
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState, Item
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance

from crawlbook.ruleset import Prompt, roll


def skip(state: GameState, n: int, cause: str, ask: bool = False,
         passage: bool = False) -> Generator[Prompt, str, HouseCard | None]:
    """Discard up to ``n`` cards unencountered (``ask``: the player may stop before each,
    as in the Secret Passage). Returns Darkness when the TDD lets him stop and fight it."""
    done = 0
    while done < n:
        if ask:
            options = [("skip", f"Skip the next card ({n - done} left)"),
                       ("stop", "Stop here")]
            camera = first_hooked(state, "camera")
            if camera is not None and passage:
                options.append(("camera", "Set up the Remote Camera"))
            answer = yield from choose("passage", "The Secret Passage", options,
                                       {"left": n - done, "skipped": done}, "skip")
            if answer == "stop":
                break
            if answer == "camera" and camera is not None:
                use_camera(state, camera[0], camera[1].get("dice", "2D6"))
                continue
        card = skip_one(state, cause)
        if card is None:
            break
        done += 1
        if is_goal(state, card):
            if card.encounter == DARKNESS and passage and first_hooked(
                    state, "tdd_passage") is not None:
                answer = yield from choose("tdd", "The TDD warns of Darkness: stop and "
                                           "fight it?", [("fight", "Stop and fight"),
                                                         ("pass", "Let it pass")],
                                           {"card": card.id}, "fight")
                if answer == "fight":
                    return card
            missing_darkness(state, card.id)
            break
    state.emit("skip_end", skipped=done, cause=cause)
    return None


def use_camera(state: GameState, item: Item, dice: str) -> list[str]:
    """The Remote Camera: 30 seconds to set up (no Wandering Zombie check), then a look at
    2D6 cards of the current deck; the card is then discarded."""
    advance(state, 1, "remote camera")
    n = roll(state, dice, "remote camera")
    seen = look_ahead(state, n)
    use(state, item, "remote camera")
    state.emit("camera", cards=[{"card": c, "back": state.pack.cards[c].back,
                                 "encounter": state.pack.cards[c].encounter} for c in seen],
               asked=n)
    return seen
