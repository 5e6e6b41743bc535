"""What `crawlbook simulate` counts and checks in a Tunnel Rats game (docs/simulate.md;
the protocol: ``crawlbook.ruleset.SimulationHooks``).

Counters per run (summed over runs): the Crawls played, the Rats Taken Out, the Combats
fought and won, and the Trait tests made and passed at each entry. Invariants checked on
every finished game (rulebook "Tough Bastardness": the TB cards are conserved across the
Draw, Discard and Removed piles; "Roll Threat Die": Threat stays on the track 1..9;
"Applying Damage": Damage is never negative, a Rat is Taken Out exactly at his Health;
the Formation is the standing Rats; a failure's cause is the state's). The report keeps
the sections ``turns``, ``rats_taken_out``, ``combats`` and ``trait_tests``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from crawlbook.ruleset import (
    InvariantBroken,
    ReportTable,
    ReportView,
    SimulationHooks,
    entry_key,
    percent,
    ratio,
    spread,
)

if TYPE_CHECKING:
    from crawlbook.ruleset import Game

THREAT_RANGE = range(1, 10)
# The log events the counters read; every other type is skipped with one set lookup.
_READ = frozenset({"setup", "trait_test", "combat_start", "combat_end", "taken_out",
                   "threat_change", "damage", "tb_deck"})


class TunnelRatsSimulation(SimulationHooks):
    """The Tunnel Rats ``SimulationHooks``."""

    score_name = "Success Points"
    causes: Mapping[str, Sequence[str]] = MappingProxyType(
        {"loss": ("tb_exhausted", "rats_taken_out", "abandoned")})
    cause_labels: Mapping[str, str] = MappingProxyType(
        {"tb_exhausted": "TB cards exhausted", "rats_taken_out": "2 Rats Taken Out",
         "abandoned": "abandoned"})
    # The only event types ``count`` reads: a simulated game's log keeps just these (and
    # the core's), as neither the engine nor the policies read the log.
    reads = _READ

    def count(self, game: Game) -> Counter:
        """A finished game's counters, and the invariants (its whole log read)."""
        return self.count_events(game, game.state.log)

    def count_events(self, game: Game, events: Sequence[dict[str, Any]]) -> Counter:
        """One pass over the game's events the core does not read (or over its whole
        log, whose other events are skipped): the counters, and the invariants."""
        # A plain dict while counting: a Counter's ``+= 1`` on a new key calls its
        # ``__missing__``, a Python call, and the tally folds either in the same order
        # (guarded by benchmarks/simulate_compare.py instructions).
        counts: dict[Any, int] = {}
        tb_total = None
        last_test = None  # the cause of the last Trait test (a reroll replaces its outcome)
        taken_out = combats = 0
        for event in events:
            kind = event["type"]
            # The branches go from the most frequent type to the least (a cautious game
            # on Mission 1 logs about 40 TB deck events, 20 Threat changes, 12 Damage).
            # A simulated game's ``events`` are all of ``_READ`` (``reads``); another
            # type falls through every branch, reading nothing.
            if kind == "tb_deck":
                held = event["draw"] + event["discard"] + event["removed"]
                if held != tb_total:
                    raise InvariantBroken(f"TB cards not conserved: {held} in the piles, "
                                          f"{tb_total} at set-up (event {event['seq']})")
            elif kind == "threat_change":
                if event["after"] not in THREAT_RANGE:
                    raise InvariantBroken(f"Threat {event['after']} is off the track 1..9 "
                                          f"(event {event['seq']})")
            elif kind == "damage":
                if event["amount"] <= 0 or event["total"] < 0:
                    raise InvariantBroken(f"bad Damage {event['amount']} (total "
                                          f"{event['total']}) on {event['rat']} (event "
                                          f"{event['seq']})")
            elif kind == "trait_test":
                cause = event["cause"]
                if event.get("reroll"):
                    if event["passed"] and last_test is not None:
                        key = ("passed", last_test)
                        counts[key] = counts.get(key, 0) + 1
                else:
                    last_test = cause
                    key = ("tests", cause)
                    counts[key] = counts.get(key, 0) + 1
                    if event["passed"]:
                        key = ("passed", cause)
                        counts[key] = counts.get(key, 0) + 1
            elif kind == "combat_start":
                combats += 1
            elif kind == "combat_end":
                if event.get("outcome") == "vc_eliminated":
                    counts["combats_won"] = counts.get("combats_won", 0) + 1
            elif kind == "taken_out":
                taken_out += 1
            elif kind == "setup":
                tb_total = event["tb_draw"]
        check_state(game, tb_total)
        counts[("turns", game.state.crawls)] = 1
        counts[("taken_out", taken_out)] = 1
        if combats:
            counts["combats"] = combats
            counts["runs_with_combat"] = 1
        return Counter(counts)

    def report(self, counts: Counter, program: dict, completed: int) -> dict[str, Any]:
        turns = _by(counts, "turns")
        out = _by(counts, "taken_out")
        out_spread = spread(out)
        combats, won = counts["combats"], counts["combats_won"]
        return {
            "turns": spread(turns),
            "rats_taken_out": {"total": sum(k * v for k, v in out.items()),
                               "mean": out_spread["mean"],
                               "distribution": out_spread["distribution"]},
            "combats": {"fought": combats, "won": won, "win_rate": ratio(won, combats),
                        "runs_with_combat": counts["runs_with_combat"],
                        "mean_per_run": ratio(combats, completed)},
            "trait_tests": _tests(program, counts),
        }

    def view(self, report: dict[str, Any]) -> ReportView:
        turns, out, combats = report["turns"], report["rats_taken_out"], report["combats"]
        summary = [
            ("Crawls", f"mean {turns['mean']} (min {turns['min']}, max {turns['max']})"),
            ("Rats Taken Out", f"{out['total']} (mean {out['mean']} per run)"),
            ("Combats", f"{combats['fought']} fought, {combats['won']} won "
                        f"({percent(combats['win_rate'])}), in "
                        f"{combats['runs_with_combat']} runs"),
        ]
        mean = turns["mean"]
        cards = [(f"{mean:.1f}" if mean is not None else "–", "mean Crawls"),
                 (str(combats["fought"]), f"Combats ({combats['won']} won)"),
                 (str(out["total"]), "Rats Taken Out")]
        tests = report["trait_tests"]
        tables = []
        if tests:
            tables.append(ReportTable(
                "Trait tests", ("entry", "tests", "passed", "pass rate"),
                [(eid, str(t["tests"]), str(t["passed"]), percent(t["pass_rate"]))
                 for eid, t in tests.items()],
                faint=tuple(not t["tests"] for t in tests.values())))
        return ReportView(summary=summary, cards=cards,
                          histograms=[("Crawls per run", turns["distribution"])],
                          tables=tables)


