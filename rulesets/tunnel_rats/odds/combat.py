"""The exact chance that a Rat wins one Combat interaction (rulebook "Combat", "4. Resolve
Combat", "Applying Damage"; docs/odds.md, "Combat").

Nothing is sampled: every way the 54 Combat cards can fall is counted. The Rat draws with
the ``cautious`` policy's rule (docs/simulate.md: draw to 13, then under 17 while the VC
has not drawn, or until he beats the VC's total when it has; a Pistol or a Silencer
redraws only when bust, the Pistol discarding his highest card and keeping the better of
its two), the VC with the rulebook's (to 17+, an Elite to 16+ and +1, then Threat). The
decisions are the engine's and the policy's own functions (``_draw_choices``,
``draw_or_stick``, ``pistol_discard``, ``_keep_score``), asked once per situation, and the
winner is the engine's ``decide_winner``: the figures describe what the simulator plays.

How it is counted (exact rational arithmetic). Cards are grouped in classes of cards the
rules cannot tell apart (same values and the same worth to the policy: ``10``, ``J``,
``Q``, ``K``). Each side's possible plays are enumerated once, on its own, as sequences
of classes, with ``ways`` = how many class sequences lead to each (cards consumed,
outcome). Two plays can happen together only when they use different physical cards; a
pair of physical sequences of n and m cards then has the chance ``1 / (54)_(n+m)``
(a falling factorial), whichever side draws first. The disjointness is counted by
inclusion and exclusion over the physical cards both plays would share: summing over the
shared class multiset ``x``, with sign ``(-1)^|x|``, how many physical sets ``X`` have that
multiset (``prod C(count_c, x_c)``) and how many physical realisations of each play
contain a given ``X`` (``prod ff(t_c, x_c) ff(count_c - x_c, t_c - x_c)``). That turns a
sum over millions of pairs of hands into a sum over a few thousand shared multisets; only
the multisets the VC's plays can share are visited (a walk over their prefixes).

Counting every part takes minutes of CPU (docs/performance.md, "odds"), so the bundled
content's table is shipped next to this module (``interaction.json``, keyed by
``fingerprint``) and any other content's is kept in a cache folder once counted.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

WEAPONS = ("knife", "pistol", "silencer")
VC_KINDS = ("standard", "elite")
ZONES = ("low", "medium", "high")

Counts = tuple[int, ...]  # cards per class
Feature = tuple[int, int]  # (total, cards in hand) of a finished hand


@dataclass(frozen=True, slots=True)
class CardClass:
    """Cards the rules cannot tell apart: ``values`` (as ``hand_total`` reads them),
    ``card`` one of them (for the functions that read cards), ``count`` how many."""

    values: tuple[int, ...]
    card: Any
    count: int


@dataclass(frozen=True, slots=True)
class InteractionOdds:
    """The chance that the Rat wins one interaction, for every weapon, VC kind, Threat
    zone and side holding the Initiative; ``knife_fighter`` is the Knife's chance for a
    Rat who wins ties (the Unique Ability of docs/combat.md)."""

    wins: Mapping[tuple[str, str, str, bool], Fraction]  # (weapon, kind, zone, initiative)
    knife_fighter: Mapping[tuple[str, str, bool], Fraction]  # (kind, zone, initiative)

    def chance(self, weapon: str, kind: str, zone: str,
               initiative: bool | None) -> Fraction | None:
        """With ``initiative`` None: either side holds it with the same chance (markers
        dealt at random to one Rat and one VC). None: not counted (a partial table)."""
        if initiative is None:
            first = self.wins.get((weapon, kind, zone, True))
            second = self.wins.get((weapon, kind, zone, False))
            return None if first is None or second is None else (first + second) / 2
        return self.wins.get((weapon, kind, zone, initiative))

    @property
    def complete(self) -> bool:
        return len(self.wins) == len(WEAPONS) * len(VC_KINDS) * len(ZONES) * 2


def _ff(n: int, k: int) -> int:
    """The falling factorial n (n-1) ... (n-k+1)."""
    result = 1
    for i in range(k):
        result *= n - i
    return result


class _Deck:
    """The card classes of one Combat deck and the engine's arithmetic on them."""

    def __init__(self, rules: Any) -> None:
        from crawlbook.rulesets.tunnel_rats.engine.combat_cards import hand_total
        from crawlbook.rulesets.tunnel_rats.policies import _card_value

        groups: dict[tuple[Any, ...], list[Any]] = {}
        for card in rules.cards:
            groups.setdefault((card.values, _card_value(card.id)), []).append(card)
        self.classes = tuple(CardClass(key[0], cards[0], len(cards))
                             for key, cards in groups.items())
        self.counts: Counts = tuple(c.count for c in self.classes)
        self.size = sum(self.counts)
        self.charlie = int(rules.charlie_cards)
        self._hand_total = hand_total
        self._totals: dict[tuple[int, ...], int] = {}
        self.expansions: dict[tuple[Counts, bool], list[tuple[Counts, int]]] = {}
        # factors[c][u][k]: realisations, in class c, of a play using u of its cards that
        # contain k given ones: ff(u, k) ff(count - k, u - k) (see the module docstring)
        self.factors = tuple(
            tuple(tuple(_ff(u, k) * _ff(n - k, u - k) for k in range(u + 1))
                  for u in range(n + 1))
            for n in self.counts)
        # Classes the Pistol's discard weighs alike (the policy's value of a card): their
        # order in the hand decides which of them goes.
        weights: dict[int, list[int]] = defaultdict(list)
        for i, key in enumerate(groups):
            weights[key[1]].append(i)
        self.ties = tuple(tuple(found) for found in weights.values() if len(found) > 1)

    def total(self, hand: Sequence[int]) -> int:
        key = tuple(sorted(hand))
        found = self._totals.get(key)
        if found is None:
            found = self._totals[key] = self._hand_total([self.classes[i].card for i in key])
        return found

    def cards(self, hand: Sequence[int]) -> list[Any]:
        return [self.classes[i].card for i in hand]

    def left(self, used: Counts) -> Iterable[int]:
        """The classes with a card left after ``used``."""
        return (i for i, (n, u) in enumerate(zip(self.counts, used, strict=True)) if u < n)


