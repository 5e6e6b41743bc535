"""The Combat procedure (rulebook "Combat": the Combat Sequence, "1. Rats Choose Weapon" to
"4. Resolve Combat", "Applying Damage", "Discarding TB Cards (in Combat)", "Reshuffle
Cards and Start Next Combat"; "Optional Rules": all Combats at High Threat).

``resolve_combat`` is a generator procedure: it yields a ``Prompt`` wherever the player
decides (weapon, Reposition, which VC to attack, draw or stick, the Pistol's cards) and
receives the chosen id. The engine composes it with ``yield from``. Card values, effects
and damage come from the content pack (``combat_cards.CombatRules``); Initiative, the
Reserve and VC targeting from ``initiative``. Every card and result is an event.
docs/combat.md documents the prompts, events and rulings.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Generator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from crawlbook.rulesets.tunnel_rats.engine.asks import reassign_positions
from crawlbook.rulesets.tunnel_rats.engine.combat_cards import (
    BLACKJACK,
    CombatCard,
    CombatDeck,
    CombatRules,
    default_tables,
    draw_to,
    hand_total,
    is_bust,
    rules_from_content,
)
from crawlbook.rulesets.tunnel_rats.engine.initiative import (
    VC,
    Reserve,
    deal_initiative,
    initiative_holder,
    muster_vc,
    next_attacker,
    vc_target,
)
from crawlbook.rulesets.tunnel_rats.engine.memory import record_fired
from crawlbook.rulesets.tunnel_rats.engine.threat import zone as threat_zone

from crawlbook.ruleset import Choice, IllegalAnswer, Prompt

RAT_MUST_REACH = 13  # "you must draw until you get a combined value of at least 13"
STICK_AT = {"standard": 17, "elite": 16}  # the VC markers' "17+" and "16+"
ELITE_BONUS = 1  # "then add 1 to the total if it is under 21"
WEAPONS = ("knife", "pistol", "silencer")
WEAPON_LABELS = {"knife": "Knife", "pistol": "Pistol", "silencer": "Pistol with Silencer"}
WEAPON_TB = {"knife": 0, "pistol": 2, "silencer": 1}  # TB discards per Combat interaction
WEAPON_CAUSE = {w: f"combat_{w}" for w in WEAPONS}  # the cause of those discards
WEAPON_CHOICES = tuple(Choice(w, WEAPON_LABELS[w]) for w in WEAPONS)
WEAPON_IDS = list(WEAPONS)  # their ids, given to each Weapon prompt (``Prompt.known_ids``)
NO_REPOSITION = "none"
KNIFE_FIGHTER = "knife_fighter"  # the Unique Ability hook this module implements
# The Combat's own events that only a full log keeps (``Combat.quiet``).
QUIET = frozenset({"card_drawn", "combat_weapon", "combat_round", "combat_interaction",
                   "vc_removed", "combat_reshuffle"})

Procedure = Generator[Prompt, str, None]


def vc_final_total(raw: int, kind: str, zone: str) -> int:
    """The VC's total after the Elite bonus and the effect of Threat ("4. Resolve Combat").

    Elite: +1 if under 21. Medium Threat: +1 if under 21. High Threat (instead of Medium):
    +1 or -1 toward 21, also when bust, so a 22 becomes a 21 that is not bust.
    """
    total = raw
    if kind == "elite" and total < 21:
        total += ELITE_BONUS
    if zone == "high":
        if total < 21:
            total += 1
        elif total > 21:
            total -= 1
    elif zone == "medium" and total < 21:
        total += 1
    return total


def decide_winner(rat_total: int, rat_cards: int, vc_total: int, vc_cards: int,
                  rat_has_initiative: bool, charlie_cards: int,
                  rat_wins_ties: bool = False) -> tuple[str, bool]:
    """("rat" | "vc", won by FiveCardCharlie) for two finished hands ("Applying Damage").

    A FiveCardCharlie beats any hand that is not one; otherwise the hand closer to 21
    without going bust wins; ties go to the Initiative. Ruling: when both go bust neither
    is closer to 21 without going bust, so it is a tie and the Initiative wins.
    ``rat_wins_ties`` (the knife_fighter ability) gives the Rat equal totals that are not
    bust, whoever holds the Initiative.
    """
    # is_bust and is_five_card_charlie, written out: this runs at every interaction and
    # at every draw-or-stick prompt's default once the VC has drawn (guarded by
    # benchmarks/simulate_compare.py instructions).
    rat_bust, vc_bust = rat_total > BLACKJACK, vc_total > BLACKJACK
    rat_charlie = 0 < charlie_cards <= rat_cards and not rat_bust
    vc_charlie = 0 < charlie_cards <= vc_cards and not vc_bust
    tie = "rat" if rat_has_initiative else "vc"
    if rat_charlie != vc_charlie:
        return ("rat", True) if rat_charlie else ("vc", True)
    if rat_bust and vc_bust:
        winner = tie
    elif rat_bust != vc_bust:
        winner = "vc" if rat_bust else "rat"
    elif rat_total != vc_total:
        winner = "rat" if rat_total > vc_total else "vc"
    else:
        winner = "rat" if rat_wins_ties else tie
    return winner, rat_charlie and vc_charlie


def combat_rules(content: Mapping[str, Any] | None) -> CombatRules:
    """The CombatRules of a program's content (its ``combat`` and ``damage`` tables); the
    bundled defaults stand in for a table the content does not carry. Checking the tables
    costs about a millisecond, so the result is memoised (compared by value)."""
    content = content or {}
    combat, damage = content.get("combat"), content.get("damage")
    for tables, rules in _RULES_MEMO:
        if tables == (combat, damage):
            return rules
    if combat is None or damage is None:
        default_combat, default_damage = default_tables()
        rules = rules_from_content(default_combat if combat is None else combat,
                                   default_damage if damage is None else damage)
    else:
        rules = rules_from_content(combat, damage)
    del _RULES_MEMO[:-7]  # keep the 8 most recent
    _RULES_MEMO.append(((copy.deepcopy(combat), copy.deepcopy(damage)), rules))
    return rules


# A pure memo (same tables, same rules), not game state: programs differ only by content.
_RULES_MEMO: list[tuple[tuple[Any, Any], CombatRules]] = []


@dataclass(slots=True)
class Combat:
    """The state of one Combat while it runs (local to the procedure: a save replays the
    answers, so none of this needs to be stored)."""

    rules: CombatRules
    deck: CombatDeck
    field: list[VC]
    reserve: Reserve
    target: str | None
    zone: str
    # The Rat position each VC attacks when the Event names one for it (by marker id),
    # before TARGET, which names the Rat every other VC attacks.
    targets: dict[str, str] = dataclasses.field(default_factory=dict)
    weapons: dict[str, str] = dataclasses.field(default_factory=dict)
    markers: dict[str, int] = dataclasses.field(default_factory=dict)
    red: set[str] = dataclasses.field(default_factory=set)
    round: int = 0
    interactions: int = 0
    # True when the game's log leaves out every event of ``QUIET`` (a simulated game's
    # ``LeanLog``): each is then only counted as written (``EventLog.left_out``, for
    # ``seq``; benchmarks/simulate_compare.py instructions),
    # without asking the log at each of the 90 or so cards and 50 or so other such events
    # of a game, and a VC's cards are drawn in one go (``draw_to``).
    quiet: bool = False

    def vc(self, vc_id: str) -> VC:
        return next(v for v in self.field if v.id == vc_id)


def _ask(prompt: Prompt) -> Generator[Prompt, str, str]:
    """Yield a prompt and return the answer; with one legal answer, do not ask."""
    if len(prompt.choices) == 1:
        return prompt.choices[0].id
    return _checked(prompt, (yield prompt))


def _checked(prompt: Prompt, answer: str) -> str:
    """``answer``, when it is one of ``prompt``'s choices. A prompt known to have more
    than one answer is yielded as ``_checked(prompt, (yield prompt))`` rather than through
    ``_ask``: the same check without a generator between it and the driver (the Combat
    prompts are a third of a simulated game's; guarded by benchmarks/simulate_compare.py
    instructions)."""
    for choice in prompt.choices:  # a driver other than ``Game`` may send anything
        if choice.id == answer:
            return answer
    raise IllegalAnswer(f"{answer!r} is not one of {prompt.ids()} ({prompt.kind})")


def _standing(state: Any) -> list[Any]:
    return state.team.standing()  # a new list every call


def _rat(state: Any, rat_id: str) -> Any:
    return state.team.rat(rat_id)


def _rat_name(rat: Any) -> str:
    return str(rat.label)


def _over(state: Any) -> bool:
    # the Formation lists exactly the standing Rats
    return state.failure is not None or len(state.team.formation) <= 1


def _rules(state: Any) -> CombatRules:
    """The game's CombatRules, memoised in ``state.cache`` (shared by the games of one
    program) on top of ``combat_rules``'s own memo."""
    cache = getattr(state, "cache", None)
    if cache is None:
        return combat_rules(getattr(state, "content", None))
    rules = cache.get("combat_rules")
    if rules is None:
        rules = cache["combat_rules"] = combat_rules(getattr(state, "content", None))
    return rules


