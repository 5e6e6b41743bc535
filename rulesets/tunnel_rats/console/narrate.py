"""What happened in a Tunnel Rats game, told from the event log (docs/event-log.md,
docs/playing.md).

``Narrator`` extends the core's narrator (``crawlbook.runtime.console.narrate``: the
briefing, entries, prose, Events, Log Entries, markers) with the events of Tunnel Rats:
the set-up, each Crawl (with the ``Board`` at its start), every die with its faces and
the reason it was rolled (the Threat die's face, the Trait dice against the rating: told
with what they mean, so the core's plain ``dice`` line is not printed as well), every
combat card as it is drawn with both totals, TB cards, Threat, Damage and the End of
Mission. It reads earlier events for context (the hands of a Combat interaction), never
any state of its own, so a game loaded from a save prints exactly what an unbroken game
prints. Author text is always escaped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from crawlbook.rulesets.tunnel_rats.engine.threat import zone
from crawlbook.rulesets.tunnel_rats.language import REGISTRY
from rich.markup import escape

from crawlbook.ruleset import Board, Heading, Symbols, condition_text, paragraphs
from crawlbook.ruleset import Narrator as CoreNarrator

if TYPE_CHECKING:
    from crawlbook.rulesets.tunnel_rats.engine.state import GameState

    from crawlbook.ruleset import Prompt

_SUITS = {"C": ("♣", "black"), "D": ("♦", "red"), "H": ("♥", "red"), "S": ("♠", "black")}
_ASCII_SUITS = {"C": "c", "D": "d", "H": "h", "S": "s"}
FACE_DELTA_TEXT = {"green": "-1", "gray": "no change", "yellow": "+1", "red": "+2"}
CAUSES = {
    "crawl": "moving onto the card", "rest": "Rest & Recover", "scurry": "Scurry",
    "combat_pistol": "Pistol", "combat_silencer": "Silencer",
    "combat_card_effect": "a card-effect symbol drawn by the VC", "combat": "Combat",
    "combat_end": "the Combat is over", "threat_die": "the Threat die",
    "medic": "the Medic ability",
}
FAILURES = {
    "tb_exhausted": "There are no TB cards left to Remove: the Rats have lost their nerve.",
    "rats_taken_out": "Two of the three Rats are Taken Out.",
    "abandoned": "The team ended the Mission without leaving the Tunnel Complex.",
}


def cause_text(cause: Any) -> str:
    cause = str(cause)
    if cause in CAUSES:
        return CAUSES[cause]
    return f"entry {cause}"


TB_RUN = frozenset({"tb_discard", "tb_remove", "tb_marker", "tb_new_draw", "tb_deck"})


class Narrator(CoreNarrator):
    """Tells events as lines; ``state`` gives names (Rats, cards, titles)."""

    state: GameState

    def __init__(self, state: GameState, sym: Symbols) -> None:
        super().__init__(state, sym)
        self.unicode = sym.unicode
        effects = (state.content.get("combat") or {}).get("effects") or []
        self.effect_cards = {c for row in effects if isinstance(row, dict)
                             for c in row.get("cards", [])}

    # names -------------------------------------------------------------------------
    def rat(self, rat_id: str) -> str:
        try:
            rat = self.state.team.rat(rat_id)
        except KeyError:
            return f"[vc]VC {escape(str(rat_id))}[/]"
        return f"[rat]{escape(rat.nickname)}[/]"

    def who(self, combatant: str) -> str:
        return self.rat(combatant)

    def card(self, card_id: str) -> str:
        """A combat card as drawn: ``7♠``, ``10♥ *`` (a card-effect symbol), ``Joker``."""
        cid = str(card_id)
        star = " *" if cid in self.effect_cards else ""
        if cid.startswith("JOKER"):
            return f"[card.joker]Joker{star}[/]"
        rank, suit = cid[:-1], cid[-1:]
        if suit not in _SUITS:
            return escape(cid)
        sign, colour = _SUITS[suit]
        if not self.unicode:
            sign = _ASCII_SUITS[suit]
        return f"[card.{colour}]{escape(rank)}{sign}{star}[/]"

    def tb_title(self, code: str) -> str:
        title = ((self.state.program.get("cards") or {}).get(code) or {}).get("title")
        return f"{escape(code)} {escape(title)}" if title else escape(code)

    # the story ---------------------------------------------------------------------
    def told(self, log: list[dict], i: int, out: list[Any], prompt: Prompt | None) -> int:
        if log[i].get("type") in TB_RUN:  # one discard order, told as one or two lines
            return self._tb_run(log, i, out)
        return super().told(log, i, out, prompt)

    def _on_dice(self, e: dict, out: list, *_: Any) -> None:
        """Nothing: the Threat die and the Trait dice are told with their meaning
        (``threat_roll``, ``trait_test``)."""

    def _on_setup(self, e: dict, out: list, *_: Any) -> None:
        number, title = e.get("mission"), e.get("title") or ""
        out.append(Heading(f"[title]MISSION {escape(str(number))}: {escape(str(title))}[/]"))
        names = ", ".join(self.rat(r) for r in e.get("team", []))
        out.append(f"Your team: {names}. Threat starts at {e.get('threat')}, the TB Draw deck "
                   f"holds {e.get('tb_draw')} cards.")

    def _on_crawl_start(self, e: dict, out: list, *_: Any) -> None:
        out.append(Heading(f"[heading]Crawl {e.get('number')}[/]"))
        out.append(Board())

    def _on_rest(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"The team rests and recovers: Discard {e.get('discarded')} TB cards.")

    def _on_heal(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"  {self.rat(e['rat'])} recovers [heal]{e.get('amount')} Damage[/] "
                   f"(now {e.get('total')}/10) [hint]- {escape(cause_text(e.get('cause')))}[/]")

    def _on_formation(self, e: dict, out: list, *_: Any) -> None:
        order = e.get("formation") or []
        roles = ("Lead", "Backup", "Support")
        out.append("New Formation: " + ", ".join(
            f"{self.rat(r)} ({roles[k]})" for k, r in enumerate(order)))

    def _on_reveal(self, e: dict, out: list, *_: Any) -> None:
        level, column = e.get("position", [0, 0])
        lights = e.get("flashlights")
        event = e.get("event")
        what = (f"[event]EVENT {event}[/]" if event is not None
                else escape(str(e.get("card"))))
        out.append(f"Revealed a new Tunnel card at Level {level}, column {column}: "
                   f"{what} ({lights} flashlight"
                   f"{'s' if lights != 1 else ''}).")

    def _on_reveal_replaced(self, e: dict, out: list, *_: Any) -> None:
        event = e.get("event")
        keeps = f", which keeps EVENT {event}" if event is not None else ""
        out.append(f"[warn]The Dead Ends leave no way on: {escape(str(e.get('discarded')))} is "
                   f"set aside for a random Standard card, {escape(str(e.get('card')))}"
                   f"{keeps}.[/]")

    def _on_crawl(self, e: dict, out: list, *_: Any) -> None:
        level, column = e.get("to", [0, 0])
        how = "scurries" if e.get("scurry") else "crawls"
        out.append(f"The team {how} out by the {escape(str(e.get('slot')))} exit to Level "
                   f"{level}, column {column}.")
        if e.get("dead_end"):
            out.append("[dead_end]It is a Dead End: the only way on is back.[/]")

    def _tb_run(self, log: list[dict], i: int, out: list) -> int:
        """A run of TB deck events (one discard order) told as one or two lines."""
        discards: dict[str, int] = {}
        notes: list[str] = []
        while i < len(log) and log[i].get("type") in TB_RUN:
            e = log[i]
            kind = e["type"]
            reason = cause_text(e.get("reason"))
            if kind == "tb_discard":
                discards[reason] = discards.get(reason, 0) + 1
            elif kind == "tb_remove":
                notes.append(f"[bad]The last Draw card is Removed[/] ({escape(reason)}).")
            elif kind == "tb_new_draw":
                notes.append(f"A new Draw deck of {e.get('cards')} is formed from the Discard "
                             "pile.")
            elif kind == "tb_marker":
                if "before" in e:
                    notes.append(f"[good]Recover a TB card[/] ({escape(reason)}): the marker "
                                 f"shows +{e.get('value')}.")
                else:
                    notes.append(f"The +1 marker takes a discard ({escape(reason)}).")
            elif kind == "tb_deck":
                parts = [f"Discard {n} TB card{'s' if n != 1 else ''} ({escape(r)})"
                         for r, n in discards.items()]
                lines = [*(["; ".join(parts) + "."] if parts else []), *notes]
                marker = f", marker +{e.get('marker')}" if e.get("marker") else ""
                tail = (f" [tb]TB: Draw {e.get('draw')}, Discard {e.get('discard')}, "
                        f"Removed {e.get('removed')}{marker}[/]")
                if lines:
                    out.append(" ".join(lines) + tail)
                discards, notes = {}, []
            i += 1
        if discards or notes:
            out.append(" ".join(
                [*[f"Discard {n} TB ({escape(r)})." for r, n in discards.items()], *notes]))
        return i

    def _on_threat_roll(self, e: dict, out: list, *_: Any) -> None:
        face = str(e.get("face"))
        before, after = e.get("before"), int(e.get("after") or 0)
        scurry = " +1 for the Scurry" if e.get("scurry") and face in ("yellow", "red") else ""
        where = (" [hint](rolled by the booklet: no TB Encounter inside an Event)[/]"
                 if e.get("during_event") else "")
        change = (f"Threat {before} {self.sym.arrow} [threat.{zone(after)}]{after}[/]"
                  if before != after else f"Threat stays at {after}")
        why = "" if e.get("during_event") else ", after the move"
        out.append(f"Threat die{why}: [die.{face}]{face.upper()}[/] ({FACE_DELTA_TEXT[face]}"
                   f"{scurry}). {change}.{where}")

    def _on_threat_change(self, e: dict, out: list, *_: Any) -> None:
        cause = str(e.get("cause"))
        if cause in ("threat_die", "scurry"):
            return  # told with the roll
        after = int(e.get("after") or 0)
        out.append(f"Threat {e.get('before')} {self.sym.arrow} [threat.{zone(after)}]{after}"
                   f"[/] [hint]({escape(cause_text(cause))})[/]")

    def _on_tb_exchange(self, e: dict, out: list, *_: Any) -> None:
        if e.get("new") is None:
            return
        out.append(f"{self.tb_title(str(e.get('old')))} was already resolved: exchanged for "
                   f"{self.tb_title(str(e.get('new')))}.")

    def _on_tb_encounter(self, e: dict, out: list, *_: Any) -> None:
        out.append(Heading(f"[heading]TB ENCOUNTER: {self.tb_title(str(e.get('card')))}[/]"))

    def _on_trait_test(self, e: dict, out: list, *_: Any) -> None:
        rating = e.get("rating", 0)
        ok, no = self.sym.check, self.sym.cross
        dice = "  ".join(f"[dice.pass]{d}{ok}[/]" if d <= rating else f"[dice.fail]{d}{no}[/]"
                         for d in e.get("dice", []))
        verdict = "[pass]PASS[/]" if e.get("passed") else "[fail]FAIL[/]"
        again = "Reroll of the " if e.get("reroll") else ""
        n = e.get("successes")
        out.append(f"{again}Trait test: {self.rat(e['rat'])} tests {escape(str(e.get('trait')))}"
                   f" (rating {rating}), DIFF {e.get('diff')} "
                   f"[hint]({escape(cause_text(e.get('cause')))})[/]")
        out.append(f"  Trait dice {dice}  {n} success{'es' if n != 1 else ''}: {verdict}")

    def _on_damage(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"{self.rat(e['rat'])} takes [damage]{e.get('amount')} Damage[/] (now "
                   f"{e.get('total')}/10) [hint]({escape(cause_text(e.get('cause')))})[/]")

    def _on_taken_out(self, e: dict, out: list, *_: Any) -> None:
        order = ", ".join(self.rat(r) for r in e.get("formation") or [])
        out.append(f"{self.rat(e['rat'])} is [taken_out]TAKEN OUT[/]. The Position markers move"
                   f" up: {order or 'nobody'}.")

    def _on_move(self, e: dict, out: list, *_: Any) -> None:
        level, column = e.get("to", [0, 0])
        out.append(f"The team goes back to Level {level}, column {column}.")

    def _on_ability(self, e: dict, out: list, *_: Any) -> None:
        ability = str(e.get("ability") or "").replace("_", " ").title()
        out.append(f"{self.rat(e['rat'])} uses his ability: {escape(ability)}.")

    def _on_event_end(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"[hint]{self.sym.arrow} CONTINUE THE MISSION (Event {e.get('event')} is "
                   "resolved)[/]")

    def _on_tb_encounter_end(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"[hint]{self.sym.arrow} CONTINUE THE MISSION[/]")

    def _on_abandon(self, e: dict, out: list, *_: Any) -> None:
        out.append("[bad]The team gives up and abandons the Mission.[/]")

    # Combat ------------------------------------------------------------------------
    def _on_combat_start(self, e: dict, out: list, *_: Any) -> None:
        parts = []
        if e.get("standard"):
            parts.append(f"{e['standard']} Standard")
        if e.get("elite"):
            parts.append(f"{e['elite']} Elite")
        kind = "RANDOM COMBAT" if e.get("random_combat") else "COMBAT"
        out.append(Heading(f"[vc]{kind}[/][heading]: {' and '.join(parts) or 'no'} VC[/]"))
        details = [f"Initiative: {escape(str(e.get('initiative', 'RANDOM')).title())}"]
        if e.get("target"):
            details.append(f"the VC attack the {escape(str(e['target']).title())} Man")
        if e.get("reserve"):
            details.append(f"in Reserve: {escape(', '.join(e['reserve']))}")
        if e.get("threat") is not None:
            z = zone(int(e["threat"]))
            details.append(f"Threat {e['threat']} ([threat.{z}]{z.title()}[/])")
        out.append("; ".join(details) + ".")

    def _on_combat_weapon(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"{self.rat(e['rat'])} takes the {escape(str(e.get('weapon')).title())}.")

    def _on_vc_enters(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"VC {escape(str(e.get('vc')))} ({escape(str(e.get('vc_kind')))}) comes out "
                   "of the Reserve.")

    def _on_combat_round(self, e: dict, out: list, *_: Any) -> None:
        markers = sorted((e.get("initiative") or {}).items(), key=lambda kv: kv[1])
        dealt = ", ".join(f"{self.who(c)} {m}" for c, m in markers)
        extra = ""
        if e.get("repositioned"):
            extra += f" {self.rat(e['repositioned'])} Repositions."
        if e.get("reserve"):
            extra += f" {e['reserve']} VC in Reserve."
        out.append(f"[heading]Round {e.get('round')}.[/] Initiative: {dealt}.{extra}")

    def hands(self, log: list[dict], i: int) -> dict[str, int]:
        """The totals of the hands in the interaction under way before ``log[i]``."""
        hands: dict[str, int] = {}
        j = i - 1
        while j >= 0 and log[j].get("type") in ("card_drawn", "card_discarded",
                                                "pistol_draw"):
            j -= 1
        for e in log[j + 1:i]:
            if e["type"] in ("card_drawn", "card_discarded"):
                hands[e["combatant"]] = e["total"]
        return hands

    def _pair(self, log: list[dict], i: int, prompt: Prompt | None) -> tuple[str, str] | None:
        """The Rat and the VC of the interaction that ``log[i]`` belongs to."""
        for e in log[i:]:
            if e.get("type") == "combat_interaction":
                return e["rat"], e["vc"]
            if e.get("type") not in ("card_drawn", "card_discarded", "pistol_draw"):
                break
        info = prompt.info if prompt is not None else {}
        if info.get("rat") and info.get("vc"):
            return str(info["rat"]), str(info["vc"])
        return None

    def _on_card_drawn(self, e: dict, out: list, log: list, i: int,
                       prompt: Prompt | None) -> None:
        hands = self.hands(log, i)
        pair = self._pair(log, i, prompt)
        if not hands and pair is not None:
            out.append(f"{self.rat(pair[0])} vs {self.who(pair[1])}:")
        hands[e["combatant"]] = e["total"]
        via = {"pistol": " (kept from the Pistol)", "silencer": " (Silencer)"}.get(
            str(e.get("via")), "")
        totals = self._totals(hands, pair)
        out.append(f"  {self.who(e['combatant'])} draws {self.card(e['card'])}{via}"
                   f"   [hint]{totals}[/]")

    def _totals(self, hands: dict[str, int], pair: tuple[str, str] | None) -> str:
        names = list(pair) if pair else list(hands)
        parts = []
        for c in names:
            total = hands.get(c)
            shown = "-" if total is None else (f"{total} bust" if total > 21 else str(total))
            parts.append(f"{self._plain(c)} {shown}")
        return escape(" | ".join(parts))

    def _plain(self, combatant: str) -> str:
        try:
            return self.state.team.rat(combatant).nickname
        except KeyError:
            return str(combatant)

    def _on_card_discarded(self, e: dict, out: list, *_: Any) -> None:
        reason = escape(str(e.get("reason")).title())
        out.append(f"  {self.who(e['combatant'])} discards {self.card(e['card'])} ({reason})")

    def _on_pistol_draw(self, e: dict, out: list, *_: Any) -> None:
        cards = " and ".join(self.card(c) for c in e.get("cards", []))
        out.append(f"  {self.who(e['combatant'])}'s Pistol: draws {cards}, keeps one.")

    def _on_combat_interaction(self, e: dict, out: list, log: list, i: int, *_: Any) -> None:
        rat, vc = e["rat"], e["vc"]
        raw = self.hands(log, i).get(vc)
        vc_total = e.get("vc_total")
        if raw is not None and vc_total is not None and raw != vc_total:
            why = []
            if e.get("vc_kind") == "elite" and raw < 21:
                why.append("Elite")
            if e.get("zone") in ("medium", "high"):
                why.append(f"{str(e.get('zone')).title()} Threat")
            out.append(f"  {self.who(vc)}: {raw} {self.sym.arrow} {vc_total} "
                       f"[hint]({escape(' and '.join(why) or 'bonus')})[/]")
        def shown(total: Any) -> str:
            return f"{total} bust" if isinstance(total, int) and total > 21 else str(total)
        winner = self.rat(rat) if e.get("winner") == "rat" else self.who(vc)
        charlie = " with a Five-Card Charlie" if e.get("charlie") else ""
        out.append(f"  {self.rat(rat)} {escape(shown(e.get('rat_total')))} vs {self.who(vc)} "
                   f"{escape(shown(vc_total))}: [bold]{winner} wins{charlie}[/].")

    def _on_vc_removed(self, e: dict, out: list, *_: Any) -> None:
        out.append(f"  [good]{self.who(e['vc'])} is eliminated.[/]")

    def _on_combat_end(self, e: dict, out: list, *_: Any) -> None:
        rounds = e.get("rounds", "?")
        out.append(f"[good]The Combat is over[/]: every VC is eliminated after "
                   f"{rounds} round{'' if rounds == 1 else 's'}.")

    # the end -------------------------------------------------------------------------
    def _on_end_text(self, e: dict, out: list, *_: Any) -> None:
        out.append(Heading("[title]END OF MISSION[/]"))
        out.extend(paragraphs(e.get("text") or []))

    def _on_mission_end(self, e: dict, out: list, *_: Any) -> None:
        if e.get("outcome") == "success":
            out.append(Heading("[success]MISSION SUCCESS[/]", "success"))
            eom = self.state.program.get("end_of_mission") or {}
            rules = eom.get("success_points") or []
            for i, line in enumerate(e.get("breakdown") or []):
                written = rules[i] if i < len(rules) and isinstance(rules[i], dict) else None
                out.append("  " + success_line(line, written))
            out.append(f"[success]Success Points: {e.get('success_points')}[/]")
        else:
            out.append(Heading("[failure]MISSION FAILED[/]", "failure"))
            out.append(escape(FAILURES.get(str(e.get("cause")), str(e.get("cause")))))
            out.append("[hint]A failed Mission reads no End text and scores 0 Success "
                       "Points.[/]")


def success_line(line: dict, written: dict | None = None) -> str:
    """One Success Points line of the End of Mission breakdown: the rule as the booklet
    wrote it (its rate: ``+1 per RAT STANDING``), what it counted, and the points it gave
    (``line``, from the event; ``written``, the program's rule, gives the rate)."""
    rule = written or line.get("rule") or line
    gained = int(line.get("points", 0))
    rate = int(rule.get("points", gained))
    per = line.get("per") or rule.get("per")
    if per:
        every = line.get("every") or rule.get("every") or 1
        counted = f"per {every} {REGISTRY.plural(per)}" if every != 1 else f"per {per}"
        count = line.get("count")
        status = f"{count} counted" if count is not None else "not met"
        if "rule" in line:  # its own condition failed
            status = "not met"
        text = f"{rate:+d} {counted}: {status}"
    else:
        met = "not met" if "rule" in line else "met"
        text = f"{rate:+d} if {condition_text(rule.get('if'))}: {met}"
    return f"{escape(text):<44} = {gained:+d}"
