"""The Crawl: the player turn, its 11 steps in the rulebook's exact order ("Crawl").

1. Rest & Recover (optional)       ``rest_and_recover``
2. Change Team formation (optional) ``change_formation``
3. Choose Exit (or abandon)         ``choose_exit``
4. Decide to Scurry (only into revealed cards)
5. Reveal new Tunnel card (if relevant) ``reveal``
6. Move to the selected Tunnel card
7. Discard TB cards: the flashlights of a new card, 1 on a revisited one
8. Roll the Threat die and update Threat
9. TB Encounter on yellow/red (new card) or red (revisited) ``tb_encounter``
10. Resolve the Event (if unresolved)
11. Random Combat if Threat is 9 (checked here, after the Event, never during it)

Steps 1 to 3 are one opening prompt (``choose_exit``, kind ``exit``): its choices are the
Exits, ``rest`` and ``formation`` (which ask their own question, then come back to it),
``end`` and ``abandon``. The team may declare the Mission over only "at the beginning of
a Crawl" ("Mission Objectives"), so ``end`` is offered before Rest & Recover and the
Formation change, never after them: a team cannot heal first and then leave. Rest &
Recover is offered only while a standing Rat has Damage, and only before the Formation
changes (step 1 comes before step 2); the Formation change only with two Rats or more
standing. A player who neither rests nor reorders answers one prompt per Crawl.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from crawlbook.rulesets.tunnel_rats.engine.asks import (
    YES_NO,
    ability_holder,
    ability_offer,
    formation_choices,
    rat_info,
    yes_no,
)
from crawlbook.rulesets.tunnel_rats.engine.effects import (
    DEFAULT_RANDOM_COMBAT,
    EFFECTS,
    run_combat,
)
from crawlbook.rulesets.tunnel_rats.engine.threat import roll_face, roll_threat
from crawlbook.rulesets.tunnel_rats.engine.tunnels import (
    ACROSS,
    Exit,
    LegalExits,
    PlacedCard,
    Position,
    TunnelComplex,
)

from crawlbook.ruleset import Choice, Prompt, find_card, run_card, run_event

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

Proc = Generator[Prompt, str, None]
REST_MAX = 6
REST_CHOICES = tuple(Choice(str(n), "Do not rest" if n == 0 else f"Rest: Discard {n} TB")
                     for n in range(REST_MAX + 1))
REST_TEXT = "Rest & Recover: how many TB cards to Discard?"
# The Rest prompt without ``info`` (``State.unread``), by its default: built once, as
# ``SCURRY`` is.
REST_BARE = tuple(Prompt("rest", REST_TEXT, REST_CHOICES, str(n), {})
                  for n in range(REST_MAX + 1))
THREAT_LIMIT = 9
SCURRY_TEXT = "Scurry into the revealed card?"
# The Scurry prompt without ``info`` (a driver that reads none: ``State.unread``); its
# empty ``info`` is never written, as no prompt's is once asked.
SCURRY = Prompt("scurry", SCURRY_TEXT, YES_NO, "no", {})


@dataclass(frozen=True, slots=True)
class CrawlLog:
    """Which of the Crawl's own events the game's log keeps, asked once a game
    (``EventLog.keeps``, once the log is settled) rather than through ``wants`` at each
    of them (about 90 a simulated game, which keeps none): an event left out is counted
    as written (``state.log.left_out += 1``, as ``EventLog.emit`` would) where it would
    have been written. Guarded by ``benchmarks/simulate_compare.py instructions``
    (docs/event-log.md)."""

    crawl_start: bool
    crawl: bool
    reveal: bool
    tb_encounter: bool
    tb_encounter_end: bool

    @classmethod
    def of(cls, state: GameState) -> CrawlLog:
        keeps = state.log.keeps
        return cls(keeps("crawl_start"), keeps("crawl"), keeps("reveal"),
                   keeps("tb_encounter"), keeps("tb_encounter_end"))


def crawl(state: GameState, log: CrawlLog) -> Generator[Prompt, str, str | None]:
    """One Crawl. Returns "end" when the player declares the Mission over on a way out;
    returns at once when the Mission fails (``state.ended``: a step that can fail it is
    followed by a check). ``log``: the game's ``CrawlLog``."""
    state.crawls += 1
    cx = state.complex
    if log.crawl_start:
        state.emit("crawl_start", number=state.crawls, position=list(cx.position),
                   threat=state.threat)
    else:
        state.log.left_out += 1
    exit_ = yield from choose_exit(state)                    # 1, 2, 3
    if exit_ is None:
        return "end" if state.ended is None else None
    scurry = False
    if not exit_.new_card:                                   # 4
        # ``yes_no``'s prompt, yielded here: a simulated game asks it every other Crawl,
        # and a generator between the Crawl and the driver costs at every answer (guarded
        # by benchmarks/simulate_compare.py instructions). Without ``info`` it is always
        # the same prompt, built once.
        scurry = (yield SCURRY if "scurry" in state.unread else
                  Prompt("scurry", SCURRY_TEXT, YES_NO, "no",
                         {"target": list(exit_.target)})) == "yes"
    if exit_.new_card:                                       # 5
        reveal(state, exit_, log.reveal)
    before = cx.position                                     # 6
    placed = cx.enter(exit_.target, exit_.slot)
    card = cx.templates[placed.card]
    if log.crawl:
        state.emit("crawl", **{"from": list(before)}, to=list(cx.position),
                   new_card=exit_.new_card, scurry=scurry, card=placed.card,
                   slot=exit_.slot, dead_end=cx.dead_end is not None)
    else:
        state.log.left_out += 1
    count = card.flashlights if exit_.new_card else 1        # 7
    if exit_.new_card:
        mole = ability_holder(state, "tunnel_sense")
        if mole is not None and (yield from ability_offer(
                state, mole, f'Use "{mole.nickname}"\'s ability: Discard 1 TB card fewer?')):
            count -= 1
    if count:
        state.tb.discard(count, "crawl")
        if state.ended is not None:
            return None
    face = roll_face(state)                                  # 8
    if face == "red":
        preacher = ability_holder(state, "steady_nerves")
        if preacher is not None and (yield from ability_offer(
                state, preacher, f'The Threat die shows red: use "{preacher.nickname}"\'s '
                                 "ability to treat it as yellow?")):
            face = "yellow"
    roll_threat(state, during_event=False, scurry=scurry, face=face)
    if face == "red" or (exit_.new_card and face == "yellow"):  # 9
        yield from tb_encounter(state, log)
        if state.ended is not None:
            return None
    event = placed.event
    if event is not None and event not in state.resolved_events:  # 10
        # "Resolve Event": while it is read a Threat roll brings no TB Encounter.
        state.in_event += 1
        if (yield from run_event(state, event, EFFECTS)) is not None:
            return None  # the Mission failed in the Event
        state.in_event -= 1
        if event not in state.resolved_events:
            state.resolved_events.append(event)
    if state.threat >= THREAT_LIMIT:                         # 11
        setup = (state.program.get("setup") or {}).get("random_combat")
        params = dict(setup["params"]) if setup else dict(DEFAULT_RANDOM_COMBAT)
        yield from run_combat(state, params, True)  # may fail the Mission: the end
    return None


