"""The `search` policy: a strong player for any ruleset, through the Game API alone
(docs/playtesting.md, "A strong player").

At every prompt with more than one answer it tries each answer on forks of the game
(``crawlbook.runtime.fork``: the game as the player knows it, every unknown drawn
afresh, never the game's own seeded future) and plays each fork to the end with a
*rollout* policy (by default the last policy the ruleset lists, its most sensible player;
``random`` for a ruleset with none). The answer whose forks end best is chosen: flat
Monte Carlo over rollouts, with common random numbers (in a round every answer meets the
same fresh future, so their difference is measured, not the luck of the draws) and
successive elimination (an answer the best one leads, round by round, by more than two
standard errors gets no more rollouts). The rollout policy's own answer is the anchor:
the search departs from it only for an answer that leads it by as much, so a small
budget's noise never makes it play worse than its rollout policy. This is policy
improvement by rollouts: at least as good as the rollout policy, better wherever looking
ahead one decision pays.

A fork ends in a ``Result``; its value is 1 for a win, 0.5 for a draw, 0 for a loss, plus
a thousandth of its score (so among answers that win equally often, the one scoring
more is chosen).

The budget per decision is ``Think``: a number of rollouts (``--think 300``) or a time
(``--think 200ms``), whichever the player gives. A time budget makes the games depend on
the machine's speed; a number of rollouts keeps them reproducible from the seeds
(docs/simulate.md, "Reproducing a run").
"""

from __future__ import annotations

import math
import re
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from crawlbook.runtime.fork import Forker
from crawlbook.runtime.game import Game, Prepared
from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rng import MASK, Rng, seed_for_run
from crawlbook.runtime.rollouts import Result, RolloutWorkers, Task, rollout

if TYPE_CHECKING:
    from crawlbook.ruleset import Ruleset

from crawlbook.ruleset import Policy, PolicyFactory

__all__ = ["DEFAULT_THINK", "HINT_THINK", "Decision", "Estimate", "SearchFactory",
           "SearchPolicy", "Think", "ThinkError", "hint_lines", "rollout_policy_name",
           "search_hint"]

MIN_ROUNDS = 4  # rollouts of every answer before any is dropped
Z = 2.0  # standard errors of a lead that drop an answer (about 95%)
ROLLOUTS_A_MESSAGE = 4  # rollouts handed to a worker in one message (a few milliseconds)


class ThinkError(ValueError):
    """A ``--think`` value that is neither a count of rollouts nor a time."""


_THINK = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|rollouts?)?\s*(?:x\s*(\d+))?\s*$")
MAX_PROCESSES = 64  # ``x N`` at most


@dataclass(frozen=True, slots=True)
class Think:
    """The budget of one decision: ``rollouts`` forks played out, or ``ms`` milliseconds
    (of wall time) of them; at least ``MIN_ROUNDS`` rounds either way. ``processes``: how
    many processes play the rollouts (``--think 200ms x2``: this one and a worker,
    ``crawlbook.runtime.rollouts``); the same decisions for a budget of rollouts."""

    rollouts: int | None = None
    ms: float | None = None
    processes: int = 1

    @classmethod
    def parse(cls, text: str) -> Think:
        """``300`` (rollouts), ``300 rollouts``, ``200ms`` or ``1.5s``, each maybe followed
        by ``x N`` (N processes); ``ThinkError``."""
        found = _THINK.match(text)
        if not found:
            raise ThinkError(f"`{text}` is not a budget: give a number of rollouts "
                             "(--think 300) or a time (--think 200ms, --think 1.5s), "
                             "and the processes that play them (--think '200ms x2')")
        number, unit = float(found.group(1)), found.group(2) or ""
        processes = int(found.group(3) or 1)
        if not 1 <= processes <= MAX_PROCESSES:
            raise ThinkError(f"--think {text}: give 1 to {MAX_PROCESSES} processes")
        if unit in ("ms", "s"):
            ms = number * (1000 if unit == "s" else 1)
            if ms <= 0 or ms > 600_000:
                raise ThinkError(f"--think {text}: give a time above 0 and at most 10 minutes")
            return cls(ms=ms, processes=processes)
        if number != int(number) or not 1 <= number <= 1_000_000:
            raise ThinkError(f"--think {text}: give a whole number of rollouts from 1 "
                             "to 1,000,000")
        return cls(rollouts=int(number), processes=processes)

    def spec(self) -> str:
        """The budget as ``--think`` takes it (``300``, ``200ms``, ``'200ms x2'``)."""
        budget = f"{self.ms:g}ms" if self.ms is not None else str(self.rollouts)
        return budget if self.processes == 1 else f"'{budget} x{self.processes}'"

    def __str__(self) -> str:
        budget = f"{self.ms:g}ms" if self.ms is not None else f"{self.rollouts} rollouts"
        return budget if self.processes == 1 else f"{budget} on {self.processes} processes"


