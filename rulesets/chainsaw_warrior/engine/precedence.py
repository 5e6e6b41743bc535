"""Rules Precedence: how a House card is resolved ("Rules Precedence": "House cards which
vary with the rules take precedence over the rules, and Equipment cards take precedence
over House cards").

``resolve`` applies, in this order (``ORDER``, docs/chainsaw-warrior/rules.md):

1. **the Warrior's decision before the card** - Climbing: an Elevator treated as Clear
   (decided before the card was turned; Darkness is met all the same);
2. **Equipment cards** - the Flare Gun's light, then every usable item's override of this
   House card (Lock-Pick Set, Wire-cutters, Metal Detector, Sonic Amplifier, Heat
   Detector, Ultra-Violet Emitter; the Geiger Counter for a radioactive card), in the
   order the Warrior holds them;
3. **the House card** - its own text, the CARD of the program, read by the core's
   interpreter with this ruleset's verbs (``engine.effects.EFFECTS``);
4. **the rules** - the rulebook's procedures the verbs call (``engine.fight``, ...), in
   which the Equipment again comes first (no Reflex test with the Sonic Amplifier, ...)
   and the card's modifiers (``FightMods``) before the rules' defaults.
"""

from __future__ import annotations

from collections.abc import Generator

from crawlbook.rulesets.chainsaw_warrior.engine.asks import yes_no
from crawlbook.rulesets.chainsaw_warrior.engine.content import DARKNESS, HouseCard
from crawlbook.rulesets.chainsaw_warrior.engine.effects import EFFECTS
from crawlbook.rulesets.chainsaw_warrior.engine.equipment import carried, hooked
from crawlbook.rulesets.chainsaw_warrior.engine.house import retrace
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState
from crawlbook.rulesets.chainsaw_warrior.engine.timetrack import advance, minutes

from crawlbook.ruleset import Prompt, run_card

ORDER = ("decision before the card", "equipment", "house card", "rules")
# What the Flare Gun's light does to each category of encounter: "If one of the cards
# turns out to be a Trap or Darkness you must stop"; the Slime (a hazard) is neither, so
# its area is Clear like any occupied one.
FLARE = {"creature": "clear", "clear": "clear", "empty": "clear", "hazard": "clear",
         "trap": "out", "darkness": "out",
         "item": "ask", "dump": "ask", "passage": "ask"}


def resolve(state: GameState, card: HouseCard, climbing: bool) -> Generator[Prompt, str, None]:
    """Resolve the House card just turned, in the order of precedence."""
    # ``free`` and ``unwind`` asked in place first: every turn, and most find nothing to
    # do (benchmarks/cw_bench.py compare instructions).
    if not state.area_free:
        state.free(True, "card turned")
    # 1. the decision made before the card was turned
    if climbing and card.encounter not in (DARKNESS, state.setup.goal_code):
        state.emit("treated_as_clear", card=card.id, by="climbing")
        return
    # 2. Equipment cards
    if state.flare and (yield from flare(state, card)):
        return
    # Entered only when he holds a card that may override one (benchmarks/cw_bench.py
    # compare instructions): most of a game he holds none.
    held = carried(state)
    if ("card_override" in held or "avoid_radioactive" in held) and (
            yield from overrides(state, card)):
        return
    # 3. the House card (its verbs run 4., the rules)
    yield from run_card(state, card.encounter, EFFECTS)
    if state.ended is not None:
        state.unwind()  # the game ended in the card: nothing more happens


def flare(state: GameState, card: HouseCard) -> Generator[Prompt, str, bool]:
    """The Flare Gun: "treat that many cards as being Clear. There's no need to roll for
    Wandering Zombies ... If one of the cards turns out to be a Trap or Darkness you must
    stop and respond to it, and the flare goes out ... you may still stop to pick up a
    First Aid Kit, take items from a Dump or enter a Secret Passage"."""
    state.flare -= 1
    category = state.pack.encounters[card.encounter]["category"]
    what = FLARE[category]
    if what == "ask":
        stop = yield from yes_no("flare_stop", "Stop the flare here?",
                                 {"card": card.id, "encounter": card.encounter})
        what = "out" if stop else "clear"
    if what == "out":
        state.flare = 0
        state.emit("flare_out", card=card.id)
        return False
    state.emit("treated_as_clear", card=card.id, by="flare gun")
    return True


def overrides(state: GameState, card: HouseCard) -> Generator[Prompt, str, bool]:
    """Equipment that overrides this House card; True when one did."""
    for item, hook in hooked(state, "card_override"):
        if hook["card"] != card.encounter:
            continue
        if state.sprinting and hook.get("sprinting") is False:
            continue  # Sprinting: "The Sonic Amplifier will not protect you from this trap"
        if hook.get("optional") and not (yield from yes_no(
                "override", f"Use the {state.defn(item).name} against this card?",
                {"item": item.key, "card": card.encounter}, "yes")):
            continue
        state.emit("card_override", card=card.id, encounter=card.encounter,
                   item=item.card, effect=hook["effect"])
        if hook["effect"] == "minutes":
            advance(state, minutes(int(hook.get("minutes", 1))), state.defn(item).name)
        return True
    if state.pack.encounters[card.encounter].get("radioactive"):
        for item, hook in hooked(state, "avoid_radioactive"):
            if hook.get("optional") and not (yield from yes_no(
                    "override", "Avoid the radioactive card with the Geiger Counter?",
                    {"item": item.key, "card": card.encounter}, "yes")):
                continue
            state.emit("card_override", card=card.id, encounter=card.encounter,
                       item=item.card, effect="avoid")
            retrace(state, 5, "geiger counter")
            return True
    return False
