"""Fixture programs and policies for the simulator's tests (docs/program-format.md).

``coverage_program()`` is a one-level mission whose only Event has entries with known
reachability: 1.1 to 1.5 can be reached, 1.8 only through an option whose condition never
holds, 1.9 through nothing at all. ``RaisingPolicy`` and ``CorruptingPolicy`` make some
runs crash or break an engine invariant, to test the failure path.
"""

from __future__ import annotations

from typing import Any

from crawlbook.runtime.policies import RandomPolicy
from crawlbook.runtime.prompts import Prompt

CONTINUE = "CONTINUE"
REACHABLE = ["1.1", "1.2", "1.3", "1.4", "1.5"]
UNREACHABLE = ["1.8", "1.9"]


def _entry(eid: str, steps: list, ending: dict, line: str = "double") -> dict:
    return {"id": eid, "owner": "1", "owner_kind": "event", "steps": steps,
            "ending": ending, "line": line}


def coverage_program() -> dict:
    text = {"op": "text", "text": "A shaft drops into black water."}
    entries = [
        _entry("1.1", [text], {"kind": "decision", "options": [
            {"text": "lower the Support Man", "to": "1.2", "if": None},
            {"text": "move on", "to": "1.3", "if": None},
            {"text": "use the side duct", "to": "1.8", "if": {"noted": "NEVER"}}]},
            "dotted"),
        _entry("1.2", [], {"kind": "resolve", "verb": "TEST",
                           "params": {"who": "SUPPORT", "trait": "SURVIVAL", "diff": 2},
                           "outcomes": {"pass": "1.4", "fail": "1.5"}}, "dotted"),
        _entry("1.3", [{"op": "effect", "verb": "THREAT", "params": {"delta": 1}}],
               {"kind": "goto", "to": CONTINUE}),
        _entry("1.4", [{"op": "effect", "verb": "NOTE", "params": {"name": "WELL"}}],
               {"kind": "goto", "to": CONTINUE}),
        _entry("1.5", [{"op": "effect", "verb": "DAMAGE",
                        "params": {"who": "SUPPORT", "amount": 2}}],
               {"kind": "goto", "to": CONTINUE}),
        _entry("1.8", [], {"kind": "goto", "to": CONTINUE}),
        _entry("1.9", [], {"kind": "goto", "to": CONTINUE}),
    ]
    return {
        "format": "crawlbook-program", "version": 1, "ruleset": "tunnel-rats",
        "source": {"path": "coverage.mission", "files": {}}, "content_hash": "coverage",
        "mission": {"number": 99, "title": "Coverage <fixture> & co", "levels": 1,
                    "tb_deck": 9, "threat": 2, "entrance_column": 3,
                    "decks": [{"level": 1, "standard": 3, "placements": [
                        {"events": [1], "where": "shuffled", "depth": None}]}],
                    "rules": [], "random_combat": None, "briefing": ["Go in."],
                    "objectives": [{"text": "Find the well.", "log_entry": "WELL"}],
                    "rules_text": [], "markers": []},
        "events": {"1": {"number": 1, "title": "The Well", "first": "1.1",
                         "entries": [e["id"] for e in entries]}},
        "cards": {},
        "entries": {e["id"]: e for e in entries},
        "end_of_mission": {"text": ["Out."], "success_points": [
            {"points": 3, "if": {"noted": "WELL"}},
            {"points": 1, "per": "RAT STANDING", "every": 1}]},
    }


def combat_program() -> dict:
    """A mission whose Events ask every kind of prompt: Combats (weapons, targets, draws,
    Pistol, Reposition), CHOSEN Rats, Trait tests, decisions."""
    program = coverage_program()
    combat = {"op": "effect", "verb": "COMBAT", "params": {
        "standard": 3, "elite": 1, "initiative": "RANDOM", "target": None, "threat_after": 2}}
    chosen = {"op": "effect", "verb": "DAMAGE", "params": {"who": "CHOSEN", "amount": 1}}
    entries = [
        _entry("2.1", [chosen], {"kind": "decision", "options": [
            {"text": "fight", "to": "2.2", "if": None},
            {"text": "sneak", "to": "2.3", "if": None}]}, "dotted"),
        _entry("2.2", [combat], {"kind": "goto", "to": CONTINUE}),
        _entry("2.3", [], {"kind": "resolve", "verb": "TEST",
                           "params": {"who": "CHOSEN", "trait": "WILLPOWER", "diff": 2},
                           "outcomes": {"pass": CONTINUE, "fail": "2.2"}}, "dotted"),
    ]
    for e in entries:
        e["owner"] = "2"
        program["entries"][e["id"]] = e
    program["events"]["2"] = {"number": 2, "title": "The Fight", "first": "2.1",
                              "entries": [e["id"] for e in entries]}
    program["mission"]["decks"][0]["placements"][0]["events"] = [1, 2]
    program["mission"]["threat"] = 6
    return program


def fails(seed: int) -> bool:
    """The policy seeds whose runs the failing policies spoil (about 1 in 4)."""
    return seed % 4 == 1


class RaisingPolicy(RandomPolicy):
    """Random, but raises on its second prompt in some runs (a crashing hook)."""

    name = "raising"
    __slots__ = ("_bad", "_count")

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._bad = fails(seed)
        self._count = 0

    def choose(self, prompt: Prompt) -> str:
        self._count += 1
        if self._bad and self._count == 2:  # the first Exit prompt
            raise RuntimeError("the fixture hook raised")
        return super().choose(prompt)


class CorruptingPolicy(RandomPolicy):
    """Random, but gives a Rat negative Damage in some runs (a broken invariant)."""

    name = "corrupting"
    __slots__ = ("_bad",)

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._bad = fails(seed)

    def start(self, game: Any) -> None:
        if self._bad:
            game.state.team.rats[0].damage = -20  # stays negative whatever it takes


class AlwaysRaisingPolicy(RandomPolicy):
    """Raises at the first prompt of every run: a report with no completed run."""

    name = "always-raising"

    def choose(self, prompt: Prompt) -> str:
        raise ValueError("nothing works")
