"""The ``--seed`` of `play`, `simulate`, `campaign` and `test` (docs/playing.md, "Options").

The random source keeps 64 bits of a seed (``runtime/rng.py``), so a seed is a whole
number from 0 to 2**64 - 1 (18446744073709551615, 20 digits). A larger one is refused
with that limit, before Python's own limit on converting long digit strings (4,300
digits) is ever reached: ``--seed`` of 5,000 digits says what a seed may be.
"""

from __future__ import annotations

import click

from crawlbook.runtime.rng import SEED_MAX

SEED_LIMIT = f"a seed is a whole number from 0 to {SEED_MAX} (2**64 - 1)"


class Seed(click.ParamType):
    """A whole number from 0 to ``SEED_MAX``; anything else says the limit."""

    name = "integer"

    def convert(self, value: object, param: click.Parameter | None,
                ctx: click.Context | None) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        else:
            text = str(value).strip()
            if not text.isascii() or not text.isdigit() or len(text) > len(str(SEED_MAX)):
                self.fail(f"{_quoted(text)} is not a valid seed: {SEED_LIMIT}", param, ctx)
            number = int(text)
        if not 0 <= number <= SEED_MAX:
            self.fail(f"{_quoted(str(number))} is not a valid seed: {SEED_LIMIT}", param, ctx)
        return number


def _quoted(text: str) -> str:
    """The given text, cut to 24 characters (a 5,000-digit seed is not echoed whole)."""
    shown = text if len(text) <= 24 else text[:20] + f"… ({len(text)} characters)"
    return repr(shown)


SEED = Seed()
