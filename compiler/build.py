"""The compiled program's bytes: content pack embedded, content hash, canonical JSON, schema.

docs/program-format.md: the program is self-contained (the ruleset's content pack is
embedded), deterministic (keys sorted, two-space indent, a final newline: the same sources
give the same bytes) and carries ``content_hash``, the sha256 of its canonical JSON with
``content_hash`` set to "". ``validate`` checks a program against
``compiler/program.schema.json`` (JSON Schema draft 2020-12).
"""

from __future__ import annotations

import copy
import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from crawlbook.ruleset import Ruleset

SCHEMA_PATH = Path(__file__).with_name("program.schema.json")


class BuildError(Exception):
    """The program cannot be completed (the content pack is missing or broken)."""


def content_pack(ruleset: str, plugin: Ruleset | None = None) -> dict[str, Any]:
    """The content pack (``Ruleset.content_pack``) of the ruleset called ``ruleset``,
    embedded in the program: ``plugin``'s, the ruleset the check resolved
    (``CheckContext.plugin``), else the one installed under that name. Raises
    ``BuildError`` when it is missing or broken."""
    # A fresh copy per program (a JSON round trip is much faster than deepcopy).
    copied: dict[str, Any] = json.loads(_pack_json(ruleset, plugin))
    return copied


@lru_cache(maxsize=4)
def _pack_json(ruleset: str, plugin: Ruleset | None) -> str:
    return json.dumps(_pack(ruleset, plugin))


@lru_cache(maxsize=4)
def _pack(ruleset: str, plugin: Ruleset | None) -> dict[str, Any]:
    from crawlbook import plugins

    try:
        found = plugin if plugin is not None else plugins.get(ruleset)
        if found is None:
            raise BuildError(f"no ruleset `{ruleset}` is installed")
        pack = found.content_pack()
    except (ValueError, plugins.PluginError) as exc:
        raise BuildError(f"the content pack of `{ruleset}` cannot be loaded: {exc}") from None
    return pack if isinstance(pack, dict) else {}


def canonical(program: dict[str, Any]) -> bytes:
    """The bytes the content hash is taken over."""
    # surrogatepass: a damaged program may hold half a character; hashing it must not
    # raise (the bytes of every valid text are the same either way).
    return json.dumps(program, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False).encode("utf-8", "surrogatepass")


def content_hash(program: dict[str, Any]) -> str:
    blank = dict(program)
    blank["content_hash"] = ""
    return hashlib.sha256(canonical(blank)).hexdigest()


def finish(program: dict[str, Any], *, embed_content: bool = True,
           ruleset: Ruleset | None = None) -> dict[str, Any]:
    """The lowered program with its content pack (``ruleset``'s: the one the check
    resolved) and content hash filled in."""
    program = copy.copy(program)
    if embed_content:
        program["content"] = content_pack(program["ruleset"], ruleset)  # may raise BuildError
    program["content_hash"] = content_hash(program)
    return program


def dumps(program: dict[str, Any]) -> str:
    """The program file's text: sorted keys, two-space indent, a final newline."""
    return json.dumps(program, sort_keys=True, indent=2, ensure_ascii=False) + "\n"


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (``crawlbook.files.write_atomic``): a reader
    (or a crash) never sees half a program and a failed write keeps the previous file."""
    from crawlbook.files import write_atomic as write

    write(path, text)


@lru_cache(maxsize=1)
def schema() -> dict[str, Any]:
    """The core's program schema (``setup`` is any object there)."""
    result: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return result


@lru_cache(maxsize=8)
def _schema_json(ruleset: str) -> str:
    from crawlbook import plugins

    composed = copy.deepcopy(schema())
    found = plugins.find(ruleset)
    if found is not None:
        part = dict(found.setup_schema())
        part.pop("$schema", None)
        composed["$defs"]["setup"] = part
    return json.dumps(composed)


def schema_for(ruleset: str) -> dict[str, Any]:
    """The program schema with the ruleset's ``setup`` schema composed in
    (``Ruleset.setup_schema`` at ``$defs/setup``)."""
    result: dict[str, Any] = json.loads(_schema_json(ruleset))
    return result


# The keys of a program's ``mission`` that are the core's; in a version 1 program every
# other key of ``mission`` was the ruleset's set-up.
NEUTRAL_MISSION_KEYS = ("number", "title", "briefing", "objectives", "rules_text", "rules",
                        "markers")


def upgrade(program: dict[str, Any]) -> dict[str, Any]:
    """A version 2 program from a version 1 one (set-up keys move from ``mission`` to
    ``setup``); a version 2 program is returned as it is. The content hash is left as it
    was: check it before upgrading."""
    if program.get("version") != 1 or "setup" in program:
        return program
    upgraded = dict(program)
    mission = dict(program.get("mission") or {})
    upgraded["setup"] = {k: mission.pop(k) for k in list(mission)
                         if k not in NEUTRAL_MISSION_KEYS}
    upgraded["mission"] = mission
    upgraded["version"] = 2
    return upgraded


def validate(program: object) -> list[str]:
    """Schema problems of ``program`` as readable lines (empty when it is valid)."""
    import jsonschema

    ruleset = program.get("ruleset") if isinstance(program, dict) else None
    chosen = schema_for(ruleset) if isinstance(ruleset, str) else schema()
    validator = jsonschema.Draft202012Validator(chosen)
    problems = []
    for error in sorted(validator.iter_errors(program), key=lambda e: list(e.absolute_path)):
        where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
        problems.append(f"{where}: {error.message}")
    return problems