def vc_targets(setup: Mapping[str, Any], vcs: list[VC]) -> dict[str, str]:
    """The Rat position each VC is set on by the Event: its own ``<id>_target`` (``E1``,
    ``S2``), else its kind's (``elite_target``, ``standard_target``); VC with neither are
    left out (they follow ``target``, then the rulebook's priority order)."""
    targets = {}
    for vc in vcs:
        named = setup.get(f"{vc.id.lower()}_target") or setup.get(f"{vc.kind}_target")
        if named:
            targets[vc.id] = str(named).upper()
    return targets


@dataclass(frozen=True, slots=True)
class CombatOrders:
    """How the Event text sets a Combat up ("Combat": "The Event text will instruct you
    how many VC are participating"), read from the COMBAT params: the VC, the side that
    has the Initiative (in the first round, or in every round with
    ``initiative_rounds`` ALL), the Rat position the VC attack, the Threat level after
    the Combat and which VC wait in the Reserve. A program without the later params plays
    as before."""

    standard: int
    elite: int
    side: str  # RATS, VC or RANDOM
    every_round: bool
    target: str | None
    threat_after: int
    held_back: str

    @classmethod
    def read(cls, setup: Mapping[str, Any]) -> CombatOrders:
        target = setup.get("target")
        threat_after = setup.get("threat_after")
        return cls(
            standard=int(setup.get("standard") or 0),
            elite=int(setup.get("elite") or 0),
            side=str(setup.get("initiative") or "RANDOM").upper(),
            every_round=str(setup.get("initiative_rounds") or "FIRST").upper() == "ALL",
            target=str(target).upper() if target else None,
            threat_after=1 if threat_after is None else int(threat_after),
            held_back=str(setup.get("reserve") or "STANDARD").upper())

    def initiative_side(self, round_: int) -> str | None:
        """The side the Event gives the Initiative in round ``round_`` (None: dealt at
        random): "In the first round, one side ... may automatically have the
        Initiative", or in every round when the Event says so."""
        return self.side if round_ == 1 or self.every_round else None


