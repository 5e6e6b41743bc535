"""Small typed helpers for tests that reach into unions (an AST node, an optional value).

A test that expects an entry to end in a Decision writes ``only(entry.ending, Decision)``:
the helper asserts the type and returns the value as that type, so the type checker sees
``.options`` and a wrong node fails with a message naming what was found instead.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def only(value: object, kind: type[T]) -> T:
    """``value``, asserted to be a ``kind``."""
    assert isinstance(value, kind), f"expected a {kind.__name__}, got {value!r}"
    return value


def present(value: T | None) -> T:
    """``value``, asserted not to be None (a span, a prompt, a match the test expects)."""
    assert value is not None, "expected a value, got None"
    return value
