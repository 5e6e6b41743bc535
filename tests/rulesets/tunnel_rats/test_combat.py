"""The Combat procedure, driven through its prompts against a real GameState (rulebook
"Combat": the Combat Sequence, "1. Rats Choose Weapon", "2. Determine Initiative",
"Reposition", "VC Reserves", "3. Determine Combatants", "4. Resolve Combat", "Applying
Damage", "Discarding TB Cards (in Combat)", "Reshuffle Cards and Start Next Combat";
"Optional Rules")."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterable
from typing import Any

import pytest
from crawlbook.rulesets.tunnel_rats.engine.combat import (
    STICK_AT,
    combat_rules,
    decide_winner,
    resolve_combat,
    vc_final_total,
)
from crawlbook.rulesets.tunnel_rats.engine.combat_cards import default_rules, hand_total
from crawlbook.rulesets.tunnel_rats.engine.content import load_pack
from crawlbook.rulesets.tunnel_rats.engine.state import GameOptions, GameState
from crawlbook.rulesets.tunnel_rats.engine.tb_deck import TBDeck
from crawlbook.rulesets.tunnel_rats.engine.team import POSITIONS, Team, rat_from_profile
from crawlbook.rulesets.tunnel_rats.engine.tunnels import TunnelComplex
from crawlbook.runtime.prompts import IllegalAnswer, Prompt
from crawlbook.runtime.rng import Rng
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.narrow import only

PACK = load_pack()
PROFILES = {p["id"]: p for p in PACK["rats"]["profiles"]}
RULES = default_rules()
CARD = {c.id: c for c in RULES.cards}
Policy = Callable[[Prompt], str]


def make_state(seed: int = 1, *, threat: int = 2, tb: int = 60, high: bool = False,
               team: Iterable[str] = ("ghost", "light", "mole"),
               damage: dict[str, int] | None = None,
               content: dict[str, Any] | None = None) -> GameState:
    rats = [rat_from_profile(PROFILES[i]) for i in team]
    for rat in rats:
        rat.damage = (damage or {}).get(rat.id, 0)
    deck = TBDeck(draw=[f"TR{i}" for i in range(1, tb + 1)])
    state = GameState(
        program={}, content=PACK if content is None else content, rng=Rng(seed),
        options=GameOptions(all_combats_high_threat=high), team=Team(rats), tb=deck,
        complex=TunnelComplex(templates={}, levels=1, entrance=(1, 1), decks={}, unused={}),
        threat=threat)
    deck.state = state
    return state


def play(state: GameState, setup: dict[str, Any], policy: Policy,
         random_combat: bool = False, limit: int = 3000) -> list[Prompt]:
    """Run a Combat to its end (or the Mission's failure, which ``state.failure`` then
    records), answering with ``policy``; returns the prompts asked."""
    prompts: list[Prompt] = []
    procedure = resolve_combat(state, setup, random_combat)
    try:
        prompt = next(procedure)
        while True:
            prompts.append(prompt)
            assert len(prompts) < limit, "the Combat did not end"
            answer = policy(prompt)
            assert answer in prompt.ids()
            prompt = procedure.send(answer)
    except StopIteration:
        pass
    # A failed Mission ends the game the core's way (``State.stop``): the Combat returns.
    assert (state.failure is None) == (state.ended is None)
    return prompts


def random_policy(seed: int) -> Policy:
    rng = Rng(seed)
    return lambda prompt: rng.choice(prompt.ids())


def steady(weapon: str = "knife", stick: int = 17, reposition: dict[int, str] | None = None,
           use: str | None = None) -> Policy:
    """Knife (or ``weapon``), no Reposition unless given per round, first VC, draw to
    ``stick``; ``use`` = "pistol"/"silencer" uses it at the first chance."""
    def answer(prompt: Prompt) -> str:
        ids, info = prompt.ids(), prompt.info
        if prompt.kind == "combat.weapon":
            return weapon
        if prompt.kind == "combat.reposition":
            choice = (reposition or {}).get(only(info["round"], int), "none")
            return choice if choice in ids else "none"
        if prompt.kind == "combat.draw":
            if use and use in ids:
                return use
            if "draw" in ids and only(info["rat_total"], int) < stick:
                return "draw"
            return "stick" if "stick" in ids else "draw"
        return prompt.default or ids[0]
    return answer


def of(log: list[dict], kind: str) -> list[dict]:
    return [e for e in log if e["type"] == kind]


def audit(state: GameState, start_formation: list[str], start_damage: dict[str, int],
          target: str | None = None) -> None:
    """Check a Combat's log against the rulebook, event by event."""
    rules = combat_rules(state.content)
    abilities = {r.id: r.ability for r in state.team.rats}
    formation, damage = list(start_formation), dict(start_damage)
    markers: dict[str, int] = {}
    red: set[str] = set()
    field: set[str] = set()
    kinds: dict[str, str] = {}
    out: set[str] = set()
    draws: list[dict] = []
    zone = "low"
    targets: dict[str, str] = {}
    side: str | None = None
    attacked_this_round: list[str] = []
    for e in state.log:
        kind = e["type"]
        if kind == "combat_start":
            field = set(e["vc"])
            targets = e.get("targets") or {}
            side = e["initiative"] if e.get("initiative_rounds") == "ALL" else None
            kinds = {v: "elite" if v.startswith("E") else "standard"
                     for v in e["vc"] + e["reserve"]}
            zone = e["zone"]
        elif kind == "vc_enters":
            field.add(e["vc"])
            assert len(field) <= 3
        elif kind == "combat_round":
            markers, red, attacked_this_round = e["initiative"], set(), []
            assert set(markers) == set(formation) | field  # Reserve not counted
            assert sorted(markers.values()) == list(range(1, len(markers) + 1))
            assert len(markers) <= 6
            if side in ("RATS", "VC") and not (e["repositioned"] or e["first"]):
                # INITIATIVE_ROUNDS ALL: the Event's side holds the lowest markers
                own = [c for c in markers if (c in field) == (side == "VC")]
                assert sorted(markers[c] for c in own) == list(range(1, len(own) + 1))
        elif kind == "card_drawn":
            draws.append(e)
        elif kind == "combat_interaction":
            a, d, rat, vc = e["attacker"], e["defender"], e["rat"], e["vc"]
            assert {a, d} == {rat, vc} and vc in field and rat in formation
            assert rat not in out
            green = [c for c in markers if c in formation or c in field]
            green = [c for c in green if c not in red]
            assert a == min(green, key=markers.__getitem__)  # lowest green marker attacks
            assert a not in attacked_this_round
            attacked_this_round.append(a)
            holder = a if markers[a] < markers[d] else d
            assert e["initiative_holder"] == holder
            assert draws and draws[0]["combatant"] != holder  # non-Initiative draws first
            drawers = [x["combatant"] for x in draws]
            assert drawers == sorted(drawers, key=lambda c: c == holder)
            if a == vc:  # VC target priority
                named = None
                aimed = targets.get(vc) or target  # the VC's own target, else TARGET
                if aimed and POSITIONS.index(aimed) < len(formation):
                    named = formation[POSITIONS.index(aimed)]
                green_rats = [r for r in formation if r not in red]
                if named:
                    assert d == named
                elif green_rats:
                    assert d == min(green_rats, key=markers.__getitem__)
                else:
                    assert damage[d] == max(damage[r] for r in formation)
            rat_cards = [CARD[c] for c in e["rat_cards"]]
            vc_cards = [CARD[c] for c in e["vc_cards"]]
            assert e["rat_total"] == hand_total(rat_cards)
            assert e["rat_total"] >= 13  # at least 13 (or bust)
            raw = hand_total(vc_cards)
            assert raw >= STICK_AT[e["vc_kind"]] > hand_total(vc_cards[:-1])
            assert e["vc_total"] == vc_final_total(raw, e["vc_kind"], zone)
            ties = e["weapon"] == "knife" and abilities[rat] == "knife_fighter"
            winner, charlie = decide_winner(e["rat_total"], len(rat_cards), e["vc_total"],
                                            len(vc_cards), holder == rat, rules.charlie_cards,
                                            rat_wins_ties=ties)
            assert (e["winner"], e["charlie"]) == (winner, charlie)
            row = rules.result(winner, e["rat_total"] > 21, e["vc_total"] > 21, charlie)
            assert e["damage"] == row.damage[kinds[vc]] >= 0
            red |= {a, d}
        elif kind == "damage":
            assert e["amount"] > 0
            damage[e["rat"]] = e["total"]
        elif kind == "taken_out":
            out.add(e["rat"])
            formation = list(e["formation"])
        elif kind == "formation":  # the Position markers re-assigned (a prompt)
            assert sorted(e["formation"]) == sorted(formation)
            formation = list(e["formation"])
        elif kind == "vc_removed":
            field.discard(e["vc"])
        elif kind == "combat_reshuffle":
            assert e["cards"] == 54
            draws = []
        elif kind == "card_discarded":
            draws = [x for x in draws if x["card"] != e["card"]]


