"""The served browser player: a Starlette application behind uvicorn (`crawlbook serve`,
`crawlbook play --web`; docs/playing.md, "In the browser").

Everything lives under ``/TOKEN/``, an unguessable token made at start (``secrets``): the
page, its assets (shipped in the package, ``static/``) and a small JSON interface to the
games (``crawlbook.web.play``). Each tab plays its own game, named by an id the page keeps
in the tab's ``sessionStorage`` with the game's save: reloading the page resumes the
game, from the server's memory or, when the server was restarted, from that save.

Safety (docs/safety.md): the page is static and fills itself with ``textContent`` (author
text is never markup); a Content-Security-Policy allows only the page's own script and
style and connections back to it; the API answers only JSON posts (a form on another site
cannot post one without a preflight, which is never granted); ``Host`` must be a loopback
name unless the server was started on another address (``--host``), against DNS
rebinding; no referrer leaves the page (the token is in its address).
"""

from __future__ import annotations

import json
import os
import secrets
import threading
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from crawlbook.web.play import WebError, WebGame, load_game, new_game

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "::1", "[::1]"]
MAX_BODY = 8 << 20  # a request larger than this is refused (a save is far smaller)


def static_dir() -> Path:
    return Path(str(resources.files("crawlbook.web") / "static"))


@dataclass
class Games:
    """The games of one server: its program, the games by id, and where saves go."""

    program: dict
    name: str  # the mission as the command line names it (for "play on with")
    command: str  # how the player runs crawlbook ("crawlbook", "./dev")
    seed: int | None = None
    options: Any = None  # the engine's options object (None: no optional rule)
    save_path: Path | None = None
    waiting: WebGame | None = None  # a game loaded with --load, for the first tab
    waiting_path: Path | None = None
    games: dict[str, WebGame] = field(default_factory=dict)
    paths: dict[str, Path] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def start(self, save: object | None) -> tuple[str, WebGame]:
        gid = secrets.token_hex(8)
        path = None
        if save is not None:
            game = load_game(self.program, save)
        elif self.waiting is not None:
            game, path, self.waiting = self.waiting, self.waiting_path, None
        else:
            seed = self.seed if self.seed is not None else int.from_bytes(os.urandom(4), "big")
            self.seed = None  # --seed sets up the first game only
            game = new_game(self.program, seed, self.options)
        self.games[gid] = game
        if path is not None:
            self.paths[gid] = path
        return gid, game

    def save(self, gid: str, game: WebGame) -> Path:
        """Write the game's save (the console's format, written atomically) where the
        console would (``--save``, the ``--load`` file or ``crawlbook-NAME.save.json``
        here); a file holding another game is never overwritten: this game then gets a
        file of its own."""
        from crawlbook.commands.play import default_save_name
        from crawlbook.runtime.saves import same_game, write_save

        path = self.paths.get(gid)
        if path is None:
            path = self.save_path or Path(default_save_name(self.program))
            if path.exists() and not same_game(path, game.game):
                stem = path.name.removesuffix(".save.json").removesuffix(".json")
                path = path.with_name(f"{stem}-{gid[:6]}.save.json")
            self.paths[gid] = path
        write_save(path, game.game)
        return path


