"""The parser ``parse`` feeds is lark's standalone parser of ``grammar.lark``, generated
into ``dsl/grammar_standalone.py`` (issue 30): made from ``grammar.lark`` as it is, with
the tables lark builds from it, and parsing exactly as tables built afresh do.

When ``grammar.lark`` changes, the first test fails until the module is written again:
``.venv/bin/python -m crawlbook.dsl.parser``. Until then nothing parses wrongly (stale
tables are never read: lark builds them afresh at each start), `check` only starts slower.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import lark
import pytest
from crawlbook.dsl import grammar_standalone, parser, tables
from crawlbook.dsl.transformer import BookletTransformer
from crawlbook.missions import bundled

_AGAIN = "write it again with `.venv/bin/python -m crawlbook.dsl.parser`"


def test_the_standalone_parser_is_made_from_this_grammar() -> None:
    text = parser.GRAMMAR.read_text(encoding="utf-8")
    assert grammar_standalone.GRAMMAR == text, f"dsl/grammar.lark changed: {_AGAIN}"


def test_the_generator_writes_a_module_of_this_grammar(tmp_path: Path) -> None:
    """lark numbers the states and rules differently from one run to the next, so a
    module written again is compared by what it holds and how it parses (below), not by
    its text."""
    again = tmp_path / "grammar_standalone.py"
    subprocess.run([sys.executable, "-m", "crawlbook.dsl.parser", str(again)], check=True,
                   capture_output=True, timeout=300)
    code = again.read_text(encoding="utf-8")
    assert f"\nGRAMMAR = {parser.GRAMMAR.read_text(encoding='utf-8')!r}\n" in code
    assert f'__version__ = "{lark.__version__}"' in code
    assert "import logging" not in code and "import pickle" not in code  # _TRIMS
    # The tables as dsl/tables.py reads them, in place of lark's DATA and MEMO.
    assert "\nTABLES = {\n" in code and "\nDATA = (" not in code and "\nMEMO = (" not in code
    assert "import regex" not in code and "@dataclass" not in code  # _TRIMS
    assert "\nfrom __future__ import annotations\n" in code  # annotations never evaluated
    assert all(f"\nclass {name}(" not in code and f"\ndef {name}(" not in code
               for name in parser._DROPPED)
    compile(code, str(again), "exec")


def test_tables_of_another_grammar_are_never_read() -> None:
    text = parser.GRAMMAR.read_text(encoding="utf-8").replace(
        "objectives: K_OBJECTIVES _NL objective*", "objectives: K_OBJECTIVES _NL objective+")
    assert text != grammar_standalone.GRAMMAR
    edited = parser._standalone(text)
    shipped = parser._standalone(grammar_standalone.GRAMMAR)
    assert edited.rules != shipped.rules


def test_the_standalone_parser_parses_as_tables_built_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Bundled missions, and every line of them cut in two (syntax errors, recovery)."""
    text = parser.GRAMMAR.read_text(encoding="utf-8")
    shipped = parser._standalone(text)
    data, memo = parser.fresh_tables(text)
    fresh = grammar_standalone.Lark._load_from_dict(data, memo, transformer=parser._relay())
    for mission in bundled():
        source = mission.path.read_text(encoding="utf-8")
        broken = "\n".join(line[: len(line) // 2] for line in source.splitlines())
        for booklet in (source, broken):
            results = []
            for built in (shipped, fresh):
                monkeypatch.setattr(parser, "_inline", lambda built=built: (built, parser._relay()))
                results.append(parser.parse(booklet, str(mission.path)))
            assert results[0] == results[1], mission.name


def test_a_text_slice_is_made_as_lark_makes_it() -> None:
    """``TextSlice`` is not a dataclass in the module (``_TRIMS``), but made the same way."""
    text = grammar_standalone.TextSlice("a booklet", -7, None)
    assert (text.text, text.start, text.end, len(text)) == ("a booklet", 2, 9, 7)
    with pytest.raises(TypeError):
        grammar_standalone.TextSlice(3, 0, 1)


def _described(built: grammar_standalone.Lark) -> dict[str, object]:
    """What a parser is made of, to compare two."""
    def rule(r: grammar_standalone.Rule) -> tuple:
        return (r.origin.name, [(type(s).__name__, s.name, getattr(s, "filter_out", None))
                                for s in r.expansion],
                r.order, r.alias, vars(r.options), hash(r))

    table = built.parser.parser._parse_table
    return {
        "rules": [rule(r) for r in built.rules],
        "conf rules": [rule(r) for r in built.parser.parser_conf.rules],
        "conf": (built.parser.parser_conf.start, built.parser.parser_conf.parser_type),
        "states": {state: [(token, action, rule(arg) if action == 1 else arg)
                           for token, (action, arg) in actions.items()]
                   for state, actions in table.states.items()},
        "ends": (type(table), table.start_states, table.end_states),
        "options": built.options.options,
        "lexer": {k: v for k, v in vars(built.lexer_conf).items()},
        "lexer class": type(built.parser.lexer),
        "callbacks": [rule(r) if isinstance(r, grammar_standalone.Rule) else r
                      for r in built._callbacks],
        "named callbacks": [getattr(f, "__qualname__", None) for f in built._callbacks.values()],
        "rest": (built.source_path, built.terminals, built._terminals_dict,
                 vars(built.parser.parser.parser).keys(), built.parser.skip_lexer),
    }


def test_tables_load_as_lark_deserializes_them() -> None:
    """dsl/tables.py builds what lark's own ``Lark._load`` builds of the same serialized
    tables (``DATA`` and ``MEMO``): the same rules, parse table, options and callbacks."""
    data, memo = parser.fresh_tables(parser.GRAMMAR.read_text(encoding="utf-8"))
    ours = tables.load(tables.compact(data, memo), parser._relay())
    lark_s = grammar_standalone.Lark._load_from_dict(data, memo, transformer=parser._relay())
    assert _described(ours) == _described(lark_s)
    # The reduce actions hold the parser's own rules, as lark's memo makes them.
    reduced = {id(arg) for actions in ours.parser.parser._parse_table.states.values()
               for action, arg in actions.values() if action == grammar_standalone.Reduce}
    assert reduced <= {id(rule) for rule in ours.rules}


def test_the_parser_and_its_tokens_are_the_standalone_module_s() -> None:
    """One lark runtime: the parser's tokens, errors and the transformer's base come from
    the generated module, never from lark itself (which `check` does not import)."""
    built, _ = parser._inline()
    assert isinstance(built, grammar_standalone.Lark)
    assert issubclass(parser._Tok, grammar_standalone.Token)
    assert parser.UnexpectedToken is grammar_standalone.UnexpectedToken
    assert issubclass(BookletTransformer, grammar_standalone.Transformer)
