"""The Tunnel Rats policies `explorer`, `explore` and `cautious` (docs/simulate.md,
"Policies"): what ``TunnelRats.policies()`` gives ``--policy``.

A policy is the small plug-in interface of ``crawlbook.ruleset``: a class built
as ``Class(seed)`` with a ``name`` and ``choose(prompt) -> choice id``. Policies here may
also define ``start(game)``: the simulator calls it once, before the first ``choose``,
with the new ``Game``, so a policy can read ``game.state`` and ``game.program``
(read-only, as every driver). A policy must still answer sensibly when ``start`` is never
called (``crawlbook.runtime.policies.start_policy`` calls it for every driver).

``explorer`` is a plausible player that never abandons (the engine benchmark's second
policy).

``explore`` keeps its memory per run (see docs/simulate.md, "Why explore's memory is per
run"): the report stays identical whatever the number of workers, and every run replays
from its seed alone. ``cautious`` plays the rulebook as a careful player would: Rest &
Recover when hurt, the Lead Man rotated out when wounded, a sane total in Combat, the
Pistol only when the TB deck can pay for it, out of the tunnels once the objectives are
met ("Crawl", "Rest and Recover", "Team Formation", "Combat", "Mission Objectives").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from crawlbook.ruleset import Policy, PolicyFactory, Prompt, Rng

__all__ = ["POLICIES", "CautiousPolicy", "ExplorePolicy", "ExplorerPolicy"]

# Combat cards by rank (our combat.toml defaults; only used to weigh a Pistol discard).
_FACE = {"A": 11, "J": 10, "Q": 10, "K": 10}
LOW_DRAW = 3  # TB cards left (not Removed) at which a team heads out
REST_KEEP = 5  # a careful team rests only with more TB cards left than this
STICK_AT = 17  # the Standard VC's own stop: a sane total to stick on
# The opening prompt's choices that are not Exits (engine/crawl.py, ``choose_exit``).
NOT_EXITS = frozenset({"rest", "formation", "end", "abandon"})


def _card_value(card_id: str) -> int:
    if card_id.startswith("JOKER"):
        return 11
    rank = card_id[:-1]
    return int(rank) if rank.isdigit() else _FACE.get(rank, 10)


def _hurt(rats: list[dict[str, Any]]) -> tuple[int, int]:
    """(the most Damage on one Rat, the Damage of the whole team)."""
    damages = [int(r.get("damage", 0)) for r in rats]
    return (max(damages, default=0), sum(damages))


def draw_or_stick(total: int, vc_total: int | None, holds_initiative: bool,
                  ids: Sequence[str]) -> str:
    """How ``cautious`` and ``explore`` draw in Combat ("4. Resolve Combat"), a pure rule
    of the interaction's facts (the exact odds count with it, rulesets/tunnel_rats/odds):
    bust, redraw with the Pistol or the Silencer if the Rat has one; once the VC has
    drawn (``vc_total``), draw until its total is beaten (a tie is won with the
    Initiative); before, stick at 17, the Standard VC's own stop."""
    if total > 21:
        for weapon in ("pistol", "silencer"):
            if weapon in ids:
                return weapon
        return "stick"
    if "stick" not in ids:
        return "draw"
    if vc_total is not None:
        if vc_total > 21:
            return "stick"  # the VC went bust: any total wins
        if total > vc_total or (total == vc_total and holds_initiative):
            return "stick"
        return "draw" if "draw" in ids else "stick"
    return "draw" if total < STICK_AT and "draw" in ids else "stick"


def pistol_discard(bust: bool, ids: Sequence[str]) -> str:
    """The card the Pistol discards ("1. Rats Choose Weapon"): bust, the biggest;
    otherwise the smallest, hoping for a better one."""
    values = {c: _card_value(c) for c in ids}
    if bust:
        return max(ids, key=lambda c: values[c])
    return min(ids, key=lambda c: values[c])


