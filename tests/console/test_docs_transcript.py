"""docs/playing.md shows a real transcript: the output of `crawlbook play --seed 7` with
the answers of tests/console/data/transcript-answers.txt. This test keeps it real.

If the engine or the training mission changes on purpose, regenerate the block with
`python -m tests.console.test_docs_transcript` (it rewrites the block in place)."""

from __future__ import annotations

import sys
from pathlib import Path

from .helpers import DATA, play

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "playing.md"
ANSWERS = DATA / "transcript-answers.txt"
COMMAND = "crawlbook play --seed 7 --script transcript-answers.txt"
START, END = "<!-- transcript: start -->", "<!-- transcript: end -->"


def transcript(tmp_path: Path) -> str:
    lines = ANSWERS.read_text(encoding="utf-8").splitlines()
    result = play(["--seed", "7"], lines, tmp_path)
    assert result.exit_code == 0, result.output
    return f"```text\n$ {COMMAND}\n{result.output}```\n"


def documented() -> str:
    text = DOC.read_text(encoding="utf-8")
    return text[text.index(START) + len(START):text.index(END)].strip("\n") + "\n"


def test_the_transcript_in_the_docs_is_real(tmp_path: Path) -> None:
    assert documented() == transcript(tmp_path), (
        "docs/playing.md's transcript is out of date: python -m "
        "tests.console.test_docs_transcript")


if __name__ == "__main__":  # regenerate the block
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        block = transcript(Path(folder))
    text = DOC.read_text(encoding="utf-8")
    head, tail = text[:text.index(START) + len(START)], text[text.index(END):]
    DOC.write_text(f"{head}\n{block}{tail}", encoding="utf-8")
    sys.exit(0)
