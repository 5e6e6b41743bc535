"""The classic gamebook's policy for `--policy careful` (docs/simulate.md): a reader who
eats whenever the book allows it, Tests their Luck in a fight only to save their own
STAMINA and only while Lucky is likelier than not, and chooses the book's options at
random (from its own seed)."""

from __future__ import annotations

from typing import Any

from crawlbook.ruleset import Policy, Prompt, Rng


class Careful(Policy):
    name = "careful"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, prompt: Prompt) -> str:
        ids = prompt.choice_ids()
        info: dict[str, Any] = prompt.info or {}
        if prompt.kind == "eat":
            return "eat"
        if prompt.kind == "luck":
            return "luck" if info.get("winner") == "enemy" and int(info.get("luck", 0)) >= 7 \
                else "no"
        return ids[self.rng.below(len(ids))]


POLICIES = {"careful": Careful}
