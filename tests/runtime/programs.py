"""Hand-written compiled programs (docs/program-format.md) for the engine's tests.

``entry``/``text``/``effect`` and the ending helpers build entries; ``program`` builds a
whole program dict. ``sample_program()`` is the fixture mission used across the tests and
the benchmark: every effect, decision, test and check of the language appears in it.
"""

from __future__ import annotations

from typing import Any

CONTINUE = "CONTINUE"


def text(s: str) -> dict:
    return {"op": "text", "text": s}


def effect(verb: str, **params: Any) -> dict:
    return {"op": "effect", "verb": verb, "params": params, "line": 1}


def goto(to: str) -> dict:
    return {"kind": "goto", "to": to}


def decision(*options: tuple) -> dict:
    return {"kind": "decision", "options": [
        {"text": o[0], "to": o[1], "if": o[2] if len(o) > 2 else None} for o in options]}


def trait(who: str, trait: str, diff: int, on_pass: str, on_fail: str) -> dict:
    return {"kind": "resolve", "verb": "TEST",
            "params": {"who": who, "trait": trait, "diff": diff},
            "outcomes": {"pass": on_pass, "fail": on_fail}}


def branch(*arms: tuple) -> dict:
    return {"kind": "branch", "arms": [{"if": a[0], "to": a[1]} for a in arms]}


def entry(id_: str, steps: list, ending: dict, line: str | None = None) -> dict:
    if line is None:
        line = "dotted" if ending["kind"] in ("decision", "resolve", "branch") else "double"
    return {"id": id_, "steps": steps, "ending": ending, "line": line}


def program(*, events: dict | None = None, cards: dict | None = None,
            mission: dict | None = None, eom: dict | None = None,
            content: dict | None = None, content_hash: str = "fixture") -> dict:
    """``events``: {number: (title, [entries])}; ``cards``: {code: (title, [entries])}."""
    entries: dict[str, dict] = {}
    out_events: dict[str, dict] = {}
    out_cards: dict[str, dict] = {}
    for number, (title, items) in (events or {}).items():
        for e in items:
            entries[e["id"]] = {**e, "owner": str(number), "owner_kind": "event"}
        out_events[str(number)] = {"number": number, "title": title,
                                   "first": items[0]["id"], "entries": [e["id"] for e in items]}
    for code, (title, items) in (cards or {}).items():
        for e in items:
            entries[e["id"]] = {**e, "owner": code, "owner_kind": "card"}
        out_cards[code] = {"code": code, "title": title, "first": items[0]["id"],
                           "entries": [e["id"] for e in items]}
    base_mission = {
        "number": 1, "title": "Fixture", "levels": 2, "tb_deck": 10, "threat": 3,
        "entrance_column": 1,
        "decks": [{"level": 1, "standard": 4,
                   "placements": [{"events": [1, 2], "where": "shuffled", "depth": None}]},
                  {"level": 2, "standard": 4,
                   "placements": [{"events": [3], "where": "in_bottom", "depth": 2}]}],
        "rules": [], "random_combat": None, "briefing": ["Go in."],
        "objectives": [{"text": "Find the well.", "log_entry": "WELL"}],
        "rules_text": [], "markers": [],
    }
    base_mission.update(mission or {})
    result = {"format": "crawlbook-program", "version": 1, "ruleset": "tunnel-rats",
              "source": {"path": "fixture.mission", "files": {}},
              "content_hash": content_hash, "mission": base_mission,
              "events": out_events, "cards": out_cards, "entries": entries,
              "end_of_mission": eom if eom is not None else {
                  "text": ["You climb out."],
                  "success_points": [{"points": 3, "if": {"noted": "WELL"}},
                                     {"points": 1, "per": "RAT STANDING", "every": 1},
                                     {"points": 1, "per": "OBJECTIVE MET", "every": 1},
                                     {"points": 1, "per": "TB CARD LEFT", "every": 2}]}}
    if content is not None:
        result["content"] = content
    return result


