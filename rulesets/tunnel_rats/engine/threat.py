"""Threat and the Threat die (rulebook "Roll Threat Die and Update Threat Level", "Decide to
Scurry", "Resolve Event").

The Threat die has six faces: 1 green (-1 Threat), 2 gray (no change), 2 yellow (+1) and
1 red (+2); it is rolled as a D6 with the core's dice helper (a ``dice`` event) and the
number read as a face. Threat lives on a track of 1..9; our zones (docs/rules.md): 1-3 Low (green),
4-6 Medium (yellow), 7-9 High (red).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crawlbook.ruleset import Dice, throw

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

# Face index 0..5 -> colour; the D6 rolled, less 1, picks one.
ThreatDie = ("green", "gray", "gray", "yellow", "yellow", "red")
THREAT_DIE = Dice(1, 6)
FACE_DELTA = {"green": -1, "gray": 0, "yellow": 1, "red": 2}
THREAT_MIN, THREAT_MAX = 1, 9


def zone(threat: int) -> str:
    """"low", "medium" or "high" (our ruling on the track's colours)."""
    if threat <= 3:
        return "low"
    if threat <= 6:
        return "medium"
    return "high"


def roll_face(state: GameState) -> str:
    """Roll the Threat die: its face's colour."""
    return ThreatDie[throw(state, THREAT_DIE, "Threat die")[1] - 1]


def roll_threat(state: GameState, *, during_event: bool, scurry: bool = False,
                face: str | None = None) -> str:
    """Roll the Threat die (unless ``face`` is given) and update the Threat level.

    With Scurry: +1 more Threat on yellow or red, else the +1 TB card marker goes on the
    Draw deck. Returns the face. The caller decides about TB Encounters (none in Events).
    """
    if face is None:
        face = roll_face(state)
    before = state.threat
    delta = FACE_DELTA[face]
    if scurry and delta > 0:
        delta += 1
    after = min(max(before + delta, THREAT_MIN), THREAT_MAX)  # kept on the track
    if state.log.wants("threat_roll"):
        state.emit("threat_roll", face=face, before=before, after=after,
                   during_event=during_event, scurry=scurry)
    state.set_threat(after, "scurry" if scurry and delta > 0 else "threat_die")
    if scurry and FACE_DELTA[face] <= 0:
        state.tb.recover(1, "scurry")
    return face
