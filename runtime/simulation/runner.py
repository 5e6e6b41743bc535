"""Play a chunk of simulation runs in one worker and tally them (docs/simulate.md).

Run ``index`` of a simulation seeded ``seed`` plays the game seeded
``seed_for_run(seed, index)`` with the policy seeded ``policy_seed(game seed)``: exactly
what ``crawlbook play MISSION --seed S --policy P`` plays, so any run replays in the
console. A chunk is a range of indices; it depends on nothing but the program, the policy
and the indices, which is why any split over workers gives the same tally.

A run that raises (an engine bug, a policy bug, a looping program) or breaks an invariant
is recorded with its seeds and the answers given so far, and the chunk goes on.
"""

from __future__ import annotations

import traceback
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from crawlbook.runtime.autoplay import drive
from crawlbook.runtime.game import Game, Prepared, prepare
from crawlbook.runtime.policies import load_policy, policy_seed, start_policy
from crawlbook.runtime.rng import seed_for_run
from crawlbook.runtime.simulation.tally import Tally, goto_targets, kept_events

from crawlbook.ruleset import InvariantBroken, PolicyFactory, SimulationHooks

MAX_PROMPTS = 20_000  # prompts in one run before it counts as a runaway game


@dataclass(frozen=True, slots=True)
class Job:
    """Everything a worker needs to play runs ``start`` to ``stop - 1``."""

    program: dict
    seed: int
    policy: str | PolicyFactory  # a --policy value, or a factory (tests, the API)
    start: int
    stop: int
    options: Any = None  # the engine's options object (None: no optional rule)
    # ``--from``: every run starts from this game (seed, answers), its future drawn from
    # the run's seed (``crawlbook.runtime.fork``); None: every run from the set-up.
    origin: tuple[int, tuple[str, ...]] | None = None


def run_chunk(job: Job, into: Tally | None = None) -> Tally:
    """Play the job's runs in index order and return their tally (``into``, when given,
    is filled run by run, so that an interrupted chunk keeps the runs it finished)."""
    prepared = prepare(job.program)  # a worker's start: it resolves the ruleset once
    ruleset = prepared.plugin
    factory = (load_policy(job.policy, ruleset) if isinstance(job.policy, str)
               else job.policy)
    hooks = ruleset.simulation() if ruleset is not None else None
    tally = Tally() if into is None else into
    keep = kept_events(hooks)
    goto = goto_targets(prepared.program.get("entries"))
    for index in range(job.start, job.stop):
        play_run(prepared, job.seed, index, factory, job.options, tally, hooks, keep, goto,
                 job.origin)
    return tally


def play_run(prepared: Prepared, seed: int, index: int, factory: PolicyFactory,
             options: Any, tally: Tally, hooks: SimulationHooks | None = None,
             keep: frozenset[str] | None = None,
             goto: Mapping[str, str] | None = None,
             origin: tuple[int, tuple[str, ...]] | None = None) -> None:
    """One run, folded into ``tally`` (as a finished game or as a failed run). ``keep``:
    the event types its log keeps (``EventLog.keeping``; None: every event); ``goto``: the
    program's ``goto_targets`` (read from it when not given); ``origin``: the game
    (seed, answers) every run starts from, forked with the run's seed (``Job.origin``)."""
    game_seed = seed_for_run(seed, index)
    p_seed = policy_seed(game_seed)
    game: Game | None = None
    try:
        policy = factory(p_seed)
        if origin is None:
            game = Game.new(prepared.program, game_seed, options, content=prepared,
                            keep=keep)
        else:
            from crawlbook.runtime.fork import Forker

            game = Forker(prepared, keep=keep).fork(origin[0], options, origin[1], game_seed)
        start_policy(policy, game)
        # Prompts whose ``info`` the policy never reads are built without it (State.unread).
        unread = policy.unread_info
        if unread:
            game.state.unread = unread
        drive(game, policy, MAX_PROMPTS)
        tally.record_game(game, hooks, goto)
    except InvariantBroken as exc:
        tally.record_failure(index, game_seed, p_seed, "invariant", str(exc),
                             game.answers if game else [], _where(game))
    except Exception as exc:
        tally.record_failure(index, game_seed, p_seed, "crash",
                             f"{type(exc).__name__}: {exc} ({_origin(exc)})",
                             game.answers if game else [], _where(game))


def _where(game: Game | None) -> str | None:
    """Where the run stopped: the prompt kind and entry, for the report."""
    if game is None:
        return "set-up"
    prompt = game.prompt
    if prompt is None:
        return "after the end"
    entry = prompt.info.get("entry") if isinstance(prompt.info, dict) else None
    return f"{prompt.kind} prompt" + (f" in entry {entry}" if entry else "")


def _origin(exc: BaseException) -> str:
    """The innermost file:line of the traceback (enough to find the bug)."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return "no traceback"
    last = frames[-1]
    return f"{last.filename.rsplit('/', 1)[-1]}:{last.lineno} in {last.name}"
