"""Prompts as the player sees and answers them: numbered options, a default, and the
commands that work at every prompt (docs/playing.md).

``option_keys`` gives each choice the key the player types: a prompt whose ids are the
counts ``0..n-1`` (how many cards to Discard, say) is numbered by its ids, every other
prompt ``1..n`` in order.
``parse_answer`` turns a typed line into a choice id, a ``Command`` or an ``Invalid`` with
the message to show: a key, an option's id or label, or the start of one of those (an
ambiguous start names the options it could be). The engine's prompt is never changed:
this is presentation only.
"""

from __future__ import annotations

from dataclasses import dataclass

from crawlbook.runtime.prompts import Choice, Prompt

COMMANDS = ("help", "status", "map", "log", "hint", "save", "quit")
# The words `help` shows; a ruleset may say better what its status and map are
# (``ConsoleHooks.command_help``).
COMMAND_HELP = {
    "help": "this help (and the rule behind the prompt)",
    "status": "the state of the game",
    "map": "the map, when the game has one",
    "log": "the Log Entries noted, the objectives and the markers",
    "hint": "what a strong player would choose, with each option's chances",
    "save": "save the game (save FILE: to that file)",
    "quit": "save the game and leave (play on later with --load)",
}
_ALIASES = {"?": "help", "exit": "quit"}  # no one-letter aliases: they would shadow ids


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    argument: str | None = None


@dataclass(frozen=True, slots=True)
class Invalid:
    message: str


def option_keys(prompt: Prompt) -> list[tuple[str, Choice]]:
    """(key, choice) for every choice, in the prompt's order."""
    ids = prompt.ids()
    if ids == [str(i) for i in range(len(ids))]:  # counts from 0: the count is the key
        return [(c.id, c) for c in prompt.choices]
    return [(str(i), c) for i, c in enumerate(prompt.choices, 1)]


def nothing_to_read(prompt: Prompt) -> bool:
    """A stop at an entry's line when the entry showed no prose (it holds only a test, or
    only effects, whose events are told anyway): the console reads on by itself rather
    than ask for Enter with nothing to read (docs/playing.md). The engine's prompt and the
    recorded answer (``continue``) are the same as ever, so saves and replays are too."""
    info = prompt.info
    return (prompt.kind == "read" and len(prompt.choices) == 1 and not info.get("text")
            and info.get("stage") != "briefing")


def key_of(prompt: Prompt, choice_id: str) -> str:
    for key, choice in option_keys(prompt):
        if choice.id == choice_id:
            return key
    return choice_id


def parse_answer(line: str, prompt: Prompt) -> str | Command | Invalid:
    """What a typed line means at ``prompt``: a choice id, a command, or why it is not
    understood. An empty line takes the default (when the prompt has one)."""
    text = line.strip()
    keys = option_keys(prompt)
    first, last = keys[0][0], keys[-1][0]
    span = first if first == last else f"{first} to {last}"
    if not text:
        if prompt.default is not None:
            return prompt.default
        return Invalid(f"Type the number of an option ({span}), or `help`.")
    word, _, rest = text.partition(" ")
    name = _ALIASES.get(word.lower(), word.lower())
    if name in COMMANDS and (not rest.strip() or name == "save"):
        return Command(name, rest.strip() or None)
    for key, choice in keys:
        if text == key:
            return choice.id
    lowered = " ".join(text.lower().split())
    for _key, choice in keys:
        if lowered in (choice.id.lower(), _words(choice.label)):
            return choice.id
    # The start of an option's name or of its label (`leave` for "Leave the tunnels").
    named = [(k, c) for k, c in keys
             if (not c.id.isdigit() and c.id.lower().startswith(lowered))
             or _words(c.label).startswith(lowered)]
    if len(named) == 1:
        return named[0][1].id
    if named:
        shown = ", ".join(f"{k}) {c.label}" for k, c in named[:6])
        return Invalid(f"`{text}` could be {shown}: type more of it, or the number.")
    return Invalid(f"`{text}` is not one of the options: type {span}, or `help`.")


def _words(label: str) -> str:
    """A label as typed: lower case, single spaces, no quotes."""
    return " ".join(label.lower().replace('"', "").split())
