"""Policies: drivers that answer prompts with no person (simulation, `play --policy`).

A ``Policy`` answers a ``Prompt`` with one of its choice ids. Policies own their random
source (an ``Rng`` of their own, never the game's), so the same game seed with different
policy seeds gives different games, and a policy never disturbs the engine's dice.
``make_policy(name, seed)`` builds one by name (``load_policy``: the built-in names, or
``module:Class`` for an author's own policy).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Protocol

from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rng import Rng, seed_for_run


class Policy(Protocol):
    name: str

    def choose(self, prompt: Prompt) -> str:
        """The id of one of ``prompt.choices``."""
        ...


class RandomPolicy:
    """Uniform over the legal answers of every prompt."""

    name = "random"
    __slots__ = ("_below",)

    def __init__(self, seed: int = 0) -> None:
        self._below = Rng(seed).below

    def choose(self, prompt: Prompt) -> str:
        choices = prompt.choices
        if len(choices) == 1:
            return choices[0].id
        return choices[self._below(len(choices))].id


class ExplorerPolicy:
    """A plausible player for simulations: never abandons, rests only when a Rat is badly
    hurt, heals the most hurt Rat, prefers unexplored exits, and leaves by a way out once
    a Log Entry is noted, the Draw deck runs low or the Crawls run long; otherwise random.
    """

    name = "explorer"
    __slots__ = ("_rng",)

    def __init__(self, seed: int = 0) -> None:
        self._rng = Rng(seed)

    def choose(self, prompt: Prompt) -> str:
        kind = prompt.kind
        info = prompt.info
        ids = [c.id for c in prompt.choices]
        if kind == "rest":
            hurt = max((r["damage"] for r in info.get("rats", ())), default=0)
            return "3" if hurt >= 6 and info.get("draw", 0) > 4 else "0"
        if kind == "heal_point":
            rats = [r for r in info.get("rats", ()) if r["id"] in ids]
            return max(rats, key=lambda r: r["damage"])["id"] if rats else ids[0]
        if kind in ("formation", "scurry", "tb_exchange"):
            return prompt.default or ids[0]
        if kind == "exit":
            if "end" in ids and (info.get("noted") or info.get("draw", 99) <= 3
                                 or info.get("crawl", 0) >= 12):
                return "end"
            exits = info.get("exits") or []
            fresh = [e["slot"] for e in exits if e["new_card"]]
            pool = fresh if fresh and self._rng.below(10) < 7 else [e["slot"] for e in exits]
            if not pool:
                return "end" if "end" in ids else "abandon"
            return pool[self._rng.below(len(pool))]
        if len(ids) == 1:
            return ids[0]
        return ids[self._rng.below(len(ids))]


POLICIES: dict[str, Callable[[int], Policy]] = {"random": RandomPolicy,
                                                "explorer": ExplorerPolicy}
# Policies that live in other modules, imported only when named (the simulator's).
LAZY_POLICIES: dict[str, str] = {
    "explore": "crawlbook.rulesets.tunnel_rats.policies:ExplorePolicy",
    "cautious": "crawlbook.rulesets.tunnel_rats.policies:CautiousPolicy",
}
POLICY_NAMES: tuple[str, ...] = (*POLICIES, *LAZY_POLICIES)


class PolicyLoadError(ValueError):
    """A ``--policy`` value that names no policy; the message says why."""


def load_policy(spec: str) -> Callable[[int], Policy]:
    """A policy factory from a ``--policy`` value: a built-in name (``random``,
    ``explorer``, ``explore``, ``cautious``) or ``package.module:Class`` (an importable
    class or function taking the seed). Raises ``PolicyLoadError`` with a clear message."""
    spec = spec.strip()
    if spec in POLICIES:
        return POLICIES[spec]
    if ":" not in spec and spec not in LAZY_POLICIES:
        raise PolicyLoadError(f"unknown policy `{spec}` (known: {', '.join(POLICY_NAMES)};"
                              " or give module:Class)")
    target = LAZY_POLICIES.get(spec, spec)
    module_name, _, attr = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise PolicyLoadError(f"policy `{spec}`: cannot import `{module_name}` ({exc})") from None
    except Exception as exc:  # an author's module that fails on import
        raise PolicyLoadError(f"policy `{spec}`: importing `{module_name}` failed: "
                              f"{type(exc).__name__}: {exc}") from None
    factory = getattr(module, attr, None)
    if factory is None or not callable(factory):
        raise PolicyLoadError(f"policy `{spec}`: `{module_name}` has no class `{attr}`")
    return factory


def start_policy(policy: Policy, game: object) -> None:
    """Call the policy's optional ``start(game)`` hook, once, before its first answer."""
    start = getattr(policy, "start", None)
    if start is not None:
        start(game)


def policy_seed(game_seed: int) -> int:
    """The seed a policy gets for a game seeded ``game_seed`` (stable, documented)."""
    return seed_for_run(game_seed, 0x5EED)


def make_policy(name: str, seed: int) -> Policy:
    """The policy ``name`` (see ``load_policy``) seeded with ``seed``."""
    return load_policy(name)(seed)
