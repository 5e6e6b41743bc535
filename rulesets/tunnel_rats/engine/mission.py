"""The overall sequence of play of Tunnel Rats ("How to Play": Mission set up, Crawl,
End of Mission), and the ``Engine`` that lets the core play Tunnel Rats programs
(docs/engine.md; the protocol: ``crawlbook.ruleset.Engine``).

``run_mission`` is the top rule procedure: the briefing is read, the team Crawls until
it leaves the Tunnel Complex or the Mission fails ("Mission Objectives"), then the End of
Mission text and its Success Points, read by the core (``read_the_end``). A failure ends
the game the core's way (``State.stop``, docs/rulesets.md, "Ending the game"): the Crawl
returns with ``state.ended`` set, and no End text is read. Its ``Result`` is a win
("success", with the Success Points as the score) or a loss ("failure", with one of the
three causes).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from typing import Any

from crawlbook.rulesets.tunnel_rats.engine.crawl import CrawlLog, crawl
from crawlbook.rulesets.tunnel_rats.engine.effects import EFFECTS
from crawlbook.rulesets.tunnel_rats.engine.quantities import quantity
from crawlbook.rulesets.tunnel_rats.engine.setup import Pack, new_state, program_content
from crawlbook.rulesets.tunnel_rats.engine.state import GameOptions, GameState
from crawlbook.rulesets.tunnel_rats.options import FIELDS, OPTIONS

from crawlbook.ruleset import READ_ON, Engine, OptionSpec, Prompt, Result, Rng, read_the_end


def run_mission(state: GameState, briefing: bool = True) -> Generator[Prompt, str, Result]:
    """The overall sequence of play: set-up done, Crawl until the end, End of Mission.
    Without ``briefing``, the Mission going on from the start of a Crawl (``Engine.resume``:
    the start of every Crawl is a checkpoint, docs/rulesets.md, "Checkpoints"; one
    procedure either way, as a generator between the Crawl and the driver costs at
    every answer: benchmarks/simulate_compare.py instructions)."""
    # The log is settled now (``Game.new``): what it keeps of the frequent events is asked
    # once.
    state.tb.attach(state)
    log = CrawlLog.of(state)
    if briefing:
        mission = state.program.get("mission") or {}
        state.emit("briefing", number=mission.get("number"), title=mission.get("title"),
                   text=list(mission.get("briefing") or []),
                   objectives=list(mission.get("objectives") or []),
                   rules_text=list(mission.get("rules_text") or []))
        yield Prompt("read", "Read the briefing", READ_ON, "continue",
                     {"entry": None, "stage": "briefing", "title": mission.get("title"),
                      "text": list(mission.get("briefing") or [])})
    while state.ended is None:
        state.checkpoint()
        if (yield from crawl(state, log)) == "end":
            break
    ended = state.ended
    if ended is not None:  # the Mission failed (``GameState.fail``)
        state.entry = None
        state.emit("mission_end", outcome="failure", cause=ended.reason, success_points=0)
        _put_away(state)
        return Result("loss", "failure", ended.reason, 0)
    total, lines = read_the_end(state, EFFECTS, quantity)  # the core reads the end
    state.emit("mission_end", outcome="success", cause=None, success_points=total,
               breakdown=lines)
    _put_away(state)
    return Result("win", "success", None, total, lines)


def _put_away(state: GameState) -> None:
    """The Mission is over: the TB deck lets go of the state it wrote its events to, so
    that a finished game (its state, log and decks) is freed as soon as its driver drops
    it, not later by the cycle collector (a simulation finishes thousands of games)."""
    state.tb.state = None


class TunnelRatsEngine(Engine):
    """The Tunnel Rats rules engine (``crawlbook.ruleset.Engine``)."""

    name = "tunnel-rats"

    def option_specs(self) -> Sequence[OptionSpec]:
        return OPTIONS

    def make_options(self, enabled: Iterable[str]) -> GameOptions:
        options = GameOptions()
        for name in enabled:
            setattr(options, FIELDS[name], True)
        return options

    def enabled_options(self, options: GameOptions) -> list[str]:
        return [spec.name for spec in OPTIONS if getattr(options, FIELDS[spec.name])]

    def options_to_json(self, options: GameOptions) -> dict[str, Any]:
        return options.to_json()

    def options_from_json(self, data: object) -> GameOptions:
        return GameOptions.from_json(data)

    def content(self, program: dict) -> Pack:
        return program_content(program)

    def new_state(self, program: dict, seed: int, options: GameOptions,
                  pack: Pack) -> GameState:
        return new_state(program, seed, options, pack)

    def run(self, state: GameState) -> Generator[Prompt, str, Result]:
        return run_mission(state)

    def resume(self, state: GameState) -> Generator[Prompt, str, Result]:
        """The Mission going on from the start of a Crawl (a checkpoint)."""
        return run_mission(state, briefing=False)

    def copy_state(self, state: GameState) -> GameState:
        """A copy of a state at the start of a Crawl (engine/checkpoint.py)."""
        from crawlbook.rulesets.tunnel_rats.engine.checkpoint import copy_state

        return copy_state(state)

    def snapshot(self, state: GameState) -> dict[str, Any]:
        return state.snapshot()

    def unseen(self, state: GameState, rng: Rng) -> None:
        """Deal again what the player has not seen (a search's fork, engine/unseen.py)."""
        from crawlbook.rulesets.tunnel_rats.engine.unseen import deal_unseen

        deal_unseen(state, rng)

    def legacy_answers(self, prompt: Prompt, answer: str) -> list[str] | None:
        """An answer of a save made when the Crawl asked Rest & Recover and the Formation
        as prompts of their own, given now at the opening ``exit`` prompt: ``0`` and
        ``keep`` changed nothing (nothing to answer), a number rested, an order changed
        the Formation (docs/engine.md, "Saves"). A save made before the Position markers
        were re-assigned by a prompt of their own (``positions``) moved them up: ``keep``,
        then the recorded answer. None for anything else."""
        if prompt.kind == "positions":
            return ["keep", answer]
        if prompt.kind != "exit":
            return None
        ids = prompt.ids()
        if answer in ("0", "keep"):
            return []
        if answer.isdigit() and "rest" in ids:
            return ["rest", answer]
        if "," in answer and "formation" in ids:
            return ["formation", answer]
        return None


TUNNEL_RATS = TunnelRatsEngine()
