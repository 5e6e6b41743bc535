"""Settings for the whole test suite.

The command lines crawlbook prints name the program as the person can run it
(``crawlbook/invocation.py``): the installed program's path when ``crawlbook`` is not on
the PATH, as under ``.venv/bin/python -m pytest``. Tests read those lines as a user with
crawlbook on the PATH would, so the suite says so once here (``tests/test_invocation.py``
tests the other cases).
"""

from __future__ import annotations

import os

os.environ.setdefault("CRAWLBOOK_COMMAND", "crawlbook")
