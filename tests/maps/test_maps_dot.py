"""The DOT text of branch maps (docs/maps.md): deterministic, escaped, conditions as written.
These tests need no graphviz program except the property test, which lays maps out."""

from __future__ import annotations

import json
from typing import Any

import pytest
from _maps_svg import SvgMap, load_diagnostics, load_program, needs_dot
from crawlbook.compiler import maps
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from crawlbook import plugins


def reordered(program: dict[str, Any]) -> dict[str, Any]:
    """The same program with every dict in reverse key order."""
    def flip(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: flip(value[k]) for k in reversed(list(value))}
        if isinstance(value, list):
            return [flip(v) for v in value]
        return value
    return flip(json.loads(json.dumps(program)))


@pytest.mark.parametrize("name", ["well", "broken", "hostile"])
def test_same_mission_same_bytes(name: str) -> None:
    program, diagnostics = load_program(name), load_diagnostics(name)
    first = maps.to_dot(maps.build_map(program, diagnostics))
    assert maps.to_dot(maps.build_map(program, diagnostics)) == first
    assert maps.to_dot(maps.build_map(reordered(program), diagnostics)) == first


@pytest.mark.parametrize(("condition", "text"), [
    ({"noted": "WELL"}, "noted WELL"),
    ({"and": [{"noted": "A"}, {"not": {"noted": "B"}}]}, "noted A and not noted B"),
    ({"not": {"or": [{"noted": "A"}, {"has": "RADIO"}]}}, "not (noted A or has RADIO)"),
    ({"and": [{"or": [{"noted": "A"}, {"noted": "B"}]}, {"has": "C"}]},
     "(noted A or noted B) and has C"),
    ({"or": [{"and": [{"noted": "A"}, {"noted": "B"}]}, {"not": {"not": {"has": "C"}}}]},
     "noted A and noted B or not not has C"),
])
def test_conditions_read_as_the_author_writes_them(condition: dict[str, Any], text: str) -> None:
    assert maps.condition_text(condition) == text


def test_branch_and_conditional_option_edges_carry_the_condition() -> None:
    program = load_program("broken")
    edges = {(e.tail, e.head): e for e in maps.build_map(program).edges}
    assert edges[("5.1", "5.3")].label == "if has MAP: use the map"
    assert edges[("5.1", "5.3")].kind == "option"


@pytest.mark.parametrize(("verb", "params", "text"), [
    ("TEST", {"diff": 2, "trait": "SURVIVAL", "who": "SUPPORT"}, "TEST SUPPORT SURVIVAL DIFF 2"),
    ("DAMAGE", {"amount": 2, "who": "LEAD"}, "DAMAGE LEAD 2"),
    ("THREAT", {"delta": -1}, "THREAT -1"),
    ("COMBAT", {"elite": 1, "initiative": "VC", "standard": 3, "target": "LEAD",
                "threat_after": 1}, "COMBAT STANDARD 3 ELITE 1 INITIATIVE VC TARGET LEAD"),
    ("RECOVER", {"count": 1, "unit": "TB"}, "RECOVER 1"),
    ("ZAP", {"b": 2, "a": "X"}, "ZAP X 2"),
])
def test_effects_are_shown_in_the_registry_order(verb: str, params: dict[str, Any],
                                                 text: str) -> None:
    language = plugins.language("tunnel-rats")
    assert maps.effect_text(verb, params, language) == text


def test_the_legend_is_on_every_map() -> None:
    program = load_program("well")
    for selection in ({}, {"event": 2}, {"entry": "TR7.2", "depth": 1}):
        source = maps.to_dot(maps.build_map(program, **selection))
        assert "Legend" in source
        for key, _text, _attrs in maps._LEGEND:
            assert f'ID="legend-{key}"' in source
        for kind, _text, _colour in maps._LEGEND_EDGES:
            assert f'ID="legend-edge-{kind}"' in source
            assert kind in maps._EDGE_STYLE


def test_unknown_entry_or_event_is_a_clear_error() -> None:
    program = load_program("well")
    with pytest.raises(maps.MapError, match=r"no entry 9\.9"):
        maps.build_map(program, entry="9.9")
    with pytest.raises(maps.MapError, match=r"no Event 7 \(Events: 1, 2, 3; TB cards: TR7\)$"):
        maps.build_map(program, event=7)
    with pytest.raises(maps.MapError, match=r"no Event or TB card TR8 .*; did you mean TR7\?$"):
        maps.build_map(program, event="TR8")


def test_a_tb_card_is_drawn_by_its_code_in_any_case() -> None:
    program = load_program("well")
    for code in ("TR7", "tr7", "Tr7"):
        model = maps.build_map(program, event=code)
        drawn = {n.name for n in model.nodes.values() if n.kind == "entry"}
        assert drawn == set(program["cards"]["TR7"]["entries"])
        assert model.title.endswith("— TB card TR7")
        assert "CONTINUE TR7" in model.nodes
    assert maps.build_map(program, event="03").title.endswith("— Event 3")


