"""Rulesets: each declares its effect registry. ``get(name)`` finds one by its RULESET name."""

from __future__ import annotations

from crawlbook.compiler.registry import Registry


def names() -> list[str]:
    return ["tunnel-rats"]


def get(name: str) -> Registry | None:
    if name == "tunnel-rats":
        from crawlbook.compiler.rulesets.tunnel_rats import REGISTRY

        return REGISTRY
    return None
