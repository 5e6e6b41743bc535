"""Where the ``crawlbook`` program starts (``[project.scripts]``, ``python -m crawlbook``).

``crawlbook --version`` (or ``-V``) alone on the command line is answered here, before
click is imported: click and the standard modules it imports (inspect, typing, uuid,
datetime ...) are more than half of that command's start-up, and a tool that asks for
crawlbook's version (an editor, a CI step) should not wait for a command line it does
not use (docs/performance.md, "start-up"). A speed trick, guarded by
``benchmarks/startup_bench.py`` (its ``--version`` row) and tested to print what click's
``version_option`` in ``crawlbook/cli.py`` prints, with the same exit code
(tests/test_startup.py). Every other command line goes to click (``crawlbook.cli.main``).
"""

from __future__ import annotations

import sys

from crawlbook import __version__

VERSION_FLAGS = ("-V", "--version")  # as crawlbook/cli.py's version_option names them


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
    from crawlbook.cli import main

    main()
