"""The search's options on `play` and `simulate` (docs/playtesting.md): ``--think``
(the budget of each decision of ``--policy search``, and of `hint` in `play`) and
``--rollout`` (the policy the search plays its forks with)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

F = TypeVar("F", bound=Callable[..., Any])


def think_options(command: F) -> F:
    """``--think BUDGET`` and ``--rollout NAME``."""
    command = click.option(
        "--rollout", metavar="NAME",
        help="With --policy search: the policy its forks are played on with (default: "
             "the ruleset's last policy, its most sensible player).")(command)
    return click.option(
        "--think", metavar="BUDGET",
        help="With --policy search (and `hint` in play): each decision's budget, "
             "rollouts (--think 300) or time (--think 200ms); 'x N' plays them on N "
             "processes (--think '200ms x2').")(command)


def search_budget(policy: str | None, think: str | None, rollout: str | None,
                  ruleset: Any, *, hint: bool = False) -> Any:
    """The ``--think`` budget (a ``search.Think``; None when not given), checked: a usage
    error for a bad budget, for ``--think``/``--rollout`` without ``--policy search``
    (unless ``hint``: `play` also takes ``--think`` for its `hint`), and for an unknown
    rollout policy."""
    from crawlbook.runtime.policies import PolicyLoadError, load_policy
    from crawlbook.runtime.search import Think, ThinkError

    searching = policy is not None and policy.strip() == "search"
    if rollout is not None and not searching:
        raise click.UsageError("--rollout is the policy of --policy search's forks: give "
                               "--policy search")
    if think is not None and not searching and not (hint and policy is None):
        raise click.UsageError("--think is the budget of --policy search"
                               + (" (and of `hint` when you play)" if hint else "")
                               + ": give --policy search")
    if rollout is not None:
        if rollout.strip() == "search":
            raise click.BadParameter("the search cannot play its forks with itself",
                                     param_hint="--rollout")
        try:
            load_policy(rollout, ruleset)
        except PolicyLoadError as exc:
            raise click.BadParameter(str(exc), param_hint="--rollout") from None
    if think is None:
        return None
    try:
        return Think.parse(think)
    except ThinkError as exc:
        raise click.BadParameter(str(exc), param_hint="--think") from None


def search_factory(policy: str | None, think: Any, rollout: str | None) -> Any:
    """The factory ``--policy search`` plays with its ``--think`` and ``--rollout``, or
    None for any other policy (the name is then looked up as before)."""
    if policy is None or policy.strip() != "search" or (think is None and rollout is None):
        return None
    from crawlbook.runtime.search import DEFAULT_THINK, SearchFactory

    return SearchFactory(think or DEFAULT_THINK, rollout)
