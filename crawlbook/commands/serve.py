"""`crawlbook serve [MISSION]` (and `crawlbook play MISSION --web`): play a mission in the
browser (docs/playing.md, "In the browser").

The mission is read as `crawlbook play` reads it (a ``.mission`` file, a built program, a
bundled mission by number or name). A local server (``crawlbook.web.app``: Starlette
behind uvicorn) listens on 127.0.0.1 at a free port, under an unguessable token; the
command prints the address and opens a browser where there is one. ``--host`` listens on
another address, with a warning: anyone who can reach it and has the address plays. Saves
are the console's: ``--load`` a console save to go on with it in the browser; the page's
Save writes a file that ``crawlbook play --load`` goes on with. Ctrl-C stops the server.
Exit codes as `crawlbook play`: 1 a mission that cannot be played or a save that cannot
be loaded, 2 usage errors (and an address that cannot be listened on).
"""

from __future__ import annotations

import ipaddress
import os
import secrets
import socket
import sys
import threading
from pathlib import Path
from typing import Any

import click

from crawlbook.commands.game_options import OptionsCommand, add_option_params, chosen_options
from crawlbook.commands.sources import InputFile, sandbox_option
from crawlbook.inert import echo
from crawlbook.invocation import command_name


def _fail(message: str) -> None:
    echo(message, err=True)
    sys.exit(1)


def loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def browser_present() -> bool:
    """Whether a graphical browser can be opened: never a text browser in this terminal
    (on Linux and the BSDs only with a display)."""
    if sys.platform in ("darwin", "win32"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def listen(host: str, port: int) -> socket.socket:
    """A listening socket on ``host``: ``port``, 0 for a free one (usage error if not)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host.strip("[]"), port))
        sock.listen(64)
    except OSError as exc:
        sock.close()
        raise click.UsageError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") \
            from None
    sock.set_inheritable(True)
    return sock


def serve(mission: str | None, *, seed: int | None, load_path: str | None,
          save_path: str | None, host: str, port: int, open_browser: bool, sandbox: bool,
          option_names: tuple[str, ...], legacy: dict[str, Any]) -> None:
    """Load the mission (as `crawlbook play` does) and serve it until Ctrl-C."""
    import uvicorn

    from crawlbook.commands.play import load_mission
    from crawlbook.commands.sources import check_folder
    from crawlbook.runtime.saves import SaveError, read_save
    from crawlbook.web.app import Games, make_app
    from crawlbook.web.play import WebGame

    check_folder(save_path)
    target, name, program, prepared, limits = load_mission(mission, load_path, sandbox)
    options = chosen_options(prepared, option_names, legacy)
    games = Games(program=program, name=name, command=command_name(), seed=seed,
                  options=options, save_path=Path(save_path) if save_path else None)
    if load_path is not None:
        if option_names or any(legacy.values()) or seed is not None:
            echo("note: --seed and --option come from the save", err=True)
        try:
            loaded = read_save(load_path, program, limits.save,
                               note=lambda text: echo(f"note: {text}", err=True))
        except SaveError as exc:
            _fail(f"cannot load the save: {exc}")
            return
        games.waiting = WebGame(loaded)
        games.waiting_path = Path(save_path) if save_path else Path(load_path)
    if not loopback(host):
        echo(f"warning: listening on {host}, not on this computer alone: anyone who can "
             "reach it and knows the address can play and write saves here", err=True)
    sock = listen(host, port)
    token = secrets.token_urlsafe(24)
    app = make_app(games, token, hosts=None if loopback(host) else ["*"])
    bound = sock.getsockname()[1]
    shown = f"[{host.strip('[]')}]" if ":" in host else host
    url = f"http://{shown}:{bound}/{token}/"
    echo(f"Playing {target} in the browser at {url}")
    echo("(Ctrl-C stops the server; the page's Save writes a save the console goes on with)")
    sys.stdout.flush()
    if open_browser and browser_present():
        import webbrowser

        threading.Timer(0.5, webbrowser.open, args=(url,)).start()
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False,
                                           lifespan="off"))
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
    echo("Stopped.")


@click.command(name="serve", cls=OptionsCommand)
@click.argument("mission", required=False)
@click.option("--seed", type=int, help="The first game's seed (default: random).")
@click.option("--load", "load_path", type=InputFile(),
              help="Go on with a saved game (a console save too).")
@click.option("--save", "save_path", type=click.Path(dir_okay=False),
              help="Where the page's Save writes (default: the --load file, else "
                   "crawlbook-NAME.save.json here).")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="The address to listen on; another than this computer's own is "
                   "reachable by others (a warning says so).")
@click.option("--port", type=click.IntRange(0, 65535), default=0,
              help="The port (default: a free one).")
@click.option("--no-browser", is_flag=True, help="Do not open a browser.")
@sandbox_option
def command(mission: str | None, seed: int | None, load_path: str | None,
            save_path: str | None, host: str, port: int, no_browser: bool, sandbox: bool,
            option_names: tuple[str, ...], **legacy: bool) -> None:
    """Play a mission in the browser (default: the training mission).

    Prints the address (with its token) and opens the browser where there is one.
    """
    serve(mission, seed=seed, load_path=load_path, save_path=save_path, host=host,
          port=port, open_browser=not no_browser, sandbox=sandbox,
          option_names=option_names, legacy=dict(legacy))


add_option_params(command)
