"""The Tunnel Rats rules engine: one module per rule area of the rulebook (docs/engine.md)."""
