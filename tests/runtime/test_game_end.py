"""The end of the game as a role the core understands (docs/rulesets.md, "Ending the
game"; issue 24): a rule ends the game with ``State.stop`` (or a handler returns the
``Stop``), the interpreter stops reading there and returns it, and nothing is raised
through the core's generators, by any bundled engine. The end of the book is read by the
core, a ruleset's own score added (``read_the_end``'s ``score``)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest
from crawlbook.compiler.api import load_program
from crawlbook.missions import find
from crawlbook.runtime import interpreter
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.ending import read_the_end
from crawlbook.runtime.eventlog import EventLog
from crawlbook.runtime.game import prepare
from crawlbook.runtime.interpreter import Effects, end_game, run_entries, run_event
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rng import Rng
from crawlbook.runtime.state import State, Stop


def _entry(steps: list[dict], to: str = "CONTINUE", line: bool = False) -> dict:
    entry: dict[str, Any] = {"steps": steps, "ending": {"kind": "goto", "to": to}}
    if line:
        entry["line"] = True
    return entry


def _effect(verb: str, **params: Any) -> dict:
    return {"op": "effect", "verb": verb, "params": params}


def _state(entries: dict[str, dict], **program: Any) -> State:
    return State(program={"entries": entries, **program}, rng=Rng(1), log=EventLog())


def _deep(state: State) -> Generator[Prompt, str, None]:
    """A rule several procedures deep that ends the game, then returns as every one of
    the ruleset's procedures does once ``ended`` is set."""
    yield Prompt("read", "a prompt on the way", interpreter.READ_ON, "continue", {})
    state.stop("loss", "wounds")
    if state.ended is not None:
        return
    state.emit("never")  # pragma: no cover - nothing happens after the end


def _fall(state: State, params: dict, cause: str) -> Generator[Prompt, str, None]:
    yield from _deep(state)


def _note(state: State, params: dict, cause: str) -> Generator[Prompt, str, None]:
    state.emit("noted", entry=cause)
    return
    yield


EFFECTS = Effects({"FALL": _fall, "NOTE": _note, "DIE": end_game})


def _run(gen: Generator[Prompt, str, Any]) -> tuple[list[Prompt], Any]:
    prompts: list[Prompt] = []
    try:
        prompt = next(gen)
        while True:
            prompts.append(prompt)
            prompt = gen.send(prompt.default or prompt.choices[0].id)
    except StopIteration as done:
        return prompts, done.value


def test_a_rule_deep_in_a_handler_ends_the_reading_where_it_stands():
    state = _state({"1": _entry([_effect("NOTE"), _effect("FALL"), _effect("NOTE")], "2"),
                    "2": _entry([_effect("NOTE")])})
    prompts, stop = _run(run_entries(state, "1", EFFECTS))
    assert stop == Stop("loss", "1", "wounds") and state.ended is stop
    assert len(prompts) == 1  # the prompt on the way; nothing after the end
    assert [e["type"] for e in state.log if e["type"] == "noted"] == ["noted"]
    assert state.entry is None  # no entry is being read any more


def test_a_handler_that_returns_the_stop_ends_the_game_too():
    state = _state({"1": _entry([_effect("DIE", result="WIN", reason="goal"),
                                 _effect("NOTE")])})
    _, stop = _run(run_entries(state, "1", EFFECTS))
    assert stop == Stop("win", "1", "goal") == state.ended
    assert not [e for e in state.log if e["type"] == "noted"]


def test_a_resolver_that_ends_the_game_gives_no_outcome():
    def lose(state: State, params: dict, cause: str) -> Generator[Prompt, str, str]:
        state.stop("loss", "fight")
        return "win"  # whatever it answers, the game is over
        yield

    effects = Effects({"NOTE": _note}, {"FIGHT": lose})
    state = _state({"1": {"steps": [], "ending": {"kind": "resolve", "verb": "FIGHT",
                                                  "outcomes": {"win": "2"}}},
                    "2": _entry([_effect("NOTE")])})
    _, stop = _run(run_entries(state, "1", effects))
    assert stop == Stop("loss", "1", "fight")
    assert not [e for e in state.log if e["type"] in ("outcome", "noted")]


def test_an_event_that_ends_the_game_has_no_event_end():
    state = _state({"1": _entry([_effect("FALL")])}, events={"4": {"first": "1"}})
    _, stop = _run(run_event(state, 4, EFFECTS))
    assert stop is not None
    kinds = [e["type"] for e in state.log]
    assert "event_start" in kinds and "event_end" not in kinds


def test_the_first_ending_stands_and_its_cause_is_the_entry_read():
    state = _state({})
    state.entry = "3.1"
    first = state.stop("loss", "venom")
    assert state.stop("win", "darkness") is first == Stop("loss", "3.1", "venom")
    outside = _state({})
    assert outside.stop("loss", "abandoned") == Stop("loss", "", "abandoned")
    assert _state({}).stop("draw", "waistcoat", "the turn") == Stop("draw", "the turn",
                                                                      "waistcoat")


def test_read_the_end_adds_a_rulesets_own_score_after_the_scoring_lines():
    state = _state({}, end_of_mission={"text": ["Home."],
                                       "success_points": [{"points": 2}]})
    total, lines = read_the_end(state, None, None,
                                lambda s: (7, [{"text": "boxes left", "points": 7}]))
    assert total == 9
    assert lines[-1] == {"text": "boxes left", "points": 7} and len(lines) == 2
    assert [e["type"] for e in state.log] == ["end_text"]


def test_read_the_end_counts_a_per_line_with_the_hooks_own_quantity():
    """The scaffold's engine hands ``read_the_end`` its effects table alone: a ``per``
    scoring line counts with that table's ``quantity`` (it stopped with "nothing counts
    `HEALTH`" before)."""
    state = _state({}, end_of_mission={"text": [], "success_points": [
        {"points": 1, "per": "HEALTH", "every": 2}]})
    hooks = Effects({}, {}, quantity=lambda s, name: 7 if name == "HEALTH" else None)
    total, lines = read_the_end(state, hooks)
    assert total == 3 and lines == [{"points": 3, "per": "HEALTH", "count": 7, "every": 2}]


# -- every bundled engine ends its games the core's way -----------------------------------

BUNDLED = [("00-training", 40), ("01-the-hamlet-well", 20), ("chainsaw-warrior", 12)]


@pytest.mark.parametrize(("mission", "games"), BUNDLED)
def test_no_bundled_engine_raises_through_the_interpreter(monkeypatch, mission, games):
    """Every reading of the core (``run_entries``, which ``run_event``, ``run_card`` and
    ``run_book`` read through) is watched: an exception crossing it fails the test. Some
    of the games must end inside a reading, so that the role is exercised."""
    crossed: list[BaseException] = []
    ended_reading: list[Stop] = []
    read = interpreter.run_entries

    def watched(state: State, first: str, effects: Effects) -> Generator[Prompt, str, Any]:
        try:
            stop = yield from read(state, first, effects)
        except GeneratorExit:
            raise
        except BaseException as exc:
            crossed.append(exc)
            raise
        if stop is not None:
            ended_reading.append(stop)
        return stop

    monkeypatch.setattr(interpreter, "run_entries", watched)
    program = load_program(find(mission) or "")
    prepared = prepare(program)
    played = [play_with_policy(program, seed, "random", content=prepared)
              for seed in range(games)]
    assert not crossed, f"raised through the core's interpreter: {crossed[0]!r}"
    assert ended_reading, "no game ended inside a reading: the role was not exercised"
    for game in played:  # a game lost ended the core's way
        assert game.over
        assert game.result.kind == "win" or game.state.ended is not None
