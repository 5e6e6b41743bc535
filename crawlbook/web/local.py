"""The exported page's games, in the browser (docs/playing.md, "A page that plays with no
server"): the page's script calls this through Pyodide as the served page calls the
server (``crawlbook.web.app``), with the same replies as JSON text. The page keeps the
saves (the console's format) in the browser's storage.
"""

from __future__ import annotations

import json
import os
import secrets
from typing import Any

from crawlbook.web.play import WebError, WebGame, load_game, new_game


class Local:
    """The games of one exported page, over the program it was exported with."""

    def __init__(self, program_text: str) -> None:
        from crawlbook.runtime.game import prepare

        self.program: dict[str, Any] = json.loads(program_text)
        prepare(self.program)  # a program that cannot be played says so at once
        self.games: dict[str, WebGame] = {}

    @staticmethod
    def _reply(gid: str, game: WebGame, since: int) -> str:
        # the save as text (JavaScript numbers cannot hold its 64-bit integers)
        return json.dumps({"game": gid, "view": game.view(since), "save": game.save_text()})

    @staticmethod
    def _problem(message: str, status: int = 400) -> str:
        return json.dumps({"error": message, "status": status})

    def start(self, save_text: str) -> str:
        """A new game (``save_text`` empty) or the game a save holds."""
        from crawlbook.runtime.game import BadProgram
        from crawlbook.runtime.saves import SaveError

        try:
            if save_text:
                game = load_game(self.program, json.loads(save_text))
            else:
                game = new_game(self.program, int.from_bytes(os.urandom(4), "big"))
        except SaveError as exc:
            return self._problem(f"cannot load the save: {exc}")
        except json.JSONDecodeError as exc:
            return self._problem(f"cannot load the save: it is not JSON ({exc.msg})")
        except BadProgram as exc:
            return self._problem(f"cannot play this program: {exc}")
        except (TypeError, AttributeError, KeyError, ValueError, IndexError,
                RecursionError, OverflowError) as exc:
            return self._problem(f"cannot load the save: it is damaged "
                                 f"({type(exc).__name__}: {exc})")
        gid = secrets.token_hex(8)
        self.games[gid] = game
        return self._reply(gid, game, 0)

    def show(self, gid: str, since: int) -> str:
        game = self.games.get(gid)
        if game is None:
            return self._problem("no such game", 404)
        return self._reply(gid, game, int(since))

    def answer(self, gid: str, choice: str, since: int) -> str:
        game = self.games.get(gid)
        if game is None:
            return self._problem("no such game", 404)
        try:
            game.answer(choice)
        except WebError as exc:
            return self._problem(str(exc), 409)
        return self._reply(gid, game, int(since))

    def download(self, gid: str, what: str) -> str:
        game = self.games.get(gid)
        if game is None:
            return self._problem("no such game", 404)
        return json.dumps({"text": game.save_text() if what == "save.json"
                           else game.log_text()})
