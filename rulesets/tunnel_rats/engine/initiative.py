"""Initiative, Reposition, Reserve and VC targeting: who acts, in which order, against whom
(rulebook "Combat": "2. Determine Initiative", "Reposition", "VC Reserves",
"3. Determine Combatants").

Pure functions over combatant ids; the only randomness is the game's ``Rng``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from crawlbook.ruleset import Rng

MAX_MARKERS = 6  # "6x double-sided Initiative markers"
FIELD_SIZE = 3  # "If there are more than 3 VC participating, place the remainder in a VC Reserve"
SIDES = ("RATS", "VC")


@dataclass(frozen=True, slots=True)
class VC:
    """One VC marker: ``kind`` is "standard" (sticks at 17+) or "elite" (16+)."""

    id: str
    kind: str


@dataclass(slots=True)
class Reserve:
    """The VC Reserve: VC beyond the 3 that fight, waiting to replace the fallen."""

    vcs: list[VC]

    def __len__(self) -> int:
        return len(self.vcs)

    def reinforce(self, field: list[VC]) -> list[VC]:
        """"If any starting VC are eliminated in a round of Combat, they are replaced by VC
        from the VC Reserve at the start of the next round": fill ``field`` back up to 3
        from the Reserve, in order. Returns the VC that entered."""
        entered = []
        while len(field) < FIELD_SIZE and self.vcs:
            vc = self.vcs.pop(0)
            field.append(vc)
            entered.append(vc)
        return entered


def muster_vc(standard: int, elite: int, reserve: str = "STANDARD"
              ) -> tuple[list[VC], Reserve]:
    """The VC of a Combat: those that fight the first round, and the Reserve.

    "Determine the Initiative for the 3 VC participating in the first round of Combat, as
    set out in the Mission text. The other VC are the VC Reserve." ``reserve`` is the kind
    the Event holds back (COMBAT's ``RESERVE``): ``STANDARD`` (the default, and the ruling
    when the Event says nothing, docs/combat.md) sends the Elite VC in first, then the
    Standard VC in order; ``ELITE`` the Standard VC first. The rest wait in the Reserve
    and come out of it in that order.
    """
    elites = [VC(f"E{i}", "elite") for i in range(1, elite + 1)]
    standards = [VC(f"S{i}", "standard") for i in range(1, standard + 1)]
    vcs = standards + elites if str(reserve).upper() == "ELITE" else elites + standards
    return vcs[:FIELD_SIZE], Reserve(vcs[FIELD_SIZE:])


def deal_initiative(rng: Rng, rats: Sequence[str], vcs: Sequence[str], *,
                    side: str | None = None, repositioned: str | None = None,
                    first: str | None = None) -> dict[str, int]:
    """Deal Initiative markers 1..n (n = combatants, at most 6, Reserve not counted).

    ``side`` ("RATS" or "VC") gives that side the lowest markers, randomly among its
    combatants, and the other side the rest. ``repositioned`` is the Rat that Repositions
    this round: he gets the highest marker. ``first`` is the Rat that Repositioned last
    round: he gets marker 1. Everyone else is dealt the remaining markers at random.
    """
    ids = [*rats, *vcs]
    if len(ids) > MAX_MARKERS:
        raise ValueError(f"{len(ids)} combatants but only {MAX_MARKERS} Initiative markers")
    markers = list(range(1, len(ids) + 1))
    dealt: dict[str, int] = {}
    if first is not None and first in rats:
        dealt[first] = markers.pop(0)
    if repositioned is not None and repositioned in rats and repositioned != first:
        dealt[repositioned] = markers.pop()
    if side in SIDES:
        own, other = (rats, vcs) if side == "RATS" else (vcs, rats)
        if dealt:
            own = [c for c in own if c not in dealt]
            other = [c for c in other if c not in dealt]
        low, high = markers[:len(own)], markers[len(own):]
        rng.shuffle(low)
        rng.shuffle(high)
        dealt.update(zip(own, low, strict=True))
        dealt.update(zip(other, high, strict=True))
    else:
        rng.shuffle(markers)
        if not dealt:  # nobody Repositioned: everyone at random, already in ``ids`` order
            return dict(zip(ids, markers, strict=True))
        dealt.update(zip([c for c in ids if c not in dealt], markers, strict=True))
    return {c: dealt[c] for c in ids}


def next_attacker(markers: Mapping[str, int], red: set[str],
                  active: Sequence[str]) -> str | None:
    """The active Combatant with the lowest-numbered green marker, or None (the first
    of ``active`` on a tie)."""
    # One pass, no list of the green ones: asked before every Combat interaction.
    attacker, lowest = None, 0
    for combatant in active:
        number = markers.get(combatant)
        if (number is not None and (attacker is None or number < lowest)
                and combatant not in red):
            attacker, lowest = combatant, number
    return attacker


def initiative_holder(markers: Mapping[str, int], a: str, b: str) -> str:
    """"In any Combat between a VC and Rat, the Combatant with the lowest numbered
    Initiative marker is considered to have the Initiative.\""""
    return a if markers[a] < markers[b] else b


def vc_target(rng: Rng, rats: Sequence[tuple[str, int]], markers: Mapping[str, int],
              red: set[str], event_target: str | None) -> str:
    """The Rat a VC attacks, in the rulebook's priority order: the Rat the Event names;
    else the Rat with the lowest-numbered green marker; else the Rat with the most
    Damage; else (a tie) at random among those tied. ``rats`` is (id, damage) for every
    standing Rat; ``event_target`` the id of the named Rat (None when none or Taken Out).
    """
    ids = [r for r, _ in rats]
    if event_target is not None and event_target in ids:
        return event_target
    green = next_attacker(markers, red, ids)  # the Rat with the lowest green marker
    if green is not None:
        return green
    most = max(d for _, d in rats)
    tied = [r for r, d in rats if d == most]
    return tied[0] if len(tied) == 1 else rng.choice(tied)
