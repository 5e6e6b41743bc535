"""The ruleset contract: everything one game brings to the neutral core, and everything of
the core a ruleset may use (docs/rulesets.md).

crawlbook is a neutral core (the language, checks, reachability, the MissionGraph,
programs, maps, booklets, prompts, the random source, saves, the interpreter, the event
log, drivers, the simulator and the console shell) plus one plug-in per game. A plug-in is
a package with a subclass of ``Ruleset`` registered in the entry point group
``crawlbook.rulesets`` (``crawlbook.plugins``). This module is the whole contract, and
the only module of the core a ruleset imports (``tests/runtime/test_ruleset_contract.py``
holds the bundled ones and the toy ruleset of the tests to it):

1. **The hooks** of ``Ruleset``, in seven groups, each a class of its own (the core asks
   for the group it needs): ``LanguageHooks`` (the registry, checks, diagnostics,
   programs, skeleton, editor hovers), ``PresentationHooks`` (maps and booklets),
   ``OddsHooks`` (exact odds and what an effect adds up to), ``EngineHooks`` (options
   and the rules engine), ``ConsoleHook`` (the console's board and narration),
   ``SimulationHook`` (simulation tallies and policies) and ``CampaignHook``. ``HOOKS``
   lists every hook by name with its group. A ruleset overrides what it has and inherits
   the defaults for the rest; ``language`` and ``engine`` have no default.
2. **The objects the hooks return**: ``Engine``, ``ConsoleHooks``, ``SimulationHooks``,
   ``Policy`` (``PolicyFactory``), ``Campaign``, and the values they trade in
   (``OptionSpec``, ``Result``, ``ReportView`` ...). Every optional member is declared on
   its class with its default (``Engine.legacy_answers``, ``SimulationHooks.reads`` and
   ``count_events``, ``Policy.start`` and ``unread_info``): subclass the class and
   override what you have.
3. **The core's tools** a ruleset builds with, re-exported here (``__all__``): the
   registry's types, prompts and choices, the game's ``State`` and its random source,
   dice, the interpreter's pieces, the console's base classes, odds tables, report
   helpers. They are imported on first use, so a ruleset's language half that imports
   ``Registry`` from here does not import the runtime (``crawlbook check`` stays fast).

Most hooks answer with one object of the ruleset's own modules: those a ruleset names as
data in ``provides`` (``{"engine": "mypackage.engine:ENGINE"}``), imported only when the
hook is first asked. A key of ``provides`` that is no hook, or a public name of the class
that is neither a hook nor one of its attributes (a misspelt override), is an error when
the ruleset loads (``validate``), naming its distribution.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from dataclasses import field
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Protocol

from crawlbook.dsl.record import record

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    # The core's tools re-exported below (``_EXPORTS``), as the type checker sees them.
    from crawlbook.compiler.api import load_program as load_program
    from crawlbook.compiler.checks import did_you_mean as did_you_mean
    from crawlbook.compiler.checks import top_of as top_of
    from crawlbook.compiler.config import Config as Config
    from crawlbook.compiler.config import ConfigError as ConfigError
    from crawlbook.compiler.context import CheckContext as CheckContext
    from crawlbook.compiler.diagnostics import Example as Example
    from crawlbook.compiler.odds import Odds as Odds
    from crawlbook.compiler.odds import OddsRow as OddsRow
    from crawlbook.compiler.odds import markdown_table as markdown_table
    from crawlbook.compiler.registry import CardKind as CardKind
    from crawlbook.compiler.registry import Directive as Directive
    from crawlbook.compiler.registry import Number as Number
    from crawlbook.compiler.registry import Param as Param
    from crawlbook.compiler.registry import Predicate as Predicate
    from crawlbook.compiler.registry import Problem as Problem
    from crawlbook.compiler.registry import Registry as Registry
    from crawlbook.compiler.registry import Verb as Verb
    from crawlbook.dsl.diagnostics import Code as Code
    from crawlbook.dsl.diagnostics import Diagnostic as Diagnostic
    from crawlbook.dsl.nodes import Arg as Arg
    from crawlbook.dsl.nodes import DirectiveLine as DirectiveLine
    from crawlbook.dsl.nodes import Effect as Effect
    from crawlbook.dsl.nodes import Span as Span
    from crawlbook.dsl.shape import BookShape as BookShape
    from crawlbook.files import read_text as read_text
    from crawlbook.files import write_atomic as write_atomic
    from crawlbook.runtime.autoplay import drive as drive
    from crawlbook.runtime.conditions import holds as holds
    from crawlbook.runtime.console.narrate import Board as Board
    from crawlbook.runtime.console.narrate import Heading as Heading
    from crawlbook.runtime.console.narrate import Narrator as Narrator
    from crawlbook.runtime.console.narrate import condition_text as condition_text
    from crawlbook.runtime.console.narrate import paragraphs as paragraphs
    from crawlbook.runtime.console.plain import PlainConsole as PlainConsole
    from crawlbook.runtime.console.plain import log_entries_line as log_entries_line
    from crawlbook.runtime.console.plain import objectives_lines as objectives_lines
    from crawlbook.runtime.console.theme import ASCII as ASCII
    from crawlbook.runtime.console.theme import UNICODE as UNICODE
    from crawlbook.runtime.console.theme import Symbols as Symbols
    from crawlbook.runtime.dice import Dice as Dice
    from crawlbook.runtime.dice import DiceError as DiceError
    from crawlbook.runtime.dice import roll as roll
    from crawlbook.runtime.dice import throw as throw
    from crawlbook.runtime.ending import read_the_end as read_the_end
    from crawlbook.runtime.ending import success_points as success_points
    from crawlbook.runtime.eventlog import EventLog as EventLog
    from crawlbook.runtime.game import Game as Game
    from crawlbook.runtime.interpreter import READ_ON as READ_ON
    from crawlbook.runtime.interpreter import EffectError as EffectError
    from crawlbook.runtime.interpreter import Effects as Effects
    from crawlbook.runtime.interpreter import Handler as Handler
    from crawlbook.runtime.interpreter import Resolver as Resolver
    from crawlbook.runtime.interpreter import Stop as Stop
    from crawlbook.runtime.interpreter import end_game as end_game
    from crawlbook.runtime.interpreter import find_card as find_card
    from crawlbook.runtime.interpreter import gain_marker as gain_marker
    from crawlbook.runtime.interpreter import lose_marker as lose_marker
    from crawlbook.runtime.interpreter import note_log_entry as note_log_entry
    from crawlbook.runtime.interpreter import run_book as run_book
    from crawlbook.runtime.interpreter import run_card as run_card
    from crawlbook.runtime.interpreter import run_event as run_event
    from crawlbook.runtime.pieces import Board as PieceBoard
    from crawlbook.runtime.pieces import memory_group as memory_group
    from crawlbook.runtime.pieces import plain_board as plain_board
    from crawlbook.runtime.policies import make_policy as make_policy
    from crawlbook.runtime.policies import policy_seed as policy_seed
    from crawlbook.runtime.policies import start_policy as start_policy
    from crawlbook.runtime.prompts import Choice as Choice
    from crawlbook.runtime.prompts import IllegalAnswer as IllegalAnswer
    from crawlbook.runtime.prompts import Prompt as Prompt
    from crawlbook.runtime.rng import Rng as Rng
    from crawlbook.runtime.rng import seed_for_run as seed_for_run
    from crawlbook.runtime.saves import SaveError as SaveError
    from crawlbook.runtime.simulation.report import entry_key as entry_key
    from crawlbook.runtime.simulation.report import percent as percent
    from crawlbook.runtime.simulation.report import ratio as ratio
    from crawlbook.runtime.simulation.report import spread as spread
    from crawlbook.runtime.state import State as State

    Check = Callable[[CheckContext], Iterable[Diagnostic]]


# =========================================================================== the values


@record
class SheetCard:
    """One card of a booklet's card sheet: its title, a line above it (``kicker``: what
    it is) and its lines, all plain text (the booklet escapes them)."""

    title: str
    kicker: str = ""
    lines: tuple[str, ...] = ()


@record
class BookletSheet:
    """A page of cards a ruleset adds to a printed booklet (``booklet_sheets``): its HTML
    id, heading, a paragraph before the cards, and the cards."""

    anchor: str
    title: str
    cards: tuple[SheetCard, ...]
    text: str = ""


@record
class OptionSpec:
    """One optional rule a player may turn on: ``--option NAME`` on `play` and `simulate`.

    ``section`` is the rulebook section the rule comes from (shown in help);
    ``legacy_flag`` an older spelling the command line still accepts (``--high-threat``).
    """

    name: str
    help: str
    section: str = ""
    legacy_flag: str | None = None


class UnknownOption(ValueError):
    """An option name the ruleset does not have; the message names the known ones."""


def check_option_names(ruleset: str, specs: Sequence[OptionSpec],
                       names: Iterable[str]) -> list[str]:
    """``names`` as given, each checked against ``specs``; raises ``UnknownOption``."""
    known = [s.name for s in specs]
    chosen = []
    for name in names:
        if name not in known:
            has = f"its options: {', '.join(known)}" if known else "it has no options"
            raise UnknownOption(f"the ruleset `{ruleset}` has no option `{name}` ({has})")
        if name not in chosen:
            chosen.append(name)
    return chosen


ResultKind = Literal["win", "draw", "loss"]
RESULT_KINDS: tuple[ResultKind, ...] = ("win", "draw", "loss")


@record
class Result:
    """How a game ended.

    ``kind`` is what every report counts ("win", "draw" or "loss"); ``outcome`` the
    ruleset's own word for it, as its event log writes it (Tunnel Rats: "success",
    "failure"); ``cause`` why (a ruleset word, or None); ``score`` the points the rules
    award (Tunnel Rats: Success Points), with the lines that made them up.
    """

    kind: ResultKind
    outcome: str
    cause: str | None
    score: int
    breakdown: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "outcome": self.outcome, "cause": self.cause,
                "score": self.score}


class InvariantBroken(AssertionError):
    """A finished game whose state breaks a rule the engine must keep."""


@record
class ReportTable:
    """A table of a report section: rows of cells (strings); ``left`` the columns
    aligned left (the others are numbers); ``faint`` the rows of things never seen."""

    title: str
    columns: tuple[str, ...]
    rows: list[tuple[str, ...]]
    left: tuple[int, ...] = ()
    faint: tuple[bool, ...] = ()


@record
class ReportView:
    """How the text and HTML reports show a ruleset's sections (built from the JSON
    report alone): summary rows (label, value), HTML cards (value, caption), histograms
    (caption, {value: runs}) and tables."""

    summary: list[tuple[str, str]] = field(default_factory=list)
    cards: list[tuple[str, str]] = field(default_factory=list)
    histograms: list[tuple[str, dict[str, int]]] = field(default_factory=list)
    tables: list[ReportTable] = field(default_factory=list)


# ============================================================ the objects hooks return


class EnabledOptions(frozenset[str]):
    """The core's options object (``Engine``'s default option handling): the names of the
    optional rules a player turned on (``"frenzy" in options``)."""


class Engine:
    """A ruleset's rules engine, as ``Game``, saves and the simulator use it (the
    ``engine`` hook). Subclass it; ``new_state`` and ``run`` are required.

    What every engine would otherwise repeat is the core's, overridable: the option
    handling reads the optional rules the engine declares (``options``, the same list as
    ``Ruleset.options``): an ``EnabledOptions`` of the names turned on, saved as
    ``{name: true|false}`` with every declared name; ``content`` is the program's content
    pack as compiled (``program["content"]``, checked by the schema); ``snapshot`` is
    every field of the state's dataclass, as JSON (``state_snapshot``). An engine whose
    options, content pack or state need more overrides them.

    ``content(program)`` checks the program's content pack once (raising a ``ValueError``
    with a message for the player); ``new_state`` sets a game up from a program in the
    version 2 shape (``crawlbook.runtime.program.upgrade``); ``run(state)`` is the top
    generator procedure: it yields a ``Prompt`` wherever a person decides, receives the
    chosen id, and returns the ``Result``. Every die is rolled with ``roll`` or
    ``throw``; every random number comes from ``state.rng``.
    """

    name: str = ""
    #: Optional: ``unseen(state, rng)`` deals again, from ``rng``, what the player has not
    #: seen (the order of the decks' unseen cards), for a search's fork
    #: (``crawlbook.runtime.fork``); define it as a method. None (the default): nothing is
    #: dealt again, a fork's future differs only in its dice.
    unseen: Callable[[Any, Rng], None] | None = None
    #: Optional: checkpoints, for a search's cheap forks (``crawlbook.runtime.fork``).
    #: ``resume(state)`` is the top procedure going on from a *checkpoint*: a place where
    #: it calls ``state.checkpoint()`` with no other procedure suspended (the start of a
    #: turn), so that a copy of the state taken there (``copy_state``) and ``resume`` are
    #: the game from that place on, exactly. Define it as a method. None (the default): a
    #: fork replays the whole game from its seed.
    resume: Callable[[Any], Generator[Prompt, str, Result]] | None = None
    #: The optional rules this engine plays (``--option NAME``), for the default option
    #: handling; none by default.
    options: Sequence[OptionSpec] = ()

    def option_specs(self) -> Sequence[OptionSpec]:
        """The optional rules (the same list as ``Ruleset.options()``): ``options``."""
        return tuple(self.options)

    def make_options(self, enabled: Iterable[str]) -> Any:
        """The options object with the named options on (names already checked): by
        default an ``EnabledOptions``."""
        return EnabledOptions(enabled)

    def enabled_options(self, options: Any) -> list[str]:
        """The names of the options that are on (for reports and command lines), in the
        order declared."""
        return [spec.name for spec in self.option_specs() if spec.name in options]

    def options_to_json(self, options: Any) -> dict[str, Any]:
        """The options as saved with a game: by default every declared name, on or off."""
        return {spec.name: spec.name in options for spec in self.option_specs()}

    def options_from_json(self, data: object) -> Any:
        """The options of a save; ``ValueError`` with a message when they are damaged (by
        default: not ``{name: true|false}`` of declared names)."""
        if data is None:
            return self.make_options(())
        known = {spec.name for spec in self.option_specs()}
        if not isinstance(data, dict) or not all(
                isinstance(k, str) and isinstance(v, bool) for k, v in data.items()):
            raise ValueError("the save's options are damaged: expected {name: true|false}")
        unknown = sorted(k for k in data if k not in known)
        if unknown:
            raise ValueError(f"the save turns on options this ruleset does not have: "
                             f"{', '.join(unknown)}")
        return self.make_options(k for k, v in data.items() if v)

    def content(self, program: dict) -> Any:
        """The program's checked content pack (read once for many games): by default the
        program's ``content`` as compiled (a ruleset with a pack to check overrides it)."""
        return program.get("content") or {}

    def new_state(self, program: dict, seed: int, options: Any, pack: Any) -> State:
        """A new game's state, set up from ``seed``."""
        raise NotImplementedError

    def run(self, state: Any) -> Generator[Prompt, str, Result]:
        """The top rule procedure."""
        raise NotImplementedError

    def snapshot(self, state: Any) -> dict[str, Any]:
        """Everything that makes the state, as JSON: a save compares it after a replay.
        By default ``state_snapshot``: every field of the state's dataclass."""
        return state_snapshot(state)

    def copy_state(self, state: Any) -> Any:
        """Optional, with ``resume``: a copy of ``state`` taken at a checkpoint that shares
        nothing a game changes. By default ``copy.deepcopy``, sharing the program; an
        engine whose state holds large fixed parts (a content pack, memoised tables)
        copies faster by hand."""
        import copy

        return copy.deepcopy(state, {id(state.program): state.program})

    def legacy_answers(self, prompt: Prompt, answer: str) -> list[str] | None:
        """Optional. A recorded answer of an older save that this engine no longer asks
        for at ``prompt``: what to answer instead (a list, maybe empty), or None (by
        default): the answer is illegal (docs/engine.md, "Saves")."""
        return None