def resolve_combat(state: Any, setup: Mapping[str, Any], random_combat: bool) -> Procedure:
    """Resolve one Combat set up by the COMBAT params ``setup`` (``CombatOrders``), round
    after round of the Combat Sequence, until every VC is eliminated or only one Rat is
    left standing. Stops as soon as ``state.failure`` is set."""
    orders = CombatOrders.read(setup)
    if state.failure is not None:
        return
    combat = _set_up_combat(state, orders, setup, random_combat)
    yield from _rats_choose_weapon(state, combat)
    first: str | None = None  # the Rat that Repositioned last round takes marker 1
    # 5. "If any VC remain (including in Reserve) ... begin a new round of Combat"
    while not _over(state) and (combat.field or len(combat.reserve)):
        first = yield from _determine_initiative(state, combat, orders, first)
        yield from _determine_combatants(state, combat)
    _end_combat(state, combat, orders.threat_after)


def _set_up_combat(state: Any, orders: CombatOrders, setup: Mapping[str, Any],
                   random_combat: bool) -> Combat:
    """The VC markers taken from the supply (at most 3 on the field, the rest in the VC
    Reserve), the Threat zone the Combat is fought in, the Combat deck shuffled; the
    ``combat_start`` event."""
    rules = _rules(state)
    field_vc, reserve = muster_vc(orders.standard, orders.elite, orders.held_back)
    high = bool(getattr(getattr(state, "options", None), "all_combats_high_threat", False))
    zone = "high" if high else threat_zone(state.threat)
    targets = vc_targets(setup, [*field_vc, *reserve.vcs])
    combat = Combat(rules, CombatDeck(rules.cards), field_vc, reserve, orders.target, zone,
                    targets)
    combat.quiet = not any(map(state.log.keeps, QUIET))
    combat.deck.reshuffle(state.rng)
    # What an Event adds to the set-up is logged only when it says it, so the log of a
    # Combat that does not is what it always was.
    extra: dict[str, Any] = {}
    if targets:
        extra["targets"] = dict(targets)
    if orders.every_round and orders.side in ("RATS", "VC"):
        extra["initiative_rounds"] = "ALL"
    state.emit("combat_start", standard=orders.standard, elite=orders.elite,
               initiative=orders.side, random_combat=random_combat,
               reserve=[v.id for v in reserve.vcs], vc=[v.id for v in field_vc],
               target=orders.target, threat=state.threat, zone=zone, **extra)
    return combat


