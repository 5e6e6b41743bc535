"""How typed lines become answers (docs/playing.md, "Answering"): numbered options, the
default on Enter, option names, and the commands that work at every prompt."""

from __future__ import annotations

from crawlbook.runtime.console.ask import Command, Invalid, key_of, option_keys, parse_answer
from crawlbook.runtime.prompts import Choice, Prompt

REST = Prompt("rest", "Rest?", tuple(Choice(str(n), f"rest {n}") for n in range(7)), "0")
DRAW = Prompt("combat.draw", "15: draw or stick?",
              (Choice("draw", "Draw a card"), Choice("stick", "Stick on 15"),
               Choice("silencer", "Silencer")), "draw")
DECISION = Prompt("decision", "Decide", (Choice("2", "fight"), Choice("3", "run")))


def test_rest_is_numbered_by_its_counts_and_others_from_one() -> None:
    assert [k for k, _ in option_keys(REST)] == [str(n) for n in range(7)]
    assert [k for k, _ in option_keys(DRAW)] == ["1", "2", "3"]
    # a decision whose first option is hidden (its condition fails) is numbered 1..n
    assert [(k, c.id) for k, c in option_keys(DECISION)] == [("1", "2"), ("2", "3")]
    assert key_of(DECISION, "3") == "2"


def test_numbers_names_and_unique_prefixes() -> None:
    assert parse_answer("2", DRAW) == "stick"
    assert parse_answer(" STICK ", DRAW) == "stick"
    assert parse_answer("d", DRAW) == "draw"
    assert isinstance(parse_answer("s", DRAW), Invalid)  # stick or silencer
    assert parse_answer("2", DECISION) == "3"
    assert parse_answer("4", REST) == "4"


def test_enter_takes_the_default_only_where_there_is_one() -> None:
    assert parse_answer("", REST) == "0"
    assert parse_answer("   ", DRAW) == "draw"
    assert isinstance(parse_answer("", DECISION), Invalid)


def test_commands_work_at_every_prompt() -> None:
    for prompt in (REST, DRAW, DECISION):
        for name in ("help", "status", "map", "log", "quit"):
            assert parse_answer(name, prompt) == Command(name)
        assert parse_answer("save", prompt) == Command("save")
        assert parse_answer("save my game.json", prompt) == Command("save", "my game.json")
        assert parse_answer("?", prompt) == Command("help")


def test_nonsense_says_what_to_type() -> None:
    answer = parse_answer("9", DRAW)
    assert isinstance(answer, Invalid) and "1 to 3" in answer.message
    answer = parse_answer("7", REST)
    assert isinstance(answer, Invalid) and "0 to 6" in answer.message