DEFAULT_THINK = Think(rollouts=200)


@dataclass(slots=True)
class Estimate:
    """What the rollouts of one answer gave: ``wins`` (draws count half), the score and
    the values summed, and each round's value (for the paired comparison)."""

    id: str
    label: str
    rollouts: int = 0
    wins: float = 0.0
    score: float = 0.0
    total: float = 0.0
    dropped: bool = False
    values: list[float] = field(default_factory=list, repr=False)  # by round

    def add(self, value: float, win: float, score: float) -> None:
        self.rollouts += 1
        self.wins += win
        self.score += score
        self.total += value
        self.values.append(value)

    @property
    def mean(self) -> float:
        return self.total / self.rollouts if self.rollouts else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.rollouts if self.rollouts else 0.0

    @property
    def mean_score(self) -> float:
        return self.score / self.rollouts if self.rollouts else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "rollouts": self.rollouts,
                "win_rate": round(self.win_rate, 4), "mean_score": round(self.mean_score, 3),
                "value": round(self.mean, 4)}


@dataclass(slots=True)
class Decision:
    """One decision's estimates, best first, and what it cost."""

    estimates: list[Estimate]
    rollouts: int
    seconds: float
    reshuffles: bool = True
    chosen: str = ""  # the answer taken ("": the best estimate)
    anchor: str | None = None  # the rollout policy's own answer

    def __post_init__(self) -> None:
        self.estimates.sort(key=lambda e: (-e.mean, -e.rollouts))
        if not self.chosen and self.estimates:
            self.chosen = self.estimates[0].id


def rollout_policy_name(ruleset: Ruleset | str | None) -> str:
    """The policy a search plays its forks with: the last one the ruleset lists (its
    most sensible player, docs/rulesets.md, "Policies"), ``random`` when it lists none."""
    from crawlbook.runtime.policies import POLICIES, policy_names

    own = [n for n in policy_names(ruleset) if n not in POLICIES]
    return own[-1] if own else "random"


