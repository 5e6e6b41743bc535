"""The overall sequence of play of Tunnel Rats ("How to Play": Mission set up, Crawl,
End of Mission), and the ``RulesetEngine`` that lets ``Game`` play Tunnel Rats programs.

``run_mission`` is the top rule procedure: the briefing is read, the team Crawls until
it leaves the Tunnel Complex or the Mission fails ("Mission Objectives"), then the End of
Mission text and its Success Points.
"""

from __future__ import annotations

from collections.abc import Generator

from crawlbook.rulesets.tunnel_rats.engine.asks import CONTINUE
from crawlbook.rulesets.tunnel_rats.engine.crawl import crawl
from crawlbook.rulesets.tunnel_rats.engine.end_of_mission import success_points
from crawlbook.rulesets.tunnel_rats.engine.setup import new_state, program_content
from crawlbook.rulesets.tunnel_rats.engine.state import GameState, MissionFailed
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rulesets import Result, RulesetEngine


def run_mission(state: GameState) -> Generator[Prompt, str, Result]:
    """The overall sequence of play: set-up done, Crawl until the end, End of Mission."""
    mission = state.program.get("mission") or {}
    try:
        state.emit("briefing", number=mission.get("number"), title=mission.get("title"),
                   text=list(mission.get("briefing") or []),
                   objectives=list(mission.get("objectives") or []),
                   rules_text=list(mission.get("rules_text") or []))
        yield Prompt("read", "Read the briefing", CONTINUE, "continue",
                     {"entry": None, "stage": "briefing", "title": mission.get("title"),
                      "text": list(mission.get("briefing") or [])})
        while (yield from crawl(state)) != "end":
            pass
    except MissionFailed as failed:
        state.entry = None
        result = Result("failure", failed.cause, 0)
        state.emit("mission_end", outcome="failure", cause=failed.cause, success_points=0)
        return result
    eom = state.program.get("end_of_mission") or {}
    state.emit("end_text", text=list(eom.get("text") or []))
    total, lines = success_points(state)
    state.emit("mission_end", outcome="success", cause=None, success_points=total,
               breakdown=lines)
    return Result("success", None, total, lines)


TUNNEL_RATS = RulesetEngine("tunnel-rats", program_content, new_state, run_mission)
