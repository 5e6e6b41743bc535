"""The parser's LALR tables shipped with crawlbook (``dsl/grammar.lark-cache``, issue 30):
made from ``grammar.lark`` as it is, and parsing exactly as tables built afresh do.

When ``grammar.lark`` changes, the first test fails until the tables are written again:
``.venv/bin/python -m crawlbook.dsl.parser``. Until then nothing parses wrongly (stale
tables are never read), `check` only starts slower.
"""

from __future__ import annotations

import sys
from pathlib import Path

import lark
import pytest
from crawlbook.dsl import parser
from crawlbook.missions import bundled


def _made_with() -> tuple[str, str]:
    with parser.SHIPPED.open("rb") as f:
        words = f.readline().decode("ascii").split()
    return words[2], words[4]  # "<digest> lark X python Y"


def test_the_shipped_tables_are_made_from_this_grammar() -> None:
    lark_version, python = _made_with()
    here = "{}.{}".format(*sys.version_info[:2])
    if (lark_version, python) != (lark.__version__, here):
        pytest.skip(f"shipped for lark {lark_version} on Python {python}: this is lark "
                    f"{lark.__version__} on Python {here} (they build their own tables)")
    text = parser.GRAMMAR.read_text(encoding="utf-8")
    assert parser._shipped(text) is not None, (
        "dsl/grammar.lark changed: write the shipped tables again with "
        "`.venv/bin/python -m crawlbook.dsl.parser`")


def test_tables_of_another_grammar_are_never_read() -> None:
    text = parser.GRAMMAR.read_text(encoding="utf-8")
    assert parser._shipped(text + "\n// another grammar\n") is None


def test_damaged_tables_are_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = parser.GRAMMAR.read_text(encoding="utf-8")
    damaged = tmp_path / "grammar.lark-cache"
    damaged.write_bytes(parser.shipped_key(text) + b"\nnot a pickle")
    monkeypatch.setattr(parser, "SHIPPED", damaged)
    assert parser._shipped(text) is None


def test_the_shipped_tables_parse_as_tables_built_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:
    text = parser.GRAMMAR.read_text(encoding="utf-8")
    shipped = parser._shipped(text)
    if shipped is None:
        pytest.skip("no shipped tables for this grammar, lark and Python")
    relay = parser._relay()
    fresh = lark.Lark(text, **parser._options({"transformer": relay}))
    for mission in bundled():
        source = mission.path.read_text(encoding="utf-8")
        results = []
        for built in (shipped, fresh):
            monkeypatch.setattr(parser, "_inline", lambda built=built: (built, relay))
            results.append(parser.parse(source, str(mission.path)))
        assert results[0] == results[1], mission.name
