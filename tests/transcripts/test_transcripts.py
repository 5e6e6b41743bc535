"""`crawlbook test`: transcript tests played with the core's Game, any ruleset's; the
bundled missions' transcripts pass; `--record` from a save, an event log and a policy
(docs/transcripts.md)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner
from crawlbook.compiler.api import load_program
from crawlbook.runtime import transcript
from crawlbook.runtime.game import Game
from crawlbook.runtime.saves import write_save

from crawlbook.cli import main
from tests.runtime.plugin_fixtures import installed_toy

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "missions" / "transcripts"
MISSION = ROOT / "missions" / "00-training.mission"


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def test_the_bundled_missions_transcripts_pass() -> None:
    code, out = invoke("test", str(SHIPPED))
    assert code == 0, out
    assert out.count("PASSED") == len(list(SHIPPED.glob("*.transcript.toml"))) >= 4
    assert " 4 passed in " in out.splitlines()[-1]


def test_a_transcript_that_no_longer_holds_fails_with_the_reason(tmp_path: Path) -> None:
    shipped = SHIPPED / "00-training.transcript.toml"
    text = shipped.read_text("utf-8").replace('mission = "../', f'mission = "{ROOT}/missions/')
    failing = tmp_path / "score.transcript.toml"
    failing.write_text(text.replace("score = ", "score = 1"), "utf-8")
    code, out = invoke("test", str(tmp_path))
    assert code == 1
    assert f"{failing} FAILED" in out
    assert "score: expected 1" in out and "1 failed" in out


def test_broken_transcripts_are_errors_naming_the_file(tmp_path: Path) -> None:
    (tmp_path / "bad.transcript.toml").write_text("mission = [\n", "utf-8")
    (tmp_path / "illegal.transcript.toml").write_text(
        f'mission = "{MISSION}"\nseed = 1\nanswers = ["nonsense"]\n', "utf-8")
    code, out = invoke("test", str(tmp_path))
    assert code == 1
    assert f"{tmp_path / 'bad.transcript.toml'}: not a transcript" in out
    assert "answer 1 (`nonsense`) is not legal at the" in out
    assert "0 passed, 2 errors" in out


def test_usage_errors() -> None:
    assert invoke("test", str(ROOT / "docs"))[0] == 2  # no transcripts there
    assert invoke("test", "no/such/folder")[0] == 2
    assert invoke("test", "--seed", "3")[0] == 2
    assert invoke("test", "--record", "x.transcript.toml")[0] == 2


def played(seed: int = 5) -> Game:
    program = load_program(MISSION)
    game = Game.new(program, seed)
    while game.prompt is not None:
        game.answer(game.prompt.choices[-1].id)
    return game


def test_record_from_a_save_of_a_bundled_mission(tmp_path: Path) -> None:
    game = played()
    save = tmp_path / "game.save.json"
    write_save(save, game)
    out = tmp_path / "t.transcript.toml"
    code, text = invoke("test", "--record", str(out), "--from", str(save))
    assert code == 0, text
    recorded = transcript.read(out)
    assert recorded.answers == game.answers and recorded.seed == 5
    assert invoke("test", str(out))[0] == 0


def test_record_from_an_event_log_finds_the_answers_again(tmp_path: Path) -> None:
    game = played(9)
    log = tmp_path / "game.jsonl"
    log.write_text("".join(json.dumps(e) + "\n" for e in game.log), "utf-8")
    out = tmp_path / "t.transcript.toml"
    code, text = invoke("test", "--record", str(out), "--from", str(log), "--mission",
                        str(MISSION))
    assert code == 0, text
    recorded = transcript.read(out)
    again = transcript.play(load_program(MISSION), recorded.seed, recorded.answers)
    assert again.log == game.log
    code, text = invoke("test", "--record", str(out), "--from", str(log), "--mission",
                        str(ROOT / "missions" / "01-the-hamlet-well.mission"))
    assert code == 1 and "does not follow from seed 9" in text


def test_the_runner_knows_no_ruleset(tmp_path: Path) -> None:
    """The toy ruleset of tests/runtime records and runs its transcripts like any other."""
    (tmp_path / "site").mkdir()
    with installed_toy(tmp_path / "site"):
        mission = tmp_path / "toy.mission"
        shutil.copy(ROOT / "tests" / "runtime" / "toy.mission", mission)
        out = tmp_path / "toy.transcript.toml"
        code, text = invoke("test", "--record", str(out), "--mission", str(mission),
                            "--policy", "random", "--seed", "4")
        assert code == 0, text
        assert transcript.read(out).mission == "toy.mission"
        code, text = invoke("test", str(tmp_path))
        assert code == 0 and "1 passed" in text, text
