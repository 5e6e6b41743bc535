"""The board at a glance, as rich markup lines: the Tunnel Complex grid, the Team, the TB
deck, the Threat track and the Log Entries (rulebook "Board Set Up", "Team Set Up",
"Tunnels", "Tough Bastardness", "Roll Threat Die and Update Threat Level").

Everything here reads ``game.state`` and returns lines; nothing prints. Names and ids that
come from a mission or the content pack are escaped (``rich.markup.escape``). The map is
drawn with the core's symbols plus the board's own (``BoardSymbols``: exits, Dead Ends,
the Borders, the team, resolved Events, ways out), Unicode or ASCII as the console is.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from crawlbook.rulesets.tunnel_rats.engine.threat import THREAT_MAX, zone
from crawlbook.rulesets.tunnel_rats.engine.tunnels import COLUMNS, OPEN, DeadEnd
from rich.markup import escape

from crawlbook.ruleset import ASCII, UNICODE, Symbols, log_entries_line, objectives_lines

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState
    from crawlbook.rulesets.tunnel_rats.engine.tunnels import PlacedCard, TunnelComplex

CARD_WIDTH = 12  # 6 cards + 2 Borders + the level label = 77 columns
INSIDE = CARD_WIDTH - 2
TRAITS = (("SURVIVAL", "SUR"), ("CHARISMA", "CHA"), ("PERCEPTION", "PER"),
          ("INTELLIGENCE", "INT"), ("WILLPOWER", "WIL"))
ZONE_NAMES = {"low": "Low", "medium": "Medium", "high": "High"}

__all__ = ["board_symbols", "log_entries_line", "map_lines", "objectives_lines",
           "status_lines"]


@dataclass(frozen=True, slots=True)
class BoardSymbols(Symbols):
    """The core's symbols and the map's own."""

    open_exit: str
    dead_end: str
    border: str
    team: str
    resolved: str
    way_out: str


_UNICODE_BOARD = BoardSymbols(**asdict(UNICODE), open_exit="○", dead_end="×", border="▒",
                              team="◉", resolved="✓", way_out="↑")
_ASCII_BOARD = BoardSymbols(**asdict(ASCII), open_exit="o", dead_end="x", border="#",
                            team="@", resolved="v", way_out="^")


def board_symbols(sym: Symbols) -> BoardSymbols:
    """The board's symbols in the set (Unicode or ASCII) of ``sym``."""
    if isinstance(sym, BoardSymbols):
        return sym
    return _UNICODE_BOARD if sym.unicode else _ASCII_BOARD


def _slot(card_exits: dict[str, str], slot: str, wall: str, sym: BoardSymbols) -> str:
    kind = card_exits.get(slot)
    if kind == OPEN:
        return f"[exit]{sym.open_exit}[/]"
    if kind == DeadEnd:
        return f"[dead_end]{sym.dead_end}[/]"
    return wall


def _centre(text: str, style: str | None = None) -> str:
    """``text`` centred in the card's inside width, as markup."""
    text = text[:INSIDE]
    left = (INSIDE - len(text)) // 2
    right = INSIDE - len(text) - left
    body = escape(text) if not style else f"[{style}]{escape(text)}[/]"
    return " " * left + body + " " * right


def _card_rows(state: GameState, placed: PlacedCard, sym: BoardSymbols) -> list[str]:
    cx = state.complex
    card = cx.templates[placed.card]
    ex = card.exits
    h, v = sym.horizontal, sym.vertical
    top = (sym.corner_tl + h * 2 + _slot(ex, "top-left", h, sym) + h * 4
           + _slot(ex, "top-right", h, sym) + h * 2 + sym.corner_tr)
    bottom = (sym.corner_bl + h * 2 + _slot(ex, "bottom-left", h, sym) + h * 4
              + _slot(ex, "bottom-right", h, sym) + h * 2 + sym.corner_br)
    event = placed.event
    if card.kind == "entrance":
        label, style = "ENTRANCE", "title"
    elif event is not None:
        label, style = f"EVENT {event}", "resolved" if event in state.resolved_events else "event"
    else:
        label, style = card.id, None
    here = placed.position == cx.position
    middle = _centre(f"{sym.team} TEAM", "team") if here else " " * INSIDE
    way_out = card.kind == "entrance" or card.surface_exit
    if here and cx.dead_end is not None:
        note = _centre("dead end", "dead_end")
    elif way_out:
        note = _centre(f"{sym.way_out} way out", "good")
    elif event is not None and event in state.resolved_events:
        note = _centre(f"{sym.resolved} resolved", "resolved")
    else:
        note = " " * INSIDE
    return [top,
            _slot(ex, "left-top", v, sym) + _centre(label, style) + _slot(ex, "right-top", v, sym),
            v + middle + v,
            _slot(ex, "left-bottom", v, sym) + note + _slot(ex, "right-bottom", v, sym),
            bottom]


