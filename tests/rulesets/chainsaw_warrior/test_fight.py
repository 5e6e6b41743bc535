"""Fighting Creatures, steps 1 to 9, and the rules around them ("Fighting Creatures",
"Multiple Opponents", "Venom Infection", "Escaping", "Testing Reflexes", the Extra Wound
and Lucky Shot tables, Hiding).

Each test scripts the dice and answers the prompts of one fight (``helpers.fight`` runs
``engine.fight.meet``). The Warrior of ``helpers.bench``: HtH 10, Reflexes 8,
Marksmanship 0, 12 wounds, the Laser-lance (6 charges) in hand.
"""

from __future__ import annotations

import pytest
from crawlbook.rulesets.chainsaw_warrior.engine.state import GameOver

from .helpers import bench, events, fight, kinds


def test_step_1_a_mutant_brings_one_die_of_radiation():
    """Step 1: "If the creature is a Mutant, roll one die and move your Radiation marker
    that amount along your Endurance track. There is no way of avoiding this.\""""
    state = bench([3, 1, 1, 6, 6])
    outcome, _ = fight(state, "MUTANT_THING", "no")
    assert outcome == "won"
    (rad,) = events(state, "radiation")
    assert (rad["before"], rad["after"], rad["cause"]) == (0, 3, "Mutant Thing")


def test_step_2_one_venom_check_per_zombie_once_infected():
    """Step 2 and "Venom Infection": "you should make 1 infection check per Zombie you
    encounter ... before beginning combat"; a 5 or 6 moves the Venom marker one box."""
    state = bench([5, 4, 1, 1, 6, 6, 1, 1, 6, 6], infected=True)
    outcome, prompts = fight(state, "ZOMBIE", "no", "creature-2", "no", "fight", count=2)
    assert outcome == "won"
    checks = [e for e in events(state, "dice") if e["purpose"].startswith("venom")]
    assert [c["total"] for c in checks] == [5, 4]
    assert state.me.venom == 1
    # the checks come before anything else: before the Aimed Shot prompt
    assert state.log.index(checks[-1]) < next(
        i for i, e in enumerate(state.log) if e["type"] == "hth_round")
    assert kinds(prompts) == ["shoot", "opponent", "lucky", "escape"]


def test_no_check_for_the_zombie_that_first_infects_you():
    """"You do not check for infection from the Zombie that first wounds and contaminates
    you"; the venom spreads only by the step 2 roll, not by combat damage itself."""
    state = bench([6, 6, 1, 1, 3, 3, 1, 1, 6, 6])
    fight(state, "ZOMBIE", "no", "no", "fight")
    assert state.me.infected and state.me.venom == 0
    assert not [e for e in events(state, "dice") if e["purpose"].startswith("venom")]
    state.rng.faces = [5, 1, 1, 6, 6]
    fight(state, "ZOMBIE", "no")
    assert state.me.venom == 1


def test_darkness_venom_every_30_seconds_held_off_by_hth_killed_by_the_lance():
    """Darkness: "for every 30 seconds spent in its company roll one die; on a roll of 4,
    5 or 6 advance the Venom marker" (if infected); invulnerable but to the Laser-lance,
    inescapable; "You can kill Darkness with either a Lucky or an Aimed Shot"."""
    state = bench([4, 1, 1, 6, 6, 3, 1, 1, 6, 6, 6], infected=True)
    with pytest.raises(GameOver) as over:
        fight(state, "DARKNESS", "no", "no", "laser_lance@0")
    assert (over.value.outcome, over.value.cause) == ("win", "darkness_destroyed")
    presence = [e["total"] for e in events(state, "dice") if e["purpose"] == "venom (Darkness)"]
    assert presence == [4, 3] and state.me.venom == 1
    assert len(events(state, "held_off")) == 2
    assert not [p for p in state.log if p["type"] == "escape"]
    (lucky,) = events(state, "lucky_shot")
    assert lucky["weapon"] == "LASER_LANCE" and lucky["result"] == "killed"


