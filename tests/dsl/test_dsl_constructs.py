"""The parser builds the right nodes for each construct of docs/language.md."""

from __future__ import annotations

from crawlbook.dsl.nodes import (
    And,
    Arg,
    Branch,
    Briefing,
    Card,
    Compare,
    Decision,
    DirectiveLine,
    Effect,
    EndOfMission,
    Entry,
    Event,
    Goto,
    Has,
    Include,
    MissionTitle,
    Not,
    Noted,
    Objectives,
    Or,
    Pred,
    Prose,
    Resolve,
    Rules,
    Ruleset,
)
from crawlbook.dsl.parser import parse

from tests.narrow import only


def sections(source: str) -> tuple:
    result = parse(source, "t.mission")
    assert result.diagnostics == [], [(d.code, d.message) for d in result.diagnostics]
    return result.document.sections


def entry(body: str) -> Entry:
    (event,) = sections("EVENT 1: T\n1.1\n" + body)
    assert isinstance(event, Event)
    return event.entries[0]


def test_header_directives() -> None:
    s = sections('RULESET tunnel-rats\nINCLUDE "pack/cards.mission"\nMISSION 12 — The Well\n'
                 "LEVELS 2\nTB DECK 10\nTHREAT 3\nENTRANCE COLUMN 4\n"
                 "RANDOM COMBAT [COMBAT STANDARD 2]\n")
    assert s[0] == Ruleset("tunnel-rats", s[0].span)
    assert s[1] == Include("pack/cards.mission", s[1].span)
    assert isinstance(s[2], MissionTitle) and (s[2].number, s[2].title) == (12, "The Well")
    # The grammar knows no ruleset's directive: a header line is its words, as written.
    assert all(isinstance(x, DirectiveLine) for x in s[3:])
    assert [[a.value for a in x.words] for x in s[3:7]] == [
        ["LEVELS", 2], ["TB", "DECK", 10], ["THREAT", 3], ["ENTRANCE", "COLUMN", 4]]
    assert s[7].effect is not None and s[7].effect.verb == "COMBAT"


def test_mission_title_separators() -> None:
    for line in ("MISSION 1: A b", "MISSION 1 — A b", "MISSION 1 - A b", "MISSION 1 – A b"):
        (title,) = sections(line + "\n")
        assert (title.number, title.title) == (1, "A b")


def test_header_lines_keep_numbers_dice_and_punctuation() -> None:
    (line,) = sections("LEVEL 3 DECK: 6 STANDARD, EVENTS 5 6 IN BOTTOM 4, ROLL 2d6+1\n")
    assert [(a.value, a.kind) for a in line.words] == [
        ("LEVEL", "word"), (3, "int"), ("DECK", "word"), (":", "punct"), (6, "int"),
        ("STANDARD", "word"), (",", "punct"), ("EVENTS", "word"), (5, "int"), (6, "int"),
        ("IN", "word"), ("BOTTOM", "word"), (4, "int"), (",", "punct"), ("ROLL", "word"),
        ("2D6+1", "dice")]


def test_header_ends_at_the_first_section() -> None:
    s = sections("LEVELS 2\nBRIEFING\nTHREAT 3 is prose here.\n")
    assert isinstance(s[0], DirectiveLine)
    assert isinstance(s[1], Briefing) and s[1].paragraphs[0].text == "THREAT 3 is prose here."


def test_comparisons_and_test_words_in_conditions() -> None:
    e = entry("if WOUNDS <= 4 and fired PISTOL → 1.2\nif TIME ≥ -1 → 1.2\n"
              "otherwise → CONTINUE THE MISSION\n")
    arms = only(e.ending, Branch).arms
    first = arms[0].condition
    assert isinstance(first, And)
    left = only(first.left, Compare)
    assert (left.name, left.op, left.value) == ("WOUNDS", "<=", 4)
    assert isinstance(first.right, Pred) and (first.right.word, first.right.name) == (
        "fired", "PISTOL")
    second = arms[1].condition
    assert isinstance(second, Compare) and (second.op, second.value) == (">=", -1)


def test_dice_arguments_of_effects() -> None:
    e = entry("[WOUND 1D6+2 TIMES 2]\n→ CONTINUE THE MISSION\n")
    effect = only(e.body[0], Effect)
    assert [(a.value, a.kind) for a in effect.args] == [("1D6+2", "dice"), ("TIMES", "word"),
                                                         (2, "int")]