@pytest.mark.parametrize(("asked", "hint"), [
    ("TR8", "TR7"), ("RT7", "TR7"), ("13", "1"), ("9", None), ("Q", None), ("TANK", None),
])
def test_the_closest_event_or_card_is_suggested(asked: str, hint: str | None) -> None:
    with pytest.raises(maps.MapError) as caught:
        maps.build_map(load_program("well"), event=asked)
    message = str(caught.value)
    assert ("did you mean" in message) == (hint is not None), message
    if hint is not None:
        assert message.endswith(f"did you mean {hint}?")


def test_a_huge_list_of_events_is_shortened_in_the_message() -> None:
    program = load_program("well")
    program["events"] = {str(n): {"number": n, "entries": []} for n in range(1, 3001)}
    with pytest.raises(maps.MapError, match=r"Events: 1, 2, .*, … 3000 \(3000 in all\)"):
        maps.build_map(program, event="TANK")


def test_dot_format_needs_no_graphviz(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    assert not maps.dot_available()
    data = maps.draw(load_program("well"), fmt="dot")
    assert data.startswith(b"digraph crawlbook {")
    with pytest.raises(maps.RendererMissing, match="apt-get install graphviz"):
        maps.draw(load_program("well"), fmt="svg")


def test_a_program_without_optional_parts_still_draws() -> None:
    program = {"format": "crawlbook-program", "version": 1, "mission": {}, "events": {},
               "cards": {}, "entries": {"1.1": {"id": "1.1", "steps": [], "ending": None}},
               "end_of_mission": {}}
    model = maps.build_map(program)
    # A program naming no ruleset is the default ruleset's (plugins.for_program), and its
    # ending has that ruleset's word (issue 24: Tunnel Rats' registry says "End of
    # Mission"; a ruleset that gives none gets the core's "The ending").
    assert [c.title for c in model.clusters][-1] == "End of Mission"
    assert "1.1" in model.nodes  # an entry outside any Event still appears


words = st.text(alphabet=st.characters(exclude_categories=["Cs"], max_codepoint=0x2FFF),
                min_size=1, max_size=40)


@needs_dot
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(title=words, text=words, option=words)
# Found by this test: dot refused an edge label of "]" alone (a syntax error).
@example(title="T", text="t", option="]")
@example(title="]]", text="]", option="]]")
def test_any_author_text_gives_a_well_formed_map(title: str, text: str, option: str) -> None:
    program = load_program("well")
    program["mission"]["title"] = title
    program["events"]["1"]["title"] = title
    program["entries"]["1.1"]["steps"] = [{"op": "text", "text": text}]
    program["entries"]["1.1"]["ending"]["options"][0]["text"] = option
    svg = SvgMap(maps.draw(program, fmt="svg"))
    assert "1.1" in svg.nodes
    assert len(svg.edge_labels("1.1", "1.2")) == 1
    label = svg.edge_labels("1.1", "1.2")[0]
    assert " ".join(label.split()) == " ".join(maps.shorten(option).split())


def test_a_huge_map_is_drawn_with_a_faster_layout() -> None:
    """Above maps.LARGE entries the Crawl edges are left out and graphviz is told to spend
    less time placing nodes (timings in docs/performance.md, benchmarks/map_bench.py)."""
    program = load_program("well")
    template = program["entries"]["3.1"]
    program["events"], program["entries"] = {}, {}
    for number in range(1, maps.LARGE // 3 + 2):
        ids = [f"{number}.{i}" for i in (1, 2, 3)]
        program["events"][str(number)] = {"number": number, "title": "x", "first": ids[0],
                                          "entries": ids}
        for eid in ids:
            program["entries"][eid] = {**template, "id": eid, "owner": str(number),
                                       "ending": {"kind": "goto", "to": "CONTINUE"}}
    model = maps.build_map(program)
    assert sum(n.kind == "entry" for n in model.nodes.values()) > maps.LARGE
    assert not [e for e in model.edges if e.kind == "crawl"]
    source = maps.to_dot(model)
    assert "nslimit=0.2" in source and "mclimit=0.01" in source
    small = maps.to_dot(maps.build_map(load_program("well")))
    assert "nslimit" not in small


def test_the_legend_and_the_end_node_speak_the_rulesets_words() -> None:
    """The core names no game's words (issue 24): the legend's texts and the end node's
    tooltip come from the ruleset's book (BookShape.words, end_words); a ruleset that
    gives none gets the core's plain words."""
    from crawlbook.dsl.shape import BookShape

    plain_nodes, plain_edges = maps.legend()
    assert ("test", "a test with outcomes (hexagon)") in [(k, t) for k, t, _ in plain_nodes]
    assert ("crawl", "where reading enters (dotted)") in [(k, t) for k, t, _ in plain_edges]
    book = BookShape(end_words=("THE END",), words=(("test", "Test your Luck"),))
    nodes, _edges = maps.legend(book)
    words = {k: t for k, t, _ in nodes}
    assert words["test"] == "Test your Luck" and words["continue"] == "→ THE END"
