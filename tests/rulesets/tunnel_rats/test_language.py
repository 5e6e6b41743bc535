"""The Tunnel Rats language (rulesets/tunnel_rats/language.py): its header directives are
read by its registry, not by the grammar ("Board Set Up" 7: the Mission says how each
level's Tunnel deck is built)."""

from __future__ import annotations

from typing import Any

from crawlbook.compiler.api import compile_source
from crawlbook.rulesets.tunnel_rats.diagnostics import EXAMPLE_FRAME

from tests.narrow import present

EVENTS = "".join(f"EVENT {n}: E\n{n}.1\n→ CONTINUE THE MISSION\n=====\n" for n in range(1, 8))


def _setup(header: str) -> dict:
    source = EXAMPLE_FRAME.replace("LEVEL 1 DECK: 4 STANDARD, EVENT 1 SHUFFLED\n", header)
    result = compile_source(source.replace("{body}", EVENTS), "m.mission", force=True)
    assert result.program is not None
    return result.program["setup"]


def test_level_decks() -> None:
    setup = _setup("LEVELS 3\nLEVEL 1 DECK: 5 STANDARD, EVENTS 1 2 SHUFFLED\n"
                   "LEVEL 2 DECK: 3 STANDARD, EVENT 3 ON TOP, EVENT 4 ON BOTTOM\n"
                   "LEVEL 3 DECK: 6 STANDARD, EVENTS 5 6 IN BOTTOM 4, EVENT 7 IN TOP 3\n")
    got = [(d["level"], d["standard"], [(p["events"], p["where"], p["depth"])
                                         for p in d["placements"]]) for d in setup["decks"]]
    assert got == [
        (1, 5, [([1, 2], "shuffled", None)]),
        (2, 3, [([3], "top", None), ([4], "bottom", None)]),
        (3, 6, [([5, 6], "in_bottom", 4), ([7], "in_top", 3)]),
    ]


def test_defaults_of_the_optional_directives() -> None:
    setup = _setup("")
    assert (setup["threat"], setup["entrance_column"], setup["decks"],
            setup["random_combat"]) == (1, 1, [], None)


def test_random_combat_is_a_combat_effect() -> None:
    setup = _setup("RANDOM COMBAT [COMBAT STANDARD 2 ELITE 1]\n")
    assert setup["random_combat"] == {"verb": "COMBAT", "params": {
        "standard": 2, "elite": 1, "initiative": "RANDOM", "target": None, "threat_after": 1,
        "elite_target": None, "standard_target": None, "e1_target": None, "e2_target": None,
        "s1_target": None, "s2_target": None, "s3_target": None, "s4_target": None,
        "s5_target": None, "initiative_rounds": "FIRST", "reserve": "STANDARD"}}


def test_combat_says_which_vc_attacks_whom_and_when() -> None:
    """Rulebook "Combat": "The Event text will say if a particular VC attacks a particular
    Rat"; Initiative per round "unless otherwise stated"; which VC wait in the Reserve."""
    setup = _setup("RANDOM COMBAT [COMBAT STANDARD 3 ELITE 2 ELITE_TARGET LEAD S2_TARGET "
                   "SUPPORT INITIATIVE VC INITIATIVE_ROUNDS ALL RESERVE ELITE]\n")
    params = setup["random_combat"]["params"]
    assert (params["elite_target"], params["s2_target"], params["initiative_rounds"],
            params["reserve"]) == ("LEAD", "SUPPORT", "ALL", "ELITE")


def test_a_broken_deck_line_points_at_the_word() -> None:
    source = EXAMPLE_FRAME.replace("EVENT 1 SHUFFLED", "EVENTS 1 SHUFLED")
    result = compile_source(source.replace("{body}", EVENTS), "m.mission", build=False)
    [d] = [d for d in result.diagnostics if d.code == "E222"]
    span = present(d.span)
    assert (span.line, span.column) == (4, 36) and "`SHUFLED`" in d.message


def test_conditions_may_compare_threat_and_damage_and_the_engine_answers() -> None:
    """``if THREAT >= 7`` checks clean and plays: the registry's numbers are the ones the
    engine's ``condition_quantity`` answers."""
    from crawlbook.rulesets.tunnel_rats.engine.quantities import condition_quantity
    from crawlbook.rulesets.tunnel_rats.language import REGISTRY

    body = ("EVENT 1: A\n1.1\nif THREAT >= 7 or DAMAGE > 3 → CONTINUE THE MISSION\n"
            "otherwise → CONTINUE THE MISSION\n- - -")
    result = compile_source(EXAMPLE_FRAME.replace("{body}", body), "m.mission", build=False)
    assert not [d for d in result.diagnostics if d.severity == "error"]

    class _State:  # what condition_quantity reads
        threat = 8

    state: Any = _State()  # only what condition_quantity reads
    assert condition_quantity(state, "THREAT") == 8
    assert set(REGISTRY.numbers) == {"THREAT", "DAMAGE"}
