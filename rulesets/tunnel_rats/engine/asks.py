"""Small builders for the prompts the rules procedures share (docs/engine.md lists every
prompt kind and its choice ids). Kept cheap: choices for yes/no are built once."""

from __future__ import annotations

from collections.abc import Generator
from itertools import permutations
from typing import TYPE_CHECKING, Any

from crawlbook.rulesets.tunnel_rats.engine.team import POSITIONS

from crawlbook.ruleset import Choice, Prompt

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState
    from crawlbook.rulesets.tunnel_rats.engine.team import Rat

Ask = Generator[Prompt, str, Any]

YES_NO = (Choice("yes", "Yes"), Choice("no", "No"))


def yes_no(kind: str, text: str, info: dict[str, Any], default: str = "no") -> Ask:
    """Ask a yes/no question; returns True for "yes"."""
    answer = yield Prompt(kind, text, YES_NO, default, info)
    return answer == "yes"


def rat_info(state: GameState) -> list[dict[str, Any]]:
    """The standing Rats as a UI shows them, Lead first."""
    # The standing Rats are in Formation order, so each one's Position is its index's.
    return [{"id": r.id, "name": r.name, "nickname": r.nickname, "damage": r.damage,
             "position": POSITIONS[i]} for i, r in enumerate(state.team.standing())]


def choose_rat(state: GameState, purpose: str, info: dict[str, Any]) -> Generator[
        Prompt, str, Rat]:
    """The player picks a standing Rat (CHOSEN in an effect or a test)."""
    rats = state.team.standing()
    if len(rats) == 1:
        return rats[0]
    choices = tuple(Choice(r.id, f'"{r.nickname}" {r.name} ({state.team.position_of(r.id)},'
                                 f' {r.damage} Damage)') for r in rats)
    info = {"purpose": purpose, "rats": rat_info(state), **info}
    answer = yield Prompt("rat", f"Choose the Rat ({purpose})", choices, None, info)
    return state.team.rat(answer)


def ability_offer(state: GameState, rat: Rat, text: str) -> Ask:
    """Offer a once-per-mission Unique Ability; marks it used on "yes"."""
    used = yield from yes_no("ability", text, {"rat": rat.id, "ability": rat.ability,
                                               "nickname": rat.nickname})
    if used:
        if rat.once_per_mission:
            rat.ability_used = True
        state.emit("ability", rat=rat.id, ability=rat.ability)
    return used


def ability_holder(state: GameState, ability: str) -> Rat | None:
    """The standing Rat with this Unique Ability, still unused if once per mission."""
    team = state.team
    if ability not in team.abilities:
        return None
    by_id = team.by_id
    for rat_id in team.formation:  # the standing Rats (``Team.standing`` builds a list)
        r = by_id[rat_id]
        if r.ability == ability and not (r.once_per_mission and r.ability_used):
            return r
    return None


def formation_choices(state: GameState, current: tuple[str, ...]) -> tuple[Choice, ...]:
    """``keep`` and every other order of the standing Rats (ids joined by commas, Lead
    first). The choices depend only on the current order (and the Rats' nicknames, fixed
    by the content pack), so they are built once per order for every game of the
    program."""
    cache = state.cache.setdefault("formation", {})
    choices = cache.get(current)
    if choices is None:
        names = {r.id: r.nickname for r in state.team.rats}
        built = [Choice("keep", "Keep the Formation")]
        for order in permutations(current):
            if order != current:
                built.append(Choice(",".join(order), " / ".join(names[i] for i in order)))
        choices = cache[current] = tuple(built)
    return choices


def reassign_positions(state: GameState) -> Ask:
    """"Re-assign the Position markers if a Rat is Taken Out. You must always have a Lead
    Man, and a Backup Man if possible" ("Applying Damage"): asked at once, right after the
    Damage that took the Rat out, so a LEAD test later in the same Event goes to the Rat
    the player chose. ``keep`` moves the markers up (the Rats behind step forward).
    Nothing is asked unless ``GameState.apply_damage`` took a Rat out and two still stand.
    """
    out = state.reassign
    if out is None:
        return
    state.reassign = None
    current = tuple(state.team.formation)
    if len(current) < 2:
        return
    answer = yield Prompt("positions", "A Rat is Taken Out: re-assign the Position markers "
                          "(Lead first)", formation_choices(state, current), "keep",
                          {"taken_out": out, "formation": list(current),
                           "rats": rat_info(state)})
    if answer != "keep":
        state.team.formation[:] = answer.split(",")
        state.emit("formation", formation=list(state.team.formation), cause="taken_out")
