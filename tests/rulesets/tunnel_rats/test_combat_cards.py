"""Combat cards, card arithmetic, the content tables (Player Aids 3 and 4) and the pure rules
of Initiative (rulebook "Combat": "4. Resolve Combat", "Applying Damage", "2. Determine
Initiative", "Reposition", "VC Reserves", "3. Determine Combatants")."""

from __future__ import annotations

import copy
import itertools
from collections.abc import Callable

import pytest
from crawlbook.rulesets.tunnel_rats.engine.combat import decide_winner, vc_final_total
from crawlbook.rulesets.tunnel_rats.engine.combat_cards import (
    BLACKJACK,
    DECK_SIZE,
    CombatCard,
    CombatContentError,
    CombatDeck,
    default_rules,
    default_tables,
    hand_total,
    is_five_card_charlie,
    rules_from_content,
)
from crawlbook.rulesets.tunnel_rats.engine.content import load_pack
from crawlbook.rulesets.tunnel_rats.engine.initiative import (
    deal_initiative,
    initiative_holder,
    muster_vc,
    next_attacker,
    vc_target,
)
from crawlbook.runtime.rng import Rng
from hypothesis import given
from hypothesis import strategies as st

RULES = default_rules()
CARD = {c.id: c for c in RULES.cards}


def hand(*ids: str) -> list:
    return [CARD[i] for i in ids]


# -- the deck (Components: "54x Combat cards"; Combat: "52 standard playing cards and 2 Jokers")

def test_combat_deck_has_52_cards_and_2_jokers() -> None:
    assert len(RULES.cards) == DECK_SIZE == 54
    assert len({c.id for c in RULES.cards}) == 54
    assert sum(c.rank == "JOKER" for c in RULES.cards) == 2
    for rank in ("A", "2", "10", "J", "Q", "K"):
        assert sum(c.rank == rank for c in RULES.cards) == 4


def test_reshuffle_gathers_all_54_cards() -> None:
    """Reshuffle Cards and Start Next Combat: all the drawn Combat cards go back."""
    deck, rng = CombatDeck(RULES.cards), Rng(7)
    assert deck.reshuffle(rng) == 54
    drawn = [deck.draw(rng) for _ in range(10)]
    deck.discard(drawn[0])
    assert len(deck) == 54 and len(deck.draw_pile) == 44
    assert deck.reshuffle(rng) == 54
    assert len(deck.draw_pile) == 54 and not deck.out and not deck.discards
    assert sorted(c.id for c in deck.draw_pile) == sorted(c.id for c in RULES.cards)


def test_draws_are_deterministic_and_uniform() -> None:
    """One seeded Rng (docs/engine.md); the lazy shuffle deals every card evenly."""
    a, b = CombatDeck(RULES.cards), CombatDeck(RULES.cards)
    ra, rb = Rng(3), Rng(3)
    assert [a.draw(ra).id for _ in range(20)] == [b.draw(rb).id for _ in range(20)]
    deck, rng, counts = CombatDeck(RULES.cards), Rng(5), dict.fromkeys(CARD, 0)
    for _ in range(5400):
        deck.reshuffle(rng)
        counts[deck.draw(rng).id] += 1
    assert 50 < min(counts.values()) and max(counts.values()) < 160  # mean 100


def test_default_rules_are_the_content_pack_tables() -> None:
    """The engine's load_pack gives the same tables, keyed by file stem."""
    pack = load_pack()
    combat, damage = default_tables()
    assert pack["combat"] == combat and pack["damage"] == damage
    assert rules_from_content(pack["combat"], pack["damage"]) == RULES


# -- values: Aces 1 or 11, Jokers wild, the best total for the drawer -------------------

@pytest.mark.parametrize(("cards", "total"), [
    (("KS", "7H"), 17),
    (("AS", "KH"), 21),           # an Ace counts 11 when that fits
    (("AS", "5H", "KH"), 16),     # ... and 1 when 11 would bust
    (("AS", "AH", "9C"), 21),     # soft: one Ace 11, the other 1
    (("AS", "2C"), 13),           # soft 13 reaches the Rat's 13
    (("JOKER1", "5H"), 16),       # a wild Joker counts 11 ...
    (("JOKER1", "5H", "KC"), 21),  # ... or whatever brings the hand to 21
    (("JOKER1", "KC", "QC"), 21),  # down to 1
    (("JOKER1", "KC", "QC", "5D"), 26),  # bust: the lowest total
    (("10H", "QD", "5S"), 25),
    ((), 0),
])
def test_hand_total_best_value_for_the_drawer(cards: tuple[str, ...], total: int) -> None:
    """Player Aid 3 (crawlbook default): Aces 1 or 11, Jokers 1..11, the best value."""
    assert hand_total(hand(*cards)) == total


