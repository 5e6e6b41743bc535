"""docs/chainsaw-warrior/playing.md shows a real transcript: the output of `crawlbook play
chainsaw-warrior --seed 3` with the answers of
tests/rulesets/chainsaw_warrior/data/transcript-answers.txt (a whole game). This test keeps
it real.

If the engine, the console or the standard game changes on purpose, regenerate the block
with `CRAWLBOOK_REGENERATE=1 pytest tests/rulesets/chainsaw_warrior/test_docs_transcript.py`
(it rewrites the block in place)."""

from __future__ import annotations

import os
from pathlib import Path

from click.testing import CliRunner

from crawlbook.cli import main

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "chainsaw-warrior" / "playing.md"
ANSWERS = Path(__file__).parent / "data" / "transcript-answers.txt"
COMMAND = "crawlbook play chainsaw-warrior --seed 3 --script transcript-answers.txt"
START, END = "<!-- transcript: start -->", "<!-- transcript: end -->"


HEADER = """\
# The answers of the transcript in docs/chainsaw-warrior/playing.md: the careful
# policy's (crawlbook play chainsaw-warrior --seed 3 --policy careful), typed as a
# person types them, with help, status and map at a few prompts.
"""


def careful_answers() -> str:
    """The answers file: the careful policy's answers to seed 3 as a person types them
    (an Enter where the answer is the default; none where the console reads on by
    itself), with `help`, `status` and `map` typed at a few prompts."""
    from crawlbook.compiler.api import load_program
    from crawlbook.missions import find
    from crawlbook.rulesets.chainsaw_warrior.policies import CarefulPolicy
    from crawlbook.runtime.console.ask import key_of, nothing_to_read
    from crawlbook.runtime.game import Game

    game = Game.new(load_program(find("chainsaw-warrior") or ""), 3)
    policy = CarefulPolicy()
    policy.start(game)
    typed: list[str] = []
    while game.prompt is not None:
        prompt = game.prompt
        choice = policy.choose(prompt)
        if not nothing_to_read(prompt):
            typed.append("" if choice == prompt.default else key_of(prompt, choice))
        game.answer(choice)
    n = len(typed)
    for at, commands in sorted({min(9, n): ["help"], max(0, n - 3): ["status", "help"],
                                max(0, n - 2): ["map"]}.items(), reverse=True):
        typed[at:at] = commands
    return HEADER + "\n".join(typed) + "\n"


def transcript(tmp_path: Path) -> str:
    cwd = Path.cwd()
    try:
        os.chdir(tmp_path)
        result = CliRunner().invoke(main, ["play", "chainsaw-warrior", "--seed", "3",
                                           "--script", str(ANSWERS)],
                                    env={"NO_COLOR": "", "FORCE_COLOR": "", "COLUMNS": "80"},
                                    catch_exceptions=False)
    finally:
        os.chdir(cwd)
    assert result.exit_code == 0, result.output
    return f"```text\n$ {COMMAND}\n{result.output}```\n"


def test_the_transcript_in_the_docs_is_real(tmp_path: Path) -> None:
    head, rest = DOC.read_text(encoding="utf-8").split(START, 1)
    shown, tail = rest.split(END, 1)
    real = transcript(tmp_path)
    if os.environ.get("CRAWLBOOK_REGENERATE"):  # rewrite the answers and the block
        ANSWERS.write_text(careful_answers(), encoding="utf-8")
        real = transcript(tmp_path)
        DOC.write_text(f"{head}{START}\n{real}{END}{tail}", encoding="utf-8")
    else:
        assert shown.strip("\n") + "\n" == real, (
            "docs/chainsaw-warrior/playing.md's transcript is out of date: "
            "CRAWLBOOK_REGENERATE=1 pytest tests/rulesets/chainsaw_warrior/"
            "test_docs_transcript.py")
