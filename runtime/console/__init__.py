"""The console player: a person (or a script, or a policy) plays a compiled mission in
the terminal (`crawlbook play`, docs/playing.md).

The shell knows no ruleset. ``view.make_console`` builds the Console, ``view.ConsoleView``
prints the game through its ruleset's ``ConsoleHooks`` (the board, the status, the
narration of its events; ``plain`` when it has none), ``narrate`` tells the events every
ruleset has, ``ask`` numbers the options and reads answers, ``session.Session`` runs the
loop. The engine knows nothing of it: it reads ``game.prompt``, ``game.log`` and
``game.state`` and answers with ``game.answer``.
"""

from __future__ import annotations

from crawlbook.runtime.console.session import (
    PolicyAnswers,
    ScriptAnswers,
    Session,
    TerminalAnswers,
)
from crawlbook.runtime.console.view import ConsoleView, make_console, no_color_requested

__all__ = ["ConsoleView", "PolicyAnswers", "ScriptAnswers", "Session", "TerminalAnswers",
           "make_console", "no_color_requested"]