def _problem(message: str, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def _body(request: Request) -> dict[str, Any] | JSONResponse:
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
        return _problem("send JSON", 415)
    raw = await request.body()
    if len(raw) > MAX_BODY:
        return _problem("the request is too large", 413)
    try:
        data = json.loads(raw or b"{}")
    except (ValueError, RecursionError):
        return _problem("the request is not valid JSON")
    if not isinstance(data, dict):
        return _problem("the request must be a JSON object")
    return data


def _since(value: object) -> int:
    try:
        return max(0, int(str(value)))
    except ValueError:
        return 0


class SecurityHeaders:
    """The headers every answer carries (the CSP; no sniffing, no referrer, no caching)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [(b"content-security-policy", CSP.encode()),
                            (b"x-content-type-options", b"nosniff"),
                            (b"referrer-policy", b"no-referrer"),
                            (b"x-frame-options", b"DENY"),
                            (b"cache-control", b"no-store")]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, with_headers)


def make_app(games: Games, token: str, hosts: list[str] | None = None) -> Starlette:
    """The application: everything under ``/TOKEN/``; ``hosts``: the ``Host`` names
    accepted (default: loopback names only; ``["*"]`` with ``--host``)."""
    page = (static_dir() / "index.html").read_text(encoding="utf-8")
    page = page.replace("data-mode=\"\"", "data-mode=\"server\"")

    async def index(request: Request) -> Response:
        return Response(page, media_type="text/html; charset=utf-8")

    def view_of(gid: str, game: WebGame, since: int) -> dict[str, Any]:
        # The save goes as text and comes back as text: a page must not read it as
        # JavaScript numbers (the random source's state holds 64-bit integers).
        return {"game": gid, "view": game.view(since), "save": game.save_text()}

    async def start(request: Request) -> Response:
        data = await _body(request)
        if isinstance(data, JSONResponse):
            return data
        from crawlbook.runtime.game import BadProgram
        from crawlbook.runtime.saves import SaveError

        with games.lock:
            try:
                save = data.get("save")
                gid, game = games.start(json.loads(save) if isinstance(save, str) else None)
            except SaveError as exc:
                return _problem(f"cannot load the save: {exc}")
            except RecursionError:
                return _problem("cannot load the save: it is damaged (nested too deeply)")
            except json.JSONDecodeError as exc:
                return _problem(f"cannot load the save: it is not JSON ({exc.msg} at line "
                                f"{exc.lineno}, column {exc.colno})")
            except BadProgram as exc:
                return _problem(f"cannot play this program: {exc}")
            except (TypeError, AttributeError, KeyError, ValueError, IndexError,
                    OverflowError) as exc:
                return _problem(f"cannot load the save: it is damaged "
                                f"({type(exc).__name__}: {exc})")
            return JSONResponse(view_of(gid, game, 0))

    def found(request: Request) -> tuple[str, WebGame] | JSONResponse:
        gid = request.path_params["gid"]
        game = games.games.get(gid)
        if game is None:
            return _problem("no such game here (the server was restarted?)", 404)
        return gid, game

    async def show(request: Request) -> Response:
        got = found(request)
        if isinstance(got, JSONResponse):
            return got
        gid, game = got
        with games.lock:
            return JSONResponse(view_of(gid, game, _since(request.query_params.get("since"))))

    async def posted(request: Request) -> tuple[str, WebGame, dict[str, Any]] | JSONResponse:
        """The game a post is for and the JSON body it sent, or the problem answered."""
        got = found(request)
        if isinstance(got, JSONResponse):
            return got
        data = await _body(request)
        if isinstance(data, JSONResponse):
            return data
        return (*got, data)

    async def answer(request: Request) -> Response:
        post = await posted(request)
        if isinstance(post, JSONResponse):
            return post
        gid, game, data = post
        with games.lock:
            try:
                if isinstance(data.get("choice"), str):
                    game.answer(data["choice"])
                elif isinstance(data.get("line"), str):
                    game.answer_line(data["line"])
                else:
                    return _problem("send a choice")
            except WebError as exc:
                return _problem(str(exc), 409)
            return JSONResponse(view_of(gid, game, _since(data.get("since"))))

    async def save(request: Request) -> Response:
        post = await posted(request)
        if isinstance(post, JSONResponse):
            return post
        gid, game, _ = post
        with games.lock:
            try:
                path = games.save(gid, game)
            except OSError as exc:
                return _problem(f"cannot save the game: {exc.strerror or exc}", 500)
        import shlex

        resume = (f"{games.command} play {shlex.quote(games.name)} "
                  f"--load {shlex.quote(str(path))}")
        return JSONResponse({"path": str(path), "resume": resume})

    async def download(request: Request) -> Response:
        got = found(request)
        if isinstance(got, JSONResponse):
            return got
        _, game = got
        what = request.url.path.rsplit("/", 1)[-1]
        with games.lock:
            if what == "save.json":
                body, kind, name = game.save_text(), "application/json", "save.json"
            else:
                body, kind, name = game.log_text(), "application/x-ndjson", "log.jsonl"
        number = game.mission()["number"]
        return Response(body, media_type=f"{kind}; charset=utf-8", headers={
            "content-disposition": f'attachment; filename="crawlbook-{number}-{name}"'})

    base = f"/{token}"
    routes = [
        Route(f"{base}/", index),
        Route(f"{base}/api/games", start, methods=["POST"]),
        Route(f"{base}/api/games/{{gid}}", show),
        Route(f"{base}/api/games/{{gid}}/answer", answer, methods=["POST"]),
        Route(f"{base}/api/games/{{gid}}/save", save, methods=["POST"]),
        Route(f"{base}/api/games/{{gid}}/save.json", download),
        Route(f"{base}/api/games/{{gid}}/log.jsonl", download),
        Mount(f"{base}/static", StaticFiles(directory=static_dir())),
    ]
    middleware = [Middleware(SecurityHeaders),
                  Middleware(TrustedHostMiddleware, allowed_hosts=hosts or LOOPBACK_HOSTS)]
    return Starlette(routes=routes, middleware=middleware)