class ConsoleHooks(Protocol):
    """What a ruleset shows in the console (``crawlbook play``; the ``console`` hook).
    Subclass ``PlainConsole``, the core's plain ones, and override what you show.

    Lines are rich markup (author text escaped); items are markup strings or the
    ``Heading`` / ``Board`` of the console. A ruleset without console hooks is played
    with the core's plain ones.
    """

    #: extra named styles for the console's theme (``threat.high``, ``card.red`` ...)
    styles: Mapping[str, str]
    #: the words `help` shows for the commands ``status``, ``map`` and ``log``
    command_help: Mapping[str, str]

    def narrator(self, state: Any, symbols: Symbols) -> Narrator:
        """The narrator of one game (``Narrator`` is a base class that already tells the
        interpreter's events and dice)."""
        ...

    def status_lines(self, state: Any, symbols: Symbols) -> list[str]:
        """``status``: the state at a glance (the board's status part)."""
        ...

    def map_lines(self, state: Any, symbols: Symbols) -> list[str] | None:
        """``map``: lines cropped at the screen's width; None when there is no map."""
        ...

    def log_lines(self, state: Any, symbols: Symbols) -> list[str] | None:
        """``log``: None for the core's (Log Entries, markers, objectives)."""
        ...

    def question(self, prompt: Prompt, state: Any) -> str | None:
        """A better question than ``prompt.text``, or None."""
        ...

    def option_labels(self, prompt: Prompt, state: Any, symbols: Symbols) -> dict[str, str]:
        """Richer labels (markup) for some choices, by choice id."""
        ...

    def before_options(self, prompt: Prompt, state: Any, narrator: Any,
                       log: list[dict]) -> list[str]:
        """Lines to print between the question's events and the options (a hand)."""
        ...

    def help(self, prompt: Prompt) -> str | None:
        """The rule behind ``prompt`` (plain text, a docs page cited), or None."""
        ...

    def recap(self, state: Any) -> str | None:
        """Where a loaded game stands, in a few words ("Crawl 3"), or None."""
        ...


