"""Saves (docs/engine.md, "Saves")."""

from __future__ import annotations

import json

import pytest
from crawlbook.runtime.autoplay import play_with_policy
from crawlbook.runtime.game import Game
from crawlbook.runtime.policies import make_policy
from crawlbook.runtime.prompts import IllegalAnswer
from crawlbook.runtime.saves import SaveError, read_save, write_save

from .programs import CONTINUE, goto, sample_program


def partial(program, seed, steps, policy="explorer"):
    game = Game.new(program, seed)
    chooser = make_policy(policy, seed)
    for _ in range(steps):
        if game.over:
            break
        game.answer(chooser.choose(game.prompt))
    return game, chooser


def test_save_load_continue_matches_straight_play():
    prog = sample_program()
    for seed in range(8):
        game, chooser = partial(prog, seed, 15)
        data = json.loads(json.dumps(game.to_json()))
        loaded = Game.from_json(prog, data)
        assert loaded.log == game.log and loaded.prompt == game.prompt
        while not game.over:
            answer = chooser.choose(game.prompt)
            game.answer(answer)
            loaded.answer(answer)
        assert loaded.log == game.log and loaded.result == game.result


def test_save_format_fields():
    game, _ = partial(sample_program(), 3, 5)
    data = game.to_json()
    assert data["format"] == "crawlbook-save" and data["version"] == 2
    assert data["ruleset"] == "tunnel-rats"
    assert data["program"] == {"content_hash": "fixture", "number": 1, "title": "Fixture"}
    assert data["seed"] == 3 and data["answers"] == game.answers
    assert data["snapshot"]["rng"] == game.state.rng.to_json()


def test_future_version_is_refused():
    game, _ = partial(sample_program(), 3, 5)
    data = {**game.to_json(), "version": 99}
    with pytest.raises(SaveError, match="newer"):
        Game.from_json(sample_program(), data)


@pytest.mark.parametrize(("change", "message"), [
    ({"format": "zip"}, "not a crawlbook save"),
    ({"seed": "x"}, "seed"),
    ({"answers": [1, 2]}, "answers"),
    ({"options": {"one_fewer_tb": "yes"}}, "options"),
    ({"version": "1"}, "version")])
def test_wrong_types_are_clear_errors(change, message):
    game, _ = partial(sample_program(), 3, 5)
    with pytest.raises(SaveError, match=message):
        Game.from_json(sample_program(), {**game.to_json(), **change})


def test_tampered_snapshot_is_damage():
    game, _ = partial(sample_program(), 3, 8)
    data = game.to_json()
    data["snapshot"]["threat"] = 9 if data["snapshot"]["threat"] != 9 else 1
    with pytest.raises(SaveError, match="damaged"):
        Game.from_json(sample_program(), data)


def test_illegal_answer_names_prompt():
    game, _ = partial(sample_program(), 3, 3)
    data = game.to_json()
    data["answers"][1] = "99"
    with pytest.raises(SaveError, match=r"answer 2 .* exit prompt"):
        Game.from_json(sample_program(), data)


def test_edited_mission_loads_when_answers_still_fit():
    prog = sample_program()
    game, _ = partial(prog, 3, 4)
    edited = sample_program(content_hash="edited")
    loaded = Game.from_json(edited, game.to_json())
    assert loaded.answers == game.answers


def test_edited_mission_says_what_changed():
    prog = sample_program()
    # Find a game that reaches a decision of Event 1, and save there.
    for seed in range(300):
        game = Game.new(prog, seed)
        chooser = make_policy("explorer", seed)
        while not game.over and not (game.prompt.kind == "decision"
                                     and game.prompt.info["entry"] == "1.1"):
            game.answer(chooser.choose(game.prompt))
        if not game.over:
            break
    else:
        pytest.skip("no game reached entry 1.1")
    game.answer("2")
    edited = sample_program(content_hash="edited")
    edited["entries"]["1.1"]["ending"] = goto(CONTINUE)
    edited["entries"]["1.1"]["line"] = "double"
    with pytest.raises(SaveError, match=r"(mission has changed|entry)"):
        Game.from_json(edited, game.to_json())


def test_write_and_read_save_atomically(tmp_path):
    prog = sample_program()
    game, _ = partial(prog, 5, 6)
    path = tmp_path / "game.save.json"
    write_save(path, game)
    first = path.read_text()
    loaded = read_save(path, prog)
    assert loaded.log == game.log
    assert not game.over
    game.answer(game.prompt.choices[0].id)
    write_save(path, game)
    assert path.read_text() != first
    assert [p.name for p in tmp_path.iterdir()] == ["game.save.json"]  # no temp files left


@pytest.mark.parametrize("step", ["renameat2", "replace"])
def test_write_failure_keeps_previous_save(tmp_path, monkeypatch, step):
    # The last step fails: Linux's renameat2 exchange, or os.replace where the system
    # has no renameat2 (crawlbook/files.py, write_atomic).
    import errno

    from crawlbook import files

    prog = sample_program()
    game, _ = partial(prog, 5, 6)
    path = tmp_path / "game.save.json"
    write_save(path, game)
    before = path.read_text()

    def boom(*_a, **_k):
        raise OSError("disk full")

    if step == "replace":
        monkeypatch.setattr(files, "_renameat2", lambda: None)
        monkeypatch.setattr("os.replace", boom)
    else:
        monkeypatch.setattr(files, "_renameat2", lambda: lambda *_a: -1)
        monkeypatch.setattr(files, "_errno", lambda: errno.ENOSPC)
    with pytest.raises(OSError):
        write_save(path, game)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.save.json"]


