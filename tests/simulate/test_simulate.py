"""The simulator: determinism for any split of the runs, coverage counting, the failure
path, the statistics (docs/simulate.md)."""

from __future__ import annotations

import pytest
from crawlbook.runtime.policies import policy_seed
from crawlbook.runtime.rng import seed_for_run
from crawlbook.runtime.simulation import simulate, without_timing
from crawlbook.runtime.simulation.backends import chunks
from crawlbook.runtime.simulation.report import entry_key, wilson
from crawlbook.runtime.simulation.runner import Job, run_chunk

from tests.narrow import present

from .fixtures import (
    REACHABLE,
    UNREACHABLE,
    CorruptingPolicy,
    RaisingPolicy,
    coverage_program,
    fails,
)

RUNS = 48


@pytest.fixture(scope="module")
def program() -> dict:
    return coverage_program()


@pytest.mark.parametrize("policy", ["random", "explore", "cautious"])
def test_same_seed_same_report_for_one_and_two_workers(program, policy):
    one = simulate(program, RUNS, seed=11, policy=policy, workers=1)
    two = simulate(program, RUNS, seed=11, policy=policy, workers=2)
    again = simulate(program, RUNS, seed=11, policy=policy, workers=1)
    assert without_timing(one) == without_timing(two) == without_timing(again)
    assert one["runs"] == RUNS and one["seed"] == 11 and one["policy"] == policy


def test_dask_local_cluster_gives_the_identical_report(program):
    pytest.importorskip("distributed")
    local = simulate(program, RUNS, seed=5, workers=1)
    dask = simulate(program, RUNS, seed=5, workers=2, backend="dask", dask_processes=False)
    assert without_timing(dask) == without_timing(local)


def test_another_seed_gives_another_report(program):
    a = simulate(program, RUNS, seed=1, workers=1)
    b = simulate(program, RUNS, seed=2, workers=1)
    assert without_timing(a) != without_timing(b)


def test_chunks_merge_in_any_order(program):
    whole = run_chunk(Job(program, 4, "random", 0, 30))
    parts = [run_chunk(Job(program, 4, "random", a, b)) for a, b in [(0, 7), (7, 19), (19, 30)]]
    merged = parts[2].merge(parts[0]).merge(parts[1])
    assert merged == whole


@pytest.mark.parametrize("runs,workers", [(1, 1), (10, 3), (1000, 2), (5001, 1)])
def test_chunks_cover_every_run_once(runs, workers):
    indices = [i for a, b in chunks(runs, workers) for i in range(a, b)]
    assert indices == list(range(runs))


def test_coverage_counts_reached_entries(program):
    report = simulate(program, 60, seed=3, policy="explore", workers=1)
    coverage = report["coverage"]
    assert coverage["entries_total"] == len(REACHABLE) + len(UNREACHABLE)
    assert coverage["never_reached"] == UNREACHABLE
    assert coverage["entries_reached"] == len(REACHABLE)
    per_entry = coverage["runs_per_entry"]
    # Every run that reads 1.1 takes one of its two offered options, once.
    assert per_entry["1.1"] == per_entry["1.2"] + per_entry["1.3"]
    assert per_entry["1.2"] == per_entry["1.4"] + per_entry["1.5"]
    options = report["decisions"]["1.1"]["options"]
    assert options["1"]["taken"] == per_entry["1.2"]
    assert options["2"]["taken"] == per_entry["1.3"]
    assert options["3"] == {"text": "use the side duct", "to": "1.8", "taken": 0, "runs": 0,
                            "wins": 0, "win_rate": None, "mean_score": None}
    test = report["trait_tests"]["1.2"]
    assert test["tests"] == per_entry["1.2"] and test["passed"] == per_entry["1.4"]
    assert coverage["owners"] == [{"owner": "1", "kind": "event", "entries": 7, "reached": 5,
                                   "ids": sorted(per_entry, key=entry_key)}]
    # Every Event is a start by default (docs/language.md, "Where reading starts"): its
    # first entry, and what a reading from it came to: 1.8 is written as a way from 1.1
    # (an option whose condition never holds), 1.9 as a way from nowhere.
    assert coverage["starts_declared"] is False
    assert coverage["starts"] == [{"entry": "1.1", "owner": "1", "kind": "event",
                                   "runs": per_entry["1.1"], "entries": len(REACHABLE) + 1,
                                   "reached": len(REACHABLE), "never_reached": ["1.8"]}]


