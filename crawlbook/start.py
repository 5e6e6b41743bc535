"""Where the ``crawlbook`` program starts (``[project.scripts]``, ``python -m crawlbook``).

``crawlbook --version`` (or ``-V``) alone on the command line is answered here, before
click is imported: click and the standard modules it imports (inspect, typing, uuid,
datetime ...) are more than half of that command's start-up, and a tool that asks for
crawlbook's version (an editor, a CI step) should not wait for a command line it does
not use (docs/performance.md, "start-up"). A speed trick, guarded by
``benchmarks/startup_bench.py`` (its ``--version`` row) and tested to print what click's
``version_option`` in ``crawlbook/cli.py`` prints, with the same exit code
(tests/test_startup.py). Every other command line goes to click (``crawlbook.cli.main``).

``crawlbook check`` (a pre-commit hook, a CI step: the command an author waits for most
often) runs without the cyclic garbage collector and leaves without Python's
finalization, once its report is written and flushed: a check makes no reference cycles
worth collecting (the parse and the checks already run with the collector paused,
``dsl/collector.py``), yet the collector walked the modules being imported
again and again, and the finalization took every module and object apart one by one just
before the process ended anyway: together a ninth of the command's instructions
(docs/performance.md, "start-up", the fourth round). Only in this program's own process:
``crawlbook.cli.main`` run anywhere else (the tests, a script) keeps Python's usual ways.
A speed trick, guarded by ``benchmarks/startup_bench.py`` (its ``check 1`` row) and
tested to give the same output and exit codes as before (tests/test_startup.py).
"""

from __future__ import annotations

import sys

from crawlbook import __version__

VERSION_FLAGS = ("-V", "--version")  # as crawlbook/cli.py's version_option names them
# The commands whose process ends with them, with nothing left for Python's finalization
# to do: no thread, no child process, no atexit handler, no file left open for writing.
QUICK_EXIT = ("check",)


def version_text() -> str:
    """What click's ``version_option`` prints: its default message for ``crawlbook``."""
    return f"crawlbook, version {__version__}\n"


def run() -> None:
    """Run the command line of ``sys.argv``."""
    if len(sys.argv) == 2 and sys.argv[1] in VERSION_FLAGS:
        try:
            sys.stdout.write(version_text())
            sys.stdout.flush()
        except BrokenPipeError:  # `crawlbook -V | true`: exit 1 quietly, as click does
            import os

            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise SystemExit(1) from None
        raise SystemExit(0)
    quick = len(sys.argv) > 1 and sys.argv[1] in QUICK_EXIT
    if quick:
        import gc

        gc.disable()
    from crawlbook.cli import main

    try:
        main()
    except SystemExit as stop:
        if quick:
            leave(stop.code)
        raise


def leave(code: object) -> None:
    """End the process now with exit code ``code`` (that of a ``SystemExit``), its
    output flushed, skipping Python's finalization. Returns, leaving the usual way to
    Python, when the code is not a number (Python prints it) or the output cannot be
    flushed (a closed pipe: Python reports it as it always did)."""
    if code is None:
        code = 0
    if not isinstance(code, int):
        return
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return
    import os

    os._exit(code)
