"""crawlbook: write, lint, compile, draw, print, play and playtest mission booklets.

The package is one namespace over the repository's stage folders:

- ``crawlbook.dsl``       source text -> AST with source spans (``dsl/``)
- ``crawlbook.compiler``  AST -> checked ``MissionGraph`` and compiled JSON (``compiler/``)
- ``crawlbook.runtime``   the rules engine, the mission interpreter and its drivers (``runtime/``)
- ``crawlbook.missions``  the bundled missions and content pack (``missions/``)
"""

__version__ = "0.1.0"