class BoardHooks(Protocol):
    """What a ruleset's board looks like in the browser (`crawlbook serve`, `crawlbook
    export`; docs/playing.md, "In the browser"; the ``board`` hook), as the console hooks
    say what it prints.

    ``board(state)`` describes the whole board at this moment with the core's generic
    pieces (``crawlbook.runtime.pieces``: tracks, counters, cards, grids, in groups), read
    from the state (and its log); plain text only. A ruleset without board hooks is drawn
    with the core's plain board (its Log Entries, markers and objectives).
    """

    def board(self, state: Any) -> PieceBoard:
        ...


class SimulationHooks:
    """A ruleset's part of `crawlbook simulate` (docs/simulate.md; the ``simulation``
    hook). Subclass it.

    The core counts results, scores, entries reached and options taken; ``count`` reads
    one finished game (its state and event log) into counters of the ruleset's own, which
    are added over runs (``Counter.update``: any split over workers gives the same sums),
    and raises ``InvariantBroken`` when the game broke a rule. ``report`` turns the summed
    counters into JSON sections (keys of the report), ``view`` shows them.
    """

    #: what the score is called ("Success Points")
    score_name: str = "Score"
    #: the causes the report always lists, by result kind (in this order, zeros too)
    causes: Mapping[str, Sequence[str]] = {}
    #: words for causes ("tb_exhausted" -> "TB cards exhausted")
    cause_labels: Mapping[str, str] = {}
    #: Optional: the event types ``count`` reads. With it a simulated game's log keeps
    #: only those and the core's (a lean log, ``crawlbook.runtime.eventlog``): faster, for
    #: a ruleset whose engine and policies never read the log. None: every event is kept.
    reads: frozenset[str] | None = None

    def count(self, game: Game) -> Counter:
        """One finished game's counters."""
        raise NotImplementedError

    def count_events(self, game: Game, events: Sequence[dict[str, Any]]) -> Counter:
        """Optional: ``count`` given the events of the log the core does not read itself
        (in log order), which the core sets aside as it reads its own, so the log is
        walked once. By default ``count(game)``."""
        return self.count(game)

    def causes_for(self, program: dict) -> tuple[Mapping[str, Sequence[str]],
                                                 Mapping[str, str]]:
        """Optional: (``causes``, ``cause_labels``) for ``program``, when they depend on
        it (a scenario's own goal). By default the two attributes."""
        return self.causes, self.cause_labels

    def report(self, counts: Counter, program: dict, completed: int) -> dict[str, Any]:
        """The summed counters as JSON sections of the report."""
        raise NotImplementedError

    def view(self, report: dict[str, Any]) -> ReportView:
        """How the report shows those sections."""
        raise NotImplementedError