CARD_VALUES = st.lists(st.integers(min_value=0, max_value=BLACKJACK), min_size=1, max_size=4,
                       unique=True).map(tuple)


@given(st.lists(CARD_VALUES, max_size=6))
def test_hand_total_is_the_best_of_every_way_to_count_the_hand(
        values: list[tuple[int, ...]]) -> None:
    """Player Aid 3: the highest total of 21 or less the values allow, else the lowest;
    checked against every way of counting the cards, for any values content may give."""
    cards = [CombatCard(f"X{i}", "X", None, v) for i, v in enumerate(values)]
    totals = [sum(pick) for pick in itertools.product(*values)]
    fitting = [t for t in totals if t <= BLACKJACK]
    assert hand_total(cards) == (max(fitting) if fitting else min(totals))


def test_card_effect_symbol_on_the_red_tens() -> None:
    """Player Aid 3 (crawlbook default): the flare symbol on 10D and 10H, VC draws only."""
    marked = sorted(c.id for c in RULES.cards if c.effects)
    assert marked == ["10D", "10H"]
    assert RULES.tb_discards(hand("10D", "10H", "10S"), "vc") == 2
    assert RULES.tb_discards(hand("10D"), "rat") == 0


def test_five_card_charlie() -> None:
    """Player Aid 3 (crawlbook default): 5+ cards without going bust."""
    assert RULES.charlie_cards == 5
    assert is_five_card_charlie(5, 19, 5)
    assert is_five_card_charlie(6, 21, 5)
    assert not is_five_card_charlie(5, 22, 5)
    assert not is_five_card_charlie(4, 20, 5)
    assert not is_five_card_charlie(9, 20, 0)  # switched off


# -- the VC's total: Elite, Medium and High Threat (4. Resolve Combat) -------------------

@pytest.mark.parametrize(("raw", "kind", "zone", "final"), [
    (17, "standard", "low", 17),
    (18, "standard", "medium", 19),   # Medium: +1 if under 21
    (20, "standard", "medium", 21),
    (21, "standard", "medium", 21),
    (22, "standard", "medium", 22),   # Medium does nothing for a bust
    (19, "standard", "high", 20),     # High: +1 toward 21 ...
    (23, "standard", "high", 22),     # ... or -1 when bust
    (22, "standard", "high", 21),     # a bust brought back to 21 is not bust
    (21, "standard", "high", 21),     # already 21: ignore
    (16, "elite", "low", 17),         # Elite: +1 if under 21
    (20, "elite", "low", 21),
    (16, "elite", "medium", 18),      # Elite +1 then Medium +1
    (20, "elite", "medium", 21),      # Elite reaches 21: Medium has nothing to add
    (20, "elite", "high", 21),        # Elite reaches 21: High ignores it
    (22, "elite", "low", 22),         # no Elite bonus when bust
    (22, "elite", "high", 21),
    (26, "elite", "high", 25),
])
def test_vc_total_after_elite_and_threat(raw: int, kind: str, zone: str, final: int) -> None:
    """Rulebook 4. Resolve Combat: Elite +1 under 21; Medium +1 under 21; High +/-1 toward
    21 even when bust (High replaces Medium)."""
    assert vc_final_total(raw, kind, zone) == final


# -- the winner (Applying Damage) --------------------------------------------------------

@pytest.mark.parametrize(("rat", "rat_n", "vc", "vc_n", "rat_init", "winner", "charlie"), [
    (20, 2, 19, 2, False, "rat", False),   # closer to 21
    (18, 3, 19, 2, True, "vc", False),
    (19, 2, 19, 2, True, "rat", False),    # ties to the Initiative
    (19, 2, 19, 2, False, "vc", False),
    (22, 3, 18, 2, True, "vc", False),     # bust loses
    (18, 2, 23, 3, False, "rat", False),
    (23, 3, 24, 3, True, "rat", False),    # both bust: a tie (our ruling), Initiative wins
    (23, 3, 24, 3, False, "vc", False),
    (15, 5, 21, 2, False, "rat", True),    # Five-Card Charlie beats 21
    (20, 2, 18, 5, True, "vc", True),
    (19, 5, 20, 5, True, "vc", True),      # two Charlies compare totals
])
def test_decide_winner(rat: int, rat_n: int, vc: int, vc_n: int, rat_init: bool,
                       winner: str, charlie: bool) -> None:
    """Rulebook Applying Damage: closer to 21 without bust, Five-Card Charlie, ties to the
    Initiative."""
    assert decide_winner(rat, rat_n, vc, vc_n, rat_init, 5) == (winner, charlie)