def run_audited(seed: int, setup: dict[str, Any], policy: Policy, **kw: Any) -> GameState:
    state = make_state(seed, **kw)
    formation = list(state.team.formation)
    damage = {r.id: r.damage for r in state.team.rats}
    play(state, setup, policy)
    audit(state, formation, damage, setup.get("target"))
    return state


# -- 1. Rats Choose Weapon ---------------------------------------------------------------

def test_weapon_is_chosen_per_rat_before_round_1_only() -> None:
    """1. Rats Choose Weapon: before round 1, each Rat individually, Knife by default;
    the same weapon for all rounds."""
    state = make_state(3)
    prompts = play(state, {"standard": 3}, steady())
    weapons = [p for p in prompts if p.kind == "combat.weapon"]
    assert [p.info["rat"] for p in weapons] == ["ghost", "light", "mole"]
    assert prompts[:3] == weapons
    assert all(p.default == "knife" and p.ids() == ["knife", "pistol", "silencer"]
               for p in weapons)
    assert [e["weapon"] for e in of(state.log, "combat_weapon")] == ["knife"] * 3
    assert of(state.log, "combat_round")[0]["seq"] > of(state.log, "combat_weapon")[-1]["seq"]


@pytest.mark.parametrize(("weapon", "per_interaction"), [
    ("knife", 0), ("pistol", 2), ("silencer", 1)])