class Policy:
    """Answers prompts with no person (`crawlbook simulate`, `play --policy`; the
    ``policies`` hook gives factories of them by name). Subclass it; a policy class takes
    one argument, its own seed (``PolicyFactory``)."""

    __slots__ = ()
    name: str = ""
    #: Optional: the prompt kinds whose ``info`` the policy never reads: a simulated game
    #: builds those prompts without it (``State.unread``).
    unread_info: frozenset[str] = frozenset()

    def start(self, game: Game) -> None:
        """Optional: called once with the game before the first answer (a policy bound
        to its game reads facts there instead of in each prompt's ``info``)."""

    def choose(self, prompt: Prompt) -> str:
        """The id of one of ``prompt.choices``."""
        raise NotImplementedError


PolicyFactory = Callable[[int], Policy]  # built with the policy's own seed


class Campaign(Protocol):
    """A ruleset's campaign (the ``campaign`` hook; docs/campaign.md), for `crawlbook
    campaign` and `simulate --campaign`: a module or an object with these members. The
    campaign itself (``new_campaign``'s answer) has ``seed``, ``team``,
    ``next_mission``, ``over`` and ``to_json()``."""

    #: the error every member raises with a message for the player
    CampaignError: type[Exception]

    def new_campaign(self, seed: int) -> Any: ...
    def read_campaign(self, path: Any) -> Any: ...
    def write_campaign(self, path: Any, campaign: Any) -> None: ...
    def mission_game(self, campaign: Any) -> Game: ...
    def after_mission(self, campaign: Any, game: Game) -> None: ...
    def play_campaign(self, seed: int, policy: str) -> Any: ...
    def summary(self, campaign: Any) -> Any: ...