def test_briefing_paragraphs_keep_text_exactly() -> None:
    (b,) = sections('BRIEFING\nLine one "quoted" → ->\n  line two # { <\n\n\\EVENT word\n'
                    "// a comment inside is ignored\n\\// slashes\n")
    assert isinstance(b, Briefing)
    assert [p.text for p in b.paragraphs] == ['Line one "quoted" → ->\nline two # { <',
                                              "EVENT word\n// slashes"]


def test_objectives_with_and_without_log_entry() -> None:
    (o,) = sections("OBJECTIVES\n• Find the radio. (radio_room)\n* Stay alive.\n- Run (fast)\n")
    assert isinstance(o, Objectives)
    assert [(i.text, i.log_entry) for i in o.items] == [
        ("Find the radio.", "RADIO_ROOM"), ("Stay alive.", None), ("Run", "FAST")]


def test_rules_mix_prose_and_rule_lines() -> None:
    (r,) = sections("RULES\nThe tunnels are flooded.\n[FORBID_EXIT BOTTOM LEVEL 2]\n")
    assert isinstance(r, Rules)
    assert isinstance(r.items[0], Prose) and isinstance(r.items[1], Effect)


def test_effect_args_words_as_written_and_signed_numbers() -> None:
    e = [only(item, Effect) for item in
         entry("[threat +2]\n[SET THREAT 5]\n[THREAT -1]\n→ CONTINUE THE MISSION\n").body]
    assert e[0].verb == "threat" and e[0].args[0] == Arg(2, e[0].args[0].span, True, "int")
    assert [a.value for a in e[1].args] == ["THREAT", 5] and not e[1].args[1].signed
    assert e[2].args[0].value == -1 and e[2].args[0].signed


def test_goto_and_continue() -> None:
    en = entry("→ 1.2\n=====\n")
    assert isinstance(en.ending, Goto) and en.ending.target.ref == "1.2"
    assert en.line == "double"
    en = entry("-> continue the mission\n")
    assert only(en.ending, Goto).target.is_continue and en.line is None


def test_decision_with_conditional_option() -> None:
    en = entry("Do you:\n• rope → 1.2\n* grenade -> CONTINUE THE MISSION\n"
               "- if noted BLUEPRINT: use the duct → tr7.1\n- - - -\n")
    assert isinstance(en.ending, Decision)
    texts = [(o.text, o.target.ref, o.condition) for o in en.ending.options]
    assert texts[0] == ("rope", "1.2", None)
    assert texts[1][1] == "CONTINUE"
    assert texts[2][1] == "TR7.1" and texts[2][2] == Noted("BLUEPRINT",
                                                           only(texts[2][2], Noted).span)
    assert en.line == "dotted" and only(en.body[0], Prose).text == "Do you:"


def test_option_text_may_hold_arrows_and_colons() -> None:
    en = entry("• go -> left: then → right → 1.2\n")
    assert only(en.ending, Decision).options[0].text == "go -> left: then → right"


def test_effect_with_outcomes_becomes_resolve() -> None:
    en = entry("Prose.\n[TEST LEAD PERCEPTION DIFF 2]\nPASS → 1.2\nfail -> 1.3\n- - -\n")
    assert isinstance(en.ending, Resolve)
    assert en.ending.effect.verb == "TEST"
    assert [(o.label, o.target.ref) for o in en.ending.outcomes] == [("pass", "1.2"),
                                                                      ("fail", "1.3")]
    assert [type(b) for b in en.body] == [Prose]


def test_branch_arms_and_condition_precedence() -> None:
    en = entry("if noted A or noted B and not has C → 1.2\n"
               "IF (noted A or noted B) and not not has C → 1.3\nOtherwise → 1.4\n")
    assert isinstance(en.ending, Branch)
    a, b, c = en.ending.arms
    assert isinstance(a.condition, Or) and isinstance(a.condition.right, And)
    assert isinstance(a.condition.right.right, Not)
    assert isinstance(a.condition.right.right.operand, Has)
    assert isinstance(b.condition, And) and isinstance(b.condition.left, Or)
    assert isinstance(only(b.condition.right, Not).operand, Not)
    assert c.condition is None and c.target.ref == "1.4"


