"""The Chainsaw Warrior policy ``careful`` (docs/simulate.md, "Policies";
docs/chainsaw-warrior/balance.md shows how it fares): what ``ChainsawWarrior.policies()``
gives ``--policy``.

``careful`` plays as a careful person would, answering every prompt kind of the engine
(docs/chainsaw-warrior/rules.md, "Prompts") from the prompt and the game it is bound to
(``start(game)``; read-only, as every driver):

- it kits out a Gun first, then Clothing and Devices, a spare clip for the Laser-lance
  when it can, and chooses the best card of a pile when Kitting Out II lets it;
- it shoots when it has a weapon for the creature, the one most likely to hit, keeping
  the Laser-lance's charges for Darkness (it shoots Darkness with nothing else, and
  tries Lucky Shots at it, since Hand-to-Hand only holds it off); a card's last-chance
  shot (Chaos Agent 7, the Slime) takes the likeliest weapon, the Laser-lance too when
  nothing else can and a charge is left over;
- it spends the cheapest item on a card's USE (a Knife before One Use Only Acid) and
  opens a Locked Door with the tool likeliest to open it;
- it hides when it can, fights with its best HtH weapon, uses Nets and Time Grenades on
  strong creatures, and escapes when the round's odds are against it or it is badly hurt;
- it heals in free areas when hurt, reloads, skips ahead with Dynamite, the Rope and a
  Secret Passage in Deck One (where Darkness cannot be missed), stops in one in Deck Two,
  fires the Flare Gun at night, never waits, and sprints when time runs short.

Without ``start`` it still answers every prompt (the defaults, or the first choice).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from crawlbook.ruleset import Policy, PolicyFactory, Prompt

__all__ = ["POLICIES", "CarefulPolicy"]

# Which card of a pile is best (Kitting Out II), and which pile to buy from next.
CARD_PREFERENCE = (
    "SUB_MACHINE_GUN", "BLASTER", "COMBAT_SHOTGUN", "AUTOMATIC_RIFLE",
    "MAN_TO_MAN_ROCKETS", "FLAMETHROWER", "REAPER", "DYNAMITE",
    "BODY_ARMOUR", "HELMET", "RAD_FIBRE_JUMPSUIT", "STEEL_GLOVES", "INFRA_RED_GOGGLES",
    "ULTRA_VIOLET_EMITTER", "SONIC_AMPLIFIER", "MEDI_KIT", "HEAT_DETECTOR",
    "METAL_DETECTOR", "GEIGER_COUNTER", "ANTI_RAD_CAPSULES", "TDD", "ACID", "TORCH",
    "LOCK_PICK_SET", "WIRE_CUTTERS", "CATS", "FLASH_BOMBS", "TELEPORT_IMPLANT",
    "CHAINSAW", "STUN_NUX", "THROW_NETS", "KNIFE", "TIME_GRENADES")
PILE_ORDER = ("clothing", "device", "hth_weapon", "device", "clothing", "device")
LANCE = "laser_lance"
LANCE_RESERVE = 3  # Laser-lance charges kept for Darkness
STRONG = 10  # a creature's attack from which Nets, Time Grenades and bursts are used
HEAL_AT = 3  # heal once this many wounds down
SPRINT_MINUTES = 12  # sprint when fewer minutes than this are left


_WAYS = {t: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == t)
         for t in range(2, 13)}
# The chances below, counted once: the policy asks them at every shot, door and round.
# 2D6 at least n, for n from 2 (certain) to 13 (never): ``_AT_LEAST[n - 2]``.
_AT_LEAST = tuple(sum(_WAYS[t] for t in range(n, 13)) / 36 for n in range(2, 14))
# A round of HtH won (2D6 + rating above 2D6 + attack) when the attack is m above the
# rating, for m from -11 (always won) to 11 (never): ``_ROUND_WON[m + 11]``.
_ROUND_WON = tuple(sum(_WAYS[a] * _WAYS[b] for a in range(2, 13) for b in range(2, 13)
                       if a - b > m) / 1296 for m in range(-11, 12))


def kill_chance(card: Any, creature: Any, marksmanship: int) -> float:
    """How likely an Aimed Shot with the item card ``card`` kills ``creature``, for a
    Warrior of ``marksmanship`` (0 when the card cannot target it)."""
    needed = card.targets.get(creature.kind)
    if needed is None:
        return 0.0
    if creature.target is not None:
        needed = creature.target
    return p_at_least(needed - marksmanship - card.aim)


def p_at_least(needed: int) -> float:
    """The chance that 2D6 is ``needed`` or more (certain from 2 down, never from 13 up:
    ``_AT_LEAST``'s ends, without calling ``min`` and ``max`` at every shot;
    benchmarks/cw_bench.py compare instructions)."""
    if needed <= 2:
        return 1.0
    return _AT_LEAST[needed - 2] if needed < 13 else 0.0


def p_round(rating: int, attack: int) -> float:
    """The chance to win a round of HtH: 2D6 + rating above 2D6 + attack."""
    return _ROUND_WON[min(22, max(0, attack - rating + 11))]


class CarefulPolicy(Policy):
    """A careful player (see the module docstring)."""

    name = "careful"
    # The prompts it answers from the game's state alone: a simulated game builds them
    # without their ``info`` (``State.unread``).
    unread_info = frozenset({"read", "action"})

    def __init__(self, seed: int = 0) -> None:
        self._game: Any = None  # careful play needs no dice: the seed is not used
        self._pile_step = 0

    def start(self, game: Any) -> None:
        self._game = game

    # -- reading the bound game (None without ``start``) ---------------------------------
    def _state(self) -> Any:
        return self._game.state if self._game is not None else None

    def choose(self, prompt: Prompt) -> str:
        ids = prompt.choice_ids()
        if len(ids) == 1:
            return ids[0]
        handler = _HANDLERS.get(prompt.kind)
        # ``_state`` written out: a game asks about 115 times (benchmarks/cw_bench.py
        # compare instructions).
        game = self._game
        if handler is not None and game is not None:
            answer = handler(self, prompt, game.state)
            if answer in ids:
                return answer
        return prompt.default if prompt.default is not None else ids[0]

    # -- helpers ---------------------------------------------------------------------------
    @staticmethod
    def item(state: Any, key: str) -> Any:
        """The first item held under ``key`` (None: none). A plain loop, not ``next`` over
        a generator: asked about 170 times a game, two or three times at every shot
        (benchmarks/cw_bench.py compare instructions)."""
        for i in state.items:
            if i.key == key:
                return i
        return None

    @staticmethod
    def shot_chance(state: Any, key: str, creature: Any) -> float:
        """How likely an Aimed Shot with the item ``key`` kills ``creature``."""
        item = CarefulPolicy.item(state, key)
        if item is None or creature is None:
            return 0.0
        return kill_chance(state.pack.items[item.card], creature, state.me.marksmanship)

    def kit(self, prompt: Prompt, state: Any) -> str:
        ids = prompt.choice_ids()
        points = int(_info(prompt).get("points", 0))
        types = {state.pack.items[i.card].type for i in state.items}
        for want in (f"clip:{LANCE}", f"refill:{LANCE}"):
            if want in ids and points >= 2:
                return want
        if "gun" in ids and "gun" not in types:
            return "gun"
        if "heavy_weapon" in ids and "gun" in types and points >= 4:
            return "heavy_weapon"
        for _ in range(len(PILE_ORDER)):
            pile = PILE_ORDER[self._pile_step % len(PILE_ORDER)]
            self._pile_step += 1
            if pile in ids:
                return pile
        piles = [i for i in ids if i in state.pack.piles]
        return piles[0] if piles else "done"

    def kit_card(self, prompt: Prompt, state: Any) -> str:
        ids = prompt.choice_ids()
        ranked = [c for c in CARD_PREFERENCE if c in ids]
        return ranked[0] if ranked else ids[0]

    def action(self, prompt: Prompt, state: Any) -> str:
        ids = prompt.choice_ids()
        w = state.me
        for i in ids:
            if i.startswith("reload:"):
                return i
        if w.wounds_max - w.wounds >= HEAL_AT or w.wounds <= 4:
            heals = [i for i in ids if i.startswith("heal:")]
            if heals:
                return heals[0]
        deck_one = state.house.current == 1
        for kind in ("flare", "dynamite", "rope") if deck_one else ("flare",):
            found = [i for i in ids if i.startswith(kind + ":")]
            if found:
                return found[0]
        return "explore"

    def shoot(self, prompt: Prompt, state: Any) -> str:
        """The Aimed Shot (or a card's SHOOT): the best chance, the Laser-lance only at
        Darkness (or when it can spare charges, or nothing else can).

        A card's SHOOT is a last chance: a miss there is Chaos Agent 7's blast (a die of
        wounds and breakage) or, when the shot must be made (the Slime), the end. There
        the Laser-lance is used when nothing else can stop him and a charge is left over
        for Darkness, and a shot that must be made takes the weapon most likely to hit,
        the Laser-lance too: its roll is not an Aimed Shot to save charges on."""
        ids = prompt.choice_ids()
        info = _info(prompt)
        creatures = state.pack.creatures
        best, best_p = "no", 0.0
        opponents = {o["index"]: creatures.get(o["creature"])
                     for o in info.get("opponents") or []}
        single = creatures.get(str(info.get("creature")))
        if single is not None and not opponents:
            return self.last_chance(prompt, state, single)
        # ``shot_chance`` with the pack and Marksmanship read once a prompt (the commonest
        # prompt careful weighs, about 16 a game, 3 choices each; benchmarks/cw_bench.py
        # compare instructions): the same chances.
        cards = state.pack.items
        marksmanship = state.me.marksmanship
        for choice in ids:
            if choice == "no":
                continue
            key, _, index = choice.partition("@")
            creature = opponents.get(int(index)) if index else single
            if creature is None:
                continue
            held = self.item(state, key)
            p = 0.0 if held is None else kill_chance(cards[held.card], creature, marksmanship)
            if key == LANCE and creature.kind != "darkness":
                spare = held is not None and (held.uses or 0) > LANCE_RESERVE
                wanted = creature.attack >= STRONG or state.me.wounds <= 5
                if not (spare and wanted) and "no" in ids:
                    continue
                p *= 0.5  # any other weapon first
            if creature.kind == "darkness" and key == LANCE:
                p += 1.0  # only the Laser-lance destroys Darkness
            if p > best_p:
                best, best_p = choice, p
        if best == "no" and "no" not in ids:
            return ids[0]
        return best

    def last_chance(self, prompt: Prompt, state: Any, creature: Any) -> str:
        """A card's SHOOT (see ``shoot``): the best chance; the Laser-lance loses ties,
        and when a shot may be declined it is used only with a charge to spare."""
        ids = prompt.choice_ids()
        must = "no" not in ids
        lance = self.item(state, LANCE)
        spare = lance is not None and ((lance.uses or 0) > 1 or bool(lance.clip))
        ranked = []
        for choice in ids:
            if choice == "no":
                continue
            key = choice.partition("@")[0]
            if key == LANCE and not (must or spare):
                continue
            p = self.shot_chance(state, key, creature)
            ranked.append((p, key != LANCE, choice))
        if not ranked:
            return "no" if not must else ids[0]
        return max(ranked)[2]

    def lucky(self, prompt: Prompt, state: Any) -> str:
        """A Lucky Shot only at Darkness, with the Laser-lance (nothing else kills it)."""
        for choice in prompt.choice_ids():
            key, _, index = choice.partition("@")
            if key == LANCE and self._opponent_kind(state, index) == "darkness":
                return choice
        return "no"

    def _opponent_kind(self, state: Any, index: str) -> str | None:
        for event in reversed(state.log):
            if event["type"] == "fight_start":
                for o in event["opponents"]:
                    if str(o["index"]) == index:
                        creature = state.pack.creatures.get(o["creature"])
                        return creature.kind if creature is not None else None
                return None
        return None

    def escape(self, prompt: Prompt, state: Any) -> str:
        """Escape when the rounds are going against him or he is badly hurt (the odds of
        the last round fought, which the prompt shows)."""
        ids = prompt.choice_ids()
        last = _info(prompt).get("last_round")
        needed = int(_info(prompt).get("rating", 6))
        odds = p_round(int(last["rating"]), int(last["attack"])) if last else 0.5
        hurt = state.me.wounds <= 4
        if odds < 0.35 or (hurt and odds < 0.6):
            if "imagizer" in ids:
                return "imagizer"
            if needed <= 4 or hurt:
                return "escape"
        return "fight"

    def special(self, prompt: Prompt, state: Any) -> str:
        ids = prompt.choice_ids()
        index = _info(prompt).get("opponent")
        creature = None
        for event in reversed(state.log):
            if event["type"] == "fight_start":
                found = next((o for o in event["opponents"] if o["index"] == index), None)
                creature = state.pack.creatures.get(found["creature"]) if found else None
                break
        if creature is None or creature.attack < STRONG:
            return "none"
        for choice in ("nets", "time_grenade", "needle"):
            if choice in ids:
                return choice
        if "cnes" in ids and state.me.wounds > 8:
            return "cnes"
        return "none"

    def hth_weapon(self, prompt: Prompt, state: Any) -> str:
        weapons = [i for i in prompt.choice_ids() if i != "none"]
        if not weapons:
            return "none"
        return max(weapons, key=lambda k: state.pack.items[self.item(state, k).card].hth
                   if self.item(state, k) is not None else 0)

    def passage(self, prompt: Prompt, state: Any) -> str:
        return "skip" if state.house.current == 1 else "stop"

    def spend_rank(self, state: Any, key: str) -> int:
        """How dear an item is to spend (lower first): one with no uses box (a Knife,
        the Chainsaw, Wire-cutters), then one with uses, then a One Use Only card (Acid,
        kept for the Slime and the doors)."""
        item = self.item(state, key)
        if item is None:
            return 3
        d = state.pack.items[item.card]
        return 2 if d.one_use else (1 if d.uses is not None else 0)

    def use(self, prompt: Prompt, state: Any) -> str:
        """A card's USE (the Net, the Wire, the Chasm): the cheapest item to spend, never
        the Laser-lance unless it can spare a charge (or on a scenario's goal card)."""
        ids = [i for i in prompt.choice_ids() if i != "no"]
        others = [i for i in ids if i != LANCE]
        if others:
            return min(others, key=lambda k: (self.spend_rank(state, k), others.index(k)))
        lance = self.item(state, LANCE)
        goal = str(_info(prompt).get("cause") or "").startswith(state.setup.goal_code + ".")
        spare = goal or (lance is not None and (lance.uses or 0) > LANCE_RESERVE + 1)
        return LANCE if LANCE in ids and spare else "no"

    def door_chance(self, state: Any, key: str) -> float:
        """How likely the item ``key`` opens a Locked Door ("roll this number or higher
        on 2 dice"; Marksmanship counts when it is shot)."""
        item = self.item(state, key)
        if item is None:
            return 0.0
        d = state.pack.items[item.card]
        if d.door == "auto":
            return 1.0
        modifier = state.me.marksmanship + d.aim if d.targets else 0
        return p_at_least(int(d.door or 13) - modifier)

    def door(self, prompt: Prompt, state: Any) -> str:
        """The best tool for the door: the likeliest to open it, the cheapest to spend
        on a tie; a One Use Only card (Acid) only when nothing else has even odds, and
        the Laser-lance last."""
        ids = prompt.choice_ids()
        others = [i for i in ids if i != LANCE] or ids

        def score(key: str) -> tuple[float, int]:
            p = self.door_chance(state, key)
            rank = self.spend_rank(state, key)
            if rank == 2 and p >= 1.0:
                p = 0.5  # Acid opens it for sure, but it is worth more elsewhere
            return (p, -rank)

        return max(others, key=score)

    def decision(self, prompt: Prompt, state: Any) -> str:
        entry = str(_info(prompt).get("entry") or "")
        if entry.startswith("LOCKED_DOOR"):
            tools = [i for i in state.items if state.pack.items[i.card].door is not None
                     and i.card != "LASER_LANCE" and (i.uses is None or i.uses > 0)]
            return "1" if tools else "2"
        return prompt.choice_ids()[0]

    def leave_item(self, prompt: Prompt, state: Any) -> str:
        """Leave the least useful: a spent item, else the last in the preference list."""
        ids = prompt.choice_ids()
        for key in ids:
            item = self.item(state, key)
            if item is not None and item.uses == 0 and not item.clip and key != LANCE:
                return key
        def rank(key: str) -> int:
            item = self.item(state, key)
            card = item.card if item is not None else ""
            return CARD_PREFERENCE.index(card) if card in CARD_PREFERENCE else 99
        candidates = [k for k in ids if k != LANCE]
        return max(candidates, key=rank) if candidates else ids[0]

    def dump(self, prompt: Prompt, state: Any) -> str:
        ids = prompt.choice_ids()
        for want in (f"clip:{LANCE}", f"refill:{LANCE}"):
            if want in ids:
                return want
        return "take" if "take" in ids else ids[0]

    def frenzy(self, prompt: Prompt, state: Any) -> str:
        w = state.me
        margin = w.endurance - max(w.radiation, w.venom)
        return "yes" if w.wounds > 6 and margin > 4 else "no"

    def waistcoat(self, prompt: Prompt, state: Any) -> str:
        lance = self.item(state, LANCE)
        spent = lance is None or (lance.uses == 0 and not lance.clip)
        return "yes" if spent or state.me.wounds <= 3 else "no"

    def sprint(self, prompt: Prompt, state: Any) -> str:
        left = (state.setup.limit_box - state.time) // 2
        return "yes" if left < SPRINT_MINUTES else "no"

    def anti_rad(self, prompt: Prompt, state: Any) -> str:
        w = state.me
        n = int(_info(prompt).get("radiation", 0))
        return "yes" if n >= 3 or w.radiation + n >= w.endurance - 4 else "no"

    def burst(self, prompt: Prompt, state: Any) -> str:
        ids = prompt.choice_ids()
        for event in reversed(state.log):
            if event["type"] == "fight_start":
                strong = any((c := state.pack.creatures.get(o["creature"])) is not None
                             and c.attack >= STRONG for o in event["opponents"])
                return "3" if strong and "3" in ids else "1"
        return "1"

    def maim(self, prompt: Prompt, state: Any) -> str:
        return "reflexes" if state.me.reflexes > 7 else "hth"

    def lose_item(self, prompt: Prompt, state: Any) -> str:
        return self.leave_item(prompt, state)

    def kit_wait(self, prompt: Prompt, state: Any) -> str:
        return "yes" if int(_info(prompt).get("points", 9)) <= 4 else "no"

    def kit_choose(self, prompt: Prompt, state: Any) -> str:
        return "yes" if int(_info(prompt).get("points", 0)) >= 5 else "no"

    def cats_weapon(self, prompt: Prompt, state: Any) -> str:
        return LANCE


def _info(prompt: Prompt) -> Any:
    """The prompt's info, as the engine wrote it (docs/chainsaw-warrior/rules.md)."""
    return prompt.info


def _fixed(answer: str) -> Any:
    return lambda policy, prompt, state: answer


_HANDLERS: Mapping[str, Any] = {
    "kit": CarefulPolicy.kit, "kit_card": CarefulPolicy.kit_card,
    "kit_wait": CarefulPolicy.kit_wait, "kit_choose": CarefulPolicy.kit_choose,
    "cats_weapon": CarefulPolicy.cats_weapon, "leave_item": CarefulPolicy.leave_item,
    "action": CarefulPolicy.action, "shoot": CarefulPolicy.shoot,
    "lucky": CarefulPolicy.lucky, "escape": CarefulPolicy.escape,
    "special": CarefulPolicy.special, "hth_weapon": CarefulPolicy.hth_weapon,
    "passage": CarefulPolicy.passage, "door": CarefulPolicy.door,
    "decision": CarefulPolicy.decision, "dump": CarefulPolicy.dump,
    "frenzy": CarefulPolicy.frenzy, "waistcoat": CarefulPolicy.waistcoat,
    "sprint": CarefulPolicy.sprint, "anti_rad": CarefulPolicy.anti_rad,
    "burst": CarefulPolicy.burst, "maim": CarefulPolicy.maim,
    "lose_item": CarefulPolicy.lose_item,
    "dum_dum_redraw": _fixed("yes"), "hide": _fixed("yes"), "override": _fixed("yes"),
    "dum_dum": _fixed("yes"), "imagizer": _fixed("yes"), "teleport": _fixed("yes"),
    "tdd": _fixed("fight"), "flash_bomb": _fixed("hth"), "climb": _fixed("yes"),
    "use": CarefulPolicy.use,
}

POLICIES: dict[str, PolicyFactory] = {"careful": CarefulPolicy}
