"""The Tunnel Rats game state: everything a game is, as plain dataclasses (docs/engine.md).

``GameState`` extends the core's ``State`` (the one ``Rng``, the event log, the Log
Entries and markers) with the Team, the TB deck, the Tunnel Complex and Threat. Rule
procedures change it through the few methods here (``set_threat``, ``apply_damage``,
``heal``, ``fail``) and the core's (``emit``, ``note``), which also write the events of
``docs/event-log.md``. When the Mission fails, ``fail`` sets ``failure`` and ends the game
the core's way (``State.stop``: docs/rulesets.md, "Ending the game"): nothing is raised;
the rule that failed returns, the core's reading stops, and every running procedure
(Combat, Event, Crawl) sees ``ended`` and returns, up to the mission runner. Nothing
happens after a failure.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from crawlbook.rulesets.tunnel_rats.engine.tb_deck import TBDeck
from crawlbook.rulesets.tunnel_rats.engine.team import Team
from crawlbook.rulesets.tunnel_rats.engine.threat import THREAT_MAX, THREAT_MIN
from crawlbook.rulesets.tunnel_rats.engine.tunnels import TunnelComplex

from crawlbook.ruleset import State


@dataclass(slots=True)
class GameOptions:
    """The rulebook's optional rules, and an optional chosen team."""

    all_combats_high_threat: bool = False  # "Optional Rules": Threat
    one_fewer_tb: bool = False  # "Optional Rules": Mission
    team: tuple[str, ...] | None = None  # Rat ids, Lead first; None = draw 3 at random

    def to_json(self) -> dict[str, Any]:
        return {"all_combats_high_threat": self.all_combats_high_threat,
                "one_fewer_tb": self.one_fewer_tb,
                "team": list(self.team) if self.team is not None else None}

    @classmethod
    def from_json(cls, data: object) -> GameOptions:
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise ValueError("options must be an object")
        team = data.get("team")
        if team is not None and not (isinstance(team, list)
                                     and all(isinstance(t, str) for t in team)):
            raise ValueError("options.team must be a list of Rat ids")
        flags = {k: data.get(k, False) for k in ("all_combats_high_threat", "one_fewer_tb")}
        for k, v in flags.items():
            if not isinstance(v, bool):
                raise ValueError(f"options.{k} must be true or false")
        return cls(team=tuple(team) if team is not None else None, **flags)


@dataclass(slots=True, kw_only=True)
class GameState(State):
    """A Tunnel Rats game: the neutral ``State`` (program, ``Rng``, event log, Log
    Entries, markers, the entry being read) plus the Team, the TB deck, the Tunnel
    Complex, Threat and the Crawl's bookkeeping."""

    content: dict = field(repr=False)
    options: GameOptions
    team: Team
    tb: TBDeck
    complex: TunnelComplex
    threat: int = 1
    resolved_events: list[int] = field(default_factory=list)
    failure: str | None = None
    in_event: int = 0  # > 0 while an Event is being resolved
    crawls: int = 0
    tester: str | None = None  # the Rat who took the last Trait test (WHO = TESTER)
    # The weapons fought with this Mission (engine/memory.py), for `if fired PISTOL`.
    # Not in the snapshot: the replay of a save's answers rebuilds it, as it did before
    # conditions could ask.
    fired: list[str] = field(default_factory=list)
    # The Rat just Taken Out, while the Position markers wait to be re-assigned
    # (``asks.reassign_positions``); None otherwise. Never set at a prompt.
    reassign: str | None = None
    # The Combat interaction being resolved (``combat._Hands``: the Rat, the Initiative,
    # both hands and the Rat's total at his last prompt), None before the first: what a
    # draw-or-stick prompt's ``info`` shows, for a driver that reads the game's state
    # instead (``State.unread``). Not in the snapshot: derived while a Combat runs.
    interaction: Any = field(default=None, repr=False, compare=False)
    # Derived values procedures may memoise for speed (never part of the game's state):
    # only what the program and content pack determine, as set-up shares it between the
    # games of one program (``setup.Pack.memo``).
    cache: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def set_threat(self, value: int, cause: str) -> None:
        value = min(max(value, THREAT_MIN), THREAT_MAX)  # kept on the track
        if value != self.threat:
            # Threat changes about 25 times a game, Damage 15 (events a simulation keeps):
            # written as ``emit`` would write them, without its keyword packing (guarded
            # by benchmarks/simulate_compare.py instructions).
            seq = self.log.next_seq("threat_change")
            if seq is not None:
                self.log.append({"seq": seq, "type": "threat_change", "before": self.threat,
                                 "after": value, "cause": cause})
            self.threat = value

    def apply_damage(self, rat_id: str, amount: int, cause: str) -> None:
        """Damage a Rat; at Health (10) he is Taken Out and the Position markers move up;
        with 2 Rats Taken Out the Mission fails ("Applying Damage", "Mission Objectives"):
        the caller stops when ``ended`` is set."""
        rat = self.team.rat(rat_id)
        if rat.taken_out or amount <= 0:
            return
        rat.damage += amount
        seq = self.log.next_seq("damage")
        if seq is not None:
            self.log.append({"seq": seq, "type": "damage", "rat": rat.id, "amount": amount,
                             "total": rat.damage, "cause": cause})
        if rat.damage >= rat.health:
            rat.taken_out = True
            self.team.formation.remove(rat.id)
            self.emit("taken_out", rat=rat.id, formation=list(self.team.formation))
            if self.team.taken_out_count() >= 2:
                self.fail("rats_taken_out")
                return
            self.reassign = rat.id

    def heal(self, rat_id: str, amount: int, cause: str) -> int:
        """Remove up to ``amount`` Damage (never below 0); returns what was removed."""
        rat = self.team.rat(rat_id)
        removed = min(amount, rat.damage)
        if rat.taken_out or removed <= 0:
            return 0
        rat.damage -= removed
        if self.log.wants("heal"):  # about 13 a game, which a simulation does not keep
            self.emit("heal", rat=rat.id, amount=removed, total=rat.damage, cause=cause)
        return removed

    def fail(self, cause: str) -> None:
        """The Mission has failed: record why and end the game (``State.stop``); every
        procedure returns from there on, with nothing more done."""
        self.failure = cause
        self.stop("loss", cause)

    def snapshot(self) -> dict[str, Any]:
        """Everything that makes this state, as JSON (compared after a replay)."""
        return {"rng": self.rng.to_json(), "team": self.team.to_json(),
                "tb": self.tb.to_json(), "complex": self.complex.to_json(),
                "threat": self.threat, "log_entries": list(self.log_entries),
                "markers": list(self.markers), "resolved_events": list(self.resolved_events),
                "failure": self.failure, "crawls": self.crawls, "entry": self.entry,
                "tester": self.tester, "log_length": _length_without_dice(self.log)}


# Event types a save's ``log_length`` leaves out: rolls, and the prompts offered and
# answered, became events after saves had recorded the length (docs/event-log.md).
_UNCOUNTED = frozenset({"dice", "prompt", "answer"})


def _length_without_dice(log: list[dict]) -> int:
    """The number of events that are not dice, prompts or answers: saves made before
    those were events (docs/event-log.md, "Dice", "The log's version") recorded that
    length, and still load."""
    return sum(1 for e in log if e["type"] not in _UNCOUNTED)
