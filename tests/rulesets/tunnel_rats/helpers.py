"""Test helpers: a rigged random source, content packs with chosen cards, drivers."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

from crawlbook.rulesets.tunnel_rats.engine.content import load_pack
from crawlbook.rulesets.tunnel_rats.engine.state import GameOptions
from crawlbook.rulesets.tunnel_rats.engine.tunnels import SLOTS
from crawlbook.runtime.game import Game
from crawlbook.runtime.rng import Rng

# Threat die faces by the index ``Rng.below(6)`` gives (runtime/threat.py).
GREEN, GRAY, YELLOW, RED = 0, 1, 3, 5


class RiggedRng(Rng):
    """An ``Rng`` whose next ``below`` results are scripted (then the real stream)."""

    __slots__ = ("script",)

    def __init__(self, seed: int = 0, script: Iterable[int] = ()) -> None:
        super().__init__(seed)
        self.script = list(script)

    def below(self, n: int) -> int:
        if self.script:
            value = self.script.pop(0)
            assert 0 <= value < n, (value, n)
            return value
        return super().below(n)


def rig(game: Game, *values: int) -> RiggedRng:
    """Replace the game's Rng by one that first returns ``values`` from ``below``."""
    rng = RiggedRng(1, values)
    game.state.rng = rng
    return rng


def card(id_: str, kind: str = "standard", level: int | None = 1, flashlights: int = 1,
         dead: Iterable[str] = (), event: int | None = None, surface: bool = False,
         missing: Iterable[str] = ()) -> dict:
    dead = set(dead)
    missing = set(missing)
    if kind == "standard" and level == 1:
        missing |= {"top-left", "top-right"}
    if kind == "standard" and level == 3:
        missing |= {"bottom-left", "bottom-right"}
    data = {"id": id_, "kind": kind, "flashlights": flashlights,
            "exits": {s: ("dead" if s in dead else "open") for s in SLOTS if s not in missing}}
    if kind == "standard":
        data["level"] = level
    if event is not None:
        data["event"] = event
    if surface:
        data["surface_exit"] = True
    return data


def content_with(cards: list[dict]) -> dict:
    """The bundled pack with its tunnel cards replaced (an Entrance is added if absent)."""
    pack = dict(load_pack("tunnel-rats"))
    if not any(c["kind"] == "entrance" for c in cards):
        cards = [card("ENTRANCE", "entrance", None), *cards]
    if not any(c["kind"] == "event" for c in cards):
        cards = [*cards, card("E1", "event", None, event=1)]
    pack["tunnels"] = {"cards": cards}
    return pack


def answer_all(game: Game, *answers: str) -> None:
    for a in answers:
        game.answer(a)


def new(program: dict, seed: int = 1, team: tuple[str, ...] | None = ("knuckles", "light", "ghost"),
        **options: bool) -> Game:
    return Game.new(program, seed, GameOptions(team=team, **options))


def events(game: Game, type_: str) -> list[dict]:
    return [e for e in game.log if e["type"] == type_]


def kinds_since(game: Game, seq: int) -> list[str]:
    return [e["type"] for e in game.log if e["seq"] >= seq]


def golden_logs() -> ModuleType:
    """``benchmarks/golden_logs.py`` (its ``canonical_log`` and ``digests``): the tests
    compare logs exactly as the golden recording does."""
    path = Path(__file__).resolve().parents[3] / "benchmarks" / "golden_logs.py"
    spec = importlib.util.spec_from_file_location("golden_logs", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