class SearchPolicy(Policy):
    """``--policy search``: see the module docstring. Bound to its game by ``start``
    (the drivers call it); without a game it answers with the prompt's default."""

    name = "search"

    def __init__(self, seed: int = 0, think: Think = DEFAULT_THINK,
                 rollout: str | None = None) -> None:
        self._rng = Rng(seed)
        self.think = think
        self.rollout = rollout  # the rollout policy's name (the ruleset's own once started)
        self._asked = rollout  # as given (None: each game's ruleset's own)
        self._game: Game | None = None
        self._prepared: Prepared | None = None
        self._forker: Forker | None = None
        self._factory: PolicyFactory | None = None
        self._anchor: Policy | None = None  # the rollout policy, playing the real game
        self._workers: RolloutWorkers | None = None  # with ``think.processes`` > 1
        self._pace = 0.0  # seconds a rollout took in this process at the last decision
        self.last: Decision | None = None
        self.decisions = 0
        self.rollouts = 0

    def start(self, game: Game) -> None:
        from crawlbook.runtime.policies import load_policy, start_policy

        previous, self._game = self._game, game
        # Another game of the same program (a search started again at another prompt or
        # game, as benchmarks/search_bench.py does; a simulation makes a new policy for
        # each game) keeps the forker and the worker processes: a worker forked again
        # would copy this process's memory page by page as either writes to it, and
        # replay its game from the seed.
        same = (previous is not None and previous.program is game.program
                and previous.engine is game.engine and previous.plugin is game.plugin)
        name = self._asked or rollout_policy_name(game.plugin or game.ruleset)
        same = same and name == self.rollout
        self.rollout = name
        self._factory = load_policy(name, game.plugin or game.ruleset)
        self._anchor = self._factory(self._rng.below(MASK))
        start_policy(self._anchor, game)
        unread = self._factory(0).unread_info
        if not (same and self._forker is not None and self._prepared is not None):
            # The game's own engine (not the installed plug-ins): what plays it plays its
            # forks; its content pack checked once per game (a search costs far more).
            self._prepared = Prepared(game.program, game.engine,
                                      game.engine.content(game.program), game.plugin)
            self._forker = Forker(self._prepared, keep=frozenset(), unread=unread)
            self.close()
        if (self._workers is None and self.think.processes > 1
                and RolloutWorkers.available()):
            self._workers = RolloutWorkers(self._prepared, name, unread,
                                           self.think.processes - 1)

    def close(self) -> None:
        """Stop the worker processes, if any (they stop too when the policy is dropped)."""
        if self._workers is not None:
            self._workers.close()
            self._workers = None

    def choose(self, prompt: Prompt) -> str:
        choices = prompt.choices
        if len(choices) == 1:
            return choices[0].id
        if self._game is None:
            return prompt.default if prompt.default in prompt.ids() else choices[0].id
        decision = self.decide(prompt, self._game.answers)
        return decision.chosen

    def decide(self, prompt: Prompt, answers: list[str], think: Think | None = None, *,
               settle: bool = True) -> Decision:
        """Estimate every answer of ``prompt``, the game having had ``answers`` so far
        (the bound game's own list: the prompt is answered after this returns). With
        ``settle`` the search stops once one answer is left (the others dropped);
        without it (`hint`) the whole budget is spent, for the estimates' sake."""
        game, forker, factory = self._game, self._forker, self._factory
        assert game is not None and forker is not None and factory is not None
        think = think or self.think
        anchor = self._anchor.choose(prompt) if self._anchor is not None else None
        estimates = [Estimate(c.id, c.label) for c in prompt.choices]
        past = list(answers)
        began = time.perf_counter()
        deadline = began + think.ms / 1000 if think.ms is not None else math.inf
        limit = think.rollouts if think.rollouts is not None else math.inf
        done = rounds = 0
        # Each round's fresh future comes from the decision's one number and the round's
        # index (``seed_for_run``), not from a draw per round: the rounds are the same
        # whoever plays them and in whatever order.
        base = self._rng.below(MASK)
        workers = self._workers
        if workers is not None:
            workers.begin(game.seed, game.options, past)
        handed: dict[int, list[str]] = {}  # the rounds handed out: the answers of each
        played: dict[int, list[Result]] = {}  # their results, until read
        owed = 0  # rollouts handed out and not read yet
        # With a budget of rollouts the rounds are read in their order, as if one process
        # had played them all: the decision is the same on any number of processes. A
        # budget of time depends on the machine anyway: a round is read as it comes, so
        # that none played by the deadline waits for an earlier one still being played.
        ordered = deadline == math.inf
        pace = self._pace if deadline != math.inf else 0.0  # seconds a rollout here
        spent, own = 0.0, 0  # this process's rollouts of this decision, and their time

        def over() -> bool:
            """Whether one process alone would stop before round ``rounds`` (the time
            aside: checked where a round is handed out)."""
            if rounds < MIN_ROUNDS:
                return False
            live = sum(not e.dropped for e in estimates)
            return (settle and live == 1) or done + live > limit

        def give() -> tuple[int, list[Task]] | None:
            """The next round for some process to play, if one is worth playing: every
            answer still in the running; None past the budget (those handed out count)."""
            nonlocal owed
            index = len(handed)
            live = [e.id for e in estimates if not e.dropped]
            if index >= MIN_ROUNDS and ((settle and len(live) == 1)
                                        or done + owed + len(live) > limit):
                return None
            if rounds >= MIN_ROUNDS and time.perf_counter() >= deadline:
                return None
            handed[index] = live
            owed += len(live)
            salt, seed = seed_for_run(base, 2 * index), seed_for_run(base, 2 * index + 1)
            return index, [(answer, salt, seed) for answer in live]

        def feed() -> None:
            """The workers' rounds played so far taken in, and each worker given a few
            rounds a message (about ``ROLLOUTS_A_MESSAGE`` rollouts) while it has fewer
            than ``QUEUED`` to play: between two of this process's rollouts, so that a
            worker never waits for this process."""
            if workers is None:
                return
            played.update(workers.results())
            for worker in workers.idle():
                share: list[tuple[int, list[Task]]] = []
                count = 0
                while count < ROLLOUTS_A_MESSAGE and (handing := give()) is not None:
                    share.append(handing)
                    count += len(handing[1])
                if share:
                    workers.give(worker, share)

        while True:
            if workers is not None:
                played.update(workers.results())
            # The rounds played, each with the answers still in the running when it is
            # read (those dropped since it was handed out left out).
            while played and not over():
                index = rounds if ordered else min(played)
                if index not in played:
                    break
                row, ids = played.pop(index), handed[index]
                owed -= len(ids)
                live = [e for e in estimates if not e.dropped]
                for estimate in live:
                    estimate.add(*row[ids.index(estimate.id)])
                done += len(live)
                rounds += 1
                if rounds >= MIN_ROUNDS and len(live) > 1:
                    _drop_worse(live)
            if over() or (rounds >= MIN_ROUNDS and time.perf_counter() >= deadline):
                break
            # A round this process would finish after the deadline is not begun: the
            # decision keeps to its time (its rounds' pace so far, or the last decision's).
            mine = None
            if not (rounds >= MIN_ROUNDS and pace and time.perf_counter() + pace
                    * sum(not e.dropped for e in estimates) >= deadline):
                mine = give()  # this process's next round, before the workers' ones
            elif workers is None:
                break
            feed()
            if mine is not None:
                index, tasks = mine
                start = time.perf_counter()
                row = []
                for task in tasks:
                    row.append(rollout(forker, factory, game.seed, game.options, past, task))
                    feed()
                played[index] = row
                spent += time.perf_counter() - start
                own += len(tasks)
                pace = spent / own
            elif workers is not None:  # nothing left to hand out: wait for the workers
                wait = (None if rounds < MIN_ROUNDS or deadline == math.inf
                        else max(0.0, deadline - time.perf_counter()))
                played.update(workers.results(wait))
        if workers is not None:
            workers.finish()
        if own:
            self._pace = pace
        self.decisions += 1
        self.rollouts += done
        decision = Decision(estimates, done, time.perf_counter() - began, forker.reshuffles,
                            _choose(estimates, anchor), anchor)
        self.last = decision
        return decision