class ExplorerPolicy(Policy):
    """A plausible player for simulations: never abandons, rests only when a Rat is badly
    hurt, heals the most hurt Rat, prefers unexplored exits, and leaves by a way out once
    a Log Entry is noted, the Draw deck runs low or the Crawls run long; otherwise random.
    """

    name = "explorer"
    __slots__ = ("_rng",)

    def __init__(self, seed: int = 0) -> None:
        self._rng = Rng(seed)

    def choose(self, prompt: Prompt) -> str:
        kind = prompt.kind
        info: dict[str, Any] = prompt.info
        ids = [c.id for c in prompt.choices]
        if kind == "rest":
            hurt = max((r["damage"] for r in info.get("rats", ())), default=0)
            return "3" if hurt >= 6 and info.get("draw", 0) > 4 else "0"
        if kind == "heal_point":
            rats = [r for r in info.get("rats", ()) if r["id"] in ids]
            return max(rats, key=lambda r: r["damage"])["id"] if rats else ids[0]
        if kind in ("formation", "scurry", "tb_exchange"):
            return prompt.default or ids[0]
        if kind == "exit":
            if "end" in ids and (info.get("noted") or info.get("draw", 99) <= 3
                                 or info.get("crawl", 0) >= 12):
                return "end"
            if "rest" in ids:
                hurt = max((r["damage"] for r in info.get("rats", ())), default=0)
                if hurt >= 6 and info.get("draw", 0) > 4:
                    return "rest"
            exits = info.get("exits") or []
            fresh = [e["slot"] for e in exits if e["new_card"]]
            pool = fresh if fresh and self._rng.below(10) < 7 else [e["slot"] for e in exits]
            if not pool:
                return "end" if "end" in ids else "abandon"
            return pool[self._rng.below(len(pool))]
        if len(ids) == 1:
            return ids[0]
        return ids[self._rng.below(len(ids))]


class _Base(Policy):
    """What both policies share: their own Rng and the game they play. ``start(game)``
    binds them to it, and each decision is read from that game's state (the team, the TB
    deck, the tunnel complex, the Combat interaction): what the prompts' ``info`` shows,
    without building it. Never started, a policy answers each prompt's default."""

    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self._rng = Rng(seed)
        self._state: Any = None  # the bound game's state (None without ``start``)
        self._wanted: tuple[str, ...] = ()  # the objectives' Log Entries, read once

    def start(self, game: Any) -> None:
        self._state = game.state
        # The program never changes during a game: its objectives are read once here
        # rather than at every Exit prompt.
        mission = game.program.get("mission") or {}
        self._wanted = tuple(str(o["log_entry"]).upper()
                             for o in mission.get("objectives") or [] if o.get("log_entry"))

    def _unbound(self, prompt: Prompt, ids: list[str]) -> str:
        """The answer without a game to read (``start`` never called): the default."""
        return prompt.default if prompt.default in ids else self._pick(ids)

    def _pick(self, ids: Sequence[str]) -> str:
        return ids[0] if len(ids) == 1 else ids[self._rng.below(len(ids))]

    def _draw_left(self, whole: bool = True) -> int:
        """TB cards left plus the marker: with ``whole`` every card not yet Removed (the
        mission's clock, "Tough Bastardness"), else only the Draw deck (the cards before
        the next Removal)."""
        tb = self._state.tb
        return (tb.left() if whole else len(tb.draw)) + tb.marker

    # -- Combat, shared: the rules below, with the facts of the game's interaction -------
    def _combat_draw(self, info: dict[str, Any], ids: list[str]) -> str:
        hands = self._state.interaction
        return draw_or_stick(hands.rat_total, hands.vc_total, hands.holder == hands.rat, ids)

    def _pistol_discard(self, info: dict[str, Any], ids: list[str]) -> str:
        return pistol_discard(self._state.interaction.rat_total > 21, ids)


