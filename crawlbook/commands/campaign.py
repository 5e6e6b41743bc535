"""`crawlbook campaign`: play a ruleset's Missions in order with one team (docs/campaign.md).

The campaign itself belongs to the ruleset (``Ruleset.campaign()``; Tunnel Rats: Missions
1 to 3 with the same Team of Rats, ``crawlbook.rulesets.tunnel_rats.campaign``); this
command drives it: each Mission is played in the console (or by ``--policy`` or
``--script``), and the campaign is saved after each Mission and whenever the player
leaves, atomically, as a versioned file. Exit codes: 0 the campaign ended or was saved;
1 a save that cannot be read or written; 2 usage errors (a missing save or script file).
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

import click

from crawlbook.commands.seed import SEED
from crawlbook.commands.sources import InputFile
from crawlbook.dsl.lines import text_lines
from crawlbook.inert import echo
from crawlbook.invocation import command_name


def _fail(message: str) -> None:
    echo(message, err=True)
    sys.exit(1)


@click.command(name="campaign")
@click.option("--ruleset", "ruleset_name", default="tunnel-rats", show_default=True,
              help="The ruleset whose campaign is played.")
@click.option("--seed", type=SEED, help="The campaign's seed (default: random, printed).")
@click.option("--policy", metavar="NAME", help="Let a policy answer every prompt.")
@click.option("--script", "script_path", type=InputFile(),
              help="Read the answers from FILE, one typed line each.")
@click.option("--save", "save_path", type=click.Path(dir_okay=False),
              help="The campaign save (default: the --load file, else "
                   "crawlbook-campaign.save.json here).")
@click.option("--load", "load_path", type=InputFile(),
              help="Go on with a saved campaign.")
@click.option("--no-color", is_flag=True, help="No colours.")
def command(ruleset_name: str, seed: int | None, policy: str | None, script_path: str | None,
            save_path: str | None, load_path: str | None, no_color: bool) -> None:
    """Play the Missions of a campaign in order with one team."""
    from crawlbook import plugins
    from crawlbook.runtime.console import (
        ConsoleView,
        PolicyAnswers,
        ScriptAnswers,
        Session,
        TerminalAnswers,
        make_console,
        no_color_requested,
    )
    from crawlbook.runtime.console.session import AnswerSource
    from crawlbook.runtime.policies import PolicyLoadError, load_policy, policy_seed, start_policy

    if script_path and policy:
        raise click.UsageError("--script and --policy both answer the prompts: give one")
    ruleset = plugins.get(ruleset_name)
    hooks = ruleset.campaign() if ruleset is not None else None
    if hooks is None:
        raise click.UsageError(f"the ruleset `{ruleset_name}` has no campaign")
    factory = None
    if policy:
        try:
            factory = load_policy(policy, ruleset)
        except PolicyLoadError as exc:
            raise click.BadParameter(str(exc), param_hint="--policy") from None
    if load_path is not None:
        try:
            campaign = hooks.read_campaign(load_path)
        except hooks.CampaignError as exc:
            _fail(f"cannot load the campaign: {exc}")
            return
    else:
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "big")
        campaign = hooks.new_campaign(seed)
    save = Path(save_path or load_path or "crawlbook-campaign.save.json")
    console = make_console(no_color=no_color_requested(no_color))
    console.print(f"{command_name()} campaign --seed {campaign.seed}   (the same seed and answers "
                  "replay this campaign)", markup=False)
    lines = _script(script_path) if script_path else None
    script = ScriptAnswers(lines) if lines is not None else None
    while not campaign.over:
        try:
            game = hooks.mission_game(campaign)
        except hooks.CampaignError as exc:
            _fail(f"cannot go on with the campaign: {exc}")
            return
        console.print(f"Mission {campaign.next_mission} of the campaign, team: "
                      f"{', '.join(campaign.team)}", markup=False)
        answers: AnswerSource
        if factory is not None:
            chooser = factory(policy_seed(game.seed))
            start_policy(chooser, game)
            answers = PolicyAnswers(chooser)
        else:
            answers = script if script is not None else TerminalAnswers()
        mission_save = save.with_name(save.stem + f".mission-{campaign.next_mission}.json")
        session = Session(game, ConsoleView(console, game), answers, save_path=mission_save,
                          resume=f"{command_name()} campaign",
                          play_on=f"{command_name()} campaign --load {shlex.quote(str(save))}")
        code = session.run(loaded=campaign.current is not None)
        if not game.over:
            campaign.current = game.to_json()
            _write(hooks, save, campaign)
            console.print(f"Campaign saved to {save}.", markup=False)
            sys.exit(code)
        hooks.after_mission(campaign, game)
        _write(hooks, save, campaign)
    console.print(hooks.summary(campaign), markup=False)
    sys.exit(0)


def _script(path: str) -> list[str]:
    """The lines of a ``--script`` file, within the script limit (docs/security.md)."""
    from crawlbook.compiler.config import Config, ConfigError, Limits
    from crawlbook.files import TooLarge, read_text

    try:
        limit = Config().limits().script
    except ConfigError as exc:
        raise click.UsageError(str(exc)) from None
    try:
        return text_lines(read_text(path, limit, errors="replace"))
    except TooLarge as exc:
        _fail(f"{path}: {Limits.over('script', exc)}")
    except OSError as exc:
        _fail(f"{path}: cannot read the script: {exc.strerror or exc}")
    return []


def _write(hooks: object, path: Path, campaign: object) -> None:
    try:
        hooks.write_campaign(path, campaign)  # type: ignore[attr-defined]
    except OSError as exc:
        _fail(f"{path}: cannot write the campaign save: {exc.strerror or exc}")
