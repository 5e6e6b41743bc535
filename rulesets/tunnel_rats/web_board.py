"""The Tunnel Rats board in the browser, from the core's generic pieces: the ruleset's
``BoardHooks`` (``crawlbook.ruleset``; the pieces: ``crawlbook.runtime.pieces``;
docs/playing.md, "In the browser").

What a player keeps on the table (rulebook "Board Set Up", "Team Set Up", "Tunnels",
"Tough Bastardness", "Roll Threat Die and Update Threat Level"): the Tunnel cards laid out
as placed on up to three levels of six columns, each with its Exits (open or a Dead End)
and the team's position; the Threat track with its zones; the three Rats in their
Formation with their Damage and Position markers; the TB deck; the Log Entries and
markers. The console draws the same board in characters (``console/board.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crawlbook.rulesets.tunnel_rats.engine.threat import THREAT_MAX, zone
from crawlbook.rulesets.tunnel_rats.engine.tunnels import COLUMNS, OPEN, DeadEnd

from crawlbook.ruleset import (
    PieceBoard as Board,
)
from crawlbook.ruleset import (
    PieceCard as Card,
)
from crawlbook.ruleset import (
    PieceCounter as Counter,
)
from crawlbook.ruleset import (
    PieceGrid as Grid,
)
from crawlbook.ruleset import (
    PieceGroup as Group,
)
from crawlbook.ruleset import (
    PieceTrack as Track,
)
from crawlbook.ruleset import (
    PieceZone as Zone,
)
from crawlbook.ruleset import (
    memory_group,
)

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

TRAITS = (("SURVIVAL", "SUR"), ("CHARISMA", "CHA"), ("PERCEPTION", "PER"),
          ("INTELLIGENCE", "INT"), ("WILLPOWER", "WIL"))
EXIT_KINDS = {OPEN: "open", DeadEnd: "closed"}
WEAPON_NAMES = {"pistol": "the Pistol", "silencer": "the Pistol with Silencer"}


def tunnel_card(state: GameState, position: tuple[int, int]) -> Card:
    """One placed Tunnel card: its id or Event, its Exits, the team when it is here."""
    cx = state.complex
    placed = cx.cards[position]
    card = cx.templates[placed.card]
    here = position == cx.position
    tags = []
    if here:
        tags.append("team here")
        if cx.dead_end is not None:
            tags.append("dead end")
    event = placed.event
    if card.kind == "entrance":
        title, tone = "ENTRANCE", "entrance"
    elif event is not None:
        resolved = event in state.resolved_events
        title, tone = f"EVENT {event}", "resolved" if resolved else "event"
        if resolved:
            tags.append("resolved")
    else:
        title, tone = card.id, ""
    if card.kind == "entrance" or card.surface_exit:
        tags.append("way out")
    edges = tuple((slot, EXIT_KINDS[kind]) for slot, kind in card.exits.items()
                  if kind in EXIT_KINDS)
    lines = (card.name,) if card.name and card.name.upper() != title else ()
    return Card(title=title, lines=lines, kicker=f"Level {position[0]}", tags=tuple(tags),
                edges=edges, tone=tone, current=here)


def complex_group(state: GameState) -> Group:
    cx = state.complex
    cells = tuple((level, column, tunnel_card(state, (level, column)))
                  for (level, column) in sorted(cx.cards))
    left = ", ".join(f"Level {k}: {len(v)}" for k, v in sorted(cx.decks.items()))
    grid = Grid(label="Tunnel Complex", rows=cx.levels, columns=COLUMNS, cells=cells,
                row_labels=tuple(f"L{k}" for k in range(1, cx.levels + 1)),
                column_labels=tuple(f"col {c}" for c in range(1, COLUMNS + 1)),
                legend=f"Tunnel cards left to reveal: {left}")
    where = cx.position
    return Group("The Tunnel Complex", (grid,),
                 notes=(f"Crawl {state.crawls}; the team is on Level {where[0]}, "
                        f"column {where[1]}.",), wide=True)


def threat_track(state: GameState) -> Track:
    """The Threat track 1..9 (our ruling on its zones: 1-3 Low, 4-6 Medium, 7-9 High)."""
    now = zone(state.threat)
    return Track(label="Threat", value=state.threat, size=THREAT_MAX, first=1, filled=False,
                 zones=(Zone(1, 3, "Low", "threat-low"), Zone(4, 6, "Medium", "threat-medium"),
                        Zone(7, 9, "High", "threat-high")),
                 text=f"{state.threat} {now.capitalize()}", tone=f"threat-{now}")


def rat_card(state: GameState, rat: object) -> Card:
    from crawlbook.rulesets.tunnel_rats.engine.team import Rat

    assert isinstance(rat, Rat)
    position = state.team.position_of(rat.id)
    traits = "  ".join(f"{short} {rat.traits.get(full, 0)}" for full, short in TRAITS)
    ability = rat.ability.replace("_", " ").title() if rat.ability else "none"
    if rat.once_per_mission:
        ability += " (used)" if rat.ability_used else " (once)"
    status = "TAKEN OUT" if rat.taken_out else f"{rat.damage} of {rat.health} Damage"
    return Card(title=f'"{rat.nickname}" {rat.name}', kicker=position or "OUT",
                lines=(status, traits, f"Ability: {ability}"),
                tags=("taken out",) if rat.taken_out else (),
                tone="taken-out" if rat.taken_out else ("hurt" if rat.damage >= 7 else ""))


def team_group(state: GameState) -> Group:
    team = state.team
    pieces: list[Card | Track] = []
    for rat in [*team.standing(), *[r for r in team.rats if r.taken_out]]:
        pieces.append(rat_card(state, rat))
        pieces.append(Track(label=f"{rat.nickname}'s Damage", value=rat.damage,
                            size=rat.health, first=1,
                            text="Taken Out" if rat.taken_out else f"{rat.damage}/{rat.health}",
                            tone="damage"))
    return Group("The Team, in Formation", tuple(pieces))


def tb_group(state: GameState) -> Group:
    tb = state.tb
    pieces = [Counter("TB cards to draw", len(tb.draw), tone="low" if len(tb.draw) <= 3 else ""),
              Counter("Discarded", len(tb.discarded)), Counter("Removed", len(tb.removed))]
    if tb.marker:
        pieces.append(Counter("TB Marker", f"+{tb.marker}"))
    notes: tuple[str, ...] = ()
    if tb.face_up and tb.top:
        title = ((state.program.get("cards") or {}).get(tb.top) or {}).get("title")
        notes = (f"Face up on top: {tb.top}" + (f" {title}" if title else ""),)
    return Group("Threat and the TB deck", (threat_track(state), *pieces), notes=notes)


def memory(state: GameState) -> Group:
    group = memory_group(state)
    if not state.fired:
        return group
    fired = Counter("Fired", ", ".join(WEAPON_NAMES.get(w, w) for w in state.fired))
    return Group(group.title, (*group.pieces, fired), group.notes)


class TunnelRatsBoard:
    """The ``BoardHooks`` of Tunnel Rats."""

    def board(self, state: GameState) -> Board:
        return Board((complex_group(state), tb_group(state), team_group(state), memory(state)))


BOARD = TunnelRatsBoard()
