"""A second yardstick for the balance figures of docs/missions.md (issue 5, "Balance").

``Thorough`` plays exactly as the simulator's ``cautious`` policy (rests, rotates the
Lead Man, sticks at sane totals, picks the best Rat for a chosen test), except for one
thing: it reads the mission's clock as every TB card not yet Removed ("Tough
Bastardness", "Removing and Recovering TB Cards"), not as the current Draw deck. So it
does not turn for home each time the Draw deck runs low before a Removal; it goes after
the objectives and leaves once they are all noted or only 4 TB cards are left.

It is not a test: docs/missions.md uses it through the simulator's ``module:Class``
policies, from the repository root::

    PYTHONPATH=tests/missions crawlbook simulate 1 -n 2000 --seed 1 --workers 1 \\
        --policy balance_policies:Thorough
"""

from __future__ import annotations

from typing import Any

from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.smart_policies import LOW_DRAW, CautiousPolicy


class Thorough(CautiousPolicy):
    """``cautious`` with the whole TB deck (cards not Removed) as the mission's clock."""

    name = "thorough"

    def choose(self, prompt: Prompt) -> str:
        ids = [c.id for c in prompt.choices]
        if prompt.kind == "exit" and len(ids) > 1:
            answer = self._thorough_exit(prompt.info, ids)
            if answer in ids:
                return answer
        return super().choose(prompt)

    def _thorough_exit(self, info: dict[str, Any], ids: list[str]) -> str:
        noted = [str(n).upper() for n in info.get("noted") or ()]
        left = self._draw_left(info, whole=True)
        low = left is not None and left <= LOW_DRAW + 1
        slots = [i for i in ids if i not in ("end", "abandon")]
        done = self._objectives_met(noted)
        if "end" in ids and (done or low or not slots):
            return "end"
        if not slots:
            return "abandon"
        exits = {e["slot"]: e for e in info.get("exits") or ()}
        if done or low:
            return self._homeward(slots, exits)
        fresh = [s for s in slots if exits.get(s, {}).get("new_card")]
        return self._pick(fresh or slots)
