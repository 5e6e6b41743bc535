"""How the person at the terminal runs crawlbook, for the command lines crawlbook prints
(``crawlbook play`` prints the command that replays a game and the one that goes on from
a save; docs/playing.md).

``crawlbook`` itself when that is the program the shell finds; otherwise the path of the
installed program (a ``./dev`` user has no ``crawlbook`` on the PATH). A launcher that
knows better says so in ``CRAWLBOOK_COMMAND`` (``./dev`` sets it to itself, which takes
the same subcommands).
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

ENVIRONMENT = "CRAWLBOOK_COMMAND"


def command_name() -> str:
    """The words that run crawlbook, ready to be followed by a subcommand."""
    given = os.environ.get(ENVIRONMENT, "").strip()
    if given:
        return given
    installed = Path(sys.executable).parent / "crawlbook"
    if not installed.exists():
        return "crawlbook"
    found = shutil.which("crawlbook")
    try:
        if found is not None and Path(found).resolve() == installed.resolve():
            return "crawlbook"
    except OSError:
        pass
    return shlex.quote(str(installed))
