"""crawlbook: write, lint, compile, draw, print, play and playtest mission booklets.

A neutral core and one plug-in per game (docs/architecture.md). The package is one
namespace over the repository's folders:

- ``crawlbook.dsl``       source text -> AST with source spans (``dsl/``)
- ``crawlbook.compiler``  AST -> checked ``MissionGraph``, programs, maps, booklets, odds
  (``compiler/``)
- ``crawlbook.runtime``   the neutral game: prompts, the random source, dice, the event
  log, the interpreter, saves, drivers, the simulator and the console (``runtime/``)
- ``crawlbook.rulesets``  the bundled plug-ins, each with its rules engine: Tunnel Rats
  and Chainsaw Warrior (``rulesets/``)
- ``crawlbook.missions``  the bundled missions (``missions/``)
- ``crawlbook.ruleset``   the contract between them: every hook of a ruleset, and the one
  module of the core a ruleset imports; ``crawlbook.plugins`` finds the installed ones
- ``crawlbook.commands``, ``crawlbook.lsp``  the command line and the language server
"""

__version__ = "0.1.0"
