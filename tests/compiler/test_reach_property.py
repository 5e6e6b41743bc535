"""The guarantee of reachability in play (compiler/reach.py, docs/diagnostics.md,
"Reachability in play"): an entry some playthrough reads is never reported unreachable.

Booklets are generated (Events of a few entries that note Log Entries, take and give up a
marker, and branch and decide on `noted`, `has`, `not`, `and`, `or`, also across Events
and in cycles); each is checked, then played by the `random` policy and by the exploring
one (`explore`). Every entry they read must be one the analysis reaches, every Log Entry
they note one it calls notable, and every marker they take one it calls gainable."""

from __future__ import annotations

from crawlbook.compiler.api import compile_source
from crawlbook.compiler.config import Config
from crawlbook.runtime.game import Game, prepare
from crawlbook.runtime.policies import make_policy, policy_seed
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.narrow import present

NAMES = ("A", "B", "C")
GAMES = 12  # per policy and booklet

atom = st.one_of(st.sampled_from([f"noted {n}" for n in NAMES]),
                 st.sampled_from([f"not noted {n}" for n in NAMES]),
                 st.just("has M"), st.just("not has M"))
condition = st.one_of(atom, st.tuples(atom, st.sampled_from(["and", "or"]), atom).map(
    lambda t: " ".join(t)))
effect = st.sampled_from([*(f"[NOTE {n}]" for n in NAMES), "[GAIN M]", "[LOSE M]"])


@st.composite
def entry_text(draw, event: int, index: int, count: int) -> str:
    """Entry ``event.index``: effects, then an ending whose targets lie ahead (or
    CONTINUE), so every playthrough ends."""
    ahead = [f"{event}.{j}" for j in range(index + 1, count + 1)]
    targets = st.sampled_from([*ahead, "CONTINUE THE MISSION"])
    lines = [f"{event}.{index}", *draw(st.lists(effect, max_size=2))]
    kind = draw(st.sampled_from(["arrow", "check", "decision"]))
    if kind == "arrow":
        lines += [f"→ {draw(targets)}", "====="]
    elif kind == "check":
        for _ in range(draw(st.integers(1, 2))):
            lines.append(f"if {draw(condition)} → {draw(targets)}")
        if draw(st.booleans()):
            lines.append(f"otherwise → {draw(targets)}")
        lines.append("- - -")
    else:
        lines.append("Do you:")
        for k in range(draw(st.integers(2, 3))):
            gate = f"if {draw(condition)}: " if draw(st.booleans()) else ""
            lines.append(f"• {gate}go on {k} → {draw(targets)}")
        lines.append("- - -")
    return "\n".join(lines)


@st.composite
def booklets(draw) -> str:
    events = draw(st.integers(2, 4))
    out = ["MISSION 1: Generated", "LEVELS 1", "TB DECK 9",
           f"LEVEL 1 DECK: 1 STANDARD, EVENTS {' '.join(map(str, range(1, events + 1)))} "
           "SHUFFLED", 'INCLUDE "crawlbook:content/tunnel-rats/tb-cards.mission"', ""]
    for e in range(1, events + 1):
        count = draw(st.integers(1, 4))
        out.append(f"EVENT {e}: E{e}")
        out += [draw(entry_text(e, i, count)) for i in range(1, count + 1)]
        out.append("")
    out += ["END OF MISSION", "SUCCESS POINTS", "+1 per RAT STANDING", ""]
    return "\n".join(out)


def _played(program: dict, policy: str, seed: int) -> Game:
    game = Game.new(program, seed, content=prepare(program))
    chooser = make_policy(policy, policy_seed(seed))
    start = getattr(chooser, "start", None)
    if start is not None:
        start(game)
    while not game.over:
        game.answer(chooser.choose(present(game.prompt)))
    return game


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=booklets(), seed=st.integers(0, 2**32))
def test_what_play_reaches_the_analysis_reaches(text: str, seed: int) -> None:
    result = compile_source(text, "generated.mission", Config(), force=True)
    assert result.context is not None and result.program is not None
    reach = result.context.reach()
    for policy in ("random", "explore"):
        for i in range(GAMES):
            game = _played(result.program, policy, seed + i)
            for event in game.log:
                if event["type"] == "entry":
                    assert event["id"] in reach.reached, (event["id"], text)
                    READ.add(event["id"])
                elif event["type"] == "marker" and event["held"]:
                    assert event["name"] in reach.gained, (event["name"], text)
            assert set(game.state.log_entries) <= reach.noted, text


READ: set[str] = set()  # every entry id read by any generated game (a sanity check)


def test_generated_games_read_the_events() -> None:
    """The property above is not vacuous: its games read Events' later entries."""
    test_what_play_reaches_the_analysis_reaches()
    assert any(not i.startswith("TR") and not i.endswith(".1") for i in READ)


def test_a_cycle_is_never_noted() -> None:
    """The issue's example, played: with MAP noted only if KEY was and KEY only if MAP
    was, no playthrough notes either, as the analysis says."""
    from pathlib import Path

    case = Path(__file__).resolve().parents[1] / "data" / "cases" / "reach_cycle.mission"
    result = compile_source(case.read_text(encoding="utf-8"), str(case), Config(), force=True)
    assert result.context is not None and result.program is not None
    reach = result.context.reach()
    assert not {"MAP", "KEY"} & reach.noted
    assert {"4.2", "6.2"}.isdisjoint(reach.reached)
    for seed in range(20):
        game = _played(result.program, "explore", seed)
        assert not {"MAP", "KEY"} & set(game.state.log_entries)
