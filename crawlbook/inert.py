"""Text made inert for a terminal (docs/safety.md, "Terminal injection").

A terminal obeys some characters instead of showing them: C0 controls (ESC starts the
sequences that clear the screen or retitle the window, CR and BS overwrite a line), DEL,
the C1 controls U+0080-U+009F (U+009B is an 8-bit CSI), the bidirectional embeddings,
overrides and isolates (they reorder, and so can hide, the text around them), the line
and paragraph separators, and lone surrogates (half a character, which cannot even be
written as UTF-8). ``inert`` replaces each with one visible character of one column: a
C0 control or DEL by its Control Pictures symbol (ESC shows as ``␛``), every other one by
U+FFFD ``�``. One character for one keeps columns, wrapping and carets exactly where they
were; ``crawlbook check`` names the exact code point (E102, E116).

Tab and newline are left alone: they lay text out and cannot hide it. The bidirectional
*marks* (U+200E, U+200F, U+061C) stay too: right-to-left prose needs them and they
cannot reorder more than a neighbouring character.

This module has no dependency beyond click (``echo``), so ``crawlbook check`` stays fast;
``crawlbook.terminal`` applies ``inert`` to everything a rich Console prints. json and
unicodedata are imported by the functions that use them: every check imports this
module, and a clean check in text needs neither (docs/performance.md, "start-up";
benchmarks/startup_bench.py, tests/test_startup.py).
"""

from __future__ import annotations

import re

# C0 but tab and newline, DEL, C1: E102 in a booklet.
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# Everything a terminal may obey: the controls, then bidi embeddings, overrides and
# isolates, the line and paragraph separators, lone surrogates (E116 in a booklet).
UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029"
                    "\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def _picture(char: str) -> str:
    code = ord(char)
    if code < 0x20:
        return chr(0x2400 + code)  # ␀ ... ␟
    if code == 0x7F:
        return "\u2421"  # ␡
    return REPLACEMENT


def inert(text: str) -> str:
    """``text`` with every character a terminal obeys shown as one visible character
    (see the module docstring); ``text`` itself when it holds none."""
    if UNSAFE.search(text) is None:
        return text
    return UNSAFE.sub(lambda m: _picture(m.group()), text)


def describe(char: str) -> str:
    """``U+202E RIGHT-TO-LEFT OVERRIDE``: a character named for a message."""
    import unicodedata

    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" {name}" if name else "")


def json_text(text: str) -> str:
    """JSON text (``json.dumps`` with ``ensure_ascii=False``) with the characters a
    terminal obeys written as ``\\uXXXX`` escapes: the same JSON, safe to print. (JSON
    escapes C0 itself; only C1, bidi controls, separators and surrogates are left.)"""
    if UNSAFE.search(text) is None:
        return text
    return UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def dumps(value: object, **options: object) -> str:
    """``json.dumps(value, ensure_ascii=False, **options)`` made safe to print."""
    import json

    return json_text(json.dumps(value, ensure_ascii=False, **options))  # type: ignore[arg-type]


def cells(text: str) -> int:
    """How many terminal columns ``text`` takes: East Asian wide and full-width
    characters two, combining marks and format characters none, the rest one."""
    if text.isascii():
        return len(text)
    import unicodedata

    width = 0
    for char in text:
        if char.isascii():
            width += 1
        elif unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
            continue
        else:
            width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


def echo(message: object = "", *, err: bool = False, nl: bool = True,
         made_inert: bool = False) -> None:
    """``click.echo`` of ``message`` made inert: every message a command prints goes
    through here (ruff bans ``click.echo`` elsewhere). ``made_inert`` says the caller
    already made each piece of author text inert and coloured the rest itself
    (``compiler.report.render_text``), so its colour codes must stay."""
    import click

    text = str(message)
    click.echo(text if made_inert else inert(text), err=err, nl=nl)  # noqa: TID251