# ======================================================================== the hooks


class _Provided:
    """What every group of hooks shares: the ruleset's name and ``provides``."""

    #: the word after ``RULESET`` in a booklet, and the entry point's name (lower case)
    name: str = ""
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

    def resource(self, name: str) -> Traversable | None:
        """A file or folder of the package that defines this ruleset's class (package data,
        installed with it), or None when the class lives in a plain module."""
        package = type(self).__module__
        module = sys.modules.get(package)
        spec = getattr(module, "__spec__", None)
        origin = getattr(spec, "origin", None)
        if (spec is not None and spec.submodule_search_locations is not None
                and spec.has_location and isinstance(origin, str) and os.path.isfile(origin)):
            # A package on disk (every ruleset installed with pip): its folder, as
            # ``importlib.resources.files`` gives it, without importing importlib.resources
            # and zipfile on every `crawlbook check` that INCLUDEs a ruleset's content
            # (docs/performance.md, "start-up"; tests/test_startup.py).
            return Path(origin).parent.joinpath(name)
        from importlib import resources

        try:
            return resources.files(package).joinpath(name)
        except (TypeError, ModuleNotFoundError):
            return None


class LanguageHooks(_Provided):
    """What `crawlbook check`, `build` and the editor read; imports nothing heavy."""

    def language(self) -> Registry:
        """Required. The registry: header directives, required sections, verbs with their
        roles and wording, card kinds, Success Points quantities, the state conditions
        may read."""
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
        make = self.provided("setup")
        return make(ctx) if make is not None else ctx.directive_values()

    def setup_schema(self) -> Mapping[str, Any]:
        """The JSON Schema of ``setup`` (composed into the program schema): by default the
        package's ``setup.schema.json``, else any object."""
        given = self.provided("setup_schema")
        if given is not None:
            return given
        found = self.resource("setup.schema.json")
        if found is None or not found.is_file():
            return {"type": "object"}
        import json  # here: a check reads no schema (tests/test_startup.py)

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
        given = self.provided("skeleton")
        if given is not None:
            return str(given)
        found = self.resource("skeleton.mission.txt")
        if found is None or not found.is_file():
            raise NotImplementedError(f"ruleset `{self.name}` has no skeleton")
        return found.read_text(encoding="utf-8")

    def hover(self, effect: Effect, params: Mapping[str, Any], ctx: CheckContext) -> str | None:
        """More for an editor to show on an effect of this ruleset (Markdown), added after
        the registry's usage and summary (`crawlbook lsp`, docs/editors.md): ``params`` are
        the effect's checked parameters. None: nothing more."""
        more = self.provided("hover")
        return more(effect, params, ctx) if more is not None else None


