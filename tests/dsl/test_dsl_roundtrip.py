"""Property: a generated well-formed booklet, rendered to text, parses back to the same tree.

The generator draws Events of entries with prose, effects and every kind of ending
(read on, decision with conditional options, effect with outcomes, check with arms),
conditions of any shape, and both closing lines; the test renders them in the surface
syntax of docs/language.md (with its spelling variants: both arrows, all bullets, any case
for the small words) and compares the parsed tree, spans aside.
"""

from __future__ import annotations

from crawlbook.dsl.nodes import (
    And,
    Branch,
    Decision,
    Effect,
    Event,
    Goto,
    Has,
    Not,
    Noted,
    Or,
    Prose,
    Resolve,
)
from crawlbook.dsl.parser import parse
from hypothesis import given, settings
from hypothesis import strategies as st

KEYWORDS = {"noted", "has", "not", "and", "or"}
LETTERS = "abcxyzABCXYZ"
names = st.builds(lambda a, b: a + b, st.sampled_from(LETTERS),
                  st.text(alphabet=LETTERS + "019_-", max_size=6)).filter(
    lambda n: n.lower() not in KEYWORDS)
words = st.builds(lambda a, b: a + b, st.sampled_from(LETTERS),
                  st.text(alphabet=LETTERS + "019_", max_size=6))
safe_text = st.text(alphabet="abcdefgh ,.'\"#{<!?→->:()[]", max_size=30).map(str.strip)
arrows = st.sampled_from(["→", "->"])
bullets = st.sampled_from(["•", "*", "-"])


def casing(word: str) -> st.SearchStrategy[str]:
    return st.sampled_from([word, word.upper(), word.capitalize()])


conditions = st.recursive(
    st.builds(lambda n: ("noted", n.upper()), names) | st.builds(lambda n: ("has", n.upper()),
                                                                 names),
    lambda inner: st.builds(lambda c: ("not", c), inner)
    | st.builds(lambda a, b: ("and", a, b), inner, inner)
    | st.builds(lambda a, b: ("or", a, b), inner, inner),
    max_leaves=6,
)


def render_condition(c: tuple) -> str:
    if c[0] in ("noted", "has"):
        return f"{c[0]} {c[1].lower()}"
    if c[0] == "not":
        return f"not ({render_condition(c[1])})"
    return f"({render_condition(c[1])}) {c[0]} ({render_condition(c[2])})"


def shape(c: object) -> tuple:
    """A parsed condition as the generator's tuples."""
    if isinstance(c, Noted):
        return ("noted", c.name)
    if isinstance(c, Has):
        return ("has", c.name)
    if isinstance(c, Not):
        return ("not", shape(c.operand))
    if isinstance(c, And):
        return ("and", shape(c.left), shape(c.right))
    assert isinstance(c, Or)
    return ("or", shape(c.left), shape(c.right))


args = st.lists(words | st.integers(0, 99).map(str) | st.integers(-9, 9).map(
    lambda n: f"{n:+d}"), max_size=4)
effects = st.tuples(words.map(str.upper), args)
prose = st.builds(lambda t: ("the rat " + t).strip(), safe_text)
body_items = st.lists(st.one_of(prose.map(lambda p: ("prose", p)),
                                effects.map(lambda e: ("effect", e))), max_size=3)
targets = st.sampled_from(["CONTINUE"]) | st.builds(lambda a, b: f"{a}.{b}",
                                                    st.integers(1, 99), st.integers(1, 9))
endings = st.one_of(
    st.none(),
    st.tuples(st.just("goto"), targets),
    st.tuples(st.just("decision"), st.lists(
        st.tuples(st.none() | conditions, st.builds(lambda t: "go " + t, safe_text), targets),
        min_size=1, max_size=3)),
    st.tuples(st.just("resolve"), effects, st.lists(st.tuples(words.map(str.lower), targets),
                                                    min_size=1, max_size=3)),
    st.tuples(st.just("branch"), st.lists(st.tuples(conditions, targets), min_size=1,
                                          max_size=3), st.none() | targets),
)
entries = st.tuples(body_items, endings, st.sampled_from([None, "dotted", "double"]))
events = st.lists(st.tuples(st.integers(1, 99), safe_text, st.lists(entries, max_size=4)),
                  max_size=4)


