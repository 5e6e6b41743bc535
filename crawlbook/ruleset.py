"""The ruleset interface: everything one game brings to the neutral core (docs/rulesets.md).

crawlbook is a neutral core (the language, checks, reachability, the MissionGraph,
programs, maps, booklets, prompts, the random source, saves, the interpreter, the event
log, drivers, the simulator and the console shell) plus one plug-in per game. A plug-in is
a package with a subclass of ``Ruleset`` registered in the entry point group
``crawlbook.rulesets`` (``crawlbook.plugins``); the core asks it for what it needs through
the methods below and never names a ruleset, a verb or a rule of one.

The methods come in two halves, because ``crawlbook check`` must stay fast:

- the **language** half (``language``, ``checks``, ``diagnostics``,
  ``diagnostic_examples``, ``example_frame``, ``setup``, ``setup_schema``,
  ``content_pack``, ``content_root``, ``skeleton``, ``booklet_setup``,
  ``booklet_sheets``, ``hover``, ``odds``, ``measures``, ``mission_counts``) is what the
  compiler, maps and booklets read; it must import nothing heavy;
- the **runtime** half (``options``, ``engine``, ``console``, ``board``, ``policies``,
  ``simulation``) is imported only to play a program; it returns the objects documented
  by the protocols in ``crawlbook.runtime.plugin`` (docs/rulesets.md, "The runtime
  half"). ``options`` alone must stay cheap: `crawlbook play --help` lists every
  installed ruleset's options.

A ruleset overrides what it has and inherits the defaults for the rest; ``language`` and
``engine`` have no default. Most hooks answer with one object of the ruleset's own modules
(its registry, its engine, its ``odds`` function): those a ruleset names as data in
``provides`` (``{"engine": "mypackage.engine:ENGINE"}``), imported only when the hook is
first asked, instead of writing a method per hook that imports and returns.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module, resources
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from crawlbook.compiler.context import CheckContext
    from crawlbook.compiler.diagnostics import Code, Example
    from crawlbook.compiler.odds import Odds
    from crawlbook.compiler.registry import Registry
    from crawlbook.dsl.diagnostics import Diagnostic
    from crawlbook.dsl.nodes import Effect
    from crawlbook.runtime.plugin import (
        BoardHooks,
        ConsoleHooks,
        Engine,
        OptionSpec,
        PolicyFactory,
        SimulationHooks,
    )

    Check = Callable[[CheckContext], Iterable[Diagnostic]]


@dataclass(frozen=True)
class SheetCard:
    """One card of a booklet's card sheet: its title, a line above it (``kicker``: what
    it is) and its lines, all plain text (the booklet escapes them)."""

    title: str
    kicker: str = ""
    lines: tuple[str, ...] = ()


@dataclass(frozen=True)
class BookletSheet:
    """A page of cards a ruleset adds to a printed booklet (``Ruleset.booklet_sheets``):
    its HTML id, heading, a paragraph before the cards, and the cards."""

    anchor: str
    title: str
    cards: tuple[SheetCard, ...]
    text: str = ""


class Ruleset:
    """One game's plug-in. Subclass it, set the class attributes, override the hooks."""

    #: the word after ``RULESET`` in a booklet, and the entry point's name (lower case)
    name: str = ""
    #: the game's title, as `crawlbook rulesets` lists it
    title: str = ""
    #: one line on what the ruleset plays
    summary: str = ""
    #: read booklets without a ``RULESET`` line with this ruleset
    default: bool = False
    #: the letters its own diagnostic codes start with (``CW`` for ``CW230``): two to four
    #: capitals, not starting with E, W or I (the core's), unique among the installed
    #: rulesets (docs/diagnostics.md, "Codes of rulesets")
    code_prefix: str = ""
    #: hook name -> ``"module:attribute"`` (or a module alone), the object that answers
    #: it, imported when the hook is first asked (the language half must import nothing
    #: heavy); a module name starting with a dot is relative to the package that defines
    #: the class. A hook without arguments returns the object (``content_pack`` calls it:
    #: a pack is read and checked when asked); a hook with arguments calls it with them.
    provides: ClassVar[Mapping[str, str]] = {}

    def provided(self, hook: str) -> Any:
        """The object ``provides`` names for ``hook``, or None when it names none."""
        spec = self.provides.get(hook)
        if spec is None:
            return None
        name, _, attribute = spec.partition(":")
        module = import_module(name, package=type(self).__module__)
        return getattr(module, attribute) if attribute else module

    # ------------------------------------------------------------------ language half

    def language(self) -> Registry:
        """The registry: header directives, required sections, verbs with their roles and
        wording, card kinds, Success Points quantities, the state conditions may read."""
        found = self.provided("language")
        if found is None:
            raise NotImplementedError(f"ruleset `{self.name}` declares no language")
        return found

    def checks(self) -> Sequence[Check]:
        """Checks of its own, run in order after the core's (each yields diagnostics)."""
        return self.provided("checks") or ()

    def diagnostics(self) -> Sequence[Code]:
        """Its own diagnostic codes, added to the one catalogue (codes must not clash), each
        with examples that trigger it and one that does not."""
        return self.provided("diagnostics") or ()

    def diagnostic_examples(self) -> Mapping[str, Example]:
        """Its examples of the core's codes (by code), in its own language: the test suite
        runs them, the docs show the default ruleset's."""
        return self.provided("diagnostic_examples") or {}

    def example_frame(self) -> str:
        """A minimal valid booklet with ``{body}`` where an example fragment goes."""
        return self.provided("example_frame") or "{body}"

    def setup(self, ctx: CheckContext) -> dict[str, Any]:
        """The program's ``setup`` object, the ruleset-owned part of a program, from the
        checked booklet (by default: each header directive's bound value by its key)."""
        return ctx.directive_values()

    def setup_schema(self) -> Mapping[str, Any]:
        """The JSON Schema of ``setup`` (composed into the program schema): by default the
        package's ``setup.schema.json``, else any object."""
        found = self.resource("setup.schema.json")
        if found is None or not found.is_file():
            return {"type": "object"}
        schema: dict[str, Any] = json.loads(found.read_text(encoding="utf-8"))
        return schema

    def content_pack(self) -> dict[str, Any]:
        """The content pack embedded in every program of this ruleset (cards, tables,
        profiles), checked; raise ``ValueError`` with a message naming the file when it is
        broken."""
        load = self.provided("content_pack")
        return load() if load is not None else {}

    def content_root(self) -> Traversable | None:
        """The folder that ``INCLUDE "crawlbook:content/<name>/FILE"`` reads from: by
        default the package's ``content`` folder."""
        found = self.resource("content")
        return found if found is not None and found.is_dir() else None

    def skeleton(self) -> str:
        """The booklet `crawlbook new --ruleset <name>` writes; it must check clean. By
        default the package's ``skeleton.mission.txt``."""
        found = self.resource("skeleton.mission.txt")
        if found is None or not found.is_file():
            raise NotImplementedError(f"ruleset `{self.name}` has no skeleton")
        return found.read_text(encoding="utf-8")

    def resource(self, name: str) -> Traversable | None:
        """A file or folder of the package that defines this ruleset's class (package data,
        installed with it), or None when the class lives in a plain module."""
        try:
            return resources.files(type(self).__module__).joinpath(name)
        except (TypeError, ModuleNotFoundError):
            return None

    def booklet_setup(self, program: Mapping[str, Any]) -> list[tuple[str, str]]:
        """The set-up table of a printed booklet: (label, value) rows from ``setup``."""
        rows = self.provided("booklet_setup")
        if rows is not None:
            return rows(program)
        setup = program.get("setup") or {}
        return [(str(k).replace("_", " ").capitalize(), str(v)) for k, v in setup.items()
                if isinstance(v, int | str)]

    def hover(self, effect: Effect, params: Mapping[str, Any], ctx: CheckContext) -> str | None:
        """More for an editor to show on an effect of this ruleset (Markdown), added after
        the registry's usage and summary (`crawlbook lsp`, docs/editors.md): ``params`` are
        the effect's checked parameters. None: nothing more."""
        return None

    def booklet_sheets(self, program: Mapping[str, Any]) -> list[BookletSheet]:
        """Card sheets printed after the booklet's cards (Chainsaw Warrior: its Equipment
        cards), plain text; none by default."""
        sheets = self.provided("booklet_sheets")
        return sheets(program) if sheets is not None else []

    def event_sources(self, program: Mapping[str, Any]) -> dict[str, str]:
        """How play reaches each Event, for the map's dotted edges from the briefing:
        Event number -> a short label (``Level 1 deck``); an Event not named gets none."""
        return {}

    def odds(self, verb: str, params: Mapping[str, Any],
             program: Mapping[str, Any]) -> Odds | None:
        """The exact odds of one effect of ``program`` (``crawlbook.compiler.odds.Odds``:
        a table of exact chances, and for a verb with outcomes the chance of each, with
        the basis it assumes), shown on maps, in booklets and by `crawlbook odds`
        (docs/odds.md). Import the game's arithmetic inside. None: nothing to say."""
        count = self.provided("odds")
        return count(verb, params, program) if count is not None else None

    def measures(self, verb: str, params: Mapping[str, Any]) -> Mapping[str, int]:
        """What one effect adds to an Event's result when `crawlbook odds` walks it
        (``{"Damage taken": 2}``); the core counts Log Entries and where it ends."""
        measure = self.provided("measures")
        return measure(verb, params) if measure is not None else {}

    def mission_counts(self, program: Mapping[str, Any]) -> Mapping[str, int | None]:
        """What `crawlbook missions` counts of a mission of this ruleset, column by column
        (a short header -> a count, from its compiled program); empty: the core's Events,
        Event entries and Log Entries."""
        count = self.provided("mission_counts")
        return count(program) if count is not None else {}

    # ------------------------------------------------------------------ runtime half

    def options(self) -> Sequence[OptionSpec]:
        """The optional rules a player turns on with ``--option NAME`` (the same list as
        ``engine().option_specs()``). Override it to answer without importing the
        engine; by default the engine is asked (none without an engine)."""
        declared = self.provided("options")
        if declared is not None:
            return declared
        try:
            engine = self.engine()
        except NotImplementedError:
            return ()
        return engine.option_specs()

    def engine(self) -> Engine:
        """The rules engine that plays this ruleset's programs."""
        found = self.provided("engine")
        if found is None:
            raise NotImplementedError(f"ruleset `{self.name}` has no rules engine")
        return found

    def console(self) -> ConsoleHooks | None:
        """The console's board, narration and rule help; None: the core's plain ones."""
        return self.provided("console")

    def board(self) -> BoardHooks | None:
        """The board in the browser, from the core's generic pieces; None: the core's plain
        board (the Log Entries, markers and objectives)."""
        return self.provided("board")

    def policies(self) -> Mapping[str, PolicyFactory]:
        """Policies of its own, by ``--policy`` name (the core adds ``random``; a name
        here is looked up before the core's)."""
        return self.provided("policies") or {}

    def campaign(self) -> Any:
        """The ruleset's campaign, for ``crawlbook campaign`` and ``simulate --campaign``
        (docs/campaign.md): an object with ``new_campaign(seed)``,
        ``read_campaign(path)``, ``write_campaign(path, campaign)``, ``CampaignError``,
        ``mission_game(campaign)``, ``after_mission(campaign, game)``,
        ``play_campaign(seed, policy)`` and ``summary(campaign)``; None: no campaign."""
        return self.provided("campaign")

    def simulation(self) -> SimulationHooks | None:
        """Simulation tallies, invariants and report sections; None: the core's only."""
        return self.provided("simulation")

    def __repr__(self) -> str:
        return f"<Ruleset {self.name}>"