def test_knife_fighter_wins_ties_without_the_initiative() -> None:
    """rats.toml knife_fighter: with a Knife the Rat wins ties (equal totals, not bust)."""
    assert decide_winner(19, 2, 19, 2, False, 5, rat_wins_ties=True) == ("rat", False)
    assert decide_winner(23, 3, 24, 3, False, 5, rat_wins_ties=True) == ("vc", False)


# -- the damage table (Player Aid 4, crawlbook default) ---------------------------------

def test_damage_table_follows_the_rulebook() -> None:
    """Combat: "The Rat will take Damage if he loses, or if the VC loses but doesn't go
    bust"; a VC that busts and loses costs the Rat nothing."""
    for kind in ("standard", "elite"):
        assert RULES.result("rat", False, True, False).damage[kind] == 0
        assert RULES.result("rat", False, False, False).damage[kind] > 0
        assert RULES.result("rat", False, False, True).damage[kind] > 0
        assert RULES.result("vc", False, False, False).damage[kind] > 0
        assert RULES.result("vc", True, False, False).damage[kind] > 0
    assert all(v >= 0 for row in RULES.results for v in row.damage.values())


# -- content checking: clear messages ----------------------------------------------------

def _broken(change: Callable[[dict], object], which: str) -> tuple[dict, dict]:
    combat, damage = default_tables()
    combat, damage = copy.deepcopy(combat), copy.deepcopy(damage)
    change(combat if which == "combat" else damage)
    return combat, damage


@pytest.mark.parametrize(("which", "change", "message"), [
    ("combat", lambda c: c["deck"].update(jokers=1), "the deck has 53 cards"),
    ("combat", lambda c: c["values"].pop("Q"), "no value for rank 'Q'"),
    ("combat", lambda c: c["values"].update(K="ten"), "list of card values"),
    ("combat", lambda c: c["effects"][0].update(cards=["11H"]), "no such card '11H'"),
    ("combat", lambda c: c["effects"][0].update(drawn_by=["nobody"]), "drawn_by"),
    ("combat", lambda c: c["five_card_charlie"].update(cards=-1), "five_card_charlie"),
    ("damage", lambda d: d["results"].pop(), "no result for winner=vc, rat_bust=false"),
    ("damage", lambda d: d["results"][0].update(winner="nobody"), "winner must be"),
    ("damage", lambda d: d["results"][0]["damage"].update(elite=-1), "damage.elite"),
    ("damage", lambda d: d["results"][0].update(vc_bust="yes"), "vc_bust must be"),
])
def test_bad_content_gets_a_clear_message(which: str, change: Callable[[dict], object],
                                          message: str) -> None:
    combat, damage = _broken(change, which)
    with pytest.raises(CombatContentError, match=message.replace("(", r"\(")):
        rules_from_content(combat, damage)


# -- Initiative markers (2. Determine Initiative) ----------------------------------------

RATS = ["ghost", "light", "mole"]


@pytest.mark.parametrize("seed", range(20))
def test_markers_1_to_n_dealt_to_every_combatant(seed: int) -> None:
    """"take as many Initiative markers as there are Combatants ... up to 6"."""
    for vcs in (["S1"], ["S1", "S2"], ["E1", "S1", "S2"]):
        markers = deal_initiative(Rng(seed), RATS, vcs)
        assert sorted(markers) == sorted(RATS + vcs)
        assert sorted(markers.values()) == list(range(1, len(RATS) + len(vcs) + 1))


@pytest.mark.parametrize("seed", range(20))
def test_side_initiative_gets_the_lowest_markers(seed: int) -> None:
    """"randomly distribute the 1 to 3 Initiative markers to that side, and the 4 to 6
    to the other side (adjusting depending on the number of Combatants on each side)"."""
    vcs = ["S1", "S2"]
    vc_side = deal_initiative(Rng(seed), RATS, vcs, side="VC")
    assert sorted(vc_side[v] for v in vcs) == [1, 2]
    assert sorted(vc_side[r] for r in RATS) == [3, 4, 5]
    rat_side = deal_initiative(Rng(seed), RATS, vcs, side="RATS")
    assert sorted(rat_side[r] for r in RATS) == [1, 2, 3]


