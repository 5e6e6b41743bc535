"""What `crawlbook simulate` counts and checks in a game of the classic gamebook
(docs/simulate.md; the protocol: ``crawlbook.ruleset.SimulationHooks``).

Counters per run, summed over runs: the fights fought and won, the Tests of Luck and how
many were Lucky, and the section where each adventurer died. Invariants of every
finished game (docs/gamebook/rules.md): no score above its Initial value or below 0; LUCK
drops by exactly one at each Test; a death is a STAMINA of 0 or the book's own `[DIE]`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from crawlbook.ruleset import InvariantBroken, ReportTable, ReportView, SimulationHooks

if TYPE_CHECKING:
    from crawlbook.ruleset import Game


class GamebookSimulation(SimulationHooks):
    score_name = "Gold Pieces"
    causes: Mapping[str, Sequence[str]] = MappingProxyType({
        "win": (), "draw": (), "loss": ("stamina", "the book")})
    cause_labels: Mapping[str, str] = MappingProxyType({
        "stamina": "no STAMINA left", "the book": "the book ends the adventure"})

    def count(self, game: Game) -> Counter:
        state: Any = game.state
        counts: Counter = Counter()
        tests = lucky = 0
        luck = state.initial["LUCK"]  # what LUCK must be, event by event
        for event in state.log:
            kind = event["type"]
            if kind == "fight_start":
                counts["fights"] += 1
            elif kind == "fight_end" and event["winner"] == "hero":
                counts["fights_won"] += 1
            elif kind == "luck_test":
                tests += 1
                lucky += event["result"] == "lucky"
                if event["luck"] != luck:
                    raise InvariantBroken(f"a Test at LUCK {event['luck']}, not {luck}")
                luck = max(0, luck - 1)
            elif kind == "score" and event["score"] == "LUCK":
                luck = int(event["value"])
            elif kind == "game_end" and event.get("section"):
                counts[("died_in", str(event["section"]).split()[-1])] += 1
        counts["luck_tests"] += tests
        counts["lucky"] += lucky
        for name in ("SKILL", "STAMINA", "LUCK"):
            value = state.score(name)
            if not 0 <= value <= state.initial[name]:
                raise InvariantBroken(f"{name} {value} outside 0..{state.initial[name]}")
        if state.luck != luck:
            raise InvariantBroken(f"LUCK {state.luck}, but its Tests and changes make {luck}")
        result = game.result
        if result is not None and result.cause == "stamina" and state.stamina != 0:
            raise InvariantBroken(f"dead of STAMINA with {state.stamina} left")
        return counts

    def report(self, counts: Counter, program: dict, completed: int) -> dict[str, Any]:
        runs = max(1, completed)
        deaths = {key[1]: n for key, n in counts.items()
                  if isinstance(key, tuple) and key[0] == "died_in"}
        return {"fights": {"per_run": round(counts["fights"] / runs, 3),
                           "won": counts["fights_won"], "fought": counts["fights"]},
                "luck": {"tests": counts["luck_tests"], "lucky": counts["lucky"]},
                "deaths_by_section": dict(sorted(deaths.items(),
                                                 key=lambda kv: (-kv[1], kv[0])))}

    def view(self, report: dict[str, Any]) -> ReportView:
        fights, luck = report.get("fights") or {}, report.get("luck") or {}
        tests = int(luck.get("tests", 0))
        lucky = f"{int(luck.get('lucky', 0))} of {tests} Lucky" if tests else "none"
        deaths = report.get("deaths_by_section") or {}
        return ReportView(
            summary=[("Fights", f"{fights.get('per_run', 0)} a run, "
                                f"{fights.get('won', 0)} of {fights.get('fought', 0)} won"),
                     ("Tests of Luck", lucky)],
            tables=[ReportTable("Where adventurers died", ("section", "runs"),
                                [(str(s), str(n)) for s, n in deaths.items()], left=(0,))]
            if deaths else [])


SIMULATION = GamebookSimulation()