class ExplorePolicy(_Base):
    """Coverage first: at every story decision and every Exit, the option this run has
    taken least often at that spot (ties at random); never abandons; heads out only when
    the TB deck runs low. Rests and fights like ``cautious`` so runs live long enough to
    see the booklet."""

    name = "explore"
    # As ``CautiousPolicy.unread_info``: a decision's entry is always in its ``info``.
    unread_info = frozenset({"read", "decision", "scurry", "combat.weapon", "combat.target",
                             "combat.reposition", "combat.draw", "combat.pistol_discard",
                             "combat.pistol_keep"})

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._taken: dict[tuple, dict[str, int]] = {}

    def _least_taken(self, key: tuple, ids: list[str]) -> str:
        counts = self._taken.setdefault(key, {})
        low = min(counts.get(i, 0) for i in ids)
        pick = self._pick([i for i in ids if counts.get(i, 0) == low])
        counts[pick] = counts.get(pick, 0) + 1
        return pick

    def choose(self, prompt: Prompt) -> str:
        ids = [c.id for c in prompt.choices]
        if len(ids) == 1:
            return ids[0]
        if self._state is None:
            return self._unbound(prompt, ids)
        answer = self._answer(prompt, ids)
        return answer if answer in ids else self._pick(ids)

    def _answer(self, prompt: Prompt, ids: list[str]) -> str:
        kind = prompt.kind
        info = prompt.info
        if kind == "decision":
            return self._least_taken(("decision", info.get("entry")), ids)
        if kind == "exit":
            if "end" in ids and self._draw_left() <= LOW_DRAW:
                return "end"
            if "rest" in ids and self._explore_rest(info) != "0":
                return "rest"
            slots = [i for i in ids if i not in NOT_EXITS]
            if not slots:
                return "end" if "end" in ids else "abandon"
            exits: Any = info.get("exits") or ()
            fresh = {e["slot"] for e in exits if e.get("new_card")}
            pool = [s for s in slots if s in fresh] or slots
            position: Any = info.get("position") or ()
            return self._least_taken(("exit", tuple(position)), pool)
        if kind in ("rat", "tb_exchange", "combat.target"):
            return self._least_taken((kind, info.get("purpose")), ids)
        if kind == "rest":
            return self._explore_rest(info)
        if kind == "combat.draw":
            return self._combat_draw(info, ids)
        if kind == "combat.pistol_discard":
            return self._pistol_discard(info, ids)
        if prompt.default in ids:
            return prompt.default  # formation, scurry, ability, weapon, reposition, keep
        return self._pick(ids)

    def _explore_rest(self, info: dict[str, Any]) -> str:
        most, total = _hurt(info.get("rats") or [])
        return str(min(6, total)) if most >= 7 and self._draw_left() > REST_KEEP else "0"


