"""Every booklet crawlbook ships is in the canonical layout, so that `crawlbook fmt` never
rewrites a tracked file and an author's first `fmt --check` passes (issue 29): the
bundled missions, the rulesets' content, the skeleton `crawlbook new` writes for every
installed ruleset, and every whole booklet among the docs' examples. ``fmt --check`` is
run as an author runs it, through the command line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from crawlbook.dsl.format import FormatError, format_text

from crawlbook import plugins
from crawlbook.cli import main

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = sorted([*(ROOT / "missions").rglob("*.mission"),
                  *(ROOT / "rulesets").rglob("*.mission")])


def check(*paths: Path | str) -> None:
    result = CliRunner().invoke(main, ["fmt", "--check", *map(str, paths)])
    assert result.exit_code == 0, result.output


def test_there_are_shipped_booklets() -> None:
    names = {p.name for p in SHIPPED}
    assert {"00-training.mission", "chainsaw-warrior-blackout.mission",
            "house-cards.mission", "tb-cards.mission"} <= names


def test_every_shipped_booklet_is_fmt_clean() -> None:
    check(*SHIPPED)


@pytest.mark.parametrize("ruleset", plugins.names())
def test_every_skeleton_is_fmt_clean(ruleset: str, tmp_path: Path) -> None:
    path = tmp_path / f"{ruleset}.mission"
    result = CliRunner().invoke(main, ["new", str(path), "--ruleset", ruleset])
    assert result.exit_code == 0, result.output
    check(path)


HEADER = "MISSION 1: T\n"
BOOKLET = re.compile(r"^```(mission|mission-fragment|text)\n(.*?)^```", re.S | re.M)


def docs_booklets() -> list[tuple[str, str, str]]:
    """The docs' examples of booklets, by page and line: every block fenced as a whole
    booklet (```mission) or a part of one (```mission-fragment, read after a MISSION
    line), and every ```text block that opens as a booklet does and parses. The
    diagnostics catalogue's examples (docs/diagnostics.md) show mistakes: not these."""
    found = []
    for page in sorted((ROOT / "docs").rglob("*.md")):
        if page.name == "diagnostics.md":
            continue
        text = page.read_text(encoding="utf-8")
        for m in BOOKLET.finditer(text):
            kind, body = m.group(1), m.group(2)
            if kind == "text" and not re.match(r"(// .*\n)*(MISSION|EVENT|RULESET|CARD) ", body):
                continue
            if kind == "text":
                try:
                    format_text(body)
                except FormatError:
                    continue  # an excerpt of a booklet, not one
            line = text.count("\n", 0, m.start()) + 1
            found.append((f"{page.relative_to(ROOT)}:{line}", kind, body))
    return found


def test_the_docs_have_booklet_examples() -> None:
    kinds = [kind for _where, kind, _body in docs_booklets()]
    assert kinds.count("mission") >= 1 and kinds.count("mission-fragment") >= 10
    assert kinds.count("text") >= 5


@pytest.mark.parametrize("where,kind,body", docs_booklets(),
                         ids=[w for w, _k, _b in docs_booklets()])
def test_every_docs_example_is_fmt_clean(where: str, kind: str, body: str,
                                         tmp_path: Path) -> None:
    path = tmp_path / "example.mission"
    if kind == "mission-fragment":
        # A part of a booklet: canonical as it stands after a MISSION line (and the blank
        # line the formatter puts before a heading).
        out = format_text(HEADER + body)
        assert out in (HEADER + body, HEADER + "\n" + body), f"{where}:\n{out}"
        return
    path.write_text(body, encoding="utf-8")
    check(path)
