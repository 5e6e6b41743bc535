"""The rulebook's Example of Play, played through the public procedures with the same
ratings, kit, cards and dice ("Example of Play"), asserting the same results: the Zombie
shot with the Sub-Machine Gun needing 4, the HtH rounds against Chaos Agent 2 (21 against
15, then 15 against 21: 16 and 22 by our reading of his HtH 11 with the Steel Gloves,
docs/chainsaw-warrior/rules.md), the wound (14 to 13), the Extra Wound 7 that forbids an escape,
five minutes on the clock before the Secret Passage, and nine cards skipped through it.
"""

from __future__ import annotations

from .helpers import events, new, stack_deck_one, stack_pile

# Endurance 15 (4D6), Wounds 14 (2D6+6), HtH 10 (1D6+6) +1 Strength = 11, Reflexes 9
# (1D6+5), Marksmanship +1 (a 5 on its table), Skill 4: Strength; Allowance 6 (1D6+2).
CREATION = [3, 4, 4, 4, 4, 4, 4, 4, 5, 4, 4]
PLAY = [
    5,        # stairs, Clear: "Roll a 5, nothing encountered"
    2,        # an empty room: "again the check reveals nothing"
    3, 4,     # the Zombie: the SMG's aimed shot, "A roll of 7"
    3,        # an empty corridor
    6, 6,     # Chaos Agent 2: "He gets a pair of 6s"
    3, 1,     # "I counter with a 3 and a 1"
    3, 4,     # "a roll of 7 on the Extra Wound table"
    2, 4,     # "The Agent rolls a total of 6"
    4, 6,     # "I counter with a roll of 10"
    1,        # a balcony, Clear
    2,        # another corridor, empty
    4, 5,     # the Secret Passage: "I roll a 9"
]
CARDS = [("stairs", "CLEAR"), ("room", "EMPTY"), ("room", "ZOMBIE"), ("corridor", "EMPTY"),
         ("corridor", "AGENT2"), ("balcony", "CLEAR"), ("corridor", "EMPTY"),
         ("elevator", "FIRST_AID_KIT"), ("elevator", "SECRET_PASSAGE"),
         # the nine cards skipped: "I missed a Dump, but also 3 Traps"
         ("room", "EMPTY"), ("room", "DUMP1"), ("corridor", "CAVE_IN"), ("room", "EMPTY"),
         ("corridor", "MINES"), ("corridor", "EMPTY"), ("room", "NET"), ("room", "EMPTY"),
         ("corridor", "EMPTY")]


def arrange(state):
    stack_deck_one(state, CARDS)
    stack_pile(state, "gun", ["SUB_MACHINE_GUN"])
    stack_pile(state, "clothing", ["INFRA_RED_GOGGLES", "STEEL_GLOVES"])
    stack_pile(state, "device", ["SONIC_AMPLIFIER", "LOCK_PICK_SET"])


def play_example():
    game = new(CREATION + PLAY, arrange=arrange)
    game.answer("continue")  # the briefing
    for pile in ("gun", "clothing", "clothing", "device", "device"):
        assert game.prompt.kind == "kit"
        game.answer(pile)
    # "Now I am ready to enter this infernal hell-hole..."
    game.until("shoot").answer("sub_machine_gun@0")
    game.until("lucky").answer("no")  # "I refrain from attempting a tricky Lucky Shot"
    game.until("passage")
    for _ in range(9):
        game.answer("skip")
    return game


def test_the_warrior_and_his_kit():
    game = play_example()
    (w,) = events(game.state, "warrior_created")
    assert (w["endurance"], w["wounds"], w["hth"], w["reflexes"], w["marksmanship"],
            w["skill"]) == (15, 14, 11, 9, 1, "strength")
    (allowance,) = [e for e in events(game.state, "kit_allowance")]
    assert allowance["points"] == 6
    (kit,) = events(game.state, "kit_chosen")
    assert kit["items"] == ["LASER_LANCE", "SUB_MACHINE_GUN", "INFRA_RED_GOGGLES",
                            "STEEL_GLOVES", "SONIC_AMPLIFIER", "LOCK_PICK_SET"]
    assert kit["points_left"] == 0


