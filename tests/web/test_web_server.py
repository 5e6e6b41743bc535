"""The served player's interface, without a browser (docs/playing.md, "In the browser"):
a game played through the web with typed answers gives the console's event log, byte
for byte, with the same seed and answers; tabs play games of their own; the server
answers only under its token, only JSON posts, only to loopback names, always with its
Content-Security-Policy; and the page's text runs are plain text."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.markup import escape

from crawlbook.commands.serve import loopback
from crawlbook.web.play import spans
from tests.web._web import served, view_json


@pytest.mark.parametrize("mission", ["0", "chainsaw-warrior"])
def test_a_web_game_gives_the_consoles_event_log(mission: str, tmp_path: Path) -> None:
    lines: list[str] = []
    with served(mission, "--seed", "21", cwd=tmp_path) as url:
        reply = view_json(url, "api/games", {})
        gid = reply["game"]
        while reply["view"]["prompt"] is not None and len(lines) < 400:
            prompt = reply["view"]["prompt"]
            line = "" if prompt["default"] is not None else prompt["choices"][-1]["key"]
            lines.append(line)
            reply = view_json(url, f"api/games/{gid}/answer",
                              {"line": line, "since": reply["view"]["seen"]})
        assert reply["view"]["over"]
        with urllib.request.urlopen(f"{url}api/games/{gid}/log.jsonl", timeout=30) as got:
            web_log = got.read().decode()
    script = tmp_path / "answers.txt"
    script.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    log = tmp_path / "console.jsonl"
    done = subprocess.run([sys.executable, "-m", "crawlbook", "play", mission, "--seed", "21",
                           "--script", str(script), "--log", str(log)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert web_log == log.read_text(encoding="utf-8")


def test_tabs_do_not_mix_and_the_server_keeps_to_its_rules(tmp_path: Path) -> None:
    with served("0", cwd=tmp_path) as url:
        one = view_json(url, "api/games", {})
        two = view_json(url, "api/games", {})
        assert one["game"] != two["game"]
        after = view_json(url, f"api/games/{one['game']}/answer", {"choice": "continue"})
        assert after["view"]["answers"] >= 1
        assert view_json(url, f"api/games/{two['game']}")["view"]["answers"] == 0
        # a save given back (a reload after a restart) is the same game
        again = view_json(url, "api/games", {"save": after["save"]})
        assert again["view"]["answers"] == after["view"]["answers"]
        assert again["view"]["seed"] == after["view"]["seed"]

        page = urllib.request.urlopen(url, timeout=10)
        policy = page.headers["content-security-policy"]
        assert "script-src 'self'" in policy and "default-src 'none'" in policy
        assert page.headers["referrer-policy"] == "no-referrer"
        root = url.rsplit("/", 2)[0]

        def status(request: urllib.request.Request | str) -> int:
            try:
                return urllib.request.urlopen(request, timeout=10).status
            except urllib.error.HTTPError as exc:
                return exc.code

        assert status(root + "/") == 404  # no token, nothing
        assert status(root + "/wrong-token/") == 404
        assert status(url + "static/player.js") == 200
        form = urllib.request.Request(url + "api/games", data=b"save=x", method="POST",
                                      headers={"content-type":
                                               "application/x-www-form-urlencoded"})
        assert status(form) == 415  # a form on another site cannot post here
        rebound = urllib.request.Request(url, headers={"host": "attacker.example"})
        assert status(rebound) == 400
        for save in (json.dumps({"format": "x"}), "{not json", "[" * 100_000):
            damaged = urllib.request.Request(url + "api/games", method="POST",
                                             data=json.dumps({"save": save}).encode(),
                                             headers={"content-type": "application/json"})
            assert status(damaged) == 400


def test_play_web_serves_and_another_host_is_warned_of(tmp_path: Path) -> None:
    with served("0", "--seed", "3", cwd=tmp_path, command=("play", "--web")) as url:
        assert url.startswith("http://127.0.0.1:")
        assert view_json(url, "api/games", {})["view"]["seed"] == "3"
    said: list[str] = []
    with served("0", "--host", "0.0.0.0", cwd=tmp_path, stderr=said) as url:
        assert url.startswith("http://0.0.0.0:")
    assert "warning: listening on 0.0.0.0, not on this computer alone" in said[0]


def test_only_loopback_addresses_count_as_this_computer() -> None:
    assert loopback("127.0.0.1") and loopback("localhost") and loopback("::1")
    assert not loopback("0.0.0.0") and not loopback("192.168.1.2") and not loopback("example")


def test_play_web_refuses_the_consoles_own_options(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "crawlbook", "play", "0", "--web",
                           "--policy", "random"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert "--web plays in the browser" in done.stderr


@given(st.text(alphabet=st.characters(blacklist_categories=("Cc", "Cs"))))
def test_text_runs_are_the_text_itself(text: str) -> None:
    runs = spans(f"[prose]{escape(text)}[/] [hint]x[/]")
    assert "".join(piece for piece, _ in runs) == f"{text} x"
    assert all(set(style) <= set("abcdefghijklmnopqrstuvwxyz0123456789- ")
               for _, style in runs)
