"""What a booklet file means, to compare it before and after formatting (``crawlbook fmt``,
docs/editors.md): its program as the compiler lowers it, without what only says where
things are written. The formatter itself (``dsl/format.py``) is the language's and never
compiles; this check, which needs the compiler, sits on the compiler's side of the layers
(docs/architecture.md).
"""

from __future__ import annotations

from crawlbook.dsl.parser import parse


def meaning(source: str, path: str = "<string>") -> dict[str, object]:
    """What a booklet file means, to compare a file before and after formatting: its
    program as the compiler lowers it (errors or not: an INCLUDEd file of cards alone is
    a booklet too), without what only says where things are written (spans, line
    numbers, the source's hashes)."""
    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.lower import lower

    program = lower(CheckContext.build([parse(source, path).document]))
    stripped = _strip(program)
    assert isinstance(stripped, dict)
    return stripped


def _strip(value: object) -> object:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items()
                if k not in ("span", "source", "content_hash")
                and not (k == "line" and isinstance(v, int))}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value
