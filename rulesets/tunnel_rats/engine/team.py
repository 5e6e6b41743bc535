"""The Team: three Rats, their Formation and Damage (rulebook "Team Set Up", "Profile Cards",
"Team Formation", "Applying Damage" / Taken Out).

A ``Rat`` is a profile card in play: its Traits, Health 10, the Damage it has taken and its
Unique Ability (a hook name from the content pack, see ``docs/content.md``). ``Team``
keeps the Formation as the list of ids of the standing Rats, Lead Man first: when a Rat is
Taken Out he leaves the list and the Position markers move up.
"""

from __future__ import annotations

from dataclasses import dataclass, field

POSITIONS = ("LEAD", "BACKUP", "SUPPORT")
HEALTH = 10


@dataclass(slots=True)
class Rat:
    id: str
    name: str
    nickname: str
    traits: dict[str, int]
    damage: int = 0
    taken_out: bool = False
    ability: str | None = None
    ability_used: bool = False
    once_per_mission: bool = False
    health: int = HEALTH

    @property
    def label(self) -> str:
        return f'"{self.nickname}" {self.name}'

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "name": self.name, "nickname": self.nickname,
                "traits": dict(self.traits), "damage": self.damage,
                "taken_out": self.taken_out, "ability": self.ability,
                "ability_used": self.ability_used, "once_per_mission": self.once_per_mission,
                "health": self.health}


@dataclass(slots=True)
class Team:
    rats: list[Rat]
    formation: list[str] = field(default_factory=list)
    by_id: dict[str, Rat] = field(default_factory=dict, repr=False, compare=False)
    # The Unique Abilities of the team's profiles (fixed for the Mission): the Crawl asks
    # for three of them at most Crawls, and most teams have none of the three.
    abilities: frozenset[str] = field(default=frozenset(), repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.formation:
            self.formation = [r.id for r in self.rats if not r.taken_out]
        self.by_id = {r.id: r for r in self.rats}
        self.abilities = frozenset(r.ability for r in self.rats if r.ability)

    def rat(self, rat_id: str) -> Rat:
        return self.by_id[rat_id]

    def at(self, position: str) -> Rat | None:
        """The Rat holding a Position marker ("LEAD", "BACKUP", "SUPPORT"), if any."""
        index = POSITIONS.index(position.upper())
        if index < len(self.formation):
            return self.rat(self.formation[index])
        return None

    def position_of(self, rat_id: str) -> str | None:
        if rat_id in self.formation:
            return POSITIONS[self.formation.index(rat_id)]
        return None

    @property
    def lead(self) -> Rat:
        return self.rat(self.formation[0])

    def standing(self) -> list[Rat]:
        """The Rats not Taken Out, in Formation order."""
        by_id = self.by_id
        return [by_id[i] for i in self.formation]

    def taken_out_count(self) -> int:
        return sum(1 for r in self.rats if r.taken_out)

    def to_json(self) -> dict[str, object]:
        return {"rats": [r.to_json() for r in self.rats], "formation": list(self.formation)}


def rat_from_profile(profile: dict) -> Rat:
    return Rat(id=profile["id"], name=profile["name"], nickname=profile["nickname"],
               traits={k.upper(): int(v) for k, v in profile["traits"].items()},
               ability=profile.get("ability"),
               once_per_mission=bool(profile.get("once_per_mission", False)),
               health=int(profile.get("health", HEALTH)))