def _rats_choose_weapon(state: Any, combat: Combat) -> Procedure:
    """1. Rats Choose Weapon (before Round 1 only): a Knife, a Pistol or a Pistol with
    Silencer for each Rat, kept for every round of this Combat."""
    for rat in _standing(state):
        name = _rat_name(rat)
        prompt = Prompt(
            "combat.weapon", f"Weapon for {name} in this Combat?",
            WEAPON_CHOICES, default="knife",
            info={} if "combat.weapon" in state.unread else
            {"rat": rat.id, "name": name, "damage": rat.damage,
             "ability": rat.ability, "tb_per_interaction": dict(WEAPON_TB)})
        prompt.known_ids = WEAPON_IDS  # what ``choice_ids`` would work out (read only)
        weapon = _checked(prompt, (yield prompt))  # three weapons: always asked
        combat.weapons[rat.id] = weapon
        if combat.quiet:
            state.log.left_out += 1  # counted as written (``seq``)
        elif state.log.wants("combat_weapon"):
            state.emit("combat_weapon", rat=rat.id, weapon=weapon)


def _determine_initiative(state: Any, combat: Combat, orders: CombatOrders,
                 first: str | None) -> Generator[Prompt, str, str | None]:
    """"2. Determine Initiative", which starts a round: VC from the Reserve replace
    those eliminated ("VC Reserves"), a Rat may Reposition (from the 2nd round), then
    the markers are dealt (the Rat that Repositioned last round, ``first``, takes marker
    1). Returns the Rat that Repositioned this round, if any."""
    combat.round += 1
    entered = combat.reserve.reinforce(combat.field) if combat.round > 1 else []
    for vc in entered:
        state.emit("vc_enters", vc=vc.id, vc_kind=vc.kind)
    rats = list(state.team.formation)  # the ids of the standing Rats
    if first not in rats:
        first = None
    repositioned = None
    if combat.round > 1:
        answer = yield from _ask(_reposition_prompt(state, combat, first))
        repositioned = None if answer == NO_REPOSITION else answer
    combat.markers = deal_initiative(
        state.rng, rats, [v.id for v in combat.field],
        side=orders.initiative_side(combat.round), repositioned=repositioned, first=first)
    combat.red = set()
    if combat.quiet:
        state.log.left_out += 1  # counted as written (``seq``)
    elif state.log.wants("combat_round"):
        state.emit("combat_round", round=combat.round, initiative=dict(combat.markers),
                   repositioned=repositioned, first=first, reserve=len(combat.reserve))
    return repositioned


def _determine_combatants(state: Any, combat: Combat) -> Procedure:
    """"3. Determine the Combatants" and "4. Resolve Combat interaction", until every
    Initiative marker is red, no VC is left on the field, or one Rat stands: the lowest
    green marker attacks, a VC the Rat it targets, a Rat the VC he chooses."""
    on_field = {v.id: v for v in combat.field}  # kept in step: built once a round
    while on_field and not _over(state):
        attacker = next_attacker(combat.markers, combat.red,
                                 [*state.team.formation, *on_field])
        if attacker is None:
            break
        if attacker in on_field:
            rat_id = _vc_target(state, combat, attacker)
            defender = rat_id
            vc = on_field[attacker]
        else:
            rat_id = attacker
            if len(combat.field) == 1:  # one legal answer is not asked (``_ask``)
                vc_id = combat.field[0].id
            else:
                prompt = _target_prompt(state, combat, attacker)
                vc_id = _checked(prompt, (yield prompt))
            defender = vc_id
            vc = on_field[vc_id]
        yield from _interaction(state, combat, attacker, defender, rat_id, vc)
        if len(combat.field) < len(on_field):  # the VC was eliminated
            del on_field[vc.id]


def _end_combat(state: Any, combat: Combat, threat_after: int) -> None:
    """End Combat: "If End Combat move Threat Level to 1" (or to the Event's level);
    a Combat that ends with one Rat standing fails the Mission and moves nothing. A Combat
    in which the Mission failed (``state.failure``) just stops: nothing happens after a
    failure."""
    if state.failure is not None:
        return
    if _over(state):
        state.emit("combat_end", threat_after=None, outcome="failure", rounds=combat.round,
                   interactions=combat.interactions)
        return
    state.set_threat(threat_after, "combat_end")
    state.emit("combat_end", threat_after=threat_after, outcome="vc_eliminated",
               rounds=combat.round, interactions=combat.interactions)


