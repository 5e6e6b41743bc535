"""The campaign: Missions 1 to 3 in order with one Team of Rats (rulebook "Team Set Up",
optional rule: "you may want to complete them in chronological order and use the same
Team of Rats throughout. In this case, if a Rat is Taken Out on Mission 1 or 2, draw a
random replacement from the pool of unused Rats at the start of the next Mission").
docs/campaign.md documents the rulings, the save and the score.

Rulings (crawlbook's, docs/campaign.md):

- **Damage heals between Missions.** Health and Taken Out are "in a Mission" (the
  Glossary: "A Rat who receives 10 or more Damage in a Mission is Taken Out"), so each
  Mission starts with no Damage; what carries over is who is on the Team, in the
  Formation it ended with.
- **A Taken Out Rat is replaced** by one drawn at random from the Rats never yet on the
  Team; he joins at the back of the Formation. When that pool is empty (six Rats, up to
  four lost), the Rats Taken Out earlier, who have recovered, are the pool.
- **A failed Mission does not end the campaign**: it scores 0 and the Team goes on (the
  Rats it lost replaced). The campaign is **won** when all three Missions succeed; its
  **score** is the sum of the Missions' Success Points.

Everything is decided from the campaign's seed: Mission ``i`` is played with the seed
``seed_for_run(seed, i)`` and the replacements are drawn from ``Rng(seed_for_run(seed,
100 + i))``, so a seed and the answers replay a campaign exactly.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

from crawlbook.ruleset import Rng, seed_for_run

MISSIONS = ("1", "2", "3")  # the bundled missions, in chronological order
FORMAT = "crawlbook-campaign"
VERSION = 1


class CampaignError(ValueError):
    """A campaign save that cannot be used; the message says why, for the player."""


@dataclass
class Campaign:
    """Where a campaign stands: the Team (Lead first) for the next Mission, every Rat that
    has been on it, the results so far, and the Mission under way (its game save)."""

    seed: int
    team: list[str]
    used: list[str]
    results: list[dict[str, Any]] = field(default_factory=list)
    current: dict[str, Any] | None = None  # the unfinished Mission's game, as a save

    @property
    def next_mission(self) -> str | None:
        index = len(self.results)
        return MISSIONS[index] if index < len(MISSIONS) else None

    @property
    def over(self) -> bool:
        return self.next_mission is None

    @property
    def score(self) -> int:
        return sum(int(r["score"]) for r in self.results)

    @property
    def won(self) -> bool:
        return self.over and all(r["outcome"] == "success" for r in self.results)

    def mission_seed(self) -> int:
        return seed_for_run(self.seed, len(self.results))

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "seed": self.seed,
                "team": list(self.team), "used": list(self.used),
                "results": [dict(r) for r in self.results], "current": self.current}


def profiles() -> list[str]:
    """The ids of the six Rat Profile cards of the content pack."""
    from crawlbook.rulesets.tunnel_rats.engine.content import load_pack

    return [str(p["id"]) for p in load_pack("tunnel-rats")["rats"]["profiles"]]


def new_campaign(seed: int) -> Campaign:
    """"Shuffle the 6 Rat Profile cards face-down, and draw 3 of them to form your Team"."""
    pool = profiles()
    rng = Rng(seed_for_run(seed, 99))
    rng.shuffle(pool)
    return Campaign(seed=seed, team=pool[:3], used=pool[:3])


def after_mission(campaign: Campaign, game: Any) -> None:
    """Record a finished Mission and set the Team up for the next one: the standing Rats
    in their Formation, each Taken Out Rat replaced at random from the unused pool."""
    result = game.result
    state = game.state
    campaign.results.append({
        "mission": campaign.next_mission, "outcome": result.outcome, "cause": result.cause,
        "score": int(result.score or 0), "team": list(campaign.team),
        "taken_out": [r.id for r in state.team.rats if r.taken_out]})
    campaign.current = None
    standing = [i for i in state.team.formation]
    unused = [i for i in profiles() if i not in campaign.used]
    rng = Rng(seed_for_run(campaign.seed, 100 + len(campaign.results)))
    while len(standing) < 3:
        if not unused:  # the pool ran dry: Rats Taken Out before have recovered
            unused = [i for i in profiles() if i not in standing]
        pick = unused.pop(rng.below(len(unused)))
        standing.append(pick)
        if pick not in campaign.used:
            campaign.used.append(pick)
    campaign.team = standing


def campaign_from_json(data: object) -> Campaign:
    """A campaign save read back; ``CampaignError`` naming what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CampaignError("not a crawlbook campaign save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise CampaignError("the campaign save has no valid version number")
    if version > VERSION:
        raise CampaignError(f"this campaign save is version {version}, newer than this "
                            f"crawlbook understands ({VERSION}); update crawlbook")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise CampaignError("the campaign's seed must be a whole number")
    known = set(profiles())
    team, used = data.get("team"), data.get("used")
    for name, value in (("team", team), ("used", used)):
        if not (isinstance(value, list) and all(isinstance(i, str) and i in known
                                                for i in value)):
            raise CampaignError(f"the campaign's {name} must list Rat ids of the content "
                                f"pack ({', '.join(sorted(known))})")
    results = data.get("results")
    if not isinstance(results, list) or len(results) > len(MISSIONS) or not all(
            _result_ok(r, MISSIONS[i], known) for i, r in enumerate(results)):
        raise CampaignError("the campaign's results are damaged")
    current = data.get("current")
    if current is not None and not isinstance(current, dict):
        raise CampaignError("the campaign's Mission under way is damaged")
    assert isinstance(team, list) and isinstance(used, list)
    if not 1 <= len(team) <= 3:
        raise CampaignError("the campaign's team must have 1 to 3 Rats")
    if len(set(team)) != len(team):
        raise CampaignError("the campaign's team names the same Rat more than once")
    return Campaign(seed, list(team), list(used), [dict(r) for r in results], current)


def _result_ok(result: object, mission: str, known: set[str]) -> bool:
    """Whether one finished Mission's record has every part the campaign reads: that
    Mission's name, its outcome and score, the Team that played it, who was Taken Out."""
    if not isinstance(result, dict):
        return False
    score = result.get("score")
    return (result.get("mission") == mission
            and isinstance(score, int) and not isinstance(score, bool)
            and abs(score) < 10 ** 9
            and result.get("outcome") in ("success", "failure")
            and (result.get("cause") is None or isinstance(result.get("cause"), str))
            and all(isinstance(result.get(k), list)
                    and all(isinstance(i, str) and i in known for i in result[k])
                    for k in ("team", "taken_out")))


def write_campaign(path: str | os.PathLike[str], campaign: Campaign) -> None:
    """Write atomically (``crawlbook.files.write_atomic``): the previous save survives a
    crash mid-write."""
    from crawlbook.ruleset import write_atomic

    write_atomic(path, json.dumps(campaign.to_json(), indent=1, sort_keys=True) + "\n")


def read_campaign(path: str | os.PathLike[str]) -> Campaign:
    from crawlbook.ruleset import Config, ConfigError, read_text

    try:  # a regular file within the save limit (docs/security.md)
        text = read_text(path, Config().limits().save)
    except FileNotFoundError:
        raise CampaignError(f"{path}: no such campaign save") from None
    except (OSError, UnicodeDecodeError, ConfigError) as exc:
        raise CampaignError(f"{path}: cannot read the campaign save: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CampaignError(f"{path}: the campaign save is damaged (not valid JSON: "
                            f"{exc.msg} at line {exc.lineno}, column {exc.colno})") from None
    except (RecursionError, ValueError):  # nested too deeply, a number too long
        raise CampaignError(f"{path}: the campaign save is damaged (JSON nested too deeply "
                            "or a number too long to read)") from None
    try:
        return campaign_from_json(data)
    except CampaignError as exc:
        raise CampaignError(f"{path}: {exc}") from None


def mission_game(campaign: Campaign, options: tuple[str, ...] = ()) -> Any:
    """The game of the campaign's next Mission: resumed from ``current`` when one is
    under way, else new, with the campaign's Team (Lead first)."""
    from crawlbook.rulesets.tunnel_rats.engine.mission import TUNNEL_RATS

    from crawlbook.ruleset import Game, SaveError, load_program

    mission = campaign.next_mission
    assert mission is not None
    program = load_program(mission)
    if campaign.current is not None:
        try:
            return Game.from_json(program, campaign.current)
        except SaveError as exc:
            raise CampaignError(f"the Mission under way cannot be resumed: {exc}") from None
    game_options = TUNNEL_RATS.make_options(options)
    game_options.team = tuple(campaign.team)
    return Game.new(program, campaign.mission_seed(), game_options)


def play_campaign(seed: int, policy: str, options: tuple[str, ...] = ()) -> Campaign:
    """A whole campaign answered by a policy (``simulate --campaign``, scripts)."""
    from crawlbook.ruleset import drive, make_policy, policy_seed, start_policy

    campaign = new_campaign(seed)
    while not campaign.over:
        game = mission_game(campaign, options)
        chooser = make_policy(policy, policy_seed(campaign.mission_seed()), game.ruleset)
        start_policy(chooser, game)
        drive(game, chooser)
        after_mission(campaign, game)
    return campaign


def summary(campaign: Campaign) -> str:
    """The campaign score: each Mission's Success Points and their sum."""
    lines = ["Campaign " + ("won" if campaign.won else "over" if campaign.over
                           else "under way") + f" (seed {campaign.seed}):"]
    for r in campaign.results:
        lines.append(f"  Mission {r['mission']}: {r['outcome']}"
                     + (f" ({r['cause']})" if r.get("cause") else "")
                     + f", {r['score']} Success Points")
    lines.append(f"  Campaign score: {campaign.score} Success Points")
    return "\n".join(lines)