def test_darkness_wounds_twice():
    """Darkness: "If Darkness wounds you, take 2 wounds instead of one"."""
    state = bench([6, 6, 1, 1, 3, 3, 6])
    with pytest.raises(GameOver):
        fight(state, "DARKNESS", "no", "laser_lance@0")
    (wounds,) = events(state, "wounds")
    assert wounds["amount"] == 2


def test_step_4_a_failed_reflex_test_means_no_shot_and_hand_to_hand():
    """Step 4: "If you roll higher than it the creature jumps you before you can fire and
    you must engage it in Hand-to-Hand combat"; no shot is ticked off."""
    state = bench([5, 4, 1, 1, 6, 6])
    fight(state, "ZOMBIE", "laser_lance@0")
    (test,) = events(state, "reflex_test")
    assert (test["total"], test["rating"], test["passed"]) == (9, 8, False)
    (shot,) = events(state, "aimed_shot")
    assert shot["jumped"] is True
    assert state.items[0].uses == 6 and events(state, "hth_round")


@pytest.mark.parametrize(("roll", "hit"), [((3, 4), False), ((4, 4), True)])
def test_step_5_the_blaster_example(roll, hit):
    """Step 5's example: "You are carrying a Blaster and have a Marksmanship of -1. The
    card says a 7 is needed; taking your poor aim into account you need to roll an 8 or
    more." A miss goes to Hand-to-Hand; either way the shot is ticked off."""
    from .helpers import give

    state = bench([2, 2, *roll, 1, 1, 6, 6], marksmanship=-1)
    (blaster,) = give(state, "BLASTER")
    fight(state, "ZOMBIE", "blaster@0")
    (shot,) = events(state, "aimed_shot")
    assert (shot["needed"], shot["modifier"], shot["roll"], shot["hit"]) == (7, -1, sum(roll), hit)
    assert blaster.uses == 15
    assert bool(events(state, "hth_round")) is not hit


def test_step_6_a_draw_overpowers_neither():
    """Step 6: "If they are equal there is a draw, with neither of you overpowering the
    other"; then (our ruling for the cut-off step 7) the round ends as any other."""
    state = bench([3, 3, 2, 2, 1, 1, 6, 6])
    fight(state, "ZOMBIE", "no", "no", "fight")
    assert [r["result"] for r in events(state, "hth_round")] == ["draw", "win"]
    rounds = events(state, "hth_round")
    assert (rounds[0]["creature_total"], rounds[0]["you_total"]) == (14, 14)
    assert state.me.wounds == 12 and not events(state, "extra_wound")


def test_every_round_after_the_first_adds_30_seconds():
    """"If the creature is not dead add 30 seconds to the Time Track and return to 6"."""
    state = bench([3, 3, 2, 2, 3, 3, 2, 2, 1, 1, 6, 6])
    before = state.time
    fight(state, "ZOMBIE", "no", "no", "fight", "no", "fight")
    assert state.time == before + 2
    assert [e["cause"] for e in events(state, "time")] == ["combat round"] * 2


EXTRA = {2: (1, 1), 3: (1, 2), 4: (1, 3), 5: (1, 4), 6: (1, 5), 7: (1, 6), 8: (2, 6),
         9: (3, 6), 10: (4, 6), 11: (5, 6), 12: (6, 6)}


@pytest.mark.parametrize("extra", range(2, 13))
def test_the_extra_wound_table(extra):
    """The Extra Wound table, rolled after a creature's hit: 2 not wounded after all;
    3 +2 HtH next round; 7 no escape next round; 8 to 10 -1 to -3 HtH next round, no Lucky
    Shot this round or escape next; 11 one more wound, 12 Marksmanship -1, neither with a
    Lucky Shot this round."""
    lucky = extra not in (8, 9, 10, 11, 12)
    escape = extra not in (7, 8, 9, 10)
    state = bench([6, 6, 1, 1, *EXTRA[extra], 1, 1, 6, 6])
    answers = ["no", *(["no"] if lucky else []), *(["fight"] if escape else [])]
    _, prompts = fight(state, "ZOMBIE", *answers)
    assert ("lucky" in kinds(prompts)) is lucky
    assert ("escape" in kinds(prompts)) is escape
    (row,) = events(state, "extra_wound")
    assert row["roll"] == extra
    second = events(state, "hth_round")[1]
    assert second["rating"] == 10 + {3: 2, 8: -1, 9: -2, 10: -3}.get(extra, 0)
    assert state.me.wounds == {2: 12, 11: 10}.get(extra, 11)
    assert state.me.marksmanship == (-1 if extra == 12 else 0)
    assert state.me.infected is (extra != 2)  # a narrow miss: no bite, no venom