class CautiousPolicy(_Base):
    """A sensible player (rulebook "Crawl", "Combat"): see the module docstring. Every
    decision is read from the bound game's state, one way."""

    name = "cautious"
    # The prompt kinds whose ``info`` this policy never reads (it reads the game's state,
    # or needs nothing): the simulator has them built without it.
    unread_info = frozenset({"read", "decision", "exit", "scurry", "rest",
                             "combat.reposition", "combat.draw", "combat.pistol_discard",
                             "combat.pistol_keep"})

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._noted_seen = -1  # the Log Entries counted when ``_met`` was worked out
        self._met = False

    def start(self, game: Any) -> None:
        super().start(game)
        self._noted_seen = -1

    def choose(self, prompt: Prompt) -> str:
        choices = prompt.choices
        if len(choices) == 1:  # nothing to weigh (about a fifth of the prompts)
            return choices[0].id
        # ``Prompt.choice_ids`` written out (a prebuilt prompt has its ids already; else a
        # plain loop, not a comprehension, which is a call of its own in Python 3.11):
        # about 120 prompts a game. Guarded by benchmarks/simulate_compare.py instructions.
        ids = prompt.known_ids
        if ids is None:
            ids = []
            for choice in choices:
                ids.append(choice.id)
            prompt.known_ids = ids
        if self._state is None:
            return self._unbound(prompt, ids)
        handler = _CAUTIOUS.get(prompt.kind)
        if handler is not None:
            answer = handler(self, prompt.info, ids)
            if answer in ids:
                return answer
        if prompt.default in ids:
            return prompt.default
        return self._pick(ids)

    # -- what the game tells ---------------------------------------------------------------
    def _objectives_met(self) -> bool:
        """Every objective's Log Entry noted (without objectives: any Log Entry). Worked
        out again only when a Log Entry was noted since: within a game they are only ever
        added (``State.note``), so their number says whether the answer may have changed."""
        noted = self._state.log_entries
        if len(noted) != self._noted_seen:
            self._noted_seen = len(noted)
            wanted = self._wanted
            self._met = all(w in noted for w in wanted) if wanted else bool(noted)
        return self._met

    # -- each answers one prompt kind (docs/engine.md, docs/combat.md) ----------------------
    def _rest(self, info: dict[str, Any], ids: list[str]) -> str:
        return str(self._rest_count())

    def _rest_count(self) -> int:
        """The TB cards to Discard at Rest & Recover (0: do not rest)."""
        team = self._state.team
        total = most = 0  # the team's Damage, and the most on one Rat
        for rat_id in team.formation:  # one loop: asked at most Exit prompts
            damage = team.by_id[rat_id].damage
            total += damage
            if damage > most:
                most = damage
        if not total:
            return 0
        marker = self._state.tb.marker
        if marker:  # the +1/+2 marker absorbs these discards: healing at no cost
            return min(marker, total, 6)
        if most >= 6 or total >= 9:
            # As much as needed, keeping the Draw deck above the point of heading out.
            draw = self._draw_left(whole=False)
            return max(0, min(6, total, draw - LOW_DRAW - 1))
        return 0

    def _heal_point(self, info: dict[str, Any], ids: list[str]) -> str:
        """The most hurt Rat offered, the first in Formation order on a tie."""
        team = self._state.team
        best, most = ids[0], -1
        for rat_id in team.formation:
            if rat_id in ids:
                damage = team.by_id[rat_id].damage
                if damage > most:
                    best, most = rat_id, damage
        return best

    def _formation(self, info: dict[str, Any], ids: list[str]) -> str:
        """Rotate a wounded Lead Man (5 Damage or more) out: the least hurt Rat leads (a
        stable sort keeps the order of Rats with equal Damage)."""
        team = self._state.team
        current = team.formation
        if not current or team.by_id[current[0]].damage < 5:
            return "keep"
        damage = {i: team.by_id[i].damage for i in current}
        order = sorted(current, key=damage.__getitem__)
        if order[0] == current[0]:
            return "keep"
        wanted = ",".join(order)
        # At the opening prompt (``ids`` are its choices) only the wish is asked.
        return wanted if wanted in ids or "formation" in ids else "keep"

    def _exit(self, info: dict[str, Any], ids: list[str]) -> str:
        """Choose Exit ("Crawl"): out once the objectives are met or the mission's clock
        runs low, else rest when hurt, rotate a wounded Lead Man, and take a fresh Exit."""
        state = self._state
        legal = state.complex.legal_exits()  # the Exits the prompt offers
        slots = legal.slots
        # The policy's most frequent decision (about 40 a game): three of its questions
        # are written out here rather than asked of the helpers that answer them
        # elsewhere (``_objectives_met``'s memo, ``_draw_left``, ``_formation``'s first
        # test), a Python call each. Guarded by benchmarks/simulate_compare.py
        # instructions.
        met = (self._met if len(state.log_entries) == self._noted_seen
               else self._objectives_met())
        # The mission's clock is every TB card not yet Removed ("Tough Bastardness"): a
        # low Draw deck before a reshuffle is not the end of the team's nerve, and turning
        # for home at that point walks out with the objectives undone.
        tb = state.tb
        low = len(tb.draw) + len(tb.discarded) + tb.marker <= LOW_DRAW + 1
        if (met or low or not slots) and "end" in ids:
            return "end"
        # Steps 1 and 2 come back to this prompt: rest when hurt, then rotate the Lead Man
        # (``_formation`` keeps a Lead Man with less than 5 Damage: asked here first).
        if "rest" in ids and self._rest_count():
            return "rest"
        team = state.team
        if ("formation" in ids and team.by_id[team.formation[0]].damage >= 5
                and self._formation(info, ids) != "keep"):
            return "formation"
        if not slots:
            return "abandon"
        if met or low:
            return self._homeward(legal)
        return self._pick(legal.fresh or slots)

    def _homeward(self, legal: Any) -> str:
        """The Exit that brings the team nearest the Entrance (through revealed cards
        when it can): of ``legal`` (``LegalExits``), the nearest slots, one picked."""
        home = self._state.complex.entrance
        nearest: list[str] = []
        best = (0, 0)
        for slot in legal.slots:
            exit_ = legal.by_slot[slot]
            target = exit_.target
            distance = (abs(target[0] - home[0]) * 2 + abs(target[1] - home[1]),
                        1 if exit_.new_card else 0)
            if not nearest or distance < best:
                nearest, best = [slot], distance
            elif distance == best:
                nearest.append(slot)
        return self._pick(nearest)

    def _scurry(self, info: dict[str, Any], ids: list[str]) -> str:
        # Scurry is a coin flip between +1 Threat and the +1 TB marker: take it only
        # while Threat is low enough that a Random Combat (Threat 9) stays far away.
        return "yes" if self._state.threat <= 4 else "no"

    def _rat(self, info: dict[str, Any], ids: list[str]) -> str:
        rats = {r["id"]: r for r in info.get("rats") or () if r["id"] in ids}
        if not rats:
            return ids[0]
        purpose = info.get("purpose")
        if purpose == "heal":
            return max(rats.values(), key=lambda r: r["damage"])["id"]
        if purpose == "damage":
            return min(rats.values(), key=lambda r: r["damage"])["id"]
        trait = str(info.get("trait") or "").upper()
        if trait:
            team = self._state.team
            return max(rats, key=lambda i: team.rat(i).traits.get(trait, 0))
        return next(iter(rats))

    def _ability(self, info: dict[str, Any], ids: list[str]) -> str:
        return "yes"

    def _weapon(self, info: dict[str, Any], ids: list[str]) -> str:
        left = self._draw_left()
        damage = self._state.team.rat(info["rat"]).damage
        # The Pistol costs 2 TB cards an interaction, the Silencer 1: only when the deck
        # can pay for a fight of two or three interactions, and the Rat needs the edge.
        if left >= 8 and damage >= 5:
            return "pistol"
        if left >= 6 and damage >= 4:
            return "silencer"
        return "knife"

    def _reposition(self, info: dict[str, Any], ids: list[str]) -> str:
        hurt = [r for r in self._state.team.standing() if r.id in ids and r.damage >= 6]
        return max(hurt, key=lambda r: r.damage).id if hurt else "none"

    def _target(self, info: dict[str, Any], ids: list[str]) -> str:
        kinds = info.get("vc_kinds") or {}
        standard = [i for i in ids if kinds.get(i) == "standard"]
        return (standard or ids)[0]


_CAUTIOUS: dict[str, Callable[[CautiousPolicy, dict[str, Any], list[str]], str]] = {
    "rest": CautiousPolicy._rest,
    "heal_point": CautiousPolicy._heal_point,
    "formation": CautiousPolicy._formation,
    "positions": CautiousPolicy._formation,  # a Rat Taken Out: the same care
    "exit": CautiousPolicy._exit,
    "scurry": CautiousPolicy._scurry,
    "rat": CautiousPolicy._rat,
    "ability": CautiousPolicy._ability,
    "combat.weapon": CautiousPolicy._weapon,
    "combat.reposition": CautiousPolicy._reposition,
    "combat.target": CautiousPolicy._target,
    "combat.draw": CautiousPolicy._combat_draw,
    "combat.pistol_discard": CautiousPolicy._pistol_discard,
}

POLICIES: dict[str, PolicyFactory] = {"explorer": ExplorerPolicy, "explore": ExplorePolicy,
                                      "cautious": CautiousPolicy}