def test_weapon_tb_discards_every_interaction(weapon: str, per_interaction: int) -> None:
    """1. Rats Choose Weapon: Pistol discards 2 TB, Silencer 1, in every Combat interaction
    involving the Rat, whether or not the card discard is used."""
    state = make_state(5, tb=200)
    play(state, {"standard": 3}, steady(weapon))
    interactions = of(state.log, "combat_interaction")
    discards = [e for e in state.log if e["type"] in ("tb_discard", "tb_remove", "tb_marker")
                and e.get("reason") == f"combat_{weapon}"]
    assert interactions and len(discards) == per_interaction * len(interactions)


def test_pistol_discard_any_card_then_draw_2_keep_1() -> None:
    """1. Rats Choose Weapon, Pistol: once per interaction discard any drawn card (even when
    bust), draw 2 new cards, keep one, discard the other; then keep drawing if desired."""
    state = make_state(11)

    def bust_then_pistol(prompt: Prompt) -> str:
        ids, info = prompt.ids(), prompt.info
        if prompt.kind == "combat.weapon":
            return "pistol"
        if prompt.kind == "combat.draw":
            if info["rat_bust"]:
                return "pistol" if "pistol" in ids else "stick"
            return "draw"
        if prompt.kind == "combat.pistol_discard":
            return ids[0]
        return prompt.default or ids[0]

    prompts = play(state, {"standard": 2}, bust_then_pistol)
    busts = [p for p in prompts if p.kind == "combat.draw" and p.info["rat_bust"]]
    assert any("pistol" in p.ids() for p in busts)  # available when bust
    discards = [p for p in prompts if p.kind == "combat.pistol_discard"]
    keeps = [p for p in prompts if p.kind == "combat.pistol_keep"]
    assert discards and len(keeps) == len(of(state.log, "pistol_draw"))
    for p in discards:  # any drawn card may go
        assert p.ids() == p.info["rat_cards"]
    for p in keeps:
        assert len(p.ids()) == 2 and p.ids() == p.info["offered"]
    # once per interaction: after the keep, no pistol in that interaction
    seen_pistol = False
    for p in prompts:
        if p.kind == "combat.pistol_keep":
            seen_pistol = True
        elif p.kind == "combat.draw" and seen_pistol and not only(p.info["rat_cards"], list)[:-1]:
            seen_pistol = False  # a new interaction
        elif p.kind == "combat.draw" and seen_pistol:
            assert "pistol" not in p.ids()
    for e in of(state.log, "pistol_draw"):
        before = state.log[e["seq"] - 1]
        unkept, kept = state.log[e["seq"] + 1], state.log[e["seq"] + 2]
        assert before["type"] == "card_discarded" and before["reason"] == "pistol"
        assert unkept["type"] == "card_discarded" and kept["type"] == "card_drawn"
        assert {unkept["card"], kept["card"]} == set(e["cards"]) and kept["via"] == "pistol"