def test_ways_taken_and_mean_scores_after_options(program: dict) -> None:
    """What the branch map's heat reads (docs/maps.md): the runs that took each way out
    of an entry, and the mean score of the runs that took each option, counted from the
    games themselves, one by one."""
    from crawlbook.runtime.autoplay import play_with_policy

    runs, seed = 40, 5
    report = simulate(program, runs, seed=seed, policy="explore", workers=1)
    ways: dict = {}
    scores: dict = {}
    for index in range(runs):
        game = play_with_policy(program, seed_for_run(seed, index), "explore")
        taken = set()
        options = set()
        log = game.log
        for i, event in enumerate(log):
            if event["type"] in ("decision", "outcome", "branch"):
                taken.add((event["entry"], event["to"]))
            if event["type"] == "decision" and event["option"]:
                options.add((event["entry"], event["option"]))
            if event["type"] == "entry" and program["entries"][event["id"]]["ending"]["kind"] \
                    == "goto":
                later = [e for e in log[i + 1:] if e["type"] in ("entry", "event_end")]
                if later:
                    taken.add((event["id"], "CONTINUE"))
        for way in taken:
            ways[way] = ways.get(way, 0) + 1
        for key in options:  # a run counts once for an option, however often it took it
            scores.setdefault(key, []).append(present(game.result).score)
    assert {(e, t): n for e, found in report["ways"].items() for t, n in found.items()} == ways
    for (eid, option), found in scores.items():
        mean = report["decisions"][eid]["options"][option]["mean_score"]
        assert mean == pytest.approx(sum(found) / len(found), abs=1e-4)


def test_outcomes_add_up(program):
    report = simulate(program, RUNS, seed=9, workers=1)
    outcomes = report["outcomes"]
    assert outcomes["win"] + outcomes["draw"] + outcomes["loss"] == report["completed"]
    assert outcomes["draw"] == 0 and sum(outcomes["causes"]["loss"].values()) == outcomes["loss"]
    assert report["completed"] + outcomes["errors"] == RUNS
    assert set(outcomes["causes"]["loss"]) >= {"tb_exhausted", "rats_taken_out", "abandoned"}
    assert outcomes["words"] == {"win": "success", "loss": "failure"}
    assert sum(report["turns"]["distribution"].values()) == report["completed"]
    assert sum(report["score"]["distribution"].values()) == outcomes["win"]
    assert report["score"]["name"] == "Success Points"
    for rate in ("win_rate", "draw_rate", "loss_rate"):
        assert report[rate]["low"] <= report[rate]["value"] <= report[rate]["high"]


@pytest.mark.parametrize("policy,kind", [(RaisingPolicy, "crash"),
                                         (CorruptingPolicy, "invariant")])
def test_failed_runs_are_reported_and_the_rest_go_on(program, policy, kind):
    """A run that crashes or breaks an invariant (Damage never negative, "Applying
    Damage") is reported with its seeds and answers; the other runs still count."""
    runs = 24
    report = simulate(program, runs, seed=7, policy=policy, workers=2)
    expected = [i for i in range(runs) if fails(policy_seed(seed_for_run(7, i)))]
    assert expected, "the fixture must spoil some runs"
    failed = report["failed_runs"]
    assert [f["index"] for f in failed] == expected
    assert report["outcomes"]["errors"] == len(expected)
    assert report["completed"] == runs - len(expected)
    for f in failed:
        assert f["kind"] == kind
        assert f["seed"] == seed_for_run(7, f["index"])
        assert f["policy_seed"] == policy_seed(f["seed"])
        assert isinstance(f["answers"], list)
    if kind == "crash":
        assert all(len(f["answers"]) == 1 and "fixture hook" in f["error"] for f in failed)
    else:
        assert all("Damage" in f["error"] and "-" in f["error"] for f in failed)
    assert report == report | {"failed_runs": failed}


def test_wilson_interval():
    low, high = wilson(8, 10)
    assert round(low, 4) == 0.4902 and round(high, 4) == 0.9433
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(0, 50)
    assert low == pytest.approx(0.0, abs=1e-12) and 0.0 < high < 0.1
    low, high = wilson(50, 50)
    assert high == pytest.approx(1.0) and 0.9 < low < 1.0


def test_bad_arguments(program):
    with pytest.raises(ValueError, match="backend"):
        simulate(program, 1, backend="ray")
    with pytest.raises(ValueError, match="unknown policy"):
        simulate(program, 1, policy="genius")
