"""`crawlbook effects`: list the verbs and mission rules a ruleset's registry declares.

DESIGN.md principle 6 (effects are a registry): what the checks accept, with each verb's
usage, outcomes and meaning, as text or JSON.
"""

from __future__ import annotations

import json
from typing import Any

import click


def registry_json(ruleset: str) -> dict[str, Any]:
    from crawlbook import plugins

    registry = plugins.language(ruleset)
    assert registry is not None

    def verb(v: Any) -> dict[str, Any]:
        return {
            "name": v.name,
            "usage": f"[{v.usage()}]",
            "summary": v.summary,
            "outcomes": list(v.outcomes),
            "params": [{"name": p.name, "kind": p.kind, "keyword": p.keyword,
                        "choices": list(p.choices), "low": p.low, "high": p.high,
                        "required": p.required, "default": p.default} for p in v.params],
        }

    return {
        "ruleset": registry.ruleset,
        "effects": [verb(v) for v in registry.effects()],
        "rules": [verb(v) for v in registry.rules()],
        "quantities": list(registry.quantities),
        "settings": {k: list(v) for k, v in registry.settings.items()},
    }


@click.command(name="effects")
@click.option("--ruleset", default="tunnel-rats", show_default=True,
              help="Which ruleset's registry to list.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True)
def command(ruleset: str, fmt: str) -> None:
    """List the effects and rules a ruleset's registry declares."""
    from crawlbook import plugins

    if plugins.language(ruleset) is None:
        raise click.UsageError(f"unknown ruleset `{ruleset}`; known: "
                               + ", ".join(plugins.names()))
    data = registry_json(ruleset)
    if fmt == "json":
        click.echo(json.dumps(data, indent=2))
        return
    lines = [f"Effects of the {data['ruleset']} ruleset (write them as [VERB args] lines):", ""]
    for v in data["effects"]:
        outcomes = f" (outcomes: {', '.join(v['outcomes'])})" if v["outcomes"] else ""
        lines += [f"  {v['usage']}", f"      {v['summary']}{outcomes}"]
    lines += ["", "Mission rules (in the RULES section):", ""]
    for v in data["rules"]:
        lines += [f"  {v['usage']}", f"      {v['summary']}"]
    lines += ["", "Success Points quantities (per ...): " + ", ".join(data["quantities"])]
    click.echo("\n".join(lines))
