"""What `crawlbook simulate` counts and checks in a game of Chainsaw Warrior
(docs/simulate.md; docs/chainsaw-warrior/balance.md shows the figures; the protocol:
``crawlbook.ruleset.SimulationHooks``).

Counters per run (summed over runs): the minutes on the Time Track at the end (of every
game and of the wins), the deck reached, the House cards met (turned) and which, the
fights, the creatures killed and fled, the wounds taken, and the runs that had to leave
the building. The core counts the results by kind and cause.

Invariants checked on every finished game (docs/chainsaw-warrior/rules.md): the Time
marker never moves back and stops at the limit; wounds stay between 0 and the initial
allowance; radiation and venom never pass Endurance; at most 13 items, one Gun and one
Heavy Weapon, no uses box below 0; the House cards and the Equipment cards are conserved;
and the result's cause is what the state shows (a loss by wounds at 0 wounds, ...).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from crawlbook.rulesets.chainsaw_warrior.engine.determination import SETBACKS

from crawlbook.ruleset import (
    InvariantBroken,
    ReportTable,
    ReportView,
    SimulationHooks,
    percent,
    ratio,
    spread,
)

if TYPE_CHECKING:
    from crawlbook.rulesets.chainsaw_warrior.engine.state import GameState

    from crawlbook.ruleset import Game

MAX_ITEMS = 13
# The log events the counters read; every other type is skipped with one set lookup.
_READ = frozenset({"setup", "time", "wounds", "heal", "card_turned", "fight_start",
                   "creature_killed", "escaped", "escape_building", "deck_two"})
# Everything that reads a simulated game's log: the counters (``_READ``), the ``careful``
# policy (the creatures of the fight under way) and Determination (whether a House card
# held a setback, engine/determination.py). A simulated game keeps only these (a lean
# log, crawlbook.runtime.eventlog): the 500 to 800 other events of a game are counted,
# not built (docs/performance.md, "Chainsaw Warrior").
READS = _READ | {"fight_start", "reflex_test"} | SETBACKS
LOSSES = ("wounds", "radiation", "venom", "time", "slime")


class ChainsawWarriorSimulation(SimulationHooks):
    """The Chainsaw Warrior ``SimulationHooks``."""

    score_name = "30-second boxes left"
    causes: Mapping[str, Sequence[str]] = MappingProxyType({
        "win": ("darkness_destroyed",), "draw": ("implosion_waistcoat",), "loss": LOSSES})
    cause_labels: Mapping[str, str] = MappingProxyType({
        "darkness_destroyed": "Darkness destroyed",
        "implosion_waistcoat": "the Implosion Waistcoat",
        "wounds": "wounds", "radiation": "radiation", "venom": "turned into a Zombie",
        "time": "out of time", "slime": "the Slime"})
    reads = READS

    def causes_for(self, program: dict) -> tuple[Mapping[str, Sequence[str]],
                                                 Mapping[str, str]]:
        """The causes and their words for ``program``: a scenario with a goal of its own
        (``GOAL RIFT_ENGINE``, won by ``WIN RIFT_ENGINE_DESTROYED``) is won by its WIN
        causes, named from the scenario, not by Darkness destroyed."""
        goal = str((program.get("setup") or {}).get("goal") or "").upper()
        if goal in ("", "DARKNESS"):
            return self.causes, self.cause_labels
        wins = _win_causes(program)
        labels = dict(self.cause_labels)
        title = str(((program.get("cards") or {}).get(goal) or {}).get("title") or "")
        for cause in wins:
            words = cause.replace("_", " ")
            name = goal.replace("_", " ").lower()
            # RIFT_ENGINE_DESTROYED, the goal card "The Rift Engine": "The Rift Engine
            # destroyed"; any other cause in its own words.
            labels[cause] = (title + words[len(name):] if title and words.startswith(name)
                             else words.capitalize())
        labels.pop("darkness_destroyed", None)
        return ({"win": tuple(wins), "draw": self.causes["draw"], "loss": LOSSES},
                labels)

    def count(self, game: Game) -> Counter:
        """One pass over a finished game's log: the counters, and the invariants."""
        return self.count_events(game, game.state.log)

    def count_events(self, game: Game, events: Sequence[dict[str, Any]]) -> Counter:
        """``count`` over ``events``: the log's events the core does not read itself
        (none of ``_READ``), so the log is walked once. The tallies are local numbers and
        a plain dict until the end, one ``Counter`` made of them: a ``Counter``'s missing
        key is a call of its own (``__missing__``), about 50 a game
        (benchmarks/cw_bench.py compare instructions)."""
        state: GameState = game.state
        w = state.warrior
        limit = state.setup.limit_box
        met: dict[str, int] = {}
        cards = fights = wounds_taken = killed = escapes = 0
        darkness = leaving = False
        for event in events:
            kind = event["type"]
            if kind not in _READ:
                continue
            # The most frequent first: about 50 ``time`` and 30 ``card_turned`` a game.
            if kind == "time":
                if event["after"] <= event["before"]:
                    raise InvariantBroken(f"the Time marker moved back or stood still "
                                          f"(event {event['seq']})")
            elif kind == "card_turned":
                cards += 1
                encounter = event["encounter"]
                met[encounter] = met.get(encounter, 0) + 1
            elif kind == "wounds":
                wounds_taken += event["amount"]
                if not 0 <= event["after"] < event["before"]:
                    raise InvariantBroken(f"wounds {event['before']} -> {event['after']} "
                                          f"(event {event['seq']})")
            elif kind == "heal":
                if w is not None and event["after"] > w.wounds_max:
                    raise InvariantBroken(f"healed to {event['after']} above the allowance "
                                          f"{w.wounds_max} (event {event['seq']})")
            elif kind == "fight_start":
                fights += 1
            elif kind == "creature_killed":
                killed += 1
                creature = state.pack.creatures.get(event["creature"])
                darkness = darkness or (creature is not None and creature.kind == "darkness")
            elif kind == "escaped":
                escapes += 1
            elif kind == "escape_building":
                leaving = True
        check_state(game, limit, darkness)
        result = game.result
        assert result is not None  # the core checked it
        minutes = state.time // 2
        counts: dict[Any, int] = {}
        if wounds_taken:
            counts["wounds_taken"] = wounds_taken
        if killed:
            counts["creatures_killed"] = killed
        if escapes:
            counts["escapes"] = escapes
        counts[("minutes", minutes)] = 1
        if result.kind == "win":
            counts[("win_minutes", minutes)] = 1
        counts[("deck", 2 if state.house.reached_two else 1)] = 1
        counts[("cards", cards)] = 1
        counts["fights"] = fights
        counts["runs_leaving"] = int(leaving)
        won = result.kind == "win"
        for code, n in met.items():
            counts[("met", code)] = n
            counts[("met_runs", code)] = 1
            if won:
                counts[("met_wins", code)] = 1
        return Counter(counts)

    def report(self, counts: Counter, program: dict, completed: int) -> dict[str, Any]:
        deck = _by(counts, "deck")
        met, runs, wins = _by(counts, "met"), _by(counts, "met_runs"), _by(counts, "met_wins")
        return {
            "time_used": spread(_by(counts, "minutes")),
            "time_of_wins": spread(_by(counts, "win_minutes")),
            "deck_reached": {"one": deck.get(1, 0), "two": deck.get(2, 0),
                             "two_rate": ratio(deck.get(2, 0), completed)},
            "cards_met": spread(_by(counts, "cards")),
            "encounters": {code: {"met": met[code], "runs": runs.get(code, 0),
                                  "win_rate": ratio(wins.get(code, 0), runs.get(code, 0))}
                           for code in sorted(met, key=lambda c: (-met[c], c))},
            "fights": {"fought": counts["fights"], "creatures_killed":
                       counts["creatures_killed"], "escapes": counts["escapes"],
                       "mean_per_run": ratio(counts["fights"], completed)},
            "wounds_taken": {"total": counts["wounds_taken"],
                             "mean_per_run": ratio(counts["wounds_taken"], completed)},
            "left_building": counts["runs_leaving"],
        }

    def view(self, report: dict[str, Any]) -> ReportView:
        used, wins, deck = report["time_used"], report["time_of_wins"], report["deck_reached"]
        cards, fights = report["cards_met"], report["fights"]
        summary = [
            ("Time used", _minutes(used) + (f"; wins at {_minutes(wins)}"
                                            if wins["mean"] is not None else "")),
            ("Deck reached", f"Deck Two in {deck['two']} runs ({percent(deck['two_rate'])}), "
                             f"Deck One only in {deck['one']}"),
            ("Cards met", f"mean {cards['mean']} (min {cards['min']}, max {cards['max']})"
             if cards["mean"] is not None else "-"),
            ("Fights", f"{fights['fought']} ({fights['mean_per_run']} per run), "
                       f"{fights['creatures_killed']} creatures killed, "
                       f"{fights['escapes']} escapes"),
            ("Wounds taken", f"{report['wounds_taken']['total']} (mean "
                             f"{report['wounds_taken']['mean_per_run']} per run)"),
            ("Left the building", f"{report['left_building']} runs"),
        ]
        mean = used["mean"]
        cards_row = [(f"{mean:.1f}" if mean is not None else "–", "mean minutes used"),
                     (percent(deck["two_rate"]), "reached Deck Two"),
                     (f"{cards['mean']:.1f}" if cards["mean"] is not None else "–",
                      "mean cards met")]
        encounters = report["encounters"]
        tables = [ReportTable(
            "House cards met", ("card", "times met", "runs", "win rate after"),
            [(code, str(e["met"]), str(e["runs"]), percent(e["win_rate"]))
             for code, e in encounters.items()], left=(0,))] if encounters else []
        return ReportView(summary=summary, cards=cards_row,
                          histograms=[("Minutes on the Time Track at the end",
                                       used["distribution"]),
                                      ("House cards met per run", cards["distribution"])],
                          tables=tables)


