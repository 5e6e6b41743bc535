"""Policies: drivers that answer prompts with no person (`crawlbook simulate`,
`crawlbook play --policy`; docs/simulate.md, "Policies").

A ``Policy`` answers a ``Prompt`` with one of its choice ids. Policies own their random
source (an ``Rng`` of their own, never the game's), so the same game seed with different
policy seeds gives different games, and a policy never disturbs the engine's dice. The
core has two policies, ``random`` and ``search`` (``crawlbook.runtime.search``); a
ruleset brings its own (``Ruleset.policies()``).
``load_policy(spec, ruleset)`` turns a ``--policy`` value into a factory: a name of the
program's ruleset first, then a name of the core, then ``module:Class`` (an author's own:
it must be a class with a ``choose`` method, and one made with seed 0 must come out, so a
function such as ``os:system`` is refused, never called with the seed).
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from crawlbook.runtime.prompts import Prompt
from crawlbook.runtime.rng import Rng, seed_for_run
from crawlbook.runtime.state import EVERY_KIND

from crawlbook import plugins
from crawlbook.ruleset import Policy, PolicyFactory

if TYPE_CHECKING:
    from crawlbook.runtime.game import Game

    from crawlbook.ruleset import Ruleset

__all__ = ["POLICIES", "Policy", "PolicyFactory", "PolicyLoadError", "RandomPolicy",
           "load_policy", "make_policy", "policy_names", "policy_seed", "start_policy"]


class RandomPolicy(Policy):
    """Uniform over the legal answers of every prompt."""

    name = "random"
    __slots__ = ("_below",)
    # It reads no prompt's ``info``: every kind a ruleset can build without it
    # (``State.unread``) is built so for it in a simulation (a Chainsaw Warrior game's
    # ``read``, ``decision`` and ``action`` prompts; benchmarks/cw_bench.py compare).
    unread_info = EVERY_KIND

    def __init__(self, seed: int = 0) -> None:
        self._below = Rng(seed).below

    def choose(self, prompt: Prompt) -> str:
        choices = prompt.choices
        if len(choices) == 1:
            return choices[0].id
        return choices[self._below(len(choices))].id


def _search(seed: int) -> Policy:
    """``search`` with its default budget (``crawlbook.runtime.search``, imported only
    when a search is played: it needs the whole Game API)."""
    from crawlbook.runtime.search import SearchPolicy

    return SearchPolicy(seed)


_search.name = "search"  # type: ignore[attr-defined]

# The core's own policies, by --policy name (a ruleset's come first).
POLICIES: dict[str, PolicyFactory] = {"random": RandomPolicy, "search": _search}


class PolicyLoadError(ValueError):
    """A ``--policy`` value that names no policy; the message says why."""


def _ruleset_policies(ruleset: Ruleset | str | None) -> Mapping[str, PolicyFactory]:
    """The policies of ``ruleset`` (a plug-in or its name; None: the installed default
    ruleset, ``crawlbook.plugins.default_name``)."""
    if ruleset is None or isinstance(ruleset, str):
        found = plugins.find(ruleset or plugins.default_name())
        if found is None:
            return {}
        ruleset = found
    return ruleset.policies()


def policy_names(ruleset: Ruleset | str | None = None) -> list[str]:
    """The policy names ``--policy`` knows for a program of ``ruleset`` (the core's, then
    the ruleset's; a ruleset's policy of the same name is the one used)."""
    own = _ruleset_policies(ruleset)
    return [*(n for n in POLICIES if n not in own), *own]


def load_policy(spec: str, ruleset: Ruleset | str | None = None) -> PolicyFactory:
    """A policy factory from a ``--policy`` value: a policy of ``ruleset`` (a plug-in or
    its name, ``Ruleset.policies()``; None: the default ruleset's), a policy of the core
    (``random``), or ``package.module:Class`` (an importable class or function taking the
    seed). Raises ``PolicyLoadError`` with a clear message."""
    spec = spec.strip()
    own = _ruleset_policies(ruleset)
    if spec in own:
        return own[spec]
    if spec in POLICIES:
        return POLICIES[spec]
    if ":" not in spec:
        raise PolicyLoadError(f"unknown policy `{spec}` (known: "
                              f"{', '.join(policy_names(ruleset))}; or give module:Class)")
    module_name, _, attr = spec.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise PolicyLoadError(f"policy `{spec}`: cannot import `{module_name}` ({exc})") from None
    except Exception as exc:  # an author's module that fails on import
        raise PolicyLoadError(f"policy `{spec}`: importing `{module_name}` failed: "
                              f"{type(exc).__name__}: {exc}") from None
    factory = getattr(module, attr, None)
    if factory is None:
        raise PolicyLoadError(f"policy `{spec}`: `{module_name}` has no class `{attr}`")
    if not inspect.isclass(factory) or not callable(getattr(factory, "choose", None)):
        what = ("a class without a `choose` method" if inspect.isclass(factory)
                else "a function" if callable(factory) else f"a {type(factory).__name__}")
        raise PolicyLoadError(f"policy `{spec}`: not a policy class ({what}); give a class "
                              "whose objects answer prompts with `choose(prompt)` "
                              "(docs/simulate.md, \"Writing your own policy\")")
    loaded = (cast("PolicyFactory", factory) if issubclass(factory, Policy)
              else _adopting(factory))
    try:
        loaded(0)
    except Exception as exc:  # the author's class: its fault, said plainly
        raise PolicyLoadError(f"policy `{spec}`: creating it failed: {type(exc).__name__}: "
                              f"{exc} (a policy class takes one argument, the seed)") from None
    return loaded


def _adopting(cls: type) -> PolicyFactory:
    """A factory of ``Policy`` objects from an author's class that does not subclass
    ``Policy`` (docs/simulate.md: any class with ``choose`` will do): its optional
    ``start`` and ``unread_info`` are read here, once, so the drivers ask every policy
    the same way."""

    def make(seed: int) -> Policy:
        return _Adopted(cls(seed))

    return make


class _Adopted(Policy):
    """An author's policy object as a ``Policy`` (``_adopting``)."""

    __slots__ = ("_policy", "_start", "name", "unread_info")

    def __init__(self, policy: Any) -> None:
        self._policy = policy
        self._start = getattr(policy, "start", None)
        self.name = str(getattr(policy, "name", None) or type(policy).__name__)
        unread = getattr(policy, "unread_info", None)
        self.unread_info = unread if isinstance(unread, frozenset) else frozenset(unread or ())

    def start(self, game: Game) -> None:
        if self._start is not None:
            self._start(game)

    def choose(self, prompt: Prompt) -> str:
        return self._policy.choose(prompt)


def start_policy(policy: Policy, game: Game) -> None:
    """Call the policy's ``start(game)`` hook, once, before its first answer."""
    policy.start(game)


def policy_seed(game_seed: int) -> int:
    """The seed a policy gets for a game seeded ``game_seed`` (stable, documented)."""
    return seed_for_run(game_seed, 0x5EED)


def make_policy(name: str, seed: int, ruleset: Ruleset | str | None = None) -> Policy:
    """The policy ``name`` (see ``load_policy``) seeded with ``seed``."""
    return load_policy(name, ruleset)(seed)
