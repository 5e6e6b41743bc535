"""The optional rules of Tunnel Rats as ``--option`` names (rulebook "Optional Rules";
docs/playing.md, "Optional rules").

Kept apart from the engine so that `crawlbook play --help` lists them without importing
it. ``FIELDS`` maps each option to the ``GameOptions`` flag it turns on.
"""

from __future__ import annotations

from crawlbook.ruleset import OptionSpec

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("high-threat", "treat every Combat as if the Threat level were High",
               "Optional Rules: Threat", legacy_flag="--high-threat"),
    OptionSpec("fewer-tb", "one TB card fewer in the starting TB deck",
               "Optional Rules: Mission", legacy_flag="--fewer-tb"),
)
FIELDS: dict[str, str] = {"high-threat": "all_combats_high_threat",
                          "fewer-tb": "one_fewer_tb"}