def test_and_or_are_left_associative() -> None:
    en = entry("if noted A and noted B and noted C → 1.2\n")
    cond = only(only(en.ending, Branch).arms[0].condition, And)
    assert isinstance(cond.left, And) and only(cond.right, Noted).name == "C"


def test_names_are_upper_cased() -> None:
    en = entry("if noted sgt-hill and has Radio_1 → 1.2\n")
    cond = only(only(en.ending, Branch).arms[0].condition, And)
    assert (only(cond.left, Noted).name, only(cond.right, Has).name) == ("SGT-HILL", "RADIO_1")


def test_text_after_the_ending_is_kept_as_trailing() -> None:
    en = entry("→ CONTINUE THE MISSION\nToo late.\n[NOTE X]\n=====\n")
    assert isinstance(en.ending, Goto)
    assert [type(t) for t in en.trailing] == [Prose, Effect]


def test_entry_without_ending() -> None:
    en = entry("Just prose.\n")
    assert en.ending is None and en.line is None


def test_cards_and_event_titles() -> None:
    s = sections("CARD tr7: RICE\nTR7.1\n→ CONTINUE THE MISSION\nEVENT 3 — The Cache\n"
                 "3.1\n→ 3.2\n3.2\n→ CONTINUE THE MISSION\nEVENT 4\n")
    assert isinstance(s[0], Card) and (s[0].code, s[0].title) == ("TR7", "RICE")
    assert s[0].entries[0].id == "TR7.1"
    assert (s[1].number, s[1].title, [e.id for e in s[1].entries]) == (3, "The Cache",
                                                                         ["3.1", "3.2"])
    assert (s[2].number, s[2].title, s[2].entries) == (4, "", ())


def test_end_of_mission_and_success_points() -> None:
    (end,) = sections("END OF MISSION\nYou climb out.\nSUCCESS POINTS\n+3 if noted WELL\n"
                      "-2 if noted LOUD and not noted WELL\n+1 per RAT STANDING\n"
                      "+1 per 2 tb cards left\n3 per objective met\n")
    assert isinstance(end, EndOfMission)
    assert [p.text for p in end.paragraphs] == ["You climb out."]
    got = [(p.points, p.per, p.every, type(p.condition).__name__) for p in end.points]
    assert got == [(3, None, 1, "Noted"), (-2, None, 1, "And"), (1, "RAT STANDING", 1, "NoneType"),
                   (1, "TB CARDS LEFT", 2, "NoneType"), (3, "OBJECTIVE MET", 1, "NoneType")]


def test_empty_and_comment_only_files() -> None:
    for source in ("", "\n\n", "// nothing\n   // at all", "\ufeff"):
        result = parse(source, "e.mission")
        assert result.diagnostics == [] and result.document.sections == ()


def test_crlf_and_bom() -> None:
    s = sections("\ufeffMISSION 1: T\r\nBRIEFING\r\nText.\r\n")
    assert s[0].title == "T" and s[1].paragraphs[0].text == "Text."


def test_prose_that_looks_like_other_lines() -> None:
    (b,) = sections("BRIEFING\nIf you go down there, good luck.\nOtherwise stay.\n"
                    "Pass the rope.\n--- not a line ---\nBRIEFINGS are long.\n")
    assert len(b.paragraphs) == 1 and b.paragraphs[0].text.count("\n") == 4


def test_old_mac_line_ends_and_unicode_blanks() -> None:
    s = sections("MISSION 1: T\rBRIEFING\rText.\r")
    assert s[1].paragraphs[0].text == "Text."
    (event,) = sections("EVENT 1: T\n1.1\n\u00a0• go → 1.2\u00a0\n")
    assert event.entries[0].ending.options[0].span.column == 2


def test_the_grammar_also_parses_through_lark() -> None:
    from crawlbook.dsl.parser import grammar
    from lark import Tree

    tree = grammar().parse("MISSION 1: T\nEVENT 1: T\n1.1\n• go → 1.2\n")
    mission, event = (only(child, Tree) for child in tree.children)
    assert mission.data == "mission" and event.data == "event"
    assert (mission.meta.line, mission.meta.column, mission.meta.end_column) == (1, 1, 13)