def _empty_rows(sym: Symbols) -> list[str]:
    blank = " " * CARD_WIDTH
    mid = " " * (CARD_WIDTH // 2 - 1) + f"[empty]{sym.dot}[/]" + " " * (CARD_WIDTH // 2)
    return [blank, blank, mid, blank, blank]


def map_lines(state: GameState, symbols: Symbols) -> list[str]:
    """The Tunnel Complex: up to 3 levels of 6 cards between the Borders."""
    sym = board_symbols(symbols)
    cx: TunnelComplex = state.complex
    border = f"[border]{sym.border}[/]"
    header = "    " + "".join(f"col {c}".center(CARD_WIDTH) for c in range(1, COLUMNS + 1))
    lines = [f"[hint]{header}[/]"]
    for level in range(1, cx.levels + 1):
        rows = [""] * 5
        for column in range(1, COLUMNS + 1):
            placed = cx.cards.get((level, column))
            cells = _card_rows(state, placed, sym) if placed else _empty_rows(sym)
            for i, cell in enumerate(cells):
                rows[i] += cell
        for i, row in enumerate(rows):
            label = f"L{level} " if i == 2 else "   "
            lines.append(f"[hint]{label}[/]{border}{row}{border}")
    deck = ", ".join(f"Level {k}: {len(v)}" for k, v in sorted(cx.decks.items()))
    lines.append(f"[hint]{sym.open_exit} exit  {sym.dead_end} dead end  {sym.team} team  "
                 f"{sym.resolved} Event resolved  {sym.way_out} way out  {sym.border} Border[/]")
    lines.append(f"[hint]Tunnel cards left to reveal: {deck}[/]")
    return lines


def _ability_name(hook: str | None) -> str:
    return hook.replace("_", " ").title() if hook else "none"


def _bar(value: int, full: int, sym: Symbols) -> str:
    value = max(0, min(full, value))
    return sym.bar_full * value + sym.bar_empty * (full - value)


def team_lines(state: GameState, sym: Symbols) -> list[str]:
    """The three Rats: position in the Formation, name, Damage out of 10, Traits, ability."""
    team = state.team
    lines = []
    order = [*team.standing(), *[r for r in team.rats if r.taken_out]]
    for rat in order:
        position = team.position_of(rat.id)
        where = (f"[position]{position:<8}[/]" if position
                 else "[taken_out]OUT     [/]")
        name = escape(f'"{rat.nickname}" {rat.name}')
        pad = " " * max(1, 26 - len(rat.nickname) - len(rat.name) - 3)
        style = "taken_out" if rat.taken_out else ("damage" if rat.damage >= 7 else "rat")
        status = "TAKEN OUT" if rat.taken_out else f"{rat.damage}/{rat.health} Damage"
        lines.append(f"{where}[rat]{name}[/]{pad}[{style}]{_bar(rat.damage, rat.health, sym)}"
                     f" {status}[/]")
        traits = "  ".join(f"{short} {rat.traits.get(full, 0)}" for full, short in TRAITS)
        ability = _ability_name(rat.ability)
        if rat.once_per_mission:
            ability += " (used)" if rat.ability_used else " (once)"
        lines.append(f"        [hint]{traits}   Ability:[/] {escape(ability)}")
    return lines


def tb_line(state: GameState) -> str:
    tb = state.tb
    marker = f"  Marker [good]+{tb.marker}[/]" if tb.marker else ""
    face_up = ""
    if tb.face_up and tb.top:
        title = ((state.program.get("cards") or {}).get(tb.top) or {}).get("title")
        name = escape(tb.top) + (" " + escape(title) if title else "")
        face_up = f"  [hint](face up on top: {name})[/]"
    low = " [bad]low![/]" if len(tb.draw) <= 3 else ""
    return (f"[heading]TB deck[/]   Draw [tb]{len(tb.draw)}[/]{low}  Discard {len(tb.discarded)}"
            f"  Removed {len(tb.removed)}{marker}{face_up}")


def threat_line(state: GameState, sym: Symbols) -> str:
    """The Threat track 1..9 with its zones (our ruling: 1-3 Low, 4-6 Medium, 7-9 High)."""
    parts = []
    for value in range(1, THREAT_MAX + 1):
        if value in (1, 4, 7):
            parts.append(f"[hint]{ZONE_NAMES[zone(value)].lower()}[/] ")
        style = f"threat.{zone(value)}"
        cell = f"[{value}]" if value == state.threat else f" {value} "
        cell = escape(cell)
        if value == state.threat:
            parts.append(f"[{style}][threat.current]{cell}[/][/]")
        else:
            parts.append(f"[{style}]{cell}[/]")
        if value in (3, 6):
            parts.append(f" [hint]{sym.vertical}[/] ")
    now = zone(state.threat)
    return (f"[heading]Threat[/]    {''.join(parts)}   [threat.{now}]{state.threat} "
            f"{ZONE_NAMES[now]}[/]")


WEAPON_NAMES = {"pistol": "the Pistol", "silencer": "the Pistol with Silencer"}


def fired_line(state: GameState) -> str | None:
    """The Pistol's memory (``if fired PISTOL``): the guns fought with this Mission."""
    if not state.fired:
        return None
    return "[heading]Fired[/] " + ", ".join(WEAPON_NAMES.get(w, w) for w in state.fired)


def memory_line(state: GameState) -> str:
    """The Log Entries and markers, and the guns fired (the booklet may ask of them)."""
    fired = fired_line(state)
    return log_entries_line(state) + (f"   {fired}" if fired else "")


def status_lines(state: GameState, sym: Symbols) -> list[str]:
    where = state.complex.position
    return [*team_lines(state, sym), tb_line(state), threat_line(state, sym),
            memory_line(state),
            f"[hint]Crawl {state.crawls}, the team is on Level {where[0]}, column {where[1]}.[/]"]