def _plus(used: Counts, *classes: int) -> Counts:
    out = list(used)
    for i in classes:
        out[i] += 1
    return tuple(out)


# -- each side's plays ---------------------------------------------------------------------

Plays = dict[tuple[Counts, Feature, int], int]  # (used, (total, hand size), cards used) -> ways


def vc_plays(deck: _Deck, stop: int) -> Plays:
    """Every way the VC draws to ``stop`` or more (raw totals, before Elite and Threat)."""
    plays: Plays = defaultdict(int)
    frontier: dict[tuple[int, ...], int] = {(): 1}
    while frontier:
        nxt: dict[tuple[int, ...], int] = defaultdict(int)
        for hand, ways in frontier.items():
            total = deck.total(hand)
            used = _plus((0,) * len(deck.counts), *hand)
            if total >= stop:
                plays[(used, (total, len(hand)), len(hand))] += ways
                continue
            for c in deck.left(used):
                nxt[tuple(sorted((*hand, c)))] += ways
        frontier = nxt
    return dict(plays)


class _RatRule:
    """What the Rat does in each situation: the engine's legal answers and the cautious
    policy's choice among them (memoised: they depend on a handful of values)."""

    def __init__(self, deck: _Deck, vc_total: int | None) -> None:
        from crawlbook.rulesets.tunnel_rats.engine.combat import _draw_choices, _keep_score
        from crawlbook.rulesets.tunnel_rats.policies import draw_or_stick, pistol_discard

        self.deck = deck
        self.vc_total = vc_total
        self._choices = _draw_choices
        self._keep_score = _keep_score
        self._draw_or_stick = draw_or_stick
        self._pistol_discard = pistol_discard
        self._memo: dict[tuple[int, bool, bool], str] = {}
        self._discards: dict[tuple[int, ...], int] = {}
        self._keeps: dict[tuple[tuple[int, ...], int, int], bool] = {}

    def action(self, total: int, pistol: bool, silencer: bool) -> str:
        """"stop", "draw", "pistol" or "silencer" (the engine's ``_rat_draws``)."""
        key = (total, pistol, silencer)
        found = self._memo.get(key)
        if found is not None:
            return found
        bust = total > 21
        choices = self._choices(total, pistol, silencer)
        if len(choices) == 1:  # not asked: a bust with no redraw stops, else draw
            answer = "stop" if bust else choices[0].id
        else:
            ids = [c.id for c in choices]
            # The VC's total is known when the VC drew first (the Rat holds the Initiative).
            answer = self._draw_or_stick(total, self.vc_total, self.vc_total is not None,
                                         ids)
            if answer == "stick":
                answer = "stop"
        self._memo[key] = answer
        return answer

    def discard(self, hand: tuple[int, ...]) -> int:
        """The position in ``hand`` the Pistol discards (the policy's choice)."""
        found = self._discards.get(hand)
        if found is None:
            ids = [c.id for c in self.deck.cards(hand)]
            which = self._pistol_discard(self.deck.total(hand) > 21, ids)
            found = self._discards[hand] = ids.index(which)
        return found

    def keep_first(self, hand: tuple[int, ...], a: int, b: int) -> bool:
        """Whether the Pistol keeps the first of its two cards (the engine's default:
        the better total, the first on a tie)."""
        key = (tuple(sorted(hand)), a, b)
        found = self._keeps.get(key)
        if found is None:
            cards = self.deck.cards(key[0])
            first, second = self.deck.classes[a].card, self.deck.classes[b].card
            found = self._keeps[key] = (self._keep_score(cards, first)
                                        >= self._keep_score(cards, second))
        return found


