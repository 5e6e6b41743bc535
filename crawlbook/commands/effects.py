"""`crawlbook effects`: what a ruleset lets a booklet say (docs/rulesets.md).

Its registry as text or JSON: the header directives, the verbs with their usage, outcomes
and roles, the mission rules, what conditions may read beyond `noted` and `has`, the
quantities its scoring lines may count, the card kinds and the book's words. The checks
accept exactly this.
"""

from __future__ import annotations

import json
from typing import Any

import click

from crawlbook.inert import echo


def registry_json(ruleset: str) -> dict[str, Any]:
    """The registry of ``ruleset`` as JSON-ready data."""
    from crawlbook import plugins

    registry = plugins.language(ruleset)
    assert registry is not None

    def params(declared: Any) -> list[dict[str, Any]]:
        return [{"name": p.name, "kind": p.kind, "keyword": p.keyword,
                 "choices": list(p.choices), "low": p.low, "high": p.high,
                 "required": p.required, "default": p.default} for p in declared]

    def verb(v: Any) -> dict[str, Any]:
        return {"name": v.name, "usage": f"[{v.usage()}]", "summary": v.summary,
                "outcomes": list(v.outcomes), "roles": sorted(v.roles),
                "params": params(v.params)}

    return {
        "ruleset": registry.ruleset,
        "directives": [{"name": d.name, "usage": d.usage(), "summary": d.summary,
                        "required": d.required, "repeatable": d.repeatable,
                        "default": d.default, "key": d.key, "params": params(d.params)}
                       for d in registry.directives.values()],
        "sections": list(registry.sections),
        "effects": [verb(v) for v in registry.effects()],
        "rules": [verb(v) for v in registry.rules()],
        "numbers": [{"name": x.name, "summary": x.summary, "low": x.low, "high": x.high}
                    for x in registry.numbers.values()],
        "predicates": [{"word": x.word, "summary": x.summary, "choices": list(x.choices)}
                       for x in registry.predicates.values()],
        "quantities": list(registry.quantities),
        # the book's words (docs/language.md, "The book's shape")
        "book": {"numbered": registry.book.numbered, "end_words": list(registry.book.end_words),
                 "ending": registry.book.ending, "scoring": registry.book.scoring,
                 "start": list(registry.book.start)},
        "card_kinds": [{"prefix": k.prefix, "name": k.name, "title": k.title}
                       for k in registry.card_kinds],
    }


def _text(data: dict[str, Any]) -> list[str]:
    lines = [f"The {data['ruleset']} ruleset.", "",
             "Header directives (before the first section; * required):", ""]
    for d in data["directives"]:
        mark = "*" if d["required"] else " "
        lines += [f" {mark} {d['usage']}", f"      {d['summary']}"]
    lines += ["", "Effects (write them as [VERB args] lines):", ""]
    for v in data["effects"]:
        outcomes = f" (outcomes: {', '.join(v['outcomes'])})" if v["outcomes"] else ""
        lines += [f"  {v['usage']}", f"      {v['summary']}{outcomes}"]
    lines += ["", "Mission rules (in the RULES section):", ""]
    for v in data["rules"]:
        lines += [f"  {v['usage']}", f"      {v['summary']}"]
    if data["numbers"] or data["predicates"]:
        lines += ["", "Conditions may also read (beside `noted NAME` and `has NAME`):", ""]
        for x in data["numbers"]:
            lines += [f"  {x['name']} < n  (and <=, >, >=, =, !=)", f"      {x['summary']}"]
        for x in data["predicates"]:
            lines += [f"  {x['word']} NAME", f"      {x['summary']}"]
    if data["sections"]:
        lines += ["", "Sections every booklet needs: " + ", ".join(data["sections"])]
    scoring = " ".join(data["book"]["scoring"].split()).title()  # `Success Points`
    lines += ["", f"{scoring} quantities (per ...): " + ", ".join(data["quantities"])]
    return lines


@click.command(name="effects")
@click.option("--ruleset", default=None, metavar="NAME",
              help="Which ruleset's registry to list (default: the default ruleset; "
                   "`crawlbook rulesets` lists them).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True)
def command(ruleset: str | None, fmt: str) -> None:
    """List the header directives, effects, rules and conditions a ruleset declares."""
    from crawlbook import plugins

    name = ruleset or plugins.default_name()
    if name is None or plugins.language(name) is None:
        raise click.UsageError(f"unknown ruleset `{ruleset}`; installed: "
                               + (", ".join(plugins.names()) or "none"))
    data = registry_json(name)
    if fmt == "json":
        echo(json.dumps(data, indent=2))
        return
    echo("\n".join(_text(data)))