def _vc_target(state: Any, combat: Combat, vc_id: str) -> str:
    """The Rat the VC ``vc_id`` attacks: the one the Event sets it on (its own or its
    kind's target, else TARGET), then the rulebook's priority order."""
    position = combat.targets.get(vc_id) or combat.target
    named = state.team.at(position) if position else None
    if named is not None and not named.taken_out:
        return str(named.id)  # a standing Rat: in the Formation (``vc_target``'s first case)
    formation = state.team.formation
    # ``vc_target``'s second case, asked first: the Rats' Damage is only needed when
    # every Rat's marker is red (about one VC attack in ten).
    green = next_attacker(combat.markers, combat.red, formation)
    if green is not None:
        return green
    by_id = state.team.by_id  # (id, Damage) of the standing Rats, in one pass
    return vc_target(state.rng, [(i, by_id[i].damage) for i in formation],
                     combat.markers, combat.red, None)


def _reposition_prompt(state: Any, combat: Combat, first: str | None) -> Prompt:
    choices = [Choice(NO_REPOSITION, "No Reposition")]
    choices += [Choice(r.id, f"Reposition {_rat_name(r)}")
                for r in _standing(state) if r.id != first]
    return Prompt("combat.reposition", f"Round {combat.round}: Reposition a Rat?",
                  tuple(choices), default=NO_REPOSITION,
                  info={} if "combat.reposition" in state.unread else
                  {"round": combat.round, "first": first,
                   "vc": [v.id for v in combat.field],
                   "reserve": len(combat.reserve), "zone": combat.zone,
                   "threat": state.threat})


def _target_prompt(state: Any, combat: Combat, rat_id: str) -> Prompt:
    rat = _rat(state, rat_id)
    choices = tuple(Choice(v.id, f"{v.kind.title()} VC {v.id} (Initiative {combat.markers[v.id]}"
                                 f"{', red' if v.id in combat.red else ''})")
                    for v in combat.field)
    return Prompt("combat.target", f"{_rat_name(rat)} attacks which VC?", choices,
                  default=choices[0].id,
                  info={} if "combat.target" in state.unread else
                  {"round": combat.round, "rat": rat_id,
                   "initiative": dict(combat.markers), "red": sorted(combat.red),
                   "vc_kinds": {v.id: v.kind for v in combat.field},
                   "weapon": combat.weapons.get(rat_id, "knife"),
                   "zone": combat.zone, "threat": state.threat})


@dataclass(slots=True)
class _Hands:
    """The cards of one Combat interaction, for prompts and the log; while it is
    resolved, also the game's ``interaction`` (what a driver reads there in place of a
    draw-or-stick prompt's ``info``)."""

    rat: str
    vc: VC
    weapon: str
    holder: str
    rat_cards: list[CombatCard] = dataclasses.field(default_factory=list)
    rat_drawn: list[CombatCard] = dataclasses.field(default_factory=list)
    vc_cards: list[CombatCard] = dataclasses.field(default_factory=list)
    vc_total: int | None = None  # final (after Threat) once the VC has drawn
    rat_total: int = 0  # the Rat's total at his latest prompt (``info["rat_total"]``)
    pistol: bool = False
    silencer: bool = False
    rat_wins_ties: bool = False  # the knife_fighter ability with a Knife
    base: dict[str, object] | None = None  # the prompts' info built once (_hand_info)
    vc_info: dict[str, object] | None = None


