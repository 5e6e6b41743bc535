"""The console player's loop: show what happened, ask, answer, until the game ends
(docs/playing.md; the console is one driver among others, docs/engine.md).

A ``Session`` drives a ``Game`` with answers from a person at the terminal
(``TerminalAnswers``), a script of typed lines (``ScriptAnswers``) or a policy
(``PolicyAnswers``). Every prompt accepts the commands of ``ask.COMMANDS``. End of input
and Ctrl-C ask nothing: the game is saved (atomically, ``runtime.saves.write_save``) and
the session ends with exit code 0. The save comes first and does not depend on the
terminal: when the reader of the output has gone (``crawlbook play | tee``, then Ctrl-C,
or ``| head``), the game is still saved, and nothing more is printed. When the game ends,
a save of it made earlier in the save file is replaced by the finished game, so that it
is never resumed at an old prompt. ``run`` returns the process exit code.
"""

from __future__ import annotations

import contextlib
import json
import shlex
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Protocol

from crawlbook.runtime.console.ask import (
    Command,
    Invalid,
    key_of,
    nothing_to_read,
    parse_answer,
)
from crawlbook.runtime.saves import same_game, write_save
from rich.markup import escape

if TYPE_CHECKING:
    from crawlbook.runtime.console.view import ConsoleView
    from crawlbook.runtime.game import Game
    from crawlbook.runtime.policies import Policy
    from crawlbook.runtime.prompts import Prompt

INPUT_MARK = "> "


class AnswerSource(Protocol):
    echo: bool  # print the answer after the mark (nobody typed it on this screen)

    def read(self, prompt: Prompt) -> str:
        """The next typed line; raises EOFError at the end of input."""
        ...


class TerminalAnswers:
    """A person typing. With a terminal the typed line shows by itself; from a pipe the
    line is echoed so the output reads as a transcript."""

    def __init__(self, stdin: IO[str] | None = None) -> None:
        self.stdin = stdin
        stream = stdin if stdin is not None else sys.stdin
        try:
            self.echo = not stream.isatty()
        except (AttributeError, ValueError):
            self.echo = True
        if not self.echo and stdin is None:
            try:  # line editing and history for input(), where the platform has it
                import readline  # noqa: F401
            except ImportError:
                pass

    def read(self, prompt: Prompt) -> str:
        if self.stdin is not None:
            line = self.stdin.readline()
            if not line:
                raise EOFError
            return line.rstrip("\n")
        return input("" if self.echo else INPUT_MARK)


class ScriptAnswers:
    """Answers from a file, one typed line each (``#`` lines are comments)."""

    echo = True

    def __init__(self, lines: list[str]) -> None:
        self._lines: Iterator[str] = iter(
            line.rstrip("\r\n") for line in lines if not line.lstrip().startswith("#"))

    def read(self, prompt: Prompt) -> str:
        try:
            return next(self._lines)
        except StopIteration:
            raise EOFError from None


class PolicyAnswers:
    """No person: a ``runtime.policies`` policy answers, shown as the key it would type.
    Past ``limit`` answers the input ends (a game that never ends is a bug, not a hang)."""

    echo = True

    def __init__(self, policy: Policy, limit: int = 100_000) -> None:
        self.policy = policy
        self.limit = self.left = limit

    def read(self, prompt: Prompt) -> str:
        self.left -= 1
        if self.left < 0:
            # A game may loop through its prompts for ever (docs/playing.md, "A game
            # with no end"): it is saved and left here, as at the end of a script.
            raise EOFError(f"The policy has answered {self.limit:,} prompts and the game "
                           "has not ended: it stops here.")
        return key_of(prompt, self.policy.choose(prompt))


@contextlib.contextmanager
def _sigint(handler: Any) -> Iterator[None]:
    """Ctrl-C goes to ``handler`` in the block (only the main thread can set it)."""
    try:
        previous = signal.signal(signal.SIGINT, handler)
    except ValueError:  # not the main thread: signals cannot be handled here anyway
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _no_interrupt() -> contextlib.AbstractContextManager[None]:
    """Ignore Ctrl-C while a save is written (a second Ctrl-C must not cut the save)."""
    return _sigint(signal.SIG_IGN)


@contextlib.contextmanager
def _deferred_interrupt() -> Iterator[None]:
    """Hold Ctrl-C until the engine has finished the step it is taking.

    A save is the answers plus a snapshot of the state; an interrupt in the middle of a
    step would leave a state that no replay of the answers gives, and the save would then
    be refused as damaged. The interrupt is raised again as soon as the step is done.
    """
    pending: list[object] = []
    with _sigint(lambda *_: pending.append(True)):
        yield
    if pending:
        raise KeyboardInterrupt


