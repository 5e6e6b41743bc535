"""The Chainsaw Warrior rules engine (docs/chainsaw-warrior/rules.md): generator procedures
over a ``GameState``, one module per part of the rulebook."""