def sample_program(content: dict | None = None, **kw: Any) -> dict:
    """The fixture mission: three Events and four TB cards using every construct."""
    events = {
        1: ("The Well Shaft", [
            entry("1.1", [text("A shaft drops into black water. Do you:")],
                  decision(("lower the Support Man", "1.2"), ("move on", CONTINUE),
                           ("use the side duct", "1.3", {"has": "RADIO"}))),
            entry("1.2", [], trait("SUPPORT", "SURVIVAL", 2, "1.3", "1.4")),
            entry("1.3", [text("A side passage."), effect("NOTE", name="WELL")],
                  goto(CONTINUE)),
            entry("1.4", [text("The rope burns."), effect("DAMAGE", who="SUPPORT", amount=2)],
                  goto(CONTINUE)),
        ]),
        2: ("Voices", [
            entry("2.1", [text("Voices."), effect("ROLL", die="THREAT"),
                          effect("THREAT", delta=1)],
                  decision(("fight", "2.2"), ("hide", "2.3"))),
            entry("2.2", [effect("COMBAT", standard=2, elite=0, initiative="VC", target=None,
                                 threat_after=1)], goto(CONTINUE)),
            entry("2.3", [effect("TEST", who="CHOSEN", trait="WILLPOWER", diff=1),
                          effect("DISCARD", count=1, unit="TB")],
                  trait("RANDOM", "CHARISMA", 2, CONTINUE, "2.2")),
        ]),
        3: ("The Cache", [
            entry("3.1", [], branch(({"noted": "WELL"}, "3.2"), (None, "3.3"))),
            entry("3.2", [effect("RECOVER", count=1, unit="TB"), effect("HEAL", who="ALL",
                                                                         amount=1)],
                  goto(CONTINUE)),
            entry("3.3", [effect("SET", what="THREAT", value=5), effect("GAIN", name="MAP"),
                          effect("LOSE", name="MAP"), effect("DAMAGE", who="CHOSEN", amount=1),
                          effect("RETURN", to="PREVIOUS")], goto(CONTINUE)),
        ]),
    }
    cards = {
        "TR7": ("RICE", [
            entry("TR7.1", [text("A sack of rice.")],
                  trait("RANDOM", "PERCEPTION", 2, "TR7.2", CONTINUE)),
            entry("TR7.2", [effect("RECOVER", count=1, unit="TB")], goto(CONTINUE)),
        ]),
        "TR18": ("BOOBY TRAP", [
            entry("TR18.1", [text("A tripwire.")],
                  trait("LEAD", "PERCEPTION", 2, CONTINUE, "TR18.2")),
            entry("TR18.2", [effect("DAMAGE", who="LEAD", amount=3)], goto(CONTINUE)),
        ]),
        "TR1": ("SNAKE", [
            entry("TR1.1", [text("A snake.")], decision(("freeze", "TR1.2"),
                                                        ("strike", "TR1.3"))),
            entry("TR1.2", [effect("THREAT", delta=-1)], goto(CONTINUE)),
            entry("TR1.3", [effect("DAMAGE", who="RANDOM", amount=1)], goto(CONTINUE)),
        ]),
        "TR2": ("NOTHING", [entry("TR2.1", [text("Silence.")], goto(CONTINUE))]),
    }
    # Filler cards TR3..TR17 so the Draw deck has its full size.
    fillers = [
        [effect("THREAT", delta=1)], [effect("DISCARD", count=1)],
        [effect("DAMAGE", who="RANDOM", amount=1)], [effect("HEAL", who="LEAD", amount=1)],
        [effect("ROLL", die="THREAT")],
    ]
    for n in range(3, 18):
        if n == 7:
            continue
        cards[f"TR{n}"] = (f"CARD {n}", [entry(f"TR{n}.1", [text(f"Card {n}."),
                                                              *fillers[n % len(fillers)]],
                                                 goto(CONTINUE))])
    return program(events=events, cards=cards, content=content, **kw)