class Session:
    """One game played in the console."""

    def __init__(self, game: Game, view: ConsoleView, answers: AnswerSource, *,
                 save_path: Path, resume: str, event_log: IO[str] | None = None,
                 play_on: str | None = None, hint: Any = None) -> None:
        self.game = game
        # ``hint``: the budget of the search `hint` runs (a ``search.Think``; None: its
        # default), docs/playtesting.md.
        self.hint = hint
        self.view = view
        self.answers = answers
        self.save_path = save_path
        self.resume = resume  # the command line that goes on from a save, without --load
        # ... or the whole command line when it is not `resume --load SAVE` (a campaign)
        self.play_on = play_on
        self.event_log = event_log
        self._logged = 0

    def run(self, *, loaded: bool = False) -> int:
        """Play until the end or until the player leaves; returns the exit code."""
        seen = 0
        try:
            if loaded:
                seen = len(self.game.log)
                self._write_log()
                self._recap()
            while True:
                if self.game.over:
                    self._finish()
                self.view.events(seen)
                seen = len(self.game.log)
                self._write_log()
                if self.game.over:
                    self.view.end()
                    return 0
                code = self._turn()
                if code is not None:
                    return code
        except KeyboardInterrupt:
            return self._leave("Interrupted.", blank=True)
        except BrokenPipeError:
            # The reader of the output has gone (`| head`): save, and print nothing more.
            return self._leave("", quiet=True)

    # one prompt ----------------------------------------------------------------------
    def _turn(self) -> int | None:
        """Ask until the player answers the prompt (None) or leaves (the exit code)."""
        prompt = self.game.prompt
        assert prompt is not None
        if nothing_to_read(prompt):
            with _deferred_interrupt():
                self.game.answer(prompt.choices[0].id)
            return None
        self.view.prompt(prompt)
        while True:
            try:
                line = self.answers.read(prompt)
            except EOFError as end:
                return self._leave(str(end) or "End of input.", blank=True)
            if self.answers.echo:
                self.view.plain(f"{INPUT_MARK}{line}")
            answer = parse_answer(line, prompt)
            if isinstance(answer, Invalid):
                self.view.error(answer.message)
                continue
            if isinstance(answer, Command):
                if answer.name == "quit":
                    return self._leave("")
                self._command(answer, prompt)
                self.view.prompt(prompt)
                continue
            with _deferred_interrupt():
                self.game.answer(answer)
            return None

    def _command(self, command: Command, prompt: Prompt) -> None:
        view = self.view
        if command.name == "help":
            view.help(prompt)
        elif command.name == "status":
            view.status()
        elif command.name == "map":
            view.map()
        elif command.name == "log":
            view.log_entries()
        elif command.name == "hint":
            self._hint(prompt)
        elif command.name == "save":
            self._save(Path(command.argument) if command.argument else self.save_path)

    def _hint(self, prompt: Prompt) -> None:
        """`hint`: the search's estimates for every option (it plays forks of the game;
        the game itself is untouched)."""
        from crawlbook.runtime.search import hint_lines, search_hint

        # Ctrl-C during a long search leaves as at any prompt (the game is saved as it is).
        decision = search_hint(self.game, prompt, self.hint)
        for line in hint_lines(decision, prompt):
            self.view.plain(line)

    # saving and leaving ----------------------------------------------------------------
    def _write(self, path: Path) -> str | None:
        """Save the game to ``path``; the reason when it could not be written."""
        try:
            with _no_interrupt():
                write_save(path, self.game)
        except OSError as exc:
            return f"{path}: cannot save the game: {exc.strerror or exc}"
        except ValueError:  # a NUL or half a character in the name typed after `save`
            return f"{path}: cannot save the game: not a valid file name"
        return None

    def _save(self, path: Path) -> bool:
        problem = self._write(path)
        if problem is not None:
            self.view.error(problem)
            return False
        self.view.command_line(f"Game saved to {path}.")
        return True

    def _leave(self, why: str, *, blank: bool = False, quiet: bool = False) -> int:
        """Save (first, whatever happens to the output), then say so; the exit code."""
        problem = None if self.game.over else self._write(self.save_path)
        if quiet:
            return 1 if problem else 0
        try:
            if blank:
                self.view.say()
            if why:
                self.view.plain(why)
            if problem is not None:
                self.view.error(problem)
            elif not self.game.over:
                self.view.command_line(f"Game saved to {self.save_path}.")
                self.view.command_line(
                    f"Play on with: {self.play_on or self._resume_command()}")
        except (BrokenPipeError, KeyboardInterrupt):
            pass  # the game is saved; the terminal went away or Ctrl-C came again
        return 1 if problem else 0

    def _resume_command(self) -> str:
        return f"{self.resume} --load {shlex.quote(str(self.save_path))}"

    def _finish(self) -> None:
        """The game is over: a save of it made earlier is replaced by the finished game
        (it says it is over), so that `--load` never goes back to an old prompt."""
        if same_game(self.save_path, self.game):
            self._write(self.save_path)

    def _recap(self) -> None:
        """After loading: the board and what the player had read of the current entry."""
        view = self.view
        where = view.hooks.recap(self.game.state)
        view.plain(f"Loaded the game ({where})." if where else "Loaded the game.")
        view.board()
        prompt = self.game.prompt
        if prompt is None:
            return
        info = prompt.info
        if info.get("entry"):
            view.say(f"[entry_id]{escape(str(info['entry']))}[/]")
        text: Any = info.get("text") or []
        for paragraph in text:
            view.items(view.narrator.tell(
                [{"seq": 0, "type": "text", "text": paragraph}], 0, None))

    def _write_log(self) -> None:
        if self.event_log is None:
            return
        for event in self.game.log[self._logged:]:
            self.event_log.write(json.dumps(event, ensure_ascii=False) + "\n")
        self.event_log.flush()
        self._logged = len(self.game.log)
