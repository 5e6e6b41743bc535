"""The Overkill Options of Chainsaw Warrior as ``--option`` names (rulebook "Overkill Options
(all OPTIONAL)"; docs/chainsaw-warrior/options.md, with our rulings).

Kept apart from the engine so that `crawlbook play --help` lists them without importing
it. A player turns a rule on for one game with ``--option NAME`` (saved with the game as
``{"frenzy": true, ...}``); a scenario puts it in play for every game with its header
(``RULE FRENZY``, ``RULE KITTING_OUT_2``: the name in capitals, ``_`` for ``-``).
``Options`` is the engine's options object.

Three options replace the rolls of "Creating Your Warrior": Advanced Training (24 points
to distribute), Extra Training I (medium) and Extra Training II (easy). They are
alternatives; turning on more than one is refused (``ConflictingOptions``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from crawlbook.ruleset import OptionSpec, UnknownOption

SECTION = "Overkill Options: "

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("advanced-equipment", "the White Dwarf 88 Equipment cards in the piles "
               "(Combat Shotgun, R.E.A.P.E.R., Stun-Nux, Smash, ...)",
               SECTION + "Advanced Equipment"),
    OptionSpec("advanced-training", "distribute 24 points among the attributes instead of "
               "rolling them", SECTION + "Advanced Training"),
    OptionSpec("extra-training-1", "medium difficulty: kinder rolls for the attributes "
               "(3D6+6 Endurance, the best of 2D6 ...); Kitting Out II may be used",
               SECTION + "Extra Training I"),
    OptionSpec("extra-training-2", "easy difficulty: 1D6+18 Endurance, 1D6+12 Wounds, the "
               "best of 3D6 ...; Kitting Out II must be used", SECTION + "Extra Training II"),
    OptionSpec("determination", "a counter for every House card you fail to overcome: +1 "
               "to your ratings and your own rolls until you overcome one",
               SECTION + "Determination"),
    OptionSpec("frenzy", "go berserk after a lost round: +3 HtH next round, double damage "
               "if you lose it, -1 Endurance for good", SECTION + "Frenzy"),
    OptionSpec("escaping", "after a failed escape, 30 seconds pass and you may try again "
               "instead of fighting the round", SECTION + "Escaping (optional alternative)"),
    OptionSpec("kitting-out-1", "2 Allowance points buy a Spare Clip for an item already "
               "drawn, the Laser-lance included", SECTION + "Kitting Out I"),
    OptionSpec("kitting-out-2", "2 Allowance points to choose your Equipment cards instead "
               "of drawing them", SECTION + "Kitting Out II"),
    OptionSpec("kitting-out-3", "wait for more equipment: enter at 10 minutes with 1 to 3 "
               "more Allowance points", SECTION + "Kitting Out III"),
    OptionSpec("rapid-fire", "fire a burst of up to six shots from a Gun after passing the "
               "Reflex test", SECTION + "Rapid Fire"),
    OptionSpec("sprinting", "sprint through Corridor and Stairs areas before turning the "
               "card (no time for a Clear or Empty area; worse for anything else)",
               SECTION + "Sprinting"),
    OptionSpec("wandering-delays", "30 seconds lost whenever Wandering Zombies turn up",
               SECTION + "Wandering Zombie Delays"),
)
NAMES = tuple(spec.name for spec in OPTIONS)
# The options that each replace the attribute rolls: at most one may be on.
CREATION = ("advanced-training", "extra-training-1", "extra-training-2")


class ConflictingOptions(UnknownOption):
    """Options that cannot be played together (the core reports it as a usage error, as
    it does an unknown name)."""


def field_name(option: str) -> str:
    return option.replace("-", "_")


def option_name(word: str) -> str:
    """A scenario's ``RULE`` word (``KITTING_OUT_2``) as an option name."""
    return word.lower().replace("_", "-")


@dataclass(frozen=True, slots=True)
class Options:
    """The optional rules a player turned on, by option name."""

    on: frozenset[str] = frozenset()

    @classmethod
    def of(cls, enabled: Iterable[str]) -> Options:
        names = set(enabled)
        check_creation(names)
        return cls(frozenset(n for n in NAMES if n in names))

    def enabled(self) -> list[str]:
        return [name for name in NAMES if name in self.on]

    def to_json(self) -> dict[str, Any]:
        """Saved as ``{"frenzy": true, "kitting_out_2": false, ...}``, every option."""
        return {field_name(name): name in self.on for name in NAMES}

    @classmethod
    def from_json(cls, data: object) -> Options:
        """The options of a save (None: none on; a save may lack the newer options);
        ``ValueError`` when damaged."""
        if data is None:
            return cls()
        known = {field_name(n): n for n in NAMES}
        if not isinstance(data, dict) or set(data) - set(known) or not all(
                isinstance(v, bool) for v in data.values()):
            raise ValueError("the options must be an object of true or false by name ("
                             + ", ".join(sorted(known)) + ")")
        return cls(frozenset(known[k] for k, v in data.items() if v))


def check_creation(names: Iterable[str]) -> None:
    """At most one of the options that replace the attribute rolls."""
    chosen = [n for n in CREATION if n in set(names)]
    if len(chosen) > 1:
        raise ConflictingOptions(
            f"the options {' and '.join(chosen)} cannot be played together: each replaces "
            "the rolls of Creating Your Warrior (choose one)")
