"""Skill and luck: the search's win rate beside the ruleset's sensible player and
`random`, on the same runs (docs/playtesting.md, "The skill ceiling").

``simulate --policy search`` adds a ``skill`` section to its report: each policy's win
rate (Wilson interval) and mean score over the same seeds, the *skill gap* (what the
strong player wins more than `random`), the gap to the sensible player, whether the
search's win rate is above the sensible player's outside both intervals, and *luck*:
the share of games even the strong player loses.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

__all__ = ["add_skill", "render_skill", "skill_section"]


def _line(report: dict[str, Any]) -> dict[str, Any]:
    rate = report["win_rate"]
    return {"policy": report["policy"], "runs": report["completed"],
            "win_rate": {"value": rate["value"], "low": rate["low"], "high": rate["high"]},
            "mean_score": report["score"]["mean"]}


def skill_section(search: dict[str, Any], sensible: dict[str, Any] | None,
                  random: dict[str, Any]) -> dict[str, Any]:
    """The ``skill`` section from three reports of the same runs."""
    lines = [_line(search)] + ([_line(sensible)] if sensible else []) + [_line(random)]
    top, bottom = lines[0]["win_rate"], lines[-1]["win_rate"]
    section: dict[str, Any] = {
        "policies": lines,
        "skill_gap": round(top["value"] - bottom["value"], 4),
        "luck": round(1 - top["value"], 4),
    }
    if sensible is not None:
        mid = lines[1]["win_rate"]
        section["gap_to_sensible"] = round(top["value"] - mid["value"], 4)
        section["beats_sensible"] = top["low"] > mid["high"]
    return section


def add_skill(report: dict[str, Any], program: dict, runs: int, seed: int, options: Any,
              workers: int, sensible: str | None,
              origin: tuple[int, tuple[str, ...]] | None = None) -> None:
    """Play the same runs (from ``origin``, with ``--from``) with ``sensible`` (the
    search's rollout policy) and `random`, and add the ``skill`` section to the search's
    ``report``."""
    from crawlbook.runtime.simulation import simulate

    others = simulate(program, runs, seed=seed, policy=sensible, workers=workers,
                      options=options, origin=origin) if sensible and sensible != "random" \
        else None
    random = simulate(program, runs, seed=seed, policy="random", workers=workers,
                      options=options, origin=origin)
    report["skill"] = skill_section(report, others, random)


def render_skill(report: dict[str, Any], console: Console) -> None:
    """The ``skill`` section as a table (after the report)."""
    section = report.get("skill")
    if not section:
        return
    table = Table(title="Skill and luck (the same runs)", title_justify="left")
    for name in ("policy", "win rate", "95% CI", "mean score"):
        table.add_column(name, justify="left" if name == "policy" else "right")
    for line in section["policies"]:
        rate = line["win_rate"]
        table.add_row(escape(str(line["policy"])), f"{rate['value']:.1%}",
                      f"{rate['low']:.1%} – {rate['high']:.1%}", f"{line['mean_score']}")
    console.print(table)
    words = [f"skill gap (search − random) {section['skill_gap']:+.1%}",
             f"luck (games the search still loses) {section['luck']:.1%}"]
    if "gap_to_sensible" in section:
        verdict = ("above it outside both intervals" if section["beats_sensible"]
                   else "not outside both intervals")
        words.insert(1, f"search − {escape(str(section['policies'][1]['policy']))} "
                        f"{section['gap_to_sensible']:+.1%} ({verdict})")
    console.print("; ".join(words), highlight=False)