def test_silencer_discards_the_last_card_and_draws_1() -> None:
    """1. Rats Choose Weapon, Silencer: once per interaction discard the last drawn card
    (even when bust) and draw 1 new card."""
    state = make_state(12)
    prompts = play(state, {"standard": 2}, steady("silencer", use="silencer"))
    used = [p for p in prompts if p.kind == "combat.draw" and "silencer" in p.ids()]
    assert used
    for e in of(state.log, "card_discarded"):
        assert e["reason"] == "silencer"
        nxt = state.log[e["seq"] + 1]
        assert nxt["type"] == "card_drawn" and nxt["via"] == "silencer"
    for p in used:  # what was discarded is the last card of the hand shown
        discard = next(e for e in of(state.log, "card_discarded")
                       if e["card"] == only(p.info["rat_cards"], list)[-1])
        assert discard
    per_interaction: dict[int, int] = {}
    n = 0
    for e in state.log:
        if e["type"] == "combat_reshuffle":
            n += 1
        if e["type"] == "card_discarded":
            per_interaction[n] = per_interaction.get(n, 0) + 1
    assert max(per_interaction.values()) == 1  # once per interaction


# -- 2. Determine Initiative, Reposition, Reserves --------------------------------------

@pytest.mark.parametrize("side", ["RATS", "VC"])
def test_side_initiative_in_the_first_round(side: str) -> None:
    """2. Determine Initiative: the side named by the Event gets the lowest markers in the
    first round; later rounds are random (our reading: "In the first round, one side ...
    may automatically have the Initiative")."""
    lowest_later = []
    for seed in range(30):
        state = make_state(seed)
        play(state, {"standard": 3, "elite": 1, "initiative": side}, steady())
        rounds = of(state.log, "combat_round")
        first = rounds[0]["initiative"]
        own = [c for c in first if (c.startswith("S") or c.startswith("E")) == (side == "VC")]
        assert sorted(first[c] for c in own) == list(range(1, len(own) + 1))
        for r in rounds[1:]:
            lowest_later.append(min(r["initiative"], key=r["initiative"].__getitem__))
    sides = {c.startswith("S") for c in lowest_later}
    assert sides == {True, False}  # both sides lead later rounds


def test_reposition_offered_from_round_2() -> None:
    """Reposition: "Starting from the 2nd round of combat, prior to the determination of
    Initiative, you may choose 1 Rat to Reposition"."""
    state = make_state(2)
    prompts = play(state, {"standard": 3, "elite": 2}, steady(stick=19))
    repositions = [p for p in prompts if p.kind == "combat.reposition"]
    assert [p.info["round"] for p in repositions] == list(
        range(2, len(of(state.log, "combat_round")) + 1))
    assert repositions and all(p.default == "none" and p.ids()[0] == "none"
                               for p in repositions)


def test_rulebook_reposition_example() -> None:
    """Reposition, the rulebook's example: round 2, 3 Rats v 3 VC, W. Hawk "Light"
    Repositions and takes the '6'; one VC is eliminated; at the start of round 3 Light
    takes the '1', R. A. Hood "Mole" Repositions and takes the '5'; the Rat that took the
    '1' cannot Reposition again that round (our ruling)."""
    policy = steady(reposition={2: "light", 3: "mole"})
    for seed in range(300):
        state = make_state(seed, threat=1)
        prompts = play(state, {"standard": 3}, policy)
        if state.failure:
            continue
        rounds = of(state.log, "combat_round")
        if len(rounds) >= 3 and len(rounds[1]["initiative"]) == 6 \
                and len(rounds[2]["initiative"]) == 5:
            break
    else:
        pytest.fail("no seed reproduces the example")
    assert rounds[1]["repositioned"] == "light" and rounds[1]["initiative"]["light"] == 6
    assert rounds[2]["first"] == "light" and rounds[2]["initiative"]["light"] == 1
    assert rounds[2]["repositioned"] == "mole" and rounds[2]["initiative"]["mole"] == 5
    round3 = [p for p in prompts if p.kind == "combat.reposition" and p.info["round"] == 3]
    assert "light" not in round3[0].ids() and "mole" in round3[0].ids()
    if len(rounds) > 3:  # "If the Combat goes to another round, Mole will take the '1'"
        assert rounds[3]["initiative"]["mole"] == 1