def _interaction(state: Any, combat: Combat, attacker: str, defender: str, rat_id: str,
                 vc: VC) -> Procedure:
    """One Combat interaction: draws, the winner, Damage, TB discards, markers, reshuffle."""
    weapon = combat.weapons.get(rat_id, "knife")
    holder = initiative_holder(combat.markers, attacker, defender)
    hands = _Hands(rat_id, vc, weapon, holder,
                   pistol=weapon == "pistol", silencer=weapon == "silencer",
                   rat_wins_ties=_knife_fighter(state, rat_id, weapon))
    state.interaction = hands
    # "The non-Initiative Combatant draws Combat cards first"
    if holder == rat_id:
        _vc_draws(state, combat, hands)
        rat_total = yield from _rat_draws(state, combat, hands)
    else:
        rat_total = yield from _rat_draws(state, combat, hands)
        _vc_draws(state, combat, hands)
    vc_total = hands.vc_total if hands.vc_total is not None else 0
    rules = combat.rules
    winner, charlie = decide_winner(rat_total, len(hands.rat_cards), vc_total,
                                    len(hands.vc_cards), holder == rat_id,
                                    rules.charlie.cards, rat_wins_ties=hands.rat_wins_ties)
    result = rules.result(winner, rat_total > BLACKJACK, vc_total > BLACKJACK, charlie)
    damage = result.damage[vc.kind]
    combat.interactions += 1
    if weapon != "knife":  # only a Pistol is remembered as fired
        record_fired(state, weapon)
    if combat.quiet:
        state.log.left_out += 1  # counted as written (``seq``)
    elif state.log.wants("combat_interaction"):
        state.emit("combat_interaction", round=combat.round, attacker=attacker,
                   defender=defender, rat=rat_id, vc=vc.id, vc_kind=vc.kind, weapon=weapon,
                   initiative_holder=holder, rat_cards=[c.id for c in hands.rat_cards],
                   vc_cards=[c.id for c in hands.vc_cards], rat_total=rat_total,
                   vc_total=vc_total, threat=state.threat, zone=combat.zone, winner=winner,
                   charlie=charlie, result=result.id, damage=damage)
    # Applying Damage / remove the VC
    if damage > 0:
        state.apply_damage(rat_id, damage, "combat")
        if state.failure is not None:
            return
        yield from reassign_positions(state)
    if winner == "rat":
        combat.field.remove(vc)
        combat.markers.pop(vc.id, None)
        if combat.quiet:
            state.log.left_out += 1  # counted as written (``seq``)
        elif state.log.wants("vc_removed"):
            state.emit("vc_removed", vc=vc.id, vc_kind=vc.kind, by=rat_id)
    # Discarding TB Cards (in Combat): the weapon, then the card-effect symbols
    for count, reason in ((WEAPON_TB[weapon], WEAPON_CAUSE[weapon]),
                          (rules.tb_discards(hands.vc_cards, "vc"), "combat_card_effect"),
                          (rules.tb_discards(hands.rat_drawn, "rat"), "combat_card_effect")):
        if count:
            state.tb.discard(count, reason)
            if state.failure is not None:
                return
    # flip both markers to red, then reshuffle all the Combat cards
    red = combat.red
    red.add(attacker)
    red.add(defender)
    cards = combat.deck.reshuffle(state.rng)
    if combat.quiet:
        state.log.left_out += 1  # counted as written (``seq``)
    elif state.log.wants("combat_reshuffle"):
        state.emit("combat_reshuffle", cards=cards)


def _knife_fighter(state: Any, rat_id: str, weapon: str) -> bool:
    """The knife_fighter Unique Ability (content pack rats.toml): with a Knife, the Rat
    wins ties even without the Initiative."""
    # Most teams have no knife fighter: the team's abilities tell without the Rat.
    return (weapon == "knife" and KNIFE_FIGHTER in state.team.abilities
            and getattr(_rat(state, rat_id), "ability", None) == KNIFE_FIGHTER)


def _draw(state: Any, combat: Combat, combatant: str, cards: list[CombatCard],
          via: str = "draw") -> int:
    """Draw a card into ``cards``; returns the hand's new total."""
    card = combat.deck.draw(state.rng)
    cards.append(card)
    total = hand_total(cards)
    if combat.quiet:
        state.log.left_out += 1  # what ``next_seq`` does for an event the log leaves out
        return total
    seq = state.log.next_seq("card_drawn")  # Combat's most frequent event, written as
    if seq is not None:  # ``emit`` would write it
        state.log.append({"seq": seq, "type": "card_drawn", "combatant": combatant,
                          "card": card.id, "total": total, "via": via})
    return total


def _vc_draws(state: Any, combat: Combat, hands: _Hands) -> None:
    """The VC draws to its stick value, then the Elite bonus and Threat apply."""
    vc = hands.vc
    stick, total = STICK_AT[vc.kind], 0
    cards = hands.vc_cards
    if combat.quiet:
        # Nothing else is written while the VC draws: its cards are drawn in one go and
        # counted as written at once.
        total = draw_to(combat.deck, state.rng, cards, stick)
        state.log.left_out += len(cards)
    else:
        while total < stick:
            total = _draw(state, combat, vc.id, cards)
    hands.vc_total = vc_final_total(total, vc.kind, combat.zone)