def _win_causes(program: dict) -> list[str]:
    """The causes of the program's WIN effects, in the order written (lower case, as the
    engine ends the game with them)."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if str(value.get("verb") or value.get("op") or "").upper() == "WIN":
                params = value.get("params") or value
                cause = str(params.get("cause") or "").lower()
                if cause and cause not in found:
                    found.append(cause)
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(program.get("entries") or {})
    return found


def _minutes(s: dict[str, Any]) -> str:
    return (f"mean {s['mean']} min (min {s['min']}, max {s['max']})"
            if s["mean"] is not None else "-")


def _by(counts: Counter, name: str) -> dict[Any, int]:
    """The counter's entries ``(name, key)`` as ``{key: count}``."""
    return {key[1]: n for key, n in counts.items()
            if isinstance(key, tuple) and key[0] == name}


def check_state(game: Game, limit: int, darkness: bool) -> None:
    """The end state keeps the rules: the tracks, the Equipment, the cards, the cause."""
    state: GameState = game.state
    w = state.warrior
    if state.time > limit:
        raise InvariantBroken(f"the Time marker at {state.time} passed the limit {limit}")
    if w is not None:
        if not 0 <= w.wounds <= w.wounds_max:
            raise InvariantBroken(f"wounds {w.wounds} outside 0..{w.wounds_max}")
        if not (0 <= w.radiation <= w.endurance and 0 <= w.venom <= w.endurance):
            raise InvariantBroken(f"radiation {w.radiation} or venom {w.venom} outside "
                                  f"0..{w.endurance}")
    items = state.items
    types = Counter(state.pack.items[i.card].type for i in items)
    if len(items) > MAX_ITEMS or types["gun"] > 1 or types["heavy_weapon"] > 1:
        raise InvariantBroken(f"{len(items)} items, {types['gun']} Guns, "
                              f"{types['heavy_weapon']} Heavy Weapons")
    if any(i.uses is not None and i.uses < 0 for i in items):
        raise InvariantBroken("a uses box below 0")
    setup = state.log[0]
    held = sum(1 for i in items if i.house is not None)
    if state.house.cards() + held != setup["deck_one"] + setup["deck_two"]:
        raise InvariantBroken(f"House cards not conserved: {state.house.cards()} + {held} "
                              f"held, {setup['deck_one'] + setup['deck_two']} at set-up")
    drawn = [i for i in items if state.pack.items[i.card].back in state.piles]
    equipment = (sum(len(p) for p in state.piles.values()) + len(drawn)
                 + sum(1 for c in (*state.equipment_discard, *state.equipment_removed)
                       if state.pack.items[c].back in state.piles))
    if equipment != sum(setup["piles"].values()):
        raise InvariantBroken(f"Equipment cards not conserved: {equipment}, "
                              f"{sum(setup['piles'].values())} at set-up")
    _check_cause(game, darkness)


def _check_cause(game: Game, darkness: bool) -> None:
    state: GameState = game.state
    result = game.result
    assert result is not None
    w = state.warrior
    cause = result.cause
    holds = {
        "wounds": lambda: w is not None and w.wounds == 0,
        "radiation": lambda: w is not None and w.radiation >= w.endurance,
        "venom": lambda: w is not None and w.infected and w.venom >= w.endurance,
        "time": lambda: state.time >= state.setup.limit_box,
        "darkness_destroyed": lambda: darkness,
    }
    check = holds.get(str(cause))
    if check is not None and not check():
        raise InvariantBroken(f"the game ended by {cause} but the state does not show it")
    if (result.kind, state.outcome, state.cause) != (result.outcome, result.outcome, cause):
        raise InvariantBroken(f"the result {result.kind}/{cause} is not the state's "
                              f"{state.outcome}/{state.cause}")


SIMULATION = ChainsawWarriorSimulation()