def can_rest(state: GameState) -> bool:
    """Rest & Recover only removes Damage: it is offered while a standing Rat has some
    (our ruling, docs/rules.md)."""
    by_id = state.team.by_id
    # A loop, not ``any()`` over a generator: asked at every Exit prompt (guarded by
    # benchmarks/simulate_compare.py instructions).
    for rat_id in state.team.formation:
        if by_id[rat_id].damage:
            return True
    return False


def rest_and_recover(state: GameState) -> Proc:
    """Step 1: Discard up to 6 TB cards, remove that much Damage split evenly; the
    player places the odd points, each on a different Rat (our ruling). Asked once the
    player chose ``rest`` at the opening prompt; ``0`` still takes it back."""
    # The standing Rats' Damage (``Team.standing``) summed in a loop: a generator inside
    # ``sum`` is a Python call per Rat, and the prompt itself is built once (REST_BARE).
    by_id = state.team.by_id
    hurt = 0
    for rat_id in state.team.formation:
        hurt += by_id[rat_id].damage
    default = max(0, min(REST_MAX, hurt))
    answer = yield (REST_BARE[default] if "rest" in state.unread else
                    Prompt("rest", REST_TEXT, REST_CHOICES, str(default),
                           {"draw": len(state.tb.draw), "marker": state.tb.marker,
                            "rats": rat_info(state)}))
    n = int(answer)
    if not n:
        return
    state.log.emit("rest", discarded=n)
    state.tb.discard(n, "rest")
    if state.ended is not None:
        return
    rats = state.team.standing()
    each, odd = divmod(n, len(rats))
    if each:
        for rat in rats:
            state.heal(rat.id, each, "rest")
    given: list[str] = []
    for k in range(odd):
        choices = tuple([_heal_choice(r.id, r.nickname, r.name, r.damage)
                         for r in rats if r.id not in given])
        pick = yield Prompt("heal_point", f"Place healing point {k + 1} of {odd}", choices,
                            None, {"remaining": odd - k, "rats": rat_info(state)})
        given.append(pick)
        state.heal(pick, 1, "rest")
    if ability_holder(state, "medic") is not None:
        most = max(state.team.standing(), key=lambda r: r.damage)
        state.heal(most.id, 1, "medic")