def _hand_info(state: Any, combat: Combat, hands: _Hands,
               rat_total: int | None = None) -> dict[str, object]:
    if rat_total is None:
        rat_total = hand_total(hands.rat_cards)
    base, vc_info = hands.base, hands.vc_info
    if base is None or vc_info is None:  # what stays the same all the interaction: once
        base = hands.base = {
            "round": combat.round, "rat": hands.rat, "vc": hands.vc.id,
            "vc_kind": hands.vc.kind, "weapon": hands.weapon,
            "initiative_holder": hands.holder, "initiative": dict(combat.markers),
            "red": sorted(combat.red), "threat": state.threat, "zone": combat.zone,
            "must_reach": RAT_MUST_REACH}
        # Nor does the VC's hand: it draws all its cards before the Rat's first prompt
        # or after his last. Kept apart to keep the keys in their order.
        vc_ids, vc_labels = _ids_and_labels(hands.vc_cards)
        vc_info = hands.vc_info = {
            "vc_cards": vc_ids, "vc_labels": vc_labels,
            "vc_total": hands.vc_total, "vc_done": hands.vc_total is not None}
    rat_ids, rat_labels = _ids_and_labels(hands.rat_cards)
    return {
        **base,
        "rat_cards": rat_ids, "rat_labels": rat_labels,
        "rat_total": rat_total, "rat_bust": rat_total > BLACKJACK,
        **vc_info,
        "pistol_available": hands.pistol, "silencer_available": hands.silencer,
    }


def _ids_and_labels(cards: list[CombatCard]) -> tuple[list[str], list[str]]:
    """The cards' ids and labels."""
    return [card.id for card in cards], [card.label for card in cards]


def _rat_draws(state: Any, combat: Combat, hands: _Hands) -> Generator[Prompt, str, int]:
    """The Rat draws: at least to 13, then draw or stick as the player wishes; the Pistol
    and the Silencer each give one discard-and-redraw per interaction, even when bust.
    Returns the hand's total (kept up to date at every card, so not counted again)."""
    cards = hands.rat_cards
    drawn = hands.rat_drawn
    total = hand_total(cards)
    # A driver that reads the game's ``interaction`` (``State.unread``) is asked without
    # the prompt's ``info``: it is most of what a draw-or-stick prompt costs to build.
    bare = "combat.draw" in state.unread
    while True:
        if total < RAT_MUST_REACH and combat.quiet and not (hands.pistol or hands.silencer):
            # Nothing to ask below 13 without a weapon redraw (as below), and nothing else
            # is written meanwhile: the cards are drawn in one go and counted at once.
            before = len(cards)
            total = draw_to(combat.deck, state.rng, cards, RAT_MUST_REACH)
            drawn.extend(cards[before:])
            state.log.left_out += len(cards) - before
            continue
        if total < RAT_MUST_REACH and not (cards and (hands.pistol or hands.silencer)):
            # Under 13 with no weapon redraw on offer, "draw" is the one legal answer
            # (_draw_options): the Rat draws without the choices being looked up.
            total = _draw(state, combat, hands.rat, cards)
            drawn.append(cards[-1])
            continue
        # is_bust, written out (at every card of the Rat's; guarded by
        # benchmarks/simulate_compare.py instructions)
        bust = total > BLACKJACK
        choices, ids = _draw_options(total, hands.pistol and bool(cards),
                                     hands.silencer and bool(cards))
        if len(choices) == 1:  # one legal answer is not asked: no Prompt to build
            if bust:
                return total
            answer = choices[0].id
        else:
            default = _draw_default(state, combat, hands, total, ids)
            hands.rat_total = total
            prompt = Prompt(
                "combat.draw", f"{total}{' (bust)' if bust else ''}: draw or stick?",
                choices, default=default,
                info={} if bare else _hand_info(state, combat, hands, total))
            prompt.known_ids = ids  # built with the choices: not worked out per prompt
            answer = _checked(prompt, (yield prompt))
        if answer == "stick":
            return total
        if answer == "draw":
            total = _draw(state, combat, hands.rat, cards)
            drawn.append(cards[-1])
        elif answer == "pistol":
            hands.pistol = False
            yield from _pistol(state, combat, hands)
            total = hand_total(cards)
        else:
            hands.silencer = False
            _discard(state, combat, hands, cards[-1], "silencer")
            total = _draw(state, combat, hands.rat, cards, via="silencer")
            drawn.append(cards[-1])


RAT_STICKS_AT = 17  # the default (Enter) sticks from here: the Standard VC's own stop


