"""docs/rulesets.md's tutorial, followed step by step in an empty folder: every ```sh
block's commands are run in order and must succeed; a block after ``<!-- tutorial:
append PATH -->`` is added to that file, ``<!-- tutorial: edit PATH -->`` applies a
```diff block's ``-``/``+`` line pairs, ``<!-- tutorial: output -->`` says what the
last command printed. `pip install -e FOLDER` is done as pip would do it without pip
(``installing.py``: the package's dist-info and folder on the path); `crawlbook` is this
checkout's."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

from .installing import environment

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "rulesets.md"
BLOCK = re.compile(r"(?:<!-- tutorial: (?P<what>[^>]*?) -->\n)?"
                   r"^```(?P<lang>\w*)\n(?P<body>.*?)^```", re.S | re.M)


def steps() -> list[tuple[str, str, str]]:
    """(directive, language, body) of every block of the tutorial, in order."""
    text = PAGE.read_text(encoding="utf-8")
    tutorial = text.split("## Tutorial", 1)[1].split("\n## ", 1)[0]
    return [(m.group("what") or "", m.group("lang"), m.group("body"))
            for m in BLOCK.finditer(tutorial)]


def test_the_tutorial_has_its_steps() -> None:
    kinds = [(what.split()[0] if what else lang) for what, lang, _ in steps()]
    assert kinds.count("sh") >= 4 and "append" in kinds and "edit" in kinds
    assert "output" in kinds


def test_following_the_tutorial(tmp_path: Path) -> None:
    env: dict[str, str] | None = None
    printed = ""
    for what, lang, body in steps():
        words = what.split()
        if words and words[0] == "append":
            with (tmp_path / words[1]).open("a", encoding="utf-8") as out:
                out.write("\n" + body)
        elif words and words[0] == "edit":
            path = tmp_path / words[1]
            text = path.read_text(encoding="utf-8")
            lines = body.splitlines()
            for old, new in zip(lines[::2], lines[1::2], strict=True):
                assert old.startswith("-") and new.startswith("+"), body
                assert old[1:] in text, f"{words[1]} has no `{old[1:]}`"
                text = text.replace(old[1:], new[1:], 1)
            path.write_text(text, encoding="utf-8")
        elif words and words[0] == "output":
            for line in body.strip().splitlines():
                assert line.strip() in printed, f"expected `{line}` in:\n{printed}"
        elif lang == "sh":
            for line in body.strip().splitlines():
                argv = shlex.split(line)
                if argv[:3] == ["pip", "install", "-e"]:
                    env = environment(tmp_path / argv[3], tmp_path / "site")
                    continue
                if argv[0] == "crawlbook":
                    argv = [sys.executable, "-m", "crawlbook", *argv[1:]]
                elif argv[0] == "python":
                    argv = [sys.executable, *argv[1:]]
                done = subprocess.run(argv, cwd=tmp_path, env=env, capture_output=True,
                                      text=True, timeout=300, check=False)
                assert done.returncode == 0, (line, done.stdout, done.stderr)
                printed = done.stdout + done.stderr
    assert env is not None, "the tutorial installs the package"