@pytest.mark.parametrize(("content", "message"), [
    ("", "empty"), ("{not json", "not valid JSON"), ("[1, 2]", "JSON object")])
def test_damaged_files(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=message):
        read_save(path, sample_program())


def test_missing_file(tmp_path):
    with pytest.raises(SaveError, match="no such save"):
        read_save(tmp_path / "nope.json", sample_program())


def test_finished_game_round_trips():
    prog = sample_program()
    game = play_with_policy(prog, 11, "explorer")
    loaded = Game.from_json(prog, game.to_json())
    assert loaded.over and loaded.result == game.result and loaded.log == game.log


def test_save_from_another_engine_version_says_so():
    """A replay is exact only on the engine that recorded it: the message names both."""
    prog = sample_program()
    game, _ = partial(prog, 3, 8)
    data = game.to_json()
    data["engine"] = "0.0.1"
    data["snapshot"]["threat"] = 9 if data["snapshot"]["threat"] != 9 else 1
    with pytest.raises(SaveError, match=r"made by crawlbook 0\.0\.1"):
        Game.from_json(prog, data)


# Written by the engine before saves named their ruleset (version 1), with the digests of
# their games' logs as benchmarks/golden_logs.py makes them (dice events left out).
V1_SAVES = {"save-v1-fixture.json": ("ce80441bc2e25b40", {"all_combats_high_threat": True,
                                                          "one_fewer_tb": False,
                                                          "team": ["knuckles", "light",
                                                                   "ghost"]}),
            "save-v1-fewer-tb.json": ("fe06af455f91873c", {"all_combats_high_threat": False,
                                                           "one_fewer_tb": True,
                                                           "team": None})}


@pytest.mark.parametrize("name", sorted(V1_SAVES))
def test_version_1_saves_still_load_and_replay(name):
    """A version 1 save names no ruleset: it is read with the program's, its options in
    the ruleset's encoding, and its snapshot (checked on load) is what it was."""
    import hashlib
    from pathlib import Path

    from tests.rulesets.tunnel_rats.helpers import golden_logs

    path = Path(__file__).with_name("fixtures") / name
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1 and "ruleset" not in data
    digest, options = V1_SAVES[name]
    game = read_save(path, sample_program())  # replays, then compares the snapshot
    # Replayed as this engine asks: the old Crawl's "0" (no rest) and "keep" (the
    # Formation kept) answered prompts it no longer asks (TunnelRatsEngine.legacy_answers).
    assert game.answers == [a for a in data["answers"] if a not in ("0", "keep")]
    assert game.ruleset == "tunnel-rats"
    assert game.engine.options_to_json(game.options) == options
    canonical = golden_logs().canonical_log(game.log)
    assert hashlib.sha256(canonical).hexdigest()[:16] == digest
    again = game.to_json()
    assert again["version"] == 2 and again["ruleset"] == "tunnel-rats"
    assert again["snapshot"] == data["snapshot"] and again["options"] == data["options"]


def test_a_save_of_the_three_prompt_crawl_replays():
    """A save made when Rest & Recover and the Formation were prompts of their own loads:
    a rest becomes `rest` then the number, a new order `formation` then the order."""
    prog = sample_program()
    game = Game.new(prog, 3)
    game.state.team.rats[0].damage = 3
    game.answer("continue")
    first = game.state.team.formation
    order = ",".join(reversed(first))
    data = game.to_json()
    data["answers"] = ["continue", "3", order]
    # the replay starts from the seed: hurt the Rat the same way before loading
    loaded = Game.new(prog, 3)
    loaded.state.team.rats[0].damage = 3
    from crawlbook.runtime.saves import _replay

    for answer in data["answers"]:
        _replay(loaded, loaded.engine, loaded.prompt, answer)
    assert loaded.answers == ["continue", "rest", "3", "formation", order]
    assert loaded.state.team.formation == list(reversed(first))
    with pytest.raises(IllegalAnswer):
        _replay(loaded, loaded.engine, loaded.prompt, "keep-going")


def test_a_save_from_before_the_positions_prompt_moves_the_markers_up():
    """A save made when the Position markers simply moved up: at the `positions` prompt
    its next answer follows `keep`."""
    from crawlbook.rulesets.tunnel_rats.engine.mission import TUNNEL_RATS
    from crawlbook.runtime.prompts import Choice, Prompt

    prompt = Prompt("positions", "", (Choice("keep", ""), Choice("a,b", "")), "keep")
    assert TUNNEL_RATS.legacy_answers(prompt, "stick") == ["keep", "stick"]
    assert TUNNEL_RATS.legacy_answers(Prompt("rat", "", ()), "x") is None


def test_a_save_of_another_ruleset_is_refused():
    game, _ = partial(sample_program(), 3, 5)
    data = {**game.to_json(), "ruleset": "chainsaw-warrior"}
    with pytest.raises(SaveError, match="ruleset `chainsaw-warrior`"):
        Game.from_json(sample_program(), data)