def test_side_initiative_is_dealt_at_random_within_the_side() -> None:
    seen = {tuple(deal_initiative(Rng(s), RATS, ["S1", "S2", "S3"], side="RATS")[r]
                  for r in RATS) for s in range(40)}
    assert len(seen) == 6  # all orders of 1, 2, 3


def test_reposition_worked_example_markers() -> None:
    """Rulebook Reposition example: round 2, 3 Rats v 3 VC, W. Hawk "Light" Repositions
    and gets the '6'; round 3 (one VC eliminated) he gets the '1', R. A. Hood "Mole"
    Repositions and gets the '5'."""
    for seed in range(10):
        round2 = deal_initiative(Rng(seed), RATS, ["S1", "S2", "S3"], repositioned="light")
        assert round2["light"] == 6
        assert sorted(round2.values()) == [1, 2, 3, 4, 5, 6]
        round3 = deal_initiative(Rng(seed), RATS, ["S1", "S3"], repositioned="mole",
                                 first="light")
        assert round3["light"] == 1 and round3["mole"] == 5
        assert sorted(round3.values()) == [1, 2, 3, 4, 5]


def test_lowest_green_marker_attacks_next() -> None:
    """3. Determine Combatants: the lowest-number green marker attacks; red ones do not."""
    markers = {"ghost": 3, "S1": 1, "light": 2, "S2": 4}
    assert next_attacker(markers, set(), list(markers)) == "S1"
    assert next_attacker(markers, {"S1", "light"}, list(markers)) == "ghost"
    assert next_attacker(markers, set(markers), list(markers)) is None
    assert initiative_holder(markers, "S2", "light") == "light"  # note B: attacker may lack it


def test_only_active_combatants_with_markers_attack() -> None:
    """A Rat Taken Out, or a VC eliminated, keeps no turn; the first of equal markers."""
    markers = {"ghost": 3, "S1": 1, "light": 2, "S2": 4}
    assert next_attacker(markers, set(), ["ghost", "light", "S2"]) == "light"
    assert next_attacker(markers, set(), ["mole", "S2"]) == "S2"
    assert next_attacker({"a": 1, "b": 1}, set(), ["b", "a"]) == "b"


@pytest.mark.parametrize("seed", range(10))
@pytest.mark.parametrize(("side", "repositioned", "first"), [
    (None, None, None), ("VC", None, None), ("RATS", None, None),
    (None, "light", None), (None, "mole", "light"), ("VC", "mole", "light")])
def test_markers_are_listed_rats_first_then_vc(seed: int, side: str | None,
                                               repositioned: str | None,
                                               first: str | None) -> None:
    """The markers come in the order of the combatants (the log and prompts show them)."""
    markers = deal_initiative(Rng(seed), RATS, ["S1", "S2"], side=side,
                              repositioned=repositioned, first=first)
    assert list(markers) == [*RATS, "S1", "S2"]


def test_vc_target_priority() -> None:
    """3. Determine Combatants: the Event's Rat; the lowest green marker; the most Damage;
    random."""
    markers = {"ghost": 4, "light": 2, "mole": 5, "S1": 1}
    rats = [("ghost", 3), ("light", 0), ("mole", 5)]
    rng = Rng(1)
    assert vc_target(rng, rats, markers, set(), "mole") == "mole"
    assert vc_target(rng, rats, markers, set(), None) == "light"
    assert vc_target(rng, rats, markers, {"light"}, None) == "ghost"
    assert vc_target(rng, rats, markers, {"light", "ghost", "mole"}, None) == "mole"
    tied = [("ghost", 2), ("light", 2), ("mole", 0)]
    picks = {vc_target(Rng(s), tied, markers, set(markers), None) for s in range(30)}
    assert picks == {"ghost", "light"}


def test_more_than_three_vc_wait_in_reserve() -> None:
    """Combat: "If there are more than 3 VC participating, place the remainder in a VC
    Reserve"; the Reserve replaces the fallen (VC Reserves). Ruling: Elite fight first."""
    field, reserve = muster_vc(standard=4, elite=2)
    assert [v.id for v in field] == ["E1", "E2", "S1"]
    assert [v.id for v in reserve.vcs] == ["S2", "S3", "S4"]
    field.pop(0)
    field.pop(0)
    entered = reserve.reinforce(field)
    assert [v.id for v in entered] == ["S2", "S3"]
    assert [v.id for v in field] == ["S1", "S2", "S3"] and len(reserve) == 1