def test_reserve_vc_enter_at_the_start_of_the_next_round() -> None:
    """VC Reserves: more than 3 VC: the rest wait in Reserve (not dealt markers) and
    replace eliminated VC at the start of the next round."""
    for seed in range(6):
        state = make_state(seed, threat=1, tb=200)
        play(state, {"standard": 5}, steady())
        if state.failure:
            continue
        start = of(state.log, "combat_start")[0]
        assert start["vc"] == ["S1", "S2", "S3"] and start["reserve"] == ["S4", "S5"]
        for e in of(state.log, "vc_enters"):
            assert state.log[e["seq"] + 1]["type"] in ("vc_enters", "combat_round")
        assert sorted(e["vc"] for e in of(state.log, "vc_removed")) == [
            "S1", "S2", "S3", "S4", "S5"]
        return
    pytest.fail("every seed failed")


# -- 3. Determine Combatants -------------------------------------------------------------

def test_each_vc_attacks_the_rat_the_event_names() -> None:
    """Combat: "The Event text will say if a particular VC attacks a particular Rat": the
    Elite VC attack the Lead Man and the Standard VC the Support Man; a VC named by its
    marker (E2) follows its own target before its kind's."""
    setup = {"standard": 2, "elite": 2, "elite_target": "LEAD", "standard_target": "SUPPORT",
             "e2_target": "BACKUP"}
    seen = set()
    for seed in range(12):
        state = run_audited(seed, setup, steady())
        start = of(state.log, "combat_start")[0]
        assert start["targets"] == {"E1": "LEAD", "E2": "BACKUP", "S1": "SUPPORT",
                                    "S2": "SUPPORT"}
        formation = ["ghost", "light", "mole"]
        for e in of(state.log, "combat_interaction"):
            if e["attacker"] == e["vc"] and not of(state.log[:e["seq"]], "taken_out"):
                want = {"E1": 0, "E2": 1, "S1": 2, "S2": 2}[e["vc"]]
                assert e["defender"] == formation[want]
                seen.add(e["vc"])
    assert {"E1", "S1"} <= seen


@pytest.mark.parametrize("side", ["RATS", "VC"])
def test_initiative_fixed_for_every_round(side: str) -> None:
    """2. Determine Initiative: "randomly determined at the start of each round (unless
    otherwise stated by the Event text)": INITIATIVE_ROUNDS ALL gives the Event's side the
    lowest markers in every round, not only the first."""
    later = 0
    for seed in range(20):
        state = make_state(seed)
        play(state, {"standard": 3, "elite": 1, "initiative": side,
                     "initiative_rounds": "ALL"}, steady())
        assert of(state.log, "combat_start")[0]["initiative_rounds"] == "ALL"
        vc_ids = {"S1", "S2", "S3", "E1"}
        for r in of(state.log, "combat_round"):
            markers = r["initiative"]
            own = [c for c in markers if (c in vc_ids) == (side == "VC")]
            assert sorted(markers[c] for c in own) == list(range(1, len(own) + 1))
            later += r["round"] > 1
    assert later  # later rounds were played and kept the side


def test_the_event_says_which_vc_wait_in_the_reserve() -> None:
    """VC Reserves: "determine the Initiative for the 3 VC participating in the first
    round of Combat, as set out in the Mission text": RESERVE ELITE holds the Elite VC
    back and sends the Standard VC in first; by default the Standard VC wait."""
    state = make_state(3)
    play(state, {"standard": 3, "elite": 2, "reserve": "ELITE"}, steady())
    start = of(state.log, "combat_start")[0]
    assert (start["vc"], start["reserve"]) == (["S1", "S2", "S3"], ["E1", "E2"])
    state = make_state(3)
    play(state, {"standard": 3, "elite": 2}, steady())
    start = of(state.log, "combat_start")[0]
    assert (start["vc"], start["reserve"]) == (["E1", "E2", "S1"], ["S2", "S3"])
    assert "targets" not in start and "initiative_rounds" not in start


def test_rat_chooses_which_vc_to_attack() -> None:
    """3. Determine Combatants: "You as the Rat can decide which VC you wish to attack"."""
    state = make_state(4)
    policy, chosen = steady(), []
    procedure = resolve_combat(state, {"standard": 3}, False)
    prompt = next(procedure)
    try:
        while True:
            answer = policy(prompt)
            if prompt.kind == "combat.target":
                answer = prompt.ids()[-1]  # not the default
                assert set(prompt.ids()) <= {"S1", "S2", "S3"}
                chosen.append((prompt.info["rat"], answer, len(state.log)))
            prompt = procedure.send(answer)
    except StopIteration:
        pass
    assert chosen
    for rat, vc, seq in chosen:
        e = next(x for x in of(state.log, "combat_interaction") if x["seq"] >= seq)
        assert (e["attacker"], e["defender"]) == (rat, vc)


