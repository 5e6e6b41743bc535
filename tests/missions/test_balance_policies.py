"""The ``thorough`` yardstick of docs/missions.md ("Balance") plays legal games to an end,
and reads the mission's clock as the TB cards not Removed (rulebook "Tough Bastardness",
"Removing and Recovering TB Cards"): it never ends a Mission with objectives unmet while
more than 4 TB cards are left."""

from __future__ import annotations

import pytest
from balance_policies import Thorough
from crawlbook.missions import find
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.policies import policy_seed
from mission_facts import program_of


@pytest.mark.parametrize("number", ["1", "3"])
def test_thorough_plays_to_an_end_and_does_not_leave_early(number: str) -> None:
    program = program_of(find(number))
    wanted = {o["log_entry"].upper() for o in program["mission"]["objectives"]}
    for seed in range(6):
        game = play_with_policy(program, seed, policy=Thorough(policy_seed(seed)))
        assert game.over and game.result is not None
        assert game.result.cause != "abandoned"
        if game.result.outcome == "success" and not wanted <= set(game.state.log_entries):
            left = game.state.tb.left() + game.state.tb.marker
            assert left <= 4, (seed, left)
