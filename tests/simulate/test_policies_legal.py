"""Every simulation policy answers only legal choices (docs/simulate.md, docs/engine.md
"Prompt kinds and their choice ids"), in real games and on arbitrary prompts."""

from __future__ import annotations

from crawlbook.rulesets.tunnel_rats.engine.setup import program_content
from crawlbook.runtime.game import Game
from crawlbook.runtime.policies import load_policy, make_policy, policy_seed
from crawlbook.runtime.prompts import Choice, Prompt
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .fixtures import combat_program, coverage_program

POLICIES = ("random", "explore", "cautious")
PROGRAMS = {"coverage": coverage_program(), "combat": combat_program()}
PACKS = {name: program_content(p) for name, p in PROGRAMS.items()}


def play_checked(program: str, policy_name: str, seed: int) -> tuple[Game, set[str]]:
    policy = load_policy(policy_name, "tunnel-rats")(policy_seed(seed))
    game = Game.new(PROGRAMS[program], seed, content=PACKS[program])
    start = getattr(policy, "start", None)
    if start:
        start(game)
    kinds = set()
    for _ in range(20_000):
        prompt = game.prompt
        if prompt is None:
            break
        kinds.add(prompt.kind)
        answer = policy.choose(prompt)
        assert answer in prompt.ids(), (prompt.kind, answer, prompt.ids())
        game.answer(answer)
    assert game.over
    return game, kinds


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(policy=st.sampled_from(POLICIES), program=st.sampled_from(sorted(PROGRAMS)),
       seed=st.integers(min_value=0, max_value=2**40))
def test_policies_answer_only_legal_choices_in_games(policy, program, seed):
    game, _ = play_checked(program, policy, seed)
    assert game.result.outcome in ("success", "failure")


def test_the_games_ask_the_combat_prompts() -> None:
    seen: set[str] = set()
    for seed in range(40):
        for policy in POLICIES:
            seen |= play_checked("combat", policy, seed)[1]
    assert {"combat.weapon", "combat.draw", "combat.target", "rat", "decision", "exit",
            "rest", "formation"} <= seen


KIND_IDS = {
    "read": ["continue"], "decision": ["1", "2", "3"], "rest": [str(n) for n in range(7)],
    "heal_point": ["mole", "doc", "ghost"], "formation": ["keep", "doc,mole", "mole,doc"],
    "exit": ["top-left", "right-top", "bottom-left", "left-bottom", "end", "abandon"],
    "scurry": ["yes", "no"], "tb_exchange": ["yes", "no"], "rat": ["mole", "doc", "ghost"],
    "ability": ["yes", "no"], "combat.weapon": ["knife", "pistol", "silencer"],
    "combat.reposition": ["none", "mole", "doc"], "combat.target": ["E1", "S1", "S2"],
    "combat.draw": ["draw", "stick", "pistol", "silencer"],
    "combat.pistol_discard": ["AS", "10D", "JOKER1", "7H"],
    "combat.pistol_keep": ["KC", "2S"], "strange.new.kind": ["a", "b"],
}
RATS = st.lists(st.fixed_dictionaries({"id": st.sampled_from(["mole", "doc", "ghost"]),
                                       "damage": st.integers(0, 9)}), max_size=3)
INFO = st.fixed_dictionaries({}, optional={
    "rats": RATS, "draw": st.integers(0, 12), "marker": st.integers(0, 2),
    "formation": st.lists(st.sampled_from(["mole", "doc", "ghost"]), max_size=3),
    "noted": st.lists(st.sampled_from(["WELL", "MAP"]), max_size=2),
    "position": st.tuples(st.integers(1, 3), st.integers(1, 6)),
    "rat_total": st.integers(0, 30), "rat_bust": st.booleans(), "vc_done": st.booleans(),
    "vc_total": st.none() | st.integers(12, 26), "purpose": st.sampled_from(
        ["test", "damage", "heal"]), "entry": st.sampled_from(["1.1", "TR2.1"]),
    "rat": st.sampled_from(["mole", "doc"]), "vc_kinds": st.just({"E1": "elite"}),
})


@st.composite
def prompts(draw):
    kind = draw(st.sampled_from(sorted(KIND_IDS)))
    ids = draw(st.lists(st.sampled_from(KIND_IDS[kind]), min_size=1, unique=True))
    default = draw(st.none() | st.sampled_from(KIND_IDS[kind]))
    return Prompt(kind, "?", tuple(Choice(i, i) for i in ids), default, draw(INFO))


@settings(max_examples=150, deadline=None)
@given(policy=st.sampled_from(POLICIES), seed=st.integers(0, 2**32),
       batch=st.lists(prompts(), min_size=1, max_size=8))
def test_policies_answer_only_legal_choices_on_any_prompt(policy, seed, batch):
    chooser = make_policy(policy, seed)  # without start(): only the prompt to go on
    for prompt in batch:
        assert chooser.choose(prompt) in prompt.ids()