def _by(counts: Counter, name: str) -> dict[Any, int]:
    """The counter's entries ``(name, key)`` as ``{key: count}``."""
    return {key[1]: n for key, n in counts.items()
            if isinstance(key, tuple) and key[0] == name}


def _test_entries(program: dict) -> list[str]:
    """Entries that make a Trait test: a TEST ending or a TEST effect step."""
    found = []
    for eid, entry in (program.get("entries") or {}).items():
        ending = entry.get("ending") or {}
        steps = entry.get("steps") or ()
        if ending.get("verb") == "TEST" or any(s.get("verb") == "TEST" for s in steps):
            found.append(eid)
    return found


def _tests(program: dict, counts: Counter) -> dict[str, Any]:
    tests, passed = _by(counts, "tests"), _by(counts, "passed")
    ids = set(_test_entries(program)) | set(tests)
    return {eid: {"tests": tests.get(eid, 0), "passed": passed.get(eid, 0),
                  "pass_rate": ratio(passed.get(eid, 0), tests.get(eid, 0))}
            for eid in sorted(ids, key=entry_key)}


def check_state(game: Game, tb_total: int | None) -> None:
    """The end state keeps the rules: TB piles, Threat, Damage, the Formation."""
    state = game.state
    if tb_total is not None and state.tb.total != tb_total:
        raise InvariantBroken(f"TB cards not conserved: {state.tb.total} at the end, "
                              f"{tb_total} at set-up")
    if state.threat not in THREAT_RANGE:
        raise InvariantBroken(f"Threat {state.threat} is off the track 1..9")
    team = state.team
    for rat in team.rats:
        if rat.damage < 0:
            raise InvariantBroken(f"{rat.id} has negative Damage ({rat.damage})")
        if rat.taken_out != (rat.damage >= rat.health):
            raise InvariantBroken(f"{rat.id}: {rat.damage} Damage but taken_out="
                                  f"{rat.taken_out}")
    standing = [r.id for r in team.rats if not r.taken_out]
    if sorted(team.formation) != sorted(standing):
        raise InvariantBroken(f"the Formation {team.formation} is not the standing Rats "
                              f"{standing}")
    result = game.result
    assert result is not None  # the core checked it
    if result.outcome == "failure" and result.cause != state.failure:
        raise InvariantBroken(f"failed with cause {result.cause} but the state says "
                              f"{state.failure}")
    if result.cause == "rats_taken_out" and len(standing) > 1:
        raise InvariantBroken("failed for Rats Taken Out with 2 Rats standing")


SIMULATION = TunnelRatsSimulation()