def _key(deck: _Deck, hand: tuple[int, ...], pistol: bool,
         silencer: bool) -> tuple[Any, ...]:
    """What of a hand matters for the rest of the interaction: the cards, and their
    order only as far as a redraw still available reads it. The Silencer discards the
    last card; the Pistol the first of the cards the policy weighs alike (an Ace and a
    Joker, both 11 to it), so only the order of those, where more than one is held."""
    rest = tuple(sorted(hand))
    if pistol:
        order = tuple(tuple(c for c in dict.fromkeys(hand) if c in group)
                      for group in deck.ties)
        return (rest, order, pistol, silencer)
    if silencer and hand:
        return (tuple(sorted(hand[:-1])), hand[-1], pistol, silencer)
    return (rest, None, pistol, silencer)


def rat_plays(deck: _Deck, weapon: str, vc_total: int | None) -> Plays:
    """Every way the Rat draws with ``weapon``: before the VC (``vc_total`` None) or
    knowing the VC's final total. Features: (final total, cards in hand); the cards
    used include the ones a Pistol or a Silencer discarded."""
    rule = _RatRule(deck, vc_total)
    plays: Plays = defaultdict(int)
    start = ((), (0,) * len(deck.counts), weapon == "pistol", weapon == "silencer")
    frontier: dict[tuple[Any, ...], list[Any]] = {_key(deck, (), start[2], start[3]): [start, 1]}
    while frontier:
        nxt: dict[tuple[Any, ...], list[Any]] = {}

        def add(state: tuple[Any, ...], ways: int,
                nxt: dict[tuple[Any, ...], list[Any]] = nxt) -> None:
            key = (_key(deck, state[0], state[2], state[3]), state[1])
            slot = nxt.get(key)
            if slot is None:
                nxt[key] = [state, ways]
            else:
                slot[1] += ways

        for (hand, used, pistol, silencer), ways in frontier.values():
            total = deck.total(hand)
            action = rule.action(total, pistol and bool(hand), silencer and bool(hand))
            if action == "stop":
                plays[(used, (total, len(hand)), sum(used))] += ways
            elif action == "draw":
                for c in deck.left(used):
                    add(((*hand, c), _plus(used, c), pistol, silencer), ways)
            elif action == "silencer":
                for c in deck.left(used):
                    add(((*hand[:-1], c), _plus(used, c), pistol, False), ways)
            else:  # the Pistol: discard one, draw two, keep one
                at = rule.discard(hand)
                kept = hand[:at] + hand[at + 1:]
                for a in deck.left(used):
                    after = _plus(used, a)
                    for b in deck.left(after):
                        keep = a if rule.keep_first(kept, a, b) else b
                        add(((*kept, keep), _plus(after, b), False, silencer), ways)
        frontier = nxt
    return dict(plays)