class PresentationHooks(_Provided):
    """What maps and printed booklets show of a ruleset (`crawlbook graph`, `booklet`)."""

    def booklet_setup(self, program: Mapping[str, Any]) -> list[tuple[str, str]]:
        """The set-up table of a printed booklet: (label, value) rows from ``setup``."""
        rows = self.provided("booklet_setup")
        if rows is not None:
            return rows(program)
        setup = program.get("setup") or {}
        return [(str(k).replace("_", " ").capitalize(), str(v)) for k, v in setup.items()
                if isinstance(v, int | str)]

    def booklet_sheets(self, program: Mapping[str, Any]) -> list[BookletSheet]:
        """Card sheets printed after the booklet's cards (Chainsaw Warrior: its Equipment
        cards), plain text; none by default."""
        sheets = self.provided("booklet_sheets")
        return sheets(program) if sheets is not None else []

    def event_sources(self, program: Mapping[str, Any]) -> dict[str, str]:
        """How play reaches each Event, for the map's dotted edges from the briefing:
        Event number -> a short label (``Level 1 deck``); an Event not named gets none."""
        sources = self.provided("event_sources")
        return sources(program) if sources is not None else {}


    def mission_counts(self, program: Mapping[str, Any]) -> Mapping[str, int | None]:
        """What `crawlbook missions` counts of a mission of this ruleset, column by column
        (a short header -> a count, from its compiled program); empty: the core's Events,
        Event entries and Log Entries."""
        count = self.provided("mission_counts")
        return count(program) if count is not None else {}


class OddsHooks(_Provided):
    """Exact odds of effects, shown on maps, in booklets, on hovers and by `crawlbook
    odds` (docs/odds.md). Import the game's arithmetic inside."""

    def odds(self, verb: str, params: Mapping[str, Any],
             program: Mapping[str, Any]) -> Odds | None:
        """The exact odds of one effect of ``program`` (``Odds``: a table of exact
        chances, and for a verb with outcomes the chance of each, with the basis it
        assumes). None: nothing to say."""
        count = self.provided("odds")
        return count(verb, params, program) if count is not None else None

    def measures(self, verb: str, params: Mapping[str, Any]) -> Mapping[str, int]:
        """What one effect adds to an Event's result when `crawlbook odds` walks it
        (``{"Damage taken": 2}``); the core counts Log Entries and where it ends."""
        measure = self.provided("measures")
        return measure(verb, params) if measure is not None else {}


class EngineHooks(_Provided):
    """Playing a program: the optional rules and the rules engine (imported only to
    play; ``options`` alone must stay cheap, `crawlbook play --help` lists them)."""

    def options(self) -> Sequence[OptionSpec]:
        """The optional rules a player turns on with ``--option NAME`` (the same list as
        ``engine().option_specs()``). Name them in ``provides`` to answer without
        importing the engine; by default the engine is asked (none without an engine)."""
        declared = self.provided("options")
        if declared is not None:
            return declared
        try:
            engine = self.engine()
        except NotImplementedError:
            return ()
        return engine.option_specs()

    def engine(self) -> Engine:
        """Required to play. The rules engine that plays this ruleset's programs."""
        found = self.provided("engine")
        if found is None:
            raise NotImplementedError(f"ruleset `{self.name}` has no rules engine")
        return found


class ConsoleHook(_Provided):
    """The board, narration and rule help of `crawlbook play`, in the console and in the
    browser."""

    def console(self) -> ConsoleHooks | None:
        """The console's hooks; None: the core's plain ones."""
        return self.provided("console")

    def board(self) -> BoardHooks | None:
        """The board in the browser, from the core's generic pieces; None: the core's plain
        board (the Log Entries, markers and objectives)."""
        return self.provided("board")


