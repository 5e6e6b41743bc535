"""The engine docs stay true: every ruling names an existing test, every event type is
documented."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
RULES = HERE.parents[1] / "docs" / "rules.md"
TUNNEL_RATS = HERE.parent / "rulesets" / "tunnel_rats"


def references() -> list[tuple[str | None, str]]:
    found = []
    for line in RULES.read_text(encoding="utf-8").splitlines():
        current = None
        for file, name in re.findall(r"`(test_\w+\.py)?::(test_\w+)`", line):
            current = file or current
            found.append((current, name))
    return found


def test_rulings_name_existing_tests():
    refs = references()
    assert len(refs) > 20
    for file, name in refs:
        assert file, f"a ruling names ::{name} without its file"
        # Tunnel Rats' engine tests live with the ruleset, the core's here.
        path = next((p for p in (TUNNEL_RATS / file, HERE / file) if p.exists()), HERE / file)
        source = path.read_text(encoding="utf-8")
        assert re.search(rf"^def {name}\(", source, re.M), f"{file}::{name} does not exist"


def test_every_logged_event_type_is_documented() -> None:
    """docs/event-log.md names every event type the engine writes."""
    from crawlbook.runtime.autoplay import play_with_policy

    from .programs import sample_program

    doc = (HERE.parents[1] / "docs" / "event-log.md").read_text(encoding="utf-8")
    program = sample_program()
    seen: set[str] = set()
    for seed in range(60):
        for policy in ("random", "explorer"):
            seen |= {e["type"] for e in play_with_policy(program, seed, policy).log}
    missing = sorted(t for t in seen if f"`{t}`" not in doc)
    assert not missing, f"undocumented event types: {missing}"
