"""The runtime half of a ruleset: the protocols its hooks return (docs/rulesets.md, "The
runtime half").

``crawlbook.ruleset.Ruleset`` is what a game brings to the neutral core; the hooks of its
runtime half return the objects described here:

- ``engine()`` an ``Engine``: the options, the content pack, the state factory, the top
  rule procedure (returning a ``Result``) and the snapshot saves compare;
- ``options()`` the ``OptionSpec`` list, readable without importing the engine (so
  ``crawlbook play --help`` can list every installed ruleset's options cheaply);
- ``console()`` ``ConsoleHooks``: the board, the status, the map and the narration of the
  ruleset's events, with the rule behind a prompt for ``help``;
- ``board()`` ``BoardHooks``: the board in the browser, drawn from the core's generic
  pieces (``crawlbook.runtime.pieces``);
- ``simulation()`` ``SimulationHooks``: the ruleset's own tallies (mergeable counters),
  invariants (``InvariantBroken``) and report sections;
- ``policies()`` ``PolicyFactory`` values by ``--policy`` name.

This module imports nothing heavy: ``crawlbook play --help`` reads ``OptionSpec``\\ s.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from crawlbook.runtime.console.theme import Symbols
    from crawlbook.runtime.game import Game
    from crawlbook.runtime.pieces import Board
    from crawlbook.runtime.prompts import Prompt
    from crawlbook.runtime.state import State

ResultKind = Literal["win", "draw", "loss"]
RESULT_KINDS: tuple[ResultKind, ...] = ("win", "draw", "loss")


# -- options --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
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


# -- results --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
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


# -- the engine -----------------------------------------------------------------------


class Engine(Protocol):
    """A ruleset's rules engine, as ``Game``, saves and the simulator use it.

    ``content(program)`` checks the program's content pack once (raising a ``ValueError``
    with a message for the player); ``new_state`` sets a game up from a program in the
    version 2 shape (``crawlbook.runtime.program.upgrade``); ``run(state)`` is the top
    generator procedure: it yields a ``Prompt`` wherever a person decides, receives the
    chosen id, and returns the ``Result``. Every die is rolled with
    ``crawlbook.runtime.dice``; every random number comes from ``state.rng``.
    """

    name: str

    def option_specs(self) -> Sequence[OptionSpec]:
        """The optional rules (the same list as ``Ruleset.options()``)."""
        ...

    def make_options(self, enabled: Iterable[str]) -> Any:
        """The options object with the named options on (names already checked)."""
        ...

    def enabled_options(self, options: Any) -> list[str]:
        """The names of the options that are on (for reports and command lines)."""
        ...

    def options_to_json(self, options: Any) -> dict[str, Any]:
        """The options as saved with a game (the ruleset's own encoding)."""
        ...

    def options_from_json(self, data: object) -> Any:
        """The options of a save; ``ValueError`` with a message when they are damaged."""
        ...

    def content(self, program: dict) -> Any:
        """The program's checked content pack (read once for many games)."""
        ...

    def new_state(self, program: dict, seed: int, options: Any, pack: Any) -> State:
        """A new game's state, set up from ``seed``."""
        ...

    def run(self, state: Any) -> Generator[Prompt, str, Result]:
        """The top rule procedure."""
        ...

    def snapshot(self, state: Any) -> dict[str, Any]:
        """Everything that makes the state, as JSON: a save compares it after a replay."""
        ...


# -- the console ----------------------------------------------------------------------


class Narrator(Protocol):
    """Tells events as console items (``crawlbook.runtime.console.narrate``)."""

    def tell(self, log: list[dict], start: int, prompt: Prompt | None) -> list[Any]:
        ...


class ConsoleHooks(Protocol):
    """What a ruleset shows in the console (``crawlbook play``).

    Lines are rich markup (author text escaped); items are markup strings or the
    ``Heading`` / ``Board`` of ``crawlbook.runtime.console.narrate``. A ruleset without
    console hooks is played with the core's plain ones.
    """

    #: extra named styles for the console's theme (``threat.high``, ``card.red`` ...)
    styles: Mapping[str, str]
    #: the words `help` shows for the commands ``status``, ``map`` and ``log``
    command_help: Mapping[str, str]

    def narrator(self, state: Any, symbols: Symbols) -> Narrator:
        """The narrator of one game (``crawlbook.runtime.console.narrate.Narrator`` is a
        base class that already tells the interpreter's events and dice)."""
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


# -- the board in the browser ---------------------------------------------------------


class BoardHooks(Protocol):
    """What a ruleset's board looks like in the browser (`crawlbook serve`, `crawlbook
    export`; docs/playing.md, "In the browser"), as the console hooks say what it prints.

    ``board(state)`` describes the whole board at this moment with the core's generic
    pieces (``crawlbook.runtime.pieces``: tracks, counters, cards, grids, in groups), read
    from the state (and its log); plain text only. A ruleset without board hooks is drawn
    with the core's plain board (its Log Entries, markers and objectives).
    """

    def board(self, state: Any) -> Board:
        ...


# -- the simulator --------------------------------------------------------------------


class InvariantBroken(AssertionError):
    """A finished game whose state breaks a rule the engine must keep."""


@dataclass(frozen=True, slots=True)
class ReportTable:
    """A table of a report section: rows of cells (strings); ``left`` the columns
    aligned left (the others are numbers); ``faint`` the rows of things never seen."""

    title: str
    columns: tuple[str, ...]
    rows: list[tuple[str, ...]]
    left: tuple[int, ...] = ()
    faint: tuple[bool, ...] = ()


@dataclass(frozen=True, slots=True)
class ReportView:
    """How the text and HTML reports show a ruleset's sections (built from the JSON
    report alone): summary rows (label, value), HTML cards (value, caption), histograms
    (caption, {value: runs}) and tables."""

    summary: list[tuple[str, str]] = field(default_factory=list)
    cards: list[tuple[str, str]] = field(default_factory=list)
    histograms: list[tuple[str, dict[str, int]]] = field(default_factory=list)
    tables: list[ReportTable] = field(default_factory=list)


class SimulationHooks(Protocol):
    """A ruleset's part of `crawlbook simulate` (docs/simulate.md).

    The core counts results, scores, entries reached and options taken; ``count`` reads
    one finished game (its state and event log) into counters of the ruleset's own, which
    are added over runs (``Counter.update``: any split over workers gives the same sums),
    and raises ``InvariantBroken`` when the game broke a rule. ``report`` turns the summed
    counters into JSON sections (keys of the report), ``view`` shows them.
    """

    #: what the score is called ("Success Points")
    score_name: str
    #: the causes the report always lists, by result kind (in this order, zeros too)
    causes: Mapping[str, Sequence[str]]
    #: words for causes ("tb_exhausted" -> "TB cards exhausted")
    cause_labels: Mapping[str, str]
    # Optionally ``reads``: a frozenset of the event types ``count`` reads. With it the
    # simulated games' logs keep only those and the core's (``tally.kept_events``):
    # faster, for a ruleset whose engine and policies never read the log. Without it
    # every event is kept.
    # Optionally ``count_events(game, events)``: ``count`` given the events of the log the
    # core does not read itself (``tally.READS``), in log order, which the core sets aside
    # as it reads its own: the log is walked once. The core calls it instead of ``count``
    # when the ruleset has it; it returns the same counters and raises the same way.

    def count(self, game: Game) -> Counter:
        ...

    def report(self, counts: Counter, program: dict, completed: int) -> dict[str, Any]:
        ...

    def view(self, report: dict[str, Any]) -> ReportView:
        ...


# -- policies -------------------------------------------------------------------------


class Policy(Protocol):
    """Answers prompts with no person (``crawlbook.runtime.policies``)."""

    name: str

    def choose(self, prompt: Prompt) -> str:
        """The id of one of ``prompt.choices``."""
        ...


PolicyFactory = Callable[[int], Policy]  # built with the policy's own seed