def test_event_named_target_is_attacked_by_every_vc() -> None:
    """3. Determine Combatants, VC priority 1: the Rat specified by the Event."""
    state = run_audited(8, {"standard": 3, "target": "SUPPORT"}, steady())
    vc_attacks = [e for e in of(state.log, "combat_interaction") if e["attacker"] == e["vc"]]
    assert vc_attacks and all(e["defender"] == "mole" for e in vc_attacks
                              if "mole" in state.team.formation)


def test_markers_flip_and_lowest_green_acts() -> None:
    """3. Determine Combatants and Reshuffle: the lowest green marker attacks; both markers
    flip red; nobody attacks twice in a round (checked by the audit)."""
    for seed in range(10):
        run_audited(seed, {"standard": 2, "elite": 1}, steady())


# -- 4. Resolve Combat -------------------------------------------------------------------

def test_rat_must_draw_to_13_and_knife_draws_are_not_asked_below() -> None:
    """4. Resolve Combat: "you must draw until you get a combined value of at least 13 (even
    if the VC has drawn first and gone bust)"; stick is not a legal answer below 13."""
    state = make_state(21)
    prompts = play(state, {"standard": 3}, steady(stick=0))
    draws = [p for p in prompts if p.kind == "combat.draw"]
    assert draws and all(only(p.info["rat_total"], int) >= 13 for p in draws)
    assert all(e["rat_total"] >= 13 for e in of(state.log, "combat_interaction"))
    state = make_state(21)
    prompts = play(state, {"standard": 3}, steady("pistol", stick=0))
    low = [p for p in prompts if p.kind == "combat.draw" and only(p.info["rat_total"], int) < 13]
    assert low and all("stick" not in p.ids() for p in low)


@pytest.mark.parametrize(("threat", "high", "zone"), [
    (2, False, "low"), (5, False, "medium"), (8, False, "high"), (1, True, "high")])
def test_vc_draws_and_threat(threat: int, high: bool, zone: str) -> None:
    """4. Resolve Combat: Standard VC stick at 17+, Elite at 16+ then +1 under 21; Medium
    +1 under 21; High +/-1 toward 21 even when bust. Optional Rules: "Treat all Combats as
    if the Threat Level was High"."""
    state = run_audited(threat, {"standard": 2, "elite": 2}, steady(), threat=threat,
                        high=high)
    assert of(state.log, "combat_start")[0]["zone"] == zone
    assert {e["zone"] for e in of(state.log, "combat_interaction")} == {zone}


def test_high_threat_brings_a_bust_back_to_21() -> None:
    """4. Resolve Combat: "If this brings their combined total down to 21, their going
    'bust' is ignored for all purposes"."""
    saved = []
    for seed in range(200):
        state = make_state(seed, threat=9)
        play(state, {"standard": 3}, steady())
        saved += [e for e in of(state.log, "combat_interaction")
                  if hand_total([CARD[c] for c in e["vc_cards"]]) == 22]
    assert saved, "no VC drew 22: the case was never tested"
    assert all(e["vc_total"] == 21 for e in saved)


def test_card_effect_symbol_discards_tb() -> None:
    """Discarding TB Cards (in Combat): the VC drew a card with a card-effect symbol."""
    found = 0
    for seed in range(40):
        state = make_state(seed, tb=200)
        play(state, {"standard": 3}, steady())
        if state.failure:
            continue
        seqs = [e["seq"] for e in of(state.log, "combat_reshuffle")]
        for e in of(state.log, "combat_interaction"):
            end = next(s for s in seqs if s > e["seq"])
            expected = RULES.tb_discards([CARD[c] for c in e["vc_cards"]], "vc")
            got = [x for x in state.log[e["seq"]:end]
                   if x.get("reason") == "combat_card_effect"]
            assert len(got) == expected
            found += expected
    assert found


def test_knife_fighter_wins_ties() -> None:
    """rats.toml knife_fighter (a Unique Ability hook read by Combat): with a Knife,
    Knuckles wins ties even without the Initiative."""
    ties = []
    for seed in range(300):
        state = make_state(seed, team=("knuckles", "ghost", "light"))
        play(state, {"standard": 3, "initiative": "VC"}, steady())
        if state.failure:
            continue
        ties += [e for e in of(state.log, "combat_interaction")
                 if e["rat"] == "knuckles" and e["rat_total"] == e["vc_total"] <= 21
                 and e["initiative_holder"] != "knuckles" and not e["charlie"]]
    assert ties, "no tie found: the case was never tested"
    assert all(e["winner"] == "rat" for e in ties)


