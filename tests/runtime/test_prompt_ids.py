"""A prompt's choice ids, worked out once (``Prompt.choice_ids``) and read by
``Game.answer_all``'s check (docs/engine.md, "The Game API"; docs/performance.md,
"simulate: the policies"): the same legal answers, the same refusals."""

from __future__ import annotations

import pytest
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.game import Game, IllegalAnswer
from crawlbook.runtime.prompts import Choice, Prompt

from .programs import sample_program


def test_choice_ids_are_worked_out_once_and_leave_the_prompt_as_it_was():
    prompt = Prompt("x", "?", (Choice("a", "A"), Choice("b", "B")))
    assert prompt.known_ids is None
    ids = prompt.choice_ids()
    assert ids == ["a", "b"] == prompt.ids()
    assert prompt.choice_ids() is ids  # kept: asked again, not rebuilt
    # Not part of what a prompt is: equal to one never asked, and not in its repr.
    assert prompt == Prompt("x", "?", (Choice("a", "A"), Choice("b", "B")))
    assert "known_ids" not in repr(prompt)
    assert prompt.to_json()["choices"] == [{"id": "a", "label": "A"},
                                           {"id": "b", "label": "B"}]


class _Liar:
    """Asks the prompt's ids (as ``cautious`` does), then answers ``answer``."""

    def __init__(self, answer: str, after: int = 0) -> None:
        self.answer, self.after = answer, after

    def choose(self, prompt: Prompt) -> str:
        ids = prompt.choice_ids()
        if self.after:
            self.after -= 1
            return ids[0]
        return self.answer


@pytest.mark.parametrize("after", [0, 3])
def test_answer_all_refuses_an_answer_not_among_the_known_ids(after):
    game = Game.new(sample_program(), 4)
    liar = _Liar("no-such-choice", after)
    with pytest.raises(IllegalAnswer, match="`no-such-choice` is not an answer"):
        game.answer_all(liar.choose, 1000)
    # The game stops at the prompt that was answered wrongly, as ``answer`` leaves it.
    assert game.prompt is not None and len(game.answers) == after
    assert "no-such-choice" not in game.prompt.choice_ids()


def test_answer_all_leaves_the_prompt_a_raising_driver_was_asked():
    game = Game.new(sample_program(), 4)
    asked = []

    def choose(prompt: Prompt) -> str:
        asked.append(prompt)
        if len(asked) == 3:
            raise RuntimeError("the driver gave up")
        return prompt.choices[0].id

    with pytest.raises(RuntimeError):
        game.answer_all(choose, 1000)
    assert game.prompt is asked[-1] and len(game.answers) == 2


def test_answer_all_stops_after_max_steps_at_the_next_prompt():
    game = Game.new(sample_program(), 4)
    assert game.answer_all(lambda p: p.choices[0].id, 2) is False
    assert len(game.answers) == 2 and game.prompt is not None
    whole = play_with_policy(sample_program(), 4, "cautious")
    assert whole.over and whole.prompt is None and whole.result is not None