# -- two plays on one deck -----------------------------------------------------------------

Shared = dict[Counts, dict[tuple[Feature, int], int]]


def _expand(deck: _Deck, used: Counts,
            prefixes: frozenset[tuple[int, ...]] | None = None) -> list[tuple[Counts, int]]:
    """Every multiset ``x`` within ``used`` (only those whose every prefix is in
    ``prefixes``, when given: the multisets the other side can share, found without
    visiting the rest), with the number of physical realisations of a play that used
    ``used`` which contain a given physical set of multiset ``x``."""
    key = (used, prefixes is not None)
    found = deck.expansions.get(key)
    if found is not None:
        return found
    factors = deck.factors
    size = len(used)
    out: list[tuple[Counts, int]] = []

    def walk(c: int, x: tuple[int, ...], ways: int) -> None:
        if c == size:
            out.append((x, ways))
            return
        u = used[c]
        row = factors[c][u]
        for k in range(u + 1):
            nxt = (*x, k)
            if prefixes is None or nxt in prefixes:
                walk(c + 1, nxt, ways * row[k])

    walk(0, (), 1)
    deck.expansions[key] = out
    return out


def shared(deck: _Deck, plays: Plays,
           prefixes: frozenset[tuple[int, ...]] | None = None) -> Shared:
    """The plays summed by the multiset ``x`` of cards they may share with the other side
    (see the module docstring); only the multisets in ``prefixes`` when it is given (those
    the other side can share at all, with every prefix of them: ``_Parts.prefixes``)."""
    out: dict[Counts, dict[tuple[Feature, int], int]] = {}
    by_used: dict[Counts, list[tuple[tuple[Feature, int], int]]] = defaultdict(list)
    for (used, feature, n), ways in plays.items():
        by_used[used].append(((feature, n), ways))
    for used, found in by_used.items():
        for x, realised in _expand(deck, used, prefixes):
            bucket = out.get(x)
            if bucket is None:
                bucket = out[x] = defaultdict(int)
            for key, ways in found:
                bucket[key] += ways * realised
    return out


def _together(deck: _Deck, first: Shared, second: Shared,
              outcome: Mapping[Feature, Mapping[Feature, int]], bits: int) -> list[Fraction]:
    """For each bit of ``outcome[feature of the first play][feature of the second]``:
    the chance that both plays happen on one deck with that bit set."""
    # Summed by (mask, cards used by both) first, spread over the bits at the end: the
    # inner loop is the whole cost of the count.
    sums: dict[tuple[int, int], int] = defaultdict(int)
    for x, theirs in second.items():
        mine = first.get(x)
        if not mine:
            continue
        sign = -1 if sum(x) % 2 else 1
        for c, k in enumerate(x):
            if k:
                sign *= comb(deck.counts[c], k)
        pairs = list(theirs.items())
        for (f, n), a in mine.items():
            row = outcome.get(f)
            if not row:
                continue
            weight = sign * a
            for (g, m), b in pairs:
                mask = row.get(g, 0)
                if mask:
                    sums[(mask, n + m)] += weight * b
    found = [Fraction(0)] * bits
    for (mask, size), value in sums.items():
        chance = Fraction(value, _ff(deck.size, size))
        for bit in range(bits):
            if mask >> bit & 1:
                found[bit] += chance
    return found


def _features(plays: Plays) -> set[Feature]:
    return {feature for _used, feature, _n in plays}


def _sub_multisets(deck: _Deck, plays: Plays) -> set[Counts]:
    return {x for used in {u for u, _f, _n in plays} for x, _ in _expand(deck, used)}