class SimulationHook(_Provided):
    """Drivers with no person: `crawlbook simulate`'s tallies and the policies."""

    def simulation(self) -> SimulationHooks | None:
        """Simulation tallies, invariants and report sections; None: the core's only."""
        return self.provided("simulation")

    def policies(self) -> Mapping[str, PolicyFactory]:
        """Policies of its own, by ``--policy`` name (the core adds ``random``; a name
        here is looked up before the core's)."""
        return self.provided("policies") or {}


class CampaignHook(_Provided):
    """Missions played in order with one team (`crawlbook campaign`)."""

    def campaign(self) -> Campaign | None:
        """The ruleset's campaign (``Campaign``); None: no campaign."""
        return self.provided("campaign")


GROUPS: tuple[type[_Provided], ...] = (LanguageHooks, PresentationHooks, OddsHooks,
                                       EngineHooks, ConsoleHook, SimulationHook,
                                       CampaignHook)

#: every hook of a ruleset by name, with the group that declares it
HOOKS: dict[str, type[_Provided]] = {
    name: group for group in GROUPS for name in vars(group) if not name.startswith("_")}


class Ruleset(LanguageHooks, PresentationHooks, OddsHooks, EngineHooks, ConsoleHook,
              SimulationHook, CampaignHook):
    """One game's plug-in. Subclass it, set the class attributes, override the hooks (or
    name their objects in ``provides``)."""

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

    def __repr__(self) -> str:
        return f"<Ruleset {self.name}>"


# Public names of a Ruleset that are not hooks: its attributes and the base's helpers.
_ATTRIBUTES = frozenset({"name", "title", "summary", "default", "code_prefix", "provides",
                         "provided", "resource"})


# The fields of the core's ``State`` that a snapshot leaves out: the program (the save
# names it), the log (its length is kept), who reads the game, not what it is, and how a
# game ended (``ended``: the end's events and the ``Result`` say it; saves made before
# the field was the core's still load).
_NOT_STATE = frozenset({"program", "log", "unread", "on_checkpoint", "ended"})


def state_snapshot(state: Any) -> dict[str, Any]:
    """``Engine.snapshot``'s default: every field of a dataclass state as JSON (the random
    source as its four words, the log as its length; sets sorted, tuples as lists, a
    dataclass field as its own fields), bar the program and who is watching."""
    import dataclasses

    out: dict[str, Any] = {}
    for item in dataclasses.fields(state):
        if item.name in _NOT_STATE:
            continue
        value = getattr(state, item.name)
        out[item.name] = value.to_json() if item.name == "rng" else _as_json(value)
    out["log_length"] = len(state.log)
    return out


