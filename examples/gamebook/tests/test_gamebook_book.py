"""The Sunken Crypt, the classic gamebook's 30-section worked example, through every
command (docs/gamebook/index.md): it checks clean under --strict, builds, draws, prints
as a booklet whose sections are numbered as printed, plays in the console and by policy,
simulates, and `odds` gives the exact chance of each Test of Luck and of winning each
whole fight. The skeleton `new --ruleset gamebook` writes does the same. A seed and the
answers replay a game; every game keeps the rules (hypothesis)."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.compiler.api import compile_path, compile_source
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.game import Game
from crawlbook_gamebook import rules
from crawlbook_gamebook.simulation import SIMULATION
from hypothesis import given, settings
from hypothesis import strategies as st

from crawlbook.cli import main

BOOK = Path(__file__).resolve().parents[1] / "missions" / "sunken-crypt.mission"


def run(*args: str, input: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, [*args], input=input)
    return result.exit_code, result.output


@pytest.fixture(scope="module")
def program() -> dict:
    result = compile_path(BOOK)
    assert result.program is not None, [d.message for d in result.diagnostics]
    return result.program


def test_it_checks_clean_under_strict() -> None:
    code, out = run("check", "--strict", str(BOOK))
    assert code == 0 and "All clean" in out, out


def test_it_builds_thirty_numbered_sections_read_from_1(program: dict) -> None:
    assert sorted(program["entries"], key=int) == [str(n) for n in range(1, 31)]
    assert program["start"] == ["1"] and program["mission"]["title"] == "The Sunken Crypt"
    assert program["entries"]["14"]["ending"] == {
        "kind": "resolve", "verb": "FIGHT", "outcomes": {"win": "5"},
        "params": {"name": "GHOUL", "skill": 7, "stamina": 7}}


def test_it_uses_every_part_of_the_language(program: dict) -> None:
    text = BOOK.read_text(encoding="utf-8")
    for needle in ("TITLE ", "START 1", "[FIGHT ", "win →", "[TEST LUCK]", "lucky →",
                   "unlucky →", "[GAIN GOLD", "[LOSE GOLD", "if GOLD >=", "• if has ",
                   "[EAT]", "[STAMINA -", "[SKILL -", "[LUCK +", "[NOTE ", "if noted ",
                   "[DIE]", "→ THE END", "otherwise →"):
        assert needle in text, needle
    verbs = {s["verb"] for e in program["entries"].values() for s in e["steps"]
             if s["op"] == "effect"} | {e["ending"].get("verb") for e in
                                         program["entries"].values()}
    assert {"FIGHT", "TEST", "GAIN", "LOSE", "EAT", "DIE", "NOTE", "SKILL", "STAMINA",
            "LUCK"} <= verbs


def test_it_draws_and_prints_its_sections_numbered(tmp_path: Path) -> None:
    assert run("graph", str(BOOK), "-o", str(tmp_path / "crypt.dot"))[0] == 0
    dot = (tmp_path / "crypt.dot").read_text(encoding="utf-8")
    assert all(f'id="entry-{n}"' in dot for n in range(1, 31))
    assert "14 -> 5 [label=<win" in dot
    assert run("booklet", str(BOOK), "-o", str(tmp_path / "crypt.html"))[0] == 0
    html = (tmp_path / "crypt.html").read_text(encoding="utf-8")
    printed = re.findall(r'<h3 class="entry-id">(\d+)</h3>', html)
    assert printed == [str(n) for n in range(1, 31)]
    assert '<a class="turn-to" href="#e-14">14</a>' in html and "THE END" in html


def test_it_plays_in_the_console(tmp_path: Path) -> None:
    """A reader asks for the Adventure Sheet, then takes the first option each time."""
    code, out = run("play", str(BOOK), "--seed", "3", "--save", str(tmp_path / "s.json"),
                    input="status\n" + "1\n" * 120)
    assert code == 0, out
    assert "SKILL" in out and "STAMINA" in out and "Adventure Sheet" in out
    assert "GHOUL" in out and "Attack Strength" in out


def test_random_and_careful_policies_finish_every_game(program: dict) -> None:
    for policy in ("random", "careful"):
        results = [play_with_policy(program, seed, policy).result for seed in range(60)]
        kinds = {r.kind for r in results if r is not None}
        assert None not in results
        assert kinds == {"win", "loss"}, policy


def test_a_seed_and_the_answers_replay_a_game(program: dict) -> None:
    game = play_with_policy(program, 11, "random")
    again = Game.new(program, 11)
    for answer in game.answers:
        again.answer(answer)
    assert again.log == game.log and again.result == game.result


def test_it_simulates(tmp_path: Path) -> None:
    code, out = run("simulate", str(BOOK), "--runs", "300", "--workers", "1",
                    "--format", "json")
    assert code == 0, out
    report = json.loads(out)
    assert report["runs"] == 300
    assert "fights" in json.dumps(report) and "deaths_by_section" in json.dumps(report)


def _exact(cell: dict) -> Fraction:
    return Fraction(cell["exact"])


def test_odds_are_exact_for_every_test_and_whole_fight() -> None:
    code, out = run("odds", str(BOOK), "--format", "json")
    assert code == 0, out
    found = json.loads(out)["entries"]
    fights = {"14": (7, 7), "19": (6, 5), "25": (8, 6), "26": (9, 10), "28": (10, 12)}
    for entry, (skill, stamina) in fights.items():
        [odds] = [o["odds"] for o in found[entry] if o["effect"].startswith("FIGHT")]
        assert _exact(odds["chances"]["win"]) == rules.fresh_fight_chance(skill, stamina)
        row = next(r for r in odds["rows"] if r["label"] == "SKILL 9")
        assert _exact(row["cells"][3]) == rules.fight_chance(9, 19, skill, stamina)
    for entry in ("6", "12", "13", "30"):
        [odds] = [o["odds"] for o in found[entry] if o["effect"] == "TEST LUCK"]
        assert _exact(odds["chances"]["lucky"]) == Fraction(181, 216)
        row = next(r for r in odds["rows"] if r["label"] == "LUCK 9")
        assert _exact(row["cells"][0]) == Fraction(5, 6)


@pytest.mark.parametrize("section,code", [
    ("2\nA room.\n=====", "E212"),                        # no ending: never silently read on
    ("2\nA room.\n→ THE END\nMore text.\n=====", "E213"),  # text after the ending
    ("2\nA room.\n→ THE END", "W404"),                     # not closed by a line
    ("2\nDo you:\n• go → THE END\n• stay → THE END\n=====", "I501"),  # the wrong line
])
def test_a_sections_entry_rules_are_an_events(section: str, code: str) -> None:
    """A numbered book's sections keep every rule of an entry but the id's form."""
    source = "RULESET gamebook\nTITLE X\nSTART 1\n\n1\nA door.\n→ 2\n=====\n" + section
    found = [d.code for d in compile_source(source, "x.mission", build=False).diagnostics]
    assert code in found, found


def test_a_hopeless_fight_is_gb401(tmp_path: Path) -> None:
    hard = BOOK.read_text(encoding="utf-8").replace("SKILL 7 STAMINA 7",
                                                     "SKILL 14 STAMINA 30")
    path = tmp_path / "hard.mission"
    path.write_text(hard, encoding="utf-8")
    code, out = run("check", str(path))
    assert code == 0 and "warning[GB401]" in out and "GHOUL" in out


def test_the_skeleton_works_with_every_command(tmp_path: Path) -> None:
    book = tmp_path / "cave.mission"
    assert run("new", "--ruleset", "gamebook", str(book))[0] == 0
    code, out = run("check", "--strict", str(book))
    assert code == 0 and "All clean" in out, out
    assert run("fmt", "--check", str(book))[0] == 0
    for args in (("build", str(book)), ("graph", str(book), "-o", str(tmp_path / "c.dot")),
                 ("booklet", str(book), "-o", str(tmp_path / "c.html")),
                 ("play", str(book), "--policy", "random"),
                 ("simulate", str(book), "--runs", "50", "--workers", "1"),
                 ("odds", str(book))):
        code, out = run(*args)
        assert code == 0, (args, out)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32),
       policy=st.sampled_from(["random", "careful"]))
def test_every_game_keeps_the_rules(program: dict, seed: int, policy: str) -> None:
    """The simulator's invariants (no score above its Initial value or below 0, LUCK one
    lower at each Test, a death by STAMINA at 0) hold for any seed; a win is scored by
    the gold carried."""
    game = play_with_policy(program, seed, policy)
    SIMULATION.count(game)
    result = game.result
    assert result is not None
    if result.kind == "win":
        assert result.score == game.state.counts["GOLD"]
    else:
        assert result.cause in ("stamina", "the book")


ENDED = """\
RULESET gamebook
TITLE The Short Walk
START 1

1
You walk home.
[GAIN GOLD 3]
→ THE END
===
ENDING
You are home.
POINTS
+2 if has GOLD
+1 per GOLD
"""


def test_a_books_ending_is_read_by_the_core_and_scored_before_the_gold(tmp_path: Path) -> None:
    """The core reads the ending (``read_the_end``): its text under the book's heading,
    its scoring lines (a counted thing counted ``per``), then the gold carried, the
    gamebook's own score: 2 + 3 + 3."""
    result = compile_source(ENDED, "walk.mission")
    assert result.program is not None, [d.message for d in result.diagnostics]
    game = play_with_policy(result.program, 1, "random")
    assert game.result is not None and game.result.kind == "win"
    assert game.result.score == 8
    assert [e["type"] for e in game.log][-2:] == ["end_text", "game_end"]
    book = tmp_path / "walk.mission"
    book.write_text(ENDED, encoding="utf-8")
    code, out = run("check", "--strict", str(book))
    assert code == 0, out
    code, out = run("play", str(book), "--seed", "1", input="1\n" * 5)
    assert code == 0, out
    assert "ENDING" in out and "You are home." in out