# -- Applying Damage, the end of Combat --------------------------------------------------

def test_damage_follows_the_results_table() -> None:
    """Applying Damage and Player Aid 4: the Rat loses, or wins against a VC that did not
    go bust: Damage; the VC is removed when the Rat wins."""
    state = run_audited(30, {"standard": 3, "elite": 1}, steady())
    interactions = of(state.log, "combat_interaction")
    # both cases occur in this Combat, so both checks below are made
    assert any(e["damage"] for e in interactions)
    assert any(e["winner"] == "rat" for e in interactions)
    for e in interactions:
        nxt = state.log[e["seq"] + 1]
        if e["damage"]:
            assert nxt["type"] == "damage" and nxt["amount"] == e["damage"]
            assert nxt["rat"] == e["rat"] and nxt["cause"] == "combat"
        if e["winner"] == "rat":
            assert any(x["type"] == "vc_removed" and x["vc"] == e["vc"]
                       for x in state.log[e["seq"]:e["seq"] + 4])


def test_replaced_player_aids_are_used() -> None:
    """Content is data (docs/content.md): the content's combat and damage tables drive the Combat (a
    printed Player Aid can replace ours)."""
    content = copy.deepcopy(PACK)
    for row in content["damage"]["results"]:
        row["damage"] = {"standard": 5, "elite": 5} if row["winner"] == "vc" else {
            "standard": 0, "elite": 0}
    content["combat"]["values"]["K"] = [0]
    state = make_state(4, content=content)
    play(state, {"standard": 3}, steady())
    interactions = of(state.log, "combat_interaction")
    assert {e["damage"] for e in interactions} <= {0, 5}
    assert any(e["damage"] == 5 for e in interactions)
    cards = {c.id: c for c in combat_rules(content).cards}
    assert cards["KH"].values == (0,)
    for e in interactions:
        assert e["damage"] == (5 if e["winner"] == "vc" else 0)
        assert e["rat_total"] == hand_total([cards[c] for c in e["rat_cards"]])


def test_combat_ends_when_no_vc_remain_and_threat_goes_to_1() -> None:
    """Reshuffle Cards and Start Next Combat: no VC (Reserve included): End Combat, Threat
    to 1 unless otherwise instructed."""
    state = next(s for s in (run_audited(seed, {"standard": 4}, steady(), threat=6, tb=200)
                              for seed in range(50)) if not s.failure)
    end = state.log[-1]
    assert end["type"] == "combat_end" and end["outcome"] == "vc_eliminated"
    assert end["threat_after"] == 1 and state.threat == 1
    assert len(of(state.log, "vc_removed")) == 4


def test_threat_after_from_the_event() -> None:
    """COMBAT THREAT_AFTER: the Event says otherwise."""
    state = make_state(7, threat=6, tb=200)
    play(state, {"standard": 1, "threat_after": 4}, steady())
    assert state.threat == 4 and state.log[-1]["threat_after"] == 4


def test_positions_are_reassigned_inside_a_combat() -> None:
    """Applying Damage: a Rat Taken Out in a Combat; the Position markers are re-assigned
    at once (a prompt), and the VC set on the Lead Man attack the Rat chosen."""
    for seed in range(200):
        state = make_state(seed, damage={"ghost": 9})
        asked: list[Prompt] = []

        def answer(prompt: Prompt, asked: list[Prompt] = asked) -> str:
            if prompt.kind == "positions":
                asked.append(prompt)
                return "mole,light"
            return steady()(prompt)

        play(state, {"standard": 3, "target": "LEAD"}, answer)
        if asked:
            break
    else:
        pytest.fail("no Combat took the Lead Man out")
    assert asked[0].info["taken_out"] == "ghost" and asked[0].default == "keep"
    assert state.team.formation[:1] == ["mole"] or state.failure is not None
    after = [e for e in of(state.log, "combat_interaction")
             if e["seq"] > of(state.log, "taken_out")[0]["seq"] and e["attacker"] == e["vc"]]
    assert all(e["defender"] == "mole" for e in after if not of(
        state.log[:e["seq"]], "taken_out")[1:])


