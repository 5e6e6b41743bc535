"""The rulesets that ship with crawlbook, one package each (docs/rulesets.md).

Each registers itself through the entry point group ``crawlbook.rulesets`` exactly as a
third-party ruleset does; nothing in the core imports this package by name.
"""