def test_extra_wound_4_adds_one_to_the_lucky_shot():
    """Extra Wound 4: "Pushed apart. If trying for a Lucky Shot add 1 to the die roll"."""
    state = bench([6, 6, 1, 1, 1, 3, 5])
    fight(state, "ZOMBIE", "no", "laser_lance@0")
    (lucky,) = events(state, "lucky_shot")
    assert (lucky["roll"], lucky["modifier"], lucky["total"], lucky["result"]) == \
        (5, 1, 6, "killed")


LUCKY = {1: "shot_yourself", 2: "weapon_smashed", 3: "no_shot_wound", 4: "miss",
         5: "test", 6: "killed"}


@pytest.mark.parametrize("die", range(1, 7))
def test_the_lucky_shot_table(die):
    """The Lucky Shot table (our reading of the garbled source, docs/chainsaw-warrior/
    rules.md): 1 you shoot yourself (one die of wounds), 2 the weapon is smashed, 3 no
    shot and a wound, 4 a miss, 5 a test as normal without the Reflex test (and without
    Marksmanship, which "never affects the Lucky Shot rolls in any way"), 6 killed; a
    use is lost on 1, 4, 5 and 6."""
    after = {1: [2], 5: [3, 3]}.get(die, [])
    killed = die == 6
    faces = [3, 3, 2, 2, die, *after, *([] if killed else [1, 1, 6, 6])]
    state = bench(faces, marksmanship=2)
    answers = ["no", "laser_lance@0", *([] if killed else ["fight"])]
    fight(state, "ZOMBIE", *answers)
    (lucky,) = events(state, "lucky_shot")
    assert lucky["result"] == LUCKY[die]
    lance = next((i for i in state.items if i.card == "LASER_LANCE"), None)
    if die == 2:
        assert lance is None and events(state, "item_broken")
    else:
        assert lance is not None and lance.uses == (6 if die == 3 else 5)
    assert state.me.wounds == {1: 10, 3: 11}.get(die, 12)
    if die == 5:  # 6 on 2D6 against the Lance's 7: the +2 Marksmanship does not count
        (test,) = events(state, "lucky_shot_test")
        assert (test["roll"], test["needed"], test["hit"]) == (6, 7, False)


def test_a_lucky_shot_needs_a_weapon_that_lists_the_creature():
    """"You may only attempt a Lucky Shot with a weapon that is normally capable of
    killing that particular creature ... with the Knife you could only attempt a Lucky
    Shot on either a Zombie or a Chaos Agent"."""
    from .helpers import give

    state = bench([3, 3, 2, 1, 1, 1, 6, 6])
    state.items.clear()
    give(state, "KNIFE")
    _, prompts = fight(state, "RAT_PACK", "none", "fight")
    assert "lucky" not in kinds(prompts) and "shoot" not in kinds(prompts)
    state = bench([3, 3, 2, 2, 1, 1, 6, 6])
    state.items.clear()
    give(state, "KNIFE")
    _, prompts = fight(state, "ZOMBIE", "no", "none", "no", "fight")
    lucky = next(p for p in prompts if p.kind == "lucky")
    assert lucky.ids() == ["no", "knife@0"]


def test_a_thrown_knife_is_retrieved_when_the_creature_dies():
    """The Knife: "If the shot misses you will have to kill your opponent in HtH combat
    (including a Lucky Shot) to retrieve it"."""
    from .helpers import give

    state = bench([2, 2, 2, 2, 1, 1, 6, 6])
    (knife,) = give(state, "KNIFE")
    _, prompts = fight(state, "ZOMBIE", "knife@0")
    assert events(state, "item_retrieved") and knife in state.items and not knife.dropped
    assert "hth_weapon" not in kinds(prompts)  # it was lying on the floor meanwhile


