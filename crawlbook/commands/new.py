"""`crawlbook new PATH`: write a small mission skeleton that checks clean.

An author starts from something that works (issue 2, Foundation): the set-up, a briefing
and objective, two Events (a decision, a Trait test, a Log Entry noted and checked), the
bundled TB cards (``INCLUDE "crawlbook:..."``, TR18 BOOBY TRAP among them), and the End of
Mission. The test
suite checks that the skeleton has no diagnostic at all.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

SKELETON = """\
// {title}: a mission skeleton written by `crawlbook new`.
// Check it with `crawlbook check {name}`; the language is in docs/language.md.
RULESET tunnel-rats
// The 18 bundled Tough Bastard cards (TR18 BOOBY TRAP is in every TB deck).
INCLUDE "crawlbook:content/tunnel-rats/tb-cards.mission"
MISSION {number}: {title}
LEVELS 2
TB DECK 9
THREAT 2
ENTRANCE COLUMN 1
LEVEL 1 DECK: 4 STANDARD, EVENT 1 SHUFFLED
LEVEL 2 DECK: 4 STANDARD, EVENT 2 IN BOTTOM 2
RANDOM COMBAT [COMBAT STANDARD 2]

BRIEFING
Intelligence reports a tunnel entrance near the village.
Find out where it leads, and come back out.

OBJECTIVES
• Find the map room. (MAP)

EVENT 1: The Side Passage

1.1
A narrow passage branches off to the left. Do you:
• squeeze through → 1.2
• carry on along the main tunnel → CONTINUE THE MISSION
- - - - - - - - - - - - - - - - - - - -
1.2
[TEST LEAD PERCEPTION DIFF 2]
pass → 1.3
fail → 1.4
- - - - - - - - - - - - - - - - - - - -
1.3
Scratched into the wall: a map of the lower level.
[NOTE MAP]
→ CONTINUE THE MISSION
========================================
1.4
The passage narrows to nothing. Something bites.
[DAMAGE LEAD 1]
→ CONTINUE THE MISSION
========================================

EVENT 2: The Chamber

2.1
A low chamber, a table, a lamp still warm.
if noted MAP → 2.2
otherwise → 2.3
- - - - - - - - - - - - - - - - - - - -
2.2
The map shows you the way around the guard post.
[RECOVER 1]
→ CONTINUE THE MISSION
========================================
2.3
Voices. The guards were waiting.
[COMBAT STANDARD 2 INITIATIVE VC]
→ CONTINUE THE MISSION
========================================

END OF MISSION
You climb out into the light.
SUCCESS POINTS
+3 if noted MAP
+1 per RAT STANDING
"""


def skeleton(path: Path, title: str | None = None, number: int = 1) -> str:
    name = title or path.stem.replace("-", " ").replace("_", " ").strip().title() or "New Mission"
    return SKELETON.format(title=name, name=path.name, number=number)


@click.command(name="new")
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--title", help="The mission's title (default: from the file name).")
@click.option("--number", type=click.IntRange(1, 999), default=1, show_default=True,
              help="The mission's number.")
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
def command(path: str, title: str | None, number: int, force: bool) -> None:
    """Write a small mission skeleton that checks clean."""
    from crawlbook.compiler.build import write_atomic

    target = Path(path)
    if target.exists() and not force:
        click.echo(f"Error: {path} already exists (use --force to overwrite it)", err=True)
        sys.exit(2)
    if not target.parent.is_dir():
        raise click.UsageError(f"{target.parent}: no such folder")
    if title is not None and ("\n" in title or not title.strip()):
        raise click.UsageError("--title must be one non-empty line")
    try:
        write_atomic(target, skeleton(target, title, number))
    except OSError as exc:
        click.echo(f"Error: cannot write {path}: {exc.strerror or exc}", err=True)
        sys.exit(2)
    click.echo(f"Wrote {path}. Next: crawlbook check {path}")