@lru_cache(maxsize=1024)
def _heal_choice(rat_id: str, nickname: str, name: str, damage: int) -> Choice:
    """The choice of a healing point for a Rat: memoised by value across games (the same
    values make an equal, frozen choice, so sharing it cannot change a game; a simulated
    game places about 7 healing points)."""
    return Choice(rat_id, f'"{nickname}" {name} ({damage} Damage)')


def change_formation(state: GameState) -> Proc:
    """Step 2: keep the Formation or put the standing Rats in any order."""
    current = state.team.formation
    choices = formation_choices(state, tuple(current))
    answer = yield Prompt("formation", "Change the Formation? (Lead first)", choices,
                          "keep", {"formation": list(current), "rats": rat_info(state)})
    if answer != "keep":
        state.team.formation[:] = answer.split(",")
        state.emit("formation", formation=list(state.team.formation))


EXIT_TEXT = "Choose an Exit"
REST = Choice("rest", "Rest & Recover first (Discard TB cards, remove Damage)")
FORMATION = Choice("formation", "Change the Formation first")
END = Choice("end", "Leave the tunnels: end the Mission")
ABANDON = Choice("abandon", "Abandon the Mission (failure)")


def choose_exit(state: GameState) -> Generator[Prompt, str, Exit | None]:
    """Steps 1 to 3 as one opening prompt (see the module docstring): an Exit of the
    card; ``rest`` (step 1) and ``formation`` (step 2) ask their question and come back;
    ``end`` on a way out, only before either; ``abandon`` fails the Mission. Returns the
    Exit, or None when the Mission ends (``state.ended`` set when it failed)."""
    cx = state.complex
    legal = cx.legal_exits()
    prompts = legal.prompts
    can_end = cx.on_way_out()
    bare = "exit" in state.unread
    stage = 1  # 1: nothing done yet; 2: rested (step 1 over); 3: Formation changed
    while True:
        offers = (stage == 1 and can_rest(state),
                  stage < 3 and len(state.team.formation) > 1,
                  stage == 1 and can_end)
        # The prompt without ``info`` depends on the Exits and these three alone: it is
        # built once per set of Exits of a program (``LegalExits`` is shared) rather than
        # at every opening prompt, and asked as it is when the driver reads no ``info``.
        prompt = prompts.get(offers)
        if prompt is None:
            prompt = prompts[offers] = Prompt("exit", EXIT_TEXT,
                                              exit_choices(legal, *offers), None, {})
        if not bare:
            prompt = Prompt("exit", EXIT_TEXT, prompt.choices, None, {
                "position": list(cx.position), "card": cx.here().card,
                "can_end": stage == 1 and can_end, "dead_end": cx.dead_end,
                "crawl": state.crawls, "draw": len(state.tb.draw),
                "marker": state.tb.marker, "noted": list(state.log_entries),
                "formation": list(state.team.formation), "rats": rat_info(state),
                "exits": [{"slot": e.slot, "target": list(e.target), "new_card": e.new_card}
                          for e in legal.exits]})
        answer = yield prompt
        if answer == "rest":
            yield from rest_and_recover(state)
            if state.ended is not None:
                return None
            stage = 2
        elif answer == "formation":
            yield from change_formation(state)
            stage = 3
        elif answer == "end":
            return None
        elif answer == "abandon":
            state.emit("abandon", position=list(cx.position))
            state.fail("abandoned")
            return None
        else:
            return legal.by_slot[answer]  # an Exit: the Game validated the answer