def test_a_thrown_knife_is_lost_when_you_escape():
    """"... or it will be lost and you must discard the card"."""
    from .helpers import give

    state = bench([2, 2, 2, 2, 3, 3, 2, 2, 2, 1])
    (knife,) = give(state, "KNIFE")
    outcome, _ = fight(state, "ZOMBIE", "knife@0", "no", "escape")
    assert outcome == "escaped" and knife not in state.items
    (lost,) = events(state, "item_lost")
    assert lost["card"] == "KNIFE"


@pytest.mark.parametrize(("creature", "rating", "attack", "radiation"), [
    ("ZOMBIE", 2, 8, False), ("RAT_PACK", 3, 7, False), ("AGENT1", 4, 9, False),
    ("MUTANT_THING", 5, 10, True), ("MEAT_MACHINE", 6, 11, False)])
def test_escape_ratings(creature, rating, attack, radiation):
    """Escaping: Zombie 2, Rat Pack 3, Chaos Agent 4, Mutant 5, Meat Machine 6 or more on
    one die; success: "Roll one die and move the Time marker that many boxes"."""
    you = 6 + attack - 10  # a draw in the first round
    faces = [*([1] if radiation else []), 3, 3, you // 2, you - you // 2, 6, 4]
    state = bench(faces)
    before = state.time
    outcome, prompts = fight(state, creature, "no", "no", "escape")
    assert outcome == "escaped"
    escape = next(p for p in prompts if p.kind == "escape")
    assert escape.info["rating"] == rating
    (roll,) = events(state, "escape")
    assert (roll["needed"], roll["success"]) == (rating, True)
    assert state.time == before + 1 + 4 and not state.area_free


def test_no_escape_in_the_first_round():
    """"If you are still in HtH combat after the first full round you may escape (or try
    to) in a subsequent round"."""
    state = bench([1, 1, 6, 6])
    _, prompts = fight(state, "ZOMBIE", "no")
    assert "escape" not in kinds(prompts)


def test_a_failed_escape_costs_the_maximum_wounds_and_an_extra_wound_roll():
    """"If you roll less ... Take the maximum number of wounds the creature could deliver
    you (for example, the Meat Machine would give you its full 3!). Make a roll on the
    Extra Wound table, and then proceed to 6"; each hit of the Meat Machine costs a point
    of Reflexes or HtH, the player's choice."""
    state = bench([1, 1, 1, 2, 5, 3, 3, 1, 1, 6, 6])
    outcome, _prompts = fight(state, "MEAT_MACHINE", "no", "no", "escape", "hth")
    assert outcome == "won"
    (wounds,) = events(state, "wounds")
    assert wounds["amount"] == 3
    assert len(events(state, "extra_wound")) == 1
    assert state.me.hth == 9 and events(state, "maimed")[0]["attribute"] == "hth"
    assert events(state, "hth_round")[1]["rating"] == 9


def test_the_meat_machine_wound_table():
    """The Meat Machine: one die, 1-2 one wound, 3-4 two, 5-6 three."""
    for die, wounds in ((2, 1), (3, 2), (6, 3)):
        state = bench([6, 6, 1, 1, die, 3, 3, 1, 1, 6, 6])
        fight(state, "MEAT_MACHINE", "no", "reflexes", "no", "fight")
        assert events(state, "wounds")[0]["amount"] == wounds
        assert state.me.reflexes == 7


def test_the_meat_machine_cannot_take_ratings_below_the_track():
    """"Neither score can be reduced below the minimum number listed": the reduction
    falls on the other, then on neither."""
    state = bench([6, 6, 1, 1, 1, 3, 3, 1, 1, 6, 6], hth=7, reflexes=6)
    _, prompts = fight(state, "MEAT_MACHINE", "no", "no", "fight")
    assert "maim" not in kinds(prompts)
    assert (state.me.hth, state.me.reflexes) == (7, 6)


def test_multiple_opponents_one_aimed_shot_then_one_after_another():
    """Multiple Opponents (the Ambush): an Aimed Shot at one (here without the Reflex
    test, as the Ambush allows), then HtH "one after the other, in an order decided by
    yourself", 30 seconds for each round after the first; the Zombies go back to their
    deck, reshuffled."""
    state = bench([4, 3, 1, 1, 6, 6, 1, 1, 6, 6])
    before = state.time
    outcome, prompts = fight(state, "WANDERING", "laser_lance@1", "creature-3", "no", "fight",
                             count=3, reflex=False)
    assert outcome == "won"
    assert len(events(state, "wandering_zombie")) == 3
    assert not events(state, "reflex_test") and len(events(state, "aimed_shot")) == 1
    assert [r["opponent"] for r in events(state, "hth_round")] == [2, 0]
    assert state.time == before + 1
    assert len(state.wandering) == 24 and events(state, "wandering_returned")
    shoot = next(p for p in prompts if p.kind == "shoot")
    assert shoot.ids() == ["no", "laser_lance@0", "laser_lance@1", "laser_lance@2"]


def test_venom_infection_the_helmet_and_chaos_agent_5():
    """Venom Infection: a Zombie's wound infects; the Helmet stops it ("you can't become
    infected by its venom"), but not Chaos Agent 5's venom-coated knives."""
    from .helpers import give

    state = bench([6, 6, 1, 1, 3, 3, 1, 1, 6, 6])
    give(state, "HELMET")
    fight(state, "ZOMBIE", "no", "no", "fight")
    assert not state.me.infected and events(state, "infection_stopped")
    state.rng.faces = [6, 6, 1, 1, 3, 3, 1, 1, 6, 6]
    fight(state, "AGENT5", "no", "no", "fight")
    assert state.me.infected


def test_hiding_discards_the_creature_but_not_its_radiation_or_venom_check():
    """Hiding: "Roll a die; if you roll a 6 you are successful. Discard the creature";
    a mutant's radiation is still taken, an infected Warrior still makes the Zombie's
    corruption check."""
    state = bench([2, 6], skill="hiding")
    outcome, _prompts = fight(state, "MUTANT_THING", "yes")
    assert outcome == "hidden" and state.me.radiation == 2 and not state.area_free
    state = bench([5, 6], skill="hiding", infected=True)
    outcome, _ = fight(state, "ZOMBIE", "yes")
    assert outcome == "hidden" and state.me.venom == 1
    state = bench([5, 1, 1, 6, 6], skill="hiding")
    outcome, _ = fight(state, "ZOMBIE", "yes", "no")
    assert outcome == "won" and events(state, "hide")[0]["hidden"] is False


def test_no_hiding_from_darkness_and_the_chameleon_suit():
    """Our ruling: Darkness is inescapable, so no hiding from it. The Chameleon Suit acts
    as the Hiding skill, and with the skill adds 1 to the roll."""
    from .helpers import give

    state = bench([1, 1, 6, 6, 6], skill="hiding")
    with pytest.raises(GameOver):
        fight(state, "DARKNESS", "no", "laser_lance@0")
    assert not events(state, "hide")
    state = bench([5], skill="hiding")
    give(state, "CHAMELEON_SUIT")
    outcome, prompts = fight(state, "ZOMBIE", "yes")
    assert outcome == "hidden" and prompts[0].info["needs"] == 5


def test_a_wandering_zombie_on_a_six():
    """Wandering Zombies: "If you roll between 1 and 5 nothing untoward happens ... If you
    roll a 6, however, a Wandering Zombie turns up"; it goes back and the deck is
    reshuffled."""
    from crawlbook.rulesets.chainsaw_warrior.engine.wandering import check

    from .helpers import run

    state = bench([5])
    assert run(check(state, "test"))[0] is None
    state.rng.faces = [6, 1, 1, 6, 6]
    outcome, _ = run(check(state, "test"), "no")
    assert outcome == "won"
    assert events(state, "wandering_zombie") and len(state.wandering) == 24