def _draw_default(state: Any, combat: Combat, hands: _Hands, total: int,
                  ids: list[str]) -> str:
    """What Enter answers at a draw-or-stick prompt: draw under 17, stick from 17, accept
    a bust; but never a certain loss. When the VC has finished drawing and sticking would
    lose to its total ("Applying Damage": closer to 21, ties to the Initiative), Enter
    draws (or takes the weapon's redraw) instead."""
    if total < RAT_STICKS_AT:  # not bust either
        return "draw"
    if hands.vc_total is None:
        return "stick"
    winner, _ = decide_winner(total, len(hands.rat_cards), hands.vc_total,
                              len(hands.vc_cards), hands.holder == hands.rat,
                              combat.rules.charlie.cards, rat_wins_ties=hands.rat_wins_ties)
    if winner == "rat":
        return "stick"
    return next((better for better in ("draw", "pistol", "silencer") if better in ids),
                "stick")


def _draw_choices(total: int, pistol: bool, silencer: bool) -> tuple[Choice, ...]:
    """The answers to a draw-or-stick prompt (``_draw_options``)."""
    return _draw_options(total, pistol, silencer)[0]


@lru_cache(maxsize=256)
def _draw_options(total: int, pistol: bool, silencer: bool
                  ) -> tuple[tuple[Choice, ...], list[str]]:
    """The answers to a draw-or-stick prompt and their ids (the prompt's ``known_ids``, a
    list to read, never to change): they depend only on the total and the weapon draws
    still available, so each combination is built once (the cache is keyed by all it
    depends on: sharing it between games can never change one)."""
    bust = is_bust(total)
    choices = []
    if not bust:
        choices.append(Choice("draw", "Draw a card"))
    if bust:
        choices.append(Choice("stick", "Accept the bust"))
    elif total >= RAT_MUST_REACH:
        choices.append(Choice("stick", f"Stick on {total}"))
    if pistol:
        choices.append(Choice("pistol", "Pistol: discard a card, draw 2 and keep 1"))
    if silencer:
        choices.append(Choice("silencer", "Silencer: discard the last card and draw 1"))
    return tuple(choices), [c.id for c in choices]


def _discard(state: Any, combat: Combat, hands: _Hands, card: CombatCard, reason: str) -> None:
    if card in hands.rat_cards:
        hands.rat_cards.remove(card)
    combat.deck.discard(card)
    state.emit("card_discarded", combatant=hands.rat, card=card.id, reason=reason,
               total=hand_total(hands.rat_cards))


def _pistol(state: Any, combat: Combat, hands: _Hands) -> Procedure:
    """Pistol: discard any drawn card, draw 2 new cards, keep one, discard the other."""
    cards = hands.rat_cards
    hands.rat_total = hand_total(cards)
    unread = state.unread
    which = yield from _ask(Prompt(
        "combat.pistol_discard", "Pistol: discard which card?",
        tuple(Choice(c.id, c.label) for c in cards), default=cards[-1].id,
        info={} if "combat.pistol_discard" in unread else _hand_info(state, combat, hands)))
    _discard(state, combat, hands, next(c for c in cards if c.id == which), "pistol")
    offered = [combat.deck.draw(state.rng), combat.deck.draw(state.rng)]
    hands.rat_drawn.extend(offered)
    state.emit("pistol_draw", combatant=hands.rat, cards=[c.id for c in offered])
    info: dict[str, object] = {}
    if "combat.pistol_keep" not in unread:
        info = _hand_info(state, combat, hands)
        info["offered"] = [c.id for c in offered]
        info["offered_totals"] = {c.id: hand_total([*cards, c]) for c in offered}
    keep = yield from _ask(Prompt(
        "combat.pistol_keep", "Pistol: keep which card?",
        tuple(Choice(c.id, f"{c.label} (total {hand_total([*cards, c])})") for c in offered),
        default=max(offered, key=lambda c: _keep_score(cards, c)).id, info=info))
    kept = next(c for c in offered if c.id == keep)
    other = next(c for c in offered if c is not kept)
    combat.deck.discard(other)
    state.emit("card_discarded", combatant=hands.rat, card=other.id, reason="pistol",
               total=hand_total(cards))
    cards.append(kept)
    state.emit("card_drawn", combatant=hands.rat, card=kept.id, total=hand_total(cards),
               via="pistol")


def _keep_score(cards: list[CombatCard], card: CombatCard) -> int:
    total = hand_total([*cards, card])
    return total if total <= 21 else -total