def test_two_rats_taken_out_fail_the_mission() -> None:
    """Combat: "until ... there is only 1 Rat left not Taken Out (in which case the Mission
    is failed)"; Applying Damage: 10 Damage Takes Out; the Position markers move up."""
    state = make_state(1, damage={"ghost": 9, "light": 9, "mole": 9})
    play(state, {"standard": 3, "elite": 2}, steady())
    assert state.failure == "rats_taken_out"
    outs = of(state.log, "taken_out")
    assert len(outs) == 2 and state.log[-1]["type"] in ("taken_out", "tb_deck")
    assert not of(state.log, "combat_end")
    assert state.team.formation == [r.id for r in state.team.rats if not r.taken_out]


def test_team_of_two_fails_when_one_more_rat_falls() -> None:
    state = make_state(2, damage={"light": 9})
    state.team.rats[0].taken_out = True
    state.team.formation.remove(state.team.rats[0].id)
    play(state, {"standard": 5, "elite": 2}, steady(stick=20))
    assert state.failure == "rats_taken_out"
    weapons = of(state.log, "combat_weapon")
    assert [e["rat"] for e in weapons] == ["light", "mole"]


def test_random_combat_flag_and_start_event() -> None:
    """Combat: a Random Combat (Threat 9 at the end of a Crawl) is flagged in the log."""
    state = make_state(1, threat=9)
    play(state, {"standard": 2, "elite": 0}, steady(), random_combat=True)
    start = state.log[0]
    assert start["type"] == "combat_start" and start["random_combat"] is True
    assert (start["standard"], start["elite"], start["initiative"]) == (2, 0, "RANDOM")
    assert start["reserve"] == []


def test_same_seed_same_answers_same_combat() -> None:
    """Determinism (docs/engine.md): the same seed and answers give the same Combat."""
    logs = []
    for _ in range(2):
        state = make_state(77)
        play(state, {"standard": 3, "elite": 1}, random_policy(5))
        logs.append(json.dumps(state.log))
    assert logs[0] == logs[1]


def test_prompts_are_json_and_illegal_answers_refused() -> None:
    state = make_state(9)
    prompts = play(state, {"standard": 2, "elite": 1}, random_policy(3))
    kinds = {p.kind for p in prompts}
    assert {"combat.weapon", "combat.draw", "combat.reposition"} <= kinds
    for p in prompts:
        json.dumps(p.to_json())
    procedure = resolve_combat(make_state(9), {"standard": 1}, False)
    next(procedure)
    with pytest.raises(IllegalAnswer):
        procedure.send("bazooka")


# -- properties --------------------------------------------------------------------------

@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), answers=st.integers(0, 2**32),
       standard=st.integers(0, 5), elite=st.integers(0, 2),
       side=st.sampled_from(["RATS", "VC", "RANDOM"]),
       target=st.sampled_from([None, "LEAD", "BACKUP", "SUPPORT"]),
       threat=st.integers(1, 9), high=st.booleans(), tb=st.integers(3, 40),
       aims=st.dictionaries(st.sampled_from(["elite_target", "standard_target",
                                             "e1_target", "s1_target", "s3_target"]),
                            st.sampled_from(["LEAD", "BACKUP", "SUPPORT"]), max_size=3),
       rounds=st.sampled_from(["FIRST", "ALL"]), reserve=st.sampled_from(["STANDARD",
                                                                           "ELITE"]))
def test_property_random_combats(seed: int, answers: int, standard: int, elite: int,
                                 side: str, target: str | None, threat: int, high: bool,
                                 tb: int, aims: dict[str, str], rounds: str,
                                 reserve: str) -> None:
    """With random answers every Combat ends; the deck holds 54 after every reshuffle;
    Damage is never negative; a Taken Out Rat never acts again; every interaction
    follows the rules (the audit), per-VC targets and Initiative every round included."""
    if standard + elite == 0:
        standard = 1
    setup = {"standard": standard, "elite": elite, "initiative": side, "target": target,
             "initiative_rounds": rounds, "reserve": reserve, **aims}
    state = run_audited(seed, setup, random_policy(answers), threat=threat, high=high, tb=tb)
    assert all(r.damage >= 0 for r in state.team.rats)
    if state.failure is None:
        assert state.log[-1]["type"] == "combat_end"
        assert sum(r.taken_out for r in state.team.rats) <= 1
    out_at = {e["rat"]: e["seq"] for e in of(state.log, "taken_out")}
    for e in state.log:
        for rat, seq in out_at.items():
            if e["seq"] > seq:
                assert rat not in (e.get("attacker"), e.get("defender"), e.get("combatant"))
