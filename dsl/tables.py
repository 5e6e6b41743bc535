"""The LALR tables of ``grammar.lark`` in the form the parser's runtime reads, and the one
step that makes lark's parser of them (``dsl/parser.py``'s inline parser).

lark's standalone tool ships a parser's tables as ``DATA`` and ``MEMO``: the grammar's
rules and parse table serialized as nested dicts, which ``Lark_StandAlone()`` rebuilds
object by object through lark's generic ``deserialize`` (3,794 calls for this grammar's
214 rules and 301 states, about 40 million instructions of every ``crawlbook check``).
``write_standalone`` (``dsl/parser.py``) writes the same tables as ``TABLES`` instead:
the rules and the states as tuples of strings and numbers, which Python stores as
constants of the module's bytecode, so reading them costs nothing at import, and ``load``
builds the rules and the parse table from them with plain constructors and one
comprehension (docs/performance.md, "start-up"; guarded by benchmarks/startup_bench.py).
``TABLES`` is the project's own generated data, checked for staleness with the module
(tests/dsl/test_parser_cache.py), never author input.

``load`` makes what lark's ``Lark._load`` makes of ``DATA`` and ``MEMO`` (the same rules,
parse table, options and callbacks: tests/dsl/test_parser_cache.py compares them), with
lark's own classes from the generated module.
"""

from __future__ import annotations

from typing import Any

from crawlbook.dsl import grammar_standalone as runtime


def compact(data: dict[str, Any], memo: dict[int, Any]) -> dict[str, Any]:
    """``TABLES`` for lark's serialized tables of a grammar (``DATA`` and ``MEMO``, as
    ``Lark.memo_serialize`` makes them for an LALR parser with the basic lexer)."""
    frontend = data["parser"]
    table = frontend["parser"]
    if (set(data) != {"parser", "rules", "options", "__type__"}
            or set(frontend) != {"lexer_conf", "parser_conf", "parser", "__type__"}
            or frontend["lexer_conf"]["terminals"]
            or frontend["parser_conf"]["rules"] != data["rules"]
            or any(rule["__type__"] != "Rule" for rule in memo.values())):
        raise RuntimeError("lark's serialized tables changed: dsl/tables.py cannot read them")
    tokens = table["tokens"]
    return {
        "options": data["options"],
        "lexer_conf": frontend["lexer_conf"],
        "start": frontend["parser_conf"]["start"],
        "parser_type": frontend["parser_conf"]["parser_type"],
        "rules": tuple(_rule(memo[i]) for i in range(len(memo))),
        "order": tuple(ref["@"] for ref in data["rules"]),
        # Each state's actions, in lark's order, as its lookahead tokens and a number per
        # token: the next state to shift to, or -1 - the rule to reduce by (``load``).
        "states": tuple((state, tuple(tokens[token] for token in actions),
                         tuple(-1 - arg["@"] if action == 1 else arg
                               for action, arg in actions.values()))
                        for state, actions in table["states"].items()),
        "start_states": table["start_states"],
        "end_states": table["end_states"],
    }


def _rule(rule: dict[str, Any]) -> tuple:
    """A serialized ``Rule`` as (origin, expansion, order, alias, options): a nonterminal
    as its name, a terminal as (name, filter_out), the options as ``RuleOptions``'s
    arguments."""
    expansion = tuple(symbol["name"] if symbol["__type__"] == "NonTerminal"
                      else (symbol["name"], symbol["filter_out"])
                      for symbol in rule["expansion"])
    options = rule["options"]
    return (rule["origin"]["name"], expansion, rule["order"], rule["alias"],
            tuple(options[name] for name in _RULE_OPTIONS))


# ``RuleOptions``'s arguments, in order.
_RULE_OPTIONS = ("keep_all_tokens", "expand1", "priority", "template_source", "empty_indices")


def load(tables: dict[str, Any], transformer: object) -> runtime.Lark:
    """lark's LALR parser of ``tables`` (``compact``'s), with ``transformer`` inline: what
    ``Lark._load`` builds of the serialized tables, step by step (its lines named below)."""
    # One object per symbol and per rules' options, shared by the rules (lark never
    # changes them once built).
    symbols: dict[str | tuple[str, bool], Any] = {}
    shared: dict[tuple, Any] = {}
    rules = []
    for origin, expansion, order, alias, options in tables["rules"]:
        made = shared.get(options) or shared.setdefault(options, runtime.RuleOptions(*options))
        rules.append(runtime.Rule(_symbol(symbols, origin),
                                  [_symbol(symbols, s) for s in expansion], order, alias, made))
    # Each state's actions: its tokens zipped with the actions their numbers stand for,
    # one (Shift, state) or (Reduce, rule) tuple per number, shared by every state.
    actions = {state: (runtime.Shift, state) for state, _, _ in tables["states"]}
    actions.update({-1 - i: (runtime.Reduce, rule) for i, rule in enumerate(rules)})
    action = actions.__getitem__
    states = {state: dict(zip(tokens, map(action, numbers), strict=True))
              for state, tokens, numbers in tables["states"]}

    lark = runtime.Lark.__new__(runtime.Lark)
    # Lark._load
    lark.options = runtime.LarkOptions({**tables["options"], "transformer": transformer})
    lark.rules = [rules[i] for i in tables["order"]]
    lark.source_path = "<deserialized>"
    lark.lexer_conf = lark._deserialize_lexer_conf({"lexer_conf": tables["lexer_conf"]}, {},
                                                   lark.options)
    lark.terminals = lark.lexer_conf.terminals
    lark._prepare_callbacks()
    lark._terminals_dict = {t.name: t for t in lark.terminals}
    # _deserialize_parsing_frontend and LALR_Parser.deserialize
    parser_conf = runtime.ParserConf(list(lark.rules), lark._callbacks, list(tables["start"]))
    parser_conf.parser_type = tables["parser_type"]
    parser = runtime.LALR_Parser.__new__(runtime.LALR_Parser)
    parser._parse_table = runtime.IntParseTable(states, dict(tables["start_states"]),
                                                dict(tables["end_states"]))
    parser.parser = runtime._Parser(parser._parse_table, lark._callbacks, lark.options.debug)
    lark.parser = runtime.ParsingFrontend(lark.lexer_conf, parser_conf, lark.options,
                                          parser=parser)
    return lark


def _symbol(symbols: dict[str | tuple[str, bool], Any], symbol: str | tuple[str, bool]) -> Any:
    """The ``NonTerminal`` of a name, or the ``Terminal`` of (name, filter_out)."""
    made = symbols.get(symbol)
    if made is None:
        made = symbols[symbol] = (runtime.NonTerminal(symbol) if isinstance(symbol, str)
                                  else runtime.Terminal(*symbol))
    return made