def _leads(mine: list[float], theirs: list[float]) -> bool:
    """Whether ``mine`` leads ``theirs`` round by round (paired, over the rounds both
    played) by more than ``Z`` standard errors."""
    n = min(len(mine), len(theirs))
    if n < 2:
        return False
    diffs = [mine[i] - theirs[i] for i in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    # A floor on the variance: a few equal differences are not certainty.
    return mean > Z * math.sqrt(max(var, 0.1) / n)


def _choose(estimates: list[Estimate], anchor: str | None) -> str:
    """The best estimate, unless the rollout policy's own answer (``anchor``) is still in
    the running and the best does not lead it clearly: then the anchor. With few
    rollouts the noise of the estimates would otherwise make the search play worse than
    its rollout policy; anchored, it departs from it only where the forks show why."""
    best = max(estimates, key=lambda e: e.mean)
    if anchor is None or best.id == anchor:
        return best.id
    own = next((e for e in estimates if e.id == anchor), None)
    if own is None or own.dropped or _leads(best.values, own.values):
        return best.id
    return anchor


def _drop_worse(live: list[Estimate]) -> None:
    """Successive elimination on paired differences: every live answer met the same
    futures in the same rounds (common random numbers), so an answer is dropped when the
    best one leads it, round by round, by more than ``Z`` standard errors."""
    best = max(live, key=lambda e: e.mean)
    for estimate in live:
        if estimate is not best and _leads(best.values, estimate.values):
            estimate.dropped = True


HINT_THINK = Think(ms=1000)  # `hint` at a prompt of `crawlbook play`: a second's search


def search_hint(game: Game, prompt: Prompt, think: Think | None = None) -> Decision:
    """The search's estimates for every answer of ``prompt``, the current prompt of
    ``game`` (`hint` in the console; the game is not changed). Its seed comes from the
    game's seed and the answers so far, so the same hint is given again at the same
    point (with a budget of rollouts)."""
    from crawlbook.runtime.policies import policy_seed

    search = SearchPolicy(policy_seed(game.seed) ^ len(game.answers), think or HINT_THINK)
    search.start(game)
    return search.decide(prompt, game.answers, settle=False)


def hint_lines(decision: Decision, prompt: Prompt) -> list[str]:
    """`hint`'s lines (plain text: the labels are the author's): the choice, then every
    answer's estimated chance of winning, mean score and rollouts, best first."""
    from crawlbook.runtime.console.ask import key_of

    by_id = {e.id: e for e in decision.estimates}
    best = by_id[decision.chosen]
    lines = [f"Hint: the search would choose {key_of(prompt, best.id)}) {best.label} "
             f"({decision.rollouts} rollouts in {decision.seconds:.2f} s; chances are "
             "estimates from games played on with fresh dice and cards)"]
    for estimate in decision.estimates:
        note = "" if not estimate.dropped else ", left behind early"
        lines.append(f"  {key_of(prompt, estimate.id)}) {estimate.label}: wins "
                     f"{estimate.win_rate:.0%}, mean score {estimate.mean_score:.1f} "
                     f"({estimate.rollouts} rollouts{note})")
    if not decision.reshuffles:
        lines.append("  (this ruleset does not deal its unseen cards again: the search "
                     "knows their order)")
    return lines


class SearchFactory:
    """``--policy search --think T``: a picklable factory (the simulator's workers build
    their policies from it) of ``SearchPolicy(seed, think, rollout)``. Its ``name`` is the
    policy as the command line gives it (``search --think 300``), for reports."""

    __slots__ = ("name", "rollout", "think")

    def __init__(self, think: Think = DEFAULT_THINK, rollout: str | None = None) -> None:
        self.think = think
        self.rollout = rollout
        self.name = f"search --think {think.spec()}" + (f" --rollout {rollout}"
                                                        if rollout else "")

    def __call__(self, seed: int) -> SearchPolicy:
        return SearchPolicy(seed, self.think, self.rollout)

    def __getstate__(self) -> tuple[Think, str | None]:
        return self.think, self.rollout

    def __setstate__(self, state: tuple[Think, str | None]) -> None:
        self.__init__(*state)  # type: ignore[misc]