def _as_json(value: Any) -> Any:
    import dataclasses

    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Mapping):
        return {str(k): _as_json(v) for k, v in value.items()}
    if isinstance(value, set | frozenset):
        return sorted(_as_json(v) for v in value)
    if isinstance(value, list | tuple):
        return [_as_json(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _as_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    raise TypeError(f"a snapshot cannot hold {type(value).__name__}; "
                    "override Engine.snapshot")


def contract_problems(ruleset: Ruleset) -> list[str]:
    """What breaks the contract in ``ruleset``'s class: a key of ``provides`` that is no
    hook, a value that is not ``"module:attribute"``, or a public name defined by the
    class (or a base of its own) that is neither a hook nor a ruleset attribute (a
    misspelt hook would be silently ignored). Empty when it keeps the contract."""
    problems = []
    known = sorted(HOOKS)
    provides = ruleset.provides
    if not isinstance(provides, Mapping):
        return ["`provides` must be a mapping of hook names to \"module:attribute\""]
    for key, spec in provides.items():
        if key not in HOOKS:
            problems.append(f"`provides` names `{key}`, which is no hook{_near(key, known)}")
        elif not isinstance(spec, str) or not spec.strip(":"):
            problems.append(f"`provides` gives `{key}` as {spec!r}, not "
                            "\"module:attribute\"")
    allowed = HOOKS.keys() | _ATTRIBUTES
    for cls in type(ruleset).__mro__:
        if cls is Ruleset or cls in GROUPS or cls is _Provided or cls is object:
            continue
        for name in vars(cls):
            if not name.startswith("_") and name not in allowed:
                problems.append(f"`{cls.__name__}.{name}` is no hook of a ruleset"
                                f"{_near(name, known)} (a helper's name starts with `_`)")
    return problems


def _near(name: str, known: Sequence[str]) -> str:
    import difflib  # only for a ruleset that breaks the contract

    close = difflib.get_close_matches(name, known, n=1)
    return f" (did you mean `{close[0]}`?)" if close else ""


# ===================================================== the core's tools, on first use

# name -> (module, the name there): what ``__getattr__`` imports when a ruleset asks.
_EXPORTS: dict[str, tuple[str, str]] = {
    **{n: ("crawlbook.compiler.registry", n) for n in (
        "CardKind", "Directive", "Number", "Param", "Predicate", "Problem", "Registry",
        "Verb")},
    "CheckContext": ("crawlbook.compiler.context", "CheckContext"),
    "did_you_mean": ("crawlbook.compiler.checks", "did_you_mean"),
    "top_of": ("crawlbook.compiler.checks", "top_of"),
    "Example": ("crawlbook.compiler.diagnostics", "Example"),
    "make_diagnostic": ("crawlbook.compiler.diagnostics", "make"),
    "Code": ("crawlbook.dsl.diagnostics", "Code"),
    "Diagnostic": ("crawlbook.dsl.diagnostics", "Diagnostic"),
    **{n: ("crawlbook.dsl.nodes", n) for n in ("Arg", "DirectiveLine", "Effect", "Span")},
    **{n: ("crawlbook.compiler.odds", n) for n in ("Odds", "OddsRow", "markdown_table")},
    "load_program": ("crawlbook.compiler.api", "load_program"),
    "BookShape": ("crawlbook.dsl.shape", "BookShape"),
    **{n: ("crawlbook.runtime.ending", n) for n in ("read_the_end", "success_points")},
    **{n: ("crawlbook.runtime.interpreter", n) for n in ("Stop", "end_game", "run_book")},
    "Config": ("crawlbook.compiler.config", "Config"),
    "ConfigError": ("crawlbook.compiler.config", "ConfigError"),
    "read_text": ("crawlbook.files", "read_text"),
    "write_atomic": ("crawlbook.files", "write_atomic"),
    **{n: ("crawlbook.runtime.prompts", n) for n in ("Choice", "IllegalAnswer", "Prompt")},
    "State": ("crawlbook.runtime.state", "State"),
    "EventLog": ("crawlbook.runtime.eventlog", "EventLog"),
    "Rng": ("crawlbook.runtime.rng", "Rng"),
    "seed_for_run": ("crawlbook.runtime.rng", "seed_for_run"),
    **{n: ("crawlbook.runtime.dice", n) for n in ("Dice", "DiceError", "roll", "throw")},
    "parse_dice": ("crawlbook.runtime.dice", "parse"),
    **{n: ("crawlbook.runtime.interpreter", n) for n in (
        "READ_ON", "EffectError", "Effects", "Handler", "Resolver", "find_card",
        "gain_marker", "lose_marker", "note_log_entry", "run_card", "run_event")},
    "holds": ("crawlbook.runtime.conditions", "holds"),
    "Game": ("crawlbook.runtime.game", "Game"),
    "SaveError": ("crawlbook.runtime.saves", "SaveError"),
    "drive": ("crawlbook.runtime.autoplay", "drive"),
    **{n: ("crawlbook.runtime.policies", n) for n in (
        "make_policy", "policy_seed", "start_policy")},
    **{n: ("crawlbook.runtime.console.narrate", n) for n in (
        "Board", "Heading", "Narrator", "condition_text", "paragraphs")},
    **{n: ("crawlbook.runtime.console.plain", n) for n in (
        "PlainConsole", "log_entries_line", "objectives_lines")},
    **{n: ("crawlbook.runtime.console.theme", n) for n in ("ASCII", "UNICODE", "Symbols")},
    # the board in the browser (``BoardHooks``): the pieces, named ``Piece...`` here
    **{f"Piece{n}": ("crawlbook.runtime.pieces", n) for n in (
        "Board", "Card", "Counter", "Grid", "Group", "Mark", "Track", "Zone")},
    "memory_group": ("crawlbook.runtime.pieces", "memory_group"),
    "plain_board": ("crawlbook.runtime.pieces", "plain_board"),
    **{n: ("crawlbook.runtime.simulation.report", n) for n in (
        "entry_key", "percent", "ratio", "spread")},
}


def __getattr__(name: str) -> Any:
    # The core's tools are imported when first asked, so that the language half of a
    # ruleset, importing its registry's types from here, does not import the runtime.
    found = _EXPORTS.get(name)
    if found is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(found[0]), found[1])
    globals()[name] = value
    return value


__all__ = [
    # the hooks
    "GROUPS", "HOOKS", "CampaignHook", "ConsoleHook", "EngineHooks", "LanguageHooks",
    "OddsHooks", "PresentationHooks", "Ruleset", "SimulationHook", "contract_problems",
    # the objects hooks return, and their values
    "RESULT_KINDS", "BoardHooks", "BookletSheet", "Campaign", "ConsoleHooks",
    "EnabledOptions", "Engine", "InvariantBroken", "state_snapshot",
    "OptionSpec", "Policy", "PolicyFactory", "ReportTable", "ReportView", "Result",
    "ResultKind", "SheetCard", "SimulationHooks", "UnknownOption", "check_option_names",
    # the core's tools (``record``: the cheap frozen value class, dsl/record.py)
    "record", *_EXPORTS,
]