def exit_choices(legal: LegalExits, rest: bool, formation: bool,
                 end: bool) -> tuple[Choice, ...]:
    """The opening prompt's choices: the Exits, then ``rest``, ``formation`` and ``end``
    where offered, and ``abandon``."""
    choices = [e.choice for e in legal.exits]
    if rest:
        choices.append(REST)
    if formation:
        choices.append(FORMATION)
    if end:
        choices.append(END)
    choices.append(ABANDON)
    return tuple(choices)


def reveal(state: GameState, exit_: Exit, logged: bool) -> None:
    """Step 5: the top card of the level's deck is placed; when no newly revealed card
    could ever be entered any more, it is set aside for a random unused Standard card of
    that Level, which keeps the Event of the card it replaced (the Initiative marker).
    ``logged``: whether the log keeps the ``reveal`` event (``CrawlLog``)."""
    cx = state.complex
    level = exit_.target[0]
    card_id = cx.decks[level].pop(0)
    placed = cx.place(exit_.target, card_id)
    card = cx.templates[card_id]
    if logged:
        state.emit("reveal", card=card_id, position=list(exit_.target),
                   flashlights=card.flashlights, event=placed.event)
    else:
        state.log.left_out += 1
    if (cx.unused.get(level) and any(cx.decks.values())
            and not cx.can_still_explore(_search_from(cx, exit_, placed))):
        pool = cx.unused[level]
        replacement = pool.pop(state.rng.below(len(pool)))
        cx.set_aside.append(card_id)
        event = placed.event
        new = cx.place(exit_.target, replacement)
        new.event = event
        state.emit("reveal_replaced", discarded=card_id, card=replacement,
                   position=list(exit_.target), event=event,
                   flashlights=cx.templates[replacement].flashlights)


def _search_from(cx: TunnelComplex, exit_: Exit, placed: PlacedCard) -> list[Position]:
    """Where the stuck rule's search starts: the Entrance and the team's card, and last
    (searched first) the new card when the team can walk into it (its slot across the
    Exit is open): it is reachable from the team's card anyway, and it most often leads on
    to an empty space, which ends the search at once (the same answer, fewer cards)."""
    if ACROSS[exit_.slot] in placed.ways.open_slots:
        return [cx.entrance, cx.position, exit_.target]
    return [cx.entrance, cx.position]


def tb_encounter(state: GameState, log: CrawlLog) -> Proc:
    """Step 9: reveal the top TB card and resolve it; it stays face up on the Draw deck.
    The play note: an encounter already resolved this Mission may be exchanged for a
    random card of the Discard or Removed piles."""
    tb = state.tb
    card = tb.reveal_top()
    if card in tb.resolved and (tb.discarded or tb.removed):
        if (yield from yes_no("tb_exchange",
                              f"{card} was already resolved: exchange it for a random "
                              "Discarded or Removed card?", {"card": card})):
            new = tb.exchange_top()
            state.emit("tb_exchange", old=card, new=new)
            card = new if new is not None else card
    if log.tb_encounter:
        state.emit("tb_encounter", card=card,
                   title=(find_card(state.program, card) or {}).get("title"))
    else:
        state.log.left_out += 1
    if card not in tb.resolved:
        tb.resolved.append(card)
    yield from run_card(state, card, EFFECTS)
    if state.ended is not None:  # the Mission failed in the encounter
        return
    if log.tb_encounter_end:
        state.emit("tb_encounter_end", card=card)
    else:
        state.log.left_out += 1