def render_target(t: str) -> str:
    return "CONTINUE THE MISSION" if t == "CONTINUE" else t


def render_effect(e: tuple) -> str:
    return "[" + " ".join([e[0], *e[1]]) + "]"


@st.composite
def booklets(draw: st.DrawFn) -> tuple[str, list]:
    model = draw(events)
    out = ["MISSION 1: Generated"]
    for number, title, items in model:
        out += ["", f"EVENT {number}: {title}" if title else f"EVENT {number}"]
        for k, (body, ending, line) in enumerate(items, 1):
            out.append(f"{number}.{k}")
            for kind, item in body:
                out.append(item if kind == "prose" else render_effect(item))
                if kind == "prose":
                    out.append("")  # one paragraph per prose item
            if ending is not None:
                arrow = draw(arrows)
                if ending[0] == "goto":
                    out.append(f"{arrow} {render_target(ending[1])}")
                elif ending[0] == "decision":
                    for cond, text, target in ending[1]:
                        gate = f"{draw(casing('if'))} {render_condition(cond)}: " if cond else ""
                        out.append(f"{draw(bullets)} {gate}{text} {arrow} "
                                   f"{render_target(target)}")
                elif ending[0] == "resolve":
                    out.append(render_effect(ending[1]))
                    out += [f"{label} {arrow} {render_target(t)}" for label, t in ending[2]]
                else:
                    for cond, target in ending[1]:
                        out.append(f"{draw(casing('if'))} {render_condition(cond)} {arrow} "
                                   f"{render_target(target)}")
                    if ending[2] is not None:
                        out.append(f"{draw(casing('otherwise'))} {arrow} "
                                   f"{render_target(ending[2])}")
            if line:
                out.append("- - - - -" if line == "dotted" else "=====")
    return "\n".join(out) + "\n", model


def effect_shape(e: Effect) -> tuple:
    return (e.verb, [a.value if isinstance(a.value, str) else
                     (f"{a.value:+d}" if a.signed else str(a.value)) for a in e.args])


def ending_shape(ending: object) -> object:
    if ending is None:
        return None
    if isinstance(ending, Goto):
        return ("goto", ending.target.ref)
    if isinstance(ending, Decision):
        return ("decision", [(shape(o.condition) if o.condition else None, o.text,
                              o.target.ref) for o in ending.options])
    if isinstance(ending, Resolve):
        return ("resolve", effect_shape(ending.effect),
                [(o.label, o.target.ref) for o in ending.outcomes])
    assert isinstance(ending, Branch)
    arms = [(shape(a.condition), a.target.ref) for a in ending.arms if a.condition]
    other = [a.target.ref for a in ending.arms if a.condition is None]
    return ("branch", arms, other[0] if other else None)


def model_ending(ending: tuple | None) -> object:
    if ending is None or ending[0] == "goto":
        return ending
    if ending[0] == "decision":
        return ("decision", [(c, t.strip(), g) for c, t, g in ending[1]])
    if ending[0] == "resolve":
        return ("resolve", (ending[1][0], ending[1][1]), ending[2])
    return ending


@settings(max_examples=100, deadline=None)
@given(booklets())
def test_generated_booklets_round_trip(case: tuple[str, list]) -> None:
    text, model = case
    result = parse(text, "gen.mission")
    assert result.diagnostics == [], (text, [d.message for d in result.diagnostics])
    parsed = [s for s in result.document.sections if isinstance(s, Event)]
    assert [(e.number, e.title) for e in parsed] == [(n, t.strip()) for n, t, _ in model]
    for event, (_, _, items) in zip(parsed, model, strict=True):
        assert len(event.entries) == len(items)
        for entry, (body, ending, line) in zip(event.entries, items, strict=True):
            got_body = [("prose", b.text) if isinstance(b, Prose) else ("effect",
                                                                        effect_shape(b))
                        for b in entry.body]
            want_body = [(k, v if k == "prose" else (v[0], v[1])) for k, v in body]
            assert got_body == want_body
            assert ending_shape(entry.ending) == model_ending(ending)
            assert entry.line == line