class _Parts:
    """The deck, the VC's plays and what they share, for one set of CombatRules."""

    def __init__(self, rules: Any) -> None:
        from crawlbook.rulesets.tunnel_rats.engine.combat import STICK_AT

        self.deck = _Deck(rules)
        self.vcs = {kind: vc_plays(self.deck, STICK_AT[kind]) for kind in VC_KINDS}
        self.keep = {kind: _sub_multisets(self.deck, plays) for kind, plays in self.vcs.items()}
        both = self.keep["standard"] | self.keep["elite"]
        self.prefixes = frozenset(x[:c] for x in both for c in range(1, len(x) + 1))
        self.vc_shared = {kind: shared(self.deck, plays) for kind, plays in self.vcs.items()}

    def rat_wins(self, rat: Feature, vc: Feature, kind: str, zone: str, initiative: bool,
                 ties: bool = False) -> bool:
        from crawlbook.rulesets.tunnel_rats.engine.combat import decide_winner, vc_final_total

        final = vc_final_total(vc[0], kind, zone)
        winner, _charlie = decide_winner(rat[0], rat[1], final, vc[1], initiative,
                                         self.deck.charlie, rat_wins_ties=ties)
        return winner == "rat"


Part = dict[tuple[str, str, bool], Fraction]  # (kind, zone, wins ties) -> chance


def finals(parts: _Parts) -> dict[str, dict[Feature, list[int]]]:
    """Each VC hand's final total in each zone (a bust as 22: the Rat reads it alike)."""
    from crawlbook.rulesets.tunnel_rats.engine.combat import vc_final_total

    return {kind: {vc: [min(vc_final_total(vc[0], kind, zone), 22) for zone in ZONES]
                   for vc in _features(parts.vcs[kind])} for kind in VC_KINDS}


def totals_to_beat(parts: _Parts) -> list[int]:
    """The VC's final totals the Rat may be asked to beat."""
    return sorted({t for by in finals(parts).values() for ts in by.values() for t in ts})


def part(parts: _Parts, weapon: str, initiative: bool,
         only: Sequence[int] | None = None) -> Part:
    """The chances of one weapon with or without the Initiative, by VC kind and zone
    (and, for the Knife, for a Rat who wins ties); with the Initiative, ``only`` counts
    the VC's hands of those final totals (the parts of a count shared by processes)."""

    deck = parts.deck
    found: Part = {}
    keep = parts.prefixes
    if not initiative:
        # The Rat draws first, knowing nothing of the VC's hand.
        plays = rat_plays(deck, weapon, None)
        mine = shared(deck, plays, keep)
        for kind in VC_KINDS:
            outcome: dict[Feature, dict[Feature, int]] = defaultdict(dict)
            for rat in _features(plays):
                for vc in _features(parts.vcs[kind]):
                    mask = 0
                    for z, zone in enumerate(ZONES):
                        mask |= parts.rat_wins(rat, vc, kind, zone, False) << z
                        mask |= parts.rat_wins(rat, vc, kind, zone, False, True) << (3 + z)
                    if mask:
                        outcome[rat][vc] = mask
            chances = _together(deck, mine, parts.vc_shared[kind], outcome, 6)
            for z, zone in enumerate(ZONES):
                found[(kind, zone, False)] = chances[z]
                found[(kind, zone, True)] = chances[3 + z]
        return found
    # The VC draws first; the Rat knows its final total (and wins ties anyway): his
    # plays are counted once for each total he may be asked to beat.
    by_kind = finals(parts)
    for final in (totals_to_beat(parts) if only is None else only):
        plays = rat_plays(deck, weapon, final)
        rats = _features(plays)
        mine = shared(deck, plays, keep)
        for kind in VC_KINDS:
            outcome = defaultdict(dict)
            for rat in rats:
                for vc, totals in by_kind[kind].items():
                    mask = sum(1 << z for z, zone in enumerate(ZONES)
                               if totals[z] == final
                               and parts.rat_wins(rat, vc, kind, zone, True))
                    if mask:
                        outcome[rat][vc] = mask
            chances = _together(deck, mine, parts.vc_shared[kind], outcome, 3)
            for z, zone in enumerate(ZONES):
                found[(kind, zone, False)] = found.get((kind, zone, False), 0) + chances[z]
                found[(kind, zone, True)] = found[(kind, zone, False)]
    return found


def add(first: Part, second: Part) -> Part:
    return {key: first.get(key, Fraction(0)) + second.get(key, Fraction(0))
            for key in {*first, *second}}