def test_the_zombie_falls_to_one_burst_needing_4():
    game = play_example()
    (shot,) = events(game.state, "aimed_shot")
    # "SMG against Zombies is 5, but I've got a +1 Marksmanship so I need a 4 or more."
    assert (shot["weapon"], shot["creature"], shot["needed"], shot["modifier"]) == \
        ("SUB_MACHINE_GUN", "ZOMBIE", 5, 1)
    assert shot["needed"] - shot["modifier"] == 4
    # "the Sonic Amplifier negates the need for a Reflex Test"
    assert shot["reflex_spared_by"] == "SONIC_AMPLIFIER"
    assert not [e for e in events(game.state, "reflex_test") if e["purpose"] == "aimed shot"]
    # "A roll of 7 and there's one (hopefully truly) dead Zombie."
    assert shot["roll"] == 7 and shot["hit"] is True
    # "Change the number of bursts remaining on the SMG from 10 to 9"
    used = [e for e in events(game.state, "item_used") if e["card"] == "SUB_MACHINE_GUN"]
    assert [u["uses_left"] for u in used] == [9]


def test_chaos_agent_2_two_rounds_a_wound_and_extra_wound_7():
    game = play_example()
    rounds = events(game.state, "hth_round")
    # "my HtH 11 score": his sheet's rating; the Steel Gloves he wears are Clothing and
    # always add their +1 (docs/chainsaw-warrior/rules.md, "Clothing stacks"), so he
    # fights at 12, and each round ends as in the Example.
    assert [(r["creature_total"], r["you_total"], r["result"]) for r in rounds] == [
        (21, 16, "lose"), (15, 22, "win")]
    assert all(r["attack"] == 9 and r["rating"] == 12 for r in rounds)
    assert game.state.me.hth == 11
    # "My Wound Marker moves from 14 to 13"
    (wound,) = events(game.state, "wounds")
    assert (wound["before"], wound["after"]) == (14, 13)
    # "a roll of 7 on the Extra Wound table indicates only that I can't attempt an escape"
    (extra,) = events(game.state, "extra_wound")
    assert extra["roll"] == 7
    kinds = [p for p in game.state.log if p["type"] in ("escape", "escaped")]
    assert kinds == []
    # "He leapt at me ... so I didn't have time to shoot him": no Aimed Shot at him
    assert len(events(game.state, "aimed_shot")) == 1
    # "Got him, and he's out of it!!"
    killed = [e for e in events(game.state, "creature_killed") if e["creature"] == "AGENT2"]
    assert killed and killed[0]["how"] == "hand_to_hand"


def test_the_first_aid_kit_and_five_minutes_then_the_passage():
    game = play_example()
    gained = [e for e in events(game.state, "item_gained") if e["card"] == "FIRST_AID_KIT"]
    assert len(gained) == 1 and gained[0]["house"] is not None
    # "have I really only been in here five minutes?"
    (passage_card,) = [e for e in events(game.state, "card_turned")
                       if e["encounter"] == "SECRET_PASSAGE"]
    assert passage_card["time"] == 10  # ten 30-second boxes
    # "I roll a 9, and can skip up to that many cards ... I'll ignore all 9 of them. It
    # turns out I missed a Dump, but also 3 Traps"
    (passage,) = events(game.state, "secret_passage")
    assert passage["cards"] == 9
    skipped = events(game.state, "card_skipped")
    assert len(skipped) == 9 and all(s["deck"] == 1 for s in skipped)
    encounters = [s["encounter"] for s in skipped]
    assert sum(e.startswith("DUMP") for e in encounters) == 1
    traps = [e for e in encounters
             if game.state.pack.encounters[e]["category"] == "trap"]
    assert len(traps) == 3
    assert game.state.me.wounds == 13 and game.result is None
