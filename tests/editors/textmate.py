"""A small TextMate grammar runner, enough to test the VS Code extension's grammar
(editors/vscode/syntaxes/mission.tmLanguage.json) without Node.

It reads a document line by line as VS Code's tokenizer does: the rules of the innermost
open ``begin``/``end`` region (or the grammar's top level) are tried at each position, the
earliest match wins (the region's ``end`` first on a tie), ``match`` rules give their
``name`` and ``captures`` (a capture may hold ``patterns`` of its own), and ``include``
follows ``#name`` and ``$self``. The grammar is written in the regular expressions that
Oniguruma (VS Code) and Python's ``re`` read alike; ``\\A`` matches on the first line only.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

Rule = dict[str, Any]


@dataclass(frozen=True)
class Token:
    line: int
    text: str
    scopes: tuple[str, ...]


class Grammar:
    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.repository: dict[str, Rule] = data.get("repository", {})
        self._cache: dict[tuple[str, bool], re.Pattern[str]] = {}

    def regex(self, source: str, first_line: bool) -> re.Pattern[str]:
        key = (source, first_line)
        if key not in self._cache:
            text = source if first_line else source.replace(r"\A", "(?!)")
            self._cache[key] = re.compile(text)
        return self._cache[key]

    def rules(self, patterns: list[Rule]) -> Iterator[Rule]:
        """The rules of a pattern list, includes followed (depth first, in order)."""
        for rule in patterns:
            ref = rule.get("include")
            if ref is None:
                yield rule
            elif ref == "$self":
                yield from self.rules(self.data["patterns"])
            else:
                target = self.repository[ref.lstrip("#")]
                yield from self.rules(target["patterns"]) if "match" not in target and (
                    "begin" not in target) else iter([target])

    def tokenize(self, text: str) -> list[Token]:
        tokens: list[Token] = []
        stack: list[tuple[Rule, tuple[str, ...]]] = []
        base = (self.data["scopeName"],)
        for number, raw in enumerate(text.split("\n")):
            line = raw + "\n"
            pos = 0
            seen: set[tuple[int, int]] = set()
            while pos < len(line):
                # A region that begins and ends where it started would loop for ever:
                # VS Code stops such a grammar too; here it is a failure of the grammar.
                state = (pos, len(stack))
                if state in seen and not stack:
                    raise AssertionError(f"the grammar loops at line {number + 1}, "
                                         f"column {pos + 1}")
                seen.add(state)
                rule, scopes = stack[-1] if stack else (None, base)
                patterns = rule["patterns"] if rule else self.data["patterns"]
                ending = None
                if rule is not None:
                    ending = self.regex(rule["end"], number == 0).search(line, pos)
                # (None, the end's match) when the region's end comes first
                best: tuple[Rule | None, re.Match[str]] | None = self._earliest(
                    list(self.rules(patterns)), line, pos, number == 0)
                if ending is not None and (best is None or ending.start() <= best[1].start()):
                    best = (None, ending)  # the region's end wins a tie
                if not self._gap(tokens, number, line, pos, best, scopes):
                    break
                assert best is not None
                found, m = best
                if found is None:  # the region ends
                    assert rule is not None
                    tokens += self._captured(number, m, scopes, rule.get("endCaptures")
                                             or rule.get("captures"), None)
                    stack.pop()
                elif "match" in found:
                    inner = (*scopes, found["name"]) if found.get("name") else scopes
                    tokens += self._captured(number, m, inner, found.get("captures"), None)
                else:
                    inner = (*scopes, found["name"]) if found.get("name") else scopes
                    tokens += self._captured(number, m, inner, found.get("beginCaptures")
                                             or found.get("captures"), None)
                    stack.append((found, inner))
                if m.end() == pos and found is not None and "match" in found:
                    tokens.append(Token(number, line[pos], scopes))
                    pos += 1
                else:
                    pos = max(m.end(), pos) if found is not None or m.end() > pos else pos
                    if found is None and m.end() == pos:
                        continue
        return [t for t in tokens if t.text]

    def _earliest(self, rules: list[Rule], text: str, pos: int, first_line: bool,
                  nonempty: bool = False) -> tuple[Rule, re.Match[str]] | None:
        """The rule that matches first from ``pos`` (the earlier rule on a tie)."""
        best: tuple[Rule, re.Match[str]] | None = None
        for rule in rules:
            m = self.regex(rule.get("match") or rule["begin"], first_line).search(text, pos)
            if m and (not nonempty or m.end() > m.start()) and (
                    best is None or m.start() < best[1].start()):
                best = (rule, m)
        return best

    @staticmethod
    def _gap(out: list[Token], number: int, text: str, pos: int,
             best: tuple[Rule | None, re.Match[str]] | None, scopes: tuple[str, ...]) -> bool:
        """The text before the next match (all the rest when none): False when none."""
        end = best[1].start() if best is not None else len(text)
        if end > pos:
            out.append(Token(number, text[pos:end], scopes))
        return best is not None

    def _captured(self, number: int, m: re.Match[str], scopes: tuple[str, ...],
                  captures: dict[str, Rule] | None, _unused: None) -> list[Token]:
        """The tokens of one match: its captured groups with their names (or their own
        patterns), the rest with ``scopes``."""
        out: list[Token] = []
        pos = m.start()
        groups = sorted((m.start(int(k)), m.end(int(k)), v) for k, v in (captures or {}).items()
                        if k.isdigit() and int(k) <= (m.re.groups or 0) and
                        m.start(int(k)) >= 0 and m.end(int(k)) > m.start(int(k)))
        for start, end, cap in groups:
            if start < pos:
                continue  # nested in a group already given
            if start > pos:
                out.append(Token(number, m.string[pos:start], scopes))
            inner = (*scopes, cap["name"]) if cap.get("name") else scopes
            if "patterns" in cap:
                out += self._segment(number, m.string[start:end], cap["patterns"], inner)
            else:
                out.append(Token(number, m.string[start:end], inner))
            pos = end
        if m.end() > pos:
            out.append(Token(number, m.string[pos:m.end()], scopes))
        return out

    def _segment(self, number: int, text: str, patterns: list[Rule],
                 scopes: tuple[str, ...]) -> list[Token]:
        """A captured text read with a list of ``match`` rules."""
        out: list[Token] = []
        pos = 0
        rules = list(self.rules(patterns))
        while pos < len(text):
            best = self._earliest(rules, text, pos, False, nonempty=True)
            if not self._gap(out, number, text, pos, best, scopes):
                break
            assert best is not None
            rule, m = best
            inner = (*scopes, rule["name"]) if rule.get("name") else scopes
            out += self._captured(number, m, inner, rule.get("captures"), None)
            pos = m.end()
        return out