# -- the table -----------------------------------------------------------------------------

TABLE = "interaction.json"  # the bundled content's table, next to this module
RULE = 1  # raise when the drawing rule or the counting changes: the shipped table is stale


def fingerprint(rules: Any) -> str:
    """What the chances depend on, as a digest: the card classes, Five-Card Charlie, the
    stops of the VC and the Rat, and ``RULE``."""
    import hashlib
    import json

    from crawlbook.rulesets.tunnel_rats.engine import combat
    from crawlbook.rulesets.tunnel_rats.policies import STICK_AT as POLICY_STICK

    deck = _Deck(rules)
    data = {"classes": [[list(c.values), c.card.rank, c.count] for c in deck.classes],
            "charlie": deck.charlie, "vc": combat.STICK_AT, "elite": combat.ELITE_BONUS,
            "must": combat.RAT_MUST_REACH, "rat": [combat.RAT_STICKS_AT, POLICY_STICK],
            "rule": RULE}
    text = json.dumps(data, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _assemble(parts: Mapping[tuple[str, bool], Part]) -> InteractionOdds:
    wins = {(weapon, kind, zone, initiative): found[(kind, zone, False)]
            for (weapon, initiative), found in parts.items()
            for kind in VC_KINDS for zone in ZONES}
    fighter = {(kind, zone, initiative): found[(kind, zone, True)]
               for (weapon, initiative), found in parts.items() if weapon == "knife"
               for kind in VC_KINDS for zone in ZONES}
    return InteractionOdds(wins, fighter)


_PARTS: dict[str, _Parts] = {}  # a process's deck and VC plays, by fingerprint


Job = tuple[Any, str, bool, tuple[int, ...] | None]


def _compute_part(job: Job) -> tuple[tuple[str, bool], Part]:
    rules, weapon, initiative, only = job
    key = fingerprint(rules)
    parts = _PARTS.get(key)
    if parts is None:
        parts = _PARTS[key] = _Parts(rules)
    return (weapon, initiative), part(parts, weapon, initiative, only)


def compute(rules: Any, workers: int = 1,
            progress: Callable[[InteractionOdds], None] | None = None) -> InteractionOdds:
    """Count every part (minutes: docs/performance.md) in ``workers`` processes: each
    weapon without the Initiative, and with it one job per total the Rat must beat, the
    quick ones first (the Knife, the Silencer, then the Pistol). ``progress`` gets the
    table of the parts finished so far after each one."""
    totals = totals_to_beat(_Parts(rules)) if workers > 1 else None
    jobs: list[Job] = []
    for weapon in WEAPONS:
        jobs.append((rules, weapon, False, None))
        if totals is None:
            jobs.append((rules, weapon, True, None))
        else:
            jobs += [(rules, weapon, True, (total,)) for total in totals]
    waiting = Counter((weapon, initiative) for _r, weapon, initiative, _o in jobs)
    found: dict[tuple[str, bool], Part] = {}

    def done(key: tuple[str, bool], counted: Part) -> None:
        found[key] = add(found.get(key, {}), counted)
        waiting[key] -= 1
        if progress is not None and not waiting[key]:
            progress(_assemble({k: v for k, v in found.items() if not waiting[k]}))

    if workers > 1:
        from concurrent.futures import ProcessPoolExecutor, as_completed

        with ProcessPoolExecutor(workers) as pool:
            for future in as_completed([pool.submit(_compute_part, job) for job in jobs]):
                done(*future.result())
    else:
        for job in jobs:
            done(*_compute_part(job))
    return _assemble(found)


def _name(initiative: bool) -> str:
    return "initiative" if initiative else "no-initiative"


def to_json(odds: InteractionOdds, key: str) -> dict[str, Any]:
    return {"fingerprint": key, "complete": odds.complete,
            "wins": {"|".join([w, k, z, _name(i)]): f"{v.numerator}/{v.denominator}"
                     for (w, k, z, i), v in sorted(odds.wins.items())},
            "knife_fighter": {"|".join([k, z, _name(i)]): f"{v.numerator}/{v.denominator}"
                              for (k, z, i), v in sorted(odds.knife_fighter.items())}}


def from_json(data: Mapping[str, Any]) -> InteractionOdds:
    wins = {}
    for key, value in data["wins"].items():
        w, k, z, i = key.split("|")
        wins[(w, k, z, i == "initiative")] = Fraction(value)
    fighter = {}
    for key, value in data["knife_fighter"].items():
        k, z, i = key.split("|")
        fighter[(k, z, i == "initiative")] = Fraction(value)
    return InteractionOdds(wins, fighter)


def shipped() -> dict[str, Any] | None:
    """The table shipped with the ruleset (for the bundled content pack), or None."""
    import json
    from importlib import resources

    found = resources.files("crawlbook.rulesets.tunnel_rats.odds").joinpath(TABLE)
    if not found.is_file():
        return None
    data: dict[str, Any] = json.loads(found.read_text(encoding="utf-8"))
    return data


_MEMO: dict[str, InteractionOdds] = {}
CACHE_ENV = "CRAWLBOOK_CACHE"  # a folder for counted tables (default: the user's cache)


def cache_folder() -> Path:
    """Where tables counted for other content packs are kept: ``$CRAWLBOOK_CACHE``, else
    ``$XDG_CACHE_HOME/crawlbook/odds``, else ``~/.cache/crawlbook/odds``."""
    import os

    named = os.environ.get(CACHE_ENV)
    if named:
        return Path(named)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "crawlbook" / "odds"


def _cached_file(key: str) -> InteractionOdds | None:
    import json

    try:
        data = json.loads((cache_folder() / f"combat-{key}.json").read_text(encoding="utf-8"))
        return from_json(data) if data.get("fingerprint") == key else None
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None  # no cache, or a damaged one: count again


def _keep_file(key: str, odds: InteractionOdds) -> None:
    import json

    from crawlbook.ruleset import write_atomic

    try:
        folder = cache_folder()
        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(folder / f"combat-{key}.json", json.dumps(to_json(odds, key)))
    except OSError:
        pass  # a cache that cannot be written costs a recount, nothing else


def counted_odds(rules: Any) -> InteractionOdds | None:
    """The exact chances when they are already counted (this process, the shipped table
    of the bundled content, the cache folder), else None: what an editor can afford."""
    key = fingerprint(rules)
    found = _MEMO.get(key)
    if found is None:
        table = shipped()
        if table is not None and table.get("fingerprint") == key:
            found = from_json(table)
        else:
            found = _cached_file(key)
        if found is not None:
            _MEMO[key] = found
    return found


def interaction_odds(rules: Any) -> InteractionOdds:
    """The exact chances of one Combat interaction with the deck and tables of ``rules``
    (``CombatRules``): counted already (``counted_odds``), else counted here, once, and
    kept in the cache folder (minutes: docs/performance.md)."""
    found = counted_odds(rules)
    if found is None:
        key = fingerprint(rules)
        found = _MEMO[key] = compute(rules)
        _keep_file(key, found)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m crawlbook.rulesets.tunnel_rats.odds.combat write|check [--workers K]``:
    count the bundled content's table and write it next to this module, or compare."""
    import argparse
    import json

    from crawlbook.rulesets.tunnel_rats.engine.combat_cards import default_rules

    parser = argparse.ArgumentParser(description="the exact Combat interaction table")
    parser.add_argument("action", choices=("write", "check"))
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    rules = default_rules()
    key = fingerprint(rules)
    path = Path(__file__).with_name(TABLE)

    def write(odds: InteractionOdds) -> None:  # after every part: a long count keeps its work
        from crawlbook.ruleset import write_atomic

        write_atomic(path, json.dumps(to_json(odds, key), indent=1, sort_keys=True) + "\n")
        print(f"{len(odds.wins)} of {len(WEAPONS) * len(VC_KINDS) * len(ZONES) * 2} "
              "figures counted", flush=True)

    if args.action == "write":
        compute(rules, args.workers, write)
        return 0
    data = to_json(compute(rules, args.workers), key)
    same = shipped() == data
    print("the shipped table is exact" if same else f"{path} differs from a fresh count")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
